"""An approximate figure reads the same however its mark is spelled.

Writers mark an approximate figure "~120", "≈120", "about 120", "around 120", "roughly 120"
or "approx. 120" interchangeably, and an approximate figure is a figure (reading rules §4;
LABELLING: "~1,700" is labelled 1700). The reader's checks around a figure -- a "C8:" key
before a rate, "for ~10k tokens takes", "(~170 vs ~65)" -- were written against the sign
most texts use, so every mark reads as "~" while the text is normalised:

- a word mark only before a measured figure or range (a rate, a time, a size, a multiple or a
  share: "about 45 tok/s", "roughly 85–120 tok/s"), never "a question about 3 GPUs"; never
  after a figure ("batch 8 about 20 tok/s" would read as the range "8 ~20") or a range's "to"
  ("183 to about 208 t/s" is one range, and the figure pattern reads it so);
- "≈" only right before its digits ("≈30 tok/s"); "tok/s ≈ 614 / size" is an equals sign
  between two sides of a formula (``filters`` reads it so).
"""

from __future__ import annotations

import re

_MARK = re.compile(
    r"(?:^|(?<=[\s(\[:]))(?<!\d[ \t])(?<![Tt]o[ \t])"
    r"(?:≈|(?:about|around|roughly|approximately|approx\.?|ca\.)[ \t]{1,2})"
    r"(?=\d[\d,.]*(?:[ \t]?[-–][ \t]?\d[\d,.]*)?(?:[ \t]?[kKM](?![A-Za-z]))?[ \t]?"
    r"(?:tok|token|t/s|tps|ms(?![a-z])|s(?![a-z])|sec|second|minute|[KMGT]i?B|[x×](?![A-Za-z\d])|%|W(?![A-Za-z])|it/s))",
    re.IGNORECASE | re.MULTILINE,
)
_ANY = re.compile(r"≈|about|around|roughly|approx|ca\.", re.IGNORECASE)


def marked_as_tilde(text: str) -> str:
    """ "about 45 tok/s", "≈30 tok/s" read as "~45 tok/s", "~30 tok/s" (module docstring)."""
    return _MARK.sub("~", text) if _ANY.search(text) else text
