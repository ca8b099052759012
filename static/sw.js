// Service worker: cache-first for every file the boot touches, so the game opens offline.
// tools/build.py fills VERSION (a hash of the cached content) and PRECACHE; any change to
// the site changes VERSION, installs a new cache beside the old one, and waits until the
// page asks for it ("New version — reload") so old and new files never mix.

const VERSION = /*BUILD:VERSION*/"dev";
const PRECACHE = /*BUILD:PRECACHE*/[];
const CACHE = `byte-${VERSION}`;
const SCOPE = new URL("./", self.location).href;

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
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page is cached as "./"; the fragment never reaches us, a query string might.
    const url = new URL(request.url);
    const isPage = request.mode === "navigate"
      && (url.href.split("?")[0] === SCOPE || url.href.split("?")[0] === `${SCOPE}index.html`);
    const hit = await cache.match(isPage ? SCOPE : request, { ignoreSearch: isPage });
    return hit ?? fetch(request);
  })());
});
