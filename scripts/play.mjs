#!/usr/bin/env node
// Builds the game (scripts/build.mjs) and serves dist/ at http://127.0.0.1:8080/ as a production
// server should (the Content-Security-Policy header of the README's Deployment section, wasm as
// application/wasm: tests/e2e/server.mjs), then builds again after each change to crates/, www/,
// index.html or the workspace's Cargo files. Cargo recompiles only the crates that changed, and
// only a module whose wasm changed goes through wasm-bindgen and wasm-opt again, so a change to
// one module's crate rebuilds that module only. The last good build stays served when a build
// fails. Reload the page with Shift to see a new build at once (a plain reload is answered by the
// service worker with the build it kept; the next one runs the new build). No live reload: its
// script would be inline.
//
//   node scripts/play.mjs [--address 127.0.0.1] [--port 8080]     (Ctrl-C to stop)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "./build.mjs";
import { serve } from "../tests/e2e/server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WATCHED = ["crates", "www", "index.html", "Cargo.toml", "Cargo.lock"];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const host = option("address", "127.0.0.1");
const port = Number(option("port", "8080"));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[play] not a port: ${option("port")}`);
  process.exit(2);
}

const say = (s) => console.log(`[play] ${s}`);
try {
  await build();
} catch (err) {
  console.error(`[play] the build failed: ${err.message}`);
  process.exit(1);
}
const server = await serve(path.join(ROOT, "dist"), { host, port, record: false });
say(`serving ${server.url} (Ctrl-C to stop); watching ${WATCHED.join(", ")} to build again`);

// One build at a time; changes during a build start one more after it.
let building = false;
let again = false;
let timer;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  try {
    await build();
    say(`built: reload ${server.url}`);
  } catch (err) {
    console.error(`[play] the build failed, still serving the last one: ${err.message}`);
  }
  building = false;
  if (again) {
    again = false;
    rebuild();
  }
}
// Each folder is watched on its own (a new one as it appears): Node's recursive watch on Linux
// loses a file that is replaced by a rename (git checkout, sed -i, an editor's safe save).
function onChange(file) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    say(`changed: ${path.relative(ROOT, file)}`);
    rebuild();
  }, 300);
}
const watched = new Set();
function watchFolder(dir) {
  if (watched.has(dir)) return;
  watched.add(dir);
  const watcher = fs.watch(dir, (_event, name) => {
    const file = path.join(dir, name ?? "");
    if (name && fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) watchFolder(file);
    onChange(file);
  });
  watcher.on("error", () => {
    watcher.close();
    watched.delete(dir);
  });
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && !e.name.startsWith(".") && e.name !== "target") watchFolder(path.join(dir, e.name));
  }
}
for (const entry of WATCHED) {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isDirectory()) watchFolder(full);
  else fs.watchFile(full, { interval: 500 }, () => onChange(full));
}
