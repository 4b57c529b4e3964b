"""The word that pairs two lists index-wise, in the languages the reader reads.

"A and B reach 38 and 71 tok/s respectively", "jeweils", "соответственно", "分别", "それぞれ":
the n-th member of one list goes with the n-th of the other (reading rules §2: a pair is an
explicit construct). Shared by the name reader (``clauses``) and the series reader
(``respectively``).
"""

from __future__ import annotations

import re

RESPECTIVELY = re.compile(
    r"(?<![a-z])(?:respectively|jeweils)(?![a-z])|соответственно|分别|それぞれ", re.IGNORECASE
)
