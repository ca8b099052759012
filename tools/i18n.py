"""The catalogues' tool: extract the site's texts, check the catalogues, compile them.

The site's texts are English in the source (see :mod:`byte.i18n`): Python through
``tr``/``trn``/``trc``/``N_``, the loader's JavaScript through ``tr``, and the page's
markup (``index.html``: text and the attributes a player reads or hears). Each language
has its catalogue sources in ``locale/<tag>/`` as gettext ``.po`` files, one or several
(split by part of the site, so several people can translate at once); the build compiles
them into one ``.mo`` per language.

    python tools/i18n.py extract [OUT.pot]   every message of the site (default: stdout)
    python tools/i18n.py missing TAG         a .po skeleton of what TAG's catalogue lacks
    python tools/i18n.py check               catalogues complete and sound, no bare texts
    python tools/i18n.py prune               drop the messages the site no longer uses,
                                             and refresh where each is used

``check`` fails (exit 1, each problem on a line) when a catalogue lacks a message, keeps one
the site no longer has, leaves one untranslated or fuzzy, or has placeholders that differ
from the source; and when a source file shows a player a text outside the catalogue
(:func:`bare_texts`).
"""

from __future__ import annotations

import ast
import io
import json
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from html import escape, unescape
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from byte import i18n  # noqa: E402

LOCALE = ROOT / "locale"
"""The catalogue sources: ``locale/<tag>/*.po``."""

KEYWORDS = {"tr": None, "trn": (1, 2), "trc": ((1, "c"), 2), "N_": None}
"""The functions of :mod:`byte.i18n` whose first arguments are messages (Babel's spec)."""

PYTHON_SOURCES = ("byte/**/*.py", "tools/rules_pages.py")
JS_SOURCES = ("static/*.js", "static/boot/*.js")
HTML_SOURCES = ("index.html",)
MANIFEST_SOURCES = ("static/manifest.webmanifest",)
MANIFEST_TEXTS = ("name", "short_name", "description")
"""The web app manifest's texts a player reads (each language's page has its manifest)."""

NOT_SHOWN = (
    # Read by programs, not players: engine protocols, the search and its arena, the
    # command line's own help (its messages from the rules are the catalogue's).
    "byte/protocols/", "byte/search.py", "byte/arena.py", "byte/cli.py", "byte/__main__.py",
    "byte/i18n.py", "/tests/", "/test_",
)
"""Source paths whose literals :func:`bare_texts` does not look at, with why."""

IGNORE_MARK = "i18n: not shown"
"""A comment that excuses one line from :func:`bare_texts` (a format's own words, such as
a record's tag names): say why beside it."""


@dataclass(frozen=True)
class Message:
    """One message of the site: its id, plural id and context, and where it comes from."""

    id: str
    plural: str | None
    context: str | None
    where: str


def _files(patterns: Iterable[str], root: Path) -> list[Path]:
    return sorted({path for pattern in patterns for path in root.glob(pattern)
                   if "__pycache__" not in path.parts})


def _shown(relative: str) -> bool:
    return not any(part in "/" + relative for part in NOT_SHOWN)


# ---------------------------------------------------------------------------------------
# The page's markup


TRANSLATED_ATTRIBUTES = frozenset({"aria-label", "title", "alt", "placeholder",
                                   "aria-roledescription", "aria-valuetext"})
SKIPPED_ELEMENTS = frozenset({"script", "style", "svg", "mpy-config", "code"})
_SPACE = re.compile(r"\s+")
_LETTER = re.compile(r"[^\W\d_]")
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                   "source", "track", "wbr"})


