"""A setup word written inside a table cell that holds a figure is that figure's alone.

Reading rules §2: the nearest enclosing unit decides first. A table row's setup columns (a
header naming the card, the GPUs, the engine, the precision, the method or the load) and its
first cell (the row's label) describe every figure of the row; but "95 tok/s (2 GPUs)" or
"单GPU可达200 token/s" in one cell, or "7000 tok/s (FP8)" in another, states the setup of that
cell's figure only, as a clause does within its sentence: the row's other figures do not take
it. A cell under a header that names a measure ("| Prefill (tok/s) |") is a figure's cell even
where it holds no figure the reader keeps ("OOM on 1x").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from watcher.claims.document import _Figure, _Local, _Span
from watcher.claims.headers import _header_unit

# a number and a rate's or a time's unit after it ("200+ token/s", "50 ms"): a figure written
# in the cell even where the reader keeps none of it (a card's "778G" or "16GB RAM" is a spec)
_WRITTEN_FIGURE = re.compile(
    r"(?<![A-Za-z0-9_.,])\d[\d.,]*\+?[ \t]?"
    r"(?:tok(?:en)?s?[ \t]?/[ \t]?s(?:ec)?|t/s|tps|ms|毫秒)(?![A-Za-z])",
    re.IGNORECASE,
)
# a header naming a setup, not a measure: "Device", "GPU", "Framework", "Precision", "Settings"
_SETUP_NAMED = re.compile(
    r"(?<![a-z])(?:devices?|gpus?|hardware|cards?|accelerators?|chips?|machines?|hosts?|mac"
    r"|engines?|frameworks?|backends?|runtimes?|servers?|precisions?|quant\w*|dtype|formats?"
    r"|modes?|methods?|settings?|config\w*|setups?|variants?|models?)(?![a-z])"
    r"|设备|硬件|显卡|框架|引擎|后端|精度|量化|模式|方法|配置|模型",
    re.IGNORECASE,
)


# a header naming a measure without its unit: "Throughput", "GPU memory", "推理速度"
_MEASURE_NAMED = re.compile(
    r"(?<![a-z])(?:throughput|latency|speed|memory|vram|ttft|tpot|itl|tok(?:en)?s?/s|t/s|tps"
    r"|performance|perf)(?![a-z])|速度|吞吐|延迟|延遲|时延|显存|内存|性能",
    re.IGNORECASE,
)


def names_measure(header: str) -> bool:
    """True for a header naming a figure's measure, with its unit or without one."""
    return _header_unit(header) is not None or _MEASURE_NAMED.search(header) is not None


@dataclass(frozen=True)
class ColumnRoles:
    """What a table's header says of each column, decided once per table."""

    row_wide: frozenset[int]  # the label column, setting columns, columns headed as a setup
    measured: frozenset[int]  # columns whose header names a measure


def column_roles(headers: list[str], settings: set[int]) -> ColumnRoles:
    """The columns whose cells describe the whole row (the first, a setting column, one whose
    header names a setup and no measure: "| Device |", "| Framework |") and those whose header
    names a measure."""
    measured = frozenset(j for j, h in enumerate(headers) if names_measure(h))
    named = (j for j, h in enumerate(headers) if j not in measured and _SETUP_NAMED.search(h))
    return ColumnRoles(frozenset({0, *settings, *named}), measured)


def figure_cells(
    cells: list[str], offsets: list[int], row_end: int, roles: ColumnRoles, held: set[int]
) -> dict[int, _Span]:
    """Column -> span of each cell of a row that is a figure's own: one holding a figure the
    row yields (``held``), one writing a rate or a time, or one under a header naming a
    measure; never a column ``roles`` gives the whole row."""
    out: dict[int, _Span] = {}
    for j, at in enumerate(offsets):
        if j in roles.row_wide:
            continue
        if not (
            j in held
            or (j < len(cells) and _WRITTEN_FIGURE.search(cells[j]) is not None)
            or j in roles.measured
        ):
            continue
        end = offsets[j + 1] - 1 if j + 1 < len(offsets) else row_end
        out[j] = _Span(at, max(at, end))
    return out


def scope_row(placed: Iterable[tuple[int, _Figure, _Local]], cells: dict[int, _Span]) -> None:
    """Give each figure of a row (``placed``: its column, figure and scope) the spans of the
    row's other figure cells, whose setup words are not its own. A multiple is left to read
    the whole row: "| 95 tok/s (FP8) | 1.6x |" is the ratio of that row's run (as its load
    is, ``rowsetup.share_row_load``)."""
    for i, fig, local in placed:
        if fig.kind != "speedup":
            local.foreign = tuple(span for j, span in cells.items() if j != i)


def in_other_cell(local: _Local, at: int) -> bool:
    """True when ``at`` lies in a cell of the figure's row that holds another figure."""
    return any(span.start <= at < span.end for span in local.foreign)
