"""Markup rewrites for the metamorphic check (``claims_perturb.py``): the same words laid out
as other writers and other tools lay them out. Each leaves the labels as they are (reading
rules §2 and §4: a claim's setup comes from its scope -- row, item, sentence, paragraph,
heading -- and none of these rewrites moves a word from one scope to another).

- ``wrap``: prose hard-wrapped at 72 columns, as in a commit message, an email or a release
  note written in a terminal editor (Markdown joins the lines back into one paragraph); a list
  item's continuation lines indented under its text. Never a line of Chinese, Japanese or
  Korean, one-line JSON, a row of capitalised column names, a row of a whitespace table or a
  program's log line: no editor wraps those (they are pasted, not typed).
- ``unwrap``: the reverse: a hard-wrapped paragraph or list item written on one line. Only a
  break an editor made is joined (a long line of prose cut after a word, the next word too long
  for the paragraph's measure, the sentence going on in lower case); lines a writer meant as
  records -- whitespace table rows, logs and ``key: value`` output, one-line claims ending on a
  figure or opening alike, code -- stay apart, as no real page writes them on one line.
- ``link-names``: an engine's first mention in prose as a link to its repository, as READMEs
  and blogs write it ("[vLLM](https://github.com/vllm-project/vllm)").
- ``table-bare``: a pipe table without its outer pipes (GFM allows it; many writers omit them).
- ``table-padded``: a pipe table as a formatter (prettier, an editor plug-in) leaves it: cells
  padded to one width per column (a CJK character two columns wide, as prettier counts it),
  numeric columns right-aligned with ``---:``. Both table rewrites touch only the tables
  Markdown parses as tables (pipe lines run on at the margin under a list item are the
  item's text, which no formatter reformats).
- ``nbsp``: a no-break space between a figure and its unit, as pages copied from the web and
  French or German typography give it.
- ``entities``: HTML character references where an HTML editor or an export writes them
  (``&times;``, ``&nbsp;``, ``&ndash;``, ``&gt;``, ``&amp;``); Markdown renders them as the
  characters.
- ``setext``: ``##`` headings written as underlined (setext) headings.
- ``gpu-case``: a GPU's name in lower case in prose ("on an h100", "rtx 4090"), as people type it.
"""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Callable

from markdown_it import MarkdownIt

_FENCE = re.compile(r"^\s*(```|~~~)")
_BLOCK_START = re.compile(r"^\s*(?:[-+*] |\d{1,9}[.)]( |$)|#|>|\||<|=+\s*$|-+\s*$|`{3}|~{3})")
ITEM = re.compile(r"^(\s*)([-+*]|\d{1,9}[.)]) (?=\S)")


def _blocks(text: str) -> list[tuple[bool, list[str]]]:
    """The text as runs of lines: (inside code, lines); a fenced block is one code run."""
    out: list[tuple[bool, list[str]]] = []
    fenced = False
    for line in text.split("\n"):
        opens = bool(_FENCE.match(line))
        code = fenced or opens
        if opens:
            fenced = not fenced
        if out and out[-1][0] == code and not (opens and fenced):
            out[-1][1].append(line)
        else:
            out.append((code, [line]))
    return out


def _plain(line: str) -> bool:
    """A line of prose that a wrap may touch: no table, HTML, heading, quote, code, indent-code."""
    s = line.strip()
    if not s or line.startswith("    ") or "\t" in line:
        return False
    if s.startswith(("|", "<", "#", ">", "!", "[")) or s.count("|") >= 2:
        return False
    return not re.search(r"`|\s{2,}\S|https?://|\]\(|\\$", s)


def _safe(lines: list[str]) -> bool:
    """Wrapped lines that Markdown would read as one paragraph again (no line opens a block)."""
    return all(not _BLOCK_START.match(s) for s in lines[1:])


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_WORD = re.compile(r"[^\W\d_][\w'-]*")


# a program's log line: a time stamp or level first, or two "key: figure" pairs
# ("... at 433.73 T/s, Generate: 8.31 T/s, Context: 118010 tokens)")
_LOGGED = re.compile(
    r"^\[?(?:\d{4}-\d\d-\d\d|\d\d:\d\d:\d\d|(?:INFO|DEBUG|WARN(?:ING)?|ERROR)\b)"
    r"|[A-Za-z)] ?: {0,2}[~≈]?\d.{0,200}?[A-Za-z)] ?: {0,2}[~≈]?\d"
)


