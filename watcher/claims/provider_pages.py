"""A chip company's figure on a page about API providers ran on that company's hosted service.

A chip company named alone (Groq, Cerebras, SambaNova) is hardware, not an engine (reading
rules §3). A page that compares API providers ("Tokens per second across providers", "os
provedores de LLM API") or tells how to call a service ("Authorization: Bearer
YOUR_..._API_KEY") is about hosted services, though: there a figure on such a company's chip
is what its hosted service served, which is ``vendor`` (§3: "a vendor's own ... hosted API";
LABELLING, eighteenth pass: a chip company alone is hardware "unless the text names its hosted
service/API or the page is about API providers"). Providers are read in the title only ("cloud
providers" in a chip story's body are GPU clouds, the yardstick); an API key in the text's first
``_REACH`` characters. The look is bounded and made once per page.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Span
from watcher.claims.names import Mention

_REACH = 4000
# chip companies that serve models on their own chips as a public hosted service
_SERVING_CHIPS = frozenset({"Groq LPU", "Cerebras", "WSE-3", "SambaNova", "SN40L", "SN50"})
# a title's "API providers", "inference providers", "across providers", "os provedores de LLM
# API", "API 提供商": a page about hosted services
_PROVIDERS = re.compile(
    r"(?<![A-Za-z])(?:(?:API|inference|LLM|AI|across)"
    r"[ \t\-]{1,2}providers?"
    r"|(?:provedores|proveedores|fournisseurs)[ \t]{1,2}(?:de[ \t]{1,2})?(?:LLM[ \t]{1,2})?"
    r"(?:API|inferência|inferencia|IA|AI|LLM)"
    r")(?![A-Za-z])"
    r"|API[ \t]?(?:提供商|服务商|供应商)|API[ \t]?プロバイダ",
    re.IGNORECASE,
)
# "an API key", "$GROQ_API_KEY": a page about calling a hosted service
_KEYS = re.compile(r"(?<![A-Za-z])API[ \t]{1,2}keys?(?![A-Za-z])|_API_KEY(?![A-Za-z])", re.I)


def _about_providers(doc: _Doc) -> bool:
    """True when the title names API providers or the text's opening an API key."""
    key = ("provider_page", "", 0)
    if key not in doc.flags:
        found = _PROVIDERS.search(doc.title or "") or _KEYS.search(doc.text, 0, _REACH)
        doc.flags[key] = found is not None
    return bool(doc.flags[key])


def provider_served(engine: str | None, card: Mention | None, doc: _Doc) -> bool:
    """True when a figure with no engine, on a chip company's own chip, sits on a page about
    API providers: its engine is that company's hosted service (``vendor``)."""
    if engine is not None or card is None or card.name not in _SERVING_CHIPS:
        return False
    return _about_providers(doc)


def provider_tier(engine: str | None, card: Mention | None, own: _Span, doc: _Doc) -> bool:
    """True when a figure with no engine and no single card names, in its own sentence, two
    or more chip companies that serve their own chips, on a page about API providers
    ("Extreme speed (800-3,000 tokens/sec): Groq and Cerebras"): a tier of hosted services,
    ``vendor`` with no hardware and no count (LABELLING, eighteenth pass, class 3: "a tier
    naming several chip companies has no hardware", and keeps ``vendor`` on such a page)."""
    if engine is not None or card is not None:
        return False
    named = doc.near("hardware", own.start, own.end)
    names = {m.name for m in named}
    if len(names) < 2 or not names <= _SERVING_CHIPS:
        return False
    return _about_providers(doc)
