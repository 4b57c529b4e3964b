"""A size in brackets right after the kind of memory a machine carries or has free ("unified
memory (32GB / 64GB)", "memory headroom (12.5 GB)", "统一内存(16GB 或 32GB)") or the machine
or CPU it sizes ("Intel i7(64GB)") is a hardware
spec, no claim (the reading rules §4: "192 GB HBM3" is not a claim). A bracket saying a use
("(20.5 GB used)") or a memory word that a use names ("peak memory (22 GB)") stays memory."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Its unified memory (32GB / 64GB) holds Qwen 32B; llama.cpp gives 11 tok/s.",
        "The memory headroom (12.5 GB) lets vLLM batch more; 60 tok/s per user.",
        "苹果的统一内存(16GB 或 32GB)足够,llama.cpp 跑到 25 tokens/s。",
        "Хватает оперативной памяти (64 ГБ или 128 ГБ), llama.cpp выдаёт 14 ток/с.",
        "ユニファイドメモリ(36GB)の M3 Max で 30 tok/s。",
        "The Mac has enough unified memory (24GB or 48GB) and decodes at 11 tok/s.",
        "在同样的記憶體限制下误差更低;到了较宽裕的 Intel i7(64GB)上,llama.cpp 可达 26 TPS。",
    ],
)
def test_a_bracketed_size_after_a_machines_memory_is_a_spec(text: str, vocab: Vocabulary) -> None:
    assert [m for _, m in _read(text, vocab)] == ["decode_tok_s"]


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("Qwen3-32B on vLLM H100: peak memory (22 GB), 40 tok/s.", 22.0),
        ("llama.cpp on the M4 Pro filled unified memory (20.5 GB used) at 11 tok/s.", 20.5),
        ("vLLM 跑 Qwen3-8B,显存占用(18GB),40 tokens/s。", 18.0),
        ("Llama 8B on the RTX 4090 took 16 GB (peak) at 120 tok/s.", 16.0),
        ("Llama 8B in RAM on an i7 (9.5 GB used) gets 8 tok/s in llama.cpp.", 9.5),
        ("The model's unified memory footprint (21 GB) on llama.cpp at 30 tok/s.", 21.0),
    ],
)
def test_a_runs_memory_in_brackets_stays(text: str, size: float, vocab: Vocabulary) -> None:
    assert (size, "memory") in _read(text, vocab)
