"""A card named after its figure with a count ("on 8x H200") is that figure's card.

Reading rules §2: each figure takes its own setup; §3: a GPU count comes from "1x", "8×H100".
"1,200 tok/s on 8x H100 and 1,900 tok/s on 8x H200" gave the 1,900 the H100: the words
binding a figure to the card after it ("on a", "on one") did not admit the count.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, int | None]]:
    return [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vLLM hits 1,200 tok/s on 8x H100 and 1,900 tok/s on 8x H200.",
            [(1200.0, "H100", 8), (1900.0, "H200", 8)],
        ),
        (
            "SGLang serves 3,000 tok/s on 4 × B200 and 2,100 tok/s on 4 × H200.",
            [(3000.0, "B200", 4), (2100.0, "H200", 4)],
        ),
        (
            "llama.cpp: 20 tok/s on 2x RTX 3090 and 25 tok/s on 2x RTX 4090.",
            [(20.0, "RTX 3090", 2), (25.0, "RTX 4090", 2)],
        ),
    ],
)
def test_a_counted_card_after_the_figure_is_its_own(
    text: str, want: list[tuple[float, str | None, int | None]], vocab: Vocabulary
) -> None:
    assert _cards(text, vocab) == want


def test_a_card_before_the_figure_still_holds_for_it(vocab: Vocabulary) -> None:
    # "on 8x H100" stands before the figure: the figure's own card, the next one's apart
    got = _cards("On 8x H100, vLLM hits 1,200 tok/s; on 8x H200, 1,900 tok/s.", vocab)
    assert got == [(1200.0, "H100", 8), (1900.0, "H200", 8)]
