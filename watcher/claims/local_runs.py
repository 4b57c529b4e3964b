"""A figure said to run locally is not a hosted service's named apart from it.

``vendor`` is a vendor's own code or hosted API (reading rules §3). A service or served model
named outside a figure's own sentence ("## Gemini" as a chat transcript's speaker, a "Gemini
API" section above) reaches the figure only as context, and context does not imply an engine
where the text says the figure ran elsewhere (§1): a figure whose own sentence, or the text
between that service and it (a "Local models" heading over a results table), says the run was
local ("locally", "ローカル", "로컬", "本地") ran on the writer's machine, not on the maker's
service; a local run set up as the yardstick ("ten times what we get locally") is not. The
look back is bounded (``_REACH`` characters), so a page of many figures stays linear.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Span
from watcher.claims.models import VENDOR
from watcher.claims.names import Mention

_REACH = 1200
_LOCAL = re.compile(
    r"(?<![A-Za-z])(?:local(?:ly)?|lokal)(?![A-Za-z])|ローカル|로컬|本地", re.IGNORECASE
)
# "ten times what we get locally", "faster than any local model": the local run is the
# yardstick the service's figure is set against, not where it ran
_YARDSTICK = re.compile(
    r"(?<![A-Za-z])(?:than|vs\.?|versus|compared|unlike|what)(?![A-Za-z])[^.\n]{0,30}$"
    r"|比[^。\n]{0,12}$",
    re.IGNORECASE,
)


def said_local(engine: Mention | None, card: Mention | None, own: _Span, doc: _Doc) -> bool:
    """True when ``engine`` is a hosted service named outside the figure's own sentence
    ``own`` and a local run is stated between it and the end of that sentence."""
    del card  # the same signature as the other "run elsewhere" tests
    if engine is None or engine.name != VENDOR:
        return False
    lo = max(0, own.start - _REACH)
    if engine in doc.index["engine"]:
        if own.start <= engine.start < own.end:
            return False
        if engine.end <= own.start:
            lo = max(lo, engine.end)
    return any(
        not _YARDSTICK.search(doc.text, max(lo, m.start() - 40), m.start())
        for m in _LOCAL.finditer(doc.text, lo, own.end)
    )
