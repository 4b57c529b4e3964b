"""A rate written with a bare "/s" ("~9/s", "80/sec", "6/s-7/s"): the number is a token rate only
where its sentence says what it counts or that it is a speed (reading rules §4: units vary).

"~12 tokens per second on an A6000 (~9/s at 2048 tokens)" and "generation speed drops from
80/sec to 20/sec" are token rates; "len/duration = 61/s" (bytes) and "about 3/sec requests"
are rates in another unit and no claim.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Span

# the unit as the figure pattern reads it: "/s", "/sec", "/second" right after the number
_BARE = re.compile(r"/s(?:ec(?:ond)?)?", re.IGNORECASE)

# what makes the sentence one about token speed: tokens or a phase named, not "speed" alone
# ("Disk speed ~900/s", "download speed 80/sec" count other things)
_TOKEN_SPEED = re.compile(
    r"(?<![a-z])(?:tok(?:en)?s?|t/s|tps|generation|generating|decod\w{0,3}|prefill"
    r"|prompt[ \t]processing|inference)(?![a-z])",
    re.IGNORECASE,
)
# ... unless it names some other thing counted per second
_OTHER_THING = re.compile(
    r"(?<![a-z])(?:requests?|reqs?|queries|qps|rps|bytes?|images?|imgs?|samples?|frames?"
    r"|words?|chars?|characters?|steps?|iterations?|its?|calls?)(?![a-z])",
    re.IGNORECASE,
)

SENTENCE_REACH = 240  # characters either side of the figure read for its cue


def is_bare_rate(unit: str) -> bool:
    """True for a token-rate unit written as a bare "/s"."""
    return _BARE.fullmatch(unit.strip()) is not None


def bare_rate_counts_tokens(text: str, start: int, end: int, seg: _Span) -> bool:
    """True when the sentence around the figure at ``start``..``end`` (its unit a bare "/s")
    speaks of tokens or speed and names nothing else counted per second right after it."""
    window = text[max(seg.start, start - SENTENCE_REACH) : min(seg.end, end + SENTENCE_REACH)]
    if _OTHER_THING.search(text[max(seg.start, start - 24) : min(seg.end, end + 16)]):
        return False  # "61/s of bytes", "requests: 5/s", "3/sec requests": not tokens
    return _TOKEN_SPEED.search(window) is not None
