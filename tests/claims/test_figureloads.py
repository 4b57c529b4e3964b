"""The load each of several figures of a sentence takes (own_loads.py, series.py): the load
written right after a figure is its own, even when the load's word is left out the second
time; a series of figures followed by a series of as many loads pairs in order; a change
whose load changes with it pairs its sides in order (reading rules §2: each figure takes its
own setup; pairs in order; §4: concurrency). Sentences of our own; near-misses that must keep
reading as before."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    return [(c.value, c.concurrency) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a short load key at the sentence's end ("c=32.")
        (
            "SGLang on one L40S served 740 tok/s at c=8 and 1,120 tok/s at c=24.",
            [(740.0, 8), (1120.0, 24)],
        ),
        # the load's noun left out after the second figure
        (
            "TGI on 2x A100 holds 630 tok/s at 12 concurrent requests and 980 tok/s at 48.",
            [(630.0, 12), (980.0, 48)],
        ),
        (
            "On an RTX 6000 Ada, LMDeploy gave 515 tok/s at batch 4, and 870 tok/s at 20.",
            [(515.0, 4), (870.0, 20)],
        ),
        # the users counted after each figure
        (
            "Our vLLM box (1x L4) did 212 tok/s with 6 users and 388 tok/s with 24 users.",
            [(212.0, 6), (388.0, 24)],
        ),
        # a series of figures, then as many loads, the sentence ending after the last
        (
            "On a single H200, SGLang sustains 2300, 2950 and 3400 tok/s at concurrency 8, 24 "
            "and 96.",
            [(2300.0, 8), (2950.0, 24), (3400.0, 96)],
        ),
        (
            "TensorRT-LLM on GH200 reported 410 / 1,730 tok/s at batch 2 / 40.",
            [(410.0, 2), (1730.0, 40)],
        ),
        # a change, its load changing with it
        (
            "On one MI300X, vLLM climbs from 77 to 655 tok/s as concurrency goes from 1 to 48.",
            [(77.0, 1), (655.0, 48)],
        ),
        (
            "With TGI on an A10G, per-user speed falls from 38 to 19 tok/s when the batch size "
            "rises from 2 to 28.",
            [(38.0, 2), (19.0, 28)],
        ),
    ],
)
def test_each_figure_takes_its_own_load(
    text: str, want: list[tuple[float, int | None]], vocab: Vocabulary
) -> None:
    assert _loads(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a number after "at" that is a context length, a time, a share or a rate
        (
            "TGI on 2x A100 holds 630 tok/s at 12 concurrent requests and 980 tok/s at 48k "
            "context.",
            [(630.0, 12), (980.0, 12)],
        ),
        (
            "TGI on 2x A100 holds 630 tok/s at 12 concurrent requests and 980 tok/s at 48%.",
            [(630.0, 12), (980.0, 12)],
        ),
        (
            "TGI on 2x A100 holds 630 tok/s at 12 concurrent requests and 980 tok/s at 48 QPS.",
            [(630.0, 12), (980.0, 12)],
        ),
        # a bare number with no load stated for an earlier figure is no load
        (
            "TGI on 2x A100 holds 630 tok/s at FP16 and 980 tok/s at 8.",
            [(630.0, None), (980.0, None)],
        ),
        # requests counted for a run are no load
        (
            "Our vLLM box (1x L4) did 212 tok/s for 300 requests and 388 tok/s for 900 requests.",
            [(212.0, None), (388.0, None)],
        ),
        # a load series whose count disagrees pairs nothing
        (
            "On a single H200, SGLang sustains 2300, 2950 and 3400 tok/s at concurrency 8 and 24.",
            [(2300.0, None), (2950.0, None), (3400.0, None)],
        ),
        # one load stated for the whole sentence is every figure's
        (
            "At batch 12, SGLang gives 870 tok/s and LMDeploy 940 tok/s on one L40S.",
            [(870.0, 12), (940.0, 12)],
        ),
        # a change over a context, or a range over loads, takes no load
        (
            "On one MI300X, vLLM drops from 77 to 55 tok/s as the context goes from 1 to 48.",
            [(77.0, None), (55.0, None)],
        ),
    ],
)
def test_no_load_of_its_own(
    text: str, want: list[tuple[float, int | None]], vocab: Vocabulary
) -> None:
    assert _loads(text, vocab) == want


def test_a_range_over_loads_keeps_no_load(vocab: Vocabulary) -> None:
    text = (
        "On one MI300X, vLLM's output ranges from 77 to 655 tok/s as concurrency goes from 1 to 48."
    )
    assert [c.concurrency for c in extract_claims(text, vocab)] == [None]
