""" "HF" named as the framework a run used (Hugging Face Transformers), not the hub.

LABELLING: "Hugging Face (Transformers)" / "HF" is `transformers`. The abbreviation far more
often names the hub or its files ("HF repos", "from HF", "HF model: google/gemma", "HF
format", "-hf" in a model's name), so it counts as the engine only where it stands as a run's
framework: with the precision it ran at ("HF · FP16", "HF INT4 (NF4)", "HF/BF16"), before
"baseline" / "implementation" / "backend" / "eager" / "generate", or alone in a table cell.
Written in capitals and standing as a word of its own. Patterns hold literals and bounded
gaps.
"""

from __future__ import annotations

import re

_PRECISION_AFTER = re.compile(
    r"[ \t]{0,2}[·•/:\-]?[ \t]{0,2}(?:FP16|BF16|FP32|FP8|INT8|INT4|NF4|[48]-?bit|b?float16)"
    r"(?![A-Za-z0-9])(?![ \t]{0,2}(?:\([^)\n]{0,12}\)[ \t]{0,2})?"
    r"(?:model|weights|checkpoint|format|safetensors|repo|files?)(?![a-z]))",
    re.IGNORECASE,
)
_FRAMEWORK_AFTER = re.compile(
    r"[ \t]{0,2}(?:baseline|implementation|impl|backend|eager|generate|pipeline)(?![a-z])",
    re.IGNORECASE,
)
# alone in a table cell (pipes or box-drawing rules) or on its own line
_ALONE_BEFORE = re.compile(r"(?:^|\n|[|│┃][ \t]{0,3})$")
_ALONE_AFTER = re.compile(r"[ \t]{0,3}(?:\n|$|[|│┃])")
_JOINED_BEFORE = re.compile(r"[\-/_.]$")


def hf_not_framework(text: str, start: int, end: int) -> bool:
    """True when "HF" at ``text[start:end]`` is the hub, not the framework that ran; False
    for any other name."""
    if text[start:end].lower() != "hf":
        return False
    if text[start:end] != "HF" or _JOINED_BEFORE.search(text, max(0, start - 1), start):
        return True
    if _PRECISION_AFTER.match(text, end) or _FRAMEWORK_AFTER.match(text, end):
        return False
    return not (
        _ALONE_BEFORE.search(text, max(0, start - 4), start) and _ALONE_AFTER.match(text, end)
    )
