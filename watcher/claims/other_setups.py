"""A card named in a sentence about another setup: "Last year we ran a different model on an
RTX 4090." then "This week SGLang reached 137 tok/s with EAGLE-3." gives the figure no card.

Reading rules §1: nothing is taken from elsewhere in the page; a GPU named earlier about
another setup is not this figure's GPU. A sentence that places its run before the page's
("last year", "previously", "two months ago", "back then") or says it ran another model ("a
different model") describes another setup, and a card it names apart from
any figure sets up none of the figures around it. A page's own setup line ("We run everything
on an RTX 4090.", "Last week I set up SGLang on an H100.") names no such contrast and still
sets them up; "as previously mentioned" refers back and "the previously best method" names
a method, not an earlier run. "Another
machine" alone is not enough: a writer who moved to another machine reports its runs.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

_EARLIER_RUN = re.compile(
    r"(?<![a-z])(?:last[ \t]year|(?<!the[ \t])(?<!an[ \t])(?<!a[ \t])previously"
    r"(?![ \t](?:mentioned|noted|described|discussed|reported|stated|shown|posted|said"
    r"|announced|released|published))|formerly|in[ \t]the[ \t]past|back[ \t]then"
    r"|(?:a|one|two|three|a[ \t]few|several|\d{1,2})[ \t](?:years?|months?)[ \t]ago"
    r"|(?:a[ \t]different|another)[ \t]model)(?![a-z])",
    re.IGNORECASE,
)
_REACH = 240  # characters of the card's sentence read either side of it


def in_other_setup_sentence(m: Mention, doc: _Doc) -> bool:
    """True when the sentence naming the card ``m``, and no other card, describes another setup
    (an earlier run, another model); ask through ``doc.once``: it holds for every figure. A
    sentence naming two cards ("on an H100, unlike the A100 we used in the past") contrasts
    them and dates only one."""
    if doc.sentences is None:
        return False
    own = doc.sentences.around(m.start)
    lo, hi = max(own.start, m.start - _REACH), min(own.end, m.end + _REACH)
    if _EARLIER_RUN.search(doc.text, lo, hi) is None:
        return False
    return all(x.name == m.name for x in doc.near("hardware", lo, hi))
