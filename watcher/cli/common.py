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

from watcher.config import Settings, check_urls
from watcher.rules import Rules, load_rules
from watcher.store import Store, open_store


@dataclass
class State:
    """Process-wide CLI state set by the top-level callback."""

    debug: bool = False
    settings: Settings = field(default_factory=Settings.from_env)
    checked: bool = False
    fallback_noted: bool = False


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
    """Current settings (re-read from the environment at CLI start); the first call checks
    them, so a malformed URL variable stops the command before it does anything."""
    if not STATE.checked:
        STATE.settings.check()
        STATE.checked = True
    return STATE.settings


def rules_path(override: Path | None = None, *, note: bool = True) -> Path:
    """The rules path: --rules, else $WATCHER_RULES, else ./rules, else the shipped rules.

    The shipped rules are packaged in the wheel (``watcher/_data/rules``); an editable
    install reads them from the source checkout. Falling back to them says so on stderr
    (once per process): outside the repository root they are not the user's rules.
    """
    if override is not None:
        return override
    configured = Path(STATE.settings.rules_path)  # a path: no URL check needed to find it
    if configured.exists() or os.environ.get("WATCHER_RULES"):
        return configured
    here = Path(__file__).resolve().parent.parent
    for shipped in (here / "_data" / "rules", here.parent / "rules"):
        if (shipped / "watches.yaml").exists():
            if note and not STATE.fallback_noted:
                STATE.fallback_noted = True
                echo(
                    f"watcher: note: no {configured}/ here; using the example rules bundled "
                    f"with the watcher ({shipped}); set WATCHER_RULES or --rules for your own",
                    err=True,
                )
            return shipped
    return configured


def get_rules(override: Path | None = None) -> Rules:
    """Load and validate the rules (RulesError on problems); the URL variables they name
    are checked like the standard ones (UsageError naming the variable)."""
    rules = load_rules(rules_path(override))
    check_urls(os.environ, rules.url_variables())
    return rules


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
        table = Table(title=plain(title, one_line=True))
        for col in columns:
            table.add_column(col)
        for row in rows:
            # untrusted text is never markup, and never a terminal escape sequence
            table.add_row(*(Text(plain(v)) for v in row))
        stdout_console().print(table)
        return
    out = sys.stdout
    out.write("\t".join(_one_line(c) for c in columns) + "\n")
    for row in rows:
        out.write("\t".join(_one_line(v) for v in row) + "\n")


# C0 and C1 controls and DEL (ESC starts the sequences that clear a screen or retitle a
# window), and the bidirectional overrides that make text read other than it is stored
_CONTROLS = {c: None for c in [*range(0x00, 0x20), *range(0x7F, 0xA0)]}
_CONTROLS.update({c: None for c in [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]})
_KEEP = (ord("\n"), ord("\t"))


def plain(value: str, *, one_line: bool = False) -> str:
    """Untrusted text made safe for a terminal: control characters removed (newlines and
    tabs kept, or turned into spaces with ``one_line``). JSON output escapes them instead."""
    if one_line:
        value = value.replace("\t", " ").replace("\r", " ").replace("\n", " ")
        return value.translate(_CONTROLS)
    return value.translate({k: v for k, v in _CONTROLS.items() if k not in _KEEP})


def echo(text: str, *, err: bool = False, one_line: bool = False) -> None:
    """Human output with control characters removed (untrusted text inside)."""
    stream = sys.stderr if err else sys.stdout
    stream.write(plain(text, one_line=one_line) + "\n")


def _one_line(value: str) -> str:
    return plain(value, one_line=True)
