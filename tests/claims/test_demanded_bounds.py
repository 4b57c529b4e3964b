"""A bound a demand sets is no measurement (docs/READING_RULES.md §2: goals, targets and
requirements are not measurements): a figure written as a limit ("<200ms", "sub-100ms",
"inférieure à 200 ms", "低于800ms") in a sentence that first names a challenge, a constraint,
a priority or a guarantee. A bound a run measured ("TTFT stays under 500 ms") stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_challenge_lists_a_latency_bound(vocab: Vocabulary) -> None:
    text = (
        "Teams moving models into production face three challenges: low-latency "
        "inference (<300ms), high concurrency and cost control."
    )
    assert _read(text, vocab) == []
    text = "部署面临三大挑战:低延迟推理(<150ms)、高并发支持、成本控制。"
    assert _read(text, vocab) == []


def test_a_priority_or_a_constraint_sets_a_bound(vocab: Vocabulary) -> None:
    text = (
        "Local inference is a strategic necessity for organizations prioritizing data "
        "sovereignty, predictable costs, and sub-80ms latency."
    )
    assert _read(text, vocab) == []
    text = (
        "La production impose des contraintes strictes : latence inférieure à 250 "
        "millisecondes pour le premier token."
    )
    assert _read(text, vocab) == []


def test_a_brief_with_a_bound_sets_it(vocab: Vocabulary) -> None:
    text = (
        "The brief: build a service that serves Llama 3.3 70B to 100 concurrent requests "
        "with end-to-end p95 < 6 seconds."
    )
    assert [m for _, m in _read(text, vocab)] == []


def test_a_guarantee_in_chinese_sets_a_bound(vocab: Vocabulary) -> None:
    text = "当模型需要支持长上下文、还要保证首token延迟低于600ms时,vLLM是务实的选择。"
    assert _read(text, vocab) == []


def test_a_measured_bound_stays(vocab: Vocabulary) -> None:
    text = "Time to first token stays under 400ms even for complex prompts on the H100."
    assert _read(text, vocab) == [(400.0, "ttft")]
    text = "With EAGLE-3 the wait per token drops to under 12 ms on the MI300X."
    assert [v for v, _ in _read(text, vocab)] == [12.0]


def test_a_bound_measured_after_a_demand_word_stays(vocab: Vocabulary) -> None:
    """A verb of running or of a measured change between the demand word and the bound makes
    the bound the run's result, not the demand's."""
    for text in (
        "With EAGLE-3 on one H100, SGLang needs fewer steps, and TPOT drops to under 12 ms.",
        "Our target was met: on one H100 SGLang decodes with TPOT under 12 ms.",
        "需要的步数更少，在 H100 上 TPOT 降至 低于12ms。",
    ):
        assert [v for v, _ in _read(text, vocab)] == [12.0], text


def test_a_demand_without_a_bound_sign_is_left_to_other_rules(vocab: Vocabulary) -> None:
    text = "We still need to fix the tokenizer; end-to-end latency was 3.2 seconds on one A100."
    assert _read(text, vocab) == [(3.2, "e2e_latency")]


def test_the_demand_must_stand_in_the_figures_sentence() -> None:
    from watcher.claims.demanded_bounds import is_demanded_bound

    text = "Three challenges remain. Latency dropped to <90ms after the fix."
    assert not is_demanded_bound(text, text.index("90"))
    text = "Three challenges remain: latency <90ms, cost and scale."
    assert is_demanded_bound(text, text.index("90"))
    text = "Our goal for the brief is done; end-to-end latency was below 2 s."
    assert not is_demanded_bound(text, text.index("2 s"))
