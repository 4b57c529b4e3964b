"""A goal or a plan is no measurement (docs/READING_RULES.md §2), however many words lie
between its name and its figure within the clause: "My goal here was to fit the model and
the KV cache in 48GB", "The original plan was FP8 + MTP speculative decoding via vLLM for
~85–120 tok/s". A run the clause turns to after a contrast, or one in the next sentence,
stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_goal_reaches_a_figure_many_words_on(vocab: Vocabulary) -> None:
    text = "My goal here was to fit the model and the KV cache in 48GB."
    assert _read(text, vocab) == []
    text = "Our goal is to serve the 70B model on two cards at 35 tok/s."
    assert _read(text, vocab) == []


def test_what_a_plan_was_to_give_is_no_run(vocab: Vocabulary) -> None:
    text = "The original plan was FP8 + MTP speculative decoding via vLLM for ~85–120 tok/s."
    assert _read(text, vocab) == []
    text = "Our plan was EAGLE-3 on SGLang for roughly 200 tok/s on one H100."
    assert _read(text, vocab) == []


def test_a_run_after_the_goal_stays(vocab: Vocabulary) -> None:
    text = "My goal was to fit it in 48GB, but peak memory use was 52 GB on the two RTX 3090s."
    assert [v for v, _ in _read(text, vocab)] == [52.0]
    text = "The plan was dropped. vLLM ran at 95 tok/s on the RTX 5090 instead."
    assert _read(text, vocab) == [(95.0, "decode_tok_s")]


def test_a_test_plan_reports_its_runs(vocab: Vocabulary) -> None:
    text = "The test plan was simple: llama-bench on the RTX 4090 gave 128 tok/s for tg128."
    assert [v for v, _ in _read(text, vocab)] == [128.0]


def test_a_run_joined_by_and_after_the_goal_stays(vocab: Vocabulary) -> None:
    text = "Taking 40 tok/s/user as the target, the A100 sustains 149 t/s and the H200 sustains 80."
    assert [v for v, _ in _read(text, vocab)] == [149.0, 80.0]
