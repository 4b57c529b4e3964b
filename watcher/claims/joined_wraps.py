"""Hard-wrapped prose joined once, before any reader sees it: a wrap is a space.

Commit messages, emails and release notes written in a terminal editor break their prose at
72-80 columns; Markdown joins those lines back into one paragraph, and so does this reader
(reading rules §2: the sentence is the unit, not the line). Every newline of a paragraph that
``wrapped.wraps`` calls a wrap becomes a space -- one character for one, so every offset into
the rendered text stays where it was -- and a figure and its unit ("runs at about 250\\n
tokens-per-second"), a figure and its card, a hypothetical and its figure are read as one
line by every line-, clause- and sentence-reader after it. Lines that are records of their own
("Prefill: 1200 tok/s" over "Decode: 45 tok/s", "vLLM 1200" over "SGLang 1500", log lines,
aligned columns) are short, close their sentence, or hold layout, and stay apart.
"""

from __future__ import annotations

import re

from watcher.claims.wrap_runs import _prose, _words
from watcher.claims.wrapped import wraps

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff60]")
# a name with its tag, or a word with a figure in it, opening the line before and this one
_RECORD_KEYS = (re.compile(r"\w:\w"), re.compile(r"\d"))


def join_wraps(content: str) -> str:
    """``content`` with each newline that only wraps a sentence made a space."""
    cut = wrap_cuts(content)
    if not cut:
        return content
    chars = list(content)
    for at in cut:
        chars[at] = " "
    return "".join(chars)


# a writer wraps at 72-80 columns (a commit message, an email), never at the width of a
# table's header line: a header of 53 characters over its rows is no wrapped sentence
MIN_MEASURE = 60
MAX_LINE = 100  # a longer line (a link, a log line) overflows the measure, it sets none


def wrap_cuts(content: str) -> list[int]:
    """The offsets of the newlines in ``content`` that only wrap a sentence."""
    if "\n" not in content:
        return []
    breaks = _newlines(content)
    measure = _measure(content, breaks)
    # decided on the lines as given; a wrap is where the next word would not have fit
    return [at for at in breaks if _overflows(content, at, measure) and wraps(content, at, True)]


def wrapped_lines(content: str) -> list[int]:
    """The indexes of the lines of ``content`` that run on into the next by a wrap."""
    cut = set(wrap_cuts(content))
    return [k for k, at in enumerate(_newlines(content)) if at in cut]


def _measure(content: str, breaks: list[int]) -> int:
    """The paragraph's measure, at least ``MIN_MEASURE``: its longest line that wraps a
    sentence, else its longest line. A title or a pasted line over the prose ("Why Your
    Benchmarks Are Wrong: GPU Architecture and Real Numbers", wider than the 72 columns the
    prose under it was wrapped at) was never wrapped and sets no measure for that prose."""
    longest, wrapped, start = 0, 0, 0
    for end in [*breaks, len(content)]:
        size = len(content[start:end].strip())
        if size <= MAX_LINE and "://" not in content[start:end]:
            longest = max(longest, size)
            if end < len(content) and wraps(content, end, True):
                wrapped = max(wrapped, size)
        start = end + 1
    return max(wrapped or longest, MIN_MEASURE)


def _overflows(content: str, at: int, measure: int) -> bool:
    """True when the next line's first word would not have fit on the line before ``at``:
    only then did a wrap (a writer's or an editor's) put it on a line of its own."""
    before = content[content.rfind("\n", 0, at) + 1 : at].strip()
    after = content[at + 1 : content.find("\n", at + 1) % (len(content) + 1)].split(None, 1)
    if not after or len(before) + 1 + len(after[0]) <= measure:
        return False
    if "://" in before or _CJK.search(before) or _CJK.search(after[0]):
        return False  # a link is no prose; CJK prose is not wrapped at spaces
    first = before.split(None, 1)[0]
    # "lfm2:24b-a2b Hybrid SSM+MoE 17.8 ..." over "qwen3:30b-a3b MoE ...", or two lines that
    # open on one word ("gpt-oss 20B MXFP4 ... 963.70" twice): a record per line
    if first == after[0]:
        return False
    tag, digit = (key.search(first) and key.search(after[0]) for key in _RECORD_KEYS)
    if tag:
        return False
    if not digit:
        return True
    # "... the quantised build on the\n70B tier ..." over "... and the RTX 4090 held\n61 tok/s":
    # a line of plain prose (eight words or more, two thirds of it words, most in lower case;
    # a flattened table's row "Qwen-7B1x A100 80GB3,363 tok/sDefault config" is none) that
    # closes on a word, not a record's figure, wraps its sentence whatever figure opens a line
    tokens, words, lower = _words(before)
    plain = words >= 8 and 3 * words >= 2 * tokens and 2 * lower >= words
    # (a row opening on its model's name, "Mistral-7B-Instruct SGLang BF16 8120 ...", under a
    # row whose note ends in words, is a record: only a figure opening the line goes on)
    closes_on_word = not any(c.isdigit() for c in before.split()[-1])
    return plain and _prose(before) and closes_on_word and after[0][0].isdigit()


def _newlines(content: str) -> list[int]:
    out = []
    at = content.find("\n")
    while at >= 0:
        out.append(at)
        at = content.find("\n", at + 1)
    return out
