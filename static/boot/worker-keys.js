// Keys and pointers while Python runs in a worker: the app's own handlers come too late
// to cancel the browser's default, so this layer decides at once for the keys the app handles.
// Exposes: relayInput().

import { isReady, root } from "./page.js";

// There the app's handlers run a moment after the browser dispatched the event, so their
// preventDefault() comes too late to stop a key from scrolling the page, and their
// stopPropagation() too late to keep a board key from the page-wide shortcuts. For the keys
// the app handles (the keymap of byte/web/app.py: on_board_key and on_key) this layer makes
// both decisions at once: it stops the browser's event and hands the app a copy, which has
// no default action; a board key's copy goes to the board alone.
const BOARD_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Escape",
  "1", "2", "3", "4", "5", "6", "7"];
const PAGE_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];
const EMBED_PAGE_KEYS = [...PAGE_KEYS, "ArrowUp", "ArrowDown"]; // embeds step with ↑ ↓ too

function relay(event, target, bubbles) {
  event.preventDefault();
  event.stopImmediatePropagation();
  const { key, code, location: where, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
  target.dispatchEvent(new KeyboardEvent("keydown", { key, code, location: where, repeat,
    ctrlKey, shiftKey, altKey, metaKey, bubbles, cancelable: true, composed: true }));
}

export function relayInput() {
  const wrap = document.getElementById("board-wrap");
  addEventListener("keydown", (event) => {
    if (!event.isTrusted || !isReady()) return;
    const embed = root.classList.contains("embed");
    const arrow = event.key.startsWith("Arrow");
    if (wrap.contains(event.target) && BOARD_KEYS.includes(event.key) && !(embed && arrow)) {
      relay(event, wrap, false);
      return;
    }
    // The board editor's board (byte/web/editor.py) takes the same keys.
    const editor = event.target.closest?.("#editor-wrap");
    if (editor && BOARD_KEYS.includes(event.key)) {
      relay(event, editor, false);
      return;
    }
    const tag = String(event.target.tagName || "").toLowerCase();
    if (event.altKey || event.metaKey || event.ctrlKey || ["input", "textarea", "select"].includes(tag)
      || document.querySelector("dialog[open]")) return;
    if ((embed ? EMBED_PAGE_KEYS : PAGE_KEYS).includes(event.key)) relay(event, event.target, true);
  }, { capture: true });
  // A drag must keep the pointer even if it leaves the board before the app captures it.
  wrap.addEventListener("pointerdown", (event) => {
    if (event.button === 0 && event.target.closest?.("[data-square]")) {
      try { wrap.setPointerCapture(event.pointerId); } catch { /* a nicety, not a need */ }
    }
  });
}

