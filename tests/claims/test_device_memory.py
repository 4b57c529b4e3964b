"""What a device has or is given, said around a size, is no run's memory
(docs/READING_RULES.md §4: hardware specs are no claims; LABELLING: memory is never a card's
capacity, bandwidths are specs, a server's KV-cache pool is a capacity): the memory word behind
an adjective ("combined VRAM", "消费级 GPU", "통합 메모리"), a bandwidth written apart from its
"/s", a share handed to the GPU or set as its frame buffer, a rule of thumb per parameter and
the KV-cache pool in a start-up log. A model's or a run's own size stays memory."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.device_memory import device_words_after, is_allotted, is_bandwidth
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [v for v, m in _read(text, vocab) if m == "memory"]


@pytest.mark.parametrize(
    "text",
    [
        "The two cards give 64GB combined VRAM for the bigger quants.",
        "It ships as a 24 GB consumer GPU with a blower fan.",
        "A box with 96 GB shared memory sits under the desk.",
        "Each board carries 1GB fast on-chip SRAM and 64GB off-chip LPDDR5X memory.",
        "这台工作站配置了 64 GB 的高速统一系统内存,适合本地推理。",
        "这些模型都跑不进 24 GB 消费级 GPU。",
        "이 노트북은 64GB 통합 메모리를 갖추고 있습니다.",
        "이 장비는 256GB의 고속 LPDDR5X 메모리를 탑재했습니다.",
    ],
)
def test_a_memory_word_behind_adjectives_is_the_machine(text: str, vocab: Vocabulary) -> None:
    """ "64GB combined VRAM", "24 GB 消费级 GPU", "64GB 통합 메모리": a spec, no claim."""
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "该芯片提供每秒 400 GB 的内存带宽。",
        "The module streams 512 GB of memory bandwidth to the cores.",
        "이 칩은 초당 800 GB의 대역폭을 냅니다.",
    ],
)
def test_a_bandwidth_written_apart_is_a_spec(text: str, vocab: Vocabulary) -> None:
    """ "每秒 400 GB", "512 GB of memory bandwidth": a bandwidth, never an amount of memory."""
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "In the BIOS you can give 64GB or more to the iGPU.",
        "I raised the frame buffer to 8gb before loading the model.",
        "Before loading, set `iogpu.wired_lwm_mb=64000` with sysctl.",
        "A handy estimate is 0.6 GB per billion parameters at 4-bit.",
        "environment:\n  - ENGINE_PREFIX_CACHE_GIB=6\n",
        "INFO worker.py: Available KV cache memory: 33.7 GiB",
        "[INFO] Allocated 12.40 GiB for max tokens in paged KV cache (190000).",
    ],
)
def test_a_share_setting_rule_or_pool_is_no_run(text: str, vocab: Vocabulary) -> None:
    """A share handed to the GPU, a setting, a rule of thumb, a KV-cache pool: no claim."""
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The run took 21.7 GB combined VRAM across both cards.", [21.7]),
        ("模型加载后占用 18.6 GB 的显存。", [18.6]),
        ("The 32B at Q4 needs 20 GB of VRAM.", [20.0]),
        ("The board has 96 GB on-chip HBM3; the run peaked at 81.3 GB.", [81.3]),
        ("이 모델은 48GB 이상의 메모리를 필요로 합니다.", [48.0]),
        ("llama_kv_cache: CUDA0 KV buffer size = 1024.00 MiB", [1024.0]),
        ("Env: FAST_MODE=1. Peak VRAM = 13.8 GB on the card.", [13.8]),
        ("The 8B at FP16 weighs 16 GB, and the run peaked at 17.2 GB.", [16.0, 17.2]),
    ],
)
def test_a_models_or_runs_own_size_stays_memory(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    """Use, a model's need and a llama.cpp buffer stay `memory` beside these filters."""
    assert _memory(text, vocab) == want


def test_the_pieces_answer_on_their_own() -> None:
    """Each piece of the module reads its words and no more."""
    text = "48GB combined VRAM"
    assert device_words_after(text, 4) is not None
    assert device_words_after("48GB used", 4) is None
    text = "每秒 273 GB 的带宽"
    assert is_bandwidth(text, text.index("273"), text.index(" 的"))
    assert not is_bandwidth("uses 273 GB", 5, 11)
    text = "hand 96GB to the GPU"
    assert is_allotted(text, 5, 9)
    assert not is_allotted("peak 96GB during the run", 5, 9)
