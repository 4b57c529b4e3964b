"""A range whose suffix is written once, on its upper end: "2.4-2.6k tok/s" runs from 2.4k
to 2.6k (reading rules §4: ranges keep both ends; numbers are read as displayed, "1.5k"),
never from 2.4 to 2600."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.numbers import _value
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Prefill on our RTX 4090 box holds 3.1-3.3k tok/s with vLLM.", (3200.0, "prefill_tok_s")),
        ("SGLang pushed 1.1 to 1.3K tokens/s across 8x H200.", (1200.0, "output_tok_s")),
        (
            "llama.cpp prompt processing lands at 4.5–5.5k t/s on an M3 Ultra.",
            (5000.0, "prefill_tok_s"),
        ),
        (
            "TensorRT-LLM sustains 3-4 thousand tokens per second on a B200.",
            (3500.0, "output_tok_s"),
        ),
    ],
)
def test_a_suffix_on_the_upper_end_scales_both_ends(
    text: str, want: tuple[float, str], vocab: Vocabulary
) -> None:
    assert want in _read(text, vocab)


def test_both_ends_are_kept_scaled() -> None:
    assert _value("2.4", "2.6k") == (2500.0, 2400.0, 2600.0)
    assert _value("5", "10M") == (7500000.0, 5000000.0, 10000000.0)
    assert _value("1,5", "2,5 тыс.") == (2000.0, 1500.0, 2500.0)


def test_a_lower_end_that_would_pass_the_upper_one_stays_as_written(vocab: Vocabulary) -> None:
    # "500-2k": 500k would pass 2k, so the range runs from 500 to 2000
    assert _value("500", "2k") == (1250.0, 500.0, 2000.0)
    assert (1250.0, "prefill_tok_s") in _read(
        "Prefill swings between 500-2k tok/s with vLLM on an A100.", vocab
    )


def test_ranges_without_a_suffix_and_with_one_on_each_end_are_unchanged(
    vocab: Vocabulary,
) -> None:
    assert _value("202", "211") == (206.5, 202.0, 211.0)
    assert _value("1.5k", "2k") == (1750.0, 1500.0, 2000.0)
    got = _read("On a 3090, vLLM decodes 40-45 tok/s.", vocab)
    assert (42.5, "decode_tok_s") in got
    assert all(v < 100 for v, _ in got)
