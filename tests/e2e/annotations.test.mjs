// Issue 19 part 1: the game page's import keeps a game's variations, NAGs and comments. A PGN
// with a nested variation, NAGs and comments is pasted into the PGN box and imported; after a
// reload its export (the PGN shown, Copy, Download) gives them back; a takeback and another move
// drops them from that move on.
//
// Run after a release build: node --test tests/e2e/annotations.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { serveAndLaunch, clickMove, moveList, pgnOf, waitDrawn } from "./harness.mjs";

const app = serveAndLaunch();

const PGN = `[White "Anna"]
[Black "Bram"]

{From the club final} 1. e4 $1 {Best by test} (1. d4 {Solid} 1... d5 (1... Nf6 2. c4)) 1... e5
2. Nf3 ?! {Dubious} (2. f4 {The gambit}) 2... Nc6 *
`;

/** The PGN export on one line (the writer wraps lines at 79 characters). */
const oneLine = (pgn) => pgn.split(/\s+/).join(" ");

test("an imported game keeps its variations, NAGs and comments through a reload and its export", async () => {
  await app.withPage(
    "?sp=518&lang=en",
    async (page, { context }) => {
      await page.click("#pgn-box summary");
      await page.fill("#import", PGN);
      await page.click("#import-button");
      await page.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 4);
      const note = (await page.textContent("#notice")).trim();
      assert.match(note, /^Imported/, note);
      assert.doesNotMatch(note, /without/, "nothing was left out");

      await page.reload();
      await waitDrawn(page);
      assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3", "Nc6"], "the game is kept");
      const shown = await pgnOf(page);
      const want =
        "{From the club final} 1. e4 $1 {Best by test} (1. d4 {Solid} 1... d5 (1... Nf6 2. c4)) 1... e5 2. Nf3 $6 {Dubious} (2. f4 {The gambit}) 2... Nc6 *";
      assert.ok(oneLine(shown).includes(want), shown);
      assert.match(shown, /\[White "Anna"\]/);

      // Copy and Download give the same text.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.origin });
      await page.click("#pgn-copy");
      await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes("Best by test"));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown, "the copied PGN");
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#pgn-download")]);
      assert.equal(fs.readFileSync(await download.path(), "utf8"), shown, "the downloaded PGN");

      // A takeback and another second move for White: move 2's annotations go, move 1's stay.
      await page.click("#takeback");
      await page.click("#takeback");
      await clickMove(page, "b1", "c3");
      assert.deepEqual(await moveList(page), ["e4", "e5", "Nc3"]);
      await page.waitForFunction(() => !document.getElementById("pgn").value.includes("gambit"));
      const after = oneLine(await pgnOf(page));
      assert.ok(after.includes("{From the club final} 1. e4 $1 {Best by test} (1. d4 {Solid} 1... d5 (1... Nf6 2. c4)) 1... e5 2. Nc3 *"), after);
      assert.doesNotMatch(after, /Dubious|\$6/);
    },
    { contextOptions: { acceptDownloads: true } },
  );
});
