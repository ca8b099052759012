// Which board the page paints first, decided before the page is drawn (a plain script in
// the head, so no frame ever shows the wrong board): the page's own markup holds the
// opening game's start (tools/build.py writes it, byte/web/first_paint.py); a link that
// names another game, or a visitor coming back to a game, gets another board, which the
// loader (static/boot/first-paint.js) puts in its place before Python runs. Until then the
// page shows the board's outline (html[data-first-board="other"]), never the opening board.
//
// Sets html[data-first-board] ("opening" or "other") and globalThis.byteFirstPaint:
//   {board: "opening" | "link" | "kept" | "none", key, bare, welcome}
// key: the still board to show ("game/variant/size/flip", from static/first-boards.json);
// bare: the link names moves or a position the loader cannot draw, so the board is shown
// without its pieces; welcome: a first visit (the loader opens the welcome).
(() => {
  // Filled by tools/build.py: games, variants (with aliases) and sizes, the keys that make
  // a link name a game, the storage keys that mean "been here before", the saved game's
  // and the kept board's keys.
  const TABLE = /*BUILD:FIRST*/null;
  const root = document.documentElement;
  const decision = { board: "opening", key: TABLE?.opening ?? "", bare: false, welcome: false };
  globalThis.byteFirstPaint = decision;
  if (!TABLE) return;

  const pairs = new Map();
  for (const part of location.hash.replace(/^#/, "").split("&").slice(0, 32)) {
    const at = part.indexOf("=");
    const key = at < 0 ? part : part.slice(0, at);
    if (key && !pairs.has(key)) pairs.set(key, at < 0 ? "" : part.slice(at + 1));
  }
  const embed = pairs.get("embed") === "1";
  let storage = null;
  try {
    storage = embed ? null : globalThis.localStorage;
    void storage?.length;
  } catch {
    storage = null; // denied (a cross-site frame): nothing kept, no welcome
  }
  const read = (key) => {
    try { return storage?.getItem(key) ?? null; } catch { return null; }
  };
  // As byte/settings.py turns the board: f=1 or f=0 if the link says, else the person's
  // side at the bottom against the computer (h=r is drawn later, by Python: not turned).
  const flip = pairs.has("f") ? Number(pairs.get("f") === "1")
    : Number(/^c[1-5]$/.test(pairs.get("vs") ?? "") && pairs.get("h") === "b");

  if (TABLE.linkKeys.some((key) => pairs.has(key))) {
    // A link that names a game: its start, in its variant and size (as byte/links.py
    // reads them; anything it cannot read leaves the board to Python).
    const gameId = (pairs.get("g") ?? TABLE.defaultGame).trim().toLowerCase();
    const variants = TABLE.games[gameId];
    const wanted = (pairs.get("v") ?? "").trim().toLowerCase();
    const variant = !variants ? null : !wanted ? variants[0]
      : variants.find((each) => each.id === wanted || each.aliases.includes(wanted));
    const size = Number(pairs.get("s") ?? NaN);
    const moves = (pairs.get("m") ?? "") !== "" && pairs.get("n") !== "0";
    decision.board = "link";
    decision.key = variant && !pairs.has("p")
      ? `${gameId}/${variant.id}/${variant.sizes.includes(size) ? size : variant.sizes[0]}/${flip}`
      : "";
    decision.bare = moves;
  } else if (read(TABLE.keptBoard)) {
    decision.board = "kept";
  } else if (read(TABLE.savedGame) !== null) {
    decision.board = "none"; // a game is kept, but not its board: Python draws it
  } else {
    decision.key = TABLE.opening.replace(/0$/, String(flip));
    decision.welcome = Boolean(storage) && !pairs.has("learn")
      && !TABLE.keptKeys.some((key) => read(key) !== null);
  }
  const opening = decision.key === TABLE.opening && !decision.bare
    && ["opening", "link"].includes(decision.board);
  if (!opening) {
    root.dataset.firstBoard = "other";
    if (decision.board === "opening") decision.board = "link"; // the opening game, flipped
  }
})();
