"""Results from a runner are untrusted: only validated, bounded numbers reach the report."""

from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any

import pytest

from tests.bench.test_ingest import result_doc
from watcher.bench.ingest import ingest_result, row_values
from watcher.bench.result import parse_result
from watcher.errors import ResultInvalid
from watcher.report.publish import produce
from watcher.rules import load_rules
from watcher.store import BenchResultRow, Store


def _smuggle(store: Store, doc: dict[str, Any]) -> None:
    """Write a result row straight into the table, as a bug or a hand edit could."""
    valid = parse_result(result_doc(doc["job_id"]))
    values = row_values(valid, source="smuggled", now="2026-11-29T12:00:00Z")
    values["document"] = doc
    with store.session() as s:
        s.add(BenchResultRow(**values))


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("metrics", "decode_tok_s", "median"), 9.9e300),
        (("metrics", "decode_tok_s", "min"), -5.0),
        (("metrics", "peak_gpu_memory_mib"), -1.0),
        (("metrics", "accept_length"), 1e12),
        (("settings", "prompt_tokens"), 10**30),
        (("settings", "repeats"), 10**9),
        (("schema",), "something-else/9"),
    ],
)
def test_unvalidated_stored_numbers_never_reach_the_report(
    store: Store, rules_dir: Path, tmp_path: Path, path: tuple[str, ...], value: Any
) -> None:
    """A stored document that fails validation is left out of the report entirely."""
    with store.session() as s:
        ingest_result(s, result_doc("GOOD-1"), source="good.json")
    bad = copy.deepcopy(result_doc("EVIL-1"))
    node = bad
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    _smuggle(store, bad)
    out = produce(store, load_rules(rules_dir), tmp_path / "report.md", checker=False)
    assert "GOOD-1" in out.markdown
    assert "EVIL-1" not in out.markdown
    assert "EVIL-1" not in out.svg


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("settings", "prompt_tokens"), 10**30),
        (("settings", "max_tokens"), 10**12),
        (("settings", "context"), 10**12),
        (("settings", "repeats"), 10**9),
        (("metrics", "decode_tok_s", "max"), math.inf),
    ],
)
def test_absurd_settings_are_rejected_at_ingest(path: tuple[str, ...], value: Any) -> None:
    """Token counts beyond any model's context and absurd repeat counts are invalid."""
    doc = result_doc("J")
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(ResultInvalid, match=path[-2] if value is math.inf else path[-1]):
        parse_result(doc)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_finite_json_numbers_are_rejected(literal: str) -> None:
    """NaN/Infinity literals and overflowing numbers in the raw JSON are refused."""
    import json

    text = json.dumps(result_doc("J")).replace('"median": 100.0', f'"median": {literal}')
    with pytest.raises(ResultInvalid):
        parse_result(text)


def test_oversized_result_file_is_refused_unread(store: Store, tmp_path: Path) -> None:
    """bench ingest refuses a file over the cap without parsing it."""
    from watcher.bench.ingest import MAX_RESULT_BYTES, ingest_file

    big = tmp_path / "result.json"
    big.write_bytes(b" " * (MAX_RESULT_BYTES + 10))
    with pytest.raises(ResultInvalid, match="larger than"):
        ingest_file(store, big)


def test_result_path_named_by_a_webhook_reply_is_read_capped(tmp_path: Path) -> None:
    """A reply naming /dev/zero or a huge file fails the job instead of reading forever."""
    from watcher.bench.ingest import MAX_RESULT_BYTES
    from watcher.dispatch.lifecycle import Job
    from watcher.dispatch.webhook import WebhookBackend

    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (MAX_RESULT_BYTES + 1))
    backend = WebhookBackend(None, {})  # type: ignore[arg-type]
    for target, reason in (("/dev/zero", "not a regular file"), (str(huge), "larger than")):
        job = Job("j", "b", "llama.cpp", "abc", "ar", "r", "webhook", backend_ref=f"path:{target}")
        seen = backend.poll(job, None)  # type: ignore[arg-type]
        assert seen.phase == "failed"
        assert reason in (seen.reason or "")
