"""A model's stored size takes no concurrency (reading rules §4: concurrency is a run's
load; the weights, a file on disk or a quantisation's size are the same at any load). A size
used at a load keeps it.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "All runs are single-stream, batch size 1. Plan on about 48 GB of disk for the target"
        " model and its draft.",
        "We serve one request at a time. The BF16 weights come to roughly 54 GB.",
        "Tested at batch size 1 on the 4090. A 4-bit quant (~9 GB) is what we load.",
        "Все тесты при batch size 1. Модель в FP16 весит 26 ГБ.",
    ],
)
def test_a_stored_size_takes_no_concurrency(text: str, vocab: Vocabulary) -> None:
    sizes = [c for c in extract_claims(text, vocab) if c.metric == "memory"]
    assert sizes and all(c.concurrency is None for c in sizes)


def test_memory_used_at_a_load_keeps_it(vocab: Vocabulary) -> None:
    text = "At batch size 1 the peak VRAM usage was 21.4 GB and decode ran at 38 tok/s."
    mem = [c for c in extract_claims(text, vocab) if c.metric == "memory"]
    assert [c.concurrency for c in mem] == [1]


@pytest.mark.parametrize(
    "text",
    [
        "With EAGLE-3 we get 2.1x faster decoding. Plan on about 34 GB of disk for the target"
        " and its EAGLE-3 draft.",
        "MTP decodes at 61 tok/s here. The MTP layer weights (~6 GB in BF16) ship with the model.",
    ],
)
def test_a_stored_size_takes_no_mode(text: str, vocab: Vocabulary) -> None:
    sizes = [c for c in extract_claims(text, vocab) if c.metric == "memory"]
    assert sizes and all(c.mode is None for c in sizes)


def test_memory_a_method_adds_at_run_time_keeps_its_mode(vocab: Vocabulary) -> None:
    text = "With MTP enabled, peak VRAM usage rose to 23 GB."
    mem = [c for c in extract_claims(text, vocab) if c.metric == "memory"]
    assert [c.mode for c in mem] == ["mtp"]


@pytest.mark.parametrize(
    "text",
    [
        "We ran llama.cpp on an RTX 4090. The Q4_K_M GGUF file is about 4.9 GB and decodes at"
        " 61 tok/s.",
        "Setup: 2x H100, vLLM 0.8. The BF16 weights come to roughly 54 GB; decode reached"
        " 1,200 tok/s.",
        "在 RTX 4090 上用 llama.cpp 测试，模型大小为 18.13GB，生成速度 45 tokens/s。",
    ],
)
def test_a_stored_size_takes_no_engine_card_or_count(text: str, vocab: Vocabulary) -> None:
    """The size is the same on any engine, card or count (lead's ruling, seventeenth pass):
    the run's figure beside it keeps them."""
    claims = extract_claims(text, vocab)
    sizes = [c for c in claims if c.metric == "memory"]
    rates = [c for c in claims if c.metric != "memory"]
    assert sizes and all((c.engine, c.hardware, c.gpu_count) == (None, None, None) for c in sizes)
    assert rates and all(c.engine is not None and c.hardware is not None for c in rates)


@pytest.mark.parametrize(
    "text",
    [
        "We ran llama.cpp on an RTX 4090: peak VRAM usage was 21.4 GB at 61 tok/s.",
        "On 2x H100 with vLLM 0.8, memory in use was 71 GB per GPU while decoding 900 tok/s.",
    ],
)
def test_memory_a_run_used_keeps_its_engine_and_card(text: str, vocab: Vocabulary) -> None:
    mem = [c for c in extract_claims(text, vocab) if c.metric == "memory"]
    assert mem and all(c.engine is not None and c.hardware is not None for c in mem)
