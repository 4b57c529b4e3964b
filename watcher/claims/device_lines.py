"""A card on a device line of a CUDA or ROCm listing is counted by the listing's header.

llama.cpp's ggml (and tools built on it) prints the devices a run may use:
"ggml_cuda_init: found 2 CUDA devices:" then "  Device 0: NVIDIA GeForce RTX 3090, ..." per
card. Reading rules §3 take the GPU count from what the text writes ("1x", "2x3090"); the
header writes the count of the cards listed under it, as "GPU: H200 × 8" does for its card.
(A Vulkan or SYCL listing also counts integrated GPUs and software renderers: no count.)
Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

_DEVICE_LINE = re.compile(r"[ \t]{0,8}Device[ \t]\d{1,2}:[^\n]{0,32}$")
# the header, then up to fifteen other device lines, then the card's own line up to the card
_LISTED = re.compile(
    r"found[ \t](?P<n>\d{1,2})[ \t](?:CUDA|ROCm)[ \t]devices?:?[ \t]{0,4}\n"
    r"(?:[ \t]{0,8}Device[ \t]\d{1,2}:[^\n]{0,160}\n){0,15}"
    r"[ \t]{0,8}Device[ \t]\d{1,2}:[^\n]{0,32}$",
    re.IGNORECASE,
)


def listed_count(text: str, start: int) -> int | None:
    """The count a "found N CUDA devices" header writes for the card starting at ``start`` on
    one of its device lines, or None."""
    line = text.rfind("\n", 0, start) + 1
    if not _DEVICE_LINE.fullmatch(text, line, start):
        return None
    m = _LISTED.search(text, max(0, line - 2800), start)
    return int(m.group("n")) or None if m else None
