"""A figure stated again as a bare number is read at each place it is stated.

The labelling decisions (tests/data/claims_eval/LABELLING.md, batches 26–33: "a figure stated
again … is labelled at each place it appears"; batch 93's audit: "a restated figure keeps the
setup of the figure it restates") count a summary's "(6.56 → 20.99)" or a reply's "throughput
is 1857.9" as well as the line that measured the figure. Each text is made up for the test,
not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        (
            "Decode speed on the laptop: 41.27 tokens/second.\n\n"
            "Verdict: close to the goal (41.27), good enough for chat.",
            41.27,
            "decode_tok_s",
        ),
        (
            "With vLLM the server's output token throughput was 1384.6 tok/s under load.\n\n"
            "So our figure is 1384.6, well under the vendor's.",
            1384.6,
            "output_tok_s",
        ),
        (
            "Before the patch the model decoded at 9.84 tok/s; after it, 17.31 tok/s.\n\n"
            "**Summary:** nearly twice as fast (9.84 → 17.31).",
            17.31,
            "decode_tok_s",
        ),
        (
            "Mean TTFT was 212.7 ms on the A10G.\n\nThe 212.7 number is the warm cache one.",
            212.7,
            "ttft",
        ),
    ],
)
def test_a_bare_restatement_is_read_again(
    vocab: Vocabulary, text: str, value: float, metric: str
) -> None:
    """The bare number written exactly as the stated figure is that figure again."""
    assert _read(text, vocab).count((value, metric)) == 2


def test_a_restatement_keeps_its_twins_setup(vocab: Vocabulary) -> None:
    """The restated figure takes the engine and card of the figure it restates."""
    text = (
        "llama.cpp on one RTX 4070 generated 63.42 tokens/second with Q4_K_M.\n\n"
        "In short: 63.42, about what we hoped for."
    )
    claims = [c for c in extract_claims(text, vocab) if c.value == 63.42]
    assert len(claims) == 2
    assert {(c.engine, c.hardware) for c in claims} == {("llama.cpp", "RTX 4070")}


@pytest.mark.parametrize(
    "text",
    [
        # one end of a range
        "Decode ran at 27.31 tok/s.\n\nAcross runs it spread over 26.02 - 27.31 overall.",
        # a share, not the rate
        "Decode ran at 60.25 tok/s.\n\nThe cache hit rate was 60.25% that day.",
        # written arithmetic on the figure
        "Decode ran at 31.25 tok/s.\n\nPer token that is 1000 / 31.25 = 32 ms.",
        # a question about the figure
        "The README claims 2345.67 tok/s.\n\nHow do I reproduce the 2345.67 result?",
        # a version number, not a figure
        "Decode ran at 4.312 tok/s.\n\nUpgrade to v4.312 first.",
        # a round value recurs by chance
        "Decode ran at 2.5 tok/s.\n\nWe waited 2.5 more minutes before retrying.",
    ],
)
def test_a_number_that_only_looks_like_the_figure_is_not_read_again(
    vocab: Vocabulary, text: str
) -> None:
    """Ranges, shares, arithmetic, questions, versions and short values are no restatement."""
    counts = [v for v, _ in _read(text, vocab)]
    assert all(counts.count(v) <= 1 for v in counts), counts


def test_two_metrics_of_one_writing_are_not_guessed(vocab: Vocabulary) -> None:
    """When the writing is read as two metrics, a bare copy of it is left alone."""
    text = (
        "Prefill ran at 512.5 tok/s and the first token came after 512.5 ms.\n\n"
        "We noted 512.5 in the log."
    )
    assert len(_read(text, vocab)) == 2
