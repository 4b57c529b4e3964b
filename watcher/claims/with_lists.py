"""A with / without pair written after a parallel pair of figures.

Writers give a plain run and a run with a drafting method as two figures and then say which
is which in one pair of state words before the method's name: "50 and 70 tok/s without and
with EAGLE-3", "95 / 41 tok/s with and without MTP", "70 and 50 tok/s, w/ and w/o EAGLE".
Each figure takes its own setup (reading rules §2), the member written "without" / "w/o" is
the plain run (``ar``, §2: negation counts) and modes are distinct names (§3), so the i-th
figure takes the i-th member's state. ``switch_pairs`` reads the same pair written before
its figures ("Without / with MTP: 41 / 95 tok/s"); this module reads it after them.

Read narrowly: exactly two figures and two state words, one on and one off, the pair right
after the figures (their unit and a few words naming no method between) and a drafting
method named right after the pair. "with and without quantization" names no method and
keeps the mode the sentence gives; a pair of another length never pairs.

Example: "vLLM reaches 50 and 70 tok/s without and with EAGLE-3" gives 50 ``ar`` and 70
``eagle``.

``labelled_switch`` reads the same two sides written as a pair of labels closed by a colon
before the figures, the off side the method negated or the plain run named: "(MTP / no
MTP): 95 / 41 tok/s", "no EAGLE vs EAGLE: 41 vs 95". ("MTP / baseline: 95 / 41" is not read:
"baseline" names no mode in the vocabulary.)
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention
from watcher.claims.patterns import PLAIN_MODE
from watcher.claims.switch_pairs import mark_switched

# "without and with", "with / without", "w/ and w/o", "with vs. without": two leading words
_PAIR = re.compile(
    r"(?P<a>without|with|w/o|w/(?![\w/]))[ \t]{1,2}(?:/|and|&|or|vs\.?|versus)[ \t]{1,2}"
    r"(?P<b>without|with|w/o|w/(?![\w/]))(?![\w\-])",
    re.IGNORECASE,
)
# between the figures and the pair: "tok/s ", ", respectively, ", " on H100 "
_TO_PAIR = re.compile(r"[^\n.;!?]{0,40}?[ \t(,]")
# between the pair and the method: " ", " the ", " a "
_TO_NAME = re.compile(r"[ \t]{1,2}(?:(?:the|an?)[ \t]{1,2})?", re.IGNORECASE)
_OFF = ("without", "w/o")
# a label negated by the word before it: "no MTP", "without EAGLE", "w/o Medusa"
_NEGATED = re.compile(r"(?<![\w/])(?:no|without|w/o)[ \t]{1,2}$", re.IGNORECASE)
_LABEL_SEP = re.compile(r"[ \t]{0,2}(?:/|vs\.?|versus)[ \t]{0,2}", re.IGNORECASE)
# between the second label and its figures: "): ", ": ", " = "
_LABEL_CLOSE = re.compile(r"[ \t]{0,2}[)\]]?[ \t]{0,2}[:=][ \t]{0,3}")


def trailing_switch(doc: _Doc, last_end: int, hi: int, count: int) -> list[Mention] | None:
    """The mode of each member of a with / without pair right after the figures ending at
    ``last_end`` and before ``hi``, that names its method: ``ar`` for the "without" member,
    the method for the "with" member; None when there is none or ``count`` is not two."""
    if count != 2:
        return None
    text = doc.text
    m = _PAIR.search(text, last_end, hi)
    if m is None or not _TO_PAIR.fullmatch(text, last_end, m.start()):
        return None
    if doc.near("mode", last_end, m.start()):
        return None  # a method named between the figures and the pair
    states = [m.group("a").lower(), m.group("b").lower()]
    on = [s not in _OFF for s in states]
    if on[0] == on[1]:
        return None
    after = doc.near("mode", m.end(), hi)
    if not after or after[0].name == PLAIN_MODE:
        return None
    method = after[0]
    if not _TO_NAME.fullmatch(text, m.end(), method.start):
        return None
    spans = [m.span("a"), m.span("b")]
    return mark_switched(doc, on, spans, method)


def labelled_switch(doc: _Doc, lo: int, first: int, count: int) -> list[Mention] | None:
    """The mode of each of two labels closed by a colon right before the figure at ``first``
    ("MTP / no MTP: 95 / 41"): ``ar`` for the negated or plain label, the method for the
    other; None unless exactly one of the two is off and ``count`` is two."""
    if count != 2:
        return None
    text = doc.text
    found = [n for n in doc.near("mode", lo, first) if n.end <= first]
    if len(found) < 2:
        return None
    a, b = found[-2], found[-1]
    if not _LABEL_SEP.fullmatch(text, a.end, _label_start(text, b, a.end)):
        return None
    if not _LABEL_CLOSE.fullmatch(text, b.end, first):
        return None
    spans = [(_label_start(text, n, lo), n.end) for n in (a, b)]
    on = [n.name != PLAIN_MODE and spans[i][0] == n.start for i, n in enumerate((a, b))]
    if on[0] == on[1]:
        return None
    method = a if on[0] else b
    return mark_switched(doc, on, spans, method)


def _label_start(text: str, name: Mention, lo: int) -> int:
    """Where a label begins: at its negating word ("no MTP"), else at the name."""
    neg = _NEGATED.search(text, max(lo, name.start - 10), name.start)
    return neg.start() if neg else name.start
