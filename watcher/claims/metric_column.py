"""A table row's metric named in a "Metric" column that is not the row's first cell.

Comparison tables often put what the row measures in a column of its own, after a column
naming the model, the run or the turn::

    | Model      | Metric | vLLM    | SGLang  |
    |------------|--------|---------|---------|
    | Llama-3-8B | TTFT   | 0.41 s  | 0.37 s  |
    | Llama-3-8B | TPOT   | 12.1    | 11.4    |

Reading rules §2: the table row, with its headers, is a figure's nearest unit, so the
row's figures are of the metric its "Metric" cell names, as they are when that cell is the
first one. The cell reader takes a row's metric words from its label; here the label is
the cell under the column headed "Metric" (or 指标, 指標, 지표, Metrik ...), when that cell
holds words and no figure. A row whose cells were shifted left (a merged cell dropped, so a
figure sits under "Metric") keeps its first cell as its label.
"""

from __future__ import annotations

import re

# the header of a column that names each row's metric
_METRIC_HEADER = re.compile(
    r"[ \t*_`]{0,4}(?:metrics?|measures?|measurement|kpis?|指标|指標|지표|metrik(?:en)?"
    r"|m[ée]triques?|m[ée]tricas?|метрик[аи]|показател[ьи])[ \t*_`:]{0,4}",
    re.IGNORECASE,
)
# a cell of words: no digit (a figure or a shifted value is not a metric's name), short
_WORDS_CELL = re.compile(r"[^\d|]{2,40}")


def metric_label(headers: list[str], cells: list[str], label: str) -> str:
    """The row's label for its figures' metric words: its "Metric" cell, else ``label``.

    ``label`` (the first cell) is kept in front, so words it names (a phase, a load) still
    count; only a column after the first is looked for, as the first is ``label`` already.
    """
    for i in range(1, min(len(headers), len(cells))):
        if _METRIC_HEADER.fullmatch(headers[i]):
            cell = cells[i].strip(" *_`")
            if _WORDS_CELL.fullmatch(cell):
                return f"{cell} {label}".strip()
            return label
    return label
