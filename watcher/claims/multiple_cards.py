"""A multiple's card: its own, never the one another figure's line names.

Reading rules §2: each figure takes its own setup, details never leak from the line before
into the next bullet, and a multiple compares two runs. "✅ One B200 serves 10,613 tok/s" then
"✅ speculative decoding triples throughput": the card is the first line's run's; the
multiple, alone in a sentence of a later line that names no card, says nothing of where its
two runs were measured. A sentence that points back at the one before ("That is a 1.7x
speedup", "This represents 1.9x") is that run's comparison and takes its card; so does a
multiple beside a rate of its own sentence ("reaches 73 t/s (1.76x)"), which reads as the
rate does. A card stated apart from any figure (an intro line, a setup bullet, a heading)
still sets it up.
"""

from __future__ import annotations

import re

from watcher.claims.clauses import _closes_earlier
from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.models import SPEEDUP
from watcher.claims.names import Mention
from watcher.claims.naming import _enumerated
from watcher.claims.patterns import FIGURE
from watcher.claims.quant_support import supported_only
from watcher.claims.topic_lists import topic_here
from watcher.claims.untried import untried

# "That is", "That's", "This represents", "Which means", "It is", "Soit", "Das ist", "Es
# decir", "Это", "这相当于", "即", "これは": a sentence opening on a word that points back at
# the sentence before it (a demonstrative, or "i.e." in the text's language)
_POINTS_BACK = re.compile(
    r"[\s*_>\-•]*(?:(?:that|this|these|which|it|soit|cela|ce|ça|das|dies\w{0,3}|also"
    r"|esto|eso|es[ \t]decir|o[ \t]sea|isso|isto|ou[ \t]seja|это|то[ \t]есть|т\.[ \t]?е\.)"
    r"(?![^\W\d_])|这|此|即|相当于|これ|それ|이는|이것은|즉)",
    re.IGNORECASE,
)


def others_card(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` is a card named in another figure's sentence or row on a line before
    the multiple ``fig``'s own sentence, which holds no other figure and does not point back
    at the sentence before: the card is that other figure's setup, not the multiple's."""
    own = local.sentence
    return (
        fig.metric == SPEEDUP
        and own is not None
        and not own.start <= m.start < own.end
        and m not in doc.context["hardware"]
        and all(p == fig.start for p in local.peers)
        and doc.text.find("\n", m.end, own.start) >= 0
        and not _POINTS_BACK.match(doc.text, own.start)
    )


def in_other_setup(m: Mention, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` (a method or a precision) lies in an earlier sentence that holds a
    figure of its own and names another engine or another card than the figure's sentence
    names: "SGLang reaches 120 tok/s on H200 with EAGLE-3. vLLM reaches 80 tok/s on H100."
    Two sentences about two setups give two claims; details never leak (reading rules §2).
    A sentence naming no engine or card of its own ("With EAGLE-3 it reaches ...") or the
    same ones still reads the paragraph before it."""
    own = local.sentence
    if own is None or doc.sentences is None or own.start <= m.start < own.end:
        return False
    theirs = doc.sentences.around(m.start)
    cut = _Span(theirs.start, min(theirs.end, own.start))
    # the verdict depends on ``own`` only through what it names (the cut ends by its start):
    # every later figure's sentence naming the same asks it once
    mine = (_names("engine", own, doc), _names("hardware", own, doc))
    verdicts = _verdicts(doc)
    known = verdicts.get((cut.start, cut.end, mine))
    if known is None:
        known = verdicts[(cut.start, cut.end, mine)] = _sets_up_another(cut, own, doc)
    return known


def _verdicts(doc: _Doc) -> dict[tuple[int, int, tuple[frozenset[str], ...]], bool]:
    """``_sets_up_another``'s verdicts per (sentence, cut at, the own sentence's names)."""
    verdicts = doc.flags.setdefault((methods_kept, "verdicts", -1), {})
    assert isinstance(verdicts, dict)
    return verdicts


def _sets_up_another(theirs: _Span, own: _Span, doc: _Doc) -> bool:
    """True when the sentence ``theirs``, before ``own``, holds a figure and names another
    engine or another card than ``own`` names."""
    if theirs.end > own.start or not _holds_figure(theirs, doc):
        return False
    return names_apart(theirs, own, doc)


def names_apart(theirs: _Span, own: _Span, doc: _Doc) -> bool:
    """True when ``own`` names an engine (or a card) and ``theirs`` names only other ones:
    the two spans describe two setups."""
    for category in ("engine", "hardware"):
        mine, other = _names(category, own, doc), _names(category, theirs, doc)
        if mine and other and not mine & other:
            return True
    return False


def _holds_figure(span: _Span, doc: _Doc) -> bool:
    """True when ``span`` holds a figure; asked once per sentence (every figure of a long
    paragraph asks about every sentence before it)."""
    key = (("holds figure", span.end), "sentence", span.start)
    if key not in doc.flags:
        doc.flags[key] = FIGURE.search(doc.text, span.start, span.end) is not None
    return bool(doc.flags[key])


def _names(category: str, span: _Span, doc: _Doc) -> frozenset[str]:
    """The names of ``category`` mentioned in ``span``, read once per span."""
    key = (("names", span.end), category, span.start)
    known = doc.flags.get(key)
    if not isinstance(known, frozenset):
        known = doc.flags[key] = frozenset(x.name for x in doc.near(category, span.start, span.end))
    return known


def other_setup_end(lo: int, local: _Local, doc: _Doc) -> int:
    """Where the last sentence in [lo, the figure's sentence) about another setup ends (see
    ``in_other_setup``), or ``lo``: what the paragraph states before it is not this figure's."""
    own = local.sentence
    if own is None or doc.sentences is None:
        return lo
    at = own.start
    for _ in range(_SENTENCES_BACK):
        if at <= lo:
            break
        theirs = doc.sentences.around(at - 1)
        if theirs.start >= at:
            break
        theirs = _Span(theirs.start, min(theirs.end, at))  # cut where the figure's starts
        if _sets_up_another(theirs, own, doc):
            return max(lo, theirs.end)
        at = theirs.start
    return lo


