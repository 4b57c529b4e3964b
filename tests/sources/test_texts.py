"""Bytes to texts: feed entries (RSS and Atom), a page's main text, HTML fragments."""

from __future__ import annotations

from pathlib import Path

from watcher.sources import texts
from watcher.sources.texts import feed_problem, feed_texts, html_text, page_text

RSS = b"""<?xml version="1.0"?>
<rss version="2.0"><channel><title>DiffuSpace blog</title><link>https://ds.example/</link>
<item><guid>post-1</guid><title>Clover on H200</title><link>https://ds.example/p1</link>
<pubDate>Sat, 14 Nov 2026 09:00:00 GMT</pubDate>
<description>&lt;p&gt;Clover decodes &lt;b&gt;515 tok/s&lt;/b&gt; on 1x H200.&lt;/p&gt;
&lt;script&gt;alert(1)&lt;/script&gt;</description></item>
<item><title>No id, a link</title><link>https://ds.example/p2</link>
<description>Nothing to see</description></item>
</channel></rss>"""

ATOM = b"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Engine news</title>
<entry><id>tag:e.example,2026:1</id><title>GB300 numbers</title>
<link href="https://e.example/gb300"/><updated>2026-11-20T10:00:00Z</updated>
<content type="html">&lt;ul&gt;&lt;li&gt;680 tok/s on GB300&lt;/li&gt;&lt;/ul&gt;</content></entry>
</feed>"""

PAGE = """<html><head><title>Clover-35B press release</title></head><body>
<nav><a href="/">Home</a> | <a href="/about">About us: 9999 tok/s of fun</a></nav>
<article><h1>Clover-35B-A3B is here</h1>
<p>DiffuSpace today released Clover-35B-A3B, a diffusion language model with about three
billion active parameters, built for fast parallel decoding on modern accelerators.</p>
<p>On a single H200 it decodes 515 tok/s uncompressed, and on GB300 it reaches 680 tok/s.
These figures come from our internal measurements of the uncompressed model.</p>
</article>
<footer>Copyright 2026 DiffuSpace. Subscribe to our newsletter.</footer></body></html>"""


def test_rss_entries_are_texts_of_their_own() -> None:
    """Each RSS item is a text keyed by its guid (or link), with title, link and date."""
    texts = feed_texts("blog", RSS, "https://ds.example/feed.xml")
    # feedparser resolves a relative guid against the feed URL, as it does links
    assert [t.key for t in texts] == [
        "feed:blog:https://ds.example/post-1",
        "feed:blog:https://ds.example/p2",
    ]
    first = texts[0]
    assert (first.title, first.url, first.date) == (
        "Clover on H200",
        "https://ds.example/p1",
        "2026-11-14",
    )
    assert "515 tok/s on 1x H200" in first.body
    assert "<" not in first.body and "alert" not in first.body


def test_atom_entry_content_is_read() -> None:
    """Atom entries give their content as plain text, one line per list item."""
    (text,) = feed_texts("news", ATOM, "https://e.example/atom")
    assert text.key == "feed:news:tag:e.example,2026:1"
    assert text.body == "680 tok/s on GB300"
    assert text.date == "2026-11-20"


def test_not_a_feed_is_named() -> None:
    """An HTML page served as a feed is reported, a feed is not."""
    assert feed_problem(RSS) is None
    assert feed_problem(b"\x00\x01 definitely not xml") is not None


def test_page_main_text_leaves_navigation_and_footer_out() -> None:
    """trafilatura keeps the article and drops nav and footer (and their figures)."""
    text = page_text("press", PAGE.encode(), "https://ds.example/press")
    assert text.key == "page:press"
    assert "515 tok/s" in text.body and "680 tok/s" in text.body
    assert "9999" not in text.body and "newsletter" not in text.body
    assert text.title == "Clover-35B-A3B is here"  # the article heading wins over <title>


def test_html_text_keeps_blocks_apart_and_drops_scripts() -> None:
    """Block elements end lines; script and style are not text."""
    html = "<div>a <i>b</i></div><p>c</p><style>p{}</style><script>x()</script>d"
    assert html_text(html) == "a b\nc\nd"


def test_page_over_the_element_bound_is_read_as_visible_text() -> None:
    """Past MAX_ELEMENTS, trafilatura is skipped (its time grows faster than the page):
    the visible text is read, navigation and footer still left out."""
    rows = "<p>Clover decodes 515 tok/s on 1x H200.</p>" * (texts.MAX_ELEMENTS + 10)
    page = f"<html><body><nav>About: 9999 tok/s</nav><main>{rows}</main><footer>x</footer>"
    text = page_text("huge", page.encode(), "https://ds.example/huge")
    lines = text.body.splitlines()
    assert len(lines) == texts.MAX_ELEMENTS + 10
    assert set(lines) == {"Clover decodes 515 tok/s on 1x H200."}


def test_a_feed_body_naming_a_local_file_is_not_read_as_that_file(tmp_path: Path) -> None:
    """feedparser opens bytes as a path when it can; a hostile body must stay a body."""
    local = tmp_path / "secret-feed.xml"
    local.write_bytes(RSS)
    assert feed_texts("evil", str(local).encode(), "https://evil.example/feed") == []
    assert feed_problem(str(local).encode()) is not None
