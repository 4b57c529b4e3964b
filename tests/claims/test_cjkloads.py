"""Loads and setups written beside each figure in Korean, Japanese and Chinese sentences
(cjk_own_loads.py, load_sides.py, change_pairs.py; reading rules §2: each figure takes its own
setup, nearest scope first; §4: concurrency is the batch size or the requests in flight).

Korean 에서 marks both "at" and "from": in "배치 8에서 900 tok/s" the 8 is the batch, not the
start of a span from 8 to 900 (read so, 900 became the span's middle, 454: a wrong value).
A setup in brackets that closes the sentence and holds only setup names belongs to every
figure of it. Sentences of our own; near-misses that must keep reading as before."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    return [(c.value, c.concurrency) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


def _cards(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the batch's number before 에서 is no span's start: the figure keeps its value
        (
            "SGLang은 A100에서 배치 4에서 620 tok/s, 배치 32에서 1800 tok/s가 나왔다.",
            [(620.0, 4), (1800.0, 32)],
        ),
        ("배치 2에서 51 tok/s, 배치 16에서 290 tok/s였습니다.", [(51.0, 2), (290.0, 16)]),
        ("LMDeploy는 L40S에서 배치 12에서 700 tok/s를 냈다.", [(700.0, 12)]),
        ("배치 크기 6에서 480 tok/s까지 올라갔다.", [(480.0, 6)]),
        # the batch word alone names the batch, as English "batch 8" does
        ("バッチ4で210 tok/sを記録した。", [(210.0, 4)]),
        ("배치 24에서 1,150 tok/s 정도입니다.", [(1150.0, 24)]),
        # the load's word left out the second time: its number is still no span's start
        ("배치 2에서 50 tok/s, 16에서 280 tok/s", [(50.0, 2), (280.0, 16)]),
        ("배치 4에서 96 토큰/초", [(96.0, 4)]),
        # the loads of other shapes keep reading as before
        (
            "동시 요청 8개에서 530 tok/s, 24개에서 1200 tok/s.",
            [(530.0, 8), (1200.0, 24)],
        ),
        ("同時実行8で530 tok/s、24で1200 tok/s。", [(530.0, 8), (1200.0, 24)]),
        ("并发 8 为 530 tok/s,并发 24 为 1200 tok/s", [(530.0, 8), (1200.0, 24)]),
    ],
)
def test_load_before_its_figure_in_cjk(text: str, want: list, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a span joined by 에서 with no load word before it is still one range (its middle)
        ("속도는 14에서 26 tok/s 사이였다.", [(20.0, None)]),
        # a context length before 에서 is no load and no card
        ("32K에서 95 tok/s, 8K에서 140 tok/s", [(95.0, None), (140.0, None)]),
        # a card before 에서 is the card, no load
        ("H100에서 900 tok/s", [(900.0, None)]),
        # a batch that goes from one size to another names no one batch size
        ("배치 4에서 16으로 늘리면 900 tok/s", [(900.0, None)]),
        # "batch processing" names no batch size
        ("バッチ処理で45 tok/s", [(45.0, None)]),
        ("배치 처리 시 45 tok/s", [(45.0, None)]),
    ],
)
def test_cjk_near_misses_keep_reading(text: str, want: list, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == want


def test_change_from_korean_keeps_both_sides(vocab: Vocabulary) -> None:
    # "30 tok/s에서 52 tok/s로 향상": a change, its sides read as before
    assert [c.value for c in extract_claims("30 tok/s에서 52 tok/s로 향상되었다.", vocab)] == [
        30.0,
        52.0,
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a bracket of setup names closing the sentence is every figure's
        (
            "バッチ2で48 tok/s、バッチ16で300 tok/s（RTX 3090）",
            [(48.0, "RTX 3090"), (300.0, "RTX 3090")],
        ),
        (
            "배치 1에서 40 tok/s, 배치 8에서 260 tok/s (RTX 4080, llama.cpp).",
            [(40.0, "RTX 4080"), (260.0, "RTX 4080")],
        ),
        (
            "batch=2 时 48 tok/s,batch=16 时 300 tok/s(RTX 3090)",
            [(48.0, "RTX 3090"), (300.0, "RTX 3090")],
        ),
        (
            "52 tok/s at batch 1, 330 tok/s at batch 16 (RTX 3090, llama.cpp).",
            [(52.0, "RTX 3090"), (330.0, "RTX 3090")],
        ),
    ],
)
def test_closing_bracket_setup_is_every_figures(text: str, want: list, vocab: Vocabulary) -> None:
    assert _cards(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a bracket holding a figure compares, it sets no earlier figure's card
        (
            "52 tok/s at batch 1, 330 tok/s at batch 16 (vs 290 on RTX 3090)",
            [(52.0, None)],
        ),
    ],
)
def test_bracket_with_a_figure_is_no_setup_of_all(text: str, want: list, vocab: Vocabulary) -> None:
    assert _cards(text, vocab)[: len(want)] == want
