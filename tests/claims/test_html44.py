"""A numbered item's lines indented two spaces, as under a bullet, stay inside the item.

Reading rules §2 (the bullet or list item decides; a list's lead-in line names the setup of
the lines under it). CommonMark nests under "1. " only from the fourth column, so "1. RTX 3090
alone:" over "  - 81 t/s" parsed as two lists side by side and the lead-in's GPU, precision or
mode never reached its lines, though the same text with "- " read right.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.numbered_nesting import nest_numbered
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> set[tuple[float, str | None]]:
    return {(c.value, c.hardware) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # nested numbered items, numbered from 1 under each lead-in
            "Model: `solar:q4_0`\n\n1. RTX 3090 alone:\n  1. 350 W: 81 t/s\n  2. 280W: 79 t/s\n"
            "2. RTX 4090 alone:\n  1. 450 W: 112 t/s\n",
            {(81.0, "RTX 3090"), (79.0, "RTX 3090"), (112.0, "RTX 4090")},
        ),
        (  # bullets under a numbered lead-in
            "Results:\n\n1. On an H100:\n  - prefill: 5400 tok/s\n  - decode: 95 tok/s\n"
            "2. On an A100:\n  - decode: 61 tok/s\n",
            {(5400.0, "H100"), (95.0, "H100"), (61.0, "A100")},
        ),
        (  # a quote under a numbered item, and the item's card named in its first line
            "1. Served with llama.cpp on an L40S:\n  > token/sec: ~42\n\n"
            "2. Served with llama.cpp on an RTX 4090:\n  > token/sec: ~57\n",
            {(42.0, "L40S"), (57.0, "RTX 4090")},
        ),
        (  # a two-digit marker takes two columns more than "- "
            "10. MI300X:\n  - 1200 tok/s at batch 8\n11. H200:\n  - 1500 tok/s at batch 8\n",
            {(1200.0, "MI300X"), (1500.0, "H200")},
        ),
    ],
)
def test_numbered_lead_in_reaches_its_two_space_lines(
    text: str, want: set[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # a line back at the margin ends the item: its card does not reach the next list
            "1. RTX 3090:\n  - 81 t/s\n\nOn the laptop:\n\n  - RTX 4060: 22 t/s\n",
            {(81.0, "RTX 3090"), (22.0, "RTX 4060")},
        ),
        (  # the same lines with "- " read as they did
            "- RTX 3090 alone:\n  - 350 W: 81 t/s\n- RTX 4090 alone:\n  - 450 W: 112 t/s\n",
            {(81.0, "RTX 3090"), (112.0, "RTX 4090")},
        ),
    ],
)
def test_what_is_not_inside_a_numbered_item_stays_out(
    text: str, want: set[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


def test_fenced_block_moves_as_one_and_plain_text_is_untouched() -> None:
    text = "1. Run:\n  ```\n  a    b\n    c  d\n  ```\n  done\nafter\n"
    assert nest_numbered(text) == "1. Run:\n   ```\n   a    b\n     c  d\n   ```\n   done\nafter\n"
    plain = "Some text\n  indented\n- item\n  - sub\n"
    assert nest_numbered(plain) == plain
    ended = "1. one\n  - a\nback at the margin\n  - b\n"
    assert nest_numbered(ended) == "1. one\n   - a\nback at the margin\n  - b\n"
