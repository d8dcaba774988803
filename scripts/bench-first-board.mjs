#!/usr/bin/env node
// Time to the first board: cold loads of a built Rokade site in headless Chromium, with and
// without CPU throttling, median / min / max over N loads. Prints numbers, asserts nothing:
// timings on shared machines vary by +-30 % from run to run.
//
// Usage (after a release build, e.g. scripts/build-web.sh):
//   node scripts/bench-first-board.mjs                       # dist/, 5 loads each at 4x and 1x
//   node scripts/bench-first-board.mjs --runs 9 --rates 4    # 9 loads, 4x throttling only
//   node scripts/bench-first-board.mjs --dist /tmp/exp/dist --query '?sp=12' --dpr 3
//   node scripts/bench-first-board.mjs --net slow4g          # also emulate a slow network
//   node scripts/bench-first-board.mjs --json                # all raw samples as JSON
//   node scripts/bench-first-board.mjs --dist a/dist --dist b/dist   # A/B: loads interleaved
//
// Options: --runs N (5), --rates LIST (4,1: CDP Emulation.setCPUThrottlingRate per load),
// --width/--height (390x844), --dpr (1), --dist DIR (dist/; repeat it to compare builds: their
// loads alternate, so a busy machine slows them alike), --query STR (""),
// --net none|slow4g|fast3g (none: localhost, no latency), --gzip / --no-gzip (serve files gzip -9
// compressed to clients that accept it, as a production server would; default: on with --net,
// off without, because the emulated network's throughput applies to the bytes on the wire),
// --timeout MS (30000).
//
// Each load: a fresh browser context (empty cache; the CDP cache is disabled too; the server
// sends Cache-Control: no-store), the CPU throttling rate set on the page's CDP session before
// navigating, the page served by tests/e2e/server.mjs under a sub-path with the production CSP.
// Chromium is /usr/bin/chromium (or $CHROMIUM) with the end-to-end tests' flags.
//
// What is measured (all in ms from navigation start, the page's performance.timeOrigin):
//   html        responseEnd of index.html
//   dcl         DOMContentLoaded. boot.js is a module script: it starts before DCL, but its
//               top-level `await`s (glue import, wasm instantiation) finish after it
//   glue        responseEnd of the wasm-bindgen JS
//   wasm        responseEnd of the .wasm (it is preloaded from index.html)
//   inst0/inst1 WebAssembly.instantiateStreaming (or instantiate) called / resolved: compile +
//               instantiate of the module, measured by wrapping the functions in an init script
//   drawn       body.dataset.boardDrawnAt, written by the app right after drawing the first
//               board (end of the wasm start function: magic tables, setup, DOM, canvas)
//   frame       first requestAnimationFrame callback after `drawn` (the frame that shows it)
//   shown       the rAF after that: the board's frame has been produced by then (upper bound)
// Any other numeric body.dataset value (e.g. `data-tables-done-at` from an instrumented
// build) is reported too. `calib` is the duration of a fixed JS loop run after the load, to
// check the throttling took effect (it should be about rate x the unthrottled value).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const NETWORKS = {
  none: null,
  // Lighthouse's "slow 4G" and Chrome DevTools' "Fast 3G" presets (throughput in bytes/s).
  slow4g: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  fast3g: { latency: 563, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};

function usage(msg) {
  if (msg) console.error(`bench-first-board: ${msg}`);
  console.error(
    "usage: node scripts/bench-first-board.mjs [--runs N] [--rates 4,1] [--width 390] [--height 844] [--dpr 1] [--dist DIR]... [--query Q] [--net none|slow4g|fast3g] [--gzip|--no-gzip] [--timeout MS] [--json]",
  );
  process.exit(2);
}

