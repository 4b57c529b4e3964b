"""Whether a name after a figure belongs to the next figure instead ("680 tok/s,
TensorRT-LLM 850 tok/s"): what the words from the name to the next figure say is read once per
name and next figure, the clause marks after a figure once per figure. Split from ``clauses``.
"""

from __future__ import annotations

import re

from watcher.claims.card_count import counts_card_at
from watcher.claims.clause_marks import CLAUSE_PUNCT, NEW_CLAUSE, past_lead
from watcher.claims.clauses import _BINDS, _COMPARISON, _ON_RIGHT_AFTER, BINDS_REACH
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.foreign_preps import ARTICLES, FOREIGN_PREP
from watcher.claims.names import Mention


def _owns_next_figure(
    m: Mention, fig: _Figure, seg: _Span, doc: _Doc, marks: tuple[int, int] | None = None
) -> bool:
    """True when the next figure sits closer after this mention than ours sits before it.

    "680 tok/s, TensorRT-LLM 850 tok/s": TensorRT-LLM belongs to 850, not to 680.
    ``marks``: where the first clause mark and the first new clause after the figure end
    (``clause_marks_after``), found once per figure.
    """
    after = _next_figure_after(m, seg.end, doc)
    if after is None or after[1]:
        return False
    if _ON_RIGHT_AFTER.fullmatch(doc.text, fig.end, past_lead(doc.text, m.start, m.end)):
        return False  # "1,000 tokens/sec on NVIDIA H100s, up to 10x ...": 'on' binds back
    if _BRACKET_AFTER.fullmatch(doc.text, fig.end, m.start) and _BRACKET_SHUT.match(
        doc.text, m.end
    ):
        return False  # "120 tok/s on H100 (SGLang) and 80 tok/s (vLLM)": the bracket glosses 120
    nxt, _, punct_after, binds = after
    punct_end, new_end = marks or clause_marks_after(fig, doc)
    punct_before = punct_end <= m.start  # ``found_between(CLAUSE_PUNCT, fig.end, m.start)``
    if not punct_before and punct_after:
        return False  # "85 t/s on a 3090 with llama.cpp, 110 t/s on a 4090": the clause's own
    if binds:
        return True  # "H100×4 = 5414 tok/s, A100×4 = 3723 tok/s": A100 is 3723's
    if new_end <= m.start:
        return True  # "3,000 tok/s, with Groq's stack measuring 476 t/s": Groq is 476's
    if punct_before and not punct_after:
        return True  # "on RTX 3090 35 tok/s, on M2 Max 28 tok/s": M2 Max opens 28's clause
    return nxt - m.end < m.start - fig.end


def clause_marks_after(fig: _Figure, doc: _Doc) -> tuple[int, int]:
    """Where the first clause mark and the first new clause after ``fig`` end."""
    return doc.end_after(CLAUSE_PUNCT, fig.end), doc.end_after(NEW_CLAUSE, fig.end)


def _next_figure_after(m: Mention, limit: int, doc: _Doc) -> tuple[int, bool, bool, bool] | None:
    """What the words from ``m`` to the next figure (within ``limit``) say, whatever figure
    before it asks: (where that figure starts, whether they keep the name from it, whether
    a clause mark stands in them, whether they bind the name to it); None when no figure
    follows near. Read once per name and next figure: every figure of a sentence weighs
    each later name."""
    # the whole answer, once per name and limit: every figure of the sentence asks it
    whole = ((_next_figure_after, m.end, m.name, limit), m.category, m.start)
    if whole in doc.flags:
        return doc.flags[whole]  # type: ignore[return-value]
    doc.flags[whole] = found = _next_after(m, limit, doc)
    return found


def _next_after(m: Mention, limit: int, doc: _Doc) -> tuple[int, bool, bool, bool] | None:
    """``_next_figure_after`` read afresh: its key is the next figure's start."""
    nxt = doc.figure_within(m.end, limit, 48)
    if nxt is not None and nxt.start() - m.end <= 2 and nxt.groupdict().get("mem"):
        # "my 3060 12GB": the card's own memory, not the next figure
        nxt = doc.figure_within(nxt.end(), limit, 48)
    if nxt is not None and _counts_card(nxt, doc):
        # "1.6x speedup with MTP on 8x H200": the count of the cards, not the next figure
        nxt = doc.figure_within(nxt.end(), limit, 48)
    if nxt is None:
        return None
    at = nxt.start()
    key = ((_next_figure_after, at, m.name, m.end), m.category, m.start)
    if key in doc.flags:
        return doc.flags[key]  # type: ignore[return-value]
    kept = (
        any(o.name != m.name for o in doc.near(m.category, m.end, at))
        # "120 tok/s on H100 with EAGLE-3 and vLLM 80 tok/s": vLLM opens 80's
        or (
            m.category != "engine"
            and any(
                _OPENS_SUBJECT.fullmatch(doc.text, m.end, e.start)
                for e in doc.near("engine", m.end, at)
            )
        )
        # "on H20, versus 61.2 tok/s": the next figure is the other side's
        or _COMPARISON.search(doc.text, m.end, at) is not None
        # "299 tok/s with MTP (1.38×)": a bracketed aside shares the clause
        or re.fullmatch(r"[ \t]{0,2}[(（][ \t]{0,2}", doc.text[m.end : at]) is not None
        # "17 GiB of VRAM at Q4_K_M and 38 GB at FP16": the next figure names its own
        or _names_own_after(m, nxt.end(), doc)
    )
    found = (
        at,
        kept,
        CLAUSE_PUNCT.search(doc.text, m.end, at) is not None,
        at - m.end <= BINDS_REACH and _BINDS.fullmatch(doc.text, m.end, at) is not None,
    )
    doc.flags[key] = found
    return found


def _counts_card(nxt: re.Match[str], doc: _Doc) -> bool:
    """Whether a whole multiple ("8x", "2×") is the count of the card named right after it."""
    lo = (nxt.group("lo") or "") if nxt.groupdict().get("speed") else ""
    return lo.isdigit() and counts_card_at(nxt.end("lo"), doc)


# a name bound to the figure right before it: "38 GB at FP16", "45 tok/s on the 3090"
_BOUND_AFTER = re.compile(
    rf"[ \t]{{1,2}}(?:at|on|with|using|via|in|under|for|{FOREIGN_PREP})[ \t]{{1,2}}"
    rf"(?:(?:an?|the|one|a[ \t]single|single|{ARTICLES})[ \t]{{1,2}})?",
    re.IGNORECASE,
)


def _names_own_after(m: Mention, end: int, doc: _Doc) -> bool:
    """Whether the figure ending at ``end`` names its own name of ``m``'s kind, other than
    ``m``, bound right after it: then ``m``, before that figure, is not its."""
    return any(
        o.name != m.name and _BOUND_AFTER.fullmatch(doc.text, end, o.start)
        for o in doc.near(m.category, end, end + 24)
    )


# a conjunction opening the next clause on its own subject: " and ", ", while "
_OPENS_SUBJECT = re.compile(
    r"[ \t]{0,2}(?:,|;)?[ \t]{0,2}(?:and|while|whereas|but)?[ \t]{1,2}", re.I
)
# a bracket opened right after a figure (or its card) and shut right after the name
_BRACKET_AFTER = re.compile(r"[^()\n,;.:]{0,24}?[ \t]{0,2}[(（][ \t]{0,2}")
_BRACKET_SHUT = re.compile(r"[ \t]{0,2}[)）]")
