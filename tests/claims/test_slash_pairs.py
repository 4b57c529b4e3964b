"""Two engines written as one slash-joined pair: "LM Studio / llama.cpp", "vLLM/SGLang".

Reading rules §1: be literal. A pair written with a slash gives two names for the figures
and neither alone (LABELLING: a slash pair names no engine, an app with its runtime too);
"A or B" reads the same. A repository path holds one name. Sentences made up for these tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab)]


def test_an_app_and_its_runtime_slash_paired_in_a_setup_line_name_no_engine(
    vocab: Vocabulary,
) -> None:
    """Must not leak: "Runtime: Ollama / llama.cpp" is no word for the app alone."""
    text = "Runtime: Ollama / llama.cpp\nCard: RTX 3060\n\nThe 8B model generated 41.2 tokens/s.\n"
    assert _engines(text, vocab) == [(41.2, None)]


def test_a_slash_pair_in_the_figures_sentence_names_no_engine(vocab: Vocabulary) -> None:
    """Must not leak: the nearer of the two names is not the figure's engine."""
    text = "With LM Studio/llama.cpp the laptop reached 17.5 tokens/s on the 14B model.\n"
    assert _engines(text, vocab) == [(17.5, None)]


def test_an_app_naming_its_runtime_in_brackets_is_still_the_app(vocab: Vocabulary) -> None:
    """Must still carry: "Ollama (llama.cpp backend)" is Ollama's run."""
    text = "Runtime: Ollama (llama.cpp backend)\n\nThe 8B model generated 41.2 tokens/s.\n"
    assert _engines(text, vocab) == [(41.2, "ollama")]


def test_a_repository_path_is_one_name_not_a_pair(vocab: Vocabulary) -> None:
    """Must still carry: "ggml-org/llama.cpp" names llama.cpp alone."""
    text = "Built from ggml-org/llama.cpp today, the 8B model generated 41.2 tokens/s.\n"
    assert _engines(text, vocab) == [(41.2, "llama.cpp")]
