"""``watcher bench run|ingest|results``: run a benchmark here, store results, list them."""

from __future__ import annotations

import json
import os
import re
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import Annotated, Any

import typer

from watcher.bench.harness import Seams, new_job_id, run_benchmark
from watcher.bench.ingest import ingest_file, list_results
from watcher.bench.progress import reporter_for
from watcher.bench.specload import load_spec, with_runner_overrides
from watcher.cli.common import (
    JsonOpt,
    RulesOpt,
    echo,
    get_rules,
    get_store,
    print_json,
    print_table,
    rules_path,
)
from watcher.errors import EXIT_OPERATIONAL, BenchError, UsageError

JOB_ID_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,199}")

bench_app = typer.Typer(
    help="Run benchmarks on this machine and store their results.",
    no_args_is_help=True,
    rich_markup_mode=None,
)


def _sigterm(signum: int, frame: FrameType | None) -> None:
    """A cancelled CI job sends SIGTERM: unwind like Ctrl-C so the server is stopped."""
    raise KeyboardInterrupt


@bench_app.command("run")
def run(
    spec: Annotated[
        str, typer.Argument(help="Benchmark name from the rules, or a spec YAML file.")
    ],
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Write the result JSON here [default: stdout]."),
    ] = None,
    job_id: Annotated[
        str | None,
        typer.Option("--job-id", help="Job id to record [default: local-<time>-<random>]."),
    ] = None,
    workdir: Annotated[
        Path, typer.Option("--workdir", help="Server logs and fixed model copies go here.")
    ] = Path("bench-work"),
    rules: RulesOpt = None,
) -> None:
    """Run a benchmark on this machine and write a watcher.bench-result/1 JSON.

    The server is started on 127.0.0.1 with a free port and always stopped (also on
    Ctrl-C). A failed run still writes its result (status: failed) and exits 1.

    Example:

        watcher bench run clover-llama-ar-4090 --out result.json --job-id J1

        watcher bench run my-spec.yaml -o result.json
    """
    # everything that can be refused is refused before a server starts
    if job_id is not None and not JOB_ID_RE.fullmatch(job_id):
        raise UsageError(
            "--job-id must be 1-200 letters, digits, '.', '_' or '-', starting with a letter "
            "or digit (it names files in the work folder)"
        )
    if out is not None:
        _check_out(out)
    loaded = with_runner_overrides(load_spec(spec, rules_path(rules)), os.environ)
    previous = signal.signal(signal.SIGTERM, _sigterm)
    reporter = reporter_for(sys.stderr)
    try:
        result = run_benchmark(
            loaded, job_id=job_id or new_job_id(), seams=Seams(reporter=reporter, workdir=workdir)
        )
    finally:
        reporter.close()
        signal.signal(signal.SIGTERM, previous)
    text = json.dumps(result, indent=2, ensure_ascii=False) + "\n"
    if out is None:
        sys.stdout.write(text)
    else:
        try:
            out.write_text(text, encoding="utf-8")
        except OSError as exc:
            sys.stdout.write(text)  # the measurement is not lost with the file
            raise BenchError(
                f"--out {out}: cannot write: {exc.strerror or exc}; the result was printed "
                "to stdout instead"
            ) from exc
    _summary(result, out)
    if result["status"] != "succeeded":
        raise typer.Exit(EXIT_OPERATIONAL)


def _check_out(out: Path) -> None:
    """Refuse an --out the result could not be written to (UsageError), creating its folder."""
    if out.is_dir():
        raise UsageError(f"--out {out}: is a folder, expected a file path")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"--out {out}: cannot create its folder: {exc.strerror or exc}") from exc
    if not os.access(out.parent, os.W_OK) or (out.exists() and not os.access(out, os.W_OK)):
        raise UsageError(f"--out {out}: not writable")


def _summary(result: dict[str, Any], out: Path | None) -> None:
    where = f" -> {out}" if out else ""
    if result["status"] == "succeeded":
        m = result["metrics"]
        d, t = m["decode_tok_s"], m["ttft_s"]
        server = m.get("server_decode_tok_s")
        peak = m.get("peak_gpu_memory_mib")
        line = (
            f"succeeded: decode {d['median']:,.1f} tok/s median "
            f"({d['min']:,.1f}-{d['max']:,.1f}), first token {t['median']:.3f} s"
            + (f", engine says {server['median']:,.1f} tok/s" if server else "")
            + (f", peak GPU {peak:,.0f} MiB" if peak is not None else ", no GPU")
        )
    else:
        f = result["failure"]
        line = f"failed ({f['kind']}): {f['message'].splitlines()[0]}"
    echo(f"watcher bench: {line}{where}", err=True)  # the engine's words are untrusted


@bench_app.command("ingest")
def ingest(
    file: Annotated[Path, typer.Argument(help="A result JSON (watcher.bench-result/1).")],
    as_json: JsonOpt = False,
    rules: RulesOpt = None,
) -> None:
    """Validate a result and store it; the same document twice is a no-op.

    A newly stored result queues its own notification for the rules' targets (the figure,
    its setup and the claim verdicts it changed); one that moves its series (see `watcher
    history`) also records a regression or improvement event and queues its notifications.

    Example:

        watcher bench ingest result.json
    """
    loaded = get_rules(rules)
    store = get_store()
    try:
        done = ingest_file(store, file, loaded)
    finally:
        store.dispose()
    if as_json:
        print_json({"job_id": done.job_id, "status": done.status, "inserted": done.inserted})
        return
    what = "stored" if done.inserted else "already stored (unchanged)"
    typer.echo(f"{done.job_id}: {done.status}, {what}")


@bench_app.command("results")
def results(as_json: JsonOpt = False) -> None:
    """List stored benchmark results.

    Example:

        watcher bench results

        watcher bench results --json | jq '.[].metrics.decode_tok_s.median'
    """
    store = get_store()
    try:
        with store.session() as session:
            rows = list_results(session)
    finally:
        store.dispose()
    if as_json:
        print_json([r.document for r in rows])
        return
    print_table(
        "Benchmark results",
        [
            "job_id",
            "status",
            "engine",
            "version",
            "mode",
            "model",
            "gpu",
            "decode tok/s (median)",
            "finished",
        ],
        [
            (
                r.job_id,
                r.status,
                r.engine,
                r.engine_version,
                r.mode,
                r.model,
                r.hardware or "-",
                f"{r.decode_tok_s_median:,.1f}" if r.decode_tok_s_median is not None else "-",
                r.finished_at,
            )
            for r in rows
        ],
    )


def register(app: typer.Typer) -> None:
    """Attach ``bench``."""
    app.add_typer(bench_app, name="bench")
