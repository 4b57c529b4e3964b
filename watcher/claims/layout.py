"""Markdown structure first: blocks, list items, tables, code and headings, as plain lines.

The body is parsed with markdown-it-py (CommonMark plus GFM tables, which also reads GitHub's
header-less ``a | b`` / ``-- | --`` tables) and rendered back into plain text in which

- every paragraph, list item, heading and code block is its own block (blocks are separated
  by one blank line), so the names of one bullet never reach the next;
- every table is a run of ``| cell | cell |`` rows under its header row, written by one
  writer (``grid``) whatever its shape: Markdown's own tables here, and (``shapes``) HTML
  tables, box-drawn or whitespace-aligned tool output in a code block (llama-bench,
  llama-batched-bench, nvidia-smi style columns), tab-separated or single-spaced lines,
  CSV, and tables a page's converter mangled: cells glued without gaps (``glued``) or
  unrolled one pipe cell per line (``unrolled``); other markup stays as written;

and the spans of headings, list items, and the lead-in line of each list ("Exllama:" above
its bullets) are recorded, so scope can be resolved from the nearest unit outward.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field

from markdown_it.token import Token

from watcher.claims.block_parse import parse_blocks
from watcher.claims.collapsed import collapsed_table
from watcher.claims.glued import glued_table
from watcher.claims.grid import MAX_CELLS, lone_row, pipe_table
from watcher.claims.header_runs import unrun_tables
from watcher.claims.joined_wraps import join_wraps
from watcher.claims.numbered_nesting import nest_numbered
from watcher.claims.one_line_tables import unflatten_tables
from watcher.claims.patterns import FIGURE
from watcher.claims.plain_headings import (
    BOLD_LEVEL,
    LABEL_LEVEL,
    PLAIN_LEVEL,
    BoldNesting,
    bold_title,
    part_title,
    plain_heading_level,
    title_level,
)
from watcher.claims.shapes import (
    aligned_table,
    box_table,
    csv_tables,
    embedded_table,
    flat_table,
    html_tables,
    spaced_table,
)
from watcher.claims.spanned import spanning_line, with_spanned_row
from watcher.claims.stacked import HEAD_REACH, fits, stacked, stacked_width
from watcher.claims.tablerows import split_rows
from watcher.claims.thread_posts import Post, thread_posts
from watcher.claims.unrolled import unrolled, unrolled_line, unrolled_table

_HTML_TABLE = re.compile(r"<t[dhr][ >]", re.IGNORECASE)


@dataclass(frozen=True)
class Span:
    """[start, end) in the rendered text."""

    start: int
    end: int


@dataclass
class Layout:
    """The rendered text and where its units lie."""

    text: str
    headings: list[tuple[Span, int]] = field(default_factory=list)  # span, level
    # what is derived from the fields once and asked for every figure (the headings' order)
    memo: dict[str, list[int]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def heading_starts(self) -> list[int]:
        """Where each heading starts, in document order (read once per text)."""
        if "heading starts" not in self.memo:
            self.enclosing(0)
        return self.memo["heading starts"]

    def enclosing(self, at: int) -> list[tuple[Span, int]]:
        """The headings above ``at``, nearest first: the last one before it, then each one
        above that is of a higher level (its section's parent, and so on up)."""
        starts, parents = self.memo.get("heading starts"), self.memo.get("heading parents")
        if starts is None or parents is None:
            starts, parents = [], []
            open_: list[int] = []  # the headings still open at this one, by rising level
            for i, (span, level) in enumerate(self.headings):
                while open_ and self.headings[open_[-1]][1] >= level:
                    open_.pop()
                parents.append(open_[-1] if open_ else -1)
                open_.append(i)
                starts.append(span.start)
            self.memo["heading starts"], self.memo["heading parents"] = starts, parents
        out = []
        i = bisect_left(starts, at) - 1  # headings are in document order
        while i >= 0:
            out.append(self.headings[i])
            i = parents[i]
        return out

    items: list[Span] = field(default_factory=list)  # list items
    lead_ins: dict[int, Span] = field(default_factory=dict)  # item start -> lead-in line
    breaks: list[int] = field(default_factory=list)  # where a thematic break (---) stood
    quotes: list[Span] = field(default_factory=list)  # quoted blocks ("> ..."), outermost
    quote_starts: list[int] = field(default_factory=list)
    codes: list[Span] = field(default_factory=list)  # code blocks (pasted tool output)
    posts: list[Post] = field(default_factory=list)  # where each post of a thread begins


class _Writer:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0

    def block(self, text: str) -> Span:
        text = text.strip("\n")
        if self.parts:
            self.parts.append("\n\n")
            self.size += 2
        start = self.size
        self.parts.append(text)
        self.size += len(text)
        return Span(start, self.size)

    def unwrite(self, span: Span) -> bool:
        """Take back the last block when it is ``span``; True when it was."""
        if not self.parts or span.end != self.size or self.size - len(self.parts[-1]) != span.start:
            return False
        self.size = span.start - (2 if len(self.parts) > 1 else 0)
        del self.parts[-2 if len(self.parts) > 1 else -1 :]
        return True

    def value(self) -> str:
        return "".join(self.parts)


def _inline_text(tok: Token) -> str:
    return tok.content


# a caption line ends without a sentence's closing mark: "Qwen3 8B + MTP on llama.cpp"
_SENTENCE_CLOSE = re.compile(r"[.!?。！？][\s*_)\]\"']*$")
MAX_CAPTION = 100


def _caption_lead_in(layout: Layout, prev: Span | None, prev_text: str, span: Span) -> None:
    """A one-line paragraph right above a paragraph or code block introduces it.

    "Qwen3 8B Q4 + MTP on llama.cpp" over a block of figures names their setup the way a
    heading would, as does a line that ends with a colon ("On 2x A100 40GB I got:"); a
    sentence that ends like one ("It is fast!") or states a figure is prose, not a caption.
    """
    line = prev_text.strip()
    if prev is not None and "\n" in line:
        # "**Results**\nEach run used a single request:": a closing line that ends with a
        # colon introduces the block under it, whatever stands above it in its paragraph
        last = prev_text.strip("\n")
        line = last[last.rfind("\n") + 1 :].strip()
        if not line.endswith(":"):
            return
        prev = Span(prev.end - len(last) + last.rfind("\n") + 1, prev.end)
    if prev is None or not line or len(line) > 2 * MAX_CAPTION:
        return
    if not line.endswith(":") and (
        len(line) > MAX_CAPTION or _SENTENCE_CLOSE.search(line) or FIGURE.search(line)
    ):
        return  # a sentence, or a line with a figure of its own: a claim, not a caption
    layout.lead_ins.setdefault(span.start, prev)


def _collapsed(content: str, tokens: list[Token], i: int) -> tuple[str, int] | None:
    """A header line and rows whose column gaps were collapsed (in this paragraph, or the
    header alone in it and the rows in the next) as a pipe table, and the token index of
    the paragraph that closes it; None when they are no such table."""
    head, _, rest = content.partition("\n")
    if rest:
        table = collapsed_table(head, rest)
        return (pipe_table(table[0], table[1:]), i) if table else None
    if i + 4 < len(tokens) and tokens[i + 3].type == "paragraph_open":
        table = collapsed_table(head, _inline_text(tokens[i + 4]))
        return (pipe_table(table[0], table[1:]), i + 3) if table else None
    return None


MAX_STACKED = 2000  # one-line paragraphs read as one stacked table at most


def _stacked(content: str, tokens: list[Token], i: int) -> tuple[str, int] | None:
    """One-line paragraphs from this one on that are a table's cells stacked one per line
    (``stacked``) as a pipe table, and the token index of the last paragraph it takes."""
    if "\n" in content.strip():
        return None
    cells: list[str] = []
    width: int | None = None
    j = i
    while (
        j + 1 < len(tokens)
        and tokens[j].type == "paragraph_open"
        and "\n" not in tokens[j + 1].content.strip()
        and len(cells) < MAX_STACKED
    ):
        cell = _inline_text(tokens[j + 1])
        if width is not None and not fits(cell, len(cells), width):
            break  # the rows end here: read no further
        cells.append(cell)
        j += 3
        if len(cells) == HEAD_REACH:
            width = stacked_width(cells)
            if width is None:
                return None  # no header and first row here: read no further
    got = stacked(cells)
    if got is None:
        return None
    used, header, rows = got
    return pipe_table(header, rows), i + 3 * (used - 1)


def _unrolled(content: str, tokens: list[Token], i: int) -> tuple[str, int] | None:
    """One-line paragraphs from this one on that are a pipe table unrolled one cell per
    paragraph (``unrolled``) as a pipe table, and the token index of the last one it takes.
    Only a run's first paragraph is tried: a run that is no table is read over once."""
    if not unrolled_line(content.strip()):
        return None
    if i >= 3 and tokens[i - 3].type == "paragraph_open" and unrolled_line(tokens[i - 2].content):
        return None  # inside a run already tried from its start
    lines: list[str] = []
    j = i
    while (
        j + 1 < len(tokens)
        and tokens[j].type == "paragraph_open"
        and unrolled_line(tokens[j + 1].content.strip())
        and len(lines) < MAX_STACKED
    ):
        lines.append(tokens[j + 1].content.strip())
        j += 3
    got = unrolled(lines)
    if got is None or got[0] != 0:
        return None
    _, end, header, rows = got
    return pipe_table(header, rows), i + 3 * (end - 1)


def render(text: str) -> Layout:
    """Parse ``text`` as Markdown and render it as blocks (see the module docstring)."""
    text = nest_numbered(unflatten_tables(unrun_tables(text)))  # one-line tables put back
    tokens = parse_blocks(text)  # blocks only, by a parser without rules that cannot fire
    lines: list[str] = []  # the source's lines, split when a table needs them
    out = _Writer()
    layout = Layout(text="")
    list_depth = 0
    item_parts: list[list[str]] = []
    last_paragraph: Span | None = None
    last_content = ""
    lead_in_for_list: list[Span | None] = []
    after_setup = False  # the last top part ("一、测试环境") stated the setup
    nesting = BoldNesting()
    quote_depth = quote_from = 0
    i = 0
    n = len(tokens)
    while i < n:
        tok = tokens[i]
        kind = tok.type
        if kind == "heading_open":
            inline = tokens[i + 1]
            span = out.block(_inline_text(inline))
            layout.headings.append((span, int(tok.tag[1:]) if tok.tag[1:].isdigit() else 6))
            nesting.other(layout.headings[-1][1])
            last_paragraph = None
            i += 3
            continue
        if kind in ("bullet_list_open", "ordered_list_open"):
            parent = None
            if item_parts and item_parts[-1]:
                # a nested list: its parent bullet's own text comes first and leads it in
                # ("- Llama 3 8B Q4_K_M:" over "  - RTX 4090: 120 tok/s")
                parent = out.block("\n".join(item_parts[-1]))
                layout.items.append(parent)
                item_parts[-1] = []
                # the parent bullet is an item of its own list: it has that list's lead-in
                above = next((s for s in reversed(lead_in_for_list) if s is not None), None)
                if above is not None:
                    layout.lead_ins.setdefault(parent.start, above)
            lead_in_for_list.append(last_paragraph if list_depth == 0 else parent)
            list_depth += 1
            i += 1
            continue
        if kind in ("bullet_list_close", "ordered_list_close"):
            list_depth -= 1
            lead_in_for_list.pop()
            last_paragraph = None
            i += 1
            continue
        if kind == "list_item_open":
            item_parts.append([])
            i += 1
            continue
        if kind == "list_item_close":
            parts = item_parts.pop()
            if parts:
                span = out.block("\n".join(parts))
                layout.items.append(span)
                lead = next((s for s in reversed(lead_in_for_list) if s is not None), None)
                if lead is not None:
                    layout.lead_ins[span.start] = lead
            i += 1
            continue
        if kind == "paragraph_open":
            content = _inline_text(tokens[i + 1])
            tabbed = embedded_table(content) if "\t" in content else None
            collapsed = None if tabbed else _collapsed(content, tokens, i)
            if tabbed is None and collapsed is None and not item_parts:
                # a table's cells one per line, bare or each closed by its pipe
                collapsed = _stacked(content, tokens, i) or _unrolled(content, tokens, i)
            if tabbed is not None:
                content = tabbed  # a table copied as tab-separated lines
            elif collapsed is not None:
                content, i = collapsed
            elif content.count("\n") >= 2:
                # whitespace-aligned columns pasted without a code fence are a table too
                content = (
                    unrolled_table(content)
                    or glued_table(content)
                    or aligned_table(content)
                    or embedded_table(content)
                    or flat_table(content)
                    or spaced_table(content)
                    or csv_tables(content)
                )
            if tabbed is None and collapsed is None and "|" not in content:
                content = join_wraps(content)  # hand-wrapped prose: one line per sentence
            if item_parts:
                item_parts[-1].append(content)
            else:
                bold = bold_title(content)
                if bold is not None:
                    content = bold[0]  # a heading in all but its mark: read as one
                span = out.block(content)
                if bold is not None:
                    level = LABEL_LEVEL if bold[1] else BOLD_LEVEL
                    level = nesting.level(layout.headings, span.start, level)
                    layout.headings.append((span, level))
                elif (plain := plain_heading_level(content)) is not None:
                    prev = layout.headings[-1] if layout.headings else None
                    layout.headings.append((span, title_level(plain, span.start, prev)))
                    nesting.other(plain)
                elif (setup := part_title(content)) is not None:
                    if not after_setup:
                        layout.headings.append((span, PLAIN_LEVEL))  # "三、vLLM 部署"
                        nesting.other(PLAIN_LEVEL)
                    after_setup = setup
                if bold is not None and not bold[1]:
                    # a bold title is a heading, no caption: it leads in no block under it
                    last_paragraph = None
                    i += 3
                    continue
                _caption_lead_in(layout, last_paragraph, last_content, span)
                last_paragraph, last_content = span, content
            i += 3
            continue
        if kind == "table_open":
            header: list[str] = []
            rows: list[list[str]] = []
            current: list[str] | None = None
            srcs: list[str] = []  # each row's source line: a line with no pipe is a note
            j = i + 1
            while j < n and tokens[j].type != "table_close":
                t = tokens[j]
                if t.type == "tr_open":
                    current = []
                    if header and t.map:
                        srcs.append((lines := lines or text.split("\n"))[t.map[0]])
                elif t.type == "tr_close" and current is not None:
                    if header:
                        rows.append(current)
                    else:
                        header = current
                    current = None
                elif t.type == "inline" and current is not None and len(current) < MAX_CELLS:
                    current.append(t.content)
                j += 1
            if not rows and lone_row(header):
                out.block(pipe_table(header, rows))  # a row shown as a header: a row's text
                last_paragraph = None
                i = j + 1
                continue
            top = spanning_line(last_content) if last_paragraph is not None else None
            if (
                top is not None
                and last_paragraph is not None
                and with_spanned_row(top, [header, *rows])[0] is not top
                and out.unwrite(last_paragraph)
            ):
                # "| TPOT ms | | |" parsed as a line of its own over the names: one header
                header, rows, srcs = top, [header, *rows], [last_content, *srcs]
            for kind_of, part in split_rows(header, rows, srcs):
                # lines right under a table, without a blank line, join it as rows on GitHub
                # too; they are its notes ("Numbers are decode tok/s."), and a separator row
                # after one of them starts the next table
                if kind_of == "text":
                    out.block(part[0][0])
                else:
                    out.block(pipe_table(part[0], part[1:]))
            last_paragraph = None
            i = j + 1
            continue
        if kind in ("fence", "code_block"):
            table = box_table(tok.content) or aligned_table(tok.content, min_width=2)
            content = table if table is not None else csv_tables(tok.content)
            if item_parts:
                item_parts[-1].append(content)
            else:
                code = out.block(content)
                layout.codes.append(code)
                _caption_lead_in(layout, last_paragraph, last_content, code)
            last_paragraph = None
            i += 1
            continue
        if kind == "blockquote_open":
            quote_depth += 1
            if quote_depth == 1:
                quote_from = out.size
            i += 1
            continue
        if kind == "blockquote_close":
            quote_depth -= 1
            if quote_depth == 0 and out.size > quote_from:
                layout.quotes.append(Span(quote_from, out.size))
                layout.quote_starts.append(quote_from)
            i += 1
            continue
        if kind == "hr":
            layout.breaks.append(out.size)  # a thread's posts are apart
            last_paragraph = None
            i += 1
            continue
        if kind == "html_block":
            # an HTML table's cells are visible text; other markup stays as written
            has_table = _HTML_TABLE.search(tok.content) is not None
            stripped = html_tables(tok.content) if has_table else tok.content
            if stripped.strip():
                if item_parts:
                    item_parts[-1].append(stripped)
                else:
                    out.block(stripped)
            if has_table:
                last_paragraph = None  # the line above a table leads in no line under it
            i += 1
            continue
        i += 1
    layout.text = out.value()
    thread_posts(layout)
    return layout
