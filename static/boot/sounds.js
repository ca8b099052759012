// When sounds may play: static/sound.js plays them, loaded at the player's first gesture.
// Exposes: playSound(kind).

import { root, siteUrl } from "./page.js";

// Browsers let a page start audio only after the player has touched it, so nothing of the
// sound is loaded or started before the first pointer or key press (and never while the
// sound setting is off); a sound asked for before then is simply not heard.
let touched = false;
let soundModule = null;
const loadSound = () => (soundModule ??= import(new URL("static/sound.js", siteUrl).href));
function firstGesture(event) {
  if (!event.isTrusted || touched) return;
  touched = true;
  if (root.dataset.sound === "on") loadSound().then((sound) => sound.unlock(), () => {});
}
for (const type of ["pointerdown", "keydown"]) {
  addEventListener(type, firstGesture, { capture: true, passive: true });
}
export function playSound(kind) {
  if (!touched || root.dataset.sound !== "on") return;
  loadSound().then((sound) => sound.play(kind), () => {});
}

