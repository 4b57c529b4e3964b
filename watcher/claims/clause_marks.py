"""Where a clause ends: the marks and words the reader cuts a sentence's clauses at.

Sentences are cut once, per block (``units.Sentences``). Inside one, how far a figure's or a
name's clause reaches depends on what the cut is for, and the patterns below differ on
purpose (reading rules §2: the clause is the unit between the bullet and the sentence):

- ``CLAUSE_PUNCT``: any clause mark, Latin or CJK (",", ";", "、"). A name past one is
  another clause's when that clause has a figure of its own.
- ``CLAUSE_SEP``: what parts the clauses a context length belongs to (";", " and ").
- ``CLAUSE_BREAK``: a clause a later one never reaches back across, for names and loads
  alike: a semicolon, a CJK full stop, a dash before a contrasting word ("— but the A100 at
  $1.49/hr ..."). A comma is none.
- ``LATER_CLAUSE``: a clause mark and a conjunction turning to something else (", and it
  lets ...", ", while on a 4090", "，而"): a card named there is not the figure's.
  A bare "and" counts when a subject and a verb of running follow it (``AND_CLAUSE``).
- ``NEW_CLAUSE``: ``LATER_CLAUSE``'s marks, plus ", with ..." and a bare semicolon: a name
  there opens the next figure's clause ("3,000 tok/s, with Groq's stack measuring 476
  t/s"). "with" after a figure may still describe that figure's run, so ``LATER_CLAUSE``
  leaves it out.
- ``OWN_WORDS_END``: where a figure's own trailing words stop: any comma but one grouping a
  number's thousands, or a word that turns to another subject or compares, even without a
  comma ("while each user sees").
- ``LIST_STOP``: what ends a list of figures read as siblings, or the clause an "at ..."
  condition looks back through: a sentence end, a semicolon, a colon or a line (a comma
  joins a list, so it is no stop).
"""

from __future__ import annotations

import re

