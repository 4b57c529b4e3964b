"""The rest of a keyed stats line: "wall_TPS  mean= 77.19  std= 2.17  min=74.89  max=79.88".

A benchmark script's summary prints one key (which names the metric and its unit) and then
its statistics as ``name= value`` pairs. LABELLING reads every figure of such a line as the
key's metric (lmdeploy's min/max/ave, the club-3090 summary's mean/min/max), and leaves the
spread's own measures out: a standard deviation or a CV is how far runs differ, no run's
figure. ``keyed`` reads the key's mean; this module reads the min, max and median after it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from watcher.claims.document import _Figure

# "min=74.89", "max = 79.88", "median=  75.1", "p50=73.0" after the mean on the same line;
# a value with its own unit ("max=2.1 s") or a percent is another quantity, never the key's
_SPREAD = re.compile(
    r"(?<![\w.])(?P<stat>min|max|median|p\d{2})[ \t]{0,2}=[ \t]{0,3}"
    # the next word is the next key ("max=") or nothing; a unit of its own ends the reading
    r"(?P<v>\d{1,9}(?:\.\d{1,6})?)(?![\d.,%])(?![ \t]{0,2}[A-Za-z%/][\w/%]*+(?![ \t]{0,2}=))",
    re.IGNORECASE,
)
_LIMIT = 6
"""At most this many statistics follow one mean (min, max, median and a few percentiles)."""


def spread_figures(chunk: str, after: int, base: int, fig: _Figure) -> list[_Figure]:
    """The min/max/median figures on ``chunk``'s line after offset ``after``, where a key's
    ``mean=`` figure ``fig`` ends; ``base`` is where ``chunk`` starts in the text."""
    if fig.stat is None or fig.stat.lower() not in ("mean", "avg", "average"):
        return []
    if "=" not in chunk[max(0, after - 40) : after]:
        return []  # "decode_TPS mean: 45": only the ``name= value`` summary shape
    stop = chunk.find("\n", after)
    line = chunk[after : stop if stop >= 0 else len(chunk)]
    out: list[_Figure] = []
    for m in _SPREAD.finditer(line):
        if len(out) >= _LIMIT:
            break
        start, end = base + after + m.start("v"), base + after + m.end("v")
        out.append(
            replace(
                fig,
                start=start,
                end=end,
                value=float(m.group("v")),
                vmin=None,
                vmax=None,
                stat=m.group("stat").lower(),
            )
        )
    return out
