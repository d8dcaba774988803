// Page helpers of the end-to-end tests (exported by harness.mjs too): square centres, clicks
// and drags on the board canvas, the FEN field, the move list, the PGN box, and the canvas's
// pixels.

/**
 * Centre of square `sq` ("e4") of a board whose box is `box` ({x, y, width, height}), white at
 * the bottom unless `flipped`.
 */
export function squareCentre(box, sq, flipped = false) {
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = flipped ? 7 - file : file;
  const row = flipped ? rank : 7 - rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

/** Client coordinates of a square's centre, computed from the #board canvas box. */
export async function point(page, sq, flipped = false) {
  // As a player would (and as Playwright's own clicks do): the board scrolled into view first,
  // e.g. after a message lower down the page was brought into view.
  await page.locator("#board").scrollIntoViewIfNeeded();
  return squareCentre(await page.locator("#board").boundingBox(), sq, flipped);
}

/** Clicks a square with the mouse (press and release without moving). */
export async function clickSq(page, sq, flipped = false) {
  const p = await point(page, sq, flipped);
  await page.mouse.click(p.x, p.y);
}

/** Click-move: click the piece, then the destination. */
export async function clickMove(page, from, to, flipped = false) {
  await clickSq(page, from, flipped);
  await clickSq(page, to, flipped);
}

/** Drags a piece: press on `from`, several moves, release on `to`. */
export async function drag(page, from, to, flipped = false) {
  const a = await point(page, from, flipped);
  const b = await point(page, to, flipped);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 3, a.y + 2);
  await page.mouse.move((a.x * 2 + b.x) / 3, (a.y * 2 + b.y) / 3, { steps: 3 });
  await page.mouse.move((a.x + b.x * 2) / 3, (a.y + b.y * 2) / 3, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 2 });
  await page.mouse.up();
}

/** The FEN field of a page or frame. */
export const fenOf = (frame) => frame.inputValue("#fen");

/** Whether the pixel `px` ([r, g, b, a]) is within `tol` of the colour `rgb` in every channel. */
export const close = (px, rgb, tol = 6) => rgb.every((v, i) => Math.abs(px[i] - v) <= tol);

/** A `?fen=` query for `fen`, with `extra` parameters ("&lang=nl") appended. */
export const fenQuery = (fen, extra = "") => `?fen=${encodeURIComponent(fen)}${extra}`;

/** The SAN texts of the move list of a page or frame. */
export const moveList = (frame) => frame.locator("#moves .mv[data-ply]").allTextContents();

/** Stores a copy of the board canvas's pixels in the page under `name` (for `canvasDiff`). */
export function snapCanvas(frame, name) {
  return frame.evaluate((name) => {
    const c = document.getElementById("board");
    const copy = document.createElement("canvas");
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext("2d", { willReadFrequently: true });
    ctx.drawImage(c, 0, 0);
    window.__snaps ??= {};
    window.__snaps[name] = { w: c.width, data: ctx.getImageData(0, 0, c.width, c.height).data };
  }, name);
}

/**
 * Number of pixels that differ between two snapshots of `snapCanvas`; with `cell` ([col, row],
 * screen cell from the top left) only inside that square.
 */
export function canvasDiff(frame, a, b, cell) {
  return frame.evaluate(
    ([a, b, cell]) => {
      const x = window.__snaps[a];
      const y = window.__snaps[b];
      if (x.data.length !== y.data.length) return Infinity;
      const w = x.w;
      const s = w / 8;
      let [x0, y0, x1, y1] = [0, 0, w, w];
      if (cell) [x0, y0, x1, y1] = [Math.ceil(cell[0] * s), Math.ceil(cell[1] * s), Math.floor((cell[0] + 1) * s), Math.floor((cell[1] + 1) * s)];
      let n = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * w + xx) * 4;
          if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) n++;
        }
      }
      return n;
    },
    [a, b, cell ?? null],
  );
}

/** Light / dark pixel fractions of the screen cell (col 0 = left, row 0 = top). */
export function cellColours(page, col, row) {
  return page.evaluate(
    ([col, row]) => {
      const c = document.getElementById("board");
      const s = c.width / 8;
      const copy = document.createElement("canvas");
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext("2d", { willReadFrequently: true });
      ctx.drawImage(c, 0, 0);
      const d = ctx.getImageData(Math.ceil(col * s) + 1, Math.ceil(row * s) + 1, Math.floor(s) - 2, Math.floor(s) - 2).data;
      let white = 0;
      let black = 0;
      for (let i = 0; i < d.length; i += 4) {
        const luma = 0.3 * d[i] + 0.59 * d[i + 1] + 0.11 * d[i + 2];
        if (luma > 235) white++;
        if (luma < 60) black++;
      }
      return { white: white / (d.length / 4), black: black / (d.length / 4) };
    },
    [col, row],
  );
}

/** Colour of the piece in the bottom-left screen cell: "white", "black" or "none". */
export async function bottomLeftPiece(page) {
  const { white, black } = await cellColours(page, 0, 7);
  if (white > 0.1 && white > black) return "white";
  if (black > 0.1 && black > white) return "black";
  return "none";
}

/** Screen cell [col, row] (0 = left / top) of square `sq` ("e4"). */
export function cellOf(sq, flipped = false) {
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  return flipped ? [7 - file, rank] : [file, 7 - rank];
}

/**
 * The game as PGN from the PGN box of a page or frame: opens the box if needed and waits for
 * the text (the PGN is written by the page's second module, loaded when the box first opens).
 */
export async function pgnOf(frame) {
  await frame.evaluate(() => {
    const box = document.getElementById("pgn-box");
    if (!box.open) box.open = true;
  });
  await frame.waitForFunction(() => document.getElementById("pgn").value.length > 0, null, { timeout: 20000 });
  return frame.inputValue("#pgn");
}

/**
 * Taps the centre of `selector` with touch events stamped `at` (seconds since the epoch). The
 * browser tells a double tap from two taps by these stamps (a second tap within about 300 ms is
 * a double tap's), so a test chooses which it makes instead of depending on how fast the
 * machine is. Returns when the browser has taken the touch events; the click follows.
 */
export async function touchTap(page, selector, at) {
  const box = await page.locator(selector).boundingBox();
  const cdp = await page.context().newCDPSession(page);
  try {
    const touch = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [touch], timestamp: at });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [], timestamp: at + 0.05 });
  } finally {
    await cdp.detach();
  }
}
