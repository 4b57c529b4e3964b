"""Mode and load of found figures: switches, baseline columns and captions, stated loads.

Each class of mistake is pinned by texts of its own (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    ("off", "on", "method"),
    [
        ("MTP=off", "MTP=on", "mtp"),
        ("EAGLE: disabled", "EAGLE: enabled", "eagle"),
        ("spec decode = false", "spec decode = true", "speculative"),
    ],
)
def test_a_switch_set_off_in_a_column_header_is_plain_decoding(
    vocab: Vocabulary, off: str, on: str, method: str
) -> None:
    """'| MTP=off | MTP=on |': the column whose switch is off is AR (reading rules §2,
    negation counts); the other is the method."""
    text = (
        f"| Metric | {off} | {on} |\n|---|---|---|\n"
        "| Output token throughput (tok/s) | 64.2 | 118.9 |\n"
    )
    assert _modes(text, vocab) == {64.2: "ar", 118.9: method}


@pytest.mark.parametrize("on", ["with draft", "w/ draft"])
def test_the_side_with_a_draft_is_the_drafting_mode(vocab: Vocabulary, on: str) -> None:
    """'14.2 tok/s without draft, 10.3 tok/s with draft': each side keeps its own mode; the
    'with' side is not the 'without' side's plain decoding (reading rules §2)."""
    text = f"Prompt A: 14.2 tok/s without draft, 10.3 tok/s {on}. 48% accepted."
    assert _modes(text, vocab) == {14.2: "ar", 10.3: "speculative"}
