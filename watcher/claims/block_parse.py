"""Markdown's block structure, parsed by a markdown-it-py parser without the block rules whose
marker the text never holds.

markdown-it tries each block rule at every line, and again at every line of a paragraph or
list item to see whether the rule ends it. A table needs a "|" in its header line, a fence a
"`" or "~", a blockquote a ">", a link reference a "[", an HTML block a "<" and a heading a
"#" at the start of a line, and each rule returns at once, changing nothing, when that
character is not there. A text holding none of a rule's markers is therefore parsed the same
without that rule, and a body of thousands of short lines is read without thousands of calls
that could never match. One parser per set of rules left out is built on first use.
"""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.token import Token

# block rules that fire only on a line opening with one of their markers
_MARKED_RULES = (
    ("table", "|"),
    ("fence", "`~"),
    ("blockquote", ">"),
    ("reference", "["),
    ("html_block", "<"),
    ("heading", "#"),
)
_PARSERS: dict[tuple[str, ...], MarkdownIt] = {}


def _parser(without: tuple[str, ...]) -> MarkdownIt:
    """CommonMark with HTML and GFM tables, blocks only (the reader needs each unit's raw
    text, not inline markup trees), less the block rules ``without``."""
    md = _PARSERS.get(without)
    if md is None:
        md = MarkdownIt("commonmark", {"html": True}).enable("table")
        md.disable(["inline", "text_join", *without])
        _PARSERS[without] = md
    return md


def parse_blocks(text: str) -> list[Token]:
    """The block tokens of ``text``, as the full parser reads them."""
    without = tuple(rule for rule, marks in _MARKED_RULES if not any(c in text for c in marks))
    return _parser(without).parse(text)
