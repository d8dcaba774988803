// End-to-end tests of the analysis (issue 21) in the game viewer (crates/viewer,
// src/page/review.rs): a short game with a hung queen analysed by our engine in its worker
// marks the blunder ??, by keyboard only, with the screen-reader words of the marked move;
// the address keeps the analysed PGN (a reload shows it without analysing), and that PGN reads
// back in python-chess with its evals and NAGs; an imported PGN with [%eval]/NAGs is shown
// without analysing; cancel; the viewer's own page (viewer.html) analysing too; axe;
// screenshots at phone and desktop sizes in two languages.
//
// Run after a release build: node --test tests/e2e/analysis.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { SHOTS, serveAndLaunch, waitDrawn } from "./harness.mjs";
import { axeViolations, assertNone } from "./a11y-harness.mjs";

/** 1. e4 e5 2. Nf3 Qg5?? 3. Nxg5: Black hangs the queen. */
const HUNG = '[White "Anna"]\n[Black "Bram"]\n\n1. e4 e5 2. Nf3 Qg5 3. Nxg5 *\n';
/** A lichess-style analysed PGN (Chess960 start 12). */
const IMPORTED =
  '[Variant "Chess960"]\n[SetUp "1"]\n[FEN "qbnnrkbr/pppppppp/8/8/8/8/PPPPPPPP/QBNNRKBR w KQkq - 0 1"]\n\n' +
  "1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.35] } 2. Nd3 $6 { [%eval -0.8] } 2... Nc6 { [%eval -0.7] } *\n";

const HERE = path.dirname(fileURLToPath(import.meta.url));

const app = serveAndLaunch({ prefix: "/club/" }, { viewport: { width: 1280, height: 800 } });

const ready = (page) => page.waitForFunction(() => document.body?.dataset.viewerReady !== undefined, null, { timeout: 15000 });
const status = (page) => page.$eval(".vw-an-status", (e) => e.textContent);
const live = (page) => page.$eval(".vw-live", (e) => e.textContent);
const finished = (page) =>
  page.waitForFunction(() => /finished|terminée|klaar|færdig/i.test(document.querySelector(".vw-an-status")?.textContent ?? ""), null, {
    timeout: 120000,
  });
const marks = (page) => page.$$eval(".vw-mv[data-mark]", (bs) => bs.map((b) => [b.textContent, b.dataset.mark]));

async function open(query, pgn, options = {}) {
  const session = await app.open(`?view=1${query}#pgn=${encodeURIComponent(pgn)}`, { wait: "none", ...options });
  await ready(session.page);
  return session;
}

