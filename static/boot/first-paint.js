// The first paint: the board before Python. Puts in place the still board static/first-board.js
// chose (a link's game from the build's still boards, or the board kept at the last visit,
// read as untrusted text), and keeps the board busy until Python's first render replaces it.
// Exposes: showFirstBoard().

import { nativeFetch } from "./downloads.js";
import { isReady, root, RUNTIME, siteUrl, tr, whenReady } from "./page.js";

// static/first-board.js decided (in the head, before anything was drawn) which board this
// visit opens on: the opening game's start, which the page's markup already holds; a
// link's game (the build's still boards, static/first-boards.json); the board kept at the
// last visit (local storage, "=keep" above); or none that the loader can draw (the board's
// outline stays until Python draws it). Whatever is shown is a still picture: not
// focusable, no buttons, not interactive (the board is aria-busy until Python is up).
// Python's first render replaces it with the live board, square for square in place.

// A board is drawn with these SVG elements and attributes and no others: a kept board is
// text from storage, which anyone (or any extension) may have edited, so it is parsed as
// SVG and only what a board needs survives: no scripts, no links, no styles, no foreign
// content, no event handlers; ids only of the board's own kind.
const BOARD_ELEMENTS = new Set(["svg", "g", "rect", "circle", "ellipse", "line", "polyline",
  "polygon", "path", "text", "tspan"]);
const BOARD_ATTRIBUTES = /^(?:class|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height|points|d|viewBox|transform|text-anchor|aria-hidden|fill|stroke|stroke-width|opacity|data-[a-z][a-z0-9-]*)$/;
const BOARD_IDS = /^(?:board|sq-[A-Za-z0-9-]{1,8})$/;
// What the live board shows to invite a move: left out of a still picture.
const INVITATIONS = ".hl-target-dot, .hl-target-ring, .hl-selected, .hl-path, .hl-must, "
  + ".hint-arrow, .scores";
const KEPT_BOARD_MAX = 400_000; // characters: a 10x10 board is about 40,000

// A board never holds these: text that does is not one of ours, and is not even parsed
// (parsing alone would have the browser report what its content policy blocks).
const NOT_A_BOARD = /<\s*(?!\/?(?:svg|g|rect|circle|ellipse|line|polyline|polygon|path|text|tspan)[\s>/])[^\s>]|\son[a-z]+\s*=|\sstyle\s*=|<!|<\?/i;

function stillBoard(text, bare = false) {
  if (typeof text !== "string" || !text || text.length > KEPT_BOARD_MAX
    || NOT_A_BOARD.test(text)) return null;
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const svg = parsed.documentElement;
  const SVG = "http://www.w3.org/2000/svg";
  if (svg.namespaceURI !== SVG || svg.localName !== "svg" || svg.id !== "board"
    || parsed.querySelector("parsererror")) return null;
  const label = (svg.getAttribute("aria-label") ?? "").slice(0, 200);
  for (const node of [svg, ...svg.querySelectorAll("*")]) {
    if (node !== svg && !svg.contains(node)) continue; // inside one removed already
    if (node.namespaceURI !== SVG || !BOARD_ELEMENTS.has(node.localName)) {
      node.remove();
      continue;
    }
    for (const { name, value } of [...node.attributes]) {
      const kept = name === "id" ? BOARD_IDS.test(value)
        : BOARD_ATTRIBUTES.test(name) && !/url\s*\(|script:/i.test(value);
      if (!kept) node.removeAttribute(name);
    }
  }
  for (const node of svg.querySelectorAll(INVITATIONS)) node.remove();
  // One name for the whole picture (an attribute's text: never read as markup).
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label || tr("The board"));
  if (bare) { // the board of a position only Python can draw: its pieces come with Python
    for (const node of svg.querySelectorAll('[data-layer="pieces"]')) node.remove();
    svg.removeAttribute("data-position");
    svg.setAttribute("aria-label", tr("{board}, getting ready",
      { board: label.split(",")[0] || tr("The board") }));
  }
  svg.setAttribute("data-interactive", "0");
  svg.setAttribute("data-still", "1");
  return document.importNode(svg, true);
}

export function showFirstBoard() {
  const wrap = document.getElementById("board-wrap");
  const first = globalThis.byteFirstPaint ?? { board: "opening" };
  wrap.setAttribute("aria-busy", "true");
  whenReady(() => wrap.removeAttribute("aria-busy"));
  const show = (svg) => {
    if (!svg || isReady() || !wrap.querySelector("#board[data-still], .board-skeleton")) return;
    wrap.replaceChildren(svg);
    root.dataset.firstBoard = "shown";
  };
  if (first.board === "kept") {
    let text = null;
    try { text = localStorage.getItem(RUNTIME.keptBoard); } catch { /* denied */ }
    show(stillBoard(text));
  } else if (first.board === "link" && first.key) {
    nativeFetch(new URL(root.dataset.firstBoards || RUNTIME.firstBoards, siteUrl))
      .then((response) => (response.ok ? response.json() : {}))
      .then((boards) => show(stillBoard(boards[first.key], first.bare)))
      .catch(() => {}); // the outline stays until Python draws the board
  }
}

