#!/usr/bin/env node
// Page weight of a built Rokade site: every file the normal page loads, with its raw, gzip -9
// and brotli (quality 11, for information) sizes, and the gzip -9 total checked against a budget.
//
// Usage (after a release build, e.g. scripts/build-web.sh):
//   node scripts/page-weight.mjs                  # budget 80 KiB = 81920 B gzip -9, dist/
//   node scripts/page-weight.mjs 120000           # another budget, in bytes
//   node scripts/page-weight.mjs 80KiB            # ... or with a unit: B, KB/KiB/K (x1024)
//   node scripts/page-weight.mjs --dist other/dist --query '?lang=nl'
//   node scripts/page-weight.mjs --static         # no browser: read the files from index.html
//   node scripts/page-weight.mjs --json           # one JSON object on stdout instead of a table
//
// How the files are found:
//   default   serves the folder with tests/e2e/server.mjs (production CSP, a sub-path prefix),
//             opens the page in headless Chromium (/usr/bin/chromium, or $CHROMIUM) at 390x844,
//             waits for the first board (body[data-board-drawn-at]) and then for 1 s of quiet,
//             and counts every file the server delivered. This is what a visitor downloads.
//             The service worker is blocked for this count: boot.js registers it only after
//             the first board, and it then caches the build's files for offline use (not the
//             first board's weight); its size and what it caches are printed after the total.
//             The manifest and the icons, which the browser fetches for installing only, are
//             not counted either.
//   --static  parses dist/index.html (stylesheets, scripts, module preloads, preloads, the
//             data-bindings / data-wasm names boot.js loads, images) and follows `import`s of
//             the JS files it finds. No browser needed; used as a cross-check in default mode.
//
// Exit status: 0 when the gzip -9 total is at most the budget, 1 when over, 2 on a usage or
// load error. Sizes are computed here, not taken from the wire (the test server sends files
// uncompressed). The budget is judged on Node's zlib at level 9 ("gzip-9 B", the same measure
// as tests/e2e/board.test.mjs); Node ships Chromium's zlib, whose output for our wasm is ~3 %
// larger than GNU `gzip -9`, so the check errs on the strict side. GNU gzip -9 (when `gzip` is
// on PATH) and brotli quality 11 are shown for comparison only.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_BUDGET = 80 * 1024;

function usage(msg) {
  if (msg) console.error(`page-weight: ${msg}`);
  console.error("usage: node scripts/page-weight.mjs [BUDGET] [--dist DIR] [--query ?Q] [--static] [--json]");
  process.exit(2);
}

function parseBudget(s) {
  const m = /^(\d+(?:\.\d+)?)\s*(b|k|kb|kib)?$/i.exec(s.trim());
  if (!m) usage(`bad budget "${s}"`);
  const n = Number(m[1]) * (m[2] && m[2].toLowerCase() !== "b" ? 1024 : 1);
  return Math.round(n);
}

function parseArgs(argv) {
  const opts = { budget: DEFAULT_BUDGET, dist: path.join(ROOT, "dist"), query: "", static: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    if (a === "--dist") opts.dist = path.resolve(value());
    else if (a === "--query") opts.query = value();
    else if (a === "--budget") opts.budget = parseBudget(value());
    else if (a === "--static") opts.static = true;
    else if (a === "--json") opts.json = true;
    else if (a === "-h" || a === "--help") usage();
    else if (/^\d/.test(a)) opts.budget = parseBudget(a);
    else usage(`unknown argument "${a}"`);
  }
  return opts;
}

