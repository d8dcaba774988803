// Tiny static file server for the end-to-end tests and scripts/play.mjs: serves dist/ under an
// optional sub-path prefix (to prove the build only uses relative URLs), with correct MIME types
// (wasm!) and the production Content-Security-Policy header. Records every request (the tests'
// use) unless told not to. The folder served can be switched (`setRoot`: "a new build is
// deployed", for the offline tests' update).
import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";

export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data: blob:; connect-src 'self'";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Starts serving `root` at http://127.0.0.1:<random free port><prefix>.
 * Options (all optional; the defaults keep the original behaviour):
 * - `prefix`: sub-path the files are served under;
 * - `csp`: send the production Content-Security-Policy header (or this one, when a string);
 * - `maxHeaderSize`: Node's limit on the request line + headers in bytes (default 16 KiB), raise
 *   it to let very long query strings reach the page;
 * - `pages`: extra documents, `{ "/host.html": "<!doctype html>..." }`, served as text/html by
 *   exact path (outside `prefix` too), e.g. a host page that embeds the app from another origin;
 * - `gzip`: answer `Accept-Encoding: gzip` requests for files with a gzip -9 body (as a
 *   production server would; used by scripts/bench-first-board.mjs with network emulation);
 * - `host`, `port`: where to listen (default 127.0.0.1 and a free port);
 * - `record`: keep the list of requests (default; scripts/play.mjs, which runs for hours, not).
 * @returns {Promise<{url: string, origin: string, requests: {path: string, file: string|null, status: number}[], setRoot: (dir: string) => void, close: () => Promise<void>}>}
 */
export async function serve(
  root,
  { prefix = "/", csp = true, maxHeaderSize, pages = {}, gzip = false, host = "127.0.0.1", port = 0, record = true } = {},
) {
  let rootAbs = path.resolve(root);
  const gzipped = new Map();
  const requests = [];
  const options = maxHeaderSize ? { maxHeaderSize } : {};
  const server = http.createServer(options, async (req, res) => {
    const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
    if (csp) headers["Content-Security-Policy"] = typeof csp === "string" ? csp : CSP;
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      res.writeHead(400, headers).end("bad request");
      return;
    }
    const entry = { path: urlPath, file: null, status: 404 };
    if (record) requests.push(entry);
    if (Object.hasOwn(pages, urlPath)) {
      headers["Content-Type"] = "text/html; charset=utf-8";
      res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : pages[urlPath]);
      entry.status = 200;
      return;
    }
    if (!urlPath.startsWith(prefix)) {
      res.writeHead(404, headers).end("not found");
      return;
    }
    let rel = urlPath.slice(prefix.length);
    if (rel === "" || rel.endsWith("/")) rel += "index.html";
    const file = path.resolve(rootAbs, rel);
    if (!file.startsWith(rootAbs + path.sep)) {
      res.writeHead(403, headers).end("forbidden");
      entry.status = 403;
      return;
    }
    try {
      let body = await fs.readFile(file);
      headers["Content-Type"] = MIME[path.extname(file)] ?? "application/octet-stream";
      if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, { level: 9 }));
        body = gzipped.get(file);
        headers["Content-Encoding"] = "gzip";
        headers["Vary"] = "Accept-Encoding";
      }
      res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
      entry.file = file;
      entry.status = 200;
    } catch {
      res.writeHead(404, headers).end("not found");
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${server.address().port}`;
  return {
    url: `${origin}${prefix}`,
    origin,
    requests,
    /** Serves `dir` from now on (a new build deployed at the same address). */
    setRoot: (dir) => {
      rootAbs = path.resolve(dir);
      gzipped.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
