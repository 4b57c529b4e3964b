"""Load rules from a YAML file or a folder of them, with errors that name file, line and key.

``load_rules(path)`` returns validated :class:`~watcher.rules.models.Rules` or raises
:class:`~watcher.errors.RulesError` listing every problem found, each located at the line
of the offending key (YAML syntax errors at the line the parser stopped on).
"""

from __future__ import annotations

import os
import stat
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from watcher.errors import RulesError, RulesProblem
from watcher.rules.models import BenchmarkAction, Rules, RulesFile, Vocabulary

Path_ = tuple[str | int, ...]
RULE_SUFFIXES = (".yaml", ".yml")
MAX_FILE_BYTES = 256 * 1024  # a rules file is a few KiB; anything this big is a mistake
MAX_NODES = 100_000  # scalars and collections after aliases are expanded ("billion laughs")
MAX_DEPTH = 64  # nesting of mappings and sequences (the YAML composer recurses)


@dataclass(frozen=True)
class SourceFile:
    """One parsed rules file: its data and where each key sits."""

    path: str
    data: dict[str, Any]
    lines: dict[Path_, int]

    def line(self, loc: Path_) -> int | None:
        """Line of the deepest known prefix of ``loc`` (1-based)."""
        for end in range(len(loc), -1, -1):
            line = self.lines.get(tuple(loc[:end]))
            if line is not None:
                return line
        return None


def _walk(
    node: yaml.Node, path: Path_, lines: dict[Path_, int], problems: list[RulesProblem], file: str
) -> None:
    """Record the line of every key and item; report duplicate keys."""
    if isinstance(node, yaml.MappingNode):
        seen: set[Any] = set()
        for key_node, value_node in node.value:
            key = key_node.value
            here = (*path, key)
            if key in seen:
                problems.append(
                    RulesProblem(file, key_node.start_mark.line + 1, _dotted(here), "duplicate key")
                )
            seen.add(key)
            lines[here] = key_node.start_mark.line + 1
            _walk(value_node, here, lines, problems, file)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            here = (*path, i)
            lines[here] = item.start_mark.line + 1
            _walk(item, here, lines, problems, file)


