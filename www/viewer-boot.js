// Starts the game viewer's wasm app (viewer.js and viewer_bg.wasm beside this script in
// dist/viewer-<hash>/, built by scripts/build.mjs) for viewer.html, the page the embed dialog's
// "Show a game" snippet loads: only the viewer's own files, not the game page's (index.html
// preloads the game's wasm, which `index.html?view=1`, still read for older links, then leaves
// unused). No inline script, so the page runs under the strict Content-Security-Policy
// (script-src 'self' 'wasm-unsafe-eval'). The folders are named by the hash of their files, so
// a cached module of an older build is never run.
// The first of the browser's languages that Rokade speaks, else English, chosen as boot.js
// chooses it for the game page (the app reads it through crates/dom: one choice, one place);
// the analysis's engine worker is named by the script tag (data-worker).
{
  const ours = (tag) => ["nl", "en", "fr", "da"].find((c) => c === (tag || "").split(/[-_]/)[0].trim().toLowerCase());
  window.__rokadeBrowserLang = [...(navigator.languages || []), navigator.language].map(ours).find(Boolean) ?? "en";
}
const here = new URL(import.meta.url);
const file = (name) => new URL(name, here).href;
{
  const worker = document.querySelector("script[data-worker]")?.dataset.worker;
  if (worker) window.__rokadeWorker = new URL(worker, document.baseURI).href;
}
try {
  const { default: init } = await import(file("viewer.js"));
  await init({ module_or_path: file("viewer_bg.wasm") });
  // The viewer built its own markup: the words shown while it loaded go.
  document.getElementById("status")?.remove();
} catch (err) {
  const status = document.getElementById("status");
  if (status) {
    status.className = "";
    status.textContent = "Rokade could not start: " + err;
  }
  throw err;
}