test("analysing by keyboard marks the hung queen ??, says it, and keeps it over a reload", async () => {
  // The reload below cuts short the game's wasm that boot.js fetches beside the viewer.
  const { page } = await open("&lang=en", HUNG, { allow: [/web_bg\.wasm net::ERR_ABORTED$/] });
  assert.equal(await status(page), "");
  // Keyboard only: Tab to the Analyse button, Enter.
  await page.focus("#vw-an-setting");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "vw-an-go");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#vw-an-go")?.textContent === "Cancel");
  await finished(page);
  assert.equal(await status(page), "Analysis finished.");
  assert.deepEqual(await marks(page), [["Qg5??", "??"]]);
  const label = await page.$eval('.vw-mv[data-mark="??"]', (b) => b.getAttribute("aria-label"));
  console.log(`# screen reader: ${label}`);
  assert.match(label, /^2\.\.\. Qg5, blunder, best was [^,]+, evaluation [0-9.]+$/);
  const summary = await page.$$eval(".vw-an-sum", (ps) => ps.map((p) => p.textContent));
  assert.match(summary[0], /^White: accuracy \d+ %, inaccuracies: 0, mistakes: 0, blunders: 0$/);
  assert.match(summary[1], /^Black: accuracy \d+ %, inaccuracies: \d+, mistakes: \d+, blunders: 1$/);
  // N/P keys: Black's next mistake from the start is the blunder (Shift+N).
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+N");
  // The jump says the move with its mark, the better move and the evaluation.
  assert.match(await live(page), /^2\.\.\. Qg5: Black: queen d8 to g5, blunder, best was [^,]+, evaluation [0-9.]+$/);
  // Stepping away and back says it the same way.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  assert.match(await live(page), /blunder, best was/);
  assert.equal(await page.$eval(".vw-now", (b) => b.textContent), "Qg5??");
  await page.keyboard.press("n");
  assert.match(await live(page), /No more marked moves/);
  // The graph's text equivalent lists every move with its evaluation.
  const lines = await page.$$eval(".vw-an-list li", (ls) => ls.map((l) => l.textContent));
  assert.equal(lines.length, 5);
  assert.match(lines[3], /^2\.\.\. Qg5: \+\d+\.\d\d \(blunder\)$/);
  // A click on the graph's left edge goes to the start.
  const box = await page.$eval(".vw-an-graph", (c) => c.getBoundingClientRect().toJSON());
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  assert.equal(await page.$(".vw-now"), null);
  // The shown position's evaluation and the engine's line.
  assert.match(await page.textContent(".vw-an-line"), /^evaluation [+-]\d+\.\d\d · Best line \(depth \d+\): \S+/);
  assertNone(await axeViolations(page), "analysis view");
  await page.screenshot({ path: path.join(SHOTS, "analysis-en-1280.png") });
  // The address now carries the analysed PGN: python-chess reads its evals and NAGs.
  const pgn = decodeURIComponent(new URL(page.url()).hash.replace(/^#pgn=/, ""));
  const read = execFileSync("python3", ["crates/ui/tests/python/analysis_read.py"], { input: pgn, encoding: "utf8" });
  const rows = read.trim().split("\n");
  assert.equal(rows.at(-1), "END");
  assert.equal(rows.length, 6);
  assert.match(rows[3], /^4 cp:\d+ 4$/, read);
  assert.match(rows[0], /^1 cp:-?\d+ -$/, read);
  // A reload shows the analysis without analysing (no worker is started).
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.reload();
  await ready(page);
  assert.deepEqual(await marks(page), [["Qg5??", "??"]]);
  // The best line came back as the marked move's variation.
  assert.match(await page.$eval('.vw-mv[data-mark="??"]', (b) => b.getAttribute("aria-label")), /, blunder, best was [^,]+, evaluation /);
  assert.equal(await status(page), "");
  assert.deepEqual(workers, []);
});


test("viewer.html (the embed snippet's page) analyses with the engine worker it names", async () => {
  const { page, requests } = await app.open(`viewer.html?view=1&lang=en#pgn=${encodeURIComponent(HUNG)}`, { wait: "none" });
  await ready(page);
  await page.click("#vw-an-go");
  await finished(page);
  assert.deepEqual(await marks(page), [["Qg5??", "??"]]);
  assert.ok(requests.some((u) => /\/engine-[0-9a-f]+\/worker\.js$/.test(u)), "the engine's worker");
  assert.ok(!requests.some((u) => /\/web-[0-9a-f]+\//.test(u)), "not the game page's wasm");
});

test("an imported analysis is shown without analysing; cancel stops an analysis", async () => {
  const { page } = await open("&lang=fr", IMPORTED, { width: 390, height: 844 });
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  assert.deepEqual(await marks(page), [["2. Cd3?!", "?!"]]);
  const label = await page.$eval('.vw-mv[data-mark="?!"]', (b) => b.getAttribute("aria-label"));
  assert.equal(label, "2. Cd3, imprécision, évaluation moins 0.8");
  // No comment text for the [%eval] commands.
  assert.equal(await page.$(".vw-cm"), null);
  assertNone(await axeViolations(page), "imported analysis, phone");
  await page.screenshot({ path: path.join(SHOTS, "analysis-fr-390.png"), fullPage: true });
  assert.deepEqual(workers, []);
  // Deep analysis, cancelled at once: the button says Analyser again and the status says so.
  await page.selectOption("#vw-an-setting", { index: 1 });
  await page.click("#vw-an-go");
  await page.waitForFunction(() => document.querySelector("#vw-an-go")?.textContent === "Annuler");
  await page.click("#vw-an-go");
  assert.equal(await status(page), "Analyse annulée.");
  assert.equal(await page.textContent("#vw-an-go"), "Analyser");
});

test("the game page's Analyse opens the game in the viewer, which analyses it", async () => {
  // Going from the viewer back to the game page can cut short the game's wasm that index.html
  // preloads beside the viewer (the viewer does not use it).
  const { page } = await app.open("?sp=518&lang=nl", { allow: [/web_bg\.wasm net::ERR_ABORTED$/] });
  await page.click("#pgn-box summary");
  await page.fill("#import", HUNG);
  await page.click("#import-button");
  await page.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 5);
  assert.equal(await page.textContent("#analyse"), "Analyseren");
  await page.click("#analyse");
  await page.waitForURL(/view=1&analyse=1&lang=nl#pgn=/);
  await ready(page);
  await finished(page);
  assert.deepEqual(await marks(page), [["Dg5??", "??"]]);
  assert.match(await page.$eval('.vw-mv[data-mark="??"]', (b) => b.getAttribute("aria-label")), /^2\.\.\. Dg5, blunder, beste was /);
  // Kept with the game: back on the game page (reloaded from its saved game) the export
  // carries the evals and the NAG, and Analyse shows them again without a worker.
  await page.goto(app.server.url + "?lang=nl");
  await waitDrawn(page);
  await page.click("#pgn-box summary");
  // The PGN box's text comes from the extras module.
  await page.waitForFunction(() => document.getElementById("pgn")?.value.includes("Qg5"));
  const exported = (await page.inputValue("#pgn")).split(/\s+/).join(" ");
  assert.match(exported, /Qg5 \$4 \{\[%eval -?\d+\.\d\d\]\}/, exported);
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.click("#analyse");
  await page.waitForURL(/view=1&analyse=1/);
  await ready(page);
  assert.deepEqual(await marks(page), [["Dg5??", "??"]]);
  assert.equal(await status(page), "");
  assert.deepEqual(workers, []);
});

test("an analysed PGN imported on the game page is shown by Analyse without analysing", async () => {
  const { page } = await app.open("?sp=518&lang=en");
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.click("#pgn-box summary");
  await page.fill("#import", IMPORTED);
  await page.click("#import-button");
  await page.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 4);
  await page.click("#analyse");
  await page.waitForURL(/view=1&analyse=1/);
  await ready(page);
  assert.deepEqual(await marks(page), [["2. Nd3?!", "?!"]]);
  assert.equal(await page.textContent("#vw-an-go"), "Analyse");
  assert.equal(await status(page), "");
  assert.deepEqual(workers, []);
});

// The phone's time is a benchmark: ROKADE_PHONE_THROTTLE=4 node --test tests/e2e/analysis.test.mjs
// prints it at 4x CPU throttling (README, "Analysis"). The test command runs it unthrottled,
// since the time is not asserted; under load that is hardly faster (each position can run to
// the quick setting's 400 ms cap: about 29 s in CI against 32 s at 4x).
const THROTTLE = Number(process.env.ROKADE_PHONE_THROTTLE ?? "1");

test(`a 40-move game at the quick setting on a phone (${THROTTLE}x CPU throttling): every position, time printed`, async () => {
  assert.ok(THROTTLE >= 1, "ROKADE_PHONE_THROTTLE is a rate of at least 1");
  const pgn = fs.readFileSync(path.join(HERE, "data", "forty-moves.pgn"), "utf8");
  const { page, context } = await open("&lang=en", pgn, { width: 390, height: 844 });
  if (THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  }
  const plies = await page.$$eval(".vw-mv", (bs) => bs.length);
  assert.ok(plies >= 80, `${plies} plies`);
  const t0 = Date.now();
  await page.click("#vw-an-go");
  await finished(page);
  const seconds = (Date.now() - t0) / 1000;
  console.log(`# quick analysis of ${plies} plies at ${THROTTLE}x CPU throttling: ${seconds.toFixed(1)} s`);
  const done = await page.$eval(".vw-an-progress", (p) => p.getAttribute("value"));
  assert.equal(Number(done), plies + 1, "every position evaluated");
  await page.screenshot({ path: path.join(SHOTS, "analysis-en-390-forty.png"), fullPage: true });
});

test("analysing one game of a round keeps the round's other games in the address", async () => {
  const round = HUNG + '\n[White "Carla"]\n[Black "Dirk"]\n\n1. d4 d5 2. Bg5 *\n';
  const { page } = await open("&lang=da&game=2", round);
  await page.click("#vw-an-go");
  await finished(page);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("game"), "2");
  const pgn = decodeURIComponent(url.hash.replace(/^#pgn=/, ""));
  assert.match(pgn, /\[White "Anna"\][\s\S]*Qg5 3\. Nxg5 \*/, pgn);
  assert.match(pgn, /\[White "Carla"\][\s\S]*1\. d4 \{\[%eval/, pgn);
  assertNone(await axeViolations(page), "analysis view, Danish");
  // The start position's best move is drawn as soon as it is known: a green arrow pixel on
  // the board (the only green drawn there).
  const green = await page.$eval(".vw-canvas", (c) => {
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 1] > 90 && d[i] < 60 && d[i + 2] < 60) n++;
    return n;
  });
  assert.ok(green > 50, `${green} arrow pixels`);
  await page.screenshot({ path: path.join(SHOTS, "analysis-da-1280.png") });
});
