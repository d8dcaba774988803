// Starts the Rokade wasm module without any inline script, so the page runs under a strict
// Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'). Trunk writes the <script> tag
// that loads this file (see `pattern_script` in Trunk.toml) with the hashed names of the
// wasm-bindgen glue and the wasm binary in data attributes; both are relative to the page.
const tag = document.querySelector("script[data-bindings][data-wasm]");

// The page's modules loaded on first need (extras/: PGN and error sentences; messages/: the
// computer's worker messages): only JavaScript can import() a module.
const modules = {};
window.__rokadeModule = (name) =>
  (modules[name] ??= import(new URL(`${name}/${name}.js`, document.baseURI).href).then(async (m) => {
    await m.default({ module_or_path: new URL(`${name}/${name}_bg.wasm`, document.baseURI) });
    return m;
  }));

try {
  const glue = new URL(tag.dataset.bindings, document.baseURI);
  const wasm = new URL(tag.dataset.wasm, document.baseURI);
  const { default: init } = await import(glue.href);
  await init({ module_or_path: wasm });
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
