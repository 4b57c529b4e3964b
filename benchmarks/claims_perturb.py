"""Does the claim reader hold when the same text is written differently? A metamorphic check.

Usage:
    python benchmarks/claims_perturb.py [--data tests/data/claims_eval] [--rules rules/]
        [--only NAME] [--mistakes NAME]

Each rewrite is a pure function of a **dev** snippet (the held-out part is never read here)
that, by the reading rules (docs/READING_RULES.md §4), leaves the labels as they are or changes
them predictably (a GPU or engine name swapped in text and labels alike). The rewrites:
thousands separators, "1.5k", ranges, full-width digits, zero-width spaces and CRLF, mojibake,
unit spellings, tables as HTML / aligned code / tabs, bullet markers, a heading or blank line
above a list, GPU and engine names swapped; and spellings real sources use interchangeably: a
figure in bold or a code span, a GPU count in words ("a single H100", "two 3090s"), "tok/s" as
"tokens/sec" or "tok/sec", an engine's name in another case ("vllm", "Llama.cpp"), a decimal
comma in texts whose language writes one; and the same words laid out otherwise
(``perturb_markup.py``: hard-wrapped or unwrapped prose, an engine's name as a link, pipe tables
without outer pipes or padded by a formatter, no-break spaces, HTML character references, setext
headings, GPU names in lower case); and blocks folded, marked or indented otherwise
(``perturb_blocks.py``: ``<details>`` around tables and code, bold lines for headings, an info
string on a bare fence, nested lists indented by four spaces); and figures spelled otherwise
(``perturb_figures.py``: a speedup as "2.5×", "2.5 times faster" or "a 2.5-fold increase", an
approximate figure marked "~", "≈", "about" or "roughly"); a GPU count spelled otherwise
(``perturb_counts.py``: "8×H100" for "8x H100", "H100 x8" after the card, "8 H100s" with no
mark); a decoding mode or a precision spelt as other writers spell it (``perturb_names.py``:
"EAGLE3", "multi-token prediction", "spec decoding", "fp8", "bfloat16"); and tables turned
round (``perturb_tables.py``: a grid of figures with its rows and columns swapped); and a unit
stated once above a table or list instead of on each figure (``perturb_units.py``: "Decode
(tok/s)" headers as "Decode" under "## Results (tok/s)", "- vLLM: 45 tok/s" items as "- vLLM:
45" under "Results (tok/s):"). A rewrite
that does not apply to a snippet skips it.
For each rewrite the table prints, on the snippets it changed, recall / precision / engine /
mode / hardware / GPU count / precision-field accuracy before (``base``) and after (``new``)
the rewrite, scored as
``claims_eval.py`` scores. ``--mistakes NAME`` lists the mistakes the rewrite adds on the
``tune`` half only (``claims_eval.py --split-dev``): the ``check`` half's mistakes are never
read, so it still tells whether a fix carries.
"""

from __future__ import annotations

import argparse
import copy
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_eval import ROOT, Score, dev_half, load_snippets, score_snippet
from perturb_blocks import BLOCKS
from perturb_counts import COUNTS
from perturb_figures import FIGURES
from perturb_markup import MARKUP, SEP, cells
from perturb_metricpairs import METRICPAIRS
from perturb_names import NAMES
from perturb_tables import TABLES
from perturb_unitlabel import UNITLABEL
from perturb_unitlast import unit_last
from perturb_units import UNITS

from watcher.rules import load_rules

Snip = dict[str, Any]
Rewrite = Callable[[Snip], "Snip | None"]
_QUOTED = re.compile(r": ['\"].*$")  # a mistake's quoted text, which a rewrite changes
# the fields a rewrite may move: a count or precision rewrite loses in its own column
COLS = ("recall", "precision", "engine", "mode", "hardware", "gpu_count", "precision_field")
_HEADS = {"gpu_count": "gpu count", "precision_field": "prec. field"}  # not two "precision"s
_FENCE = re.compile(r"^\s*(```|~~~)")


