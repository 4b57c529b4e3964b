"""A sentence that says it describes the page's runs ("All runs used an RTX 3060",
"Hardware: 4x L40S, TP=4"): its cards and engines set up figures stated before it too.

A setup is stated before its figures (reading rules §1), except by such a sentence or keyed
line. Each figure asks about the cards after it; they are found once per page and looked up
by bisection, so a page of many figures and many cards stays linear.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.engine_keys import keyed_engine
from watcher.claims.hints import folded, hinted
from watcher.claims.names import Mention

# "All runs used an RTX 3060", "Benchmarks were run on an M2 Ultra": a sentence that says it
# describes the page's runs; "All figures were obtained with vLLM", "Results were benchmarked
# using SGLang": the page's figures, and the verbs that say how they were got with what, say
# so too (reading rules §1: the page's own setup line, wherever it stands; LABELLING, tenth
# pass). "Obtained from X" cites where numbers were taken from (§1: another's figures), so
# those verbs ask for how ("with", "using", "on", "in", "via", "when running") after them.
_RUNS_SETUP = re.compile(
    r"(?<![a-z])(?:(?:all|every|each|these|our)[ \t](?:the[ \t])?(?:runs?|tests?|benchmarks?"
    r"|measurements?|results?|numbers?|figures?)|(?:runs?|tests?|benchmarks?|measurements?"
    r"|results?|numbers?|figures?)[ \t](?:were|was|are|is)[ \t](?:run|measured|taken|made"
    r"|done|collected|(?:obtained|tested|benchmarked|recorded|gathered)(?=[ \t](?:with|using"
    r"|on|in|via|when|while|by)[ \t])))"
    r"(?![a-z])[^.!?\n]{0,60}$"
    # a line keyed as the setup of the runs ("Hardware: 4x L40S, TP=4", "Tested on" over
    # "Ryzen 7 5800U, CPU only"): a page's own setup line, wherever it stands (reading rules §1)
    # ("Setup: Ollama 0.5.1, RTX 4090, Q4_K_M." under the pasted output it produced)
    r"|(?<![^\n])[ \t]{0,4}[*#]{0,4}[ \t]{0,2}(?:(?:hardware|(?:test[ \t])?(?:setup|environment|"
    r"machine|rig|system)|test[ \t](?:hardware|bench)|testbed)[*]{0,2}:|tested[ \t]on(?![a-z]))"
    r"[*:]{0,3}"
    # (a version's dots, "0.5.1", end no sentence)
    r"[ \t]{0,4}(?:\n[ \t]{0,4}){0,2}(?:[^.!?\n]|(?<=\d)\.(?=\d)){0,60}$",
    re.IGNORECASE,
)
# its words (``hints``)
RUNS_SETUP_HINTS = (
    "run",
    "te",
    "bench",
    "mea",
    "re",
    "numb",
    "setu",
    "envi",
    "mach",
    "rig",
    "syst",
)


def states_runs_setup(m: Mention, text: str) -> bool:
    """True for a card named by a sentence that says it is the setup of the page's runs."""
    lo = max(0, m.start - 80)
    return (
        hinted(folded(text[lo : m.start]), RUNS_SETUP_HINTS)
        and _RUNS_SETUP.search(text, lo, m.start) is not None
    )


def keyed_after(
    items: list[Mention], fig: _Figure, kept: list[Mention], doc: _Doc
) -> list[Mention]:
    """The engines or precisions of ``items`` a keyed setup line after the figure names ("Setup:
    Ollama 0.5.1, RTX 4090", "框架：MLX"): the post's own setup (LABELLING, tenth pass)."""
    taken = {id(m) for m in kept}
    return [
        m for m in items if m.start > fig.end and id(m) not in taken and doc.once(_keyed_line, m)
    ]


def _keyed_line(m: Mention, doc: _Doc) -> bool:
    """True when ``m`` stands in a line keyed as the runs' setup or as the engine's field."""
    said = doc.once(_runs_setup_said, m)
    keyed = m.category == "engine" and keyed_engine(m, doc.text)  # "Backend: llama.cpp"
    return keyed or (said is not None and not said[1])


