"""Robustness classes: the same rules read through the shapes real pages take when they reach
the reader (a scraped page with one sentence per line, Markdown flattened to plain text,
key/value lines under a caption that holds the unit, setup stated in its own block, number
separators of other locales, non-English phrasing). Each class is pinned by sentences written
for it, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[str, float]]:
    return [(c.metric, c.value) for c in extract_claims(text, vocab)]


# -- units only in a caption above key/value lines (reading rules §4) -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Latency (ms)\nTTFT: 85\nTPOT: 12\nE2E: 1900",
        "Latency (ms):\n- TTFT: 85\n- TPOT: 12\n- E2E: 1900",
        "Latenz (ms)\n\nTTFT: 85\n\nTPOT: 12\n\nE2E: 1900",
    ],
)
def test_a_keys_own_metric_word_beats_the_captions(vocab: Vocabulary, text: str) -> None:
    """Under a "Latency (ms)" caption, "TTFT: 85" is a time to first token and "TPOT: 12" a
    per-token latency: the label beside the number names the metric, the caption its unit."""
    assert _read(text, vocab) == [
        ("ttft", 85.0),
        ("tpot", 12.0),
        ("e2e_latency", 1900.0),
    ]


@pytest.mark.parametrize(
    ("prefill", "decode"),
    [("4,000", "1,095"), ("4 000", "1 095"), ("4000", "1095"), ("4,000.5", "1,095.25")],
)
def test_caption_value_lines_read_numbers_with_separators(
    vocab: Vocabulary, prefill: str, decode: str
) -> None:
    """A value line under a "(tok/s)" caption reads "4,000" and "4 000" whole; a grouped
    number does not break the caption's reach over the lines below it."""
    text = f"Throughput on one H100 (tok/s)\nPrefill: {prefill}\nDecode: {decode}\n"
    got = [(c.metric, round(c.value)) for c in extract_claims(text, vocab)]
    assert got == [("prefill_tok_s", 4000), ("decode_tok_s", 1095)]


# -- number separators (reading rules §4: a number whole, or not at all) -----------------------


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("1'250", 1250.0),  # Swiss grouping
        ("12\u2019500", 12500.0),
        ("1 250", 1250.0),
        ("1\u2009250", 1250.0),
        ("1,250", 1250.0),
        ("1.25k", 1250.0),
        ("66,86", 66.86),
    ],
)
def test_grouped_numbers_are_read_whole(vocab: Vocabulary, written: str, value: float) -> None:
    """Every grouping the rules name, and the apostrophe of Swiss texts, reads as one number:
    never the fragment after the separator."""
    (claim,) = extract_claims(f"vLLM on one H100 decodes at {written} tok/s.", vocab)
    assert claim.value == value
