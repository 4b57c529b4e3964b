"""Where a list ends in a page copied as text: a line written in Chinese, Japanese or Korean
right under a bullet.

A page copied from the web keeps each paragraph on a line of its own, with no blank line
between a list and the prose after it::

    - 共享内存架构:CPU 与 GPU 共享内存。
    这是各模型的 TTFT 实际秒数,前面为 M4,后面为 M5:
    - Qwen3-8B:16.92s → 4.67s

Markdown reads the unmarked line as a lazy continuation of the bullet above, so the bullet's
names reach the prose, and the prose (here the lead-in naming the next list's metric) is lost
inside another list's item. A reader sees a new paragraph: the bullet is its own unit of
scope and the line under it is not part of it (reading rules §2: details never leak from one
bullet to the next line; §1: a lead-in directly above a list is the list's context).

Chinese, Japanese and Korean are written without spaces between words, so a bullet is not
wrapped by hand onto an unindented line as English prose is; a line that opens with a word of
those scripts under a bullet whose line ends with a sentence's close (。 ! ? : ; or a Korean
full stop), a closing bracket or a character of those scripts (a heading-like bullet,
"- 并发路数 vs 峰值显存") opens a paragraph: a blank line is put before it. A line that opens
with a Latin word (an English bullet wrapped by hand), an indented line, a table row, a bullet,
and a line under a bullet that ends mid-sentence (a comma, a Latin word, a number) are left
as written. Code fences are skipped. One pass over the lines: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import FENCE

# a bullet or a numbered item: "- ", "* ", "+ ", "• ", "1. ", "2) "
_ITEM = re.compile(r"[ \t]{0,3}(?:[-*+•][ \t]|\d{1,3}[.)][ \t])")
# a line opening with a Han character, kana or Hangul
_CJK_OPEN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
# the bullet's line closed its sentence or its bracket, or ends on a word of those scripts
# (a heading-like bullet, "- 并发路数 vs 峰值显存"): not a sentence wrapped by hand mid-way
_CLOSED = re.compile(
    r"(?:[。．.!?！？:：;；)）」』】]"
    r"|[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af])[ \t]*$"
)


def end_items_at_cjk_lines(text: str) -> str:
    """``text`` with a blank line put before each unmarked CJK line right under a bullet."""
    if "\n" not in text or not _CJK_OPEN.search(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    in_item = False  # the line above is a bullet or a lazy continuation of one
    in_fence = False
    for line in lines:
        if FENCE.match(line):
            in_fence = not in_fence
            in_item = False
            out.append(line)
            continue
        if in_fence:
            out.append(line)
            continue
        if not line.strip():
            in_item = False
        elif _ITEM.match(line):
            in_item = True
        elif (
            in_item
            and line[:1] not in (" ", "\t", ">")
            and "|" not in line
            and _CJK_OPEN.match(line)
            and _CLOSED.search(out[-1])
        ):
            out.append("")
            in_item = False
        out.append(line)
    return "\n".join(out)
