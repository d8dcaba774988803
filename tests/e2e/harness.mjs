// The one harness of the end-to-end tests (*.test.mjs): where the build and the screenshots
// are, how the build is served and Chromium started, and how a test opens a page. Every page
// opened with `app.open` / `app.withPage` is checked for the same problems (console errors and
// warnings, uncaught page errors, failed requests, HTTP answers >= 400, Content-Security-Policy
// violations in any of its frames) at the end of its test; a test that expects some names them
// (`allow`). The page helpers (squares, clicks, drags, the FEN field, the move list, pixels)
// are in page-helpers.mjs and exported from here too.
import { before, after, afterEach } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "./server.mjs";

export * from "./page-helpers.mjs";

export const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The build under test: ROKADE_DIST, default dist/ at the repository root. */
export const DIST = path.resolve(process.env.ROKADE_DIST ?? path.join(HERE, "../../dist"));
/** Screenshots (and the round screen's PDF) land here. */
export const SHOTS = path.join(HERE, "shots");
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** The board's square colours (RGB). */
export const LIGHT = [0xf0, 0xd9, 0xb5];
export const DARK = [0xb5, 0x88, 0x63];

export const START_518 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
export const START_12 = "qbnnrkbr/pppppppp/8/8/8/8/PPPPPPPP/QBNNRKBR w KQkq - 0 1";

/** Fails early, with a hint, when there is no build to test; creates the screenshot folder. */
export function prepareDist() {
  if (!fs.existsSync(path.join(DIST, "index.html"))) {
    throw new Error(`${DIST}/index.html missing: build first (scripts/build-web.sh or node scripts/build.mjs), or set ROKADE_DIST`);
  }
  fs.mkdirSync(SHOTS, { recursive: true });
}

/** Headless Chromium with the tests' flags (and `extraArgs`). A browser that dies while
 * starting (seen once in many runs: Chromium's own SIGSEGV before any page, on a loaded machine)
 * is started again, at most twice, with a note: no test has run in it yet. */
export async function launchBrowser(extraArgs = []) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`# Chromium did not start (${String(err.message).split("\n")[0]}); starting it again`);
    }
  }
}

/**
 * Waits until the app in `frame` (a Page or a Frame) has drawn its first board, knows whether
 * it plays the game (`body.asking` until the tab lock answers), its texts (fetched beside the
 * wasm) are in, and the game of a `pgn=` link (read by the page's second
 * module, which may arrive later) is in place.
 */
export function waitDrawn(frame) {
  return frame.waitForFunction(
    () =>
      document.body?.dataset.boardDrawnAt !== undefined &&
      !document.body.classList.contains("texts-pending") &&
      !document.body.classList.contains("asking") &&
      !document.querySelector("#status.opening"),
    null,
    { timeout: 15000 },
  );
}

/**
 * Waits for the answer to a PGN import (the Import button), which the page's second module
 * reads once it has arrived: the question before replacing an unfinished game when `asks`, else
 * a move list of `plies` moves. A wait that runs out is left to the caller's assertions.
 */
export async function waitImport(page, { asks, plies }) {
  const done = asks
    ? page.locator("#ask").waitFor({ state: "visible", timeout: 15000 })
    : page.waitForFunction((n) => document.querySelectorAll("#moves .mv[data-ply]").length === n, plies, { timeout: 15000 });
  await done.catch(() => {});
}

/** Waits until the arbiter's round screen (`?round=N`) in `frame` is ready. */
export function waitRound(frame) {
  return frame.waitForFunction(() => document.body?.dataset.roundReady === "1", null, { timeout: 15000 });
}

// ----- the problems every opened page is checked for ----------------------------------------

/** Name of the function the init script calls with each CSP violation (any frame). */
const CSP_BINDING = "__rokadeTestCsp";

/** Text of a `securitypolicyviolation` event as recorded in `problems`. */
const CSP_PREFIX = "CSP violation: ";

/** A console message that reports a CSP violation (Chromium logs each one as an error too). */
const isCspMessage = (p) => p.startsWith("console ") && /Content Security Policy|Refused to/i.test(p);

/**
 * Prepares a context: every frame of every page records its CSP violations (the
 * `securitypolicyviolation` event) in `window.__csp` and reports them to the page's session.
 */
async function watchContext(context, sessionOf) {
  await context.exposeBinding(CSP_BINDING, ({ page }, text) => sessionOf(page)?.problems.push(CSP_PREFIX + text));
  await context.addInitScript((binding) => {
    window.__csp = [];
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const text = `${e.violatedDirective} blocked=${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} in ${location.href.slice(0, 80)}${e.target?.id ? ` (#${e.target.id})` : ""}`;
        window.__csp.push(text);
        window[binding]?.(text);
      },
      true,
    );
  }, CSP_BINDING);
}

