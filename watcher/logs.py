"""Logging setup: JSON lines for machines, plain lines for people; secrets redacted.

Every record passes through :class:`RedactSecrets`, which replaces the values of the
secret settings (token, webhook URLs, webhook key) wherever they appear.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterable
from typing import Any
from urllib.parse import parse_qsl, urlsplit

_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime"}
MIN_FRAGMENT = 12  # shorter URL parts ("services", "hooks") are not secret on their own


def secret_terms(secrets: Iterable[str]) -> list[str]:
    """The strings to hide for ``secrets``: each value, and for a URL its path and query and
    every long path segment or query value — the part a receiver echoes back in an error
    (a Slack webhook URL's secret is its path). Longest first, so replacement is greedy."""
    terms: set[str] = set()
    for secret in secrets:
        secret = secret.strip()
        if not secret:
            continue
        terms.add(secret)
        terms.update(p for p in _url_pieces(secret) if len(p) >= MIN_FRAGMENT)
    return sorted(terms, key=len, reverse=True)


def _url_pieces(secret: str) -> list[str]:
    """The parts of a URL-shaped secret a receiver may echo; none for a malformed one (the
    code that hides secrets must never fail, or every error would become a traceback)."""
    try:
        parts = urlsplit(secret)
        if not (parts.scheme and parts.netloc):
            return []
        password = parts.password or ""
        queries = [v for _, v in parse_qsl(parts.query)]
    except ValueError:
        # e.g. an unclosed IPv6 bracket: hide what follows the scheme's "//" as a whole
        return [secret.partition("//")[2]]
    tail = parts.path + (f"?{parts.query}" if parts.query else "")
    return [tail, password, *parts.path.split("/"), *queries]


def redact(text: str, terms: Iterable[str]) -> str:
    """``text`` with every term replaced by ``***``."""
    for term in terms:
        if term:
            text = text.replace(term, "***")
    return text


class RedactSecrets(logging.Filter):
    """Replace known secret values in a record's message and extra fields."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = secret_terms(secrets)

    def _clean(self, text: str) -> str:
        return redact(text, self.secrets)

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record in place; never drops it."""
        if self.secrets:
            record.msg = self._clean(record.getMessage())
            record.args = None
            for key, value in list(vars(record).items()):
                if key not in _STANDARD and isinstance(value, str):
                    setattr(record, key, self._clean(value))
            if record.exc_info and not record.exc_text:
                # a traceback (httpx errors carry URLs) is text too: format, clean, keep text only
                record.exc_text = logging.Formatter().formatException(record.exc_info)
            if record.exc_text:
                record.exc_text = self._clean(record.exc_text)
                record.exc_info = None
            if record.stack_info:
                record.stack_info = self._clean(record.stack_info)
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message and any extra fields."""

    def format(self, record: logging.LogRecord) -> str:
        """Serialise the record."""
        doc: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                doc[key] = value
        if record.exc_info:
            doc["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            doc["exception"] = record.exc_text
        return json.dumps(doc, default=str, ensure_ascii=False)


def setup(fmt: str, level: int, secrets: Iterable[str]) -> None:
    """Configure the root logger on stderr (``fmt`` is ``json`` or ``text``)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(RedactSecrets(secrets))
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("apscheduler").setLevel(max(level, logging.WARNING))
    logging.getLogger("httpx").setLevel(max(level, logging.WARNING))
