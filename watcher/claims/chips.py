"""Accelerators the vocabulary does not list, recognised by their product family's scheme.

Reading rules §3: the hardware is the accelerator model as the text names it. A vocabulary
lists the common chips; every maker numbers its products in a fixed scheme ("RTX 3070 Ti",
"RX 6750 XT", "Ascend 910", "Snapdragon 8 Gen 1"), so the scheme, not a list, recognises
a chip the list lacks. A scheme's name is the chip as its maker writes it (spacing and case
normalised: "rtx4050" is "RTX 4050"); a board's form factor or memory ("NVIDIA H20 NVL",
"RTX 3060 12GB") is the same chip; a count may stand before or after it ("2x", "x8", "8卡").
``names.py`` gives a name the vocabulary knows its canonical spelling; a vocabulary match
wins over a scheme unless the scheme reads a longer name of another chip around it ("RTX
5080 D", "M4 Ultra"). "... series", "... family" is a product line, no chip.

Each scheme is strict about what stands around the model number, so that a model's name
("Qwen3-30B-A3B", "M2-BERT", "MiniMax-M2"), a version ("v2-3"), a quantity ("880M
parameters") or a word ("H2O") names no chip: a bare letter-and-number is a chip only where
its maker's name, its product line or the word "GPU" says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# a count may stand before the name ("2x RTX 3070", "8×MI50"); no letter, digit, hyphen,
# slash or dot may (a model's name or a path joins a chip's letters: "MiniMax-M2")
START = r"(?<![A-Za-z0-9_\-/.])(?:(?P<pre>\d{1,3})[ \t]?[x×*][ \t]?)?"
# a count may stand after the name too ("RTX PRO 2000 x4", "Ascend 910 8卡"), as the
# vocabulary's names take it; a plural after the model number ("two 3060s") is the same chip
END = (
    r"(?:[ \t]?[x×*][ \t]?(?P<times>\d{1,4})(?!\.\d)|[ \t]?(?P<cjk>\d{1,4})[ \t]?[枚基台张块卡]"
    r"|(?<=\d)s)?(?![A-Za-z0-9_\-])"
)

Namer = Callable[[re.Match[str]], "str | None"]
# a scheme, its namer (None: the match names no chip), and lower-case words one of which its
# every match holds: a text without any of them skips the scheme (most texts name no device)
Family = tuple[re.Pattern[str], Namer, tuple[str, ...]]


def _squash(s: str) -> str:
    return re.sub(r"[ \t\-]+", " ", s).strip()


def _geforce(m: re.Match[str]) -> str:
    line = m.group("line").upper()
    if line == "GTX" and len(m.group("num")) == 4 and m.group("num")[0] in "2345":
        line = "RTX"  # "GTX 3090 Ti", "GTX4090": GeForce numbers from 2000 up are RTX cards
    name = f"{line} {m.group('num')}"
    if m.group("ti"):
        name += " Ti"
    if m.group("super"):
        name += " Super"
    if m.group("d"):
        name += "D"  # NVIDIA writes the China editions "RTX 4090D", "RTX 5090D"
    return name


def _geforce_number(m: re.Match[str]) -> str:
    num = m.group("num") or m.group("nnum")
    name = ("RTX " if len(num) == 4 and num[0] in "2345" else "GTX ") + num
    return name + (" Ti" if m.group("ti") else "") + (" Super" if m.group("super") else "")


def _radeon_rx(m: re.Match[str]) -> str:
    tail = (m.group("tier") or "").strip().upper()
    return f"RX {m.group('num')}{m.group('sfx') or ''}" + (f" {tail}" if tail else "")


# a count before a card's number ("two Radeon 6800s", "2x"): its "s" is a plural
_COUNTED_BEFORE = re.compile(
    r"(?:\d|two|three|four|dual|pair[ \t]of|several|multiple)[ \t]+(?:AMD[ \t]+)?$", re.I
)


def _radeon_short(m: re.Match[str]) -> str:
    sfx = m.group("sfx") or ""
    if sfx == "s" and (
        m.group("pre") or _COUNTED_BEFORE.search(m.string, max(0, m.start() - 20), m.start())
    ):
        sfx = ""  # "two Radeon 6800s": two RX 6800 cards
    tail = (m.group("tier") or "").strip().upper()
    return f"RX {m.group('num')}{sfx.upper()}" + (f" {tail}" if tail else "")


def _radeon_pro(m: re.Match[str]) -> str:
    # AMD wrote its Mac laptop cards "Radeon Pro 5600M", its workstation cards "Radeon PRO"
    return ("Radeon Pro " if m.group("mac") else "Radeon PRO ") + m.group("num").upper()


def _ryzen_ai(m: re.Match[str]) -> str:
    tier = (m.group("tier") or "").strip()
    tier = "Max+" if tier.lower() == "max+" else "Max" if tier.lower() == "max" else tier
    line = " ".join((m.group("line") or "").upper().split())  # "HX PRO": the business part
    parts = ["Ryzen AI", tier, line, m.group("num")]
    return " ".join(p for p in parts if p)


def _arc(m: re.Match[str]) -> str:
    return "Arc " + ("Pro " if m.group("pro") else "") + m.group("num").upper()


def _titled(prefix: str, group: str = "num") -> Namer:
    return lambda m: f"{prefix} {_squash(m.group(group)).upper()}"


def _rtx_pro(m: re.Match[str]) -> str:
    return f"RTX PRO {m.group('num') or m.group('rnum') or m.group('bnum')}"


def _quadro(m: re.Match[str]) -> str:
    num = _squash(m.group("num"))
    return "Quadro " + (num.upper() if not num.lower().startswith("rtx") else "RTX" + num[3:])


def _data_centre(m: re.Match[str]) -> str:
    num = m.group("num") or m.group("gnum")
    return num[0].upper() + num[1:]


def _jetson(m: re.Match[str]) -> str:
    return "Jetson " + _squash(m.group("name"))


def _apple_m(m: re.Match[str]) -> str | None:
    tier = m.group("tier")
    if not tier and not m.group("apple"):
        return None  # "M2-BERT", "the M3 pipeline": an M and a digit name no chip alone
    return f"M{m.group('n')}" + (f" {tier.title()}" if tier else "")


def _apple_a(m: re.Match[str]) -> str:
    n = m.group("n") or m.group("n2")
    tier = m.group("tier") or m.group("tier2")
    return f"A{n}" + (f" {tier.capitalize()}" if tier else "")


def _tpu(m: re.Match[str]) -> str:
    return f"TPU v{m.group('n') or m.group('n2')}{(m.group('s') or m.group('s2') or '').lower()}"


def _ascend(m: re.Match[str]) -> str:
    # a bin's digit ("910B3") is the same chip (LABELLING: Ascend 910B2/B3/B4 are the 910B)
    return f"Ascend {m.group('num')}{m.group('s') or ''}"


def _snapdragon(m: re.Match[str]) -> str:
    num = _squash(m.group("num"))
    return "Snapdragon " + (num.upper() if num[0].isdigit() and " " not in num else num)


def _sambanova(m: re.Match[str]) -> str:
    return "SN" + (m.group("num") or m.group("num2"))


def _apu(m: re.Match[str]) -> str:
    return f"{m.group('line').capitalize()}{m.group('n')}"


_IC = re.IGNORECASE
# a card's number written with no line word after a brand ("Radeon 6800", "Arc 770") is a
# card, not a figure: no unit may follow it ("Radeon 6800 tok/s" is not read as one)
# (a glued "s" is a plural: "two Radeon 9070s")
_NO_FIGURE = (
    r"(?![ \t]{0,2}(?:tok|t/s|tps|ms(?![a-z])|sec|tokens|requests|%|x(?![a-z]))"
    r"|[ \t]{1,2}s(?![a-z]))"
)
_SCHEMES: list[tuple[str, int, Namer, tuple[str, ...]]] = [
    # NVIDIA GeForce ("RTX 3070 Ti", "GTX 1650 Super", "RTX 4050 Laptop", "RTX 4090 D")
    (
        r"(?:GeForce[ \t]+)?(?P<line>RTX|GTX)[ \t\-]?(?P<num>[1-9]\d{2,3})"
        r"(?P<ti>[ \t\-]?Ti)?(?P<super>[ \t\-]?(?:Super|(?-i:S)))?(?P<d>[ \t]?(?-i:D))?",
        _IC,
        _geforce,
        ("rtx", "gtx"),
    ),
    # the line word left out after the maker's or the brand's name ("GeForce 2080 Ti", "NVIDIA
    # 3050"): the number is GeForce's own (GTX below 2000, RTX from the 20 series up); a bare
    # number, a rate or a year ("NVIDIA 2025") names no card
    (
        r"(?:(?:NVIDIA[ \t]+)?GeForce[ \t]+(?P<num>[2-5]0[5-9]0|1[06][5-8]0|9[5-8]0)"
        r"|NVIDIA[ \t]+(?P<nnum>[2-5]0[5-9]0|1[06][5-8]0))"
        r"(?P<ti>[ \t\-]?Ti)?(?P<super>[ \t\-]?Super)?" + _NO_FIGURE,
        _IC,
        _geforce_number,
        ("geforce", "nvidia"),
    ),
    (
        r"(?:GeForce[ \t]+)?(?:GTX[ \t]+)?(?-i:Titan|TITAN)[ \t]+(?P<num>RTX|Xp|X|V|Z|Black)",
        0,
        lambda m: "Titan " + m.group("num"),
        ("titan",),
    ),
    # NVIDIA workstation: "RTX PRO 2000 Blackwell", "RTX 6000 Pro", "RTX A4000", "RTX 3500 Ada";
    # "RTX 6000 Blackwell", "Blackwell RTX 6000": the Blackwell generation's is the RTX PRO
    (
        r"(?:NVIDIA[ \t]+)?(?:RTX[ \t\-]?(?:PRO[ \t\-]?(?P<num>[1-9][05]00)(?:[ \t]+Blackwell)?"
        r"|(?P<rnum>[1-9]000)[ \t\-](?:PRO(?:[ \t]+Blackwell)?|Blackwell))"
        r"|Blackwell[ \t]+RTX[ \t\-]?(?P<bnum>[1-9]000)(?![ \t\-]?(?:Ada|PRO)))",
        _IC,
        _rtx_pro,
        ("pro", "blackwell"),
    ),
    (
        r"(?:NVIDIA[ \t]+)?RTX[ \t\-]?A(?P<num>[1-9]\d{2,3})",
        _IC,
        lambda m: f"RTX A{m['num']}",
        ("rtx",),
    ),
    (
        r"(?:NVIDIA[ \t]+)?RTX[ \t\-]?(?P<num>[1-9][05][08]0)(?P<e>E)?[ \t\-]Ada"
        r"(?:[ \t]+Generation)?",
        _IC,
        lambda m: f"RTX {m.group('num')}{'E' if m.group('e') else ''} Ada",
        ("ada",),
    ),
    (
        r"(?:NVIDIA[ \t]+)?Quadro[ \t]+(?P<num>RTX[ \t]+[1-9]000|[PMKT]\d{3,4}|GV100|GP100)",
        _IC,
        _quadro,
        ("quadro",),
    ),
    # NVIDIA data centre: "Tesla M40", "NVIDIA A2", "an L20 GPU"; the board is the chip
    # ("H20 NVL", "A100 PCIe"). A bare letter-and-number is a chip only after "Tesla" or
    # "NVIDIA" or before "GPU": "A3B" (a model's active size) and "A3 VMs" are none; the
    # letters that also start a cache level, a half-year or "K8s" take two digits.
    (
        r"(?:(?:NVIDIA[ \t]+)?Tesla[ \t\-]+|NVIDIA[ \t]+)"
        r"(?P<num>(?-i:[APT]\d{1,4}|[BHLKMV]\d{2,3}|GB\d{2,3}|GH\d{3})(?-i:[GSE]|X)?)"
        r"(?:[ \t\-](?:NVL|SXM\d?|PCIe)\d{0,2})?"
        r"|(?P<gnum>(?-i:[BHL]\d{2,3}|[KMPTV]\d{2,3}|A\d{2,3})(?-i:[GS])?)"
        r"(?=[ \t]?(?:(?:Tensor[ \t]Core[ \t])?GPUs?|显卡)(?![A-Za-z]))",
        _IC,
        _data_centre,
        ("tesla", "nvidia", "gpu", "显卡"),
    ),
    # NVIDIA superchips ("GB200", "GH200") and DGX Spark's GB10
    (r"(?:NVIDIA[ \t]+)?(?P<num>G[BH](?:[1-9]00|10))", 0, lambda m: m.group("num"), ("gb", "gh")),
    # a counted "Spark" is a DGX Spark ("6x Spark", "two Sparks", "dual Spark"): the box is
    # its GB10 (LABELLING: "on the Spark" is GB10); a bare "Spark" may be Apache Spark
    (
        r"(?:(?<=\d[x×*])|(?<=\d[x×*][ \t])|(?<=[Dd]ual[ \t])|(?<=[Tt]wo[ \t])"
        r"|(?<=[Ff]our[ \t]))(?:DGX[ \t])?Sparks?",
        0,
        lambda m: "GB10",
        ("spark",),
    ),
    # Jetson modules: "Jetson TX2", "Jetson AGX Orin", "Jetson Orin Nano Super"
    (
        r"(?:NVIDIA[ \t]+)?Jetson[ \t]+(?P<name>(?:AGX[ \t]+)?(?:Orin|Xavier|Thor)"
        r"(?:[ \t]+(?:NX|Nano))?(?:[ \t]+Super)?|TX[12](?:[ \t]+NX)?|Nano|T[45]000)",
        0,
        _jetson,
        ("jetson",),
    ),
    # NVIDIA's mining cards ("CMP 40HX"): the HX tier of two or three digits is theirs alone
    (
        r"(?:NVIDIA[ \t]+)?(?:CMP[ \t\-]?)?(?P<num>(?:[3-9]0|170)HX)",
        0,
        _titled("CMP"),
        ("hx",),
    ),
    # AMD Radeon ("RX 6750 XT", "RX 7600S", "RX 6800M"); "7900 XTX" with no "RX" (the tier
    # suffix is Radeon's alone)
    (
        # "RX 7000" is a series: no Radeon card ends in three zeros
        r"(?:Radeon[ \t]+)?RX[ \t\-]?(?P<num>(?![5-9]000)[4-9]\d{2,3})(?P<sfx>(?-i:[MS]))?"
        r"(?P<tier>[ \t]?(?:XTX|XT|GRE))?",
        _IC,
        _radeon_rx,
        ("rx",),
    ),
    # "Radeon 6800", "Radeon 9070", "Radeon 7700s": the RX left out after the brand name; the
    # laptop letter only on the numbers that carry one (an "8060S" is Strix Halo's iGPU)
    (
        r"Radeon[ \t]+(?P<num>(?![5-9]000)[5-79]\d{2}0)"
        r"(?P<sfx>(?<=[5-7]\d{3})M|(?<=[67][678]00)S)?"
        r"(?P<tier>[ \t]?(?:XTX|XT|GRE))?" + _NO_FIGURE,
        _IC,
        _radeon_short,
        ("radeon",),
    ),
    # ("6700xt", "Radeon 9060XT": the tier glued or lower-case, RDNA 4's x060 and x070)
    (
        r"(?P<num>[5-9]\d[0-9]0)(?P<sfx>)(?P<tier>[ \t]?(?:XTX|XT|GRE|xtx|xt)(?![A-Za-z]))",
        0,
        _radeon_rx,
        ("xt", "gre"),
    ),
    # AMD workstation and cloud cards ("Radeon PRO W7800", "Radeon Pro V620", "Radeon Pro VII")
    # and the Mac laptops' ("Radeon Pro 5600M", "Radeon Pro 560X")
    (
        r"(?:AMD[ \t]+)?Radeon[ \t]+Pro[ \t]+"
        r"(?P<num>W\d{4}X?|V\d{3}|VII|(?P<mac>5[3-6]00M|5[56]0X?))",
        _IC,
        _radeon_pro,
        ("radeon",),
    ),
    # AMD's laptop iGPUs ("Radeon 880M", "Radeon 8050S")
    (r"(?:AMD[ \t]+)?Radeon[ \t]+(?P<num>[5-9]\d0M|80[4-6]0S)", 0, _titled("Radeon"), ("radeon",)),
    # AMD's laptop APUs, named for their NPU and iGPU ("Ryzen AI 9 HX 370", "Ryzen AI Max 390")
    (
        r"(?:AMD[ \t]+)?Ryzen[ \t]+AI[ \t]+(?:(?P<tier>Max\+?|[579])[ \t]+)?"
        r"(?:(?P<line>HX(?:[ \t]+PRO)?|PRO)[ \t]+)?(?P<num>[2-4]\d{2})",
        _IC,
        _ryzen_ai,
        ("ryzen",),
    ),
    # AMD's Vega iGPUs and cards by compute-unit count ("Vega 8", "Radeon RX Vega 64")
    (
        r"(?:AMD[ \t]+)?(?:Radeon[ \t]+(?:RX[ \t]+)?)?Vega[ \t]+(?P<num>[1-9]\d?)",
        0,
        _titled("Vega"),
        ("vega",),
    ),
    # Intel GPUs: "Arc A750", "Arc Pro B60", "Arc 140V"; "Gaudi 2"; "Data Center GPU Max 1550"
    (
        r"(?:Intel[ \t]+)?Arc[ \t]+(?:(?P<pro>Pro)[ \t]+)?"
        r"(?P<num>[AB][1-9]\d{1,2}M?|1[0-9]0[VT])",
        _IC,
        _arc,
        ("arc",),
    ),
    # "Arc 770", "Intel Arc 750": the A left out of an Alchemist card's number (the numbers
    # no Battlemage card shares); "an arc of 310" is no card
    (
        r"(?:(?i:Intel)[ \t]+)?(?:Arc|ARC)[ \t]+(?P<num>310|380|750|770)" + _NO_FIGURE,
        0,
        lambda m: "Arc A" + m.group("num"),
        ("arc",),
    ),
    (
        r"(?:Intel[ \t]+)?(?:Habana[ \t]+)?Gaudi[ \t\-]?(?P<num>[1-9])",
        _IC,
        _titled("Gaudi"),
        ("gaudi",),
    ),
    (
        r"(?:Intel[ \t]+)?(?:Data[ \t]+Center[ \t]+)?GPU[ \t]+(?P<line>Max|Flex)[ \t]+"
        r"(?P<num>1[0-5][05]0|1[47]0)",
        0,
        lambda m: f"Data Center GPU {m.group('line')} {m.group('num')}",
        ("max", "flex"),
    ),
    # Apple: "M4 Max", "M2-Ultra", "Apple M6"; "A15 Bionic", "A18 Pro", "Apple A17"
    (
        r"(?P<apple>Apple[ \t]+(?:Silicon[ \t]+)?)?M(?P<n>[1-9])"
        # ("M2 Pro Max": a machine named with both tiers is taken as written)
        r"(?:[ \t\-]?(?P<tier>(?i:Pro(?:[ \t]Max)?|Max|Ultra)))?",
        0,
        _apple_m,
        tuple(f"m{n}" for n in range(1, 10)),
    ),
    (
        r"Apple[ \t]+A(?P<n>1\d|[4-9])(?:[ \t]+(?P<tier>Pro|Bionic))?"
        r"|A(?P<n2>1\d|[4-9])[ \t]+(?P<tier2>Pro|Bionic)",
        0,
        _apple_a,
        ("apple", "pro", "bionic"),
    ),
    # Google TPUs ("TPU v4", "TPUv5p", "TPU 7x"); a bare "v2-3" is a version range
    (
        r"(?:Cloud[ \t]+|Google[ \t]+)?TPU[ \t\-]?(?:v(?P<n>[2-9])(?P<s>e|p|x|i)?"
        r"|(?P<n2>[2-9])(?P<s2>e|p))",  # "TPU 2x faster" is a multiple
        _IC,
        _tpu,
        ("tpu",),
    ),
    # AWS ("Trainium3", "Inferentia 2"); Microsoft's Maia and Meta's MTIA
    (
        r"(?:AWS[ \t]+)?(?P<line>Trainium|Inferentia)[ \t\-]?(?P<n>[1-9])",
        _IC,
        _apu,
        ("trainium", "inferentia"),
    ),
    (r"(?:Microsoft[ \t]+|Azure[ \t]+)?Maia[ \t]+(?P<num>[1-9]00)", 0, _titled("Maia"), ("maia",)),
    (
        r"(?:Meta[ \t]+)?MTIA[ \t]?(?P<num>v[1-9]|[1-9]i?)",
        0,
        lambda m: f"MTIA {m['num']}",
        ("mtia",),
    ),
    # Huawei Ascend ("Ascend 910", "Ascend 950PR", "昇腾 310P3") and its Atlas boards
    (
        r"(?:Huawei[ \t]+)?(?:Ascend|昇腾)[ \t\-]?(?P<num>[1-9]\d{2})(?P<s>[A-Z]{1,2})?\d?",
        0,
        _ascend,
        ("ascend", "昇腾"),
    ),
    (
        r"(?:Huawei[ \t]+)?Atlas[ \t]+(?P<num>[238]00[A-Z](?:[ \t]+(?:A[23]|Duo|Pro))?)",
        0,
        lambda m: "Atlas " + _squash(m.group("num")),
        ("atlas",),
    ),
    # phone and laptop SoCs (LABELLING: a named SoC is hardware, a phone model is not):
    # "Snapdragon 778G", "Snapdragon 8 Gen 1", "Snapdragon 8s Gen 3", "Snapdragon X2 Elite"
    (
        r"(?:Qualcomm[ \t]+)?Snapdragon[ \t]+(?P<num>\d{3}\+?G?"
        r"|[4-8]s?\+?[ \t]+Gen[ \t]+[1-9]|8[ \t]+Elite(?:[ \t]+Gen[ \t]+[1-9])?"
        r"|X[1-9]?[ \t]+(?:Elite|Plus))",
        0,
        _snapdragon,
        ("snapdragon",),
    ),
    (
        r"(?:Qualcomm[ \t]+)?Cloud[ \t]+AI[ \t]?(?P<num>\d{2,3}(?:[ \t]+Ultra)?)",
        0,
        lambda m: "Cloud AI " + _squash(m.group("num")),
        ("cloud",),
    ),
    (r"(?:MediaTek[ \t]+)?Dimensity[ \t]+(?P<num>\d{3,4}\+?)", 0, _titled("Dimensity"), ("dim",)),
    (r"(?:Google[ \t]+)?Tensor[ \t]+(?P<num>G[1-9])", 0, _titled("Tensor"), ("tensor",)),
    (r"(?:Samsung[ \t]+)?Exynos[ \t]+(?P<num>\d{3,4})", 0, _titled("Exynos"), ("exynos",)),
    (
        r"(?:HiSilicon[ \t]+|Huawei[ \t]+)?(?:Kirin|麒麟)[ \t]?(?P<num>\d{3,4}[A-Z]?)",
        0,
        _titled("Kirin"),
        ("kirin", "麒麟"),
    ),
    # chip companies' numbered chips: SambaNova's RDUs ("SN30 RDU"), Tenstorrent's cards
    (
        r"SambaNova[ \t]+SN(?P<num>[1-9]0L?)|SN(?P<num2>[1-9]0L?)(?=[ \t]?RDUs?\b)",
        0,
        _sambanova,
        ("sn",),
    ),
    (
        r"(?:Tenstorrent[ \t]+)?(?P<line>Wormhole|Blackhole)[ \t]+(?P<num>[np]\d{3}[a-z]?)",
        _IC,
        lambda m: f"{m.group('line').capitalize()} {m.group('num').lower()}",
        ("wormhole", "blackhole"),
    ),
    # Chinese accelerators, by vendor scheme: Cambricon "MLU370-X8", Moore Threads "MTT S4000",
    # Hygon "DCU K100", Kunlunxin "P800", MetaX "C500", Biren "BR104" (a card's board suffix
    # is the same chip)
    (
        r"(?:Cambricon[ \t]+|寒武纪[ \t]?)?MLU[ \t\-]?(?P<num>[1-9]\d{2})(?:-[A-Z]\d{1,2})?",
        0,
        lambda m: f"MLU{m.group('num')}",
        ("mlu",),
    ),
    (
        r"(?:Moore[ \t]+Threads[ \t]+|摩尔线程[ \t]?)?MTT[ \t\-]?(?P<num>[SX]\d{2,4})",
        0,
        _titled("MTT"),
        ("mtt",),
    ),
    (r"(?:Hygon[ \t]+|海光[ \t]?)?DCU[ \t\-]?(?P<num>[KZ]\d{3})", 0, _titled("DCU"), ("dcu",)),
    (
        r"(?:Kunlun(?:xin)?|昆仑芯)[ \t]?(?:XPU[ \t]?)?(?P<num>P800|R[23]00|RG800)",
        0,
        _titled("Kunlun"),
        ("kunlun", "昆仑芯"),
    ),
    (
        r"(?:MetaX|沐曦|曦云)[ \t]?(?P<num>C[5-6][0-9]0)",
        0,
        _titled("MetaX"),
        ("metax", "沐曦", "曦云"),
    ),
    (r"(?:Biren[ \t]+|壁仞[ \t]?)?(?P<num>BR1\d{2})", 0, lambda m: m.group("num"), ("br1",)),
]

# "RTX 4000 series", "Ascend 910 family", "RX 7000 系列": a product line, not one chip
SERIES_AFTER = re.compile(r"[ \t\-]?(?:series|family|lineup|系列)(?![A-Za-z])", re.IGNORECASE)

ACCELERATORS: list[Family] = [
    (re.compile(START + f"(?:{body})" + END, flags), namer, needles)
    for body, flags, namer, needles in _SCHEMES
]
