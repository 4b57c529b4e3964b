"""Model formats paired with the engines that ran them ("AWQ loaded in AutoAWQ vs GPTQ loaded
in ExLlamaV2"): a row naming one format takes its paired engine, and none when that engine is
outside the list (reading rules §2-§3). One format paired alone, or a row naming its own
engine, is left to the other rules. Texts written for these tests, none from the evaluation
set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"]


def test_rows_take_the_engine_their_format_was_loaded_in(vocab: Vocabulary) -> None:
    text = (
        "On my RTX 3090 the AWQ loaded in AutoAWQ vs GPTQ loaded in ExLlamaV2 differ a lot.\n\n"
        "```\n"
        "model                        tokens/s\n"
        "Mistral-7B-Instruct-AWQ          55.2\n"
        "Mistral-7B-Instruct-GPTQ        121.4\n"
        "```\n"
    )
    assert _engines(text, vocab) == [(55.2, None), (121.4, "exllamav2")]


def test_two_listed_engines_each_keep_their_format(vocab: Vocabulary) -> None:
    text = (
        "I ran GGUF on llama.cpp and EXL2 on ExLlamaV2, same RTX 4090.\n\n"
        "| Model | tok/s |\n|---|---|\n"
        "| Qwen2.5-14B-GGUF | 48.3 |\n"
        "| Qwen2.5-14B-EXL2 | 61.9 |\n"
    )
    assert _engines(text, vocab) == [(48.3, "llama.cpp"), (61.9, "exllamav2")]


def test_one_paired_format_alone_decides_nothing(vocab: Vocabulary) -> None:
    text = (
        "All runs below: ExLlamaV2 on one RTX 3090.\n\n"
        "| Model | tok/s |\n|---|---|\n"
        "| Llama-2-13B-GPTQ | 84.9 |\n\n"
        "For reference, GPTQ loaded in AutoGPTQ is far slower.\n"
    )
    assert _engines(text, vocab) == [(84.9, "exllamav2")]


def test_a_row_naming_its_engine_keeps_it(vocab: Vocabulary) -> None:
    text = (
        "AWQ loaded in AutoAWQ vs GPTQ loaded in ExLlamaV2, on one RTX 3090.\n\n"
        "- Llama-2-7B-AWQ, run by vLLM: 71.3 tok/s\n"
    )
    assert _engines(text, vocab) == [(71.3, "vllm")]
