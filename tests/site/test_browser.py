"""The generated site in headless Chromium (Debian's ``chromium``), driven over DevTools.

No console errors or failed loads on any page, the chart renders (a screenshot of its box
is the chart's size, not blank, and shows the median line and the regression dot), the
key figures are in the DOM, every link between pages opens a page of the site, and a
phone-sized viewport needs no sideways scrolling. ``.ci/run`` installs Chromium and sets
``WATCHER_REQUIRE_CHROMIUM=1``, so CI fails rather than skips without it.

Set ``WATCHER_DOCS_SCREENSHOT=1`` to refresh ``docs/site-series.png`` (the README's picture
of the series page, made from this test data).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.report.test_chart_browser import _png_pixels
from tests.site.cdp import CHROMIUM, Browser
from tests.site.site_data import SERIES_FILE, seed_site
from watcher.rules import load_rules
from watcher.site import load_site, write_site
from watcher.store import Store

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]


def need_chromium() -> None:
    """Skip without Chromium, unless CI requires it (then fail)."""
    if CHROMIUM is None:
        if os.environ.get("WATCHER_REQUIRE_CHROMIUM"):
            pytest.fail("WATCHER_REQUIRE_CHROMIUM is set but no chromium is on PATH")
        pytest.skip("no chromium binary on PATH (Debian: apt-get install -y chromium)")


@pytest.fixture(scope="module")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site written from the generated series (TEST DATA)."""
    from watcher.store import open_store

    root = tmp_path_factory.mktemp("site")
    store: Store = open_store(f"sqlite:///{root / 'w.db'}")
    store.init()
    rules = load_rules(REPO / "rules")
    seed_site(store, rules)
    with store.session() as s:
        model = load_site(s, rules, title="Benchmark dashboard (test data)")
    store.dispose()
    write_site(model, root / "out")
    return root / "out"


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Browser]:
    """A desktop-sized headless Chromium; fails (not skips) in CI without one."""
    need_chromium()
    b = Browser(tmp_path / "profile", 1000, 800)
    yield b
    b.close()


def test_every_page_loads_clean_and_links_resolve(site_dir: Path, browser: Browser) -> None:
    """Index and series pages: no console error, no failed load; links reach site pages."""
    seen: set[str] = set()
    queue = [(site_dir / "index.html").as_uri()]
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        browser.open(url)
        assert browser.problems() == [], url
        assert browser.evaluate("document.querySelector('h1') !== null"), url
        links = browser.evaluate("[...document.querySelectorAll('a[href]')].map(a => a.href)")
        for link in links:
            assert link.startswith("file://"), f"{url} links outside the site: {link}"
            queue.append(link.split("#")[0])
    pages = {Path(u.removeprefix("file://")).name for u in seen}
    assert pages == {
        "index.html",
        SERIES_FILE,
        next(p.name for p in (site_dir / "series").iterdir() if p.name != SERIES_FILE),
    }


def test_index_shows_latest_figures_claims_and_unverifiable_apart(
    site_dir: Path, browser: Browser
) -> None:
    """The latest medians, the claim verdicts and the unverifiable claims are in the DOM."""
    browser.open((site_dir / "index.html").as_uri())
    text = browser.evaluate("document.body.innerText")
    assert "401.4" in text  # SGLang v0.6.3 median
    assert "regression at v0.6.2" in text
    assert "453.59 tok/s" in text and "measured lower" in text
    unverifiable = browser.evaluate(
        "document.querySelector('#unverifiable').parentElement.innerText"
    )
    assert "515 tok/s" in unverifiable and "680 tok/s" in unverifiable


def test_series_chart_renders(site_dir: Path, browser: Browser) -> None:
    """The chart box is 760×380, not blank, with the median line, band and regression dot."""
    browser.open((site_dir / "series" / SERIES_FILE).as_uri())
    assert browser.problems() == []
    box = browser.evaluate(
        "(() => { const r = document.querySelector('#chart').getBoundingClientRect();"
        " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()"
    )
    assert (box["width"], box["height"]) == (760, 380)
    width, height, pixels = _png_pixels(browser.screenshot(box))
    assert (width, height) == (760, 380)
    counts: dict[tuple[int, int, int], int] = {}
    for px in pixels:
        counts[px] = counts.get(px, 0) + 1
    assert counts.get((255, 255, 255), 0) < len(pixels) * 0.97, "the chart is blank"
    assert counts.get((0x2B, 0x6C, 0xB0), 0) > 300, "the median line (blue) is missing"
    assert counts.get((0xC5, 0x30, 0x30), 0) > 30, "the regression dot (red) is missing"
    band = sum(
        n
        for (r, g, b), n in counts.items()
        if (r, g, b) != (255, 255, 255) and 200 < r < 235 and 220 < g < 240 and b > 235
    )
    assert band > 2000, "the min-max band is missing"
    text = browser.evaluate("document.body.innerText")
    for figure in ("455.0", "402.2", "401.4", "0.88×", "p = 0.008", "#46927 merged"):
        assert figure in text or figure in browser.evaluate(
            "document.querySelector('#chart').textContent"
        ), figure
    rows = browser.evaluate("document.querySelectorAll('#table ~ div tbody tr').length")
    assert rows == 8
    desc = browser.evaluate("document.querySelector('#chart-desc').textContent")
    assert "Regression at v0.6.2" in desc
    if os.environ.get("WATCHER_DOCS_SCREENSHOT"):
        full = browser.screenshot({"x": 0, "y": 0, "width": 1000, "height": 760})
        (REPO / "docs").mkdir(exist_ok=True)
        (REPO / "docs" / "site-series.png").write_bytes(full)


def test_phone_viewport_needs_no_sideways_scroll(site_dir: Path, tmp_path: Path) -> None:
    """At 390 px wide the page fits; the chart scales down and tables scroll in place."""
    need_chromium()
    phone = Browser(tmp_path / "phone", 390, 844)
    try:
        for page in (site_dir / "index.html", site_dir / "series" / SERIES_FILE):
            phone.open(page.as_uri())
            assert phone.problems() == []
            assert phone.evaluate("document.documentElement.scrollWidth") <= 390, page.name
        chart_width = phone.evaluate(
            "document.querySelector('#chart').getBoundingClientRect().width"
        )
        assert chart_width <= 390
    finally:
        phone.close()


def test_broken_page_is_caught(tmp_path: Path, browser: Browser) -> None:
    """The checks can fail: a missing stylesheet and a console error are both reported."""
    page = tmp_path / "bad.html"
    page.write_text('<link rel="stylesheet" href="nope.css"><script>console.error("x")</script>')
    browser.open(page.as_uri())
    problems = browser.problems()
    assert any("nope.css" in p or "ERR_FILE_NOT_FOUND" in p for p in problems)
    assert any(p.startswith("console.error") for p in problems)
    shutil.rmtree(tmp_path / "profile", ignore_errors=True)
