"""A table whose column headers are the fields one engine's program prints names that engine.

Ollama's ``--verbose`` statistics turned into a table ("| total duration | prompt eval
duration | prompt eval rate | eval rate |") name Ollama for every figure of the table, not
only the one under the header cell that spells the field (LABELLING: the verbose block
pasted without naming Ollama is ``ollama``; the output format names the tool).
"""

from __future__ import annotations

from watcher.claims.document import _Doc, _Span
from watcher.claims.names import Mention


def tool_header(header: _Span, doc: _Doc) -> list[Mention]:
    """``[the tool's mention]`` when ``header`` names one engine, by its program's fields only."""
    named = doc.near("engine", header.start, header.end)
    if not named or len({m.name for m in named}) > 1:
        return []
    if not all(doc.lex.names_tool(doc.text, m) for m in named):
        return []
    return [named[0]]
