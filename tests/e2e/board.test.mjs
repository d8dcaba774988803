// End-to-end tests of the built web app (dist/): load it in headless Chromium under the
// production CSP from a sub-path, check the board is really drawn, take screenshots, measure
// (and print) the time to the first board and the gzipped page weight.
//
// Run: scripts/test-web.sh   (or, after a release build: node --test tests/e2e/*.test.mjs)
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { DIST, SHOTS, LIGHT, DARK, serveAndLaunch, close } from "./harness.mjs";

// Gzipped bytes of everything the normal page loads. Issue #11 asks for 80 KiB; the page is at
// 89 KiB (README, "Page weight"), so this guards against growth until it gets there.
const SIZE_BUDGET = 80 * 1024;

// A deep sub-path: everything must be referenced relatively.
const app = serveAndLaunch({ prefix: "/some/sub/path/" });

/** Reads RGBA pixels from the board canvas: `points` are [x, y] fractions of the board size. */
function samplePixels(page, points) {
  return page.evaluate((points) => {
    // Read from a copy made for readback, so the test does not trigger Chromium's
    // "multiple readback operations" warning on the app's own canvas.
    const c = document.getElementById("board");
    const copy = document.createElement("canvas");
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext("2d", { willReadFrequently: true });
    ctx.drawImage(c, 0, 0);
    return points.map(([fx, fy]) => Array.from(ctx.getImageData(Math.floor(fx * c.width), Math.floor(fy * c.height), 1, 1).data));
  }, points);
}

/** Square centre as board fractions, white at the bottom. `sq` like "e4". */
function centre(sq, dx = 0.5, dy = 0.5) {
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  return [(file + dx) / 8, (7 - rank + dy) / 8];
}

/** Fraction of pixels inside a square that are far from both square colours. */
function pieceCoverage(page, sq) {
  const [fx, fy] = centre(sq, 0, 0);
  return page.evaluate(
    ([fx, fy, light, dark]) => {
      const c = document.getElementById("board");
      const s = Math.floor(c.width / 8);
      const copy = document.createElement("canvas");
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext("2d", { willReadFrequently: true });
      ctx.drawImage(c, 0, 0);
      const d = ctx.getImageData(Math.floor(fx * c.width), Math.floor(fy * c.height), s, s).data;
      const far = (i, col) => Math.abs(d[i] - col[0]) + Math.abs(d[i + 1] - col[1]) + Math.abs(d[i + 2] - col[2]) > 60;
      let n = 0;
      let white = 0;
      let black = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (far(i, light) && far(i, dark)) n++;
        const luma = 0.3 * d[i] + 0.59 * d[i + 1] + 0.11 * d[i + 2];
        if (luma > 235) white++;
        if (luma < 60) black++;
      }
      const total = d.length / 4;
      return { piece: n / total, white: white / total, black: black / total };
    },
    [fx, fy, LIGHT, DARK],
  );
}

