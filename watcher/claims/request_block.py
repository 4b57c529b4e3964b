"""A tool's report block of many requests: its throughput line is the server's output.

A serving benchmark prints its results as a block of "key: value" lines, one run per block::

    num request: 2000
    ttft: 62.98 ms
    avg_throughput: 485.52 tokens/s

The block is one run (reading rules §1: the lines of one record share its setup), so a count
of many requests sent ("num request: 2000", "Total requests: 256"), requests in flight or a
request rate ("QPS: 4.1") on any of its lines is the load its token rate was measured under:
the rate is the server's output over those requests, as "Throughput: 2409 token/s, 6.82
req/s" on one line is (reading rules §4, LABELLING: a request rate or serving benchmark is a
load cue). A block is the run of lines around the figure's own with no blank line between,
and the figure's own line must be keyed ("avg_throughput: ..."): prose that mentions
requests and a speed in one paragraph is not a tool's record. A count of one request is one
stream, and a load stated for the figure (a concurrency of one) is weighed first.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure

_BLOCK_REACH = 1200  # characters either side: a report block's lines, not the whole post
# a key opening the figure's line: "avg_throughput:", "Output tokens per second:"
_KEYED_LINE = re.compile(r"[ \t>*\-•]{0,6}[A-Za-z][\w \t()/\-.]{0,48}[:：=][ \t]{0,4}$")
# a line keying many requests: their count sent or done, those in flight, or their rate
_MANY_REQUESTS = re.compile(
    r"^[ \t>*\-•]{0,6}(?:(?:num(?:ber)?(?:[ \t_]of)?|total|successful|completed)[ \t_]?"
    r"(?:requests?|prompts)|requests?[ \t_\-]on[ \t_\-]the[ \t_\-]fly|requests?[ \t_]in[ \t_]flight"
    r"|qps|rps|request[ \t_]rate)[ \t]{0,2}(?:\([^)\n]{0,16}\))?[ \t]{0,2}[:：=][ \t]{0,4}"
    r"(?P<n>\d[\d,]{0,8}(?:\.\d{1,6})?)",
    re.IGNORECASE | re.MULTILINE,
)


def many_requests_in_block(fig: _Figure, doc: _Doc) -> bool:
    """True when the figure sits on a keyed line of a block of lines that keys many requests
    (a count above one, or any request rate above zero)."""
    text = doc.text
    line_start = text.rfind("\n", max(0, fig.start - 200), fig.start) + 1
    if line_start == 0 and fig.start > 200:
        return False
    if not _KEYED_LINE.match(text, line_start, fig.start):
        return False
    lo = text.rfind("\n\n", max(0, fig.start - _BLOCK_REACH), line_start)
    lo = max(0, fig.start - _BLOCK_REACH) if lo < 0 else lo + 2
    hi = text.find("\n\n", fig.end, fig.end + _BLOCK_REACH)
    hi = min(len(text), fig.end + _BLOCK_REACH) if hi < 0 else hi
    return keys_many_requests(text, lo, hi)


def keys_many_requests(text: str, lo: int, hi: int) -> bool:
    """True when ``text[lo:hi]`` keys more than one request sent, or any request rate above
    zero ("num prompts: 256", "QPS: 4")."""
    for m in _MANY_REQUESTS.finditer(text, lo, hi):
        key = m.group(0).lower()
        n = float(m.group("n").replace(",", ""))
        rate = "qps" in key or "rps" in key or "rate" in key
        if (rate and n > 0) or n > 1:
            return True
    return False
