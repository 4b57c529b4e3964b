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

from watcher.claims.names import Mention

# the other side of a pair between two engines: "→ 80.2 on", ") to 80.2 tok/s ("
_FIGURE_GAP = re.compile(
    r"[^\n]{0,40}?(?:→|->|=>|(?<![a-z])(?:to|vs\.?|versus)(?![a-z]))[ \t]{0,3}[~≈]?\d[^\n]{0,40}",
    re.IGNORECASE,
)


def paired_apart(m: Mention, apps: list[Mention], text: str) -> bool:
    """True when the other side of a pair stands between the engine mention ``m`` and one of
    ``apps`` (the apps in its sentence that can run it)."""
    return any(
        _FIGURE_GAP.fullmatch(text, min(a.end, m.end), max(a.start, m.start)) is not None
        for a in apps
        if a.name != m.name
    )
