"""Figures a question asks about: not measurements (reading rules §2).

"Can it reach 1,000 tok/s?", "Is 40 tok/s normal for a 7B model?", "Has anyone gotten more
than 100 tok/s with EAGLE?": the figure is asked, not measured. A question is found from
its end (a question mark) back to the word that opens it; a figure before that word ("runs
at 250 tok/s. How can I ...?") or in brackets inside it is stated. Patterns hold only
literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Span
from watcher.claims.doubt_marks import ends_in_doubt

_QUESTION = re.compile(
    r"(?:(?<![a-z])(?:can|could|will|would|does|do|did|is[ \t]it|how|what(?:'s|’s)?|why|where"
    r"|which|who|is|are|was|were"
    # German, French, Spanish, Russian question words
    r"|wie|was|welche[rsmn]?|warum|kann|können|gibt[ \t]es|quel(?:le)?s?|comment|combien"
    r"|pourquoi|est-ce|peut-on|cuál|cuánto|cómo|qué|puede)"
    r"|(?<![а-яё])(?:как(?:ая|ой|ие|ую|ое)?|сколько|можно[ \t]ли|почему|зачем|что|где))"
    r"[ \t][^?？]{0,80}[?？][ \t]*$"
    # a Spanish question opens with its own mark: "Tengo 30 tokens/s, ¿es normal?" asks
    # only from the "¿"
    r"|¿[^?？¿]{0,120}[?？][ \t]*$"
    # Chinese, Japanese, Korean interrogatives need no space after them
    r"|(?:怎么|怎样|如何|多少|能否|是否|为什么|能不能|有没有|请问|請問|有谁|有誰|どう|なぜ|どの|どれ|いくつ"
    r"|어떻게|얼마|왜|무엇)[^?？]{0,80}[?？][ \t]*$",
    re.IGNORECASE,
)
# a question opened by an auxiliary or "anyone" ("Has anyone gotten more than 100 tok/s?",
# "Should it reach 60 t/s on a 4090?"): these words ask only where they open the sentence
# ("I have 40 tok/s, is that normal?" states 40; the question word there is "is")
_OPENING_ASK = re.compile(
    r"[\s*_>#\-]{0,6}(?:(?:so|but|and|also|ok|okay|btw)[, \t]{1,2})?"
    r"(?:has|have|had|hasn't|haven't|isn't|aren't|wasn't|doesn't|don't|didn't|can't|won't"
    r"|shouldn't|should|shall|am|anyone|anybody|any[ \t]way|any[ \t]idea"
    # "Any chance of getting 30 t/s on an M2?", "Wouldn't it be nice if ...?", "Is there a way
    # to reach 100 tok/s?"
    r"|any[ \t]chance|wouldn't|wouldn’t|couldn't|couldn’t|is[ \t]there[ \t]a[ \t]way)(?![a-z'’])",
    re.IGNORECASE,
)
# a question quoted or bracketed ('The issue asks: "Can we get to 100 tok/s?"') ends in
# its closing mark: the question mark before it still ends the question
_CLOSERS = "\"'”’»)]」』*_` \t"

# a CJK sentence made a question by its final particle: "…ですか？", "…吗？", "…나요?"
# ("…能达到 1000 tokens/s 么？", "…呢？", "…吧？", "…인가요?", "…하니?" too); a Korean
# polite ending before the mark asks as well ("…가능할까요?", "…되죠?", "…있어요?")
_ASKING_END = re.compile(r"(?:か|吗|嗎|么|麼|呢|吧|요|죠|까|니)[ \t]*[?？]$")
# a clause's comma, not one grouping a number's thousands ("1,000 토큰을 … 있을까?" asks 1,000)
_CLAUSE_MARK = re.compile(r"[，、;；]|(?<!\d),|,(?!\d{3})")


# a question asked indirectly, its sentence closed by a question mark: "I would like to ask if
# the output of llama3-8b on Jetson AGX Orin is 14 tokens/s, and does it use FP16?", "I want to
# know whether 30 t/s is normal for a 4090?": the figures after these words are asked
_INDIRECT = re.compile(
    r"(?<![a-z])(?:ask(?:ing)?|know|confirm)[ \t](?:(?:you|with[ \t]you)[ \t])?"
    r"(?:if|whether)(?![a-z])",
    re.IGNORECASE,
)


# a tag after a statement ("the throughput is around 140 t/s, isn't that slow?", "I get 40
# tok/s, is that normal?", "..., right?"): only the tag asks, the figure before it is stated
_TAG = re.compile(
    r"[,，][ \t]*(?:(?:isn't|isn’t|aren't|aren’t|wasn't|wasn’t|doesn't|doesn’t|is|are|was)"
    r"[ \t](?:that|this|it|these|those)|right|no|or[ \t]not|correct)(?![a-z'’])"
    r"[^,，?？]{0,40}[?？][ \t]*$",
    re.IGNORECASE,
)
# a sentence that opens as a question asks its figures whatever tag ends it
_OPENS_ASKING = re.compile(
    r"[\s*_>#\-]{0,6}(?:can|could|will|would|does|do|did|how|what|why|where|which|who|is|are"
    r"|was|were|should|has|have|any)(?![a-z'’])",
    re.IGNORECASE,
)


def question_start(text: str, seg: _Span) -> int | None:
    """Where the question that ends ``seg`` begins ("can it reach 1,000 tok/s?"), or None."""
    end = min(seg.end + 2, len(text))
    line_end = text.find("\n", seg.end, end)
    if line_end >= 0:
        end = line_end  # the next line's first letter is no part of this question
    stripped = text[max(seg.start, end - 160) : end].rstrip().rstrip(_CLOSERS)
    if not stripped.endswith(("?", "？")):
        # the sentence ends at a line break: what follows the break is not this sentence
        end = seg.end
        stripped = text[max(seg.start, end - 160) : end].rstrip().rstrip(_CLOSERS)
        if not stripped.endswith(("?", "？")):
            return None
    if ends_in_doubt(stripped) and _OPENS_ASKING.match(text, seg.start) is None:
        return None  # "takes 17 seconds (? extremely)": a doubt in brackets, no question
    if _ASKING_END.search(stripped):
        # "…は出せるのでしょうか？": the clause the particle closes asks; in "只有 10
        # tokens/s，正常吗？" the figure before the comma is stated
        cut = max((m.start() for m in _CLAUSE_MARK.finditer(stripped)), default=-1)
        return max(seg.start, end - 160) + cut + 1 if cut >= 0 else seg.start
    tag = _TAG.search(stripped)
    if tag is not None and _OPENS_ASKING.match(text, seg.start) is None:
        return max(seg.start, end - 160) + tag.start()
    if end - seg.start <= 200 and _OPENING_ASK.match(text, seg.start):
        return seg.start
    indirect = _INDIRECT.search(text, seg.start, end)
    if indirect is not None:
        return indirect.start()
    m = _QUESTION.search(stripped)
    if m is not None:
        return max(seg.start, end - 160) + m.start()
    return seg.start if _asks_as_a_whole(text, seg, end) else None


# a question in a statement's word order, as titles and forum lines ask them ("M5 Max: mlx =
# 4x performance?", "So run N slots to reach 140 tok/s throughput?"): a short sentence that
# ends its line on the mark asks all of it; one that speaks of the writer's own run ("I get
# 40 tok/s?", "我的 4090 只有 20 tokens/s？") states that run's figure with surprise
_OWN_RUN = re.compile(
    r"(?<![a-z'’])(?:i|we|i'm|i’m|we're|we’re|i've|i’ve|we've|we’ve|my|our|me|us)(?![a-z'’])"
    r"|我|咱|俺|私|僕|저는|제[ \t]|우리",
    re.IGNORECASE,
)


def _asks_as_a_whole(text: str, seg: _Span, end: int) -> bool:
    """True when the sentence ``seg`` (its question mark before ``end``) is a short question
    in a statement's word order that ends its line and speaks of no run of the writer's."""
    if end - seg.start > 160:
        return False
    line_end = text.find("\n", end)
    if text[end : line_end if line_end >= 0 else len(text)].strip(_CLOSERS):
        return False  # "Clip title: … Tokens? Author: …": a key's value goes on
    # a clause before the question states ("为什么 … 快了5倍，这是什么原因…？", "Just to
    # clarify, your benchmarks indicate ~5 tok/s?"); a bracket's commas part no clauses
    sentence = _BRACKETED.sub("", text[seg.start : end])
    if _CLAUSE_MARK.search(sentence):
        return False
    return _OWN_RUN.search(sentence) is None


_BRACKETED = re.compile(r"\([^()\n]{0,60}\)|（[^（）\n]{0,60}）")


def is_asked(text: str, seg: _Span, start: int, asked_from: int | None) -> bool:
    """True for a figure the question asks about: "can it reach 1,000 tok/s?" asks, it does
    not measure. A figure before the question word ("runs at 250 tok/s. How can I ...?") or
    in brackets inside it ("does it match the A6000 (9-13 tok/s)?") is stated, not asked."""
    if asked_from is None or start < asked_from:
        return False
    back = max(seg.start, start - 80)
    return text.rfind("(", back, start) <= text.rfind(")", back, start)
