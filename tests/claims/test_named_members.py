"""A series whose members each carry their metric's name, one unit after the last.

Reading rules §4: a unit may be stated once for several figures, and a prefill figure is never
a decode one; LABELLING: "A / B" pairs are two figures. In "3670 pp / 82.7 tg tok/s" each
member takes the shared unit and the metric of its own name, on whichever side of the number
the name stands. Names of another kind than the unit ("512 input / 128 output tokens"), one
metric named twice, and a question keep their old reading.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_names_after_each_number(vocab: Vocabulary) -> None:
    text = "On the 4090: 3670.42 pp / 82.74 tg tok/s with llama.cpp.\n"
    assert _read(text, vocab) == [(82.74, "decode_tok_s"), (3670.42, "prefill_tok_s")]


def test_names_after_each_number_joined_by_a_comma(vocab: Vocabulary) -> None:
    text = "On the 4090: 3670 pp, 82.7 tg t/s with llama.cpp.\n"
    assert _read(text, vocab) == [(82.7, "decode_tok_s"), (3670.0, "prefill_tok_s")]


def test_names_before_each_number(vocab: Vocabulary) -> None:
    text = "On the 4090: pp 3670 / tg 82.7 t/s with llama.cpp.\n"
    assert _read(text, vocab) == [(82.7, "decode_tok_s"), (3670.0, "prefill_tok_s")]


def test_the_last_member_takes_its_own_name(vocab: Vocabulary) -> None:
    text = "On the 4090: 3670 prefill / 82.7 decode tok/s with llama.cpp.\n"
    assert _read(text, vocab) == [(82.7, "decode_tok_s"), (3670.0, "prefill_tok_s")]


def test_token_counts_are_no_series(vocab: Vocabulary) -> None:
    text = "We used 512 input / 128 output tokens on the 4090 and got 40 tok/s.\n"
    assert _read(text, vocab) == [(40.0, "decode_tok_s")]


def test_a_question_reads_no_member(vocab: Vocabulary) -> None:
    text = "Can it reach 3000 pp / 100 tg tok/s on the 4090?\n"
    assert _read(text, vocab) == []


def test_a_rate_name_under_a_time_unit_is_no_series(vocab: Vocabulary) -> None:
    text = "On the 4090: TTFT 240 / tg 31 ms.\n"
    assert (31.0, "decode_tok_s") not in _read(text, vocab)


def test_names_before_each_number_joined_by_a_comma(vocab: Vocabulary) -> None:
    text = "On the H100: prefill 1705.85, decode 39 tokens/s.\n"
    assert _read(text, vocab) == [(39.0, "decode_tok_s"), (1705.85, "prefill_tok_s")]
