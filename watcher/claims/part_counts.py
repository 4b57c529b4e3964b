"""A multiple written before a part of the machine counts the parts: it is no speedup.

"4× Cortex-A76", "2× Thunderbolt 5", "2×雷雳 5", "8× 32GB DDR5", "2x M.2 slots": a spec
sheet writes how many cores, ports, drives or memory sticks a machine has with the same sign
a speedup uses. Reading rules §4 say hardware specs are no claims, and §3 read "8×H100" as a
count of what is named after the sign; a part that is no GPU is counted the same way, so
the multiple is neither a speedup nor a GPU count. Only a part named right after the sign
counts ("1.8× higher throughput on 8× H100" keeps its 1.8×: a run word stands after it).
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

# the part, maybe after its size ("8× 32GB DDR5") or its maker ("2× Intel Xeon"); CPU core
# families, ports and links, drives and slots, memory sticks, fans
_PART_AFTER = re.compile(
    r"[ \t]{0,2}[*_]{0,3}(?:\d{1,4}[ \t]?[GT]B[ \t]{1,2})?"
    r"(?:(?:intel|amd|arm|ampere|apple)[ \t]{1,2})?"
    r"(?:"
    # CPU cores and their families
    r"(?:arm[ \t\-])?cortex[ \t\-]?[axr]\d{1,3}|neoverse|xeon|epyc|threadripper"
    r"|performance[ \t\-]cores?|efficiency[ \t\-]cores?|[pe][ \t\-]cores?"
    r"|(?:cpu|gpu)[ \t\-]cores?|vcpus?|threads"
    # ports, links and connectors
    r"|thunderbolt|usb(?:[ \t\-]?[ac4]|[ \t\-]?\d(?:\.\d)?)?|hdmi|displayport|ethernet"
    r"|\d{1,3}[ \t]?gbe|gbe|rj[ \t\-]?45|q?sfp\d{0,2}\+{0,2}|nvlink[ \t]bridges?|ports?"
    # drives, slots, lanes and memory sticks
    r"|m\.2|nvme|ssds?|hdds?|sata|pcie[ \t\-]?(?:gen[ \t]?)?\d(?:\.0)?[ \t]x\d{1,2}"
    r"|pcie[ \t](?:slots?|lanes?)|slots?|lanes?|dimms?|so[ \t\-]?dimms?|(?:lp)?ddr\d[x]?"
    r"|fans?"
    r")(?![a-z])"
    # the same written in Chinese or Japanese: Thunderbolt, USB ports, slots, drives, cores
    r"|[ \t]{0,2}(?:雷雳|雷電|雷电|接口|端口|插槽|硬盘|硬盤|内存条|記憶體|ポート|スロット|コア)",
    re.IGNORECASE,
)


def counts_parts(text: str, end: int) -> bool:
    """True for an "N×" (ending at ``end``) written right before a part of the machine that
    is no GPU: a count of cores, ports, drives or memory sticks from a spec, no multiple."""
    return _PART_AFTER.match(text, end) is not None
