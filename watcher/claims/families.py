"""Hardware the vocabulary does not list, recognised by its product family's naming scheme.

A vocabulary lists the common accelerators; a post about a desktop CPU, a phone SoC or a
less common card still names its hardware, and the figure keeps it. Each family below
writes its model numbers in one fixed scheme ("RTX 3070 Ti", "RX 6750 XT", "i9-13900K",
"Snapdragon 778G"), so the scheme, not a list, recognises them. A name the vocabulary
knows always wins: these only fill the gaps between its mentions.

A CPU is the host of a run on an accelerator ("dual 4090 (AMD EPYC 7282)", "RTX 4090 &
i9-14900K"): a text that names any accelerator gets no CPU as hardware; one that names
only a CPU ran on it ("13900k, DDR5 6400: ... t/s").
"""

from __future__ import annotations

import re
from collections.abc import Callable

_START = r"(?<![A-Za-z0-9_\-/.])(?:(?P<pre>\d{1,3})[ \t]?[x×*][ \t]?)?"
_END = r"(?![A-Za-z0-9_\-])"


def _geforce(m: re.Match[str]) -> str:
    name = f"{m.group('line').upper()} {m.group('num')}"
    if m.group("ti"):
        name += " Ti"
    if m.group("super"):
        name += " Super"
    return name


def _radeon_rx(m: re.Match[str]) -> str:
    tail = (m.group("tier") or "").strip().upper()
    return f"RX {m.group('num')}" + (f" {tail}" if tail else "")


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


def _ryzen_ai(m: re.Match[str]) -> str:
    tier = (m.group("tier") or "").strip()
    tier = "Max+" if tier.lower() == "max+" else "Max" if tier.lower() == "max" else tier
    parts = ["Ryzen AI", tier, (m.group("line") or "").upper(), m.group("num")]
    return " ".join(p for p in parts if p)


def _xeon(m: re.Match[str]) -> str:
    if m.group("line"):
        return f"Xeon {m.group('line')} {m.group('num').upper()}"
    ver = f" {m.group('ver')}" if m.group("ver") else ""
    return f"Xeon {m.group('e')}-{m.group('enum').upper()}{ver}"


def _arc(m: re.Match[str]) -> str:
    return "Arc " + ("Pro " if m.group("pro") else "") + m.group("num").upper()


def _titled(prefix: str, group: str = "num") -> Callable[[re.Match[str]], str]:
    return lambda m: f"{prefix} {m.group(group).upper()}"


_Scheme = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]
# a scheme, its namer, and lower-case words one of which its every match holds: a text
# without any of them skips the scheme (most texts name no device at all)
_Family = tuple[re.Pattern[str], Callable[[re.Match[str]], str], tuple[str, ...]]