def _with_text(snip: Snip, text: str) -> Snip | None:
    if text == snip["text"]:
        return None  # the rewrite does not apply: skip the snippet
    return {**copy.deepcopy(snip), "text": text}


def textual(fn: Callable[..., str], **kw: Any) -> Rewrite:
    """A rewrite of the text alone (the labels stay): ``fn(text, **kw)``."""
    return lambda snip: _with_text(snip, fn(snip["text"], **kw))


def _outside_code(text: str, fn: Callable[[str], str]) -> str:
    """Apply ``fn`` to each line that is not inside a fenced code block."""
    out, fenced = [], False
    for line in text.split("\n"):
        fenced = fenced != bool(_FENCE.match(line))
        out.append(line if fenced or _FENCE.match(line) else fn(line))
    return "\n".join(out)


# 1. "1,100" -> "1 100" / "1\u2009100"; never decimals, lists, or a number beside another
# ("2,011 580" in whitespace columns would become one number)
_THOUSANDS = re.compile(r"(?<![\d.,\[])(?<!\d )\d{1,3}(?:,\d{3})+(?![\d,]|\.\d| \d)")
_KILO = re.compile(_THOUSANDS.pattern.replace(r"(?:,\d{3})+", r",\d{3}"))


def thousands(text: str, sep: str) -> str:
    return _THOUSANDS.sub(lambda m: m.group(0).replace(",", sep), text)


def kilo(text: str) -> str:
    """ "1,500" -> "1.5k", "12,250" -> "12.25k" (reading rules §4 lists "1.5k"); "21,924" stays:
    no one writes "21.924k", a k stands for a round-ish figure (two decimals at most)."""

    def sub(m: re.Match[str]) -> str:
        n = int(m.group(0).replace(",", ""))
        return f"{n / 1000:g}k" if n % 10 == 0 else m.group(0)

    return _KILO.sub(sub, text)


# "202–211 tok/s" -> "202 to 211 tok/s" (reading rules §4: ranges keep both ends)
_RANGE = re.compile(r"(?<![\d.,/-])(\d[\d,.]*)[ ]?[–-][ ]?(\d[\d,.]*)(?=[ ]?(?:tok|t/s|TPS|x\b))")


def ranges(text: str) -> str:
    return _RANGE.sub(r"\1 to \2", text)


# 2. full-width digits in prose (not tables, not code): NFKC must fold them
_FULL = str.maketrans("0123456789", "０１２３４５６７８９")


def fullwidth(text: str) -> str:
    return _outside_code(text, lambda s: s if s.lstrip().startswith("|") else s.translate(_FULL))


# 3. a zero-width space between words, and CRLF line endings
def zero_width(text: str) -> str:
    return re.sub(r"(?<=[A-Za-z]) (?=[A-Za-z])", "\u200b ", text).replace("\n", "\r\n")


# 4. mojibake: UTF-8 read as cp1252, where that round-trips
def mojibake(text: str) -> str:
    try:
        bad = text.encode("utf-8").decode("cp1252")
        return bad if bad.encode("cp1252").decode("utf-8") == text else text
    except UnicodeError:
        return text


# 5. unit spellings of tokens per second; the spelling in words only right after a figure
# (as a collapsed column name it would be three names); "5 output tokens/s" stays: a word
# between figure and unit qualifies tokens, and "5 output t/s" is no way to write it
_UNIT = re.compile(r"(?<![\w/])(?:tok/s|tokens/s|t/s|tokens per second|TPS)(?![\w/])")
_UNIT_AFTER_FIGURE = re.compile(r"(?:(?<=\d)|(?<=\d ))" + _UNIT.pattern)
_WORD_AFTER_FIGURE = re.compile(r"\d[ \t]{1,2}[A-Za-z]{2,20}[ \t]$")


