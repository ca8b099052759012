// The loader: runs before PyScript and owns everything until Python says "ready". This
// file is the boot's order of events; each job is a part of its own in static/boot/:
// - page.js: the runtime the build describes, the loader's words, the page's state;
// - errors.js: a failed boot as data-app-state="error", a plain message and Retry;
// - progress.js: how much of the game has arrived, in words for players, and a bar;
// - downloads.js: every file the boot needs started at once and handed to the runtime;
// - interpreter.js: the interpreter compiled as it downloads, and its snapshot;
// - python-thread.js: where Python runs (a worker where the page is isolated);
// - worker-keys.js: keys the app handles, cancelled at once while Python is in a worker;
// - dom-bridge.js: Python's batched writes to the page, and its listeners;
// - sounds.js: sounds only after the player's first gesture;
// - first-paint.js: the board before Python (a link's game, or the board kept last time);
// - early-dialogs.js: New game and the welcome usable before Python is up;
// - storage.js: where storage is denied, an in-memory IndexedDB for PyScript;
// - service-worker.js: registered once Python is up; "New version — reload".
// tools/build.py joins these modules into one script (static/boot.js of the site: one
// request, no module graph to walk before the downloads start).

import { INTERPRETER, root, RUNTIME, siteUrl, tr, whenReady } from "./boot/page.js";
import { fail, failOnUnhandledRejection } from "./boot/errors.js";
import { counted, showProgress } from "./boot/progress.js";
import { handOver, nativeFetch, watchDownload } from "./boot/downloads.js";
import {
  answerInterpreterQuestions, offerSnapshotOnMainThread, prepareInterpreterInWorker,
} from "./boot/interpreter.js";
import { inWorker, placePython, stayOnMainThread } from "./boot/python-thread.js";
import { relayInput } from "./boot/worker-keys.js";
import "./boot/dom-bridge.js";
import { showFirstBoard } from "./boot/first-paint.js";
import { newGameWhileLoading, welcomeWhileLoading } from "./boot/early-dialogs.js";
import { installMemoryIndexedDB, storageIsDenied } from "./boot/storage.js";
import { registerServiceWorker } from "./boot/service-worker.js";

// Every file the boot needs is started at once (the runtime would ask for them one after
// another); downloads.js hands each to the runtime when it asks.
function startDownloads() {
  // The page's catalogue (not in English), which Python reads before it draws any text
  // (byte/web/main.py): it downloads beside the interpreter, so Python finds it at hand.
  if (root.dataset.catalogue) {
    nativeFetch(new URL(root.dataset.catalogue, siteUrl).href)
      .then((response) => response.arrayBuffer())
      .catch(() => {}); // Python asks again, and goes on in English if that fails too
  }
  // The interpreter's compile first: of the boot's jobs before Python starts, it ends last.
  prepareInterpreterInWorker();
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
    && (forPage(path) || counted(new URL(path, siteUrl).href)));
  for (const path of [...fetches, ...workerModules]) {
    const url = new URL(path, siteUrl).href;
    const request = watchDownload(url, nativeFetch(url));
    request.catch(() => {}); // reported by watchDownload or by the runtime's own fetch
    if (forPage(path)) handOver(url, request);
  }
  offerSnapshotOnMainThread();
}

// The first frame (the welcome, the board, the progress bar) is on screen. A frame is drawn
// right after its animation-frame callbacks, and reaches the screen a moment later: the
// next frame's callbacks come after that. The welcome, opened by this script, is the
// largest thing a first visit paints, and on a busy phone it can reach the screen later
// still: where the browser reports that paint, the wait ends when it does. A page opened
// in a background tab draws no frames, and waits no longer than a moment.
function firstFramePainted() {
  return new Promise((resolve) => {
    const shown = performance.now();
    let observer = null;
    const done = () => { observer?.disconnect(); resolve(); };
    const welcome = document.getElementById("welcome-dialog")?.open;
    if (welcome && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= shown)) done();
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
    }
    setTimeout(done, welcome ? 300 : 150);
  });
}

async function boot() {
  if (!RUNTIME) { fail(tr("This page was not built (run the build).")); return; }
  failOnUnhandledRejection();
  if (/(?:^|&)embed=1(?:&|$)/.test(location.hash.slice(1))) {
    root.classList.add("embed"); // the app does the same; now the panel never flashes
  }
  showFirstBoard();
  welcomeWhileLoading();
  newGameWhileLoading();
  showProgress();
  // The downloads wait for the first frame: on a slow phone the first paint then shares
  // the thread and the connection with nothing (the interpreter alone is over 3 MB), and the
  // player sees the game a frame's time before it starts to download.
  const [denied] = await Promise.all([storageIsDenied(), firstFramePainted()]);
  // The in-memory stand-in lives on this thread only, so Python stays here with it (known
  // before the downloads start: what the page downloads depends on where Python runs).
  if (denied) stayOnMainThread();
  startDownloads();
  // A hook for the app and the tests: "memory" means nothing will outlive this page.
  root.dataset.storage = denied ? "memory" : "persistent";
  if (denied) await installMemoryIndexedDB();
  placePython();
  if (inWorker) {
    relayInput();
    answerInterpreterQuestions();
  }
  whenReady(() => { if (!denied) registerServiceWorker(); });
  try {
    await import(new URL(RUNTIME.core, siteUrl).href);
  } catch (err) {
    fail(tr("Could not load the page's runtime."), err);
  }
}

boot().catch((err) => fail(tr("Could not start the page."), err));
