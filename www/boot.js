// Starts the game's wasm module without any inline script, so the page runs under a strict
// Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'). The build (scripts/build.mjs)
// writes the <script> tag that loads this file with the names of the wasm-bindgen glue and the
// wasm binary in data attributes; both are relative to the page.
// The wasm is compiled while the glue loads and parses (the fetch matches the page's
// `<link rel=preload as=fetch crossorigin>`, so the preloaded response is used), then the glue
// instantiates the compiled module.
const tag = document.querySelector("script[data-bindings][data-wasm]");

/** The compiled module: streamed when the server sends application/wasm, else from the bytes. */
async function compile(url) {
  const response = await fetch(url);
  if (!response.ok) throw Error(`${response.status} ${url}`);
  const type = response.headers.get("Content-Type");
  if (/^application\/wasm\b/i.test(type) && WebAssembly.compileStreaming) return WebAssembly.compileStreaming(response);
  // compileStreaming refuses any other MIME type; a misconfigured server costs speed only.
  console.warn(`Rokade: wasm served as ${type}, not application/wasm`);
  return WebAssembly.compile(await response.arrayBuffer());
}

// The page's modules loaded on first need (extras/: PGN, error sentences, the move field's
// reader; messages/: the computer's worker; round/: the arbiter's round screen): only
// JavaScript can import(). Each is in a folder named by the hash of its files, NAME-<hash>/
// (the build lists them in data-modules), so a cached module of an older build is never run.
const folders = (tag.dataset.modules || "").split(" ");
const fileOf = (name, file) => new URL(`${folders.find((f) => f.startsWith(name + "-")) ?? name}/${file}`, document.baseURI);
const modules = {};
window.__rokadeModule = (name) =>
  (modules[name] ??= import(fileOf(name, `${name}.js`).href).then(async (m) => {
    await m.default({ module_or_path: fileOf(name, `${name}_bg.wasm`) });
    return m;
  }));
// The computer's worker (started by messages/), from its engine-<hash>/ folder.
window.__rokadeWorker = fileOf("engine", "worker.js").href;

// The game's tab lock with the Web Locks API (crates/web/src/page/tab_lock.rs decides what the
// answers mean; this is only the browser call, smaller here than through wasm-bindgen):
// `answer(1)` the lock is granted (and held until the page goes), `answer(0)` refused (another
// tab has it; `ifAvailable`), `answer(2)` the request ended with an error (stolen by another
// tab's `steal`, or failed). false where the browser has no Web Locks (plain http).
window.__rokadeLock = (name, option, answer) => {
  try {
    navigator.locks.request(name, { [option]: true }, (lock) => (answer(lock ? 1 : 0), lock && new Promise(() => {}))).catch(() => answer(2));
    return true;
  } catch {
    return false;
  }
};

// The game's texts, one language at a time (www/texts/<code>.txt; the build renames the folder
// to texts-<hash>/ and names it in data-texts). The game module asks for the language it shows;
// the likely one (lang= in the address, else the browser's) is fetched now, beside the wasm.
const texts = {};
const textsDir = tag.dataset.texts || "texts/";
window.__rokadeTexts = (code) =>
  (texts[code] ??= fetch(new URL(`${textsDir}${code}.txt`, document.baseURI)).then((r) =>
    r.ok ? r.text() : Promise.reject(Error(`${r.status} ${code}.txt`)),
  ));
const param = (name) =>
  new URLSearchParams(location.search).get(name) ?? new URLSearchParams(location.hash.slice(1)).get(name);
// The game viewer (view=1): its own app (viewer/), started instead of the game's.
const viewer = param("view") === "1";
{
  const ours = (tag) => ["nl", "en", "fr", "da"].find((c) => c === (tag || "").split(/[-_]/)[0].trim().toLowerCase());
  // The first of the browser's languages that Rokade speaks, else English: what the game and
  // the round screen show when the address names no language (they read it here).
  window.__rokadeBrowserLang = [...(navigator.languages || []), navigator.language].map(ours).find(Boolean) ?? "en";
  if (param("round") === null && !viewer) window.__rokadeTexts(ours(param("lang")) ?? window.__rokadeBrowserLang).catch(() => {});
}

// Offline after one visit (scripts/service-worker.mjs): the service worker, registered after
// the first board where the browser has them (https or localhost; not in a private mode that
// blocks them, nor where reading navigator.serviceWorker throws, as in a sandboxed frame).
// A new build's worker takes over at once (its update may finish before the game is up); the
// page keeps running its own build and is told by a click on #update-ready, so the game can
// offer "new version: reload" between games.
let sw, updated, started;
try {
  sw = navigator.serviceWorker;
} catch {}
const tellUpdate = () => updated && started && document.getElementById("update-ready")?.click();
{
  let had = sw?.controller;
  sw?.addEventListener("controllerchange", () => {
    updated ||= !!had;
    had = sw.controller;
    tellUpdate();
  });
}

try {
  // The game module reads the address; for the arbiter's round screen (`round=N`) it starts the
  // round app (round/) through __rokadeModule and draws no game.
  const glue = new URL(tag.dataset.bindings, document.baseURI);
  const wasm = new URL(tag.dataset.wasm, document.baseURI);
  if (viewer) {
    // The viewer builds its own markup (and style, viewer.css); the game's is taken out. The
    // page's preloads of the game's files are taken up unused, so the browser does not warn.
    document.querySelector("main.app")?.remove();
    const css = document.createElement("link");
    css.rel = "stylesheet";
    css.href = fileOf("viewer", "viewer.css").href;
    // The board is measured when the viewer starts: its stylesheet first.
    const styled = new Promise((done) => (css.onload = css.onerror = done));
    document.head.append(css);
    import(glue.href).catch(() => {});
    fetch(wasm.href).catch(() => {});
    await styled;
    await window.__rokadeModule("viewer");
  } else {
    const [{ default: init }, module] = await Promise.all([import(glue.href), compile(wasm.href)]);
    await init({ module_or_path: module });
  }
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
started = 1;
tellUpdate();
sw?.register("sw.js", { updateViaCache: "none" }).catch(() => {});

// Offline, the computer can play only if its engine was kept: else New game says it needs one
// visit online.
const engineNote = async () => {
  let kept = navigator.onLine;
  try {
    kept ||= !!(await caches.match(fileOf("engine", "engine_bg.wasm").href));
  } catch {}
  const note = document.getElementById("engine-note");
  if (note) note.hidden = kept;
};
addEventListener("online", engineNote);
addEventListener("offline", engineNote);
engineNote();
