// Python's hands on the page (byte/web/dom.py): batched writes, where the keyboard focus
// is, and listeners by selector. Where Python runs in a worker, each element it touches
// costs round trips to this thread, so these take a whole job in one call.
// Exposes (on globalThis, for Python): byteWrites(json), byteFocusPlace(),
// byteListen(targets, ...handlers).

import { playSound } from "./sounds.js";

// Python's batched DOM writes (byte/web/dom.py, Writes): where Python runs in a worker,
// each element it touches costs round trips to this thread, so a render sends all its
// updates here in one call. Each write: [selector, what, value]; what is a property, an
// "@attribute" (null removes it), a ".class" to switch, a "--style-variable", or one of
// the steps below ("=markup", "=reveal", "=focus", "=animate"...), which need the page's
// live state.
const writeSteps = {
  // New inner markup. value: {html, focusBy?, fallback?, keepOpen?, focusId?}. Keyboard
  // users keep their place: if the focus was inside, it goes to the new element with the
  // same focusBy attribute (else the first match of fallback); an open <details> matching
  // keepOpen stays open; focusId names an element to focus afterwards (the board's square:
  // the markup and the focus in one step, or a key pressed in between would scroll the page).
  "=markup": (node, value) => {
    const active = document.activeElement;
    const inside = Boolean(value.focusBy && active && node.contains(active));
    const job = inside ? active.getAttribute(value.focusBy) ?? "" : "";
    const wasOpen = value.keepOpen && node.querySelector(value.keepOpen)?.open;
    node.innerHTML = value.html ?? "";
    if (wasOpen) {
      const details = node.querySelector(value.keepOpen);
      if (details) details.open = true;
    }
    if (inside) {
      // The element of the same job, else the first of fallback that takes the focus (a
      // graph's hit area names a move too, but cannot be focused). Without scrolling: the
      // focus stays where it was, and the page must not move (it would take away a board
      // just brought into view on a phone).
      const same = job ? [...node.querySelectorAll(`[${value.focusBy}="${CSS.escape(job)}"]`)] : [];
      const others = value.fallback ? [...node.querySelectorAll(value.fallback)] : [];
      // Without scrolling: the element is where the old one was, and a board brought
      // into view by the same change (a review's move on a phone) must stay in view.
      for (const candidate of [...same, ...others]) {
        candidate.focus({ preventScroll: true });
        if (document.activeElement === candidate) break;
      }
    }
    if (value.focusId) document.getElementById(value.focusId)?.focus({ preventScroll: true });
  },
  // Keep the current entry ([aria-current="step"]) of a scrolling box in view; value
  // true: with no current entry, scroll back to the top.
  "=reveal": (box, value) => {
    const current = box.querySelector('[aria-current="step"]');
    if (!current) {
      if (value) box.scrollTop = 0;
      return;
    }
    const entry = current.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    const margin = 8;
    if (entry.bottom > view.bottom - box.clientTop) {
      box.scrollTop += entry.bottom - view.bottom + box.clientTop + margin;
    } else if (entry.top < view.top + box.clientTop) {
      box.scrollTop -= view.top + box.clientTop - entry.top + margin;
    }
  },
  // Bring the whole element into view when part of it is off screen (the board, after a
  // change that came from the panel below it on a phone).
  // Measured after this frame's other writes (a focus moved among them may scroll too).
  "=show": (node) => {
    requestAnimationFrame(() => {
      const box = node.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        node.scrollIntoView({ block: box.height > innerHeight ? "start" : "nearest" });
      }
    });
  },
  // value: whether the page may scroll to show the newly focused element.
  "=focus": (node, value) => node.focus({ preventScroll: !value }),
  // Keep the element's markup (the board as drawn) in local storage under the key value,
  // for the next visit's first paint (first-paint.js); a full or refused storage only
  // means the next visit waits for Python to draw it.
  "=keep": (node, value) => {
    try { localStorage.setItem(value, node.innerHTML); } catch { /* see above */ }
  },
  // value: the name of a sound to play (byte/web/sounds.py; sounds.js).
  "=sound": (node, value) => playSound(value),
  // A move's animations on the board just drawn (byte/web/motion.py, Motion.plan), started
  // with it in one step: each names its elements (select) or a ghost's markup and class,
  // its keyframes and options; "moving" ones catch no click until they land, "turn" ones
  // turn about their own centre. A ghost goes when its animation ends. Nothing moves for
  // a player who asked for less motion.
  "=animate": (board, plans) => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const plan of plans) {
      let elements;
      if (plan.ghost !== undefined) {
        const ghost = document.createElementNS("http://www.w3.org/2000/svg", "g");
        ghost.setAttribute("class", plan.class);
        ghost.innerHTML = plan.ghost;
        board.appendChild(ghost);
        elements = [ghost];
      } else {
        elements = [...board.querySelectorAll(plan.select)];
      }
      for (const element of elements) {
        if (plan.turn) {
          element.style.transformBox = "fill-box";
          element.style.transformOrigin = "center";
        }
        if (plan.moving) element.classList.add("ck-moving");
        const animation = element.animate(plan.frames, plan.options);
        animation.onfinish = () => {
          if (plan.ghost !== undefined) element.remove();
          else if (plan.moving) element.classList.remove("ck-moving");
        };
      }
    }
  },
};

globalThis.byteWrites = (json) => {
  for (const [selector, what, value] of JSON.parse(json)) {
    const step = writeSteps[what];
    if (step) {
      const node = document.querySelector(selector);
      if (node) step(node, value);
      continue;
    }
    for (const node of document.querySelectorAll(selector)) {
      if (what.startsWith("@")) {
        if (value === null) node.removeAttribute(what.slice(1));
        else node.setAttribute(what.slice(1), value);
      } else if (what.startsWith("--")) node.style.setProperty(what, value);
      else if (what.startsWith(".")) node.classList.toggle(what.slice(1), value);
      else node[what] = value;
    }
  }
};

// Where the keyboard focus is, for a render about to replace the board, in one call:
// "board" (a square), "picker" (the level picker's buttons) or "" (elsewhere), followed by
// " asking" while the level picker is shown.
globalThis.byteFocusPlace = () => {
  const active = document.activeElement;
  let place = "";
  if (active?.closest?.("#level-picker")) place = "picker";
  else if (active?.closest?.("#board")) place = "board";
  return document.getElementById("level-picker")?.hidden === false ? `${place} asking` : place;
};

// Python's listeners by selector (byte/web/dom.py, listen): the same, without handing each
// element over to the worker first. targets: JSON [[selector, type], ...]; then one
// handler for each, in the same order (several in one call: each call is a round trip).
globalThis.byteListen = (targets, ...handlers) => {
  JSON.parse(targets).forEach(([selector, type], index) => {
    for (const node of document.querySelectorAll(selector)) {
      node.addEventListener(type, handlers[index]);
    }
  });
};

