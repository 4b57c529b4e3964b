"""``watcher history``: each benchmark series with its points across engine versions."""

from __future__ import annotations

from typing import Annotated

import typer

from watcher.cli.common import JsonOpt, RulesOpt, get_rules, get_store, print_json, print_table
from watcher.errors import UsageError
from watcher.history import load_series


def _fig(value: float | None) -> str:
    return "-" if value is None else f"{value:,.1f}"


def history(
    benchmark: Annotated[
        str | None, typer.Option("--benchmark", help="Only this benchmark's series.")
    ] = None,
    as_json: JsonOpt = False,
    rules: RulesOpt = None,
) -> None:
    """List each benchmark series and its points in engine-version order.

    A series is one setup (benchmark, engine, mode, model and quantization, GPU and
    count, concurrency); its points are ordered by release date for tags and merge date
    for commits. Decode tok/s is min - median - max over the runs.

    Example:

        watcher history --benchmark clover-sglang-selfspec-h200

        watcher history --json | jq '.[].points[].decode_tok_s.median'
    """
    loaded = get_rules(rules)
    store = get_store()
    try:
        with store.session() as session:
            found = load_series(session, loaded, benchmark=benchmark)
    finally:
        store.dispose()
    if benchmark is not None and not found:
        known = sorted(loaded.benchmarks)
        raise UsageError(
            f"no stored results for benchmark {benchmark!r}"
            + (f" (rules name: {', '.join(known)})" if known else "")
        )
    if as_json:
        print_json([s.to_json() for s in found])
        return
    rows = []
    for s in found:
        for p in s.points:
            figures = (
                f"{_fig(p.minimum)} - {_fig(p.median)} - {_fig(p.maximum)}"
                if p.median is not None
                else f"failed ({p.failure or 'no figures'})"
            )
            note = "suspect: client and engine disagree" if p.suspect else ""
            rows.append(
                (
                    s.id,
                    p.ref,
                    p.version,
                    f"{p.date[:10]} ({p.dated_by})",
                    figures,
                    len(p.runs),
                    p.job_id,
                    note,
                )
            )
    print_table(
        "Benchmark series",
        [
            "series",
            "ref",
            "version",
            "date",
            "decode tok/s (min - median - max)",
            "runs",
            "job",
            "note",
        ],
        rows,
    )


def register(app: typer.Typer) -> None:
    """Attach ``history``."""
    app.command("history")(history)
