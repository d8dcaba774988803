// Starts the game's or, for `round=1..99` in the query or fragment, the round screen's wasm
// without inline script (strict CSP). Trunk writes this file's <script> tag with the game's
// hashed glue and wasm names (Trunk.toml `pattern_script`); the round app is in round/
// (scripts/build-round.sh), never fetched by the game. URLs are relative to the page.
const tag = document.querySelector("script[data-bindings][data-wasm]");

// What Rust's `str::trim` removes (JS `trim` also removes U+FEFF).
const SPACE = "[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const TRIM = new RegExp(`^${SPACE}+|${SPACE}+$`, "g");

// `web::address::percent_decode`: `+` is a space, a bad `%` escape stays.
function decode(s) {
  if (!/[+%]/.test(s)) return s;
  const bytes = [];
  const utf8 = new TextEncoder();
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const hex = s.slice(i + 1, i + 3);
    if (c === "+") {
      bytes.push(32);
    } else if (c === "%" && /^(?:[0-9a-f]{2}|\+[0-9a-f])$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = s.codePointAt(i);
      bytes.push(...utf8.encode(String.fromCodePoint(code)));
      if (code > 0xffff) i++;
    }
  }
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(bytes));
}

// The round asked for, or null: `web::address::Address::round`, checked against the cases of
// its test `round_rule_shared_with_boot_js`.
function roundOf(search, hash) {
  search = search.replace(/^\?/, "");
  hash = hash.replace(/^#/, "");
  if (search.length + hash.length > 200000) return null;
  let value = null;
  for (const pair of [...search.split("&"), ...hash.split("&")]) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (decode(key).replace(TRIM, "") === "round") value = eq < 0 ? "" : pair.slice(eq + 1);
  }
  if (value === null) return null;
  const m = decode(value).replace(TRIM, "").match(/^\+?(\d+)$/);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= 99 ? n : null;
}

try {
  const round = roundOf(location.search, location.hash) !== null;
  if (round) {
    // Take over index.html's preload of the game's wasm and drop it (no unused-preload warning).
    fetch(new URL(tag.dataset.wasm, document.baseURI)).then((r) => r.body?.cancel(), () => {});
  }
  const glue = new URL(round ? "round/round.js" : tag.dataset.bindings, document.baseURI);
  const wasm = new URL(round ? "round/round_bg.wasm" : tag.dataset.wasm, document.baseURI);
  const { default: init } = await import(glue.href);
  await init({ module_or_path: wasm });
} catch (err) {
  const status = document.getElementById("status");
  if (status) status.textContent = "Rokade could not start: " + err;
  throw err;
}
