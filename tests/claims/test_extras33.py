"""A machine's memory written out as its parts ("512G per socket", "8 channels * 64GB",
"(8×144 ГБ)"), its storage ("300G存储", "500 GB local disk"), its dedicated memory in CJK
("4GB専用VRAM", "8GB 专用显存") and a "MEM:" key are hardware specs, no claim (the reading
rules §4: "192 GB HBM3" is not a claim). A run's memory split over cards, a model's need on
disk and a dedicated memory's use stay memory."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "The rig has 384 GB RAM (32 GB per stick) and decodes at 9 tok/s.",
        "Test rig: 2 sockets, 1TB RAM (512G Per Socket); llama.cpp gives 9 tok/s.",
        "1TB DDR4-3200 (16 channels * 64GB), yet the box only manages 5 tok/s.",
        "Память 512 ГБ DDR5 (64 ГБ на канал), скорость 8 ток/с.",
        "Сервер: 1,5 ТБ DDR5 ECC RAM (12×128 ГБ), генерация 11 ток/с.",
        "服务器 512GB 内存,单条 32GB,推理速度 12 tokens/s。",
        "メモリ(4×32GB)で 70B が 3 tok/s。",
    ],
)
def test_a_size_counted_over_memory_parts_is_a_spec(text: str, vocab: Vocabulary) -> None:
    assert [m for _, m in _read(text, vocab)] == ["decode_tok_s"]


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("Hardware: 1 GPU, 64G内存, 500G存储", 500.0),
        ("机器配置: 32G 内存、2T 存储,生成 30 tokens/s。", 2.0),
        ("Instance: 4 vCPU, 200 GB boot disk, 16 GB RAM; decode 18 tok/s.", 200.0),
        ("Each worker gets 64 GB RAM and a 1 TB local disk, running 25 tok/s.", 1.0),
        ("서버: 64GB 메모리, 2TB 스토리지, 생성 속도 30 tok/s.", 2.0),
        ("MEM: 256 GB, 22 tok/s on llama.cpp", 256.0),
        ("OS: Ubuntu 24.04, Mem: 128GB, 8 tok/s.", 128.0),
    ],
)
def test_storage_and_a_mem_key_are_the_machine(text: str, size: float, vocab: Vocabulary) -> None:
    assert (size, "memory") not in _read(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        "笔记本 8GB 专用显存,跑 7B 20 tokens/s。",
        "游戏本是 6GB 獨立顯存,跑出 15 tokens/s。",
        "那台是 16GB 专用内存 的工作站,7B 跑 9 tokens/s。",
        "GeForce GTX 1050Ti GDDR5 4GB専用VRAMで 7B が 6 tok/s。",
    ],
)
def test_dedicated_memory_in_cjk_is_the_machine(text: str, vocab: Vocabulary) -> None:
    assert [m for _, m in _read(text, vocab)] == ["decode_tok_s"]


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("The model used 12 GB per GPU on 4 GPUs at 30 tok/s.", 12.0),
        ("Peak memory was 18 GB per device across 2 cards.", 18.0),
        ("Peak GPU memory (2× 40 GB) at 30 tok/s.", 40.0),
        ("The image needs about 40 GB disk space before it starts.", 40.0),
        ("The weights need 300 GB on disk.", 300.0),
        ("专用显存占用 7.5GB,速度 20 tokens/s。", 7.5),
        ("Mem usage: 13.4 GB while decoding.", 13.4),
    ],
)
def test_a_runs_or_models_memory_stays(text: str, size: float, vocab: Vocabulary) -> None:
    assert (size, "memory") in _read(text, vocab)
