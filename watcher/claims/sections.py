"""Spans of a text its figures are read in or skipped over: sections under a heading that
names targets or training alone, and the look-up of a position in sorted spans."""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.goals import is_target_heading
from watcher.claims.layout import Layout
from watcher.claims.other_runs import is_training_heading
from watcher.claims.size_needs import names_size_needs

# a sentence that may hold a figure (one past the per-text cap is not read to find out)
DIGIT = re.compile(r"\d")


def target_sections(layout: Layout) -> list[tuple[int, int]]:
    """The (start, end) of each section under a heading that names targets ("Performance
    targets") or training alone ("## Fine-tuning"), up to the next heading of its level or
    above: wanted figures, or a training run's. Under a "Goal" heading the paragraphs
    after the first often say where things stand, and stay."""
    out: list[tuple[int, int]] = []
    heads = layout.headings
    for i, (span, level) in enumerate(heads):
        heading = layout.text[span.start : span.end]
        if not (is_target_heading(heading, whole_section=True) or is_training_heading(heading)):
            continue
        if names_size_needs(heading):
            continue  # "## Memory/Disk Requirements": its sizes are read (size_needs)
        end = next((s.start for s, lv in heads[i + 1 :] if lv <= level), len(layout.text))
        if not out or span.end >= out[-1][1]:
            out.append((span.end, end))
    return out


def inside(at: int, spans: list[tuple[int, int]]) -> bool:
    """True when ``at`` lies in one of ``spans`` (sorted, apart)."""
    i = bisect_right(spans, (at, _FAR)) - 1
    return i >= 0 and spans[i][0] <= at < spans[i][1]


_FAR = 1 << 62
