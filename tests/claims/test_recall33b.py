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
