"""The grammar probe's shapes (``benchmarks/claims_grammar.py``), one module per family.

Each module other than ``common`` holds a ``SHAPES`` dict (name -> shape); ``shapes()`` gathers
them all, module by module in name order. A new family of shapes is a new module here: nothing
else is edited, so two changes that each add shapes never touch the same lines.
"""

from __future__ import annotations

import importlib
import pkgutil

from claims_shapes.common import Shape


def shapes() -> dict[str, Shape]:
    """Every module's shapes; a name defined by two modules is an error, not a silent overwrite."""
    out: dict[str, Shape] = {}
    where: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name == "common":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        for name, shape in getattr(module, "SHAPES", {}).items():
            if name in out:
                raise ValueError(
                    f"grammar shape {name!r} is defined in both {where[name]} and {info.name}"
                )
            out[name] = shape
            where[name] = info.name
    return out
