"""Workstation CPUs by their short name (reading rules §3: the
hardware is the accelerator model; the labelling conventions: a named SoC is hardware, and a
CPU model is the hardware of a run on that CPU).

Each case is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab)]


def _cards(text: str, vocab: Vocabulary) -> list[tuple[str, int | None]]:
    return [(m.name, m.count) for m in lexicon_for(vocab).find("hardware", text)]


def test_a_bare_xeon_w_part_is_the_cpu_runs_hardware(vocab: Vocabulary) -> None:
    """'w7-2495x' alone names Intel's Xeon w7-2495X, spelled as Intel writes it."""
    text = "All numbers below come from a w7-2495x locked at 3 GHz: 9.4 tok/s decode.\n"
    assert _read(text, vocab) == [(9.4, "Xeon w7-2495X")]


def test_a_xeon_w_part_after_the_brand_takes_the_hyphened_spelling(vocab: Vocabulary) -> None:
    """'Intel Xeon W3-2423' and 'Xeon(R) w9 3495X' are the same scheme as the bare part."""
    text = "Box: Intel Xeon W3-2423, 128 GB RAM, no GPU. Generation ran at 3.1 tokens/s.\n"
    assert _read(text, vocab) == [(3.1, "Xeon w3-2423")]
    text = "On a Intel(R) Xeon(R) w9 3495X we got 27 t/s for the 8B at Q8_0.\n"
    assert _read(text, vocab) == [(27.0, "Xeon w9-3495X")]


def test_part_like_words_inside_other_names_name_no_chip(vocab: Vocabulary) -> None:
    """A model's or file's name joins the letters: no chip there."""
    assert _cards("flags: -w9-3475 and aw5-3425", vocab) == []