function parseArgs(argv) {
  const o = { runs: 5, rates: [4, 1], width: 390, height: 844, dpr: 1, dists: [], query: "", net: "none", gzip: undefined, json: false, timeout: 30000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    const num = () => {
      const n = Number(v());
      if (!Number.isFinite(n) || n <= 0) usage(`${a} needs a positive number`);
      return n;
    };
    if (a === "--runs") o.runs = Math.round(num());
    else if (a === "--rates") o.rates = v().split(",").map(Number);
    else if (a === "--width") o.width = num();
    else if (a === "--height") o.height = num();
    else if (a === "--dpr") o.dpr = num();
    else if (a === "--dist") o.dists.push(path.resolve(v()));
    else if (a === "--query") o.query = v();
    else if (a === "--net") o.net = v();
    else if (a === "--timeout") o.timeout = num();
    else if (a === "--gzip") o.gzip = true;
    else if (a === "--no-gzip") o.gzip = false;
    else if (a === "--json") o.json = true;
    else if (a === "-h" || a === "--help") usage();
    else usage(`unknown argument "${a}"`);
  }
  if (!o.rates.every((r) => Number.isFinite(r) && r >= 1)) usage("--rates: numbers >= 1");
  if (!(o.net in NETWORKS)) usage(`--net: one of ${Object.keys(NETWORKS).join(", ")}`);
  if (o.dists.length === 0) o.dists.push(path.join(ROOT, "dist"));
  if (o.gzip === undefined) o.gzip = o.net !== "none";
  return o;
}

