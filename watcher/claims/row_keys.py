"""Where a table cell without a unit may take one from: its column header, and its row label
unless that label is itself a quantity.

A row keyed by a setting written as a quantity ("8 GB" of cache, "24 GB" of memory) sweeps
that setting down the rows; the unit belongs to the key, not to the rates across the row
("   8 GB     17.6     17.5": decode speeds at an 8 GB cache ceiling). A label that names a
unit ("Memory (GB)", "VRAM GB") gives it to its cells (reading rules §4: a unit may sit only in
a header or a row's label).
"""

from __future__ import annotations

from watcher.claims.patterns import FIGURE


def unit_sources(header: str, row_label: str, first_column: bool) -> list[tuple[str, str]]:
    """The (text, label) pairs a unitless cell reads its unit from, in order."""
    if first_column or FIGURE.fullmatch(row_label.strip(" \t*_`")):
        return [(header, header)]
    return [(header, header), (row_label, row_label)]
