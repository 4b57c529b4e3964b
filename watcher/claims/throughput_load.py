"""A rate its own words call a throughput or output, in a post that states a load near it.

LABELLING.md, "Metrics": aggregate output throughput of a server under load (batched runs,
concurrent requests) is ``output_tok_s``; "throughput" with nothing said of the run is one
stream's rate (``decode_tok_s``: the word alone is no cue). The load of a post is often stated
once, in its setup lines or the paragraph before its table ("动态批处理支持最大 16 并发",
"ramping concurrency 12 → 16 → 20 → 24"), and its throughput figures further on take it
(reading rules §1: context may imply, and says so). A throughput figure whose post states a
batch size or a concurrency above one, with its number, within a few lines of it is therefore
the server's output. The load is the one the rest of the reader reads (``_CONCURRENCY_N``): a
client's load ("24 concurrent requests", "with 32 users", "bs=16"), never a server's slot count or
sequence cap (``--parallel 4``, ``max_num_seqs=64``: LABELLING.md, thirteenth pass). A load of one
("batch size 1") is one stream and no such cue, and batching named as an engine's feature
("支持动态批处理") states no run's load.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc, _Figure
from watcher.claims.load_hints import may_state_load
from watcher.claims.setup_patterns import _CONCURRENCY_N, load_of

# the rate's own word: a throughput or output ("tok/s output"), in the languages the metric
# words know; a "speed" or a bare rate names neither
_THROUGHPUT = re.compile(
    r"(?<![a-z\-])(?:throughput|tput|output)(?![a-z])|吞吐|처리량|スループット|输出|輸出",
    re.IGNORECASE,
)
LOAD_REACH = 800  # characters either side: the figure's report or the post around it


def throughput_under_load(own: tuple[str, str, str], fig: _Figure, doc: _Doc) -> bool:
    """True when the figure's own words (``own``: before it, after it, its label) name a
    throughput or output and the text within ``LOAD_REACH`` of it states a load above one stream."""
    before, after, label = own
    if not (
        _THROUGHPUT.search(before[-60:]) or _THROUGHPUT.search(after) or _THROUGHPUT.search(label)
    ):
        return False
    key = ("load-starts", 0, len(doc.text))
    starts = doc.starts.get(key)
    if starts is None:  # one scan of the text, then a bisection per figure
        starts = doc.starts[key] = [
            h[0]
            for h in doc.scan(_CONCURRENCY_N, 0, len(doc.text), may_state_load)
            if (load_of(h[2]) or 0) > 1
        ]
    i = bisect_left(starts, fig.start - LOAD_REACH)
    return i < len(starts) and starts[i] < fig.end + LOAD_REACH
