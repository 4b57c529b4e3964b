"""The engine named in the lead-in paragraph right above a figure's block (reading rules §2: the
nearest unit decides first, outward from row or item to clause, sentence, paragraph, lead-in and
heading).

A paragraph that ends with a colon leads into the table, code block, list or paragraph right
under it ("I used Ollama for serving, and the result was like this:\nAs for the speed:"); when
it names one engine, with no other figure between, that engine is the block's figures', as a
card named there is (``above_names.nearest_above``). Its last line alone already is the block's
caption (``layout``); this reads the whole paragraph. Not a paragraph further up, with another
between ("a conversion tool: llama.cpp's GGUF" two sections above a table of MLX runs), nor
one closing its sentence ("This one ran on llama.cpp."): prose of its own, no lead-in. Nor a
name the lead-in asks about ("could this be integrated into vLLM?"): a question is no
measurement (§2) and the engine it wishes for ran nothing. (A name it only compares, "than
vLLM", is a baseline and never reaches this far: the context's names leave it out.)
"""

from __future__ import annotations

import re

from watcher.claims.above_names import nearest_above
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# where the name's sentence ends: a question mark says it asks, not states
_SENTENCE_END = re.compile(r"[.!?。？！\n]")
_ASKED = "?？"
_SENTENCE_REACH = 240  # a sentence is looked for this far past the name: bounded, linear


def _asked(m: Mention, text: str) -> bool:
    """True when the sentence holding ``m`` ends in a question mark."""
    end = _SENTENCE_END.search(text, m.end, m.end + _SENTENCE_REACH)
    # "llama.cpp" holds its own dot: a dot with a letter right after it ends no sentence
    while end is not None and end.group() == "." and text[end.end() : end.end() + 1].isalnum():
        end = _SENTENCE_END.search(text, end.end(), m.end + _SENTENCE_REACH)
    return end is not None and end.group() in _ASKED


def _leads_in(m: Mention, block_start: int, text: str) -> bool:
    """True when the paragraph holding ``m`` is the one right above the block and ends with a
    colon: it leads into the block. A paragraph closing its sentence ("This one ran on X.")
    is prose of its own, not the block's lead-in."""
    para_end = text.find("\n\n", m.end, block_start)
    if para_end < 0:
        para_end = block_start
    elif text[para_end:block_start].strip():
        return False
    return text[m.end : para_end].rstrip().endswith((":", "："))


def engine_above(items: list[Mention], fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one engine stated in the paragraph right above the figure's block, or None."""
    found = nearest_above(items, fig, local, doc)
    if found is None:
        return None
    text = doc.text
    if not _leads_in(found, local.block.start, text) or _asked(found, text):
        return None
    return found
