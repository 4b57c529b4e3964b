"""An engine in brackets closing a sentence of ";"-joined clauses is the whole sentence's:
"On the RTX 4090 it's 95 tok/s; CPU-only it's 12 tok/s (llama.cpp)." Reading rules §2: the
nearest enclosing unit decides first, and a clause that names no engine falls back to its
sentence; LABELLING (batch 134's audit): words closing the sentence after its last clause
state what both sides ran. The card stays each clause's own (a CPU-only clause has none).

Left alone: a clause that names its own engine, and a sentence that sets its sides against
each other ("95 tok/s; compared to 12 tok/s (llama.cpp)"): there the bracket names the
baseline, not the subject (§2).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# the bracket closing the sentence: "(llama.cpp).", "(vLLM 0.6)", "[SGLang]"
_CLOSING = re.compile(
    r"[(\[][ \t]{0,2}(?P<name>[^()\[\]\n]{2,32}?)[ \t]{0,2}[)\]][ \t]{0,2}[.!]?[ \t]*$"
)
# a comparison between the figure and the bracket: its sides are two setups
_COMPARED = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|compared|than|against|relative|while|whereas|baseline"
    r"|instead|unlike|over)(?![a-z])",
    re.IGNORECASE,
)


def closing_engine(
    engine: Mention | None, fig: _Figure, local: _Local, doc: _Doc
) -> Mention | None:
    """``engine``, or the engine bracketed at the end of the figure's sentence when the
    figure's own ";" clause, earlier in that sentence, names none."""
    own = local.sentence
    if engine is not None or own is None or own.end - own.start > 400:
        return engine
    text = doc.text
    m = _CLOSING.search(text, own.start, own.end)
    if m is None or m.start() <= fig.end:
        return engine
    semi = text.find(";", fig.end, m.start())
    if semi < 0:
        return engine  # the bracket's own clause reads it already
    if _COMPARED.search(text, own.start, m.start()) is not None:
        return engine
    named = doc.near("engine", m.start("name"), m.end("name"))
    if len({n.name for n in named}) != 1 or doc.near("engine", own.start, m.start()):
        return engine
    return named[0]
