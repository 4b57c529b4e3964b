"""The one engine a page names, stated after its figures as what ran, is the page's engine.

Reading rules §1 and LABELLING (tenth pass): a setup named later in the same post for the
same runs is that post's one setup: "llama.cpp build 9425" on the "Hardware:" line of a
"Setup" section after a TL;DR, "Build llama.cpp with CUDA support" in a guide's steps, a
docs page whose command (``lmdeploy serve ...``) launches the one engine it names. The
mention must say the engine was built or run (a build or version, a command, a code
block): a press story naming "NVIDIA's TensorRT-LLM" after a chip's record names software,
not the run. A page naming two engines, anywhere (the title included), says nothing of
which ran; nor does one naming its engine only as a baseline or an example (those are
filtered out of ``items`` before).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

# "llama.cpp build 9425", "llama.cpp b9091", "commit 1cbfd198": the build that ran; "llama.cpp
# builds compiled with NEON", "a vLLM build from source": builds of it made for the runs
_BUILT_AFTER = re.compile(
    r"[ \t]{1,2}(?:build|commit)[ \t]{1,2}#?[0-9a-f]{3,12}(?![\w])"
    r"|[ \t]{1,2}builds?[ \t]{1,2}(?:compiled|built|made|from[ \t]{1,2}source)(?![\w])"
    r"|[ \t]{0,2}b\d{3,5}(?![\w.])",
    re.IGNORECASE,
)
# "Build llama.cpp", "compiled llama.cpp", "the master branch of llama.cpp", "served with vLLM"
_BUILT_BEFORE = re.compile(
    r"(?<![a-z])(?:build|built|compiled?|compiling|branch[ \t]of|served[ \t](?:with|by)"
    r"|launch(?:ed)?|install(?:ed)?)[ \t]{1,2}(?:the[ \t]{1,2}|a[ \t]{1,2})?`?$",
    re.IGNORECASE,
)


def _stated_as_run(m: Mention, doc: _Doc) -> bool:
    """True when the words at ``m`` say the engine was built or run, or it stands in code."""
    text = doc.text
    if _BUILT_AFTER.match(text, m.end) or _BUILT_BEFORE.search(text, max(0, m.start - 24), m.start):
        return True
    layout = doc.layout
    return layout is not None and any(c.start <= m.start < c.end for c in layout.codes)


def sole_engine_after(items: list[Mention], doc: _Doc) -> list[Mention]:
    """Those of ``items`` (the engines stated apart from any figure) stated as run, when
    every engine the page and its title name is one and the same engine; else none."""
    if not items or doc.thread or not _one_engine_named(doc):
        return []
    return [m for m in items if doc.once(_stated_as_run, m)]


def _one_engine_named(doc: _Doc) -> bool:
    """True when the page and its title name one engine only; found once per text (every
    figure asks the same)."""
    key = (None, "one engine named", 0)
    known = doc.flags.get(key)
    if not isinstance(known, bool):
        names = {m.name for m in doc.index["engine"].items}
        names |= {m.name for m in doc.lex.find("engine", doc.title)}
        known = doc.flags[key] = len(names) == 1
    return known
