"""A card a title sets its subject against is not the card its figures ran on.

"Positron Atlas Rivals H100 via ...", "Chip X Beats Nvidia's H100", "... Faster Than the
B200": the title names a yardstick (reading rules §2: a comparison names a baseline, not the
subject), so it implies no hardware for the figures below it (reading rules §1). "A vs B"
compares two subjects alike and keeps both. Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.names import Lexicon, Mention

_YARDSTICK = re.compile(
    r"(?<![a-z])(?:rival(?:s|led|ing)?|beat(?:s|ing)?|outperform(?:s|ed|ing)?"
    r"|surpass(?:es|ed|ing)?|outpac(?:es|ed|ing)|than|over|against|unlike)"
    r"[ \t]{1,2}(?:the[ \t]{1,2}|an?[ \t]{1,2})?"
    r"(?:(?:nvidia|amd|intel)(?:'s|’s)?[ \t]{1,2})?$",
    re.IGNORECASE,
)


def title_names(category: str, title: str, lex: Lexicon) -> list[Mention]:
    """The names of ``category`` in ``title``, less a card the title compares its subject to."""
    found = lex.find(category, title)
    if category != "hardware":
        return found
    return [m for m in found if _YARDSTICK.search(title, max(0, m.start - 40), m.start) is None]
