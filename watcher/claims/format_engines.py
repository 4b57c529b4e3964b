"""Model formats paired with the engines that loaded them: a row naming a format takes its
engine.

A post comparing quantised models often says once which engine ran each format ("AWQ loaded
in AutoAWQ vs GPTQ loaded in ExLlamaV2", "GGUF on llama.cpp and EXL2 on ExLlamaV2") and then
lists rows named by the format ("TheBloke_Llama-2-7B-chat-AWQ ... 60.7", "...-GPTQ ... 139.9").
A format is no engine (reading rules §3), but the post states which engine ran it, and each
figure takes its own setup (reading rules §2): the row of an AWQ model is AutoAWQ's run, not
ExLlamaV2's, though the paragraph names ExLlamaV2 last. An engine outside the list (AutoAWQ)
gives the row no engine.

Read only where two formats or more are each paired with one engine; a row naming an engine
itself, or two of the formats, is left to the other rules. Patterns hold literals and bounded
quantifiers; the pairs are read once per text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from watcher.claims.document import _Doc, _Figure
from watcher.claims.names import Mention

_FORMATS = r"AWQ|GPTQ|GGUF|EXL2|EXL3|HQQ|AQLM|bnb"
_FORMAT = re.compile(rf"(?<![A-Za-z0-9])(?P<fmt>{_FORMATS})(?![A-Za-z0-9])", re.IGNORECASE)
# "AWQ loaded in ", "GPTQ models on ", "GGUF via ", "EXL2 quants with ": what ran the format
_PAIRED = re.compile(
    rf"(?<![A-Za-z0-9])(?P<fmt>{_FORMATS})(?![A-Za-z0-9])[ \t]{{1,2}}"
    r"(?:(?:model|models|quant|quants|weights|files?)[ \t]{1,2})?"
    r"(?:(?:loaded|run|running|served)[ \t]{1,2})?"
    r"(?:in|with|on|via|using|through|under)[ \t]{1,2}[`*]{0,2}",
    re.IGNORECASE,
)
_FLAG = ("format_engines", "engine", -1)
_LINE_REACH = 400  # how far back from a figure its line's start is looked for


@dataclass(frozen=True)
class _Pairs:
    engines: dict[str, Mention]  # each paired format (upper-case) and the engine that ran it


def _pairs(doc: _Doc) -> _Pairs:
    """The text's formats each paired with exactly one engine, when two or more are."""
    known = doc.flags.get(_FLAG)
    if isinstance(known, _Pairs):
        return known
    found: dict[str, list[Mention]] = {}
    for m in _PAIRED.finditer(doc.text):
        engine = doc.near("engine", m.end(), m.end() + 1)
        if engine:
            found.setdefault(m.group("fmt").upper(), []).append(engine[0])
    one = {f: ms[0] for f, ms in found.items() if len({m.name for m in ms}) == 1}
    pairs = _Pairs(one if len({m.name for m in one.values()}) >= 2 else {})
    doc.flags[_FLAG] = pairs
    return pairs


def format_engine(fig: _Figure, doc: _Doc) -> tuple[bool, Mention | None]:
    """(True, the engine paired with the format the figure's line names) when the line names
    exactly one paired format and no engine of its own; (False, None) else."""
    pairs = _pairs(doc)
    if not pairs.engines:
        return False, None
    text = doc.text
    lo = max(0, fig.start - _LINE_REACH)
    start = text.rfind("\n", lo, fig.start) + 1
    if start == 0 and lo > 0:
        return False, None
    end = text.find("\n", fig.end, fig.end + _LINE_REACH)
    end = len(text) if end < 0 else end
    if doc.near("engine", start, end):
        return False, None
    named = {m.group("fmt").upper() for m in _FORMAT.finditer(text, start, end)}
    named &= set(pairs.engines)
    if len(named) != 1:
        return False, None
    engine = pairs.engines[named.pop()]
    return True, None if engine.name in doc.lex.unlisted else engine
