// End-to-end tests of the game viewer (?view=1&pgn=…, crates/viewer): a round's Chess960 games
// (crates/rules/tests/data/round-960.pgn: castling with the king on b1/b8 and on g1 next to its
// rook, X-FEN and Shredder-FEN tags, comments, nested variations, NAGs) read-only, by mouse and
// by keyboard, with the screen-reader layer; axe; the game page not loading the viewer, and the
// viewer's own page (viewer.html, what the embed snippet loads) not loading the game.
//
// Run after a release build: node --test tests/e2e/viewer.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SHOTS, serveAndLaunch, waitDrawn, fenOf } from "./harness.mjs";
import { axeViolations, assertNone } from "./a11y-harness.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROUND = fs.readFileSync(path.join(HERE, "../../crates/rules/tests/data/round-960.pgn"), "utf8");

const app = serveAndLaunch({ prefix: "/club/" }, { viewport: { width: 1280, height: 800 } });

const viewerReady = (page) =>
  page.waitForFunction(() => document.body?.dataset.viewerReady !== undefined, null, { timeout: 15000 });

/** Opens the viewer with `query` (after `?view=1`) and the round's PGN in the fragment. */
async function openViewer(query = "", options = {}) {
  const session = await app.open(`?view=1${query}#pgn=${encodeURIComponent(options.pgn ?? ROUND)}`, {
    wait: "none",
    ...options,
  });
  await viewerReady(session.page);
  return session;
}

const live = (page) => page.$eval(".vw-live", (e) => e.textContent);
const cell = (page, sq) =>
  page.$$eval(
    ".vw-cell",
    (cells, sq) => cells.map((c) => c.getAttribute("aria-label")).find((l) => l.startsWith(sq + ",")),
    sq,
  );
const movesText = (page) => page.$eval(".vw-moves", (e) => e.textContent);
const navDisabled = (page) => page.$$eval(".vw-nav button[data-nav]", (bs) => bs.map((b) => b.disabled));

