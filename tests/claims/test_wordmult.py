"""Multiples in words: digits where the word is the unit, English read beside its comparative."""

from __future__ import annotations

import pytest

from watcher.claims.normalize import normalise
from watcher.claims.wordmult import WORD_MULTIPLE, multiple_value, multiples_as_digits


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("推理速度快十倍", "推理速度快10倍"),
        ("吞吐提升了二十三倍", "吞吐提升了23倍"),
        ("解码快两倍", "解码快2倍"),
        ("속도가 두 배 빨라졌다", "속도가 2배 빨라졌다"),
        ("RTX 4090 두 장으로", "RTX 4090 2장으로"),
        ("dreimal schneller", "3 mal schneller"),
        ("vier keer sneller", "4 keer sneller"),
        ("cinq fois plus rapide", "5 fois plus rapide"),
        ("в два раза быстрее", "в 2 раза быстрее"),
    ],
)
def test_a_multiple_whose_word_is_its_unit_reads_in_digits(text: str, want: str) -> None:
    """The number word before 倍, 배, mal, keer, fois or раза is written as digits."""
    assert multiples_as_digits(text) == want
    assert normalise(text) == want  # the text is normalised with it


@pytest.mark.parametrize(
    "text",
    [
        "十月发布",  # no 倍: a month
        "数十倍",  # "tens of times": no number to write
        "두 번째 실행",  # "the second run": no count word follows
        "zweimalige Messung",  # "mal" inside a longer word
        "four times a day",  # English is read with its comparative, never rewritten
    ],
)
def test_number_words_that_are_no_multiple_stay(text: str) -> None:
    """A number word without its unit word (or an English one) is left as written."""
    assert multiples_as_digits(text) == text


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("five times faster than before", (5.0, None, None)),
        ("twice as fast on one card", (2.0, None, None)),
        ("a fourfold jump in speed", (4.0, None, None)),
        ("two to three times faster", (2.5, 2.0, 3.0)),
        ("up to 2.2 higher throughput", (2.2, None, None)),
    ],
)
def test_english_multiples_are_read_with_their_comparative(
    text: str, want: tuple[float, float | None, float | None]
) -> None:
    """'five times faster', 'twice as fast', a lost × sign: the multiple and its range."""
    m = WORD_MULTIPLE.search(text)
    assert m is not None
    assert multiple_value(m) == want


@pytest.mark.parametrize(
    "text", ["three times a day", "twice the memory", "4 more tokens per second", "2 faster GPUs"]
)
def test_english_number_words_without_a_comparative_are_no_multiple(text: str) -> None:
    """A count, a difference or a multiple of no speed is no match."""
    assert WORD_MULTIPLE.search(text) is None
