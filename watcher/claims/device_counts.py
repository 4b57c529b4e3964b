"""A multiple in a table cell keyed by the machine ("| Hardware | 4× Pi 5 16GB |", "| GPUs |
4× Intel® Arc Pro B70 |") counts the devices; it is no speedup (reading rules §3: "8×H100",
"2x3090" give the GPU count). A card the vocabulary knows is read as hardware before; this
keeps a device it does not know from turning its count into a multiple.
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

_DEVICE_KEY = re.compile(
    r"[ \t*_`]{0,4}(?:hardware|gpus?|devices?|accelerators?|cards?|nodes?|machines?|boards?"
    r"|servers?|cluster|platform|system|setup|rig|config(?:uration)?|components?"
    r"|硬件|硬體|显卡|顯卡|设备|設備|ハードウェア|하드웨어)(?:[ \t]{1,2}(?:used|count|setup))?"
    r"[ \t*_`:]{0,4}",
    re.IGNORECASE,
)


def keys_devices(header: str, row_label: str) -> bool:
    """True when the cell's column header or row label is only a word for the machine."""
    return any(_DEVICE_KEY.fullmatch(k) for k in (header, row_label))