def _prose_to_wrap(line: str) -> bool:
    """A line an editor would hard-wrap: prose, not a line of CJK (wrapped by the renderer, not
    at its few spaces), not one-line JSON, and not a header of names in a row of columns
    ("Software Used Context Quantization Prompt Eval Rate"), which no editor wraps either."""
    s = line.strip()
    if len(_CJK.findall(s)) * 5 > len(s) or s[:1] in "{[":
        return False
    if _row(s) or _LOGGED.search(s):
        return False  # a row of a whitespace table or a program's log line: pasted, not typed
    words = _WORD.findall(s)
    lower = [w for w in words if w[0].islower()]
    return len(lower) * 2 >= len(words)


def wrap(text: str, width: int = 72) -> str:
    out: list[str] = []
    for code, lines in _blocks(text):
        if code:
            out.extend(lines)
            continue
        for line in lines:
            if len(line) <= width or not _plain(line) or not _prose_to_wrap(line):
                out.append(line)
                continue
            m = ITEM.match(line)
            lead = m.group(0) if m else ""
            body = line[len(lead) :]
            indent = " " * len(lead)
            parts = textwrap.wrap(
                body,
                width=width - len(lead),
                break_long_words=False,
                break_on_hyphens=False,
            )
            # a continuation starting with "1." or "-" would open a list; keep such lines whole
            wrapped = [lead + parts[0]] + [indent + p for p in parts[1:]]
            out.extend(wrapped if _safe(parts) else [line])
    return "\n".join(out)


# a break that is plainly a wrap: the line before ends on a word of prose (not a figure, a path,
# an identifier) and the line after goes on with one ("llama.cpp", "q8", "load_backend:",
# "total duration: 2m30s" open records, not continuations)
_WRAP_END = re.compile(r"(?:^|\s)[(*\"']*[A-Za-z][A-Za-z'’]*,?$")
_WRAP_GO_ON = re.compile(r"\s*\(?([a-z][a-z'’]*)(?:[,;:.)]?(?:\s|$))")
# a log or stat line: "prompt eval count: 23", "ggml_cuda_init: found 1 device"
_KEY = re.compile(
    r"^\s*(?:[a-z][\w.-]*(?: [\w.-]+){0,2}: (?=.*\d)\S+(?: \S+){0,3}$"  # a figure after a key
    r"|[a-z]\w*_\w*: )"  # a function's or module's name as the key
)
_CODE = re.compile(r"^\s*(?:from \S+ )?import |\s=\s")
_WRAP_WIDTH = 100  # no editor or mailer hard-wraps prose wider than this


def _row(line: str) -> bool:
    """A row of a whitespace table: mostly figures ("llama.cpp 64K 682GB Q4_K_M 25.58 4.36")."""
    words = line.split()
    figures = sum(any(c.isdigit() for c in w) for w in words)
    return figures >= 3 and 5 * figures >= 2 * len(words)


def _paragraphs(lines: list[str]) -> list[int]:
    """Each line's wrap width: the longest line of its run of non-blank lines."""
    widths, start = [0] * len(lines), 0
    for i in range(len(lines) + 1):
        if i == len(lines) or not lines[i].strip():
            width = max((len(s) for s in lines[start:i]), default=0)
            widths[start:i] = [width] * (i - start)
            start = i + 1
    return widths


def _wrapped(prev: str, line: str, width: int) -> bool:
    """Whether the break between ``prev`` and ``line`` is a wrap an editor made: ``prev`` is a
    long line of prose cut mid-sentence, the next word would not have fitted on it, and
    ``line`` goes on in lower case. Lines that each hold a record -- whitespace table rows,
    log lines, ``key: value`` lines, one-line claims ending on a figure, code -- stay apart."""
    if not (_plain(prev) and _plain(line)) or _BLOCK_START.match(line) or prev.endswith("  "):
        return False
    if not 50 <= len(prev) <= width <= _WRAP_WIDTH or _CODE.search(prev) or _CODE.search(line):
        return False
    go_on = _WRAP_GO_ON.match(line)
    if not (_WRAP_END.search(prev) and go_on) or _KEY.match(prev) or _KEY.match(line):
        return False
    if _row(prev) or _row(line):
        return False
    if prev.split()[0] == go_on.group(1):
        return False  # lines opening alike are parallel records ("with fp16 ..." / "with awq ...")
    return len(prev) + 1 + len(line.split()[0]) > width


