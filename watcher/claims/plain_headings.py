"""Section titles a text marks without Markdown's ``#`` (reading rules §2).

A figure takes its setup from the nearest unit outward, up to the heading over it. Many
pages title their sections in plain text: a numbered line ("1:SGLang 部署", "Step 3 — Run
the server"), a Chinese enumeration ("（二）vLLM 部署"), or a line that is bold and nothing
else ("**Results on H100**"), or a few words in title case ("Speed Results on Two Cards").
Read as paragraphs, they let an engine or card of one section
leak into the next, and keep a section's own name from its figures. They are read as
headings here (below any ``#`` level), strictly: one short line standing alone, with no
figure in it, shaped as a title by its mark. A line that only ends in a colon or opens a
list is not enough: it is as often a sentence or a list's lead-in, which the layout reads
as such.
"""

from __future__ import annotations

import re
from typing import Any

from watcher.claims.patterns import FIGURE

# the longest title read; a longer line is a sentence
_TITLE_MAX = 60
# below Markdown's six levels, so a plain title is a section inside a ``#`` one
PLAIN_LEVEL = 7

_CN_NUM = "一二三四五六七八九十"
# the mark that opens a numbered title, and how deep it numbers: "（二）" a section, "1:" /
# "1、" / "Step 3:" a step, "1.2:" one level down. A page's top parts ("一、环境准备", "第1章")
# are not read: a part of its own often states the setup ("一、测试环境" with its GPU and
# engine in bullets) for the figures of the parts after it, which a boundary would cut off.
_MARKS: tuple[tuple[re.Pattern[str], int], ...] = (
    (re.compile(rf"[（(][{_CN_NUM}]{{1,3}}[）)]"), 1),
    (re.compile(r"(?:Step|STEP|步骤)[ \t]?\d{1,2}[ \t]*[:：.、—–-]"), 2),
    (re.compile(r"\d{1,2}(?P<sub>(?:\.\d{1,2}){0,2})[:：、]"), 2),
)
# the title after its mark opens with a letter or a Han character, not a figure or a clock
_TITLE_START = re.compile(r"[ \t]*[A-Za-z\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]")
# a sentence ends in these; a title does not
_SENTENCE_END = ".。,，;；"
_BOLD_ONLY = re.compile(r"\*\*([^*\n]{2,})\*\*[ \t]*([:：]?)")
# a bold title ("**Results on 2x H100**") titles a part below the numbered ones; a bold label
# ("**Setup**:", "**Symptoms:**") one level further down, so a section's labels do not end
# the reach of its bold title. The mark says title, so a bold one may run as long as a
# ``####`` line does ("**TP8, ISL = 1000, OSL = 1000, num_prompts=256, rps = 64**").
BOLD_LEVEL = PLAIN_LEVEL + 3
LABEL_LEVEL = BOLD_LEVEL + 1
_BOLD_MAX = 100
# "2x RTX 3090", "8× H100": a count of cards, not a multiple
_CARD_COUNT = re.compile(r"(?<![\w.])\d{1,2}[ \t]?[x×](?=[ \t][A-Z])")


def plain_heading_level(content: str) -> int | None:
    """The section level of ``content`` when it is a title written as a plain paragraph,
    else None. Levels start at ``PLAIN_LEVEL``: deeper numbering ("1.2:") is a deeper level,
    and a bold or title-cased line titles a part below the numbered ones."""
    line = content.strip()
    if not line or "\n" in line or FIGURE.search(line):
        return None
    bold = bold_title(line)
    if bold is not None:
        return LABEL_LEVEL if bold[1] else BOLD_LEVEL
    if len(line) > _TITLE_MAX:
        return None
    if _BOLD_ONLY.fullmatch(line):
        return None  # bold, but a sentence
    if _title_cased(line):
        return PLAIN_LEVEL + 3
    for mark, depth in _MARKS:
        m = mark.match(line)
        if m is None:
            continue
        rest = line[m.end() :]
        if not _TITLE_START.match(rest) or line[-1] in _SENTENCE_END:
            return None
        sub = m.groupdict().get("sub") or ""
        return PLAIN_LEVEL + depth + sub.count(".")
    return None


def bold_title(content: str) -> tuple[str, bool] | None:
    """The title a paragraph that is one bold line and nothing else states ("**Results on
    2x H100**", "**Setup**:"), and whether it is a label (closed by a colon), else None: a
    bold sentence ("**It is fast.**") or a bold figure ("**980 tok/s**") titles nothing, nor
    does a bold lead-in with text after it on its line ("**Note:** this ...")."""
    line = content.strip()
    if "\n" in line or FIGURE.search(_CARD_COUNT.sub("", line)):
        return None
    bold = _BOLD_ONLY.fullmatch(line)
    if bold is None:
        return None
    title = bold.group(1).strip()
    if not title or title[-1] in _SENTENCE_END:
        return None
    label = bool(bold.group(2)) or title[-1] in ":："
    if len(line) > (_TITLE_MAX if label else _BOLD_MAX):
        return None  # a label as long as a sentence is a sentence's lead-in
    return title + bold.group(2), label


