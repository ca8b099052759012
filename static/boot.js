// The loader: runs before PyScript and owns everything until Python says "ready".
// - decides where Python runs: in a worker when the page is cross-origin isolated (a
//   top-level page), so the main thread stays free while Python boots and works; on the
//   main thread otherwise (a page framed by another site is never isolated);
// - shows how much of the game has arrived, in words for players, and a bar;
// - keeps the page usable meanwhile: the panel and the rules are there, and the New game
//   dialog opens (a game chosen there starts as soon as Python is up);
// - gives PyScript an in-memory IndexedDB where the browser denies storage (a cross-site
//   iframe), because PyScript opens IndexedDB at boot and would fail without one;
// - turns a failed runtime load into data-app-state="error", a plain message and Retry;
// - registers the service worker once Python is up (earlier doubles the first download)
//   and offers "New version — reload" when an updated one is waiting.

// Filled by tools/build.py: runtime paths (relative to the site root), download sizes,
// and the list of files the boot will load.
const RUNTIME = /*BUILD:RUNTIME*/null;

// The loader's words in the page's language: the build writes this language's texts into
// the page (the #page-texts element, from the site's catalogue, which tools/i18n.py fills
// with every tr("…") of these scripts), so they cost no request; English pages have none.
const TEXTS = (() => {
  try {
    return JSON.parse(document.getElementById("page-texts")?.textContent || "{}");
  } catch {
    return {};
  }
})();
// tr("{file} broke off", {file}): the text in the page's language, placeholders filled.
const tr = (text, values = {}) => (TEXTS[text] || text)
  .replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));

// PyScript's worker reaches the page's DOM through SharedArrayBuffer, which browsers give
// only to a cross-origin isolated page (netlify.toml sends the headers; a page inside
// another site's frame is not isolated). Elsewhere Python runs here, as it always did.
let inWorker = self.crossOriginIsolated === true;

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
  message.textContent = tr("{problem} Check your connection and try again.", { problem: what });
  const retry = document.createElement("button");
  retry.type = "button";
  retry.textContent = tr("Retry");
  retry.addEventListener("click", () => location.reload());
  status.append(retry);
  retry.focus();
}

// Python's batched DOM writes (byte/web/dom.py, Writes): where Python runs in a worker,
// each element it touches costs round trips to this thread, so a render sends all its
// updates here in one call. Each write: [selector, what, value]; what is a property, an
// "@attribute" (null removes it), a ".class" to switch, a "--style-variable", or one of
// the steps below ("=markup", "=reveal", "=focus"), which need the page's live state.
const writeSteps = {
  // New inner markup. value: {html, focusBy?, fallback?, keepOpen?, focusId?}. Keyboard
  // users keep their place: if the focus was inside, it goes to the new element with the
  // same focusBy attribute (else the first match of fallback); an open <details> matching
  // keepOpen stays open; focusId names an element to focus afterwards (the board's square:
  // the markup and the focus in one step, or a key pressed in between would scroll the page).
  "=markup": (node, value) => {
    const active = document.activeElement;
    const inside = Boolean(value.focusBy && active && node.contains(active));
    const job = inside ? active.getAttribute(value.focusBy) ?? "" : "";
    const wasOpen = value.keepOpen && node.querySelector(value.keepOpen)?.open;
    node.innerHTML = value.html ?? "";
    if (wasOpen) {
      const details = node.querySelector(value.keepOpen);
      if (details) details.open = true;
    }
    if (inside) {
      // The element of the same job, else the first of fallback that takes the focus (a
      // graph's hit area names a move too, but cannot be focused). Without scrolling: the
      // focus stays where it was, and the page must not move (it would take away a board
      // just brought into view on a phone).
      const same = job ? [...node.querySelectorAll(`[${value.focusBy}="${CSS.escape(job)}"]`)] : [];
      const others = value.fallback ? [...node.querySelectorAll(value.fallback)] : [];
      // Without scrolling: the element is where the old one was, and a board brought
      // into view by the same change (a review's move on a phone) must stay in view.
      for (const candidate of [...same, ...others]) {
        candidate.focus({ preventScroll: true });
        if (document.activeElement === candidate) break;
      }
    }
    if (value.focusId) document.getElementById(value.focusId)?.focus({ preventScroll: true });
  },
  // Keep the current entry ([aria-current="step"]) of a scrolling box in view; value
  // true: with no current entry, scroll back to the top.
  "=reveal": (box, value) => {
    const current = box.querySelector('[aria-current="step"]');
    if (!current) {
      if (value) box.scrollTop = 0;
      return;
    }
    const entry = current.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    const margin = 8;
    if (entry.bottom > view.bottom - box.clientTop) {
      box.scrollTop += entry.bottom - view.bottom + box.clientTop + margin;
    } else if (entry.top < view.top + box.clientTop) {
      box.scrollTop -= view.top + box.clientTop - entry.top + margin;
    }
  },
  // Bring the whole element into view when part of it is off screen (the board, after a
  // change that came from the panel below it on a phone).
  // Measured after this frame's other writes (a focus moved among them may scroll too).
  "=show": (node) => {
    requestAnimationFrame(() => {
      const box = node.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        node.scrollIntoView({ block: box.height > innerHeight ? "start" : "nearest" });
      }
    });
  },
  // value: whether the page may scroll to show the newly focused element.
  "=focus": (node, value) => node.focus({ preventScroll: !value }),
  // Keep the element's markup (the board as drawn) in local storage under the key value,
  // for the next visit's first paint (see showFirstBoard); a full or refused storage only
  // means the next visit waits for Python to draw it.
  "=keep": (node, value) => {
    try { localStorage.setItem(value, node.innerHTML); } catch { /* see above */ }
  },
  // value: the name of a sound to play (byte/web/sounds.py); see playSound below.
  "=sound": (node, value) => playSound(value),
};

