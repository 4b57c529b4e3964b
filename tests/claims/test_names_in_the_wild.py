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
        ("fp8_e4m3fn", "FP8"),
        ("bnb NF4", "INT4"),
        ("Q4_0_4_4", "Q4_0"),
        ("TQ1_0", "TQ1_0"),
        ("NVFP4", "NVFP4"),
        ("FP4", "FP4"),  # a bare FP4 is recorded as written, not as NVIDIA's format
        ("MXFP4", "MXFP4"),
        # a quantiser's own K variant stays as written, as MXFP4 and IQ3_XXS do
        ("UD-Q4_K_XL", "UD-Q4_K_XL"),
        ("Q5_0_R4", "Q5_0_R4"),  # a fork's repacked type, another file than Q5_0
        ("bf16", "BF16"),
        ("fp16", "FP16"),
        ("fp32", "FP32"),
        ("float32", "FP32"),
        ("unquantized", "uncompressed"),
        # LABELLING (seventh pass): MLX's 5- and 6-bit quantisations are INT5 and INT6
        ("6-bit", "INT6"),
        ("5 bit", "INT5"),
        # LABELLING: W4A8 ("INT4 weights, INT8 activations") is INT4, as W4A16 is
        ("W4A8", "INT4"),
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
        ("Tensor(RT)-LLM", "tensorrt-llm"),
        # "TensorRT" alone is the compiler, and "(RT)" alone is no engine
        ("TensorRT", None),
        ("Tensor(RT)", None),
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
        ("草稿模型", "speculative"),
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


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        # NVIDIA data centre: form factors, boards and systems are the chip
        ("H100 SXM", "H100"),
        ("H100 PCIe", "H100"),
        ("H100 NVL", "H100"),
        ("H100-80GB-HBM3", "H100"),
        ("DGX B200", "B200"),
        ("GB200 NVL72", "GB200"),
        ("A100-SXM4-80GB", "A100"),
        ("V100-SXM2-32GB", "V100"),
        ("B100", "B100"),
        # NVIDIA consumer and workstation, as people write them
        ("4090", "RTX 4090"),
        ("RTX4090", "RTX 4090"),
        ("RTX-4090", "RTX 4090"),
        ("NVIDIA GeForce RTX 4090", "RTX 4090"),
        ("RTX 4060 laptop GPU", "RTX 4060"),
        ("RTX 2080 Super", "RTX 2080 Super"),
        ("RTX 2060 Super", "RTX 2060 Super"),
        ("GTX 1660 Ti", "GTX 1660 Ti"),
        ("1080ti", "GTX 1080 Ti"),
        ("A6000", "RTX A6000"),
        ("A6000 Ada", "RTX 6000 Ada"),
        ("RTX 6000 Pro", "RTX PRO 6000"),
        ("RTX PRO 4000 Blackwell", "RTX PRO 4000"),
        ("RTX A2000", "RTX A2000"),
        ("Quadro P6000", "Quadro P6000"),
        ("Titan Xp", "Titan Xp"),
        ("Tesla K80", "K80"),
        # Jetson modules
        ("Jetson Orin NX", "Jetson Orin NX"),
        ("Orin Nano Super", "Jetson Orin Nano Super"),  # as written (LABELLING: hardware)
        ("Jetson Orin Nano 8GB", "Jetson Orin Nano"),
        ("NVIDIA Tegra X2", "Jetson TX2"),  # the module named for its SoC (LABELLING)
        # Taalas alone, and its chip as written (LABELLING: Taalas, HC1)
        ("Taalas", "Taalas"),
        ("Taalas HC1", "HC1"),
        ("Jetson Thor", "Jetson AGX Thor"),
        ("Jetson Nano", "Jetson Nano"),
        # AMD
        ("AMD Instinct MI300X", "MI300X"),
        ("RX7900XTX", "RX 7900 XTX"),
        # the tier glued or lower-case, and RDNA 4's x060 (LABELLING: "amd 6700xt", "9060XT")
        ("amd 6700xt", "RX 6700 XT"),
        ("Radeon 9060XT", "RX 9060 XT"),
        ("Radeon Pro W7800", "Radeon PRO W7800"),
        ("Radeon 880M", "Radeon 880M"),
        ("Radeon VII", "Radeon VII"),
        ("Ryzen AI 9 HX 370", "Ryzen AI 9 HX 370"),
        ("AI Max+ 395", "Ryzen AI Max+ 395"),
        # Apple: the tier is part of the chip, the memory is not
        ("M3 Max 128GB", "M3 Max"),
        ("Mac Studio M2 Ultra", "M2 Ultra"),
        ("Mac mini M4 Pro", "M4 Pro"),
        ("M5 Max", "M5 Max"),
        # Intel
        ("Arc A750", "Arc A750"),
        ("Arc Pro B60", "Arc Pro B60"),
        ("Arc 140V", "Arc 140V"),
        ("Intel Data Center GPU Max 1550", "Data Center GPU Max 1550"),
        ("Intel Core Ultra 7 155H", "Core Ultra 7 155H"),
        ("Gaudi2", "Gaudi 2"),
        # Google, AWS, Huawei, Qualcomm, chip companies
        ("TPU v5e", "TPU v5e"),
        ("v5e-8", "TPU v5e"),
        ("TPUv4", "TPU v4"),
        ("Trillium", "TPU v6e"),
        ("Ironwood", "TPU v7x"),
        ("Trainium2", "Trainium2"),
        ("trn1.32xlarge", "Trainium"),
        ("Inferentia2", "Inferentia2"),
        ("Ascend 910B3", "Ascend 910B"),
        ("Atlas 800I A2", "Atlas 800I A2"),
        ("Qualcomm Cloud AI 100", "Cloud AI 100"),
        ("Snapdragon X Plus", "Snapdragon X Plus"),
        ("SambaNova SN40L", "SN40L"),
        ("the SN50 chip", "SN50"),
        ("SambaNova Cloud", "SambaNova"),
        ("AMD MI300", "MI300X"),
        ("RTX 5090D", "RTX 5090D"),
        # Chinese accelerators, by vendor scheme
        ("MLU370-X8", "MLU370"),
        ("MTT S4000", "MTT S4000"),
        ("Hygon DCU K100", "DCU K100"),
        ("Kunlunxin P800", "Kunlun P800"),
        ("MetaX C500", "MetaX C500"),
        ("Cerebras CS-2", "Cerebras"),
    ],
)
def test_accelerators(vocab: Vocabulary, written: str, canonical: str) -> None:
    """An accelerator written as texts write it names the chip, by its canonical name."""
    text = f"Llama 3 8B runs at 52 tok/s on a {written}."
    assert _field(vocab, text, "hardware") == canonical


