"""A bound's name set right before its figure heads it as a bound (docs/READING_RULES.md §2:
targets and thresholds are not measurements): "1L lower_bound 355t/s/u -> 350t/s/u" in a
test's thresholds, "upper bound 120 tok/s". A run the sentence reports after other words,
and a ceiling a run hits, stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_lower_bound_written_as_a_name_heads_its_figures(vocab: Vocabulary) -> None:
    text = "1L lower_bound 355t/s/u -> 350t/s/u since perf varies across machines."
    assert _read(text, vocab) == []


def test_an_upper_bound_right_before_its_figure_is_a_bound(vocab: Vocabulary) -> None:
    text = "For the 8B decode on one H100 the upper bound 120 tok/s comes from bandwidth."
    assert _read(text, vocab) == []


def test_a_run_after_the_bound_stays(vocab: Vocabulary) -> None:
    text = "The lower_bound 350t/s/u was kept; the run measured 362 tok/s on the Galaxy."
    assert [v for v, _ in _read(text, vocab)] == [362.0]


def test_a_ceiling_a_run_hits_stays(vocab: Vocabulary) -> None:
    text = "With llama.cpp on the M2 Ultra we hit the ceiling 47 tok/s on the 34B."
    assert _read(text, vocab) == [(47.0, "decode_tok_s")]
