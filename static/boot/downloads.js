// The boot's downloads, started early and handed over: a download the loader starts
// (boot.js, startDownloads) is handed to the runtime when it fetches the same URL, so
// nothing is downloaded twice; every download of a file the bar counts is read as it
// arrives (progress.js). Installs the page's fetch that does this.
// Exposes: nativeFetch, watchDownload(url, request), handOver(url, request).

import { arrived, counted, downloadBrokeOff, downloadFailed } from "./progress.js";
import { inWorker } from "./python-thread.js";

// The browser's own fetch (the one below stands in for it).
export const nativeFetch = globalThis.fetch.bind(globalThis);
const started = new Map();

function trackBody(url, response) {
  if (!response.ok) { downloadFailed(url, response.status); return; }
  if (!response.body) { arrived(url); return; }
  // Python in a worker fetches its own copy (from the HTTP cache): read this one up.
  const reader = (inWorker ? response : response.clone()).body.getReader();
  let count = 0;
  const pump = () => reader.read().then(({ done, value }) => {
    if (done) { arrived(url); return; }
    count += value.byteLength;
    arrived(url, count);
    return pump();
  });
  pump().catch(() => downloadBrokeOff(url));
}

// Counts the response's bytes as they arrive, where the bar counts the file.
export function watchDownload(url, request) {
  if (counted(url)) {
    request.then((response) => trackBody(url, response),
      (err) => downloadFailed(url, 0, err));
  }
  return request;
}

// The runtime's first plain fetch of url gets this request instead of a new one.
export function handOver(url, request) {
  started.set(url, request);
}

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI).href;
  const early = started.get(url);
  const plain = !init || Object.keys(init).length === 0; // Pyodide passes {}
  if (early && plain && !(input instanceof Request)) {
    started.delete(url);
    return early;
  }
  return watchDownload(url, nativeFetch(input, init));
};
