"""An engine a figure's own sentence sets it against is not the figure's engine from context.

Reading rules §2: "comparisons name a baseline, not the subject" — in "28x faster than
llama.cpp" llama.cpp is the baseline's engine. Reading rules §1: context does not imply an
engine when the text names another engine for that figure. So when a figure's own sentence
(or row) names engine X only as what the figure is compared against, X cannot reach the
figure from anywhere else — the paragraph before, the headings above, the page, the title:
the sentence says the figure's subject is not X. Another engine the context names still
may (a post about SGLang saying "it is 2x faster than vLLM").

A name in that sentence that also runs the figure (stated apart from the comparison) is the
figure's own and is taken before any context, so it is never affected here; nor is a pair's
"before" side, which is the baseline's own figure; nor a comparison of one engine with an
earlier build of itself ("than vLLM 0.5.3", "than stock llama.cpp", "than vanilla vLLM"),
where the subject is that engine with a change; nor a compared engine named with a card
("than B200 SGLang"), where the comparison sets cards apart; nor ``vendor``, which names
many services (one set against is no other's rival). Patterns hold literals and bounded
quantifiers, and a rival is looked for only within ``_REACH`` characters of the figure.
"""

from __future__ import annotations

import re

from watcher.claims.clauses import _in_compared_clause, _introduces
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.format_engines import format_engine
from watcher.claims.keyed_setups import keyed_engine
from watcher.claims.metric_words import _COMPARED
from watcher.claims.models import VENDOR
from watcher.claims.names import Mention
from watcher.claims.setup import _resolve
from watcher.claims.version_columns import version_column_engine

# "than vLLM v0.5.3", "vs llama.cpp b4000", "than SGLang main": the engine's own earlier build
_OWN_BUILD_AFTER = re.compile(
    r"[ \t]{0,2}(?:v?\d{1,4}\.\d|b\d{3,5}(?!\w)|(?:main|master|nightly|release|build)(?![a-z])"
    r"|\((?:v?\d{1,4}\.\d|b\d{3,5}))",
    re.IGNORECASE,
)
# "than stock llama.cpp", "over vanilla vLLM", "vs the default SGLang": the same engine,
# without the change the figure is about
_OWN_BUILD_BEFORE = re.compile(
    r"(?<![a-z])(?:stock|vanilla|default|plain|standard|original|unmodified|unpatched"
    r"|baseline|previous|prior|older|old|current|existing|upstream|mainline|regular)"
    r"[ \t`*]{1,3}$",
    re.IGNORECASE,
)


_CARD_GAP = 12  # "than B200 SGLang", "vs vLLM on H100": a card this close is the baseline's
# how far from the figure, within its sentence, a rival is looked for: a comparison stands by
# its figure, and a bounded look keeps a sentence of thousands of figures and engines linear
_REACH = 160


def _own_build(m: Mention, text: str) -> bool:
    """True when the compared engine is an earlier or plain build of itself."""
    return (
        _OWN_BUILD_AFTER.match(text, m.end) is not None
        or _OWN_BUILD_BEFORE.search(text, max(0, m.start - 16), m.start) is not None
    )


def _with_card(m: Mention, doc: _Doc) -> bool:
    """True when the compared engine comes with a card ("than B200 SGLang", "vs SGLang on
    H100"): the comparison sets cards apart, and the subject may run the same engine."""
    return bool(doc.near("hardware", max(0, m.start - _CARD_GAP), m.end + _CARD_GAP))


def _set_against(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the sentence names ``m`` as what ``fig`` is compared against."""
    if doc.is_baseline(m) and not _introduces(m, fig, doc.text):
        return True
    if m.start >= fig.end and _COMPARED.search(doc.text[max(fig.start, m.start - 12) : m.start]):
        return True  # "2x throughput over vLLM's engine"
    return fig.metric == "speedup" and _in_compared_clause(m, local, doc)


def rivals_context(
    engine: Mention | None, fig: _Figure, local: _Local, doc: _Doc
) -> Mention | None:
    """``engine``, unless it comes from outside the figure's own sentence and names an
    engine that sentence sets the figure against ("... making it 28x faster than llama.cpp"
    under a paragraph that ran llama.cpp)."""
    if engine is None or fig.role == "before" or engine.name == VENDOR:
        # one hosted service set against is no other service's rival
        return engine
    own = local.sentence or local.segment
    # a title's mention counts its offsets in the title: it is never in the sentence
    if own.start <= engine.start < own.end and engine in doc.index["engine"]:
        return engine
    lo, hi = max(own.start, fig.start - _REACH), min(own.end, fig.end + _REACH)
    for m in doc.near("engine", lo, hi):
        if m.name != engine.name or _own_build(m, doc.text) or _with_card(m, doc):
            continue
        if _set_against(m, fig, local, doc):
            return None
    return engine


def resolved_engine(fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The engine mention the figure most plausibly refers to, less a rival's from context."""
    keyed, engine = keyed_engine(fig, local, doc)  # "- C1: 2.5 t/s" under "C1: ... chatglm.cpp"
    if not keyed:  # "...-AWQ  60.7" under "AWQ loaded in AutoAWQ vs GPTQ loaded in ExLlamaV2"
        keyed, engine = format_engine(fig, doc)
    if not keyed:  # a "v1" column on a page about ExLlamaV2: the first ExLlama's run
        keyed, engine = version_column_engine(fig, local, doc)
    if keyed:
        return engine
    return rivals_context(_resolve("engine", fig, local, doc), fig, local, doc)
