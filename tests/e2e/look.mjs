// Screenshots for a person to look at (not a test): node tests/e2e/look.mjs <out-dir> [query...]
// Each query is opened at phone (390x844), landscape phone (844x390) and desktop (1280x800).
import path from "node:path";
import fs from "node:fs";
import { DIST, launchBrowser, waitDrawn } from "./harness.mjs";
import { serve } from "./server.mjs";

const [out = "/tmp/shots", ...queries] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const server = await serve(DIST);
const browser = await launchBrowser();
const sizes = { phone: [390, 844], land: [844, 390], desk: [1280, 800] };
for (const [i, q] of (queries.length ? queries : [""]).entries()) {
  for (const [name, [width, height]] of Object.entries(sizes)) {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.log("page error:", e.message));
    await page.goto(server.url + q);
    await waitDrawn(page);
    const file = path.join(out, `${i}-${name}.png`);
    await page.screenshot({ path: file });
    console.log(file, q);
    await ctx.close();
  }
}
await browser.close();
await server.close();
