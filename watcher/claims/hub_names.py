""" "Hugging Face" named as the framework a run used, not as the model hub or the company.

LABELLING: "huggingface" as a framework is `transformers` ("HuggingFace baseline", "PyTorch
(HuggingFace)" rows, a "## Hugging Face" heading over pasted runs). The same words far more
often name the hub ("available on Hugging Face", "a Hugging Face model", "huggingface.co"), the
company, or its other products ("Hugging Face TGI"), which ran nothing. So the name counts as
the engine only where it stands as a framework: before "baseline" / "implementation" /
"pipeline" / "backend", inside "PyTorch (...)", or alone as a heading or a table cell.
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


def hub_not_framework(text: str, start: int, end: int) -> bool:
    """True when "Hugging Face" at ``text[start:end]`` names the hub or the company, not the
    framework that ran the figure; False for any other name."""
    if re.sub(r"[ \t\-]", "", text[start:end]).lower() != _HUB_KEY:
        return False
    if _FRAMEWORK_AFTER.match(text, end):
        return False
    if _FRAMEWORK_BEFORE.search(text, max(0, start - 12), start):
        return False
    before = _ALONE_BEFORE.search(text, max(0, start - 10), start)
    return not (before and _ALONE_AFTER.match(text, end))
