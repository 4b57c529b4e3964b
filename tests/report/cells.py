"""Checks that untrusted text stayed inside its table cell, shared by the report's tests."""

from __future__ import annotations

import re

UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")
"""An unescaped pipe: one not preceded by a backslash (a cell border)."""


def assert_one_contained_row(text: str, starts: str, cells: int) -> None:
    """``text`` has exactly one table row starting with ``starts``, of ``cells`` cells (an
    injected pipe would add one); no live @channel, HTML tag or link in it, and no heading
    injected into ``text``."""
    lines = [ln for ln in text.splitlines() if ln.startswith(starts)]
    assert len(lines) == 1, lines
    row = lines[0]
    assert len(UNESCAPED_PIPE.findall(row)) == cells + 1, row
    assert not re.search(r"(?<![\w\\])@channel", row), row
    assert "<b>" not in row and "](" not in row.replace("\\](", ""), row
    assert "\n## Injected" not in text