/** What Playwright logs where it blocks the service worker (every context but the offline tests'). */
const SW_BLOCKED = "Service Worker registration blocked by Playwright";

/** Records what can go wrong on `page` in `problems`, and every URL it requests in `requests`. */
function watchPage(page, problems, requests) {
  page.on("console", (m) => {
    if (m.text() === SW_BLOCKED) return;
    if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => requests.push(r.url()));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url().slice(0, 160)} ${r.failure()?.errorText}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url().slice(0, 160)}`);
  });
}

/** The problems of `session` that none of its `allow` patterns covers. */
export const unexpected = (session) => session.problems.filter((p) => !session.allow.some((re) => re.test(p)));

/**
 * Asserts that `session` had no problem its test did not allow (console errors and warnings,
 * page errors, failed requests, HTTP errors, CSP violations); the failure lists them.
 */
export function assertNoProblems(session, what = session.label) {
  session.checked = true;
  assert.deepEqual(unexpected(session), [], `${what}: no console error or warning, page error, failed request, HTTP error or CSP violation`);
}

/**
 * The deterministic point for "no CSP violation so far" in `session`'s page: a probe element
 * with an inline style (which the production CSP refuses) is added to every frame served by the
 * app's server (with its CSP header). A frame reports its violations in the order they happen,
 * so once a probe's report is in, every earlier violation's is too. Asserts that the probes'
 * reports (the event and Chromium's console message) are the only ones, which also proves that
 * the detector works, then takes them out of `problems`. Returns how many frames were probed.
 */
export async function assertNoCsp(session, what = session.label) {
  const { page, problems } = session;
  const frames = page.frames().filter((f) => session.cspOrigins.some((o) => f.url().startsWith(`${o}/`)));
  assert.ok(frames.length > 0, `${what}: a frame served with the CSP to probe`);
  const ids = [];
  for (const frame of frames) {
    const id = `csp-probe-${session.probes++}`;
    ids.push(id);
    await frame.evaluate((id) => document.body.insertAdjacentHTML("beforeend", `<div id="${id}" style="display: none"></div>`), id);
    await frame.waitForFunction((id) => window.__csp.some((t) => t.endsWith(`(#${id})`)), id, { timeout: 5000 });
  }
  const isProbe = (t) => t.startsWith(CSP_PREFIX) && ids.some((id) => t.endsWith(`(#${id})`));
  // The page has sent the reports; wait until they have reached this process too.
  await waitFor(() => problems.filter(isProbe).length === ids.length, `${what}: the probes' reports reach the test`);
  const events = problems.filter((t) => t.startsWith(CSP_PREFIX) && !isProbe(t));
  const messages = problems.filter(isCspMessage);
  assert.deepEqual(events, [], `${what}: no securitypolicyviolation event before the probe`);
  // Chromium logs each violation on the console too, the probes' among them.
  assert.equal(messages.length, ids.length, `${what}: no CSP message on the console but the probes': ${JSON.stringify(messages)}`);
  assert.ok(messages.every((m) => /style-src/.test(m)), `${what}: the probes' console messages: ${JSON.stringify(messages)}`);
  for (const t of [...problems.filter(isProbe), ...messages]) problems.splice(problems.indexOf(t), 1);
  for (const [i, frame] of frames.entries()) await frame.evaluate((id) => document.getElementById(id)?.remove(), ids[i]);
  return frames.length;
}

