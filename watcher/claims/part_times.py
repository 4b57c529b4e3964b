"""Times of one part of a decoding step, not of the step: a kernel's time, a profiler's span of
one layer or op, the host's loop, a selection's or a checkpoint's cost; a cold start's time,
which loads the model before any step runs (LABELLING: load times are no claims); and the
phases KoboldCpp's "Time Taken" line times apart from the request's total.

LABELLING keeps kernel-level figures and a primitive's cost ("<6μs") out: "GPU kernel time per
decode step 39.99 ms", "`_fp4_index_logits_kernel`/step 0.58 ms", "`nsys` decode profile
confirms GDR at 0.33ms/step", "per-token host loop ~9 → ~0.5 ms", "selection cost
18.7ms→4.0ms/token", "a full state checkpoint save every speculative step — 14.96 ms/step"
time a part, and a whole step's time beside them ("Decode GPU span ~21.6 → ~19.7 ms/token")
stays. The part must be what is timed, right before the figure's words; a kernel named as
the change ("with the new fused kernel, decode takes 12 ms/token") is no part's time.
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.hints import folded, hinted

_PART = re.compile(
    # a kernel's own time: "kernel time", "kernel latency", "<name>_kernel`/step"
    r"(?<![a-z])kernels?[`'\"*]{0,2}[ \t]{0,2}(?:/[ \t]?(?:step|token|layer|call|launch)"
    r"|(?:execution[ \t]|run[ \t]?)?(?:time|latency|duration|span|cost)s?(?![a-z]))"
    # a profiler's figures are kernels' and ops' ("nsys", "nvprof", "Nsight", "ncu")
    r"|(?<![a-z])(?:nsys|nvprof|nsight|ncu|rocprof)(?![a-z])"
    # the host's part of a step, a selection's or a launch's cost
    r"|(?<![a-z])host[ \t\-](?:loop|side|overhead|time)"
    r"|(?<![a-z])(?:selection|launch|dispatch|sync|synchroni[sz]ation)[ \t](?:cost|overhead"
    r"|time|latency)(?![a-z])"
    # saving or restoring a checkpoint of the state at each step
    r"|(?<![a-z])checkpoint(?:ing|[ \t](?:save|saving|restore|restoring|copy|copies))(?![a-z])",
    re.IGNORECASE,
)
# a cold start is loading the model before any inference (LABELLING: load times are no claims):
# a row or column keyed "Cold start latency" / "冷启动延迟", or "cold start ~62 s" said of it
_COLD_START = re.compile(
    r"(?<![a-z])cold[ \t\-]?start(?:s|ing)?(?![a-z])"
    r"|冷启动|冷啟動|コールドスタート|콜드[ \t]?스타트",
    re.IGNORECASE,
)
_COLD_START_BEFORE = re.compile(
    r"(?:(?<![a-z])cold[ \t\-]?start|冷启动|冷啟動|コールドスタート|콜드[ \t]?스타트)"
    r"(?:[ \t]?(?:time|latency|延迟|时间|耗时|時間))?"
    r"[ \t*]{0,3}(?:of|is|was|takes|took|:|：|=|~|≈)?"
    r"[ \t*]{0,3}[~≈]?$",
    re.IGNORECASE,
)
# KoboldCpp's "Time Taken - Processing:33.8s (189ms/T), Generation:46.4s (290ms/T), Total:80.2s
# (2.0T/s)": the prompt's processing (its time and time per token) and the generation phase's
# duration are parts of the request (LABELLING: prompt and eval durations are no claims); the
# Total and the generation's time per token are the run's
_TIME_TAKEN_PHASE = re.compile(
    r"time[ \t]taken[ \t]{0,2}[-–:][^\n]{0,60}?(?P<phase>processing|generation)[ \t]{0,2}:"
    r"[ \t]{0,2}(?P<inner>\d[\d.]{0,9}[ \t]?s[ \t]{0,2}\([ \t]{0,2})?$",
    re.IGNORECASE,
)
_HINTS = (
    "kernel",
    "nsys",
    "nvprof",
    "nsight",
    "ncu",
    "rocprof",
    "host",
    "cost",
    "overhead",
    "time",
    "latency",
    "checkpoint",
)


def is_part_time(before: str, keywords_text: str | None) -> bool:
    """True when the words of a time's row key (``keywords_text``) or of its clause before it
    (``before``, cut at the last semicolon) name a part of the step as what is timed."""
    if keywords_text is not None and _COLD_START.search(keywords_text):
        return True  # "| 冷启动延迟 | 120ms | 350ms |": loading, not a run
    if keywords_text is None and _COLD_START_BEFORE.search(before[-40:]):
        return True  # "cold start ~62s"
    phase = _TIME_TAKEN_PHASE.search(before[-100:]) if "taken" in folded(before) else None
    if phase is not None:  # the generation's time per token is the run's TPOT
        return phase.group("phase").lower() == "processing" or phase.group("inner") is None
    words = keywords_text if keywords_text is not None else before[before.rfind(";") + 1 :]
    low = folded(words)
    return hinted(low, _HINTS) and _PART.search(words) is not None
