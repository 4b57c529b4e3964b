"""llama-bench's test names written into a rate's unit: "1200 pp tok/s", "58 tg tok/s".

LABELLING: ``pp`` is prefill, ``tg`` decode. Between the number and "tok/s" they qualify the
unit as "prefill" or "output" do (reading rules §4: units vary), so the figure is read with
that phase, even when another phase word stands earlier in the line ("prefill n/a, ~58 tg
tok/s"). A "pp"/"tg" that is no word of its own ("app", "llama.cpp") qualifies nothing.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


def test_pp_and_tg_before_the_unit_name_the_phase(vocab: Vocabulary) -> None:
    text = "On an RTX 4090 with llama.cpp: 1200 pp tok/s and 40 tg tok/s.\n"
    assert _read(text, vocab) == {1200: "prefill_tok_s", 40: "decode_tok_s"}


def test_tg_wins_over_an_earlier_prefill_word(vocab: Vocabulary) -> None:
    text = "llama.cpp on DGX Spark — prefill n/a, ~58 tg tok/s (community).\n"
    assert _read(text, vocab) == {58: "decode_tok_s"}


def test_capital_test_names_are_read_too(vocab: Vocabulary) -> None:
    text = "On an RTX 3090 with llama.cpp: 950 PP tokens/s and 31 TG tokens/s.\n"
    assert _read(text, vocab) == {950: "prefill_tok_s", 31: "decode_tok_s"}


def test_pp_inside_a_word_is_no_test_name(vocab: Vocabulary) -> None:
    text = "The app reported 45 tok/s in the llama.cpp build on an RTX 4090.\n"
    assert _read(text, vocab) == {45: "decode_tok_s"}
