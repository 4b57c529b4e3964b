"""A count of tokens set against a token rate: the rate, its "per second" left out.

"The GB300 NVL72 delivered 8,064 tokens per second per GPU ..., up from 2,907 tokens six
months prior", "TPS: 370.96 ... it is faster than the 200 tokens we've seen from models like
GPT-4o Mini", "I reached a speed of about 2000 tokens per second ... However, this page
states that ..., it reached 6552.62 tokens.": the writer names the rate's unit once and then
shortens it (reading rules §4: a unit may be written once for several figures). Token counts
stay no claim (§4): the count is read as a rate only when a comparison or an attainment word
("up from", "faster than", "vs", "reached", "achieved") sets it right against a token rate
stated earlier in its sentence or in the sentence just before it (same paragraph), and the
two are of one order of magnitude. A count of the tokens in something ("512 tokens of
context", "tokens in 3 s", "up from 512 tokens to 2,048") is none, and goals and questions
stay out.
"""

from __future__ import annotations

import re

from watcher.claims.baselines import stated_bare
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.questions import question_start

# the count: a number, then "tokens" that no rate's, length's or phase's words follow
_COUNT = re.compile(
    rf"(?<![\w.,])(?P<n>{_NUM})[ \t]{{1,2}}tokens?(?![\w\-/])"
    r"(?![ \t]{0,2}(?:/|per(?![a-z])|a[ \t]{1,2}sec|each|every|in(?![a-z])|of(?![a-z])|long"
    r"|at(?![a-z])|for(?![a-z])|input|output|prompt|context|generated|budget|limit|window"
    # "up from 512 tokens to 2,048 tokens": a length that changed
    r"|to[ \t]{1,2}[~≈]?\d))",
    re.IGNORECASE,
)
# what sets the count against the rate, right before it
_CUE_BEFORE = re.compile(
    r"(?<![\w\-])(?:(?:up|down)[ \t]{1,2}from|(?:faster|slower|higher|lower)[ \t]{1,2}than"
    r"|vs\.?|versus|compared[ \t]{1,2}(?:to|with)|against"
    r"|reach(?:es|ed)?|achieve[sd]?|hit|hits|got|gets|deliver(?:s|ed)?|manage[sd]?)"
    r"(?:[ \t]{1,2}(?:the|a|an|about|around|roughly|only|just|nearly|approximately)){0,3}"
    r"[ \t]{1,2}[~≈]?$",
    re.IGNORECASE,
)
_REACH = 48  # the cue's words before the count


def elided_rates(
    text: str, seg: _Span, figures: list[_Figure], before: list[_Figure], doc: _Doc
) -> list[_Figure]:
    """The token counts of ``seg`` that are rates of a token rate among ``figures`` (read in
    ``seg``) or ``before`` (the figures of the sentence just before, in the same block)."""
    rates = [f for f in (*before, *figures) if f.unit == "tok/s" and f.kind == "absolute"]
    if not rates or "token" not in text[seg.start : seg.end].lower():
        return []
    taken = {f.start for f in figures}
    out: list[_Figure] = []
    asked: int | None = question_start(text, seg)
    for m in _COUNT.finditer(text, seg.start, seg.end):
        start, end = m.start("n"), m.end("n")
        if start in taken or not _CUE_BEFORE.search(text, max(seg.start, start - _REACH), start):
            continue
        anchor = next((f for f in reversed(rates) if f.end <= start), None)
        value = _num(m.group("n"))
        if anchor is None or not value or not paired(anchor.value, value):
            continue
        if not stated_bare(text, seg, start, end, asked):
            continue
        out.append(_Figure(start, end, value, None, None, anchor.unit, anchor.metric))
    return out
