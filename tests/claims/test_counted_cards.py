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


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a bracket closing the sentence after its last figure notes every run's setup
        (
            "Prefill 4,500 t/s, decode 52 t/s (llama.cpp, M3 Ultra, Q4_K_M).",
            [(4500.0, "M3 Ultra", None), (52.0, "M3 Ultra", None)],
        ),
        (
            "pp512: 1,234 t/s, tg128: 45 t/s (M2 Max, Metal).",
            [(1234.0, "M2 Max", None), (45.0, "M2 Max", None)],
        ),
        (
            "Prompt processing 820 tok/s, generation 38 tok/s (RTX 4090, Q4_K_M)",
            [(820.0, "RTX 4090", None), (38.0, "RTX 4090", None)],
        ),
        # a bracket opening on "on" glosses its own figure
        (
            "It does 40 tok/s on a 3090, 55 tok/s (on a 4090).",
            [(40.0, "RTX 3090", None), (55.0, "RTX 4090", None)],
        ),
        (
            "vLLM: 900 tok/s (on 8x H100), 1,400 tok/s (on 8x H200).",
            [(900.0, "H100", 8), (1400.0, "H200", 8)],
        ),
    ],
)
def test_a_bracket_after_the_figures_notes_their_card(
    text: str, want: list[tuple[float, str | None, int | None]], vocab: Vocabulary
) -> None:
    assert _cards(text, vocab) == want


def test_a_card_in_a_later_clause_stays_its_own(vocab: Vocabulary) -> None:
    # no bracket closes the sentence: the A100 is the 3.5x's alone
    got = _cards("5x faster than vLLM on H100, 3.5x faster on A100 (FP8).", vocab)
    assert got == [(5.0, None, None), (3.5, "A100", None)]
