"""A load's number is no range's low end: "at concurrency 1 to 609 tok/s at concurrency 64".

Reading rules §4 (concurrency: batch size, "@ conc 8", running requests) and §2 (before/after
pairs: each side takes its own setup). In "throughput went from 84 tok/s at concurrency 1 to
609 tok/s at concurrency 64" the "1" closes the first side's load and "to" opens the second
side; the figure pattern read "1 to 609 tok/s" as one range (and gave its midpoint, 305, at
concurrency 1). A number written right after a load key (concurrency, batch size, bs, bsz,
conc, c=, 并发, 批大小) is that load's value, never the low end of a rate's range, so the
match is read again from its second number ("609 tok/s"), which then takes its own load.

A context or prompt length written the same way ("ctx 4096 - 150 tok/s", "n_ctx=8192 – 41 t/s",
"prompt: 512 - 2400 t/s") is that setting's value too, and read past the same way (the reader
gave 4096 tok/s).

So is a test's or run's setting (llama-bench's "pp 512 - 2400 t/s", "tg 128 - 38 t/s", "depth
4096", "-ngl 99", "threads 16", "TP=2 - 1,150 tok/s"), and so is any number before a dash that
is larger than the number after it ("4096 - 38 t/s"): a range is written from its low end.

A range of loads without a unit ("batch size 1-32: 45 tok/s") is not touched: the figure
pattern only joins two numbers into a range when a unit follows the second.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from watcher.claims.numbers import _num
from watcher.claims.patterns import FIGURE

# the load key that ends right before a number: "concurrency 1", "batch size=1", "bs=1",
# "batch 1 - 150 tok/s", "conc 1", "c=1", "max-concurrency 1", "并发 1", "批大小 1"; "BS: 1"
# also ("n_batch 512" counts prompt tokens a step, no load; it is a setting below)
_LOAD_KEY = (
    r"(?:(?<![a-z_])(?:concurrency|batch(?:[ \t_\-]?size)?|bsz|bs|conc|c(?=[ \t]{0,2}=))"
    r"|并发(?:数|量)?|批(?:处理)?大小)"
    r"[ \t]{0,2}(?:[=:：][ \t]{0,2})?$"
)
# "ctx 4096", "n_ctx=4096", "context length 8192", "prompt: 512", "seq len 2048", "ISL 1024";
# a bare "context" or "prompt" only with "=" or ":" ("at long context 30-40 tok/s" is a range)
_LENGTH_KEY = (
    r"(?<![a-z])(?:(?:n_ctx|ctx|seq(?:uence)?[ \t_\-]?len(?:gth)?|isl|osl"
    r"|(?:context|prompt)[ \t_\-]?(?:length|len|size))[ \t]{0,2}(?:[=:：][ \t]{0,2})?"
    r"|(?:context|prompt)[ \t]{0,2}[=:：][ \t]{0,2})$"
)
# a test's or run's setting keyed right before its number: llama-bench's "pp 512", "tg 128",
# "depth 4096", "ubatch 512", "-ngl 99", "n_gpu_layers 99", "threads 16", "TP=2"
_SETTING_KEY = (
    r"(?<![a-z])(?:pp|tg|pg|depth|n_depth|u?batch|ub|n_gpu_layers|ngl|threads|tp|ep|dp)"
    r"[ \t]{0,2}(?:[=:：][ \t]{0,2})?$"
)
# any of the three, searched once
_KEY_BEFORE = re.compile(f"{_LOAD_KEY}|{_LENGTH_KEY}|{_SETTING_KEY}", re.IGNORECASE)
# the dash of a range written with a dash ("140 - 150 tok/s"), not a word ("45 to 30")
_DASH = re.compile(r"[ \t]{0,3}[-–—][ \t]{0,3}")


def _descends(m: re.Match[str]) -> bool:
    """True when a range joined by a dash falls: "tg 128 - 38 t/s" is no range (a range is
    written from its low end), but a setting and then its run's figure."""
    if _DASH.fullmatch(m.string, m.end("lo"), m.start("hi")) is None:
        return False
    try:
        return _num(m.group("lo")) > _num(m.group("hi"))
    except ValueError:
        return False


def past_loads(matches: Iterable[re.Match[str]], chunk: str) -> Iterator[re.Match[str]]:
    """Each match of ``matches``, except that a range whose low end is a load's value
    ("concurrency 1 to 609 tok/s") is read from its second number."""
    for m in matches:
        lo_at = max(0, m.start("lo") - 24)
        if m.group("hi") is not None and (
            _KEY_BEFORE.search(chunk, lo_at, m.start("lo")) or _descends(m)
        ):
            again = FIGURE.match(chunk, m.start("hi"))
            if again is not None:
                yield again
                continue
        yield m
