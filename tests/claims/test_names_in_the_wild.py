"""Names as real texts write them: accelerators, engines, modes and precisions, each read to
the canonical name the reading rules use (or to none), pinned by sentences of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _field(vocab: Vocabulary, text: str, field: str) -> str | None:
    (claim,) = extract_claims(text, vocab)
    return getattr(claim, field)


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Q4_K_M", "Q4_K_M"),
        ("q4_k_m", "Q4_K_M"),
        ("Q4KM", "Q4_K_M"),
        ("Q5KM", "Q5_K_M"),
        ("Q8_0", "Q8_0"),
        ("4-bit", "INT4"),
        ("W4A16", "INT4"),
        ("AWQ", "INT4"),
        ("GPTQ", "INT4"),
        ("W8A8", "INT8"),
        ("W8A16", "INT8"),
        ("FP8 E4M3", "FP8"),
        ("E4M3", "FP8"),
        ("fp8_e5m2", "FP8"),
        ("NVFP4", "NVFP4"),
        ("FP4", "NVFP4"),
        ("MXFP4", "MXFP4"),
        ("bf16", "BF16"),
        ("fp16", "FP16"),
        ("fp32", "FP32"),
        ("float32", "FP32"),
        ("unquantized", "uncompressed"),
        # no class the rules name: left empty rather than guessed
        ("6-bit", None),
        ("W4A8", None),
        ("UD-Q4_K_XL", None),
    ],
)
def test_precisions(vocab: Vocabulary, written: str, canonical: str | None) -> None:
    """A quantisation written in any of its usual spellings names one precision class."""
    text = f"Llama 3 8B {written} runs at 52 tok/s."
    assert _field(vocab, text, "precision") == canonical


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("TRT-LLM", "tensorrt-llm"),
        ("TensorRT LLM", "tensorrt-llm"),
        ("trtllm-serve", "tensorrt-llm"),
        ("text-generation-inference", "tgi"),
        ("HF TGI", "tgi"),
        ("llamacpp", "llama.cpp"),
        ("llama-cpp", "llama.cpp"),
        ("llama_cpp", "llama.cpp"),
        ("llama-server", "llama.cpp"),
        ("LMDeploy", "lmdeploy"),
        ("TurboMind", "lmdeploy"),
        ("MLC LLM", "mlc-llm"),
        ("mlc_llm", "mlc-llm"),
        ("LMStudio", "lm-studio"),
        ("ExLlamaV2", "exllamav2"),
        ("Ollama", "ollama"),
        ("HF transformers", "transformers"),
        ("VLLM", "vllm"),
        ("vLLM V1", "vllm"),
        ("mlx_lm", "mlx-lm"),
        # a file format, or an engine's name used for its format, is no engine
        ("GGUF weights", None),
        ("EXL2", None),
        ("the MLX-format weights", None),
        ("LMs", None),
    ],
)
def test_engines(vocab: Vocabulary, written: str, canonical: str | None) -> None:
    """An engine written in any of its usual spellings names one engine."""
    text = f"Llama 3 8B runs at 52 tok/s with {written}."
    assert _field(vocab, text, "engine") == canonical


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("EAGLE3", "eagle"),
        ("Eagle-3", "eagle"),
        ("EAGLE-2", "eagle"),
        ("NextN", "mtp"),
        ("multi-token prediction", "mtp"),
        ("prompt lookup decoding", "ngram"),
        ("PLD", "ngram"),
        ("lookahead decoding", "ngram"),
        ("a draft model", "speculative"),
        ("a 1B drafter", "speculative"),
        ("assisted generation", "speculative"),
        ("DFlash", "speculative"),
        ("Medusa heads", "medusa"),
        ("LayerSkip", "self-speculative"),
        ("self-speculative decoding", "self-speculative"),
        ("diffusion decoding", "diffusion"),
        ("autoregressive decoding", "ar"),
        ("vanilla decoding", "ar"),
        ("speculative decoding disabled", "ar"),
        # a model family, or a sampling choice, names no decoding mode
        ("a diffusion LLM", None),
        ("greedy decoding", None),
    ],
)
def test_modes(vocab: Vocabulary, written: str, canonical: str | None) -> None:
    """A decoding method written in any of its usual spellings names one mode."""
    text = f"Llama 3 8B runs at 52 tok/s with {written}."
    assert _field(vocab, text, "mode") == canonical


def test_an_mlx_format_model_run_by_mlx_lm_keeps_its_engine(vocab: Vocabulary) -> None:
    """The format's name is skipped, the engine named beside it is kept."""
    text = "The MLX-format weights run at 52 tok/s with mlx_lm.generate."
    assert _field(vocab, text, "engine") == "mlx-lm"
