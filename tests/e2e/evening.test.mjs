// End-to-end tests of the club evening (evening.html; crates/evening-app, dist/evening/): a
// whole 3-round evening with 7 players in Dutch by keyboard only (Tab to a control, then
// type), with a late arrival, a withdrawal, a bye each round and a forfeit; the projector
// (in the page and in a second window that follows it), print views, a reload between
// rounds, the shared read-only standings, a damaged store set aside; axe on every screen;
// screenshots at phone and desktop size in Dutch and English (tests/e2e/shots/evening-*).
//
// Run after a release build: node --test tests/e2e/evening.test.mjs
// (ROKADE_DIST=/some/dist to test another build directory; default dist/.)
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import fs from "node:fs/promises";
import { SHOTS, serveAndLaunch, waitDrawn, fenOf, clickMove, pgnOf } from "./harness.mjs";
import { assertNoAxeViolations } from "./a11y-harness.mjs";

const app = serveAndLaunch({ prefix: "/club/" });

/**
 * What can go wrong on `page`: console errors and warnings, page errors, failed requests and
 * HTTP answers >= 400 (these pages are opened in contexts of their own, not through app.open).
 */
function collectProblems(page) {
  const problems = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url().slice(0, 160)} ${r.failure()?.errorText}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url().slice(0, 160)}`);
  });
  return problems;
}

const shot = (page, name, opts = {}) => page.screenshot({ path: path.join(SHOTS, `evening-${name}.png`), ...opts });

function ready(page) {
  return page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 15000 });
}

async function open(context, query) {
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(`${app.server.url}evening.html${query}`);
  await ready(page);
  return { page, problems };
}

/** Presses Tab until `sel` has the focus (the way a keyboard user gets there). */
async function tabTo(page, sel) {
  for (let i = 0; i < 200; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, sel)) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${sel}`);
}

/** Tabs to `sel` and presses `key` there. */
async function pressOn(page, sel, key = "Enter") {
  await tabTo(page, sel);
  await page.keyboard.press(key);
}

const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? "");
const text = (page, sel) => page.$eval(sel, (e) => e.textContent);
const said = (page) => page.$eval("#announce", (e) => e.textContent.replace(/\u00a0$/, ""));

/** Registers a player by keyboard: the name field has the focus after each registration. */
async function register(page, name, rating) {
  assert.equal(await focusedId(page), "player-name", `the name field waits for ${name}`);
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(rating);
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => document.getElementById("players").textContent.includes(n), name);
}

/** The boards of the round shown: [white, black] names, in board order. */
const boardsShown = (page) =>
  page.$$eval(".ev-pairs tbody tr", (rows) => rows.map((r) => [...r.querySelectorAll("td")].filter((_, i) => i === 0 || i === 2).map((td) => td.textContent.replace(/ \(\d+\)$/, ""))));

/** Pairs the next round and publishes it, by keyboard; returns the round's SP. */
async function pairAndPublish(page, round) {
  await pressOn(page, "#nav-round");
  await pressOn(page, "#pair");
  await page.waitForSelector("#publish");
  assert.equal(await focusedId(page), "publish", "publishing is one Enter away");
  assert.match(await said(page), new RegExp(`^Ronde ${round} is ingedeeld \\(concept\\), beginstelling \\d+`));
  const sp = Number((await text(page, "#sp")).replace("SP ", ""));
  await page.keyboard.press("Enter");
  await page.waitForSelector("#result-1");
  assert.equal(await focusedId(page), "result-1", "the first board's result field has the focus");
  return sp;
}

/** Types `keys` on the focused result field, one after the other. */
async function typeResults(page, keys) {
  for (const k of keys) await page.keyboard.press(k);
}

async function printView(page, button, name) {
  await pressOn(page, button);
  await page.waitForSelector("#print-page");
  await page.emulateMedia({ media: "print" });
  for (const sel of [".ev-printbar", "#notice"]) {
    const shown = await page.$eval(sel, (e) => e.checkVisibility()).catch(() => false);
    assert.equal(shown, false, `${sel} is not printed`);
  }
  assert.ok(await page.$eval("#print-page", (e) => e.checkVisibility()), "the page is printed");
  const colours = await page.$eval("#print-page", (e) => [getComputedStyle(e).color, getComputedStyle(document.body).backgroundColor]);
  assert.deepEqual(colours, ["rgb(0, 0, 0)", "rgb(255, 255, 255)"], "black on white");
  await shot(page, `print-${name}`, { fullPage: true });
  await page.emulateMedia({ media: "screen" });
  const content = await text(page, "#print-page");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#print-page", { state: "detached" });
  return content;
}

