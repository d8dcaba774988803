// End-to-end tests of the computer opponent (issue 10): a game against Level 1 in the real
// page under the production CSP at a sub-path and inside a cross-origin iframe, the worker
// loaded only when needed, the main thread free while it thinks, takeback and reload.
//
// Run after a release build: node --test tests/e2e/computer.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { SHOTS, serveAndLaunch, assertNoCsp, unexpected, waitDrawn, squareCentre } from "./harness.mjs";

// The app at a sub-path, and host pages ("a club website") on another origin.
const hostPages = {};
const app = serveAndLaunch({ prefix: "/schaken/960/" }, { hostPages });

/**
 * A fresh page on `query` (`null`: not loaded yet) that also records, from the start, the
 * browser's long tasks (`window.__long`) and when the status showed "thinking"
 * (`window.__thinking`, start and end times).
 */
const open = (query, options = {}) =>
  app.open(query, {
    ...options,
    before: async (page, context) => {
      await context.addInitScript(() => {
        window.__long = [];
        window.__thinking = [];
        new MutationObserver(() => {
          const s = document.getElementById("status");
          const on = !!s && s.classList.contains("thinking");
          const last = window.__thinking[window.__thinking.length - 1];
          if (on && (!last || last.end !== undefined)) window.__thinking.push({ start: performance.now() });
          if (!on && last && last.end === undefined) last.end = performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
        try {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: "longtask", buffered: true });
        } catch {}
      });
      await options.before?.(page, context);
    },
  });

const plies = (frame) => frame.locator("#moves .mv[data-ply]").count();

/** Waits until the move list has `n` moves. */
function waitPlies(frame, n) {
  return frame.waitForFunction((n) => document.querySelectorAll("#moves .mv[data-ply]").length >= n, n, { timeout: 60000 });
}

async function typeMove(frame, text) {
  await frame.fill("#move-entry", text);
  await frame.press("#move-entry", "Enter");
}

