"""A multiple written in English words is the multiple's sign spelled out.

Reading rules §4: a speedup is a relative figure however its multiple is written. "2.7-fold
increase" and "2.7× increase" say the same, as do "2 times lower latency" and "2x lower
latency"; the reader reads the sign, so the words are read as it:

- "N-fold" (and "N fold") after a digit reads as "N×" while the text is normalised, so every
  check a multiple takes -- costs, specs, counts of cards -- applies to it as to "N×".
  "5-fold cross-validation" counts a model's folds, not a speedup, and stays.
- "N times" before a comparative ("faster", "lower", "less", "the") takes the sign's checks
  (:func:`times_as_sign`): the words around it decide, as for "Nx", whether it is a speedup
  or a ratio of prices or sizes ("costs $10/M output (8 times more)" is no more a speedup than
  "(8x more)"). Without a comparative "N times" is a count unless growth precedes it (``metric``).
"""

from __future__ import annotations

import re

# "a 36-fold increase", "2.7-fold higher", "a 29 fold improvement"; never "5-fold CV",
# "10-fold cross-validation" (folds of a data set) or "fold" starting a longer word
_FOLD = re.compile(
    r"(?<=\d)(?:-|[ \t])?fold(?![a-z\-])(?![ \t]{1,2}(?:cross|cv|validation|splits?)(?![a-z]))",
    re.IGNORECASE,
)


def folds_as_signs(text: str) -> str:
    """ "a 2.7-fold increase" reads as "a 2.7× increase" (see the module docstring)."""
    return _FOLD.sub("×", text) if "fold" in text.lower() else text


# a multiple's word as its unit, in the languages the figure pattern reads it in
TIMES_WORDS = ("times", "veces", "vezes", "раз", "раза", "fois", "keer", "mal")
# a comparative right after "times": the multiple is the sign spelled out ("2 times lower
# latency" is "2x lower latency")
_COMPARED = re.compile(
    r"[ \t]{1,2}(?:faster|quicker|slower|higher|lower|less|more|greater|better|larger|smaller"
    r"|shorter|longer|the)(?![a-z])",
    re.IGNORECASE,
)


def times_as_sign(raw: str, text: str, end: int) -> bool:
    """True when an English "N times" ending at ``end`` reads as "N×" (a comparative follows)."""
    return raw == "times" and _COMPARED.match(text, end) is not None
