// Offline and installable (issue #20): after one visit online, the game opens and plays with
// the network off (Playwright's context.setOffline, and every offline step checks that no
// request reached the server); a new build is picked up without interrupting a game; the
// manifest is valid and installable; a frame on another site works offline too; without a
// service worker everything works as before. All of it under a sub-path (/schaak/rokade/), as
// a club serves it, with the production CSP header on every file.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveAndLaunch, DIST, HERE, SHOTS, waitDrawn, waitRound, moveList, squareCentre, fenOf, assertNoCsp } from "./harness.mjs";
import { CSP } from "./server.mjs";
import { writeOffline } from "../../scripts/service-worker.mjs";

const ROOT = path.resolve(HERE, "../..");
const hostPages = {};
const app = serveAndLaunch({ prefix: "/schaak/rokade/" }, { hostPages });
/** The harness blocks service workers unless a context allows them. */
const ALLOW = { serviceWorkers: "allow" };

/** Waits until the service worker controls `frame` (so the build's files are cached); its scope. */
async function controlled(frame) {
  await frame.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  return frame.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    }
    return reg.scope;
  });
}

/**
 * Runs `body` with the network off for `context`; fails if any request but one reached the
 * server: the browser's own check for a new sw.js after a navigation, which Playwright's offline
 * emulation does not always cover (it is the browser's request, not the page's; seen for a
 * frame's worker, and in the moment `sayOffline` turns the network on). Offline it would fail
 * and the worker would stay as it is.
 */
async function offline(context, body) {
  const served = app.server.requests.length;
  await context.setOffline(true);
  try {
    await body();
  } finally {
    await context.setOffline(false);
  }
  const reached = app.server.requests.slice(served).map((r) => r.path);
  assert.deepEqual(
    reached.filter((p) => p !== "/schaak/rokade/sw.js"),
    [],
    "no request reached the server while offline",
  );
}

/**
 * Says "offline" again to the page: Playwright's emulation keeps the network off, but a page
 * loaded from the service worker meanwhile reads navigator.onLine as true until the emulation
 * changes (in aeroplane mode a phone says false). Fires the page's `offline` event.
 */
async function sayOffline(context) {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Plays `san` in the move field and waits until the move list has `plies` moves. */
async function typeMove(page, san, plies) {
  await page.fill("#move-entry", san);
  await page.press("#move-entry", "Enter");
  await page.waitForFunction((n) => document.querySelectorAll("#moves .mv[data-ply]").length === n, plies);
}

/** The lazy module folders the page runs (its build). */
const buildOf = (page) => page.evaluate(() => document.querySelector("script[data-modules]").dataset.modules);

/**
 * "The next build": a copy of DIST whose extras module sits in another hashed folder, with
 * index.html naming it and sw.js written again by the build's own step (so its id and file list
 * change as a real deploy's would). Returns the folder and the new sw's cache name.
 */
function nextBuild(from, suffix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rokade-next-"));
  fs.cpSync(from, dir, { recursive: true });
  const old = fs.readdirSync(dir).find((f) => f.startsWith("extras-"));
  const renamed = `extras-${old.slice("extras-".length, -suffix.length)}${suffix}`;
  fs.renameSync(path.join(dir, old), path.join(dir, renamed));
  const index = path.join(dir, "index.html");
  const html = fs.readFileSync(index, "utf8");
  assert.ok(html.includes(old), "index.html names the extras folder");
  fs.writeFileSync(index, html.replaceAll(old, renamed));
  return { dir, renamed };
}

/** Writes `dir`'s sw.js and manifest as the build does; the name of the new worker's cache. */
async function deploy(dir) {
  const line = await writeOffline(ROOT, dir);
  return `rokade-${/build ([0-9a-f]{16})/.exec(line)[1]}`;
}

test("after one visit online, Rokade opens and plays with no network: castling, the move field, the round screen, reloads", async () => {
  const session = await app.open("?sp=518", { contextOptions: ALLOW });
  const { page, context } = session;
  assert.equal(await controlled(page), app.server.url, "the worker's scope is the site's folder (a sub-path)");
  await offline(context, async () => {
    await page.reload();
    await waitDrawn(page);
    const sans = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"];
    for (const [i, san] of sans.entries()) await typeMove(page, san, i + 1);
    await page.click("#castle-oo");
    await page.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 7);
    assert.deepEqual(await moveList(page), [...sans, "O-O"]);
    await page.goto(`${app.server.url}?round=1&event=Club`);
    await waitRound(page);
    assert.match(await page.locator("body").innerText(), /SP \d+/, "the round screen draws a position offline");
    await app.go(page, "?sp=518");
    assert.deepEqual(await moveList(page), [...sans, "O-O"], "the game is kept");
    await page.reload();
    await waitDrawn(page);
    assert.deepEqual(await moveList(page), [...sans, "O-O"], "the game is kept after another reload");
    await app.go(page, "");
    assert.deepEqual(await moveList(page), [...sans, "O-O"], "the manifest's start address (the folder) opens the last game");
    await assertNoCsp(session);
  });
});

