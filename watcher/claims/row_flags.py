"""A flattened table's row that names its run's flags after a figure: they join its name.

Rows of a web table copied with single spaces share one sequence of text runs and figures
(``flat``). A row may add a few words its siblings lack, right after one of its figures,
naming how that run differed::

    Engine Context Peak Memory Prompt Rate (tokens/s) Eval Rate (tokens/s)
    llama.cpp 64K 716GB 25.58 4.36
    ik_llama.cpp 64K fa 686GB 43.44 2.05
    ik_llama.cpp 64K mla+CUDA fail fail fail

"fa" is no column: every other row's figures stand where this row's stand once it is taken
out. The flag words join the row's name ("ik_llama.cpp fa"), which names the run, so each
figure keeps its column (reading rules §2: a cell's scope is its row with its headers). Only
one such run of at most ``MAX_FLAG_WORDS`` words, after a figure and before another, and
only where the rest of the row is exactly the table's shape.
"""

from __future__ import annotations

Cells = list[tuple[str, list[str]]]
MAX_FLAG_WORDS = 3


def flagged_row(readings: list[Cells], want: tuple[str, ...]) -> Cells | None:
    """The row's reading of the kinds ``want`` once one flag run joins its name, or None."""
    if not want or want[0] != "T":
        return None
    for cells in readings:
        if len(cells) != len(want) + 1 or cells[0][0] != "T":
            continue
        for k in range(2, len(cells) - 1):
            kind, words = cells[k]
            if kind != "T" or len(words) > MAX_FLAG_WORDS:
                continue
            if cells[k - 1][0] != "F" or cells[k + 1][0] != "F":
                continue
            rest = cells[:k] + cells[k + 1 :]
            if tuple(c[0] for c in rest) == want:
                return [("T", cells[0][1] + words), *rest[1:]]
    return None
