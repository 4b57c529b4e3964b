"""Sections under a heading naming what memory, disk or hardware a model needs.

The labelling decisions (tests/data/claims_eval/LABELLING.md, batch 81's and batch 98's
audits: "Requirements are `memory`", "Stated requirements are `memory` at their number") read a
model's stated need as its footprint. A heading such as "## Memory/Disk Requirements",
"Hardware requirements" or "System requirements" heads the
sizes a model needs: where such a heading is one of targets (whose figures are otherwise all
skipped), its section's sizes are read as memory, and every other figure there (a speed a setup
should reach) stays a target, as under any "Requirements" heading (reading rules §2: goals,
targets and requirements are not measurements). A heading that is no target's ("显存需求" over
a model's notes) changes nothing."""

from __future__ import annotations

import re

from watcher.claims.goals import is_target_heading
from watcher.claims.layout import Layout

_THING = r"(?:memory|disk|storage|vram|ram|gpu|hardware|system|resource)"
_SIZE_NEEDS = re.compile(
    rf"(?<![a-z]){_THING}(?:[ \t]{{0,2}}(?:/|,|&|and)[ \t]{{0,2}}{_THING}){{0,2}}"
    r"[ \t]requirements?(?![a-z])",
    re.IGNORECASE,
)


def names_size_needs(line: str) -> bool:
    """True for a short heading line naming what memory, disk or hardware a model needs
    ("## Memory/Disk Requirements", "System requirements")."""
    line = line.strip()
    return 0 < len(line) <= 100 and "|" not in line and _SIZE_NEEDS.search(line) is not None


def needs_heading(*lines: str) -> bool:
    """True when one of ``lines`` is a heading of targets (its figures skipped otherwise) that
    names what memory, disk or hardware a model needs: its sizes are read, as memory."""
    return any(names_size_needs(line) and is_target_heading(line) for line in lines)


def size_need_sections(layout: Layout) -> list[tuple[int, int]]:
    """The (start, end) of each section under a heading ``names_size_needs``, up to the next
    heading of its level or above."""
    out: list[tuple[int, int]] = []
    heads = layout.headings
    for i, (span, level) in enumerate(heads):
        heading = layout.text[span.start : span.end]
        if not (names_size_needs(heading) and is_target_heading(heading, whole_section=True)):
            continue
        end = next((s.start for s, lv in heads[i + 1 :] if lv <= level), len(layout.text))
        if not out or span.end >= out[-1][1]:
            out.append((span.end, end))
    return out
