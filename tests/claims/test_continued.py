"""A bare number that continues a figure takes the figure's unit and metric (reading rules §4:
a unit may be written once for several figures) and its own setup from its own clause (§2:
each figure takes its own setup; a comparison's baseline is a figure of its own). The cue,
the magnitude and the words after the number bound it: look-alikes give no figure."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.unit == "tok/s"]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # a comparison's other side, past a model name with digits in it
        (
            "The benchmark clocks one MI325X at ~9,800 tokens/sec on Mixtral-8x22B against "
            "~1,400 for an A100.",
            [9800, 1400],
        ),
        ("Gemma decodes 52 tok/s, compared with the 38 we logged on Friday.", [52, 38]),
        ("Phi-4 gets 61 tok/s, slower than the 70 we saw with the older driver.", [61, 70]),
        ("Q6_K streams 21.4 tok/s, roughly 15% below Q4_0's 25.2 on this laptop.", [21.4, 25.2]),
        # a continuation of the same run
        ("The build reached a 96.2 tok/s median, with a best run of 104.5.", [96.2, 104.5]),
        (
            "Mistral holds 60 to 70 tokens per second for an hour, with the slowest stretch "
            "dipping near 55.",
            [65, 55],
        ),
        ("Throughput was 2,210 tokens per second (with bursts above 2,600).", [2210, 2600]),
        ("Decode sits at 33 tok/s now, down from 41 last week.", [33, 41]),
        # another subject listed after a comma, a range kept whole
        (
            "A 7B runs about 70 to 85 tokens a second, a 13B around 40 to 50.",
            [77.5, 45],
        ),
        # a bracket of labelled runs right after the figure
        ("Solo decode is 41 tok/s (52 code; 33 prose).", [41, 52, 33]),
        # an arrow after a figure with its unit
        ("Batch-one decode went 35 tok/s -> 44 after the kernel fix.", [35, 44]),
        # a rival's rate with a verb
        ("The Ada card pushes 88 tok/s, whereas the Turing one sits at 31.", [88, 31]),
    ],
)
def test_a_bare_number_after_a_rate_takes_its_unit(
    text: str, values: list[float], vocab: Vocabulary
) -> None:
    assert _values(text, vocab) == values


def test_the_next_sentence_may_continue_the_rate(vocab: Vocabulary) -> None:
    text = (
        "The wafer-scale system serves 2,050 tokens per second. "
        "The quickest GPU cluster we tried manages roughly 410."
    )
    assert _values(text, vocab) == [2050, 410]


def test_a_continued_rate_may_itself_be_continued(vocab: Vocabulary) -> None:
    text = (
        "Decode runs at 880 tokens per second. Peaks reached well above 1,050 during the demo. "
        "A GPU baseline of the same size produces about 190."
    )
    assert _values(text, vocab) == [880, 1050, 190]


def test_a_unit_named_first_takes_a_bracketed_change(vocab: Vocabulary) -> None:
    text = "This patch lifts decode t/s on the M2 by about 30% (21 -> 27)."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.metric) for c in claims] == [(21, "decode_tok_s"), (27, "decode_tok_s")]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Q5 可达 64 tokens/s，而 BF16 只有 23。", [64, 23]),
        ("BF16 の 23 に対して、Q5 は 64 tok/s に達した。", [23, 64]),
        ("Q5는 64 tok/s로 BF16의 23 대비 훨씬 빠르다.", [64, 23]),
    ],
)
def test_the_other_side_in_other_languages(
    text: str, values: list[float], vocab: Vocabulary
) -> None:
    assert _values(text, vocab) == values


def test_the_bare_side_takes_its_own_card(vocab: Vocabulary) -> None:
    text = "On an L40S it streams 47 tok/s, versus 19 on a T4."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.hardware) for c in claims] == [(47, "L40S"), (19, "T4")]


def test_a_bare_run_with_no_limit_is_no_target(vocab: Vocabulary) -> None:
    text = "The offloaded MoE decodes 5.1 tok/s under a 6 GB cap and 5.9 with no limit."
    assert _values(text, vocab) == [5.1, 5.9]


def test_a_card_name_between_is_words(vocab: Vocabulary) -> None:
    text = "Q5_K_M reaches 58 tokens/s on an RTX 4080, versus 21 on a T4."
    assert [(c.value, c.hardware) for c in extract_claims(text, vocab)] == [
        (58, "RTX 4080"),
        (21, "T4"),
    ]


def test_the_bare_side_takes_its_own_precision(vocab: Vocabulary) -> None:
    text = "Q5_K_M decodes 64 tok/s, versus 23 for BF16."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.precision) for c in claims] == [(64, "Q5_K_M"), (23, "BF16")]


@pytest.mark.parametrize(
    "text",
    [
        # a unit or a unit-like word of its own follows the number
        "It decodes 44 tok/s, versus 12 GB of weights on disk.",
        "It decodes 44 tok/s, compared with 8 users on the old box.",
        "It decodes 44 tok/s (16 threads).",
        "It decodes 44 tok/s (3 runs; 2 prompts).",
        "It decodes 44 tok/s, dropping to 20% utilisation when idle.",
        "It decodes 44 tok/s -> 40x faster than before.",
        # a count of things, not a rate
        "It decodes 44 tok/s against 12 other models in the list.",
        "It decodes 44 tok/s, compared with 10 of the 12 models we tried.",
        "It decodes 44 tok/s at most, with about 30 of that from the drafter.",
        # a setting or another measure named in the cue
        "It decodes 44 tok/s, with a max batch of 32.",
        "It decodes 44 tok/s, with a median TTFT of 38.",
        # a magnitude far from the rate's
        "It decodes 44 tok/s, against 4,096 for the reference.",
        # a year, a number standing between, a clause break
        "It decodes 44 tok/s, compared with 2024.",
        "It decodes 44 tok/s on 2 cards against 30 for one.",
        "It decodes 44 tok/s; the drafter's best run of 38 was discarded.",
        # a goal or a question
        "It decodes 44 tok/s, and we hope for a best run of 60.",
        "It decodes 44 tok/s, while we aim to reach 60.",
        "It decodes 44 tok/s, but can it hit 60?",
    ],
)
def test_look_alikes_give_no_second_figure(text: str, vocab: Vocabulary) -> None:
    assert _values(text, vocab) == [44]


@pytest.mark.parametrize(
    "text",
    [
        # the next sentence has a number of its own or no continuation cue
        "Decode runs at 880 tokens per second. The demo lasted 40 minutes.",
        "Decode runs at 880 tokens per second. We had 300 people in the room.",
        "Decode runs at 880 tokens per second. Can the next chip manage 1,200?",
        "Decode runs at 880 tokens per second. We aim to reach roughly 1,000.",
        # a count the verb gives, a subject that runs no model
        "Decode runs at 880 tokens per second. The cluster delivers roughly 300 answers.",
        "Decode runs at 880 tokens per second. The fan runs at around 600.",
        "Decode runs at 880 tokens per second. Version 2 gets 900 and 950 in two modes.",
    ],
)
def test_the_next_sentence_needs_a_cue_and_one_number(text: str, vocab: Vocabulary) -> None:
    assert _values(text, vocab) == [880]
