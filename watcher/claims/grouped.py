"""The line above a figure that heads its group, inside the figure's paragraph or caption.

Reading rules §2: the nearest enclosing unit decides first. A paragraph is often a column of
lines that GitHub, blogs and chat posts show apart, grouped by short label lines::

    vLLM strengths:
    throughput ... up to 12x higher
    SGLang strengths:
    ... 3x faster than vLLM
    structured prompts ... 2x faster

A label line ending in ':' heads the lines under it up to the next label, so each figure
takes its group's name, not the paragraph's other groups'. A table's caption is read the same
way from its last line up: the line right above the rows ("Ollama on an RTX 4070 (12 GB)")
is nearer to them than the paragraph's opening. The walk stops at the first line that names
something of its own (details never leak past it) and looks back at most ``LOOK_UP`` lines,
so the work stays linear in the text.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.modes import heading_names
from watcher.claims.names import Mention
from watcher.claims.naming import _single
from watcher.claims.patterns import (
    FIGURE,
)

LOOK_UP = 12
_LABEL_MAX = 64  # characters: a label, not a sentence
_LABEL_END = re.compile(r"[:：][ \t*_]*$")


def group_label(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one name the label line heading the figure's group gives, or None."""
    text, block = doc.text, local.block
    caption = local.header is not None and block.end <= fig.start
    # a table's row reads its caption from the last line up; a line of prose, the lines above
    end = block.end if caption else text.rfind("\n", block.start, fig.start)
    first = True
    for _ in range(LOOK_UP):
        if end <= block.start:
            return None
        start = max(block.start, text.rfind("\n", block.start, end) + 1)
        line, line_end, end = text[start:end].strip(), end, start - 1
        if not line:
            continue
        named = heading_names(category, start, line_end, doc)  # "Without EAGLE:" is plain
        right_above = caption and first and not doc.busy_starts_between(start, line_end)
        if right_above or _is_label(line):
            return _single(category, named, doc)
        if named:
            return None  # a line naming its own setup: what lies above it is not this group's
        first = False
    return None


def _is_label(line: str) -> bool:
    """A short line ending in ':' with no figure of its own ("SGLang strengths:")."""
    return len(line) <= _LABEL_MAX and bool(_LABEL_END.search(line)) and not FIGURE.search(line)