def unwrap(text: str) -> str:
    out: list[str] = []
    for code, lines in _blocks(text):
        if code:
            out.extend(lines)
            continue
        widths = _paragraphs(lines)
        lead = ""  # the item marker of the line being continued, or "" in a paragraph
        for i, line in enumerate(lines):
            prev = lines[i - 1] if i else ""
            item = ITEM.match(prev)
            lead = item.group(0) if item else (lead if prev.startswith(" ") else "")
            into_item = lead and line.startswith(" " * len(lead)) and not ITEM.match(line)
            into_para = not line.startswith(" ") and prev.strip() and not prev.startswith(" ")
            if i and (into_item or into_para) and _wrapped(prev, line, widths[i]):
                out[-1] = out[-1].rstrip() + " " + line.strip()
            else:
                out.append(line)
    return "\n".join(out)


_REPO = {
    "vLLM": "https://github.com/vllm-project/vllm",
    "SGLang": "https://github.com/sgl-project/sglang",
    "llama.cpp": "https://github.com/ggml-org/llama.cpp",
    "TensorRT-LLM": "https://github.com/NVIDIA/TensorRT-LLM",
}
_NAME = re.compile(r"(?<![\w./\[-])(vLLM|SGLang|llama\.cpp|TensorRT-LLM)(?![\w-]|\.\w|\])")


def link_names(text: str) -> str:
    seen: set[str] = set()

    def line(s: str) -> str:
        if not _plain(s) and not ITEM.match(s):
            return s
        if re.search(r"`|https?://|\]\(", s):
            return s

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            if name in seen:
                return name
            seen.add(name)
            return f"[{name}]({_REPO[name]})"

        return _NAME.sub(sub, s)

    return _each_prose_line(text, line)


def _each_prose_line(text: str, fn: Callable[[str], str]) -> str:
    out: list[str] = []
    for code, lines in _blocks(text):
        out.extend(lines if code else [fn(s) for s in lines])
    return "\n".join(out)


_MD = MarkdownIt("commonmark").enable("table")
SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def _tables(text: str, render: Callable[[list[list[str]], list[str]], list[str] | None]) -> str:
    """Each whole, well-formed pipe table (every row as wide as its header) re-rendered; a
    render that returns None leaves its table as written (a rewrite that fits only some)."""
    lines = text.split("\n")
    parsed = _parsed_tables(text)
    out: list[str] = []
    i, fenced = 0, False
    while i < len(lines):
        fenced = fenced != bool(_FENCE.match(lines[i]))
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if not fenced and lines[i].count("|") >= 2 and SEP.match(nxt) and "`" not in lines[i]:
            j = i + 2
            while j < len(lines) and lines[j].count("|") >= 2 and lines[j].strip():
                j += 1
            rows = [cells(r) for r in [lines[i], *lines[i + 2 : j]]]
            seps = cells(nxt)
            whole = len(rows) > 1 and len(seps) == len(rows[0])
            whole = whole and all(len(r) == len(rows[0]) for r in rows)
            whole = whole and not any("\\|" in r or "`" in r for r in lines[i:j])
            whole = whole and i in parsed
            new = render(rows, seps) if whole else None
            out.extend(lines[i:j] if new is None else new)
            i = j
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def _parsed_tables(text: str) -> set[int]:
    """The first lines of the tables Markdown reads as tables (GFM tables, markdown-it). Pipe
    lines that go on a list item's paragraph at the margin ("1. Offline results:" over
    "a | b" with no blank line, as text copied from a page often stands) are the item's text,
    not a table: a formatter (which formats the tables it parses) leaves them as written, and
    a writer who drops outer pipes drops them from a table."""
    return {t.map[0] for t in _MD.parse(text) if t.type == "table_open" and t.map}


