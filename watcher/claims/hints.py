"""A cheap check before a costly pattern: the words one of which its every match holds.

Many patterns that read the words before a name or a figure ("than vLLM", "e.g. an A100")
are searched once per name, and a search tries every position of the words with every
alternative (IGNORECASE defeats the regex engine's literal prefix scan). A page naming a card
thousands of times pays that for every name, though most words hold none of the pattern's
words. ``hinted`` asks first whether one of a few substrings stands in the lower-cased words
(a substring search in C); only then is the pattern tried. The answer never changes: a hint
tuple must hold, for every alternative of its pattern, a substring of that alternative.

A hint holds no letter that IGNORECASE matches apart from ``str.lower`` ("ı" and "İ" match
"i", "ſ" matches "s", "ᲀ" matches "в": so no "i", "s", or Cyrillic "в д о с т ъ"), so
``hint in words.lower()`` is true wherever the pattern can match.
"""

from __future__ import annotations


def hinted(lowered: str, hints: tuple[str, ...]) -> bool:
    """True when the lower-cased words hold one of ``hints`` (see the module docstring)."""
    return any(map(lowered.__contains__, hints))  # the loop in C: every name asks
