"""A key or column named as an identifier for a machine's memory ("ram_gb", "vram_gb",
"system_memory_gb"): its number is the machine's size, never a run's use.

Reading rules §4 put hardware specs ("192 GB HBM3") among the non-claims. A submission's or a
dataset's field that names a kind of memory and its unit, with no word of use ("peak", "used",
"usage", "alloc"), records what the machine has: ``"ram_gb": 64`` beside ``"gpu": …``, a
``vram_gb`` column of 32 on every RTX 5090 row. Only the lower-case identifier form is read here:
a results table's "VRAM (GB)" header is usually the run's own use and stays memory. Patterns
hold literals and bounded quantifiers and are matched against one key.
"""

from __future__ import annotations

import re

# optional owner, the memory word, optional "total"/"size", then the unit, all lower case and
# joined by "_" (or the single space a JSON key's "_" becomes): "ram_gb", "gpu_vram_gb",
# "system_memory_gib", "vram_total_mb"; "memory" alone needs an owner
_MACHINE_MEMORY_KEY = re.compile(
    r"(?:(?:(?:gpu|system|sys|total|host|installed|device|card)[_ ]){0,2}v?ram"
    # a bare "memory_mb" may be what a tool measured; an owner makes it the machine's
    r"|(?:system|sys|host|installed|unified|total)[_ ](?:mem|memory))"
    r"(?:[_ ](?:total|size|capacity))?[_ ](?:gb|gib|mb|mib|tb|tib)"
)


def names_machine_memory_key(key: str) -> bool:
    """True for a key written as an identifier of a machine's memory and its unit ("ram_gb",
    "vram_gb", "system_memory_gb"); False for keys with a word of use ("peak_vram_gb",
    "mem_used_gb") or any other wording ("VRAM (GB)", "Peak Memory")."""
    return _MACHINE_MEMORY_KEY.fullmatch(key.strip()) is not None
