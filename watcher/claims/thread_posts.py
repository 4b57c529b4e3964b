"""Where the posts of a pasted thread begin, and who wrote each.

A body pasted from an issue or a forum holds several writers' posts, and nothing is taken
from elsewhere in the thread (reading rules §1); ``Post`` says which earlier posts still set a
dated reply up. Moved out of ``layout``, whose ``render`` calls ``thread_posts`` once the
blocks are laid out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from watcher.claims.layout import Layout


@dataclass(frozen=True)
class Post:
    """Where a post of a pasted thread begins, who wrote it (None: not known), and whether
    it is a dated reply of a thread dump ("octocat · comment · 2023-05-09"), which the
    thread's opening post and its own writer's earlier posts still set up."""

    start: int
    writer: str | None
    dated: bool


def thread_posts(layout: Layout) -> None:
    """Where a pasted thread's posts begin, and who wrote each (reading rules §1: nothing is
    taken from elsewhere in the thread).

    A post begins at an author line ("octocat · comment", "octocat · comment · 2023-05-09",
    "**octocat** commented on 3 May", "@octocat wrote:"), at a thematic break (---) that no
    heading follows, and after GitHub's "Originally posted by @octocat" line. An author line
    names the post's writer ("wrote:" names the quoted writer, not the post's).
    """
    text = layout.text
    marks: dict[int, Post] = {}
    undated: list[int] = []
    for m in _HEAD.finditer(text):
        who = None if m.group("wrote") else m.group("who").lower()
        marks[m.start()] = Post(m.start(), who, m.group("date") is not None)
        if m.group("date") is None and not m.group("wrote"):
            undated.append(m.start())
    if undated:
        # an undated author line parts posts wherever the break list is read (commands)
        layout.breaks = sorted({*layout.breaks, *undated})
    titled = {span.start for span, _ in layout.headings}
    for at in layout.breaks:
        nxt = _next_start(text, at)
        if nxt not in titled and nxt not in marks:
            # a break before a heading only parts a page's sections
            marks.setdefault(at, Post(at, None, False))
    for m in _ORIGINALLY.finditer(text):
        marks.setdefault(m.end(), Post(m.end(), None, False))
    layout.posts = [marks[at] for at in sorted(marks)]


def _next_start(text: str, at: int) -> int:
    """Where the next non-blank character at or after ``at`` stands."""
    n = len(text)
    while at < n and text[at].isspace():
        at += 1
    return at


# "octocat · comment", "octocat · review · 2024-03-01", "nps798 · description · 2026-07-01",
# "octocat · review thread · 2026-07-29" (a comment on a diff's line),
# "**octocat** commented on 3 May", "@octocat wrote:": a pasted thread's author line
_HEAD = re.compile(
    r"^[ \t]{0,3}(?:\*\*)?@?(?P<who>[A-Za-z0-9][\w\-]{0,38})(?:\*\*)?[ \t]{1,2}"
    r"(?:·[ \t]{1,2}(?:comment|review(?:[ \t]thread)?|description)"
    r"(?:[ \t]{1,2}·[ \t]{1,2}(?P<date>\d{4}-\d{2}-\d{2}))?"
    r"|commented(?:[ \t]on[ \t][^\n]{1,30})?"
    r"|(?P<wrote>wrote:))[ \t]*$",
    re.MULTILINE,
)
# "_Originally posted by @octocat in https://github.com/..._": GitHub's line under a comment
# copied into a new issue; what follows it is the new issue's own text
_ORIGINALLY = re.compile(
    r"^[ \t]{0,3}(?:<sub>|[_*]{1,2})?Originally[ \t]posted[ \t]by[ \t]@?[\w\-]{1,39}[^\n]{0,200}$",
    re.MULTILINE | re.IGNORECASE,
)
