// The computer player's worker: Pyodide running our package, and nothing else.
//
// A plain module worker rather than a PyScript one, because PyScript's worker opens
// IndexedDB at start-up, which browsers deny inside a cross-site <iframe> (an embedded
// board). Bare Pyodide needs no storage, so the computer plays wherever the page runs.
//
// Protocol: the page posts {id, code, moves, level, seed, game, variant, all} (or
// {id, start: true} to boot early, answered with {id, text: "ready", start: "snapshot" or
// "fresh"}) and gets back {id, text} with byte.web.worker.think's JSON, or {id, error} in
// words. With task: "review" it asks byte.web.worker.review about {code, moves, game,
// variant} instead (the game review, one position per request). With task: "deepen" it
// calls byte.web.worker.deepen on {code, moves, game, variant, seconds} (thinking longer):
// each completed depth comes as {id, progress} before the final {id, text}.
// tools/build.py fills SETUP: where Pyodide lives, the archive of the package files to load
// at start, and the archive of each game that loads on first use (SETUP.games: {id: path}).

const SETUP = /*BUILD:WORKER*/null;
const siteUrl = new URL("../", self.location.href);
const HOME = "/home/pyodide/site";

let started = null;
// Games whose files are in the worker's file system (the opening game's come at start).
const gamesLoaded = new Map();
// Set by the page when it is cross-origin isolated: a shared flag the search reads every
// few hundred positions, so a cancel stops it at once (the answer is then stale).
let stopFlag = null;

async function fetchBytes(path) {
  const response = await fetch(new URL(path, siteUrl));
  if (!response.ok) throw new Error(`could not download ${path} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

// The interpreter's snapshot, inflated (tools/snapshot.mjs; the page has usually
// downloaded it already), or null: Python then starts afresh.
async function snapshotMemory() {
  try {
    const response = await fetch(new URL(SETUP.snapshot, siteUrl));
    if (!response.ok) return null;
    return await new Response(response.body.pipeThrough(new DecompressionStream("gzip")))
      .arrayBuffer();
  } catch {
    return null;
  }
}

// Pyodide restored from the interpreter's snapshot where it can be, else started afresh,
// as the page's interpreter does (static/interpreter.mjs, startPython): [pyodide, "snapshot"
// or "fresh"]. Not imported from there: that file is served with the runtime, as immutable,
// and an older copy of it would ask this worker's page for its interpreter and wait.
async function startPython(loadPyodide, indexURL) {
  // The site's trimmed standard library, which the snapshot was made with.
  const stdLibURL = SETUP.stdlib ? new URL(SETUP.stdlib, siteUrl).href : undefined;
  const snapshot = await snapshotMemory();
  if (snapshot) {
    try {
      const pyodide = await loadPyodide({ indexURL, stdLibURL, _loadSnapshot: snapshot });
      // Pyodide keeps its options: without this it would keep the snapshot's memory too.
      if (pyodide._api?.config) pyodide._api.config._loadSnapshot = undefined;
      pyodide.runPython("import random\nrandom.seed()"); // else every copy draws the same
      return [pyodide, "snapshot"];
    } catch (err) {
      console.warn("The interpreter's snapshot did not fit; starting Python afresh.", err);
    }
  }
  return [await loadPyodide({ indexURL, stdLibURL }), "fresh"];
}

function unpack(pyodide, data) {
  pyodide.unpackArchive(data, "zip", { extractDir: HOME });
}

// A game other than the opening one: download its archive the first time it is asked for.
function loadGame(pyodide, game) {
  const archive = SETUP.games?.[game];
  if (!archive) return Promise.resolve();
  if (!gamesLoaded.has(game)) {
    const loading = fetchBytes(archive).then((data) => {
      unpack(pyodide, data);
      pyodide.pyimport("byte.web.game_files").refresh_path_finders();
    });
    loading.catch(() => gamesLoaded.delete(game)); // the next request tries again
    gamesLoaded.set(game, loading);
  }
  return gamesLoaded.get(game);
}

async function start() {
  if (!SETUP) throw new Error("this worker was not built (run the build)");
  const pyodideUrl = new URL(SETUP.pyodide, siteUrl).href;
  const { loadPyodide } = await import(`${pyodideUrl}pyodide.mjs`);
  // The package downloads while the interpreter starts.
  const [[pyodide, how], archive] = await Promise.all([
    startPython(loadPyodide, pyodideUrl),
    fetchBytes(SETUP.archive),
  ]);
  unpack(pyodide, archive);
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(HOME)})`);
  // A standard module the trimmed library left out is fetched when imported.
  if (SETUP.stdlibFull) {
    pyodide.pyimport("byte.web.stdlib_on_demand").install(new URL(SETUP.stdlibFull, siteUrl).href);
  }
  const worker = pyodide.pyimport("byte.web.worker");
  return { pyodide, how, think: worker.think, review: worker.review, deepen: worker.deepen };
}

self.addEventListener("message", async (event) => {
  const { id, code, moves, level, seed, game, variant, all, flag, task, seconds, start: startOnly } =
    event.data ?? {};
  if (flag) stopFlag = new Int32Array(flag);
  let python;
  try {
    started ??= start();
    python = await started;
  } catch (err) {
    started = null; // the next request tries again (the network may be back)
    self.postMessage({ id, error: `Python could not start: ${err?.message ?? err}` });
    return;
  }
  try {
    await loadGame(python.pyodide, String(game ?? "byte"));
  } catch (err) {
    self.postMessage({ id, error: `the game's files could not be downloaded: ${err?.message ?? err}` });
    return;
  }
  if (startOnly) {
    // How Python started ("snapshot" or "fresh"), for tests and tools.
    self.postMessage({ id, text: "ready", start: python.how });
    return;
  }
  try {
    if (stopFlag) Atomics.store(stopFlag, 0, 0);
    const stop = stopFlag ? () => Atomics.load(stopFlag, 0) !== 0 : undefined;
    const played = (moves ?? []).map(String).join(" ");
    let reply;
    if (task === "review") {
      reply = python.review(String(code), String(game ?? "byte"), String(variant ?? ""), played, stop);
    } else if (task === "deepen") {
      const report = (text) => self.postMessage({ id, progress: String(text) });
      reply = python.deepen(String(code), String(game ?? "byte"), String(variant ?? ""), played,
        Number(seconds ?? 10), stop, report);
    } else {
      reply = python.think(String(code), Number(level), Number(seed), String(game ?? "byte"),
        String(variant ?? ""), Boolean(all), played, stop);
    }
    self.postMessage({ id, text: String(reply) });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  }
});
