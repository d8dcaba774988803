// Estimate: rename wasm-bindgen import names (__wbg_foo_<hash>) to short ids in the wasm import
// section and the JS glue. usage: node minimports.mjs in.wasm in.js out.wasm out.js
import fs from "node:fs";
const [iw, ij, ow, oj] = process.argv.slice(2);
const b = fs.readFileSync(iw);
let js = fs.readFileSync(ij, "utf8");
const leb = (buf, p) => { let r = 0, s = 0, x; do { x = buf[p++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80); return [r, p]; };
const enc = (n) => { const out = []; do { let x = n & 0x7f; n = Math.floor(n / 128); if (n) x |= 0x80; out.push(x); } while (n); return Buffer.from(out); };
const str = (s) => Buffer.concat([enc(Buffer.byteLength(s)), Buffer.from(s)]);
let p = 8; const parts = [b.slice(0, 8)]; const map = new Map(); let next = 0;
const short = () => { let n = next++, s = ""; do { s = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$"[n % 54] + s; n = Math.floor(n / 54); } while (n); return s; };
while (p < b.length) {
  const id = b[p]; let [len, q] = leb(b, p + 1); const end = q + len;
  if (id !== 2) { parts.push(b.slice(p, end)); p = end; continue; }
  let [n, r] = leb(b, q); const body = [enc(n)];
  for (let i = 0; i < n; i++) {
    let [ml, r1] = leb(b, r); const mod = b.slice(r1, r1 + ml).toString(); r = r1 + ml;
    let [fl, r2] = leb(b, r); const field = b.slice(r2, r2 + fl).toString(); r = r2 + fl;
    const kind = b[r]; let descEnd = r + 1;
    // func: typeidx; table: reftype+limits; memory: limits; global: valtype+mut
    if (kind === 0) { [, descEnd] = leb(b, r + 1); }
    else if (kind === 1) { let f = b[r + 2]; [, descEnd] = leb(b, r + 3); if (f & 1) [, descEnd] = leb(b, descEnd); }
    else if (kind === 2) { let f = b[r + 1]; [, descEnd] = leb(b, r + 2); if (f & 1) [, descEnd] = leb(b, descEnd); }
    else if (kind === 3) { descEnd = r + 3; }
    let nf = field;
    if (/^__wbg_|^__wbindgen_/.test(field) && js.includes(field + ":")) { if (!map.has(field)) map.set(field, short()); nf = map.get(field); }
    body.push(str(mod === "./web_bg.js" ? "w" : mod), str(nf), b.slice(r, descEnd)); r = descEnd;
  }
  const sec = Buffer.concat(body);
  parts.push(Buffer.from([2]), enc(sec.length), sec); p = end;
}
fs.writeFileSync(ow, Buffer.concat(parts));
for (const [k, v] of map) js = js.split(k + ":").join(v + ":");
js = js.split('"./web_bg.js": import0').join('"w": import0').split("'./web_bg.js': import0").join("'w': import0");
fs.writeFileSync(oj, js);
console.error(`renamed ${map.size} imports`);
