// Compile our Python files to bytecode with the very Pyodide the site ships, under Node.
//
// The browser would otherwise compile every module from source on every boot. The .pyc
// files are "unchecked-hash" (PEP 552): Python uses them without comparing them to the
// source, whose modification time in the browser's file system is the moment of the boot.
// The build makes them afresh from the current sources, so they never go stale.
// With --checked-hash they are "checked-hash" instead: Python compares them with the source
// (a hash of its bytes, cheap) and compiles afresh on a difference. That is for PyScript's
// own package, whose sources PyScript itself writes at every boot.
//
//   node tools/precompile.mjs PYODIDE_DIR SOURCE_ROOT OUT_DIR [--checked-hash] FILE.py...
//
// Writes OUT_DIR/<the path importlib expects, e.g. byte/__pycache__/x.cpython-314.pyc>
// and prints a JSON object mapping each source path to its .pyc path.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, sourceRoot, outDir, ...rest] = process.argv.slice(2);
const checked = rest[0] === "--checked-hash";
const files = checked ? rest.slice(1) : rest;
if (!files.length) {
  console.error("usage: precompile.mjs PYODIDE_DIR SOURCE_ROOT OUT_DIR [--checked-hash] FILE.py...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
const work = "/precompile";
pyodide.FS.mkdirTree(work);
const compile = pyodide.runPython(`
import importlib.util, os, py_compile

def compile_one(work, rel, checked):
    source = os.path.join(work, rel)
    cached = importlib.util.cache_from_source(source)
    mode = py_compile.PycInvalidationMode
    # Ours (unchecked) without docstrings and asserts (optimize=2), under the plain name
    # the import system loads: a third smaller to download, and nothing of ours reads a
    # docstring at run time. PyScript's (checked against the text it writes) as they are.
    py_compile.compile(source, cfile=cached, doraise=True, optimize=-1 if checked else 2,
                       invalidation_mode=mode.CHECKED_HASH if checked else mode.UNCHECKED_HASH)
    return os.path.relpath(cached, work)

compile_one
`);
const made = {};
for (const rel of files) {
  const target = join(work, rel);
  pyodide.FS.mkdirTree(dirname(target));
  pyodide.FS.writeFile(target, readFileSync(join(sourceRoot, rel)));
  const pyc = compile(work, rel, checked);
  const dst = join(outDir, pyc);
  mkdirSync(dirname(dst), { recursive: true });
  writeFileSync(dst, pyodide.FS.readFile(join(work, pyc)));
  made[rel] = pyc;
}
compile.destroy();
console.log(JSON.stringify(made));
