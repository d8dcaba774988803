#!/usr/bin/env node
// The web build: the game page, its five lazy modules, the club evening's page (an app of its
// own) and the game viewer's page (viewer.html; the viewer is also one of the lazy modules),
// all built the same way, into dist/.
// scripts/build-web.sh, scripts/play.sh (again after each change) and the test command run it.
//
//   node scripts/build.mjs [--dist DIR]   build into DIR (default dist/)
//   node scripts/build.mjs --cargo-args   print the arguments of each cargo build, one line each
//                                         (scripts/check-fresh-home.sh resolves exactly these)
//
// Each module in MODULES, in the same steps:
//   1. cargo build (through scripts/shipped-wasm.sh: the pinned nightly the shipped wasm is
//      compiled with); cargo recompiles only what changed;
//   2. if the wasm cargo wrote is the one processed last time (same bytes, same steps and tools:
//      target/web-build/NAME/.key), the processed files are reused; otherwise
//   3. wasm-bindgen --target web;
//   4. wasm-opt --minify-imports-and-exports-and-modules: one- or two-letter import and export
//      names, and the glue renamed to match from the map binaryen prints
//      (scripts/minify-glue.mjs; a name it cannot rename on both sides fails the build);
//   5. wasm-opt with WASM_OPT (the page's module with --converge as well, the engine worker's
//      with WASM_OPT_SPEED; README, "Page weight and first board"); then terser on the glue
//      (and on the worker's script);
//   6. the files go to dist/NAME-<hash>/, the hash of the folder's files: a new build never
//      shares a name with an older one, so a cached file of an older build is never used.
// Then the texts (www/texts/ as dist/texts-<hash>/), www/round.css and www/figurines.css, boot.js
// (terser) and index.html (scripts/page-html.mjs: the boot.js tag naming the page module's
// files, the texts and the lazy module folders; style-<hash>.css with its integrity hash; the
// markup's text keys as numbers; minified). Last, what makes it work offline and installable,
// from the finished folder's own file list (scripts/service-worker.mjs: the icons,
// manifest.webmanifest, sw.js). dist/ is replaced whole at the end.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawn, execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { WASM_OPT_BIN, minifyWasmNames, renameGlue, checkGlue, terse } from "./minify-glue.mjs";
import { writePage } from "./page-html.mjs";
import { writeOffline } from "./service-worker.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The rules without their slider tables (`small-attacks`), as a module's cargo feature: every
 * module but the engine worker gets them, since none of the others searches (the page through
 * its own feature of that name). */
const NO_TABLES = ["rules/small-attacks"];

/** The wasm modules: the folder name in dist/, the crate, its cargo profile and features (a
 * dependency's as `dep/feature`), a script of www/ that goes into the folder too (terser),
 * other files of www/ copied into it, and for an app with a page of its own (the club
 * evening, the game viewer) that page of www/, written to dist/ with `{dir}` replaced by the module's hashed folder, `{dir:NAME}` by module
 * NAME's and `{style}` by the game page's stylesheet. The first is the game page's own; the
 * others without a page of their own, and those marked `lazy` (the viewer, which older links
 * still open as `index.html?view=1`), are the game page's lazy modules. `speed`: wasm-opt with
 * WASM_OPT_SPEED; `converge`: WASM_OPT with --converge (see there). */
export const MODULES = [
  { name: "web", crate: "web", profile: "wasm", features: ["small-attacks"], converge: true },
  { name: "extras", crate: "extras", profile: "wasm", features: NO_TABLES },
  { name: "messages", crate: "messages", profile: "wasm", features: NO_TABLES },
  { name: "round", crate: "round", profile: "wasm", features: NO_TABLES },
  {
    name: "viewer",
    crate: "viewer",
    profile: "wasm",
    features: NO_TABLES,
    script: "app-boot.js",
    files: ["viewer.css"],
    html: "viewer.html",
    lazy: true,
  },
  { name: "engine", crate: "worker", profile: "worker", features: [], script: "worker.js", speed: true },
  {
    name: "evening",
    crate: "evening-app",
    profile: "wasm",
    features: NO_TABLES,
    script: "app-boot.js",
    files: ["evening.css"],
    html: "evening.html",
  },
];

