"""The model architecture is not the library named after it: "transformers" in "the so-called
transformers", "transformers blocks" or "prior to transformers" names a kind of model.

Reading rules §3 list `transformers` among the engines: Hugging Face's library, which runs a
model. The same word, written bare, is also the neural-network architecture nearly every LLM
is built on; written so, it says what the model is, not which software ran it, and gives a
figure no engine (as a format, GGUF or EXL2, gives none). The words that make the word the
architecture sit right beside it: "so-called" or "prior to" before it, "blocks", "layers",
"architecture" after it, "how … work" around it ("how transformers work"; the library "works"
too), a kind of architecture before it ("vision transformers", "diffusion transformers"), or an
"Architecture" key ("Architecture Type: Transformers"). The library keeps its own words ("HF
transformers", "the transformers library", "from transformers import", "transformers 4.46"),
which none of these are.

Patterns hold literals and bounded quantifiers, and are tried at one name's edges only.
"""

from __future__ import annotations

import re

# the word as the reader finds it: the library's bare name, in either case
_BARE = frozenset({"transformers"})

_ARCHITECTURE_BEFORE = re.compile(
    r"(?:(?<![a-z])so[ \t\-]called|(?<![a-z])prior[ \t]to|(?<![a-z])(?:vision|diffusion|video)"
    r"|(?<![a-z])architecture(?:[ \t]type)?[ \t]{0,2}[:：])[ \t]{1,2}(?:the[ \t]{1,2})?$",
    re.IGNORECASE,
)
_ARCHITECTURE_AFTER = re.compile(
    r"[ \t]{1,2}(?:blocks?|layers?|architectures?)(?![a-z])", re.IGNORECASE
)
# "how transformers work": the architecture explained; "transformers works fine" is the library
_HOW_BEFORE = re.compile(r"(?<![a-z])how[ \t]{1,2}$", re.IGNORECASE)
_WORK_AFTER = re.compile(r"[ \t]{1,2}work(?![a-z])", re.IGNORECASE)


def architecture_word(text: str, start: int, end: int) -> bool:
    """True when the bare "transformers" at ``text[start:end]`` names the model architecture,
    not the library: "the so-called transformers", "within transformers blocks"."""
    if text[start:end].lower() not in _BARE:
        return False
    if _WORK_AFTER.match(text, end):
        return _HOW_BEFORE.search(text, max(0, start - 6), start) is not None
    return bool(
        _ARCHITECTURE_BEFORE.search(text, max(0, start - 28), start)
        or _ARCHITECTURE_AFTER.match(text, end)
    )
