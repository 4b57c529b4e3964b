"""A figure a company credits to the stack it built itself ran on that stack: ``vendor``.

Reading rules §3 give ``vendor`` to "a vendor's own code or hosted API", and LABELLING's
eighteenth pass (class 1) reads a company's own inference stack, serving system or service the
same, on its own chip or another maker's, when the text credits the figure to it: "We built an
inference engine at Kog generating 10,000 tokens per second", "we built the Inference Optimized
Image ... The result: 2,000 tokens/second", "713 tokens per second ... from our EU
infrastructure". The writer's first person ("we built", "our ... inference engine") is what
says the stack is the company's own; a figure set against it ("where standard providers sit
around 100 t/s", "2,000 vs. 823") is the yardstick, not the stack's. The look is bounded: the
figure's own sentence (up to ``_AHEAD`` characters after the figure) and up to ``_BACK``
characters of its paragraph before it. A page whose
company names, in its opening, the service it runs itself ("我们的模型 API 服务", "其线上系统",
"our online service") gives that service to its figures with no engine named, the old
version's figure included ("from 20 TPS to 60 TPS": both ran on the maker's service).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.hints import folded, hinted

_BACK = 400
_AHEAD = 200  # "713 tokens per second on ... from our EU infrastructure": a cue after the figure
_OWN_STACK = re.compile(
    # "we built an inference engine", "we developed the Inference Optimized Image"
    r"(?<![A-Za-z])we[ \t]{1,2}(?:have[ \t]{1,2})?(?:built|developed|created|designed|engineered)"
    r"[ \t]{1,2}(?:an?|our(?:[ \t]{1,2}own)?|the)[ \t]{1,2}[^.\n]{0,40}?(?:inference|serving)"
    r"[^.\n]{0,25}?(?:engine|stack|image|runtime|platform|system)s?(?![A-Za-z])"
    # "our inference platform", "our serving API": a service the company runs (a bare "our own
    # inference engine" may be a paper's project, which leaves the engine null)
    r"|(?<![A-Za-z])our[ \t]{1,2}(?:own[ \t]{1,2})?(?:[\w\-]+[ \t]{1,2}){0,2}?(?:inference|serving)"
    r"[ \t]{1,2}(?:platform|service|API|cloud)s?(?![A-Za-z])"
    # "from our EU infrastructure", "on our own infrastructure"
    r"|(?<![A-Za-z])(?:from|on)[ \t]{1,2}our[ \t]{1,2}(?:own[ \t]{1,2})?(?:[\w\-]+[ \t]{1,2})?"
    r"infrastructure(?![A-Za-z])",
    re.IGNORECASE,
)
_OWN_HINTS = ("we", "our")  # one stands in every match of ``_OWN_STACK`` (``hints``)
# "where standard providers sit around", "2,000 vs. ", "than": the other side of a comparison
_SET_AGAINST = re.compile(
    r"(?<![A-Za-z])(?:than|vs\.?|versus|compared|where|whereas|while|unlike|against|baseline"
    r"|standard|vanilla|typical(?:ly)?)(?![A-Za-z])[^.\n]{0,40}$",
    re.IGNORECASE,
)

# "我们的模型 API 服务", "其线上系统", "our online service": the page's company speaks of the
# service it runs itself, so the page's figures with no engine named ran on it (the maker's
# own service is ``vendor``, LABELLING's eighteenth pass); read in the page's opening only
_REACH = 4000
_OWN_SERVICE = re.compile(
    r"(?:我们|我司|其)的?(?:模型)?[ \t]?(?:API[ \t]?服务|线上系统|线上服务|在线服务|推理服务)"
    r"|(?<![A-Za-z])our[ \t]{1,2}(?:own[ \t]{1,2})?(?:model[ \t]{1,2})?(?:API[ \t]{1,2}service"
    r"|online[ \t]{1,2}(?:service|system)|production[ \t]{1,2}(?:service|system))(?![A-Za-z])",
    re.IGNORECASE,
)


def own_service_page(engine: str | None, doc: _Doc) -> bool:
    """True when a figure with no engine sits on a page whose company names, in its opening,
    the service it runs itself ("其线上系统", "our online service")."""
    if engine is not None:
        return False
    key = ("own_service_page", "", 0)
    if key not in doc.flags:
        doc.flags[key] = _OWN_SERVICE.search(doc.text, 0, _REACH) is not None
    return bool(doc.flags[key])


def own_stack(engine: str | None, fig: _Figure, own: _Span, doc: _Doc) -> bool:
    """True when a figure with no engine is credited to a stack the writer's company built."""
    if engine is not None or fig.role == "before":
        return False
    text = doc.text
    # bounded on both sides, so that a page-long "sentence" of figures stays linear
    lo = max(0, own.start - _BACK, fig.start - _BACK - _AHEAD)
    gap = text.rfind("\n\n", lo, max(lo, min(own.start, fig.start)))
    lo = gap + 2 if gap >= 0 else lo
    if _SET_AGAINST.search(text, max(lo, fig.start - 48), fig.start):
        return False
    hi = min(own.end, fig.end + _AHEAD)
    # every cue holds "we" or "our": a window without either is not searched (the search
    # tries each of its hundreds of positions, and a page of many figures asks for each)
    if not hinted(folded(text[lo:hi]), _OWN_HINTS):
        return False
    return _OWN_STACK.search(text, lo, hi) is not None