/** The wasm-opt flag set of every module but the engine worker's. The module marked `converge`
 * (the page's, whose weight has a budget) gets --converge as well: -Oz again until nothing
 * shrinks, 133 B less gzipped on the page, nothing on the other modules (within +-130 B either
 * way), but twice the time (README, "Page weight and first board"). */
export const WASM_OPT = [
  "-Oz",
  "--low-memory-unused",
  "--zero-filled-memory",
  "--strip-producers",
  "--strip-target-features",
];

/** The engine worker's flag set: optimised for speed, not size (its search speed is Level 8's
 * strength in the browser; README, "The engine in the browser against native"). */
export const WASM_OPT_SPEED = ["-O3", ...WASM_OPT.filter((f) => f !== "-Oz")];

/** Files of www/ copied as they are (the round screen's and the figurines' stylesheets). */
const COPIED = ["round.css", "figurines.css"];

/** cargo's arguments for one cargo build of `ms`, modules of one profile with the same
 * features (`cargo build ARGS`). */
export function cargoArgs(ms) {
  const [m] = ms;
  const features = m.features.length ? ["--features", m.features.join(",")] : [];
  return [...ms.flatMap((x) => ["-p", x.crate]), "--target", "wasm32-unknown-unknown", "--profile", m.profile, ...features];
}

/** The cargo builds, in the order of MODULES: the modules of one profile and the same features
 * in one build. One build of several crates compiles their shared dependencies once and runs
 * their links (fat LTO, one codegen unit: one core each) side by side; modules with other
 * features stay apart, since cargo unifies features across one build and would change the
 * others' code: the page's own build turns on ui's `loaded-texts` (its texts fetched, not
 * compiled in), which the other modules must not get. */
export function cargoGroups() {
  const groups = new Map();
  for (const m of MODULES) {
    const key = `${m.profile} ${m.features.join(",")}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()];
}

const sha = (...parts) => {
  const h = crypto.createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex");
};

/** The hash of a folder's files (each path, NUL, its bytes; in name order), 16 hex digits. */
export function folderHash(folder) {
  const hash = crypto.createHash("sha256");
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (!e.name.startsWith(".")) hash.update(path.relative(folder, full)).update("\0").update(fs.readFileSync(full));
    }
  };
  walk(folder);
  return hash.digest("hex").slice(0, 16);
}

/** Runs a command from the repository root; rejects with its name when it fails. */
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (${code})`))));
  });
}

/** At most `n` of the returned function's tasks at once (wasm-opt is the slow step). */
function limit(n) {
  let active = 0;
  const waiting = [];
  const next = () => {
    if (active >= n || !waiting.length) return;
    active += 1;
    const [task, resolve, reject] = waiting.shift();
    task()
      .then(resolve, reject)
      .finally(() => {
        active -= 1;
        next();
      });
  };
  return (task) => new Promise((resolve, reject) => (waiting.push([task, resolve, reject]), next()));
}

/** What else decides a module's processed files, besides its wasm: the steps and the tools. */
function recipe() {
  const read = (f) => fs.readFileSync(path.join(ROOT, f));
  const bindgen = execFileSync("wasm-bindgen", ["--version"], { encoding: "utf8" }).trim();
  return sha(bindgen, WASM_OPT.join(" "), WASM_OPT_SPEED.join(" "), read("scripts/build.mjs"), read("scripts/minify-glue.mjs"), read("package-lock.json"));
}

/** The one import module of a wasm whose import modules binaryen merged ("a"; none: "a"). */
function importModule(file) {
  const modules = new Set(WebAssembly.Module.imports(new WebAssembly.Module(fs.readFileSync(file))).map((i) => i.module));
  if (modules.size > 1) throw new Error(`${file}: imports from ${modules.size} modules after binaryen merged them`);
  return [...modules][0] ?? "a";
}

