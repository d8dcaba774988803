// The computer opponent's Web Worker (a module worker, started by the page only when a game
// against the computer begins). Loads the engine's wasm-bindgen glue and wasm from this
// folder, then hands every message from the page to the engine. Messages that arrive while
// the wasm is still loading wait in a queue. No inline code, same origin only: works under
// the page's strict Content-Security-Policy.
const queue = [];
let handle = null;
self.onmessage = (event) => {
  if (handle) handle(event.data);
  else queue.push(event.data);
};
// The engine's glue and wasm beside this script, in the same engine-<hash>/ folder.
const glue = await import("./engine.js");
await glue.default({ module_or_path: new URL("engine_bg.wasm", import.meta.url) });
handle = glue.handle;
for (const message of queue.splice(0)) handle(message);