_ACCELERATOR_SCHEMES: list[_Scheme] = [
    (
        re.compile(
            _START + r"(?:GeForce[ \t]+)?(?P<line>RTX|GTX)[ \t\-]?(?P<num>[1-9]\d{2,3})"
            r"(?P<ti>[ \t\-]?Ti)?(?P<super>[ \t\-]?(?:Super|S))?" + _END,
            re.IGNORECASE,
        ),
        _geforce,
    ),
    (
        re.compile(
            _START + r"(?:Radeon[ \t]+)?RX[ \t\-]?(?P<num>[4-9]\d{2,3})"
            r"(?P<tier>[ \t]?(?:XTX|XT|GRE))?" + _END,
            re.IGNORECASE,
        ),
        _radeon_rx,
    ),
    # "7900 XTX", "7800 XT" with no "RX": the tier suffix is Radeon's alone
    (
        re.compile(_START + r"(?P<num>[5-9]\d00)(?P<tier>[ \t]?(?:XTX|XT|GRE))" + _END),
        _radeon_rx,
    ),
    (
        re.compile(_START + r"(?:Qualcomm[ \t]+)?Snapdragon[ \t]+(?P<num>\d{3}\+?G?)" + _END),
        _titled("Snapdragon"),
    ),
    # Chinese accelerators, by vendor scheme: Cambricon "MLU370-X8", Moore Threads "MTT S4000",
    # Hygon "DCU K100", Kunlunxin "P800", MetaX "C500" (a card's board suffix is the same chip)
    (
        re.compile(
            _START + r"(?:Cambricon[ \t]+|寒武纪[ \t]?)?MLU[ \t\-]?(?P<num>[1-9]\d{2})"
            r"(?:-[A-Z]\d{1,2})?" + _END
        ),
        lambda m: f"MLU{m.group('num')}",
    ),
    (
        re.compile(
            _START
            + r"(?:Moore[ \t]+Threads[ \t]+|摩尔线程[ \t]?)?MTT[ \t\-]?(?P<num>[SX]\d{2,4})"
            + _END
        ),
        _titled("MTT"),
    ),
    (
        re.compile(_START + r"(?:Hygon[ \t]+|海光[ \t]?)?DCU[ \t\-]?(?P<num>[KZ]\d{3})" + _END),
        _titled("DCU"),
    ),
    (
        re.compile(
            _START
            + r"(?:Kunlun(?:xin)?|昆仑芯)[ \t]?(?:XPU[ \t]?)?(?P<num>P800|R[23]00|RG800)"
            + _END
        ),
        _titled("Kunlun"),
    ),
    (
        re.compile(_START + r"(?:MetaX|沐曦|曦云)[ \t]?(?P<num>C[5-6][0-9]0)" + _END),
        _titled("MetaX"),
    ),
    # NVIDIA's older workstation cards ("Quadro P6000", "Quadro M4000")
    (
        re.compile(
            _START + r"(?:NVIDIA[ \t]+)?Quadro[ \t]+(?P<num>[PMK]\d{3,4}|GV100|GP100)" + _END
        ),
        _titled("Quadro"),
    ),
    # AMD's workstation cards ("Radeon PRO W7800") and laptop iGPUs ("Radeon 880M")
    (
        re.compile(
            _START + r"(?:AMD[ \t]+)?Radeon[ \t]+Pro[ \t]+(?P<num>W\d{4}X?)" + _END, re.IGNORECASE
        ),
        _titled("Radeon PRO"),
    ),
    (
        re.compile(_START + r"(?:AMD[ \t]+)?Radeon[ \t]+(?P<num>[5-9]\d0M)" + _END),
        _titled("Radeon"),
    ),
    # AMD's laptop APUs, named for their NPU and iGPU ("Ryzen AI 9 HX 370", "Ryzen AI Max 390")
    (
        re.compile(
            _START + r"(?:AMD[ \t]+)?Ryzen[ \t]+AI[ \t]+(?:(?P<tier>Max\+?|[579])[ \t]+)?"
            r"(?:(?P<line>HX|PRO)[ \t]+)?(?P<num>[2-4]\d{2})" + _END,
            re.IGNORECASE,
        ),
        _ryzen_ai,
    ),
    # AMD's Vega iGPUs and cards by compute-unit count ("Vega 8", "Radeon Vega 11", "Vega 64")
    (
        re.compile(
            _START
            + r"(?:AMD[ \t]+)?(?:Radeon[ \t]+(?:RX[ \t]+)?)?Vega[ \t]+(?P<num>[1-9]\d?)"
            + _END
        ),
        _titled("Vega"),
    ),
    # Intel's GPUs: desktop ("Arc A750", "Arc Pro B60") and laptop iGPUs ("Arc 140V")
    (
        re.compile(
            _START + r"(?:Intel[ \t]+)?Arc[ \t]+(?:(?P<pro>Pro)[ \t]+)?"
            r"(?P<num>[AB][1-9]\d{1,2}M?|1[0-9]0[VT])" + _END,
            re.IGNORECASE,
        ),
        _arc,
    ),
]

_ACCELERATORS: list[_Family] = [
    (*scheme, needles)
    for scheme, needles in zip(
        _ACCELERATOR_SCHEMES,
        [
            ("rtx", "gtx"),
            ("rx",),
            ("xt", "gre"),
            ("snapdragon",),
            ("mlu",),
            ("mtt",),
            ("dcu",),
            ("kunlun", "昆仑芯"),
            ("metax", "沐曦", "曦云"),
            ("quadro",),
            ("radeon",),
            ("radeon",),
            ("ryzen",),
            ("vega",),
            ("arc",),
        ],
        strict=True,
    )
]

