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


def test_another_engines_backend_in_an_engines_pr_is_part_of_that_engine(
    vocab: Vocabulary,
) -> None:
    text = (
        "| Metric | before | after |\n|---|---|---|\n"
        "| Output token throughput (tok/s) | 80.5 | 95.1 |\n"
    )
    claims = extract_claims(
        text, vocab, source="sgl-project/sglang#9001", title="Use the TRT-LLM backend for decode"
    )
    assert [c.engine for c in claims] == ["sglang", "sglang"]
    text = "With the vLLM backend enabled the server decodes at 41 tok/s on an H100."
    (claim,) = extract_claims(text, vocab, source="ollama/ollama#12")
    assert claim.engine == "ollama"


def test_a_backend_named_outside_an_engines_repository_keeps_its_engine(
    vocab: Vocabulary,
) -> None:
    text = "With the vLLM backend the server decodes at 41 tok/s on an H100."
    (claim,) = extract_claims(text, vocab, source="someone/chat-ui#12")
    assert claim.engine == "vllm"


def test_fastllm_is_an_engine_outside_the_rules_list(vocab: Vocabulary) -> None:
    text = "fastllm int4: CPU 6.8 t/s, GPU 70 t/s on my RTX 4090."
    claims = extract_claims(
        text, vocab, source="ztxz16/fastllm#12", title="Compared with llama.cpp?"
    )
    assert [c.engine for c in claims] == [None, None]
    text = "llama.cpp q4_0: CPU 7.5 t/s, GPU 106 t/s on my RTX 4090."
    claims = extract_claims(
        text, vocab, source="ztxz16/fastllm#12", title="Compared with llama.cpp?"
    )
    assert [c.engine for c in claims] == ["llama.cpp", "llama.cpp"]
