"""A unit stated once above a table or list: the rewrites of ``benchmarks/perturb_units.py``
and the reader on figures whose unit closes the line above them (``closing_units``).

Reading rules §1: a heading, a table header or a caption line directly above the figure is its
context; §4: a unit may sit only in a table header, so a unit stated once above a table of bare
figures, or above a list of "label: figure" items, is each figure's unit.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.claims.closing_units import closing_unit
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


# --------------------------------------------------------------------------- the reader


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("## Results (tok/s)", "tok/s"),
        ("TTFT on 2x H100 [ms]:", "ms"),
        ("EAGLE-3 (K=2), in tok/s:", "tok/s"),
        ("We ran it at batch 1. All figures in ms.", "ms"),
        ("**Decode (tokens/s)**", "tokens/s"),
    ],
)
def test_closing_unit_is_the_unit_that_ends_the_line(line: str, unit: str) -> None:
    m = closing_unit(line)
    assert m is not None and m.group(0) == unit


@pytest.mark.parametrize(
    "line",
    [
        "Tested with a small (2048 tok) context window:",  # a unit inside, not closing it
        "## Results (H100)",  # a setup in brackets, no unit
        "Decode reached 45 tok/s.",  # a figure with its unit, not a unit for others
        "Here's what I found:",  # an apostrophe's s is no second
    ],
)
def test_closing_unit_is_none_when_no_unit_closes_the_line(line: str) -> None:
    assert closing_unit(line) is None


def test_a_unit_closing_the_caption_wins_over_an_apostrophe_earlier_in_its_block() -> None:
    text = (
        "I benchmarked three runtimes. Here's what I found.\n"
        "Two metrics, both measured with llama-bench (t/s):\n\n"
        "| Model | Runtime | PP | TG |\n|---|---|---|---|\n"
        "| 0.8B | llama.cpp | 2085 | 103 |\n| 4B | llama.cpp | 385 | 28 |\n"
    )
    got = {(v, m) for v, m, _, _ in _read(text)}
    assert {(2085.0, "prefill_tok_s"), (103.0, "decode_tok_s"), (28.0, "decode_tok_s")} <= got


@pytest.mark.parametrize("heading", ["### 性能结果 (ms)", "## Latency on 2x H100 (ms)"])
def test_an_end_to_end_column_takes_the_headings_unit(heading: str) -> None:
    text = f"{heading}\n\n| Concurrency | E2E | TTFT |\n|---|---|---|\n| 1 | 184.3 | 75.7 |\n"
    got = {(v, m) for v, m, _, _ in _read(text)}
    assert (184.3, "e2e_latency") in got and (75.7, "ttft") in got


def test_a_long_lead_sentence_closing_on_its_unit_captions_the_list() -> None:
    text = (
        "Additionally, I tested speculative decoding on the 27B model with llama.cpp on an RTX "
        "3080 Ti and a small (2048 tok) context window (tok/s):\n\n"
        "- Without speculative decoding: 65.1\n- With speculative decoding: 95.9\n"
    )
    got = {(v, m) for v, m, _, _ in _read(text)}
    assert {(65.1, "decode_tok_s"), (95.9, "decode_tok_s")} <= got


def test_vram_beside_a_rate_whose_unit_is_stated_above_is_that_runs_memory() -> None:
    text = (
        "The developer used an RTX 3090 24GB and llama.cpp on WSL Linux.\n\n"
        "Top speed results (tok/s)\n"
        "- Qwen3-8B Q8_0 + Qwen3-1.7B Q4_K_M: 279.9 (+236% speedup, 13.6 GB VRAM)\n"
        "- Qwen2.5-7B Q4_K_M + Qwen2.5-0.5B Q8_0: 205.4 (+50% speedup, 6.2 GB VRAM)\n"
    )
    memory = [(v, e, h) for v, m, e, h in _read(text) if m == "memory"]
    assert memory == [(13.6, "llama.cpp", "RTX 3090"), (6.2, "llama.cpp", "RTX 3090")]


def test_a_lead_with_a_unit_inside_it_gives_no_list_a_unit() -> None:
    text = (
        "Tested with a small (2048 tok) context window on an RTX 3080 Ti and a long account "
        "of the setup that goes on well past the length of any caption line:\n\n"
        "- Without speculative decoding: 65.1\n- With speculative decoding: 95.9\n"
    )
    assert _read(text) == []


def test_a_heading_naming_a_setup_in_brackets_gives_no_unit() -> None:
    text = "## Results (H100)\n\n| Backend | Batch | Score |\n|---|---|---|\n| vLLM | 8 | 45.2 |\n"
    assert _read(text) == []


def test_vram_beside_a_bare_figure_under_a_time_caption_takes_no_setup() -> None:
    text = (
        "The developer used an RTX 3090 24GB and llama.cpp on WSL Linux.\n\n"
        "Load times (s)\n"
        "- Qwen3-8B: 12.5 (13.6 GB VRAM)\n- Qwen3-14B: 20.5 (16.2 GB VRAM)\n"
    )
    memory = [(v, e, h) for v, m, e, h in _read(text) if m == "memory"]
    assert memory == [(13.6, None, None), (16.2, None, None)]


_BY_GPU = "\n\n| Engine | H100 | A100 |\n|---|---|---|\n| vLLM | 1250 | 980 |\n"


@pytest.mark.parametrize(
    "caption",
    [
        "It's decode throughput in tok/s below.",
        "Here's decode speed per engine, all in tok/s below:",
        "What's below is decode throughput in tok/s for each engine.",
        "Here’s the decode rate of each run in tok/s, higher is better:",
    ],
)
def test_an_apostrophes_s_in_a_caption_is_no_unit_of_the_table(caption: str) -> None:
    got = {(v, m, h) for v, m, _, h in _read(caption + _BY_GPU)}
    assert got == {(1250.0, "decode_tok_s", "H100"), (980.0, "decode_tok_s", "A100")}


def test_a_caption_whose_only_s_is_an_apostrophes_gives_no_seconds() -> None:
    assert _read("Let's compare TTFT:" + _BY_GPU) == []
