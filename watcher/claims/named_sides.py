"""The earlier sides of a comparison whose unit only the last side writes, each side named.

"Q4_K_M 14.2 vs Q5_K_M 8.5 vs Q8_0 6.8 tok/s", "decodes 4.36 vs llama.cpp Vulkan 4.35 tok/s":
a comparison names each side's setup before its number and writes the unit once, after the
last number (reading rules §2: "A vs B" pairs give each side its own setup; §4: a unit may be
written once for several figures). The bare pair reader (``change_pairs.before_pair``) joins
"14.2 vs 8.5 tok/s" only where nothing stands between the "vs" and the figure; here one or two
names do. Each earlier side is read with the last side's unit and metric when it is a bare
number of the same order of magnitude, not part of a card's name, and not yet read.
Patterns hold only literals and bounded quantifiers; each side looks back a fixed reach.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired

_RATE_UNITS = frozenset({"tok/s"})
_MAX_SIDES = 4
_REACH = 64
# a short name: a format, an engine, a model tag ("Q5_K_M", "llama.cpp Vulkan", "vLLM"),
# none of them a number, a unit or a word of a setting
_NAME = (
    r"(?!(?:vs|versus|batch|bs|size|at|of|with|and|or|ms|s|sec|gb|gib|mb)[ \t])"
    r"[A-Za-z][\w.\-]{0,24}"
)
# a number that counts or versions a setting, not a figure: "batch 8", "version 12", "v2"
_SETTING_BEFORE = re.compile(
    r"(?<![a-z])(?:version|v|build|batch|bs|size|tp|pp|step|steps|layers?|threads?|run|n|no\.)"
    r"[ \t=:#]{0,2}$|#$",
    re.IGNORECASE,
)
# the bare number, "vs", one or two names, then the next side
_SIDE_BEFORE = re.compile(
    rf"(?<![\w.,/~≈+\-])(?P<n>{_NUM})[ \t]{{1,2}}(?:vs\.?|versus)[ \t]{{1,2}}"
    rf"{_NAME}(?:[ \t]{_NAME})?[ \t]{{1,2}}[~≈]?$",
    re.IGNORECASE,
)


def named_sides(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], fresh: Callable[[_Figure], bool]
) -> list[_Figure]:
    """The named earlier sides of each token rate of ``figures`` in ``seg`` (module doc);
    ``fresh`` says whether a side is new and stated (no question asks it) and takes it."""
    out: list[_Figure] = []
    for last in [f for f in figures if f.unit in _RATE_UNITS and f.vmin is None]:
        at = last.start
        for _ in range(_MAX_SIDES):
            m = _SIDE_BEFORE.search(text, max(seg.start, at - _REACH), at)
            if m is None:
                break
            n_at = m.start("n")
            value = _num(m.group("n"))
            in_card = any(
                h.start <= n_at < h.end for h in doc.near("hardware", n_at - 40, n_at + 1)
            )
            if in_card or _SETTING_BEFORE.search(text, max(seg.start, n_at - 12), n_at):
                break  # "RTX 3090 vs ...", "batch 8 vs ...": a name's or a setting's number
            side = _Figure(n_at, m.end("n"), value, None, None, last.unit, last.metric, last.kind)
            if not paired(last.value, value) or not fresh(side):
                break
            out.append(side)
            at = n_at
    return out
