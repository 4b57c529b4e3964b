"""A GPU count spelled as pages spell it: the rewrites of ``benchmarks/perturb_counts.py`` and
the reader on a count written after its card.

Reading rules §3: "8×H100", "2x3090" give the GPU count, whichever mark stands between and
whichever side of the card the count is written on. "RTX 3090 x2" is two cards, never a
speedup of 2, even beside a word of speed ("throughput", "better").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.rules import load_rules

counts = load_benchmark("perturb_counts")
VOCAB = load_rules(Path(__file__).resolve().parents[2] / "rules").vocabulary


def _read(text: str) -> list[tuple[float, str, str | None, int | None]]:
    return [(c.value, c.metric, c.hardware, c.gpu_count) for c in extract_claims(text, VOCAB)]


# --------------------------------------------------------------------------- the rewrites


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Tested on 8x H100 with vLLM.", "Tested on 8×H100 with vLLM."),
        ("Tested on 8×H100 with vLLM.", "Tested on 8 x H100 with vLLM."),
        ("| 2x3090 | 82.68 |", "| 2× 3090 | 82.68 |"),
        ("Runs on 2x RTX 3090s.", "Runs on 2×RTX 3090s."),
    ],
)
def test_count_marks_swaps_the_mark_and_keeps_count_and_card(text: str, want: str) -> None:
    assert counts.count_marks(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "Mixtral-8x7B on one card at 40 tok/s.",  # a model's name, no count
        "Run `--gpus 8x H100` first.",  # a code span
        "See https://example.com/8xH100/results for more.",  # a URL
        "```\n8x H100\n```",  # a fenced block
        "    8x H100 in indented code",
        "The run tp2x4090 is the baseline.",  # an identifier
    ],
)
def test_count_marks_leaves_code_urls_and_names_alone(text: str) -> None:
    assert counts.count_marks(text) == text


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("on 8×A800 with a batch of 32", "on A800 ×8 with a batch of 32"),
        ("| 4x A100 | 90 |", "| A100 x4 | 90 |"),
        ("Performance benchmarking (2xA100)", "Performance benchmarking (A100 x2)"),
    ],
)
def test_count_after_writes_the_count_after_the_card(text: str, want: str) -> None:
    assert counts.count_after(text) == want


@pytest.mark.parametrize(
    "text", ["With 8x H100 GPUs we get 900 tok/s.", "on 8x H100 report 90 tok/s"]
)
def test_count_after_keeps_a_card_that_does_not_close_its_phrase(text: str) -> None:
    assert counts.count_after(text) == text


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("on 8x H100 with vLLM", "on 8 H100s with vLLM"),
        ("with 8x RTX 3090 GPUs", "with 8 RTX 3090 GPUs"),
    ],
)
def test_count_bare_drops_the_mark_in_english_prose(text: str, want: str) -> None:
    assert counts.count_bare(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "on 1x H100 with vLLM",  # "1 H100s": no plural of one
        "a 2x 4090 system",  # "a 2 4090s"
        "(8x H100 80GB)",  # "8 H100 80GBs"
        "| 8x H100 | 90 |",  # a table's cell
        "在 8x H100 上测试",  # not English
    ],
)
def test_count_bare_skips_what_no_one_writes(text: str) -> None:
    assert counts.count_bare(text) == text


# --------------------------------------------------------------------------- the reader


@pytest.mark.parametrize(
    "text",
    [
        "Throughput on RTX 3090 x2 is 40 tok/s.",
        "Someone got over 900 tokens/s throughput using vLLM on A800 ×8 with a batch of 32.",
        "In several cases, 8x H200 was a better serving shape than H200 x16 for that mix.",
        "Qwen3 MoE, TP4, R9700 ×4 at a 225 W cap, throughput 94 tok/s with MTP-3.",
    ],
)
def test_a_count_after_its_card_is_no_speedup(text: str) -> None:
    assert not [r for r in _read(text) if r[1] == "speedup"]


def test_the_count_after_the_card_still_counts_the_cards() -> None:
    got = _read("Someone got 900 tokens/s throughput using vLLM on A800 ×8 with a batch of 32.")
    assert [(r[2], r[3]) for r in got] == [("A800", 8)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("On H100, EAGLE-3 gives a speedup of up to x2.4 over plain decoding.", 2.4),
        ("The H100 is x2 faster than the A100 for decoding in vLLM.", 2.0),
    ],
)
def test_a_multiple_beside_a_card_it_does_not_count_is_still_a_speedup(
    text: str, value: float
) -> None:
    assert value in [r[0] for r in _read(text) if r[1] == "speedup"]
