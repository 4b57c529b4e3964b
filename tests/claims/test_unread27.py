"""Prose figures the reader once skipped although the reading rules count them.

Reading rules §4: memory is what a model or a run takes (weights, a model's size, a buffer,
what a model needs); a hardware spec and a price are no claims. Each text is made up for the
test, not taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("sentence", "size"),
    [
        ("The adapter costs ~0.9 GB on top of the base model.", 0.9),
        ("Wrote the prompt cache of 300 tokens, costing 41 MB.", 41.0),
        ("A 14B chat model wants around 11GB of fast memory.", 11.0),
        ("The fused path is quicker while adding only the 180 MB helper weights.", 180.0),
        ("Weights come first. Add ~3 GB for activations and the runtime.", 3.0),
    ],
)
def test_a_size_a_verb_of_taking_governs_is_memory(
    vocab: Vocabulary, sentence: str, size: float
) -> None:
    """A verb of taking ("costs ~0.9 GB", "costing 41 MB", "wants around 11GB", "adding …"):
    the verb takes the size, as "needs" and "uses" do, so it is what the model or run takes."""
    assert (size, "memory") in _read(sentence, vocab)


@pytest.mark.parametrize(
    "sentence",
    [
        "The RTX 4080 costs $1,199 for 16 GB.",
        "At $949 the card costs less than half as much, and four of them (128 GB, ~$3,800) "
        "beat two flagships.",
        "Add 64GB of RAM to your machine if you can.",
    ],
)
def test_a_price_or_a_machines_size_stays_unread(vocab: Vocabulary, sentence: str) -> None:
    """A price beside a card's size, or memory a reader should add to a machine, is a spec
    (§4 "Not claims"): the verb must take the size itself, and a device's size stays one."""
    assert not [v for v, metric in _read(sentence, vocab) if metric == "memory"]
