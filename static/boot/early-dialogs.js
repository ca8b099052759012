// The dialogs a player can use before Python is up: the New game dialog opens, and the
// welcome opens on a first visit; what the player chose there is handed to Python once it is.
// Exposes: newGameWhileLoading(), welcomeWhileLoading().

import { isReady, whenReady } from "./page.js";

// The panel, the rules and the New game choices are plain HTML. The New game dialog opens
// now; a game started from it is handed to Python once it is up, as if the dialog had just
// closed (the app reads the dialog's choices when it closes).
export function newGameWhileLoading() {
  const dialog = document.getElementById("new-game-dialog");
  let chosen = false;
  const open = (event) => {
    if (!isReady() && event.target.closest?.('[data-action="new"]') && !dialog.open) {
      dialog.showModal();
    }
  };
  const closed = () => { if (!isReady()) chosen = dialog.returnValue === "start"; };
  document.addEventListener("click", open);
  dialog.addEventListener("close", closed);
  whenReady(() => {
    document.removeEventListener("click", open);
    dialog.removeEventListener("close", closed);
    if (chosen && !dialog.open) dialog.dispatchEvent(new Event("close"));
  });
}


// The welcome (its markup written by the build) opens on a first visit at once; an answer
// given before Python is up is kept on the dialog (data-chosen) and carried out by Python
// (byte/web/welcome.py, start) as soon as it is.
export function welcomeWhileLoading() {
  const dialog = document.getElementById("welcome-dialog");
  if (!globalThis.byteFirstPaint?.welcome || !dialog?.querySelector("[data-welcome]")) return;
  const answer = (event) => {
    const button = event.target.closest?.("[data-welcome]");
    if (isReady() || !button || !dialog.contains(button)) return;
    event.stopImmediatePropagation();
    dialog.dataset.chosen = button.dataset.welcome;
    dialog.close();
  };
  const closed = () => { if (!isReady() && !dialog.dataset.chosen) dialog.dataset.chosen = "close"; };
  document.addEventListener("click", answer, true);
  dialog.addEventListener("close", closed);
  whenReady(() => {
    document.removeEventListener("click", answer, true);
    dialog.removeEventListener("close", closed);
  });
  try {
    dialog.showModal();
    // As byte/web/welcome.py does: the game first, in reading and Tab order.
    const first = dialog.querySelector('input[name="welcome-game"]:checked')
      ?? dialog.querySelector("[data-welcome]");
    first.focus({ preventScroll: true });
  } catch { /* an old browser: Python opens it */ }
}

