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

_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime"}


class RedactSecrets(logging.Filter):
    """Replace known secret values in a record's message and extra fields."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = [s for s in secrets if s]

    def _clean(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return text

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
