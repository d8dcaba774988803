#!/usr/bin/env node
// The end-to-end test files (tests/e2e/*.test.mjs), two at a time: most of an e2e test is
// waiting for the browser, so on two cores two files take about two thirds of the time of one
// after the other. The test command (scripts/test.sh) runs it; `node scripts/e2e.mjs FILE...`
// runs only those files.
//
// The files that use the clipboard (which every headless Chromium here shares) never run at the
// same time as each other: another file's Copy could land between one's copy and its read. The
// longest files start first, so that none of them runs alone at the end while the other slot
// idles. Each file's output is printed whole when it ends (two files' lines never interleave),
// then every file's time; the exit code is 1 if any file failed.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIR = path.join(ROOT, "tests", "e2e");

/** Files that read or write the clipboard: one at a time. */
const CLIPBOARD = new Set(["fixes.test.mjs", "links.test.mjs", "annotations.test.mjs"]);

/** The longest files, measured (2026-12-04, CI), in that order; the others follow, largest
 * first (their size stands in for their time). */
const LONGEST = ["inputs.test.mjs", "a11y.test.mjs", "viewer.test.mjs", "game.test.mjs", "embed.test.mjs", "analysis.test.mjs", "evening.test.mjs", "fixes.test.mjs"];

/** How many files at once (ROKADE_E2E_SLOTS, default 2). */
const SLOTS = Math.max(1, Number(process.env.ROKADE_E2E_SLOTS ?? "2") || 2);

function files() {
  const given = process.argv.slice(2).map((f) => path.basename(f));
  const all = given.length ? given : fs.readdirSync(DIR).filter((f) => f.endsWith(".test.mjs"));
  const missing = all.filter((f) => !fs.existsSync(path.join(DIR, f)));
  if (missing.length) {
    console.error(`not in tests/e2e/: ${missing.join(", ")}`);
    process.exit(2);
  }
  const size = (f) => fs.statSync(path.join(DIR, f)).size;
  const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
  return all.sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
}

/** Runs one file; resolves to its exit code, output and seconds. */
function runFile(file) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--test", path.join("tests", "e2e", file)], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => resolve({ file, code: code ?? 1, signal, output: Buffer.concat(out), seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = files();
const results = [];
let clipboardBusy = false;
/** Slots waiting for the running clipboard file to end. */
const waiters = [];

/** One slot: takes the first waiting file it may start (a clipboard file only while no other
 * clipboard file runs), until none is left. A slot that finds only a clipboard file it may not
 * start waits for the running one to end. */
async function slot() {
  for (;;) {
    const i = queue.findIndex((f) => !(CLIPBOARD.has(f) && clipboardBusy));
    if (i < 0) {
      if (!queue.length) return;
      await new Promise((r) => waiters.push(r));
      continue;
    }
    const [file] = queue.splice(i, 1);
    const clip = CLIPBOARD.has(file);
    if (clip) clipboardBusy = true;
    const r = await runFile(file);
    if (clip) {
      clipboardBusy = false;
      for (const w of waiters.splice(0)) w();
    }
    process.stdout.write(`# ---- ${file} (${r.seconds.toFixed(1)} s, ${r.code === 0 ? "passed" : `FAILED: exit ${r.code}${r.signal ? ` ${r.signal}` : ""}`})\n`);
    process.stdout.write(r.output);
    results.push(r);
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: SLOTS }, slot));
console.log(`# e2e files, ${SLOTS} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s in all:`);
for (const r of [...results].sort((a, b) => b.seconds - a.seconds)) console.log(`#   ${r.seconds.toFixed(1).padStart(6)} s  ${r.code === 0 ? "ok    " : "FAILED"} ${r.file}`);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) {
  console.log(`# FAILED: ${failed.map((r) => r.file).join(", ")}`);
  process.exit(1);
}
