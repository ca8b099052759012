// The interpreter PyScript loads (pyscript.toml's `interpreter`): Pyodide as shipped, with
// one change where the page's Python runs in a worker. tools/build.py puts this file beside
// the vendored pyodide.mjs, because PyScript takes the folder of this URL as Pyodide's.
//
// Why: the worker starts a few hundred milliseconds after the page (PyScript first loads
// itself and its config on the page), and it would then compile the interpreter's 9.6 MB
// of WebAssembly from the start. The page's loader (static/boot.js) has the same file
// compiled as soon as the page opens, while it downloads (in a worker of its own), so here
// the worker asks the page for that compiled module and only instantiates it. A
// WebAssembly.Module passes between a page and its workers without a copy. If the page has
// none to give (its compile failed), Pyodide compiles its own, as it always did.
//
// Handshake: this module posts {byteInterpreter: "wanted"} with a port of its own; the
// page's loader answers on that port with the module, or null. The question stops at the
// loader's listener, the first on the page's side; the answer comes on the port, so
// PyScript's listeners on either side never see either.

export * from "./pyodide.mjs";

const ownInstantiateStreaming = WebAssembly.instantiateStreaming;

function moduleFromThePage() {
  const channel = new MessageChannel();
  const answer = new Promise((resolve) => {
    channel.port1.onmessage = ({ data }) => {
      channel.port1.close();
      resolve(data instanceof WebAssembly.Module ? data : null);
    };
  });
  postMessage({ byteInterpreter: "wanted" }, [channel.port2]);
  return answer;
}

if (typeof document === "undefined" && typeof postMessage === "function") {
  // Asked now, so the answer is usually here before Pyodide wants it.
  const fromThePage = moduleFromThePage();
  // Pyodide instantiates its interpreter with the first streaming call; anything later
  // (none today) goes straight to the browser.
  WebAssembly.instantiateStreaming = async function instantiateTheInterpreter(source, imports) {
    WebAssembly.instantiateStreaming = ownInstantiateStreaming;
    const module = await fromThePage;
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