test("a round: chooser, heading, the start position, no game page", async () => {
  const { page, requests } = await openViewer("&lang=en");
  const options = await page.$$eval("#vw-game option", (os) => os.map((o) => o.textContent));
  assert.deepEqual(options, [
    "1. Anna de Vries – Bram Jansen, 1-0",
    "2. Carla Smit – Dirk Visser, 1/2-1/2",
    "3. Eva Bakker – Frank de Boer, 0-1",
  ]);
  assert.equal(await page.textContent(".vw-players"), "Anna de Vries – Bram Jansen");
  assert.equal(await page.textContent(".vw-event"), "Clubavond 960, Round 3.1");
  assert.equal(await page.textContent(".vw-result"), "1-0");
  assert.equal(await cell(page, "b1"), "b1, white king");
  assert.equal(await cell(page, "a8"), "a8, black rook");
  assert.deepEqual(await navDisabled(page), [true, true, false, false]);
  assert.equal(await page.$$eval(".vw-nav .vw-name", (bs) => bs.map((b) => b.textContent).join("|")), "First|Back|Forward|Last|Flip board");
  // Read-only: no castling buttons, clocks or move field; the game's markup is gone.
  assert.equal(await page.$("main.app"), null);
  assert.equal(await page.$("#castle-k, .clock, #move-entry"), null);
  // The canvas is drawn (not one colour).
  const colours = await page.$eval(".vw-canvas", (c) => {
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const set = new Set();
    for (let i = 0; i < d.length; i += 4 * 101) set.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return set.size;
  });
  assert.ok(colours > 4, `board drawn (${colours} colours)`);
  // The viewer's module ran; the game's module and texts were not started.
  assert.ok(requests.some((u) => /\/viewer-[0-9a-f]+\/viewer_bg\.wasm$/.test(u)), "viewer wasm loaded");
  assert.ok(!requests.some((u) => /\/texts-[0-9a-f]+\//.test(u)), "no game texts fetched");
  assert.equal(await page.evaluate(() => document.body.dataset.boardDrawnAt), undefined);
});

test("viewer.html, the snippet's page: the viewer's files only, none of the game page's", async () => {
  const { page, requests } = await app.open(`viewer.html?view=1&lang=da#pgn=${encodeURIComponent(ROUND)}`, { wait: "none" });
  await viewerReady(page);
  assert.equal(await page.evaluate(() => document.body.dataset.viewerReady), "1");
  assert.equal(await page.textContent(".vw-players"), "Anna de Vries – Bram Jansen");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "da");
  // The page's colours and fonts (the game page's stylesheet) are under the viewer's.
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgba(0, 0, 0, 0)");
  await page.keyboard.press("End");
  assert.match(await live(page), /^10\. /);
  assert.ok(requests.some((u) => /\/viewer-[0-9a-f]+\/viewer_bg\.wasm$/.test(u)), "viewer wasm loaded");
  const game = requests.filter((u) => /\/(web|extras|messages|round|engine|texts)-[0-9a-f]+\/|\/boot\.js$/.test(u));
  assert.deepEqual(game, [], "none of the game page's files");
});

test("keyboard: arrows, Home and End move through the game and are announced", async () => {
  const { page } = await openViewer("&lang=en");
  await page.keyboard.press("ArrowRight");
  assert.equal(await live(page), "1. d4: White: pawn d2 to d4");
  assert.equal(await cell(page, "d4"), "d4, white pawn, last move");
  await page.keyboard.press("End");
  assert.match(await live(page), /^10\. Nc5 \+−: White: knight d3 to c5/);
  assert.deepEqual(await navDisabled(page), [false, false, true, true]);
  await page.keyboard.press("ArrowLeft");
  assert.match(await live(page), /^9\.\.\. Kb8: Black: king c8 to b8/);
  await page.keyboard.press("Home");
  assert.match(await live(page), /^Start position\. Both kings start on b1 and b8/);
  // The buttons do the same.
  await page.click("button[data-nav='3']");
  assert.match(await live(page), /Nc5/);
  await page.click("button[data-nav='0']");
  assert.equal(await cell(page, "b1"), "b1, white king");
});

test("960 castling with the king on b1 and on g1, clicked in the move list", async () => {
  const { page } = await openViewer("&lang=en");
  await page.click(".vw-mv >> text='6. O-O-O'");
  assert.match(await live(page), /^6\. O-O-O: White castles O-O-O: king c1, rook d1/);
  assert.equal(await cell(page, "c1"), "c1, white king, last move");
  assert.equal(await cell(page, "d1"), "d1, white rook");
  assert.equal(await page.textContent(".vw-comment"), "Long castling with the king on b1: king to c1, rook to d1.");
  await page.click(".vw-mv >> text='6... O-O-O?!'");
  assert.equal(await cell(page, "c8"), "c8, black king, last move");
  // Game 2 through the chooser: the king on g1 castles short and stays, the rook h1 -> f1.
  await page.selectOption("#vw-game", "1");
  assert.equal(await page.textContent(".vw-players"), "Carla Smit – Dirk Visser");
  await page.click(".vw-mv >> text='3. O-O'");
  assert.match(await live(page), /^3\. O-O: White castles O-O: king g1, rook f1/);
  assert.equal(await cell(page, "g1"), "g1, white king, last move");
  assert.equal(await cell(page, "f1"), "f1, white rook");
  assert.equal(await cell(page, "h1"), "h1, empty");
});

test("variations, NAGs and comments are shown and can be entered", async () => {
  const { page } = await openViewer("&lang=en");
  const text = (await movesText(page)).replace(/\s+/g, " ");
  assert.match(text, /4\. Be2!Be7\(4\.\.\. Nd65\. Nd3\(5\. Ngf3\?Be7\)5\.\.\. Be7\)5\. Nd3/);
  assert.match(text, /9\. Qe1\?!Kb810\. Nc5 \+−/);
  assert.match(text, /Both kings start on b1 and b8/);
  await page.click(".vw-var >> text='5. Ngf3?'");
  assert.match(await live(page), /^5\. Ngf3\?: White: knight g1 to f3, variation/);
  await page.keyboard.press("ArrowRight");
  assert.match(await live(page), /Black: bishop d8 to e7, variation/);
  await page.keyboard.press("ArrowRight"); // the end of that variation: nothing more
  assert.match(await live(page), /bishop d8 to e7, variation/);
  assert.equal(await page.$eval(".vw-now", (e) => e.textContent), "Be7");
});

test("the board grid: arrows between squares, comma and full stop through the game, W and L", async () => {
  const { page } = await openViewer("&lang=en&ply=2");
  await page.focus(".vw-cell[tabindex='0']");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "e2, white pawn");
  await page.keyboard.press("ArrowUp");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "e3, empty");
  await page.keyboard.press(".");
  assert.match(await live(page), /^2\. Bf4: White: bishop c1 to f4/);
  await page.keyboard.press(",");
  assert.match(await live(page), /^1\.\.\. d5/);
  await page.keyboard.press("w");
  assert.match(await live(page), /king b1/);
  await page.keyboard.press("l");
  assert.match(await live(page), /^1\.\.\. d5/);
  // The focus stayed on the board, and the grid names the new position.
  assert.equal(await page.evaluate(() => document.activeElement.className), "vw-cell");
});

