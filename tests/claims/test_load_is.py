"""A load stated with a verb ("batch size is 1", "concurrency was set to 8", "Batch-Size ist
1") is the run's concurrency, as "batch size: 1" and "batch size = 1" are (reading rules §4:
concurrency is the batch size).
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "load"),
    [
        ("Medusa decodes 58 tokens/s on an A10G, and the batch size is 1.", 1),
        ("On an L40S, with the concurrency set to 16, vLLM serves 910 tok/s in total.", 16),
        ("EAGLE-3 does 74 tok/s on one H100 when the batch size was set to 4.", 4),
    ],
)
def test_a_load_stated_with_a_verb(text: str, load: int, vocab: Vocabulary) -> None:
    claims = [c for c in extract_claims(text, vocab) if c.metric != "memory"]
    assert [c.concurrency for c in claims] == [load]


def test_a_batch_that_is_no_number_of_requests(vocab: Vocabulary) -> None:
    text = "Decode runs at 41 tok/s on a 4090; the batch is processed in 12 ms steps."
    assert all(c.concurrency is None for c in extract_claims(text, vocab))
