// The page's language, decided before anything is drawn (a plain script in the head).
//
// The build writes one page per language (index.html in English, index.<tag>.html for
// the others, in the same folder), each with its texts in place. This script moves a
// visit to the page of the language it should have, keeping the address's fragment:
//   1. a link's lang= (a key of the link format, byte/links.py),
//   2. else the language the player chose in Sound and looks (kept in local storage),
//   3. else, on the English page only (the site's plain address), the browser's
//      languages (navigator.languages), as byte/i18n.py's negotiate reads them.
// A language's own page is an address someone chose, so the browser's languages never
// move a visit away from it. The decision is the same on the page it leads to, so a
// visit moves at most once.
//
// It also runs the Language choice of Sound and looks: the choice is kept, and the page of
// that language opens with the same fragment (the game is saved at every change, so it
// comes back as it was).
(() => {
  // Filled by tools/build.py: {tags, pseudo, fallback, pages: {tag: address}, key}.
  const TABLE = /*BUILD:LANGUAGES*/null;
  if (!TABLE) return;
  const root = document.documentElement;
  const here = root.lang || TABLE.fallback;
  const available = [...TABLE.tags, TABLE.pseudo];

  // byte/i18n.py negotiate, step for step: an exact tag, then a tag of the same language
  // (never the pseudo-language), else English.
  function negotiate(preferred) {
    const byLower = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
    const sorted = [...available].sort();
    for (const item of preferred) {
      if (typeof item !== "string") continue;
      const wanted = item.trim().replace(/_/g, "-").toLowerCase();
      if (byLower.has(wanted)) return byLower.get(wanted);
      const primary = wanted.split("-")[0];
      const same = sorted.find((tag) => tag !== TABLE.pseudo
        && tag.toLowerCase().split("-")[0] === primary);
      if (same) return same;
    }
    return TABLE.fallback;
  }

  const pairs = location.hash.replace(/^#/, "").split("&").slice(0, 32);
  const linked = pairs.find((pair) => pair.startsWith("lang="));
  const embed = pairs.includes("embed=1");
  const storage = (() => {
    try {
      return embed ? null : globalThis.localStorage; // an embed keeps nothing
    } catch {
      return null; // denied (a cross-site frame)
    }
  })();
  const stored = (() => {
    try { return storage?.getItem(TABLE.key) ?? null; } catch { return null; }
  })();

  let wanted = here;
  if (linked !== undefined) {
    let value = linked.slice("lang=".length);
    try { value = decodeURIComponent(value); } catch { /* kept as it came */ }
    wanted = negotiate([value]);
  } else if (stored && available.includes(stored)) {
    wanted = stored;
  } else if (here === TABLE.fallback) {
    wanted = negotiate([...(navigator.languages ?? []), navigator.language ?? ""]);
  }

  // The address of a language's page, with this visit's query and fragment (a fragment
  // without its lang= when the player chose another language here).
  function pageOf(tag, hash = location.hash) {
    const url = new URL(TABLE.pages[tag], document.baseURI);
    url.search = location.search;
    url.hash = hash;
    return url.href;
  }
  if (wanted !== here && TABLE.pages[wanted]) {
    location.replace(pageOf(wanted));
    return;
  }

  function choose(tag) {
    if (!TABLE.pages[tag] || tag === here) return;
    try { storage?.setItem(TABLE.key, tag); } catch { /* not kept: this visit only */ }
    const current = location.hash.replace(/^#/, "").split("&")
      .filter((pair) => pair && !pair.startsWith("lang="));
    location.assign(pageOf(tag, current.join("&")));
  }
  document.addEventListener("change", (event) => {
    if (event.target?.id === "language-select") choose(event.target.value);
  });
})();
