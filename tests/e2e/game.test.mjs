// End-to-end game tests: a player in headless Chromium clicks and drags on the board canvas of
// the release build (served under the production CSP from a sub-path), presses the castling
// buttons, promotes, takes back, browses the move list, reloads, exports and imports PGN.
//
// Run: scripts/test-web.sh   (or, after a release build: node --test tests/e2e/*.test.mjs)
// The build directory is taken from ROKADE_DIST (default dist/).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import {
  SHOTS,
  START_518,
  START_12,
  serveAndLaunch,
  unexpected,
  waitDrawn,
  waitImport,
  point,
  clickSq,
  clickMove,
  drag,
  fenOf,
  fenQuery,
  pgnOf,
  moveList,
  snapCanvas,
  canvasDiff,
  cellColours,
  bottomLeftPiece,
} from "./harness.mjs";

const app = serveAndLaunch({ prefix: "/some/sub/path/" });

// ---------------------------------------------------------------------------------------------
// Page helpers

/** The console warnings Rokade writes about what it ignored (bad parameters, a damaged save). */
const ROKADE_WARNINGS = /^console warning: Rokade:/;

/** The FEN field values: [placement, turn, castling, ep, halfmoves, fullmoves]. */
const fields = (fen) => fen.trim().split(/\s+/);

/** The piece letter on `sq` ("" when empty) in a FEN. */
function pieceAt(fen, sq) {
  const rows = fields(fen)[0].split("/");
  const row = rows[8 - Number(sq[1])].replace(/\d/g, (d) => ".".repeat(Number(d)));
  const c = row[sq.charCodeAt(0) - 97];
  return c === "." ? "" : c;
}

/** The 8 squares of a rank as a string, "." for empty, e.g. rankOf(fen, 1) = "R...K..R". */
function rankOf(fen, rank) {
  return fields(fen)[0].split("/")[8 - rank].replace(/\d/g, (d) => ".".repeat(Number(d)));
}

/** Moves the mouse to a neutral spot off the board and off every control. */
async function mouseAway(page) {
  const h1 = await page.locator("h1").boundingBox();
  await page.mouse.move(h1.x + 2, h1.y + 2);
}

const shot = (page, name, opts = {}) => page.screenshot({ path: path.join(SHOTS, name), ...opts });


/** Asserts that the castling buttons shown are exactly `[oo, ooo]`. */
async function assertCastleButtons(page, [oo, ooo], what) {
  assert.equal(await page.locator("#castle-oo").isVisible(), oo, `${what}: O-O button ${oo ? "shown" : "hidden"}`);
  assert.equal(await page.locator("#castle-ooo").isVisible(), ooo, `${what}: O-O-O button ${ooo ? "shown" : "hidden"}`);
}

// ---------------------------------------------------------------------------------------------
// 1. A game to checkmate