test("a 3-round evening with 7 players in Dutch, keyboard only, through projector, print and reloads", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, problems } = await open(context, "?lang=nl");
    assert.equal(await page.getAttribute("html", "lang"), "nl");
    await shot(page, "nl-setup-desktop");
    await assertNoAxeViolations(page, "the new evening's form");

    // The evening: a name, the defaults (3 rounds, 20+0, colour by lot).
    await tabTo(page, "#settings-name");
    await page.keyboard.type("Clubavond De Toren");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#player-form");
    assert.equal(await said(page), "De avond is begonnen. Schrijf nu de spelers in.");

    // Six players; a bad rating first (refused, what was typed stays).
    await page.keyboard.type("Fay");
    await page.keyboard.press("Tab");
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("#notice.ev-error"));
    assert.match(await said(page), /^Geen geldig getal\. Rating/);
    assert.equal(await page.inputValue("#player-name"), "Fay");
    assert.equal(await focusedId(page), "player-rating", "the field to correct has the focus");
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.getElementById("players")?.textContent.includes("Fay"));
    for (const [name, rating] of [["Cid", "1900"], ["Ann", "2100"], ["Eve", "1700"], ["Bob", "2000"], ["Dee", "1800"]]) {
      await register(page, name, rating);
    }
    assert.equal(await text(page, "#players caption"), "Ingeschreven spelers: 6");
    // Round 1's bye: Eve (registered fourth) asks half a point.
    await pressOn(page, "#bye-4", "ArrowDown");
    await page.waitForFunction(() => document.getElementById("announce").textContent.startsWith("Eve: bye van een half punt in ronde 1"));
    await shot(page, "nl-players-desktop", { fullPage: true });
    await assertNoAxeViolations(page, "the players");

    // Round 1: pair, look at the draft, swap and swap back, publish.
    await pressOn(page, "#pair");
    await page.waitForSelector("#publish");
    const draft = await boardsShown(page);
    assert.equal(draft.length, 2, "five players: two boards and the pairing bye");
    await shot(page, "nl-draft-desktop", { fullPage: true });
    await assertNoAxeViolations(page, "the draft");
    await pressOn(page, "#swap-1");
    assert.deepEqual((await boardsShown(page))[0], [draft[0][1], draft[0][0]], "colours swapped");
    assert.equal(await focusedId(page), "swap-1", "the focus stays on the button");
    await page.keyboard.press("Enter");
    assert.deepEqual(await boardsShown(page), draft);
    const sp1 = Number((await text(page, "#sp")).replace("SP ", ""));
    assert.match(await text(page, ".ev-unpaired"), /Eve: bye, ½ punt/);
    await pressOn(page, "#publish");
    await page.waitForSelector("#result-1");

    // The board's link opens the game page with the round's position, the time control, the
    // board's reference and its players (the game hands its result back, tested below).
    const href = await page.getAttribute(".ev-pairs a", "href");
    const [white1, black1] = draft[0].map(encodeURIComponent);
    assert.match(href, new RegExp(`^\\./\\?sp=${sp1}&tc=20%2B0&board=[0-9a-f]{8}\\.1\\.1&white=${white1}&black=${black1}&event=Clubavond%20De%20Toren&lang=nl$`));

    // Projector: big SP, the diagram, the pairing list; Escape returns.
    await pressOn(page, "#show-projector");
    await page.waitForSelector("main.ev-projector");
    assert.equal(await text(page, "main.ev-projector #sp"), `SP ${sp1}`);
    const spSize = await page.$eval("main.ev-projector #sp", (e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(spSize >= 100, `the SP number is large on the wall (${spSize}px)`);
    assert.equal(await page.locator("main.ev-projector svg[role=img] text.letter").count(), 8);
    await shot(page, "nl-projector-desktop");
    await assertNoAxeViolations(page, "the projector");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#result-1");
    assert.equal(await focusedId(page), "show-projector");

    // Printed pairing list and result sheet (empty boxes).
    let printed = await printView(page, "#print-pairings", "pairings");
    assert.match(printed, /Ronde 1 van 3 · indeling/);
    assert.match(printed, new RegExp(`SP ${sp1} · 20\\+0`));
    await pressOn(page, "#print-sheet");
    await page.waitForSelector("#print-page");
    assert.equal(await page.locator("#print-page td.box").count(), 2, "an empty box per board");
    await page.keyboard.press("Escape");

    // Results by keyboard: 1 on board 1 (the focus moves on), then f, 0 on board 2 (0F-1F).
    await tabTo(page, "#result-1");
    await typeResults(page, ["1"]);
    await page.waitForFunction(() => document.activeElement.id === "result-2");
    assert.equal(await said(page), "Bord 1: 1-0. Nog 1 open.");
    await typeResults(page, ["f"]);
    assert.match(await said(page), /^Bord 2 reglementair: 1 \(wit wint\), 0 \(zwart wint\)/);
    await typeResults(page, ["0"]);
    assert.equal(await said(page), "Bord 2: 0F-1F. Alle uitslagen zijn binnen.");
    assert.equal(await page.inputValue("#result-2"), "-");
    assert.equal(await text(page, "#pending"), "Alle uitslagen zijn binnen.");
    // A correction: ArrowUp to board 1, = for a draw.
    await typeResults(page, ["ArrowUp", "="]);
    assert.equal(await page.inputValue("#result-1"), "=");
    await shot(page, "nl-results-desktop", { fullPage: true });
    await assertNoAxeViolations(page, "the results");

    // A reload loses nothing.
    await page.reload();
    await ready(page);
    assert.equal(await page.inputValue("#result-1"), "=");
    assert.equal(await page.inputValue("#result-2"), "-");

    // Between rounds: Gus arrives late, Fay withdraws, Cid asks a zero-point bye.
    await pressOn(page, "#nav-players");
    await tabTo(page, "#player-name");
    await register(page, "Gus", "1950");
    assert.equal(await said(page), "Gus is ingeschreven en speelt vanaf ronde 2.");
    await pressOn(page, "#withdraw-6");
    assert.equal(await said(page), "Fay is teruggetrokken en wordt vanaf ronde 2 niet meer ingedeeld.");
    await pressOn(page, "#bye-3", "ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.getElementById("announce").textContent.startsWith("Cid: bye zonder punten in ronde 2"));

    // Round 2: the round is paired with the late arrival, without Fay and Cid.
    const sp2 = await pairAndPublish(page, 2);
    assert.notEqual(sp2, sp1, "no position twice in an evening");
    const names2 = (await boardsShown(page)).flat();
    assert.ok(!names2.includes("Fay") && !names2.includes("Cid"), names2.join());
    const unpaired2 = await text(page, ".ev-unpaired");
    assert.ok(names2.includes("Gus") || unpaired2.includes("Gus: bye door de indeling"), "the late arrival is paired");
    assert.match(unpaired2, /Cid: bye, 0 punten \(afwezig\)/);
    assert.match(unpaired2, /Fay: teruggetrokken/);
    await typeResults(page, ["=", "0"]);
    assert.equal(await text(page, "#pending"), "Alle uitslagen zijn binnen.");

    await page.reload();
    await ready(page);

    // A projector in a second window follows the arbiter's window.
    const wall = await open(context, "?view=projector&lang=nl");
    assert.equal(await text(wall.page, "#sp"), `SP ${sp2}`);

    // Round 3: Dee asks half a point.
    await pressOn(page, "#nav-players");
    await pressOn(page, "#bye-4", "ArrowDown");
    await page.waitForFunction(() => document.getElementById("announce").textContent.startsWith("Dee: bye van een half punt in ronde 3"));
    const sp3 = await pairAndPublish(page, 3);
    assert.ok(![sp1, sp2].includes(sp3));
    await wall.page.waitForFunction((sp) => document.getElementById("sp")?.textContent === `SP ${sp}`, sp3);
    await shot(wall.page, "nl-projector-window-desktop");
    await wall.page.close();
    await typeResults(page, ["1", "r"]);
    await page.waitForSelector("#to-standings");
    assert.equal(await said(page), "Bord 2: ½-½. Alle uitslagen zijn binnen.");

    // Standings after round 3 with WP-1, WP, SB; the cross table; both printed.
    await pressOn(page, "#to-standings");
    await page.waitForSelector("#standings");
    assert.equal(await text(page, "#standings-title"), "Stand na ronde 3");
    assert.equal(await page.locator("#standings tbody tr").count(), 7);
    assert.deepEqual(await page.$$eval("#standings thead abbr", (as) => as.map((a) => a.textContent)), ["Pl.", "WP-1", "WP", "SB"]);
    assert.match(await text(page, "#standings tbody"), /Fay \(teruggetrokken\)/);
    assert.match(await text(page, "#cross tbody"), /bye ½/);
    await shot(page, "nl-standings-desktop", { fullPage: true });
    await assertNoAxeViolations(page, "the standings");
    printed = await printView(page, "#print-standings", "standings");
    assert.match(printed, /Stand na ronde 3/);
    printed = await printView(page, "#print-cross", "cross-table");
    assert.match(printed, /Kruistabel/);

    // Keep and share: the shared standings, read-only, as a club site's frame shows them.
    await pressOn(page, "#nav-exchange");
    await page.waitForSelector("#share-link");
    await assertNoAxeViolations(page, "keep and share");
    const link = await page.inputValue("#share-link");
    assert.match(link, /evening\.html\?view=standings&lang=nl#rokade-evening/);
    assert.match(await page.inputValue("#share-iframe"), /^<iframe src="[^"]+&amp;lang=nl#/);
    const site = await context.newPage();
    await site.goto(link);
    await ready(site);
    assert.equal(await site.locator("#standings tbody tr").count(), 7);
    assert.equal(await site.locator("#nav-players").count(), 0, "read-only");
    await assertNoAxeViolations(site, "the shared standings");
    await site.close();

    // English, and at phone size.
    await page.goto(`${app.server.url}evening.html?lang=en`);
    await ready(page);
    await shot(page, "en-results-desktop", { fullPage: true });
    await pressOn(page, "#nav-standings");
    await shot(page, "en-standings-desktop", { fullPage: true });
    await assertNoAxeViolations(page, "the standings in English");
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ["nl", "en"]) {
      await page.goto(`${app.server.url}evening.html?lang=${lang}`);
      await ready(page);
      await shot(page, `${lang}-results-phone`, { fullPage: true });
      for (const screen of ["players", "standings"]) {
        await pressOn(page, `#nav-${screen}`);
        await shot(page, `${lang}-${screen}-phone`, { fullPage: true });
      }
      await assertNoAxeViolations(page, `the standings on a phone (${lang})`);
    }
    await pressOn(page, "#nav-round");
    await pressOn(page, "#show-projector");
    await shot(page, "en-projector-phone");
    assert.deepEqual(problems, [], "no console errors, warnings or failed requests");
  } finally {
    await context.close();
  }
});

