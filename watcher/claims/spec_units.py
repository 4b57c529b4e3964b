"""A table column or row named for a chip's spec: its numbers are no claim (reading rules §4).

A header or a row label that states its own unit says what every bare number under it is.
When that unit is a part's spec or a price — compute ("TFLOPS (FP8)", "NPU (TOPS)"), a
bandwidth ("Memory bandwidth (GB/s)"), a clock, a power, a core count, a price — the numbers
are that spec (hardware specs, power and prices are not claims), however the caption above
the table or a name in the row ("Galaxy Book4 Edge (X Elite)") would read them. A unit
written after a number inside the name ("RTX 4090 (82.6 TFLOPS)") is a value in the name,
not the column's unit, and names nothing here; a precision before the unit ("FP16 TFLOPS",
"INT8 TOPS") is the spec's own, not a value.
"""

from __future__ import annotations

import re
from functools import lru_cache

_SPEC_UNIT = re.compile(
    r"(?<![\w.])(?:(?<!\d[ \t])|(?<=fp\d[ \t])|(?<=(?:fp|bf)\d\d[ \t])|(?<=int\d[ \t]))"
    r"(?:[ptgm]?flops|[pt]?ops|tops/w|[gt]b/s(?:ec(?:ond)?)?|gbps|tbps"
    r"|[gm]hz|watts?|tdp|bandwidth|price|cost|usd|\$|cuda[ \t]cores|shaders|transistors"
    r"|算力|带宽|帯域幅|功耗|价格|価格)(?![\w/])|\((?:w|watts?)\)",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def names_spec_unit(name: str) -> bool:
    """True when a table header or row label ``name`` states a spec's unit as its own."""
    return _SPEC_UNIT.search(name) is not None
