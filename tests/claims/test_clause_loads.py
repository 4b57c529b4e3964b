"""Whose load a clause states (clause_loads.py): a batch or a number of concurrent requests in
a clause that holds a figure of its own is that figure's, so an earlier figure of the
sentence stays one stream's rate (reading rules §2: each figure takes its own setup; §4: one
stream or many). Sentences of our own; look-alikes that must keep the load too."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestALaterClausesLoadIsItsOwnFigures:
    def test_a_load_after_the_next_figure_of_its_clause(self, vocab: Vocabulary) -> None:
        got = _got("On one L40S we saw 95 tok/s, and 1,800 tok/s at batch 64.", vocab)
        assert got == [(95.0, "decode_tok_s", None), (1800.0, "output_tok_s", 64)]

    def test_a_multiples_load_is_not_the_plain_rates(self, vocab: Vocabulary) -> None:
        text = (
            "My laptop decoded 48 tokens per second on Phi-3, and reached 3.2x that "
            "throughput at 12 concurrent requests."
        )
        assert _got(text, vocab) == [(48.0, "decode_tok_s", None), (3.2, "speedup", 12)]

    def test_a_rising_rate_takes_the_load_it_rose_under(self, vocab: Vocabulary) -> None:
        text = (
            "The box served 390 tok/s for Gemma 2B, rising to 2,950 tok/s at 32 concurrent "
            "requests."
        )
        got = _got(text, vocab)
        assert got == [(390.0, "decode_tok_s", None), (2950.0, "output_tok_s", 32)]

    def test_each_rate_of_a_list_keeps_its_own_batch(self, vocab: Vocabulary) -> None:
        got = _got("We got 1,850 tok/s at batch 16, 2,400 tok/s at batch 32.", vocab)
        assert got == [(1850.0, "output_tok_s", 16), (2400.0, "output_tok_s", 32)]
        got = _got("Mistral gave 850 tok/s at batch 16 and 1,400 tok/s at batch 32.", vocab)
        assert got == [(850.0, "output_tok_s", 16), (1400.0, "output_tok_s", 32)]


class TestLoadsThatStillDescribeTheFigure:
    def test_a_clause_with_no_figure_of_its_own(self, vocab: Vocabulary) -> None:
        got = _got("We see 41 tok/s on an A10, at 8 concurrent requests.", vocab)
        assert got == [(41.0, "output_tok_s", 8)]

    def test_a_leading_load_covers_the_list_after_it(self, vocab: Vocabulary) -> None:
        got = _got("At batch 32, prefill runs 9,000 tok/s, decode 2,100 tok/s.", vocab)
        assert got == [(9000.0, "prefill_tok_s", 32), (2100.0, "output_tok_s", 32)]

    def test_a_thousands_comma_is_no_clause_mark(self, vocab: Vocabulary) -> None:
        got = _got("The node reached 12,400 tok/s at 128 concurrent requests.", vocab)
        assert got == [(12400.0, "output_tok_s", 128)]

    def test_a_list_of_loads_still_gives_none(self, vocab: Vocabulary) -> None:
        got = _got("It held 3,100 tok/s at batch 8, 16 and 32 alike.", vocab)
        assert [c for _v, _m, c in got] == [None]
