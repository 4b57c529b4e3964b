"""``benchmarks/claims_grammar.py``: sentences built from the reading rules, read by the rules.

Each shape builds plain sentences that exercise one rule, with labels that follow by
construction; the reader must make no mistake on a fixed sample of each. A shape that fails
here is a rule the reader does not hold on the plainest text that states it.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import shutil
import sys
from pathlib import Path

import pytest

from tests.helpers import load_benchmark
from watcher.rules import Vocabulary

GRAMMAR = load_benchmark("claims_grammar")


@pytest.mark.parametrize("shape", sorted(GRAMMAR.SHAPES))
def test_the_reader_holds_each_rule_on_plain_sentences(shape: str, vocab: Vocabulary) -> None:
    build = GRAMMAR.SHAPES[shape]
    r = random.Random(f"test:{shape}")
    wrong = []
    for _ in range(25):
        text, labels, *context = build(r)
        wrong.extend(
            (text, field, detail)
            for field, detail in GRAMMAR.mistakes(text, labels, vocab, *context)
        )
    assert wrong == []


def test_mistakes_name_a_missed_figure_a_wrong_field_and_an_extra(vocab: Vocabulary) -> None:
    """The scorer itself: each kind of difference is reported under its field."""
    text = "SGLang reaches 95 tok/s on 1x H100 with EAGLE-3. It needs 12 GB."
    labels = [
        {"value": 95.0, "engine": "vllm", "mode": "eagle"},
        {"value": 40.0, "metric": "ttft"},
    ]
    got = list(GRAMMAR.mistakes(text, labels, vocab))
    assert ("engine", ("vllm", "sglang")) in got
    assert ("missed", {"value": 40.0, "metric": "ttft"}) in got
    assert ("extra", (12.0, "memory")) in got
    assert not any(field == "mode" for field, _ in got)


def test_the_same_seed_builds_the_same_texts() -> None:
    first = [GRAMMAR.SHAPES["two setups"](random.Random("s")) for _ in range(1)]
    second = [GRAMMAR.SHAPES["two setups"](random.Random("s")) for _ in range(1)]
    assert first == second


def test_a_shape_named_by_two_modules_is_an_error_naming_both(tmp_path: Path) -> None:
    """Shapes are gathered from every module of ``benchmarks/claims_shapes``: a second module
    reusing a name must not silently replace the first one's shape."""
    package = tmp_path / "twice"
    package.mkdir()
    shutil.copy(Path(GRAMMAR.__file__).parent / "claims_shapes" / "__init__.py", package)
    for name in ("first", "second"):
        (package / f"{name}.py").write_text(f"SHAPES = {{'loads': lambda r: ('{name}', [])}}\n")
    spec = importlib.util.spec_from_file_location(
        "twice", package / "__init__.py", submodule_search_locations=[str(package)]
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["twice"] = module
    try:
        spec.loader.exec_module(module)
        with pytest.raises(ValueError, match="'loads' is defined in both first and second"):
            module.shapes()
    finally:
        for name in ("twice", "twice.first", "twice.second"):
            sys.modules.pop(name, None)


def test_every_family_module_adds_its_shapes() -> None:
    families = sorted(
        p.stem
        for p in (Path(GRAMMAR.__file__).parent / "claims_shapes").glob("*.py")
        if p.stem not in ("__init__", "common")
    )
    assert len(families) >= 10
    for family in families:
        shapes = importlib.import_module(f"claims_shapes.{family}").SHAPES
        assert shapes, family
        assert all(GRAMMAR.SHAPES[name] is shape for name, shape in shapes.items()), family
