"""Figures whose form is spelled by the words around their numbers: a range written "between
42 and 15 TPS" or "from 202 up to 211 tok/s" ("de 202 a 211", "von 202 bis 211"), a
multiple written before its number ("a speedup of up to x2.4"), and the
spread of a figure (a standard deviation, a min/max beside a mean), which describes and does
not claim (reading rules §4)."""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.filters import X_BEFORE
from watcher.claims.metric import _unit_figure
from watcher.claims.metric_words import _SPEEDUP
from watcher.claims.models import SPEEDUP
from watcher.claims.multiples import counts_cards
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import (
    _MEAN_KEY,
    _MINMAX_BEFORE,
    _SPREAD_BEFORE,
    _UNITS,
    _UNITS_UNNAMED,
    BETWEEN,
    CHANGE_VERB_EU,
    LINE_REACH,
    MAX_FIGURES,
)

# "from 202 up to 211 tok/s", "de 202 a 211 tok/s", "desde 2x hasta 3x", "da 40 a 55",
# "von 202 bis 211", "от 40 до 55": a range's two ends after its "from" (English "from A to B"
# is read as a change elsewhere; "up to" marks the range's top)
FROM_RANGE = re.compile(
    r"(?<![^\W\d_])(?:from|de|desde|da|dal|von|от)[ \t]{1,2}(?:[~≈][ \t]?)?"
    # (the joiner looked for first: a "from" without one costs no unit alternation)
    r"(?=[^\n]{1,40}?[ \t](?:up[ \t]to|a|al|hasta|até|bis|à|jusqu'à|до)[ \t])"
    rf"(?P<lo>{_NUM})(?:[ \t]{{0,2}}(?:{_UNITS_UNNAMED}))?[ \t]{{1,2}}"
    r"(?:up[ \t]to|a|al|hasta|até|bis(?:[ \t]zu)?|à|jusqu'à|до)(?![^\W\d_])"
    rf"[ \t]{{1,2}}(?:[~≈][ \t]?)?(?P<hi>{_NUM})\+?[ \t]{{0,2}}(?:{_UNITS})(?![A-Za-z0-9_])",
    re.IGNORECASE,
)
# "went from 202 up to 211", "pasó de 202 a 211", "un aumento de 202 a 211": a change's two
# sides, not a range (its words of change stand right before the "from")
_CHANGED = re.compile(
    r"(?<![^\W\d_])(?:went|goes|going|gone|rose|rises|risen|rising|grew|grows|grown|jumped"
    r"|jumps|climbed|climbs|increased?|increases|improved?|improves|improvements?|dropped|drops"
    r"|fell|falls|boost(?:ed|s)?|bumped|moved|sped|up|down|raised|pushed|brought|gains?"
    r"|aumento|incremento|mejora|subida|bajada|caída|salto|melhoria|hausse|baisse|Anstieg"
    r"|Steigerung|рост)[ \t]{1,2}(?:[^\W\d_]{1,12}[ \t]{1,2})?"
    r"(?:from|de|desde|da|dal|von|от)[ \t]{1,2}(?:[~≈][ \t]?)?$"
    + "|"
    + CHANGE_VERB_EU
    + r"(?:[~≈][ \t]?)?$",
    re.IGNORECASE,
)
# a range's joiner after its "from": a chunk without one is not scanned for such ranges
_JOINER = re.compile(r"[ \t](?:up[ \t]to|a|al|hasta|até|bis|à|jusqu'à|до)[ \t]", re.IGNORECASE)
_CHANGE_REACH = 40  # characters back from a range's first number to its words of change


def between_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Ranges written "between 42 and 15 TPS" or "from 202 up to 211 tok/s": both ends, in
    whichever order they come."""
    out: list[_Figure] = []
    ranges = FROM_RANGE.finditer(chunk) if _JOINER.search(chunk) else ()
    for m in (*BETWEEN.finditer(chunk), *ranges):
        if len(out) >= MAX_FIGURES:
            break
        start, end = seg.start + m.start("lo"), seg.start + m.end()
        if m.re is FROM_RANGE and _CHANGED.search(
            text, max(seg.start, start - _CHANGE_REACH), start
        ):
            continue
        got = _unit_figure(m.groupdict(), text, start, end, seg, doc)
        if got is None:
            continue
        metric, unit, kind = got
        a, b = sorted((_num(m.group("lo")), _num(m.group("hi"))))
        out.append(_Figure(start, end, round((a + b) / 2, 6), a, b, unit, metric, kind))
    return out


def x_before_figures(
    text: str, chunk: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """Multiples written before their number ("a speedup of up to x2.4") beside a speedup
    word; "RTX 3090 x2" counts cards."""
    out: list[_Figure] = []
    for m in X_BEFORE.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        x_at = seg.start + m.start()
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        if covered(start) or counts_cards(text, x_at, end, doc):
            continue  # "RTX 3090 x2", "x32 AMD MI300X GPUs": a count of cards
        window = text[max(seg.start, x_at - 40) : min(seg.end, end + 40)]
        if _SPEEDUP.search(window):
            out.append(
                _Figure(start, end, _num(m.group("lo")), None, None, "x", SPEEDUP, "speedup")
            )
    return out


def is_spread(text: str, start: int, seg: _Span) -> bool:
    """True for a standard deviation, or a min/max beside a mean: they describe, not claim."""
    before = text[max(seg.start, start - 32) : start]
    if _SPREAD_BEFORE.search(before):
        return True
    if _MINMAX_BEFORE.search(before):
        reach = max(seg.start, start - LINE_REACH)
        line_start = text.rfind("\n", reach, start) + 1 or reach
        return bool(_MEAN_KEY.search(text, max(line_start, seg.start), start))
    return False
