// What the player sees when the boot fails: data-app-state="error", a plain message in the
// status box, and Retry. Only the first failure speaks, and none once Python is up.
// Exposes: fail(what, detail), hasFailed(), failOnUnhandledRejection().

import { isReady, root, statusBox, statusMessage, tr } from "./page.js";

let failed = false;

export const hasFailed = () => failed;

export function fail(what, detail) {
  if (failed || isReady()) return;
  failed = true;
  console.warn("Boot failed:", what, detail ?? "");
  root.setAttribute("data-app-state", "error");
  statusBox.setAttribute("role", "alert");
  statusMessage.textContent = tr("{problem} Check your connection and try again.",
    { problem: what });
  const retry = document.createElement("button");
  retry.type = "button";
  retry.textContent = tr("Retry");
  retry.addEventListener("click", () => location.reload());
  statusBox.append(retry);
  retry.focus();
}

// A promise the runtime leaves rejected before Python is up means Python will not start.
export function failOnUnhandledRejection() {
  addEventListener("unhandledrejection", (event) => {
    if (!isReady()) fail(tr("Python could not start."), event.reason);
  });
}
