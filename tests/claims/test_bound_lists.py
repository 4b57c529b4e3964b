"""Figures a bound's noun lists are bounds, every one of them (docs/READING_RULES.md §2:
goals, targets and thresholds are not measurements; LABELLING: a benchmark's latency limits,
an SLO's targets). A run reported after the list, a size a model requires and a ceiling a
run hits stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.bound_lists import _lists_only
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_every_figure_a_requirements_noun_lists_is_a_bound(vocab: Vocabulary) -> None:
    text = (
        "The chat track sets latency requirements of 3 seconds for time to first token and "
        "90 ms for time per output token."
    )
    assert _read(text, vocab) == []


def test_limits_and_constraints_head_their_bracketed_lists(vocab: Vocabulary) -> None:
    text = (
        "The new round adds tighter interactive limits for Mixtral-8x22B "
        "(p99 TTFT 600 ms, TPOT 30 ms)."
    )
    assert _read(text, vocab) == []
    text = (
        "This workload keeps the same model but features stricter latency constraints of "
        "300 ms TTFT and 25 ms TPOT (40 tokens per second per user)."
    )
    assert _read(text, vocab) == []


def test_a_ceiling_named_as_a_bound_is_no_run(vocab: Vocabulary) -> None:
    text = "If each step streamed the whole model, the ceiling is around 31 tokens per second."
    assert _read(text, vocab) == []


def test_the_bound_goes_and_a_run_after_it_stays(vocab: Vocabulary) -> None:
    text = "Under the latency constraints of 450 ms TTFT, the B200 reached 3100 tok/s per GPU."
    assert [v for v, _ in _read(text, vocab)] == [3100.0]
    text = "Within the SLO limits, we measured 58 tok/s on one H100 with vLLM."
    assert _read(text, vocab) == [(58.0, "decode_tok_s")]


def test_a_size_a_model_requires_stays(vocab: Vocabulary) -> None:
    text = "The 70B checkpoint has a VRAM requirement of 41 GB at 4-bit."
    assert _read(text, vocab) == [(41.0, "memory")]


def test_a_ceiling_a_run_hits_stays(vocab: Vocabulary) -> None:
    text = "With llama.cpp on the M2 Ultra we hit a ceiling of 47 tok/s on the 34B."
    assert _read(text, vocab) == [(47.0, "decode_tok_s")]


def test_a_verb_is_no_bound_noun(vocab: Vocabulary) -> None:
    text = "The PCIe link limits decode to 21 tok/s on our dual-3090 box."
    assert _read(text, vocab) == [(21.0, "decode_tok_s")]


def test_the_list_ends_at_a_verb_or_a_clause_after_a_comma() -> None:
    assert _lists_only(" of 6 seconds for TTFT and ")
    assert _lists_only(" for Llama-2-70B (p99 TTFT 450 ms, TPOT ")
    assert _lists_only(": TTFT 450 ms, TPOT ")
    assert not _lists_only(" of 450 ms, throughput is ")
    assert not _lists_only(" of 450 ms and the card delivers ")
    assert not _lists_only(" of 450 ms; ")
    assert not _lists_only(" of 450 ms, which We ")


def test_a_goals_noun_lists_goals(vocab: Vocabulary) -> None:
    text = "Our goals are 35 ms TPOT and 900 ms TTFT on Qwen3-14B."
    assert _read(text, vocab) == []
