"""A text's lines and the spans the reader marks in it: split once per text, shared by every
reader that asks which line a position lies on."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass


@dataclass(frozen=True)
class _Span:
    start: int
    end: int


def line_spans(text: str) -> list[_Span]:
    """Each line of ``text`` as a span, its newline left out (a text has at least one line)."""
    spans: list[_Span] = []
    pos = 0
    for line in text.split("\n"):
        spans.append(_Span(pos, pos + len(line)))
        pos += len(line) + 1
    return spans


@dataclass(frozen=True)
class Lines:
    """A text's lines, split once per text and shared by every reader that asks which line a
    position lies on (a table's cells, a rate's run): no reader counts newlines again."""

    spans: list[_Span]
    starts: list[int]

    @classmethod
    def of(cls, text: str, spans: list[_Span] | None = None) -> Lines:
        """The lines of ``text``; ``spans``, when given, are its ``line_spans`` already split."""
        spans = line_spans(text) if spans is None else spans
        return cls(spans, [s.start for s in spans])

    def index(self, pos: int) -> int:
        """The number of the line holding ``pos`` (a newline is on the line it ends)."""
        return max(0, bisect_right(self.starts, pos) - 1)

    def at(self, pos: int) -> _Span:
        """The line holding ``pos``."""
        return self.spans[self.index(pos)]
