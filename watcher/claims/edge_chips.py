"""Edge and embedded accelerators the vocabulary does not list, by their makers' schemes.

Reading rules §3: the hardware is the accelerator model as the text names it; the labelling
conventions add that a named SoC or NPU module is hardware as written ("Hailo-10H", a board's
SoC). ``chips.py`` reads the GPU makers' schemes; this module adds the numbered chips of
single-board computers and NPU modules, and the older AMD Instinct cards:

- Rockchip's SoCs: "RK3588", "RK3588S", "RK3576", "RV1106" (RK or RV and four digits);
- Qualcomm's SoC part numbers: "SA8775P", "SM8750", "QCS6490"; Arm's Mali GPUs;
- Hailo's modules: "Hailo-8", "Hailo-8L", "Hailo-10H", "Hailo 15H";
- AMD Instinct cards older than the vocabulary's: "MI50", "Radeon Instinct MI25", "MI60"
  (the newer ones, MI100 to MI355X, the vocabulary lists).

Each is strict about what stands around it (``chips.START`` and ``chips.END``): a path, a
model's or a repository's name ("llm-rk3588", "rk3588-benchmarks.svg") joins the letters
and names no chip.
"""

from __future__ import annotations

import re

from watcher.claims.chips import END, START, Family, Namer

_IC = re.IGNORECASE


def _hailo(m: re.Match[str]) -> str:
    return "Hailo-" + m.group("num").upper()


_EDGE_SCHEMES: list[tuple[str, int, Namer, tuple[str, ...]]] = [
    (
        r"(?:Rockchip[ \t]+|瑞芯微[ \t]?)?(?P<num>RK3[0-9]{3}|RK1808|RV11[0-9]{2})(?P<s>(?-i:S))?",
        _IC,
        lambda m: m.group("num").upper() + (m.group("s") or ""),
        ("rk3", "rk1808", "rv11"),
    ),
    # Qualcomm's part numbers for its SoCs, which boards and phone lists name instead of the
    # marketing name: "SA8775P" (automotive), "SM8750" (a phone's), "QCS6490" (IoT)
    (
        r"(?:Qualcomm[ \t]+)?(?P<num>SA[5-8]\d{3}P|SM[4-8]\d{3}|QC[SM]\d{4})",
        0,
        lambda m: m.group("num"),
        tuple(f"{p}{d}" for p in ("sa", "sm", "qcs", "qcm") for d in "45678"),
    ),
    # Arm's Mali GPUs in phone SoCs, with their core count: "Mali-G710 MP10", "Mali G76"
    (
        r"(?:Arm[ \t]+)?Mali[ \t\-]?(?P<num>G\d{2,3})(?:[ \t\-](?P<mp>MP\d{1,2}))?",
        _IC,
        lambda m: "Mali-" + m.group("num").upper() + (f" {m['mp'].upper()}" if m["mp"] else ""),
        ("mali",),
    ),
    (r"Hailo[ \t\-]?(?P<num>8L?|8R|10H?|15[HLM]?)", _IC, _hailo, ("hailo",)),
    (
        r"(?:AMD[ \t]+)?(?:Radeon[ \t]+)?(?:Instinct[ \t]+)?MI(?P<num>25|50|60)",
        0,
        lambda m: "MI" + m.group("num"),
        ("mi25", "mi50", "mi60"),
    ),
]

EDGE_CHIPS: list[Family] = [
    (re.compile(START + f"(?:{body})" + END, flags), namer, needles)
    for body, flags, namer, needles in _EDGE_SCHEMES
]