def title_level(level: int, start: int, prev: tuple[Any, int] | None) -> int:
    """The level of a plain title starting at ``start``, given the heading before it
    (``prev``: its span and level): one below a title of its level that stands right before
    it with nothing between ("vLLM: The Pragmatic Choice" over "What It Does Well"), whose
    part it titles; else ``level``."""
    if prev is not None and prev[1] == level and prev[0].end + 2 == start:
        return level + 1
    return level


# a page's top part: "三、vLLM 部署", "第2章 测试结果"
_PART = re.compile(
    rf"(?:[{_CN_NUM}]{{1,3}}、|第[ \t]?(?:\d{{1,2}}|[{_CN_NUM}]{{1,3}})[ \t]?[章部])"
)
# a part that states the setup for the parts after it ("一、测试环境", "第1章 硬件配置")
_SETUP_PART = re.compile(
    r"环境|配置|硬件|平台|准备|setup|environment|hardware|testbed|test bed", re.IGNORECASE
)


def part_title(content: str) -> bool | None:
    """Whether ``content`` titles a page's top part ("三、vLLM 部署", "第2章 测试结果"):
    None when it is not such a title, else True when the part states the setup (its
    title names the environment, hardware or configuration) and False otherwise. The
    caller reads a part as a boundary only when the part before it is not a setup part,
    so the setup a part like "一、测试环境" lists stays the context of the part after it."""
    line = content.strip()
    if not line or "\n" in line or len(line) > _TITLE_MAX or line[-1] in _SENTENCE_END:
        return None
    m = _PART.match(line)
    if m is None or not _TITLE_START.match(line[m.end() :]):
        return None
    if FIGURE.search(line):
        return None
    return _SETUP_PART.search(line, m.end()) is not None


_WORD = re.compile(r"[A-Za-z][A-Za-z0-9.'’+\-]*")
_MINOR = re.compile(r"a|an|and|as|at|by|for|in|of|on|or|the|to|vs|via|with|per|from")


def _title_cased(line: str) -> bool:
    """True for a short line in title case ("Speed Comparison on Two Cards"): every word
    capitalised but the small ones, no sentence's end, no lead-in's colon, mostly words."""
    if line[-1] in _SENTENCE_END or line[-1] in ":：?!":
        return False
    words = _WORD.findall(line)
    if not 2 <= len(words) <= 8 or len(" ".join(words)) < len(line) * 0.6:
        return False
    small = [w for w in words if not _capitalised(w)]
    return _capitalised(words[0]) and all(_MINOR.fullmatch(w.lower()) for w in small)


def _capitalised(word: str) -> bool:
    """True for a capitalised word, or a name written with a small first letter and a capital
    after it ("vLLM", "iPad", "macOS"): "vLLM: The Pragmatic Choice" is a title in case."""
    return word[0].isupper() or (word[0].islower() and any(c.isupper() for c in word[1:]))


class BoldNesting:
    """The levels of bold titles, which a page nests by where it stacks them.

    "**4090 + A16**" right over "**-sm layer**" (nothing between) titles a part of which
    "-sm layer" is the first subsection; the later bold titles of that level ("**-sm
    tensor**") are its siblings, inside the part, until a bold title that stands right over
    another one ("**2xA16**" over "**-sm layer**") opens the next part, or a heading of a
    higher level ends it. So the part's setup reaches every subsection of it, as a ``###``
    heading's does over ``####`` ones.
    """

    def __init__(self) -> None:
        self.bold: dict[int, int] = {}  # a bold heading's start -> the level its shape gives
        self.parent: int | None = None  # the level of the bold part open, if any

    def other(self, level: int) -> None:
        """A heading not bold, of ``level``, ends the bold part at its level or under it."""
        if self.parent is not None and level <= self.parent:
            self.parent = None

    def level(self, headings: list[tuple[Any, int]], start: int, level: int) -> int:
        """The level of a bold title of shape ``level`` starting at ``start``, given the
        headings before it (the one right before it is raised back to the part's level
        when it stands right over this one)."""
        prev = headings[-1] if headings else None
        self.bold[start] = level
        if prev is not None and self.bold.get(prev[0].start) == level and prev[0].end + 2 == start:
            headings[-1] = (prev[0], level)  # it titles the part this one opens
            self.parent = level
            return level + 1
        if self.parent == level:
            return level + 1
        return title_level(level, start, prev)
