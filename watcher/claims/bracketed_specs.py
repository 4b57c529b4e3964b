"""A size in brackets right after the memory or the device it describes: a spec, no claim.

Reading rules §4: a machine's or a card's memory ("192 GB HBM3") is a hardware spec. Writers
often put that size, or the sizes a machine is sold in, in brackets after the thing they
size:

- after the kind of memory a machine carries or has free: "enough unified memory (24GB or
  48GB)", "the VRAM headroom (76.5GB)", "系统内存(64GB)", "объём видеопамяти (16 ГБ)" (a
  bare "memory (22 GB)" may be a run's and stays);
- after a device or a machine's CPU: "Raspberry Pi 5(16GB)", "an RTX 4090 (24GB)", "显卡(24GB
  显存)", "Intel i7(64GB)", "a Ryzen 9 7950X (128 GB)".

The bracket must hold sizes only (joined by "or", "/", "、", "или"; a memory word may close
it): "(22 GB peak)" or "(16 GB used)" says a run's use and stays memory, and so does a memory
word that a use or a model names right before ("peak memory (22 GB)", "model memory (8 GB)",
"显存占用(20GB)").
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.memory_build import is_memory_build

# the memory a machine carries or has left, named right before the bracket
_MEMORY_NOUN = (
    r"(?:(?<![a-z])(?:unified|system|shared|video|graphics|installed|total|available|free)"
    r"[ \t]{1,2}(?:memory|v?ram)|(?<![a-z])(?:(?:memory|v?ram)[ \t]{1,2})?headroom"
    r"|(?<![a-z])(?:gpus?|cards?|graphics[ \t]cards?|macs?|macbooks?|laptops?|machines?"
    r"|raspberry[ \t]pi(?:[ \t]?\d)?|(?:intel[ \t])?(?:core[ \t])?i[3579](?:-\d{4,5}[a-z]{0,2})?"
    r"|ryzen(?:[ \t]\d{1,4}){1,2}[a-z]{0,2}|xeon|epyc|threadripper)(?![a-z\d])"
    r"|(?:系统|系統|统一|統一|共享|可用|剩余|剩餘)(?:内存|內存|显存|顯存)|显卡|顯卡"
    r"|(?:ユニファイド|統合|システム)メモリー?|(?:통합|시스템)[ \t]?메모리"
    r"|(?:объ[её]м\w{0,2}[ \t]{1,2})?(?:видеопамят\w{0,2}|оперативн\w{0,3}[ \t]памят\w{0,2})"
    r"|(?<![а-я])озу|видеокарт\w{0,2})"
)
_SIZE = r"~?\d[\d.,]{0,8}[ \t]{0,2}(?:[GMT]i?B|G|ГБ|ТБ)?"
_JOIN = r"[ \t]{0,2}(?:or|and|/|,|、|或|和|или|и|または|또는)[ \t]{0,2}"
# "unified memory (", "Raspberry Pi 5(", "memory (24GB or ": the bracket opened after the noun
_OPENED = re.compile(
    rf"(?:{_MEMORY_NOUN})[ \t]{{0,2}}[(（][ \t]{{0,2}}(?:{_SIZE}{_JOIN}){{0,4}}$", re.I
)
_SIZES_SO_FAR = re.compile(rf"[ \t]{{0,2}}(?:{_SIZE}{_JOIN}){{0,4}}", re.I)
# " or 48GB)", " VRAM)", "显存)": the rest of a bracket of sizes
_CLOSED = re.compile(
    rf"(?:{_JOIN}{_SIZE}){{0,4}}[ \t]{{0,2}}(?:v?ram|memory|显存|顯存|内存|內存|メモリ|메모리)?"
    r"[ \t]{0,2}[)）]",
    re.I,
)
# a use, a run or a model that owns the memory named before the bracket
_USE_BEFORE = re.compile(
    r"(?<![a-z])(?:peak|used|uses|using|usage|consum\w*|footprint|occup\w*|model|weights?"
    r"|kv[ \t_\-]?cache|needs?|requir\w*|takes?|took|allocat\w*|reserv\w*|max(?:imum)?)(?![a-z])"
    r"|占用|佔用|峰值|使用|消耗|模型|需要|ピーク|使用量|모델|사용|пиков\w*|занима\w*|требу\w*",
    re.I,
)


def is_bracketed_spec(text: str, start: int, end: int, doc: _Doc) -> bool:
    """True for a size (``text[start:end]``) alone in brackets (or among other sizes) right
    after the memory or the device it sizes: "unified memory (24GB or 48GB)"."""
    if not _CLOSED.match(text, end):
        return False
    lo = max(0, start - 60)
    opened = _OPENED.search(text, lo, start)
    if opened is None:
        bracket = max(text.rfind("(", lo, start), text.rfind("（", lo, start))
        if bracket < 0 or not _SIZES_SO_FAR.fullmatch(text, bracket + 1, start):
            return False
        gap = text[lo:bracket]
        named = [m for m in doc.near("hardware", lo, bracket) if not gap[m.end - lo :].strip()]
        if not named:
            return False
        noun_start = min(m.start for m in named)
    else:
        noun_start = opened.start()
    line_start = text.rfind("\n", 0, noun_start) + 1
    return _USE_BEFORE.search(text, max(line_start, noun_start - 24), noun_start + 1) is None


def is_machine_memory(text: str, start: int, end: int, doc: _Doc) -> bool:
    """True for a size that is a machine's memory, by its parts ("512G per socket") or by the
    bracket after what it sizes ("unified memory (24GB or 48GB)")."""
    return is_memory_build(text, start, end) or is_bracketed_spec(text, start, end, doc)
