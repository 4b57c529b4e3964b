"""Engine names glued to the word or number before them, as flattened pages write them.

A page's stat cards lose their spacing when converted to text: "RTX 5090Ollama 28 tok/s ·
vLLM 32 tok/svLLM +14%". A name written in its own mixed case ("Ollama", "vLLM", "SGLang")
still names the engine there; a lower-case one glued to a word ("myollama") stays part of
it. The pattern holds only literals: it adds one look-ahead after a lower-case letter or
digit, tried only where a name can start.
"""

from __future__ import annotations

import re


def glued_or(before: str, aliases: list[str]) -> str:
    """``before``, or a name in its own mixed case glued to the word or number before it:
    a page's flattened cards write "RTX 5090Ollama 28 tok/s · vLLM 32 tok/svLLM +14%", and
    "Ollama", "vLLM", "SGLang" written so still name the engine (a lower-case "ollama" glued
    to a word stays part of it)."""
    mixed = sorted(
        {a for a in aliases if " " not in a and re.search("[a-z]", a) and re.search("[A-Z]", a)},
        key=lambda a: (-len(a), a),
    )
    if not mixed:
        return before
    names = "|".join(re.escape(a) for a in mixed)
    return rf"(?:{before}|(?-i:(?<=[a-z0-9])(?=(?:{names})(?![A-Za-z0-9_]))))"
