"""The ``watcher`` command line (Typer). Only this package turns errors into exit codes.

Exit codes: 0 ok, 1 operational failure, 2 usage or configuration error. Errors are one
line on stderr; ``--debug`` (or WATCHER_DEBUG=1) adds the traceback.
"""

from __future__ import annotations

import os
import sys
import traceback
from typing import Annotated

import httpx
import typer
from sqlalchemy.exc import SQLAlchemyError

from watcher import __version__
from watcher.cli.common import STATE, plain
from watcher.config import Settings
from watcher.errors import EXIT_OPERATIONAL, GitHubError, WatcherError
from watcher.logs import redact, secret_terms
from watcher.store.db import describe_error

app = typer.Typer(
    name="watcher",
    help=(
        "Follow upstream PRs and releases, benchmark what lands, and keep measured "
        "figures apart from claims.\n\n"
        "Example:\n\n"
        "    watcher init && watcher rules check && watcher run --once"
    ),
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"watcher {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")] = False,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print version.")
    ] = False,
) -> None:
    """Top-level options."""
    STATE.debug = debug or os.environ.get("WATCHER_DEBUG", "") not in ("", "0")
    STATE.settings = Settings.from_env()
    STATE.checked = False


# Command modules register themselves on ``app`` when imported.
from watcher.cli import (  # noqa: E402
    bench_cmd,
    claims_cmd,
    demo_cmd,
    events_cmd,
    history_cmd,
    jobs_cmd,
    outbox_cmd,
    poll_cmd,
    report_cmd,
    rules_cmd,
    run_cmd,
    site_cmd,
    sources_cmd,
    store_cmd,
)

for _module in (
    store_cmd,
    rules_cmd,
    events_cmd,
    poll_cmd,
    run_cmd,
    report_cmd,
    outbox_cmd,
    claims_cmd,
    sources_cmd,
    bench_cmd,
    demo_cmd,
    jobs_cmd,
    history_cmd,
    site_cmd,
):
    _module.register(app)

__all__ = [
    "app",
    "bench_cmd",
    "claims_cmd",
    "demo_cmd",
    "events_cmd",
    "history_cmd",
    "jobs_cmd",
    "main",
    "poll_cmd",
    "report_cmd",
    "rules_cmd",
    "run_cmd",
    "site_cmd",
    "sources_cmd",
    "store_cmd",
]


def _redact(text: str) -> str:
    return redact(text, secret_terms(Settings.from_env().secrets()))


def _one_line(text: str) -> str:
    """An error message as one line: secrets hidden, control characters removed."""
    lines = _redact(text).strip().splitlines() or [""]
    return plain(lines[0], one_line=True)


def _offline_hint(exc: BaseException) -> str:
    """For a failure to reach GitHub at all (no network, DNS, refused): say so, and point
    at the offline demo. Empty for anything else."""
    cause: BaseException | None = exc
    while cause is not None and not isinstance(cause, httpx.TransportError):
        cause = cause.__cause__
    if cause is None or not isinstance(exc, (GitHubError, httpx.TransportError)):
        return ""
    api = Settings.from_env().github_api_url
    return (
        f" (GitHub at {_one_line(api)} was unreachable; without network, `watcher demo` "
        "replays the scenario offline)"
    )


def _db_url() -> str:
    return Settings.from_env().db_url


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point: run the app and map errors to exit codes.

    Typer handles usage errors itself (exit 2); our errors and anything unexpected are
    caught here and printed as one line (with the traceback only under --debug).
    """
    STATE.debug = "--debug" in (argv if argv is not None else sys.argv[1:]) or os.environ.get(
        "WATCHER_DEBUG", ""
    ) not in ("", "0")
    try:
        app(args=argv, prog_name="watcher")
    except WatcherError as exc:
        if STATE.debug:
            sys.stderr.write(_redact(traceback.format_exc()))
        sys.stderr.write(f"watcher: error: {_one_line(str(exc))}{_offline_hint(exc)}\n")
        sys.exit(exc.exit_code)
    except httpx.TransportError as exc:
        if STATE.debug:
            sys.stderr.write(_redact(traceback.format_exc()))
        sys.stderr.write(f"watcher: error: {exc.__class__.__name__}{_offline_hint(exc)}\n")
        sys.exit(EXIT_OPERATIONAL)
    except SQLAlchemyError as exc:
        # a database error that no step translated: one line naming the store, never the
        # SQL or its parameters (they hold stored documents)
        if STATE.debug:
            sys.stderr.write(_redact(traceback.format_exc()))
        sys.stderr.write(f"watcher: error: {_one_line(describe_error(_db_url(), exc))}\n")
        sys.exit(EXIT_OPERATIONAL)
    except KeyboardInterrupt:
        sys.stderr.write("watcher: interrupted\n")
        sys.exit(130)
    except Exception as exc:
        if STATE.debug:
            sys.stderr.write(_redact(traceback.format_exc()))
        sys.stderr.write(
            f"watcher: internal error: {exc.__class__.__name__}: "
            f"{_one_line(str(exc))} (run with --debug for details)\n"
        )
        sys.exit(EXIT_OPERATIONAL)
