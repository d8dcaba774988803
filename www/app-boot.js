// Starts the wasm app of a page of its own (evening.html, viewer.html): the script tag names the
// app (data-app="evening" loads evening.js and evening_bg.wasm beside this script, in the app's
// folder dist/evening-<hash>/ built by scripts/build.mjs), and may name the analysis's engine
// worker (data-worker). No inline script, so the pages run under the strict
// Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'); the folders are named by the
// hash of their files, so a cached module of an older build is never run.
// The first of the browser's languages that Rokade speaks, else English, chosen as boot.js
// chooses it for the game page (the app reads it through crates/dom: one choice, one place).
{
  const ours = (tag) => ["nl", "en", "fr", "da"].find((c) => c === (tag || "").split(/[-_]/)[0].trim().toLowerCase());
  window.__rokadeBrowserLang = [...(navigator.languages || []), navigator.language].map(ours).find(Boolean) ?? "en";
}
const here = new URL(import.meta.url);
const file = (name) => new URL(name, here).href;
const tag = document.querySelector("script[data-app]");
const worker = tag?.dataset.worker;
if (worker) window.__rokadeWorker = new URL(worker, document.baseURI).href;
try {
  const app = tag?.dataset.app;
  if (!app || !/^[a-z]+$/.test(app)) throw new Error("the page names no app (data-app)");
  const { default: init } = await import(file(app + ".js"));
  await init({ module_or_path: file(app + "_bg.wasm") });
  // The app built its own markup: the words shown while it loaded go.
  document.getElementById("status")?.remove();
} catch (err) {
  const status = document.getElementById("status");
  if (status) {
    status.className = "";
    status.textContent = "Rokade could not start: " + err;
  }
  throw err;
}
