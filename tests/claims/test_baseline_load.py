"""Many streams named after a "than" that follows a rate are the baseline's setup, not the
rate's: "2x faster than the GPU under load" says nothing of the rate's own load (reading rules
§2: comparisons name a baseline; stream.py). Texts of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[str]:
    return [c.metric for c in extract_claims(text, vocab) if c.unit == "tok/s"]


class TestBaselineLoad:
    def test_a_load_after_than_is_the_baseline_s(self, vocab: Vocabulary) -> None:
        for text in (
            "On the tablet, the DSP kept a steady 41 t/s, much faster than the CPU under load.",
            "The phone's NPU gave 55 tok/s, far more than the CPU under heavy load managed.",
        ):
            assert _rates(text, vocab) == ["decode_tok_s"], text

    def test_a_load_of_the_figure_s_own_still_counts(self, vocab: Vocabulary) -> None:
        text = "Under load the box served 900 t/s, more than the old one did."
        assert _rates(text, vocab) == ["output_tok_s"]
