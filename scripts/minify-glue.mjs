#!/usr/bin/env node
// Shrinks wasm-bindgen output after the build: short import and export names, then terser.
//
//   node scripts/minify-glue.mjs [--html FILE] [--js FILE]... [--no-terser] [DIR]
//
// DIR (default $TRUNK_STAGING_DIR, so it runs as a Trunk post_build hook) holds one or more
// wasm-bindgen pairs NAME_bg.wasm + NAME.js (--target web). For each pair:
//   1. every import of the bindgen module ("./web_bg.js") gets a one- or two-letter name, in the
//      wasm import section and in the glue's import object; the module itself becomes "w".
//      wasm-bindgen's names are `__wbg_<method>_<16 hex digits>`: 7 KB of the page's wasm.
//   2. exports the glue reads as `wasm.NAME` get short names too (both sides); exports read in
//      any other way keep theirs.
//   3. terser (pinned in package.json) minifies the glue, and each --js FILE (boot.js,
//      worker.js), unless --no-terser or a debug build ($TRUNK_PROFILE=debug, `trunk serve`
//      without --release: keeps the glue readable; the renaming still runs there).
//   4. with --html FILE and a Trunk file hash in NAME (web-<hex>), the pair is renamed to the
//      hash of its final content and FILE's references are updated (the boot.js data
//      attributes and the preload links of Trunk.toml's patterns), so a changed minifier can
//      never leave an old glue and a new wasm under one cached name.
//   5. with --html FILE and a texts/ folder in DIR (the game's texts, www/texts), the folder is
//      renamed to texts-<hash of its files>/ and the boot.js tag gets data-texts="texts-<hash>/",
//      so a cached text file of an older build is never read by a newer wasm. Each data-k and
//      data-k-label name in FILE is written as its number in www/text-keys.txt (the wasm's
//      Key::ALL order): the page's wasm then carries no key names.
// Every step is checked and any surprise fails the build (exit 1): a name found zero or several
// times in the glue, an import left long, a wasm that no longer validates.
// With --version-modules LIST --html FILE (and nothing else), run after the modules are built:
// FILE's boot.js tag gets data-versions="extras=<hash> ..." for those folders (see
// scripts/post-build.sh).
// --html and --js paths are relative to DIR. Module (importable) use: see the exports below.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";

// ----- wasm binary -------------------------------------------------------------------------

function readLeb(buf, pos) {
  let result = 0;
  let shift = 0;
  for (;;) {
    if (pos >= buf.length) throw new Error("truncated LEB128");
    const byte = buf[pos++];
    result += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return [result, pos];
  }
}

function encodeLeb(n) {
  const out = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
}

function encodeName(s) {
  const bytes = Buffer.from(s, "utf8");
  return Buffer.concat([encodeLeb(bytes.length), bytes]);
}

function readName(buf, pos) {
  const [len, start] = readLeb(buf, pos);
  return [buf.subarray(start, start + len).toString("utf8"), start + len];
}

function skipLimits(buf, pos) {
  const flags = buf[pos++];
  [, pos] = readLeb(buf, pos);
  if (flags & 1) [, pos] = readLeb(buf, pos);
  return pos;
}

// A value or reference type: one byte, except the typed references (0x63/0x64 + heap type).
function skipValType(buf, pos) {
  const t = buf[pos++];
  if (t === 0x63 || t === 0x64) [, pos] = readLeb(buf, pos);
  return pos;
}

/** End of an import descriptor (kind byte at `pos`). */
function skipImportDesc(buf, pos) {
  const kind = buf[pos++];
  switch (kind) {
    case 0: // function: type index
      return readLeb(buf, pos)[1];
    case 1: // table: reftype, limits
      return skipLimits(buf, skipValType(buf, pos));
    case 2: // memory: limits
      return skipLimits(buf, pos);
    case 3: // global: valtype, mutability
      return skipValType(buf, pos) + 1;
    case 4: // tag: attribute, type index
      return readLeb(buf, pos + 1)[1];
    default:
      throw new Error(`unknown import kind ${kind}`);
  }
}

/** Top-level sections: [{ id, start, end }] (payload bounds). */
function sections(buf) {
  if (buf.length < 8 || buf.readUInt32LE(0) !== 0x6d736100) throw new Error("not a wasm binary");
  const out = [];
  let pos = 8;
  while (pos < buf.length) {
    const id = buf[pos];
    const [size, start] = readLeb(buf, pos + 1);
    const end = start + size;
    if (end > buf.length) throw new Error(`section ${id} runs past the end of the file`);
    out.push({ id, headerStart: pos, start, end });
    pos = end;
  }
  return out;
}

/**
 * Rewrites import and export names. `renameImport(module, name)` and `renameExport(name)` return
 * the new [module, name] / name, or undefined to keep it. Returns the new binary.
 */