// --- sounds: played by static/sound.js, loaded at the player's first gesture -------------
// Browsers let a page start audio only after the player has touched it, so nothing of the
// sound is loaded or started before the first pointer or key press (and never while the
// sound setting is off); a sound asked for before then is simply not heard.
let touched = false;
let soundModule = null;
const loadSound = () => (soundModule ??= import("./sound.js"));
function firstGesture(event) {
  if (!event.isTrusted || touched) return;
  touched = true;
  if (root.dataset.sound === "on") loadSound().then((sound) => sound.unlock(), () => {});
}
for (const type of ["pointerdown", "keydown"]) {
  addEventListener(type, firstGesture, { capture: true, passive: true });
}
function playSound(kind) {
  if (!touched || root.dataset.sound !== "on") return;
  loadSound().then((sound) => sound.play(kind), () => {});
}

globalThis.byteWrites = (json) => {
  for (const [selector, what, value] of JSON.parse(json)) {
    const step = writeSteps[what];
    if (step) {
      const node = document.querySelector(selector);
      if (node) step(node, value);
      continue;
    }
    for (const node of document.querySelectorAll(selector)) {
      if (what.startsWith("@")) {
        if (value === null) node.removeAttribute(what.slice(1));
        else node.setAttribute(what.slice(1), value);
      } else if (what.startsWith("--")) node.style.setProperty(what, value);
      else if (what.startsWith(".")) node.classList.toggle(what.slice(1), value);
      else node[what] = value;
    }
  }
};

// Where the keyboard focus is, for a render about to replace the board, in one call:
// "board" (a square), "picker" (the level picker's buttons) or "" (elsewhere), followed by
// " asking" while the level picker is shown.
globalThis.byteFocusPlace = () => {
  const active = document.activeElement;
  let place = "";
  if (active?.closest?.("#level-picker")) place = "picker";
  else if (active?.closest?.("#board")) place = "board";
  return document.getElementById("level-picker")?.hidden === false ? `${place} asking` : place;
};

// Python's listeners by selector (byte/web/dom.py, listen): the same, without handing each
// element over to the worker first. targets: JSON [[selector, type], ...]; then one
// handler for each, in the same order (several in one call: each call is a round trip).
globalThis.byteListen = (targets, ...handlers) => {
  JSON.parse(targets).forEach(([selector, type], index) => {
    for (const node of document.querySelectorAll(selector)) {
      node.addEventListener(type, handlers[index]);
    }
  });
};

// --- progress: count the bytes of the big runtime files as they arrive ------------------
const sizes = new Map(Object.entries(RUNTIME?.sizes ?? {})
  .map(([path, size]) => [new URL(path, siteUrl).href, size]));
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
// The bytes counted are the files' own; the host sends most of them compressed, so the
// words speak of the (smaller) download the build measured, in proportion.
const download = RUNTIME?.download || total;
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
    message.textContent = tr("Getting the game ready… {done} of {total} MB",
      { done: mb(download * done / total), total: mb(download) });
    bar.value = done / total;
  } else {
    message.textContent = tr("Starting the game…");
    bar.removeAttribute("value"); // indeterminate while Python starts
  }
}

