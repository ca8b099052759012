"""The site's words in the player's language (byte/i18n.py)."""

from __future__ import annotations

import pytest
from i18n import compiled  # tools/i18n.py

from byte import i18n

RUSSIAN = """
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "{n} move"
msgid_plural "{n} moves"
msgstr[0] "{n} ход"
msgstr[1] "{n} хода"
msgstr[2] "{n} ходов"

msgctxt "offer"
msgid "Draw"
msgstr "Предложить ничью"

msgid "{square} flips nothing"
msgstr "{square} ничего не переворачивает"

msgid "{side} wins"
msgstr "{winner} побеждает"
"""


@pytest.fixture
def russian(tmp_path):
    (tmp_path / "locale" / "ru").mkdir(parents=True)
    (tmp_path / "locale" / "ru" / "test.po").write_text(RUSSIAN, encoding="utf-8")
    i18n.install("ru", compiled("ru", tmp_path))
    yield
    i18n.install(i18n.DEFAULT)


def test_english_needs_no_catalogue():
    assert i18n.language() == "en"
    assert i18n.tr("{square} flips nothing", square="d6") == "d6 flips nothing"
    assert i18n.trc("offer", "Draw") == "Draw"


def test_a_catalogue_translates_with_named_placeholders(russian):
    assert i18n.language() == "ru"
    assert i18n.tr("{square} flips nothing", square="d6") == "d6 ничего не переворачивает"
    assert i18n.trc("offer", "Draw") == "Предложить ничью"
    assert i18n.tr("Not in the catalogue") == "Not in the catalogue"


def test_russian_plurals_take_three_forms(russian):
    words = [i18n.trn("{n} move", "{n} moves", n) for n in (1, 2, 5, 11, 21, 22, 25)]
    assert words == ["1 ход", "2 хода", "5 ходов", "11 ходов", "21 ход", "22 хода",
                     "25 ходов"]


def test_a_translation_with_wrong_placeholders_falls_back_to_english(russian):
    assert i18n.tr("{side} wins", side="White") == "White wins"


def test_a_damaged_catalogue_leaves_english():
    i18n.install("ru", b"\x95\x04\x12\xde" + b"\x00" * 3)
    assert i18n.language() == "en"
    assert i18n.tr("{square} flips nothing", square="d6") == "d6 flips nothing"


def test_negotiate_follows_the_browsers_order():
    assert i18n.negotiate(["ja-JP", "en-US"]) == "ja"
    assert i18n.negotiate(["pt-PT"]) == "pt-BR"
    assert i18n.negotiate(["de", "nl-BE", "fr"]) == "nl"
    assert i18n.negotiate([]) == "en"
    assert i18n.negotiate(["xx", 3, ""]) == "en"  # type: ignore[list-item]


def test_every_language_has_a_tag_and_a_native_name():
    tags = [language.tag for language in i18n.LANGUAGES]
    assert tags[0] == i18n.DEFAULT and len(set(tags)) == len(tags)
    assert {"fr", "nl", "pt-BR", "ru", "ja"} <= set(tags)


def test_pseudo_marks_every_text_and_keeps_placeholders_and_markup():
    text = 'Play <a href="#x">{square}</a> &amp; win'
    shown = i18n.pseudo(text)
    assert shown.startswith(i18n.PSEUDO_MARKS[0]) and shown.endswith(i18n.PSEUDO_MARKS[1])
    assert '<a href="#x">{square}</a>' in shown and "&amp;" in shown
    plain = "Offer a draw to your opponent"
    assert len(i18n.pseudo(plain)) > len(plain) * 1.3
    assert i18n.pseudo("  ") == "  "


@pytest.mark.parametrize(("tag", "written"), [
    ("en", "1,234,567"), ("fr", "1\u202f234\u202f567"), ("nl", "1.234.567"),
    ("pt-BR", "1.234.567"), ("ru", "1\u00a0234\u00a0567"), ("ja", "1,234,567")])
def test_numbers_group_their_digits_as_each_language_writes_them(tag, written):
    i18n.install(tag, compiled(tag) if tag != i18n.DEFAULT else None)
    try:
        assert i18n.language() == tag
        assert i18n.number(1234567) == written
        assert i18n.number(999) == "999"
        assert i18n.number(-20000) == "-20" + written[1] + "000"
    finally:
        i18n.install(i18n.DEFAULT)
