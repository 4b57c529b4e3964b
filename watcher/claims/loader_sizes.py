"""The model-file size llama.cpp's loader prints is a tool's field describing the file, no
claim (LABELLING, batches 116 and 125: "the ``llm_load_print_meta: model size = … GiB`` lines
are a tool's file-size field"; a table's size column is not labelled either).

The loader's buffer lines ("CUDA0 buffer size = 4403.49 MiB", "KV self size = …") say what
the run allocated and stay `memory`; only the ``model size`` / ``file size`` field of the
metadata printout (``llm_load_print_meta:``, and ``print_info:`` in newer builds) is the
file's. The pattern is anchored at the figure and holds bounded quantifiers only.
"""

from __future__ import annotations

import re

# "llm_load_print_meta: model size       = 4.58 GiB", "print_info: file size   = 4.58 GiB",
# a line quoted in a bullet ("• llm_load_print_meta: model size = 233.852 GiB")
_META_SIZE_BEFORE = re.compile(
    r"(?:llm_load_print_meta|print_info):[ \t]{1,12}(?:model|file)[ \t]size[ \t]{0,24}=[ \t]{0,12}$"
)


def is_loader_file_size(text: str, start: int) -> bool:
    """True for the size the loader prints as the model file's (``model size = 4.58 GiB``)."""
    return _META_SIZE_BEFORE.search(text, max(0, start - 80), start) is not None
