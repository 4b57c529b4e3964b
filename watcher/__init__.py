"""upstream-watcher: follow upstream PRs and releases, benchmark what lands, check claims.

The package is split by room (see docs/ARCHITECTURE.md): pure decisions (``detect``, ``claims``,
report assembly) take plain values; I/O lives at the edges (``github``, ``store``,
``notify``, ``bench``).
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
