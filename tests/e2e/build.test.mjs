// The build (scripts/build.mjs): short wasm import/export names on both sides of every module
// (binaryen's map applied to the glue, scripts/minify-glue.mjs), the markup's text keys as
// numbers (scripts/page-html.mjs), folder names that are the hash of their files, minified
// scripts, and a page that still boots. The first tests need no build: they run the renamer on a
// tiny hand-made wasm and the text-key numbering on a snippet, and check each fails loudly.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import zlib from "node:zlib";
import { DIST, serveAndLaunch, clickMove } from "./harness.mjs";
import { minifyWasmNames, renameGlue, checkGlue } from "../../scripts/minify-glue.mjs";
import { numberTextKeys, checkTextKeys } from "../../scripts/page-html.mjs";

// ----- the renamer on a hand-made module ---------------------------------------------------

const LONG_IMPORT = "__wbg_foo_0123456789abcdef";
const LONG_EXPORT = "__wbindgen_start";

function name(s) {
  const b = Buffer.from(s);
  return [b.length, ...b];
}
function section(id, bytes) {
  return [id, bytes.length, ...bytes];
}
/** (module "./x_bg.js" LONG_IMPORT: func) (func) (export LONG_EXPORT func 1) */
function tinyWasm() {
  return Buffer.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, 0, 0]), // type 0: () -> ()
    ...section(2, [1, ...name("./x_bg.js"), ...name(LONG_IMPORT), 0x00, 0]),
    ...section(3, [1, 0]), // func 1 has type 0
    ...section(7, [1, ...name(LONG_EXPORT), 0x00, 1]),
    ...section(10, [1, 2, 0, 0x0b]), // its body: no locals, end
  ]);
}
const tinyGlue = (extra = "") => `let wasm;
function __wbg_get_imports() {
  const import0 = {
    ${LONG_IMPORT}: function() { console.log(1); },
  };
  return { __proto__: null, "./x_bg.js": import0 };
}
function fin(instance) { wasm = instance.exports; wasm.${LONG_EXPORT}(); }
${extra}`;

