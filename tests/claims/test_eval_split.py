"""The evaluation's parts are fixed by source address, so tuning can never see held-out text.

``benchmarks/claims_eval.py`` is a script, not a module of the package; it is loaded from its
file here, and only its splitting is checked (scoring it would run the reader on every text).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "claims_eval.py"
DATA = Path(__file__).resolve().parents[1] / "data" / "claims_eval"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("claims_eval_script", SCRIPT)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


EVAL = _load()


def test_snippets_of_one_page_share_every_part() -> None:
    a = {"url": "https://example.org/post#first-table"}
    b = {"url": "https://example.org/post#second-table"}
    assert EVAL.part_of(a) == EVAL.part_of(b)
    assert EVAL.dev_half(a) == EVAL.dev_half(b)


def test_the_dev_halves_split_only_dev_and_both_are_sizeable() -> None:
    dev = [s for s in EVAL.load_snippets(DATA) if s["part"] == "dev"]
    halves = [EVAL.dev_half(s) for s in dev]
    assert set(halves) == {"tune", "check"}
    assert 0.35 < halves.count("tune") / len(dev) < 0.65


@pytest.mark.parametrize(
    "argv",
    [
        ["--split-dev", "--mistakes", "heldout"],
        ["--dev-only", "--mistakes", "heldout"],
        ["--mistakes", "tune"],
        ["--mistakes", "heldout"],
    ],
)
def test_listings_that_would_spoil_a_part_are_refused(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert EVAL.main(argv) == 2
    assert capsys.readouterr().err.strip()
