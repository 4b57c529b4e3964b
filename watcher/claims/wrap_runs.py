"""Where a measured wrap runs on past what ``wrapped.wraps`` alone lets through.

An editor breaks a line wherever the next word would not fit, so a hard-wrapped sentence
is cut before a capitalised word as often as before a lower-case one ("The M5\\nUltra",
"An M2\\nMax", "trails Apple's\\nM-series") and after a figure as often as after a word
("a 70B\\nmodel", "an RTX 2060\\nSUPER"). Once the caller has seen the next word overflow
the paragraph's measure (``joined_wraps``), such a break is a wrap when the line before it
is a line of prose -- most of its words in lower case, as an editor's line of a sentence is
and a title, a row of names or a record is not -- and the line after it opens no record of
its own ("Hardware: 2x H100", "SGLang 1500" under a figure that closes its own line).
"""

from __future__ import annotations

import re

_CLOSED = re.compile(r"[.!?。！？][*_)\]\"'”’]*$")
_SIGNED = "0123456789~≈+-−±"  # what a figure opens with
# a figure's unit ("0.6 s", "407.8 GiB", "3 TB/s"), not a name's tier ("RTX 6000 PRO")
_UNIT = re.compile(r"[a-zµ%]\S{0,5}|[kKMGTP]i?B\S{0,3}|\w{1,4}/\w{1,3}\S?")
# "Hardware: 2x H100", "Decode throughput: 45": a key opening a record line
_KEY_FIRST = re.compile(r"[ \t]*[^\W\d_][\w.+/-]*(?:[ \t][\w.+/-]+){0,2}:(?:[ \t]|$)")
# the figure closing the line is part of a name: "RTX 2060", "CUDA 12.8", "Max+ 395"
_NAMED_FIGURE = re.compile(r"(?:^|\s)[A-Z][\w+-]*[A-Za-z+][ \t]+\d[\w.]*$")


def keyed_next(chunk: str, start: int, end: int) -> bool:
    """True when the line at ``start`` opens on a capitalised key ("Step 1: Target",
    "Hardware: 2x H100"): a record of its own, even under a line that ends on a colon."""
    return (
        chunk[start:end].lstrip(" \t")[:1].isupper()
        and _KEY_FIRST.match(chunk, start, end) is not None
    )


def lower_first(chunk: str, start: int, end: int) -> bool:
    """True when the line at ``start`` opens with a lower-case letter of any script
    ("приватность данных", "étapes"), as a sentence going on does."""
    first = chunk[start:end].lstrip(" \t")[:1]
    return first.isalpha() and first.islower()


def _words(line: str) -> tuple[int, int, int]:
    """(tokens, words, lower-case words) of ``line``: a word is a token opening on a letter."""
    tokens = line.split()
    words = [t for t in tokens if t[0].isalpha()]
    return len(tokens), len(words), sum(w[0].islower() for w in words)


def _prose(line: str) -> bool:
    """A line of a sentence: mostly words, most of them in lower case ("7,365 / 7,451 /
    +18-29%", "Memory Bandwidth152 GB/s", a title in capitals are none)."""
    tokens, words, lower = _words(line)
    return words >= 4 and 2 * words >= tokens and 3 * lower >= words


def runs_on(line: str, chunk: str, start: int, end: int, figure_last: bool) -> bool:
    """True when the measured break before ``chunk[start:end]`` wraps the prose ``line``:
    the next line opens with a capitalised word, or ``line`` closes on a figure."""
    nxt = chunk[start:end].lstrip(" \t")
    first = nxt[:1]
    if not _prose(line) or _KEY_FIRST.match(nxt):
        return False
    if first.isdigit():
        # "a used RTX 3060\n12 GB", "one Pi 5\n8GB": a name's figure, then its size
        return figure_last and _NAMED_FIGURE.search(line) is not None
    if not first.isalpha():
        return False
    if _CLOSED.search(line):
        return False  # "Please describe.**": a sentence closed inside its markup
    if first.islower():
        return True  # "a 70B\nmodel", "hand 96GB\nor more"
    # "... measured over the usual prompt set, 1200\nSGLang on the same card", "407.8 GiB\n
    # DeepSeek-V4.1-Flash": a figure that closes its clause over a capitalised word is a
    # record's; a name's figure runs on ("an RTX 2060\nSUPER")
    if (figure_last or _figure_closes(line)) and not _NAMED_FIGURE.search(line):
        return False
    # "... v5p-8\nIntroduction", "... footprint\nMemory Bandwidth 152 GB/s": a heading or a
    # record under a line that closes without its stop is no sentence going on
    _, words, lower = _words(nxt)
    if words <= 1:
        return _CLOSED.search(nxt) is not None
    return 2 * lower >= words - 1


def _figure_closes(line: str) -> bool:
    """The line closes on a figure or a figure's unit: "−58.0%", "(4.1×);", "0.6 s"."""
    tokens = line.split()
    last = tokens[-1]
    if not last[0].isalpha():
        return any(c.isdigit() for c in last)
    return len(tokens) > 1 and tokens[-2][0] in _SIGNED and _UNIT.fullmatch(last) is not None