/** Steps 3-5 for one module into `out` (emptied first). Returns a line for the log. */
async function processModule(m, wasmIn, out) {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  await run("wasm-bindgen", ["--target", "web", "--no-typescript", "--out-dir", out, "--out-name", m.name, wasmIn]);
  const wasm = path.join(out, `${m.name}_bg.wasm`);
  const glue = path.join(out, `${m.name}.js`);
  const named = path.join(out, "named.wasm");
  const map = minifyWasmNames(wasm, named);
  const js = renameGlue(fs.readFileSync(glue, "utf8"), map, importModule(named));
  const flags = m.speed ? WASM_OPT_SPEED : m.converge ? [...WASM_OPT, "--converge"] : WASM_OPT;
  await run(WASM_OPT_BIN, [named, ...flags, "-o", wasm]);
  fs.rmSync(named);
  await checkGlue(fs.readFileSync(wasm), js, out);
  fs.writeFileSync(glue, await terse(js, glue));
  if (m.script) fs.writeFileSync(path.join(out, m.script), await terse(fs.readFileSync(path.join(ROOT, "www", m.script), "utf8"), m.script));
  for (const f of m.files ?? []) fs.copyFileSync(path.join(ROOT, "www", f), path.join(out, f));
  const size = (f) => fs.statSync(path.join(out, f)).size;
  return `${map.imports.length} imports and ${map.exports.length} exports renamed; wasm ${size(`${m.name}_bg.wasm`)} B, glue ${size(`${m.name}.js`)} B`;
}

/** Steps 1-5 for the modules `ms` of one cargo build: the build, then (at most two at once,
 * `busy`) each module's processing. Resolves once cargo is done, to `{ done }`: promises of
 * [name, folder of processed files] (wrapped, since an async function's promise would wait for
 * them). */
async function buildGroup(ms, key, busy, log) {
  const started = Date.now();
  await run(path.join(ROOT, "scripts/shipped-wasm.sh"), ["cargo", "build", "--quiet", "--offline", ...cargoArgs(ms)]);
  const cargoSecs = ((Date.now() - started) / 1000).toFixed(1);
  const cargoSays = ms.length > 1 ? `cargo ${cargoSecs} s (with ${ms.length - 1} more)` : `cargo ${cargoSecs} s`;
  const done = ms.map((m) => {
    const built = fs.readFileSync(path.join(ROOT, "target/wasm32-unknown-unknown", m.profile, `${m.crate.replace(/-/g, "_")}.wasm`));
    const out = path.join(ROOT, "target/web-build", m.name);
    const keyFile = path.join(out, ".key");
    const www = [m.script, ...(m.files ?? [])].filter(Boolean).map((f) => fs.readFileSync(path.join(ROOT, "www", f)));
    const want = sha(key, ...www, built);
    if (fs.existsSync(keyFile) && fs.readFileSync(keyFile, "utf8") === want) {
      log(`${m.name}: ${cargoSays}, wasm unchanged (processed files reused)`);
      return Promise.resolve([m.name, out]);
    }
    return busy(async () => {
      const t = Date.now();
      // A copy: the next cargo build may write the target folder meanwhile.
      const wasmIn = path.join(ROOT, "target/web-build", `${m.name}.input.wasm`);
      fs.mkdirSync(path.dirname(wasmIn), { recursive: true });
      fs.writeFileSync(wasmIn, built);
      const what = await processModule(m, wasmIn, out);
      fs.writeFileSync(keyFile, want);
      log(`${m.name}: ${cargoSays}, then ${((Date.now() - t) / 1000).toFixed(1)} s: ${what}`);
      return [m.name, out];
    });
  });
  return { done };
}