def _bare(rows: list[list[str]], seps: list[str]) -> list[str]:
    # an empty first or last cell needs its outer pipe ("| a |" is one cell, " | a" is not)
    if any(not r[0] or not r[-1] for r in rows):
        return ["| " + " | ".join(rows[0]) + " |", "|" + "|".join(seps) + "|"] + [
            "| " + " | ".join(r) + " |" for r in rows[1:]
        ]
    return [" | ".join(rows[0]), " | ".join(seps)] + [" | ".join(r) for r in rows[1:]]


_NUMERIC = re.compile(r"^[~≈<>]?\s*[\d.,]+\s*(?:[%x×]|[a-zA-Z/]{0,8})?$")


def _width(cell: str) -> int:
    """Columns on screen, as prettier counts them: a CJK or full-width character takes two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in cell)


def _padded(rows: list[list[str]], seps: list[str]) -> list[str]:
    wide = [max(3, *(_width(r[k]) for r in rows)) for k in range(len(rows[0]))]
    right = [all(_NUMERIC.match(r[k]) for r in rows[1:] if r[k]) for k in range(len(wide))]

    def pad(c: str, w: int, rt: bool) -> str:
        gap = " " * (w - _width(c))
        return gap + c if rt else c + gap

    def row(r: list[str]) -> str:
        cells = [pad(c, w, rt) for c, w, rt in zip(r, wide, right, strict=True)]
        return "| " + " | ".join(cells) + " |"

    sep = ["-" * (w - 1) + ":" if rt else "-" * w for w, rt in zip(wide, right, strict=True)]
    return [row(rows[0]), "| " + " | ".join(sep) + " |"] + [row(r) for r in rows[1:]]


def table_bare(text: str) -> str:
    return _tables(text, _bare)


def table_padded(text: str) -> str:
    return _tables(text, _padded)


_FIGURE_UNIT = re.compile(r"(?<=\d) (?=(?:tok/s|tokens/s|t/s|TPS|ms|GB|GiB|%|tokens)(?![\w/]))")


def nbsp(text: str) -> str:
    return _each_prose_line(text, lambda s: _FIGURE_UNIT.sub("\u00a0", s))


def entities(text: str) -> str:
    def line(s: str) -> str:
        if not (_plain(s) or ITEM.match(s) or s.lstrip().startswith("|")) or "`" in s:
            return s
        s = s.replace("&", "&amp;") if not re.search(r"&\w+;|&#", s) else s
        s = re.sub(r"(?<=\d)–(?=\d)", "&ndash;", s)
        s = re.sub(r"(?<=\s)>(?=\s?\d)", "&gt;", s)
        s = _FIGURE_UNIT.sub("&nbsp;", s)
        return s.replace("×", "&times;")

    return _each_prose_line(text, line)


_ATX = re.compile(r"^(#{1,2}) +(\S.*?)\s*#*\s*$")


def setext(text: str) -> str:
    def line(s: str) -> str:
        m = _ATX.match(s)
        if not m:
            return s
        title = m.group(2)
        if _BLOCK_START.match(title):
            return s
        # a blank line first: an underline below a paragraph's last line takes the whole paragraph
        return "\n" + title + "\n" + ("=" if m.group(1) == "#" else "-") * max(3, len(title))

    return _each_prose_line(text, line)


_GPU_NAME = re.compile(
    r"(?<![\w./-])((?:RTX ?)?(?:[HAB]\d{2,3}|L40S?|MI\d{3}X?|\d{4}(?= ?(?:Ti|GPU|s\b))))(?![\w.-])"
)


def gpu_case(text: str) -> str:
    def line(s: str) -> str:
        if not _plain(s) and not ITEM.match(s):
            return s
        return _GPU_NAME.sub(lambda m: m.group(1).lower(), s)

    return _each_prose_line(text, line)


MARKUP: dict[str, Callable[[str], str]] = {
    "wrap-72": wrap,
    "unwrap": unwrap,
    "link-names": link_names,
    "table-bare": table_bare,
    "table-padded": table_padded,
    "nbsp": nbsp,
    "entities": entities,
    "setext": setext,
    "gpu-case": gpu_case,
}
