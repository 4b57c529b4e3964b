"""A switch series (on / off, with / without) written before a parallel series of figures.

Writers give a method switched off and on in one slashed pair: "Speculative decoding off / on:
41 / 95 tok/s", "Without / with MTP: 41 / 95 tok/s", "EAGLE enabled / disabled: 95 / 41
tok/s", "w/o / w/ MTP: 41 / 95 tok/s". Each figure takes its own setup (reading rules §2),
the side switched off is the plain run (``ar``, §2: negation counts, "speculative decoding
disabled" is AR) and the side switched on runs the named method, so the i-th figure of a
series of as many members takes the i-th member's state. A switch series is read only right
next to its method's name and only when it holds both an on and an off member; a word that
merely begins with a switch word ("offload", "online") is no switch, and series of
different lengths never pair.

Example: "MTP off / on: 41 / 95 tok/s" gives 41 ``ar`` and 95 ``mtp``.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure
from watcher.claims.names import Mention
from watcher.claims.patterns import PLAIN_MODE

_STATE = r"(?:w/o|w/(?![\w/])|without|with|on|off|enabled?|disabled?)"
_SEP = r"[ \t]{0,2}(?:/|,|\||vs\.?|versus|and|or)[ \t]{0,2}"
# "off / on", "enabled/disabled", "w/o / w/", "without vs. with"
_SWITCHES = re.compile(
    rf"(?<![\w/\-])(?P<items>{_STATE}(?:{_SEP}{_STATE}){{1,5}})(?![\w\-])", re.IGNORECASE
)
_ON_WORDS = ("w/", "with", "on", "enable", "enabled")
_LEADS = ("w/", "w/o", "with", "without")  # words written before what they switch
# between the method and a series after it: "MTP off / on", "speculative decoding (on / off)",
# "EAGLE = on / off"
_NAME_THEN = re.compile(r"[ \t]{0,2}(?:decoding[ \t]{1,2})?[(\[:=]?[ \t]{0,2}", re.IGNORECASE)
# between a series and the method after it: "without / with MTP", "w/o / w/ the draft model"
_THEN_NAME = re.compile(r"[ \t]{1,2}(?:(?:the|an?)[ \t]{1,2})?", re.IGNORECASE)
# between the switch and its figures: "): ", " = ", " gives ", a short clause without digits
# a series closed right after it: "with / without:", "(on / off)", "w/ / w/o ="
_CLOSED = re.compile(r"[ \t]{0,2}[)\]:=]")
_TO_FIGURES = re.compile(r"[^\d\n.;!?]{0,40}")
_SWITCH = "switch-member"  # marks a mention read from a switch series in ``_Doc.flags``


def switched_modes(doc: _Doc, lo: int, first: int, count: int) -> list[Mention] | None:
    """The mode of each member of the nearest switch series in [lo, first) that names its
    method and has ``count`` members, on and off both among them: ``ar`` for an off member,
    the method for an on member; None when there is no such series."""
    text = doc.text
    found = list(_SWITCHES.finditer(text, lo, first))
    if not found:
        return None
    m = found[-1]
    states = [s.lower() for s in re.findall(_STATE, m.group("items"), re.IGNORECASE)]
    if len(states) != count:
        return None
    on = [s in _ON_WORDS for s in states]
    if all(on) or not any(on):
        return None
    leading = {s in _LEADS for s in states}
    if len(leading) != 1:
        return None  # "with / off": no one way of writing the switch
    method = _method(doc, lo, m.start(), m.end(), first, leading.pop())
    if method is None:
        return None
    end = max(m.end(), method.end)
    if not _TO_FIGURES.fullmatch(text, end, first):
        return None
    if any(x.start >= end for x in doc.near("mode", end, first)):
        return None  # another method between the switch and its figures
    return mark_switched(doc, on, _spans(m), method)


def mark_switched(
    doc: _Doc, on: list[bool], spans: list[tuple[int, int]], method: Mention
) -> list[Mention]:
    """A mode mention at each state word of a switch series: ``method`` where it is on,
    ``ar`` where it is off; marked so the member's own state wins (``switch_given``)."""
    out = []
    for state, (s_start, s_end) in zip(on, spans, strict=True):
        name = method.name if state else PLAIN_MODE
        said = Mention("mode", name, s_start, s_end)
        # the mode is read here, from the switch; the words around it negate nothing
        doc.flags[(("negated", said.end), said.category, said.start)] = False
        doc.flags[(_SWITCH, said.category, said.start)] = said
        out.append(said)
    return out


def _method(doc: _Doc, lo: int, start: int, end: int, first: int, leads: bool) -> Mention | None:
    """The drafting method named right before a series of states ("MTP off / on") or right
    after the series ("enabled / disabled EAGLE", "without / with MTP"). Words that lead
    their object take the name before them only when nothing follows them ("MTP with /
    without: 95 / 41"): "EAGLE with and without CUDA graphs" switches the graphs, not EAGLE."""
    text = doc.text
    if leads and not _CLOSED.match(text, end):
        before = []  # "EAGLE with and without CUDA graphs": the words' object is switched
    else:
        before = [n for n in doc.near("mode", lo, start) if n.end <= start]
    if (
        before
        and before[-1].name != PLAIN_MODE
        and _NAME_THEN.fullmatch(text, before[-1].end, start)
    ):
        return before[-1]
    after = doc.near("mode", end, first)
    if after and after[0].name != PLAIN_MODE and _THEN_NAME.fullmatch(text, end, after[0].start):
        return after[0]
    return None


def _spans(m: re.Match[str]) -> list[tuple[int, int]]:
    """Where each state word of the series stands."""
    base = m.start("items")
    return [
        (base + s.start(), base + s.end())
        for s in re.finditer(_STATE, m.group("items"), re.IGNORECASE)
    ]


def switch_given(fig: _Figure, doc: _Doc) -> str | None:
    """The mode a switch series gave ``fig`` (``switched_modes``), else None: the member's
    own state wins over labels read later around the figure ("on: 41" of "off / on: 41")."""
    m = fig.names.get("mode")
    if m is None or doc.flags.get((_SWITCH, m.category, m.start)) is not m:
        return None
    return m.name
