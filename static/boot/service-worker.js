// The service worker: registered once Python is up (earlier doubles the first download),
// never where storage is denied; offers "New version — reload" when an updated one waits.
// Exposes: registerServiceWorker().

import { root, siteUrl, tr } from "./page.js";

function offerUpdate(worker) {
  if (document.querySelector(".boot-update")) return;
  const toast = document.createElement("div");
  toast.className = "boot-status boot-update";
  toast.setAttribute("role", "status");
  const text = document.createElement("p");
  text.className = "boot-message";
  text.textContent = tr("New version available.");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = tr("Reload");
  reload.addEventListener("click", () => {
    reload.disabled = true;
    worker.postMessage({ type: "skip-waiting" });
  });
  const later = document.createElement("button");
  later.type = "button";
  later.className = "boot-dismiss";
  later.textContent = tr("Later");
  later.addEventListener("click", () => toast.remove());
  toast.append(text, reload, later);
  document.body.append(toast);
}

export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    const hadController = Boolean(navigator.serviceWorker.controller);
    const registration = await navigator.serviceWorker.register(new URL("sw.js", siteUrl));
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      // The first install claims the page silently; only a user-approved update reloads.
      if (hadController && !reloading) { reloading = true; location.reload(); }
    });
    const watch = (worker) => worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    });
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    // This language's catalogue came before the worker did: it keeps it now, so the page
    // opens in its language offline too (the worker keeps it when fetched through it).
    if (root.dataset.catalogue) {
      navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage(
        { type: "keep", path: root.dataset.catalogue })).catch(() => {});
    }
    // An installed app may stay open for days: look for a new deploy when it is shown again.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {});
    });
  } catch (err) {
    console.warn("Offline mode is unavailable here:", err?.message ?? err);
  }
}
