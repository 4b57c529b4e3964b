"""A hosted service's documentation is not the service: "the official API docs" names pages
about the service, not a run on it.

``vendor`` is a vendor's own code or hosted API (reading rules §3), and context implies an
engine only where the text says a figure ran on it (§1). "只在官方 API 文档中更新了模型信息" (the
model was listed in the official API docs), "see the Gemini API documentation": the service is
named as where something is written, so it sets no engine for the page's figures.
"""

from __future__ import annotations

import re

from watcher.claims.models import VENDOR
from watcher.claims.names import Mention

# engines.VENDOR: engines.py applies this filter, so the name is not imported from there

_DOCS_AFTER = re.compile(
    r"[ \t]{0,2}(?:docs|documentation|reference[ \t]docs|文档|文檔|ドキュメント|문서)(?![A-Za-z])",
    re.IGNORECASE,
)


def without_service_docs(text: str, engines: list[Mention]) -> list[Mention]:
    """The engine mentions, less a hosted service named as the subject of its documentation."""
    return [m for m in engines if not (m.name == VENDOR and _DOCS_AFTER.match(text, m.end))]
