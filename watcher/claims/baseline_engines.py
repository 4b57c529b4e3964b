"""An engine the text calls the baseline, beside the baseline's own figure, is that figure's.

Reading rules §2: a comparison names a baseline, not the subject, and each figure takes its
own setup. "Baseline llama.cpp turns out 37 tok/s. The fork's DFlash path runs the same
prompt at 164 tok/s": the engine called the baseline sets up the figure of its own sentence
(the baseline's); the next sentence's figure, which names no engine of its own, is the
subject's and does not take it from the paragraph (reading rules §1: nothing is taken from
elsewhere, least of all from the other side of a comparison). A name called the baseline in
a sentence with no figure of its own ("We used llama.cpp b9275 as the baseline.", a column
header "baseline (vLLM)") still sets up the figures it leads to.

Patterns hold literals, disjoint classes and bounded quantifiers only.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.document import _Doc, _Local
from watcher.claims.hints import folded, hinted
from watcher.claims.names import Mention

# "Baseline llama.cpp", "the baseline vLLM", "baseline stock SGLang": the word right before
_CALLED_BEFORE = re.compile(
    r"(?<![a-z])baseline[ \t]{1,2}"
    r"(?:(?:stock|plain|vanilla|upstream|mainline|unmodified)[ \t]{1,2})?[`*]{0,2}$",
    re.IGNORECASE,
)
# "llama.cpp (baseline)", "vLLM build 0.11.0 as the baseline", "以 vLLM 为基线",
# "基于 vLLM 部署的模型基线", "vLLMをベースラインとして": the clause after the name calls it so
_CALLED_AFTER = re.compile(
    r"[`*]{0,2}[ \t]{0,2}[(（][ \t]{0,2}baseline(?![a-z])"
    r"|(?:[^\n,;:!?。，；.]|\.(?=\S)){0,40}?[ \t]as[ \t]{1,2}(?:the|a|our)[ \t]{1,2}baseline"
    r"(?![a-z])"
    r"|[^\n，。,；;！？]{0,20}?(?:基线|基線|ベースライン)"
    r"|[ \t]{0,2}(?:为|為)[ \t]{0,2}基准(?!测试|測試)",
    re.IGNORECASE,
)
_HINTS = ("aseline", "基线", "基線", "基准", "ベースライン")


def called_baseline(m: Mention, doc: _Doc) -> bool:
    """True for an engine mention the words around it call a comparison's baseline."""
    if m.category != "engine":
        return False
    text = doc.text
    # every match of either pattern holds one of ``_HINTS`` (tests/claims/test_hint_cover.py)
    if not hinted(folded(text[max(0, m.start - 24) : m.end + 60]), _HINTS):
        return False
    if _CALLED_BEFORE.search(text, max(0, m.start - 24), m.start):
        return True
    return _CALLED_AFTER.match(text, m.end) is not None


def _with_figure(m: Mention, doc: _Doc) -> bool:
    """True when ``m`` lies in a sentence or row that holds a figure of its own."""
    i = bisect_right(doc.busy, (m.start, float("inf"))) - 1
    return i >= 0 and doc.busy[i][0] <= m.start < doc.busy[i][1]


def _speaks_of_baseline(local: _Local, doc: _Doc) -> bool:
    """True when the figure's own sentence (or row) speaks of the baseline."""
    own = local.sentence or local.segment
    return hinted(doc.text[own.start : own.end].lower(), _HINTS)


def past_baselines(items: list[Mention], local: _Local, doc: _Doc) -> list[Mention]:
    """``items`` less the engines called a baseline outside the figure's own sentence: one
    beside a baseline's figure of its own always, one stated apart from any figure unless
    the figure's own words speak of the baseline ("The baseline decodes 37 tok/s")."""
    own = local.sentence
    kept = []
    for m in items:
        if (
            m.category == "engine"
            and not (own is not None and own.start <= m.start < own.end)
            and doc.once(called_baseline, m)
            and (_with_figure(m, doc) or not _speaks_of_baseline(local, doc))
        ):
            continue
        kept.append(m)
    return kept
