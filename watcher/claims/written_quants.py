"""Quantisation types named as written when the vocabulary lists no such type.

Unsloth's dynamic quants ("UD-Q4_K_XL", "UD-IQ3_XXS") keep some tensors at a higher type than
the type they extend, and the forks of llama.cpp add types of their own: ik_llama.cpp's
repacked rows ("Q5_0_R4", "Q8_K_R8") and its trellis and k-types ("IQ3_KT", "IQ4_KS",
"IQ5_K"), "TQ3_4S". Each is another file from the type its name starts with, so it is
recorded as written, upper-case (reading rules §3: names as the text states them), never
as the shorter listed type inside it; two precisions joined by a bare "+" (a per-layer
mix) name neither. Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Protocol, TypeVar

# "UD-" (or "UD_" in a file name) before a quant type: Unsloth's dynamic variant of it
_DYNAMIC_BEFORE = re.compile(r"(?<![A-Za-z0-9])UD[\-_]$", re.IGNORECASE)
# a llama.cpp-style type: "Q5_0_R4", "IQ4_KSS", "IQ2_XXS_R4", "TQ3_4S"; each part after the
# first is a digit, a digit and a letter, a row count ("R4") or one of the size and kind
# letters the quantisers use (a misspelt "IQ3_XSS" names no type)
_QUANT_TYPE = re.compile(
    r"(?<![A-Za-z0-9])(?:UD[\-_])?(?P<type>(?:I?Q|TQ)\d"
    r"(?:_(?:R\d{1,2}|\d[A-Z]?|XXS|XS|XL|NL|KSS|KS|KT|KL|KV|BN|TN|[KSML])){1,3})"
    r"(?![A-Za-z0-9_])",
    re.IGNORECASE,
)


def dynamic_start(text: str, start: int) -> int | None:
    """Where "UD-" starts when it stands right before a quant type at ``start``."""
    found = _DYNAMIC_BEFORE.search(text, max(0, start - 4), start)
    return found.start() if found is not None else None


def written_types(text: str, listed: dict[str, str]) -> Iterator[tuple[str, int, int, int]]:
    """(name, start, type start, end) of each quant type ``text`` writes that ``listed`` (the
    vocabulary's keyed aliases) does not hold: a listed type is the vocabulary's to match."""
    for m in _QUANT_TYPE.finditer(text):
        written = m.group("type")
        if written.replace("-", "").lower() in listed:
            continue
        name = written.upper()
        if m.start() < m.start("type"):
            name = "UD-" + name
        yield name, m.start(), m.start("type"), m.end()


class _Spanned(Protocol):
    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...


_M = TypeVar("_M", bound=_Spanned)


def without_mixes(text: str, found: list[_M]) -> list[_M]:
    """``found`` less the precisions joined by a bare "+" ("the mixed NVFP4+FP8 variant"): a
    checkpoint mixing them per layer is at neither."""
    mixed = {
        i
        for k in range(1, len(found))
        if text[found[k - 1].end : found[k].start] == "+"
        for i in (k - 1, k)
    }
    return [m for i, m in enumerate(found) if i not in mixed] if mixed else found
