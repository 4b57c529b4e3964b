"""A table header or row label stating a spec's unit (compute, bandwidth, clock, power, price)
says what its bare numbers are: a chip's spec, no claim (docs/READING_RULES.md §4), however a
caption above or a name in the row would read them. A claim column beside them stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_compute_row_under_a_rate_caption_is_a_spec(vocab: Vocabulary) -> None:
    text = (
        "Both cards serve about 900 tokens per second on our test.\n\n"
        "| | Card A | Card B |\n|---|---|---|\n| Peak TFLOPS (BF16) | 1307 | 989 |\n"
        "| Memory bandwidth (TB/s) | 5.3 | 3.35 |\n"
    )
    assert _read(text, vocab) == [(900.0, "decode_tok_s")]


def test_a_spec_column_beside_a_latency_column(vocab: Vocabulary) -> None:
    text = (
        "| Laptop | NPU (TOPS) | Power (W) | Latency (ms/token) |\n|---|---|---|---|\n"
        "| Vendor X Pro 14 | 40 | 28 | 63 |\n| Model Y (X Chip) | 48 | 35 | 57 |\n"
    )
    assert _read(text, vocab) == [(63.0, "tpot"), (57.0, "tpot")]


def test_a_price_or_clock_row_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "| | RTX 4090 | RTX 3090 |\n|---|---|---|\n| Boost clock (MHz) | 2520 | 1695 |\n"
        "| Price (USD) | 1599 | 1499 |\n| Decode (tok/s) | 127 | 87 |\n"
    )
    assert _read(text, vocab) == [(127.0, "decode_tok_s"), (87.0, "decode_tok_s")]


def test_a_spec_value_inside_a_column_name_names_no_unit(vocab: Vocabulary) -> None:
    # "(82.6 TFLOPS)" is a value in the card's name, not the column's unit
    text = "| Model | RTX 4090 (82.6 TFLOPS) tok/s |\n|---|---|\n| Llama 3 8B | 104 |\n"
    assert _read(text, vocab) == [(104.0, "decode_tok_s")]


def test_a_precision_before_the_spec_unit_is_the_specs_own(vocab: Vocabulary) -> None:
    # "FP16 TFLOPS" names compute at a precision; "(82.6 TFLOPS)" after a name stays a value
    text = (
        "Both cards compared for tokens per second.\n\n| Specification | RTX 4090 | RTX 5090 |\n"
        "|---|---|---|\n| FP16 TFLOPS | 165.2 | ~380 (est.) |\n| INT8 TOPS | 660 | 1676 |\n"
    )
    assert _read(text, vocab) == []
