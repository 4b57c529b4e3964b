"""Engine names glued to the word or number before them, as flattened pages write them.

A page's stat cards lose their spacing when converted to text: "RTX 5090Ollama 28 tok/s ·
vLLM 32 tok/svLLM +14%". A name written in its own mixed case ("Ollama", "vLLM", "SGLang")
still names the engine there; a lower-case one glued to a word ("myollama") stays part of
it, and so does a name after one or two small letters that open a word ("rvLLM" is a project
of its own, not vLLM). The pattern holds only literals: it adds one look-ahead after a
lower-case letter or digit, tried only where a name can start.
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
    # glued to a number, to a unit's last letter ("tok/svLLM") or to a whole word
    # ("throughputSGLang"); one or two small letters opening a word before the name are the
    # start of a project's own name ("rvLLM", "xSGLang"), not a word the page glued on
    glue = r"(?<=[0-9])|(?<=/[a-z])|(?<=[a-z]{3})"
    return rf"(?:{before}|(?-i:(?:{glue})(?=(?:{names})(?![A-Za-z0-9_]))))"
