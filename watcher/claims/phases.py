"""Which phase a token rate is of: prefill, decode (one stream), output (a server under
load) or total, from the phase words before it and the load its words name (reading rules §4:
a prefill figure is never a decode figure, and one stream's rate is apart from a server's)."""

from __future__ import annotations

import re

from watcher.claims.metric_words import (
    _DECODE,
    _OUTPUT,
    _PREFILL,
    _REQUEST_RATE,
    _TOTAL,
)
from watcher.claims.models import DECODE, OUTPUT, PREFILL, TOTAL
from watcher.claims.stream_words import _PER_USER, ONE_STREAM, PHASE_THROUGHPUT, THROUGHPUT_NAMED


def _phase_of(text: str) -> str | None:
    """The phase the last phase word in ``text`` names (prefill, decode, total), if any."""
    best: tuple[int, str] | None = None
    for name, pattern in (
        (PREFILL, _PREFILL),
        (DECODE, _DECODE),
        (OUTPUT, _OUTPUT),
        (OUTPUT, PHASE_THROUGHPUT),
        (TOTAL, _TOTAL),
    ):
        for m in pattern.finditer(text):
            later = best is None or m.end() > best[0]
            if later or (best is not None and m.end() == best[0] and name in (TOTAL, OUTPUT)):
                best = (m.end(), name)
    return best[1] if best else None


# a table column named by the prompt or the input alone ("| Long prompt |", "| Input (tok/s) |",
# "| Prompt |" beside "| Gen |"): the rates under it are the prompt's processing, never a
# decode figure (reading rules §4); in prose "prompt" alone names a length, not a phase
_PROMPT_HEADER = re.compile(
    r"[ \t*_]{0,4}(?:(?:long|short|cold|warm|cached|uncached|first)[ \t\-])?(?:prompts?|input)"
    r"(?:[ \t]{0,2}\([ \t]{0,2}(?:tok(?:en)?s?|t)[ \t]{0,2}/[ \t]{0,2}s(?:ec)?[ \t]{0,2}\)"
    r"|[ \t]{0,2}\([ \t]{0,2}tps[ \t]{0,2}\))?[ \t*_]{0,4}",
    re.IGNORECASE,
)


def header_phase(header: str) -> str | None:
    """The phase a table header names: its phase words, or prefill for a column named by the
    prompt or the input alone."""
    phase = _phase_of(header)
    if phase is None and _PROMPT_HEADER.fullmatch(header):
        return PREFILL
    return phase


_LINE_PHASE = re.compile(
    r"[ \t]{0,4}(prefill|decode|decoding|total)(?:[ \t]\d{1,4})?[.:](?:[ \t]|$)", re.I
)


def _line_phase(text: str, start: int) -> str | None:
    """The phase a log line opens with ("Decode 3. Batch size: 1, latency: ..."), lower-case."""
    line_start = text.rfind("\n", max(0, start - 200), start) + 1 or max(0, start - 200)
    head = _LINE_PHASE.match(text, line_start)
    return head.group(1).lower() if head is not None else None


# a log line tagged by a batch program ("[batch_generate] Generation: ..."): its rates are the
# whole batch's, tokens of every sequence over one clock
_BATCH_TAG = re.compile(r"[ \t]{0,4}\[[a-z_\-]{0,24}batch[a-z_\-]{0,24}\]", re.I)


def batch_tagged(text: str, start: int) -> bool:
    """True when the line holding ``start`` opens with a batch program's tag: a generation
    rate there is the batch's output throughput, not one stream's (reading rules §4)."""
    line_start = text.rfind("\n", max(0, start - 200), start) + 1 or max(0, start - 200)
    return _BATCH_TAG.match(text, line_start) is not None


def _throughput_metric(before: str) -> str:
    """Decode unless the nearest phase word before the figure says prefill, output or total; a
    token rate right after a request rate ("24.3 requests/s, 12,453 tokens/s") is the total; a
    rate the words call throughput ("a throughput of 80 tok/s", "吞吐量", "Durchsatz") is the
    server's output unless the words after that word name one stream ("throughput (bs=1)",
    "throughput per user"): reading rules §4, "throughput" names many streams. A load or one
    stream said elsewhere in the figure's scope is weighed later (``stream.stream_metric``)."""
    phase = _phase_of(before)
    if phase is not None:
        return phase
    if _REQUEST_RATE.search(before[-40:]):
        return TOTAL
    return named_rate(before[-60:])


def named_rate(words: str) -> str:
    """The metric of a generation rate whose ``words`` name no phase: the server's output when
    they call it throughput, one stream's decode when they do not or when the words from the
    throughput word on name one stream ("Throughput per user", "throughput at bs=1")."""
    word = THROUGHPUT_NAMED.search(words)
    if word is None:
        return DECODE
    own = words[word.start() :]
    return DECODE if ONE_STREAM.search(own) or _PER_USER.search(own) else OUTPUT
