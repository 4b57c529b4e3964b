"""A post whose setup names the engine built on a library ran that engine, not the library.

LABELLING (mlx vs mlx-lm): a figure is ``mlx-lm`` when its post's setup names mlx-lm (an
"MLX-LM: 0.20.4" version line), though its tables and sentences say only "MLX". The setup is
where the engine is named as the run's software: with its version ("| **mlx-lm** | 0.30.5 |",
"via mlx-lm 0.31.2", "mlx_lm (PyPI version 0.19.2)") or as what MLX ran as ("MLX with MLX-LM",
"MLX: mlx-lm stream_generate"). A list of engines ("Rapid-MLX, mlx-lm, oMLX, Ollama"), an
import in example code ("from mlx_lm import load") or a remark that MLX LM can run models
names no setup.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.engines import library_in_own_repo, library_under_named_engine
from watcher.claims.names import Mention
from watcher.claims.scope import same_post

# what the library's name is, in a setup that names the engine built on it
BUILT_ON = {"mlx": "mlx-lm"}
# "mlx-lm 0.31.2", "| **mlx-lm** | 0.30.5 |", "MLX-LM: 0.20.4", "mlx_lm (PyPI version 0.19.2)"
_VERSION_AFTER = re.compile(
    r"[*`]{0,2}[ \t]{0,2}[|:]?[ \t]{0,2}(?:\([ \t]{0,2}(?:PyPI[ \t]{1,2})?version[ \t]{1,2})?"
    r"v?\d{1,2}\.\d{1,3}(?:\.\d{1,3})?(?![\d.]*[ \t]{0,2}(?:[%xX×]|GB|tok|ms))",
    re.IGNORECASE,
)
# "MLX with MLX-LM", "MLX: mlx-lm", "MLX (mlx-lm)": the library named as running the engine
_LIBRARY_BEFORE = re.compile(
    r"MLX[*`]{0,2}(?:[ \t]{1,2}with[ \t]{1,2}|[ \t]{0,2}[:(][ \t]{0,2})[*`]{0,2}$"
)


def _setup_engines(doc: _Doc) -> tuple[Mention, ...]:
    """The mentions of engines built on a library that name them as the run's software."""
    found = []
    for m in doc.mentions["engine"]:
        if m.name not in BUILT_ON.values():
            continue
        if _VERSION_AFTER.match(doc.text, m.end) or _LIBRARY_BEFORE.search(
            doc.text, max(0, m.start - 16), m.start
        ):
            found.append(m)
    return tuple(found)


def engine_in_setup(engine: str | None, at: int, doc: _Doc) -> str | None:
    """The engine a library's name stands for in a post whose setup names that engine (a
    thread's other post is not this figure's setup: reading rules §1)."""
    if engine not in BUILT_ON:
        return None
    key = (_setup_engines, "engine", -1)
    named = doc.flags.get(key)
    if not isinstance(named, tuple):
        named = doc.flags[key] = _setup_engines(doc)
    if named and doc.layout is not None:
        named = tuple(same_post(list(named), at, doc.layout))
    return BUILT_ON[engine] if any(m.name == BUILT_ON[engine] for m in named) else None


def library_engine(
    engine: str | None, implied: str | None, source: str | None, at: int, doc: _Doc
) -> str | None:
    """The engine a figure's library name stands for: the repository's engine built on it
    ("after updating MLX" in an mlx-lm issue), else the one the post's setup names."""
    if library_in_own_repo(engine, implied, source) or library_under_named_engine(
        engine, implied, doc
    ):
        return implied
    if implied is None:
        return engine_in_setup(engine, at, doc) or engine
    return engine
