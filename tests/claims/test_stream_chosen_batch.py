"""A load chosen for the server's sum, named in the figure's own words ("at optimal batch
size", "with large batches", "(高并发)"), makes a generation rate the server's output, not
one stream's (reading rules §4: batch size and concurrency are loads; LABELLING "one stream
or many"). A load named in another clause of the sentence leaves the figure alone.
Sentences written for these tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


@pytest.mark.parametrize(
    "text",
    [
        "One L40S running TGI serves 850 tokens/sec at optimal batch size.",
        "One L40S running TGI serves 850 tokens/sec with large batches.",
        "One L40S running TGI serves 850 tokens/sec at max batch size.",
        "SGLang 在单张 L40S 上可达 850 token/s(高并发)",
    ],
)
def test_a_chosen_batch_makes_output(text: str, vocab: Vocabulary) -> None:
    assert _rates(text, vocab) == [(850.0, "output_tok_s")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("One L40S running TGI gives 42 tok/s at batch size 1.", [(42.0, "decode_tok_s")]),
        (
            "One L40S running TGI gives 42 tok/s; with large batches it serves 850 tok/s.",
            [(42.0, "decode_tok_s"), (850.0, "output_tok_s")],
        ),
        ("One L40S running TGI gives 42 tok/s for a batch of prompts.", [(42.0, "decode_tok_s")]),
    ],
)
def test_other_rates_keep_one_stream(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _rates(text, vocab) == want
