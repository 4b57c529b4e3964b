"""An engine named only inside a Markdown link's target: "[1d799da](https://github.com/acme/
vllm/tree/1d799da)" shows the reader the commit, not the address; the repository in the
address (often a platform's own port) is no engine the text names for its figures (reading
rules §1: record what the text states; §2: hidden text is not text). The link's own words
("[vLLM](https://...)") are visible and still name it. Patterns hold only literals and
bounded quantifiers."""

from __future__ import annotations

import re

from watcher.claims.names import Mention

# "](https://host/owner/" right before the name, with no space or closing bracket between
_TARGET_BEFORE = re.compile(r"\]\([^()\s]{0,200}$")


def in_link_target(text: str, mention: Mention) -> bool:
    """True when ``mention`` lies inside the address of a Markdown link."""
    return _TARGET_BEFORE.search(text[max(0, mention.start - 200) : mention.start]) is not None