// What the bar and the error message say of one counted file, wherever it downloads (here,
// or in the interpreter's preparation worker): how much of it has arrived (all of it by
// default), or how its download failed (an HTTP status, or none when no answer came).
function arrived(url, count = Infinity) {
  received.set(url, Math.min(count, sizes.get(url)));
  showProgress();
  if (count === Infinity && url === INTERPRETER_URL) interpreterArrived();
  if (count !== Infinity && url === SNAPSHOT) snapshotBytesAt = performance.now();
}
const fileName = (url) => url.split("/").pop();
// The interpreter's snapshot (tools/snapshot.mjs) is the one download the boot can do
// without (Python then starts the slow way): its failures only count it as arrived.
const SNAPSHOT = RUNTIME?.snapshot && new URL(RUNTIME.snapshot, siteUrl).href;
// The interpreter (the .wasm file); once all of it has arrived, the snapshot's download
// may start.
const INTERPRETER = RUNTIME?.fetches.find((path) => path.endsWith(".wasm"));
const INTERPRETER_URL = INTERPRETER && new URL(INTERPRETER, siteUrl).href;
let interpreterArrived;
const interpreterIn = new Promise((resolve) => { interpreterArrived = resolve; });
function downloadFailed(url, status, detail) {
  if (url === SNAPSHOT) arrived(url);
  else {
    fail(status ? tr("Could not download {file} (HTTP {status}).", { file: fileName(url), status })
      : tr("Could not download {file}.", { file: fileName(url) }), detail);
  }
}
function downloadBrokeOff(url) {
  if (url === SNAPSHOT) arrived(url);
  else fail(tr("The download of {file} broke off.", { file: fileName(url) }));
}

// The snapshot saves starting Python (about 1.2 s here, more on a phone) for about
// 5 MB more download (about 2 s at 20 Mbit/s). So its download waits for the
// interpreter's (the boot needs that first), and once Python could start, Python waits for
// the snapshot only if it is here or the rest of it, at the pace it has come so far, would
// take less than this. Else Python starts afresh, and the snapshot's download stops,
// leaving the connection to what Python then asks for (the service worker, once
// installed, brings it for the next visit). Its own pace, not the other files': those may
// have come from the HTTP cache.
// A test of the snapshot itself sets more patience: on a busy test machine even a
// download from 127.0.0.1 can come at a pace this would give up on.
const FRESH_START_MS = Number(globalThis.byteSnapshotPatienceMs) || 1200;
const PACE_AFTER_MS = 150; // how long a download runs before its pace tells anything
let snapshotStartedAt = null;
let snapshotBytesAt = null; // when the latest of its bytes came (they come in bursts)

// Resolves to the snapshot (inflated), or to null where it is not worth waiting for; then
// calls abandon() to stop its download.
function snapshotInTime(snapshot, abandon) {
  return new Promise((resolve) => {
    let decided = false;
    const decide = (memory) => {
      if (decided) return;
      decided = true;
      if (memory === null) abandon();
      resolve(memory);
    };
    Promise.resolve(snapshot).then(decide, () => decide(null));
    const judge = () => {
      const size = sizes.get(SNAPSHOT);
      const got = received.get(SNAPSHOT) ?? 0;
      if (decided || !size || got >= size) return; // all in (or given up): being inflated
      const running = snapshotStartedAt === null ? 0 : performance.now() - snapshotStartedAt;
      // Too soon to tell, or no bytes yet (the answer's wait, not the pace) but not for long.
      if (running < PACE_AFTER_MS || (!got && running < FRESH_START_MS)) {
        setTimeout(judge, Math.max(PACE_AFTER_MS - running, 50));
        return;
      }
      const pace = got / Math.max(snapshotBytesAt - snapshotStartedAt, 1); // bytes per ms
      if ((size - got) / pace > FRESH_START_MS) decide(null);
    };
    judge();
  });
}

function trackBody(url, response) {
  if (!response.ok) { downloadFailed(url, response.status); return; }
  if (!response.body) { arrived(url); return; }
  // Python in a worker fetches its own copy (from the HTTP cache): read this one up.
  const reader = (inWorker ? response : response.clone()).body.getReader();
  let count = 0;
  const pump = () => reader.read().then(({ done, value }) => {
    if (done) { arrived(url); return; }
    count += value.byteLength;
    arrived(url, count);
    return pump();
  });
  pump().catch(() => downloadBrokeOff(url));
}

// Every file the boot needs is started at once (the runtime would ask for them one after
// another). A started download is handed over when the runtime fetches the same URL, so
// nothing is downloaded twice and its bytes are counted as they arrive.
const nativeFetch = globalThis.fetch.bind(globalThis);
const started = new Map();
// With Python in a worker, the interpreter (the .wasm file) is compiled as it downloads, in
// a worker of the loader's own, and handed to PyScript's worker when it asks
// (static/interpreter.mjs): PyScript's worker starts a few hundred milliseconds after the
// page, and then only instantiates. Compiled on the page instead, the download's many
// compile steps ran on the busy main thread and held up PyScript's own start there: its
// modules, in at about 200 ms, ran at about 400 ms (at about 260 ms without that compile,
// measured on cold boots). The same worker downloads and inflates the interpreter's
// snapshot (tools/snapshot.mjs), which PyScript's worker gets in the same answer. Held for
// the page's life: PyScript's worker may ask at any time while it boots.
let interpreterModule = null;
let interpreterSnapshot = null;
let abandonSnapshot = () => {};