# a line of whitespace-aligned columns ("Decode (tg)   12 t/s   23.5 t/s"): a unit of several
# words there could not be told from the gaps between columns, and no tool prints one so
_ALIGNED = re.compile(r"\S(?:\t|[ ]{2,})\S|^(?:\t|[ ]{4})")


def unit(text: str, spelling: str) -> str:
    def respell(m: re.Match[str]) -> str:
        qualified = _WORD_AFTER_FIGURE.search(m.string, max(0, m.start() - 24), m.start())
        return m.group(0) if qualified else spelling

    if " " not in spelling:
        return _UNIT.sub(respell, text)

    # several words only in prose lines and pipe cells, never in code or aligned columns
    def line(s: str) -> str:
        if not s.lstrip().startswith("|") and _ALIGNED.search(s):
            return s
        return _UNIT_AFTER_FIGURE.sub(respell, s)

    return _outside_code(text, line)


# 6. a Markdown pipe table as HTML, or as aligned columns in a code block (pasted output)


def tables(text: str, render: Callable[[list[list[str]]], str]) -> str:
    lines, out, i, fenced = text.split("\n"), [], 0, False
    while i < len(lines):
        fenced = fenced != bool(_FENCE.match(lines[i]))
        j = i + 2
        if not fenced and lines[i].count("|") >= 2 and SEP.match([*lines, ""][i + 1]):
            while j < len(lines) and lines[j].count("|") >= 2:
                j += 1
            rows = [cells(r) for r in [lines[i], *lines[i + 2 : j]]]
            # only a whole, well-formed table: a header wrapped over lines, a row wrapped onto
            # the next line or a diff's "+|" rows would render as HTML no page holds
            whole = len(rows) > 1 and len(cells(lines[i + 1])) == len(rows[0])
            whole = whole and all(len(r) == len(rows[0]) for r in rows)
            if whole and not [*lines, ""][j].rstrip().endswith("|"):
                out.append(render(rows))
                i = j
                continue
            out.extend(lines[i:j])
            i = j
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def _html(rows: list[list[str]]) -> str:
    tags = ["th"] + ["td"] * (len(rows) - 1)
    trs = [
        "<tr>" + "".join(f"<{t}>{c}</{t}>" for c in r) + "</tr>"
        for r, t in zip(rows, tags, strict=True)
    ]
    return "<table>\n" + "\n".join(trs) + "\n</table>\n"


def _aligned(rows: list[list[str]]) -> str:
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    wide = [max(len(r[k]) for r in rows) for k in range(width)]
    text = ["  ".join(c.ljust(w) for c, w in zip(r, wide, strict=True)).rstrip() for r in rows]
    return "```\n" + "\n".join(text) + "\n```"


def _tabbed(rows: list[list[str]]) -> str:
    """A table as a web page's copy gives it: one row a line, cells split by tabs."""
    return "\n".join("\t".join(r) for r in rows) + "\n"


# 7. bullet markers; a heading naming nothing above a list that follows prose (never between
# a lead-in line such as "EAGLE 3 (K=2):" and its list: that line is the list's caption); a
# blank line added between a lead-in line and its list, or taken away
_BULLET = re.compile(r"^(\s*)[-*] (?=[^\s|])")  # never "- | 30.53 |": a listed table row


def bullets(text: str, marker: str) -> str:
    # numbered per level, as writers number a nested list ("1. RTX 3090:" over "1. 350 W"),
    # never on through the nesting ("1. RTX 3090:" over "2. 350 W": no page does that)
    counts: dict[int, int] = {}

    def line(s: str) -> str:
        m = _BULLET.match(s)
        depth = len(s) - len(s.lstrip())
        if s.strip():  # a line ends the lists nested deeper than it; prose ends its own
            for d in [d for d in counts if d > depth or (d == depth and not m)]:
                del counts[d]
        if not m:
            return s
        counts[depth] = n = counts.get(depth, 0) + 1
        return m.group(1) + (f"{n}." if marker == "1." else marker) + " " + s[m.end() :]

    return _outside_code(text, line)


