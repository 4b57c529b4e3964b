"""A scenario put to a generic reader in Russian: "Вы запускаете модель — и получаете 0.8
токенов в секунду", "Запускаете X и видите 5-10 токенов в секунду?", "Вы скачали модель,
запустили бенчмарк, получили 45 tokens/sec".

Reading rules §2: hypotheticals describe no run (LABELLING: "a scenario put to the reader and
is not labelled", the Russian guides' second-person scenarios). Russian marks the reader in the
verb itself: a figure right after a second-person verb of getting or seeing ("получаете",
"видите", "получаешь", "видишь") is what the reader is supposed to get. A past plural
("получили", "увидели") is the reader's only when the sentence opens on "Вы"/"Ты"; "мы
получили 45 ток/с" is a run and stays.
"""

from __future__ import annotations

import re

# a second-person verb of getting or seeing, then at most a few words (no punctuation) before
# the figure; "Как видите, …" / "видите в таблице: 45 tok/s" points at a reported result and
# stays, as does a future "увидите" (an estimate is still a claim)
_YOU_GET = re.compile(
    r"(?<![а-яё])(?<!как[ \t])(?:получаете|видите|наблюдаете|получаешь|видишь)"
    r"(?![а-яё])[^.!?\n\d,:;—–\-(]{0,24}$",
    re.IGNORECASE,
)
_YOU_GOT = re.compile(
    r"(?<![а-яё])(?:получили|увидели)(?![а-яё])[^.!?\n\d,:;—–\-(]{0,24}$", re.IGNORECASE
)
_OPENS_ON_YOU = re.compile(r"[\s*_>#\-—–]{0,6}(?:вы|ты)[ \t]", re.IGNORECASE)
_REACH = 40  # how far before the figure the verb may stand


def is_reader_scenario(text: str, seg_start: int, start: int) -> bool:
    """True for a figure at ``start`` (its sentence opening at ``seg_start``) that a Russian
    second-person verb hands to a generic reader."""
    lo = max(seg_start, start - _REACH)
    if _YOU_GET.search(text, lo, start) is not None:
        return True
    return _YOU_GOT.search(text, lo, start) is not None and (
        _OPENS_ON_YOU.match(text, seg_start) is not None
    )
