"""A negation with its method left out: the bare "without" after the plain run's figure.

Writers name a drafting method once, with its figure, and then give the plain run's figure
with the negation alone, the method it negates left for the reader to carry over (ellipsis):
"SGLang hits 210 tok/s with EAGLE-3 and 95 without.", "…, against 95 without", "210 tok/s
with EAGLE-3 (95 w/o)", "95 when disabled", "…, 95 sans", and the label written before the
figure in other languages ("ohne: 95", "不开: 95"). Reading rules §2: negation counts, so
the negated side of the pair is AR (``ar``). ``plain_sides`` reads the spelled-out pronoun
("95 without it", "95 with it off"); this module reads the negation left bare.

Bound tightly, since "without" is a common word: the negation ends its clause right after
the figure (a comma, a stop, a closing bracket, "and"/"but"), so "95 tok/s without
quantization" or "without batching" negate no method and keep the mode the sentence gives;
and a drafting method is named earlier in the figure's sentence, the one "without" stands
for. A figure whose own words name a method is that method's run and is not read here.

The method may also be left out of the plain run's sentence altogether and turned on in the
next one: "SGLang on H200 decodes at 95 tok/s. With EAGLE-3 enabled it reaches 210 tok/s."
The labelling decisions give such a baseline ``ar`` (eighth pass: "a user's usual speed set
against the speculative run they try"); read narrowly: the figure is the only one of its
sentence, which names no method; the next sentence of the same paragraph opens by turning a
method on ("With EAGLE-3 enabled", "Enabling MTP,", "Turning on the drafter") and gives a
token rate after it, naming no engine, card or precision the first sentence does not.
"""

from __future__ import annotations

import re
from collections import deque

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.foreign_preps import OFF_WORDS, WITHOUT_WORDS
from watcher.claims.numbers import _NUM
from watcher.claims.patterns import _TOKS_UNIT, PLAIN_MODE

# "and 95 without.", "(95 w/o)", "95 when disabled", "95 with it disabled", "95 sans", "95
# ohne": the negation right after the figure, closing its clause
_BARE_OFF = re.compile(
    rf"[ \t]{{1,2}}(?:without|w/o|{WITHOUT_WORDS}"
    # "95 une fois désactivé", "95 desactivado", "95 deaktiviert": off in other languages
    rf"|(?:(?:une[ \t]fois|quand|si|cuando|quando|wenn)[ \t]{{1,2}})?(?:{OFF_WORDS})"
    r"|(?:when|if|once)[ \t]{1,2}(?:(?:it[ \t]{1,2}is|it's)[ \t]{1,2})?"
    r"(?:disabled|off|turned[ \t]{1,2}off|switched[ \t]{1,2}off)"
    r"|with[ \t]{1,2}it[ \t]{1,2}(?:not[ \t]{1,2}(?:enabled|used)))"
    r"(?=[ \t]{0,2}(?:[.,;:)!?\n，。；）]|$|(?:and|but|while|vs\.?|versus)(?![a-z])))",
    re.IGNORECASE,
)
# the word that names what the bare negation later switches off: "with EAGLE-3", "using MTP"
_WITH = re.compile(
    r"(?<![^\W\d_])(?:with|w/|using|avec|mit|con|com|met|z|с|со|với)(?![^\W\d_]|/)", re.IGNORECASE
)
_ARTICLE = re.compile(r"[ \t]{0,2}(?:(?:the|an?|its)[ \t]{1,2})?", re.IGNORECASE)
_BACK_REACH = 160  # characters back from the figure to the method "without" stands for


# "…: 210 tok/s; without, 95 tok/s", "… 210 tok/s. Without, it gets 95": the bare negation
# written before the figure, set off by its comma or colon
_OFF_BEFORE = re.compile(
    r"(?:^|[,;:，；]|\.(?!\d))[ \t]{0,3}(?:(?:and|but|while)[ \t]{1,2})?"
    rf"(?:without|w/o|{WITHOUT_WORDS})"
    r"[ \t]{0,2}[,:：][ \t]{0,3}(?:(?:it|we)[ \t]{1,2}(?:gets?|reach(?:es)?|runs?|hits?|does"
    r"|drops[ \t]to|falls[ \t]to)[ \t]{1,2})?(?:about[ \t]|~|≈)?[ \t]{0,2}$",
    re.IGNORECASE,
)
_BEFORE_REACH = 40  # characters back from the figure to a bare negation set before it