_SENTENCES_BACK = 8  # how many sentences before the figure's are asked about


def mode_apart(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True for a method named earlier in the paragraph that sets up no later figure: one
    enumerated or not tried, or another setup's (in another sentence, or in an earlier
    clause of this one that a conjunction closes on another engine)."""
    return (
        doc.once(_enumerated_here, m)
        or doc.once(untried, m)
        or doc.once(topic_here, m)  # "Quantization, Speculative Decoding & Benchmarks"
        or in_other_setup(m, local, doc)
        or _closes_earlier(m, fig, local, doc)
    )


def _enumerated_here(m: Mention, doc: _Doc) -> bool:
    """``_enumerated(m, doc.text)``, asked once per name (every later figure asks again)."""
    return _enumerated(m, doc.text)


def precision_apart(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True for a precision named earlier in the paragraph that sets up no later figure: one
    only supported ("serves AWQ/GPTQ models too"), or another setup's (see ``mode_apart``)."""
    return (
        doc.once(supported_only, m)
        or in_other_setup(m, local, doc)
        or _closes_earlier(m, fig, local, doc)
    )


def methods_kept(items: list[Mention], local: _Local, doc: _Doc) -> list[Mention]:
    """``items``, methods named before the figure's sentence, less those ``mode_apart`` sets
    aside (enumerated, not tried, or in another setup's sentence), in one pass: a family
    word's figure weighs every method its paragraph names, and a paragraph of hundreds of
    figures must not ask each question again for each (the answers are cached per text, and
    per sentence within the pass)."""
    key = (methods_kept, "mode", -1)
    apart = doc.flags.get(key)
    if not isinstance(apart, frozenset):
        named = doc.index["mode"].items
        apart = frozenset(
            m.start
            for m in named
            if _enumerated_here(m, doc) or untried(m, doc) or doc.once(topic_here, m)
        )
        doc.flags[key] = apart
    own, sentences = local.sentence, doc.sentences
    if (
        own is None
        or sentences is None
        or not (_names("engine", own, doc) or _names("hardware", own, doc))
    ):
        return [m for m in items if m.start not in apart]  # nothing for another setup to part
    verdicts = _verdicts(doc)
    mine = (_names("engine", own, doc), _names("hardware", own, doc))
    kept: list[Mention] = []
    span, other = _Span(0, 0), False
    for m in items:
        if m.start in apart:
            continue
        if not span.start <= m.start < span.end and not own.start <= m.start < own.end:
            span = sentences.around(m.start)
            theirs = _Span(span.start, min(span.end, own.start))
            known = verdicts.get((theirs.start, theirs.end, mine))  # the same for each figure
            if known is None:  # whose sentence names the same engines and cards
                known = verdicts[(theirs.start, theirs.end, mine)] = _sets_up_another(
                    theirs, own, doc
                )
            other = bool(known)
        if not (other and span.start <= m.start < span.end):
            kept.append(m)
    return kept
