"""The precision of a quant named for an MLX run.

MLX quantises weights to n-bit integers (with a group size) and has no K-quants, so its
"Q6" is INT6 as its "Q4" and "Q8" are INT4 and INT8, where the vocabulary reads a bare
"Q6" as the GGUF type most files of that width are (LABELLING: MLX ladders' Q4/Q5/Q6/Q8
are INT4/INT5/INT6/INT8).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

_BARE_Q6 = re.compile(r"q6(?:[ \t_\-]?g(?:32|64|128))?", re.IGNORECASE)
_MLX = frozenset({"mlx", "mlx-lm"})


def run_precision(m: Mention, doc: _Doc, engine: str | None) -> str:
    """``m``'s precision for a run on ``engine``."""
    if m.name != "Q6_K" or engine not in _MLX:
        return m.name
    source = doc.title if m in doc.title_mentions["precision"] else doc.text
    return "INT6" if _BARE_Q6.fullmatch(source, m.start, m.end) else m.name
