"""``watcher init``: create or upgrade the state store and validate the rules."""

from __future__ import annotations

import typer

from watcher.claims.sources import store_seeds
from watcher.cli.common import RulesOpt, get_rules, get_store, rules_path, settings
from watcher.store.db import _redact


def init(rules: RulesOpt = None) -> None:
    """Create or upgrade the state store ($WATCHER_DB), then validate the rules.

    Example:

        watcher init                                   # sqlite:///watcher.db

        WATCHER_DB=postgresql://localhost/watcher watcher init
    """
    store = get_store(require_current=False)
    try:
        before, after = store.init()
    finally:
        store.dispose()
    where = _redact(settings().db_url)
    if before is None:
        typer.echo(f"created {where} at schema {after}")
    elif before < after:
        typer.echo(f"upgraded {where} from schema {before} to {after}")
    else:
        typer.echo(f"{where} is current (schema {after})")
    loaded = get_rules(rules)
    typer.echo(
        f"rules OK: {rules_path(rules)} ({len(loaded.watches)} watches, "
        f"{len(loaded.benchmarks)} benchmarks)"
    )
    # the rules' curated claims belong in the store from the start, so a report made
    # before the first poll already lists them
    store = get_store()
    try:
        stored = store_seeds(store, loaded)
    finally:
        store.dispose()
    if stored is not None:
        typer.echo(f"{stored} curated claim(s) from the rules stored")


def register(app: typer.Typer) -> None:
    """Attach ``init``."""
    app.command("init")(init)
