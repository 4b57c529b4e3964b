"""A size counted over the parts a machine's memory is built of: never a run's memory.

Reading rules §4: a machine's capacity ("192 GB HBM3") is a hardware spec, no claim. A
server's memory is often written out as its parts, and each part's size is the same spec:

- per part after the size: "512G per socket", "64 GB per DIMM", "32GB/stick", "16GB × 2
  sticks", "32GB×2枚", "16GB x 2条", "64 ГБ на канал";
- a count of parts before it: "(8 channels * 64GB)", "12 DIMMs × 32 GB", "4 sticks of
  16GB", "16 条 × 32GB", "8 планок по 64 ГБ";
- a bare count inside the bracket right after the memory it splits: "1.15 TB DDR5 ECC RAM
  (8×144 GB)", "内存(16×32GB)" (a run's "peak memory (2× 40 GB)" split over cards stays).

A size per GPU or per device ("12 GB per GPU", "18 GB per device") is what a run takes on
each card and stays memory: only the parts memory is bought in count here.
"""

from __future__ import annotations

import re

# the parts a machine's memory is bought or laid out in (English, Chinese, Japanese, Russian)
_PART = (
    r"(?:(?:memory|ram)[ \t])?(?:sockets?|channels?|dimms?|rdimms?|sticks?|modules?|slots?)"
    r"(?![a-z])|条|根|枚|通道|планк\w{0,2}|модул\w{0,3}|канал\w{0,2}|сокет\w{0,2}"
)
# "512G per socket", "32GB/stick", "16GB × 2 sticks", "32GB×2枚", "64 ГБ на канал"
_PER_PART_AFTER = re.compile(
    rf"[ \t]{{0,2}}(?:(?:per|each|a|/|на)[ \t]{{0,2}}(?:{_PART})"
    rf"|[x×*][ \t]{{0,2}}\d{{1,2}}[ \t]{{0,2}}(?:{_PART}))",
    re.IGNORECASE,
)
# "8 channels * 64GB", "4 sticks of 16GB", "16 条 × 32GB", "8 планок по 64 ГБ", "单条 32GB"
_PARTS_BEFORE = re.compile(
    rf"(?<![\w.,])\d{{1,2}}[ \t]{{0,2}}(?:{_PART})[ \t]{{0,2}}(?:[x×*]|of|по|each)[ \t]{{0,2}}$"
    r"|(?:单条|單條|每条|每條|每根)[ \t]{0,2}$",
    re.IGNORECASE,
)
# "DDR5 ECC RAM (8×144 GB", "内存(16×": a bare count in the bracket after the memory
_SPLIT_IN_BRACKET = re.compile(
    r"(?:(?<![a-z])(?:ram|ecc|ddr\d\w{0,2}|dimms?)|内存|內存|メモリ|памят\w{0,2}|озу)"
    r"[ \t]{0,2}[(（][ \t]{0,2}\d{1,2}[ \t]{0,2}[x×*][ \t]{0,2}$",
    re.IGNORECASE,
)


def is_memory_build(text: str, start: int, end: int) -> bool:
    """True for a size (``text[start:end]``) counted over a machine's memory parts: per
    socket, DIMM or stick, or a count of them before it ("8 channels * 64GB")."""
    before = text[max(0, start - 40) : start]
    return bool(
        _PER_PART_AFTER.match(text, end)
        or _PARTS_BEFORE.search(before)
        or _SPLIT_IN_BRACKET.search(before)
    )
