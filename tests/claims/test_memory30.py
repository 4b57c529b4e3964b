"""A hedged size under a table's column of total memory is what a model takes, not a machine's.

The labelling decisions (tests/data/claims_eval/LABELLING.md, "Memory"): a "What You Can Run"
table's "Total Memory" column, one size per model, is `memory`, with no engine and no hardware:
the model needs it on any machine. A card's total memory on a spec sheet stays no claim, and so
does a column of headroom. Each text is made up for the test, not taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.taken_sizes import hedged_size, hedged_total, names_capacity
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary, title: str | None = None) -> list[tuple[float, ...]]:
    return [
        (c.value, c.hardware, c.engine)
        for c in extract_claims(text, vocab, title=title)
        if c.metric == "memory"
    ]


_PIPE = (
    "Models we tried on the Mac Studio (M2 Ultra) with MLX:\n\n"
    "| Model | Bits | Total Memory | Decode |\n"
    "|---|---|---|---|\n"
    "| Mistral-7B | 4-bit | ~5.2 GB | 61 tok/s |\n"
    "| Phi-3-mini | 4-bit | ~3 GB | 95 tok/s |\n"
    "| Gemma-2-27B | 8-bit | about 29 GB | 14 tok/s |\n"
)


@pytest.mark.parametrize("size", [5.2, 3.0, 29.0])
def test_a_hedged_total_in_a_models_row_is_memory_on_no_machine(
    vocab: Vocabulary, size: float
) -> None:
    """Fractional, whole and worded hedges alike: what each model takes, not the Mac's."""
    assert (size, None, None) in _memory(_PIPE, vocab)


def test_a_flattened_table_of_models_reads_its_total_memory_column(vocab: Vocabulary) -> None:
    """The same kind of table pasted without pipes: header line, then one model a line; the
    headroom column beside it stays unread."""
    text = (
        "Which models fit\n\n"
        "Model Quantization Total Memory Plain Speed Drafted Speed Headroom\n"
        "Llama-3.1-8B 8-bit ~9GB ~40 tok/s ~90 tok/s 55GB\n"
        "Qwen2.5-32B 4-bit ~19.5GB ~12 tok/s ~30 tok/s 44.5GB\n"
        "Mistral-7B 4-bit ~4.5GB ~60 tok/s ~150 tok/s 59.5GB\n"
    )
    assert _memory(text, vocab) == [(9.0, None, None), (19.5, None, None), (4.5, None, None)]


@pytest.mark.parametrize(
    "text",
    [
        # a card's own total on a spec sheet: exact, so the machine's
        "| GPU | Total Memory | Bandwidth |\n|---|---|---|\n| H100 SXM | 80 GB | 3.35 TB/s |\n",
        "| Card | Total VRAM | Price |\n|---|---|---|\n| RTX 4090 | 24 GB | $1,599 |\n",
        # what is left beside the model, hedged or not, is no one's use
        "| Model | Headroom | Context |\n|---|---|---|\n| Qwen3-8B | ~58 GB | 32K |\n",
        "| Model | Available | Context |\n|---|---|---|\n| Qwen3-8B | ~58 GB | 128K |\n",
    ],
)
def test_a_cards_total_or_headroom_stays_no_claim(vocab: Vocabulary, text: str) -> None:
    assert _memory(text, vocab) == []


def test_the_predicates() -> None:
    assert hedged_size("| ~") and hedged_size("约 ") and hedged_size("roughly ")
    assert not hedged_size("| ") and not hedged_size("up to ")
    assert hedged_total("Total Memory", "~") and not hedged_total("Memory", "~")
    assert names_capacity("Total Memory Qwen3-4B", "| ")
    assert not names_capacity("Total Memory Qwen3-4B", "| ~")
    assert names_capacity("Headroom Qwen3-4B", "| ~")
