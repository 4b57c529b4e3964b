"""A table column or row named for the memory a reader's machine needs holds no run's use.

Reading rules §2: requirements are not measurements; §4: a machine's memory is a spec. A
model list's "RAM min" column or a "Recommended VRAM" row says how much memory a reader's
machine should have to run each model, not what a run used. Only a name that joins a kind
of memory with a recommendation, or system RAM with a minimum, counts: a plain "Memory" column keeps
what a tool reported, a statistics table's "min" column beside "avg" and "max" (no memory
word in it) is left to the other rules, and a model's own need ("显存需求", "VRAM required",
"编码 2048 长度的最小显存") is its footprint, labelled as memory, and stays. Patterns hold
only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

_MEMORY_WORD = re.compile(
    r"(?<![a-z])(?:v?ram|memory|mem|gpu[ \t]memory|m[ée]moire|speicher|memoria)(?![a-z])"
    r"|显存|内存|顯存|內存|メモリ|메모리",
    re.IGNORECASE,
)
_RECOMMENDED = re.compile(
    r"(?<![a-z])(?:recommended|suggested|recomendad[ao]|recommand[ée]e?|empfohlen\w{0,2})"
    r"(?![a-z])|推荐|推薦|建议|建議|推奨|권장",
    re.IGNORECASE,
)
# a minimum of system RAM is a machine's; a minimum of VRAM may be a model's footprint at a
# workload ("编码 2048 长度的最小显存" is measured) and is left alone
_SYSTEM_RAM = re.compile(r"(?<![a-z])(?:system[ \t])?ram(?![a-z])", re.IGNORECASE)
_MINIMUM = re.compile(
    r"(?<![a-z])(?:min|min\.|minimum|minimale?|m[íi]nim[ao]|mindest\w{0,4})(?![a-z])",
    re.IGNORECASE,
)


def is_wanted_memory_name(name: str) -> bool:
    """True for a column or row name that joins a kind of memory with a word of minimum or
    recommendation ("RAM min", "Min. RAM", "Recommended VRAM", "推荐显存")."""
    if not name or len(name) > 60:
        return False
    if _RECOMMENDED.search(name):
        return _MEMORY_WORD.search(name) is not None
    return _MINIMUM.search(name) is not None and _SYSTEM_RAM.search(name) is not None
