"""The written site: deterministic, self-contained, escaped, and honest about claims."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from tests.site.site_data import SERIES_FILE, seed_site
from watcher.rules import Rules
from watcher.site import load_site, write_site
from watcher.store import ClaimRow, Store


class Refs(HTMLParser):
    """Every href/src in a page."""

    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.refs += [v for k, v in attrs if k in ("href", "src") and v]


def write(store: Store, rules: Rules, out: Path) -> list[str]:
    """Write the site; the files it changed."""
    with store.session() as s:
        model = load_site(s, rules)
    return write_site(model, out).changed


def test_deterministic_and_unchanged_files_not_rewritten(
    store: Store, rules: Rules, tmp_path: Path
) -> None:
    """Two sites from one store are byte-identical; a second write changes nothing."""
    seed_site(store, rules)
    first = write(store, rules, tmp_path / "a")
    write(store, rules, tmp_path / "b")
    files = sorted(str(p.relative_to(tmp_path / "a")) for p in (tmp_path / "a").rglob("*.*"))
    assert sorted(first) == files and len(files) == 4
    assert f"series/{SERIES_FILE}" in files
    for path in (tmp_path / "a").rglob("*"):
        if path.is_file():
            twin = tmp_path / "b" / path.relative_to(tmp_path / "a")
            assert path.read_bytes() == twin.read_bytes(), path
    assert write(store, rules, tmp_path / "a") == []


def test_self_contained_no_script_no_cdn(store: Store, rules: Rules, tmp_path: Path) -> None:
    """Only relative links to files that exist; no script, no remote stylesheet or font."""
    seed_site(store, rules)
    write(store, rules, tmp_path)
    pages = list(tmp_path.rglob("*.html"))
    assert len(pages) == 3
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert "<script" not in text and "http://" not in text.replace(
            'xmlns="http://www.w3.org/2000/svg"', ""
        )
        parser = Refs()
        parser.feed(text)
        for ref in parser.refs:
            assert not re.match(r"^[a-z]+:", ref), f"{page.name}: {ref}"
            assert (page.parent / ref.split("#")[0]).resolve().is_file(), f"{page.name}: {ref}"


def test_unverifiable_claims_are_listed_never_drawn(
    store: Store, rules: Rules, tmp_path: Path
) -> None:
    """515 and 680 tok/s appear in the index's own section, in no chart."""
    seed_site(store, rules)
    write(store, rules, tmp_path)
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    section = index.split('id="unverifiable"', 1)[1]
    assert "515 tok/s" in section and "680 tok/s" in section
    for page in (tmp_path / "series").iterdir():
        svg = page.read_text(encoding="utf-8").split("<svg", 1)[1].split("</svg>", 1)[0]
        assert "515" not in svg and "680" not in svg
    series = (tmp_path / "series" / SERIES_FILE).read_text(encoding="utf-8")
    assert 'class="claim measured-lower"' in series and "claim 453.59 tok/s" in series


def test_untrusted_text_is_escaped(store: Store, rules: Rules, tmp_path: Path) -> None:
    """A claim whose text carries markup arrives as text."""
    seed_site(store, rules)
    with store.session() as s:
        s.add(
            ClaimRow(
                source="<img src=x onerror=alert(1)>",
                origin="cli",
                text="<script>alert(1)</script> 999 tok/s",
                standing="unverifiable",
                metric="decode_tok_s",
                document={"value": 999, "unit": "tok/s", "missing": ["engine", "mode"]},
            )
        )
    write(store, rules, tmp_path)
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "<script>" not in index and "<img src=x" not in index
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in index


def test_empty_store_writes_an_index(store: Store, rules: Rules, tmp_path: Path) -> None:
    """No results yet: an index that says so, no series pages."""
    write(store, rules, tmp_path)
    assert "No benchmark results are stored yet." in (tmp_path / "index.html").read_text()
    assert not (tmp_path / "series").exists()