def _read_bounded(path: Path) -> str:
    """The file's text; ValueError for a non-regular file or one over MAX_FILE_BYTES."""
    if not path.is_file():
        raise ValueError("not a regular file")
    with path.open("rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise ValueError("not a regular file")
        raw = fh.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise ValueError(f"larger than {MAX_FILE_BYTES // 1024} KiB, too big for a rules file")
    return raw.decode("utf-8")


def check_shape(text: str) -> tuple[int | None, str] | None:
    """Refuse YAML whose aliases expand too far, that nests too deeply or refers to itself.

    Reads the event stream (no recursion, no objects built): every node's size counts its
    expanded contents, an alias counts the size of its anchor's node. Returns the line and
    the problem, or None when the document is within bounds.
    """
    sizes: dict[str, int] = {}
    open_anchors: set[str] = set()
    stack: list[tuple[str | None, int]] = []  # (anchor, size so far) per open collection
    total = 0

    def add(n: int) -> None:
        # n values more in the expanded document, inside the innermost open collection
        nonlocal total
        total += n
        if stack:
            anchor, size = stack[-1]
            stack[-1] = (anchor, size + n)

    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        line = event.start_mark.line + 1 if event.start_mark else None
        if isinstance(event, yaml.AliasEvent):
            if event.anchor in open_anchors:
                return line, f"alias *{event.anchor} refers to the node that contains it"
            add(sizes.get(str(event.anchor), 1))
        elif isinstance(event, yaml.ScalarEvent):
            add(1)
            if event.anchor:
                sizes[event.anchor] = 1
        elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            if len(stack) >= MAX_DEPTH:
                return line, f"nested deeper than {MAX_DEPTH} levels"
            add(1)
            if event.anchor:
                open_anchors.add(event.anchor)
            stack.append((event.anchor, 1))
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            anchor, size = stack.pop()
            if stack:  # the parent counted this collection's start; now add its contents
                parent, psize = stack[-1]
                stack[-1] = (parent, psize + size - 1)
            if anchor:
                open_anchors.discard(anchor)
                sizes[anchor] = size
        if total > MAX_NODES:
            return line, f"expands to more than {MAX_NODES} values (aliases refer to too much)"
    return None


def parse_file(path: Path) -> tuple[SourceFile | None, list[RulesProblem]]:
    """Parse YAML, keeping line numbers; never raises for bad YAML."""
    file = str(path)
    try:
        text = _read_bounded(path)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return None, [RulesProblem(file, None, "", f"cannot read: {exc}")]
    problems: list[RulesProblem] = []
    try:
        bad = check_shape(text)
        if bad is not None:
            return None, [RulesProblem(file, bad[0], "", f"refused: {bad[1]}")]
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        return None, [RulesProblem(file, line, "", f"invalid YAML: {what}")]
    except yaml.YAMLError as exc:
        return None, [RulesProblem(file, None, "", f"invalid YAML: {exc}")]
    except Exception as exc:  # "!!int 'x'", "!!timestamp 'x'": PyYAML's constructors raise
        # ValueError, AttributeError, ... for a tag its value defies; still one problem line
        first = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
        return None, [RulesProblem(file, None, "", f"invalid YAML: a tagged value: {first}")]
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return None, [
            RulesProblem(
                file,
                1,
                "",
                "expected a mapping of sections at the top "
                "(watches, benchmarks, engines, claims, vocabulary, "
                "schedule, verification, sources)",
            )
        ]
    lines: dict[Path_, int] = {}
    if root is not None:
        _walk(root, (), lines, problems, file)
    return SourceFile(file, data, lines), problems


def _dotted(loc: Path_) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _unwrap(tp: Any) -> list[Any]:
    """The concrete types inside Annotated/Optional/Union."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(tp)[0])
    if origin in (typing.Union, types.UnionType):
        return [t for a in typing.get_args(tp) for t in _unwrap(a)]
    return [tp]


def _model_at(model: type[BaseModel], loc: Path_) -> type[BaseModel] | None:
    """The pydantic model class that owns the last key of ``loc``, if one does."""
    current: Any = model
    for part in loc[:-1]:
        nxt = None
        for tp in _unwrap(current):
            if isinstance(tp, type) and issubclass(tp, BaseModel):
                if isinstance(part, str) and part in tp.model_fields:
                    nxt = tp.model_fields[part].annotation
            else:
                origin, args = typing.get_origin(tp), typing.get_args(tp)
                if origin is list and isinstance(part, int):
                    nxt = args[0]
                elif origin is dict and args:
                    nxt = args[1]
            if nxt is not None:
                break
        if nxt is None:
            return None
        current = nxt
    for tp in _unwrap(current):
        if isinstance(tp, type) and issubclass(tp, BaseModel):
            return tp
    return None


def _problems_from_validation(src: SourceFile, exc: ValidationError) -> list[RulesProblem]:
    """Turn pydantic errors into located problems; union branches are merged."""
    grouped: dict[Path_, list[str]] = {}
    for err in exc.errors(include_url=False):
        raw = tuple(err["loc"])
        # keep only the parts that are real keys/indices of the YAML (drop union branch tags)
        loc: Path_ = ()
        for part in raw:
            cand = (*loc, part)
            if cand in src.lines or (isinstance(part, int) and (*loc, part) in src.lines):
                loc = cand
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            owner = _model_at(RulesFile, loc)
            allowed = ", ".join(owner.model_fields) if owner else ""
            msg = f"unknown key (expected one of: {allowed})" if allowed else "unknown key"
        elif err["type"] == "missing":
            loc = raw if len(raw) and raw[:-1] == loc else loc
            msg = f"missing required key {raw[-1]!r}"
        elif err["type"] == "value_error":
            msg = msg.removeprefix("Value error, ")
        elif "input" in err and not isinstance(err["input"], (dict, list)):
            msg = f"{msg}, got {err['input']!r}"
        grouped.setdefault(loc, [])
        if msg not in grouped[loc]:
            grouped[loc].append(msg)
    problems = []
    for loc, msgs in grouped.items():
        text = msgs[0] if len(msgs) == 1 else "expected one of: " + "; or ".join(msgs)
        problems.append(RulesProblem(src.path, src.line(loc), _dotted(loc), text))
    return problems


def rule_files(path: Path) -> list[Path]:
    """The YAML files a rules path stands for (a file, or a folder's *.yaml sorted)."""
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.suffix in RULE_SUFFIXES and p.is_file())
    return [path]  # parse_file refuses anything but a regular file


def load_rules(path: str | Path) -> Rules:
    """Load, validate and merge rules; raise RulesError with every problem found."""
    root = Path(path)
    if not root.exists():
        raise RulesError([RulesProblem(str(root), None, "", "no such file or folder")])
    files = rule_files(root)
    if not files:
        raise RulesError([RulesProblem(str(root), None, "", "no *.yaml rules files here")])

    problems: list[RulesProblem] = []
    parsed: list[tuple[SourceFile, RulesFile]] = []
    for f in files:
        src, probs = parse_file(f)
        problems += probs
        if src is None:
            continue
        try:
            parsed.append((src, RulesFile.model_validate(src.data)))
        except ValidationError as exc:
            problems += _problems_from_validation(src, exc)
    if problems:
        raise RulesError(problems)

    rules, merge_problems = _merge(parsed, source=str(root))
    problems += merge_problems
    if rules is not None:
        problems += _cross_check(rules, parsed)
    if problems:
        raise RulesError(problems)
    assert rules is not None
    return rules


def _merge(
    parsed: list[tuple[SourceFile, RulesFile]], *, source: str = ""
) -> tuple[Rules | None, list[RulesProblem]]:
    problems: list[RulesProblem] = []
    merged: dict[str, Any] = {
        "watches": [],
        "benchmarks": {},
        "engines": {},
        "claims": [],
        "sources": [],
    }
    source_names: dict[str, str] = {}
    vocab: dict[str, dict[str, Any]] = {k: {} for k in Vocabulary.model_fields}
    single: dict[str, tuple[str, Any]] = {}
    watch_names: dict[str, str] = {}
    for src, rf in parsed:
        for i, w in enumerate(rf.watches):
            if w.name in watch_names:
                problems.append(
                    RulesProblem(
                        src.path,
                        src.line(("watches", i, "name")),
                        f"watches[{i}].name",
                        f"watch name {w.name!r} is already used in {watch_names[w.name]}",
                    )
                )
            watch_names[w.name] = src.path
        merged["watches"] += rf.watches
        for i, s in enumerate(rf.sources):
            if s.name in source_names:
                problems.append(
                    RulesProblem(
                        src.path,
                        src.line(("sources", i, "name")),
                        f"sources[{i}].name",
                        f"source name {s.name!r} is already used in {source_names[s.name]}",
                    )
                )
            source_names[s.name] = src.path
        merged["sources"] += rf.sources
        merged["claims"] += rf.claims
        for section in ("benchmarks", "engines"):
            for name, value in getattr(rf, section).items():
                if name in merged[section]:
                    problems.append(
                        RulesProblem(
                            src.path,
                            src.line((section, name)),
                            f"{section}.{name}",
                            "defined twice",
                        )
                    )
                merged[section][name] = value
        if rf.vocabulary is not None:
            for cat in vocab:
                for name, term in getattr(rf.vocabulary, cat).items():
                    if name in vocab[cat]:
                        problems.append(
                            RulesProblem(
                                src.path,
                                src.line(("vocabulary", cat, name)),
                                f"vocabulary.{cat}.{name}",
                                "defined twice",
                            )
                        )
                    vocab[cat][name] = term
        for section in ("schedule", "verification"):
            value = getattr(rf, section)
            if value is not None:
                if section in single:
                    problems.append(
                        RulesProblem(
                            src.path,
                            src.line((section,)),
                            section,
                            f"also defined in {single[section][0]}",
                        )
                    )
                single[section] = (src.path, value)
    if problems:
        return None, problems
    merged["vocabulary"] = Vocabulary(**vocab)
    for section, (_, value) in single.items():
        merged[section] = value
    return Rules(**merged, source=source), []


def _cross_check(rules: Rules, parsed: list[tuple[SourceFile, RulesFile]]) -> list[RulesProblem]:
    """References between sections: benchmark names, modes, explicit PR numbers."""
    problems: list[RulesProblem] = []
    for src, rf in parsed:
        for i, w in enumerate(rf.watches):
            for event, actions in w.actions.items():
                for j, action in enumerate(actions):
                    if (
                        isinstance(action, BenchmarkAction)
                        and action.benchmark not in rules.benchmarks
                    ):
                        loc: Path_ = ("watches", i, "actions", event, j, "benchmark")
                        known = ", ".join(sorted(rules.benchmarks)) or "none defined"
                        problems.append(
                            RulesProblem(
                                src.path,
                                src.line(loc),
                                _dotted(loc),
                                f"no benchmark named {action.benchmark!r} (known: {known})",
                            )
                        )
            for j, number in enumerate(w.prs.benchmark_unmerged):
                if number not in w.prs.track:
                    loc = ("watches", i, "prs", "benchmark_unmerged", j)
                    problems.append(
                        RulesProblem(
                            src.path,
                            src.line(loc),
                            _dotted(loc),
                            f"PR {number} must also be listed in prs.track to be benchmarked "
                            "before it merges",
                        )
                    )
        for name, bench in rf.benchmarks.items():
            table = rules.engines.get(bench.engine)
            if table is not None and bench.mode not in table.modes:
                loc = ("benchmarks", name, "mode")
                problems.append(
                    RulesProblem(
                        src.path,
                        src.line(loc),
                        _dotted(loc),
                        f"engine {bench.engine} has no mode {bench.mode!r} in engines "
                        f"(known: {', '.join(sorted(table.modes))})",
                    )
                )
            hw = bench.hardware
            if hw is not None and rules.vocabulary.hardware and hw not in rules.vocabulary.hardware:
                loc = ("benchmarks", name, "hardware")
                problems.append(
                    RulesProblem(
                        src.path,
                        src.line(loc),
                        _dotted(loc),
                        f"unknown hardware {hw!r} (add it to vocabulary.hardware)",
                    )
                )
    return problems


def rules_schema() -> dict[str, Any]:
    """JSON Schema of one rules file, for editors."""
    schema = RulesFile.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "upstream-watcher rules file"
    return schema
