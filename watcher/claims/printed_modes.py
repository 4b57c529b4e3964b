"""The decoding method a program names by what it prints (reading rules §1 and §3).

llama.cpp's speculative examples (``llama-speculative``, ``llama-speculative-simple``) close
their run with a summary of drafted and accepted tokens under the ``encoded`` / ``decoded``
rate lines; its prompt-lookup example (``llama-lookup``) prints the same count followed by
the time it spent drafting from the prompt (``t_draft_flat``). Pasted without the command
line, those closing lines still say which method produced the rates above them: a draft
model's speculative decoding, or an n-gram lookup. They hold for the figures above them in
the same pasted block only: a code fence between ends the program's output.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc

# "n_drafted = 240" then "t_draft_flat = 1.20 ms" (lookup) or anything else (speculative)
_DRAFTED = re.compile(
    r"^[ \t]{0,8}n_drafted[ \t]{0,8}=[ \t]{0,4}\d{1,12}[ \t]{0,8}\r?\n"
    r"(?P<flat>[ \t]{0,8}t_draft_flat[ \t]{0,8}=)?",
    re.MULTILINE,
)
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)", re.MULTILINE)
# how far below its rates a summary may close the run: a few counts and a blank line
_REACH = 800


def printed_mode(start: int, doc: _Doc) -> str | None:
    """The mode the closing summary below the figure at ``start`` names, if one does."""
    hits = doc.all_in(_DRAFTED, start, start + _REACH)
    if not hits:
        return None
    at, _end, m = hits[0]
    if doc.found_between(_FENCE, start, at):
        return None  # another pasted block's summary
    return "ngram" if m.group("flat") else "speculative"
