"""A bare multiple in brackets after a token rate is that rate's speedup (reading rules §4).

"vLLM reaches 10,098 tok/s at the same concurrency (~30x)": the multiple stands alone in its
brackets after a clause stating a rate, so it relates that rate to a baseline. Words inside
the brackets ("(2x H100)") or a size before them leave it to the other rules.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.bracket_ratios import rate_ratio_in_brackets
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestABracketedMultipleAfterARate:
    def test_after_the_rate_and_a_short_clause(self, vocab: Vocabulary) -> None:
        text = "The new server reaches 4,210 tok/s at the same concurrency (~12x).\n"
        got = _read(text, vocab)
        assert 4210 in got and got.get(12) == "speedup"

    def test_straight_after_the_rate(self, vocab: Vocabulary) -> None:
        text = "With the fused kernel our decode runs at 96.5 tokens/s (2.4×) on one card.\n"
        assert _read(text, vocab).get(2.4) == "speedup"

    def test_a_hedged_multiple(self, vocab: Vocabulary) -> None:
        text = "Batch decoding hit 640 tok/s in our runs (about 3x).\n"
        assert _read(text, vocab).get(3) == "speedup"


class TestWhatIsNoRatio:
    def test_a_card_count_in_the_brackets(self, vocab: Vocabulary) -> None:
        """Must not fire: "(2x H100)" counts the cards."""
        got = _read("It decodes at 88 tok/s (2x H100).\n", vocab)
        assert 2 not in got

    def test_after_a_size(self, vocab: Vocabulary) -> None:
        """Must not fire: a multiple after a size is no rate's speedup."""
        got = _read("The model takes 20 GB here (3x).\n", vocab)
        assert got.get(3) != "speedup"

    def test_after_another_sentence(self) -> None:
        text = "It ran at 50 tok/s. Then the next one (3x)."
        start = text.index("3x")
        assert not rate_ratio_in_brackets(text, text.index("Then"), start, start + 2)

    def test_words_inside_the_brackets(self) -> None:
        text = "It ran at 50 tok/s (3x faster than before)."
        start = text.index("3x")
        assert not rate_ratio_in_brackets(text, 0, start, start + 2)


class TestABracketedPairAfterARateUnit:
    def test_both_numbers_take_the_unit(self, vocab: Vocabulary) -> None:
        text = "Fast mode gives about 2.6x tokens/sec (≈182 vs ≈70) on the same card.\n"
        got = _read(text, vocab)
        assert got.get(182) == "decode_tok_s" and got.get(70) == "decode_tok_s"

    def test_versus_spelled_out(self, vocab: Vocabulary) -> None:
        text = "The patch lifts decode tok/s (57.5 versus 41.2) on one RTX 4090.\n"
        got = _read(text, vocab)
        assert 57.5 in got and 41.2 in got

    def test_a_pair_of_counts_after_a_figure(self, vocab: Vocabulary) -> None:
        """Must not fire: the brackets follow a figure and hold thread counts."""
        got = _read("It decodes at 40 tok/s (12 vs 8 threads).\n", vocab)
        assert 12 not in got and 8 not in got