/** Files named by index.html (and the JS they import), as absolute paths inside `dist`. */
export function staticFiles(dist) {
  const found = new Set([path.join(dist, "index.html")]);
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const local = (url) => {
    if (!url || /^(data:|blob:|[a-z]+:\/\/|\/\/|#)/i.test(url)) return null;
    const file = path.resolve(dist, decodeURI(url.split(/[?#]/)[0]));
    return file.startsWith(path.resolve(dist) + path.sep) && fs.existsSync(file) ? file : null;
  };
  for (const [tag] of html.matchAll(/<(?:link|script|img|source)\b[^>]*>/gi)) {
    // Quoted or not: the build's HTML minifier (minify-html) drops the quotes.
    const attr = (name) => {
      const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag);
      return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
    };
    const rel = (attr("rel") ?? "").toLowerCase();
    const urls = [];
    if (/^<link/i.test(tag)) {
      // Every rel that makes the browser fetch at load time.
      if (/\b(stylesheet|modulepreload|preload|icon)\b/.test(rel)) urls.push(attr("href"));
    } else {
      urls.push(attr("src"), attr("data-bindings"), attr("data-wasm"));
    }
    for (const u of urls) {
      const f = local(u);
      if (f) found.add(f);
    }
  }
  // Follow static and dynamic imports of the JS files (wasm-bindgen snippets, boot.js' glue).
  const queue = [...found].filter((f) => /\.m?js$/.test(f));
  while (queue.length) {
    const js = queue.pop();
    const src = fs.readFileSync(js, "utf8");
    for (const [, spec] of src.matchAll(/(?:\bimport\s*(?:[\w*{}\s,]+from\s*)?|\bimport\s*\()\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const f = path.resolve(path.dirname(js), spec);
      if (fs.existsSync(f) && !found.has(f)) {
        found.add(f);
        queue.push(f);
      }
    }
  }
  return [...found];
}

/** Files the server delivered while headless Chromium loaded the page to its first board. */
async function browserFiles(dist, query) {
  const { serve } = await import(path.join(ROOT, "tests/e2e/server.mjs"));
  const { CHROMIUM, CHROMIUM_ARGS } = await import(path.join(ROOT, "tests/e2e/harness.mjs"));
  const { chromium } = await import("playwright-core");
  const server = await serve(dist, { prefix: "/weight/check/" });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const problems = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
    await page.goto(server.url + query);
    await page.waitForFunction(() => document.body?.dataset.boardDrawnAt !== undefined, null, { timeout: 20000 });
    // Anything fetched shortly after the first board (lazy modules, late styles) counts too.
    let seen = -1;
    while (seen !== server.requests.length) {
      seen = server.requests.length;
      await page.waitForTimeout(1000);
    }
    await context.close();
    const missing = server.requests.filter((r) => r.status >= 400).map((r) => `HTTP ${r.status}: ${r.path}`);
    const loaded = server.requests.filter((r) => r.file && !installOnly(path.relative(dist, r.file)));
    return { files: [...new Set(loaded.map((r) => r.file))], problems: [...problems, ...missing] };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Files the browser fetches only to install the app (never counted): the manifest, the icons. */
const installOnly = (file) => file === "manifest.webmanifest" || file.startsWith("icons/");

/** The service worker's own size and what it caches at install (after the first board). */
async function offlineLine(dist) {
  const sw = path.join(dist, "sw.js");
  if (!fs.existsSync(sw)) return "no sw.js in this build";
  const { buildFiles, isLater } = await import("./service-worker.mjs");
  const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  const raw = fs.statSync(sw).size;
  const core = buildFiles(dist).filter((f) => !isLater(f));
  const cached = core.reduce((t, f) => t + gz(f), 0);
  return (
    `not counted: sw.js ${raw} B raw, ${gz("sw.js")} B gzip-9 (registered after the first board); ` +
    `at install it caches ${core.length} files, ${cached} B gzip-9, the page's own among them`
  );
}

/** Size from GNU gzip -9 (`gzip` on PATH), for comparison only; null when there is none. */
function gnuGzip(file) {
  try {
    return execFileSync("gzip", ["-9", "-n", "-c", file], { maxBuffer: 1 << 26 }).length;
  } catch {
    return null;
  }
}

function measure(dist, files) {
  const rows = files.map((file) => {
    const raw = fs.readFileSync(file);
    return {
      file: path.relative(dist, file),
      raw: raw.length,
      gzip: zlib.gzipSync(raw, { level: 9 }).length,
      gnu: gnuGzip(file),
      brotli: zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }).length,
    };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce(
    (t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, gnu: t.gnu === null || r.gnu === null ? null : t.gnu + r.gnu, brotli: t.brotli + r.brotli }),
    { raw: 0, gzip: 0, gnu: 0, brotli: 0 },
  );
  return { rows, total };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(opts.dist, "index.html"))) {
    usage(`${opts.dist}/index.html missing: build first (scripts/build-web.sh) or pass --dist`);
  }
  const declared = staticFiles(opts.dist);
  let files = declared;
  let problems = [];
  let method = "static (index.html and its imports)";
  if (!opts.static) {
    ({ files, problems } = await browserFiles(opts.dist, opts.query));
    method = `loaded in headless Chromium at 390x844${opts.query ? ` with ${opts.query}` : ""}`;
  }
  const { rows, total } = measure(opts.dist, files);
  const over = total.gzip > opts.budget;
  const notLoaded = declared.filter((f) => !files.includes(f)).map((f) => path.relative(opts.dist, f));
  const notDeclared = files.filter((f) => !declared.includes(f)).map((f) => path.relative(opts.dist, f));

  if (opts.json) {
    console.log(JSON.stringify({ dist: opts.dist, method, budget: opts.budget, over, total, rows, notLoaded, notDeclared, problems }, null, 2));
  } else {
    const w = Math.max(24, ...rows.map((r) => r.file.length));
    const line = (...cols) => [cols[0].padEnd(w), ...cols.slice(1).map((c) => String(c ?? "-").padStart(11))].join(" ");
    console.log(`page weight of ${path.relative(process.cwd(), opts.dist) || "."}/ (${method})`);
    console.log(line("file", "raw B", "gzip-9 B", "(GNU gzip)", "(brotli)"));
    for (const r of rows) console.log(line(r.file, r.raw, r.gzip, r.gnu, r.brotli));
    console.log(line(`total (${rows.length} files)`, total.raw, total.gzip, total.gnu, total.brotli));
    if (!opts.static) {
      if (notLoaded.length) console.log(`named in index.html but not loaded: ${notLoaded.join(", ")}`);
      if (notDeclared.length) console.log(`loaded but not named in index.html: ${notDeclared.join(", ")}`);
    }
    for (const p of problems) console.log(`problem: ${p}`);
    console.log(await offlineLine(opts.dist));
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      over
        ? `OVER BUDGET: ${total.gzip} B gzip-9 > ${opts.budget} B (${kib(total.gzip)} > ${kib(opts.budget)}), ${total.gzip - opts.budget} B too many`
        : `within budget: ${total.gzip} B gzip-9 <= ${opts.budget} B (${kib(total.gzip)} <= ${kib(opts.budget)}), ${opts.budget - total.gzip} B to spare`,
    );
  }
  process.exitCode = over ? 1 : 0;
}

main().catch((e) => {
  console.error(`page-weight: ${e?.stack ?? e}`);
  process.exit(2);
});