// Every worker started on this page before Python is up may ask for the compiled module
// and the snapshot (PyScript's worker, through static/interpreter.mjs), with a port for the
// answer: {module, snapshot}, each null where the loader has none (then the worker compiles
// its own module, or starts Python afresh). The snapshot's memory moves to the worker that
// asked first. The question stops here: PyScript's own listeners, added after this one,
// never see it.
function answerInterpreterQuestions() {
  const NativeWorker = globalThis.Worker;
  globalThis.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("message", (event) => {
        const [port] = event.ports;
        if (event.data?.byteInterpreter !== "wanted" || !port) return;
        event.stopImmediatePropagation();
        // An older static/interpreter.mjs (from the HTTP cache) asks without a protocol
        // and takes the bare module, or with protocol 2: it loads the whole standard
        // library, which the snapshot (made with the trimmed one) does not fit.
        const current = event.data.protocol === 3;
        const older = event.data.protocol === 2;
        // Once the module is ready, Python could start: the snapshot, if it is in time.
        const compiled = Promise.resolve(interpreterModule).catch(() => null);
        const inTime = current
          ? compiled.then(() => snapshotInTime(interpreterSnapshot, abandonSnapshot)) : null;
        Promise.all([compiled, inTime])
          .then(([module, snapshot]) => {
            const memory = snapshot?.byteLength ? snapshot : null; // none once handed over
            try {
              if (current) port.postMessage({ module, snapshot: memory }, memory ? [memory] : []);
              else if (older) port.postMessage({ module, snapshot: null });
              else port.postMessage(module);
            } catch {
              // A browser that cannot pass the module: the worker compiles its own.
              port.postMessage(current || older ? { module: null, snapshot: null } : null);
            }
            port.close();
          });
      });
    }
  };
  whenReady(() => {
    globalThis.Worker = NativeWorker;
    interpreterSnapshot = null; // its 30 MB, should no worker have taken them
  });
}

