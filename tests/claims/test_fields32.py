"""A word joined before an engine's name names a project of its own, not the engine.

Reading rules §3 list the engines; the labels keep Rapid-MLX, lightning-mlx, Nano-vLLM and
other projects whose names hold an engine's name outside that list (null). A maker or platform
joined so ("AMD-vLLM") and a decoding method run in the engine ("DFlash-MLX") still name it.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "The right runtime was a different engine, lightning-mlx: about 78 tokens/sec.",
        "With Rapid-MLX we get 120 tok/s on an M4 Max.",
        "spark-vllm serves gpt-oss-120b at 58 tok/s on one GB10.",
        "turbo-llama.cpp delivers 40 t/s on a 3090.",
        "Our Lightning-SGLang hits 300 tok/s on an H100.",
        "| Engine | Decode |\n|---|---|\n| hyper-Ollama | 41 tok/s |\n",
    ],
)
def test_a_project_named_with_an_engines_name_is_no_engine(text: str, vocab: Vocabulary) -> None:
    assert _engines(text, vocab) == [None]


@pytest.mark.parametrize(
    ("text", "engine"),
    [
        ("With AMD-vLLM we get 95 tok/s on an MI300X.", "vllm"),
        ("With vanilla-vLLM we get 95 tok/s on an A100.", "vllm"),
        ("With DFlash-MLX the 4B model decodes at 270 tok/s on an M2 Max.", "mlx"),
        ("Under Apple-MLX the model decodes at 52 tok/s on an M3 Max.", "mlx"),
        ("With vLLM we get 95 tok/s on an A100.", "vllm"),
        ("With TensorRT-LLM we get 95 tok/s on an H100.", "tensorrt-llm"),
        ("With SWIFT-SGLang layer skipping we get 95 tok/s on an H100.", "sglang"),
    ],
)
def test_a_platform_or_method_joined_before_keeps_the_engine(
    text: str, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab) == [engine]
