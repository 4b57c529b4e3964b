"""Which mode a figure takes when its own words leave it open: a method a family word
describes, a cut-off entry's headings and title, a page title naming one method.

Reading rules §1 (the title and a heading directly above are context) and §3 (a method is
distinct from the family it belongs to), kept apart from ``setup`` so each question is one
small function over the document's mentions.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local, _plain_if_negated, baseline_in
from watcher.claims.names import Mention
from watcher.claims.naming import _enumerated, _in_list, _single
from watcher.claims.patterns import (
    PLAIN_MODE,
)

_FAMILY = "speculative"


_SHORT_NAME = re.compile(r"[ \t]{0,2}[(（][ \t]{0,2}")
# a family-word mention that is a separate draft model's ("draft model", "DFlash", "drafter")
_DRAFTER = re.compile(r"draft|dflash|drafter|草稿|ドラフト|드래프트", re.IGNORECASE)


def family_of(
    generic: Mention, own: list[Mention], local: _Local, doc: _Doc, at: int = -1
) -> Mention | None:
    """The one method a clause's family word describes: in "MTP is a speculative decoding
    feature that doubles speed", the method is MTP, and in "EAGLE-3 reaches 90 tok/s with
    speculative decoding" (the figure at ``at`` between them) EAGLE. A method of a list, or
    one with another figure between it and the family word (another run's), is not
    described; nor is any where the clause also names a separate draft model ("EAGLE-3 and
    a 1B draft model ... with speculative decoding"): the family word may be the drafter's."""
    methods = [m for m in own if m.name not in (_FAMILY, PLAIN_MODE)]
    if len({m.name for m in methods}) != 1:
        return None
    if any(
        x.name == _FAMILY and x.start != generic.start and _DRAFTER.search(doc.text, x.start, x.end)
        for x in own
    ):
        return None
    m = min(methods, key=lambda x: abs(x.start - generic.start))
    # "Multi-Token Prediction (MTP)": the short name in brackets restates the method named
    # before it, and is no item of an enumeration (reading rules §3: the distinct name)
    full = [
        x for x in methods if x.name == m.name and _SHORT_NAME.fullmatch(doc.text, x.end, m.start)
    ]
    m = full[-1] if full else m
    lo, hi = sorted((m.end, generic.start))
    peer = local.last_peer_in(lo, hi)
    if peer is not None and peer == at:
        # the figure itself between: "EAGLE-3 reaches 90 tok/s with speculative decoding",
        # when the method opens the figure's clause; one after another figure is that
        # figure's ("A tok/s with Medusa and B tok/s with speculative decoding")
        peer = local.last_peer_in(lo, at)
        if peer is None and m.start < at:
            peer = local.last_peer_in(0, m.start)
    if _enumerated(m, doc.text) or _in_list(m, own, doc) or peer is not None:
        return None
    return m


def above_or_titled(fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one mode the headings above the figure, else the title, name.

    A figure's sentence that names an engine the title does not ("On a SGLang setup, ..."
    under a title about vLLM) is another setup's run, and takes none of the title's method.
    """
    layout = doc.layout
    if layout is not None:
        level = 99
        for span, depth in layout.enclosing(fig.start):  # the sections over it, innermost first
            if depth >= level:
                continue
            level = depth
            named = heading_names("mode", span.start, span.end, doc)
            single = _single("mode", named, doc)
            if single is not None:
                return single
    own = local.sentence or local.segment
    titled = {m.name for m in doc.title_mentions["engine"]}
    if any(m.name not in titled for m in doc.near("engine", own.start, own.end)):
        return None
    return _single("mode", doc.title_mentions["mode"], doc, first=True)


def title_method(doc: _Doc) -> Mention | None:
    """The one method a page's title names, when the page leaves its figures' mode open.

    A page discussing several methods under a title naming one ("Eagle 2解码提速1.59倍" over
    a background paragraph on EAGLE and Medusa) measures the title's. A page that also names
    plain runs ("MTP" / "no MTP") leaves a figure that says neither undecided, and so does a
    title comparing two modes ("... vs normal decoding").
    """
    if any(m.name == PLAIN_MODE for m in doc.pools["mode"].items):
        return None
    titled = doc.title_mentions["mode"]
    if any(baseline_in(doc.title, m) for m in titled):
        return None
    return _single("mode", titled, doc, first=True)


def titled_method_of(found: Mention | None, doc: _Doc) -> Mention | None:
    """The title's method for the family word a figure's context names: "We modify
    speculative decoding, replacing the draft model with string matching" under a title
    "add prompt lookup decoding" is prompt lookup (a method is distinct from its family)."""
    if found is None or found.name != _FAMILY:
        return found
    titled = doc.title_mentions["mode"]
    if any(baseline_in(doc.title, m) for m in titled):
        return found
    method = _single("mode", [m for m in titled if m.name != _FAMILY], doc, first=True)
    return method if method is not None and method.name != PLAIN_MODE else found


def drafting_speedup(local: _Local, doc: _Doc) -> bool:
    """True when the figure's paragraph or the title names a drafting method (and no plain
    decoding beside it): its multiple is that method's over plain decoding, two decodings of
    one model, so a precision stated apart holds for both sides."""
    named = [*doc.near("mode", local.block.start, local.block.end), *doc.title_mentions["mode"]]
    return bool(named) and all(m.name != PLAIN_MODE for m in named)


# "plus two speculative decoding tests", "and 3 more EAGLE runs", "a few MTP configurations":
# a method counted out as some of the runs is theirs, not the setup of the page's others
_COUNT_BEFORE = re.compile(
    r"(?<![\w.])(?:\d{1,3}|one|two|three|four|five|six|a[ \t]few|several|some)[ \t]{1,2}"
    r"(?:(?:new|more|extra|additional|separate)[ \t]{1,2})?$",
    re.IGNORECASE,
)
_RUNS_AFTER = re.compile(
    r"(?:[ \t]{1,2}(?:decoding|sampling))?[ \t]{1,2}"
    r"(?:tests?|runs?|configurations?|configs?|benchmarks?|experiments?|trials?)(?![a-z])",
    re.IGNORECASE,
)


def counted_subset(m: Mention, text: str) -> bool:
    """True for a method named as a counted few of the runs ("plus two speculative decoding
    tests"): it sets up those runs, not the figures stated elsewhere on the page."""
    return bool(
        _RUNS_AFTER.match(text, m.end) and _COUNT_BEFORE.search(text, max(0, m.start - 24), m.start)
    )


def heading_names(category: str, start: int, end: int, doc: _Doc) -> list[Mention]:
    """The names a heading states for its section, less a comparison's baseline; a negated
    method is plain decoding ("### Without speculative decoding", "### MTP disabled")."""
    named = [m for m in doc.near(category, start, end) if not doc.is_baseline(m)]
    if category != "mode":
        return named
    return [p for p in (_plain_if_negated(m, doc) for m in named) if p is not None]


def captioned_method(found: Mention, fig: _Figure, local: _Local, doc: _Doc) -> Mention:
    """The method a table's caption, the headings above, else the title name, for a
    column or row label that names only the family ("w/ draft", "with spec"): under
    "EAGLE-3 results on H100", the "w/ draft" column is EAGLE's (reading rules §3: a method
    is distinct from its family). A caption naming several methods, or a separate draft
    model beside the method ("EAGLE-3 vs a 1B draft model"), leaves the family word."""
    if found.name != _FAMILY or local.header is None:
        return found
    spans = [(local.block.start, local.header.start)]
    if doc.layout is not None:
        spans += [(span.start, span.end) for span, _ in doc.layout.enclosing(fig.start)]
    for lo, hi in spans:
        if hi <= lo:
            continue
        if any(
            m.name == _FAMILY and _DRAFTER.search(doc.text, m.start, m.end)
            for m in doc.near("mode", lo, hi)
        ):
            return found  # "EAGLE-3 vs a 1B draft model": the column may be the drafter's
        named = heading_names("mode", lo, hi, doc)
        methods = [m for m in named if m.name not in (_FAMILY, PLAIN_MODE)]
        if methods:
            return methods[-1] if len({m.name for m in methods}) == 1 else found
    return titled_method_of(found, doc) or found
