"""Columns headed by an engine's major version ("v1 | v2", "V1: 4090 | V2: 4090") on a page
naming a versioned engine (ExLlamaV2): the "v2" column is ExLlamaV2's run, the "v1" column the
first ExLlama's, which names no listed engine (reading rules §2: each figure takes its own
column's setup). A page naming no versioned engine, or a column not headed by a version, is
left to the other rules. Texts written for these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"]


def test_version_columns_take_their_generation(vocab: Vocabulary) -> None:
    text = (
        "ExLlamaV2 against the first version, same GPTQ model:\n\n"
        "| Model | V1: 4090 | V2: 4090 |\n|---|---|---|\n"
        "| Llama 7B | 151 t/s | 188 t/s |\n"
    )
    assert _engines(text, vocab) == [(151.0, None), (188.0, "exllamav2")]


def test_other_columns_keep_the_pages_engine(vocab: Vocabulary) -> None:
    text = (
        "ExLlamaV2 on two cards, same GPTQ model:\n\n"
        "| Model | 3090 | 4090 |\n|---|---|---|\n"
        "| Llama 7B | 151 t/s | 188 t/s |\n"
    )
    assert _engines(text, vocab) == [(151.0, "exllamav2"), (188.0, "exllamav2")]


def test_a_page_without_a_versioned_engine_reads_no_versions(vocab: Vocabulary) -> None:
    text = (
        "vLLM before and after the rewrite, one A100:\n\n"
        "| Model | v1 | v2 |\n|---|---|---|\n"
        "| Llama 7B | 151 t/s | 188 t/s |\n"
    )
    assert _engines(text, vocab) == [(151.0, "vllm"), (188.0, "vllm")]


def test_a_change_across_versions_is_no_version_column(vocab: Vocabulary) -> None:
    text = "ExLlamaV2 on one RTX 4090:\n\n| Model | v1 → v2 |\n|---|---|\n| 8B | 30 → 85 t/s |\n"
    assert [e for _, e in _engines(text, vocab)] == ["exllamav2", "exllamav2"]
