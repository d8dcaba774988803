// Issue #19 part 3: "Copy link" (in the PGN box) gives a link that carries the game in its
// fragment: the same start position, moves, time control and remaining times (the clock waits
// for the next move), on another device (a new browser context); the language only when the
// sender chose it; a finished game's link opens the game viewer (view=1). A fake browser clock
// (Playwright's clock API) makes the times exact.
//
// Run after a release build: node --test tests/e2e/links.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { SHOTS, serveAndLaunch, clickMove, fenOf, moveList } from "./harness.mjs";

const T0 = new Date("2026-08-13T20:15:00Z");
const app = serveAndLaunch();
const time = (page, where) => page.textContent(`#clock-${where} .clock-time`);

/** Clicks "Copy link" and returns what the clipboard then holds. */
async function copyLink(page, context) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.origin });
  await page.evaluate(() => navigator.clipboard.writeText("before"));
  if (!(await page.locator("#pgn-box").evaluate((d) => d.open))) await page.click("#pgn-box summary");
  await page.click("#link-copy");
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== "before");
  return page.evaluate(() => navigator.clipboard.readText());
}

test("a link copied mid-game with castling and a running clock opens the same game, the clock waiting", async () => {
  const fen = encodeURIComponent("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
  const sender = await app.open(`?fen=${fen}&tc=5%2B3`, { clock: T0 });
  const { page, context } = sender;
  try {
    await clickMove(page, "e2", "e4");
    await page.clock.runFor(4_000);
    await clickMove(page, "e7", "e5");
    await page.clock.runFor(2_000);
    await page.click("#castle-oo");
    assert.deepEqual(await moveList(page), ["e4", "e5", "O-O"]);
    await page.clock.runFor(7_000);
    const shown = { top: await time(page, "top"), bottom: await time(page, "bottom") };
    const link = await copyLink(page, context);
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/#pgn=/, link);
    assert.match(link, /&tc=5%2B3&clk=\d+,\d+/, link);
    assert.doesNotMatch(link, /lang=|view=/, "no language chosen, the game goes on");
    const [white, black] = link.match(/clk=(\d+),(\d+)/).slice(1).map(Number);
    const ms = (text) => text.split(":").reduce((m, part) => m * 60 + Number(part), 0) * 1000;
    assert.equal(white, ms(shown.bottom), `White's time after castling, as shown (${shown.bottom})`);
    assert.equal(black, 300_000 - 4_000 + 3_000 - 7_000, "Black's running time, read at the copy");
    const sentFen = await fenOf(page);

    // Another device: a new context with nothing saved.
    const receiver = await app.open(null, { url: link, clock: new Date(T0.getTime() + 3_600_000) });
    const other = receiver.page;
    await other.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 3);
    assert.equal(await fenOf(other), sentFen, "the same position");
    assert.deepEqual(await moveList(other), ["e4", "e5", "O-O"]);
    assert.equal(await time(other, "top"), shown.top, "Black's remaining time");
    assert.equal(await time(other, "bottom"), shown.bottom, "White's remaining time");
    await other.clock.runFor(5_000);
    assert.equal(await time(other, "top"), shown.top, "the clock waits for the next move");
    await clickMove(other, "a7", "a6");
    await other.clock.runFor(3_000);
    assert.notEqual(await time(other, "bottom"), shown.bottom, "after Black's move White's time runs");
    await other.screenshot({ path: path.join(SHOTS, "link-opened.png") });
    await receiver.context.close();
  } finally {
    await context.close();
  }
});

test("the link keeps the language only when it was chosen", async () => {
  await app.withPage("?sp=518&lang=fr", async (page, { context }) => {
    assert.match(await copyLink(page, context), /&lang=fr$/, "the address's lang");
  });
  await app.withPage("?sp=518", async (page, { context }) => {
    assert.doesNotMatch(await copyLink(page, context), /lang=/, "the browser's language");
    await page.selectOption("#lang", "da");
    assert.match(await copyLink(page, context), /&lang=da$/, "chosen in the language menu");
  });
});

test("a finished game's link opens the viewer", async () => {
  const fen = encodeURIComponent("k7/8/8/1Q6/8/8/8/4K2R w K - 0 1");
  await app.withPage(`?fen=${fen}`, async (page, { context }) => {
    await page.click("#castle-oo");
    await clickMove(page, "a8", "a7");
    await clickMove(page, "f1", "a1");
    assert.deepEqual(await moveList(page), ["O-O", "Ka7", "Ra1#"]);
    await page.locator("#result").waitFor();
    assert.match(await page.textContent("#result-text"), /^1-0/, "mate");
    const link = await copyLink(page, context);
    assert.match(link, /&view=1$/, link);
    assert.doesNotMatch(link, /clk=/, link);
    // It opens in the game viewer, with the game's moves and result.
    const viewer = await app.open(null, { url: link, wait: "none" });
    await viewer.page.waitForFunction(() => document.body?.dataset.viewerReady !== undefined);
    assert.equal(await viewer.page.textContent(".vw-result"), "1-0");
    assert.match(await viewer.page.$eval(".vw-moves", (e) => e.textContent), /Ra1#/);
    await viewer.context.close();
  });
});
