"""Comparison setups named by a key: each keyed figure takes its own key's engine.

A post that compares set-ups often names each once by a short key and then reports figures
under the keys ("C1: chatglm2-6B, using chatglm.cpp" / "C2: vicuna-7B, using llama.cpp", then
"- C1: 2.5 t/s" / "- C2: 2.3 t/s"; a block "Historical EXL2 baseline:" listing its loader, then
a table column "EXL2 median" or an item "- EXL2: avg 6.78 t/s"). Reading rules §2: each figure
takes its own setup, and details never leak from one setup into the other's figure — so a
figure under a key takes the engine its key's definition names, and no engine when that
definition names none (an engine outside the list), whatever the rest of the post names.

A key is a short code of capitals and a digit or two ("C1", "EXL2", "S3"); only a post that
defines two keys or more is read so (one key alone is no comparison of set-ups). Patterns hold
literals and bounded quantifiers; the definitions are read once per text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.header_columns import header_cell
from watcher.claims.names import Mention
from watcher.claims.patterns import FIGURE

_KEY = r"[A-Z]{1,4}\d{1,2}"
# "C1:  chatglm2-6B, using chatglm.cpp", "- **C2**: 2.3 t/s": a key opening a line or an item
_KEYED_LINE = re.compile(
    rf"(?m)^[ \t]{{0,4}}(?:[-*+•][ \t]{{1,3}})?(?:\*\*)?(?P<key>{_KEY})(?:\*\*)?[ \t]{{0,3}}[:：]"
    r"(?P<rest>[^\n]{0,240})"
)
# "Historical EXL2 baseline:", "Current EXL3:": a line ending in a colon that opens a block
_BLOCK_HEAD = re.compile(
    rf"(?m)^[ \t]{{0,4}}(?:[#*][ \t#*]{{0,6}})?(?P<head>[^\n:：]{{0,40}}?(?<![A-Za-z0-9_])"
    rf"(?P<key>{_KEY})(?![A-Za-z0-9_])[^\n:：]{{0,40}})[:：][ \t*]{{0,3}}$"
)
_BLOCK_LINES = 12  # a setup block lists a few short lines ("loader: ...", "cache: q4")
_LINE_MAX = 160


def _block_end(text: str, at: int) -> int:
    """Where the setup block whose head ends at ``at`` ends: before its first line that holds
    a figure, a table row, another head or long prose (blank lines between items are kept)."""
    end = at
    for _ in range(_BLOCK_LINES):
        nl = text.find("\n", end)
        if nl < 0:
            return len(text)
        line_end = text.find("\n", nl + 1)
        line_end = len(text) if line_end < 0 else line_end
        line = text[nl + 1 : line_end]
        if line.strip() and (
            len(line) > _LINE_MAX
            or line.lstrip().startswith("|")
            or FIGURE.search(line) is not None
            or _BLOCK_HEAD.match(line) is not None
        ):
            return nl
        end = line_end
    return end


_FLAG = ("keyed_setups", "engine", -1)
# how far back from a figure its line's key is looked for: a bounded look keeps a line of
# thousands of figures linear
_KEY_REACH = 300


@dataclass(frozen=True)
class _Keys:
    engines: dict[str, Mention | None]  # each defined key's engine (None: it names none)


def _definitions(doc: _Doc) -> _Keys:
    """The post's keys and the engine each one's definition names, read once."""
    known = doc.flags.get(_FLAG)
    if isinstance(known, _Keys):
        return known
    text = doc.text
    spans: dict[str, tuple[int, int]] = {}
    if ":" in text or "：" in text:
        for m in _KEYED_LINE.finditer(text):
            rest = m.group("rest")
            if rest.strip() and FIGURE.search(rest) is None:
                spans.setdefault(m.group("key"), (m.start(), m.end()))
        for m in _BLOCK_HEAD.finditer(text):
            spans.setdefault(m.group("key"), (m.start(), _block_end(text, m.end())))
    # "T4:", "A10:", "Q4:" open a card's or a quant's line: a name, no key
    spans = {k: v for k, v in spans.items() if not _named(doc, k)}
    engines: dict[str, Mention | None] = {}
    if len(spans) >= 2:
        for key, (lo, hi) in spans.items():
            named = doc.near("engine", lo, hi)
            listed = {m.name for m in named if m.name not in doc.lex.unlisted}
            if len(listed) > 1:
                continue  # a definition naming two engines decides nothing
            engines[key] = next((m for m in named if m.name in listed), None)
    keys = _Keys(engines if len(engines) >= 2 else {})
    doc.flags[_FLAG] = keys
    return keys


def _named(doc: _Doc, key: str) -> bool:
    return any(doc.lex.find(c, key) for c in ("hardware", "precision", "engine"))


def _line_key(doc: _Doc, at: int) -> str | None:
    """The key opening the line (or item) that holds ``at``."""
    lo = max(0, at - _KEY_REACH)
    start = doc.text.rfind("\n", lo, at) + 1
    if start == 0 and lo > 0:
        return None  # a key opens its line within a short reach of its figure
    m = _KEYED_LINE.match(doc.text, start)
    return m.group("key") if m is not None and m.end("key") <= at else None


def _column_key(doc: _Doc, fig: _Figure, local: _Local, keys: _Keys) -> str | None:
    """The key a table column's header names ("EXL2 median") for a figure in that column."""
    cell = header_cell(doc.text, local.header, fig.start) if local.header else None
    if cell is None:
        return None
    named = [k for k in re.findall(_KEY, cell) if k in keys.engines]
    return named[0] if len(set(named)) == 1 else None


def keyed_engine(fig: _Figure, local: _Local, doc: _Doc) -> tuple[bool, Mention | None]:
    """(True, the engine of the figure's key) when ``fig`` stands under a defined key (an
    item or line opened by the key, or a table column headed by it); (False, None) else."""
    keys = _definitions(doc)
    if not keys.engines:
        return False, None
    key = _line_key(doc, fig.start)
    if key is None or key not in keys.engines:
        key = _column_key(doc, fig, local, keys)
    if key is None or key not in keys.engines:
        return False, None
    return True, keys.engines[key]
