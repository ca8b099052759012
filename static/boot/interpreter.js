// The interpreter and its snapshot. With Python in a worker, a worker of the loader's own
// downloads the interpreter (the .wasm file) and compiles it as it arrives, then downloads
// and inflates the interpreter's memory snapshot (tools/snapshot.mjs), and PyScript's worker
// gets both when it asks (static/interpreter.mjs); on the main thread, the interpreter asks
// for the snapshot through globalThis.byteSnapshotForTheTrimmedLibrary. Either way the
// snapshot is handed over only if it comes in time (snapshotInTime).
// Exposes: prepareInterpreterInWorker(), answerInterpreterQuestions(),
// offerSnapshotOnMainThread().

import { nativeFetch, watchDownload } from "./downloads.js";
import {
  arrived, bytesIn, downloadBrokeOff, downloadFailed, fileSize, onArrival,
} from "./progress.js";
import { inWorker } from "./python-thread.js";
import { INTERPRETER, INTERPRETER_URL, SNAPSHOT, whenReady } from "./page.js";

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
// Once all of the interpreter has arrived, the snapshot's download may start.
let interpreterArrived;
const interpreterIn = new Promise((resolve) => { interpreterArrived = resolve; });
onArrival((url, count) => {
  if (count === Infinity && url === INTERPRETER_URL) interpreterArrived();
  if (count !== Infinity && url === SNAPSHOT) snapshotBytesAt = performance.now();
});

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
      const size = fileSize(SNAPSHOT);
      const got = bytesIn(SNAPSHOT) ?? 0;
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
export function answerInterpreterQuestions() {
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


// With Python in a worker: the interpreter's compile starts (of the boot's jobs before
// Python starts, it ends last, so the loader starts it first).
export function prepareInterpreterInWorker() {
  if (inWorker && INTERPRETER) {
    [interpreterModule, interpreterSnapshot, abandonSnapshot] = prepareInTheBackground(
      INTERPRETER_URL, SNAPSHOT);
  }
}

// On the main thread, the interpreter (static/interpreter.mjs) asks here for the
// snapshot once Pyodide's own files are in (and the snapshot is inflated as it arrives).
export function offerSnapshotOnMainThread() {
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
