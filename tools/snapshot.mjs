// A memory snapshot of the shipped Pyodide, started and ready, made under Node.
//
// Why: most of a boot's time is the interpreter starting itself (Python's own start-up and
// the imports of Pyodide's Python side): about 1.6 s of a 2.3 s bare Pyodide boot on a
// two-core machine. Pyodide can instead copy the memory of an interpreter that has done
// all that (its `_loadSnapshot` option), which takes a fraction of the time. The snapshot
// is only memory: the same pyodide.asm.wasm must run it (Pyodide checks its build id), and
// the file system (the standard library's zip) is set up afresh as usual.
//
// What the browser's interpreter would otherwise take from its own surroundings is set
// here to what a browser gives: the environment's `_` (the program's path) and LANG.
// Python's random module is seeded when Pyodide imports it, so every copy of a snapshot
// would start from the same seed: whoever restores one seeds it afresh
// (static/interpreter.mjs, static/bot-worker.js). The standard library modules our app
// imports beyond Pyodide's own are few and small, so the snapshot holds no more than that.
//
// It is made with the standard library the site ships (STDLIB_ZIP, trimmed by the build):
// the restored interpreter remembers which files that zip holds, and where.
//
//   node tools/snapshot.mjs PYODIDE_DIR OUT_FILE [STDLIB_ZIP]
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, out, stdlib] = process.argv.slice(2);
if (!out) {
  console.error("usage: snapshot.mjs PYODIDE_DIR OUT_FILE");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: resolve(pyodideDir) + "/",
  ...(stdlib ? { stdLibURL: resolve(stdlib) } : {}),
  _makeSnapshot: true,
  env: { _: "./this.program", LANG: "en_US.UTF-8" },
});
// Memory that malloc holds free still has whatever it held before; zeroed, it costs next to
// nothing compressed (about 1 MB less of the 6 MB the browser downloads). Taken and given
// back in pieces that fit the memory as it is: growing it would make the snapshot larger.
pyodide.runPython("import gc\ngc.collect()");
const memory = pyodide._module;
const taken = [];
for (let size = 1 << 24; size >= 64; size >>= 1) {
  while (memory._sbrk(0) + size + 65536 <= memory.HEAP8.length) {
    const start = memory._malloc(size);
    if (!start) break;
    memory.HEAP8.fill(0, start, start + size);
    taken.push(start);
  }
}
for (const start of taken) memory._free(start);
writeFileSync(out, pyodide.makeMemorySnapshot());
