// Rokade's service worker: the files of one build, kept so the game opens and plays with no
// network after one visit. scripts/service-worker.mjs writes dist/sw.js from this file, with
// the build's id and its file list (hashed names) in place of the three markers below; nothing
// here is a hand-kept list. Its scope is the folder it is served from (boot.js registers it
// relative to the page, after the first board).
//
// - install: the page, its lazy modules, the round screen, the texts, the icons (CORE) into the
//   cache "rokade-<build>", then it takes over at once (skipWaiting): a page that is open keeps
//   running the build it started with, whose files stay cached (below), and the next page load
//   runs the new build. The page then offers "new version: reload", between games only.
// - fetch: a file of this build (LATER too: the computer's engine, the club evening, once
//   fetched) is answered from the cache, else from the network and kept; a navigation to the
//   folder (any query) is answered with the build's index.html; a file of an older build that
//   is still cached, from that cache. Anything else: the network.
// - activate: the caches of older builds go, except the newest of them (a page of that build
//   may still be open and load its lazy modules or a language's texts).
const BUILD = "__BUILD__";
const CORE = __CORE__;
const LATER = __LATER__;
const CACHE = `rokade-${BUILD}`;
const at = (file) => new URL(file, self.registration.scope).href;
const ours = new Set([...CORE, ...LATER].map(at));

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(CORE.map((file) => new Request(at(file), { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => keys.filter((k) => k.startsWith("rokade-") && k !== CACHE))
      .then((old) => Promise.all(old.slice(0, -1).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The cache key of a request: a navigation's address without its query and fragment, the
 * folder itself as its index.html. */
function keyOf(request) {
  if (request.mode !== "navigate") return request.url;
  const url = new URL(request.url);
  url.search = url.hash = "";
  return url.pathname.endsWith("/") ? `${url.href}index.html` : url.href;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const key = keyOf(request);
  if (request.method !== "GET" || !key.startsWith(self.registration.scope)) return;
  const mine = ours.has(key);
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // A file of this build from this build's cache (index.html has the same name in every
      // build); another file from an older build's (the hashed files of a page still open).
      const hit = await (mine ? cache.match(key) : caches.match(key));
      if (hit) return hit;
      const response = await fetch(request);
      if (mine && response.ok) await cache.put(key, response.clone());
      return response;
    }),
  );
});