// The snapshot travels gzip-compressed whatever the host does; inflated as it arrives. A
// browser without DecompressionStream starts Python afresh.
function inflate(body) {
  return new Response(body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

// The interpreter's own worker: downloads the .wasm file and compiles it as it arrives,
// downloads the snapshot and inflates it, tells the page how much of each has arrived, and
// posts the compiled module and the snapshot (each null where it could not make it: then
// PyScript's worker does without). Its source travels as a blob, so it costs no request
// before the downloads start.
function prepareInterpreter() {
  // The download of url: its body, its bytes counted for the page as they pass, or
  // {failed: the HTTP status, 0 where no answer came}. over(whole) once it is over.
  const download = async (url, { signal, over = () => {} } = {}) => {
    let response;
    try {
      response = await fetch(url, { signal });
    } catch {
      over(false);
      return { failed: 0 };
    }
    if (!response.ok) {
      over(false);
      return { failed: response.status };
    }
    let received = 0;
    return {
      body: response.body.pipeThrough(new TransformStream({
        transform(chunk, stream) {
          received += chunk.byteLength;
          postMessage({ url, received });
          stream.enqueue(chunk);
        },
        flush() { over(true); },
      })),
    };
  };
  // Whatever goes wrong, the page gets an answer (PyScript's worker waits for it). For the
  // interpreter, a failed or broken-off download fails the boot; anything else leaves the
  // compile to PyScript's worker. Without a snapshot, Python starts afresh. over() once
  // the interpreter's download is over, however it ended.
  const compile = async (url, over) => {
    let downloaded = false;
    const { body, failed } = await download(url, {
      over: (whole) => { downloaded = whole; over(); },
    });
    if (!body) { postMessage({ failed }); return; }
    try {
      const wasm = new Response(body, { headers: { "Content-Type": "application/wasm" } });
      const module = typeof WebAssembly.compileStreaming === "function"
        ? await WebAssembly.compileStreaming(wasm)
        : await WebAssembly.compile(await wasm.arrayBuffer());
      postMessage({ module }); // a browser that cannot pass it throws: then none
    } catch {
      postMessage(downloaded ? { module: null } : { brokeOff: true });
      over();
    }
  };
  const abandoned = new AbortController();
  const restore = async (url) => {
    postMessage({ url, started: true });
    const { body } = await download(url, { signal: abandoned.signal });
    if (!body) { postMessage({ snapshot: null }); return; }
    try {
      const snapshot = await inflate(body);
      postMessage({ snapshot }, [snapshot]);
    } catch {
      postMessage({ snapshot: null });
    }
  };
  // The snapshot's download starts once the interpreter's is over, and stops if the page
  // abandons it (see the page's snapshotInTime).
  onmessage = ({ data: { interpreter, snapshot, abandon } }) => {
    if (abandon) { abandoned.abort(); return; }
    let started = false;
    compile(interpreter, () => {
      if (started) return;
      started = true;
      if (snapshot) restore(snapshot);
      else postMessage({ snapshot: null });
    });
  };
}

// Starts the interpreter's worker on the two files; returns two promises, of the compiled
// module and of the snapshot, each null where the worker could not make it, and a function
// that stops the snapshot's download. Downloads are reported here as the page's own are.
function prepareInTheBackground(interpreter, snapshot) {
  const source = URL.createObjectURL(new Blob(
    [`const inflate = ${inflate};\n(${prepareInterpreter})()`], { type: "text/javascript" }));
  let worker;
  let resolveModule;
  let resolveSnapshot;
  const module = new Promise((resolve) => { resolveModule = resolve; });
  const memory = new Promise((resolve) => { resolveSnapshot = resolve; });
  // The end of each job: what it made, or null (PyScript's worker then downloads what it
  // needs itself, so the bar counts the file as arrived).
  const moduleDone = (made) => { arrived(interpreter); resolveModule(made); };
  const snapshotDone = (made) => { if (snapshot) arrived(snapshot); resolveSnapshot(made); };
  Promise.all([module, memory]).then(() => {
    URL.revokeObjectURL(source);
    worker?.terminate();
  });
  try {
    worker = new Worker(source, { name: "interpreter preparation" });
  } catch {
    moduleDone(null);
    snapshotDone(null);
    return [module, memory, () => {}];
  }
  worker.onmessage = ({ data }) => {
    if ("received" in data) arrived(data.url, data.received);
    else if (data.started) snapshotStartedAt = performance.now();
    else if ("failed" in data) { downloadFailed(interpreter, data.failed); moduleDone(null); }
    else if (data.brokeOff) { downloadBrokeOff(interpreter); moduleDone(null); }
    else if ("module" in data) moduleDone(data.module);
    else if ("snapshot" in data) snapshotDone(data.snapshot);
  };
  worker.onerror = () => { moduleDone(null); snapshotDone(null); };
  worker.postMessage({ interpreter, snapshot });
  return [module, memory, () => worker.postMessage({ abandon: true })];
}

function watchDownload(url, request) {
  if (sizes.has(url)) {
    request.then((response) => trackBody(url, response),
      (err) => downloadFailed(url, 0, err));
  }
  return request;
}

function startDownloads() {
  // The page's catalogue (not in English), which Python reads before it draws any text
  // (byte/web/main.py): it downloads beside the interpreter, so Python finds it at hand.
  if (root.dataset.catalogue) {
    nativeFetch(new URL(root.dataset.catalogue, siteUrl).href)
      .then((response) => response.arrayBuffer())
      .catch(() => {}); // Python asks again, and goes on in English if that fails too
  }
  // The interpreter's compile first: of the boot's jobs before Python starts, it ends last.
  if (inWorker && INTERPRETER) {
    [interpreterModule, interpreterSnapshot, abandonSnapshot] = prepareInTheBackground(
      INTERPRETER_URL, SNAPSHOT);
  }
  // With Python in a worker, the page runs only PyScript's own modules; the worker loads
  // Pyodide and our files itself. The page still downloads the other big runtime files (to
  // count them for the bar) and the modules the worker imports one after another: the
  // worker then finds them in the HTTP cache (checked by a browser test: each is sent once).
  const here = (path) => !inWorker || RUNTIME.pageModules.includes(path);
  for (const path of RUNTIME.modules.filter(here)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(path, siteUrl).href;
    document.head.append(link);
  }
  const workerModules = RUNTIME.modules.filter((path) => !here(path));
  // With Python in a worker, the worker fetches our Python when it needs it; the page's
  // PyScript reads only the config and the script, one after the other, before it starts
  // the worker: those start now too, and so do the runtime files the bar counts.
  const forPage = (path) => !inWorker || RUNTIME.pageFetches.includes(path);
  // (Not the interpreter there: the preparing worker downloads it.)
  const fetches = RUNTIME.fetches.filter((path) => !(inWorker && path === INTERPRETER)
    && (forPage(path) || sizes.has(new URL(path, siteUrl).href)));
  for (const path of [...fetches, ...workerModules]) {
    const url = new URL(path, siteUrl).href;
    const request = watchDownload(url, nativeFetch(url));
    request.catch(() => {}); // reported by watchDownload or by the runtime's own fetch
    if (forPage(path)) started.set(url, request);
  }
  // On the main thread, the interpreter (static/interpreter.mjs) asks here for the
  // snapshot once Pyodide's own files are in (and the snapshot is inflated as it arrives).
  if (!inWorker && SNAPSHOT && INTERPRETER) {
    const abandoned = new AbortController();
    const inflated = interpreterIn
      .then(() => {
        snapshotStartedAt = performance.now();
        return watchDownload(SNAPSHOT, nativeFetch(SNAPSHOT, { signal: abandoned.signal }));
      })
      .then((response) => (response.ok ? inflate(response.body) : null))
      .catch(() => null);
    globalThis.byteSnapshotForTheTrimmedLibrary = () => interpreterIn
      .then(() => snapshotInTime(inflated, () => abandoned.abort()));
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
    if (sizes.has(entry.name) && !received.has(entry.name)) arrived(entry.name);
  }
}).observe({ type: "resource", buffered: true });

// --- storage: detect denial and fall back to an in-memory IndexedDB ---------------------
// Where the browser denies this site storage it throws on localStorage at once (a
// cross-site frame, a site whose data the user blocked). The IndexedDB probe below is the
// thorough check, but it takes 100-200 ms while the page lays itself out, so the boot goes
// on without it and only a page it contradicts starts again (once, and then waits for it:
// window.name survives the reload and needs no storage).
function localStorageDenied() {
  try {
    void localStorage.length;
    return false;
  } catch {
    return true;
  }
}

const WAIT_FOR_STORAGE_MARK = "byte:wait-for-the-storage-check";
const waitForStorageCheck = window.name === WAIT_FOR_STORAGE_MARK;
if (waitForStorageCheck) window.name = "";

function bootAgainAfterTheStorageCheck() {
  if (isReady()) return; // too late to move, and nothing is lost: saving reports failures
  window.name = WAIT_FOR_STORAGE_MARK;
  location.reload();
}

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
  text.textContent = tr("New version available.");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = tr("Reload");
  reload.addEventListener("click", () => {
    reload.disabled = true;
    worker.postMessage({ type: "skip-waiting" });
  });
  const later = document.createElement("button");
  later.type = "button";
  later.className = "boot-dismiss";
  later.textContent = tr("Later");
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
    // This language's catalogue came before the worker did: it keeps it now, so the page
    // opens in its language offline too (the worker keeps it when fetched through it).
    if (root.dataset.catalogue) {
      navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage(
        { type: "keep", path: root.dataset.catalogue })).catch(() => {});
    }
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