/** Polls `ready()` (a test-side condition) until it holds; fails (`what`) after `timeout` ms. */
async function waitFor(ready, what, timeout = 5000) {
  const end = Date.now() + timeout;
  while (!ready()) {
    if (Date.now() > end) assert.fail(`${what} (not within ${timeout} ms)`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

// ----- serving the build and opening pages -------------------------------------------------

/**
 * Registers the file's (or the suite's) hooks: checks the build, serves DIST (`serveOptions` as
 * for `serve`, e.g. `{ prefix: "/club/" }`), starts Chromium (with `chromiumArgs`), and, with
 * `hostPages`, a second server on another origin for host pages ("a club website") that frame
 * the app: `{ "/club.html": "<!doctype html>..." }` (the object may be filled later). After
 * each test, every page it opened is checked (`assertNoProblems`); at the end all is stopped.
 *
 * Returns `app`: `server`, `browser`, `host` (set once the hook has run), `open`, `withPage`,
 * `go` (another address in an open page) and `watch` (a page the page itself opened, e.g. a link's new tab, checked like the others).
 */
export function serveAndLaunch(serveOptions, { hostPages, chromiumArgs = [], viewport = { width: 1000, height: 800 } } = {}) {
  const sessions = [];
  let emptyDir;
  const app = {
    server: undefined,
    cspOrigins: [],
    host: undefined,
    browser: undefined,
    open: (query, options) => openPage(app, sessions, viewport, query, options),
    /** Loads `query` (relative to the app's URL) in `page` and waits for the board. */
    go: async (page, query) => {
      const response = await page.goto(app.server.url + query);
      await waitDrawn(page);
      return response;
    },
    watch: (page, { allow = [] } = {}) => watchSession(app, sessions, page, allow, `page opened by the page: ${page.url()}`),
    withPage: async (query, body, options) => {
      const session = await app.open(query, options);
      try {
        await body(session.page, session);
        assertNoProblems(session);
      } finally {
        // A failed body is the failure to report; its page is not checked again after the test.
        session.checked = true;
        await session.context.close();
      }
    },
  };
  before(async () => {
    prepareDist();
    app.server = await serve(DIST, serveOptions);
    app.cspOrigins = serveOptions?.csp === false ? [] : [app.server.origin];
    if (hostPages) {
      emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), "rokade-host-"));
      app.host = await serve(emptyDir, { csp: false, pages: hostPages });
    }
    app.browser = await launchBrowser(chromiumArgs);
  });
  afterEach(async () => {
    const ended = sessions.splice(0);
    // Each test's browser contexts end with it: nothing of theirs (a service worker checking
    // for a new build, a clock, a worker) runs on into the next test and its server log.
    await Promise.all(ended.map((s) => s.context.close().catch(() => {})));
    for (const s of ended.filter((s) => !s.checked)) assertNoProblems(s, `${s.label} (checked at the end of the test)`);
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
    await app.host?.close();
    if (emptyDir) fs.rmSync(emptyDir, { recursive: true, force: true });
  });
  return app;
}

/**
 * Starts watching `page` (made by a context of `open`) for problems: a session checked at the
 * end of the test, like those of `open`. For pages the page opens itself (a link's new tab).
 */
function watchSession(app, sessions, page, allow, label) {
  const context = page.context();
  const session = {
    context,
    page,
    problems: [],
    requests: [],
    allow,
    checked: false,
    probes: 0,
    cspOrigins: app.cspOrigins,
    label: label.slice(0, 200),
  };
  context.__rokadeSessions?.set(page, session);
  watchPage(page, session.problems, session.requests);
  sessions.push(session);
  const firstServed = app.server.requests.length;
  session.serverRequests = () => app.server.requests.slice(firstServed).map((r) => r.path);
  return session;
}

/**
 * Opens a page in a fresh browser context (its own storage), watched for problems from the
 * start, on `query` (relative to the app's URL; `null` opens nothing yet), and waits until it is
 * drawn. Options:
 * - `width`, `height` (default the app's viewport), `dpr`, `touch` (a phone: hasTouch and
 *   isMobile), `contextOptions` (more for newContext: locale, reducedMotion, and
 *   `serviceWorkers: "allow"`, blocked otherwise), or `context`:
 *   a context an earlier `open` made, for a second page in it;
 * - `clock`: a Date; Playwright's fake clock is installed, paused a second later, before the
 *   app starts (time then moves only with page.clock.runFor);
 * - `url`: an absolute address instead of the app's URL + `query`;
 * - `before(page, context)`: runs before the page is loaded (routes, CDP emulation, init scripts);
 * - `wait`: "board" (default: the first board, its texts and a linked game), "round" (the
 *   round screen), or "none";
 * - `allow`: RegExps of the problems this page is expected to have.
 *
 * Returns the session: `context`, `page`, `problems` (strings, in order), `requests` (every URL
 * the page asked for), `serverRequests()` (paths that reached the app's server since), `allow`.
 */
async function openPage(app, sessions, viewport, query, options = {}) {
  const { width = viewport.width, height = viewport.height, dpr = 1, touch = false, contextOptions = {} } = options;
  const { clock, url, before, wait = "board", allow = [] } = options;
  let context = options.context;
  if (!context) {
    context = await app.browser.newContext({
      // The service worker (issue #20) is tested by offline.test.mjs, which allows it; elsewhere
      // it is blocked, so what a test sees the server send is the page's own loading (the worker
      // fetches the build again after the first board, to keep it for offline use).
      serviceWorkers: "block",
      viewport: { width, height },
      deviceScaleFactor: dpr,
      hasTouch: touch,
      isMobile: touch,
      ...contextOptions,
    });
    context.__rokadeSessions = new Map();
    await watchContext(context, (page) => context.__rokadeSessions.get(page));
  }
  const page = await context.newPage();
  const session = watchSession(app, sessions, page, allow, `page ${url ?? query ?? "(not loaded)"}`);
  if (clock) {
    await page.clock.install({ time: clock });
    await page.clock.pauseAt(new Date(clock.getTime() + 1000));
  }
  if (before) await before(page, context);
  if (url !== undefined || query !== null) {
    await page.goto(url ?? app.server.url + (query ?? ""));
    if (wait === "board") await waitDrawn(page);
    if (wait === "round") await waitRound(page);
  }
  return session;
}
