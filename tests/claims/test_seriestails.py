"""A setup written once after a coordinated series, and metric lists read past one load.

Reading rules §2: the clause is a figure's scope, and a setup written once after a series
joined by "and" ("45 and 38 tok/s with EAGLE-3", "2.1x, 1.8x and 1.3x with EAGLE-3") belongs
to every member; a figure keeps a setup of its own ("95 tok/s baseline and 210 tok/s with
EAGLE-3"), and a before/after pair keeps its baseline plain ("from 41 to 95 tok/s with MTP").
Reading rules §4: metrics are distinct, so a list of metric names ("input and output
throughput ... 52,000 and 9,800 tok/s") gives each figure its own, even with one load ("at 64
users") between the names and the figures. Sentences made up for these tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return sorted((c.value, c.mode) for c in extract_claims(text, vocab))


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return sorted((c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Our SGLang build on an H100 shows prefill and decode speedups of 2.1x and 1.3x "
            "with EAGLE-3.",
            [(1.3, "eagle"), (2.1, "eagle")],
        ),
        (
            "The two chat models decode at 45 and 38 tok/s with EAGLE-3.",
            [(38, "eagle"), (45, "eagle")],
        ),
        (
            "Across the three prompts we saw 52, 47 and 44 tok/s using MTP on the 4090.",
            [(44, "mtp"), (47, "mtp"), (52, "mtp")],
        ),
        (
            "Measured speedups were 2.1x, 1.8x and 1.3x with Medusa heads.",
            [(1.3, "medusa"), (1.8, "medusa"), (2.1, "medusa")],
        ),
        (
            "Llama 8B and Qwen 7B reach 120 and 110 tok/s with EAGLE-3 on H100 in SGLang.",
            [(110, "eagle"), (120, "eagle")],
        ),
    ],
)
def test_a_setup_after_an_and_series_is_every_members(
    text: str, want: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a before/after pair: the first side is the plain run
        ("Decode went from 41 to 95 tok/s with MTP.", [(41, "ar"), (95, "mtp")]),
        # the first figure's own setup
        ("We get 95 tok/s baseline and 210 tok/s with EAGLE-3.", [(95, "ar"), (210, "eagle")]),
        # a later figure set against an earlier one with its own unit
        ("We get 50 tok/s, 70 with EAGLE-3.", [(50, "ar"), (70, "eagle")]),
        ("Decode is 41 tok/s and 95 tok/s with MTP.", [(41, None), (95, "mtp")]),
        # a slash pair is often without / with: left as it was
        ("Qwen3 runs at 41/95 tok/s with MTP.", [(41, None), (95, "mtp")]),
        # a comparison's baseline is not the subject's
        ("It is 2.1x and 1.5x faster than vLLM with EAGLE-3.", [(1.5, None), (2.1, None)]),
    ],
)
def test_a_figure_with_its_own_side_keeps_it(
    text: str, want: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


def test_a_series_precision_after_a_contrast_stays_the_later_figures(vocab: Vocabulary) -> None:
    got = sorted(
        (c.value, c.precision)
        for c in extract_claims("vLLM reaches 50 tok/s, 70 tok/s with FP8.", vocab)
    )
    assert got == [(50, None), (70, "FP8")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Input and output throughput with vLLM on 8x H100 at 64 users: 52,000 and 9,800 tok/s.",
            [(9800, "output_tok_s", 64), (52000, "prefill_tok_s", 64)],
        ),
        (
            "Input and output throughput with vLLM on 8x H100: 52,000 and 9,800 tok/s.",
            [(9800, "output_tok_s", None), (52000, "prefill_tok_s", None)],
        ),
        (
            "Prefill and decode throughput on the H200 at 16 concurrent requests are 5,200 "
            "and 980 tok/s.",
            [(980, "output_tok_s", 16), (5200, "prefill_tok_s", 16)],
        ),
        (
            "Prefill and decode with SGLang at concurrency 32: 31,000 and 2,100 tok/s.",
            [(2100, "output_tok_s", 32), (31000, "prefill_tok_s", 32)],
        ),
    ],
)
def test_a_metric_list_pairs_past_one_load(
    text: str, want: list[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the sides summed in one rate: a total
        ("Input and output throughput: 52,000 tok/s.", [(52000, "total_tok_s", None)]),
        # figures each with a load of their own after a list: not the list's
        (
            "Input and output throughput at 64 users: 9,800 tok/s, 52,000 tok/s at 128 users.",
            [(9800, "total_tok_s", 64), (52000, "total_tok_s", 128)],
        ),
    ],
)
def test_a_metric_list_past_a_load_needs_a_tight_series(
    text: str, want: list[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


def test_a_load_series_still_stops_the_list(vocab: Vocabulary) -> None:
    got = _metrics(
        "Prefill and decode with vLLM on H100 at concurrency 1/4: 5,200 and 98 tok/s.", vocab
    )
    assert (5200, "prefill_tok_s", None) not in got


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "The three quants run at 45, 40, and 38 tok/s with EAGLE-3.",
            [(38, "eagle", None), (40, "eagle", None), (45, "eagle", None)],
        ),
        (
            "Short, medium, and long prompts give 61, 55, and 49 tok/s on the H100.",
            [(49, None, "H100"), (55, None, "H100"), (61, None, "H100")],
        ),
        (
            "The 3090, 4090, and 5090 do 45, 40, and 38 tok/s.",
            [(38, None, "RTX 5090"), (40, None, "RTX 4090"), (45, None, "RTX 3090")],
        ),
    ],
)
def test_a_serial_comma_series_keeps_every_member_and_its_tail(
    text: str, want: list[tuple[float, str | None, str | None]], vocab: Vocabulary
) -> None:
    got = sorted((c.value, c.mode, c.hardware) for c in extract_claims(text, vocab))
    assert got == want
