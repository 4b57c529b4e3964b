"""One figure written twice in one place: the same measurement restated in brackets.

"63GB (roughly 64GB)", "40 GB (about 37 GiB)", "1.5k tok/s (1,500 tokens/s)": a bracket
that holds only another spelling, rounding or unit of the figure right before it restates
that figure; a reader records it once (reading rules §4, one figure per measurement). A
bracket that says more ("(was 40)", "(48 with MTP)") or holds a clearly different value is
another figure and stays.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Figure

# the opening of a bracket that restates: "(", "(~", "(roughly ", "（約", "(ほぼ", "(i.e. "
_OPENS = re.compile(
    r"[ \t]{0,2}[(（][ \t]{0,2}(?:(?:[~≈约約]|ほぼ|大约|approx\.|approximately|about|around"
    r"|roughly|nearly|almost|ca\.|i\.e\.,?|or|=)[ \t]{0,2})?",
    re.IGNORECASE,
)
_CLOSES = re.compile(r"[ \t]{0,2}[)）]")
# the most two spellings of one measurement differ by: rounding, GB against GiB (7.4%)
_CLOSE_ENOUGH = 0.9


def _same_measurement(a: _Figure, b: _Figure) -> bool:
    if (a.metric, a.kind) != (b.metric, b.kind) or a.vmax is not None or b.vmax is not None:
        return False
    low, high = sorted((a.value, b.value))
    return high > 0 and low / high >= _CLOSE_ENOUGH


def without_restated(text: str, figures: list[_Figure]) -> list[_Figure]:
    """``figures`` (in order) less each one that only restates the figure before it in
    brackets ("63GB (roughly 64GB)")."""
    out: list[_Figure] = []
    for fig in figures:
        last = out[-1] if out else None
        if (
            last is not None
            and 0 <= fig.start - last.end <= 24
            and _OPENS.fullmatch(text, last.end, fig.start) is not None
            and _CLOSES.match(text, fig.end) is not None
            and _same_measurement(last, fig)
        ):
            continue
        out.append(fig)
    return out