def elided_off(mode: str | None, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when a bare negation right after the figure (or set off right before it)
    switches off the drafting method named before it: the figure is the plain run (module
    doc). Before the figure, the method may stand in the sentence before ("… 210 tok/s.
    Without, 95 tok/s.")."""
    if mode == PLAIN_MODE or local.sentence is None:
        return False
    if _BARE_OFF.match(doc.text, fig.end) is not None:
        return _names_method(max(local.sentence.start, fig.start - _BACK_REACH), fig.start, doc)
    at = max(local.sentence.start, fig.start - _BEFORE_REACH)
    off = _OFF_BEFORE.search(doc.text[at : fig.start])
    if off is None:
        return False
    hi = at + off.start()
    return _names_method(max(local.block.start, hi - _BACK_REACH), hi, doc)


def _names_method(lo: int, hi: int, doc: _Doc) -> bool:
    """True when a drafting method is named in ``lo``-``hi`` and, where "with" names
    something there, the last thing it names is that method."""
    named = [m for m in doc.near("mode", lo, hi) if m.name != PLAIN_MODE]
    if not named:
        return False
    # "EAGLE-3 gets 210 with CUDA graphs and 180 without": the bare negation stands for the
    # last thing "with" named, here no method
    last = deque(_WITH.finditer(doc.text, lo, hi), maxlen=1)
    if not last:
        return True
    article = _ARTICLE.match(doc.text, last[0].end())  # matches the empty string too
    at = article.end() if article is not None else last[0].end()
    return any(m.start == at for m in named)


# "With EAGLE-3 enabled", "Once MTP is on", "Enabling the draft model": a sentence that opens by
# turning a method on; the method's name follows this opener
_TURN_ON_OPEN = re.compile(
    r"(?:with|once|after|enabling|activating|adding|turning[ \t]on|switching[ \t]on)"
    r"[ \t]{1,2}(?:(?:the|an?)[ \t]{1,2})?",
    re.IGNORECASE,
)
# what follows a method after "with" or "once": it is switched on ("With EAGLE-3 enabled,")
_SWITCHED_ON = re.compile(
    r"[ \t]{0,2}(?:,|(?:is[ \t]{1,2})?(?:enabled|on|turned[ \t]on|switched[ \t]on|active|added))",
    re.IGNORECASE,
)
_RATE = re.compile(rf"(?<![\w.,]){_NUM}[ \t]{{0,2}}{_TOKS_UNIT}", re.IGNORECASE)
_SETUP_NAMES = ("engine", "hardware", "precision")
_GAP = re.compile(r"[ \t]{1,3}|[ \t]{0,2}\n[ \t]{0,2}")  # between two sentences of a paragraph


def turned_on_next(mode: str | None, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure, alone in a sentence naming no method, is followed by a sentence
    that opens by turning a method on and gives its token rate (module doc)."""
    sentence = local.sentence
    if mode is not None or sentence is None or fig.kind != "absolute" or fig.unit != "tok/s":
        return False
    if local.ordered_peers != (fig.start,) or doc.near("mode", sentence.start, sentence.end):
        return False
    gap = _GAP.match(doc.text, sentence.end)
    if gap is None or doc.sentences is None:
        return False
    nxt = doc.sentences.around(gap.end())
    if nxt.start != gap.end():
        return False
    opener = _TURN_ON_OPEN.match(doc.text, nxt.start, nxt.end)
    methods = doc.near("mode", nxt.start, nxt.end)
    if opener is None or not methods or methods[0].start != opener.end():
        return False
    method = methods[0]
    if method.name == PLAIN_MODE:
        return False
    with_word = doc.text[opener.start() : opener.start() + 4].lower() in ("with", "once", "afte")
    if with_word and not _SWITCHED_ON.match(doc.text, method.end, nxt.end):
        return False
    if _RATE.search(doc.text, method.end, nxt.end) is None:
        return False
    own = {(c, m.name) for c in _SETUP_NAMES for m in doc.near(c, sentence.start, sentence.end)}
    return all((c, m.name) in own for c in _SETUP_NAMES for m in doc.near(c, nxt.start, nxt.end))
