"""byte/weights.py: tables of weights packed as text and back."""

from __future__ import annotations

import random

import pytest

from byte.weights import pack, unpack


def test_a_table_comes_back_as_it_was_packed():
    rng = random.Random(1)
    values = [rng.choice([0, 0, 0, rng.randint(-32767, 32767)]) for _ in range(5000)]
    text = pack(values)
    assert text.isascii() and "\n" not in text
    assert unpack(text, len(values)) == values
    assert len(text) < 2 * len(values)  # the zeros cost next to nothing


@pytest.mark.parametrize("text", ["", "not base 64 at all!", "aGVsbG8="])
def test_text_that_is_not_a_table_is_refused_in_words(text):
    with pytest.raises(ValueError, match="not a packed table of weights"):
        unpack(text, 3)


def test_a_table_of_another_length_is_refused():
    with pytest.raises(ValueError, match="a packed table of 4 weights, not 5"):
        unpack(pack([1, 2, 3, 4]), 5)
