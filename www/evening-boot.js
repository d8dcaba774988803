// Starts the club evening's wasm app (evening.js and evening_bg.wasm beside this script in
// dist/evening-<hash>/, built by scripts/build.mjs) without any inline script, so evening.html
// runs under the strict Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'). The
// folder is named by the hash of its files, so a cached module of an older build is never run.
// The first of the browser's languages that Rokade speaks, else English, chosen as boot.js
// chooses it for the game page (the app reads it through crates/dom: one choice, one place).
{
  const ours = (tag) => ["nl", "en", "fr", "da"].find((c) => c === (tag || "").split(/[-_]/)[0].trim().toLowerCase());
  window.__rokadeBrowserLang = [...(navigator.languages || []), navigator.language].map(ours).find(Boolean) ?? "en";
}
const here = new URL(import.meta.url);
const file = (name) => new URL(name, here).href;
try {
  const { default: init } = await import(file("evening.js"));
  await init({ module_or_path: file("evening_bg.wasm") });
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
