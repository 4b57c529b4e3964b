"""A serving benchmark's report of a run that sent one request: its rates are one stream's.

bench_serving and ``vllm bench serve`` print "Successful requests: N" at the head of each
report. When N is 1, every token rate the report prints under it ("Output token
throughput", "Peak output token throughput") was measured on one request: one stream, the
LABELLING decision's "a single request" (reading rules §4), though the line's words are a
server's. The count is a load of the run, not a concurrency setting: it leaves the claim's
concurrency field alone (LABELLING, batches 16-25: only a stated concurrency fills it).
The nearest report above the figure, in the figure's block, decides; a report of many
requests above it, or none, leaves the reading to the other evidence.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

# "Successful requests:                     1": aligned tool output, the value far off
_REQUESTS_SENT = re.compile(
    r"^[ \t]{0,8}successful[ \t]requests[ \t]{0,2}:[ \t]{0,48}(\d{1,9})[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


def one_request_run(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the nearest "Successful requests: N" line above the figure, in its block,
    says the run sent one request."""
    block = local.block
    last = None
    for start, _end, m in doc.scan(_REQUESTS_SENT, block.start, block.end):
        if start >= fig.start:
            break
        last = m
    return last is not None and last.group(1) == "1"
