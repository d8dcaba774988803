// What makes a build work offline and installable (scripts/build.mjs calls writeOffline last,
// on the finished folder):
//   - the icons (www/icons/: our own drawing, its PNGs rendered by scripts/icons.mjs);
//   - manifest.webmanifest: name, icons, colours, start URL and scope relative to the folder the
//     site is served from ("./"), so a phone can add Rokade to its home screen; opened from
//     there it is the plain page, which resumes the saved game;
//   - sw.js: www/sw.js with the build's id (the hash of every other file of the build) and its
//     file list, each file either cached at install (CORE) or once fetched (LATER: the
//     computer's engine, the club evening and the game viewer, which most visits never load).
// The file list is read from the folder itself: no hand-kept list; a new file of the build is
// in it by being there. The tests (tests/e2e/offline.test.mjs) call writeOffline on a copy of a
// build to make "the next build".
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { terse } from "./minify-glue.mjs";

/** The files of the build `dist`, relative, '/'-separated, sorted (dot files and sw.js left out). */
export function buildFiles(dist) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith(".")) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else files.push(path.relative(dist, full).split(path.sep).join("/"));
    }
  };
  walk(dist);
  return files.filter((f) => f !== "sw.js").sort();
}

/** Files cached once fetched rather than at install: the engine, the club evening and the game viewer. */
export const isLater = (file) => /^(engine-|evening-|viewer-)/.test(file) || file === "evening.html" || file === "viewer.html";

/** The web app manifest: every address relative to the manifest, i.e. to the site's folder. */
export function manifest() {
  return {
    name: "Rokade · Chess960",
    short_name: "Rokade",
    description: "Chess960 (Fischer Random) on one screen: two players, or against the computer.",
    start_url: "./",
    scope: "./",
    display: "standalone",
    background_color: "#262421",
    theme_color: "#262421",
    icons: [
      { src: "icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/**
 * Writes the icons, manifest.webmanifest and sw.js into the build folder `dist` (www/ read from
 * the repository at `root`). Returns a line for the build's log.
 */
export async function writeOffline(root, dist) {
  fs.cpSync(path.join(root, "www/icons"), path.join(dist, "icons"), { recursive: true });
  fs.writeFileSync(path.join(dist, "manifest.webmanifest"), JSON.stringify(manifest()));
  const files = buildFiles(dist);
  const id = crypto.createHash("sha256");
  for (const f of files) id.update(f).update("\0").update(fs.readFileSync(path.join(dist, f))).update("\0");
  const build = id.digest("hex").slice(0, 16);
  const core = files.filter((f) => !isLater(f));
  const later = files.filter(isLater);
  const template = fs.readFileSync(path.join(root, "www/sw.js"), "utf8");
  const markers = { __BUILD__: build, __CORE__: JSON.stringify(core), __LATER__: JSON.stringify(later) };
  let js = template;
  for (const [marker, value] of Object.entries(markers)) {
    if (js.split(marker).length !== 2) throw new Error(`www/sw.js: expected the marker ${marker} once`);
    js = js.replace(marker, () => value);
  }
  js = await terse(js, "sw.js");
  fs.writeFileSync(path.join(dist, "sw.js"), js);
  return `sw.js ${js.length} B (build ${build}: ${core.length} files at install, ${later.length} once fetched), manifest.webmanifest`;
}
