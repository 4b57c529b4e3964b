"""A figure its own noun phrase names a target, a requirement, a budget or a scenario's bound
is no measurement (docs/READING_RULES.md §2: goals and targets; LABELLING: TTFT thresholds
and TPS/user targets). A measured figure that meets one, or a run on a target model, stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_figure_modifying_a_target_noun_is_wanted(vocab: Vocabulary) -> None:
    text = "The chat tier ships with a 20 tokens/second/user (TPS/user) goal."
    assert _read(text, vocab) == []
    assert _read("We agreed on a tighter 300 ms TTFT requirement this quarter.", vocab) == []
    assert _read("Ops gave each replica a 45 ms ITL budget.", vocab) == []


def test_bounds_in_brackets_name_a_scenarios_limits(vocab: Vocabulary) -> None:
    text = (
        "The suite has batch, online (3 second TTFT, 15 TPS/user) and low-latency "
        "(0.4 second TTFT, 50 TPS/user) tiers."
    )
    assert _read(text, vocab) == []


def test_a_run_meeting_a_target_stays(vocab: Vocabulary) -> None:
    assert _read("We measured 1.8 s TTFT, which meets the requirement.", vocab) == [(1.8, "ttft")]
    assert _read("Our drafter runs at 310 tok/s on the target model.", vocab) == [
        (310.0, "decode_tok_s")
    ]
    assert _read("Decode (95 tok/s) held in both scenarios.", vocab) == [(95.0, "decode_tok_s")]
