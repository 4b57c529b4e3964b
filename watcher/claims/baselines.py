"""A comparison's baseline figure written bare after the subject's rate.

"X reaches 50 tok/s, compared to ~30 with llama.cpp", "118 tok/s vs GGUF's 60", "2,000
tok/s, against 1,200 for vLLM", "1,600 tok/s while the GPU struggles to hit 100": the number
after the comparison borrows the unit and metric of the rate before it (reading rules §2: a
comparison names a baseline, and each side is a figure with its own setup; ``sides`` gives
the baseline its own words). The borrowed unit is believed only when the two numbers lie
within ``PAIR_SPREAD`` of each other, the bare number carries no unit, multiple or name of
its own, and nothing but words lies between the rate and the comparison.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from watcher.claims.document import _Figure, _Span
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.patterns import (
    MAX_FIGURES,
)

_APPROX = r"(?:(?:about|around|roughly|only|just|approximately|nearly|barely|~|≈)[ \t]{0,2})?"
_BARE_BASELINE = re.compile(
    r"(?<![a-z])(?:"
    # "vs GGUF's 60", "compared to ~30", "against 1,200", "relative to 40"
    r"(?:vs\.?|versus|compared[ \t]{1,2}(?:to|with)|against|relative[ \t]to)[ \t]{1,2}"
    r"(?:(?:the[ \t]{1,2})?[\w.\-]{2,24}['’]s[ \t]{1,2})?"
    # "while llama.cpp manages 30", "when the GPU struggles to hit 100": another subject's rate
    r"|(?:while|whereas|when)[ \t]{1,2}(?:[\w.\-']{1,24}[ \t]{1,2}){1,4}?"
    r"(?:(?:struggles?|manages?|tries|fails)[ \t]{1,2}to[ \t]{1,2})?"
    r"(?:manages?|hits?|hit|gets?|reach(?:es)?|does|delivers?|achieves?|produces?"
    r"|runs?[ \t]{1,2}at|tops?[ \t]{1,2}out[ \t]{1,2}at|gives?)[ \t]{1,2}"
    # a year is no baseline figure ("compared to 2024")
    rf"){_APPROX}(?:\*{{1,2}}|`)?(?!(?:19|20)\d\d(?![\d,]|\.\d))(?P<n>{_NUM})(?:\*{{1,2}}|`)?"
    # the number ends its clause or the words after it name whose run it was
    r"(?=[ \t]{0,2}(?:[,;:!?)\]\n]|[.](?!\d)|$|(?:for|with|on|in|at|using|before|previously"
    r"|without|under|by|from|last|earlier|and|or|when|while|baseline)(?![\w\-])))",
    re.IGNORECASE,
)
_REACH = 80  # characters from the rate's end to its baseline's number
_GAP = re.compile(r"[^\d.;!?\n]{0,80}")  # words only between the rate and the comparison


def bare_baselines(
    text: str, seg: _Span, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """The baseline figures written bare after a token rate of ``figures`` in ``seg``."""
    out: list[_Figure] = []
    for fig in sorted(figures, key=lambda f: f.start):
        if len(out) >= MAX_FIGURES:
            break
        if fig.unit != "tok/s" or fig.kind != "absolute" or fig.vmax is not None:
            continue
        stop = min(seg.end, fig.end + _REACH)
        m = _BARE_BASELINE.search(text, fig.end, stop)
        if m is None or not _GAP.fullmatch(text, fig.end, m.start()):
            continue
        start, end = m.start("n"), m.end("n")
        value = _num(m.group("n"))
        if covered(start) or not paired(fig.value, value):
            continue
        if any(f.start <= start < f.end for f in figures):
            continue
        out.append(
            replace(
                fig,
                start=start,
                end=end,
                value=value,
                vmin=None,
                vmax=None,
                role=None,
                label=None,
                stat=None,
            )
        )
    return out
