"""A time written with its unit in an engine's column, under no metric, is the request's time."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)]


def test_engine_columns_of_times_are_each_engines_request_time(vocab: Vocabulary) -> None:
    text = (
        "| 模型 | transformers | vllm |\n| --- | --- | --- |\n"
        "| 0.6B（单卡） | 75ms | 61ms |\n| 4B(2卡) | 276ms | / |\n"
    )
    assert _read(text, vocab) == [
        (75.0, "e2e_latency", "transformers"),
        (61.0, "e2e_latency", "vllm"),
        (276.0, "e2e_latency", "transformers"),
    ]
    versioned = "| Model | vLLM (v0.9.1) | SGLang |\n|---|---|---|\n| 8B | 2.4 s | 1.9 s |\n"
    assert _read(versioned, vocab) == [
        (2.4, "e2e_latency", "vllm"),
        (1.9, "e2e_latency", "sglang"),
    ]


def test_a_step_row_or_a_column_naming_no_engine_holds_no_request_time(
    vocab: Vocabulary,
) -> None:
    steps = (
        "| Model | vLLM | SGLang |\n|---|---|---|\n"
        "| Load time | 75 s | 61 s |\n| Cold start | 9 s | 7 s |\n"
    )
    assert _read(steps, vocab) == []
    models = "| GPU | gemma-2-9b | qwen-7b |\n|---|---|---|\n| 8B | 75 ms | 61 ms |\n"
    assert _read(models, vocab) == []
    # a column naming more than its engine is no plain engine column
    more = "| Model | vLLM warmup | SGLang warmup |\n|---|---|---|\n| 8B | 75 ms | 61 ms |\n"
    assert _read(more, vocab) == []
