"""A card's count in a rate's clause is part of the card's name, not a number of its own.

Reading rules §4: a unit may be written once for several figures; §2: with/without pairs are
two figures, the "without" side plain decoding. A bare number in a clause coordinated after a
rate takes the rate's unit only when the rate's clause holds no other number standing alone
("41 tok/s at batch 1, 8 and 32" coordinates the batches). The count of "on 8x H200" was
taken for such a number, so "180 tok/s on 8x H200; without MTP it's 110" lost the 110, where
"on one H200" kept it.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str | None, int | None]]:
    return {c.value: (c.mode, c.gpu_count) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "With MTP, SGLang serves DeepSeek-V3 at 180 tok/s on 8x H200; without MTP it's 110.",
            (180.0, ("mtp", 8)),
            (110.0, ("ar", 8)),
        ),
        (
            "vLLM decodes at 62 tok/s with the drafter on 8x H100 — 48 without it.",
            (62.0, ("speculative", 8)),
            (48.0, ("ar", 8)),
        ),
        (
            "EAGLE-3 gives 240 tok/s on 4 x MI300X; plain decoding 130.",
            (240.0, ("eagle", 4)),
            (130.0, ("ar", 4)),
        ),
    ],
)
def test_a_counted_card_leaves_the_coordinated_figure(
    text: str,
    first: tuple[float, tuple[str | None, int | None]],
    second: tuple[float, tuple[str | None, int | None]],
    vocab: Vocabulary,
) -> None:
    read = _read(text, vocab)
    assert read[first[0]] == first[1]
    assert read[second[0]] == second[1]


@pytest.mark.parametrize(
    "text",
    [
        # multiples, not counts of a card: the clause coordinates them
        "We get 41 tok/s at batch 1, 8x and 32x.",
        # a count of something else stands alone in the rate's clause
        "We get 41 tok/s with 8 threads, and 35.",
    ],
)
def test_other_numbers_in_the_rates_clause_still_stop_the_chain(
    text: str, vocab: Vocabulary
) -> None:
    assert [c.value for c in extract_claims(text, vocab)] == [41.0]
