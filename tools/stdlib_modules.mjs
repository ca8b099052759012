// Which files of the standard library the site's Python loads, found by the shipped Pyodide
// itself under Node: it starts (as the browser's does), imports every module name given
// (the imports written anywhere in our package and in PyScript's), and reports the
// standard library files behind every module then loaded, as paths inside
// python_stdlib.zip. Names that do not import here (ours, the browser's) are skipped.
//
//   node tools/stdlib_modules.mjs PYODIDE_DIR NAME...
// prints one JSON line: the sorted paths.
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...names] = process.argv.slice(2);
if (!pyodideDir) {
  console.error("usage: stdlib_modules.mjs PYODIDE_DIR NAME...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
pyodide.globals.set("wanted", pyodide.toPy(names));
const found = pyodide.runPython(`
import importlib, json, sys

for name in wanted:
    try:
        importlib.import_module(name)
    except BaseException:  # not ours to load here: the browser's modules, our package
        pass

# What the runtime does before our code runs, and what any error does, with the modules
# those paths import only when they run: unpacking the package's zip archives (their
# names' encoding), writing a traceback.
import io, os, shutil, tempfile, traceback, zipfile
packed = io.BytesIO()
with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("folder/file.py", "x = 1")
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "archive.zip")
    with open(path, "wb") as file:
        file.write(packed.getvalue())
    shutil.unpack_archive(path, os.path.join(folder, "out"), "zip")
try:
    raise ValueError("a traceback")
except ValueError:
    traceback.format_exc()
for encoding in ("utf-8", "utf-8-sig", "latin-1", "ascii", "cp437", "utf-16", "utf-32",
                 "idna", "unicode-escape", "raw-unicode-escape"):
    "x".encode(encoding)

def stdlib_file(module):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    marker = ".zip/"
    return origin.partition(marker)[2] if marker in origin else None

json.dumps(sorted({path for module in list(sys.modules.values())
                   if (path := stdlib_file(module))}))
`);
console.log(found);