test("built index.html has no inline script or style and only relative URLs", () => {
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  assert.ok(scripts.length >= 1, "a script tag loads the app");
  for (const [, attrs, body] of scripts) {
    assert.match(attrs, /\bsrc=/, "every script is external");
    assert.equal(body.trim(), "", "no inline script body");
  }
  assert.doesNotMatch(html, /<style\b/i, "no <style> element");
  assert.doesNotMatch(html, /\sstyle\s*=/i, "no style attribute");
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, "no inline event handler");
  // Quoted or not: the release build's HTML is minified (minify-html drops the quotes).
  const urls = [...html.matchAll(/\s(?:src|href|data-bindings|data-wasm)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
  // The icon, stylesheet, boot.js, its two data attributes and the two preloads at least.
  assert.ok(urls.length >= 7, `URLs found: ${urls.join(" ")}`);
  for (const url of urls) {
    assert.ok(!url.startsWith("/") && !/^[a-z]+:\/\//i.test(url), `relative URL: ${url}`);
  }
});

test("board is drawn under the strict CSP (1000x800)", async () => {
  const { context, page, problems } = await app.open("", { width: 1000, height: 800 });
  try {
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      return { dcl: nav.domContentLoadedEventStart, drawn: Number(document.body.dataset.boardDrawnAt) };
    });
    const ms = timing.drawn - timing.dcl;
    // Printed, not asserted: on a shared 2-core machine a wall-clock limit fails at random.
    console.log(`first board drawn ${ms.toFixed(1)} ms after DOMContentLoaded (${timing.drawn.toFixed(1)} ms after navigation start)`);
    assert.ok(Number.isFinite(timing.drawn), "the app recorded when it drew the first board");

    const geo = await page.evaluate(() => {
      const c = document.getElementById("board");
      const r = c.getBoundingClientRect();
      return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, bottom: r.bottom, innerH: innerHeight };
    });
    assert.equal(geo.w, geo.h, "square backing store");
    assert.equal(geo.w, Math.round(geo.cssW), "backing size = CSS size at dpr 1");
    assert.ok(geo.bottom <= geo.innerH, "board fits the window");

    // empty squares (a1 is dark): a3 dark, b3 light, h6 dark, e4 light
    const [a3, b3, h6, e4] = await samplePixels(page, [centre("a3"), centre("b3"), centre("h6"), centre("e4")]);
    assert.ok(close(a3, DARK), `a3 dark, got ${a3}`);
    assert.ok(close(b3, LIGHT), `b3 light, got ${b3}`);
    assert.ok(close(h6, DARK), `h6 dark, got ${h6}`);
    assert.ok(close(e4, LIGHT), `e4 light, got ${e4}`);

    // pieces: the white king on e1 is mostly light, the black king on e8 mostly dark
    const e1 = await pieceCoverage(page, "e1");
    const e8 = await pieceCoverage(page, "e8");
    const e5 = await pieceCoverage(page, "e5");
    assert.ok(e1.piece > 0.2 && e1.white > 0.15, `white king visible on e1: ${JSON.stringify(e1)}`);
    assert.ok(e8.piece > 0.2 && e8.black > 0.15, `black king visible on e8: ${JSON.stringify(e8)}`);
    assert.ok(e5.piece < 0.01, `e5 empty: ${JSON.stringify(e5)}`);

    await page.screenshot({ path: path.join(SHOTS, "board-1000x800.png") });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("board fits phone to desktop windows without scrolling, crisp at devicePixelRatio 2", async () => {
  // [width, height, devicePixelRatio]
  for (const [width, height, dpr] of [
    [360, 740, 2],
    [320, 568, 2],
    [740, 360, 2],
    [1920, 1080, 1],
  ]) {
    const { context, page, problems } = await app.open("", { width, height, dpr });
    try {
      const geo = await page.evaluate(() => {
        const c = document.getElementById("board");
        const r = c.getBoundingClientRect();
        const s = document.scrollingElement;
        return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, left: r.left, right: r.right, bottom: r.bottom, scrollW: s.scrollWidth, scrollH: s.scrollHeight, innerW: innerWidth, innerH: innerHeight };
      });
      const where = `${width}x${height}@${dpr}: ${JSON.stringify(geo)}`;
      assert.equal(geo.cssW, geo.cssH, `square board ${where}`);
      assert.equal(geo.w, Math.round(geo.cssW * dpr), `backing store = CSS size x devicePixelRatio ${where}`);
      assert.equal(geo.w, geo.h);
      assert.ok(geo.cssW >= Math.min(width, height) * 0.6, `board uses the window ${where}`);
      assert.ok(geo.left >= 0 && geo.right <= geo.innerW && geo.bottom <= geo.innerH, `board inside the viewport ${where}`);
      // The whole board is visible without scrolling and nothing scrolls sideways; the
      // panels below the board on a phone may be reached by scrolling down.
      assert.ok(geo.scrollW <= geo.innerW, `no sideways scrolling ${where}`);
      const [a3, b3] = await samplePixels(page, [centre("a3"), centre("b3")]);
      assert.ok(close(a3, DARK) && close(b3, LIGHT), `square colours ${where}`);
      await page.screenshot({ path: path.join(SHOTS, `board-${width}x${height}.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test("a resized window redraws the board at its new size and writes nothing to localStorage", async () => {
  const { context, page, problems } = await app.open("?lang=en", {
    width: 1000,
    height: 800,
    // Every localStorage write the page makes, counted from before it starts.
    before: (page) =>
      page.addInitScript(() => {
        window.__writes = [];
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (this === window.localStorage) window.__writes.push(key);
          return setItem.call(this, key, value);
        };
      }),
  });
  try {
    const board = () =>
      page.evaluate(() => {
        const c = document.getElementById("board");
        return { w: c.width, css: c.getBoundingClientRect().width, writes: window.__writes.length };
      });
    const start = await board();
    assert.ok(start.writes > 0, "the start saves (the counter works)");
    // Narrower (the width limits the board), then short (the height does), then taller
    // again: each time the board is redrawn at its new size (the deterministic point: the
    // canvas's backing size changed), and no resize saved anything.
    let last = start;
    for (const [width, height] of [[600, 800], [1000, 420], [1000, 700]]) {
      await page.setViewportSize({ width, height });
      await page.waitForFunction(
        (w) => {
          const c = document.getElementById("board");
          return c.width !== w && c.width === Math.round(c.getBoundingClientRect().width);
        },
        last.w,
        { timeout: 5000 },
      );
      const now = await board();
      assert.ok(now.w < Math.min(width, height), `${width}x${height}: the board fits (${JSON.stringify(now)})`);
      assert.equal(now.writes, start.writes, `${width}x${height}: no localStorage write on resize`);
      last = now;
    }
    assert.ok(last.w > 420, `taller again: the board grew back (${JSON.stringify(last)})`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("a position with check renders, also flipped", async () => {
  const fen = encodeURIComponent("r1bqk2r/pppp1Bpp/2n2n2/2b1p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4");
  for (const [query, name] of [
    [`?fen=${fen}`, "highlights-1000x800.png"],
    [`?fen=${fen}&orientation=black`, "highlights-flipped-1000x800.png"],
  ]) {
    const { context, page, problems } = await app.open(query, { width: 1000, height: 800 });
    try {
      await page.screenshot({ path: path.join(SHOTS, name) });
      const flipped = query.includes("orientation=black");
      // a3 is dark in either orientation; when flipped it sits where h6 is normally
      const [p] = await samplePixels(page, [flipped ? centre("h6") : centre("a3")]);
      assert.ok(close(p, DARK), `a3 dark (${query}): ${p}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test("page weight: everything the page loads is within 80 KiB gzipped (issue 11)", async () => {
  const before = app.server.requests.length;
  const { context, problems } = await app.open("", { width: 1000, height: 800 });
  await context.close();
  const files = [...new Set(app.server.requests.slice(before).filter((r) => r.file).map((r) => r.file))];
  let total = 0;
  const rows = files.map((f) => {
    const raw = fs.readFileSync(f);
    const gz = zlib.gzipSync(raw, { level: 9 }).length;
    total += gz;
    return `${path.relative(DIST, f)} ${raw.length} B raw, ${gz} B gzip`;
  });
  for (const r of rows) console.log(`  ${r}`);
  console.log(
    `total gzipped: ${total} B (${(total / 1024).toFixed(1)} KiB) in ${files.length} files; ` +
      `budget ${SIZE_BUDGET} B (${(SIZE_BUDGET / 1024).toFixed(1)} KiB), ${total <= SIZE_BUDGET ? "within" : `OVER by ${total - SIZE_BUDGET} B`}`,
  );
  assert.ok(files.some((f) => f.endsWith(".wasm")), "the wasm was loaded");
  assert.ok(total <= SIZE_BUDGET, `gzipped total ${total} B over budget ${SIZE_BUDGET} B`);
  assert.deepEqual(problems, []);
});
