""" "Hugging Face" named as the framework a run used, not as the model hub or the company.

LABELLING: "huggingface" as a framework is `transformers` ("HuggingFace baseline", "PyTorch
(HuggingFace)" rows, a "## Hugging Face" heading over pasted runs). The same words far more
often name the hub ("available on Hugging Face", "a Hugging Face model", "huggingface.co"), the
company, or its other products ("Hugging Face TGI"), which ran nothing. So the name counts as
the engine only where it stands as a framework: before "baseline" / "implementation" /
"pipeline" / "backend", inside "PyTorch (...)", or alone as a heading or a table cell.

"HF" is the same name abbreviated (LABELLING: "HF" is `transformers`), and far more often the
hub or its files ("HF repos", "from HF", "HF model: google/gemma", "HF format", "-hf" in a
model's name); it counts as the engine only with the precision it ran at ("HF · FP16", "HF
INT4 (NF4)", "HF/BF16"), before "baseline" / "implementation" / "backend" / "eager" /
"generate", or alone in a table cell, written in capitals as a word of its own.
Patterns hold literals and bounded gaps.
"""

from __future__ import annotations

import re

_HUB_KEY = "huggingface"
_FRAMEWORK_AFTER = re.compile(
    r"[ \t]{0,2}(?:baseline|implementation|impl|pipeline|backend|eager|官方实现|实现|基线)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_FRAMEWORK_BEFORE = re.compile(r"(?<![a-z])PyTorch[ \t]{0,2}[(（+/][ \t]{0,2}$", re.IGNORECASE)
# alone on its line ("## Hugging Face", a plain heading) or alone in a table cell
_ALONE_BEFORE = re.compile(r"(?:^|\n)(?:#{1,6}[ \t]{1,3})?$|\|[ \t]{0,3}$")
_ALONE_AFTER = re.compile(r"[ \t]{0,3}(?:\n|$|\|)")

_HF_PRECISION_AFTER = re.compile(
    r"[ \t]{0,2}[·•/:\-]?[ \t]{0,2}(?:FP16|BF16|FP32|FP8|INT8|INT4|NF4|[48]-?bit|b?float16)"
    r"(?![A-Za-z0-9])(?![ \t]{0,2}(?:\([^)\n]{0,12}\)[ \t]{0,2})?"
    r"(?:model|weights|checkpoint|format|safetensors|repo|files?)(?![a-z]))",
    re.IGNORECASE,
)
_HF_FRAMEWORK_AFTER = re.compile(
    r"[ \t]{0,2}(?:baseline|implementation|impl|backend|eager|generate|pipeline)(?![a-z])",
    re.IGNORECASE,
)
# alone in a table cell (pipes or box-drawing rules) or on its own line
_HF_ALONE_BEFORE = re.compile(r"(?:^|\n|[|│┃][ \t]{0,3})$")
_HF_ALONE_AFTER = re.compile(r"[ \t]{0,3}(?:\n|$|[|│┃])")
_HF_JOINED_BEFORE = re.compile(r"[\-/_.]$")


def hub_not_framework(text: str, start: int, end: int) -> bool:
    """True when "Hugging Face" or "HF" at ``text[start:end]`` names the hub or the company,
    not the framework that ran the figure; False for any other name."""
    if text[start:end].lower() == "hf":
        return _hf_not_framework(text, start, end)
    if re.sub(r"[ \t\-]", "", text[start:end]).lower() != _HUB_KEY:
        return False
    if _FRAMEWORK_AFTER.match(text, end):
        return False
    if _FRAMEWORK_BEFORE.search(text, max(0, start - 12), start):
        return False
    before = _ALONE_BEFORE.search(text, max(0, start - 10), start)
    return not (before and _ALONE_AFTER.match(text, end))


def _hf_not_framework(text: str, start: int, end: int) -> bool:
    """True when "HF" (in any case) at ``text[start:end]`` is the hub, not the framework."""
    if text[start:end] != "HF" or _HF_JOINED_BEFORE.search(text, max(0, start - 1), start):
        return True
    if _HF_PRECISION_AFTER.match(text, end) or _HF_FRAMEWORK_AFTER.match(text, end):
        return False
    return not (
        _HF_ALONE_BEFORE.search(text, max(0, start - 4), start) and _HF_ALONE_AFTER.match(text, end)
    )
