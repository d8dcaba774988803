// Short wasm import and export names on both sides of a wasm-bindgen module, then terser.
//
// wasm-bindgen names every import `__wbg_<method>_<16 hex digits>` and its exports by their Rust
// paths: about 7 KB of the page's wasm. binaryen renames them in the wasm
// (`wasm-opt --minify-imports-and-exports-and-modules`: one- or two-letter names, every import
// module merged into one called "a") and prints the map of old to new names; this file applies
// that map to the glue (scripts/build.mjs runs both, before the size optimisation):
//   - the glue's import object: each import's key (found exactly once, as a key) and the module's
//     key ("./NAME_bg.js");
//   - the exports: every `wasm.NAME` in the glue.
// Nothing is left to chance: an import key found zero or several times, an export the glue reads
// some other way than `wasm.NAME` (binaryen renames all of them, so `wasm[...]`, a destructuring
// or `other.NAME` would break), a
// second import module, a long name left in the glue, or a `wasm.NAME` that the final wasm does
// not export fails the build (an exception; tests/e2e/build.test.mjs checks each case).
// Import it as a module: WASM_OPT_BIN, minifyWasmNames, renameGlue, checkGlue, terse.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

/** binaryen's wasm-opt: the npm one (package.json pins it), else the one on PATH. */
export const WASM_OPT_BIN = (() => {
  const local = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", "wasm-opt");
  return fs.existsSync(local) ? local : "wasm-opt";
})();

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A whole identifier: not preceded or followed by an identifier character.
const word = (name) => `(?<![\\w$])${escapeRe(name)}(?![\\w$])`;

/**
 * Runs binaryen's name minifier on `wasmIn`, writing `wasmOut`, and returns its map:
 * `{ imports: [[module, name, short]], exports: [[name, short]] }` (binaryen 132 prints it as JSON).
 */
export function minifyWasmNames(wasmIn, wasmOut) {
  const printed = execFileSync(WASM_OPT_BIN, [wasmIn, "--minify-imports-and-exports-and-modules", "-o", wasmOut], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  let map;
  try {
    map = JSON.parse(printed);
  } catch {
    throw new Error(`wasm-opt printed no name map for ${wasmIn}: ${printed.slice(0, 200)}`);
  }
  const triples = Array.isArray(map?.imports) && map.imports.every((i) => Array.isArray(i) && i.length === 3);
  const pairs = Array.isArray(map?.exports) && map.exports.every((e) => Array.isArray(e) && e.length === 2);
  if (!triples || !pairs) throw new Error(`wasm-opt's name map for ${wasmIn} has an unknown shape`);
  return map;
}

/**
 * Applies binaryen's name map to the wasm-bindgen glue `js`. `module` is the import module name
 * the minified wasm uses ("a"). Returns the new glue; throws when a name cannot be renamed.
 */
export function renameGlue(js, map, module) {
  if (!/(?<![\w$.])wasm\s*=\s*instance\.exports/.test(js)) throw new Error("the glue sets no `wasm = instance.exports` (not wasm-bindgen's --target web glue?)");
  if (/(?<![\w$])wasm\s*\[|\}\s*=\s*wasm(?![\w$])/.test(js)) throw new Error("the glue reads wasm[...] or destructures wasm: its exports cannot be renamed safely");

  // Imports: every key once, at a key position (`name:` or a method `name(`).
  const modules = [...new Set(map.imports.map(([m]) => m))];
  if (modules.length > 1) throw new Error(`imports from ${modules.length} modules (${modules.join(", ")}); the glue has one import object`);
  const edits = [];
  for (const [, name, short] of map.imports) {
    const hits = [...js.matchAll(new RegExp(word(name), "g"))];
    if (hits.length !== 1) throw new Error(`import ${name}: ${hits.length} occurrences in the glue, expected 1`);
    const at = hits[0].index;
    if (!/^["']?\s*[:(]/.test(js.slice(at + name.length))) throw new Error(`import ${name}: not a key of the import object in the glue`);
    edits.push([at, name.length, short]);
  }
  if (modules.length === 1) {
    const key = [...js.matchAll(new RegExp(`(["'])${escapeRe(modules[0])}\\1(?=\\s*:)`, "g"))];
    if (key.length !== 1) throw new Error(`module ${modules[0]}: ${key.length} keys in the glue, expected 1`);
    edits.push([key[0].index, key[0][0].length, JSON.stringify(module)]);
  }
  edits.sort((a, b) => b[0] - a[0]);
  for (const [at, length, text] of edits) js = js.slice(0, at) + text + js.slice(at + length);
  for (const [, name] of map.imports) {
    if (new RegExp(word(name)).test(js)) throw new Error(`import ${name} is still in the glue`);
  }

  // Exports: binaryen renamed all of them, so the glue may read each only as `wasm.NAME`.
  const exports = new Map(map.exports);
  for (const name of exports.keys()) {
    const reads = [...js.matchAll(new RegExp(`([\\w$]*)\\s*\\.\\s*${escapeRe(name)}(?![\\w$])`, "g"))];
    const other = reads.filter((m) => m[1] !== "wasm");
    if (other.length) throw new Error(`export ${name}: read as ${other[0][0]} in the glue, not only as wasm.${name}`);
  }
  return js.replace(/(?<![\w$])wasm\.([\w$]+)/g, (all, name) => (exports.has(name) ? `wasm.${exports.get(name)}` : all));
}

/**
 * Checks a finished pair: the wasm `wasmBytes` links against the import object the glue `js`
 * builds (its `__wbg_get_imports()`, loaded in Node from a copy in `dir`; nothing of the module
 * runs), every `wasm.NAME` in the glue is an export, and no long wasm-bindgen name is left.
 * Throws on the first mismatch.
 */
export async function checkGlue(wasmBytes, js, dir) {
  const mod = new WebAssembly.Module(wasmBytes);
  const copy = path.join(dir, `.glue-check-${process.pid}-${Date.now()}.mjs`);
  fs.writeFileSync(copy, `${js}\nexport { __wbg_get_imports as rokadeImports };\n`);
  let imports;
  try {
    imports = (await import(pathToFileURL(copy).href)).rokadeImports();
  } catch (err) {
    throw new Error(`the glue's import object could not be built: ${err.message}`);
  } finally {
    fs.rmSync(copy, { force: true });
  }
  try {
    new WebAssembly.Instance(mod, imports);
  } catch (err) {
    // A LinkError (a name or kind the glue lacks) or a TypeError (a module it lacks).
    throw new Error(`the wasm does not link against the glue: ${err.message}`);
  }
  const exported = new Set(WebAssembly.Module.exports(mod).map((e) => e.name));
  for (const [, name] of js.matchAll(/(?<![\w$])wasm\.([\w$]+)/g)) {
    if (!exported.has(name)) throw new Error(`the glue reads wasm.${name}, which the wasm does not export`);
  }
  const long = /__wbg_\w+_[0-9a-f]{16}|\.\/[\w.-]+_bg\.js/.exec(js);
  if (long) throw new Error(`a long wasm-bindgen name is left in the glue: ${long[0]}`);
}

/** Minifies an ES module (the glue, boot.js, worker.js) with terser. */
export async function terse(code, file) {
  const { minify } = await import("terser");
  const result = await minify(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!result.code) throw new Error(`terser produced nothing for ${file}`);
  return result.code;
}
