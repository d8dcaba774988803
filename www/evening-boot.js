// Starts the club evening's wasm app (evening/evening.js and evening/evening_bg.wasm, built by
// scripts/build-evening.sh) without any inline script, so evening.html runs under the strict
// Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'). The files are asked for
// with this script's own `?v=` (the build's hash of the folder), so a cached module of an
// older build is never run.
const here = new URL(import.meta.url);
const file = (name) => new URL(`${name}${here.search}`, here).href;
try {
  const { default: init } = await import(file("evening.js"));
  await init({ module_or_path: file("evening_bg.wasm") });
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
