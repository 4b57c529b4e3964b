"""A per-GPU token rate in a paragraph about training is training throughput, also when the
card is named before "GPU" ("per A100-80G GPU"). LABELLING: training throughput is no claim.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def test_a_training_rate_per_named_card_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "With fused kernels our trainer reaches 31k tokens per second per H800-80G GPU, "
        "about 52% MFU across the run.\n\n"
        "Served afterwards, the 1B chat model decodes at 410 tokens per second on one H800.\n"
    )
    assert sorted(c.value for c in extract_claims(text, vocab)) == [410.0]
