// Starts the game's or, for `round=1..99` in the query or fragment, the round screen's wasm
// without inline script (strict CSP). Trunk writes this file's <script> tag with the game's
// hashed glue and wasm names (Trunk.toml `pattern_script`); the round app is in round/
// (scripts/build-round.sh), never fetched by the game. URLs are relative to the page.
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
  // The game module reads the address; for the arbiter's round screen (`round=N`) it starts the
  // round app (round/) through __rokadeModule and draws no game.
  const glue = new URL(tag.dataset.bindings, document.baseURI);
  const wasm = new URL(tag.dataset.wasm, document.baseURI);
  const { default: init } = await import(glue.href);
  await init({ module_or_path: wasm });
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
