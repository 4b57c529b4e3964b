"""Fuzzing rules files and result JSON for the inputs that exhaust a machine: alias bombs,
deep nesting, huge scalars and odd YAML types. Every example must finish within the
deadline and allocate at most ``MAX_ALLOC`` (tracemalloc), and may only fail with the
loader's or the validator's own error."""

from __future__ import annotations

import copy
import datetime as dt
import json
import tempfile
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bench.test_ingest import result_doc
from watcher.bench.result import parse_result
from watcher.errors import ResultInvalid, RulesError
from watcher.rules import load_rules

MAX_ALLOC = 64 * 1024 * 1024
BOUNDED = settings(
    max_examples=60,
    deadline=dt.timedelta(seconds=30),  # a shared 2-core CI box; an unbounded input never ends
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@contextmanager
def bounded_memory() -> Iterator[None]:
    tracemalloc.start()
    try:
        yield
        _, peak = tracemalloc.get_traced_memory()
        assert peak < MAX_ALLOC, f"allocated {peak / 1e6:.0f} MB"
    finally:
        tracemalloc.stop()


# ------------------------------------------------------------------ rules files

ODD = [
    "!!binary aGVsbG8=",
    "!!timestamp 2001-12-14t21:59:43.10-05:00",
    "!!set {a, b}",
    "!!python/object:os.system [ls]",
    "!!omap [a: 1]",
    ".nan",
    "-.inf",
    "~",
    "2026-12-01",
    "0x1F",
    "1e400",
    "0o17",
    "yes",
    "'quoted'",
    '"\\x1b[2J"',
    "|\n      block\n      text",
    "{? [complex, key] : v}",
    "[]",
    "{}",
    "!!str 1",
    "!!int 'x'",
    "&a 1",
    "*undefined",
    "<<: {a: 1}",
    "!custom tag",
    "@reserved",
    "`tick",
    "%TAG ! tag:x,2000:",
]


@st.composite
def alias_bomb(draw: st.DrawFn) -> str:
    levels, width = draw(st.integers(1, 14)), draw(st.integers(1, 12))
    lines = ['a0: &a0 ["x", "y"]']
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]")
    where = draw(st.sampled_from(["claims", "watches", "vocabulary"]))
    return "\n".join(lines) + f"\n{where}: *a{levels - 1}\n"


@st.composite
def deep(draw: st.DrawFn) -> str:
    depth = draw(st.integers(1, 20_000))
    opener, closer = draw(st.sampled_from([("[", "]"), ("{a: ", "}"), ("- ", "")]))
    if opener == "- ":
        return "watches:\n" + "".join(f"{'  ' * i}- \n" for i in range(min(depth, 2000)))
    return "watches: " + opener * depth + closer * depth + "\n"


@st.composite
def huge_scalar(draw: st.DrawFn) -> str:
    size = draw(st.sampled_from([10, 20_000, 100_000, 300_000, 3_000_000]))
    key = draw(st.sampled_from(["name", "repo", "pattern", "text"]))
    return f"watches:\n  - {key}: {'x' * size}\n"


@st.composite
def odd_types(draw: st.DrawFn) -> str:
    values = draw(st.lists(st.sampled_from(ODD), min_size=1, max_size=8))
    fields = ["name", "repo", "releases", "prs", "actions", "old_names", "track"]
    body = "\n".join(f"    {draw(st.sampled_from(fields))}: {v}" for v in values)
    head = draw(st.sampled_from(["watches:\n  -\n", "benchmarks:\n  b:\n", "schedule:\n  x:\n"]))
    return head + body + "\n"


def _load(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rules.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            load_rules(path)
        except RulesError as exc:
            assert exc.problems and all(p.file == str(path) for p in exc.problems)
            assert all("\n" not in str(p) for p in exc.problems)


@BOUNDED
@given(st.one_of(alias_bomb(), deep(), odd_types()))
def test_rules_loader_is_bounded(text: str) -> None:
    """Expansion and nesting are where memory can run away: bounded time and memory."""
    with bounded_memory():
        _load(text)


@BOUNDED
@given(huge_scalar())
def test_rules_loader_refuses_huge_files_in_time(text: str) -> None:
    """The size cap bounds memory by itself; tracemalloc would only slow the scanner."""
    _load(text)


# ------------------------------------------------------------------ result JSON

JSONISH: st.SearchStrategy[Any] = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=False),
        st.text(max_size=40),
        st.sampled_from(["not a date", "2026-12-01T09:00:00Z", "NaN"]),
    ),
    lambda kids: (
        st.lists(kids, max_size=5) | st.dictionaries(st.text(max_size=8), kids, max_size=5)
    ),
    max_leaves=30,
)
PATHS = [
    ("finished_at",),
    ("started_at",),
    ("job_id",),
    ("status",),
    ("failure",),
    ("metrics", "decode_tok_s"),
    ("metrics", "decode_tok_s", "runs"),
    ("metrics", "decode_tok_s", "median"),
    ("metrics", "ttft_s", "min"),
    ("settings", "repeats"),
    ("hardware", "gpu_count"),
    ("engine",),
    ("model", "name"),
    ("command",),
    ("extra",),
]


def _set(doc: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        nxt = doc.get(key)
        if not isinstance(nxt, dict):
            nxt = doc[key] = {}
        doc = nxt
    doc[path[-1]] = value


@st.composite
def result_text(draw: st.DrawFn) -> str:
    doc = copy.deepcopy(result_doc())
    for _ in range(draw(st.integers(0, 4))):
        _set(doc, draw(st.sampled_from(PATHS)), draw(JSONISH))
    text = json.dumps(doc)
    kind = draw(st.sampled_from(["doc", "nested", "number", "truncated"]))
    if kind == "nested":
        depth = draw(st.integers(1, 200_000))
        text = text[:-1] + ', "deep": ' + "[" * depth + "]" * depth + "}"
    elif kind == "number":
        text = text.replace('"repeats": 3', '"repeats": 1' + "0" * draw(st.integers(1, 5000)))
    elif kind == "truncated":
        text = text[: draw(st.integers(0, len(text)))]
    return text


def _parse_bounded(text: str, parse: Callable[[str], Any]) -> None:
    with bounded_memory():
        try:
            parse(text)
        except ResultInvalid as exc:
            assert str(exc).startswith("r.json: ")


@BOUNDED
@given(result_text())
def test_result_validation_is_bounded(text: str) -> None:
    _parse_bounded(text, lambda t: parse_result(t, where="r.json"))


@pytest.mark.parametrize(
    "text",
    [
        "watches:\n  -\n    name: !!int 'x'\n",
        "watches:\n  -\n    name: !!float 'x'\n",
        "watches:\n  -\n    name: !!timestamp 'x'\n",
        "watches:\n  -\n    name: !!binary '%%%'\n",
    ],
)
def test_a_tag_its_value_defies_is_a_rules_problem(text: str) -> None:
    """Found by the fuzz: `!!int 'x'` raised ValueError out of the loader (a traceback)."""
    _load(text)