test("the plain page does not download the engine", async () => {
  const { context, page, requests, serverRequests, problems } = await open("?sp=518");
  try {
    // The point to check at: a move played and answered by nobody. The worker would be
    // started (worker.js asked for by the page) when a game against the computer begins.
    await typeMove(page, "e4");
    await waitPlies(page, 1);
    const engine = [...requests, ...serverRequests()].filter((p) => p.includes("/engine-"));
    assert.deepEqual(engine, [], "no engine files for a game between two people (asked for by the page or served)");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("a worker that cannot load: the player is told, and a new game against a person plays on", async () => {
  // The engine's files blocked (offline, a proxy): the messages module starts the worker,
  // the worker fails, and the page hears it through the module.
  const { context, page } = await open("?sp=518&computer=white&level=1", {
    before: (page, context) => context.route(/\/engine-/, (route) => route.abort()),
    allow: [/\/engine-/, /^console error: Failed to load resource: net::ERR_FAILED$/],
  });
  try {
    await page.waitForFunction(
      () => document.getElementById("notice").textContent === "The computer could not start; you can play on without it",
      null,
      { timeout: 15000 },
    );
    assert.equal(await plies(page), 0, "no move was made for the computer");
    assert.ok(!(await page.locator("#status.thinking").count()), "nothing shows it as thinking");
    await page.goto(app.server.url + "?sp=518");
    await waitDrawn(page);
    await typeMove(page, "e4");
    await waitPlies(page, 1);
  } finally {
    await context.close();
  }
});

test("a game against Level 1: the computer replies like a player, under the strict CSP at a sub-path", async () => {
  const c = await open("?sp=518&computer=black&level=1");
  const { context, page, serverRequests: requests, problems } = c;
  try {
    assert.equal(await plies(page), 0, "White (the player) moves first");
    let n = 0;
    for (const move of ["e4", "d4", "Nf3", "Bc4"]) {
      const before = await page.inputValue("#fen");
      await typeMove(page, move);
      // The move field's reader is in the page's second module: the move is played (and the
      // field emptied) or refused (a notice) once it has answered.
      await page.waitForFunction(
        () => document.getElementById("move-entry").value === "" || document.getElementById("notice").textContent !== "",
        null,
        { timeout: 10000 },
      );
      if ((await page.inputValue("#fen")) === before) break; // the move became illegal: enough
      n += 2;
      await waitPlies(page, n);
      const status = await page.textContent("#status");
      assert.match(status, /White to move/, "after the reply it is the player's turn again");
      const said = await page.textContent("#announce");
      // (A move as "Black: knight b8 to c6", castling as "Black castles O-O: king g8, rook f8".)
      assert.match(said, /^Black(: | castles O-O)/, `the reply is announced: ${said}`);
    }
    assert.ok(n >= 4, "a few moves with replies");
    const engine = requests().filter((p) => p.includes("/engine-"));
    assert.ok(engine.some((p) => /\/engine-[0-9a-f]{16}\/worker\.js$/.test(p)), "the worker was loaded");
    assert.ok(engine.some((p) => p.endsWith(".wasm")), "and its wasm");
    assert.ok(engine.every((p) => p.startsWith("/schaken/960/engine-")), "from under the sub-path");
    await assertNoCsp(c, "a game against Level 1");
    assert.deepEqual(problems, []);
    await page.screenshot({ path: path.join(SHOTS, "computer-level1.png") });
  } finally {
    await context.close();
  }
});

test("the computer thinks in a Web Worker, off the page's thread (Level 8); long tasks meanwhile printed", async () => {
  const { context, page, problems } = await open("?sp=518&computer=black&level=8");
  try {
    await typeMove(page, "e4");
    await waitPlies(page, 2);
    // From the task that showed "thinking" to the task that played the answer: the tasks
    // that start in between run while the computer thinks.
    const [span] = await page.evaluate(() => window.__thinking);
    assert.ok(span && span.end > span.start, "the thinking state was shown");
    const long = await page.evaluate(([a, b]) => window.__long.filter((e) => e.start > a && e.start + e.duration < b), [span.start, span.end]);
    // Long tasks (the browser's 50 ms threshold) depend on the machine's load: printed, not
    // asserted (issue #16). What is asserted is where the search runs: in the engine's worker.
    console.log(`  thought for ${(span.end - span.start).toFixed(0)} ms; long tasks meanwhile: ${JSON.stringify(long)}`);
    const workers = page.workers().map((w) => w.url());
    assert.ok(workers.some((u) => /\/engine-[0-9a-f]{16}\/worker\.js$/.test(u)), `the engine runs in its worker: ${JSON.stringify(workers)}`);
    // The page stays usable meanwhile: browsing the moves works at once.
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("takeback takes back the player's move and the reply; a reload while it thinks resumes", async () => {
  // Leaving a page cancels its pending downloads; that is no fault.
  const c = await open("?sp=518&computer=black&level=1", { allow: [/net::ERR_ABORTED/] });
  const { context, page } = c;
  try {
    await typeMove(page, "e4");
    await waitPlies(page, 2);
    await page.click("#takeback");
    await page.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 0);
    assert.match(await page.inputValue("#fen"), /^rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w/);
    // Level 8 thinks for a while: reload in the middle, the answer still comes.
    await page.goto(app.server.url + "?sp=518&computer=black&level=8");
    await waitDrawn(page);
    await typeMove(page, "d4");
    await page.waitForFunction(() => document.getElementById("status").classList.contains("thinking"));
    await page.reload();
    await waitDrawn(page);
    assert.equal(await plies(page), 1, "the player's move was kept");
    await waitPlies(page, 2);
    assert.deepEqual(unexpected(c), []);
  } finally {
    await context.close();
  }
});

test("inside a cross-origin iframe the computer plays too", async () => {
  hostPages["/club.html"] = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Club</title></head>
<body><h1>Schaakclub</h1><iframe id="f" src="${app.server.url}?embed=1&sp=518&computer=black&level=1&lang=nl" width="360" height="640" title="Rokade"></iframe></body></html>`;
  const { context, page, problems } = await open(null);
  try {
    await page.goto(app.host.url + "club.html");
    const f = page.frames().find((x) => x.url().includes("embed=1")) ?? (await (await page.$("#f")).contentFrame());
    await waitDrawn(f);
    assert.notEqual(new URL(f.url()).origin, new URL(page.url()).origin);
    // The player's move by mouse on the frame's board.
    // A frame's element boxes are given in the host page's viewport.
    const board = await f.locator("#board").boundingBox();
    const at = (sq) => squareCentre(board, sq);
    for (const sq of ["e2", "e4"]) {
      const p = at(sq);
      await page.mouse.click(p.x, p.y);
    }
    await f.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length >= 1, null, { timeout: 10000 }).catch(async (e) => {
      await page.screenshot({ path: path.join(SHOTS, "computer-iframe-fail.png") });
      throw e;
    });
    await waitPlies(f, 2);
    assert.match(await f.textContent("#status"), /Wit aan zet/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
