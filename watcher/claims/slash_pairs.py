"""Two engines written as one slash-joined pair name no single engine.

"Runtime: LM Studio / llama.cpp", a heading "llama.cpp / Ollama", a row "vLLM/SGLang": the
writer gives two names for the figures and says neither ran them alone (reading rules §1:
be literal; LABELLING: a pair written with a slash names no engine, even an app with the
runtime it bundles). A repository path ("owner/llama.cpp") is one name, not a pair. Patterns
hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re
from itertools import pairwise

from watcher.claims.names import Mention

_SLASH = re.compile(r"`?[ \t]{0,2}/[ \t]{0,2}`?")
_PATH_CHAR = re.compile(r"[\w.\-]")


def slash_paired(a: Mention, b: Mention, text: str) -> bool:
    """True when ``a`` and then ``b`` (two different engines) are written "A / B"."""
    if a.name == b.name or not 0 < b.start - a.end <= 7:
        return False
    if not _SLASH.fullmatch(text, a.end, b.start):
        return False
    # "github.com/ggml-org/llama.cpp", "lmstudio-ai/mlx-engine": a path, not two names
    before = text[a.start - 1] if a.start > 0 else " "
    after = text[b.end] if b.end < len(text) else " "
    return before != "/" and after != "/" and not _PATH_CHAR.match(before)


def slash_pair_starts(mentions: list[Mention], text: str) -> set[int]:
    """Where the mentions (in text order) that are one side of a slash-joined pair start."""
    out: set[int] = set()
    for a, b in pairwise(mentions):
        if slash_paired(a, b, text):
            out.update((a.start, b.start))
    return out
