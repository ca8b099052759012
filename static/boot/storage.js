// Storage: tells whether the browser denies this site storage, and where it does, gives
// PyScript an in-memory IndexedDB (PyScript opens IndexedDB at boot and would fail without one).
// Exposes: storageIsDenied(), installMemoryIndexedDB().

import { isReady, RUNTIME, siteUrl } from "./page.js";

// Where the browser denies this site storage it throws on localStorage at once (a
// cross-site frame, a site whose data the user blocked). The IndexedDB probe below is the
// thorough check, but it takes 100-200 ms while the page lays itself out, so the boot goes
// on without it and only a page it contradicts starts again (once, and then waits for it:
// window.name survives the reload and needs no storage).
function localStorageDenied() {
  try {
    void localStorage.length;
    return false;
  } catch {
    return true;
  }
}

const WAIT_FOR_STORAGE_MARK = "byte:wait-for-the-storage-check";
const waitForStorageCheck = window.name === WAIT_FOR_STORAGE_MARK;
if (waitForStorageCheck) window.name = "";

function bootAgainAfterTheStorageCheck() {
  if (isReady()) return; // too late to move, and nothing is lost: saving reports failures
  window.name = WAIT_FOR_STORAGE_MARK;
  location.reload();
}

function storageDenied() {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open("byte-storage-probe");
      request.onsuccess = () => { request.result.close(); resolve(false); };
      request.onerror = () => resolve(true);
      request.onblocked = () => resolve(false);
    } catch {
      resolve(true);
    }
  });
}

// Whether storage is denied here: at once where localStorage tells; else the probe answers
// long before Python reads the storage hook, and boots the page again if it finds otherwise.
// A page booted again for that waits for the probe.
export async function storageIsDenied() {
  if (waitForStorageCheck) return storageDenied();
  if (localStorageDenied()) return true;
  storageDenied().then((late) => { if (late) bootAgainAfterTheStorageCheck(); });
  return false;
}

export async function installMemoryIndexedDB() {
  const fake = await import(new URL(RUNTIME.fakeIndexedDB, siteUrl).href);
  for (const name of ["indexedDB", "IDBKeyRange", "IDBCursor", "IDBCursorWithValue",
    "IDBDatabase", "IDBFactory", "IDBIndex", "IDBObjectStore", "IDBOpenDBRequest",
    "IDBRequest", "IDBTransaction", "IDBVersionChangeEvent"]) {
    Object.defineProperty(globalThis, name, { value: fake[name], configurable: true, writable: true });
  }
}

