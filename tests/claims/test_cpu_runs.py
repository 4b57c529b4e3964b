"""A run on the processor alone does not take the page's GPU (reading rules §2): a key that
names the CPU's threads or cores ("CPU 12 threads: 9 tok/s") or llama.cpp's "-ngl 0" (no
layer offloaded)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

GPU = "llama.cpp on my RTX 4090 gets 120 tok/s."


@pytest.mark.parametrize(
    "cpu",
    [
        "\nCPU 12 threads: 9 tok/s.",
        " CPU (16 cores): 9 tok/s.",
        " With -ngl 0 it gets 9 tok/s.",
        " With --n-gpu-layers=0 it gets 9 tok/s.",
    ],
)
def test_a_cpu_run_has_no_gpu(cpu: str, vocab: Vocabulary) -> None:
    claims = extract_claims(GPU + cpu, vocab)
    assert [(c.value, c.hardware) for c in claims] == [(120.0, "RTX 4090"), (9.0, None)]


@pytest.mark.parametrize(
    "text",
    [
        GPU + " With -ngl 99 it gets 130 tok/s.",
        "Setup: RTX 4090, CPU: Ryzen 9 7950X (16 cores).\nllama.cpp gets 130 tok/s.",
    ],
)
def test_a_gpu_run_keeps_its_card(text: str, vocab: Vocabulary) -> None:
    """Near misses: layers offloaded, or the machine's CPU listed in its setup."""
    claims = extract_claims(text, vocab)
    assert claims[-1].value == 130.0
    assert claims[-1].hardware == "RTX 4090"
