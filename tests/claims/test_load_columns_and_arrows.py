"""Loads from abbreviated or compound setting columns, and arrows that start a change."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _fields(text: str, vocab: Vocabulary, field: str) -> list[tuple[float, object]]:
    return [(c.value, getattr(c, field)) for c in extract_claims(text, vocab)]


def test_an_abbreviated_concurrency_column_gives_each_row_its_load(vocab: Vocabulary) -> None:
    text = (
        "Serving sweep on one L40S:\n\n"
        "| Concur | Prompts | TTFT (ms) | TPOT (ms) |\n"
        "|---|---|---|---|\n"
        "| 1 | 10 | 88.1 | 21.4 |\n"
        "| 16 | 160 | 412.7 | 37.9 |\n"
    )
    assert _fields(text, vocab, "concurrency") == [(88.1, 1), (21.4, 1), (412.7, 16), (37.9, 16)]


def test_a_header_naming_two_settings_gives_the_load_its_part(vocab: Vocabulary) -> None:
    text = (
        "Measured on one RTX 6000 Ada.\n\n"
        "| Batch Size, Sequence Length | TTFT (ms) |\n"
        "|---|---|\n"
        "| 1, 512 | 61.2 |\n"
        "| 8, 2048 | 240.5 |\n"
    )
    assert _fields(text, vocab, "concurrency") == [(61.2, 1), (240.5, 8)]
    slashed = "| Seq Len / BS | TPOT (ms) |\n|---|---|\n| 1024 / 4 | 18.3 |\n| 1024 / 32 | 29.6 |\n"
    assert _fields(slashed, vocab, "concurrency") == [(18.3, 4), (29.6, 32)]
    no_load = "| Prompt, Output | TPOT (ms) |\n|---|---|\n| 128, 256 | 18.3 |\n"
    assert _fields(no_load, vocab, "concurrency") == [(18.3, None)]


def test_an_arrow_after_a_figure_with_its_unit_starts_the_change(vocab: Vocabulary) -> None:
    text = (
        "Turning on EAGLE-3 with SGLang on an H100:\n"
        "- Wall time: 41.2s → 30.7s\n"
        "- Decode: 95 tok/s -> 131 tok/s\n"
    )
    assert _fields(text, vocab, "mode") == [
        (41.2, "ar"),
        (30.7, "eagle"),
        (95.0, "ar"),
        (131.0, "eagle"),
    ]


def test_the_middle_of_an_arrow_chain_is_no_start(vocab: Vocabulary) -> None:
    text = (
        "With MTP on one B200 the decode went 60 tok/s → 84 tok/s → 97 tok/s over three releases."
    )
    assert _fields(text, vocab, "mode") == [(60.0, "ar"), (84.0, "mtp"), (97.0, "mtp")]
