// The built index.html and its stylesheet (scripts/build.mjs calls writePage):
//   - www/style.css minified (lightningcss) as style-<hash>.css, linked with its SRI hash;
//   - the boot.js tag with the names the build gave: the page module's glue and wasm
//     (data-bindings, data-wasm), the texts folder (data-texts) and the lazy module folders
//     (data-modules), each with the hash of its files in its name; and the preloads of the glue
//     and the wasm, so both load in parallel with boot.js;
//   - each data-k and data-k-label name written as its line number in www/text-keys.txt (the
//     wasm's `Key::ALL` order), so the page's wasm carries no key names; written before the
//     HTML is minified, and checked after it: every such attribute of the minified page must be
//     a number, however the minifier quoted it (a name left as it was would show English in
//     every language without any error);
//   - minified (minify-html, with the settings Trunk used).
// An index.html without the two tags the build replaces fails the build.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The stylesheet and boot script tags of the source index.html that the build replaces. */
export const STYLE_TAG = '<link rel="stylesheet" href="www/style.css">';
export const BOOT_TAG = '<script type="module" src="www/boot.js"></script>';

// A data-k or data-k-label attribute and its value, quoted either way or not at all.
const KEY_ATTR = /(\sdata-k(?:-label)?\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
const KEY_ATTR_NAME = /\sdata-k(?:-label)?\s*=/g;

/** Writes each data-k / data-k-label name in `html` as its index in `keys`. An unknown name, or
 * an attribute whose value cannot be read, fails. Returns { text, count }. */
export function numberTextKeys(html, keys) {
  const named = html.match(KEY_ATTR_NAME)?.length ?? 0;
  let count = 0;
  const text = html.replace(KEY_ATTR, (_, attr, dq, sq, bare) => {
    const name = dq ?? sq ?? bare;
    const i = keys.indexOf(name);
    if (i < 0) throw new Error(`data-k name "${name}" is not in www/text-keys.txt`);
    count += 1;
    return `${attr}"${i}"`;
  });
  if (count !== named) throw new Error(`${named - count} data-k attribute(s) without a readable value`);
  return { text, count };
}

/** Fails unless `html` has exactly `count` data-k / data-k-label attributes and each is a
 * number below `keyCount`, however it is quoted. */
export function checkTextKeys(html, keyCount, count) {
  const named = html.match(KEY_ATTR_NAME)?.length ?? 0;
  const values = [...html.matchAll(KEY_ATTR)].map((m) => m[2] ?? m[3] ?? m[4]);
  if (named !== count || values.length !== count) {
    throw new Error(`the minified page has ${named} data-k attributes (${values.length} readable), expected ${count}`);
  }
  const bad = values.find((v) => !/^\d+$/.test(v) || Number(v) >= keyCount);
  if (bad !== undefined) throw new Error(`the minified page has data-k="${bad}", not a text key's number`);
}

function replaceOnce(html, tag, by) {
  const parts = html.split(tag);
  if (parts.length !== 2) throw new Error(`index.html: expected the tag ${tag} once, found it ${parts.length - 1} times`);
  return parts.join(by);
}

/** Minifies a page with Trunk 0.21's settings (minify-html: spec-compliant, which 0.18 is by
 * default, and closing tags kept). */
export function minifyHtml(html) {
  const { minify } = require("@minify-html/node");
  return minify(Buffer.from(html), { keep_closing_tags: true }).toString("utf8");
}

/**
 * Writes stage/index.html and stage/style-<hash>.css from the repository at `root`. `page` is
 * the page module's path without its ending ("web-<hash>/web"), `texts` the texts folder,
 * `modules` the lazy module folders. Returns a line for the build's log.
 */
export function writePage(root, stage, { page, texts, modules }) {
  const { transform } = require("lightningcss");
  const css = Buffer.from(transform({ filename: "style.css", code: fs.readFileSync(path.join(root, "www/style.css")), minify: true }).code);
  const cssName = `style-${crypto.createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
  fs.writeFileSync(path.join(stage, cssName), css);
  const integrity = `sha384-${crypto.createHash("sha384").update(css).digest("base64")}`;

  let html = fs.readFileSync(path.join(root, "index.html"), "utf8");
  html = replaceOnce(html, STYLE_TAG, `<link rel="stylesheet" href="${cssName}" integrity="${integrity}">`);
  html = replaceOnce(
    html,
    BOOT_TAG,
    `<script type="module" src="boot.js" data-bindings="${page}.js" data-wasm="${page}_bg.wasm" ` +
      `data-texts="${texts}/" data-modules="${modules.join(" ")}"></script>` +
      `<link rel="modulepreload" href="${page}.js" crossorigin="anonymous">` +
      `<link rel="preload" href="${page}_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">`,
  );
  const keys = fs.readFileSync(path.join(root, "www/text-keys.txt"), "utf8").split("\n").filter(Boolean);
  const { text, count } = numberTextKeys(html, keys);
  if (count === 0) throw new Error("index.html: no data-k attributes to number");
  const min = minifyHtml(text);
  checkTextKeys(min, keys.length, count);
  fs.writeFileSync(path.join(stage, "index.html"), min);
  return `index.html ${min.length} B (${count} text keys as numbers), ${cssName} ${css.length} B`;
}
