// How much of the game has arrived: counts the bytes of the big runtime files (the sizes
// the build measured) as they arrive, here or in the interpreter's preparation worker, and
// shows it in words and a bar; a failed download of one of them fails the boot in plain
// words (but the snapshot's: the boot does without it).
// Exposes: counted(url), fileSize(url), bytesIn(url), arrived(url, count), onArrival(listener),
// showProgress(), downloadFailed(url, status, detail), downloadBrokeOff(url).

import { fail, hasFailed } from "./errors.js";
import { isReady, RUNTIME, siteUrl, SNAPSHOT, statusBox, statusMessage, tr } from "./page.js";

const bar = statusBox.querySelector(".boot-progress");
const sizes = new Map(Object.entries(RUNTIME?.sizes ?? {})
  .map(([path, size]) => [new URL(path, siteUrl).href, size]));
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
// The bytes counted are the files' own; the host sends most of them compressed, so the
// words speak of the (smaller) download the build measured, in proportion.
const downloadSize = RUNTIME?.download || total;
const received = new Map();
const arrivalListeners = [];
const mb = (n) => (n / 1e6).toFixed(1);

// Whether the bar counts this file; its size; how much of it has arrived so far.
export const counted = (url) => sizes.has(url);
export const fileSize = (url) => sizes.get(url);
export const bytesIn = (url) => received.get(url);

// At most one update per frame: downloads report progress far more often than that.
let progressQueued = false;
export function showProgress() {
  if (progressQueued) return;
  progressQueued = true;
  requestAnimationFrame(() => {
    progressQueued = false;
    renderProgress();
  });
}

function renderProgress() {
  if (hasFailed() || isReady()) return;
  const done = [...received.values()].reduce((a, b) => a + b, 0);
  if (done < total) {
    statusMessage.textContent = tr("Getting the game ready… {done} of {total} MB",
      { done: mb(downloadSize * done / total), total: mb(downloadSize) });
    bar.value = done / total;
  } else {
    statusMessage.textContent = tr("Starting the game…");
    bar.removeAttribute("value"); // indeterminate while Python starts
  }
}

// listener(url, count) hears of every arrival below (the interpreter's part: when the
// interpreter is in, and how the snapshot's bytes come).
export function onArrival(listener) {
  arrivalListeners.push(listener);
}

// What the bar and the error message say of one counted file, wherever it downloads (here,
// or in the interpreter's preparation worker): how much of it has arrived (all of it by
// default), or how its download failed (an HTTP status, or none when no answer came).
export function arrived(url, count = Infinity) {
  received.set(url, Math.min(count, sizes.get(url)));
  showProgress();
  for (const listener of arrivalListeners) listener(url, count);
}
const fileName = (url) => url.split("/").pop();
export function downloadFailed(url, status, detail) {
  if (url === SNAPSHOT) arrived(url);
  else {
    fail(status ? tr("Could not download {file} (HTTP {status}).", { file: fileName(url), status })
      : tr("Could not download {file}.", { file: fileName(url) }), detail);
  }
}
export function downloadBrokeOff(url) {
  if (url === SNAPSHOT) arrived(url);
  else fail(tr("The download of {file} broke off.", { file: fileName(url) }));
}

// Files loaded by import() rather than fetch() show up as resource timing entries.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (sizes.has(entry.name) && !received.has(entry.name)) arrived(entry.name);
  }
}).observe({ type: "resource", buffered: true });
