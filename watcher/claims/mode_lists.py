"""A list of decoding modes, some written with or without their method, paired with figures.

Writers set a run with a method beside one without it and give both figures in a pair:
"With EAGLE and without speculation, the model reaches 95 and 41 tok/s, respectively",
"Using EAGLE-3 and using no speculative decoding, it reaches 95 and 41 tok/s respectively".
Each figure takes its own setup (reading rules §2), the member written "without" / "no" /
"w/o" a method is the plain run (``ar``, §2 negation counts) and modes are distinct names
(§3), so the i-th figure takes the i-th member's mode. The words between two members may
repeat the lead ("and with", "and using no", "vs. without"), which a list of bare names
never has; the list must still sit in a sentence that says "respectively" and name as many
different modes as there are figures, or nothing is paired.

Example: "Without speculation and with EAGLE the rates are 41 and 95 tok/s, respectively"
gives 41 ``ar`` and 95 ``eagle``.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _plain_if_negated
from watcher.claims.names import Mention

# the words between two members: a joiner, then the next member's lead ("and without",
# ", using no", "vs. with the", "and w/o any")
_LEAD_GAP = re.compile(
    r"[ \t]{0,2}(?:,|/|;)?[ \t]{0,2}(?:(?:and|or|vs\.?|versus)[ \t]{1,2})?"
    r"(?:(?:with|without|w/o|using|not|no|disabling|enabling|the|an?|any)[ \t]{1,2}){1,3}",
    re.IGNORECASE,
)


def listed_modes(doc: _Doc, lo: int, first: int, count: int) -> list[Mention] | None:
    """The nearest list of ``count`` mode mentions in [lo, first) whose members are joined by
    words that lead each member ("and without"), or None when the list is of another length
    or names one mode twice (a negated member read as plain)."""
    found = doc.near("mode", lo, first)
    group: list[Mention] = []
    for m in found:
        if group and _LEAD_GAP.fullmatch(doc.text[group[-1].end : m.start]):
            group.append(m)
        else:
            group = [m]
    if len(group) != count:
        return None
    read = [_plain_if_negated(m, doc) for m in group]
    modes = {m.name for m in read if m is not None}
    if len(modes) != count:
        return None
    return group  # as written: the figure's setup reads a negated one as plain