test("game, ply and flip in the address; Continue from here opens the game page there", async () => {
  const { page, context } = await openViewer("&game=2&ply=6&flip=1&lang=fr");
  assert.equal(await page.$eval("#vw-game", (s) => s.value), "1");
  assert.equal(await page.textContent(".vw-event"), "Clubavond 960, Ronde 3.2");
  assert.equal(await page.$eval(".vw-now", (e) => e.textContent), "3... O-O");
  // Flipped: the top-left cell is h1.
  assert.match(await page.$eval(".vw-cell", (c) => c.getAttribute("aria-label")), /^h1, /);
  assert.equal(await page.$$eval(".vw-nav .vw-name", (bs) => bs.map((b) => b.textContent).join("|")), "Début|Précédent|Suivant|Fin|Tourner l'échiquier");
  const href = await page.$eval(".vw-continue", (a) => a.href);
  assert.match(href, /#pgn=.*&lang=fr$/);
  assert.equal(await page.$eval(".vw-continue", (a) => a.target), "_blank");
  // The viewer stays as it was; the game page opens on the position after 3... O-O.
  const game = await app.open(null, { context });
  await game.page.goto(href);
  await waitDrawn(game.page);
  assert.equal(await fenOf(game.page), "nrbbqrk1/pppp1ppp/4n3/4p3/4P3/4N3/PPPP1PPP/NRBBQRK1 w - - 4 4");
  assert.equal(await page.$eval(".vw-now", (e) => e.textContent), "3... O-O");
  await game.page.close();
});

test("bad PGN: a sentence in the player's language, never a dead page", async () => {
  const { page } = await openViewer("&lang=nl", { pgn: "1. e4 e5 2. Nf9 *" });
  assert.equal(await page.textContent(".vw-error"), "Deze PGN kan niet gelezen worden (regel 1): onmogelijke zet 2. Nf9.");
  const none = await app.open("?view=1&lang=da", { wait: "none" });
  await viewerReady(none.page);
  assert.equal(await none.page.textContent(".vw-error"), "Intet parti angivet: sæt en PGN i adressen (pgn=…).");
  const missing = await openViewer("&lang=en&game=7");
  assert.equal(await missing.page.textContent(".vw-note"), "That game is not in the PGN; showing the first.");
});

test("the game page does not load the viewer", async () => {
  const { requests } = await app.open("?lang=en");
  assert.ok(!requests.some((u) => /\/viewer-[0-9a-f]+\//.test(u)), requests.join("\n"));
});

for (const [width, height, lang] of [
  [390, 844, "nl"],
  [1280, 800, "en"],
  [390, 844, "fr"],
  [1280, 800, "da"],
]) {
  test(`axe: 0 violations on the viewer at ${width}x${height} in ${lang}; screenshot`, async () => {
    const { page } = await openViewer(`&lang=${lang}&ply=11`, { width, height });
    assertNone(await axeViolations(page), `viewer ${width}x${height} ${lang}`);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `viewer-${width}-${lang}.png`), fullPage: true });
  });
}

test("the embed dialog's Show a game: a pasted round gives the viewer's snippet and preview", async () => {
  // A new width replaces the preview's frame while it may still be loading (its files too).
  const { page } = await app.open("?lang=nl", { allow: [/net::ERR_ABORTED$/] });
  await page.click("#embed-box > summary");
  await page.waitForSelector("#embed-game-pgn");
  assert.equal(await page.textContent("#embed-game h3"), "Een partij tonen");
  await page.fill("#embed-game-pgn", "1. e4 e5 2. Nf9 *");
  assert.equal(await page.textContent("#embed-game-note"), "Deze PGN kan niet gelezen worden (regel 1): onmogelijke zet 2. Nf9.");
  assert.equal(await page.inputValue("#embed-game-code"), "");
  await page.fill("#embed-game-pgn", ROUND);
  const snippet = await page.inputValue("#embed-game-code");
  // The viewer's own page, in the folder of the page the dialog is on.
  assert.match(snippet, /^<iframe src="http:\/\/[^"]+\/club\/viewer\.html\?view=1&amp;embed=1&amp;lang=nl#pgn=%5BEvent[^"]+" width="360" height="\d+" title="Rokade Chess960" loading="lazy"><\/iframe>$/);
  assert.equal(await page.textContent("#embed-game-note"), "");
  await page.selectOption("#embed-width", "480");
  assert.match(await page.inputValue("#embed-game-code"), / width="480" /);
  const frame = await page.waitForSelector("#embed-preview iframe[src*='view=1']");
  assert.equal(await frame.getAttribute("width"), "480");
  const inner = await frame.contentFrame();
  await viewerReady(inner);
  assert.equal(await inner.textContent(".vw-players"), "Anna de Vries – Bram Jansen");
});

