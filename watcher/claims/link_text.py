"""A Markdown link as the words it shows: "[vLLM](https://github.com/vllm-project/vllm)" reads
as "vLLM", the way a page renders it (reading rules §2: hidden text is not text; LABELLING
"Hardware": text inside a URL gives nothing). The link's own words stay where they stand, so
"faster than [llama.cpp](...) builds" names llama.cpp as "faster than llama.cpp builds" does,
and the address, which the reader never sees, names no engine, chip or figure.

Only inline links whose words hold no bracket or line break are rewritten; images ("![a](b)"),
links around images, reference links, code spans and fenced code stay as written. Patterns
hold only literals and bounded quantifiers."""

from __future__ import annotations

import re

from watcher.claims.md_escapes import outside_fences

# "[words](target)" or "[words](target "title")", the target an address (printable ASCII
# without brackets or spaces); not an image's "![alt](src)"
_LINK = re.compile(
    r"(?<![!\\])\[([^\[\]\n]{1,300})\]\([ \t]{0,3}<?[!-'*-;=?-~]{1,2000}>?"
    r"(?:[ \t]{1,3}\"[^\"\n]{0,200}\")?\)"
)


def _line(line: str) -> str:
    if "](" not in line:
        return line

    def sub(m: re.Match[str]) -> str:
        # a link inside a code span is code: "`[a](b)`" stays as written
        if line.count("`", 0, m.start()) % 2:
            return m.group(0)
        return m.group(1)

    return _LINK.sub(sub, line)


def visible_links(text: str) -> str:
    """``text`` with each inline Markdown link written as its words (see the docstring)."""
    if "](" not in text:
        return text
    return outside_fences(text, _line)