// --- keys and pointers while Python runs in a worker ----------------------------------
// There the app's handlers run a moment after the browser dispatched the event, so their
// preventDefault() comes too late to stop a key from scrolling the page, and their
// stopPropagation() too late to keep a board key from the page-wide shortcuts. For the keys
// the app handles (the keymap of byte/web/app.py: on_board_key and on_key) this layer makes
// both decisions at once: it stops the browser's event and hands the app a copy, which has
// no default action; a board key's copy goes to the board alone.
const BOARD_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Escape",
  "1", "2", "3", "4", "5", "6", "7"];
const PAGE_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];
const EMBED_PAGE_KEYS = [...PAGE_KEYS, "ArrowUp", "ArrowDown"]; // embeds step with ↑ ↓ too

function relay(event, target, bubbles) {
  event.preventDefault();
  event.stopImmediatePropagation();
  const { key, code, location: where, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
  target.dispatchEvent(new KeyboardEvent("keydown", { key, code, location: where, repeat,
    ctrlKey, shiftKey, altKey, metaKey, bubbles, cancelable: true, composed: true }));
}

function relayInput() {
  const wrap = document.getElementById("board-wrap");
  addEventListener("keydown", (event) => {
    if (!event.isTrusted || !isReady()) return;
    const embed = root.classList.contains("embed");
    const arrow = event.key.startsWith("Arrow");
    if (wrap.contains(event.target) && BOARD_KEYS.includes(event.key) && !(embed && arrow)) {
      relay(event, wrap, false);
      return;
    }
    // The board editor's board (byte/web/editor.py) takes the same keys.
    const editor = event.target.closest?.("#editor-wrap");
    if (editor && BOARD_KEYS.includes(event.key)) {
      relay(event, editor, false);
      return;
    }
    const tag = String(event.target.tagName || "").toLowerCase();
    if (event.altKey || event.metaKey || event.ctrlKey || ["input", "textarea", "select"].includes(tag)
      || document.querySelector("dialog[open]")) return;
    if ((embed ? EMBED_PAGE_KEYS : PAGE_KEYS).includes(event.key)) relay(event, event.target, true);
  }, { capture: true });
  // A drag must keep the pointer even if it leaves the board before the app captures it.
  wrap.addEventListener("pointerdown", (event) => {
    if (event.button === 0 && event.target.closest?.("[data-square]")) {
      try { wrap.setPointerCapture(event.pointerId); } catch { /* a nicety, not a need */ }
    }
  });
}

// --- before Python is up: the page is already readable ---------------------------------
// The panel, the rules and the New game choices are plain HTML. The New game dialog opens
// now; a game started from it is handed to Python once it is up, as if the dialog had just
// closed (the app reads the dialog's choices when it closes).
function newGameWhileLoading() {
  const dialog = document.getElementById("new-game-dialog");
  let chosen = false;
  const open = (event) => {
    if (!isReady() && event.target.closest?.('[data-action="new"]') && !dialog.open) {
      dialog.showModal();
    }
  };
  const closed = () => { if (!isReady()) chosen = dialog.returnValue === "start"; };
  document.addEventListener("click", open);
  dialog.addEventListener("close", closed);
  whenReady(() => {
    document.removeEventListener("click", open);
    dialog.removeEventListener("close", closed);
    if (chosen && !dialog.open) dialog.dispatchEvent(new Event("close"));
  });
}

// --- the first paint: the board, before Python ----------------------------------------
// static/first-board.js decided (in the head, before anything was drawn) which board this
// visit opens on: the opening game's start, which the page's markup already holds; a
// link's game (the build's still boards, static/first-boards.json); the board kept at the
// last visit (local storage, "=keep" above); or none that the loader can draw (the board's
// outline stays until Python draws it). Whatever is shown is a still picture: not
// focusable, no buttons, not interactive (the board is aria-busy until Python is up).
// Python's first render replaces it with the live board, square for square in place.

// A board is drawn with these SVG elements and attributes and no others: a kept board is
// text from storage, which anyone (or any extension) may have edited, so it is parsed as
// SVG and only what a board needs survives: no scripts, no links, no styles, no foreign
// content, no event handlers; ids only of the board's own kind.
const BOARD_ELEMENTS = new Set(["svg", "g", "rect", "circle", "ellipse", "line", "polyline",
  "polygon", "path", "text", "tspan"]);
const BOARD_ATTRIBUTES = /^(?:class|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height|points|d|viewBox|transform|text-anchor|aria-hidden|fill|stroke|stroke-width|opacity|data-[a-z][a-z0-9-]*)$/;
const BOARD_IDS = /^(?:board|sq-[A-Za-z0-9-]{1,8})$/;
// What the live board shows to invite a move: left out of a still picture.
const INVITATIONS = ".hl-target-dot, .hl-target-ring, .hl-selected, .hl-path, .hl-must, "
  + ".hint-arrow, .scores";
const KEPT_BOARD_MAX = 400_000; // characters: a 10x10 board is about 40,000

// A board never holds these: text that does is not one of ours, and is not even parsed
// (parsing alone would have the browser report what its content policy blocks).
const NOT_A_BOARD = /<\s*(?!\/?(?:svg|g|rect|circle|ellipse|line|polyline|polygon|path|text|tspan)[\s>/])[^\s>]|\son[a-z]+\s*=|\sstyle\s*=|<!|<\?/i;

function stillBoard(text, bare = false) {
  if (typeof text !== "string" || !text || text.length > KEPT_BOARD_MAX
    || NOT_A_BOARD.test(text)) return null;
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const svg = parsed.documentElement;
  const SVG = "http://www.w3.org/2000/svg";
  if (svg.namespaceURI !== SVG || svg.localName !== "svg" || svg.id !== "board"
    || parsed.querySelector("parsererror")) return null;
  const label = (svg.getAttribute("aria-label") ?? "").slice(0, 200);
  for (const node of [svg, ...svg.querySelectorAll("*")]) {
    if (node !== svg && !svg.contains(node)) continue; // inside one removed already
    if (node.namespaceURI !== SVG || !BOARD_ELEMENTS.has(node.localName)) {
      node.remove();
      continue;
    }
    for (const { name, value } of [...node.attributes]) {
      const kept = name === "id" ? BOARD_IDS.test(value)
        : BOARD_ATTRIBUTES.test(name) && !/url\s*\(|script:/i.test(value);
      if (!kept) node.removeAttribute(name);
    }
  }
  for (const node of svg.querySelectorAll(INVITATIONS)) node.remove();
  // One name for the whole picture (an attribute's text: never read as markup).
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label || tr("The board"));
  if (bare) { // the board of a position only Python can draw: its pieces come with Python
    for (const node of svg.querySelectorAll('[data-layer="pieces"]')) node.remove();
    svg.removeAttribute("data-position");
    svg.setAttribute("aria-label", tr("{board}, getting ready",
      { board: label.split(",")[0] || tr("The board") }));
  }
  svg.setAttribute("data-interactive", "0");
  svg.setAttribute("data-still", "1");
  return document.importNode(svg, true);
}

function showFirstBoard() {
  const wrap = document.getElementById("board-wrap");
  const first = globalThis.byteFirstPaint ?? { board: "opening" };
  wrap.setAttribute("aria-busy", "true");
  whenReady(() => wrap.removeAttribute("aria-busy"));
  const show = (svg) => {
    if (!svg || isReady() || !wrap.querySelector("#board[data-still], .board-skeleton")) return;
    wrap.replaceChildren(svg);
    root.dataset.firstBoard = "shown";
  };
  if (first.board === "kept") {
    let text = null;
    try { text = localStorage.getItem(RUNTIME.keptBoard); } catch { /* denied */ }
    show(stillBoard(text));
  } else if (first.board === "link" && first.key) {
    nativeFetch(new URL(root.dataset.firstBoards || RUNTIME.firstBoards, siteUrl))
      .then((response) => (response.ok ? response.json() : {}))
      .then((boards) => show(stillBoard(boards[first.key], first.bare)))
      .catch(() => {}); // the outline stays until Python draws the board
  }
}

// The welcome (its markup written by the build) opens on a first visit at once; an answer
// given before Python is up is kept on the dialog (data-chosen) and carried out by Python
// (byte/web/welcome.py, start) as soon as it is.
function welcomeWhileLoading() {
  const dialog = document.getElementById("welcome-dialog");
  if (!globalThis.byteFirstPaint?.welcome || !dialog?.querySelector("[data-welcome]")) return;
  const answer = (event) => {
    const button = event.target.closest?.("[data-welcome]");
    if (isReady() || !button || !dialog.contains(button)) return;
    event.stopImmediatePropagation();
    dialog.dataset.chosen = button.dataset.welcome;
    dialog.close();
  };
  const closed = () => { if (!isReady() && !dialog.dataset.chosen) dialog.dataset.chosen = "close"; };
  document.addEventListener("click", answer, true);
  dialog.addEventListener("close", closed);
  whenReady(() => {
    document.removeEventListener("click", answer, true);
    dialog.removeEventListener("close", closed);
  });
  try {
    dialog.showModal();
    // As byte/web/welcome.py does: the game first, in reading and Tab order.
    const first = dialog.querySelector('input[name="welcome-game"]:checked')
      ?? dialog.querySelector("[data-welcome]");
    first.focus({ preventScroll: true });
  } catch { /* an old browser: Python opens it */ }
}

// --- where Python runs -----------------------------------------------------------------
// The same script serves both: the worker attribute alone moves it. PyScript then takes its
// main-thread settings from a <py-config> (only the plugins: the worker reads pyscript.toml),
// written from <mpy-config>, whose list tools/build.py checks against pyscript.toml.
function placePython() {
  const script = document.querySelector('script[type="py"]');
  if (inWorker) {
    script.setAttribute("worker", "");
    const config = document.createElement("py-config");
    // experimental_ffi_timeout: the worker may keep what it read of the page's non-DOM
    // objects (methods, prototypes, missing names) until its current task ends, instead of
    // asking the main thread again for each; DOM nodes and accessors are never kept.
    config.textContent = `${document.querySelector("mpy-config").textContent}
experimental_ffi_timeout = 0`;
    script.before(config);
    relayInput();
    answerInterpreterQuestions();
  }
  // A hook for tests and tools: where the loader put Python ("worker" or "main").
  root.dataset.pythonThread = inWorker ? "worker" : "main";
  // Where Python finds a standard module the trimmed library left out (byte/web/main.py).
  if (RUNTIME.stdlibFull) root.dataset.stdlibFull = new URL(RUNTIME.stdlibFull, siteUrl).href;
}

// --- boot -------------------------------------------------------------------------------
async function boot() {
  if (!RUNTIME) { fail(tr("This page was not built (run the build).")); return; }
  addEventListener("unhandledrejection", (event) => {
    if (!isReady()) fail(tr("Python could not start."), event.reason);
  });
  if (/(?:^|&)embed=1(?:&|$)/.test(location.hash.slice(1))) {
    root.classList.add("embed"); // the app does the same; now the panel never flashes
  }
  showFirstBoard();
  welcomeWhileLoading();
  newGameWhileLoading();
  showProgress();
  let denied;
  if (waitForStorageCheck) {
    denied = await storageDenied();
  } else if (localStorageDenied()) {
    denied = true;
  } else {
    // Storage works, as far as a quick look tells: the probe answers long before Python
    // reads the hook below, and boots the page again if it finds otherwise.
    denied = false;
    storageDenied().then((late) => { if (late) bootAgainAfterTheStorageCheck(); });
  }
  // The in-memory stand-in lives on this thread only, so Python stays here with it (known
  // before the downloads start: what the page downloads depends on where Python runs).
  if (denied) inWorker = false;
  startDownloads();
  // A hook for the app and the tests: "memory" means nothing will outlive this page.
  root.dataset.storage = denied ? "memory" : "persistent";
  if (denied) await installMemoryIndexedDB();
  placePython();
  whenReady(() => { if (!denied) registerServiceWorker(); });
  try {
    await import(new URL(RUNTIME.core, siteUrl).href);
  } catch (err) {
    fail(tr("Could not load the page's runtime."), err);
  }
}

boot().catch((err) => fail(tr("Could not start the page."), err));
