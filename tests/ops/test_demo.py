"""`watcher demo`: the scenario replayed offline, through the production code paths."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import run_cli


def test_demo_runs_offline_and_reports_three_standings(tmp_path: Path) -> None:
    """The demo walks the timeline, emits each event once, and writes the three sections."""
    # a Slack URL in the caller's environment must not be used by the demo
    out = run_cli(
        "demo",
        "--dir",
        str(tmp_path / "d"),
        "--json",
        cwd=tmp_path,
        timeout=300,
        SLACK_WEBHOOK_URL="http://127.0.0.1:9/never-called",
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    events = [key for step in result["steps"] for key in step["events"]]
    assert events == [
        "ggml-org/llama.cpp#31306:pr_discovered",
        "sgl-project/sglang#46927:pr_discovered",
        "ggml-org/llama.cpp#32001:pr_opened",
        "sgl-project/sglang#46927:pr_approved",
        "sgl-project/sglang#46927:pr_merged",
        "sgl-project/sglang@v0.6.0:release_published",
        "sgl-project/sglang#46927:pr_released",
    ]
    report = Path(result["report"]).read_text()
    assert "## Measured" in report and "## Claimed" in report and "## Unverifiable" in report
    # the AR-only PR is not mistaken for the fast path, even though its body says
    # "parallel decode is future work"
    line = next(ln for ln in report.splitlines() if "parallel-decode path in a release" in ln)
    assert "sglang\\#46927 in v0.6.0" in line and "31306" not in line
    # a figure quoted in the rules and in the PR body it came from is listed once
    assert sum("453.59 tok/s (decode)" in ln for ln in report.splitlines()) == 1
    unverifiable = report.split("## Unverifiable", 1)[1].split("## ", 1)[0]
    assert "515 tok/s" in unverifiable and "680 tok/s" in unverifiable
    measured = report.split("## Measured", 1)[1].split("## Claimed", 1)[0]
    assert "515" not in measured and "680" not in measured
    # the merge dispatched one benchmark, whose stand-in result is labelled as demo data
    [row] = [ln for ln in measured.splitlines() if ln.startswith("| DEMO DATA")]
    assert "self-speculative" in row and row.count("DEMO") >= 4
    # read cold, the report says DEMO wherever a demo figure appears
    assert "DEMO REPORT" in next(ln for ln in report.splitlines() if ln.startswith("**As of"))
    [claim] = [ln for ln in report.splitlines() if "453.59 tok/s (decode)" in ln]
    assert "against DEMO DATA" in claim and "DEMO 0.99×" in claim
    comparison = report.split("## Comparison", 1)[1].split("## ", 1)[0]
    assert all("DEMO" in ln for ln in comparison.splitlines() if "448.9" in ln or "453.59" in ln)
    svg = (Path(result["report"]).parent / "report.svg").read_text()
    assert "DEMO · sglang" in svg and "DEMO 448.9 tok/s" in svg
    db = tmp_path / "d" / "watcher.db"
    assert db.exists()


def test_demo_refuses_a_used_folder(tmp_path: Path) -> None:
    """A second demo into the same folder is a usage error, not a mixed database."""
    (tmp_path / "watcher.db").write_bytes(b"")
    out = run_cli("demo", "--dir", str(tmp_path), cwd=tmp_path)
    assert out.returncode == 2 and "empty --dir" in out.stderr