/** The dialog's widths. */
const WIDTHS = [280, 360, 480, 600];

/** The snippets the dialog gives for `pgn` in `lang` (one visit of the dialog, the PGN pasted
 * once, then each width chosen in turn): a promise of width -> [url, width, height]. */
const snippets = new Map();
function snippetsFor(pgn, lang) {
  const key = `${lang}\n${pgn}`;
  if (!snippets.has(key)) {
    snippets.set(
      key,
      (async () => {
        // The preview's frame is still loading when this page is closed or the width changes.
        const { page, context } = await app.open(`?lang=${lang}`, { allow: [/net::ERR_ABORTED$/] });
        try {
          await page.click("#embed-box > summary");
          await page.waitForSelector("#embed-game-pgn");
          await page.fill("#embed-game-pgn", pgn);
          const byWidth = new Map();
          for (const width of WIDTHS) {
            await page.selectOption("#embed-width", String(width));
            const code = await page.inputValue("#embed-game-code");
            const m = code.match(/src="([^"]+)" width="(\d+)" height="(\d+)"/);
            assert.ok(m, code);
            byWidth.set(width, [m[1].replaceAll("&amp;", "&"), Number(m[2]), Number(m[3])]);
          }
          return byWidth;
        } finally {
          await context.close();
        }
      })(),
    );
  }
  return snippets.get(key);
}

/** The snippet the dialog gives for `pgn` at `width` in `lang`: [url, width, height]. */
async function snippetFor(pgn, width, lang) {
  return (await snippetsFor(pgn, lang)).get(width);
}

test("a frame widened beyond the dialog's widths keeps one column: no sideways scrolling, the height by the same rule", async () => {
  const [url, w, h] = await snippetFor(ROUND, 600, "en");
  const chrome = h - (w - 16);
  for (const width of [800, 1280]) {
    const height = width - 16 + chrome;
    const { page } = await app.open(null, { width, height, wait: "none" });
    await page.goto(url);
    await viewerReady(page);
    for (const key of ["Home", "End"]) {
      await page.keyboard.press(key);
      const [sh, sw] = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
      assert.ok(sw <= width, `${width}: content ${sw} px wide (${key})`);
      assert.ok(sh <= height, `${width}: content ${sh} px high in a ${height} px frame (${key})`);
    }
    await page.context().close();
  }
});

for (const width of WIDTHS) {
  test(`the snippet's height fits the embedded viewer at ${width} px in every language, on every move`, async () => {
    for (const [lang, pgn] of [
      ["nl", ROUND],
      ["en", ROUND.split("\n\n[Event")[0]],
      ["fr", ROUND],
      ["da", ROUND],
    ]) {
      const [url, w, h] = await snippetFor(pgn, width, lang);
      assert.equal(w, width);
      const { page } = await app.open(null, { width: w, height: h, wait: "none" });
      await page.goto(url);
      await viewerReady(page);
      const fits = () =>
        page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
      for (const key of ["Home", "End", "ArrowLeft"]) {
        await page.keyboard.press(key);
        const [sh, sw] = await fits();
        assert.ok(sh <= h, `${lang} ${width}: content ${sh} px high in a ${h} px frame (${key})`);
        assert.ok(sh >= h - 12, `${lang} ${width}: content ${sh} px leaves too much room in a ${h} px frame`);
        assert.ok(sw <= w, `${lang} ${width}: content ${sw} px wide`);
      }
      if (width === 360 && (lang === "nl" || lang === "en")) {
        assertNone(await axeViolations(page), `embedded viewer ${width} ${lang}`);
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `viewer-embed-${width}-${lang}.png`) });
      }
      await page.context().close();
    }
  });
}
