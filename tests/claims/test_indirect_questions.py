"""A figure asked indirectly is no measurement (docs/READING_RULES.md §2: questions are not
measurements): "I would like to ask if the output of llama3-8b on Jetson AGX Orin is 14
tokens/s, and does it use FP16?". The question opens at "ask if" / "know whether" when the
sentence closes on a question mark; a figure stated before those words stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_figure_after_ask_if_is_asked(vocab: Vocabulary) -> None:
    text = (
        "Hello, I would like to ask if the output token of llama3-8b running on Jetson AGX "
        "Orin is 14 tokens/s, is the inference data type of this model FP16, and does "
        "Jetson Tensor Core be used?"
    )
    assert _read(text, vocab) == []


def test_a_figure_after_know_whether_is_asked(vocab: Vocabulary) -> None:
    text = (
        "I want to know whether 30 tokens/s with llama.cpp on an RTX 4090 is what others "
        "get for a 34B model, or is something off?"
    )
    assert _read(text, vocab) == []


def test_a_figure_stated_before_the_question_stays(vocab: Vocabulary) -> None:
    text = (
        "With llama.cpp my RTX 4090 gets 30 tokens/s on the 34B model, and I want to know "
        "whether that is normal, or is something off?"
    )
    assert _read(text, vocab) == [(30.0, "decode_tok_s")]


def test_a_statement_without_a_question_mark_stays(vocab: Vocabulary) -> None:
    text = "We asked whether it helps: vLLM on the H100 reached 95 tok/s with EAGLE-3."
    assert [v for v, _ in _read(text, vocab)] == [95.0]
