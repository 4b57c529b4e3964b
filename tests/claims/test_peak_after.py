""" "Peak" right after a rate's unit ("16,794 tok/s peak"): the most a server reached under
load, so its output (reading rules §4: peak throughput is many streams), as "Peak throughput:
N tok/s" before the figure already is. A "peak speed" and a rate with no peak are left alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_peak_after_the_unit_is_the_servers_output(vocab: Vocabulary) -> None:
    got = _got("On one L40S the 7B model serves 1,450 tok/s peak.", vocab)
    assert got == [(1450.0, "output_tok_s")]


def test_peak_in_brackets_beats_a_batch_of_one_nearby(vocab: Vocabulary) -> None:
    got = _got(
        "Two models on one A100: small (3,100 tok/s peak, 90 tok/s B=1), big (870 tok/s peak).",
        vocab,
    )
    assert (870.0, "output_tok_s") in got
    assert (90.0, "decode_tok_s") in got


def test_peak_speed_stays_one_stream(vocab: Vocabulary) -> None:
    assert _got("My laptop GPU hit 42 tok/s peak speed in a chat.", vocab) == [
        (42.0, "decode_tok_s")
    ]


def test_a_rate_with_no_peak_stays_one_stream(vocab: Vocabulary) -> None:
    assert _got("My laptop GPU runs it at 42 tok/s in a chat.", vocab) == [(42.0, "decode_tok_s")]