// Runs in the page before any of its scripts.
function pageProbe() {
  const probe = { inst: [] };
  window.__benchProbe = probe;
  const wrap = (name) => {
    const orig = WebAssembly[name];
    if (!orig) return;
    WebAssembly[name] = function (...args) {
      const rec = { name, t0: performance.now(), t1: null };
      probe.inst.push(rec);
      const p = orig.apply(this, args);
      p.then(() => (rec.t1 = performance.now()), () => (rec.t1 = -1));
      return p;
    };
  };
  wrap("instantiateStreaming");
  wrap("instantiate");
  wrap("compileStreaming");
  wrap("compile");
  const seen = () => {
    if (probe.drawnSeen !== undefined) return;
    probe.drawnSeen = performance.now();
    requestAnimationFrame((t) => {
      probe.frame = performance.now();
      probe.frameTs = t;
      requestAnimationFrame(() => (probe.shown = performance.now()));
    });
  };
  new MutationObserver((records, obs) => {
    if (document.body?.dataset.boardDrawnAt !== undefined) {
      obs.disconnect();
      seen();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-board-drawn-at"] });
}

async function oneLoad(browser, url, o, rate) {
  const context = await browser.newContext({ viewport: { width: o.width, height: o.height }, deviceScaleFactor: o.dpr });
  const problems = [];
  try {
    const page = await context.newPage();
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && problems.push(`console ${m.type()}: ${m.text()}`));
    await page.addInitScript(pageProbe);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (NETWORKS[o.net]) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORKS[o.net] });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(url, { timeout: o.timeout });
    await page.waitForFunction(() => window.__benchProbe?.shown !== undefined, null, { timeout: o.timeout, polling: 50 });
    const m = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      const res = performance.getEntriesByType("resource");
      const end = (re) => res.find((r) => re.test(r.name))?.responseEnd ?? null;
      const p = window.__benchProbe;
      const inst = p.inst.find((r) => /instantiate/.test(r.name)) ?? p.inst[0];
      const out = {
        html: nav.responseEnd,
        dcl: nav.domContentLoadedEventStart,
        glue: end(/\/web-[^/]*\.js$/),
        wasm: end(/\.wasm$/),
        inst0: inst?.t0 ?? null,
        inst1: inst?.t1 ?? null,
        instVia: inst?.name ?? null,
        drawn: Number(document.body.dataset.boardDrawnAt),
        frame: p.frame,
        shown: p.shown,
      };
      for (const [k, v] of Object.entries(document.body.dataset)) {
        if (k !== "boardDrawnAt" && v !== "" && Number.isFinite(Number(v))) out[`app.${k}`] = Number(v);
      }
      return out;
    });
    m.calib = await page.evaluate(() => {
      const t0 = performance.now();
      let x = 0;
      for (let i = 0; i < 3e6; i++) x = (x + i * 2654435761) % 1000003;
      return performance.now() - t0 + (x < 0 ? 1 : 0);
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return { m, problems };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

async function main() {
  const o = parseArgs(process.argv.slice(2));
  for (const d of o.dists) if (!fs.existsSync(path.join(d, "index.html"))) usage(`${d}/index.html missing: build first or pass --dist`);
  const { serve } = await import(path.join(ROOT, "tests/e2e/server.mjs"));
  const { CHROMIUM, CHROMIUM_ARGS } = await import(path.join(ROOT, "tests/e2e/harness.mjs"));
  const { chromium } = await import("playwright-core");
  const servers = [];
  for (const d of o.dists) servers.push(await serve(d, { prefix: "/bench/", gzip: o.gzip }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const url = (i) => servers[i].url + o.query;
  // results[dist index][rate] = { samples, problems }
  const results = o.dists.map(() => ({}));
  try {
    // One untimed load per build first, so that the first timed load does not also pay for
    // starting Chromium's GPU/utility processes.
    for (let d = 0; d < o.dists.length; d++) await oneLoad(browser, url(d), o, 1);
    for (const rate of o.rates) {
      for (const r of results) r[rate] = { samples: [], problems: new Set() };
      for (let i = 0; i < o.runs; i++) {
        for (let d = 0; d < o.dists.length; d++) {
          const { m, problems } = await oneLoad(browser, url(d), o, rate);
          results[d][rate].samples.push(m);
          for (const p of problems) results[d][rate].problems.add(p);
        }
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) await s.close();
  }

  if (o.json) {
    const out = o.dists.map((dist, d) => ({
      dist,
      results: Object.fromEntries(Object.entries(results[d]).map(([r, v]) => [r, { samples: v.samples, problems: [...v.problems] }])),
    }));
    console.log(JSON.stringify({ query: o.query, viewport: [o.width, o.height, o.dpr], net: o.net, runs: o.runs, builds: out }, null, 2));
    return;
  }
  const fmt = (x) => (x === null || x === undefined || Number.isNaN(x) ? "-" : x.toFixed(0));
  const stat = (vals) => {
    const v = vals.filter((x) => typeof x === "number" && Number.isFinite(x));
    return v.length ? { med: median(v), min: Math.min(...v), max: Math.max(...v) } : null;
  };
  const summary = [];
  for (let d = 0; d < o.dists.length; d++) {
    const name = path.relative(process.cwd(), o.dists[d]) || ".";
    console.log(`\nfirst board: ${name}/${o.query} at ${o.width}x${o.height}@${o.dpr}, network ${o.net}${o.gzip ? " (gzip)" : ""}, ${o.runs} cold loads per rate`);
    for (const rate of o.rates) {
      const { samples, problems } = results[d][rate];
      const keys = [...new Set(samples.flatMap((s) => Object.keys(s)))].filter((k) => typeof samples[0][k] !== "string");
      const order = ["html", "dcl", "glue", "wasm", "inst0", "inst1", "drawn", "frame", "shown"];
      keys.sort((a, b) => (order.indexOf(a) + 1 || 50) - (order.indexOf(b) + 1 || 50) || a.localeCompare(b));
      console.log(`\nCPU throttling ${rate}x (instantiated via ${samples[0].instVia ?? "?"})`);
      console.log(`${"ms from navigation start".padEnd(26)} ${"median".padStart(7)} ${"min".padStart(7)} ${"max".padStart(7)}   samples`);
      for (const k of keys) {
        const vals = samples.map((s) => s[k]);
        const st = stat(vals);
        if (!st) continue;
        console.log(`${k.padEnd(26)} ${fmt(st.med).padStart(7)} ${fmt(st.min).padStart(7)} ${fmt(st.max).padStart(7)}   ${vals.map(fmt).join(" ")}`);
      }
      const span = (a, b) => stat(samples.map((s) => s[b] - s[a]));
      const phases = [
        ["wasm compile+instantiate", "inst0", "inst1"],
        ["start fn (init+DOM+draw)", "inst1", "drawn"],
        ["drawn -> next frame", "drawn", "frame"],
      ];
      for (const [label, a, b] of phases) {
        const st = span(a, b);
        if (st) console.log(`${("  " + label).padEnd(26)} ${fmt(st.med).padStart(7)} ${fmt(st.min).padStart(7)} ${fmt(st.max).padStart(7)}   (duration)`);
      }
      const dr = stat(samples.map((s) => s.drawn));
      const fr = stat(samples.map((s) => s.frame));
      const line = `first board ${rate}x: drawn median ${fmt(dr.med)} ms (min ${fmt(dr.min)}, max ${fmt(dr.max)}); first frame after it median ${fmt(fr?.med)} ms`;
      console.log(`=> ${line}`);
      summary.push(`${name}: ${line}`);
      for (const p of problems) console.log(`   problem: ${p}`);
    }
  }
  if (o.dists.length > 1) {
    console.log("\nsummary (loads of the builds alternated):");
    for (const l of summary) console.log(`  ${l}`);
  }
}

main().catch((e) => {
  console.error(`bench-first-board: ${e?.stack ?? e}`);
  process.exit(2);
});