test("a board's game played on Rokade hands its result over: one press enters it, and the evening's PGN holds it", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  try {
    const { page, problems } = await open(context, "?lang=nl");
    await tabTo(page, "#settings-name");
    await page.keyboard.type("Avond 960");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#player-name");
    for (const [name, rating] of [["Ann", "1"], ["Bob", "2"]]) await register(page, name, rating);
    await pressOn(page, "#pair");
    await page.waitForSelector("#publish");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#play-1");
    const [white, black] = (await boardsShown(page))[0];
    const letters = await page.$$eval("#main svg text.letter", (ts) => ts.map((t) => t.textContent).join(""));
    const fenRank = [...letters].map((l) => ({ T: "r", P: "n", L: "b", D: "q", K: "k" })[l]).join("");

    // The game page, in another tab: the round's position, the players at the clocks.
    const game = await context.newPage();
    const gameProblems = collectProblems(game);
    await game.goto(new URL(await page.getAttribute("#play-1", "href"), page.url()).href);
    await waitDrawn(game);
    const fen = await fenOf(game);
    assert.equal(fen.split("/")[0], fenRank, `the game starts from the round's position (${fen})`);
    assert.equal(await game.textContent("#clock-bottom .clock-name"), white);
    assert.equal(await game.textContent("#clock-top .clock-name"), black);
    await clickMove(game, "e2", "e4");
    await clickMove(game, "e7", "e5");
    await clickMove(game, "d2", "d4");
    // Black resigns (the page asks first).
    await game.click("#resign-black");
    await game.click("#ask-yes");
    await game.waitForFunction(() => document.getElementById("resign-black").disabled);
    const pgn = await pgnOf(game);
    assert.match(pgn, new RegExp(`\\[White "${white}"\\]`));
    assert.match(pgn, /\[Event "Avond 960"\]/);
    assert.match(pgn, /\[Round "1"\]/);
    assert.match(pgn, /\[Board "1"\]/);
    assert.deepEqual(gameProblems, []);

    // Back in the evening's tab (the storage event brought the game): one press enters it.
    await page.bringToFront();
    await page.waitForSelector("#take-1");
    assert.equal(await text(page, "#handover-1"), "Uitslag van het bord: 1-0 — Invoeren");
    await shot(page, "nl-handover-desktop", { fullPage: true });
    await assertNoAxeViolations(page, "the result handed over");
    await pressOn(page, "#take-1");
    await page.waitForFunction(() => document.getElementById("result-1")?.value === "1-0");
    assert.equal(await said(page), "Bord 1: 1-0. Alle uitslagen zijn binnen.");
    assert.equal(await text(page, "#handover-1"), "Uitslag van het bord: 1-0, ingevoerd.");
    // A reload reads the record again, and the result entered stays.
    await page.reload();
    await ready(page);
    assert.equal(await page.inputValue("#result-1"), "1-0");
    assert.equal(await text(page, "#handover-1"), "Uitslag van het bord: 1-0, ingevoerd.");
    // A result typed over it is not overwritten: the row shows the conflict.
    await tabTo(page, "#result-1");
    await typeResults(page, ["="]);
    await page.waitForFunction(() => document.getElementById("handover-1")?.textContent.startsWith("Het bord meldt 1-0, maar ½-½ is ingevoerd"));
    assert.equal(await page.inputValue("#result-1"), "=");
    assert.equal(await page.locator("#take-1").count(), 0);

    // The evening's games as one PGN file.
    await pressOn(page, "#nav-exchange");
    await tabTo(page, "#export-pgn");
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    assert.match(download.suggestedFilename(), /^avond-960-\d{4}-\d{2}-\d{2}\.pgn$/);
    const file = await fs.readFile(await download.path(), "utf8");
    assert.match(file, /^\[Event "Avond 960"\]/);
    assert.match(file, /\[Round "1\.1"\]/);
    assert.match(file, new RegExp(`\\[White "${white}"\\]\\n\\[Black "${black}"\\]\\n\\[Result "1-0"\\]\\n\\[Variant "Chess960"\\]\\n\\[SetUp "1"\\]\\n\\[FEN "${fenRank}/`));
    assert.match(file, /\n1\. e4 e5 2\. d4 1-0\n$/);
    assert.equal(await said(page), "Het PGN-bestand is gedownload (partijen: 1).");

    // A tampered board link: the game page plays without a hand-over and says so in Dutch.
    await game.goto(`${app.server.url}?sp=12&board=x.0.1&white=A&black=B&lang=nl`);
    await waitDrawn(game);
    await game.waitForFunction(() => document.getElementById("notice").textContent.startsWith("Ongeldige parameter in de adresregel, genegeerd"));
    // A damaged record in storage: the row says so, nothing is entered, nothing breaks.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("rokade.handover."));
      localStorage.setItem(key, "rokade 1\nfen kapot");
    });
    await page.reload();
    await ready(page);
    await pressOn(page, "#nav-round");
    assert.match(await text(page, "#handover-1"), /^De doorgegeven partij van dit bord is onleesbaar/);
    assert.equal(await page.inputValue("#result-1"), "=");
    await game.close();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("a damaged store is set aside with a message in the page's language, never lost", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, problems } = await open(context, "?lang=nl");
    const damaged = "rokade-evening 1\nS\tAvond\t2025-03-14\t3\t20+0\t0\tL\t-\tBH\n#00000000\n";
    await page.evaluate((t) => localStorage.setItem("rokade.evening", t), damaged);
    await page.reload();
    await ready(page);
    const notice = await text(page, "#notice p");
    assert.match(notice, /^De bewaarde avond was beschadigd \(controlegetal klopt niet\); hij is apart gezet onder rokade\.evening\.corrupt\.\d+/);
    assert.equal(await said(page), notice, "the live region says it too");
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("rokade.evening.corrupt.")).map((k) => localStorage.getItem(k)),
    );
    assert.deepEqual(kept, [damaged], "the damaged text is kept aside, whole");
    assert.equal(await page.evaluate(() => localStorage.getItem("rokade.evening")), null);
    await assertNoAxeViolations(page, "the damaged store's message");
    // A pasted file that is not TRF: a sentence, and the paste stays to be corrected.
    await pressOn(page, "#nav-exchange");
    await tabTo(page, "#trf-text");
    await page.keyboard.type("dit is geen TRF");
    await pressOn(page, "#import");
    await page.waitForFunction(() => document.querySelector("#notice.ev-error p")?.textContent.startsWith("Het TRF-bestand is niet te lezen"));
    assert.equal(await page.inputValue("#trf-text"), "dit is geen TRF");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