CLAUSE_PUNCT = re.compile(r"[,;，；、]")
CLAUSE_SEP = re.compile(r";|[ \t]and[ \t]")
# a turn to a contrasting subject: "— but the A100 ...", "while each user sees ..."
_CONTRASTS = r"while|whereas|but|yet"
# the words after a clause mark that turn to something else ("and" included: ", and it lets
# models that needed 4 A100s run on one card")
_TURNS = (
    r"and|" + _CONTRASTS + r"|although|though"
    # German, French, Spanish, Russian: "während", "alors que", "mientras", "а", "но"
    r"|während|wohingegen|aber|alors[ \t]que|tandis[ \t]que|mais|mientras|pero|а|но"
)
# Chinese, Japanese, Korean: "而", "但", "一方", "반면" open the next clause unspaced
_TURNS_CJK = (
    r"[,;，；、][ \t]{0,2}(?:而|但|然而|不过|相比之下|另一方面|一方|しかし|반면|하지만|그러나)"
)
# a verb of running or delivering, as a clause's own: "delivers", "reaches", "gets", "does",
# "gave" ("plain decoding gave 20 tok/s and n-gram lookup gave 31": the 31's subject)
# (finite forms only: "and prompt lookup decoding" is a noun phrase)
_VERBS = (
    r"(?:deliver(?:s|ed)?|reach(?:es|ed)?|hits?|gets?|got|do|does|did|runs?|ran|achiev(?:es|ed)"
    r"|manag(?:es|ed)|push(?:es|ed)?|generat(?:es|ed)|produc(?:es|ed)|serv(?:es|ed)"
    r"|sustain(?:s|ed)?|tops|topped|peak(?:s|ed)?|clock(?:s|ed)|decod(?:es|ed)"
    r"|process(?:es|ed)?|gives|gave|yield(?:s|ed)|show(?:s|ed)|scor(?:es|ed)|averag(?:es|ed)"
    r"|post(?:s|ed)|sees|saw)(?![\w\-])"
)
CLAUSE_BREAK = re.compile(r"[;；。]|[—–][ \t]{0,2}(?:" + _CONTRASTS + r")(?![a-z])", re.IGNORECASE)
# what follows a preposition opening a clause on its card ("on A100 ", "with two H100s, "),
# before the clause's subject; ``clauses`` reads the same phrase between "and" and an engine
CARD_LEAD = r"[ \t]{1,2}[^\d,;:.\n()]{0,24}?[\w.\-+]{1,24}[ \t,]{1,3}"
# a bare "and" opening a clause on a subject of its own, perhaps after a phrase naming its
# card: "70 tok/s and the A100 delivers 28", "70 tok/s and on A100 it delivers 28", "and vLLM
# gets 28"; the match is the "and" alone, its subject and verb only looked at. "SGLang and
# vLLM reach", "70 tok/s on H200 and 28 tok/s on A100", "and then reaches" (no subject of its
# own) open none
_AND_CLAUSE = (
    r"[ \t]and[ \t]{1,2}(?="
    r"(?:(?:on|with|using|under|for)" + CARD_LEAD + r")?"
    r"(?:it|they|(?:(?:the|an?|my|our|their|its)[ \t]{1,2})?"
    r"(?!(?:then|also|still|now|even|later|thus|so|only|just|it|they)(?![\w.\-+]))"
    r"[\w.\-+]{1,24}(?:[ \t]{1,2}(?!" + _VERBS + r")[\w.\-+]{1,16}){0,2})"
    # "and vLLM on an H100 manages 240": the subject's card between it and its verb
    r"(?:[ \t]{1,2}(?:on|with|using|under)[ \t]{1,2}[^\d,;:.\n()]{0,24}?[\w.\-+]{1,24})?"
    r"(?:[ \t]{1,2}(?:also|still|only|now|even|then))?[ \t]{1,2}" + _VERBS + r")"
)
# "130 tok/s while vLLM on an H100 manages 240": "while" or "whereas" opens a clause of its
# own without a comma too, unless a gerund follows ("while serving 8 users": the same run)
_BARE_CONTRAST = r"[ \t](?:while|whilst|whereas)[ \t]{1,2}(?![a-z]{2,}ing(?![a-z]))"
LATER_CLAUSE = re.compile(
    r"[,;，；][ \t]{0,2}(?:"
    + _TURNS
    + r")[ \t]|"
    + _TURNS_CJK
    + r"|"
    + _AND_CLAUSE
    + r"|"
    + _BARE_CONTRAST,
    re.IGNORECASE,
)
NEW_CLAUSE = re.compile(
    r"[,;，；][ \t]{0,2}(?:with|"
    + _TURNS
    + r")[ \t]|"
    + _TURNS_CJK
    + r"|[;；]|"
    + _AND_CLAUSE
    + r"|"
    + _BARE_CONTRAST,
    re.IGNORECASE,
)
# (a comma grouping a number's thousands, "a batch of 1,280", ends no clause: cut there, the
# words would read "a batch of 1", one stream)
OWN_WORDS_END = re.compile(
    r"(?<!\d),|,(?!\d{3}(?!\d|[.,]\d))|[;，；。]"
    r"|(?<![a-z])(?:" + _CONTRASTS + r"|vs\.?|versus|compared)(?![a-z])",
    re.IGNORECASE,
)
LIST_STOP = re.compile(r"[;:!?。；：！？\n]|\.(?!\d)")


# a name that opens on its own preposition ("without a draft", "w/o SD"): what binds it back
# to a figure before it ("38 tok/s without a draft and 55 tok/s with a draft model")
_OWN_LEAD = re.compile(r"(?:without|w/o|with)[ \t]{1,2}", re.IGNORECASE)


def past_lead(text: str, start: int, end: int) -> int:
    """Where the words of the name at ``start:end`` start, past a preposition of its own."""
    lead = _OWN_LEAD.match(text, start, end)
    return lead.end() if lead else start
