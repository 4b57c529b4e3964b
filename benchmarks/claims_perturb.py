"""Does the claim reader hold when the same text is written differently? A metamorphic check.

Usage:
    python benchmarks/claims_perturb.py [--data tests/data/claims_eval] [--rules rules/]
        [--only NAME] [--mistakes NAME]

Each rewrite is a pure function of a **dev** snippet (the held-out part is never read here)
that, by the reading rules (CLAIMS.md section 4), leaves the labels as they are or changes
them predictably (a GPU or engine name swapped in text and labels alike). A rewrite that does
not apply to a snippet skips it. For each rewrite the table prints, on the snippets it
changed, recall / precision / engine / mode / hardware accuracy before (``base``) and after
(``new``) the rewrite, scored as ``claims_eval.py`` scores. ``--mistakes NAME`` lists the
dev mistakes that the rewrite adds (for reading, as ``claims_eval --mistakes dev`` does).
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

from claims_eval import ROOT, Score, load_snippets, score_snippet

from watcher.rules import load_rules

Snip = dict[str, Any]
Rewrite = Callable[[Snip], "Snip | None"]
_QUOTED = re.compile(r": ['\"].*$")  # a mistake's quoted text, which a rewrite changes
COLS = ("recall", "precision", "engine", "mode", "hardware")
_FENCE = re.compile(r"^\s*(```|~~~)")


def _with_text(snip: Snip, text: str) -> Snip | None:
    if text == snip["text"]:
        return None
    out = copy.deepcopy(snip)
    out["text"] = text
    return out


def _outside_code(text: str, fn: Callable[[str], str]) -> str:
    """Apply ``fn`` to each line that is not inside a fenced code block."""
    out, fenced = [], False
    for line in text.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
            out.append(line)
        else:
            out.append(line if fenced else fn(line))
    return "\n".join(out)


# 1. thousands separators: "1,100" -> "1 100" / "1\u2009100"; decimals and lists untouched
# not beside another number: "2,011 580" in whitespace columns would become one number
_THOUSANDS = re.compile(r"(?<![\d.,\[])(?<!\d )\d{1,3}(?:,\d{3})+(?![\d,]|\.\d| \d)")


def thousands(sep: str) -> Rewrite:
    def rewrite(snip: Snip) -> Snip | None:
        return _with_text(
            snip, _THOUSANDS.sub(lambda m: m.group(0).replace(",", sep), snip["text"])
        )

    return rewrite


# 2. full-width digits in prose (not tables, not code): NFKC must fold them
_FULL = str.maketrans("0123456789", "０１２３４５６７８９")


def fullwidth(snip: Snip) -> Snip | None:
    def line(s: str) -> str:
        return s if s.lstrip().startswith("|") else s.translate(_FULL)

    return _with_text(snip, _outside_code(snip["text"], line))


# 3. a zero-width space between words, and CRLF line endings
def zero_width(snip: Snip) -> Snip | None:
    text = re.sub(r"(?<=[A-Za-z]) (?=[A-Za-z])", "\u200b ", snip["text"])
    return _with_text(snip, text.replace("\n", "\r\n"))


# 4. mojibake: UTF-8 read as cp1252, where that round-trips
def mojibake(snip: Snip) -> Snip | None:
    text = snip["text"]
    if text.isascii():
        return None
    try:
        bad = text.encode("utf-8").decode("cp1252")
        if bad.encode("cp1252").decode("utf-8") != text:
            return None
    except UnicodeError:
        return None
    return _with_text(snip, bad)


# 5. unit spellings of tokens per second
_UNIT = re.compile(r"(?<![\w/])(?:tok/s|tokens/s|t/s|tokens per second|TPS)(?![\w/])")


# the spelling in words only after a figure: as a collapsed column name it would be 3 names
_UNIT_AFTER_FIGURE = re.compile(r"(?:(?<=\d)|(?<=\d ))" + _UNIT.pattern)


def unit(spelling: str) -> Rewrite:
    pattern = _UNIT_AFTER_FIGURE if " " in spelling else _UNIT

    def rewrite(snip: Snip) -> Snip | None:
        return _with_text(snip, pattern.sub(spelling, snip["text"]))

    return rewrite


# 6. a Markdown pipe table as HTML, or as aligned columns in a code block (pasted output)
_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _tables(text: str, render: Callable[[list[list[str]]], str]) -> str:
    lines, out, i, fenced = text.split("\n"), [], 0, False
    while i < len(lines):
        if _FENCE.match(lines[i]):
            fenced = not fenced
        if (
            not fenced
            and lines[i].count("|") >= 2
            and i + 1 < len(lines)
            and _SEP.match(lines[i + 1])
        ):
            j = i + 2
            while j < len(lines) and lines[j].count("|") >= 2:
                j += 1
            rows = [_cells(lines[i])] + [_cells(r) for r in lines[i + 2 : j]]
            out.append(render(rows))
            i = j
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def _html(rows: list[list[str]]) -> str:
    def row(cells: list[str], tag: str) -> str:
        return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"

    body = "\n".join(row(r, "td") for r in rows[1:])
    return f"<table>\n{row(rows[0], 'th')}\n{body}\n</table>\n"


def _aligned(rows: list[list[str]]) -> str:
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    wide = [max(len(r[k]) for r in rows) for k in range(width)]
    text = ["  ".join(c.ljust(w) for c, w in zip(r, wide, strict=True)).rstrip() for r in rows]
    return "```\n" + "\n".join(text) + "\n```"


def table_as(render: Callable[[list[list[str]]], str]) -> Rewrite:
    def rewrite(snip: Snip) -> Snip | None:
        return _with_text(snip, _tables(snip["text"], render))

    return rewrite


# 7. bullet markers, and a heading added above a list
_BULLET = re.compile(r"^(\s*)[-*] (?=\S)")


def bullets(marker: str) -> Rewrite:
    def rewrite(snip: Snip) -> Snip | None:
        n = 0

        def line(s: str) -> str:
            nonlocal n
            m = _BULLET.match(s)
            if not m:
                n = 0 if s.strip() else n
                return s
            n += 1
            mark = f"{n}." if marker == "1." else marker
            return m.group(1) + mark + " " + s[m.end() :]

        return _with_text(snip, _outside_code(snip["text"], line))

    return rewrite


def _list_starts(lines: list[str]) -> list[int]:
    """Indexes of lines that open a top-level list (outside code)."""
    out, fenced = [], False
    for i, s in enumerate(lines):
        fenced = fenced != bool(_FENCE.match(s))
        first = i == 0 or not (_BULLET.match(lines[i - 1]) or lines[i - 1].startswith(" "))
        if not fenced and _BULLET.match(s) and not s[0].isspace() and first:
            out.append(i)
    return out


def heading(snip: Snip) -> Snip | None:
    """A heading naming nothing above a list that follows prose (never between a lead-in
    line such as "EAGLE 3 (K=2):" and its list: that line is the list's caption)."""
    lines = snip["text"].split("\n")
    for i in reversed(_list_starts(lines)):
        prev = next((lines[k] for k in range(i - 1, -1, -1) if lines[k].strip()), "")
        if not prev or re.search(r"[.!?]\W*$", prev.strip()):
            lines[i:i] = ["", "### Results", ""]
    return _with_text(snip, "\n".join(lines))


def blank_line(snip: Snip) -> Snip | None:
    """A list right under its lead-in line gets a blank line between; one with it loses it."""
    lines = snip["text"].split("\n")
    for i in reversed(_list_starts(lines)):
        if i > 0 and lines[i - 1].strip():
            lines.insert(i, "")
        elif i > 1 and not lines[i - 1].strip() and lines[i - 2].strip().endswith(":"):
            del lines[i - 1]
    return _with_text(snip, "\n".join(lines))


# 8. names swapped in text, title and labels alike
_GPU = {"h100": "H200", "h200": "H100", "4090": "3090", "3090": "4090", "mi300x": "MI325X",
        "mi325x": "MI300X", "m2 ultra": "M3 Max", "m2ultra": "M3Max", "m3 max": "M2 Ultra",
        "m3max": "M2Ultra"}  # fmt: skip
# "H100s", "2x3090", "RTX4090", "M3Max", "h200" in a title; never "3090 Ti" (another card)
_GPU_RE = re.compile(
    r"(?:(?<![A-Za-z0-9.])|(?<=RTX)|(?<=\dx)|(?<=\d×))(" + "|".join(_GPU) + r")"
    r"(?=s?(?![A-Za-z0-9]))(?! ?Ti\b)",
    re.IGNORECASE,
)
_ENGINE = {"vLLM": "SGLang", "SGLang": "TensorRT-LLM", "TensorRT-LLM": "vLLM"}
_ENGINE_KEY = {"vllm": "sglang", "sglang": "tensorrt-llm", "tensorrt-llm": "vllm"}
_ENGINE_RE = re.compile(r"(?<![\w.-])(vLLM|SGLang|TensorRT-LLM)(?![\w-])")
_ENGINE_ANY = re.compile(r"vllm|sglang|sgl-|tensorrt|trt-?llm", re.IGNORECASE)


def _swap(snip: Snip, pattern: re.Pattern[str], words: dict[str, str], field: str,
          labels: Callable[[str], str]) -> Snip | None:  # fmt: skip
    def word(m: re.Match[str]) -> str:
        return words.get(m.group(1)) or words[m.group(1).lower()]

    text = pattern.sub(word, snip["text"])
    out = _with_text(snip, text)
    if out is None:
        return None
    if out.get("title"):
        out["title"] = pattern.sub(word, out["title"])
    for label in out.get("claims") or []:
        if label.get(field):
            label[field] = labels(label[field])
    return out


def gpu_names(snip: Snip) -> Snip | None:
    def label(hw: str) -> str:
        return _GPU_RE.sub(lambda m: _GPU[m.group(1).lower()], hw)

    return _swap(snip, _GPU_RE, _GPU, "hardware", label)


def engine_names(snip: Snip) -> Snip | None:
    if snip.get("source") and _ENGINE_ANY.search(snip["source"]):
        return None  # the repository implies the engine
    # an engine written otherwise (a command, a path) would keep its old name: skip
    rest = _ENGINE_RE.sub("", snip["text"] + " " + (snip.get("title") or ""))
    if _ENGINE_ANY.search(rest):
        return None
    return _swap(snip, _ENGINE_RE, _ENGINE, "engine", lambda e: _ENGINE_KEY.get(e, e))


REWRITES: dict[str, Rewrite] = {
    "thousands-space": thousands(" "),
    "thousands-thin": thousands("\u2009"),
    "fullwidth-digits": fullwidth,
    "zero-width+crlf": zero_width,
    "mojibake-cp1252": mojibake,
    **{f"unit:{u}": unit(u) for u in ("tok/s", "tokens/s", "t/s", "tokens per second", "TPS")},
    "table-html": table_as(_html),
    "table-code-aligned": table_as(_aligned),
    "bullets-star": bullets("*"),
    "bullets-numbered": bullets("1."),
    "heading-above-list": heading,
    "blank-line-above-list": blank_line,
    "gpu-names": gpu_names,
    "engine-names": engine_names,
}


def _score(snips: list[Snip], vocabulary: Any) -> Score:
    s = Score()
    for snip in snips:
        score_snippet(snip, vocabulary, [s])
    return s


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
    base_all = _score(dev, vocabulary).as_dict()
    print(f"{'rewrite':<24} {'n':>4}  " + " ".join(f"{c[:9]:>15}" for c in COLS))
    print(f"{'(none: all dev)':<24} {len(dev):>4}  " + " ".join(
        f"{base_all[c]:>15.3f}" for c in COLS))  # fmt: skip
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
            old = {_QUOTED.sub("", m) for m in base.mistakes}
            print("\n".join(m for m in new.mistakes if _QUOTED.sub("", m) not in old))
    return 0


if __name__ == "__main__":
    sys.exit(main())