def _list_starts(lines: list[str]) -> list[int]:
    """Indexes of lines that open a top-level list (outside code), last first."""
    out, fenced = [], False
    for i, s in enumerate(lines):
        fenced = fenced != bool(_FENCE.match(s))
        first = i == 0 or not (_BULLET.match(lines[i - 1]) or lines[i - 1].startswith(" "))
        row = s.rstrip().endswith("|")  # "- | - | 12 |": a table's row of dashes, no list
        if not fenced and _BULLET.match(s) and not s[0].isspace() and first and not row:
            out.append(i)
    return out[::-1]


def heading(text: str) -> str:
    lines = text.split("\n")
    for i in _list_starts(lines):
        prev = next((lines[k] for k in range(i - 1, -1, -1) if lines[k].strip()), "")
        if not prev or re.search(r"[.!?]\W*$", prev.strip()):
            lines[i:i] = ["", "### Results", ""]
    return "\n".join(lines)


def blank_line(text: str) -> str:
    lines = text.split("\n")
    for i in _list_starts(lines):
        if i > 0 and lines[i - 1].strip():
            lines.insert(i, "")
        elif i > 1 and not lines[i - 1].strip() and lines[i - 2].strip().endswith(":"):
            del lines[i - 1]
    return "\n".join(lines)


# 8. names swapped in text, title and labels alike: "H100s", "2x3090", "RTX4090", "M3Max",
# "h200" in a title; never "3090 Ti" (another card). An engine only where no repository
# implies it and no other spelling of it (a command, a path) would keep the old name.
_GPU = {"h100": "H200", "h200": "H100", "4090": "3090", "3090": "4090", "mi300x": "MI325X",
        "mi325x": "MI300X", "m2 ultra": "M3 Max", "m2ultra": "M3Max", "m3 max": "M2 Ultra",
        "m3max": "M2Ultra"}  # fmt: skip
_GPU_RE = re.compile(
    r"(?:(?<![A-Za-z0-9.])|(?<=RTX)|(?<=\dx)|(?<=\d×))(" + "|".join(_GPU) + r")"
    r"(?=s?(?![A-Za-z0-9]))(?! ?Ti\b)",
    re.IGNORECASE,
)
_ENGINE = {"vllm": "SGLang", "sglang": "TensorRT-LLM", "tensorrt-llm": "vLLM"}
_ENGINE_RE = re.compile(r"(?<![\w.-])(vLLM|SGLang|TensorRT-LLM)(?![\w-])")
_ENGINE_ANY = re.compile(r"vllm|sglang|sgl-|tensorrt|trt-?llm", re.IGNORECASE)


def swap(snip: Snip, pattern: re.Pattern[str], words: dict[str, str], field: str) -> Snip | None:
    def sub(text: str) -> str:
        return pattern.sub(lambda m: words[m.group(1).lower()], text)

    out = _with_text(snip, sub(snip["text"]))
    if out is not None and out.get("title"):
        out["title"] = sub(out["title"])
    for label in (out or {}).get("claims") or []:
        name = label.get(field)  # a label's canonical name: "RTX 4090", "vllm"
        if name:
            label[field] = words.get(name, name).lower() if field == "engine" else sub(name)
    return out


def engine_names(snip: Snip) -> Snip | None:
    rest = _ENGINE_RE.sub("", snip["text"] + " " + (snip.get("title") or ""))
    if _ENGINE_ANY.search(snip.get("source") or "") or _ENGINE_ANY.search(rest):
        return None
    return swap(snip, _ENGINE_RE, _ENGINE, "engine")


