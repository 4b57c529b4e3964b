"""An APU's integrated GPU, when the text names it, is the accelerator its runs used.

Reading rules §3: the hardware is the accelerator. AMD's laptop and workstation APUs
("Ryzen AI Max+ 395", "Strix Halo", "Ryzen AI 9 HX 370") hold a CPU, an NPU and a Radeon
iGPU ("Radeon 890M", "Radeon 780M"); a post that names both ("Ryzen AI 9 HX 370 (Radeon 890M)",
a config table "CPU | Ryzen AI 9 HX 370 / 显卡 | Radeon 890M") ran its GPU
backends (Vulkan, ROCm, llama.cpp's offload) on the iGPU (LABELLING: the Vulkan device of
the Hardware line). A run its own row or sentence puts on the CPU ("(cpu)", "on CPU via
ik_llama.cpp") stays the APU's; a post naming no iGPU keeps the APU as written. Strix
Halo's Radeon 8060S is in one APU alone, so it is that APU's other name, not an iGPU here;
"Strix Halo" alone is the platform, the text's own Strix Halo chip or none.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import replace

from watcher.claims.cpu_runs import cpu_run
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.scope import same_post

# the APUs the vocabulary and the chip schemes name, and the iGPUs they hold
_APU = re.compile(r"Ryzen AI ")
_APU_NAME = re.compile(r"Ryzen AI .{0,80}")  # a whole name that starts like _APU
_IGPU = re.compile(r"Radeon \d{3,4}[MS]")
# "(cpu)", "CPU only", "on CPU via ik_llama.cpp", "CPU推理": a run on the processor's cores
_ON_CPU = re.compile(r"(?<![a-z])cpu(?![a-z])", re.IGNORECASE)


def integrated_gpu(card: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The iGPU the figure's post names, in place of the APU ``card`` that hosts it; the
    post's CPU for a run its own words put on the CPU."""
    card = cpu_run(_platform_chip(card, doc), fig, local, doc)
    if card is None:
        return _one_machine(fig, doc)
    if not _APU.match(card.name):
        return card
    own = local.sentence or local.segment
    if _ON_CPU.search(doc.text, own.start, own.end) or own.start <= card.start < own.end:
        return card  # a CPU run, or the APU named with the figure itself (a machine's column)
    igpus = _glosses(doc)  # the iGPUs named, and those glossing an APU, found once per text
    if igpus and doc.layout is not None:
        igpus = same_post(igpus, fig.start, doc.layout)
    if len({m.name for m in igpus}) != 1:
        return card
    return igpus[-1] if igpus[-1].start < fig.start else igpus[0]


# "Strix Halo" written alone: a platform the Ryzen AI Max 385, 390 and 395 share
_PLATFORM = re.compile(r"strix[ \t-]{0,2}halo", re.IGNORECASE)
_PLATFORM_CHIP = re.compile(r"Ryzen AI Max\+? (?:PRO )?3\d\d")


def _platform_chip(card: Mention | None, doc: _Doc) -> Mention | None:
    """A bare "Strix Halo" names no chip by itself (LABELLING: "Strix Halo" alone names no
    hardware); it is the text's own Strix Halo chip where the text names exactly one (the
    395, or its Radeon 8060S), and no hardware where it names none or several."""
    if card is None or not _PLATFORM.fullmatch(doc.text, card.start, card.end):
        return card
    chips = {
        m.name
        for m in doc.hardware_named(_PLATFORM_CHIP)
        if not _PLATFORM.fullmatch(doc.text, m.start, m.end)
    }
    if len(chips) != 1:
        return None
    return replace(card, name=chips.pop())


# "Ryzen AI 9 HX 370 (Radeon 890M)": the APU glossed with its iGPU in brackets (the
# reader keeps the first name of such a pair; the gloss still names the GPU)
_GLOSSED = re.compile(
    r"[ \t]{0,2}[(（][ \t]{0,2}(?:AMD[ \t]{1,2})?Radeon(?:\(TM\))?[ \t]{1,2}(?P<n>\d{3,4}[MS])"
    r"(?![A-Za-z0-9])"
)


def _glosses(doc: _Doc) -> list[Mention]:
    """The iGPUs the text names, and those named in brackets right after an APU (which the
    reader's gloss rule drops), found once per text."""
    key = (integrated_gpu, "glosses", 0)
    known = doc.flags.get(key)
    if isinstance(known, list):
        return list(known)
    found = list(doc.hardware_named(_IGPU))
    for m in doc.hardware_named(_APU_NAME):
        g = _GLOSSED.match(doc.text, m.end)
        if g is None:
            continue
        name = "Radeon " + g["n"].upper()
        # an iGPU built into one APU alone is the vocabulary's alias for that APU (Strix
        # Halo's Radeon 8060S is the Ryzen AI Max+ 395); one in several APUs names itself
        known = doc.lex.canonical("hardware", name)
        if known is None or _IGPU.fullmatch(known):
            found.append(Mention("hardware", name, *g.span("n")))
    doc.flags[key] = found
    return list(found)


def _one_machine(fig: _Figure, doc: _Doc) -> Mention | None:
    """The iGPU of a post whose only cards are one APU and one iGPU ("CPU | Ryzen AI 9 HX
    370", "GPU | Radeon 890M"): two names of one machine, which names its accelerator."""
    if not doc.hardware_named(_APU_NAME):
        return None  # most texts name no APU: nothing to read per figure
    layout = doc.layout
    one_post = layout is None or not (layout.posts or layout.quotes)
    key = (_one_machine, "igpus", 0)
    igpus = doc.flags.get(key) if one_post else None
    if not isinstance(igpus, list):
        named = doc.index["hardware"].items
        if layout is not None and not one_post:
            named = same_post(named, fig.start, layout)
        two = len({m.name for m in named}) == 2
        igpus = [m for m in named if _IGPU.fullmatch(m.name)] if two else []
        if one_post:
            doc.flags[key] = igpus  # one post: every figure reads the same names
    k = bisect_left(igpus, fig.start, key=lambda m: m.start)  # in order: the last before
    return igpus[k - 1] if k else None
