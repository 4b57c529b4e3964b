"""Find the spec ``watcher bench run SPEC`` means: a benchmark NAME in the rules, or a YAML file.

A spec file holds one benchmark (the keys of ``benchmarks.<name>`` in the rules). Errors
name the file, line and key, through the rules loader's own machinery. The mode's flags
come from the rules' ``engines`` table (or the spec's own ``mode_flags``); ``ar`` needs
no flags when no table is available.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from pydantic import ValidationError

from watcher.errors import RulesError, RulesProblem, UsageError
from watcher.rules.loader import SourceFile, _problems_from_validation, load_rules, parse_file
from watcher.rules.models import Benchmark, EngineModes, RulesFile

SPEC_SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class LoadedSpec:
    """A validated spec with its name, where it came from and its mode's flags."""

    name: str
    spec: Benchmark
    source: str
    mode_flags: list[str]


def looks_like_file(arg: str) -> bool:
    """True when SPEC names a file rather than a benchmark."""
    return arg.endswith(SPEC_SUFFIXES) or "/" in arg or Path(arg).is_file()


def parse_spec_file(path: Path) -> Benchmark:
    """Validate one spec file; RulesError naming file, line and key on any problem."""
    if not path.is_file():
        raise RulesError([RulesProblem(str(path), None, "", "no such spec file")])
    src, problems = parse_file(path)
    if problems or src is None:
        raise RulesError(problems)
    name = path.stem if _valid_name(path.stem) else "spec"
    # Validate as ``benchmarks.<name>`` of a rules file to reuse its located messages.
    prefix: tuple[str | int, ...] = ("benchmarks", name)
    shifted = SourceFile(
        src.path,
        {"benchmarks": {name: src.data}},
        {
            ("benchmarks",): 1,
            prefix: 1,
            **{(*prefix, *loc): line for loc, line in src.lines.items()},
        },
    )
    try:
        rf = RulesFile.model_validate(shifted.data)
    except ValidationError as exc:
        located = _problems_from_validation(shifted, exc)
        raise RulesError(
            [RulesProblem(p.file, p.line, _strip(p.key, name), p.message) for p in located]
        ) from exc
    return rf.benchmarks[name]


def _valid_name(stem: str) -> bool:
    """Whether a file stem is a valid benchmark name."""
    return bool(re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", stem))


def _strip(key: str, name: str) -> str:
    prefix = f"benchmarks.{name}"
    if key == prefix:
        return ""
    return key.removeprefix(prefix + ".")


def resolve_mode_flags(
    spec: Benchmark, engines: dict[str, EngineModes] | None, where: str
) -> list[str]:
    """The server flags for the spec's mode; UsageError when the mode is unknown."""
    if spec.mode_flags is not None:
        return list(spec.mode_flags)
    table = (engines or {}).get(spec.engine)
    if table is not None and spec.mode in table.modes:
        return list(table.modes[spec.mode])
    if spec.mode == "ar" and table is None:
        return []
    known = ", ".join(sorted(table.modes)) if table else "no engines table found"
    raise UsageError(
        f"{where}: mode {spec.mode!r} of engine {spec.engine} has no flags "
        f"(known modes: {known}); add it to the rules' engines table or set "
        "mode_flags in the spec"
    )


def load_spec(arg: str, rules_path: Path | None) -> LoadedSpec:
    """The spec for a benchmark name or spec file path, with its mode's flags."""
    if looks_like_file(arg):
        path = Path(arg)
        spec = parse_spec_file(path)
        engines = None
        if rules_path is not None and rules_path.exists():
            engines = load_rules(rules_path).engines
        return LoadedSpec(path.stem, spec, str(path), resolve_mode_flags(spec, engines, str(path)))
    if rules_path is None or not rules_path.exists():
        raise UsageError(
            f"{arg!r} is not a spec file, and there are no rules to find a "
            f"benchmark of that name in ({rules_path})"
        )
    rules = load_rules(rules_path)
    if arg not in rules.benchmarks:
        known = ", ".join(sorted(rules.benchmarks)) or "none defined"
        raise UsageError(f"no benchmark named {arg!r} in {rules_path} (known: {known})")
    spec = rules.benchmarks[arg]
    return LoadedSpec(
        arg,
        spec,
        f"{rules_path}:benchmarks.{arg}",
        resolve_mode_flags(spec, rules.engines, f"benchmarks.{arg}"),
    )


def with_runner_overrides(loaded: LoadedSpec, env: Mapping[str, str]) -> LoadedSpec:
    """Apply what the bench workflow built at the pinned ref: the engine under test.

    ``WATCHER_ENGINE_BIN`` replaces a llama.cpp spec's ``server.binary`` and
    ``WATCHER_ENGINE_PYTHON`` an SGLang spec's ``server.python`` (the workflow builds the
    engine at ``engine_ref`` and exports them); ``WATCHER_ENGINE_REF`` fills ``engine_ref``
    when the spec names none. Without them the spec runs as written.
    """
    spec = loaded.spec
    server_update: dict[str, str] = {}
    if spec.engine == "llama.cpp" and env.get("WATCHER_ENGINE_BIN"):
        server_update["binary"] = env["WATCHER_ENGINE_BIN"]
    if spec.engine == "sglang" and env.get("WATCHER_ENGINE_PYTHON"):
        server_update["python"] = env["WATCHER_ENGINE_PYTHON"]
    update: dict[str, object] = {}
    if server_update:
        update["server"] = spec.server.model_copy(update=server_update)
    if spec.engine_ref is None and env.get("WATCHER_ENGINE_REF"):
        update["engine_ref"] = env["WATCHER_ENGINE_REF"]
    if not update:
        return loaded
    return replace(loaded, spec=spec.model_copy(update=update))
