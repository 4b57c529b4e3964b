"""Escaping of untrusted text (PR titles, bodies, release notes, claims) for each output.

Every function here is pure and total: any string in, a safe string out.

- Markdown (GitHub-flavoured): :func:`md_text` for text in a table cell or a line, which
  escapes table pipes, code spans, emphasis, link and image syntax, HTML (as entities) and
  ``@mentions``, folds newlines and control characters into spaces, and caps the length;
  :func:`md_link` only links ``http(s)`` URLs and never lets the URL break out.
- Slack mrkdwn: :func:`slack_text` escapes ``&``, ``<`` and ``>`` (Slack's own rule, see
  https://api.slack.com/reference/surfaces/formatting#escaping) so ``<!channel>``,
  ``<!here>`` and ``<@U…>`` arrive as text, and breaks bare ``@channel``/``@here``/
  ``@everyone``; :func:`slack_link` builds ``<url|label>`` from a checked URL.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote, urlsplit

ELLIPSIS = "…"
WORD_JOINER = "\u2060"  # invisible; breaks "@name" so neither GitHub nor Slack mentions
DEFAULT_CELL_CAP = 200
DEFAULT_SLACK_CAP = 300

# Characters with meaning in GitHub Markdown inline syntax: backslash-escaped.
_MD_SPECIAL = re.compile(r"([\\`*_\[\]#!|~$])")
_MD_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}
_MENTION = re.compile(r"(?<!\w)@(?=[\w!])")
_SLACK_BROADCAST = re.compile(r"@(?=(channel|here|everyone)\b)", re.IGNORECASE)
_WS = re.compile(r"\s+")


class MdSafe(str):
    """A string already escaped for Markdown; the report's finaliser passes it through."""

    __slots__ = ()


def one_line(text: object) -> str:
    """Fold newlines, tabs and control/format characters into single spaces and trim."""
    s = "" if text is None else str(text)
    s = "".join(" " if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") else ch for ch in s)
    return _WS.sub(" ", s).strip()


def cap(text: str, limit: int) -> str:
    """Shorten ``text`` to at most ``limit`` characters, ending in an ellipsis if cut."""
    if limit <= 0:
        return ""
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)].rstrip() + ELLIPSIS


def md_text(text: object, limit: int = DEFAULT_CELL_CAP) -> MdSafe:
    """Escape untrusted text for one line or one table cell of GitHub Markdown."""
    s = cap(one_line(text), limit)  # cap before escaping: never cut an escape in half
    s = "".join(_MD_HTML.get(ch, ch) for ch in s)
    s = _MD_SPECIAL.sub(r"\\\1", s)
    s = _MENTION.sub("@" + WORD_JOINER, s)
    return MdSafe(s)


def safe_url(url: object) -> str | None:
    """Return ``url`` if it is an absolute http(s) URL, quoted so it cannot break out; else None."""
    if not isinstance(url, str):
        return None
    raw = url.strip()
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in raw) or " " in raw:
        return None
    try:
        parts = urlsplit(raw)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    return quote(raw, safe="/:?#@!$&'*+,;=%-._~")  # drops (), <>, |, [], quotes, backticks


def md_link(label: object, url: object, limit: int = DEFAULT_CELL_CAP) -> MdSafe:
    """A Markdown link to an http(s) URL; plain escaped text when the URL is not safe."""
    text = md_text(label, limit)
    target = safe_url(url)
    if not target or not text:
        return text
    return MdSafe(f"[{text}]({target.replace('(', '%28').replace(')', '%29')})")


def md_code(text: object, limit: int = DEFAULT_CELL_CAP) -> MdSafe:
    """Untrusted text in monospace (engine messages): escaped, inside ``<samp>``.

    A code span cannot hold ``|`` in a table on every renderer, so escaped text in
    ``<samp>`` (which GitHub keeps) stands in for it.
    """
    return MdSafe(f"<samp>{md_text(text, limit)}</samp>")


def slack_text(text: object, limit: int = DEFAULT_SLACK_CAP) -> str:
    """Escape untrusted text for Slack mrkdwn/plain text; no mention or link can form."""
    s = cap(one_line(text), limit)
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _SLACK_BROADCAST.sub("@" + WORD_JOINER, s)


def slack_link(label: object, url: object, limit: int = DEFAULT_SLACK_CAP) -> str:
    """A Slack ``<url|label>`` link to an http(s) URL; escaped text when the URL is not safe."""
    text = slack_text(label, limit).replace("|", "¦")
    target = safe_url(url)
    if not target:
        return text
    return f"<{target}|{text}>" if text else f"<{target}>"


__all__ = [
    "MdSafe",
    "cap",
    "md_code",
    "md_link",
    "md_text",
    "one_line",
    "safe_url",
    "slack_link",
    "slack_text",
]
