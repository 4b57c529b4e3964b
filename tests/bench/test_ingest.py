"""Ingest: validate, store once per job_id, refuse a different document for the same id."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from watcher.bench.ingest import ResultConflict, ingest_file, ingest_result, list_results
from watcher.errors import ResultInvalid
from watcher.store import Store


def result_doc(job_id: str = "J1", **over: Any) -> dict[str, Any]:
    """A succeeded result shaped like the harness writes it."""
    doc: dict[str, Any] = {
        "schema": "watcher.bench-result/1",
        "job_id": job_id,
        "status": "succeeded",
        "failure": None,
        "engine": {
            "name": "llama.cpp",
            "version": "0.5.0-dev (build 1)",
            "commit": "0c1e570",
            "mode": "ar",
        },
        "model": {
            "name": "tiny",
            "file": "tiny.gguf",
            "sha256": None,
            "quantization": "F32",
            "fixups": [],
        },
        "hardware": {
            "gpu": None,
            "gpu_count": None,
            "gpu_memory_mib": None,
            "driver": None,
            "note": "no NVIDIA GPU found",
        },
        "settings": {
            "concurrency": 1,
            "prompt_tokens": 16,
            "max_tokens": 64,
            "context": None,
            "repeats": 3,
        },
        "metrics": {
            "decode_tok_s": {
                "min": 90.0,
                "median": 100.0,
                "max": 110.0,
                "runs": [90.0, 100.0, 110.0],
            },
            "ttft_s": {"min": 0.01, "median": 0.02, "max": 0.03, "runs": [0.01, 0.02, 0.03]},
            "peak_gpu_memory_mib": None,
        },
        "command": ["llama-server", "-m", "tiny.gguf"],
        "started_at": "2026-11-29T14:00:00Z",
        "finished_at": "2026-11-29T14:01:00Z",
    }
    doc.update(over)
    return doc


def test_ingest_once_then_noop(any_store: Store) -> None:
    """The same document twice: one row, the second ingest reports inserted=False."""
    with any_store.session() as s:
        first = ingest_result(s, result_doc(), source="a.json", now="2026-11-29T15:00:00Z")
    with any_store.session() as s:
        again = ingest_result(s, json.dumps(result_doc()), source="b.json")
    assert (first.inserted, again.inserted) == (True, False)
    with any_store.session() as s:
        rows = list_results(s)
    assert len(rows) == 1
    row = rows[0]
    assert (row.job_id, row.status, row.engine, row.mode, row.decode_tok_s_median, row.source) == (
        "J1",
        "succeeded",
        "llama.cpp",
        "ar",
        100.0,
        "a.json",
    )
    assert row.document["metrics"]["decode_tok_s"]["runs"] == [90.0, 100.0, 110.0]


def test_different_document_same_job_is_an_error(any_store: Store) -> None:
    """A changed figure under a stored job_id is refused; the stored row stays."""
    with any_store.session() as s:
        ingest_result(s, result_doc())
    changed = copy.deepcopy(result_doc())
    changed["metrics"]["decode_tok_s"]["max"] = 120.0
    changed["metrics"]["decode_tok_s"]["runs"] = [90.0, 100.0, 120.0]
    with pytest.raises(ResultConflict, match="J1"), any_store.session() as s:
        ingest_result(s, changed)
    with any_store.session() as s:
        assert list_results(s)[0].document["metrics"]["decode_tok_s"]["max"] == 110.0


def test_failed_result_is_stored(store: Store) -> None:
    """A failed run is a result too, with no figure."""
    doc = result_doc(
        "J2",
        status="failed",
        failure={"kind": "model_load", "message": "key not found in model: x"},
        metrics={},
    )
    with store.session() as s:
        assert ingest_result(s, doc).status == "failed"
        assert list_results(s)[0].decode_tok_s_median is None


@pytest.mark.parametrize(
    ("mutate", "needle"),
    [
        (lambda d: d.update(schema="other/1"), "schema must be"),
        (lambda d: d.update(status="failed"), "failed result needs failure"),
        (lambda d: d["metrics"]["decode_tok_s"].update(min=500.0), "min <= median <= max"),
    ],
)
def test_invalid_is_rejected(store: Store, mutate: Any, needle: str) -> None:
    """Invalid documents raise ResultInvalid and store nothing."""
    doc = result_doc()
    mutate(doc)
    with pytest.raises(ResultInvalid, match=needle), store.session() as s:
        ingest_result(s, doc, source="r.json")
    with store.session() as s:
        assert list_results(s) == []


def test_ingest_file(store: Store, tmp_path: Path) -> None:
    """From a file, naming it as the source; NaN is not JSON we accept."""
    f = tmp_path / "result.json"
    f.write_text(json.dumps(result_doc("J3")))
    assert ingest_file(store, f).inserted
    bad = tmp_path / "nan.json"
    bad.write_text(json.dumps(result_doc("J4")).replace("100.0", "NaN"))
    with pytest.raises(ResultInvalid, match=r"nan\.json"):
        ingest_file(store, bad)
