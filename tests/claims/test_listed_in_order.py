"""A list of figures after a list of as many names pairs them in order, as "respectively"
would: "llama.cpp and Ollama decode at 41 and 35 tok/s" gives 41 to llama.cpp and 35 to
Ollama (reading rules §2: each figure takes its own setup). Sentences written for these
tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None]]:
    return [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "llama.cpp and Ollama decode at 41 and 35 tok/s on a 4090.",
            [(41.0, "llama.cpp", "RTX 4090"), (35.0, "ollama", "RTX 4090")],
        ),
        (
            "On H200, vLLM and SGLang reach 257 tok/s and 300 tok/s.",
            [(257.0, "vllm", "H200"), (300.0, "sglang", "H200")],
        ),
        (
            "vLLM, SGLang and TGI reach 41, 35 and 30 tok/s on H100.",
            [(41.0, "vllm", "H100"), (35.0, "sglang", "H100"), (30.0, "tgi", "H100")],
        ),
    ],
)
def test_each_listed_figure_takes_its_listed_name(
    text: str, expected: list[tuple[float, str | None, str | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == expected


def test_a_list_of_another_length_pairs_nothing(vocab: Vocabulary) -> None:
    """Three figures after two names: no order to follow, no figure gets the first name."""
    found = _read("vLLM and SGLang reach 41, 35 and 30 tok/s on H100.", vocab)
    assert [v for v, _, _ in found] == [41.0, 35.0, 30.0]
    assert all(engine != "vllm" for _, engine, _ in found)


def test_a_name_after_the_figures_is_no_list_member(vocab: Vocabulary) -> None:
    """One engine before the figures and one after them: the later one is a baseline."""
    found = _read("SGLang reaches 41 and 35 tok/s at batch 1 and 8, beating vLLM.", vocab)
    assert [(v, e) for v, e, _ in found] == [(41.0, "sglang"), (35.0, "sglang")]