test("the computer offline: New game says it needs one visit online until its engine was kept; then it plays", async () => {
  const session = await app.open("?sp=518", { contextOptions: ALLOW });
  const { page, context } = session;
  await controlled(page);
  await offline(context, async () => {
    await page.reload();
    await waitDrawn(page);
    await sayOffline(context);
    await page.waitForFunction(() => !document.getElementById("engine-note").hidden);
    assert.equal(await page.textContent("#engine-note"), "The computer needs one visit online first.");
  });
  // Online, a game against the computer fetches its engine (the worker keeps it).
  await app.go(page, "?sp=518&computer=black&level=1");
  await typeMove(page, "e4", 2);
  await offline(context, async () => {
    await page.reload();
    await waitDrawn(page);
    await sayOffline(context);
    await typeMove(page, "d4", 4);
    assert.equal(await page.locator("#engine-note").isHidden(), true, "the note is not shown once the engine is kept");
  });
});

test("a new build: picked up on the next visit, a game in progress kept across the switch, 'New version: reload' only between games", async () => {
  const b = nextBuild(DIST, "b");
  const bCache = await deploy(b.dir);
  const c = nextBuild(b.dir, "c");
  await deploy(c.dir);
  const session = await app.open("?sp=518", {
    contextOptions: ALLOW,
    // Counts the page's controller changes from its very start (a new worker may take over
    // before the game is up).
    before: (_page, context) => context.addInitScript(() => navigator.serviceWorker?.addEventListener("controllerchange", () => (window.__changes = (window.__changes ?? 0) + 1))),
  });
  const { page } = session;
  const notice = page.locator("#update-reload");
  try {
    await controlled(page);
    const first = await buildOf(page);
    await typeMove(page, "e4", 1);
    await typeMove(page, "e5", 2);
    app.server.setRoot(b.dir);
    await page.reload();
    await waitDrawn(page);
    assert.equal(await buildOf(page), first, "this load still runs the build it had: nothing changes under the game");
    await page.waitForFunction(() => window.__changes === 1);
    assert.ok(await page.evaluate((name) => caches.has(name), bCache), "the new build is kept");
    assert.equal(await notice.isHidden(), true, "no notice during a game in progress");
    assert.deepEqual(await moveList(page), ["e4", "e5"]);
    // The game plays on: its move field's reader (extras/, not loaded yet in this load, and
    // gone from the server, which now has the new build's) comes from the old build's cache.
    await typeMove(page, "Nf3", 3);

    await page.reload();
    await waitDrawn(page);
    assert.match(await buildOf(page), new RegExp(b.renamed), "the next load runs the new build");
    assert.deepEqual(await moveList(page), ["e4", "e5", "Nf3"], "the game in progress is kept across the switch");

    app.server.setRoot(c.dir);
    await page.reload();
    await waitDrawn(page);
    await page.waitForFunction(() => window.__changes === 1);
    assert.equal(await notice.isHidden(), true, "no notice during a game in progress");
    await page.click("#resign-white");
    await page.click("#ask-yes");
    await notice.waitFor({ state: "visible" });
    assert.equal(await notice.textContent(), "New version: reload");
    await page.screenshot({ path: path.join(SHOTS, "offline-update-notice.png") });
    await Promise.all([page.waitForEvent("load"), notice.click()]);
    await waitDrawn(page);
    assert.match(await buildOf(page), new RegExp(c.renamed), "the reload runs the newest build");
    await assertNoCsp(session);
  } finally {
    app.server.setRoot(DIST);
    fs.rmSync(b.dir, { recursive: true, force: true });
    fs.rmSync(c.dir, { recursive: true, force: true });
  }
});

