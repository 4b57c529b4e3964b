"""Figures of a supposed run, not a run: a generic speaker's quoted words, a reader's "if".

Reading rules §2: hypotheticals and examples describe no run (LABELLING: "illustrative or
mock figures", "an example claim quoted to explain what a claim needs", "an essay whose
'80 TPS' is a hypothetical"). Two shapes, in any sentence:

- a figure inside quotation marks that a generic or supposed speaker utters: "When someone
  says “I run it at 25 tokens per second”", "if a user tells you 'we get 90 tok/s'",
  "people will say “40 t/s”". A named speaker ("NVIDIA says “2x faster”") reports, and stays.
  The same quoted figure again later in the text ("from “25 TPS generation speed”") is the
  same example.
- a figure in the conditional clause a sentence opens with, addressed to a generic reader:
  "If you run X on your laptop, see tokens flying at 80 TPS, and conclude … — you're
  walking into a trap", "Suppose you get 30 tok/s at home, …". The conditional ends where
  the main clause starts (", you …", " — it's …"); a figure there ("If you use a 4090, you
  get 120 tok/s") is the consequence the text states, and is left to the other rules. A
  past "When we ran it" is a run and is not read here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.reader_scenarios import is_reader_scenario

_OPEN_QUOTES = "“\"'‘«„「『"
_CLOSE_QUOTES = "”\"'’»“」』"
# a generic or supposed speaker, then a verb of saying, right before the quote opens
_GENERIC_SPEAKER = (
    r"(?<![a-z])(?:when(?:ever)?|if|once)[ \t]{1,2}(?:some(?:one|body)|any(?:one|body)|a[ \t]user"
    r"|people|users|folks|they|you|one)[ \t]{1,2}(?:says?|said|tells?[ \t](?:you|me|us)|claims?"
    r"|posts?|writes?|brags?|reports?|hears?)"
    r"|(?<![a-z])(?:some(?:one|body)|any(?:one|body)|people|folks)[ \t]{1,2}(?:will[ \t]|would[ \t]"
    r"|might[ \t]|may[ \t]|often[ \t]|always[ \t])?(?:says?|tells?[ \t](?:you|me|us)|claims?"
    r"|brags?)"
    r"|(?<![a-z])(?:claims?|statements?|numbers?|figures?)[ \t]like"
    # an example quoted: "For example, “we get 45 tok/s”", "比如“单卡 40 tokens/s”", "例えば「…」"
    r"|(?<![a-z])(?:for[ \t](?:example|instance)|e\.g\.|(?:par|por|zum)[ \t](?:exemple|ejemplo"
    r"|beispiel))|例えば|たとえば|比如|例如|譬如|(?<![а-яё])например"
    r"|(?:有人|别人|某人)(?:说|声称)|誰かが[^「」\n]{0,6}(?:言う|言った)"
    r"|(?<![а-яё])кто-то[ \t](?:говорит|пишет|скажет)"
)
_SPEAKER_BEFORE = re.compile(rf"(?:{_GENERIC_SPEAKER})[ \t,:]{{0,3}}$", re.IGNORECASE)
# a generic speaker's whole quotation, for the numbers it holds
_SPEAKER_QUOTE = re.compile(
    rf"(?:{_GENERIC_SPEAKER})[ \t,:]{{0,3}}[“\"'‘«„「『]([^”\"’»」』\n]{{1,120}})", re.IGNORECASE
)
_NUMBER = re.compile(r"\d[\d.,]{0,12}")
_QUOTE_REACH = 120  # how far before the figure its quote may open
# a sentence opening on a reader's condition: "If you", "When you", "Suppose you", "Imagine"
_READER_IF = re.compile(
    r"[\s*_>#\-]{0,6}(?:(?:so|and|but|now|yet)[, \t]{1,3})?"
    r"(?:(?:if|when|whenever|once)[ \t]{1,2}you(?![a-z'’])|suppose|supposing|imagine|say[ \t]you"
    r"|let'?s[ \t]say)(?![a-z])",
    re.IGNORECASE,
)
# the same opening in Spanish, French, German and Russian ("Si ejecutas …", "Si vous obtenez
# …", "Wenn du … siehst", "Если вы …"): its conditional ends at the first comma or dash
_READER_IF_OTHER = re.compile(
    r"[\s*_>#\-]{0,6}(?:si[ \t](?:tú[ \t]|usted[ \t]|vous[ \t]|tu[ \t])?[a-záéíóúñ]{2,14}"
    r"(?:as|es|ez)(?![a-záéíóúñ])|wenn[ \t](?:du|man|ihr)(?![a-zäöü])"
    r"|если[ \t](?:вы|ты)(?![а-яё]))",
    re.IGNORECASE,
)
# a wait put to a generic reader: "you wait 5-10 seconds per answer", "esperas 5-10 segundos",
# "tu attends 8 s", "du wartest 10 Sekunden", "вы ждёте 10 секунд" (LABELLING: hypothetical
# waits are no claims; "I waited 30 s" is a run)
_YOU_WAIT_BEFORE = re.compile(
    r"(?:(?<![a-z])you(?:'re|’re|[ \t]are)?[ \t](?:(?:often|usually|still|just|then)[ \t])?"
    r"(?:wait|waiting|stare[ \t]at[ \t]the[ \t]screen[ \t]for)"
    r"|(?<![a-záéíóúñ])esperas|(?<![a-z])tu[ \t]attends|(?<![a-zäöü])du[ \t]wartest"
    r"|(?<![а-яё])(?:вы[ \t]ждёте|вы[ \t]ждете|ты[ \t]ждёшь|ждёте))"
    r"[ \t]{1,2}(?:(?:for|about|around|roughly|unos|environ|etwa|около)[ \t]{1,2}|[~≈][ \t]{0,2})"
    r"{0,2}$",
    re.IGNORECASE,
)
_FIRST_BREAK = re.compile(r"[,，、;]|[ \t][—–-][ \t]|—")
# where the main clause of such a sentence starts
_MAIN_CLAUSE = re.compile(
    r"(?:,|[ \t][—–][ \t]?|[ \t]-[ \t]|—)[ \t]{0,2}(?:then[ \t]{1,2})?"
    r"(?:you|you're|you’re|you'll|you’ll|we|it|it's|it’s|that|this|there|the|your)(?![a-z])",
    re.IGNORECASE,
)


def _open_quote_before(text: str, lo: int, start: int) -> int:
    """Where the quotation holding ``start`` opens (after ``lo``), or -1 when none is open."""
    for i in range(start - 1, lo - 1, -1):
        ch = text[i]
        prev = text[i - 1 : i]
        if ch in _OPEN_QUOTES and (
            ch not in _CLOSE_QUOTES or not (prev.isascii() and prev.isalnum())
        ):
            return i
        if ch in _CLOSE_QUOTES:
            return -1
    return -1


@lru_cache(maxsize=4)
def _example_numbers(text: str) -> frozenset[str]:
    """The numbers inside every quotation a generic speaker utters in ``text``."""
    if not any(q in text for q in _OPEN_QUOTES):
        return frozenset()
    return frozenset(
        n.group(0).rstrip(".,")
        for m in _SPEAKER_QUOTE.finditer(text)
        for n in _NUMBER.finditer(m.group(1))
    )


def _quoted_example(text: str, seg_start: int, start: int, end: int) -> bool:
    opened = _open_quote_before(text, max(seg_start, start - _QUOTE_REACH), start)
    if opened < 0:
        return False
    if _SPEAKER_BEFORE.search(text, max(seg_start, opened - 60), opened) is not None:
        return True
    number = _NUMBER.match(text, start, end)
    return number is not None and number.group(0).rstrip(".,") in _example_numbers(text)


def _in_reader_condition(text: str, seg_start: int, start: int) -> bool:
    opening = _READER_IF.match(text, seg_start)
    if opening is not None:
        return _MAIN_CLAUSE.search(text, opening.end(), start) is None
    other = _READER_IF_OTHER.match(text, seg_start)
    return other is not None and _FIRST_BREAK.search(text, other.end(), start) is None


def is_hypothetical(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for a figure (``start``..``end``) of the sentence starting at ``seg_start`` that a
    generic speaker is quoted saying or that a reader's "if" supposes."""
    if _quoted_example(text, seg_start, start, end):
        return True
    if _YOU_WAIT_BEFORE.search(text, max(seg_start, start - 48), start):
        return True
    if is_reader_scenario(text, seg_start, start):  # "и получаете 0.8 токенов в секунду"
        return True
    return _in_reader_condition(text, seg_start, start)
