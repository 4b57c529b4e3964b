"""Range spellings that plain text and maths use (reading rules §4: ranges keep both ends).

A range written with a plain-text en dash ("1--100"), with a word of degree after its "to"
("5 to over 6", "12 to nearly 15") or with an end in inline maths ("$2$-3×") keeps both ends,
as "202–211" and "202 to 211" do. A change "from 40 to over 60" still gives two figures, and a
price in dollars is no maths. The texts are made up for the tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _ranges(text: str, vocab: Vocabulary) -> list[tuple[float | None, float | None, str]]:
    return [(c.value_min, c.value_max, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "lo", "hi", "metric"),
    [
        ("On my RTX 4070 the 8B model gives 31--38 tok/s in chat.", 31.0, 38.0, "decode_tok_s"),
        ("A laptop CPU manages 3--9 tokens/s on the 7B build.", 3.0, 9.0, "decode_tok_s"),
        ("With the new kernel I see 14 to over 17 t/s on the A770.", 14.0, 17.0, "decode_tok_s"),
        ("Our 3090 box went 42 to nearly 47 tok/s on one stream.", 42.0, 47.0, "decode_tok_s"),
        ("The drafter yields a $1.8$-2.4× speedup on H100.", 1.8, 2.4, "speedup"),
        ("EAGLE gives $3$-4× faster decoding than plain sampling.", 3.0, 4.0, "speedup"),
    ],
)
def test_range_spellings_keep_both_ends(
    vocab: Vocabulary, text: str, lo: float, hi: float, metric: str
) -> None:
    assert (lo, hi, metric) in _ranges(text, vocab)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # a change's two sides, not a range
        ("Decode went from 40 to over 60 tok/s after the patch on H100.", [40.0, 60.0]),
        # a price with its dollar sign is no maths
        ("It costs $5 an hour and gives 20 tok/s on an L4.", [20.0]),
    ],
)
def test_not_a_range(vocab: Vocabulary, text: str, values: list[float]) -> None:
    claims = extract_claims(text, vocab)
    assert sorted(c.value for c in claims) == values
    assert all(c.value_min is None for c in claims)


# A time spent on an amount of output is the whole generation's, `e2e_latency` (LABELLING:
# "generated 129 tokens in 248.340 seconds"), also when the time comes first ("4.2 sec
# generates 64 tokens") or the output is a piece of so many tokens ("300-token answers in 6 s").
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("[run] draft=on, 4.21 sec generates 64 tokens on the A10G", 4.21),
        ("On an RTX 3060 the 7B model, 9.7 s generating 256 new tokens.", 9.7),
        ("The M2 Max wrote 300-token answers in 6.5 seconds with llama.cpp.", 6.5),
        ("Our L40S box produced 1,200-word essays in 41 seconds on vLLM.", 41.0),
    ],
)
def test_time_over_counted_output_is_e2e(vocab: Vocabulary, text: str, value: float) -> None:
    got = {(c.value, c.metric) for c in extract_claims(text, vocab)}
    assert (value, "e2e_latency") in got


@pytest.mark.parametrize(
    "text",
    [
        # a prompt read in that time is prefill, no whole generation
        "It reads a 32,000-token prompt in 4 s on the H100.",
        "The 8,000-token context in 2.5 seconds is processed before decoding on the 4090.",
    ],
)
def test_time_over_a_prompt_is_not_e2e(vocab: Vocabulary, text: str) -> None:
    assert all(c.metric != "e2e_latency" for c in extract_claims(text, vocab))
