"""A served model named apart from a figure that names its own card is not the figure's engine.

The vocabulary lists model families only their maker serves (Gemini, GPT-4, Claude): a figure
naming one in its own sentence, row, heading or title ran on the maker's service (`vendor`).
The maker does not run its service on a card the writer names, so a figure whose own sentence
names the card it ran on ("Gemma 2 9B hit 52 T/s on the RTX 4060") is a local run, and a
served model named outside that sentence (a chat transcript's "## Gemini" speaker heading, a
title "Benchmarking with Gemini", an earlier paragraph) is no engine of it (reading rules §1:
context does not imply an engine where the text says the figure ran elsewhere).
"""

from __future__ import annotations

from watcher.claims.document import _Doc, _Span
from watcher.claims.models import VENDOR
from watcher.claims.names import Mention


def served_model_elsewhere(
    engine: Mention | None, card: Mention | None, own: _Span, doc: _Doc
) -> bool:
    """True when ``engine`` is a served model named outside the figure's own sentence
    ``own``, which names the figure's ``card``."""
    if engine is None or card is None or engine.name != VENDOR:
        return False
    if card not in doc.index["hardware"] or not own.start <= card.start < own.end:
        return False
    in_body = engine in doc.index["engine"]
    if in_body and own.start <= engine.start < own.end:
        return False
    return doc.lex.names_model(doc.text if in_body else doc.title, engine)
