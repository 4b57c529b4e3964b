"""llama.cpp's batch size is a count of prompt tokens, not of requests.

llama.cpp (and the tools built on it: Ollama, KoboldCpp, LM Studio) calls the number of prompt
tokens it processes in one step its batch size (``-b``/``--batch-size``, ``n_batch``, 512 to
4096 by default); its concurrent streams are slots (``--parallel``/``-np``). A "Batch Size: 2048"
in a post whose engines are all of that family is a setting of prompt processing, no run's
concurrency (reading rules §4: concurrency is requests in flight). A batch of a few requests
("batch size 8") keeps its reading. A post that names no engine but runs a GGUF file
("FILE=...-Q4_K_M.gguf" under "BATCH_SIZE=4096") runs that family too: GGUF is its format.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc

_LLAMA_FAMILY = frozenset({"llama.cpp", "ollama", "koboldcpp", "lm-studio"})
_BATCH_WORD = re.compile(r"batch|batchgröße|батч|lot|lote", re.IGNORECASE)
# a GGUF file or quant named: llama.cpp's own format ("model-Q4_K_M.gguf", "GGUF weights")
_GGUF = re.compile(r"gguf(?![a-z])", re.IGNORECASE)
TOKEN_BATCH_MIN = 256  # llama.cpp's smallest usual n_batch is 512; few runs serve 256 streams


def is_token_batch(doc: _Doc, words: str, n: int) -> bool:
    """True when ``words`` (a stated load's match, ``n`` its number) is a batch size of a post
    whose engines, in its text or title, are all of llama.cpp's family (or that names none and
    runs a GGUF file)."""
    if n < TOKEN_BATCH_MIN or _BATCH_WORD.search(words) is None:
        return False
    names = {m.name for m in doc.near("engine", 0, len(doc.text) + 1)}
    names |= {m.name for m in doc.title_mentions.get("engine", [])}
    if names:
        return names <= _LLAMA_FAMILY
    return _GGUF.search(doc.text) is not None or _GGUF.search(doc.title) is not None