function rewriteNames(buf, renameImport, renameExport) {
  const parts = [buf.subarray(0, 8)];
  for (const s of sections(buf)) {
    if (s.id !== 2 && s.id !== 7) {
      parts.push(buf.subarray(s.headerStart, s.end));
      continue;
    }
    let [count, pos] = readLeb(buf, s.start);
    const body = [encodeLeb(count)];
    for (let i = 0; i < count; i++) {
      if (s.id === 2) {
        let module, name;
        [module, pos] = readName(buf, pos);
        [name, pos] = readName(buf, pos);
        const descEnd = skipImportDesc(buf, pos);
        const [m, n] = renameImport(module, name) ?? [module, name];
        body.push(encodeName(m), encodeName(n), buf.subarray(pos, descEnd));
        pos = descEnd;
      } else {
        let name;
        [name, pos] = readName(buf, pos);
        const descEnd = readLeb(buf, pos + 1)[1]; // kind byte, index
        body.push(encodeName(renameExport(name) ?? name), buf.subarray(pos, descEnd));
        pos = descEnd;
      }
    }
    if (pos !== s.end) throw new Error(`section ${s.id}: ${s.end - pos} unparsed bytes`);
    const payload = Buffer.concat(body);
    parts.push(Buffer.from([s.id]), encodeLeb(payload.length), payload);
  }
  return Buffer.concat(parts);
}

// ----- names -------------------------------------------------------------------------------

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REST = FIRST + "0123456789_$";
const RESERVED = new Set(["do", "if", "in"]);

