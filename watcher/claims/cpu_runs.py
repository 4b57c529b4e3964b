"""A run its own words put on the CPU, in a post that names its machine's CPU and GPU.

Reading rules §3: the hardware is the accelerator a run used; a CPU model is hardware when
the run used no accelerator. A post stating its machine once ("我的机器配置是 Ryzen 5950x,
RTX A6000", "CPU: Ryzen 7 5700X / GPU: Radeon 7900 XT") and then reporting a run on each
("CPU 7 t/s, GPU 80 t/s", "runs much faster on CPU (6.2 tokens per second)", a list under
"在CPU下：") gives the CPU run that CPU (LABELLING, hardware: the figures take the setup the
post states; a "vs" pair gives each side its own). The CPU is read only where the post names
one CPU model before the figure, and never over a card named in the figure's own row; a line
saying "CPU only" keeps the earlier reading (no hardware: LABELLING's "CPU only" decision).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.families import CPUS, _spans
from watcher.claims.names import Mention
from watcher.claims.quoted import _CPU_ONLY

# "CPU" or "GPU" as a word ("iGPU" is a GPU; "cpu_threads" names neither)
_DEVICE_WORD = re.compile(r"(?<![A-Za-z_])(?:(?P<cpu>CPU)|[a-z]?GPU)(?![A-Za-z_])", re.IGNORECASE)
_LEAD_REACH = 30  # how far before a figure its clause may name the device: "CPU speed 7.5t/s"
_CLAUSE_END = re.compile(r"[,;，；。、|\n]")
# "GPU+CPU", "exps=CPU (Hybrid)", "CPU offload": a run split over both is the card's
_SHARED = re.compile(r"hybrid|offload|partial|\+", re.IGNORECASE)
_LINES_UP = 12  # how many lines up a short section line ("**在CPU下：**") may be
_SHORT_LINE = 16  # a section line's length, its marks ("**", "#", ":") aside
# no section line is longer than this, marks and all: a longer line (a 3,000-column table's
# header) is passed over unread, so each figure's look upward stays bounded
_SECTION_MAX = 80
_MARKS = re.compile(r"[*#:：\-_>\s]+")
# a section line sets itself off: a heading, bold, or a closing colon ("On CPU:")
_SECTION = re.compile(r"[ \t]*(?:#{1,6}[ \t]|\*\*|__)|.*[:：][ \t*_]*$")


def cpu_run(card: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The post's one CPU when the figure's clause or section line says it ran on the CPU;
    else ``card``."""
    own = local.sentence or local.segment
    if card is not None and own.start <= card.start < own.end and card.start < fig.start:
        return card  # the figure's own row or sentence names its device
    if doc.scan(_CPU_ONLY, own.start, own.end) or not _on_cpu(fig.start, doc.text):
        return card  # "CPU only" names no model of its own: the older rule gives none
    cpus = _post_cpus(fig, doc)
    if len({m.name for m in cpus}) != 1:
        return card
    return cpus[-1]


def _on_cpu(at: int, text: str) -> bool:
    """True when the nearest device word before ``at`` in its clause, else in a short
    section line above it, is "CPU"."""
    lo = max(0, at - _LEAD_REACH)
    cut = [m.end() for m in _CLAUSE_END.finditer(text, lo, at)]
    clause = cut[-1] if cut else lo
    words = list(_DEVICE_WORD.finditer(text, clause, at))
    if words:
        shared = _SHARED.search(text, clause, at) is not None
        return all(w.group("cpu") is not None for w in words) and not shared
    line_start = text.rfind("\n", 0, at)
    for _ in range(_LINES_UP):
        if line_start <= 0:
            return False
        above = text.rfind("\n", 0, line_start) + 1
        line = text[above:line_start] if line_start - above <= _SECTION_MAX else ""
        if line and len(_MARKS.sub("", line)) <= _SHORT_LINE and _SECTION.match(line):
            found = {m.group("cpu") is not None for m in _DEVICE_WORD.finditer(line)}
            if len(found) == 1:
                return found.pop()
        line_start = above - 1
    return False


def _post_cpus(fig: _Figure, doc: _Doc) -> list[Mention]:
    """The CPU models named in the figure's post before the figure (found once per text)."""
    key = (cpu_run, "cpus", 0)
    known = doc.flags.get(key)
    if not isinstance(known, list):
        known = [Mention("hardware", n, s, e, c) for n, s, e, c in _spans(doc.text, CPUS)]
        known.sort(key=lambda m: m.start)
        doc.flags[key] = known
    start = 0
    layout = doc.layout
    if layout is not None and layout.posts:
        starts = [p.start for p in layout.posts]
        i = bisect_right(starts, fig.start) - 1
        start = starts[i] if i >= 0 else 0
    lo = bisect_left(known, start, key=lambda m: m.start)
    hi = bisect_left(known, fig.start, key=lambda m: m.start)
    return known[lo:hi]
