"""Which phase a token rate is of: prefill, decode (one stream), output (a server under
load) or total, from the phase words before it and the load its words name (reading rules §4:
a prefill figure is never a decode figure, and one stream's rate is apart from a server's)."""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.metric_words import (
    _DECODE,
    _OUTPUT,
    _PREFILL,
    _REQUEST_RATE,
    _THROUGHPUT_WORD,
    _TOTAL,
)
from watcher.claims.models import DECODE, OUTPUT, PREFILL, TOTAL
from watcher.claims.sized_prefill import sized_prefill_blanked
from watcher.claims.stream_words import ONE_STREAM


def _phase_of(text: str) -> str | None:
    """The phase the last phase word in ``text`` names (prefill, decode, total), if any.

    Short words are remembered: four long patterns are searched through the words before
    every rate, and a page's rates often share those words ("... 453 tok/s on H200" over and
    over); the answer depends on the words alone. Long ones (a whole line) are not kept."""
    return _remembered_phase(text) if len(text) <= _REMEMBERED else _last_phase(text)


_REMEMBERED = 400  # the longest words remembered (a figure's words before it are at most 100)


@lru_cache(maxsize=4096)
def _remembered_phase(text: str) -> str | None:
    """``_last_phase(text)``, kept for the next figure whose words are the same."""
    return _last_phase(text)


def _last_phase(text: str) -> str | None:
    """The phase the last phase word in ``text`` names, read afresh."""
    best: tuple[int, str] | None = None
    for name, pattern in (
        (PREFILL, _PREFILL),
        (DECODE, _DECODE),
        (OUTPUT, _OUTPUT),
        (TOTAL, _TOTAL),
    ):
        for m in pattern.finditer(text):
            later = best is None or m.end() > best[0]
            if later or (best is not None and m.end() == best[0] and name in (TOTAL, OUTPUT)):
                best = (m.end(), name)
    return best[1] if best else None


# a table column named by the prompt or the input alone ("| Long prompt |", "| Input (tok/s) |",
# "| Prompt |" beside "| Gen |", "| 输入 (tokens/s) |"), or a row so named in a table turned on
# its side: the rates under it are the prompt's processing, never a decode figure (reading
# rules §4); in prose "prompt" alone names a length, not a phase
_PROMPT_HEADER = re.compile(
    r"[ \t*_]{0,4}(?:(?:long|short|cold|warm|cached|uncached|first)[ \t\-])?"
    # "| v2.0.3 Prompt | v2.1.0 Prompt |", "| main Prompt |": one build's or branch's prompt
    # column beside another's, the phase the same
    r"(?:(?:v?\d{1,4}(?:\.\d{1,4}){1,3}[a-z\d\-]{0,8}|[a-f\d]{7,12}|before|after|old|new"
    r"|base(?:line)?|main|master|pr|patched|ours)[ \t]{1,2})?"
    r"(?:prompts?|input|输入|輸入|入力|입력)"
    r"(?:[ \t]{0,2}\([ \t]{0,2}(?:tok(?:en)?s?|t)[ \t]{0,2}/[ \t]{0,2}s(?:ec)?[ \t]{0,2}\)"
    r"|[ \t]{0,2}\([ \t]{0,2}tps[ \t]{0,2}\))?[ \t*_]{0,4}",
    re.IGNORECASE,
)


# "PR2=ON (119k prefill)", "Before (32K-token prefill)": an aside giving a named column's
# prompt length, read in by prefill before its rates were taken ("| 32k prefill |" alone
# stays a prefill column); the rates under it are of whatever the row or
# the table names (a decode speed), not the prefill's (reading rules §4: a length is a load,
# not a phase)
_SIZED_PREFILL = re.compile(
    r"(?<=[^\s(])[ \t]{0,2}\([ \t]{0,2}\d{1,4}(?:\.\d{1,2})?[ \t]?"
    r"(?:[km](?:[ \t\-]?tokens?)?|[ \t\-]?tokens?)[ \t\-]{1,2}(?:of[ \t])?prefill(?:ed)?"
    r"[ \t]{0,2}\)",
    re.IGNORECASE,
)


def header_phase(header: str) -> str | None:
    """The phase a table header names: its phase words, or prefill for a column named by the
    prompt or the input alone. A prefill named with its length ("(119k prefill)") is the
    column's workload, not its phase."""
    if "refill" in header or "REFILL" in header:
        header = _SIZED_PREFILL.sub(" ", header)
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