/** Generator of distinct short JS identifiers: a, b, ..., Z, aa, ab, ... (skipping `avoid`). */
function shortNames(avoid = new Set()) {
  let n = 0;
  return () => {
    for (;;) {
      let i = n++;
      let s = FIRST[i % FIRST.length];
      i = Math.floor(i / FIRST.length);
      while (i > 0) {
        i -= 1;
        s += REST[i % REST.length];
        i = Math.floor(i / REST.length);
      }
      if (!RESERVED.has(s) && !avoid.has(s)) return s;
    }
  };
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A whole identifier: not preceded or followed by an identifier character.
const wordRe = (name) => new RegExp(`(?<![\\w$])${escapeRe(name)}(?![\\w$])`, "g");

/**
 * Renames the imports and exports of one wasm-bindgen pair. Returns { wasm, js, imports,
 * exports } (the counts renamed). Throws when the glue does not match the wasm.
 */
export function minifyNames(wasmBuf, js) {
  const mod = new WebAssembly.Module(wasmBuf);
  const imports = WebAssembly.Module.imports(mod);
  const exports = WebAssembly.Module.exports(mod);

  // The bindgen module: "./NAME_bg.js". Other modules (inline_js snippets) keep their names.
  const bindgenModules = [...new Set(imports.map((i) => i.module))].filter((m) => /^\.\/[\w.-]+_bg\.js$/.test(m));
  if (bindgenModules.length !== 1) throw new Error(`expected one wasm-bindgen import module, found: ${bindgenModules.join(", ") || "none"}`);
  const [bindgenModule] = bindgenModules;
  const shortModule = "w";
  if (imports.some((i) => i.module === shortModule)) throw new Error(`an import module is already called "${shortModule}"`);

  // Imports: each name is a key of the glue's import object, found exactly once.
  const importMap = new Map();
  const nextImport = shortNames();
  for (const { module, name } of imports) {
    if (module !== bindgenModule || importMap.has(name)) continue;
    importMap.set(name, nextImport());
  }
  for (const [name, short] of importMap) {
    const hits = [...js.matchAll(wordRe(name))];
    if (hits.length !== 1) throw new Error(`import ${name}: ${hits.length} occurrences in the glue, expected 1`);
    const after = js.slice(hits[0].index + name.length);
    if (!/^["']?\s*[:(]/.test(after)) throw new Error(`import ${name}: not a key of the import object in the glue`);
    js = js.slice(0, hits[0].index) + short + after;
  }
  const moduleKey = new RegExp(`(["'])${escapeRe(bindgenModule)}\\1(?=\\s*:)`, "g");
  const moduleHits = js.match(moduleKey)?.length ?? 0;
  if (moduleHits !== 1) throw new Error(`module ${bindgenModule}: ${moduleHits} keys in the glue, expected 1`);
  js = js.replace(moduleKey, `"${shortModule}"`);

  // Exports: renamed only when every property access `.NAME` in the glue is `wasm.NAME` and the
  // name is never written as a string (as in `wasm["NAME"]`).
  const exportMap = new Map();
  if (!/(?<![\w$])wasm\s*\[/.test(js)) {
    const nextExport = shortNames(new Set(exports.map((e) => e.name)));
    for (const { name } of exports) {
      if (name.length <= 2) continue;
      const dotted = [...js.matchAll(new RegExp(`(?<![\\w$])([\\w$]+)\\s*\\.\\s*${escapeRe(name)}(?![\\w$])`, "g"))];
      const quoted = new RegExp(`["'\`]${escapeRe(name)}["'\`]`).test(js);
      if (dotted.length === 0 || quoted || dotted.some((m) => m[1] !== "wasm")) continue;
      exportMap.set(name, nextExport());
    }
    for (const [name, short] of exportMap) {
      js = js.replace(new RegExp(`(?<![\\w$])wasm\\.${escapeRe(name)}(?![\\w$])`, "g"), `wasm.${short}`);
    }
  }

  const out = rewriteNames(
    wasmBuf,
    (module, name) => (module === bindgenModule ? [shortModule, importMap.get(name)] : undefined),
    (name) => exportMap.get(name),
  );

  // Checks: the new binary validates, has the same imports and exports in the same order under
  // the new names, and the glue mentions no old import name.
  const check = new WebAssembly.Module(out);
  const newImports = WebAssembly.Module.imports(check);
  const newExports = WebAssembly.Module.exports(check);
  if (newImports.length !== imports.length || newExports.length !== exports.length) throw new Error("import/export count changed");
  imports.forEach((old, i) => {
    const now = newImports[i];
    const want = old.module === bindgenModule ? [shortModule, importMap.get(old.name)] : [old.module, old.name];
    if (now.kind !== old.kind || now.module !== want[0] || now.name !== want[1]) {
      throw new Error(`import ${i} is ${now.module}.${now.name}, expected ${want.join(".")}`);
    }
    if (old.module === bindgenModule && now.name.length > 2) throw new Error(`import ${now.name} still long`);
  });
  exports.forEach((old, i) => {
    const now = newExports[i];
    if (now.kind !== old.kind || now.name !== (exportMap.get(old.name) ?? old.name)) throw new Error(`export ${old.name} renamed wrongly`);
  });
  for (const name of importMap.keys()) {
    if (wordRe(name).test(js)) throw new Error(`import ${name} still in the glue`);
  }
  if (js.includes(bindgenModule)) throw new Error(`module name ${bindgenModule} still in the glue`);
  return { wasm: out, js, imports: importMap.size, exports: exportMap.size };
}

// ----- terser ------------------------------------------------------------------------------

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

// ----- command line ------------------------------------------------------------------------

function usage(msg) {
  console.error(`minify-glue: ${msg}`);
  console.error("usage: node scripts/minify-glue.mjs [--html FILE] [--js FILE]... [--no-terser] [--version-modules LIST] [DIR]");
  process.exit(2);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** `data-k` and `data-k-label` names (quoted or not, as Trunk's minified HTML may leave them)
 * written as their line numbers in www/text-keys.txt (the order of the wasm's `Key::ALL`, kept
 * by a test): the page's wasm reads numbers and carries no key names. An unknown name fails. */
export function numberTextKeys(page, keys) {
  let count = 0;
  const text = page.replace(/(\sdata-k(?:-label)?=)(?:"([^"]*)"|([^\s>"']+))/g, (_, attr, q, bare) => {
    const name = q ?? bare;
    const i = keys.indexOf(name);
    if (i < 0) throw new Error(`data-k name ${name} is not in www/text-keys.txt`);
    count += 1;
    return `${attr}${i}`;
  });
  return { text, count };
}

/** The hash of a folder's files (each path, NUL, its bytes; in name order), 16 hex digits. */
function folderHash(folder) {
  const hash = crypto.createHash("sha256");
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else hash.update(path.relative(folder, full)).update("\0").update(fs.readFileSync(full));
    }
  };
  walk(folder);
  return hash.digest("hex").slice(0, 16);
}

/** Writes `data-versions="name=<hash> ..."` on the boot.js tag of `htmlPath` for the lazy
 * module folders `names` in `dir` (boot.js asks for their files with `?v=<hash>`, so a cached
 * module of an older build is never run by a newer page). A missing folder fails. */
function versionModules(dir, htmlPath, names) {
  const versions = names.map((name) => {
    const folder = path.join(dir, name);
    if (!fs.existsSync(folder)) throw new Error(`no ${name}/ in ${dir}`);
    return `${name}=${folderHash(folder)}`;
  });
  const page = fs.readFileSync(htmlPath, "utf8");
  const tag = /<script(?=[^>]*\bdata-bindings=)/g;
  if ((page.match(tag) || []).length !== 1) throw new Error(`${htmlPath}: expected one boot.js script tag`);
  fs.writeFileSync(htmlPath, page.replace(tag, `<script data-versions="${versions.join(" ")}"`));
  console.log(`[minify-glue] module versions: ${versions.join(" ")}`);
}

async function main(argv) {
  let dir = process.env.TRUNK_STAGING_DIR;
  let html;
  let versioned;
  const extraJs = [];
  let useTerser = process.env.TRUNK_PROFILE !== "debug";
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    if (a === "--html") html = value();
    else if (a === "--js") extraJs.push(value());
    else if (a === "--no-terser") useTerser = false;
    else if (a === "--version-modules") versioned = value().split(",").filter(Boolean);
    else if (a.startsWith("-")) usage(`unknown option ${a}`);
    else dir = a;
  }
  if (!dir) usage("no directory (and $TRUNK_STAGING_DIR is not set)");
  if (versioned) {
    if (!html) usage("--version-modules needs --html");
    versionModules(dir, path.join(dir, html), versioned);
    return;
  }

  const pairs = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith("_bg.wasm"))
    .map((f) => f.slice(0, -"_bg.wasm".length))
    .filter((base) => fs.existsSync(path.join(dir, `${base}.js`)));
  if (pairs.length === 0) throw new Error(`no wasm-bindgen output (NAME_bg.wasm + NAME.js) in ${dir}`);

  for (const base of pairs) {
    const wasmPath = path.join(dir, `${base}_bg.wasm`);
    const jsPath = path.join(dir, `${base}.js`);
    const wasmIn = fs.readFileSync(wasmPath);
    const jsIn = fs.readFileSync(jsPath, "utf8");
    const named = minifyNames(wasmIn, jsIn);
    const js = useTerser ? await terse(named.js, jsPath) : named.js;
    fs.writeFileSync(wasmPath, named.wasm);
    fs.writeFileSync(jsPath, js);
    let finalBase = base;
    const hashed = /^(.*)-([0-9a-f]{8,16})$/.exec(base);
    if (html && hashed) {
      const digest = crypto.createHash("sha256").update(named.wasm).update(js).digest("hex").slice(0, 16);
      finalBase = `${hashed[1]}-${digest}`;
      const htmlPath = path.join(dir, html);
      const page = fs.readFileSync(htmlPath, "utf8");
      const refs = page.split(base).length - 1;
      if (refs === 0) throw new Error(`${html} does not mention ${base}`);
      fs.renameSync(wasmPath, path.join(dir, `${finalBase}_bg.wasm`));
      fs.renameSync(jsPath, path.join(dir, `${finalBase}.js`));
      fs.writeFileSync(htmlPath, page.split(base).join(finalBase));
    }
    console.log(
      `[minify-glue] ${base}: ${named.imports} imports and ${named.exports} exports renamed; ` +
        `wasm ${kb(wasmIn.length)} -> ${kb(named.wasm.length)}, glue ${kb(jsIn.length)} -> ${kb(js.length)}` +
        `${useTerser ? " (terser)" : ""}${finalBase !== base ? `; now ${finalBase}` : ""}`,
    );
  }
  const textsDir = path.join(dir, "texts");
  if (html && fs.existsSync(textsDir)) {
    const files = fs.readdirSync(textsDir);
    const name = `texts-${folderHash(textsDir)}`;
    const htmlPath = path.join(dir, html);
    const page = fs.readFileSync(htmlPath, "utf8");
    // Trunk's minified HTML may leave attribute values unquoted.
    const tag = /<script(?=[^>]*\bdata-bindings=)/g;
    if ((page.match(tag) || []).length !== 1) throw new Error(`${html}: expected one boot.js script tag`);
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    fs.renameSync(textsDir, path.join(dir, name));
    fs.writeFileSync(htmlPath, page.replace(tag, `<script data-texts="${name}/"`));
    console.log(`[minify-glue] texts/ (${files.length} files): now ${name}/`);
    const keysFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "www", "text-keys.txt");
    const keys = fs.readFileSync(keysFile, "utf8").split("\n").filter(Boolean);
    const { text, count } = numberTextKeys(fs.readFileSync(htmlPath, "utf8"), keys);
    if (count === 0) throw new Error(`${html}: no data-k attributes to number`);
    fs.writeFileSync(htmlPath, text);
    console.log(`[minify-glue] ${html}: ${count} data-k names written as numbers`);
  }
  for (const rel of useTerser ? extraJs : []) {
    const file = path.join(dir, rel);
    const code = fs.readFileSync(file, "utf8");
    const min = await terse(code, file);
    fs.writeFileSync(file, min);
    console.log(`[minify-glue] ${rel}: ${code.length} -> ${min.length} B (terser)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`[minify-glue] FAILED: ${err.message}`);
    process.exit(1);
  });
}