_CPU_SCHEMES: list[_Scheme] = [
    (
        re.compile(
            _START + r"(?:Intel[ \t]+)?Core[ \t]+Ultra[ \t]+(?P<tier>[3579])[ \t\-]+"
            r"(?P<num>\d{3}(?:HX|KF|K|H|U|V|F)?)" + _END,
            re.IGNORECASE,
        ),
        lambda m: f"Core Ultra {m.group('tier')} {m.group('num').upper()}",
    ),
    (
        re.compile(
            _START + r"(?:(?:Intel[ \t]+)?Core[ \t]+)?i(?P<tier>[3579])[ \t\-](?P<num>\d{4,5})"
            r"(?P<sfx>KF|KS|HX|HK|K|F|H|U|P|T)?" + _END,
            re.IGNORECASE,
        ),
        _intel_core,
    ),
    (
        re.compile(_START + r"(?P<num>1[0-4]\d00)(?P<sfx>KF|KS|K)" + _END, re.IGNORECASE),
        _intel_bare,
    ),
    (
        re.compile(
            _START + r"(?:AMD[ \t]+)?Ryzen[ \t\-]+(?:(?P<tier>[3579])[ \t]+)?(?:PRO[ \t]+)?"
            r"(?P<num>\d{4}(?:X3D|WX|XT|X|G|HS|H|U)?)" + _END,
            re.IGNORECASE,
        ),
        _ryzen,
    ),
    (
        re.compile(_START + r"(?:AMD[ \t]+)?EPYC[ \t]+(?P<num>\d{4}[A-Z0-9]{0,3})" + _END),
        _titled("EPYC"),
    ),
    # "Intel(R) Xeon(R) Platinum 8336C CPU", "Xeon Gold 6248R", "Xeon(R) CPU E5-2680 v4"
    (
        re.compile(
            _START + r"(?:Intel(?:\(R\))?[ \t]+)?Xeon(?:\(R\))?[ \t]+(?:CPU[ \t]+)?"
            r"(?:(?P<line>Platinum|Gold|Silver|Bronze|w[3579])[ \t\-]+(?P<num>\d{4,5}[A-Z]{0,2})"
            r"|(?P<e>E[357])-(?P<enum>\d{4}[A-Z]?)(?:[ \t]+(?P<ver>v\d))?)" + _END
        ),
        _xeon,
    ),
    (
        re.compile(
            _START + r"(?:AMD[ \t]+)?(?:Ryzen[ \t]+)?Threadripper[ \t]+(?:(?P<pro>PRO)[ \t]+)?"
            r"(?P<num>\d{4}WX|\d{4}X)" + _END,
            re.IGNORECASE,
        ),
        lambda m: "Threadripper " + ("PRO " if m.group("pro") else "") + m.group("num").upper(),
    ),
]


_CPUS: list[_Family] = [
    (*scheme, needles)
    for scheme, needles in zip(
        _CPU_SCHEMES,
        [
            ("ultra",),
            ("i3", "i5", "i7", "i9"),
            ("k",),
            ("ryzen",),
            ("epyc",),
            ("xeon",),
            ("threadripper",),
        ],
        strict=True,
    )
]


def family_spans(text: str, accelerator_named: bool) -> list[tuple[str, int, int, int | None]]:
    """(canonical name, start, end, count) for each family-named device in ``text``.

    ``accelerator_named``: the vocabulary already found an accelerator in ``text``.
    """
    if not any(c.isdigit() for c in text):
        return []
    out = _spans(text, _ACCELERATORS)
    if not out and not accelerator_named:
        out = _spans(text, _CPUS)
    return out


def _spans(text: str, families: list[_Family]) -> list[tuple[str, int, int, int | None]]:
    out: list[tuple[str, int, int, int | None]] = []
    low = text.lower()
    for pattern, name, needles in families:
        if not any(n in low for n in needles):
            continue
        for m in pattern.finditer(text):
            pre = m.group("pre")
            start = m.start("pre") + len(pre) if pre else m.start()
            while start < m.end() and not text[start].isalnum():
                start += 1
            out.append((name(m), start, m.end(), int(pre) if pre else None))
    return out
