"""A figure its next words call a change between two runs ("a 200 T/S prefill improvement",
"that 251 ms gap", "~6 ms faster") is a difference, not a run's figure (LABELLING:
differences are not labelled); a multiple stays a speedup, and a run's rate beside the
words stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_change_named_after_the_figure_is_a_difference(vocab: Vocabulary) -> None:
    assert _read("A bigger input still gets a good 200T/S prefill improvement.", vocab) == []
    assert _read("vLLM was ~6 ms faster per token on the H100.", vocab) == []
    assert _read("That 251 ms gap matters for chat on vLLM.", vocab) == []
    assert _read("The patch brings a 15 tok/s decode speed boost.", vocab) == []


def test_a_run_figure_beside_change_words_stays(vocab: Vocabulary) -> None:
    assert _read("It reaches 120 tok/s after the improvement.", vocab) == [(120.0, "decode_tok_s")]
    assert _read("Decode is 2.1x faster with EAGLE on vLLM.", vocab) == [(2.1, "speedup")]
    assert _read("Prefill hits 3,200 tok/s, a big improvement.", vocab) == [
        (3200.0, "prefill_tok_s")
    ]
