"""``watcher demo``: the scenario replayed offline through the production code paths."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Annotated

import typer

from watcher.cli.common import JsonOpt, print_json, rules_path
from watcher.demo.replay import DemoStep, run_demo
from watcher.errors import UsageError


def demo(
    folder: Annotated[
        Path | None,
        typer.Option(
            "--dir", help="Where to leave rules, database and report [default: a temp dir]."
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Replay the Clover scenario offline and write its report: no network, no GPU.

    A bundled recording of llama.cpp and SGLang is served on 127.0.0.1; the timeline (a
    Clover self-speculative PR opens, SGLang #46927 is approved, merges and ships) runs
    through the real poll, claims, dispatch, notify and report steps. Benchmarks run a
    stand-in whose results are labelled DEMO DATA.

    Example:

        watcher demo

        watcher demo --dir demo-out && less demo-out/report.md
    """
    where = folder if folder is not None else Path(tempfile.mkdtemp(prefix="watcher-demo-"))

    def show(step: DemoStep) -> None:
        if as_json:
            return
        typer.echo(f"{step.at}  {step.say}")
        for key in step.events:
            typer.echo(f"    event  {key}")
        for what, value in step.jobs.items():
            typer.echo(f"    jobs   {what}: {value}")

    source = rules_path(None, note=False)  # the demo replays the bundled scenario on purpose
    if not source.is_dir():
        raise UsageError(f"the demo starts from a rules folder; {source} is not one")
    if (where / "watcher.db").exists():
        raise UsageError(f"{where} already holds a demo: pick an empty --dir")
    result = run_demo(where, source, on_step=show)
    if as_json:
        print_json(
            {
                "folder": str(result.folder),
                "report": str(result.report),
                "steps": [s.__dict__ for s in result.steps],
            }
        )
        return
    typer.echo(f"\nreport: {result.report}")


def register(app: typer.Typer) -> None:
    """Attach ``demo``."""
    app.command("demo")(demo)
