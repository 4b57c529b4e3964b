"""A guide's or a plan's "Expect ..." projection is an estimate; a writer's expectation of a run
is no claim.

Reading rules §2: estimates are claims with qualifier ``estimate``; goals and expectations are
not measurements. LABELLING.md: a guide's "Expect ..." ranges and a project's expectation for
its own planned work are estimates; "should be getting ...", an issue's "Expected: ..." key and
an expectation set as a floor are not labelled. Each text is made up for the test, not taken
from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.qualifier) for c in extract_claims(text + "\n", vocab)]


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        # a guide's imperative "Expect", opening a sentence or after a comma
        ("The Orange Pi handles 1B models well. Expect 9 tok/s on the NPU.", 9.0, "decode_tok_s"),
        ("On a laptop 3070, expect roughly 33 tokens/s at 4-bit.", 33.0, "decode_tok_s"),
        # a guide telling its reader what to expect
        ("With two 3090s you can expect about 27 tok/s on the 70B.", 27.0, "decode_tok_s"),
        ("Once it is warm you'll expect ~18 ms per token on the Jetson.", 18.0, "tpot"),
        # a plan's own expected gain for its planned work
        ("Phase 2 swaps in paged attention. Expected 6x prefill speedup.", 6.0, "speedup"),
    ],
)
def test_a_projection_put_to_the_reader_is_an_estimate(
    text: str, value: float, metric: str, vocab: Vocabulary
) -> None:
    assert (value, metric, "estimate") in _read(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        # what the writer expected of his own run
        "I expected 70 tok/s from my 7900 XTX.",
        "From the charts I should be getting 95+ tok/s on this card.",
        # an issue's expected key, beside what the run gave
        "**Expected:** ~4x faster decoding",
        # an expectation set as a floor the run must clear
        "The decode rate is expected to be over 64 tokens/s at least.",
        "On two cards it is expected to be at least 150 tok/s.",
        "Batched decode is expected to be above 300 tok/s at least.",
    ],
)
def test_an_expectation_of_a_run_is_not_read(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == []


def test_an_expectation_the_line_answers_with_the_run_keeps_only_the_run(
    vocab: Vocabulary,
) -> None:
    """An "Expected N, got M" line: the expected figure is no projection; the run's is read."""
    got = _read("Expected 58 tok/s, got 21 tok/s on the 4060.", vocab)
    assert [v for v, _, _ in got] == [21.0]
    assert got[0][2] is None
