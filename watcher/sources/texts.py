"""From fetched bytes to texts to read claims from (pure: bytes in, :class:`Text` out).

- A **model card** is one text: its Markdown body (front matter removed, see ``hub``).
- A **feed** (RSS or Atom, parsed by ``feedparser``) gives one text per entry: its content
  (or summary) as plain text, its title, link and date. An entry is keyed by its id (or its
  link), so an edited entry is the same text read again.
- A **page** is one text: its main content, extracted by ``trafilatura`` as Markdown (so
  tables stay tables for the claim reader), without navigation, footers or comments. Its
  run time grows faster than the page (90 s for 47,000 paragraphs here), so a page of more
  than ``MAX_ELEMENTS`` elements is read as its visible text instead, with ``nav``,
  ``header``, ``footer``, ``aside`` and ``form`` left out: bounded, linear, still no markup.

HTML never reaches the claim reader as markup: entries go through an HTML parser and pages
through trafilatura; no regular expression is run over HTML.
"""

from __future__ import annotations

import datetime as dt
import io
import time
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Any

MAX_TITLE = 300
MAX_ELEMENTS = 5000  # real articles have a few hundred; trafilatura takes ~2 s at 6,000 here
HIDDEN = frozenset(("script", "style", "template", "noscript"))
BOILERPLATE = frozenset(("nav", "header", "footer", "aside", "form"))
BLOCKS = frozenset(
    [
        "p",
        "div",
        "br",
        "li",
        "ul",
        "ol",
        "tr",
        "table",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "blockquote",
        "pre",
        "section",
        "article",
    ]
)


@dataclass(frozen=True)
class Text:
    """One text of a source: ``key`` is stable across reads (the source, the entry)."""

    key: str
    url: str
    body: str
    title: str | None = None
    date: str | None = None


class _TextOf(HTMLParser):
    """Visible text of an HTML fragment; block elements end a line; script/style dropped."""

    def __init__(self, skip: frozenset[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0
        self.skip = skip

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in self.skip:
            self.hidden += 1
        elif tag in BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.skip:
            self.hidden = max(0, self.hidden - 1)
        elif tag in BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def html_text(fragment: str, *, keep_boilerplate: bool = True) -> str:
    """The visible text of an HTML fragment, one line per block (``keep_boilerplate=False``:
    without navigation, header, footer, aside and forms)."""
    parser = _TextOf(HIDDEN if keep_boilerplate else HIDDEN | BOILERPLATE)
    parser.feed(fragment)
    parser.close()
    lines = (" ".join(line.split()) for line in "".join(parser.parts).split("\n"))
    return "\n".join(line for line in lines if line)


def _date(parsed: Any) -> str | None:
    if isinstance(parsed, time.struct_time):
        return dt.date(parsed.tm_year, parsed.tm_mon, parsed.tm_mday).isoformat()
    return None


def _stream(body: bytes) -> io.BytesIO:
    """The body as a stream: ``feedparser.parse`` treats bytes or a string as a *file name*
    (or a URL) first, so a server answering ``/etc/passwd`` would make it read that file."""
    return io.BytesIO(body)


def feed_texts(source: str, body: bytes, url: str) -> list[Text]:
    """One text per feed entry (RSS or Atom); a feed feedparser cannot read gives none."""
    import feedparser

    parsed = feedparser.parse(_stream(body), response_headers={"content-location": url})
    out: list[Text] = []
    seen: set[str] = set()
    for entry in parsed.entries:
        link = str(entry.get("link") or "")
        ident = str(entry.get("id") or link or entry.get("title") or "")
        if not ident or ident in seen:
            continue
        seen.add(ident)
        contents = entry.get("content") or []
        html = "\n".join(str(c.get("value") or "") for c in contents) or str(
            entry.get("summary") or ""
        )
        title = html_text(str(entry.get("title") or ""))[:MAX_TITLE] or None
        out.append(
            Text(
                key=f"feed:{source}:{ident}",
                url=link or url,
                body=html_text(html),
                title=title,
                date=_date(entry.get("published_parsed") or entry.get("updated_parsed")),
            )
        )
    return out


def feed_problem(body: bytes) -> str | None:
    """Why ``body`` is not a feed (None when it is one, even with recoverable flaws)."""
    import feedparser

    parsed = feedparser.parse(_stream(body))
    if parsed.entries or parsed.feed:
        return None
    exc = parsed.get("bozo_exception")
    return f"not an RSS or Atom feed ({exc.__class__.__name__})" if exc else "not a feed"


def page_text(source: str, html: bytes | str, url: str) -> Text:
    """The main text of a page (Markdown), its title; navigation and footers left out."""
    import trafilatura

    doc = html if isinstance(html, str) else html.decode("utf-8", errors="replace")
    if _elements(doc) > MAX_ELEMENTS:
        return Text(key=f"page:{source}", url=url, body=html_text(doc, keep_boilerplate=False))
    main = trafilatura.extract(
        doc,
        url=url,
        output_format="markdown",
        include_tables=True,
        include_comments=False,
        include_images=False,
        include_links=False,
        with_metadata=False,
    )
    meta = trafilatura.extract_metadata(doc)
    title = str(meta.title)[:MAX_TITLE] if meta is not None and meta.title else None
    return Text(key=f"page:{source}", url=url, body=main or "", title=title)


def _elements(doc: str) -> int:
    """How many elements the page has (lxml, linear); 0 for an empty document."""
    import lxml.etree
    import lxml.html

    try:
        tree = lxml.html.document_fromstring(doc)
    except (lxml.etree.ParserError, ValueError):
        return 0
    return sum(1 for _ in tree.iter())


def card_text(repo: str, body: str, url: str, date: str | None) -> Text:
    """A model card's body as the source's one text."""
    return Text(key=f"hf:{repo}", url=url, body=body, title=repo, date=(date or "")[:10] or None)


__all__ = ["Text", "card_text", "feed_problem", "feed_texts", "html_text", "page_text"]
