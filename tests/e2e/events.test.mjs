// Issue #19 part 2: the board tells its host page what happens (`parent=`), and takes the
// host's commands. A host page on another origin (localhost, under the production CSP with its
// script in a file) frames two boards (127.0.0.1) with different ids and a page of a third
// origin; the host hears a game with castling, a takeback and a result in order, the third
// origin hears nothing and cannot command a board, and bad messages break nothing.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { serveAndLaunch, waitDrawn, squareCentre, HERE } from "./harness.mjs";
import { serve, CSP } from "./server.mjs";

const app = serveAndLaunch();
let host;
let third;

const FEN = "k7/8/8/1Q6/8/8/8/4K2R w K - 0 1";

before(async () => {
  const dir = path.join(HERE, "host");
  third = await serve(dir, {
    pages: { "/third.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Third</title><script src="third.js"></script></head><body><p>Another site</p></body></html>` },
  });
  // `localhost` is another origin than the boards' 127.0.0.1.
  const pages = {};
  host = await serve(dir, { host: "localhost", pages, csp: `${CSP}; frame-src ${app.server.origin} ${third.origin}` });
  const hostOrigin = host.origin;
  const board = (id) =>
    `${app.server.url}?embed=1&controls=minimal&id=${id}&fen=${encodeURIComponent(FEN)}&parent=${encodeURIComponent(hostOrigin + "/")}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Club</title><script src="host.js"></script></head><body>
<iframe id="b1" data-origin="${app.server.origin}" src="${board("b1").replace(/&/g, "&amp;")}" width="360" height="700" title="Board 1"></iframe>
<iframe id="b2" data-origin="${app.server.origin}" src="${board("b2").replace(/&/g, "&amp;")}" width="360" height="700" title="Board 2"></iframe>
<iframe id="third" src="${third.origin}/third.html" width="200" height="100" title="Third"></iframe>
</body></html>`;
  pages["/club.html"] = html;
});

after(async () => {
  await host?.close();
  await third?.close();
});

/** The host page opened, its two boards drawn. */
async function openHost() {
  const session = await app.open(null, { width: 1000, height: 800 });
  const { page } = session;
  await page.goto(`${host.origin}/club.html`);
  const frames = {};
  for (const id of ["b1", "b2"]) {
    frames[id] = await (await page.locator(`#${id}`).elementHandle()).contentFrame();
    await waitDrawn(frames[id]);
  }
  const thirdFrame = await (await page.locator("#third").elementHandle()).contentFrame();
  await thirdFrame.waitForFunction(() => Array.isArray(window.__log));
  return { session, page, frames, thirdFrame };
}

/** The host's log of rokade messages (heights left out unless `heights`). */
const told = (page, heights = false) =>
  page.evaluate(
    (heights) => window.__log.filter((m) => m.data?.source === "rokade" && (heights || m.data.type !== "height")),
    heights,
  );

/** Waits until the host has heard `n` messages (heights left out). */
async function waitTold(page, n) {
  await page.waitForFunction(
    (n) => window.__log.filter((m) => m.data?.source === "rokade" && m.data.type !== "height").length >= n,
    n,
    { timeout: 15000 },
  );
  return told(page);
}

/** Click-move inside a frame. */
async function move(frame, from, to) {
  const board = frame.locator("#grid");
  const box = await board.boundingBox();
  for (const sq of [from, to]) {
    const p = squareCentre({ x: 0, y: 0, width: box.width, height: box.height }, sq);
    await board.click({ position: p });
  }
}

test("the host hears a game with castling, a takeback and mate, in order; a third origin hears nothing and commands nothing", async () => {
  const { page, frames, thirdFrame } = await openHost();
  let log = await waitTold(page, 2);
  const ready = log.filter((m) => m.data.type === "ready");
  assert.deepEqual(ready.map((m) => m.data.id).sort(), ["b1", "b2"]);
  for (const m of ready) {
    assert.equal(m.origin, app.server.origin);
    assert.deepEqual(m.data, { source: "rokade", id: m.data.id, type: "ready", fen: FEN, sp: null });
  }
  // A third origin's commands, and bad ones from the host itself, are ignored.
  await thirdFrame.evaluate(() => {
    window.__sendBoard({ target: "rokade", type: "new-game", sp: 5 });
    window.__sendBoard({ target: "rokade", type: "get-pgn" });
  });
  await page.evaluate(() => {
    for (const bad of [null, "new-game", 7, [], { target: "rokade" }, { target: "rokade", type: "new-game", sp: 961 },
      { target: "rokade", type: "new-game", sp: "x" }, { target: "rokade", type: "new-game", sp: { valueOf: 1 } },
      { target: "rokade", type: "new-game", sp: 1.5 }, { target: "other", type: "get-pgn" }]) {
      window.__send("b1", bad);
    }
  });

  const b1 = frames.b1;
  await b1.locator("#castle-oo").click();
  await move(b1, "a8", "a7");
  await waitTold(page, 4);
  await b1.locator("#takeback").click();
  await waitTold(page, 5);
  await move(b1, "a8", "a7");
  await move(b1, "f1", "a1");
  log = (await waitTold(page, 8)).filter((m) => m.data.id === "b1");
  const types = log.map((m) => m.data.type);
  assert.deepEqual(types, ["ready", "move", "move", "takeback", "move", "move", "end"]);
  assert.deepEqual(log[1].data, {
    source: "rokade", id: "b1", type: "move", ply: 1, san: "O-O", uci: "e1h1", fen: "k7/8/8/1Q6/8/8/8/5RK1 b - - 1 1",
  });
  assert.equal(log[3].data.ply, 1);
  assert.equal(log[3].data.fen, "k7/8/8/1Q6/8/8/8/5RK1 b - - 1 1");
  assert.deepEqual([log[5].data.ply, log[5].data.san, log[5].data.uci], [3, "Ra1#", "f1a1"]);
  const end = log[6].data;
  assert.equal(end.result, "1-0");
  assert.equal(end.reason, "checkmate");
  assert.match(end.pgn, /1\. O-O Ka7 2\. Ra1# 1-0/);
  assert.match(end.pgn, /\[FEN "k7\/8\/8\/1Q6\/8\/8\/8\/4K2R w K - 0 1"\]/);

  // The host's commands: the PGN, and a new game at once (the game is over).
  await page.evaluate(() => window.__send("b1", { target: "rokade", type: "get-pgn" }));
  log = await waitTold(page, 9);
  const pgn = log.at(-1).data;
  assert.deepEqual([pgn.type, pgn.id, pgn.source], ["pgn", "b1", "rokade"]);
  assert.equal(pgn.pgn, end.pgn);
  await page.evaluate(() => window.__send("b1", { target: "rokade", type: "new-game", sp: 518 }));
  log = await waitTold(page, 10);
  assert.deepEqual(log.at(-1).data, {
    source: "rokade", id: "b1", type: "ready", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", sp: 518,
  });
  // During a game, a new game from the host asks the player first.
  await move(b1, "e2", "e4");
  await waitTold(page, 11);
  await page.evaluate(() => window.__send("b1", { target: "rokade", type: "new-game" }));
  await b1.locator("#ask-yes").waitFor({ state: "visible" });
  await b1.locator("#ask-yes").click();
  log = await waitTold(page, 12);
  assert.equal(log.at(-1).data.type, "ready");
  assert.equal(typeof log.at(-1).data.sp, "number");

  // The marker: board 2 moves last; then every message is there, each once, in order, and
  // none came from the third origin's commands (no `ready` with sp 5, no extra `pgn`).
  await move(frames.b2, "e1", "d1");
  log = await waitTold(page, 13);
  const of = (id) => log.filter((m) => m.data.id === id).map((m) => m.data.type);
  assert.deepEqual(of("b1"), ["ready", "move", "move", "takeback", "move", "move", "end", "pgn", "ready", "move", "ready"]);
  assert.deepEqual(of("b2"), ["ready", "move"]);
  assert.equal(log.length, 13);
  assert.ok(log.every((m) => m.origin === app.server.origin));
  assert.equal(await thirdFrame.evaluate(() => window.__log.filter((m) => m.data?.source === "rokade").length), 0);
  // Heights were told too, each a positive whole number of pixels.
  const heights = (await told(page, true)).filter((m) => m.data.type === "height");
  assert.ok(heights.length >= 2, JSON.stringify(heights));
  assert.ok(heights.every((m) => Number.isInteger(m.data.px) && m.data.px > 100));
});

