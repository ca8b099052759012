// The interpreter PyScript loads (pyscript.toml's `interpreter`): Pyodide as shipped, with
// two changes. tools/build.py puts this file beside the vendored pyodide.mjs, because
// PyScript takes the folder of this URL as Pyodide's.
//
// 1. Python starts from a snapshot. Most of a bare Pyodide boot is Python starting itself;
//    the build keeps a memory snapshot of an interpreter that has done so
//    (tools/snapshot.mjs), and Pyodide restores that instead (its `_loadSnapshot` option).
//    The page's loader (static/boot/interpreter.js) downloads and inflates it right after the
//    interpreter, and gives none where it would arrive later than Python could start
//    without it (a slow connection). A snapshot that is missing or does not fit this
//    interpreter (Pyodide checks its build id) costs only the time saved: Pyodide then
//    starts Python afresh, as it always did. A restored interpreter gets a fresh seed for
//    Python's random module, which would otherwise start from the snapshot's in every copy.
//
// 2. Where the page's Python runs in a worker, the worker instantiates the compiled
//    interpreter the page has. The worker starts a few hundred milliseconds after the page
//    (PyScript first loads itself and its config on the page), and it would then compile
//    the interpreter's 9.6 MB of WebAssembly from the start. The loader has the same file
//    compiled as soon as the page opens, while it downloads (in a worker of its own), so
//    here the worker asks the page for that compiled module and only instantiates it. A
//    WebAssembly.Module passes between a page and its workers without a copy, and the
//    snapshot's memory is handed over, not copied. If the page has no module to give (its
//    compile failed), Pyodide compiles its own.
//
// 3. The standard library is the site's trimmed one (tools/build.py fills STDLIB: its path
//    from here), which the snapshot was made with: Python must find the same files.
//
// Handshake: loadPyodide posts {byteInterpreter: "wanted", protocol: 3} with a port of its
// own; the page's loader answers on that port with {module, snapshot} (each may be null).
// (This file is served with the vendored runtime, as immutable: a returning visitor's
// browser may hold an older copy, which asks without a protocol and takes a bare module or
// null, or asks with protocol 2 and loads Pyodide's whole standard library, which the
// snapshot does not fit; the loader answers each as it asks, the latter without a snapshot.) The question stops at the loader's listener,
// the first on the page's side; the answer comes on the port, so PyScript's listeners on
// either side never see either. On the main thread the loader leaves a function in
// globalThis.byteSnapshotForTheTrimmedLibrary that returns a promise of the snapshot. Either way the
// loader gives none where it would arrive later than Python can start without it
// (static/boot/interpreter.js, snapshotInTime).

import { loadPyodide as loadAfresh } from "./pyodide.mjs";

const STDLIB = /*BUILD:STDLIB*/null;

export * from "./pyodide.mjs";

const ownInstantiateStreaming = WebAssembly.instantiateStreaming;

function askThePage() {
  const channel = new MessageChannel();
  const answer = new Promise((resolve) => {
    channel.port1.onmessage = ({ data }) => {
      channel.port1.close();
      resolve({
        module: data?.module instanceof WebAssembly.Module ? data.module : null,
        snapshot: data?.snapshot instanceof ArrayBuffer ? data.snapshot : null,
      });
    };
  });
  postMessage({ byteInterpreter: "wanted", protocol: 3 }, [channel.port2]);
  return answer;
}

const inPageWorker = typeof document === "undefined" && typeof postMessage === "function";

// Pyodide instantiates its interpreter with a streaming call: with the page's module, that
// is only an instantiation (once more if a snapshot did not fit and Python starts afresh).
function useThePagesModule(fromThePage) {
  WebAssembly.instantiateStreaming = async function instantiateTheInterpreter(source, imports) {
    const { module } = await fromThePage;
    if (module === null) {
      globalThis.byteInterpreterFrom = "worker";
      return ownInstantiateStreaming.call(WebAssembly, source, imports);
    }
    // The worker's own download of the file is not needed: let it go.
    Promise.resolve(source).then((response) => response.body?.cancel(), () => {});
    globalThis.byteInterpreterFrom = "page";
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}

// The loader's snapshot on the main thread: the loader's function gives a promise of it,
// or of null where it is not worth waiting for (taken once: it holds 30 MB).
function takeTheLoadersSnapshot() {
  const ask = globalThis.byteSnapshotForTheTrimmedLibrary;
  delete globalThis.byteSnapshotForTheTrimmedLibrary;
  return Promise.resolve(typeof ask === "function" ? ask() : null).catch(() => null);
}

/**
 * Pyodide, restored from `snapshot` (a promise of the inflated snapshot, or of null) where
 * it can be, else started afresh: resolves to [pyodide, "snapshot" or "fresh"]. Pyodide
 * waits for the snapshot only once its own files are on the way; without one it stops
 * there, before instantiating anything, and starts again without. (The computer player's
 * worker, static/bot-worker.js, does the same with a copy of its own.)
 */
export async function startPython(options, snapshot) {
  const restoring = snapshot.then((memory) => memory ?? Promise.reject(new Error("none")));
  restoring.catch(() => {});
  try {
    const pyodide = await loadAfresh({ ...options, _loadSnapshot: restoring });
    // Pyodide keeps its options: without this it would keep the snapshot's memory too.
    if (pyodide._api?.config) pyodide._api.config._loadSnapshot = undefined;
    pyodide.runPython("import random\nrandom.seed()");
    return [pyodide, "snapshot"];
  } catch (err) {
    if (await snapshot) {
      console.warn("The interpreter's snapshot did not fit; starting Python afresh.", err);
    }
  }
  return [await loadAfresh(options), "fresh"];
}

// What PyScript calls.
export async function loadPyodide(given = {}) {
  const options = STDLIB ? { ...given, stdLibURL: new URL(STDLIB, import.meta.url).href } : given;
  const fromThePage = inPageWorker ? askThePage() : null;
  if (fromThePage) useThePagesModule(fromThePage);
  try {
    const snapshot = fromThePage
      ? fromThePage.then((answer) => answer.snapshot)
      : takeTheLoadersSnapshot();
    const [pyodide, start] = await startPython(options, snapshot);
    globalThis.byteInterpreterStart = start;
    return pyodide;
  } finally {
    WebAssembly.instantiateStreaming = ownInstantiateStreaming;
  }
}