/** binaryen's name minifier run on the tiny module: { wasm (bytes), map }. */
function minifiedTiny() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rokade-names-"));
  try {
    fs.writeFileSync(path.join(dir, "in.wasm"), tinyWasm());
    const map = minifyWasmNames(path.join(dir, "in.wasm"), path.join(dir, "out.wasm"));
    return { wasm: fs.readFileSync(path.join(dir, "out.wasm")), map };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("binaryen's name map renames the import, its module and the export on both sides", async () => {
  const { wasm, map } = minifiedTiny();
  assert.equal(map.imports.length, 1);
  assert.equal(map.exports.length, 1);
  const [[module, long, shortImport]] = map.imports;
  const [[longExport, shortExport]] = map.exports;
  assert.deepEqual([module, long, longExport], ["./x_bg.js", LONG_IMPORT, LONG_EXPORT]);
  const mod = new WebAssembly.Module(wasm);
  assert.deepEqual(WebAssembly.Module.imports(mod), [{ module: "a", name: shortImport, kind: "function" }]);
  assert.deepEqual(WebAssembly.Module.exports(mod), [{ name: shortExport, kind: "function" }]);
  assert.ok(shortImport.length <= 2 && shortExport.length <= 2, `${shortImport} ${shortExport}`);
  const js = renameGlue(tinyGlue(), map, "a");
  assert.ok(js.includes(`${shortImport}: function`), js);
  assert.match(js, /"a": import0/);
  assert.ok(js.includes(`wasm.${shortExport}()`), js);
  assert.ok(!js.includes(LONG_IMPORT) && !js.includes(LONG_EXPORT) && !js.includes("x_bg"), js);
  await checkGlue(wasm, js, os.tmpdir());
});

test("a name that cannot be renamed on both sides fails the build", async () => {
  const { wasm, map } = minifiedTiny();
  const rename = (glue) => () => renameGlue(glue, map, "a");
  assert.throws(rename(tinyGlue().replace(LONG_IMPORT, "__wbg_other")), /0 occurrences/);
  assert.throws(rename(tinyGlue(`// ${LONG_IMPORT}`)), /2 occurrences/);
  assert.throws(rename(tinyGlue().replace(`${LONG_IMPORT}:`, `x = ${LONG_IMPORT};`)), /not a key/);
  assert.throws(rename(tinyGlue().replace('"./x_bg.js"', "x")), /module \.\/x_bg\.js: 0 keys/);
  // binaryen renames every export, so the glue may read them only as wasm.NAME.
  assert.throws(rename(tinyGlue(`other.${LONG_EXPORT}();`)), /read as other\.__wbindgen_start/);
  assert.throws(rename(tinyGlue(`wasm["${LONG_EXPORT}"]();`)), /wasm\[/);
  assert.throws(rename(tinyGlue(`const { ${LONG_EXPORT} } = wasm;`)), /destructures/);
  assert.throws(() => renameGlue(tinyGlue(), { ...map, imports: [...map.imports, ["./y.js", "f", "b"]] }, "a"), /2 modules/);
  // The finished pair: the glue must provide every import and read only real exports.
  const js = renameGlue(tinyGlue(), map, "a");
  const tmp = os.tmpdir();
  const short = map.imports[0][2];
  await assert.rejects(checkGlue(wasm, js.replace(`    ${short}: function`, "    zz: function"), tmp), /does not link/);
  await assert.rejects(checkGlue(wasm, js.replace('"a": import0', '"b": import0'), tmp), /does not link/);
  await assert.rejects(checkGlue(wasm, js.replace("__wbg_get_imports", "imports"), tmp), /import object could not be built/);
  await assert.rejects(checkGlue(wasm, `${js}\nfunction later() { wasm.nope(); }`, tmp), /wasm\.nope/);
  await assert.rejects(checkGlue(wasm, `${js}\n// ${LONG_IMPORT}`, tmp), /long wasm-bindgen name/);
  assert.throws(() => minifyWasmNames("/nonexistent/in.wasm", path.join(os.tmpdir(), "rokade-none.wasm")));
});

test("the markup's text keys become numbers whatever the quoting, and a name left over fails", () => {
  const keys = ["CastleShort", "CastleLong", "Close"];
  const src = `<button data-k="CastleLong">x</button><b data-k='Close'></b><i data-k=CastleShort></i><p data-k-label="Close" aria-label=x></p>`;
  const { text, count } = numberTextKeys(src, keys);
  assert.equal(count, 4);
  assert.equal(text, `<button data-k="1">x</button><b data-k="2"></b><i data-k="0"></i><p data-k-label="2" aria-label=x></p>`);
  assert.throws(() => numberTextKeys(`<b data-k="Nope"></b>`, keys), /"Nope" is not in www\/text-keys\.txt/);
  assert.throws(() => numberTextKeys(`<b data-k=></b>`, keys), /without a readable value/);
  // After minification: every one a number, however the minifier quoted it, and none lost.
  checkTextKeys(`<b data-k=1></b><i data-k='0'></i><p data-k-label="2"></p>`, keys.length, 3);
  assert.throws(() => checkTextKeys(`<b data-k='CastleLong'></b>`, keys.length, 1), /data-k="CastleLong"/);
  assert.throws(() => checkTextKeys(`<b data-k=7></b>`, keys.length, 1), /data-k="7"/);
  assert.throws(() => checkTextKeys(`<b data-k=1></b>`, keys.length, 2), /expected 2/);
});

// ----- the built site ----------------------------------------------------------------------

/** The value of `attr` in the page's boot script tag (quoted or not: the HTML is minified). */
function bootAttr(html, attr) {
  const m = new RegExp(`\\s${attr}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`).exec(html);
  assert.ok(m, `index.html has ${attr}`);
  return m[1] ?? m[2] ?? m[3];
}

/** The folder of the lazy module `name` (NAME-<hash>) that index.html lists in data-modules. */
function moduleFolder(html, name) {
  const folder = bootAttr(html, "data-modules").split(" ").find((f) => f.startsWith(`${name}-`));
  assert.ok(folder, `data-modules names ${name}`);
  return folder;
}

/** sha256 over each file's path in the folder, NUL and its bytes, in name order; 16 hex digits. */
function hashOfFiles(folder) {
  const files = fs.readdirSync(folder, { recursive: true }).filter((f) => fs.statSync(path.join(folder, f)).isFile());
  const h = crypto.createHash("sha256");
  for (const f of files.sort()) h.update(f).update("\0").update(fs.readFileSync(path.join(folder, f)));
  return h.digest("hex").slice(0, 16);
}

/** Checks one built wasm + glue pair: short names only, nothing wasm-bindgen named long. */
function checkPair(wasmFile, jsFile) {
  const mod = new WebAssembly.Module(fs.readFileSync(wasmFile));
  const imports = WebAssembly.Module.imports(mod);
  assert.ok(imports.length > 10, `${wasmFile}: ${imports.length} imports`);
  const long = imports.filter((i) => i.module.length > 1 || i.name.length > 2);
  assert.deepEqual(long, [], `${path.basename(wasmFile)}: imports with long names`);
  const exports = WebAssembly.Module.exports(mod).map((e) => e.name);
  assert.deepEqual(exports.filter((e) => /^__wbindgen_(malloc|realloc|start)$|__invoke__/.test(e)), [], "exports the glue uses are short");
  const js = fs.readFileSync(jsFile, "utf8");
  assert.doesNotMatch(js, /__wbg_\w+_[0-9a-f]{16}|__wbindgen_(malloc|realloc)|_bg\.js/, `${path.basename(jsFile)} still has long names`);
  assert.ok(js.split("\n").length < 5, `${path.basename(jsFile)} is minified`);
}

describe("the built site (dist/)", () => {
  const app = serveAndLaunch({ prefix: "/built/" });

  test("the page's wasm and glue: short import names, in a folder named by the hash of its files", () => {
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const wasmName = bootAttr(html, "data-wasm");
    const jsName = bootAttr(html, "data-bindings");
    checkPair(path.join(DIST, wasmName), path.join(DIST, jsName));
    // web-<16 hex>/: the hash of the final wasm and glue (so a changed minifier changes the name).
    const m = /^web-([0-9a-f]{16})\/web_bg\.wasm$/.exec(wasmName);
    assert.ok(m, wasmName);
    assert.equal(jsName, `web-${m[1]}/web.js`);
    assert.equal(m[1], hashOfFiles(path.join(DIST, `web-${m[1]}`)));
    // Every reference in index.html uses the final names (the boot tag and both preloads).
    assert.equal(html.split(`web-${m[1]}/`).length - 1, 4);
    assert.ok(fs.readFileSync(path.join(DIST, "boot.js"), "utf8").split("\n").length < 3, "boot.js is minified");
  });

  test("every lazy module the same way: short import names, minified glue, a folder named by its hash", () => {
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const folders = bootAttr(html, "data-modules").split(" ");
    assert.deepEqual(folders.map((f) => f.replace(/-[0-9a-f]{16}$/, "")).sort(), ["engine", "extras", "messages", "round", "viewer"]);
    for (const folder of folders) {
      const name = folder.replace(/-[0-9a-f]{16}$/, "");
      assert.equal(folder, `${name}-${hashOfFiles(path.join(DIST, folder))}`, `${folder}/: the hash of its files`);
      checkPair(path.join(DIST, folder, `${name}_bg.wasm`), path.join(DIST, folder, `${name}.js`));
    }
    // Nothing of the old scheme: no unhashed module folder, no ?v= query anywhere.
    for (const name of ["web", "engine", "extras", "messages", "round", "viewer"]) assert.ok(!fs.existsSync(path.join(DIST, name)), `no ${name}/`);
    assert.ok(!fs.readFileSync(path.join(DIST, "boot.js"), "utf8").includes("?v="), "boot.js adds no query");
    assert.ok(fs.readFileSync(path.join(DIST, moduleFolder(html, "engine"), "worker.js"), "utf8").split("\n").length < 3, "worker.js is minified");
  });

  test("the page is built with rules/small-attacks, the engine worker with the magic tables", () => {
    // One of rules' rook magic numbers (attacks.rs ROOK_MAGICS[1]), as stored in the data section.
    const magic = Buffer.alloc(8);
    magic.writeBigUInt64LE(0x00c0002001401000n);
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const page = fs.readFileSync(path.join(DIST, bootAttr(html, "data-wasm")));
    assert.equal(page.indexOf(magic), -1, "the page's wasm has no magic tables");
    const engine = fs.readFileSync(path.join(DIST, moduleFolder(html, "engine"), "engine_bg.wasm"));
    assert.ok(engine.indexOf(magic) >= 0, "the engine keeps them");
  });

  test("the engine worker is within its budget of 60 KiB gzip -9, built for speed", () => {
    // Issue 21's budget for the whole worker (wasm, glue, worker.js); the worker is built for
    // speed (cargo opt-level "s", wasm-opt -O3), so that Level 8 loses little in a browser.
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const folder = path.join(DIST, moduleFolder(html, "engine"));
    const files = fs.readdirSync(folder);
    assert.deepEqual(files.sort(), ["engine.js", "engine_bg.wasm", "worker.js"]);
    const gzip = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(folder, f)), { level: 9 }).length, 0);
    console.log(`engine worker: ${gzip} B gzip -9 (budget 61 440 B)`);
    assert.ok(gzip <= 60 * 1024, `the engine worker is ${gzip} B gzip -9, over 61 440 B`);
  });

  test("the minified page boots under the strict CSP without a console message", async () => {
    const { context, page, problems, serverRequests } = await app.open("", { width: 390, height: 844 });
    try {
      assert.ok((await page.inputValue("#fen")).includes(" w "), "a position is shown");
      // boot.js' own fetch of the wasm and import of the glue use the preloaded responses
      // (the server sends no-store, so any second use would be a second request).
      const got = serverRequests();
      assert.equal(got.filter((p) => p.endsWith("_bg.wasm")).length, 1, `one wasm download: ${got.join(" ")}`);
      assert.equal(got.filter((p) => /\/web-\w+\/web\.js$/.test(p)).length, 1, `one glue download: ${got.join(" ")}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("the lazy modules and the worker load from their hashed folders, without a query", async () => {
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const { context, page } = await app.open(null, { width: 390, height: 844 });
    try {
      const asked = [];
      context.on("request", (r) => asked.push(r.url()));
      // The worker (started before the computer's first turn) fetches the engine's files.
      const engine = moduleFolder(html, "engine");
      const engineWasm = context.waitForEvent("request", { predicate: (r) => r.url().includes(`/${engine}/engine_bg.wasm`), timeout: 30000 });
      await app.go(page, "?sp=518&computer=black&level=1");
      await engineWasm;
      for (const [name, file] of [["messages", "messages.js"], ["messages", "messages_bg.wasm"], ["engine", "worker.js"], ["engine", "engine.js"], ["engine", "engine_bg.wasm"]]) {
        const want = `/built/${moduleFolder(html, name)}/${file}`;
        const url = asked.map((u) => new URL(u)).find((u) => u.pathname === want);
        assert.ok(url, `${want} was asked for: ${asked.join(" ")}`);
        assert.equal(url.search, "", `${want} without a query`);
      }
    } finally {
      await context.close();
    }
  });

  test("the texts: one language per page, from a folder named by their hash, fetched beside the wasm", async () => {
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const dir = bootAttr(html, "data-texts");
    const m = /^texts-([0-9a-f]{16})\/$/.exec(dir);
    assert.ok(m, `data-texts="${dir}"`);
    const files = fs.readdirSync(path.join(DIST, dir)).sort();
    assert.deepEqual(files, ["da.txt", "en.txt", "fr.txt", "nl.txt"]);
    const hash = crypto.createHash("sha256");
    for (const f of files) hash.update(f).update("\0").update(fs.readFileSync(path.join(DIST, dir, f)));
    assert.equal(m[1], hash.digest("hex").slice(0, 16), "the folder's name is the hash of its files");
    assert.ok(!fs.existsSync(path.join(DIST, "texts")), "no unhashed texts/ folder is left");
    for (const [query, locale, want, label] of [
      ["?sp=518&lang=fr", "en-US", "fr", "Roquer O-O"],
      ["#sp=518&lang=da", "en-US", "da", "Rokade O-O"],
      ["?sp=518", "nl-BE", "nl", "Rokeren O-O"],
      ["?sp=518", "de-DE", "en", "Castle O-O"],
    ]) {
      const { context, page, problems, serverRequests } = await app.open(query, { width: 390, height: 844, contextOptions: { locale } });
      try {
        const got = serverRequests().filter((p) => p.endsWith(".txt"));
        assert.deepEqual(got, [`/built/${dir}${want}.txt`], `${query} ${locale}: only ${want}.txt`);
        assert.equal(await page.getAttribute("html", "lang"), want);
        const castle = (await page.textContent("#castle-oo")).trim();
        assert.equal(castle, label, `${query} ${locale}: the castling button in ${want}`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });

  test("without its texts (blocked, or from another build) the page still plays, with English labels and a message", async () => {
    for (const body of [null, "one\ntwo\n"]) {
      const what = body === null ? "blocked" : "wrong file";
      const { context, page, problems } = await app.open("?sp=518&lang=fr", {
        width: 390,
        height: 844,
        before: (page) => page.route("**/*.txt", (route) => (body === null ? route.abort() : route.fulfill({ body, contentType: "text/plain" }))),
        // What the page says about it, and (blocked) the failed request and Chromium's message.
        allow: [
          /^console warning: Rokade: the texts for "fr" could not be loaded/,
          ...(body === null ? [/^request failed: \S*\/fr\.txt net::ERR_FAILED$/, /^console error: Failed to load resource: net::ERR_FAILED$/] : []),
        ],
      });
      try {
        assert.equal(await page.textContent("#status"), "Rokade could not load its texts; please reload the page.", what);
        assert.equal((await page.textContent("#flip")).trim(), "Flip board", `${what}: the markup's label stays`);
        await clickMove(page, "e2", "e4");
        assert.match(await page.inputValue("#fen"), /4P3\/8\/PPPP1PPP/, `${what}: the move is played`);
        assert.ok(problems.some((p) => p.includes('the texts for "fr" could not be loaded')), problems.join("\n"));
      } finally {
        await context.close();
      }
    }
  });

  test("the page still starts when the server sends the wasm with a wrong MIME type", async () => {
    const { context, page, problems } = await app.open("", {
      width: 390,
      height: 844,
      before: (page) =>
        page.route("**/*.wasm", async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, headers: { ...response.headers(), "content-type": "application/octet-stream" } });
        }),
      allow: [/application\/octet-stream, not application\/wasm/],
    });
    try {
      assert.ok((await page.inputValue("#fen")).includes(" w "), "a position is shown");
      // Only boot.js' warning about the MIME type (compiled without streaming).
      assert.equal(problems.length, 1, problems.join("\n"));
      assert.match(problems[0], /application\/octet-stream, not application\/wasm/);
    } finally {
      await context.close();
    }
  });
});
