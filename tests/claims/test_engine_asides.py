"""An engine a text names as not run (or as an example of a kind) sets up no figure, and
does not hide the one engine the text says it ran."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_an_engine_that_could_not_be_run_is_not_the_runs(vocab: Vocabulary) -> None:
    text = (
        "Since I couldn't get vLLM running under WSL, every test below uses Ollama.\n\n"
        "| Model | tok/s |\n|---|---|\n| Qwen3 8B | 41.5 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "ollama"


def test_a_chinese_post_naming_the_engine_it_could_not_run(vocab: Vocabulary) -> None:
    text = (
        "因为我无法运行SGLang等推理框架，本次测试均使用Ollama。\n\n"
        "| 模型 | 速度(token/s) |\n|---|---|\n| Qwen3 8B | 41.5 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "ollama"


def test_two_engines_that_both_ran_still_name_no_single_one(vocab: Vocabulary) -> None:
    text = (
        "I ran vLLM first and then Ollama on the same box.\n\n"
        "| Model | tok/s |\n|---|---|\n| Qwen3 8B | 41.5 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_a_note_that_an_engine_does_not_support_the_model_names_no_engine(
    vocab: Vocabulary,
) -> None:
    text = (
        "| Batch | Runtime X FP16 |\n|---|---|\n| 1 | 88.2 tok/s |\n\n"
        "Note: vLLM does not support this checkpoint yet.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_not_supported_by_an_engine_in_the_paragraph_names_no_engine(vocab: Vocabulary) -> None:
    text = (
        "This checkpoint is not yet supported by llama.cpp.\n\n"
        "On one RTX 4090 it decodes at 52 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_a_note_naming_the_engine_the_rows_ran_on_still_gives_it(vocab: Vocabulary) -> None:
    text = (
        "| Batch | FP16 |\n|---|---|\n| 1 | 88.2 tok/s |\n\n"
        "All runs use vLLM, which supports this checkpoint.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "vllm"


def test_an_engine_the_writer_moved_away_from_is_not_the_runs(vocab: Vocabulary) -> None:
    """ "moved from Ollama ... to llama.cpp": the engine left behind sets up no figure."""
    text = (
        "The box has an RTX 3090. We moved from Ollama on Windows to llama.cpp on Linux with "
        "a draft model.\n\nResults:\n\n- Qwen3 8B: 91.5 tok/s\n- Qwen3 14B: 60.2 tok/s\n"
    )
    claims = extract_claims(text, vocab)
    assert [c.engine for c in claims] == ["llama.cpp", "llama.cpp"]


def test_switching_over_from_one_engine_to_another(vocab: Vocabulary) -> None:
    """ "switched over from vLLM to SGLang": SGLang is the post's engine."""
    text = "Last month we switched over from vLLM to SGLang for serving.\n\n| Model | tok/s |\n"
    text += "|---|---|\n| Llama 3 8B | 118.0 |\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "sglang"


def test_a_source_named_after_from_without_a_move_stays_the_runs(vocab: Vocabulary) -> None:
    """ "came from Ollama's verbose output" with no "to": Ollama still ran the figures."""
    text = "These numbers came from Ollama's verbose output.\n\n- Qwen3 8B: 41.5 tok/s\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "ollama"
