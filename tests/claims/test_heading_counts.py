"""GPU counts a heading above the figure states: a parent section's, or two cards joined.

Each case is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_parent_headings_tensor_parallel_count_reaches_its_subsections(
    vocab: Vocabulary,
) -> None:
    """'## Runs at TP4' over '### Results' over the table: the section's heading states the
    setup of the subsection's figures; a sibling section's heading does not."""
    table = "| Conc | TPOT (ms) |\n|---:|---:|\n| 1 | 12.5 |\n"
    text = "## Runs at TP4\n\nAll on one node.\n\n### Results\n\n" + table
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.gpu_count) == (12.5, 4)
    sibling = "## Notes on TP4\n\nSome notes.\n\n## Results\n\n" + table
    (claim,) = extract_claims(sibling, vocab)
    assert claim.gpu_count is None


def test_a_heading_joining_two_cards_counts_both(vocab: Vocabulary) -> None:
    """'### 4090 + 3060' over pasted output: a setup mixing two cards names no single card
    and counts two; a heading with one card counts none."""
    out = "```\neval time = 5000 ms / 52 tokens (96.1 ms per token, 10.40 tokens per second)\n```\n"
    (claim, *_) = [
        c for c in extract_claims("### RTX 4090 + RTX 3060\n\n" + out, vocab) if c.value == 10.4
    ]
    assert (claim.hardware, claim.gpu_count) == (None, 2)
    (claim, *_) = [c for c in extract_claims("### RTX 3060\n\n" + out, vocab) if c.value == 10.4]
    assert (claim.hardware, claim.gpu_count) == ("RTX 3060", None)


def test_a_versions_digits_before_a_card_count_nothing(vocab: Vocabulary) -> None:
    """'Ubuntu 22.04 RTX3090': the digits after a version's point are no count of cards;
    '4 RTX3090' after a plain word still counts four."""
    text = "System: Ubuntu 22.04 RTX3090 CUDA 12.1\n\nThe 13B model decodes at 38.7 tokens/s."
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == ("RTX 3090", None)
    counted = text.replace("Ubuntu 22.04 RTX3090", "Ubuntu with 4 RTX3090")
    (claim,) = extract_claims(counted, vocab)
    assert (claim.hardware, claim.gpu_count) == ("RTX 3090", 4)


def test_these_two_gpus_point_back_at_cards_compared(vocab: Vocabulary) -> None:
    """'Why is one of these two GPUs slower?' over a table of an L40S and an A100 row: the
    count points back at two cards compared, it is no run's count; 'across two GPUs' is."""
    table = "| GPU | ms/token |\n|---|---|\n| L40S | 9.5 |\n| A100 | 12.5 |\n"
    text = "Why is one of these two GPUs slower than the other?\n\n" + table
    got = {c.value: (c.hardware, c.gpu_count) for c in extract_claims(text, vocab)}
    assert got[9.5] == ("L40S", None)
    split = "The model is split across two GPUs.\n\n" + table
    got = {c.value: (c.hardware, c.gpu_count) for c in extract_claims(split, vocab)}
    assert got[9.5] == ("L40S", 2)
