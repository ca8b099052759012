// The loader: runs before PyScript and owns everything until Python says "ready".
// - shows what is downloading with a real byte count and a bar;
// - gives PyScript an in-memory IndexedDB where the browser denies storage (a cross-site
//   iframe), because PyScript opens IndexedDB at boot and would fail without one;
// - turns a failed runtime load into data-app-state="error", a plain message and Retry;
// - registers the service worker once Python is up (earlier doubles the first download)
//   and offers "New version — reload" when an updated one is waiting.

// Filled by tools/build.py: runtime paths (relative to the site root), download sizes,
// and the list of files the boot will load.
const RUNTIME = /*BUILD:RUNTIME*/null;

const root = document.documentElement;
const status = document.getElementById("boot-status");
const message = status.querySelector(".boot-message");
const bar = status.querySelector(".boot-progress");
const siteUrl = new URL("./", document.baseURI);
let failed = false;

const setState = (state) => root.setAttribute("data-app-state", state);
const isReady = () => root.getAttribute("data-app-state") === "ready";

function fail(what, detail) {
  if (failed || isReady()) return;
  failed = true;
  console.warn("Boot failed:", what, detail ?? "");
  setState("error");
  status.setAttribute("role", "alert");
  message.textContent = `${what} Check your connection and try again.`;
  const retry = document.createElement("button");
  retry.type = "button";
  retry.textContent = "Retry";
  retry.addEventListener("click", () => location.reload());
  status.append(retry);
  retry.focus();
}

// --- progress: count the bytes of the big runtime files as they arrive ------------------
const sizes = new Map(Object.entries(RUNTIME?.sizes ?? {})
  .map(([path, size]) => [new URL(path, siteUrl).href, size]));
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
const received = new Map();
const mb = (n) => (n / 1e6).toFixed(1);

// At most one update per frame: downloads report progress far more often than that.
let progressQueued = false;
function showProgress() {
  if (progressQueued) return;
  progressQueued = true;
  requestAnimationFrame(() => {
    progressQueued = false;
    renderProgress();
  });
}

function renderProgress() {
  if (failed || isReady()) return;
  const done = [...received.values()].reduce((a, b) => a + b, 0);
  if (done < total) {
    message.textContent = `Downloading the Python runtime: ${mb(done)} of ${mb(total)} MB`;
    bar.value = done / total;
  } else {
    message.textContent = "Starting Python…";
    bar.removeAttribute("value"); // indeterminate while the interpreter starts
  }
}

function trackBody(url, response) {
  const size = sizes.get(url);
  if (!response.ok) {
    fail(`Could not download ${url.split("/").pop()} (HTTP ${response.status}).`);
    return;
  }
  if (!response.body) { received.set(url, size); showProgress(); return; }
  const reader = response.clone().body.getReader();
  let count = 0;
  const pump = () => reader.read().then(({ done, value }) => {
    if (done) { received.set(url, size); showProgress(); return; }
    count += value.byteLength;
    received.set(url, Math.min(count, size));
    showProgress();
    return pump();
  });
  pump().catch(() => fail(`The download of ${url.split("/").pop()} broke off.`));
}

// Every file the boot needs is started at once (the runtime would ask for them one after
// another). A started download is handed over when the runtime fetches the same URL, so
// nothing is downloaded twice and its bytes are counted as they arrive.
const nativeFetch = globalThis.fetch.bind(globalThis);
const started = new Map();

function watchDownload(url, request) {
  if (sizes.has(url)) {
    request.then((response) => trackBody(url, response),
      (err) => fail(`Could not download ${url.split("/").pop()}.`, err));
  }
  return request;
}

function startDownloads() {
  for (const path of RUNTIME.modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(path, siteUrl).href;
    document.head.append(link);
  }
  for (const path of RUNTIME.fetches) {
    const url = new URL(path, siteUrl).href;
    const request = watchDownload(url, nativeFetch(url));
    request.catch(() => {}); // reported by watchDownload or by the runtime's own fetch
    started.set(url, request);
  }
}

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI).href;
  const early = started.get(url);
  const plain = !init || Object.keys(init).length === 0; // Pyodide passes {}
  if (early && plain && !(input instanceof Request)) {
    started.delete(url);
    return early;
  }
  return watchDownload(url, nativeFetch(input, init));
};

// Files loaded by import() rather than fetch() show up as resource timing entries.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (sizes.has(entry.name) && !received.has(entry.name)) {
      received.set(entry.name, sizes.get(entry.name));
      showProgress();
    }
  }
}).observe({ type: "resource", buffered: true });

// --- storage: detect denial and fall back to an in-memory IndexedDB ---------------------
function storageDenied() {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open("byte-storage-probe");
      request.onsuccess = () => { request.result.close(); resolve(false); };
      request.onerror = () => resolve(true);
      request.onblocked = () => resolve(false);
    } catch {
      resolve(true);
    }
  });
}

async function installMemoryIndexedDB() {
  const fake = await import(new URL(RUNTIME.fakeIndexedDB, siteUrl).href);
  for (const name of ["indexedDB", "IDBKeyRange", "IDBCursor", "IDBCursorWithValue",
    "IDBDatabase", "IDBFactory", "IDBIndex", "IDBObjectStore", "IDBOpenDBRequest",
    "IDBRequest", "IDBTransaction", "IDBVersionChangeEvent"]) {
    Object.defineProperty(globalThis, name, { value: fake[name], configurable: true, writable: true });
  }
}

// --- service worker: after boot, never where storage is denied -------------------------
function offerUpdate(worker) {
  if (document.querySelector(".boot-update")) return;
  const toast = document.createElement("div");
  toast.className = "boot-status boot-update";
  toast.setAttribute("role", "status");
  const text = document.createElement("p");
  text.className = "boot-message";
  text.textContent = "New version available.";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => {
    reload.disabled = true;
    worker.postMessage({ type: "skip-waiting" });
  });
  const later = document.createElement("button");
  later.type = "button";
  later.className = "boot-dismiss";
  later.textContent = "Later";
  later.addEventListener("click", () => toast.remove());
  toast.append(text, reload, later);
  document.body.append(toast);
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    const hadController = Boolean(navigator.serviceWorker.controller);
    const registration = await navigator.serviceWorker.register(new URL("sw.js", siteUrl));
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      // The first install claims the page silently; only a user-approved update reloads.
      if (hadController && !reloading) { reloading = true; location.reload(); }
    });
    const watch = (worker) => worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    });
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    // An installed app may stay open for days: look for a new deploy when it is shown again.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {});
    });
  } catch (err) {
    console.warn("Offline mode is unavailable here:", err?.message ?? err);
  }
}

function whenReady(callback) {
  if (isReady()) { callback(); return; }
  const observer = new MutationObserver(() => {
    if (isReady()) { observer.disconnect(); callback(); }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-app-state"] });
}

// --- boot -------------------------------------------------------------------------------
async function boot() {
  if (!RUNTIME) { fail("This page was not built (run the build)."); return; }
  addEventListener("unhandledrejection", (event) => {
    if (!isReady()) fail("Python could not start.", event.reason);
  });
  showProgress();
  startDownloads();
  const denied = await storageDenied();
  // A hook for the app and the tests: "memory" means nothing will outlive this page.
  root.dataset.storage = denied ? "memory" : "persistent";
  if (denied) await installMemoryIndexedDB();
  whenReady(() => { if (!denied) registerServiceWorker(); });
  try {
    await import(new URL(RUNTIME.core, siteUrl).href);
  } catch (err) {
    fail("Could not load the page's runtime.", err);
  }
}

boot().catch((err) => fail("Could not start the page.", err));
