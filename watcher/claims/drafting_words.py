""" "Autoregressive drafting": a word for how a drafter drafts, not the plain-decoding mode.

In "replacing autoregressive drafting with a block diffusion drafter" or "EAGLE-3's
autoregressive draft head", "autoregressive" describes the draft model inside a speculative
method; the run it belongs to still decodes speculatively, so it names no ``ar`` run (reading
rules §3: ``ar`` is one token per step with no drafter at all). Patterns are bounded.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # names.py calls this module while it finds mentions
    from watcher.claims.names import Mention

# "autoregressive drafting", "auto-regressive draft model", "AR drafter", "自回归草稿"
_DRAFT_AFTER = re.compile(
    r"[ \t\-]{0,2}(?:draft(?:s|ing|ers?)?(?![a-z])|草稿|起草|ドラフト|초안)", re.IGNORECASE
)


def without_drafting_ar(text: str, found: list[Mention]) -> list[Mention]:
    """``found`` less the ``ar`` mentions that describe a drafter ("autoregressive drafting")."""
    return [m for m in found if not (m.name == "ar" and _DRAFT_AFTER.match(text, m.end))]
