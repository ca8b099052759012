// Where the page's Python runs: in a worker when the page is cross-origin isolated (a
// top-level page), so the main thread stays free while Python boots and works; on the main
// thread otherwise (a page framed by another site is never isolated, and a page whose
// storage is denied keeps Python beside its in-memory IndexedDB). placePython() tells
// PyScript so, before it loads.
// Exposes: inWorker (read it when needed: it may change until placePython), stayOnMainThread(),
// placePython().

import { root, RUNTIME, siteUrl } from "./page.js";

// PyScript's worker reaches the page's DOM through SharedArrayBuffer, which browsers give
// only to a cross-origin isolated page (netlify.toml sends the headers; a page inside
// another site's frame is not isolated). Elsewhere Python runs here, as it always did.
export let inWorker = self.crossOriginIsolated === true;

// Decided before the downloads start: what the page downloads depends on where Python runs.
export function stayOnMainThread() {
  inWorker = false;
}

// The same script serves both: the worker attribute alone moves it. PyScript then takes its
// main-thread settings from a <py-config> (only the plugins: the worker reads pyscript.toml),
// written from <mpy-config>, whose list tools/build.py checks against pyscript.toml.
export function placePython() {
  const script = document.querySelector('script[type="py"]');
  if (inWorker) {
    script.setAttribute("worker", "");
    const config = document.createElement("py-config");
    // experimental_ffi_timeout: the worker may keep what it read of the page's non-DOM
    // objects (methods, prototypes, missing names) until its current task ends, instead of
    // asking the main thread again for each; DOM nodes and accessors are never kept.
    config.textContent = `${document.querySelector("mpy-config").textContent}\n`
      + "experimental_ffi_timeout = 0";
    script.before(config);
  }
  // A hook for tests and tools: where the loader put Python ("worker" or "main").
  root.dataset.pythonThread = inWorker ? "worker" : "main";
  // Where Python finds a standard module the trimmed library left out (byte/web/main.py).
  if (RUNTIME.stdlibFull) root.dataset.stdlibFull = new URL(RUNTIME.stdlibFull, siteUrl).href;
}
