"""A setup line keyed by the engine's field reaches a later section's figures, as a keyed
card does; a bullet that merely mentions an engine does not. The texts are made up."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "line, engine",
    [
        ("- **Runtime:** Ollama 0.15.6 (Docker, CPU-only)", "ollama"),
        ("- Engine: vLLM 0.8.2", "vllm"),
        ("* Inference engine: `SGLang` 0.4.6", "sglang"),
        ("Backend: llama.cpp b5450 (Vulkan)", "llama.cpp"),
        ("- 推理框架：LMDeploy 0.7", "lmdeploy"),
        ("- 推論エンジン: MLX-LM 0.20", "mlx-lm"),
    ],
)
def test_a_keyed_engine_line_sets_up_a_later_sections_figures(
    vocab: Vocabulary, line: str, engine: str
) -> None:
    """Reading rules §1: the page's statement of its own setup is context."""
    text = f"## Environment\n\n{line}\n- GPU: L40S\n\n## Results\n\nDecode speed was 41.5 tok/s.\n"
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert (got[41.5].engine, got[41.5].hardware) == (engine, "L40S")


@pytest.mark.parametrize(
    "line",
    [
        "- works with vLLM and its ARM build",
        "- vLLM: not tried yet, see the roadmap",
    ],
)
def test_a_bullet_naming_an_engine_stays_its_own(vocab: Vocabulary, line: str) -> None:
    """Reading rules §2: details never leak from a bullet of an earlier section."""
    text = f"## Overview\n\n{line}\n\n## Results\n\nDecode speed was 41.5 tok/s.\n"
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert got[41.5].engine is None
