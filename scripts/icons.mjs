#!/usr/bin/env node
// Renders www/icons/icon.svg (our own drawing) as the PNGs the web app manifest names:
// www/icons/icon-192.png and icon-512.png, committed; run again after changing the drawing.
//   node scripts/icons.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../tests/e2e/harness.mjs";

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../www/icons");
const svg = fs.readFileSync(path.join(DIR, "icon.svg"), "utf8");
const browser = await launchBrowser();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block">`);
    await page.locator("img").evaluate((img) => img.decode());
    fs.writeFileSync(path.join(DIR, `icon-${size}.png`), await page.screenshot({ type: "png" }));
    await page.close();
  }
} finally {
  await browser.close();
}
