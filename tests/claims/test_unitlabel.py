"""A unit stated once before the figures -- in a label's brackets before a colon, after ", in",
as a lead phrase, or in brackets right after the metric word -- is every bare figure's after it
in the sentence or item (reading rules §4: a unit may sit only in a header, a label's unit is
what it labels; §2: each figure keeps the setting written next to it).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

Row = tuple[float, str, str | None, str | None, str | None, int | None]


def _read(text: str, vocab: Vocabulary) -> list[Row]:
    return [
        (c.value, c.metric, c.hardware, c.engine, c.precision, c.concurrency)
        for c in extract_claims(text, vocab)
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Generation rate (tok/s) measured with llama.cpp on a 3090: 41 at 2k context, "
            "29 at 64k.",
            [
                (41.0, "decode_tok_s", "RTX 3090", "llama.cpp", None, None),
                (29.0, "decode_tok_s", "RTX 3090", "llama.cpp", None, None),
            ],
        ),
        (
            "Single-stream decode in tok/s, vLLM on one H100: 112 (FP8), 87 (BF16).",
            [
                (112.0, "decode_tok_s", "H100", "vllm", "FP8", 1),
                (87.0, "decode_tok_s", "H100", "vllm", "BF16", 1),
            ],
        ),
        (
            "Tokens per second on a 4090 under llama.cpp: 61 for Q4_0 and 47 for Q8_0.",
            [
                (61.0, "decode_tok_s", "RTX 4090", "llama.cpp", "Q4_0", None),
                (47.0, "decode_tok_s", "RTX 4090", "llama.cpp", "Q8_0", None),
            ],
        ),
        (
            "Ollama decode (t/s): RTX 4090 58, RTX 3090 44, M2 Ultra 39.",
            [
                (58.0, "decode_tok_s", "RTX 4090", "ollama", None, None),
                (44.0, "decode_tok_s", "RTX 3090", "ollama", None, None),
                (39.0, "decode_tok_s", "M2 Ultra", "ollama", None, None),
            ],
        ),
        (
            "First-token latency, TTFT (ms) via SGLang on H200: 95 at c=1, 410 at c=64.",
            [
                (95.0, "ttft", "H200", "sglang", None, 1),
                (410.0, "ttft", "H200", "sglang", None, 64),
            ],
        ),
        (
            "解码速度 (tok/s)：RTX 4090 为 61，RTX 3090 为 44",
            [
                (61.0, "decode_tok_s", "RTX 4090", None, None, None),
                (44.0, "decode_tok_s", "RTX 3090", None, None, None),
            ],
        ),
        (
            "Скорость генерации (ток/с): 27 на RTX 3090",
            [(27.0, "decode_tok_s", "RTX 3090", None, None, None)],
        ),
    ],
)
def test_a_colon_lead_lends_its_unit_to_each_bare_figure(
    text: str, want: list[Row], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Median TTFT (ms) sits between 180 and 240 with SGLang on H100.",
            [(210.0, "ttft")],
        ),
        (
            "The generation speed (t/s) is 14.5 on CPU versus 88 on the GPU.",
            [(14.5, "decode_tok_s"), (88.0, "decode_tok_s")],
        ),
        ("Decode speed (t/s) CPU 6.1, GPU 93", [(6.1, "decode_tok_s"), (93.0, "decode_tok_s")]),
    ],
)
def test_a_bracket_after_the_metric_word_lends_its_unit(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == want


@pytest.mark.parametrize(
    "text",
    [
        # settings, sizes, versions and years after the colon are no figures of the label
        "Decode speed (tok/s) on RTX 3090: context 4k, 32k, batch 8.",
        "Decode speed (tok/s) on RTX 3090: 7B model, 2024 release.",
        "Throughput (tok/s) with vLLM: batch 8, batch 16.",
        "Decode (tok/s) on RTX 3090 with llama.cpp b4500: 50% faster than 3060.",
        # the bracketed unit is a figure's own, or the label's kind is no rate or time
        "We measured 45 (tok/s) on RTX 3090: 38 at 4k.",
        "Memory (GB): 24 on RTX 4090",
        "Price ($/hr) on H100: 2.5 at AWS, 3.1 at GCP.",
        # no bare figure after a bracketed unit: counts, names and years only
        "Throughput (tok/s) was measured with 4 GPUs and 16 users.",
        "Decode speed (tok/s) on the RTX 3090 with Llama 3 8B in 2024",
        "Throughput (tok/s) vs batch size 1, 8 and 64 on H100.",
        "Concurrency (tok/s) on H100 with vLLM: 1, 8 and 64.",
        # a row of cells after the label is the table readers' (tools40: "7.40 12.10")
        "Prefill TTFT (ms) 41.2 57.9 88.4",
    ],
)
def test_numbers_that_are_not_the_labels_figures_stay_unread(text: str, vocab: Vocabulary) -> None:
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the figures carry their own units: read as before, once each
        ("Decode (tok/s) on H100: 45 tok/s at c=1, 40 tok/s at c=8.", [45.0, 40.0]),
        # the label's figure right after the colon, as the label reader has always read it
        ("Decode speed (tok/s): 38", [38.0]),
        # a change after the unit, as the unit-first change reader has always read it
        (
            "On my 4090 the decode speed (tok/s) climbed from 52 to 67 after the update.",
            [52.0, 67.0],
        ),
    ],
)
def test_figures_already_read_are_read_once(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert [c.value for c in extract_claims(text, vocab)] == want
