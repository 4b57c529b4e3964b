"""A table that repeats the header of the table right above it reads as that table does.

A post often shows two tables of one measurement, the second under a remark or a question
about the first, and states the unit once, over the first::

    Average eval time (ms/token) by GPUs.

    GPU | 7B_q4_0 | 7B_f16
    A6000 | 9.61 | 23.23

    Why is the second run slower with two cards?

    GPU | 7B_q4_0 | 7B_f16
    3090 * 2 | 17.95 | 22.69

The second table repeats the first's header cell for cell: its columns are the first's, and
the caption that names their unit is its context too (reading rules §1: a table's context is
what stands directly above it; here that is the same header, stated once for both). Only the
caption's unit is lent (``headers._caption_unit`` reads the twin's caption after the table's
own caption and the lines under it), only to the next table, only when every header cell
repeats, and only within ``TWIN_REACH`` characters: a table much further down is another
part of the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from watcher.claims.document import _Span

if TYPE_CHECKING:
    from watcher.claims.units import _Table

TWIN_REACH = 1200
"""How far below the end of a table a table repeating its header may start."""
MIN_CELLS = 3


def _key(cells: list[str]) -> list[str]:
    return [" ".join(c.strip(" *_`").lower().split()) for c in cells]


def twin_caption(prev: _Table | None, start: int, header_cells: list[str]) -> _Span:
    """The caption of ``prev`` (or the one it took from its own twin) when the table starting
    at ``start`` with ``header_cells`` repeats its header; an empty span otherwise."""
    if prev is None or start - prev.end > TWIN_REACH or len(header_cells) < MIN_CELLS:
        return _Span(0, 0)
    if _key(header_cells) != _key(prev.header_cells):
        return _Span(0, 0)
    if prev.caption.end > prev.caption.start:
        return prev.caption
    return prev.twin
