// Experiment: compile the wasm while the glue module loads, then instantiate the compiled module.
const tag = document.querySelector("script[data-bindings][data-wasm]");
try {
  const glue = new URL(tag.dataset.bindings, document.baseURI);
  const wasm = new URL(tag.dataset.wasm, document.baseURI);
  const compiled = WebAssembly.compileStreaming(fetch(wasm.href));
  const [{ default: init }, module] = await Promise.all([import(glue.href), compiled]);
  await init({ module_or_path: module });
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
