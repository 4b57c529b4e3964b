"""A load's number is no range's low end: "at concurrency 1 to 609 tok/s at concurrency 64".

Reading rules §4 (concurrency: batch size, "@ conc 8", running requests) and §2 (before/after
pairs: each side takes its own setup). In "throughput went from 84 tok/s at concurrency 1 to
609 tok/s at concurrency 64" the "1" closes the first side's load and "to" opens the second
side; the figure pattern read "1 to 609 tok/s" as one range (and gave its midpoint, 305, at
concurrency 1). A number written right after a load key (concurrency, batch size, bs, bsz,
conc, c=, 并发, 批大小) is that load's value, never the low end of a rate's range, so the
match is read again from its second number ("609 tok/s"), which then takes its own load.

A range of loads without a unit ("batch size 1-32: 45 tok/s") is not touched: the figure
pattern only joins two numbers into a range when a unit follows the second.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from watcher.claims.patterns import FIGURE

# the load key that ends right before a number: "concurrency 1", "batch size=1", "bs=1",
# "batch 1 - 150 tok/s", "conc 1", "c=1", "max-concurrency 1", "并发 1", "批大小 1"; "BS: 1"
# also ("n_batch 512" counts prompt tokens a step, no load)
_LOAD_KEY_BEFORE = re.compile(
    r"(?:(?<![a-z_])(?:concurrency|batch(?:[ \t_\-]?size)?|bsz|bs|conc|c(?=[ \t]{0,2}=))"
    r"|并发(?:数|量)?|批(?:处理)?大小)"
    r"[ \t]{0,2}(?:[=:：][ \t]{0,2})?$",
    re.IGNORECASE,
)


def past_loads(matches: Iterable[re.Match[str]], chunk: str) -> Iterator[re.Match[str]]:
    """Each match of ``matches``, except that a range whose low end is a load's value
    ("concurrency 1 to 609 tok/s") is read from its second number."""
    for m in matches:
        if m.group("hi") is not None and _LOAD_KEY_BEFORE.search(
            chunk, max(0, m.start("lo") - 24), m.start("lo")
        ):
            again = FIGURE.match(chunk, m.start("hi"))
            if again is not None:
                yield again
                continue
        yield m
