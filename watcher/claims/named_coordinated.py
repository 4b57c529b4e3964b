"""Further figures coordinated with a named figure that has no unit, each with its own setup:
"the speedup is 2.1 on A100 and 2.6 on H100", "TTFT was 180 on vLLM, 140 on SGLang and 120
on TGI".

Reading rules §4 (a unit, or here the metric word, may be written once for several figures) and
§2 (each figure takes the setup of its own clause); LABELLING's eighteenth pass, class 4: the
metric word in the figure's scope suffices. ``named_values`` reads the first figure; this module
reads the numbers that repeat its shape. Token rates are left to ``coordinated``, which reads a
rate's coordinated clauses whatever their shape.

Grammar bounds it, not words: the named figure is followed by a setup phrase (a preposition —
"on", "with", "for", "in", "using", "under", "at", "via" — and a short name that starts with a
letter, perhaps after "the" or a count: "on A100", "with the new kernel", "on 8 H100s"); each
further clause is joined by a comma or "and"/"vs"/"while"/"but", holds one number and then the
*same* preposition with its own name, or one of its kind: the moments of one run ("230 at
first and 170 after warm-up", "before the patch ... after it") and "with"/"without" pair up. A
number followed by anything else ("and 2 GPUs on H100", "and 2.1 GB on disk") ends the chain; so
does one more than ``_SPREAD`` times off the first (a year, a count) — ``_TIME_SPREAD`` for a
named time, whose runs on two engines may lie far apart ("TTFT was 23 with ExLlamaV2 and 366 with
vLLM") — and the chain holds at most ``MAX_CLAUSES`` clauses. ``chain`` finds the numbers first,
so that the named figure and its chain take one unit decision (``named_values``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from watcher.claims.document import _Figure, _Span
from watcher.claims.numbers import _num

_SPREAD = 10.0  # coordinated runs of one quantity stay within this factor of the first
_TIME_SPREAD = 40.0  # a named time's runs on other setups: engines differ more than rates do
MAX_CLAUSES = 6
# a setup's short name: a word that starts with a letter, after "the" or a count, and up to two
# more words that are no joiner ("RTX 4090", "H100 SXM", "the old kernel")
_NAME = (
    r"(?:(?:the|an?|one|two|four|eight)[ \t]{1,2}|\d{1,3}[x×]?[ \t]{1,2})?[A-Za-z][\w.+\-/]*"
    r"(?:[ \t](?!(?:and|or|vs|versus|while|but)(?![\w.]))[A-Za-z0-9][\w.+\-/]*){0,2}"
)
_PREP = r"(?:on|with|without|for|in|using|under|at|via|after|before|during)"
# prepositions of one kind: the moments of a run, or a feature present and absent
_KIND = {"after": "at", "before": "at", "during": "at", "without": "with"}
# the named figure's own setup phrase, right after its number
_OWN = re.compile(r"[ \t]{1,2}(?P<prep>" + _PREP + r")[ \t]{1,2}" + _NAME, re.IGNORECASE)
_APPROX = r"(?:(?:about|around|roughly|only|just|nearly)[ \t]{1,2}|[~≈][ \t]?)?"
_NUMBER = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,12})?|\d{1,9}(?:\.\d{1,20})?)(?![\d.,:/\-–~]\d|\d)"
# a further clause: a joiner, one number, and the same preposition (checked in code) with a name
_NEXT_CLAUSE = re.compile(
    r"(?:[ \t]{0,2},[ \t]{1,2}(?:and[ \t]{1,2})?|[ \t]{1,2}(?:and|vs\.?|versus|while|but)"
    r"[ \t]{1,2})"
    + _APPROX
    + r"(?P<n>"
    + _NUMBER
    + r")[ \t]{1,2}(?P<prep>"
    + _PREP
    + r")[ \t]{1,2}"
    + _NAME,
    re.IGNORECASE,
)


def chain(chunk: str, at: int, first: float, timed: bool) -> list[tuple[int, int, float]]:
    """The numbers coordinated with the named figure ``first`` whose number ends at ``at``:
    each one's start and end in ``chunk`` and its value (see above)."""
    out: list[tuple[int, int, float]] = []
    own = _OWN.match(chunk, at)
    if own is None:
        return out
    prep, at = own.group("prep").lower(), own.end()
    kind = _KIND.get(prep, prep)
    spread = _TIME_SPREAD if timed else _SPREAD
    while len(out) < MAX_CLAUSES:
        nxt = _NEXT_CLAUSE.match(chunk, at)
        if nxt is None:
            break
        nprep = nxt.group("prep").lower()
        if nprep != prep and _KIND.get(nprep, nprep) != kind:
            break
        value = _num(nxt.group("n").replace(",", ""))
        if value <= 0 or not first / spread <= value <= first * spread:
            break
        out.append((nxt.start("n"), nxt.end("n"), value))
        at = nxt.end()
    return out


def coordinated_named(
    seg: _Span, first: _Figure, links: list[tuple[int, int, float]]
) -> list[_Figure]:
    """The figures of ``links`` (``chain``'s) coordinated with ``first`` (``named_values``')."""
    if first.unit == "tok/s" or first.vmax is not None:
        return []  # a rate's clauses are ``coordinated``'s
    return [
        replace(first, start=seg.start + lo, end=seg.start + hi, value=value, vmin=None, vmax=None)
        for lo, hi, value in links
    ]
