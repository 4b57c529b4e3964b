"""A name right after a later figure, joined to it by "with", is that figure's own.

Reading rules §2: each figure takes its own setup, and details never leak from one figure
to another. In "we get 50 tok/s, 70 with EAGLE-3" or "vLLM reaches 50 tok/s, 70 tok/s with
FP8", EAGLE-3 and FP8 say how the 70 was run; they are not the 50's, though they stand in
its sentence. Such a name is set apart from every figure before the one it follows.

Unless the figures are one series joined by "and" whose setup is written once after it: "45
and 38 tok/s with EAGLE-3" states the unit once for both figures, and in "2.1x, 1.8x and 1.3x
with EAGLE-3" every member is a speedup, which is a speedup of a method, so "with EAGLE-3" is
the whole series' (a setup written once after a coordinated series applies to every member).
A member with a unit of its own before a later one ("50 tok/s and 70 tok/s with FP8", "50
tok/s, 70 with EAGLE-3") stays a contrast, and so does a slash pair ("41/95 tok/s with MTP"
is often without/with). ``series_tail`` tells the clause readers that a serial comma inside
such a series ("45, 40, and 38 tok/s on the H100") opens no clause of its own.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# the later figure, its unit (if any) and the word that gives it the name: "70 with ",
# "62 t/s using ", "63 tok/s with the ", "70 con ", "81 avec ", "81 mit "
NEXT_WITH = re.compile(
    r"[\d.,]{1,12}[ \t]{0,2}[^\s\d,;:()]{0,12}[ \t]{1,2}"
    r"(?:with|using|via|w/|con|avec|mit)[ \t]{1,2}(?:(?:the|el|la|le|dem|der)[ \t]{1,2})?$",
    re.IGNORECASE,
)

# the words between the first member of an "and" series and its last: bare numbers ("45, 40
# and " 38 tok/s) or multiples ("2.1x, 1.8x and " 1.3x), joined by commas, the last by "and"
_BARE_SERIES = re.compile(
    r"(?:[ \t]{0,2},[ \t]{0,2}\d[\d.,]{0,11}){0,8}[ \t]{0,2},?[ \t]{0,2}and[ \t]{1,2}"
)
_TIMES_SERIES = re.compile(
    r"(?:[ \t]{0,2},[ \t]{0,2}\d[\d.,]{0,11}[ \t]?[x×]){0,8}[ \t]{0,2},?[ \t]{0,2}and[ \t]{1,2}"
)
# the last member, its unit and the word that gives the series its setup: "38 tok/s with ",
# "1.3x on the ", "38 tok/s in "
_SERIES_TAIL = re.compile(
    r"[\d.,]{1,12}[ \t]{0,2}[^\s\d,;:()]{0,12}[ \t]{1,2}"
    r"(?:with|using|via|w/|on|in)[ \t]{1,2}(?:(?:the|an?)[ \t]{1,2})?$",
    re.IGNORECASE,
)
_BARE = re.compile(r"\d[\d.,]{0,11}")

# the longest "N unit with the " that NEXT_WITH can match
REACH = 12 + 2 + 12 + 2 + 5 + 2 + 3 + 2


def joined_figure(m: Mention, local: _Local, doc: _Doc) -> int:
    """Where the figure of the sentence that ``m`` is joined to by "with" starts ("70 with
    EAGLE-3": the 70), or -1. Asked once per name: it is the same for every figure before."""
    own = local.sentence or local.segment
    key = ((joined_figure, own.start), "joined to", m.start)
    joined = doc.flags.get(key)
    if not isinstance(joined, int):
        later = local.last_peer_in(own.start, m.start)
        joined = doc.flags[key] = (
            later
            if later is not None
            and m.start - later <= REACH
            and NEXT_WITH.fullmatch(doc.text, later, m.start) is not None
            else -1
        )
    return joined


def with_later_figure(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` stands after another figure of the sentence than ``fig`` and is
    joined to it by "with": that figure's, not ``fig``'s."""
    if local.sentence is None or m.start < fig.end or fig.role == "before":
        return False  # "from 12 to 16 tok/s with EAGLE": the pair's rule makes 12 plain
    joined = joined_figure(m, local, doc)
    return joined >= fig.end and not one_series(fig, joined, doc)


def series_tail(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` is named right after the last member of a series ``fig`` opens ("with",
    "using", "on", "in"): a serial comma before that member ("45, 40, and 38 tok/s with
    EAGLE-3", "61, 55, and 49 tok/s on the H100") opens no new clause."""
    if local.sentence is None or m.start < fig.end or fig.role == "before":
        return False
    last = local.last_peer_in(fig.end, m.start)
    return (
        last is not None
        and m.start - last <= REACH
        and _SERIES_TAIL.fullmatch(doc.text, last, m.start) is not None
        and one_series(fig, last, doc)
    )


def one_series(fig: _Figure, joined: int, doc: _Doc) -> bool:
    """True when ``fig`` and the figure at ``joined`` are members of one "and" series: bare
    numbers before the unit ("45 and 38 tok/s") or speedups ("2.1x and 1.3x")."""
    text = doc.text
    if _BARE.fullmatch(text, fig.start, fig.end):
        return _BARE_SERIES.fullmatch(text, fig.end, joined) is not None
    return fig.kind == "speedup" and _TIMES_SERIES.fullmatch(text, fig.end, joined) is not None