# words that put a throughput under load (LABELLING: a batch, concurrency, a serving
# benchmark, an aggregate, system or per-GPU figure). A program's name ("llama-server",
# "vllm serve"), "users" or "requests" as a sentence's subject and "tensor parallel" name no
# load: one request at a time to a server is still one stream
_LOAD_CUE = re.compile(
    r"(?<![a-z\-])(?:serving|batch(?:ed|es|ing)?|concurren\w{0,4}"
    r"|aggregate|system|overall|combined|cluster|per[ \t]gpu|/gpu)(?![a-z])"
    r"|并发|批处理|批量|服务|동시|배치|서빙|同時|バッチ"
    # "每卡 850 tokens/s", "GPUあたり", "GPU당": a per-card share of the server's output
    r"|每(?:张|張)?卡|毎?GPUあたり|(?:GPU|카드)[ \t]?당",
    re.IGNORECASE,
)


# a request rate's unit: "req/s", "requests/sec", "requests per second", "QPS"
_REQUEST_UNIT = r"(?:req(?:uest)?s?[ \t]?/[ \t]?s(?:ec)?|requests?[ \t]per[ \t]sec(?:ond)?|qps)"
# a measured request rate right before the figure: "24.3 requests/s, ", "5.1 req/s and "
_RATE_PAIR_END = re.compile(
    r"(?<![\d.,])\d[\d.,]{0,12}[ \t]{0,2}"
    + _REQUEST_UNIT
    + r"[ \t]{0,2}[,;/|]?[ \t]{0,2}(?:and[ \t]{1,2}|or[ \t]{1,2})?[*_`(]{0,2}$",
    re.IGNORECASE,
)
# a measured request rate, then the output rate named: "Request throughput: 5.1 req/s, output
# 2,400 tok/s", "6.8 req/s and generation throughput 1,900 tok/s" (a serving tool's pair)
_RATE_THEN_OUTPUT = re.compile(
    r"\d[ \t]{0,2}"
    + _REQUEST_UNIT
    + r"[ \t]{0,2}[,;/|]?[ \t]{0,2}(?:and[ \t]{1,2})?(?:output|generat(?:ed|ion))"
    r"(?:[ \t]{1,2}(?:tokens?[ \t]{1,2})?(?:throughput|tput|speed|rate))?"
    r"[ \t]{0,2}[:=]?[ \t]{0,2}$",
    re.IGNORECASE,
)
# ... unless the request rate is the load the run was served at, not a measured rate beside
# it: "at a request rate of 8 req/s, 77 tok/s per user", "under 4 QPS, 900 tok/s" (LABELLING:
# QPS is a load cue; the rate after it is the server's output or, said so, one user's)
_RATE_SET_AT = re.compile(
    r"(?<![a-z])(?:at|under|@)[ \t]{1,2}(?:an?[ \t]{1,2})?"
    r"(?:(?:fixed|constant|steady|target|sustained)[ \t]{1,2})?"
    r"(?:(?:(?:request|arrival)[ \t]{1,2}rate|qps|rps|load)[ \t]{0,2}(?:of|=|:)?[ \t]{0,2})?$",
    re.IGNORECASE,
)


def _throughput_metric(before: str, keyed: bool = False) -> str:
    """Decode unless the nearest phase word before the figure says prefill or total; a token
    rate right after a request rate ("24.3 requests/s, 12,453 tokens/s") is the total; a
    throughput that names no phase is one stream's ("a throughput of 80 tok/s") unless a load
    cue or a tool's key says it is the server's output ("serving throughput", "per GPU")."""
    phase = _phase_of(before)
    if phase == PREFILL and _last_phase(sized_prefill_blanked(before) or "") == DECODE:
        phase = DECODE  # "Decode speed after a 32K prefill: 41 tok/s": the prefill is its load
    if phase == DECODE and _RATE_THEN_OUTPUT.search(before[-60:]):
        return OUTPUT  # "5.1 req/s, output 2,400 tok/s": the server's, as the pair below
    if phase is not None:
        return phase
    if _REQUEST_RATE.search(before[-40:]):
        # "24.3 requests/s, 12,453 tokens/s": a tool's pair of measured rates, the second
        # the total; a request rate set as the load ("在稳定流量(QPS=80)下 ... 吞吐量") is a
        # load cue, and the rate under it the server's output (LABELLING: QPS is a load cue)
        tail = before[-40:]
        pair = _RATE_PAIR_END.search(tail)
        if pair is None or _RATE_SET_AT.search(before[: len(before) - len(tail) + pair.start()]):
            return OUTPUT
        return TOTAL
    word = _THROUGHPUT_WORD.search(before[-60:])
    if word is None:
        return DECODE
    # "throughput" alone in prose is one stream's rate; a load cue beside it makes it the
    # server's, and so does a benchmark tool's keyed output line ("token_throughput: 980")
    return OUTPUT if keyed or _under_load(before[-100:]) else DECODE


def _under_load(words: str) -> bool:
    """True when ``words`` hold a load cue (a server, a batch, concurrent requests) and name
    no single stream ("(batch size=1)", "bs=1", "单并发" are one request at a time)."""
    return bool(_LOAD_CUE.search(words)) and not ONE_STREAM.search(words)
