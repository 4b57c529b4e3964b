"""The installed package holds the product only: the wheel ships everything under watcher/
(hatch ``packages = ["watcher"]``), so test machinery must live under tests/, not there."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "watcher"

# What the fault-injecting fake GitHub (tests/fakes/github_api.py) can do; the demo's
# replay serves a fixed timeline and needs none of it.
FAULT_NAMES = {
    "Fault",
    "fail",
    "truncate",
    "garble",
    "delay",
    "moved",
    "malform_pull",
    "set_rate_limit",
    "bulk_history",
}


def _modules() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text("utf-8"))) for p in sorted(PACKAGE.rglob("*.py"))]


def test_no_product_module_imports_test_machinery() -> None:
    """Nothing under watcher/ imports from tests/ (``tests``, ``fakes``, ``conftest``)."""
    offenders = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in ("tests", "fakes", "conftest"):
                    offenders.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {name}")
    assert offenders == []


def test_no_product_module_defines_fault_injection() -> None:
    """No class or function under watcher/ is named for scripting faults."""
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {node.name}"
        for path, tree in _modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.ClassDef) and node.name in FAULT_NAMES
    ]
    assert found == []


def test_the_fault_injecting_fake_is_test_machinery() -> None:
    """The scan above would see the fake if it moved back: it defines those names."""
    fake = Path(__file__).resolve().parents[1] / "fakes" / "github_api.py"
    tree = ast.parse(fake.read_text("utf-8"))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    assert defined >= FAULT_NAMES