test("the manifest is valid and installable, its icons load; sw.js and the manifest are served and run under the production CSP", async () => {
  const session = await app.open("", { width: 390, height: 844, touch: true, contextOptions: ALLOW });
  const { page, context } = session;
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  assert.equal(manifest.url, `${app.server.url}manifest.webmanifest`);
  assert.deepEqual(manifest.errors, [], "Chromium reads the manifest without an error");
  const data = JSON.parse(manifest.data);
  const at = (u) => new URL(u, manifest.url).href;
  assert.equal(at(data.start_url), app.server.url, "it opens the site's folder (the saved game)");
  assert.equal(at(data.scope), app.server.url);
  assert.equal(data.display, "standalone");
  assert.ok(data.name && data.short_name && data.theme_color);
  for (const icon of data.icons) {
    const response = await page.request.get(at(icon.src));
    assert.equal(response.status(), 200, icon.src);
    assert.equal(response.headers()["content-type"], icon.type, icon.src);
    const body = await response.body();
    if (icon.type === "image/png") {
      const [w, h] = [body.readUInt32BE(16), body.readUInt32BE(20)];
      assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is as large as the manifest says`);
    }
  }
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // The tests' browser contexts are incognito ones, where Chromium installs nothing; every
  // other criterion (manifest, icons, a worker with a fetch handler, secure context) holds.
  assert.deepEqual(
    installabilityErrors.filter((e) => e.errorId !== "in-incognito"),
    [],
    "Chromium can install it",
  );
  for (const file of ["sw.js", "manifest.webmanifest"]) {
    const response = await page.request.get(app.server.url + file);
    assert.equal(response.headers()["content-security-policy"], CSP, `${file} is served with the production CSP`);
  }
  // The worker ran under that header: it installed, cached the build and answers offline.
  await offline(context, async () => {
    await page.reload();
    await waitDrawn(page);
  });
  await assertNoCsp(session);
});

/** A club page (on the host server) with one frame of the app; its address at `origin`. */
function clubPage(name, origin) {
  hostPages[`/${name}`] =
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Club</title></head>` +
    `<body><iframe src="${app.server.url}?embed=1&sp=518&id=b1" width="360" height="672" title="Rokade Chess960"></iframe></body></html>`;
  return `${origin}/${name}`;
}

/** Plays e2-e4 with the mouse on the board in `frame` of `page`. */
async function e4InFrame(page, frame) {
  const box = await frame.locator("#board").boundingBox();
  for (const sq of ["e2", "e4"]) {
    const p = squareCentre(box, sq);
    await page.mouse.click(p.x, p.y);
  }
  await frame.waitForFunction(() => document.querySelectorAll("#moves .mv[data-ply]").length === 1);
  assert.match(await fenOf(frame), /4P3/);
}

test("in a frame on the club's own site (another origin), the board works offline too", async () => {
  const session = await app.open(null, { contextOptions: ALLOW });
  const { page, context } = session;
  await page.goto(clubPage("club.html", app.host.origin));
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  await waitDrawn(frame);
  assert.equal(await controlled(frame), app.server.url);
  await offline(context, async () => {
    await frame.goto(frame.url());
    await waitDrawn(frame);
    await e4InFrame(page, frame);
  });
});

test("in a frame on another site, where the browser refuses the frame a worker, nothing breaks", async () => {
  // localhost is another site than 127.0.0.1. Chromium keeps a third-party frame's worker
  // apart per top site, and in these (incognito) contexts refuses it: the frame plays online.
  const session = await app.open(null, { contextOptions: ALLOW });
  const { page } = session;
  await page.goto(clubPage("club-other.html", app.host.origin.replace("127.0.0.1", "localhost")));
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  await waitDrawn(frame);
  await e4InFrame(page, frame);
  assert.equal(await frame.evaluate(() => navigator.serviceWorker.controller), null, "no worker here");
  // (Nor storage, in these contexts: the frame says so and starts again, as before.)
  await frame.goto(frame.url());
  await waitDrawn(frame);
  assert.equal(await frame.evaluate(() => navigator.serviceWorker.controller), null, "still none");
  await e4InFrame(page, frame);
});

test("without service workers (a browser or mode that blocks them) the page works as before", async () => {
  // (The harness's contexts block them, as a browser or private mode without them would.)
  const session = await app.open("?sp=518");
  const { page } = session;
  await typeMove(page, "e4", 1);
  await page.reload();
  await waitDrawn(page);
  assert.deepEqual(await moveList(page), ["e4"]);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, "no worker");
});