test("fool's mate by clicks and drags: result 0-1 above the board, status, no further move", async () => {
  await app.withPage("?sp=518", async (page) => {
    assert.equal(await fenOf(page), START_518);
    await clickMove(page, "f2", "f3");
    assert.equal(pieceAt(await fenOf(page), "f3"), "P", "f2-f3 by two clicks");
    await drag(page, "e7", "e5");
    assert.equal(pieceAt(await fenOf(page), "e5"), "p", "e7-e5 by drag");
    await drag(page, "g2", "g4");
    assert.equal(pieceAt(await fenOf(page), "g4"), "P", "g2-g4 by drag");
    await clickMove(page, "d8", "h4");
    const mate = await fenOf(page);
    assert.equal(mate, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert.deepEqual(await moveList(page), ["f3", "e5", "g4", "Qh4#"]);

    // The result box sits in the castling bar above the board, with its two buttons.
    const result = page.locator("#result");
    assert.ok(await result.isVisible(), "result box shown");
    assert.match(await page.textContent("#result-text"), /^0-1\b/);
    assert.match(await page.textContent("#result-text"), /Black wins by checkmate/);
    assert.ok(await page.locator("#result-new").isVisible(), "New game offered");
    assert.ok(await page.locator("#rematch").isVisible(), "Rematch offered");
    const [rbox, bbox] = [await result.boundingBox(), await page.locator("#board").boundingBox()];
    assert.ok(rbox.y + rbox.height <= bbox.y + 1, `result box above the board: ${JSON.stringify({ rbox, bbox })}`);
    assert.match(await page.textContent("#status"), /0-1 Black wins by checkmate/);
    await assertCastleButtons(page, [false, false], "after mate");
    assert.ok(await page.locator("#resign-white").isDisabled(), "White resigns disabled after mate");
    assert.ok(await page.locator("#resign-black").isDisabled(), "Black resigns disabled after mate");
    assert.ok(await page.locator("#draw").isDisabled(), "draw disabled after mate");
    await mouseAway(page);
    await shot(page, "checkmate-result.png");

    // No more moves: a drag and a click-move of White pieces change nothing. The squares are
    // checked to be really on the canvas (nothing laid over the board), so the board itself
    // refuses.
    for (const sq of ["a2", "b1", "e2", "a8", "h8", "d5"]) {
      const p = await point(page, sq);
      // The transparent grid cells of the board lie over the canvas; nothing else may.
      const on = await page.evaluate(({ x, y }) => {
        const el = document.elementFromPoint(x, y);
        return el?.id === "board" || el?.getAttribute("role") === "gridcell" ? "board" : el?.id || el?.className;
      }, p);
      assert.equal(on, "board", `${sq} is on the board`);
    }
    await drag(page, "a2", "a3");
    await clickMove(page, "b1", "c3");
    await drag(page, "e2", "e3");
    assert.equal(await fenOf(page), mate, "no move after checkmate");
    assert.equal((await moveList(page)).length, 4);

    // Taking back the mate reopens the game for Black.
    await page.click("#takeback");
    assert.ok(!(await result.isVisible()), "result box gone after takeback");
    assert.match(await page.textContent("#status"), /Black to move/);
    await drag(page, "d8", "e7");
    assert.deepEqual(await moveList(page), ["f3", "e5", "g4", "Qe7"]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Castling buttons

test("castling buttons: king stays, only king moves, king and rook swap; preview; keyboard", async () => {
  const cases = [
    // [name, FEN, button, [oo shown, ooo shown], expected rank 1]
    ["king already on g1 (O-O moves only the rook)", "4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "oo", [true, true], "R....RK."],
    ["king already on c1 (O-O-O moves only the rook)", "4k3/8/8/8/8/8/8/R1K4R w HA - 0 1", "ooo", [true, true], "..KR...R"],
    ["rook already on f1 (O-O moves only the king)", "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "oo", [true, false], ".....RK."],
    ["rook already on d1 (O-O-O moves only the king)", "4k3/8/8/8/8/8/8/3RK3 w D - 0 1", "ooo", [false, true], "..KR...."],
    ["king f1, rook g1 (O-O swaps them)", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "oo", [true, false], ".....RK."],
  ];
  const c = await app.open(null);
  try {
    let first = true;
    for (const [name, fen, which, shown, rank1] of cases) {
      await app.go(c.page, fenQuery(fen));
      const page = c.page;
      const before = await fenOf(page);
      assert.equal(fields(before)[0], fields(fen)[0], `${name}: started from the FEN`);
      await assertCastleButtons(page, shown, name);
      const label = which === "oo" ? "Castle O-O" : "Castle O-O-O";
      const btn = page.getByRole("button", { name: label, exact: true });
      assert.equal(await btn.count(), 1, `${name}: one button named "${label}"`);
      assert.match(await btn.evaluate((b) => b.id), which === "oo" ? /^castle-oo$/ : /^castle-ooo$/);

      // Hover preview: the canvas changes while the pointer is on the button (that it goes
      // away again is the next test).
      await mouseAway(page);
      await snapCanvas(page, "base");
      await btn.hover();
      await snapCanvas(page, "hover");
      const changed = await canvasDiff(page, "base", "hover");
      assert.ok(changed > 100, `${name}: hovering ${label} previews on the board (${changed} px changed)`);
      if (first) await shot(page, "castling-preview.png");
      await mouseAway(page);
      assert.equal(await fenOf(page), before, `${name}: hovering does not castle`);

      if (first) {
        // The first case with the mouse...
        await btn.click();
        first = false;
      } else {
        // ...the others with the keyboard: focus (Tab when possible), preview shown, Enter.
        await page.evaluate(() => document.activeElement?.blur());
        let focused = false;
        for (let i = 0; i < 6 && !focused; i++) {
          await page.keyboard.press("Tab");
          focused = await btn.evaluate((b) => document.activeElement === b);
        }
        assert.ok(focused, `${name}: Tab reaches the ${label} button`);
        await snapCanvas(page, "focus");
        assert.ok((await canvasDiff(page, "base", "focus")) > 100, `${name}: keyboard focus previews too`);
        await page.keyboard.press("Enter");
      }
      const after = await fenOf(page);
      assert.equal(rankOf(after, 1), rank1, `${name}: king and rook after ${label}: ${after}`);
      assert.equal(fields(after)[1], "b", `${name}: Black to move`);
      assert.equal(fields(after)[2], "-", `${name}: White has no castling rights left`);
      assert.deepEqual(await moveList(page), [which === "oo" ? "O-O" : "O-O-O"], `${name}: move list`);
      await assertCastleButtons(page, [false, false], `${name}: after castling`);
    }
    assert.deepEqual(c.problems, []);
  } finally {
    await c.context.close();
  }
});

test("castling preview: shown while a button is hovered, gone when the pointer leaves", async () => {
  await app.withPage(fenQuery("4k3/8/8/8/8/8/8/R5KR w HA - 0 1"), async (page) => {
    const fen = await fenOf(page);
    await mouseAway(page);
    await snapCanvas(page, "base");
    for (const id of ["castle-oo", "castle-ooo", "castle-oo"]) {
      await page.hover(`#${id}`);
      // Small moves on the button, as a real pointer makes.
      const b = await page.locator(`#${id}`).boundingBox();
      await page.mouse.move(b.x + b.width / 2 + 3, b.y + b.height / 2 + 1, { steps: 3 });
      await snapCanvas(page, id);
      assert.ok((await canvasDiff(page, "base", id)) > 100, `hovering #${id} previews`);
      await mouseAway(page);
      await snapCanvas(page, "left");
      const left = await canvasDiff(page, "base", "left");
      if (left) await shot(page, "castling-preview-stuck.png");
      assert.equal(left, 0, `preview of #${id} gone after the pointer left (${left} px differ)`);
    }
    assert.ok((await canvasDiff(page, "castle-oo", "castle-ooo")) > 100, "O-O and O-O-O previews differ");
    // Leaving over the board instead of the page header.
    await page.hover("#castle-oo");
    await page.mouse.move(...Object.values(await point(page, "d4")), { steps: 4 });
    await snapCanvas(page, "left");
    assert.equal(await canvasDiff(page, "base", "left"), 0, "preview gone when the pointer moves onto the board");
    assert.equal(await fenOf(page), fen);
  });
});

test("black castles with the button too (king g8, O-O moves only the rook)", async () => {
  await app.withPage(fenQuery("r5kr/8/8/8/8/8/8/4K3 b ha - 0 1"), async (page) => {
    await assertCastleButtons(page, [true, true], "black to move");
    await page.getByRole("button", { name: "Castle O-O", exact: true }).click();
    const after = await fenOf(page);
    assert.equal(rankOf(after, 8), "r....rk.", after);
    assert.deepEqual(await moveList(page), ["O-O"]);
  });
});

test("the castling preview does not outlive the button's focus (browse away and back)", async () => {
  await app.withPage("?sp=518", async (page) => {
    for (const [a, b] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"], ["f1", "c4"], ["f8", "c5"]]) {
      await drag(page, a, b);
    }
    const live = await fenOf(page);
    assert.ok(await page.locator("#castle-oo").isVisible(), "O-O offered");
    await mouseAway(page);
    await snapCanvas(page, "base");
    await page.focus("#castle-oo");
    await snapCanvas(page, "focus");
    assert.ok((await canvasDiff(page, "base", "focus")) > 100, "focus shows the preview");
    // Browsing hides the button (and so takes its focus away); back at the live position
    // nothing is focused or hovered, so no preview may be drawn.
    await page.keyboard.press("ArrowLeft");
    assert.ok(!(await page.locator("#castle-oo").isVisible()), "no castling button while browsing");
    await page.keyboard.press("End");
    assert.equal(await fenOf(page), live);
    assert.ok(await page.locator("#castle-oo").isVisible(), "O-O offered again");
    const focused = await page.evaluate(() => document.activeElement?.id ?? "");
    assert.notEqual(focused, "castle-oo", "the button lost its focus while hidden");
    await snapCanvas(page, "back");
    const stale = await canvasDiff(page, "base", "back");
    if (stale) await shot(page, "castling-preview-stale.png");
    assert.equal(stale, 0, `no castling preview left on the board (${stale} px differ)`);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Dragging the king is never castling

test("a king dragged next to its rook is a king move; e1-g1 drag is not castling", async () => {
  await app.withPage(fenQuery("4k3/8/8/8/8/8/8/5K1R w H - 0 1"), async (page) => {
    const start = await fenOf(page);
    await assertCastleButtons(page, [true, false], "king f1, rook h1");
    // King onto its own rook: nothing (castling is only by button).
    await drag(page, "f1", "h1");
    assert.equal(await fenOf(page), start, "king dropped on own rook: no move");
    await drag(page, "f1", "g1");
    const after = await fenOf(page);
    assert.equal(rankOf(after, 1), "......KR", `Kf1-g1 is a plain king move, rook stays on h1: ${after}`);
    assert.equal(fields(after)[2], "-", "castling right lost by the king move");
    assert.deepEqual(await moveList(page), ["Kg1"]);
  });
  const classical = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
  await app.withPage(fenQuery(classical), async (page) => {
    await assertCastleButtons(page, [true, false], "Italian game");
    await drag(page, "e1", "g1");
    assert.equal(await fenOf(page), classical, "e1-g1 drag does nothing");
    await drag(page, "e1", "h1");
    assert.equal(await fenOf(page), classical, "e1-h1 drag (king onto rook) does nothing");
    await clickMove(page, "e1", "g1");
    assert.equal(await fenOf(page), classical, "e1, g1 clicks do nothing");
    assert.ok(await page.locator("#castle-oo").isVisible(), "O-O button still there");
    assert.deepEqual(await moveList(page), []);
    await page.click("#castle-oo");
    assert.equal(rankOf(await fenOf(page), 1), "RNBQ.RK.", "O-O by the button");
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Buttons only when castling is legal

test("castling buttons are absent exactly when castling is illegal", async () => {
  const cases = [
    ["king passes an attacked square (f1)", "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", [false, true]],
    ["king's destination attacked (g1)", "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", [false, true]],
    ["only the rook passes an attacked square (b1): legal", "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", [true, true]],
    ["bishop blocks f1", "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1", [false, true]],
    ["knight on the king's destination g1", "4k3/8/8/8/8/8/8/5KNR w H - 0 1", [false, false]],
    ["knight on the rook's destination d1", "4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", [false, false]],
    ["in check", "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1", [false, false]],
    ["no castling rights", "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", [false, false]],
    ["castling rook shields g1 from a rook on h1", "4k3/8/8/8/8/8/8/5KRr w G - 0 1", [false, false]],
    ["all legal (control)", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", [true, true]],
  ];
  const c = await app.open(null);
  try {
    for (const [name, fen, shown] of cases) {
      await app.go(c.page, fenQuery(fen));
      assert.equal(fields(await fenOf(c.page))[0], fields(fen)[0], `${name}: loaded`);
      await assertCastleButtons(c.page, shown, name);
      if (name === "in check") assert.match(await c.page.textContent("#status"), /White to move · Check!/);
    }
    assert.deepEqual(c.problems, []);
  } finally {
    await c.context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// 5. Promotion

test("promotion picker: choose a knight; Escape and a click outside keep the pawn", async () => {
  const fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
  await app.withPage(fenQuery(fen), async (page) => {
    const promo = page.locator("#promo");
    assert.ok(!(await promo.isVisible()), "picker hidden at first");

    // Escape cancels.
    await drag(page, "b7", "b8");
    assert.ok(await promo.isVisible(), "picker shown after dragging to the last rank");
    assert.equal(await fenOf(page), fen, "no move before the choice");
    await page.keyboard.press("Escape");
    assert.ok(!(await promo.isVisible()), "Escape closes the picker");
    assert.equal(await fenOf(page), fen, "Escape keeps the pawn on b7");
    assert.equal(pieceAt(await fenOf(page), "b7"), "P");

    // A press on the board outside the picker cancels too.
    await clickMove(page, "b7", "b8");
    assert.ok(await promo.isVisible(), "picker shown after click-click to the last rank");
    await clickSq(page, "h1");
    assert.ok(!(await promo.isVisible()), "a click on the board closes the picker");
    assert.equal(await fenOf(page), fen, "the pawn stays");
    assert.deepEqual(await moveList(page), []);

    await drag(page, "b7", "b8");
    assert.ok(await promo.isVisible());
    for (const name of ["Queen", "Rook", "Bishop", "Knight"]) {
      const b = promo.getByRole("button", { name, exact: true });
      assert.equal(await b.count(), 1, `picker has a "${name}" button`);
      assert.ok(await b.isVisible(), `"${name}" visible`);
    }
    await mouseAway(page);
    await shot(page, "promotion-picker.png");
    await promo.getByRole("button", { name: "Knight", exact: true }).click();
    assert.ok(!(await promo.isVisible()), "picker closed after the choice");
    const after = await fenOf(page);
    assert.equal(pieceAt(after, "b8"), "N", `knight on b8: ${after}`);
    assert.equal(pieceAt(after, "b7"), "");
    assert.deepEqual(await moveList(page), ["b8=N"]);
    assert.match(await pgnOf(page), /\bb8=N\b/);
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Takeback, browsing, hot seat

test("takeback restores the previous FEN; move list and arrow keys browse", async () => {
  await app.withPage("?sp=518", async (page) => {
    const fens = [await fenOf(page)];
    for (const [a, b] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"]]) {
      await drag(page, a, b);
      fens.push(await fenOf(page));
    }
    assert.equal(new Set(fens).size, 4, "every move changed the FEN");
    assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3"]);

    // Browse: click the first move, then step with the arrow keys.
    await page.click('#moves .mv[data-ply="1"]');
    assert.equal(await fenOf(page), fens[1], "clicking move 1 shows the position after it");
    assert.ok(await page.locator("#live").isVisible(), "'back to game' shown while browsing");
    assert.equal(await page.getAttribute('#moves .mv[data-ply="1"]', "aria-current"), "true");
    // No moves while browsing: a press on the board goes back to the game and moves nothing.
    await drag(page, "d7", "d5");
    assert.equal(await fenOf(page), fens[3], "a drag while browsing returns to the live position");
    assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3"], "no move from a past position");
    assert.ok(!(await page.locator("#live").isVisible()), "no longer browsing");
    await page.click('#moves .mv[data-ply="1"]');
    assert.equal(await fenOf(page), fens[1], "browsing move 1 again");
    await page.keyboard.press("ArrowRight");
    assert.equal(await fenOf(page), fens[2], "ArrowRight steps forward");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await fenOf(page), fens[0], "ArrowLeft twice reaches the start");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await fenOf(page), fens[0], "and stays there");
    await page.keyboard.press("End");
    assert.equal(await fenOf(page), fens[3], "End returns to the game");
    assert.ok(!(await page.locator("#live").isVisible()));

    // Takeback, twice.
    await page.click("#takeback");
    assert.equal(await fenOf(page), fens[2], "takeback restores the previous FEN");
    assert.deepEqual(await moveList(page), ["e4", "e5"]);
    await page.click("#takeback");
    assert.equal(await fenOf(page), fens[1]);
    // The game goes on from there.
    await drag(page, "c7", "c5");
    assert.deepEqual(await moveList(page), ["e4", "c5"]);
  });
});

test("flipped board: drags and clicks land on the right squares", async () => {
  await app.withPage("?sp=518", async (page) => {
    assert.equal(await bottomLeftPiece(page), "white", "a1 rook bottom left");
    await page.click("#flip");
    assert.equal(await bottomLeftPiece(page), "black", "flip button turns the board: h8 rook bottom left");
    await drag(page, "e2", "e4", true);
    await clickMove(page, "c7", "c5", true);
    await drag(page, "g1", "f3", true);
    const fen = await fenOf(page);
    assert.equal(fields(fen)[0], "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R", `moves on the flipped board: ${fen}`);
    assert.equal(await bottomLeftPiece(page), "black", "the board stays turned (no hot seat)");
  });
});

test("hot seat (?flip=auto) turns the board towards the side to move", async () => {
  await app.withPage("?sp=518&flip=auto", async (page) => {
    assert.ok(await page.isChecked("#hotseat"), "hot-seat box checked by ?flip=auto");
    assert.equal(await bottomLeftPiece(page), "white", "White to move: White at the bottom");
    await drag(page, "e2", "e4");
    assert.equal(await bottomLeftPiece(page), "black", "Black to move: h8 rook bottom left");
    // Black drags on the turned board.
    await drag(page, "e7", "e5", true);
    assert.equal(pieceAt(await fenOf(page), "e5"), "p", "Black's move on the turned board");
    assert.equal(await bottomLeftPiece(page), "white", "White to move again");
    await page.click("#takeback");
    assert.equal(await bottomLeftPiece(page), "black", "takeback: Black to move, turned again");
  });
});

test("hot-seat checkbox switches turning on and off", async () => {
  await app.withPage("?sp=518", async (page) => {
    await drag(page, "e2", "e4");
    assert.equal(await bottomLeftPiece(page), "white", "no hot seat: the board stays");
    const box = page.locator("#hotseat");
    await box.click();
    assert.ok(await box.isChecked(), "the checkbox is checked after a click");
    assert.equal(await bottomLeftPiece(page), "black", "hot seat on with Black to move: board turned");
    await drag(page, "e7", "e5", true);
    assert.equal(pieceAt(await fenOf(page), "e5"), "p");
    assert.equal(await bottomLeftPiece(page), "white", "White to move: turned back");
    await box.click();
    assert.ok(!(await box.isChecked()), "the checkbox is unchecked after a second click");
    await drag(page, "g1", "f3");
    assert.equal(await bottomLeftPiece(page), "white", "hot seat off: the board does not turn");
  });
});

// ---------------------------------------------------------------------------------------------
// 7. Reload

test("reload keeps the game; URL parameters start a new game only when they change", async () => {
  const c = await app.open(null);
  try {
    const { page } = c;
    await app.go(page, "?sp=518");
    await drag(page, "e2", "e4");
    await drag(page, "c7", "c5");
    await clickMove(page, "g1", "f3");
    const fen = await fenOf(page);
    const moves = await moveList(page);
    assert.deepEqual(moves, ["e4", "c5", "Nf3"]);

    await page.reload();
    await waitDrawn(page);
    assert.equal(await fenOf(page), fen, "same FEN after reload");
    assert.deepEqual(await moveList(page), moves, "same moves after reload");

    await app.go(page, "?sp=518&lang=en");
    assert.equal(await fenOf(page), fen, "same sp (other parameters differ): game kept");
    await app.go(page, "");
    assert.equal(await fenOf(page), fen, "no game parameter: game kept");

    await app.go(page, "?sp=12");
    assert.equal(await fenOf(page), START_12, "another sp: new game");
    assert.deepEqual(await moveList(page), []);
    assert.equal(await page.textContent("#sp"), "SP 12");
    await drag(page, "d2", "d4");
    const fen12 = await fenOf(page);
    await page.reload();
    await waitDrawn(page);
    assert.equal(await fenOf(page), fen12, "the sp=12 game is kept on reload");
    // A game ended by resignation stays ended after a reload (resigning asks first). The
    // page is reloaded at an address without game parameters: ?sp=12 opened again after its
    // game ended starts a new game (inputs.test.mjs, item 15).
    const result = page.locator("#result");
    await page.click("#resign-black");
    assert.ok(await page.locator("#ask").isVisible(), "resigning asks first");
    assert.equal(await result.isVisible(), false, "one click does not resign");
    await page.click("#ask-yes");
    assert.match(await page.textContent("#result-text"), /^1-0 White wins by resignation/);
    await app.go(page, "");
    assert.ok(await result.isVisible(), "the ended game is shown at the plain address");
    await page.reload();
    await waitDrawn(page);
    assert.ok(await result.isVisible(), "result shown after reload");
    assert.match(await page.textContent("#result-text"), /^1-0 White wins by resignation/);
    await drag(page, "e7", "e5");
    assert.equal(await fenOf(page), fen12, "no move in the ended game after reload");
    await page.click("#takeback");
    assert.ok(!(await result.isVisible()), "takeback reopens the resigned game");
    await drag(page, "e7", "e5");
    assert.equal(pieceAt(await fenOf(page), "e5"), "p", "play goes on");

    await app.go(page, "?sp=518");
    assert.equal(await fenOf(page), START_518, "back to sp=518: a new game (the old one was replaced)");
    assert.deepEqual(c.problems, []);
  } finally {
    await c.context.close();
  }
});

test("reload keeps a game started from the page even though the address still says ?sp=", async () => {
  const c = await app.open(null);
  try {
    const { page } = c;
    await app.go(page, "?sp=518");
    await page.click("#new-game summary");
    await page.fill("#sp-number", "12");
    await page.click("#new-number");
    assert.equal(await fenOf(page), START_12, "new game 12 from the New game panel");
    await drag(page, "d2", "d4");
    const fen = await fenOf(page);
    await page.reload();
    await waitDrawn(page);
    assert.equal(await fenOf(page), fen, "reloading the page must not throw the game away");
    assert.deepEqual(await moveList(page), ["d4"]);

    // The same for an imported game.
    await app.go(page, "?sp=518&lang=en");
    await page.click("#pgn-box summary");
    await page.fill("#import", "1. e4 c5 2. Nf3 d6 *");
    await page.click("#import-button");
    await waitImport(page, { asks: true });
    // The d4 game is still in progress: importing asks before it is replaced.
    assert.ok(await page.locator("#ask").isVisible(), "import over an unfinished game asks");
    await page.click("#ask-yes");
    assert.deepEqual(await moveList(page), ["e4", "c5", "Nf3", "d6"]);
    await page.reload();
    await waitDrawn(page);
    assert.deepEqual(await moveList(page), ["e4", "c5", "Nf3", "d6"], "imported game kept on reload");
    assert.deepEqual(c.problems, []);
  } finally {
    await c.context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// 8. PGN read back by python-chess

const PY_CHESS = String.raw`
import io, json, random, sys
try:
    import chess, chess.pgn
except ImportError:
    print("NO_PYTHON_CHESS")
    sys.exit(3)
data = json.load(sys.stdin)
if data["mode"] == "read":
    # Reads our PGN; also normalises our FEN to Shredder-FEN for comparison.
    game = chess.pgn.read_game(io.StringIO(data["pgn"]))
    if game is None:
        print(json.dumps({"errors": ["no game"]})); sys.exit(0)
    board = game.end().board()
    ours = chess.Board(data["fen"], chess960=True)
    print(json.dumps({
        "errors": [str(e) for e in game.errors],
        "chess960": board.chess960,
        "sans": [n.san() for n in game.mainline()],
        "fen": board.fen(),
        "shredder": board.fen(shredder=True),
        "ours_shredder": ours.fen(shredder=True),
    }))
else:
    # Plays a seeded random Chess960 game that castles whenever it can.
    rnd = random.Random(data["seed"])
    board = chess.Board.from_chess960_pos(data["sp"])
    castles = 0
    while len(board.move_stack) < data["plies"] and not board.is_game_over():
        moves = list(board.legal_moves)
        c = [m for m in moves if board.is_castling(m)]
        m = rnd.choice(c) if c else rnd.choice(moves)
        castles += bool(c)
        board.push(m)
    game = chess.pgn.Game.from_board(board)
    game.headers["White"] = "python-chess"
    print(json.dumps({"pgn": str(game), "shredder": board.fen(shredder=True),
                      "plies": len(board.move_stack), "castles": castles}))
`;

function python(input) {
  const r = spawnSync("python3", ["-c", PY_CHESS], { input: JSON.stringify(input), encoding: "utf8" });
  if (r.error) assert.fail(`cannot run python3 (${r.error.message}): python3 with python-chess is needed, see scripts/setup-tools.sh`);
  if (r.stdout.includes("NO_PYTHON_CHESS")) {
    assert.fail("python-chess is not installed: run scripts/setup-tools.sh (pip install chess)");
  }
  assert.equal(r.status, 0, `python failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

const pythonReadPgn = (pgn, fen) => python({ mode: "read", pgn, fen });

test("PGN export with Chess960 castling is read back by python-chess to the same position", async () => {
  await app.withPage("?sp=96", async (page) => {
    // BBQNRNKR: king g1, rooks e1 and h1.
    await drag(page, "f1", "e3");
    await drag(page, "f8", "e6");
    await page.click("#castle-oo");
    await page.click("#castle-oo");
    await clickMove(page, "d2", "d4");
    await drag(page, "d7", "d5");
    await drag(page, "c2", "c4");
    await drag(page, "d5", "c4");
    const fen = await fenOf(page);
    assert.equal(rankOf(fen, 1), "BBQNRRK.", `White castled: king g1, rook f1: ${fen}`);
    assert.equal(rankOf(fen, 8), "bbqnrrk.", `Black castled: ${fen}`);
    const moves = await moveList(page);
    assert.deepEqual(moves, ["Nfe3", "Nfe6", "O-O", "O-O", "d4", "d5", "c4", "dxc4"]);

    await page.click("#pgn-box summary");
    const pgn = await pgnOf(page);
    assert.match(pgn, /O-O O-O/);
    const py = pythonReadPgn(pgn, fen);
    assert.deepEqual(py.errors, [], `python-chess reads the PGN without errors:\n${pgn}`);
    assert.equal(py.chess960, true, "python-chess sees a Chess960 game");
    assert.deepEqual(py.sans, moves, "same moves");
    const [ourPlace, ourTurn] = fields(fen);
    const [pyPlace, pyTurn] = fields(py.fen);
    assert.equal(pyPlace, ourPlace, "same piece placement");
    assert.equal(pyTurn, ourTurn, "same side to move");
    assert.equal(py.shredder, py.ours_shredder, "all FEN fields equal (both as Shredder-FEN)");

    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#pgn-download")]);
    assert.equal(download.suggestedFilename(), "rokade-sp96.pgn");
    const file = await download.path();
    assert.equal(fs.readFileSync(file, "utf8"), pgn, "the downloaded file is the PGN shown");
  });
});

test("Chess960 games written by python-chess import to the same position", async () => {
  const c = await app.open(null);
  try {
    const { page } = c;
    await app.go(page, "?sp=518");
    await page.click("#pgn-box summary");
    let castles = 0;
    for (const [sp, seed] of [[96, 1], [0, 2], [959, 3], [345, 4]]) {
      const gen = python({ mode: "gen", sp, seed, plies: 40 });
      castles += gen.castles;
      await page.fill("#import", gen.pgn);
      // Importing over an unfinished game (moves played, no result) asks first.
      const unfinished = (await moveList(page)).length > 0 && /to move/.test(await page.textContent("#status"));
      await page.click("#import-button");
      await waitImport(page, { asks: unfinished, plies: gen.plies });
      assert.equal(await page.locator("#ask").isVisible(), unfinished, `asks exactly when a game is in progress (sp ${sp})`);
      if (unfinished) await page.click("#ask-yes");
      const fen = await fenOf(page);
      const what = `sp ${sp} seed ${seed}:\n${gen.pgn}\nours: ${fen}`;
      assert.equal((await moveList(page)).length, gen.plies, `all moves imported (${what})`);
      assert.equal(await page.inputValue("#tag-white"), "python-chess");
      const back = pythonReadPgn(await pgnOf(page), fen);
      assert.equal(back.ours_shredder, gen.shredder, `same final position (${what})`);
      assert.deepEqual(back.errors, [], "our re-export reads back cleanly");
      assert.equal(back.shredder, gen.shredder, "re-exported PGN ends in the same position");
    }
    assert.ok(castles >= 2, `the generated games castle (${castles})`);
    assert.deepEqual(c.problems, []);
  } finally {
    await c.context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// 9. PGN import

test("bad PGN import shows an error and keeps the game; a good one continues from its end", async () => {
  await app.withPage("?sp=518", async (page) => {
    await drag(page, "d2", "d4");
    await drag(page, "g8", "f6");
    const fen = await fenOf(page);
    const moves = await moveList(page);
    await page.click("#pgn-box summary");

    await page.fill("#import", "1. e4 e5 2. Ke3 Nc6 *");
    await page.click("#import-button");
    // A PGN is read by the page's second module (extras/), which may still be loading: the
    // answer comes when it has read the text.
    const notice = page.locator("#notice");
    await notice.waitFor({ state: "visible", timeout: 15000 }).catch(() => {});
    assert.ok(await notice.isVisible(), "notice shown");
    assert.ok((await notice.textContent()).trim().length > 0, "notice has text");
    assert.match(await notice.getAttribute("class"), /\berror\b/);
    assert.equal(await fenOf(page), fen, "bad import: FEN unchanged");
    assert.deepEqual(await moveList(page), moves, "bad import: moves unchanged");
    assert.equal(await page.inputValue("#import"), "1. e4 e5 2. Ke3 Nc6 *", "the pasted text stays for fixing");
    assert.ok(!(await page.locator("#ask").isVisible()), "a bad import asks nothing");

    await page.fill("#import", '[White "Anna"]\n[Black "Bert"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *');
    await page.click("#import-button");
    // The d4 game is unfinished: the import asks before replacing it.
    await waitImport(page, { asks: true });
    assert.ok(await page.locator("#ask").isVisible(), "a good import over an unfinished game asks");
    assert.equal(await fenOf(page), fen, "nothing replaced before the answer");
    await page.click("#ask-yes");
    assert.equal(await fenOf(page), "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert.doesNotMatch((await notice.getAttribute("class")) ?? "", /\berror\b/, "no error after a good import");
    assert.equal(await page.inputValue("#tag-white"), "Anna");
    // Play on from the imported position.
    await drag(page, "a7", "a6");
    assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert.ok(await page.locator("#castle-oo").isVisible(), "White may castle O-O now");
  });
});

// ---------------------------------------------------------------------------------------------
// 10. Bad URL parameters

test("bad URL parameters give a message and a playable game", async () => {
  for (const [query, pattern] of [
    ["?sp=9999", /9999/],
    ["?fen=garbage", /fen/i],
  ]) {
    await app.withPage(
      query,
      async (page) => {
        const notice = page.locator("#notice");
        assert.ok(await notice.isVisible(), `${query}: notice shown`);
        // The parameter's own words come from the second module (extras/) once it is loaded.
        await page.locator("#notice", { hasText: pattern }).waitFor({ timeout: 15000 }).catch(() => {});
        assert.match(await notice.textContent(), pattern, `${query}: notice names the parameter`);
        assert.match(await notice.getAttribute("class"), /\berror\b/);
        const fen = await fenOf(page);
        assert.match(fields(fen)[0], /^[rnbqk]{8}\/p{8}\/8\/8\/8\/8\/P{8}\/[RNBQK]{8}$/, `${query}: a start position: ${fen}`);
        // The board is drawn: the piece on a1 is white, the one on a8 black (compared with
        // each other, as thin pieces such as bishops are mostly outline).
        const a1 = await cellColours(page, 0, 7);
        const a8 = await cellColours(page, 0, 0);
        assert.ok(a1.white > a8.white && a8.black > a1.black, `${query}: pieces drawn ${JSON.stringify({ a1, a8 })}`);
        await drag(page, "a2", "a3");
        const after = await fenOf(page);
        assert.equal(pieceAt(after, "a3"), "P", `${query}: a move can be made: ${after}`);
        assert.equal(fields(after)[1], "b");
      },
      { allow: [ROKADE_WARNINGS] },
    );
  }
});

// ---------------------------------------------------------------------------------------------
// 11. Corrupt saved game

test("a corrupt saved game is kept aside, reported, and a new game is playable", async () => {
  for (const [what, corrupt] of [
    ["garbage", () => "garbage \u0000{not a save"],
    ["illegal move in a well-formed save", (good) => good.replace(/^moves .*$/m, "moves e2e5")],
  ]) {
    const c = await app.open("?sp=518", { allow: [ROKADE_WARNINGS] });
    try {
      const { page } = c;
      await drag(page, "e2", "e4");
      const good = await page.evaluate(() => localStorage.getItem("rokade.game"));
      assert.match(good, /^rokade 1\n/);
      assert.match(good, /^moves e2e4$/m);
      const bad = corrupt(good);
      await page.evaluate((bad) => localStorage.setItem("rokade.game", bad), bad);
      await page.reload();
      await waitDrawn(page);
      const notice = page.locator("#notice");
      assert.ok(await notice.isVisible(), `${what}: notice shown`);
      assert.ok((await notice.textContent()).trim().length > 0);
      assert.match(await notice.getAttribute("class"), /\berror\b/);
      const store = await page.evaluate(() => ({ ...localStorage }));
      const backups = Object.keys(store).filter((k) => k.startsWith("rokade.game.corrupt."));
      assert.equal(backups.length, 1, `${what}: one backup key: ${Object.keys(store)}`);
      assert.equal(store[backups[0]], bad, `${what}: the damaged text is kept unchanged`);
      assert.match(store["rokade.game"] ?? "", /^rokade 1\n/, `${what}: a fresh valid save replaces it`);
      // Playable: the URL still says sp=518, so that is the new game.
      assert.equal(await fenOf(page), START_518);
      await drag(page, "d2", "d4");
      assert.deepEqual(await moveList(page), ["d4"]);
      assert.deepEqual(unexpected(c), []);
    } finally {
      await c.context.close();
    }
  }
});

// ---------------------------------------------------------------------------------------------
// 12. Languages

test("castling buttons are labelled in the chosen language", async () => {
  const fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
  const c = await app.open(null);
  try {
    for (const [lang, short, long] of [
      ["nl", "Rokeren O-O", "Rokeren O-O-O"],
      ["fr", "Roquer O-O", "Roquer O-O-O"],
      ["da", "Rokade O-O", "Rokade O-O-O"],
      ["en", "Castle O-O", "Castle O-O-O"],
    ]) {
      await app.go(c.page, fenQuery(fen, `&lang=${lang}`));
      const page = c.page;
      assert.equal(await page.getAttribute("html", "lang"), lang);
      assert.equal((await page.textContent("#castle-oo")).trim(), short, `${lang}: O-O label`);
      assert.equal((await page.textContent("#castle-ooo")).trim(), long, `${lang}: O-O-O label`);
      assert.ok(await page.getByRole("button", { name: short, exact: true }).isVisible(), `${lang}: "${short}" accessible`);
      assert.ok(await page.getByRole("button", { name: long, exact: true }).isVisible(), `${lang}: "${long}" accessible`);
      assert.equal(await page.inputValue("#lang"), lang, `${lang}: language menu`);
    }
    assert.deepEqual(c.problems, []);
  } finally {
    await c.context.close();
  }
});

test("the language menu switches the labels and is remembered", async () => {
  const fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
  await app.withPage(fenQuery(fen), async (page) => {
    await page.selectOption("#lang", "fr");
    assert.equal(await page.inputValue("#lang"), "fr", "the menu keeps the choice");
    // The French texts are fetched now (only the player's language comes with the page).
    await waitDrawn(page);
    assert.equal((await page.textContent("#castle-oo")).trim(), "Roquer O-O");
    assert.equal(await page.getAttribute("html", "lang"), "fr");
    await page.reload();
    await waitDrawn(page);
    assert.equal((await page.textContent("#castle-oo")).trim(), "Roquer O-O", "French after reload");
  });
});

// ---------------------------------------------------------------------------------------------
// Phone

test("phone 360x740: a game by drags and clicks on the small board", async () => {
  await app.withPage(
    "?sp=518",
    async (page) => {
      await drag(page, "e2", "e4");
      await clickMove(page, "e7", "e5");
      await drag(page, "g1", "f3");
      await drag(page, "b8", "c6");
      await drag(page, "f1", "c4");
      await clickMove(page, "g8", "f6");
      assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6"]);
      const oo = page.locator("#castle-oo");
      assert.ok(await oo.isVisible(), "O-O offered");
      const box = await oo.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `castle button inside the screen: ${JSON.stringify(box)}`);
      await mouseAway(page);
      await shot(page, "mobile-360x740-game.png");
      await shot(page, "mobile-360x740-game-full.png", { fullPage: true });
    },
    { width: 360, height: 740, dpr: 2 },
  );
});

test("phone 320x568 in Dutch: the castling bar fits, labels readable, castling works", async () => {
  // The longest labels (Dutch), both buttons and the position label in the narrowest window.
  await app.withPage(
    fenQuery("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "&lang=nl"),
    async (page) => {
      const boxes = {};
      for (const id of ["sp", "castle-ooo", "castle-oo", "board"]) boxes[id] = await page.locator(`#${id}`).boundingBox();
      const where = JSON.stringify(boxes);
      for (const id of ["sp", "castle-ooo", "castle-oo"]) {
        assert.ok(boxes[id].x >= 0 && boxes[id].x + boxes[id].width <= 320, `#${id} inside the window: ${where}`);
        assert.ok(boxes[id].y + boxes[id].height <= boxes.board.y + 1, `#${id} above the board: ${where}`);
      }
      const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      assert.ok(!overlap(boxes["castle-ooo"], boxes["castle-oo"]), `buttons do not overlap: ${where}`);
      assert.ok(!overlap(boxes.sp, boxes["castle-ooo"]), `SP label and button do not overlap: ${where}`);
      // The notation is never broken across lines ("Rokeren O-" / "O-O" is unreadable).
      const lines = await page.evaluate(() =>
        ["castle-ooo", "castle-oo"].map((id) => {
          const node = document.getElementById(id).firstChild;
          const range = document.createRange();
          range.setStart(node, node.data.indexOf("O-O"));
          range.setEnd(node, node.data.length);
          return [node.data, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
        }),
      );
      await shot(page, "mobile-320x568-nl-castle-bar.png");
      await page.getByRole("button", { name: "Rokeren O-O-O", exact: true }).click();
      assert.equal(rankOf(await fenOf(page), 1), "..KR...R", "O-O-O on the phone");
      await shot(page, "mobile-320x568-nl-castling.png");
      for (const [text, n] of lines) assert.equal(n, 1, `"${text}": the castling notation stays on one line`);
    },
    { width: 320, height: 568, dpr: 2 },
  );
});
