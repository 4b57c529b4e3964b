"""``watcher site``: write the static dashboard (works from file:// and GitHub Pages)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from watcher.cli.common import RulesOpt, get_rules, get_store
from watcher.site import load_site, write_site


def site(
    out: Annotated[Path, typer.Option("--out", help="Folder to write the site into.")] = Path(
        "site"
    ),
    title: Annotated[
        str, typer.Option("--title", help="Title of the index page.")
    ] = "Benchmark dashboard",
    rules: RulesOpt = None,
) -> None:
    """Write the dashboard: latest figures beside the claims, and a page per series.

    Plain HTML with inline SVG charts and one stylesheet: no script, no CDN, relative
    links, so it opens from file:// and publishes to GitHub Pages as is. The same state
    gives the same files; unchanged files are not rewritten.

    Example:

        watcher site --out site && xdg-open site/index.html
    """
    loaded = get_rules(rules)
    store = get_store()
    try:
        with store.session() as session:
            model = load_site(session, loaded, title=title)
    finally:
        store.dispose()
    written = write_site(model, out)
    typer.echo(
        f"{out}/index.html: {len(model.series)} series, {len(written.files)} files "
        f"({len(written.changed)} written, {len(written.files) - len(written.changed)} unchanged)"
    )


def register(app: typer.Typer) -> None:
    """Attach ``site``."""
    app.command("site")(site)
