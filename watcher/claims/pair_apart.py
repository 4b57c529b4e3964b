"""An app and an engine it can run on, set apart as two sides of a pair (reading rules §2).

"Ollama replaces its llama.cpp backend with MLX": a sentence naming an app, a runtime it runs
on and a word such as "engine" or "backend" names the app's backend, not a second run. But
"35.7 tok/s (Ollama) to 80.2 tok/s (llama.cpp + MTP) ... a leaner engine" and "35.7 tok/s on
Ollama → 80.2 on llama.cpp" set two runs apart, each with its engine: the other side of a
pair (an arrow, "to", "vs" and a figure) stands between the two names. A version between
them ("LM Studio 0.3.4 ... its MLX engine") is no side. Patterns hold literals and bounded
quantifiers.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from watcher.claims.names import Mention

# the other side of a pair between two engines: "→ 80.2 on", ") to 80.2 tok/s ("
_FIGURE_GAP = re.compile(
    r"[^\n]{0,40}?(?:→|->|=>|(?<![a-z])(?:to|vs\.?|versus)(?![a-z]))[ \t]{0,3}[~≈]?\d[^\n]{0,40}",
    re.IGNORECASE,
)


# the most characters ``_FIGURE_GAP`` can span: 40, "versus", 3 blanks, "~", a digit, 40
_GAP_REACH = 91


class Hosts:
    """The apps of a sentence that can run one engine, in order: each of the engine's
    mentions asks only about the apps near enough for a pair's other side to fit between
    them (a sentence naming apps and engines thousands of times stays linear)."""

    def __init__(self, apps: list[Mention]) -> None:
        self.items = sorted(apps, key=lambda a: a.start)
        self.starts = [a.start for a in self.items]
        self.longest = max((a.end - a.start for a in self.items), default=0)


def paired_apart(m: Mention, hosts: Hosts, text: str) -> bool:
    """True when the other side of a pair stands between the engine mention ``m`` and one of
    ``hosts`` (the apps in its sentence that can run it)."""
    # an app whose gap to ``m`` is longer than the pattern's reach cannot match: only the
    # apps starting from ``_GAP_REACH`` (and an app's length) before ``m`` to as far after it
    lo = bisect_left(hosts.starts, m.start - _GAP_REACH - hosts.longest)
    hi = bisect_right(hosts.starts, m.end + _GAP_REACH)
    return any(
        _FIGURE_GAP.fullmatch(text, min(a.end, m.end), max(a.start, m.start)) is not None
        for a in hosts.items[lo:hi]
        if a.name != m.name
    )
