// The player's board look and sound setting, put on <html> before the page first paints,
// so a chosen theme never flashes the default one (and on the rules pages, which run no
// Python). byte/web/looks.py keeps them in local storage as JSON and reads them the same
// way: anything missing, unknown or damaged is its default, and nothing here may throw.
(() => {
  const root = document.documentElement;
  const NAME = /^[a-z][a-z0-9-]{0,23}$/;
  const THEMES = ["wood", "green", "blue", "contrast"];
  let kept = {};
  try {
    kept = JSON.parse(localStorage.getItem("byte.looks") || "{}");
  } catch {
    kept = {}; // storage denied (a cross-site frame) or damaged
  }
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) kept = {};
  const flag = (value, otherwise) => (typeof value === "boolean" ? value : otherwise);
  const embed = /(?:^|&)embed=1(?:&|$)/.test(location.hash.slice(1));
  root.setAttribute("data-board-theme", THEMES.includes(kept.theme) ? kept.theme : THEMES[0]);
  root.setAttribute("data-coords", flag(kept.coordinates, true) ? "on" : "off");
  const sound = embed ? flag(kept.sound_in_embeds, false) : flag(kept.sound, true);
  root.setAttribute("data-sound", sound ? "on" : "off");
  const pieces = kept.pieces && typeof kept.pieces === "object" ? kept.pieces : {};
  for (const [game, style] of Object.entries(pieces)) {
    if (NAME.test(game) && typeof style === "string" && NAME.test(style)) {
      root.setAttribute(`data-pieces-${game}`, style);
    }
  }
})();
