"""A size whose subject is a device, or a device to buy, is a hardware spec, never a run's
memory (docs/READING_RULES.md §4: memory is a model's or a run's peak, use, weights or size;
"192 GB HBM3", a card's VRAM, a machine's RAM and a cluster's total are specs). The words
between the device and the size decide: a possession verb or a memory word links them, a model,
a run or a use between keeps the size a claim. The sentences are made up."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    "text",
    [
        # a device, then a possession verb, then its memory
        "Pick the mini PC, a box with plenty of RAM (64 GB) for a quiet desk.",
        "If the budget allows, move to a card with noticeably more VRAM (32GB or more).",
        "The refreshed board ships with a roomier RAM pool (8 GB) than last year's.",
        "这台 4 卡工作站可提供 192GB 总显存,适合做多卡部署。",
        "该服务器装了 4 块 L40S(单卡显存48GB),总显存达192GB,用于测试。",
        "このGPUは24GBのVRAMを積んでいます。",
        # a device's memory word alone, before a whole size
        "The compact cluster is four nodes, and its aggregate VRAM sits at 384 GB.",
        "The Jetson kit is a tidy board, and its memory is 32 GB.",
        "单卡显存只有16GB,放不下更大的量化版本。",
        # the devices' total
        "The demo pod (16 accelerator cards, 2.3TB total HBM) drew a crowd.",
        "Board memory 48 GB class per card, 196,608 MB total across the chassis.",
        # generic devices or a device to buy after the size
        "Spec sheets quote up to 48 GB in today's workstation cards (vs. 24 GB in older cards).",
        "8GB以上のVRAMを積んだPCなら快適に試せます。",
        "For tinkering at home, VRAM decides: 12 GB is entry level and 24 GB is comfortable.",
        "Honestly, 64GB is the minimum I'd suggest for a laptop today.",
        "The 16GB version of the RTX 4060 Ti is the one to buy.",
        # a spec sheet's key
        "보드 RAM 스펙: 256MB",
        "Memory capacity: 36 GB per package on the new module.",
    ],
)
def test_a_devices_memory_is_no_claim(text: str, vocab: Vocabulary) -> None:
    """The size belongs to the card, board, machine or cluster its clause names."""
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a model, a run or a use between the device and the size keeps it
        ("On the board the 3B model settled at 2.6 GB of RAM.", 2.6),
        ("这台 4 卡工作站跑 Qwen3-32B 时显存占用 61GB。", 61.0),
        ("The workstation with Gemma 3 12B loaded used 14 GB.", 14.0),
        ("After loading, the GPU reported 19.7 GB of memory in use.", 19.7),
        ("单卡激活内存稳定在 36GB,没有再涨。", 36.0),
        ("GPUメモリをかなり使う(最低 10GB〜)ので注意。", 10.0),
        # the device is only where the model ran
        ("Mistral 7B on the 3090 with 8k context used 15 GB of VRAM.", 15.0),
        # a word of use before a device naming a kind of memory ("GPU VRAM") is the memory's
        ("Measured GPU VRAM 17 GB with the draft model attached.", 17.0),
        # a run's setup between: its parallelism
        ("The two GPUs with tensor parallelism showed VRAM of 38 GB each.", 38.0),
        # a model's requirement after the device's spec
        ("The card has 24 GB of VRAM, but the 32B model requires 38 GB.", 38.0),
        # the whole a used size is out of goes, the used size stays
        ("- **VRAM**: 6.1GB used / 16GB total", 6.1),
        ("Memory usage: 7.4 GB (of 16 GB).", 7.4),
        # a hedged size is what a run takes
        ("My laptop with the 14B model sits at roughly 10 GB of RAM.", 10.0),
    ],
)
def test_a_models_or_runs_memory_stays(text: str, value: float, vocab: Vocabulary) -> None:
    """A model, a run or a use in the clause makes the size theirs."""
    assert value in _memory(text, vocab)


@pytest.mark.parametrize(
    "text", ["- **VRAM**: 6.1GB used / 16GB total", "Memory usage: 7.4 GB (of 16 GB)."]
)
def test_the_whole_a_used_size_is_out_of_is_the_cards(text: str, vocab: Vocabulary) -> None:
    """ "6.1GB used / 16GB total": the used size is a run's, the total what the card has."""
    assert 16.0 not in _memory(text, vocab)
