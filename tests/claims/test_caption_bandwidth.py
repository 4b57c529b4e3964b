"""A caption's bandwidth ("DDR3 ~21 GB/s") gives a table no unit: the "s" after its slash is
the rate's "per second", not seconds. The caption's own unit ("decode tok/s") is the table's
(reading rules §1, §4)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

TABLE = (
    "| prompt | baseline | patched |\n"
    "| --- | --- | --- |\n"
    "| essay | 14.29 | 15.74 |\n"
    "| code | 12.61 | 15.16 |\n"
)


@pytest.mark.parametrize(
    "caption",
    [
        "Speed (RTX 4060 Ti, DDR3 ~21 GB/s, greedy, decode tok/s):",
        "Speed (RTX 4060 Ti, 21 GB/s memory, decode tok/s):",
        "Speed (RTX 4060 Ti, greedy, decode tok/s):",
    ],
)
def test_a_bandwidth_in_the_caption_leaves_the_tables_unit(vocab: Vocabulary, caption: str) -> None:
    got = [(c.metric, c.value) for c in extract_claims(f"{caption}\n\n{TABLE}", vocab)]
    assert got == [
        ("decode_tok_s", 14.29),
        ("decode_tok_s", 15.74),
        ("decode_tok_s", 12.61),
        ("decode_tok_s", 15.16),
    ]


def test_a_caption_naming_seconds_still_gives_seconds(vocab: Vocabulary) -> None:
    """A near miss: "(s)" standing alone is a unit of time."""
    got = {c.metric for c in extract_claims(f"Request latency (s) on one H100:\n\n{TABLE}", vocab)}
    assert "decode_tok_s" not in got
