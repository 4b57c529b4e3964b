"""`rules check` warns about a wired speculative benchmark whose engine flags are empty."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import run_cli
from watcher.rules import load_rules
from watcher.rules.lint import empty_mode_flags

RULES = Path(__file__).resolve().parents[2] / "rules"


def test_shipped_rules_warn_about_llama_cpp_self_speculative() -> None:
    """llama.cpp's self-speculative flags are [] in the shipped rules: one warning."""
    rules = load_rules(RULES)
    [line] = empty_mode_flags(rules)
    assert "clover-llama-selfspec-4090" in line
    assert "engines.llama.cpp.modes.self-speculative is empty" in line


def test_no_warning_once_the_flags_are_set_or_for_ar() -> None:
    """Flags present: nothing to say; AR benchmarks never warn."""
    rules = load_rules(RULES)
    engines = dict(rules.engines)
    llama = engines["llama.cpp"]
    engines["llama.cpp"] = llama.model_copy(
        update={"modes": {**llama.modes, "self-speculative": ["--spec-self"]}}
    )
    assert empty_mode_flags(rules.model_copy(update={"engines": engines})) == []
    del engines["llama.cpp"]
    [line] = empty_mode_flags(rules.model_copy(update={"engines": engines}))
    assert "is not set" in line


def test_rules_check_prints_the_warning_and_still_passes() -> None:
    """The warning goes to stderr and into --json; the exit code stays 0."""
    out = run_cli("rules", "check", str(RULES), "--json")
    assert out.returncode == 0, out.stderr
    assert "warning: watch" in out.stderr
    assert len(json.loads(out.stdout)["warnings"]) == 1
