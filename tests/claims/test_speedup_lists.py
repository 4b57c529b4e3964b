"""A list of speedups states its speedup words once (reading rules §4: a unit or label may be
stated once for several figures; §2: a list's items share their sentence's metric): a later
multiple written with a fraction takes the speedup of the one before it. Whole multiples
stay unread without words of their own ("2x the GPUs" counts or scales a setting), and a
load's number before "and" is no side of a pair. Sentences written for these tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


class TestLaterMultiplesOfAList:
    @pytest.mark.parametrize(
        ("text", "want"),
        [
            (
                "Decode gain of the new kernel in vLLM: 1.37x at 2k context and 1.62x at 16k.",
                [1.37, 1.62],
            ),
            (
                "The M4 Max speedup over the M1 with MLX was 2.15x on short prompts, "
                "1.85x on long ones.",
                [2.15, 1.85],
            ),
            (
                "Our EAGLE head gave a 2.4x speedup on chat and 1.9x on the code set.",
                [2.4, 1.9],
            ),
        ],
    )
    def test_the_later_multiple_is_a_speedup(
        self, text: str, want: list[float], vocab: Vocabulary
    ) -> None:
        assert _speedups(text, vocab) == want

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            # a whole multiple after the list's first is no speedup by itself
            ("Decode gain of the new kernel in vLLM: 1.37x at 2k context and 2x at 16k.", [1.37]),
            # a stop ends the list
            ("Decode gain of the new kernel in vLLM: 1.37x at 2k context. We ran 1.62x.", [1.37]),
            # an order of magnitude apart: no item of the same list
            (
                "Decode gain of the new kernel in vLLM: 1.37x at 2k context and 31.5x at 16k.",
                [1.37],
            ),
        ],
    )
    def test_other_multiples_stay_unread(
        self, text: str, want: list[float], vocab: Vocabulary
    ) -> None:
        assert _speedups(text, vocab) == want


class TestLoadNumberIsNoPairSide:
    @pytest.mark.parametrize(
        "text",
        [
            "With MTP on H200 decoding gets 1.6x faster for batch size 1 and 1.3x for batch 16.",
            "With MTP on H200 decoding gets 1.6x faster at bs 1 and 1.3x at bs 16.",
        ],
    )
    def test_the_batch_size_is_not_read(self, text: str, vocab: Vocabulary) -> None:
        assert _speedups(text, vocab) == [1.6, 1.3]

    def test_a_pair_of_rates_still_is(self, vocab: Vocabulary) -> None:
        got = [c.value for c in extract_claims("On one A100 we saw 1,100 and 1,900 tok/s.", vocab)]
        assert got == [1100.0, 1900.0]
