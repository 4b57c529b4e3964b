"""A cheap check before a costly pattern: the words one of which its every match holds.

Many patterns that read the words before a name or a figure ("than vLLM", "e.g. an A100")
are searched once per name, and a search tries every position of the words with every
alternative (IGNORECASE defeats the regex engine's literal prefix scan). A page naming a card
thousands of times pays that for every name, though most words hold none of the pattern's
words. ``hinted`` asks first whether one of a few substrings stands in the lower-cased words
(a substring search in C); only then is the pattern tried. The answer never changes: a hint
tuple must hold, for every alternative of its pattern, a substring of that alternative.

The words are lowered with ``folded``, which first makes plain the letters IGNORECASE matches
apart from ``str.lower`` ("ı" and "İ" match "i", "ᲂ" matches "о"), so ``hint in folded(words)``
is true wherever the pattern can match, whatever letters a hint holds.

Every check here is tried against its pattern's own spellings in
tests/claims/test_hint_cover.py, which draws them from the pattern itself: a check that turns
away a spelling its pattern matches fails there.
"""

from __future__ import annotations

import re

# the letters IGNORECASE folds onto a plain letter apart from ``str.lower``: the dotless and
# dotted i, the long s, the Kelvin sign and the old Cyrillic letter forms (tests/claims/
# test_speed35.py checks every hint letter against the whole of Unicode)
FOLD = str.maketrans(
    {
        "\u0131": "i",
        "\u0130": "i",
        "\u017f": "s",
        "\u212a": "k",
        "\u1c80": "\u0432",
        "\u1c81": "\u0434",
        "\u1c82": "\u043e",
        "\u1c83": "\u0441",
        "\u1c84": "\u0442",
        "\u1c85": "\u0442",
        "\u1c86": "\u044a",
        "\u1c87": "\u0463",
        "\u1c88": "\ua64b",
    }
)

_ODD = re.compile("[" + "".join(chr(c) for c in FOLD) + "]")


def folded(words: str) -> str:
    """``words`` lower-cased as IGNORECASE matches them: "LİMİT" and "lımıt" give "limit"."""
    # most words hold none of those letters: a scan in C first (``translate`` looks each
    # character up in a dict, ten times slower); ASCII words need not even be scanned
    if words.isascii() or _ODD.search(words) is None:
        return words.lower()
    return words.translate(FOLD).lower()


def hinted(lowered: str, hints: tuple[str, ...]) -> bool:
    """True when the lower-cased words hold one of ``hints`` (see the module docstring)."""
    return any(map(lowered.__contains__, hints))  # the loop in C: every name asks
