"""A precision that only one variant of a model id names is that variant's, not the page's.

A hosted service's page lists a model and its quantized twin, each with where it serves::

    meta.llama-3.3-70b-instruct hosted on one unit for all regions except Dubai
    meta.llama-3.3-70b-instruct-fp8-dynamic hosted on one unit for Dubai only

The "fp8" belongs to the id it ends ("...-instruct-fp8-dynamic"), and the page names the same
id without it: two variants, so the precision is no setup of the page as a whole (reading
rules §2: a figure takes its own setup; a name stated for one of two runs is not the other's).
A precision set aside here still reaches a figure in its own sentence, row or paragraph; only
the page-wide reading leaves it out. The bare id is looked up among the text's id-like
words, sorted once per text, by bisection: n log n for the text, log n per precision.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc
from watcher.claims.names import Mention
from watcher.claims.quant_support import supported_only
from watcher.claims.usage_sections import in_usage_section

# the model id a precision ends: "meta.llama-3.3-70b-instruct-" right before "fp8"
_ID_BEFORE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/]*(?:-[A-Za-z0-9._/]+){1,12}[-_.]$")
_ID_CHAR = re.compile(r"[A-Za-z0-9._/-]")
_ID_TOKEN = re.compile(r"[A-Za-z0-9._/-]{8,}")
MIN_ID = 8
MAX_ID = 96


def variant_only(m: Mention, doc: _Doc) -> bool:
    """True for a precision ending a model id whose bare form the page also names."""
    if m.category != "precision" or m.start < MIN_ID:
        return False
    text = doc.text
    found = _ID_BEFORE.search(text, max(0, m.start - MAX_ID), m.start)
    if found is None or (found.start() > 0 and _ID_CHAR.match(text, found.start() - 1)):
        return False
    bare = text[found.start() : m.start - 1]
    if len(bare) < MIN_ID or not any(ch.isalpha() for ch in bare):
        return False
    return _named_bare(bare, _id_tokens(doc))


def _id_tokens(doc: _Doc) -> list[str]:
    """The text's id-like words, sorted: found once per text."""
    key: tuple[object, str, int] = (("variant-ids",), "", 0)
    known = doc.flags.get(key)
    if not isinstance(known, list):
        known = doc.flags[key] = sorted(m.group(0) for m in _ID_TOKEN.finditer(doc.text))
    return known


def _named_bare(bare: str, tokens: list[str]) -> bool:
    """True when a word opens with ``bare`` and goes on with no "-", "_" or "." (the id
    alone, or glued to the next word: "...-instructhosted"). Bisections only."""
    within = bisect_left(tokens, bare + "\U0010ffff") - bisect_left(tokens, bare)
    dashed = bisect_left(tokens, bare + "/") - bisect_left(tokens, bare + "-")  # "-", "."
    scored = bisect_left(tokens, bare + "`") - bisect_left(tokens, bare + "_")
    return within - dashed - scored > 0


def page_precision_apart(m: Mention, doc: _Doc) -> bool:
    """A precision stated apart from the page's runs: one of a list of supported schemes, an
    example command's in a usage section, or one variant's of two model ids."""
    return supported_only(m, doc) or in_usage_section(m, doc) or variant_only(m, doc)
