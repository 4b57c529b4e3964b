"""What every command shares: settings, rules, the store, and output (JSON, Rich, plain).

On a terminal listings are Rich tables; elsewhere (CI logs, pipes) they are plain
tab-separated lines; ``--json`` prints machine-readable JSON whatever the terminal.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from watcher.config import Settings
from watcher.rules import Rules, load_rules
from watcher.store import Store, open_store


@dataclass
class State:
    """Process-wide CLI state set by the top-level callback."""

    debug: bool = False
    settings: Settings = field(default_factory=Settings.from_env)


STATE = State()

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
RulesOpt = Annotated[
    Path | None,
    typer.Option("--rules", help="Rules file or folder [default: $WATCHER_RULES or rules/]."),
]


def stdout_console() -> Console:
    """A console on stdout; plain (no colour, no wrapping) when not a terminal."""
    return Console(soft_wrap=True, highlight=False)


def stderr_console() -> Console:
    """A console on stderr for progress and warnings."""
    return Console(stderr=True, highlight=False)


def is_terminal() -> bool:
    """True when stdout is an interactive terminal (and not CI)."""
    return sys.stdout.isatty() and not os.environ.get("CI")


def settings() -> Settings:
    """Current settings (re-read from the environment at CLI start)."""
    return STATE.settings


def rules_path(override: Path | None = None) -> Path:
    """The rules path: --rules, else $WATCHER_RULES, else ./rules, else the shipped rules.

    The shipped rules are packaged in the wheel (``watcher/_data/rules``); an editable
    install reads them from the source checkout.
    """
    if override is not None:
        return override
    configured = Path(settings().rules_path)
    if configured.exists() or os.environ.get("WATCHER_RULES"):
        return configured
    here = Path(__file__).resolve().parent.parent
    for shipped in (here / "_data" / "rules", here.parent / "rules"):
        if (shipped / "watches.yaml").exists():
            return shipped
    return configured


def get_rules(override: Path | None = None) -> Rules:
    """Load and validate the rules (RulesError on problems)."""
    return load_rules(rules_path(override))


def get_store(*, require_current: bool = True) -> Store:
    """Open the store at $WATCHER_DB; by default insist that ``init`` has run."""
    store = open_store(settings().db_url)
    if require_current:
        store.require_current()
    return store


def listing_group(name: str) -> typer.Typer:
    """A command that lists (``watcher NAME [--json]``) and has subcommands (``NAME retry``)."""
    return typer.Typer(
        name=name,
        invoke_without_command=True,
        no_args_is_help=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )


def print_json(value: Any) -> None:
    """Print JSON to stdout (UTF-8, stable key order as given)."""
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False, default=str) + "\n")


def print_table(title: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    """A Rich table on a terminal, tab-separated lines with a header otherwise."""
    rows = [["" if v is None else str(v) for v in row] for row in rows]
    if is_terminal():
        table = Table(title=title)
        for col in columns:
            table.add_column(col)
        for row in rows:
            table.add_row(*(Text(v) for v in row))  # untrusted text is never markup
        stdout_console().print(table)
        return
    out = sys.stdout
    out.write("\t".join(columns) + "\n")
    for row in rows:
        out.write("\t".join(_one_line(v) for v in row) + "\n")


def _one_line(value: str) -> str:
    return value.replace("\t", " ").replace("\r", " ").replace("\n", " ")
