"""Hardware the vocabulary does not list, recognised by its product family's naming scheme.

Accelerators' schemes live in ``chips.py``; this module adds the CPUs' ("i9-13900K",
"Ryzen 9 7950X", "Xeon Platinum 8336C", "EPYC 9654") and decides which CPU is hardware.

A CPU competes with an accelerator (reading rules §3: the hardware is the accelerator; the
labelling conventions: a CPU model is hardware when no accelerator is named). In a text that
names no accelerator every CPU named is hardware. In a text that names one, a CPU is the
hardware only of a run reported in its own unit, as any setup detail is scoped (reading rules
§2: the nearest enclosing unit): its paragraph must state a speed and name no accelerator
("Achieved 140 tok/s on an i9-12900HK" below a paragraph about training on a V100). A CPU
stated beside an accelerator ("dual 4090 (AMD EPYC 7282)"), in the same list ("- Ryzen 7950X
/ - DDR5 / - RTX 3060": a list and its lead-in are one unit) or in a setup paragraph of its
own ("GPU: RTX 4090" then "CPU: i9-14900K") is the accelerator's host.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.chips import ACCELERATORS, END, SERIES_AFTER, START, Family, Namer
from watcher.claims.cpu_rows import cpus_in_own_rows
from watcher.claims.edge_chips import EDGE_CHIPS


def _intel_core(m: re.Match[str]) -> str:
    return f"i{m.group('tier')}-{m.group('num')}{(m.group('sfx') or '').upper()}"


def _intel_bare(m: re.Match[str]) -> str:
    # Intel's desktop numbering: the digit after the generation gives the tier
    # (12900K, 13900K: i9; 13700K: i7; 13600K, 12400F: i5)
    digit = m.group("num")[2]
    tier = {"9": "9", "7": "7", "8": "7"}.get(digit, "5")
    return f"i{tier}-{m.group('num')}{m.group('sfx').upper()}"


def _ryzen(m: re.Match[str]) -> str:
    # "Ryzen-7950X" with no tier is named as written
    tier = f"{m.group('tier')} " if m.group("tier") else ""
    return f"Ryzen {tier}{m.group('num').upper()}"


def _xeon(m: re.Match[str]) -> str:
    if m.group("line"):
        return f"Xeon {m.group('line')} {m.group('num').upper()}"
    if m.group("six"):
        return f"Xeon {m.group('six').upper()}"  # "Xeon 6 6980P": Intel's Xeon 6 line
    ver = f" {m.group('ver')}" if m.group("ver") else ""
    return f"Xeon {m.group('e')}-{m.group('enum').upper()}{ver}"


def _threadripper(m: re.Match[str]) -> str:
    num = (m.group("num") or m.group("wx")).upper()
    # the WX parts are all Threadripper PRO ("7975WX" alone names one)
    pro = m.group("pro") or m.group("wx") or num.endswith("WX")
    return "Threadripper " + ("PRO " if pro else "") + num


_I = re.IGNORECASE
_CPU_SCHEMES: list[tuple[str, int, Namer, tuple[str, ...]]] = [
    (
        r"(?:Intel[ \t]+)?Core[ \t]+Ultra[ \t]+(?P<tier>[3579])[ \t\-]+"
        r"(?P<num>\d{3}(?:HX|KF|K|H|U|V|F)?)",
        _I,
        lambda m: f"Core Ultra {m.group('tier')} {m.group('num').upper()}",
        ("ultra",),
    ),
    (
        r"(?:(?:Intel[ \t]+)?Core[ \t]+)?i(?P<tier>[3579])[ \t\-](?P<num>\d{4,5})"
        r"(?P<sfx>KF|KS|HX|HK|K|F|H|U|P|T|G[1-7])?",
        _I,
        _intel_core,
        ("i3", "i5", "i7", "i9"),
    ),
    (r"(?P<num>1[0-4]\d00)(?P<sfx>KF|KS|K)", _I, _intel_bare, ("k",)),
    (
        r"(?:AMD[ \t]+)?Ryzen[ \t\-]+(?:(?P<tier>[3579])[ \t]+)?(?:PRO[ \t]+)?"
        r"(?P<num>\d{4}(?:X3D|WX|XT|X|GE|G|HX|HS|H|U|F|C)?)",
        _I,
        _ryzen,
        ("ryzen",),
    ),
    (
        r"(?:AMD[ \t]+)?EPYC[ \t]+(?P<num>\d[0-9A-Z]{3}[A-Z0-9]{0,2})",
        0,
        lambda m: "EPYC " + m["num"],
        ("epyc",),
    ),
    # "Intel(R) Xeon(R) Platinum 8336C CPU", "Xeon Gold 6248R", "Xeon(R) CPU E5-2680 v4",
    # "Xeon 6 6980P", "Xeon Max 9480", "Xeon E-2388G"
    (
        r"(?:Intel(?:\(R\))?[ \t]+)?Xeon(?:\(R\))?[ \t]+(?:CPU[ \t]+)?"
        r"(?:(?P<line>Platinum|Gold|Silver|Bronze|Max|Phi)[ \t\-]+"
        r"(?P<num>\d{4,5}[A-Z]{0,2})|(?:6[ \t]+)?(?P<six>6\d{3}[PE])"
        r"|(?P<e>E[357]?|D)-(?P<enum>\d{4}[A-Z]{0,2})(?:[ \t]+(?P<ver>v\d))?)",
        0,
        _xeon,
        ("xeon",),
    ),
    # Intel's Xeon W workstation parts, written "Xeon w9-3475X" (Intel's spelling, the set's)
    # and often bare ("w9-3475x", "W5-3425"): the tier and a 2000/3000-series number
    (
        r"(?:(?:Intel(?:\(R\))?[ \t]+)?Xeon(?:\(R\))?[ \t]+(?P<wtier>w[3579])[ \t\-]"
        r"|(?P<wbare>w[3579])-)(?P<wnum>[23]\d{3}X?)",
        _I,
        lambda m: f"Xeon w{(m['wtier'] or m['wbare'])[1]}-{m['wnum'].upper()}",
        ("w3", "w5", "w7", "w9"),
    ),
    (
        r"(?:AMD[ \t]+)?(?:Ryzen[ \t]+)?Threadripper[ \t]+(?:(?P<pro>PRO)[ \t]+)?"
        r"(?P<num>\d{4}WX|\d{4}X)"
        # the WX tier is Threadripper PRO's alone: "my 7975WX" names one
        r"|(?P<wx>[3-9]9[4-9]5WX)",
        _I,
        _threadripper,
        ("threadripper", "wx"),
    ),
    # Arm server CPUs: AWS Graviton, Huawei Kunpeng
    (
        r"(?:AWS[ \t]+)?Graviton[ \t]?(?P<num>[1-9]E?)",
        _I,
        lambda m: "Graviton" + m["num"].upper(),
        ("graviton",),
    ),
    (
        r"(?:Huawei[ \t]+)?(?:Kunpeng|鲲鹏)[ \t]?(?P<num>9\d0)",
        0,
        lambda m: "Kunpeng " + m["num"],
        ("kunpeng", "鲲鹏"),
    ),
]

CPUS: list[Family] = [
    (re.compile(START + f"(?:{body})" + END, flags), namer, needles)
    for body, flags, namer, needles in _CPU_SCHEMES
]

# a speed stated in the CPU's own paragraph: a run on the CPU is reported there
_RATE = re.compile(
    r"(?<![A-Za-z])(?:tok(?:en)?s?[ \t]?/[ \t]?s(?:ec)?|t/s|tps|tokens?[ \t]per[ \t]second"
    r"|ms/tok(?:en)?)(?![A-Za-z])",
    re.IGNORECASE,
)
# the sign between a count and a chip, as the chips' patterns take it: "4 X T4" under their
# IGNORECASE is a count as "4x T4" is
_COUNT_SIGN = re.compile(r"[ \t]?[x×*][ \t]?", re.IGNORECASE)
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")

Span = tuple[str, int, int, int | None]


def family_spans(
    text: str, named: list[tuple[int, int]], joined: frozenset[int] = frozenset()
) -> list[Span]:
    """(name as written, start, end, count) for each family-named device in ``text``.

    ``named``: the spans of the accelerators the vocabulary already found in ``text``. Where
    an accelerator is named, a CPU is kept only in a paragraph that names none and states a
    speed (see the module's docstring);
    ``joined``: where a paragraph starts that continues the one before it (a list's items
    are one unit with each other and with the line that leads into them: a setup listed as
    "- Ryzen 7950X / - DDR5 / - RTX 3060" names the card's host).
    """
    if not any(c.isdigit() for c in text):
        return []
    out = _spans(text, [*ACCELERATORS, *EDGE_CHIPS])
    cpus = _spans(text, CPUS)
    if not cpus:
        return out
    if not named and not out:
        return cpus  # no accelerator anywhere: every CPU named is one the runs ran on
    breaks = [m.start() for m in _PARAGRAPH_BREAK.finditer(text) if m.end() not in joined]
    with_accelerator = {bisect_right(breaks, start) for start, _ in named}
    with_accelerator |= {bisect_right(breaks, s[1]) for s in out}
    # a scheme's reading of a name the vocabulary found ("GeForce RTX 4070") is that device
    unlisted = [(s[1], s[2]) for s in out if not any(a < s[2] and s[1] < b for a, b in named)]
    devices = _devices(text, [*named, *unlisted], cpus, breaks)
    # "| ... | Intel i7-8700 | ... | 5.70 |" under a GPU's rows: the row names its own device
    own_rows = {c[1] for c in cpus_in_own_rows(text, cpus, [*named, *unlisted])}
    for cpu in cpus:
        unit = bisect_right(breaks, cpu[1])
        if cpu[1] in own_rows:
            out.append(cpu)
            continue
        if unit in with_accelerator:
            continue
        lo = breaks[unit - 1] if unit else 0
        hi = breaks[unit] if unit < len(breaks) else len(text)
        if _RATE.search(text, lo, hi) and not _set_up_above(text, unit, breaks, devices):
            out.append(cpu)
    return out


def _devices(
    text: str, named: list[tuple[int, int]], cpus: list[Span], breaks: list[int]
) -> dict[int, set[str]]:
    """The devices each paragraph names (accelerators as written, CPUs by name)."""
    out: dict[int, set[str]] = {}
    for start, end in named:
        out.setdefault(bisect_right(breaks, start), set()).add(text[start:end].lower())
    for name, start, _, _ in cpus:
        out.setdefault(bisect_right(breaks, start), set()).add(name)
    return out


_SET_UP_REACH = 3  # how many paragraphs up a run's setup may be listed
# a device listing, not prose: pasted output or a table ("```", "| 0 NVIDIA ...", "+---"),
# or a keyed line ("GPU: RX 7900 XTX", "Device: ..."); "We trained it on one A100." is prose
_LISTING = re.compile(r"\s{0,4}(?:```|~~~|[|+┌│]|[A-Za-z][\w \t/\-]{0,24}:[ \t])")
_HEADING_LINE = re.compile(r"(?:^|\n)[ \t]{0,3}#{1,6}[ \t]")


def _set_up_above(text: str, unit: int, breaks: list[int], devices: dict[int, set[str]]) -> bool:
    """True when a paragraph right above paragraph ``unit`` (past paragraphs that state no
    speed) lists one accelerator and states no speed ("nvidia-smi"'s table, "GPU: RX 7900
    XTX"): it sets up the run below, whose "cpu:" line names the accelerator's host. A
    heading, a paragraph reporting a speed or one naming another device ends the search."""
    for above in range(unit - 1, max(-1, unit - 1 - _SET_UP_REACH), -1):
        lo = breaks[above - 1] if above else 0
        hi = breaks[above]
        if _RATE.search(text, lo, hi):
            return False
        if above in devices:
            # a listing of several devices is the page's test machines, no one run's setup
            return len(devices[above]) == 1 and _LISTING.match(text, lo) is not None
        if _HEADING_LINE.search(text, lo, hi):
            return False
    return False


def _spans(text: str, families: list[Family]) -> list[Span]:
    out: list[Span] = []
    low = text.lower()
    for pattern, name, needles in families:
        if not any(n in low for n in needles):
            continue
        for m in pattern.finditer(text):
            named = name(m)
            if named is None or SERIES_AFTER.match(text, m.end()):
                continue
            pre = m.group("pre")
            start = m.end("pre") if pre else m.start()
            if pre:  # past the "x" of "2x RTX 3070"
                sign = _COUNT_SIGN.match(text, start)
                start = sign.end() if sign else start
            while start < m.end() and not text[start].isalnum():
                start += 1
            count = pre or m.group("times") or m.group("cjk")
            out.append((named, start, m.end(), int(count) if count else None))
    return out
