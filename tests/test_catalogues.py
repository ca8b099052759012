"""The catalogues and the check that keeps them whole (tools/i18n.py)."""

from __future__ import annotations

import textwrap

import i18n as tool  # tools/i18n.py

from byte import i18n


def _project(tmp_path, source: str, po: str | None = None):
    (tmp_path / "byte").mkdir()
    (tmp_path / "byte" / "shown.py").write_text(textwrap.dedent(source), encoding="utf-8")
    if po is not None:
        (tmp_path / "locale" / "fr").mkdir(parents=True)
        (tmp_path / "locale" / "fr" / "part.po").write_text(textwrap.dedent(po),
                                                            encoding="utf-8")
    return tmp_path


def test_the_site_passes_the_check():
    """Every catalogue complete and sound, no text shown outside the catalogue."""
    wanted = tool.template()
    problems = tool.all_bare_texts()
    for tag in tool.languages_with_catalogues():
        problems += tool.catalogue_problems(tag, wanted=wanted)
    assert problems == []


def test_extraction_finds_every_kind_of_message(tmp_path):
    root = _project(tmp_path, '''
        from byte.i18n import N_, tr, trc, trn
        NAME = N_("International draughts")
        def words(n, square):
            return tr("{square} is taken", square=square) + trn("{n} move", "{n} moves", n) \\
                + trc("offer", "Draw")
    ''')
    found = {(m.id, m.plural, m.context) for m in tool.messages(root)}
    assert found == {("International draughts", None, None),
                     ("{square} is taken", None, None),
                     ("{n} move", "{n} moves", None),
                     ("Draw", None, "offer")}


def test_missing_untranslated_and_stale_messages_are_reported(tmp_path):
    root = _project(tmp_path, '''
        from byte.i18n import tr
        A = tr("Resign")
        B = tr("Offer a draw")
        C = tr("Undo")
    ''', po='''
        msgid "Resign"
        msgstr "Abandonner"

        msgid "Undo"
        msgstr ""

        msgid "Gone"
        msgstr "Parti"
    ''')
    problems = tool.catalogue_problems("fr", root)
    assert any("'Offer a draw' is missing" in p for p in problems)
    assert any("'Undo' is not translated" in p for p in problems)
    assert any("'Gone' is no longer used" in p for p in problems)
    assert not any("Resign" in p for p in problems)


def test_placeholders_must_match_the_source(tmp_path):
    root = _project(tmp_path, '''
        from byte.i18n import tr
        A = tr("{square} is taken", square="c3")
    ''', po='''
        msgid "{square} is taken"
        msgstr "{case} est prise"
    ''')
    assert any("placeholders" in p for p in tool.catalogue_problems("fr", root))


def test_bare_texts_finds_what_a_player_would_read(tmp_path):
    root = _project(tmp_path, '''
        from byte.i18n import tr
        def status(side):
            if side == "white wins":  # a comparison: not shown
                pass
            css = "btn primary"
            ok = tr("Your move")
            raise ValueError("internal: never shown")
            tag = "GameType"
            shown = f"{side} to move"
            marked = "Event name"  # i18n: not shown (a record's tag)
            glued = tr(f"{side} resigned")
            return "Resign"
    ''')
    found = [text for _line, text in tool.bare_texts(root / "byte" / "shown.py", root)]
    assert sorted(found) == ["Resign", "tr() of a text built at run time", "{} to move"]


def test_markup_texts_round_trip_through_a_translation():
    html = ('<button aria-label="Close" title="Close the dialog">Close</button>'
            '<svg><title>not read</title></svg><p>Good\n   day</p>')
    assert tool.markup_texts(html) == ["Close", "Close the dialog", "Close", "Good day"]
    shown = tool.translate_markup(html, i18n.pseudo)
    assert 'aria-label="⟦' in shown and "<title>not read</title>" in shown
    assert "⟦Ĝööđ đáý" in shown


def test_the_pseudo_language_is_compiled_from_the_sources():
    data = tool.compiled(i18n.PSEUDO)
    i18n.install(i18n.PSEUDO, data)
    try:
        for message in tool.messages()[:50]:
            if message.plural is None and message.context is None:
                assert i18n.tr(message.id).startswith("⟦")
    finally:
        i18n.install(i18n.DEFAULT)


def _resign_project(tmp_path, more_po: str):
    """A site that shows one text, Resign, translated in French, with the further entries
    ``more_po`` in the same catalogue."""
    return _project(tmp_path, '''
        from byte.i18n import tr
        A = tr("Resign")
    ''', po='msgid "Resign"\nmsgstr "Abandonner"\n\n' + textwrap.dedent(more_po))


def test_prune_drops_only_what_the_site_no_longer_uses(tmp_path):
    root = _resign_project(tmp_path, '''
        msgid "Gone"
        msgstr "Parti"
    ''')
    # "Resign" had no location comment: it gets where the site uses it now.
    assert tool.prune(root) == ["locale/fr/part.po: 1 dropped, 1 relocated"]
    assert tool.catalogue_problems("fr", root) == []
    assert "#: byte/shown.py:3\nmsgid \"Resign\"" in (
        root / "locale" / "fr" / "part.po").read_text(encoding="utf-8")
    assert tool.prune(root) == []


def test_prune_points_a_moved_message_at_its_new_place(tmp_path):
    root = _project(tmp_path, '''
        from byte.i18n import tr
        A = tr("Resign")
    ''', po='#: static/boot.js:53\nmsgid "Resign"\nmsgstr "Abandonner"\n')
    assert tool.prune(root) == ["locale/fr/part.po: 0 dropped, 1 relocated"]
    text = (root / "locale" / "fr" / "part.po").read_text(encoding="utf-8")
    assert "static/boot.js" not in text and "#: byte/shown.py:3" in text


def test_a_message_given_twice_in_one_file_is_reported(tmp_path):
    root = _resign_project(tmp_path, '''
        msgid "Resign"
        msgstr "Renoncer"
    ''')
    assert tool.catalogue_problems("fr", root) == [
        'locale/fr/part.po: msgid "Resign" appears twice']
