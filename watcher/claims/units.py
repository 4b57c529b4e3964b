"""Text units: lines, paragraphs (blocks), sentences and pipe tables of the rendered text."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from watcher.claims.document import _Figure, _Span
from watcher.claims.patterns import (
    _TABLE_SEPARATOR,
    MAX_CLAIM_TEXT,
)
from watcher.claims.text_lines import line_spans
from watcher.claims.twins import twin_caption
from watcher.claims.wrapped import wraps

# "vs.", "e.g." and "i.e." end no sentence: "(410 vs. 1,250 t/s)" is one clause; nor do
# "ex.", "cf.", "approx.", "incl." and "esp." ("T/s (ex. for Llama 8B) by 26% (30 -> 38)")
# an ellipsis before a lower-case word ("Average 2... latency") cuts a word short, not a sentence;
# nor do Russian "тыс." and "млн." before a lower-case word: "1,5 тыс. токенов/с" is one number
_SENTENCE_END = re.compile(
    r"(?<=[.!?])(?<!\b[Vv]s\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?!(?<=\.\.\.)[ \t]{1,10}[a-z])"
    r"(?<!\b[Ee]x\.)(?<!\b[Cc]f\.)(?<!\b[Aa]pprox\.)(?<!\b[Ii]ncl\.)(?<!\b[Ee]sp\.)"
    r"(?!(?<=\bтыс\.)[ \t]{1,10}[а-яё])(?!(?<=\bмлн\.)[ \t]{1,10}[а-яё])"
    r"[ \t]{1,10}(?=[^\s])|\n"
    # a stop inside emphasis or quotes ends its sentence too: "**Is 2.5 s expected?** Does"
    r"|(?<=[.!?]\*\*|[.!?]__)[ \t]{1,10}(?=[A-Z])|(?<=[.!?][*_\"”])[ \t]{1,10}(?=[A-Z])"
    # CJK writing puts no space after its full stop, exclamation or question mark:
    # "…40 tokens/s。另一台…" is two sentences; so is a Latin stop glued to a CJK letter
    r"|(?<=[。！？])[ \t]{0,10}(?=[^\s])"
    r"|(?<=[a-z0-9)/][.!?])(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])"
)

# "n_decoded =    697", "eval time = 24270.43 ms": a key given its value, as a log line writes
_KEY_IS_VALUE = re.compile(r"[A-Za-z_][ \t]{0,12}=[ \t]{0,12}[-+]?\d")


_lines = line_spans  # the rendered text's lines (``document.Lines`` shares them per text)


@dataclass
class _Table:
    start: int
    end: int
    header: _Span
    header_cells: list[str]
    rows: list[_Span]
    caption: _Span
    after: _Span  # a caption below the table: the lines right after it
    # the caption of the table right above when this one repeats its header (``twins``)
    twin: _Span = field(default_factory=lambda: _Span(0, 0))


def _cells(line: str) -> list[str]:
    stripped = line.strip()
    if stripped.startswith("|"):
        stripped = stripped[1:]
    if stripped.endswith("|") and not stripped.endswith("\\|"):
        stripped = stripped[:-1]
    return [c.strip() for c in stripped.split("|")]


def _tables(text: str, lines: list[_Span]) -> list[_Table]:
    """Runs of two or more lines with at least two '|' each (first line: the header)."""
    tables: list[_Table] = []
    texts = [text[s.start : s.end] for s in lines]  # each line's text, cut once
    piped = [t.count("|") >= 2 for t in texts]
    i = 0
    while i < len(lines):
        line = texts[i]
        if piped[i] and not _TABLE_SEPARATOR.match(line):
            j = i + 1
            while j < len(lines) and piped[j]:
                row = texts[j]
                if j > i + 2 and "-" in row and _TABLE_SEPARATOR.match(row):
                    j -= 1  # a separator further down: the row above it heads the next table
                    break
                j += 1
            run = lines[i:j]
            data = [s for k, s in enumerate(run[1:], i + 1) if not _TABLE_SEPARATOR.match(texts[k])]
            has_separator = len(run) > 1 and bool(_TABLE_SEPARATOR.match(texts[i + 1]))
            # the rendered text gives every Markdown table its separator row: two piped lines
            # without one are a log line or prose ("id 0 | task 0 | eval time = ..."), and so
            # are more when the first holds "key = 697": a header names columns, it holds
            # no values
            logged = not has_separator and bool(_KEY_IS_VALUE.search(line))
            if data and (has_separator or len(run) >= 3) and not logged:
                caption_end = lines[i].start
                k = i - 1
                while k >= 0 and not texts[k].strip():
                    k -= 1
                cap_start = caption_end
                while k >= 0 and texts[k].strip() and not piped[k]:
                    cap_start = lines[k].start
                    k -= 1
                header_cells = _cells(line)
                caption = _Span(cap_start, caption_end)
                if cap_start == caption_end and k >= 0 and tables:
                    caption = _sister_caption(tables[-1], lines[k], header_cells) or caption
                tables.append(
                    _Table(
                        lines[i].start,
                        run[-1].end,
                        lines[i],
                        header_cells,
                        data,
                        caption,
                        _caption_below(text, lines, j),
                        twin_caption(tables[-1] if tables else None, lines[i].start, header_cells),
                    )
                )
            i = j
            continue
        i += 1
    return tables


def _sister_caption(prev: _Table, above: _Span, header_cells: list[str]) -> _Span | None:
    """The caption of the table right above, for a table with none of its own that repeats
    its shape: "| Batch | FP16 ... |" then "| Batch | INT4 ... |" with only blank lines
    between are one statement split in two, and the lead-in above the first ("throughput
    (tps) on 1 A100") is both tables' context (reading rules §1: a table's context is what
    stands directly above it; here that is the first table and what heads it)."""
    if above.end != prev.end or len(header_cells) != len(prev.header_cells):
        return None
    first, prev_first = header_cells[0].strip().lower(), prev.header_cells[0].strip().lower()
    if not first or first != prev_first or prev.caption.start == prev.caption.end:
        return None
    return prev.caption


def _caption_below(text: str, lines: list[_Span], j: int) -> _Span:
    """The first lines after a table (past at most one blank line, at most two lines)."""
    k = j
    if k < len(lines) and not text[lines[k].start : lines[k].end].strip():
        k += 1
    first = k
    while (
        k < len(lines)
        and k - first < 2
        and text[lines[k].start : lines[k].end].strip()
        and text[lines[k].start : lines[k].end].count("|") < 2
        and not text[lines[k].start : lines[k].end].lstrip().startswith("```")
    ):
        k += 1
    if k == first:
        return _Span(0, 0)
    return _Span(lines[first].start, lines[k - 1].end)


def _blocks(text: str, lines: list[_Span], tables: Sequence[_Span]) -> Iterable[_Span]:
    """Paragraphs: runs of non-blank lines outside tables."""
    start: int | None = None
    end = 0
    k = 0  # tables come in document order: the next one that may hold the line
    for line in lines:
        blank = not text[line.start : line.end].strip()
        while k < len(tables) and tables[k].end < line.start:
            k += 1
        in_table = k < len(tables) and tables[k].start <= line.start <= tables[k].end
        if blank or in_table:
            if start is not None:
                yield _Span(start, end)
                start = None
            continue
        if start is None:
            start = line.start
        end = line.end
    if start is not None:
        yield _Span(start, end)


# a scraped page's stat card: a short label line ("Time to first token") right above a line
# holding only its figure ("85 ms"); the two lines are one statement
_LABEL_LINE = re.compile(r"[^\W\d][^\n]{0,46}(?<![.!?。])")
_BARE_FIGURE_LINE = re.compile(r"[~≈]?\d[\d,. ]{0,12}(?:[ \t]?[^\W\d][^\s\d]{0,11})?[ \t]*")


def _labels_next(chunk: str, at: int) -> bool:
    """True when the line ending at ``at`` (a newline in ``chunk``) is a short label and the
    line after it holds only a figure: the newline parts no sentence."""
    start = chunk.rfind("\n", 0, at) + 1
    if at - start > 48 or not _LABEL_LINE.fullmatch(chunk, start, at):
        return False
    end = chunk.find("\n", at + 1)
    end = len(chunk) if end < 0 else end
    return end - at <= 26 and _BARE_FIGURE_LINE.fullmatch(chunk, at + 1, end) is not None


def _sentences(text: str, block: _Span) -> Iterable[_Span]:
    pos = block.start
    chunk = text[block.start : block.end]
    for m in _SENTENCE_END.finditer(chunk):
        if m.group(0) == "\n" and (_labels_next(chunk, m.start()) or wraps(chunk, m.start())):
            continue
        end = block.start + m.start()
        if end > pos:
            yield _Span(pos, end)
        pos = block.start + m.end()
    if pos < block.end:
        yield _Span(pos, block.end)


@dataclass(frozen=True)
class Sentences:
    """A text's blocks with their sentences, cut once: the figures are read sentence by
    sentence from it, and a name's sentence is looked up in it (reading rules §2: the
    sentence is a unit of scope, for names as for figures). Outside every block (a table
    row, a blank line) a position's sentence is its line."""

    blocks: tuple[tuple[_Span, tuple[_Span, ...]], ...]
    spans: tuple[_Span, ...]  # every block's sentences, in text order
    starts: tuple[int, ...]
    lines: tuple[_Span, ...]
    line_starts: tuple[int, ...]

    @classmethod
    def of(
        cls, text: str, lines: list[_Span] | None = None, tables: Sequence[_Span] = ()
    ) -> Sentences:
        """Cut ``text`` (its ``lines``, less the ``tables``) into blocks and sentences."""
        lines = _lines(text) if lines is None else lines
        blocks = tuple(
            (block, tuple(_sentences(text, block))) for block in _blocks(text, lines, tables)
        )
        spans = tuple(s for _, sentences in blocks for s in sentences)
        return cls(
            blocks,
            spans,
            tuple(s.start for s in spans),
            tuple(lines),
            tuple(line.start for line in lines),
        )

    def around(self, at: int) -> _Span:
        """The sentence holding position ``at``, or its line outside every block."""
        i = bisect_right(self.starts, at) - 1
        if i >= 0 and at < self.spans[i].end:
            return self.spans[i]
        j = bisect_right(self.line_starts, at) - 1
        return self.lines[j] if j >= 0 else _Span(0, 0)


def _claim_text(text: str, seg: _Span, fig: _Figure) -> str:
    raw = text[seg.start : seg.end]
    if len(raw) > MAX_CLAIM_TEXT:
        lo = max(seg.start, fig.start - MAX_CLAIM_TEXT // 2)
        hi = min(seg.end, lo + MAX_CLAIM_TEXT)
        raw = ("…" if lo > seg.start else "") + text[lo:hi] + ("…" if hi < seg.end else "")
    return " ".join(raw.split()).strip(" -*>#")
