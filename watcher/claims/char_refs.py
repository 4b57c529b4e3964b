"""HTML character references, read as Markdown displays them, before any number is read.

CommonMark (and GitHub) display a named or numeric character reference as its character:
"3.2&times; faster" is displayed as "3.2× faster", "40&nbsp;tok/s" as "40 tok/s",
"20&ndash;25 tok/s" as a range and "&gt;100 tok/s" as ">100 tok/s". HTML editors, exports
and generated changelogs write them so; the reading rules read text as displayed
(docs/READING_RULES.md §4), so each reads as its character.

- Inside a fenced or indented code block and a code span GitHub shows "&times;" as written,
  and so it stays; so does a reference after a backslash ("\\&times;"), which CommonMark shows
  literally. The few references that generated changelogs and wholly escaped bodies carry
  (``&gt;``, ``&lt;``, ``&amp;``, ``&quot;``, ``&apos;``, ``&nbsp;``, ``&#39;``, ``&#x27;``)
  read as their characters everywhere, as they always have.
- A character reference is never markup (CommonMark: "&#42;foo&#42;" is no emphasis), and
  untrusted text stays text: a reference whose character would open a tag ("&lt;table&gt;"),
  a code span, emphasis, a link, a heading, a table cell or a line break stays as written,
  so no reference turns text into HTML or Markdown that the layout would read otherwise.
- An unknown name ("&foo;") stays as written, as it is displayed.

The text only changes where a reference stands; a text without one is returned as it came.
"""

from __future__ import annotations

import html
import re
import unicodedata

from watcher.claims.block_parse import parse_blocks
from watcher.claims.md_escapes import outside_spans

# a named reference, a decimal or a hexadecimal one (CommonMark's lengths)
_REF = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# the references read everywhere, code included (generated changelogs, escaped bodies)
_COMMON = {
    "&gt;": ">",
    "&lt;": "<",
    "&amp;": "&",
    "&quot;": '"',
    "&apos;": "'",
    "&nbsp;": " ",
    "&#39;": "'",
    "&#x27;": "'",
}
# characters that would be markup if written plainly: a reference to one stays as written
_MARKUP = frozenset("`*_#[]\\|~")
# after "<", what would open a tag, a closing tag, a comment or a declaration
_TAG_START = re.compile(r"[A-Za-z/!?]")


def _opens_tag(text: str, end: int) -> bool:
    return _TAG_START.match(text, end) is not None


def _common(m: re.Match[str]) -> str:
    ch = _COMMON.get(m.group(0))
    if ch is None or (ch == "<" and _opens_tag(m.string, m.end())):
        return m.group(0)
    return ch


def _any(m: re.Match[str]) -> str:
    ref = m.group(0)
    if ref in _COMMON:
        return _common(m)
    if m.start() > 0 and m.string[m.start() - 1] == "\\":
        return ref
    ch = html.unescape(ref)
    if ch == ref or (len(ch) != 1 and not all(unicodedata.combining(c) for c in ch[1:])):
        return ref
    first = ch[0]
    if first in _MARKUP or unicodedata.category(first) in ("Cc", "Cs", "Co", "Cn"):
        return ref
    if first == "<" and _opens_tag(m.string, m.end()):
        return ref
    return ch


def _prose(line: str) -> str:
    return _REF.sub(_any, line)


def _code(line: str) -> str:
    return _REF.sub(_common, line)


def decoded(text: str) -> str:
    """``text`` with its character references read as displayed (see the module docstring)."""
    if "&" not in text:
        return text
    refs = _REF.findall(text)
    if all(r in _COMMON for r in refs):
        return _REF.sub(_common, text) if refs else text
    code: set[int] = set()
    for tok in parse_blocks(text):
        if tok.type in ("fence", "code_block") and tok.map:
            code.update(range(*tok.map))
    out = []
    for k, line in enumerate(text.split("\n")):
        if "&" not in line:
            out.append(line)
        elif k in code:
            out.append(_code(line))
        else:
            out.append(outside_spans(line, _prose, _code))
    return "\n".join(out)
