"""SPEC is a benchmark name from the rules or a YAML file; errors name file, line, key."""

from __future__ import annotations

from pathlib import Path

import pytest

from watcher.bench.specload import load_spec
from watcher.errors import RulesError, UsageError


def test_by_name(rules_dir: Path) -> None:
    """A name resolves in the rules, with the mode's flags from the engines table."""
    loaded = load_spec("clover-sglang-selfspec-h200", rules_dir)
    assert loaded.spec.engine == "sglang"
    assert loaded.mode_flags == ["--speculative-algorithm", "NEXTN"]
    assert loaded.source.endswith("benchmarks.clover-sglang-selfspec-h200")


def test_unknown_name(rules_dir: Path) -> None:
    """An unknown name lists the known ones."""
    with pytest.raises(UsageError, match="known: clover-llama-ar-4090"):
        load_spec("nope", rules_dir)


def test_file_ok(tmp_path: Path, rules_dir: Path) -> None:
    """A spec file validates; ar needs no flags."""
    f = tmp_path / "cpu.yaml"
    f.write_text("engine: llama.cpp\nmodel: {path: m.gguf, name: M}\nmode: ar\nrepeats: 3\n")
    loaded = load_spec(str(f), rules_dir)
    assert (loaded.name, loaded.spec.repeats, loaded.mode_flags) == ("cpu", 3, [])


def test_file_errors_name_file_line_key(tmp_path: Path, rules_dir: Path) -> None:
    """An unknown key and a bad value are located."""
    f = tmp_path / "bad.yaml"
    f.write_text("engine: llama.cpp\nmodel: {path: m.gguf, name: M}\nrepeat: 3\nmax_tokens: 0\n")
    with pytest.raises(RulesError) as e:
        load_spec(str(f), rules_dir)
    got = sorted(str(p) for p in e.value.problems)
    assert got[0].startswith(f"{f}:3: repeat: unknown key (expected one of: engine,")
    assert got[1] == f"{f}:4: max_tokens: Input should be greater than or equal to 1, got 0"


def test_file_yaml_error_and_missing(tmp_path: Path) -> None:
    """Broken YAML gives its line; a missing file says so."""
    f = tmp_path / "broken.yaml"
    f.write_text("engine: llama.cpp\nmodel: [\n")
    with pytest.raises(RulesError, match=r"broken.yaml:\d+: invalid YAML"):
        load_spec(str(f), None)
    with pytest.raises(RulesError, match="no such spec file"):
        load_spec(str(tmp_path / "absent.yaml"), None)


def test_unknown_mode_without_flags(tmp_path: Path, rules_dir: Path) -> None:
    """A mode the engines table lacks is a usage error; mode_flags in the spec override."""
    f = tmp_path / "spec.yaml"
    f.write_text("engine: llama.cpp\nmodel: {path: m.gguf, name: M}\nmode: diffusion\n")
    with pytest.raises(UsageError, match=r"mode 'diffusion' of engine llama\.cpp has no flags"):
        load_spec(str(f), rules_dir)
    f.write_text(
        "engine: llama.cpp\nmodel: {path: m.gguf, name: M}\nmode: diffusion\n"
        "mode_flags: [--diffusion-steps, '32']\n"
    )
    assert load_spec(str(f), rules_dir).mode_flags == ["--diffusion-steps", "32"]


def test_runner_overrides_point_at_the_engine_built_at_the_ref(tmp_path) -> None:
    """The bench workflow's WATCHER_ENGINE_BIN/PYTHON/REF replace the spec's engine."""
    from watcher.bench.specload import load_spec, with_runner_overrides

    rules = Path(__file__).resolve().parents[2] / "rules"
    llama = load_spec("clover-llama-ar-4090", rules)
    env = {
        "WATCHER_ENGINE_BIN": "/w/engine/build/bin/llama-server",
        "WATCHER_ENGINE_PYTHON": "/w/venv/bin/python",
        "WATCHER_ENGINE_REF": "a" * 40,
    }
    got = with_runner_overrides(llama, env)
    assert got.spec.server.binary == "/w/engine/build/bin/llama-server"
    assert got.spec.server.python is None
    assert got.spec.engine_ref == "a" * 40
    assert got.spec.server.args == llama.spec.server.args
    sglang = with_runner_overrides(load_spec("clover-sglang-selfspec-h200", rules), env)
    assert sglang.spec.server.python == "/w/venv/bin/python"
    assert with_runner_overrides(llama, {}) is llama
