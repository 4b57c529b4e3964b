"""Flattened rows where one rate's "t/s" runs into the next rate, or a unit into a camel-case
name.

Reading rules §4: the number is read as displayed; a row copied without its cell gaps
("(Hybrid)1635.35 t/s66.84 t/sVRAM headroom", "vLLM 48 tok/svLLM +9%") still displays each
rate with its unit. Units that only begin like a rate ("tokens/step", "tok/sample") stay
unread, glued or not.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return sorted(c.value for c in extract_claims(text, vocab))


def test_a_t_per_s_rate_glued_to_the_next_rate_is_read(vocab: Vocabulary) -> None:
    text = "Results on H100\n\n(Hybrid)1635.35 t/s66.84 t/sVRAM headroom\n"
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got == {1635.35: "H100", 66.84: "H100"}


def test_a_row_label_glued_to_the_first_rate_keeps_both_rates(vocab: Vocabulary) -> None:
    text = "Results\n\nACPU-only100.32 t/s20.23 t/sOffline and batch-oriented work\n"
    assert _values(text, vocab) == [20.23, 100.32]


def test_a_unit_glued_to_a_camel_case_name_is_read(vocab: Vocabulary) -> None:
    text = "Qwen 3 30B MoE · 1× RTX 5090 · Ollama 44 tok/s · vLLM 48 tok/svLLM +9%\n"
    got = {c.value: (c.engine, c.hardware) for c in extract_claims(text, vocab)}
    assert got[48] == ("vllm", "RTX 5090")
    assert got[44] == ("ollama", "RTX 5090")


def test_other_units_glued_to_a_capital_stay_unread(vocab: Vocabulary) -> None:
    text = "Drafter logs\n\nWe saw 3 tokens/stepX and 12 tok/sampleMax in the runs.\n"
    assert _values(text, vocab) == []


def test_a_slash_s_that_is_no_rate_does_not_glue(vocab: Vocabulary) -> None:
    text = "Notes\n\nThe cat/s20 entry and I/O 5 t/sec later.\n"
    assert 20 not in _values(text, vocab)
