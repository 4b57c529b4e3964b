""" "64 GPU experts per layer" counts a MoE model's experts placed on the GPU, not GPUs: the
noun after "GPU" says what is counted, as in "60 GPU cores" (reading rules §2)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "setup",
    [
        "RTX 4090 with 64 GPU experts per layer",
        "RTX 4090, 32 GPU experts",
        "RTX 4090 (8 GPU layers)",
    ],
)
def test_experts_on_the_gpu_are_no_gpu_count(vocab: Vocabulary, setup: str) -> None:
    (claim,) = extract_claims(f"On {setup}, vLLM decodes at 45 tok/s.", vocab)
    assert claim.gpu_count is None


@pytest.mark.parametrize(
    ("setup", "count"), [("4 GPUs", 4), ("2x RTX 4090 with 64 GPU experts", 2)]
)
def test_a_count_of_gpus_is_still_read(vocab: Vocabulary, setup: str, count: int) -> None:
    (claim,) = extract_claims(f"On {setup}, vLLM decodes at 45 tok/s.", vocab)
    assert claim.gpu_count == count
