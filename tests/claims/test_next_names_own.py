"""A name between two figures stays with the first when the second names its own right after it.

Reading rules §2: each figure takes its own setup, from the nearest scope. "The model needs 17
GiB of VRAM at Q4_K_M and 38 GB at FP16" gave the 17 GiB FP16: Q4_K_M lay nearer the next
figure than the first one, so the next figure was taken to own it, although "at FP16" right
after that figure names its own.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.clauses import AT_AFTER, AT_AFTER_REACH
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary, field: str) -> dict[float, object]:
    return {c.value: getattr(c, field) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "field", "want"),
    [
        (
            "The model needs 17 GiB of VRAM at Q4_K_M and 38 GB at FP16.",
            "precision",
            {17.0: "Q4_K_M", 38.0: "FP16"},
        ),
        (
            "Peak usage was 21.5 GB of GPU memory with AWQ and 44 GB with FP16.",
            "precision",
            {21.5: "INT4", 44.0: "FP16"},
        ),
        (
            "Generation runs at 41 tokens per second in total on the RTX 4090 and 33 tok/s on"
            " the RTX 3090.",
            "hardware",
            {41.0: "RTX 4090", 33.0: "RTX 3090"},
        ),
    ],
)
def test_the_first_figure_keeps_the_name_the_second_does_not_need(
    text: str, field: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    assert _read(text, vocab, field) == want


@pytest.mark.parametrize(
    ("text", "field", "want"),
    [
        # the name opens the next figure's clause and the next figure names nothing after it
        (
            "680 tok/s, TensorRT-LLM 850 tok/s on H100.",
            "engine",
            {680.0: None, 850.0: "tensorrt-llm"},
        ),
        # the same name after both: no other name to keep it from the next
        (
            "It needs 17 GiB at Q4_K_M and 19 GB at Q4_K_M with a long context.",
            "precision",
            {17.0: "Q4_K_M", 19.0: "Q4_K_M"},
        ),
    ],
)
def test_a_name_opening_the_next_clause_stays_its(
    text: str, field: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    assert _read(text, vocab, field) == want


def test_the_bound_precisions_reach_is_its_patterns_longest_match() -> None:
    """A name farther after the figure than ``AT_AFTER`` can span is never tried."""
    parser = pytest.importorskip("re._parser")
    assert parser.parse(AT_AFTER.pattern, AT_AFTER.flags).getwidth()[1] == AT_AFTER_REACH