def runs_setup_cards(doc: _Doc) -> frozenset[int]:
    """Where the cards start that a sentence about the page's runs names, found once."""
    if doc.runs_setup is None:
        cards = doc.index["hardware"].items
        doc.runs_setup = frozenset(m.start for m in cards if states_runs_setup(m, doc.text))
    return doc.runs_setup


def runs_setup_after(items: list[Mention], first: int, doc: _Doc) -> list[Mention]:
    """The cards of ``items[first:]`` (sorted by start) that a sentence about the runs names.

    Every figure asks about the cards after it: when few cards are so named, each is found
    by bisection instead of testing every later card, which made a page of many figures and
    many cards quadratic."""
    said = runs_setup_cards(doc)
    if not said or first >= len(items):
        return []
    if len(said) >= len(items) - first:
        return [m for m in items[first:] if m.start in said]
    ordered = doc.starts.get(("runs-setup",))
    if ordered is None:
        ordered = doc.starts[("runs-setup",)] = sorted(said)
    later: list[Mention] = []
    j = first
    for s in ordered[bisect_left(ordered, items[first].start) :]:
        j = bisect_left(items, s, lo=j, key=_start)
        while j < len(items) and items[j].start == s:
            later.append(items[j])
            j += 1
    return later


def _start(m: Mention) -> int:
    return m.start


_THESE = re.compile(r"these[ \t]", re.IGNORECASE)


def runs_setup_reaching(later: list[Mention], unit_end: int | None, doc: _Doc) -> list[Mention]:
    """The cards of ``later`` (named after the figure by a sentence about the runs:
    ``runs_setup_after``'s) that are the figure's.

    "All runs used an RTX 3060" closing a page holds for all its runs; "These numbers come
    from Groq's own benchmarks" points back at the figures right above it, not at a figure
    with other figures' sentences or rows between (reading rules §1: nothing is taken from
    elsewhere in the page). ``unit_end`` is where the figure's sentence, or its table, ends
    (None when not known: the sentence then reaches it). So only a sentence pointing back at
    "these" figures is cut, and only when a sentence or row holding figures starts between
    the figure's unit and it; worked out once per figure from the page's few such
    sentences, not by a look-up per figure and card."""
    if unit_end is None or not later:
        return later
    i = bisect_left(doc.busy, (unit_end, -1))
    if i >= len(doc.busy):
        return later  # no figure's sentence or row follows the figure's unit
    first_busy = doc.busy[i][0]
    pointing = doc.starts.get(("these-runs",))
    if pointing is None:  # where each card's "these ..." sentence starts, by the card's start
        said = [(m.start, doc.once(_runs_setup_said, m)) for m in doc.index["hardware"].items]
        pointing = doc.starts[("these-runs",)] = [
            x for start, s in said if s is not None and s[1] for x in (start, s[0])
        ]
    cut = {
        pointing[k]
        for k in range(0, len(pointing), 2)
        if pointing[k + 1] > first_busy  # its sentence starts past the next figure's
    }
    return [m for m in later if m.start not in cut] if cut else later


def _runs_setup_said(m: Mention, doc: _Doc) -> tuple[int, bool] | None:
    """Where the sentence about the runs that names ``m`` starts, and whether it points
    back at "these" figures."""
    said = _RUNS_SETUP.search(doc.text, max(0, m.start - 80), m.start)
    return None if said is None else (said.start(), bool(_THESE.match(said.group(0))))


def unit_end_of(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """Where the figure's own unit ends: its table (at the note under it), its list (the
    items that follow each other) or its paragraph; None for a table row with no note under
    its table (where it ends is not kept)."""
    if local.below is not None:
        return local.below.start if local.below.end > local.below.start else None
    end = max(fig.end, local.block.end)
    if doc.layout is not None:
        for item in sorted(doc.layout.items, key=lambda sp: sp.start):
            if item.start > end and doc.text[end : item.start].strip():
                break  # the next item stands apart: the list (if any) has ended
            if item.end >= end:
                end = item.end
    return end