/** Steps 1-5 for every module; resolves to { name: folder of processed files }. The builds of
 * one cargo profile run one after another (cargo would wait for the profile's folder anyway),
 * the profiles side by side: the engine worker's build (its own profile) runs while the others
 * do. */
async function buildModules(log) {
  const key = recipe();
  const busy = limit(2);
  const lanes = new Map();
  for (const ms of cargoGroups()) lanes.set(ms[0].profile, [...(lanes.get(ms[0].profile) ?? []), ms]);
  const lane = async (groups) => {
    const done = [];
    try {
      for (const ms of groups) done.push(...(await buildGroup(ms, key, busy, log)).done);
    } finally {
      await Promise.allSettled(done);
    }
    return Promise.all(done);
  };
  const results = await Promise.allSettled([...lanes.values()].map(lane));
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  return Object.fromEntries(results.flatMap((r) => r.value));
}

/** Copies folder `from` to `stage/PREFIX-<hash of its files>/`; returns that name. */
function placeHashed(from, stage, prefix) {
  const name = `${prefix}-${folderHash(from)}`;
  fs.cpSync(from, path.join(stage, name), { recursive: true, filter: (f) => !path.basename(f).startsWith(".") });
  return name;
}

/** The whole build into `dist` (replaced at the end). `log` gets one line per step. */
export async function build({ dist = path.join(ROOT, "dist"), log = (s) => console.log(`[build] ${s}`) } = {}) {
  const started = Date.now();
  const processed = await buildModules(log);
  const stage = `${dist}.new`;
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  const folders = Object.fromEntries(MODULES.map((m) => [m.name, placeHashed(processed[m.name], stage, m.name)]));
  const texts = placeHashed(path.join(ROOT, "www/texts"), stage, "texts");
  for (const f of COPIED) fs.copyFileSync(path.join(ROOT, "www", f), path.join(stage, f));
  fs.writeFileSync(path.join(stage, "boot.js"), await terse(fs.readFileSync(path.join(ROOT, "www/boot.js"), "utf8"), "boot.js"));
  const [page, ...lazy] = MODULES.filter((m) => !m.html || m.lazy).map((m) => folders[m.name]);
  log(writePage(ROOT, stage, { page: `${page}/${MODULES[0].name}`, texts, modules: lazy }));
  const style = fs.readdirSync(stage).find((f) => /^style-[0-9a-f]+\.css$/.test(f));
  for (const m of MODULES.filter((m) => m.html)) {
    const html = fs.readFileSync(path.join(ROOT, "www", m.html), "utf8");
    if (!html.includes("{dir}")) throw new Error(`www/${m.html} names no {dir} for its module's folder`);
    const out = html
      .replaceAll("{dir}", folders[m.name])
      .replace(/\{dir:([a-z-]+)\}/g, (all, name) => {
        if (!folders[name]) throw new Error(`www/${m.html}: no module ${name} for ${all}`);
        return folders[name];
      })
      .replaceAll("{style}", style);
    if (/\{[a-z:-]+\}/.test(out)) throw new Error(`www/${m.html}: a placeholder is left`);
    fs.writeFileSync(path.join(stage, m.html), out);
  }
  log(await writeOffline(ROOT, stage));
  const old = `${dist}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(stage, dist);
  fs.rmSync(old, { recursive: true, force: true });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(ROOT, dist) || dist}/ (${Object.values(folders).join(", ")}, ${texts})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === "--cargo-args") {
    for (const ms of cargoGroups()) console.log(cargoArgs(ms).join(" "));
  } else {
    const i = args.indexOf("--dist");
    if (args.some((a, j) => a !== "--dist" && j !== i + 1)) {
      console.error("usage: node scripts/build.mjs [--dist DIR] | --cargo-args");
      process.exit(2);
    }
    build(i >= 0 ? { dist: path.resolve(args[i + 1] ?? "") } : {}).catch((err) => {
      console.error(`[build] FAILED: ${err.message}`);
      process.exit(1);
    });
  }
}
