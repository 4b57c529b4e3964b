"""A paragraph's closing note that only names a setup is its figures' setup.

"Plain: 42 tok/s. Speculative: 71 tok/s. (llama.cpp, RTX 4080, Q4_K_M)": the last sentence of
the paragraph names an engine, a card and a precision and nothing else. Reading rules §2: the
paragraph is the scope after the sentence, and §1: a caption or note by the figures is their
context, as the note right under a table is its rows'. A setup is otherwise stated before its
figures ("One year ago we mostly ran on an A100" after a figure introduces what follows), so
only a note made of names alone is read: a sentence with a figure or with words of its own
("The RTX 4080 is next on my list") is none.

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.naming import _single
from watcher.claims.patterns import FIGURE

_CATEGORIES = ("engine", "hardware", "precision", "mode")
# where a sentence or a line ends: the paragraph's last sentence starts after the last one
_BREAK = re.compile(r"[.!?](?=[ \t\n(\[])|\n")
# what a note may hold besides names: brackets, separators, counts, versions and glue words
_GLUE = re.compile(
    r"(?:[\s()\[\],;/+.:*_\-|]"
    r"|(?<![\w.])(?:\d{1,3}[ \t]?[x×]|v?\d{1,4}(?:\.\d{1,4}){0,3})(?!\w|\.\d)"
    r"|(?<![a-z])(?:all|both|tested|measured|runs?|ran|on|with|using|via|an?|the|and)(?![a-z]))*",
    re.IGNORECASE,
)
_MAX_NOTE = 120


def closing_note(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one name of ``category`` the figure's paragraph's closing note gives, if it is a
    note of names alone after the figure's sentence."""
    own = local.sentence or local.segment
    block = local.block
    if local.header is not None or own.end >= block.end:
        return None
    key = (("closing note", block.start), category, block.end)
    if key not in doc.flags:
        doc.flags[key] = _note_names(category, block.start, block.end, doc)
    found = doc.flags[key]
    if not isinstance(found, Mention) or found.start < own.end:
        return None
    return found


def _note_names(category: str, start: int, end: int, doc: _Doc) -> Mention | None:
    text = doc.text
    tail = text[start:end].rstrip()
    last = None
    for last in _BREAK.finditer(tail):  # noqa: B007
        pass
    if last is None:
        return None
    lo = start + last.end()
    hi = start + len(tail)
    if hi - lo > _MAX_NOTE or FIGURE.search(text, lo, hi):
        return None
    spans = sorted(
        (m.start, m.end) for c in _CATEGORIES for m in doc.near(c, lo, hi) if m.end <= hi
    )
    if not spans:
        return None
    rest, at = [], lo
    for s, e in spans:
        rest.append(text[at:s])
        at = max(at, e)
    rest.append(text[at:hi])
    if any(_GLUE.fullmatch(part) is None for part in rest):
        return None
    return _single(category, doc.near(category, lo, hi), doc)
