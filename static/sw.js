// Service worker: cache-first for every file the boot touches, so the game opens offline.
// tools/build.py fills VERSION (a hash of the cached content) and PRECACHE; any change to
// the site changes VERSION, installs a new cache beside the old one, and waits until the
// page asks for it ("New version — reload") so old and new files never mix.

const VERSION = /*BUILD:VERSION*/"dev";
const PRECACHE = /*BUILD:PRECACHE*/[];
const CACHE = `byte-${VERSION}`;
const SCOPE = new URL("./", self.location).href;
const LOCALE = new URL("./locale/", self.location).href;

self.addEventListener("install", (event) => {
  // addAll is all-or-nothing: a missing file fails the install instead of half-caching.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(
    PRECACHE.map((path) => new Request(new URL(path, SCOPE), { cache: "reload" })),
  )));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith("byte-") && n !== CACHE)
      .map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
  // A page in another language than English keeps its catalogue (not precached: a page
  // needs only its own), which it fetched before this worker could see it.
  if (event.data?.type === "keep" && typeof event.data.path === "string") {
    const url = new URL(event.data.path, SCOPE);
    if (!url.href.startsWith(LOCALE)) return;
    event.waitUntil(caches.open(CACHE).then(async (cache) => {
      if (!(await cache.match(url))) await cache.add(new Request(url, { cache: "reload" }));
    }).catch(() => {}));
  }
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The English page is cached as "./", each other language's as index.<tag>.html; the
    // fragment never reaches us, a query string might.
    const url = new URL(request.url);
    const address = url.href.split("?")[0];
    const isPage = request.mode === "navigate";
    const key = isPage && address === `${SCOPE}index.html` ? SCOPE : isPage ? address : request;
    const hit = await cache.match(key, { ignoreSearch: isPage });
    if (hit) return hit;
    const response = await fetch(request);
    // A language's catalogue is not precached (a page needs only its own): it is kept
    // the first time the page of its language asks for it.
    if (response.ok && address.startsWith(LOCALE)) {
      await cache.put(request, response.clone()).catch(() => {});
    }
    return response;
  })());
});
