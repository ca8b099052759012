// The page as the loader finds it, shared by every part of the loader: the runtime the
// build describes, the loader's words in the page's language, and the page's state.
// Exposes: RUNTIME, INTERPRETER, INTERPRETER_URL, SNAPSHOT, root, siteUrl, statusBox,
// statusMessage, tr, isReady, whenReady.

// Filled by tools/build.py: runtime paths (relative to the site root), download sizes,
// and the list of files the boot will load.
export const RUNTIME = /*BUILD:RUNTIME*/null;

export const root = document.documentElement;
export const siteUrl = new URL("./", document.baseURI);
// The box that says how the boot goes (progress.js) or what went wrong (errors.js).
export const statusBox = document.getElementById("boot-status");
export const statusMessage = statusBox.querySelector(".boot-message");

// The interpreter's snapshot (tools/snapshot.mjs) is the one download the boot can do
// without (Python then starts the slow way): its failures only count it as arrived.
export const SNAPSHOT = RUNTIME?.snapshot && new URL(RUNTIME.snapshot, siteUrl).href;
// The interpreter (the .wasm file); once all of it has arrived, the snapshot's download
// may start.
export const INTERPRETER = RUNTIME?.fetches.find((path) => path.endsWith(".wasm"));
export const INTERPRETER_URL = INTERPRETER && new URL(INTERPRETER, siteUrl).href;

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
export const tr = (text, values = {}) => (TEXTS[text] || text)
  .replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));

// Python says it is up by setting data-app-state="ready" on the root.
export const isReady = () => root.getAttribute("data-app-state") === "ready";

export function whenReady(callback) {
  if (isReady()) { callback(); return; }
  const observer = new MutationObserver(() => {
    if (isReady()) { observer.disconnect(); callback(); }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-app-state"] });
}
