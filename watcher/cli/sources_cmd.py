"""``watcher sources``: the claim sources in the rules (Hub cards, feeds, pages) and their state."""

from __future__ import annotations

from typing import Any

import typer

from watcher.cli.common import JsonOpt, get_rules, get_store, print_json, print_table
from watcher.rules import Rules
from watcher.sources.record import states
from watcher.store import SourceState


def source_rows(rules: Rules, stored: dict[str, SourceState]) -> list[dict[str, Any]]:
    """Each source of the rules with what the store knows of it."""
    out = []
    for rule in rules.sources:
        st = stored.get(rule.name)
        if st is None:
            health = "not read yet"
        elif st.error:
            health = "failing"
        else:
            health = "ok"
        out.append(
            {
                "name": rule.name,
                "kind": rule.kind,
                "where": rule.where(),
                "state": health,
                "baseline_at": st.baseline_at if st else None,
                "checked_at": st.checked_at if st else None,
                "changed_at": st.changed_at if st else None,
                "revision": st.revision if st else None,
                "etag": st.etag if st else None,
                "texts": st.texts if st else 0,
                "failures": st.failures if st else 0,
                "error": st.error if st else None,
                "retry_at": st.next_attempt_at if st else None,
            }
        )
    return out


def sources(as_json: JsonOpt = False) -> None:
    """List the claim sources in the rules and how their last reads went.

    A source is a Hugging Face model card, an RSS/Atom feed or a web page named under
    ``sources:`` in the rules; ``watcher run --once`` reads them.

    Example:

        watcher sources

        watcher sources --json | jq '.[] | select(.state == "failing")'
    """
    rules = get_rules()
    store = get_store()
    try:
        rows = source_rows(rules, states(store))
    finally:
        store.dispose()
    if as_json:
        print_json(rows)
        return
    print_table(
        "Claim sources",
        ["name", "kind", "where", "state", "checked", "changed", "error"],
        [
            (
                r["name"],
                r["kind"],
                r["where"],
                r["state"],
                r["checked_at"] or "",
                r["changed_at"] or "",
                r["error"] or "",
            )
            for r in rows
        ],
    )


def register(app: typer.Typer) -> None:
    """Attach ``sources``."""
    app.command("sources")(sources)
