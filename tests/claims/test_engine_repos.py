"""An engine's own repositories imply it; a library named in the repository of the engine
built on it is that engine."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_lm_studios_mlx_engine_repository_implies_lm_studio(vocab: Vocabulary) -> None:
    text = "Llama 3.1 8B MLX (4-bit) on my M2 Max: 61.3 tok/sec without a draft model."
    (claim,) = extract_claims(text, vocab, source="lmstudio-ai/mlx-engine#77")
    assert claim.engine == "lm-studio"
    (claim,) = extract_claims(text, vocab, source="https://github.com/lmstudio-ai/lms/issues/9")
    assert claim.engine == "lm-studio"


def test_mlx_in_its_own_examples_repository_stays_mlx(vocab: Vocabulary) -> None:
    text = "After updating MLX the example decodes at 61.3 tok/s on my M2 Max."
    (claim,) = extract_claims(text, vocab, source="ml-explore/mlx-lm#12")
    assert claim.engine == "mlx-lm"
    (claim,) = extract_claims(text, vocab, source="ml-explore/mlx-examples#40")
    assert claim.engine == "mlx"
