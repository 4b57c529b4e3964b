"""Table columns keyed by an engine's major version ("v1 | v2", "V1: 4090 | V2: 4090").

An engine whose generations are separate engines (ExLlama V2 and V3 are `exllamav2` and
`exllamav3`; the first ExLlama is outside the list) is often compared with itself in columns
headed by the version alone. On a page naming such an engine, a column headed "v2" is
ExLlamaV2's run and one headed "v1" the first ExLlama's, which names no listed engine: each
figure takes its own column's setup (reading rules §2), not the page's engine. Patterns hold
literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.header_columns import header_cell
from watcher.claims.names import Mention

# an engine's name ending in its major version: "exllamav2"
_VERSIONED = re.compile(r"(?P<family>[a-z][a-z.\-]{2,20}?)v(?P<n>\d)")
# a header cell opening with a version alone: "v1", "V2: 4090", "v2 cache 8bit"
_VERSION_CELL = re.compile(r"[ \t*]{0,4}[vV](?P<n>\d)(?![\w.])")
_ANY_VERSION = re.compile(r"(?<![A-Za-z0-9])[vV]\d(?![\w.])")


_FLAG = ("version_columns", "engine", -1)


def _families(doc: _Doc) -> dict[str, Mention]:
    """The versioned engines the page names, by family ("exllama"), read once per text."""
    known = doc.flags.get(_FLAG)
    if isinstance(known, dict):
        return known
    found = {
        v.group("family"): m
        for m in doc.index["engine"].items
        if (v := _VERSIONED.fullmatch(m.name)) is not None
    }
    doc.flags[_FLAG] = found
    return found


def version_column_engine(fig: _Figure, local: _Local, doc: _Doc) -> tuple[bool, Mention | None]:
    """(True, the engine of the figure's version column) when its table header's column opens
    with a version ("v1", "V2: 4090") of a versioned engine the page names; (False, None)
    else. A version outside the list gives (True, None)."""
    header = local.header
    if header is None:
        return False, None
    families = _families(doc)
    if len(families) != 1:
        return False, None
    cell = header_cell(doc.text, header, fig.start)
    if cell is None or (v := _VERSION_CELL.match(cell)) is None:
        return False, None
    if len(_ANY_VERSION.findall(cell)) > 1:
        return False, None  # "v1 → v2": one run's change across versions, no version's column
    ((family, seen),) = families.items()
    name = f"{family}v{v.group('n')}"
    if name == seen.name:
        return True, seen
    listed = doc.lex.names.get("engine", {}).get(name)
    if listed is not None and listed not in doc.lex.unlisted:
        return False, None  # another listed generation, never named: left to the other rules
    return True, None
