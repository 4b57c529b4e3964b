"""A multiple written before its number and before the card it counts is a count of cards,
not a speedup (docs/READING_RULES.md §3: "8×H100" gives a GPU count): "MangoBoost's x32 AMD
MI300X GPUs", like "RTX 3090 x2". A multiple written so beside a speedup word, with no card
after it, stays a speedup."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_x_before_a_card_counts_cards(vocab: Vocabulary) -> None:
    text = (
        "NVIDIA's 8x B200 submission actually outperformed MangoBoost's x32 AMD MI300X "
        "GPUs in the Llama 2 70B server submission."
    )
    assert _read(text, vocab) == []
    text = "The x8 H100 system outperformed the x4 one in the MLPerf server scenario."
    assert _read(text, vocab) == []


def test_x_after_a_card_still_counts_cards(vocab: Vocabulary) -> None:
    text = "An RTX 3090 x2 rig outperformed the single card in the MLPerf server scenario."
    assert _read(text, vocab) == []


def test_x_before_a_speedup_stays(vocab: Vocabulary) -> None:
    text = "EAGLE-3 gives a speedup of up to x2.4 over plain decoding on one H100."
    assert _read(text, vocab) == [(2.4, "speedup")]
