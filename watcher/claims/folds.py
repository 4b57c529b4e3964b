"""GitHub's folds read as if the fold were not there.

PR bodies and issues fold long benchmark output into ``<details>`` (a table, a log in a
code block), and the page's reader expands it: what is inside is the text, and a caption
line above the fold ("Results on H100:") is still the caption of the table the fold holds.
So the fold's own lines are taken out before anything is read:

- ``<details>`` (``<details open>``), ``</details>``, and the ``<summary>`` element on the
  ``<details>`` line, on the line after it, or spread over lines of its own;
- the blank line GitHub needs between such an HTML line and the Markdown inside the fold
  (the fold's, not the writer's) where it parts a table or a code block from the text
  outside the fold: a caption line right above the fold stays right above the table or
  code it folds, and a note right under the fold stays right under it. Prose inside a fold
  stays a paragraph of its own: where no blank line parts a fold line from prose on both
  sides, a blank line stands in for it, so the words inside the fold never run into the
  words outside it.

A summary that says what the fold holds ("Benchmark on 2x H100") stays, as a line of its
own right above the folded block, where it reads as that block's caption; one that only
says a fold is there ("Details", "Click to expand", "Logs") goes with the fold.

Fold lines inside a fenced code block are code, and stay; a text without ``<details>`` is
returned as it is.
"""

from __future__ import annotations

import re

_HAS_FOLD = re.compile(r"<details\b", re.IGNORECASE)
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_DETAILS = r"</?details(?:\s[^<>]*)?>"
# a line of fold tags only, with at most one whole summary element among them
_FOLD_LINE = re.compile(
    rf"^([ \t]*)((?:{_DETAILS}[ \t]*)*)"
    r"(?:<summary(?:\s[^<>]*)?>(.*?)</summary>[ \t]*)?"
    rf"((?:{_DETAILS}[ \t]*)*)$",
    re.IGNORECASE,
)
# a summary opened on its line and closed on a later one: "<details><summary>" ... "</summary>"
_SUMMARY_OPEN = re.compile(
    rf"^([ \t]*)((?:{_DETAILS}[ \t]*)*)<summary(?:\s[^<>]*)?>(.*)$", re.IGNORECASE
)
_SUMMARY_CLOSE = re.compile(r"^(.*?)</summary>[ \t]*((?:" + _DETAILS + r"[ \t]*)*)$", re.I)
MAX_SUMMARY_LINES = 4
_INLINE_TAG = re.compile(r"</?(?:b|strong|i|em|code|span|kbd|h[1-6])(?:\s[^<>]*)?>", re.I)
# words that only say a fold is there: "Click to expand", "Show full output", "Logs"
_GENERIC = frozenset(
    re.findall(
        r"\w+",
        "click here to me expand expanded collapse show hide see view open toggle detail details "
        "more full the output outputs log logs raw spoiler info and for this section content "
        "contents all",
    )
)


def _summary_words(raw: str) -> str:
    """The summary's text as displayed, or "" when it only says a fold is there."""
    text = " ".join(_INLINE_TAG.sub("", raw).split())
    words = re.findall(r"\w+", text.lower())
    return "" if all(w in _GENERIC for w in words) else text


def _fold_at(lines: list[str], i: int) -> tuple[int, str, str, bool] | None:
    """The fold lines from ``i`` on: (lines they take, indent, summary, opens) or None."""
    m = _FOLD_LINE.match(lines[i])
    if m and (m.group(2) or m.group(3) is not None or m.group(4)):
        tags = (m.group(2) + m.group(4)).lower()
        opens = "<details" in tags or m.group(3) is not None
        return 1, m.group(1), _summary_words(m.group(3) or ""), opens
    m = _SUMMARY_OPEN.match(lines[i])
    if m is None or "</summary>" in m.group(3).lower():
        return None
    words = [m.group(3)]
    for j in range(i + 1, min(len(lines), i + 1 + MAX_SUMMARY_LINES)):
        close = _SUMMARY_CLOSE.match(lines[j])
        if close is not None:
            words.append(close.group(1))
            return j + 1 - i, m.group(1), _summary_words(" ".join(words)), True
        if "<" in lines[j] or not lines[j].strip():
            return None  # not a summary of a few plain lines: left as written
        words.append(lines[j])
    return None


def _block_start(line: str) -> bool:
    """A table row or a fence: a block that needs no blank line to end the text above."""
    return "|" in line or _FENCE.match(line) is not None


def unfolded(text: str) -> str:
    """``text`` with its ``<details>`` folds taken out (see the module docstring)."""
    if _HAS_FOLD.search(text) is None:
        return text
    lines = text.split("\n")
    out: list[str] = []
    fence = ""
    i = 0
    while i < len(lines):
        line = lines[i]
        marker = _FENCE.match(line)
        if fence:
            if (
                marker
                and marker.group(1)[0] == fence[0]
                and len(marker.group(1)) >= len(fence)
                and not line[marker.end() :].strip()  # a closing fence has no info string
            ):
                fence = ""
            out.append(line)
            i += 1
            continue
        if marker and not (marker.group(1)[0] == "`" and "`" in line[marker.end() :]):
            fence = marker.group(1)
            out.append(line)
            i += 1
            continue
        fold = _fold_at(lines, i) if "<" in line else None
        if fold is None:
            out.append(line)
            i += 1
            continue
        taken, indent, summary, opens = fold
        i += taken
        before_blank = not out or not out[-1].strip()
        next_line = lines[i] if i < len(lines) else ""
        if opens:
            if summary:
                # its own paragraph, right above what the fold holds
                if not before_blank:
                    out.append("")
                out.extend((indent + summary, ""))
                if i < len(lines) and not next_line.strip():
                    i += 1
            elif i < len(lines) and not next_line.strip():
                after = lines[i + 1] if i + 1 < len(lines) else ""
                if before_blank or _block_start(after):
                    i += 1  # the fold's blank line, under its opening
            elif not before_blank and not _block_start(next_line):
                out.append("")  # text on both sides: kept apart
        elif before_blank:
            if out and (not next_line.strip() or (len(out) > 1 and _block_start(out[-2]))):
                out.pop()  # the fold's blank line, above its close
        elif next_line.strip():
            out.append("")  # text on both sides: kept apart
    return "\n".join(out)
