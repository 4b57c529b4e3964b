"""Print how long report rendering and outbox delivery take (figures, not assertions).

    .venv/bin/python benchmarks/report_and_outbox.py

- report: assemble + render Markdown + SVG for the scenario scaled to N results/claims;
- outbox: rows delivered per second on SQLite through the lease/claim/finish path, with an
  in-process httpx.MockTransport receiver (so the store, not the network, is measured).
"""

from __future__ import annotations

import datetime as dt
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.notify.conftest import FakeClock, add_row, event, targets
from tests.report import scenario
from watcher.notify.deliver import Deliverer
from watcher.report import assemble, render_markdown, render_svg
from watcher.store import open_store


def bench_report(n: int) -> float:
    """Seconds to assemble and render a report with n results and ~n claims."""
    results = [
        {"document": dict(scenario.MEASURED["document"], job_id=f"job-{i}"), "source": None}
        for i in range(n)
    ]
    claims = [
        dict(c, source=f"{c['source']} {i}") for i in range(n // 7 + 1) for c in scenario.CLAIMS
    ]
    data = scenario.scenario_input(results=results, claims=claims, verdicts=[])
    start = time.perf_counter()
    report = assemble(data)
    render_markdown(report, chart_href="c.svg")
    render_svg(report)
    return time.perf_counter() - start


def bench_outbox(n: int) -> float:
    """Rows per second delivered from a SQLite outbox."""
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(f"sqlite:///{tmp}/b.db")
        store.init()
        for i in range(n):
            add_row(store, "webhook" if i % 2 else "slack", event(number=i + 1))
        client = httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200)))
        clock = FakeClock(dt.datetime(2026, 11, 29, tzinfo=dt.UTC))
        start = time.perf_counter()
        totals = Deliverer(store, targets(), client, clock=clock, sleep=clock.sleep).run()
        elapsed = time.perf_counter() - start
        assert totals == {"delivered": n}, totals
        store.dispose()
        return n / elapsed


if __name__ == "__main__":
    for n in (1, 100, 1000):
        print(f"report: {n:5d} results, render {bench_report(n) * 1000:8.1f} ms")
    for n in (100, 500):
        print(f"outbox: {n:5d} rows on SQLite, {bench_outbox(n):8.1f} rows/s delivered")
