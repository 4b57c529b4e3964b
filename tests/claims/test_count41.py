"""The text's one card, stated once as single, gives its count of one to figures far from it.

Reading rules §3 ("1x", "a single" give the count) and LABELLING ("a Show HN title 'on a
single RTX 3090' gives the GPU and count 1 to the write-up's figures"; only "single"/"1x"/
"一块"/"1枚" give 1, an article gives none; "单卡" gives one card). Never when the text also
counts more than one card, names another card, or divides a rate by the cards.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary

_TABLE = (
    "# Qwen3-14B throughput on the RTX 4090\n\n| Engine | Output tok/s |\n|---|---|\n"
    "| vLLM | 1850 |\n| SGLang | 2050 |\n\n## Setup\n\n"
)


def _counts(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, int | None]]:
    return [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


def test_single_card_stated_after_the_table_counts_its_rows(vocab: Vocabulary) -> None:
    text = _TABLE + "All runs used a single RTX 4090 with 24 GB.\n"
    assert _counts(text, vocab) == [(1850.0, "RTX 4090", 1), (2050.0, "RTX 4090", 1)]


def test_chinese_single_card_in_the_environment_section(vocab: Vocabulary) -> None:
    text = (
        "RTX 4090 上的 Qwen3-8B 吞吐量\n\n基准测试结果:\n\n| 引擎 | 吞吐 |\n|---|---|\n"
        "| vLLM | 3922 tok/s |\n| SGLang | 4100 tok/s |\n\n实验环境\n\n"
        "硬件:单个 NVIDIA RTX 4090 GPU。\n"
    )
    assert _counts(text, vocab) == [(3922.0, "RTX 4090", 1), (4100.0, "RTX 4090", 1)]


def test_one_card_in_the_opening_counts_later_sections(vocab: Vocabulary) -> None:
    text = (
        "I benchmarked Qwen3-32B on one RTX 5090 last week.\n\n## Results\n\n"
        "After tuning the flags, the RTX 5090 reached 61 tok/s decode.\n\n## Notes\n\n"
        "Prefill on the RTX 5090 hit 2400 tok/s at 8K context.\n"
    )
    assert _counts(text, vocab) == [(61.0, "RTX 5090", 1), (2400.0, "RTX 5090", 1)]


def test_no_count_when_the_text_also_counts_two_cards(vocab: Vocabulary) -> None:
    text = _TABLE + "The first runs used a single RTX 4090; the later ones used 2x RTX 4090.\n"
    assert [c for _, _, c in _counts(text, vocab)] == [None, None]


def test_no_count_from_an_article(vocab: Vocabulary) -> None:
    text = _TABLE + "All runs used an RTX 4090 with 24 GB.\n"
    assert [c for _, _, c in _counts(text, vocab)] == [None, None]


def test_no_count_when_another_card_is_named(vocab: Vocabulary) -> None:
    text = _TABLE + "All runs used a single RTX 4090; an H100 box was tried too.\n"
    assert [c for _, _, c in _counts(text, vocab)] == [None, None]


def test_no_count_for_a_rate_per_card(vocab: Vocabulary) -> None:
    text = (
        "We serve Qwen3-8B on H100s.\n\n"
        "We observe ~2,000 output tok/s per H100 GPU in steady state.\n\n"
        "The dashboard shows it on a single H100 GPU.\n"
    )
    assert [c for _, _, c in _counts(text, vocab)] == [None]
