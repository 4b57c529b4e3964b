"""``watcher claims extract|list|sync``: figures found in text, stored claims and verdicts."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from sqlmodel import col, select

from watcher.claims import Claim, check
from watcher.claims.extract import read
from watcher.claims.listing import merge_seen, source_names
from watcher.claims.patterns import MAX_FIGURES, MAX_TEXT, MAX_WEIGHED
from watcher.claims.sources import SourceText, store_source, sync
from watcher.cli.common import JsonOpt, RulesOpt, get_rules, get_store, print_json, print_table
from watcher.errors import EXIT_OPERATIONAL, UsageError
from watcher.store import BenchResultRow, ClaimRow

claims_app = typer.Typer(
    help="Find performance claims in text and check them against measurements.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

MAX_INPUT_BYTES = 5 * 1024 * 1024


def _read_input(path: Path | None) -> str:
    if path is None:
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        where = "stdin"
    else:
        try:
            with path.open("rb") as fh:
                data = fh.read(MAX_INPUT_BYTES + 1)
        except OSError as exc:
            raise UsageError(f"{path}: cannot read: {exc.strerror or exc}") from exc
        where = str(path)
    if len(data) > MAX_INPUT_BYTES:
        raise UsageError(f"{where}: more than {MAX_INPUT_BYTES // (1024 * 1024)} MiB of text")
    return data.decode("utf-8", errors="replace")


def _figure(c: Claim) -> str:
    if c.value_min is not None and c.value_max is not None:
        return f"{c.value_min:g}-{c.value_max:g} {c.unit}"
    return f"{c.value:g} {c.unit}"


def _one_line(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@claims_app.command("extract")
def extract(
    file: Annotated[
        Path | None, typer.Option("--file", "-f", help="Read this file instead of stdin.")
    ] = None,
    source: Annotated[
        str | None,
        typer.Option("--source", help="Where the text came from: owner/repo#N or a URL."),
    ] = None,
    title: Annotated[
        str | None, typer.Option("--title", help="The PR or page title (context only).")
    ] = None,
    store_it: Annotated[
        bool,
        typer.Option(
            "--store", help="Also store the claims (replacing this source's earlier ones)."
        ),
    ] = False,
    as_json: JsonOpt = False,
    rules_override: RulesOpt = None,
) -> None:
    """Print the claims found in text (stdin by default).

    Example:

        echo "SGLang reaches 453.59 tok/s on 1x H200" | watcher claims extract

        watcher claims extract --file pr.md --source sgl-project/sglang#46927 --json
    """
    rules = get_rules(rules_override)
    text = _read_input(file)
    reading = read(text, rules.vocabulary, source=source, title=title)
    found = reading.claims
    if store_it:
        if not source:
            raise UsageError("--store needs --source (claims are replaced per source)")
        store = get_store()
        try:
            store_source(
                store,
                SourceText(
                    key=f"cli:{source}", origin="cli", source=source, body=text, title=title
                ),
                rules.vocabulary,
            )
        finally:
            store.dispose()
    if as_json:
        print_json([c.to_json() for c in found])
        return
    print_table(
        "Claims",
        ["figure", "metric", "engine", "mode", "hardware", "standing", "missing", "text"],
        [
            (
                _figure(c),
                c.metric,
                _engine(c),
                c.mode,
                _hardware(c),
                c.standing,
                ", ".join(c.missing),
                _one_line(c.text),
            )
            for c in found
        ],
    )
    if reading.truncated:
        sys.stderr.write(
            f"note: truncated: the text is longer than {MAX_TEXT:,} characters;"
            " only the start was read\n"
        )
    if reading.capped:
        sys.stderr.write(
            f"note: truncated: reading stopped at {MAX_FIGURES:,} figures or"
            f" {MAX_WEIGHED:,} numbers with a unit, the most read from one text\n"
        )


def _engine(c: Claim) -> str:
    if c.engine is None:
        return ""
    ref = c.engine_version or c.engine_pr or ""
    return f"{c.engine} {ref}".strip() + (" (implied)" if c.engine_implied else "")


def _hardware(c: Claim) -> str:
    if c.hardware is None:
        return ""
    return f"{c.gpu_count}x {c.hardware}" if c.gpu_count else c.hardware


def stored_claims(session: Any) -> list[tuple[ClaimRow, Claim]]:
    """Every stored claim with its row, oldest first."""
    rows = session.exec(select(ClaimRow).order_by(col(ClaimRow.id))).all()
    return [(r, Claim.from_json(r.document)) for r in rows]


@claims_app.command("list")
def list_(
    as_json: JsonOpt = False,
    standing: Annotated[
        str | None, typer.Option("--standing", help="Only reported, unverifiable or measured.")
    ] = None,
    rules_override: RulesOpt = None,
) -> None:
    """List stored claims with their standing and their verdict against our measurements.

    Example:

        watcher claims list --standing reported

        watcher claims list --json | jq '.[] | {text, standing, verdict: .verdict.verdict}'
    """
    rules = get_rules(rules_override)
    store = get_store()
    try:
        with store.session() as session:
            found = stored_claims(session)
            results = [r.document for r in session.exec(select(BenchResultRow)).all()]
    finally:
        store.dispose()
    demo_jobs = {str(d.get("job_id")) for d in results if d.get("demo")}
    out = []
    # one claim seen in two sources (a rules seed and the PR body it quotes) is listed once
    for merged in merge_seen((row.id, row.origin, row.document) for row, _ in found):
        claim = Claim.from_json(merged)
        if standing and claim.standing != standing:
            continue
        verdict = check(claim, results, rules)
        out.append((merged, claim, verdict))
    if as_json:
        print_json(
            [
                {
                    **claim.to_json(),
                    "id": merged["id"],
                    "origin": merged["origin"],
                    "sources": merged["sources"],
                    "verdict": {**verdict.to_json(), "demo": verdict.job_id in demo_jobs},
                }
                for merged, claim, verdict in out
            ]
        )
        return
    print_table(
        "Claims",
        ["id", "figure", "engine", "mode", "hardware", "standing", "verdict", "source"],
        [
            (
                merged["id"],
                _figure(c),
                _engine(c),
                c.mode,
                _hardware(c),
                c.standing,
                v.verdict
                + (f" ({v.ratio:.2f}x)" if v.ratio is not None else "")
                + (" against DEMO data" if v.job_id in demo_jobs else ""),
                _one_line("; ".join(source_names(merged)), 50),
            )
            for merged, c, v in out
        ],
    )


@claims_app.command("sync")
def sync_(
    as_json: JsonOpt = False,
    rules_override: RulesOpt = None,
) -> None:
    """Store the rules' claims and those in changed PR/release bodies (the cycle's step).

    A body the reader raises on is named on stderr and read again by the next sync; the others
    are stored, and the command exits 1.

    Example:

        watcher claims sync && watcher claims list
    """
    rules = get_rules(rules_override)
    store = get_store()
    try:
        summary = sync(store, rules)
    finally:
        store.dispose()
    unreadable = summary["unreadable"]
    if as_json:
        print_json(summary)
    else:
        typer.echo(
            f"{summary['sources_read']} sources read, {summary['sources_unchanged']} "
            f"unchanged, {summary['claims_stored']} claims stored"
            + (f", {len(unreadable)} unreadable" if unreadable else "")
        )
    if unreadable:
        # the rest is stored; the reader's fault on these bodies is operational (exit 1)
        for what in unreadable:
            typer.echo(f"watcher: error: the reader raised on {_one_line(what, 300)}", err=True)
        typer.echo(
            "watcher: the other bodies are stored; the next sync reads these again", err=True
        )
        raise typer.Exit(EXIT_OPERATIONAL)


def register(app: typer.Typer) -> None:
    """Attach ``claims``."""
    app.add_typer(claims_app, name="claims")
