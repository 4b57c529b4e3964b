"""Fuzzing the rooms that read untrusted text: no crash but a typed error, bounded time.

Hypothesis drives arbitrary text (and arbitrary bytes for the SSE parser) into the rules
loader, the SSE parser, the claim extractor and the report renderer. Each input must
finish within the deadline (a catastrophic backtracking regex would blow it) and may only
fail with a ``watcher.errors`` class.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.report import scenario
from watcher.bench.sse import SSEParser
from watcher.claims import extract_claims
from watcher.errors import RulesError
from watcher.report import assemble, render_markdown, render_svg
from watcher.rules import load_rules

ROOT = Path(__file__).resolve().parents[2]
VOCAB = load_rules(ROOT / "rules").vocabulary
DEADLINE = dt.timedelta(seconds=5)  # generous on a shared CI box; backtracking takes minutes
FUZZ = settings(max_examples=150, deadline=DEADLINE, suppress_health_check=[HealthCheck.too_slow])

# text that looks like what the rooms parse: digits, units, table pipes, YAML punctuation
_TOKENS = [
    *"0123456789.,-+x|#:*&!%@`'\"{}[]<>()\\/ \t\n\r\u202e",
    *["tok/s", "GiB", "MiB", "H200", "llama.cpp", "sglang", "RTX 4090", "data:"],
    *["watches:", "  - ", "pattern: ", "repo: ", "name: ", "prs:", "match:", "all:"],
]
SHAPED = st.lists(st.sampled_from(_TOKENS), max_size=200).map("".join)
TEXT = st.one_of(st.text(max_size=600), SHAPED)


# ------------------------------------------------------------------ rules loader


def _load_text(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rules.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            load_rules(path)
        except RulesError as exc:
            assert exc.problems
            assert all(p.file.endswith("rules.yaml") for p in exc.problems)


@FUZZ
@given(TEXT)
def test_rules_loader_on_arbitrary_text(text: str) -> None:
    """Any text as a rules file loads or raises RulesError naming the file."""
    _load_text(text.encode("utf-8", "replace").decode("utf-8"))


YAML_SCALAR = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=40)
)
YAML_VALUE = st.recursive(
    YAML_SCALAR,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=25,
)
WATCH_KEYS = st.sampled_from(
    ["name", "repo", "prs", "releases", "actions", "match", "all", "any", "pattern", "track"]
)


@FUZZ
@given(
    st.dictionaries(
        st.sampled_from(["watches", "benchmarks", "vocabulary", "notify", "schedule", "x"]),
        st.one_of(
            YAML_VALUE,
            st.lists(st.dictionaries(WATCH_KEYS, YAML_VALUE, max_size=6), max_size=3),
        ),
        max_size=4,
    )
)
def test_rules_loader_on_arbitrary_structures(doc: dict[str, Any]) -> None:
    """Well-formed YAML of the wrong shape (nulls, lists for maps, floats) → RulesError."""
    _load_text(yaml.safe_dump(doc, allow_unicode=True))


# ------------------------------------------------------------------ SSE parser


def _parse_all(chunks: list[bytes]) -> list[tuple[str, str]]:
    parser = SSEParser()
    events = []
    for chunk in chunks:
        events += parser.feed(chunk)
    events += parser.close()
    return [(e.event, e.data) for e in events]


@FUZZ
@given(st.binary(max_size=2000), st.lists(st.integers(0, 2000), max_size=20))
def test_sse_parser_on_arbitrary_bytes_any_split(data: bytes, cuts: list[int]) -> None:
    """Arbitrary bytes never raise, and how they are split into chunks never matters."""
    points = sorted({min(c, len(data)) for c in cuts})
    chunks = [data[a:b] for a, b in zip([0, *points], [*points, len(data)], strict=True)]
    assert _parse_all(chunks) == _parse_all([data])


@FUZZ
@given(
    st.lists(
        st.sampled_from(
            [b"data: ", b"event: x", b":", b"\r", b"\n", b"\xf0\x9f", b"\x98\x80", b"[DONE]", b"{}"]
        ),
        max_size=80,
    )
)
def test_sse_parser_on_shaped_streams(parts: list[bytes]) -> None:
    """Streams made of SSE tokens (split CRLF, split UTF-8) parse the same byte by byte."""
    data = b"".join(parts)
    assert _parse_all([data[i : i + 1] for i in range(len(data))]) == _parse_all([data])


# ------------------------------------------------------------------ claim extractor


@FUZZ
@given(TEXT, st.one_of(st.none(), st.text(max_size=80)), st.one_of(st.none(), st.text(max_size=80)))
def test_claim_extractor_on_arbitrary_text(
    text: str, source: str | None, title: str | None
) -> None:
    """Any text, source and title: a list of claims with finite, non-negative values."""
    for claim in extract_claims(text, VOCAB, source=source, title=title):
        assert claim.value >= 0
        assert claim.value == claim.value  # not NaN
        assert claim.standing in ("reported", "unverifiable")


@settings(max_examples=5, deadline=dt.timedelta(seconds=20))
@given(
    st.sampled_from(
        ["9" * 199_000, "| 1 | 2 |\n" * 20_000, "1.5 tok/s " * 20_000, "x" * 199_000 + "tok/s"]
    )
)
def test_claim_extractor_on_large_adversarial_text(text: str) -> None:
    """Near-cap inputs of digits, table rows and repeated figures finish (capped, no blow-up)."""
    extract_claims(text, VOCAB, source="sgl-project/sglang#1")


# ------------------------------------------------------------------ report renderer

_PIPE = re.compile(r"(?<!\\)\|")


def _structure(markdown: str) -> list[int]:
    """Unescaped pipes per table line: what hostile text must not change."""
    return [len(_PIPE.findall(line)) for line in markdown.splitlines() if line.startswith("|")]


def _with_text(hostile: str) -> Any:
    events = [dict(e, title=hostile) for e in scenario.EVENTS]
    prs = [dict(p, title=hostile) for p in scenario.PRS]
    claims = [dict(c, text=hostile) for c in scenario.CLAIMS]
    results = []
    for r in scenario.FAILED, scenario.MEASURED:
        doc = dict(r["document"])
        if doc.get("failure"):
            doc["failure"] = dict(doc["failure"], message=hostile)
        doc["model"] = dict(doc["model"], name=hostile)
        results.append(dict(r, document=doc))
    return scenario.scenario_input(
        events=events, prs=prs, claims=claims, results=results, title="report"
    )


BENIGN = _with_text("plain words")
BENIGN_MD = render_markdown(assemble(BENIGN))


@FUZZ
@given(st.one_of(st.text(min_size=1, max_size=300), SHAPED.filter(bool)))
def test_report_renderer_on_hostile_text(hostile: str) -> None:
    """Hostile titles, claim texts, messages and model names never add a row, cell or ping."""
    report = assemble(_with_text(hostile))
    markdown = render_markdown(report)
    render_svg(report)
    assert _structure(markdown) == _structure(BENIGN_MD)
    assert len(markdown.splitlines()) == len(BENIGN_MD.splitlines())
    for ping in ("@channel", "@here", "<!here>", "<!channel>"):
        if ping in hostile:
            assert ping not in markdown


def test_fuzz_inputs_are_real() -> None:
    """The benign report has tables (so the structure comparison compares something)."""
    assert len(_structure(BENIGN_MD)) > 5
    assert dataclasses.is_dataclass(BENIGN)
