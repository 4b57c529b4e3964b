"""A table's size column describes the model's file, not what a run holds.

Reading rules §4 record memory as what a model or a run occupies (peak, weights, model size),
and the labelling decisions draw the line by where the size stands: a model's size stated in a
sentence, a bullet or a field line is `memory`, while "a tool's size column or field describing
the file", "a table's size … column describing the file", "a file size in a model card's table",
"a quant repo's file-size table" and "a draft's size … in an architecture table" are not (only
a size cell of a table is not). So a size in a table cell whose column header or row label
names only a size ("Model Size (GB)", "| Size |", "File size", "モデルサイズ", "Taille") is the
file's description, unless the same keys say the size was used, peaked or is memory ("Peak Mem",
"Memory size (RSS)", "VRAM", "KV cache size", "Max RAM required"): those are a run's or a
model's memory as before.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Figure
from watcher.claims.metric_words import _MEMORY
from watcher.claims.models import MEMORY
from watcher.claims.sections import inside

# a key naming a size or a file ("Model Size", "Size (GB)", "Download", "文件大小", "サイズ");
# "batch size", "context size", "group size" name settings, never a size in bytes
_SIZE_KEY = re.compile(
    r"(?<!batch[ \t])(?<!context[ \t])(?<!group[ \t])(?<!block[ \t])(?<!chunk[ \t])"
    r"(?<![a-z])size(?![a-z])|(?<![a-z])(?:file|download|disk)(?![a-z])"
    r"|大小|体积|體積|サイズ|크기|(?<![a-z])(?:taille|tamaño|tamanho|größe|grösse)(?![a-z])"
    r"|размер|文件|ファイル|파일",
    re.IGNORECASE,
)
# a word saying the size is memory held or used: a run's or a model's memory, labelled as before
_HELD = re.compile(
    r"mem(?:ory)?(?![a-z])|vram|(?<![a-z])ram(?![a-z])|peak|(?<![a-z])use[ds]?(?![a-z])|usage"
    r"|in[ \t]use|footprint|resident|rss|alloc|kv|cache|buffer|runtime|loaded|occup|consum"
    r"|requir|need|(?<![a-z])min(?:imum)?(?![a-z])|(?<![a-z])max(?:imum)?(?![a-z])"
    r"|显存|顯存|内存|內存|记忆体|記憶體|占用|佔用|峰值|使用|需|メモリ|ピーク|메모리|사용|필요|피크"
    r"|speicher|mémoire|memoria|памят",
    re.IGNORECASE,
)


def describes_file(
    fig: _Figure, header: str, row_label: str, needs: list[tuple[int, int]], at: int
) -> bool:
    """True for a memory figure in a table cell keyed only by a size ("Model Size (GB)",
    "| Model size | 19.9 GB |"): the model file's description, not a claim. A table at ``at``
    inside one of ``needs`` (sections under "## Memory/Disk Requirements") states what a model
    needs: its sizes are memory (LABELLING.md, batch 98's audit: "Stated requirements are
    `memory` at their number")."""
    if fig.metric != MEMORY or inside(at, needs):
        return False
    keys = f"{header} {row_label}"
    return _SIZE_KEY.search(keys) is not None and _HELD.search(keys) is None


def keyed_memory(keys: str, at: int, needs: list[tuple[int, int]]) -> bool:
    """True when a size cell's keys (header and row label) name memory ("VRAM", "Peak Mem"),
    or its row at ``at`` lies in one of ``needs``, a section under "## Memory/Disk
    Requirements" whose sizes are a model's stated needs ("| Original size | 32.1 GB |")."""
    return _MEMORY.search(keys) is not None or inside(at, needs)
