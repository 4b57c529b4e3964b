"""Write the static dashboard: read the store, build the pages, render them to a folder.

The output is plain HTML with inline SVG and one stylesheet: no script, no font or
library from a CDN, relative links only, so it opens from ``file://`` and serves as is
from GitHub Pages. The same store gives byte-identical files (no clock is read).
"""

from __future__ import annotations

import functools
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import jinja2
from sqlmodel import Session

from watcher import __version__
from watcher.errors import ReportError
from watcher.history import load_series
from watcher.report.load import Checker, default_checker, load_input
from watcher.report.render import TEMPLATE_DIRS
from watcher.rules import Rules
from watcher.site.pages import Site, build_site


@functools.lru_cache(maxsize=1)
def html_env() -> jinja2.Environment:
    """HTML templates under ``templates/site``, every value escaped."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(d) for d in TEMPLATE_DIRS if d.is_dir()]),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )


def _stylesheet() -> str:
    for d in TEMPLATE_DIRS:
        path = d / "site" / "style.css"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise ReportError("templates/site/style.css is missing from the installation")


def load_site(
    session: Session,
    rules: Rules,
    *,
    title: str = "Benchmark dashboard",
    checker: Checker | None = None,
) -> Site:
    """Read the store into the site model."""
    report_input = load_input(session, rules, checker=checker or default_checker())
    engine_repos = {name: list(term.repos) for name, term in rules.vocabulary.engines.items()}
    return build_site(
        load_series(session, rules),
        report_input.events,
        report_input.claims,
        report_input.verdicts,
        engine_repos,
        title=title,
        tool_version=__version__,
    )


def render_site(site: Site) -> dict[str, str]:
    """Relative path → file text, for every file of the site."""
    env = html_env()
    files = {
        "index.html": env.get_template("site/index.html.j2").render(site=site, root=""),
        "style.css": _stylesheet(),
    }
    for page in site.series:
        files[f"series/{page.file}"] = env.get_template("site/series.html.j2").render(
            site=site, page=page, root="../"
        )
    return files


@dataclass(frozen=True)
class Written:
    """What ``write_site`` did."""

    out: Path
    files: list[str]
    changed: list[str]


def write_site(site: Site, out: Path) -> Written:
    """Write every file (atomically, each only when its text changed)."""
    files = render_site(site)
    changed = []
    try:
        for rel, text in sorted(files.items()):
            path = out / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_file() and path.read_text(encoding="utf-8") == text:
                continue
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.replace(tmp, path)
            changed.append(rel)
    except OSError as exc:
        raise ReportError(f"{out}: cannot write the site: {exc.strerror or exc}") from exc
    return Written(out, sorted(files), changed)


__all__ = ["Written", "html_env", "load_site", "render_site", "write_site"]
