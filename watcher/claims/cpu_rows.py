"""A CPU named in a table row or a listing line of its own, with the run's figure.

Reading rules §2: the table row (with its headers) is the nearest unit and decides first;
§3: a CPU model is hardware when the run used no accelerator. A page that benchmarks a GPU
and a CPU side by side ("| Llama-2-7b | 8 bit | Intel i7-8700 | 4.5 GB RAM | 5.70 |" under
"Speed (tokens/sec)", or a pasted "LLaMA-7B: AMD Ryzen 3950X: 552ms / token" among
"... + OpenCL GTX 3090 Ti: 247ms / token" lines) names the CPU as the run's device in the
row itself: the accelerator named in another row is that row's, not this one's. A row or
line naming an accelerator beside the CPU ("Ryzen 3950X + OpenCL GTX 3090 Ti") keeps the
accelerator (the CPU hosts it), and a line that states no speed ("CPU: Ryzen 7950X") is a
setup line, left to ``families``' paragraph rule.
"""

from __future__ import annotations

import re
from bisect import bisect_left

# a speed in the row or line itself, spaced or not ("552ms / token", "5.70 tokens/sec")
_LINE_RATE = re.compile(
    r"(?<![A-Za-z])(?:tok(?:en)?s?[ \t]?/[ \t]?s(?:ec)?|t/s|tps|tokens?[ \t]per[ \t]second"
    r"|ms[ \t]?/[ \t]?tok(?:en)?)(?![A-Za-z])",
    re.IGNORECASE,
)
_ROW = re.compile(r"[ \t]*\|")
_HEADER_REACH = 200  # how many rows up a table's header is looked for


def _line(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def cpus_in_own_rows(
    text: str,
    cpus: list[tuple[str, int, int, int | None]],
    accelerators: list[tuple[int, int]],
) -> list[tuple[str, int, int, int | None]]:
    """The CPUs of ``cpus`` each named on a row or line that names no accelerator and
    states a speed, in the line itself or in its table's header."""
    out = []
    headers: dict[int, bool] = {}  # a row's line start -> whether its table's header has a rate
    starts = sorted(a for a, _ in accelerators)
    for cpu in cpus:
        lo, hi = _line(text, cpu[1])
        k = bisect_left(starts, lo)
        if k < len(starts) and starts[k] < hi:
            continue  # "Ryzen 3950X + OpenCL GTX 3090 Ti": the line's accelerator is the run's
        if _LINE_RATE.search(text, lo, hi):
            out.append(cpu)
            continue
        if _ROW.match(text, lo) and _header_rate(text, lo, headers):
            out.append(cpu)
    return out


def _header_rate(text: str, row: int, seen: dict[int, bool]) -> bool:
    """Whether the first line of the table holding the row at ``row`` names a speed."""
    start = row
    chain = []
    for _ in range(_HEADER_REACH):
        if start in seen:
            break
        chain.append(start)
        if start == 0:
            break
        above = text.rfind("\n", 0, start - 1) + 1
        if not _ROW.match(text, above):
            break
        start = above
    if start in seen:
        found = seen[start]
    else:
        end = text.find("\n", start)
        found = bool(_LINE_RATE.search(text, start, len(text) if end < 0 else end))
    for s in chain:
        seen[s] = found
    return found
