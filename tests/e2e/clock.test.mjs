// End-to-end tests of the chess clock with a fake browser clock (Playwright's clock API):
// loss on time with no move accepted afterwards, increments, tenths under ten seconds, pause,
// takeback, and the PGN's TimeControl and [%clk] comments.
//
// Run: scripts/test.sh (or, after a release build: node --test tests/e2e/clock.test.mjs)
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { SHOTS, serveAndLaunch, clickMove, fenOf, pgnOf } from "./harness.mjs";

const T0 = new Date("2026-08-13T20:15:00Z");

const app = serveAndLaunch({ prefix: "/club/" });

/** A page on `query` with the fake clock installed (paused) before the app starts. */
const open = (query) => app.open(query, { clock: T0 });

const time = (page, where) => page.textContent(`#clock-${where} .clock-time`);

test("1+0: the side to move loses on time and no further move is accepted", async () => {
  const { context, page, problems } = await open("?sp=518&tc=1%2B0&lang=en");
  try {
    assert.ok(await page.locator("#clock-top").isVisible());
    assert.equal(await page.textContent("#clock-top .clock-name"), "Black");
    assert.equal(await page.textContent("#clock-bottom .clock-name"), "White");
    assert.equal(await time(page, "bottom"), "1:00");
    // Before the first move no clock runs.
    await page.clock.runFor(30_000);
    assert.equal(await time(page, "bottom"), "1:00");
    await clickMove(page, "e2", "e4");
    assert.match(await page.getAttribute("#clock-top", "class"), /\brunning\b/);
    await page.clock.runFor(50_500);
    assert.equal(await time(page, "top"), "9.5", "tenths under ten seconds");
    assert.match(await page.getAttribute("#clock-top", "class"), /\blow\b/);
    await page.clock.runFor(10_000);
    assert.equal(await time(page, "top"), "0.0");
    assert.ok(await page.locator("#result").isVisible(), "the result box is shown");
    assert.match(await page.textContent("#result-text"), /^1-0 White wins on time/);
    assert.match(await page.getAttribute("#clock-top", "class"), /\bflagged\b/);
    await page.screenshot({ path: path.join(SHOTS, "clock-flag.png") });
    const fen = await fenOf(page);
    await clickMove(page, "e7", "e5");
    assert.equal(await fenOf(page), fen, "no move after the flag fell");
    const pgn = await pgnOf(page);
    assert.match(pgn, /\[TimeControl "60"\]/);
    assert.match(pgn, /\[Result "1-0"\]/);
    assert.match(pgn, /1\. e4 \{\[%clk 0:01:00\]\}/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("3+2: increments after every move, also after castling; pause and takeback", async () => {
  const fen = encodeURIComponent("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
  const { context, page, problems } = await open(`?fen=${fen}&tc=3%2B2&lang=nl`);
  try {
    assert.equal(await page.textContent("#clock-bottom .clock-name"), "Wit");
    // The arbiter starts the clock: White's time runs from now.
    await page.click("#clock-toggle");
    await page.clock.runFor(4_000);
    await page.click("#castle-oo");
    assert.equal(await time(page, "bottom"), "2:58", "3:00 - 4 s + 2 s");
    await page.clock.runFor(7_000);
    await page.click("#castle-ooo");
    assert.equal(await time(page, "top"), "2:55", "3:00 - 7 s + 2 s");
    await page.clock.runFor(1_000);
    // Pause: nothing runs while paused.
    await page.click("#clock-toggle");
    const paused = await time(page, "bottom");
    await page.clock.runFor(60_000);
    assert.equal(await time(page, "bottom"), paused);
    await page.click("#clock-toggle");
    await page.clock.runFor(3_000);
    await clickMove(page, "a2", "a3");
    assert.equal(await time(page, "bottom"), "2:56", "2:58 - 4 s + 2 s");
    // Takeback: the times of that moment come back.
    await page.clock.runFor(10_000);
    await page.click("#takeback");
    assert.equal(await time(page, "bottom"), "2:58");
    assert.equal(await time(page, "top"), "2:55");
    await page.screenshot({ path: path.join(SHOTS, "clock-3+2.png") });
    const pgn = await pgnOf(page);
    assert.match(pgn, /\[TimeControl "180\+2"\]/);
    assert.match(pgn, /1\. O-O \{\[%clk 0:02:58\]\} 1\.\.\. O-O-O \{\[%clk 0:02:55\]\}/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("the time control menu starts the next game with a clock; none means no clock", async () => {
  const { context, page, problems } = await open("?sp=0&lang=en");
  try {
    assert.equal(await page.locator("#clock-top").isVisible(), false);
    await page.click("#new-game summary");
    await page.selectOption("#tc", "5+3");
    assert.ok(await page.locator("#clock-top").isVisible(), "no move yet: this game gets the clock");
    assert.equal(await time(page, "top"), "5:00");
    await page.selectOption("#tc", "custom");
    await page.fill("#tc-min", "7");
    await page.fill("#tc-inc", "1");
    await page.locator("#tc-inc").dispatchEvent("change");
    assert.equal(await time(page, "bottom"), "7:00");
    await page.selectOption("#tc", "");
    assert.equal(await page.locator("#clock-top").isVisible(), false);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