# 9. spellings real sources use interchangeably (prose, or prose and pipe cells; never code):
# a figure and its unit in bold or a code span; a GPU count in words ("1x H100" -> "a single
# H100", "2x 3090" -> "two 3090s"); "tok/s" as "tokens/sec" or "tok/sec"; an engine's name in
# another case; a decimal point as a decimal comma where the text's language writes one (§4)
_PROSE_FIGURE = re.compile(  # a whole figure: never one end of a range, never one of a row
    r"(?<![\w.,*`~–=/+-])(?<!\d )\d[\d,.]*(?<![.,])(?: ?(?:-|–|to) ?\d[\d,.]*(?<![.,]))?"
    r" ?(?:tok/s|tokens/s|t/s|TPS|ms)(?![\w/*`])"
)


def _prose(line: str) -> bool:
    """A line of prose: not a table row, HTML, a heading, a quote, or tool output (key=value)."""
    return not line.lstrip().startswith(("|", "<", "#", ">")) and not re.search(
        r"[`=\t±]|\*\*", line
    )


def emphasis(text: str, mark: str) -> str:
    def line(s: str) -> str:
        return _PROSE_FIGURE.sub(lambda m: mark + m.group(0) + mark, s) if _prose(s) else s

    return _outside_code(text, line)


_COUNT_WORDS = {1: "a single", 2: "two", 3: "three", 4: "four", 6: "six", 8: "eight"}
_GPU_COUNT = re.compile(
    r"(?<![\w.])([1-8]) ?[x×] ?((?:RTX ?)?(?:[A-Z]{1,2}\d{2,4}[A-Z]?|[2-5]0[6-9]0))"
    r"(?![\w.-]| ?Ti\b| ?(?:Super|SUPER|Ultra|Max|Pro)\b)"
)


def gpu_count_words(text: str) -> str:
    def sub(m: re.Match[str]) -> str:
        n = int(m.group(1))
        return (
            f"{_COUNT_WORDS[n]} {m.group(2)}{'s' if n > 1 else ''}"
            if n in _COUNT_WORDS
            else m.group(0)
        )

    return _outside_code(text, lambda s: _GPU_COUNT.sub(sub, s) if _prose(s) else s)


def english_counts(snip: Snip) -> Snip | None:
    """Counts in English words only where the text is English ("two 3090s" in Russian is not)."""
    if snip.get("lang") not in (None, "en"):
        return None
    return _with_text(snip, gpu_count_words(snip["text"]))


_TOK_S = re.compile(r"(?<![\w/])tok/s(?![\w/])")


def unit_sec(text: str, spelling: str) -> str:
    return _outside_code(text, lambda s: _TOK_S.sub(spelling, s))


_ENGINE_CASE = {"vLLM": "vllm", "SGLang": "sglang", "llama.cpp": "Llama.cpp"}
_ENGINE_CASE_RE = re.compile(r"(?<![\w./-])(vLLM|SGLang|llama\.cpp)(?![\w-]|\.\w)")


def engine_case(text: str) -> str:
    def line(s: str) -> str:
        return _ENGINE_CASE_RE.sub(lambda m: _ENGINE_CASE[m.group(1)], s) if _prose(s) else s

    return _outside_code(text, line)


_COMMA_LANGS = {"de", "fr", "es", "ru", "it", "pt", "pl", "nl", "cs"}
_DECIMAL = re.compile(
    r"(?<![\w.,])(\d+)\.(\d+)(?![\w.,]\d)(?= ?(?:tok|t/s|token|ms\b|s\b|GB|GiB|x\b|×|%))"
)


def decimal_comma(snip: Snip) -> Snip | None:
    if snip.get("lang") not in _COMMA_LANGS:
        return None
    return _with_text(snip, _outside_code(snip["text"], lambda s: _DECIMAL.sub(r"\1,\2", s)))


