"""A phase named by a short title line over the rates (titled_phase.py): "Prefill
throughput" over a card's rows makes its bare token rates prefill (reading rules §1, §4);
prose between, a colon-keyed line or a decode title leaves them alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_title_over_a_cards_rows(vocab: Vocabulary) -> None:
    """Each bare rate under a "Prefill throughput" line is prefill; a decode card's stay decode."""
    text = (
        "Generation speed\nhigher is better\nalpha 38.5 tok/s\nbeta 41.0 tok/s\n\n"
        "Prefill throughput\nhigher is better\nalpha 512 tok/s\nbeta 610 tok/s\n"
    )
    assert _got(text, vocab) == [
        (38.5, "decode_tok_s"),
        (41.0, "decode_tok_s"),
        (512.0, "prefill_tok_s"),
        (610.0, "prefill_tok_s"),
    ]


def test_a_one_line_title_paragraph_over_prose(vocab: Vocabulary) -> None:
    """A title standing alone right above a paragraph names its rates' phase."""
    text = "Prompt processing\n\nBoth runs start near 240 tok/s at 2K and fall to 90 tok/s at 64K."
    assert _got(text, vocab) == [(240.0, "prefill_tok_s"), (90.0, "prefill_tok_s")]


def test_prose_between_the_title_and_the_rate(vocab: Vocabulary) -> None:
    """A line broken off a sentence and prose after it are no title over the figure."""
    text = (
        "Cold prefill (\n"
        "no cache, a fresh server per run, five runs per setting and the median kept in all "
        "of the tables below.\n"
        "On the small box the large model still decodes 21.5 tok/s."
    )
    assert _got(text, vocab) == [(21.5, "decode_tok_s")]


def test_a_key_awaiting_its_value_is_no_title(vocab: Vocabulary) -> None:
    """ "Prompt:" keys the text after it; the rate under it keeps one stream's reading."""
    text = "Prompt:\nwrite a haiku about rain\nThe reply came at 33 tok/s."
    assert _got(text, vocab) == [(33.0, "decode_tok_s")]


def test_the_figures_own_words_beat_the_title(vocab: Vocabulary) -> None:
    """A rate whose own words name decode keeps it under a prefill title."""
    text = "Prefill throughput\nalpha 700 tok/s\nalpha decode 45 tok/s\n"
    assert _got(text, vocab) == [(700.0, "prefill_tok_s"), (45.0, "decode_tok_s")]