def _normal(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


class _MarkupTexts(HTMLParser):
    """Walks markup and calls ``visit(text) -> replacement`` for each text a player reads.

    Skipped: scripts, styles, pictures and code, any element marked ``translate="no"``
    (HTML's own attribute for it) with what it holds, and texts without a letter (numbers,
    times, board sizes: the same in every language)."""

    def __init__(self, visit) -> None:
        super().__init__(convert_charrefs=False)
        self.visit = visit
        self.out: list[str] = []
        self.skipping: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.out.append(self._tag(tag, attrs, self.get_starttag_text() or ""))
        if tag in _VOID:
            return
        if self.skipping or tag in SKIPPED_ELEMENTS or dict(attrs).get("translate") == "no":
            self.skipping.append(tag)

    def handle_startendtag(self, tag, attrs) -> None:
        self.out.append(self._tag(tag, attrs, self.get_starttag_text() or ""))

    def _tag(self, tag: str, attrs, raw: str) -> str:
        if self.skipping:
            return raw
        names = dict(attrs)
        translated = set(TRANSLATED_ATTRIBUTES)
        if tag == "meta" and names.get("name") in ("description", "apple-mobile-web-app-title"):
            translated.add("content")
        if names.get("translate") == "no":
            return raw
        for name, value in attrs:
            if name in translated and value and _LETTER.search(value):
                new = self.visit(_normal(unescape(value)))
                if new != _normal(unescape(value)):
                    raw = re.sub(rf'(\s{re.escape(name)}=)(["\']).*?\2',
                                 lambda found, new=new: f'{found.group(1)}"{escape(new)}"',
                                 raw, count=1, flags=re.S)
        return raw

    def handle_endtag(self, tag) -> None:
        if self.skipping and self.skipping[-1] == tag:
            self.skipping.pop()
        self.out.append(f"</{tag}>")

    def handle_data(self, data) -> None:
        if self.skipping or not _LETTER.search(data):
            self.out.append(data)
            return
        text = _normal(unescape(data))
        new = self.visit(text)
        if new == text:
            self.out.append(data)
            return
        lead = data[:len(data) - len(data.lstrip())]
        tail = data[len(data.rstrip()):]
        self.out.append(f"{lead}{escape(new, quote=False)}{tail}")

    def handle_entityref(self, name) -> None:
        self.handle_data(f"&{name};")

    def handle_charref(self, name) -> None:
        self.handle_data(f"&#{name};")

    def handle_comment(self, data) -> None:
        self.out.append(f"<!--{data}-->")

    def handle_decl(self, decl) -> None:
        self.out.append(f"<!{decl}>")


def markup_texts(html: str) -> list[str]:
    """The texts of ``html`` a player reads or hears, whitespace made single.

    >>> markup_texts('<p class="x">Hello <b>you</b></p><button aria-label="Close"></button>')
    ['Hello', 'you', 'Close']
    >>> markup_texts('<p translate="no">Byte <b>Byte</b></p><p>8×8 <i>3+2</i> <br>Go</p>')
    ['Go']
    """
    found: list[str] = []

    def visit(text: str) -> str:
        found.append(text)
        return text

    parser = _MarkupTexts(visit)
    parser.feed(html)
    parser.close()
    return found


def translate_markup(html: str, translate) -> str:
    """``html`` with each text a player reads replaced by ``translate(text)``.

    >>> translate_markup('<p title="Hi">Good  day</p>', str.upper)
    '<p title="HI">GOOD DAY</p>'
    """
    parser = _MarkupTexts(translate)
    parser.feed(html)
    parser.close()
    return "".join(parser.out)


# ---------------------------------------------------------------------------------------
# Extraction


def _called(node: ast.Call) -> str:
    if isinstance(node.func, ast.Name):
        return node.func.id
    return node.func.attr if isinstance(node.func, ast.Attribute) else ""


def _text_argument(node: ast.Call, index: int) -> str | None:
    if len(node.args) > index and isinstance(node.args[index], ast.Constant) \
            and isinstance(node.args[index].value, str):
        return node.args[index].value
    return None


def python_messages(source: str, where: str) -> list[Message]:
    """The messages of a Python source: the text arguments of every ``tr``, ``trn``,
    ``trc`` and ``N_`` call, wherever it stands (inside an f-string too, which a
    tokenizing extractor misses on Python 3.11).

    >>> [m.id for m in python_messages('x = f"{tr(\\'Hi\\')}!" + trc("offer", "Draw")', "x.py")]
    ['Hi', 'Draw']
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or _called(node) not in KEYWORDS:
            continue
        name = _called(node)
        context, plural = None, None
        if name == "trc":
            context, text = _text_argument(node, 0), _text_argument(node, 1)
        else:
            text = _text_argument(node, 0)
            plural = _text_argument(node, 1) if name == "trn" else None
        if text:
            found.append((node.lineno, node.col_offset,
                          Message(text, plural, context, f"{where}:{node.lineno}")))
    return [message for _line, _column, message in sorted(found, key=lambda f: f[:2])]


def messages(root: Path = ROOT) -> list[Message]:
    """Every message of the site, in source order (a message may appear more than once)."""
    found: list[Message] = []
    for path in _files(PYTHON_SOURCES, root):
        relative = path.relative_to(root).as_posix()
        if _shown(relative):
            found += python_messages(path.read_text(encoding="utf-8"), relative)
    for path in _files(JS_SOURCES, root):
        relative = path.relative_to(root).as_posix()
        with path.open("rb") as source:
            for line, message, _comments, context in extract(
                    "javascript", source, keywords=KEYWORDS, comment_tags=("Translators:",)):
                singular, plural = (message[0], message[1]) if isinstance(message, tuple) \
                    else (message, None)
                if singular:
                    found.append(Message(singular, plural, context, f"{relative}:{line}"))
    for path in _files(HTML_SOURCES, root):
        relative = path.relative_to(root).as_posix()
        for text in markup_texts(path.read_text(encoding="utf-8")):
            found.append(Message(text, None, None, relative))
    for path in _files(MANIFEST_SOURCES, root):
        manifest = json.loads(path.read_text(encoding="utf-8"))
        for key in MANIFEST_TEXTS:
            if isinstance(manifest.get(key), str) and manifest[key].strip():
                found.append(Message(manifest[key], None, None, path.relative_to(root).as_posix()))
    return found


def template(root: Path = ROOT) -> Catalog:
    """The catalogue template: every message once, with where it is used."""
    catalogue = Catalog(project="byte", domain=i18n.DOMAIN, charset="utf-8")
    for message in messages(root):
        key = message.id if message.plural is None else (message.id, message.plural)
        path, _, line = message.where.partition(":")
        catalogue.add(key, context=message.context,
                      locations=[(path, int(line) if line else 0)])
    return catalogue


def _key(message) -> tuple[str, str | None]:
    ident = message.id[0] if isinstance(message.id, tuple) else message.id
    return ident, message.context


# ---------------------------------------------------------------------------------------
# Catalogues


def catalogue_files(tag: str, root: Path = ROOT) -> list[Path]:
    return sorted((root / "locale" / tag).glob("*.po"))


_ENTRY_KEY = re.compile(r"^(?:msgctxt .*\n(?:\".*\n)*)?msgid .*\n(?:\".*\n)*", re.M)


def repeated_entries(text: str) -> list[str]:
    """The entries of a ``.po`` text that repeat an earlier one's context and id (Babel
    keeps the last silently; gettext's own compiler refuses the file).

    >>> repeated_entries('msgid "A"\\nmsgstr "1"\\n\\nmsgid "A"\\nmsgstr "2"\\n')
    ['msgid "A"']
    """
    seen: set[str] = set()
    repeated = []
    for found in _ENTRY_KEY.finditer(text):
        key = found.group(0)
        if key in seen and key != 'msgid ""\n':
            repeated.append(key.strip().splitlines()[-1] if key.count("\n") == 1 else
                            key.strip())
        seen.add(key)
    return repeated


def load(tag: str, root: Path = ROOT) -> tuple[Catalog, list[str]]:
    """A language's ``.po`` files merged into one catalogue, and the problems met (a
    message translated twice, differently)."""
    merged = Catalog(locale=tag.replace("-", "_"), domain=i18n.DOMAIN, charset="utf-8")
    problems: list[str] = []
    for path in catalogue_files(tag, root):
        for entry in repeated_entries(path.read_text(encoding="utf-8")):
            problems.append(f"{path.relative_to(root)}: {entry} appears twice")
        with path.open("rb") as source:
            part = read_po(source, locale=tag.replace("-", "_"))
        for message in part:
            if not message.id:
                continue
            earlier = merged.get(message.id, context=message.context)
            if earlier is not None:
                if earlier.string != message.string:
                    problems.append(f"{path.relative_to(root)}: {_key(message)[0]!r} is "
                                    f"translated differently in another file of {tag}")
                continue
            merged.add(message.id, message.string, context=message.context,
                       flags=message.flags, locations=message.locations)
    return merged, problems


def _pseudo_catalogue(root: Path) -> Catalog:
    catalogue = Catalog(locale="en", domain=i18n.DOMAIN, charset="utf-8")
    for message in template(root):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            catalogue.add(message.id, tuple(i18n.pseudo(form) for form in message.id),
                          context=message.context)
        else:
            catalogue.add(message.id, i18n.pseudo(message.id), context=message.context)
    return catalogue


def compiled(tag: str, root: Path = ROOT) -> bytes:
    """The ``.mo`` of language ``tag`` (for the pseudo-language, made from the sources)."""
    catalogue = _pseudo_catalogue(root) if tag == i18n.PSEUDO else load(tag, root)[0]
    # The same sources make the same file (the site's version is a hash of its content):
    # no build date in its header.
    catalogue.creation_date = catalogue.revision_date = datetime(2000, 1, 1, tzinfo=UTC)
    out = io.BytesIO()
    write_mo(out, catalogue, use_fuzzy=False)
    return out.getvalue()


def lookup(tag: str, root: Path = ROOT):
    """A ``text -> translation`` function for ``tag`` (the build's markup and loader texts);
    a text the catalogue lacks stays English."""
    if tag == i18n.DEFAULT:
        return lambda text: text
    if tag == i18n.PSEUDO:
        return i18n.pseudo
    catalogue = load(tag, root)[0]

    def translate(text: str) -> str:
        message = catalogue.get(text)
        if message is None or not message.string or message.fuzzy:
            return text
        return message.string if isinstance(message.string, str) else message.string[0]

    return translate


_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def placeholders(text: str) -> set[str]:
    """The named placeholders of a message: ``{'square'}`` for ``'{square} is taken'``."""
    return set(_PLACEHOLDER.findall(text))


def catalogue_problems(tag: str, root: Path = ROOT, wanted: Catalog | None = None,
                       ) -> list[str]:
    """What is wrong with language ``tag``'s catalogue, one line each."""
    wanted = wanted if wanted is not None else template(root)
    have, problems = load(tag, root)
    wanted_keys = {_key(message) for message in wanted if message.id}
    for message in wanted:
        if not message.id:
            continue
        ident, context = _key(message)
        got = have.get(message.id, context=context)
        where = f"{tag}: {ident!r}" + (f" (context {context})" if context else "")
        if got is None:
            problems.append(f"{where} is missing")
            continue
        strings = got.string if isinstance(got.string, tuple) else (got.string,)
        if got.fuzzy or not all(strings):
            problems.append(f"{where} is not translated (or marked fuzzy)")
            continue
        sources = message.id if isinstance(message.id, tuple) else (message.id,)
        expected = set().union(*(placeholders(source) for source in sources))
        for string in strings:
            if placeholders(string) - expected or (
                    len(sources) == 1 and placeholders(string) != expected):
                problems.append(f"{where}: placeholders {sorted(placeholders(string))} "
                                f"differ from the source's {sorted(expected)}")
                break
    for message in have:
        if message.id and _key(message) not in wanted_keys:
            problems.append(f"{tag}: {_key(message)[0]!r} is no longer used by the site")
    return problems


def missing_po(tag: str, root: Path = ROOT) -> str:
    """A ``.po`` skeleton of the messages language ``tag`` lacks, for a translator."""
    have = load(tag, root)[0]
    out = Catalog(locale=tag.replace("-", "_"), domain=i18n.DOMAIN, charset="utf-8")
    for message in template(root):
        if message.id and have.get(message.id, context=message.context) is None:
            out.add(message.id, context=message.context, locations=message.locations)
    buffer = io.BytesIO()
    write_po(buffer, out, width=100, omit_header=False)
    return buffer.getvalue().decode("utf-8")


# ---------------------------------------------------------------------------------------
# Texts shown outside the catalogue


_TAG = re.compile(r"<[^<>]*>")
_TAG_PIECES = re.compile(r'^\s*"?\s*/?>|<[a-zA-Z][^<>]*$')
"""The end of a tag a literal continues, and a tag it leaves open: markup built in parts."""
_READ_ATTRIBUTE = re.compile(
    r'(?:aria-label|title|alt|placeholder|aria-roledescription)=["\']([^"\'{]*)')
_WORDS = re.compile(r"[^\W\d_]{2,}[,.:;!?'’…]*\s+[^\W\d_]{2,}")
_CLASS_LIST = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*( [a-z][a-z0-9]*(-[a-z0-9]+)*)*")
_CLASS_WORDS = frozenset({"btn", "icon", "primary", "sq", "ico", "hint", "hidden", "small",
                          "danger", "quiet", "active", "current", "selected", "target"})
_ATTRIBUTE = re.compile(r'[\w:-]+="[^"]*"?')
_PARTIAL_TAG = re.compile(r"<[a-zA-Z][^<>]*$")
_NAME = re.compile(r"[A-Z][a-z]{2,}[.!?…]?")
_TRANSLATING = frozenset(KEYWORDS)
_PROGRAMMER_ERRORS = frozenset({"ValueError", "TypeError", "KeyError", "AssertionError",
                                "RuntimeError", "NotImplementedError", "AttributeError",
                                "IndexError", "LookupError", "SystemExit", "BuildError"})


def looks_shown(text: str) -> bool:
    """True when a literal reads like words for a player: two words, or one capitalised
    word standing alone, outside markup (a read attribute of markup counts).

    >>> looks_shown("The game is over"), looks_shown("Resign"), looks_shown("btn primary")
    (True, True, False)
    >>> looks_shown('<button class="btn icon" aria-label="Close">'), looks_shown('<b>{n}</b>')
    (True, False)
    >>> looks_shown('"/><circle class="disc-face" cx="')  # a piece of markup being built
    False
    >>> looks_shown('<rect class="'), looks_shown('" fill="none"/><polygon points="')
    (False, False)
    """
    read = " ".join(_READ_ATTRIBUTE.findall(text))
    outside = _TAG.sub(" ", _TAG_PIECES.sub(" ", text))
    # A piece of markup written over several literals: a tag opened here and closed in
    # the next piece, or attributes alone (``'" id="board" class="board '``).
    outside = _PARTIAL_TAG.sub(" ", _ATTRIBUTE.sub(" ", outside))
    outside = _PLACEHOLDER.sub(" ", outside)
    outside = re.sub(r"&[#\w]+;", " ", outside)
    stripped = outside.strip()
    if _CLASS_LIST.fullmatch(stripped) and ("-" in stripped or _CLASS_WORDS.intersection(
            stripped.split())):
        outside = ""  # a list of CSS classes
    return any(_WORDS.search(part) or _NAME.fullmatch(part.strip()) for part in (read, outside))


def _literal_parts(node: ast.AST) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(value.value if isinstance(value, ast.Constant) else "{}"
                       for value in node.values)
    return ""


def bare_texts(path: Path, root: Path = ROOT) -> Iterator[tuple[int, str]]:
    """The literals of a Python source that look shown to a player (:func:`looks_shown`)
    yet are not messages: not inside ``tr``/``trn``/``trc``/``N_``, not a docstring, not an
    internal error's text, not on a line marked :data:`IGNORE_MARK`."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    skip: set[int] = set()
    built: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            skip.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # a string standing alone: documentation
        if isinstance(node, ast.JoinedStr):
            # An f-string is judged whole: its pieces alone would cut a tag in two.
            skip.update(id(value) for value in node.values)
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else \
                node.func.attr if isinstance(node.func, ast.Attribute) else ""
            if name in _TRANSLATING or name in _PROGRAMMER_ERRORS:
                for inner in ast.walk(node):
                    skip.add(id(inner))
            message = node.args[1 if name == "trc" else 0] if name in _TRANSLATING and \
                len(node.args) > (name == "trc") else None
            if isinstance(message, ast.JoinedStr | ast.BinOp):
                # The catalogue holds fixed texts: values go in as named placeholders.
                built.append((node.lineno, f"{name}() of a text built at run time"))
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "__all__"
                for target in node.targets):
            for inner in ast.walk(node):
                skip.add(id(inner))  # the names a module exports
        if isinstance(node, (ast.Compare, ast.Subscript)):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Constant):
                    skip.add(id(inner))
    yield from built
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, ast.Constant | ast.JoinedStr):
            continue
        if isinstance(node, ast.Constant) and not isinstance(node.value, str):
            continue
        text = _literal_parts(node)
        if isinstance(node, ast.JoinedStr):
            # Judged whole: its pieces are not texts of their own (a tag cut by a value).
            for inner in ast.walk(node):
                skip.add(id(inner))
        if not looks_shown(text):
            continue
        first, last = node.lineno, getattr(node, "end_lineno", node.lineno) or node.lineno
        if any(IGNORE_MARK in lines[number - 1] for number in range(first, last + 1)):
            continue
        yield node.lineno, text


def all_bare_texts(root: Path = ROOT) -> list[str]:
    found = []
    for path in _files(PYTHON_SOURCES, root):
        relative = path.relative_to(root).as_posix()
        if not _shown(relative):
            continue
        for line, text in bare_texts(path, root):
            found.append(f"{relative}:{line}: {text[:70]!r} is shown outside the catalogue")
    return found


def languages_with_catalogues() -> list[str]:
    """The tags whose catalogues the check reads: every language but the source's."""
    return [language.tag for language in i18n.LANGUAGES if language.tag != i18n.DEFAULT]


def prune(root: Path = ROOT) -> list[str]:
    """Drop from every ``.po`` the messages the site no longer uses, and point each kept
    entry's location comments (``#: file:line``) at where the site uses it now (a
    translator reads the text there); say which files changed."""
    wanted = {_key(message): message.locations for message in template(root) if message.id}
    changed = []
    for language in i18n.LANGUAGES:
        for path in catalogue_files(language.tag, root):
            with path.open("rb") as source:
                part = read_po(source, locale=language.tag.replace("-", "_"))
            stale = [message for message in part if message.id and _key(message) not in wanted]
            for message in stale:
                part.delete(message.id, context=message.context)
            moved = 0
            for message in part:
                if message.id and message.locations != wanted[_key(message)]:
                    message.locations = list(wanted[_key(message)])
                    moved += 1
            if stale or moved:
                with path.open("wb") as out:
                    write_po(out, part, width=100)
                changed.append(f"{path.relative_to(root)}: {len(stale)} dropped, "
                               f"{moved} relocated")
    return changed


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else "check"
    if command == "extract":
        buffer = io.BytesIO()
        write_po(buffer, template(), width=100)
        if len(argv) > 1:
            Path(argv[1]).write_bytes(buffer.getvalue())
        else:
            sys.stdout.write(buffer.getvalue().decode("utf-8"))
        return 0
    if command == "missing" and len(argv) == 2:
        sys.stdout.write(missing_po(argv[1]))
        return 0
    if command == "prune":
        for line in prune():
            print(line)
        return 0
    if command == "check":
        wanted = template()
        problems = all_bare_texts()
        for tag in languages_with_catalogues():
            problems += catalogue_problems(tag, wanted=wanted)
        for problem in problems:
            print(problem)
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1 if problems else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
