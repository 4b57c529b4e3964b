"""A figure its following word calls expected is what a run should have done, not what it did.

Reading rules §2: goals and expectations are not measurements (LABELLING: "an expectation is
not a result"). ``goals`` reads an expectation named before its figure ("expected ~100
tok/s"); a report often names it after, beside what it got:

- "C1: ~34 tok/s (vs ~61 expected)", "the 5 tok/s expected": the word right after the figure
  (its unit between) makes it the expected one;
- "I get 1.9 tok/s instead of 5 tok/s as expected": "as expected" alone says a result came
  out as foreseen ("we got 50 tok/s, as expected" stays a run), but after "instead of" the
  figure is the one foreseen, set against what ran.

"is expected to reach 2x" after a figure names a projection about it and is left alone.
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

# the figure's unit tail may come between ("~61 tok/s expected"): a few letters and slashes
_UNIT_TAIL = r"(?:[ \t]{0,2}[a-z/]{1,12}(?:/[a-z]{1,4})?)?"
_EXPECTED_AFTER = re.compile(
    _UNIT_TAIL + r"[ \t]{1,2}(?:expected|anticipated|predicted)(?![a-z])(?![ \t]{1,2}to(?![a-z]))",
    re.IGNORECASE,
)
_AS_EXPECTED_AFTER = re.compile(_UNIT_TAIL + r"[ \t]{1,2}as[ \t]expected(?![a-z])", re.IGNORECASE)
# "instead of 5", "instead ~5": the figure set against what ran, reaching back to the number
_INSTEAD_BEFORE = re.compile(
    r"(?<![a-z])instead(?:[ \t]of)?[ \t]{1,2}(?:~|≈|about[ \t]|around[ \t])?[ \t]{0,2}"
    r"\d[\d.,]{0,12}[ \t]{0,2}[a-z/]{0,12}$",
    re.IGNORECASE,
)


def is_expected_after(text: str, end: int) -> bool:
    """True when the words right after a figure ending at ``end`` call it the expected
    figure ("~61 expected"), or "as expected" follows a figure put "instead of" another."""
    if _EXPECTED_AFTER.match(text, end):
        return True
    return bool(_AS_EXPECTED_AFTER.match(text, end)) and bool(
        _INSTEAD_BEFORE.search(text, max(0, end - 48), end)
    )
