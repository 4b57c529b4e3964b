"""``benchmarks/claims_ablate.py``: a drop filter ablated in every module that bound it.

The script is loaded from its file (it is not part of the package).
"""

from __future__ import annotations

import importlib
import importlib.util

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.rules import Vocabulary

ABLATE = load_benchmark("claims_ablate")


def test_every_ablation_names_a_bound_predicate() -> None:
    """Each listed predicate exists, is bound somewhere, and the patch comes undone."""
    for name, neutral, _ in ABLATE.ABLATIONS:
        module_name, attr = name.rsplit(".", 1)
        module = importlib.import_module(module_name)
        target = getattr(module, attr)
        assert neutral is ABLATE.NEVER or callable(target), name
        bindings = ABLATE.patch(name, neutral)
        try:
            assert bindings, name
            assert getattr(module, attr) is not target, name
        finally:
            ABLATE.undo(bindings)
        assert getattr(module, attr) is target, name


def test_patch_reaches_the_importing_module_and_undo_restores_it(vocab: Vocabulary) -> None:
    """A goal is dropped; with ``is_goal`` ablated (bound in figures.py, not only goals.py)
    it is read, and undoing the patch drops it again."""
    text = "We want to reach 100 tok/s on an H100 with vLLM."
    assert extract_claims(text, vocab) == []
    bindings = ABLATE.patch("watcher.claims.goals.is_goal", False)
    try:
        assert {m.__name__ for m, _, _ in bindings} >= {
            "watcher.claims.goals",
            "watcher.claims.figures",
        }
        assert [c.value for c in extract_claims(text, vocab)] == [100.0]
    finally:
        ABLATE.undo(bindings)
    assert extract_claims(text, vocab) == []


def test_criterion() -> None:
    """Removal needs a check F1 gain of 0.001 at a precision cost of at most 0.003."""
    base = {"labels": 1000, "predicted": 1000, "paired": 900}
    gain = {"labels": 1000, "predicted": 1004, "paired": 904}  # F1 +0.002, precision +0.0004
    costly = {"labels": 1000, "predicted": 1100, "paired": 980}  # F1 up, precision -0.009
    assert ABLATE.passes(base, gain)
    assert not ABLATE.passes(base, costly)
    assert not ABLATE.passes(base, base)
