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


# a token rate whose unit is written before its number (reading rules §4: units vary)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Our rough tokens/second rate of 117 on the A100 was enough.", 117.0),
        ("On an RTX 4090 with llama.cpp we logged a tok/s figure of 85 for the 8B.", 85.0),
        ("With vLLM on an H100, its tokens-per-second throughput was ~40 per user.", 40.0),
        ("The card's t/s speed is about 62.5 on short prompts with Ollama.", 62.5),
    ],
)
def test_a_unit_written_before_its_number_gives_a_rate(
    text: str, want: float, vocab: Vocabulary
) -> None:
    assert (want, "decode_tok_s") in _read(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        "The t/s rate of 30% above baseline held on the A100.",  # a percentage
        "Its tokens/s rate of 2x over vLLM is the headline.",  # a multiple
        "The tok/s rate of 12 ms per token is what the log shows.",  # a time
        "A tokens/second rate of 8 users was the load we served.",  # a count
    ],
)
def test_a_number_of_another_unit_after_the_rate_is_no_token_rate(
    text: str, vocab: Vocabulary
) -> None:
    assert all(metric != "decode_tok_s" for _, metric in _read(text, vocab))


def test_a_unit_after_a_number_of_its_own_is_that_numbers(vocab: Vocabulary) -> None:
    got = _read("llama.cpp decodes at 45 tok/s rate of 50 was the old one.", vocab)
    assert (45.0, "decode_tok_s") in got
