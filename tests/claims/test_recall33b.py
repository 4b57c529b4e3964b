"""A table's corner naming the token rate first, then what was measured in brackets.

Reading rules §4: a unit may sit only in a table header. A corner written "tok/s (cache
hit)" names the unit of every bare cell beside it; a corner opening with another unit or a
count names what its own column holds and lends nothing.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.corner_names import named_corner_unit
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the rate in the corner, the condition in round brackets
        (
            "Decode runs of llama.cpp on one RTX 4090.\n\n"
            "| tok/s (warm cache) | stock | patched |\n|---|---|---|\n"
            "| 8B Q4 | 91.5 | 104.2 |\n| 14B Q4 | 55.3 | 61.8 |\n",
            [
                (91.5, "decode_tok_s"),
                (104.2, "decode_tok_s"),
                (55.3, "decode_tok_s"),
                (61.8, "decode_tok_s"),
            ],
        ),
        # "t/s" with a statistic in square brackets, cells carrying a share after them
        (
            "Generation speed measured with MLX on an M4 Max.\n\n"
            "| t/s [median of 5] | before | after |\n|---|---|---|\n"
            "| greedy | 21.40 (88%) | 25.05 (91%) |\n",
            [(21.4, "decode_tok_s"), (25.05, "decode_tok_s")],
        ),
        # "tokens/s" spelt out, bold corner, a run's name per row
        (
            "SGLang on 2x H100, one request at a time.\n\n"
            "| **tokens/s (single user)** | EAGLE off | EAGLE on |\n|---|---|---|\n"
            "| chat | 140 | 231 |\n",
            [(140.0, "decode_tok_s"), (231.0, "decode_tok_s")],
        ),
    ],
)
def test_unit_first_corner_lends_its_rate(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    got = _read(text, vocab)
    for item in want:
        assert item in got


@pytest.mark.parametrize(
    "corner",
    [
        "tok/s (expert hit)",
        "t/s [median]",
        "**tokens/s (single user)**",
    ],
)
def test_unit_first_corner_unit(corner: str) -> None:
    assert named_corner_unit(corner) != ""


@pytest.mark.parametrize(
    "corner",
    [
        "ms (p50)",  # a time lends nothing here
        "GB (peak)",  # a size names its own column
        "tokens (context)",  # a count, no rate
        "Context (tokens)",
        "Model size (GB)",
        "tok/s",  # no brackets: read by the plain corner rule, not this one
    ],
)
def test_other_corners_lend_no_rate(corner: str) -> None:
    assert named_corner_unit(corner) == ""


@pytest.mark.parametrize(
    "text",
    [
        # a count corner: the context lengths and token counts are no rate
        "Runs of llama.cpp on one RTX 4090.\n\n"
        "| tokens (prompt) | small | large |\n|---|---|---|\n"
        "| ctx | 512 | 8192 |\n",
        # a size corner: the sizes stay sizes, never a token rate
        "Runs of llama.cpp on one RTX 4090.\n\n"
        "| GB (weights) | Q4 | Q8 |\n|---|---|---|\n"
        "| 8B | 4.9 | 8.5 |\n",
    ],
)
def test_other_corners_give_no_rate(text: str, vocab: Vocabulary) -> None:
    got = _read(text, vocab)
    assert not [v for v, m in got if m.endswith("tok_s")]


# a table whose unit is written once, on its first figure (``first_cell_units``)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # users down the side, runtimes across; the unit on the first figure only
        (
            "Mixed chat load on an RTX 4070, four runtimes side by side.\n\n"
            "| Parallel users | vLLM | SGLang | Ollama |\n|---|---|---|---|\n"
            "| 1 | 88 tok/s | 91 | 84 |\n| 4 | 302 | 315 | 290 |\n",
            [(91.0, "decode_tok_s"), (84.0, "decode_tok_s"), (315.0, "output_tok_s")],
        ),
        # models down the side, "t/s" on the first cell, thousands with commas
        (
            "Prefill on one MI300X, prompt of 4k tokens, vLLM.\n\n"
            "| Model | prefill A | prefill B |\n|---|---|---|\n"
            "| 8B | 5,120 t/s | 5,480 |\n| 14B | 3,010 | 3,300 |\n",
            [(5480.0, "prefill_tok_s"), (3010.0, "prefill_tok_s"), (3300.0, "prefill_tok_s")],
        ),
        # a bold first figure, an empty cell where a run failed
        (
            "Decode speed, llama.cpp on an M3 Ultra.\n\n"
            "| Quant | run 1 | run 2 | run 3 |\n|---|---|---|---|\n"
            "| Q4_K_M | **42.1 tokens/s** | 41.8 | — |\n| Q8_0 | 30.2 | 29.9 | 30.4 |\n",
            [(41.8, "decode_tok_s"), (30.2, "decode_tok_s"), (30.4, "decode_tok_s")],
        ),
    ],
)
def test_unit_on_first_figure_holds_for_the_table(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    got = _read(text, vocab)
    for item in want:
        assert item in got


@pytest.mark.parametrize(
    ("text", "never"),
    [
        # a context column beside the rate: its lengths are no rate
        (
            "Decode with llama.cpp on one RTX 4090.\n\n"
            "| Model | decode | Context |\n|---|---|---|\n"
            "| 8B | 95 tok/s | 128 |\n| 14B | 61 | 96 |\n",
            [128.0, 96.0],
        ),
        # a token-count column and a batch column never take the rate
        (
            "Decode with vLLM on one H100.\n\n"
            "| Run | rate | Tokens | Batch |\n|---|---|---|---|\n"
            "| a | 120 tok/s | 256 | 64 |\n| b | 118 | 300 | 96 |\n",
            [256.0, 300.0, 64.0, 96.0],
        ),
        # the first column names the rows: its counts stay counts
        (
            "Serving with SGLang on an L40S.\n\n"
            "| Streams | engine |\n|---|---|\n| 2 | 150 tok/s |\n| 3 | 210 |\n",
            [2.0, 3.0],
        ),
        # a header already names a unit (for another column): nothing is lent
        (
            "Serving with SGLang on an L40S.\n\n"
            "| Model | speed | TTFT (ms) | wait |\n|---|---|---|---|\n"
            "| 8B | 150 tok/s | 80 | 70 |\n| 14B | 110 | 95 | 90 |\n",
            [70.0, 90.0],
        ),
        # a column of another size (ten times the rate beside it) takes nothing
        (
            "Decode with llama.cpp on one RTX 4090.\n\n"
            "| Model | decode | other |\n|---|---|---|\n"
            "| 8B | 95 tok/s | 2048 |\n| 14B | 61 | 4096 |\n",
            [2048.0, 4096.0],
        ),
    ],
)
def test_first_figure_unit_is_not_lent_to_other_columns(
    text: str, never: list[float], vocab: Vocabulary
) -> None:
    got = [v for v, m in _read(text, vocab) if m.endswith("tok_s")]
    for value in never:
        assert value not in got
