"""The marks a writer puts before an approximate figure, as one pattern the reader's rules share.

A writer marks a figure as approximate with a sign ("~45 tok/s", "≈170") or a word ("about 45
tok/s", "roughly 170", "approx. 2,200", "circa 60"); the reading rules read an approximate
figure as its number (LABELLING: "~1,700" is labelled 1700), and a rule that looks for a
label, a bracket or a change's "from" right before a figure must look past either spelling
alike. The text is never rewritten: a claim's quote keeps the writer's own words.

    >>> import re
    >>> bool(re.fullmatch(APPROX_MARK, "Roughly "))
    True
    >>> bool(re.fullmatch(APPROX_MARK, "~"))
    True
    >>> bool(re.fullmatch(APPROX_MARK, "aboutx "))
    False
"""

from __future__ import annotations

import re

# the words spell the sign out; each needs a space after it ("about 45", never "abouts");
# "approx" and "ca." take their dot, a word is matched in any case ("Roughly 23000 tokens/s")
APPROX_WORDS = r"about|around|roughly|approximately|approx\.?|circa|ca\."
APPROX_MARK = rf"(?:[~≈]|(?<![A-Za-z])(?i:{APPROX_WORDS})[ \t])"
# an optional mark and the spaces after it, right before a figure: "~", "≈ ", "about "
APPROX_OPT = rf"(?:{APPROX_MARK}[ \t]{{0,2}})?"
# how far a rule must look back to pass a mark: "approximately " is the longest
APPROX_REACH = len("approximately ")
_WORD_MARK = re.compile(rf"(?<![A-Za-z])(?i:{APPROX_WORDS})[ \t]")


def tail(before: str, n: int) -> str:
    """The last ``n`` characters of ``before``, a word of approximation counted as the sign it
    spells: a rule that looks a fixed reach back past "~10k tokens takes ~30" reaches as far
    past "about 10k tokens takes about 30".

    >>> tail("Prefill for about 10k tokens takes about ", 33)
    'Prefill for about 10k tokens takes about '
    >>> tail("Prefill for ~10k tokens takes ~", 10)
    'ns takes ~'
    """
    start = max(0, len(before) - n)
    while True:
        # a mark cut by the reach counts whole, as one character
        marks = [m for m in _WORD_MARK.finditer(before, max(0, start - APPROX_REACH))]
        marks = [m for m in marks if m.end() > start]
        extra = sum(len(m.group(0)) - 1 for m in marks)
        moved = max(0, len(before) - n - extra)
        if moved >= start:
            return before[min([start] + [m.start() for m in marks]) :]
        start = moved
