"""Sizes a machine has, not a run's use (docs/READING_RULES.md §4: hardware specs are no
claims): a memory word opening a line of a system list with no colon ("Ram 32 GB"), a
"Memory capacity:" key, memory a machine can reclaim. A run's own size beside them stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_memory_word_opening_a_system_line_names_the_machine(vocab: Vocabulary) -> None:
    text = "Processor: Xeon E5\nRam 32 GB\nSpeed: 5.2 tokens/second\n"
    assert _read(text, vocab) == [(5.2, "decode_tok_s")]
    assert _read("CPU: Ryzen 7 5800X\n- System RAM 64GB\n- VRAM 24 GB\n", vocab) == []


def test_a_run_size_on_such_a_line_stays(vocab: Vocabulary) -> None:
    # a word of use opens the line, or the size has decimals as a run's measurement does
    text = "GPU: RTX 3090\nPeak memory 21 GB\nMemory 12.3 GB\n"
    assert _read(text, vocab) == [(21.0, "memory"), (12.3, "memory")]


def test_a_memory_capacity_key_names_the_parts(vocab: Vocabulary) -> None:
    assert _read("• Memory capacity: 192 GB vs 80 GB, a 2.4x ratio.", vocab) == []
    assert _read("HBM capacity: 288 GB per GPU.", vocab) == []
    assert _read("Peak VRAM: 61.5 GB on the 70B run.", vocab) == [(61.5, "memory")]


def test_memory_a_machine_can_reclaim_is_headroom(vocab: Vocabulary) -> None:
    assert _read("The host shows 137 GB RAM (92.2 GB reclaimable).", vocab) == []