SPELLINGS = ("tok/s", "tokens/s", "t/s", "tokens per second", "TPS")
REWRITES: dict[str, Rewrite] = {
    "thousands-space": textual(thousands, sep=" "),
    "thousands-thin": textual(thousands, sep="\u2009"),
    "thousands-k": textual(kilo),
    "range-to": textual(ranges),
    "fullwidth-digits": textual(fullwidth),
    "zero-width+crlf": textual(zero_width),
    "mojibake-cp1252": textual(mojibake),
    **{f"unit:{u}": textual(unit, spelling=u) for u in SPELLINGS},
    "table-html": textual(tables, render=_html),
    "table-code-aligned": textual(tables, render=_aligned),
    "table-tabbed": textual(tables, render=_tabbed),
    "bullets-star": textual(bullets, marker="*"),
    "bullets-numbered": textual(bullets, marker="1."),
    "heading-above-list": textual(heading),
    "blank-line-above-list": textual(blank_line),
    "gpu-names": lambda snip: swap(snip, _GPU_RE, _GPU, "hardware"),
    "engine-names": engine_names,
    "emphasis-bold": textual(emphasis, mark="**"),
    "emphasis-code": textual(emphasis, mark="`"),
    "gpu-count-words": english_counts,
    "unit-sec:tokens/sec": textual(unit_sec, spelling="tokens/sec"),
    "unit-sec:tok/sec": textual(unit_sec, spelling="tok/sec"),
    "engine-case": textual(engine_case),
    "decimal-comma": decimal_comma,
    **{name: textual(fn) for name, fn in MARKUP.items()},
    **{name: textual(fn) for name, fn in BLOCKS.items()},
    **{name: textual(fn) for name, fn in FIGURES.items()},
    **{name: textual(fn) for name, fn in COUNTS.items()},
    **{name: textual(fn) for name, fn in NAMES.items()},
    **{name: textual(fn) for name, fn in TABLES.items()},
    **{name: textual(fn) for name, fn in UNITS.items()},
    **{name: textual(fn) for name, fn in METRICPAIRS.items()},
    **{name: textual(fn) for name, fn in UNITLABEL.items()},
    "unit-last": unit_last,
}


def _score(snips: list[Snip], vocabulary: Any) -> Score:
    score = Score()
    [score_snippet(snip, vocabulary, [score]) for snip in snips]
    return score


def main(argv: list[str] | None = None) -> int:
    """Print, per rewrite, the scores before and after it on the dev snippets it changes."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--only", choices=sorted(REWRITES))
    ap.add_argument("--mistakes", choices=sorted(REWRITES), help="list mistakes it adds")
    args = ap.parse_args(argv)
    dev = [s for s in load_snippets(args.data) if s["part"] == "dev"]
    vocabulary = load_rules(args.rules).vocabulary
    whole = _score(dev, vocabulary).as_dict()
    names = [_HEADS.get(c, c) for c in COLS]
    print(f"{'rewrite':<24} {'n':>4}  " + " ".join(f"{c:>15}" for c in names))
    print(f"{'(none: all dev)':<24} {len(dev):>4}  " + " ".join(f"{whole[c]:>15.3f}" for c in COLS))
    names = [args.only or args.mistakes] if (args.only or args.mistakes) else list(REWRITES)
    for name in names:
        pairs = [(s, r) for s in dev if (r := REWRITES[name](s)) is not None]
        if not pairs:
            print(f"{name:<24} {0:>4}")
            continue
        base = _score([s for s, _ in pairs], vocabulary)
        new = _score([r for _, r in pairs], vocabulary)
        b, n = base.as_dict(), new.as_dict()
        cells = " ".join(f"{b[c]:>6.3f}->{n[c]:<6.3f}{'*' if n[c] < b[c] else ' '}" for c in COLS)
        print(f"{name:<24} {len(pairs):>4}  {cells}")
        if args.mistakes:
            # only the tune half's: check's mistakes are never read (claims_eval --split-dev)
            tune = [(s, r) for s, r in pairs if dev_half(s) == "tune"]
            old = {_QUOTED.sub("", m) for m in _score([s for s, _ in tune], vocabulary).mistakes}
            added = _score([r for _, r in tune], vocabulary).mistakes
            print("\n".join(m for m in added if _QUOTED.sub("", m) not in old))
    return 0


if __name__ == "__main__":
    sys.exit(main())
