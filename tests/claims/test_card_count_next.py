"""A card's count after a name is no next figure that takes the name from the figure before.

Reading rules §2: each figure takes its own setup; a name after a figure belongs to the next
figure only when it sits nearer that figure. "We got 1.6x speedup with MTP on 8x H200" lost
MTP: the count "8x" was read as the next figure, and MTP, nearer it, as that figure's.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("We got 1.6x speedup with MTP on 8x H200.", "mtp"),
        ("We measured 2.2x faster decoding with prompt lookup on 4x A100.", "ngram"),
        ("We saw a 2.5x speedup with Medusa on 2x RTX 4090.", "medusa"),
    ],
)
def test_a_counted_card_is_no_next_figure(text: str, mode: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [c.mode for c in claims] == [mode]


def test_the_engine_before_a_counted_card_stays_the_figures(vocab: Vocabulary) -> None:
    claims = extract_claims("EAGLE-3 gave a 1.4x speedup with SGLang on 8x H100.", vocab)
    assert [(c.engine, c.gpu_count) for c in claims] == [("sglang", 8)]


def test_a_real_next_figure_still_takes_the_name_before_it(vocab: Vocabulary) -> None:
    text = "Plain decoding gives 95 tok/s, EAGLE-3 140 tok/s on 8x H200."
    modes = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert modes[140.0] == "eagle"
    assert modes[95.0] == "ar"
