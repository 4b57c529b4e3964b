"""A generation rate written in thousands with "k" is a serving run's sum, not one stream.

The labelling decisions (tests/data/claims_eval/LABELLING.md, eleventh pass, "one stream or
many"): a rate no single stream of that model on that hardware reaches is ``output_tok_s``.
A writer who rounds a token rate to thousands with a "k" reports such a sum. The chips built
for one fast stream keep their per-user records as ``decode_tok_s``; rates written in digits
are left to the other cues. Each text is made up for the test, not taken from the evaluation
set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Each box pushes 3.2k output tokens per second on our Mistral deployment.", 3200.0),
        ("We hit 2K TPS with the new scheduler on an L40S.", 2000.0),
        ("Over a minute that's 40k t/s of prompt reading and 2.5k t/s generation.", 2500.0),
        ("The cluster sustains about 4.8k tok/s once warm.", 4800.0),
    ],
)
def test_a_rate_in_thousands_is_the_servers_output(
    vocab: Vocabulary, sentence: str, value: float
) -> None:
    """A "k" rate of generation: many streams at once."""
    assert (value, "output_tok_s") in _read(sentence, vocab)


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        # a chip built for one fast stream: its record is per user
        ("On Cerebras the 70B model answers at 2.2k tokens per second.", 2200.0),
        # digits, not a "k": left to the other cues
        ("My single RTX 4090 run printed 1200 tok/s for the tiny draft model.", 1200.0),
        # a one-stream cue in its own words wins
        ("A single user sees 1.1k tok/s with the 1B model on an H100.", 1100.0),
    ],
)
def test_rates_the_thousands_rule_leaves_alone(
    vocab: Vocabulary, sentence: str, value: float
) -> None:
    """A one-stream chip, a rate in digits, a one-stream cue: not read as many streams."""
    assert (value, "decode_tok_s") in _read(sentence, vocab)


def test_a_small_rate_with_k_in_a_word_is_untouched(vocab: Vocabulary) -> None:
    """Below a thousand there is no thousands letter ("k" starts another word)."""
    assert (45.0, "decode_tok_s") in _read("Llama 8B runs at 45 tok/s on the 3060.", vocab)
