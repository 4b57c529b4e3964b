"""A unit stated once above a table or list: the rewrites of ``benchmarks/perturb_units.py``.

Reading rules §1: a heading, a table header or a caption line directly above the figure is its
context; §4: a unit may sit only in a table header, so a unit stated once above a table of bare
figures, or above a list of "label: figure" items, is each figure's unit.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.rules import load_rules

units = load_benchmark("perturb_units")
VOCAB = load_rules(Path(__file__).resolve().parents[2] / "rules").vocabulary


def _read(text: str) -> list[tuple[float, str, str | None, str | None]]:
    return [(c.value, c.metric, c.engine, c.hardware) for c in extract_claims(text, VOCAB)]


# --------------------------------------------------------------------------- unit-caption

_TABLE = "| Backend | Decode (tok/s) | Prefill (tok/s) |\n|---|---|---|\n| vLLM | 45.2 | 910 |"
_BARE = "| Backend | Decode | Prefill |\n|---|---|---|\n| vLLM | 45.2 | 910 |"


@pytest.mark.parametrize(
    ("above", "want"),
    [
        ("## Results\n\n", "## Results (tok/s)\n\n"),  # a heading right above
        ("Results on H100:\n\n", "Results on H100 (tok/s):\n\n"),  # a colon lead
        ("EAGLE-3 (K=2):\n", "EAGLE-3 (K=2), in tok/s:\n"),  # a lead closing in brackets
        ("We ran it at batch 1.\n\n", "We ran it at batch 1. All figures in tok/s.\n\n"),
        ("", "All figures in tok/s.\n\n"),  # nothing above: a line of its own
    ],
)
def test_unit_caption_states_the_headers_unit_once_above(above: str, want: str) -> None:
    assert units.unit_caption(above + _TABLE) == want + _BARE


def test_unit_caption_keeps_a_first_column_of_keys_and_a_column_of_multiples() -> None:
    text = "| Batch | Decode (ms) | Speedup |\n|---|---|---|\n| 8 | 12.5 | 1.4x |"
    assert units.unit_caption(text) == (
        "All figures in ms.\n\n| Batch | Decode | Speedup |\n|---|---|---|\n| 8 | 12.5 | 1.4x |"
    )


@pytest.mark.parametrize(
    "text",
    [
        # two units: one caption could not state both
        "| GPU | Decode (tok/s) | TTFT (ms) |\n|---|---|---|\n| H100 | 45 | 120 |",
        # another column of bare figures, not the first: the one unit would not be its
        "| GPU | Batch | Decode (tok/s) |\n|---|---|---|\n| H100 | 8 | 45 |",
        # a header of the unit alone would be left with no word
        "| GPU | (tok/s) |\n|---|---|\n| H100 | 45 |",
        # cells that carry their own unit
        "| GPU | Decode (tok/s) |\n|---|---|\n| H100 | 45 tok/s |",
        # a caption that names a unit already
        "Memory in GB:\n\n| GPU | Decode (tok/s) |\n|---|---|\n| H100 | 45 |",
        # a table in code
        "```\n| GPU | Decode (tok/s) |\n|---|---|\n| H100 | 45 |\n```",
    ],
)
def test_unit_caption_leaves_tables_one_caption_could_not_serve(text: str) -> None:
    assert units.unit_caption(text) == text


# --------------------------------------------------------------------------- unit-lead


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Decode speed on H100:\n- vLLM: 45 tok/s\n- SGLang: 52.5 tok/s",
            "Decode speed on H100 (tok/s):\n- vLLM: 45\n- SGLang: 52.5",
        ),
        (
            "### Results\n\n- RTX 4090: 212 ms\n- RTX 3090: 305 ms (cold cache)",
            "### Results (ms)\n\n- RTX 4090: 212\n- RTX 3090: 305 (cold cache)",
        ),
        (
            "Intro.\n\n- Python result: 14.3 tokens/s\n- Candle result: 9.1 tokens/s",
            "Intro.\n\nResults (tokens/s):\n- Python result: 14.3\n- Candle result: 9.1",
        ),
        (  # lines, not items; another figure with its own unit stays in the note
            "Top speed results\nQwen3-8B: 279.9 tok/s (13.6 GB VRAM)\nQwen3-14B: 159.1 tok/s",
            "Top speed results (tok/s)\nQwen3-8B: 279.9 (13.6 GB VRAM)\nQwen3-14B: 159.1",
        ),
    ],
)
def test_unit_lead_states_the_items_unit_on_the_lead(text: str, want: str) -> None:
    assert units.unit_lead(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "Results:\n- vLLM: 45 tok/s",  # one item: no unit to hoist
        "Results:\n- vLLM: 45 tok/s\n- vLLM: 52 tok/s",  # the same label twice
        "Results:\n- vLLM: 45 tok/s\n- SGLang: 120 ms",  # two units
        "Results:\n- vLLM: 45 tok/s\n- SGLang: 52 tok/s\n- TGI was not run",  # list goes on
        "We ran both on one card and saw\n- vLLM: 45 tok/s\n- SGLang: 52 tok/s",  # prose into it
        "```\nvLLM: 45 tok/s\nSGLang: 52 tok/s\n```",  # code
        "Results:\n- vLLM: 45 tok/s, 52 tok/s peak\n- SGLang: 52 tok/s",  # two figures
    ],
)
def test_unit_lead_leaves_lists_a_lead_could_not_serve(text: str) -> None:
    assert units.unit_lead(text) == text