@pytest.mark.parametrize(
    ("written", "canonical", "count"),
    [
        ("2x 3090s", "RTX 3090", 2),
        ("4x H100s", "H100", 4),
        ("8xH100 SXM", "H100", 8),
        ("8x MI300X", "MI300X", 8),
        ("Ascend 910B3 x8", "Ascend 910B", 8),
    ],
)
def test_accelerator_counts(vocab: Vocabulary, written: str, canonical: str, count: int) -> None:
    """A count written next to a variant's name still counts the chip."""
    (claim,) = extract_claims(f"Llama 3 8B runs at 52 tok/s on {written}.", vocab)
    assert (claim.hardware, claim.gpu_count) == (canonical, count)


@pytest.mark.parametrize(
    "text",
    [
        "Llama 4 Maverick runs at 52 tok/s.",
        "Qwen3-4B runs at 52 tok/s.",
        "MiniMax-M1 runs at 52 tok/s.",
        "GPT-5 Pro runs at 52 tok/s.",
        "Llama 3 8B loads in 3090 ms and then runs at 52 tok/s.",
        "Llama 3 8B runs at 52 tok/s from an M2 NVMe drive.",
        "Llama 3 8B runs at 52 tok/s with max 1550 tokens.",
        "Llama 3 8B runs at 52 tok/s on the AI 100 benchmark list.",
    ],
)
def test_model_names_sizes_and_storage_are_no_accelerator(vocab: Vocabulary, text: str) -> None:
    """Model names, durations, drives and bare numbers near a chip's name name no chip."""
    assert _field(vocab, text, "hardware") is None


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (
            "vllm serve big --speculative-model meta-llama/Llama-3.2-1B gives 52 tok/s.",
            "speculative",
        ),
        ("vllm serve big --speculative_model [ngram] gives 52 tok/s.", "ngram"),
        ("llama-server -m big.gguf --model-draft small.gguf gives 52 tok/s.", "speculative"),
        ("model.generate(**inputs, prompt_lookup_num_tokens=10) gives 52 tok/s.", "ngram"),
        ("model.generate(**inputs, assistant_model=small) gives 52 tok/s.", "speculative"),
        ("llama-server -m big.gguf --ctx-size 4096 gives 52 tok/s.", None),
    ],
)
def test_modes_set_by_flags(vocab: Vocabulary, text: str, canonical: str | None) -> None:
    """A flag or argument that passes a draft model or turns prompt lookup on names its mode."""
    assert _field(vocab, text, "mode") == canonical


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("LM Studio (MLX engine) gives 52 tok/s.", "lm-studio"),
        ("Ollama's llama.cpp backend gives 52 tok/s.", "ollama"),
        ("Ollama (llama.cpp backend) gives 52 tok/s.", "ollama"),
        ("TRT LLM gives 52 tok/s.", "tensorrt-llm"),
    ],
)
def test_an_engines_backend_is_not_the_engine(
    vocab: Vocabulary, text: str, canonical: str | None
) -> None:
    """An engine named as another's backend leaves the figure to the outer application."""
    assert _field(vocab, text, "engine") == canonical
