"""Columns of virtual memory: address space a process reserved, not memory a run used.

Beside a "Resident Memory" column (what the process held: a run's memory in use, reading rules
§4), a "Virtual Memory" or "VIRT" column is what it mapped; LABELLING leaves it unlabelled.
"""

from __future__ import annotations

import re

_VIRTUAL = re.compile(r"(?<![a-z])(?:virt(?:ual)?|vsz)(?![a-z])", re.IGNORECASE)


def names_virtual_memory(header: str) -> bool:
    """True for a column named for virtual memory ("Virtual Memory", "VIRT", "VSZ")."""
    return _VIRTUAL.search(header) is not None
