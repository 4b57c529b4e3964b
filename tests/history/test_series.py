"""Series identity, points and ordering from result documents (pure)."""

from __future__ import annotations

from tests.history import series_data as data
from watcher.history.series import Stored, build_series, point_of, series_key


def test_setup_fields_make_the_series() -> None:
    """Concurrency, quantization or GPU apart: different series; the job's benchmark counts."""
    base = data.result_doc("a", [1.0])
    key = series_key(base, "bench")
    assert key.id == "bench/sglang/self-speculative/clover-35b-a3b/bf16/1xnvidia-h200/c1"
    assert series_key(data.result_doc("b", [2.0]), "bench") == key
    for other in (
        data.result_doc("c", [1.0], concurrency=4),
        data.result_doc("d", [1.0], quantization="FP8"),
        data.result_doc("e", [1.0], gpu="NVIDIA B200"),
    ):
        assert series_key(other, "bench") != key
    assert series_key(base, None).benchmark == "-"
    assert "no GPU" in series_key(data.result_doc("f", [1.0], gpu=None), None).describe()


def test_point_reads_runs_suspect_and_failure() -> None:
    """Runs and min/median/max come from decode_tok_s; a 20% gap to the engine is suspect."""
    ok = point_of(
        Stored(data.result_doc("a", [90.0, 100.0, 110.0]), ref="v1", ref_date="2026-01-01")
    )
    assert (ok.runs, ok.median, ok.dated_by, ok.suspect) == (
        (90.0, 100.0, 110.0),
        100.0,
        "release",
        None,
    )
    sus = point_of(Stored(data.result_doc("b", [100.0], server=[125.0])))
    assert sus.suspect is not None and not sus.usable and sus.dated_by == "run"
    bad = point_of(Stored(data.result_doc("c", [], status="failed")))
    assert bad.median is None and bad.failure == "oom: CUDA out of memory" and not bad.usable
    commit = point_of(Stored(data.result_doc("d", [1.0]), ref="ab" * 20, ref_date="2026-01-02"))
    assert commit.dated_by == "commit"


def test_points_follow_ref_dates_not_ingest_order() -> None:
    """Sorted by the ref's date; without one, by when the run finished."""
    items = [
        Stored(data.result_doc("late", [1.0]), ref="v2", ref_date="2026-02-01"),
        Stored(data.result_doc("early", [1.0]), ref="v1", ref_date="2026-01-01"),
        Stored(data.result_doc("undated", [1.0], finished_at="2026-01-15T00:00:00Z")),
    ]
    (series,) = build_series(items)
    assert [p.job_id for p in series.points] == ["early", "undated", "late"]
    assert series.latest() is not None and series.latest().job_id == "late"  # type: ignore[union-attr]
