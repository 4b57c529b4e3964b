"""Which time a figure in seconds or milliseconds is: first token, per token or the whole run.

A bare "latency" is the generic word; a phrase that qualifies it ("first token average
latency", "inter-token latency", "subsequent tokens ... latency") names the narrower metric,
so the specific phrase wins over the generic word it qualifies. A time spent on an amount of
output ("129 tokens in 248 s", "10 seconds to generate 150 tokens", "50 s per answer") is the
whole run's time, as a table row keyed by a count of generated tokens is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.metric_words import _PREFILL
from watcher.claims.models import E2E, TPOT, TTFT
from watcher.claims.time_words import _E2E, _GENERIC_LATENCY, _TPOT, _TTFT, _TTFT_AFTER

# the words that may sit between a first-token or per-token phrase and the "latency" or
# "time" it qualifies: "First token average latency", "time per output token p99 latency"
_QUALIFIED_TAIL = re.compile(
    r"(?:[ \t\-_]{1,2}(?:average|avg|mean|median|p\d{2}|generation|gen))*[ \t\-_]{1,2}"
    r"(?:latency|latencies|time)(?![a-z])",
    re.IGNORECASE,
)
# "each token", "subsequent tokens", "every output token": a time per token; so is the gap
# between tokens ("28 ms between tokens", "the gap between consecutive tokens")
_EACH_TOKEN = re.compile(
    r"(?<![a-z])(?:each|every|subsequent|later|following)[ \t]{1,2}(?:output[ \t]{1,2}"
    r"|generated[ \t]{1,2}|new[ \t]{1,2})?tokens?(?![a-z])"
    r"|(?<![a-z])between[ \t]{1,2}(?:consecutive[ \t]{1,2}|output[ \t]{1,2}|generated[ \t]{1,2})?"
    r"tokens(?![a-z])",
    re.IGNORECASE,
)
# the tokens after the first, as tools name their mean time: IPEX's "Average 2... latency",
# "2nd+ token latency", "next token latency", "rest token latency" (LABELLING: per-token
# latency); "time to second token" names no such mean and stays unread
_LATER_TOKENS = re.compile(
    r"(?:(?<![\w.])2(?:\.\.\.|\+|nd\+)(?:[ \t]tokens?)?"
    r"|(?<![a-z])(?:2nd|second|next|rest(?:[ \t]of[ \t]the)?)[ \t\-]{1,2}tokens?)"
    r"(?:[ \t\-_]{1,2}(?:average|avg|mean|median|p\d{2}))*[ \t\-_]{1,2}latenc(?:y|ies)(?![a-z])",
    re.IGNORECASE,
)
# the wait before output begins: "the overhead from the prompt to starting generation is
# 0.84 s", "2 s before the answer starts streaming": a time to first token (reading rules §4)
_BEFORE_OUTPUT = re.compile(
    r"(?<![a-z])(?:to|before|until|till)[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"(?:start(?:ing|s)?|begin(?:ning|s)?)[ \t]{1,2}(?:(?:of|to)[ \t]{1,2})?(?:the[ \t]{1,2})?"
    r"(?:generat|output|sampl|decod|stream)\w{0,5}"
    r"|(?<![a-z])(?:before|until|till)[ \t]{1,2}(?:the[ \t]{1,2})?(?:generation|output|answer|reply"
    r"|response)[ \t]{1,2}(?:starts|begins|appears)",
    re.IGNORECASE,
)
# a whole generation's time: OpenVINO benchmark_genai's "Generate time" (LABELLING: it is
# end-to-end); "generation time" is left alone, as tools also use it for the decode phase
_GENERATION_TIME = re.compile(r"(?<![a-z])generate[ \t_]time(?![a-z])", re.IGNORECASE)
# "finishes a request in 2.5 s", "each request took 3 s": one request's whole time (LABELLING:
# e2e_latency is one request's or one generation's time); "100 requests in 30 s" is a run's
_ONE_REQUEST = re.compile(
    r"(?<![a-z])(?:(?:finish|complet|serv|process|handl|answer)(?:es|ed|e|s|ing)?[ \t]{1,2}"
    r"(?:a|one|each|every|a[ \t]single)[ \t]{1,2}(?:request|query|prompt|response|reply)"
    r"|(?:a|one|each|every)[ \t]{1,2}(?:single[ \t])?(?:request|query)[ \t]{1,2}"
    r"(?:takes|took|needs|needed|lasts|lasted))(?![a-z])",
    re.IGNORECASE,
)
# a per-token time keyed by the prompt ("prompt_per_token_ms", "Prompt ms/token"): prompt
# processing, which is not labelled (LABELLING: a prompt-processing "ms/token")
# "prompt_per_token_ms" times the prompt; "Short prompt (ms)", "long input" name a workload
_PROMPT_KEY = re.compile(
    r"(?<![a-z])(?<!short[ \t])(?<!long[ \t])(?<!medium[ \t])(?<!\dk[ \t])"
    r"(?:prompt|input|prefill|pp)(?![a-z])",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")


def time_metric_spans(window: str) -> list[tuple[int, int, str]]:
    """(start, end, metric) of every time-metric phrase in ``window``; a first-token or
    per-token phrase's span reaches over the "latency" or "time" word it qualifies."""
    return list(_time_metric_spans(window))


@lru_cache(maxsize=1024)
def _time_metric_spans(window: str) -> tuple[tuple[int, int, str], ...]:
    # one figure's window is asked again (a setting word beside it) and a repeated line's
    # windows are alike: each window's phrases are found once
    out: list[tuple[int, int, str]] = []
    for name, pattern in ((TTFT, _TTFT), (TPOT, _TPOT), (TPOT, _EACH_TOKEN)):
        for m in pattern.finditer(window):
            tail = _QUALIFIED_TAIL.match(window, m.end())
            out.append((m.start(), tail.end() if tail else m.end(), name))
    out.extend((m.start(), m.end(), TPOT) for m in _LATER_TOKENS.finditer(window))
    out.extend((m.start(), m.end(), TTFT) for m in _BEFORE_OUTPUT.finditer(window))
    for pattern in (_E2E, _GENERATION_TIME, _ONE_REQUEST):
        out.extend((m.start(), m.end(), E2E) for m in pattern.finditer(window))
    return tuple(out)


def nearest_time_metric(
    window: str, pivot: int, text: str | None = None, shift: int = 0
) -> str | None:
    """The time metric the words of ``window`` give a figure at ``pivot``: the nearest phrase,
    a specific one winning a tie; a bare "latency" (in any language: "每个 token 的延迟",
    "トークンあたりのレイテンシ") or "the full reply" yields to a first-token or per-token
    phrase of the same stretch when no other figure lies between that phrase and this one."""
    found = time_metric_spans(window)
    if not found:
        return None
    if text is not None and any(end <= pivot for _, end, _ in found):
        # "TTFT p50 is 180 ms and TPOT 12 ms": a phrase after the figure that leads to a
        # number of its own is that number's, when words before the figure name one (the
        # window may stop short of that number: it is looked for in ``text``, where the
        # window's position ``i`` after the figure is ``i + shift``)
        found = [s for s in found if s[1] <= pivot or not _OWN_NUMBER.match(text, s[1] + shift)]

    def distance(span: tuple[int, int, str]) -> int:
        start, end, _ = span
        return max(pivot - end if end <= pivot else start - pivot, 0)

    order = {TTFT: 0, TPOT: 1, E2E: 2}
    best = min(found, key=lambda s: (distance(s), order[s[2]]))
    if best[2] != E2E:
        return best[2]
    if not _GENERIC_LATENCY.match(window, best[0]):
        return E2E  # "end-to-end", "total time": the whole run named outright
    owner = _TIME_BEFORE_WORD.search(window, max(0, best[0] - 40), best[0])
    if best[1] <= pivot and owner is not None and _SET_AGAINST.search(window, best[1], pivot):
        # "10-40 ms latency, compared to 50-200 ms": the word is the earlier figure's, and
        # the figure set against it is of the same metric, whatever that one's words make it
        return nearest_time_metric(window, owner.start())
    for start, end, name in found:
        between = window[end:pivot] if end <= pivot else window[pivot:start]
        if name != E2E and not _DIGIT.search(between):
            return name
    return E2E


# the number a time phrase leads to: "TPOT 12 ms", "TPOT: 12", "TPOT is 12", "TPOT of ~12"
_OWN_NUMBER = re.compile(
    r"[ \t]{0,2}(?:(?:p\d{2}|mean|median|avg|average)(?![a-z])[ \t]{0,2})?"
    r"(?:[:=]|(?:is|was|of|at|to|around|about|near|hit|sits[ \t]at)(?![a-z]))?[ \t]{0,2}"
    r"[~≈]?\d",
    re.IGNORECASE,
)


# a time written right before a generic latency word ("40 ms latency", "10-40ms latency")
_TIME_BEFORE_WORD = re.compile(
    r"(?<![\d.,])\d[\d.,]{0,8}(?:[ \t]{0,2}[-–~][ \t]{0,2}\d[\d.,]{0,8})?[ \t]{0,2}"
    r"(?:ms|milliseconds?|s|secs?|seconds?)[ \t]{1,2}(?:of[ \t]{1,2})?$",
    re.IGNORECASE,
)


# the words that set one figure against another: "compared to", "vs", "than"
_SET_AGAINST = re.compile(
    r"(?<![a-z])(?:compared[ \t](?:to|with)|versus|vs\.?|against|than|relative[ \t]to)(?![a-z])",
    re.IGNORECASE,
)


# "129 tokens in 248.3 seconds", "50 words in 6 seconds": an amount of output, timed
_AMOUNT_IN_BEFORE = re.compile(
    r"\d[\d,.]{0,8}[ \t]{1,2}(?:(?:new|output|generated|english)[ \t]{1,2})?"
    r"(?:tokens?|words?|characters?)[ \t]{1,2}in[ \t]{1,2}"
    r"(?:(?:about|around|roughly|only|just|under|over)[ \t]{1,2}|~|≈)?$"
    # "wrote 2,600-token stories in 3.5 seconds": a piece of output of that many tokens
    r"|\d[\d,.]{0,8}-(?:tokens?|words?)[ \t]{1,2}(?:stor(?:y|ies)|answers?|responses?"
    r"|repl(?:y|ies)|essays?|articles?|completions?|outputs?)[ \t]{1,2}in[ \t]{1,2}"
    r"(?:(?:about|around|roughly|only|just|under|over)[ \t]{1,2}|~|≈)?$",
    re.IGNORECASE,
)
# "10 seconds to generate 150 tokens", "50 Sekunden pro Antwort", "8 s per response"
_RUN_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:to|for)[ \t]{1,2}(?:generate|produce|write|output|complete|finish"
    r"|answer|respond|reply)(?![a-z])"
    r"|(?:per|pro|for[ \t]{1,2}(?:a|one|each|every|the))[ \t]{1,2}(?:answer|response|reply"
    r"|request|completion|antwort|anfrage|réponse|respuesta|ответ)(?![a-z])"
    # "6.84 sec generates 48 tokens": the time, then the output it was spent on
    r"|(?:generat|produc)(?:es|ed|ing)[ \t]{1,2}\d[\d,]{0,8}[ \t]{1,2}"
    r"(?:(?:new|output)[ \t]{1,2})?(?:tokens?|words?)(?![a-z]))",
    re.IGNORECASE,
)
# "0.4초만에 … 생성", "4.2 초에 512 토큰 생성을 마쳤고", "4.2秒で512トークンを生成", "4 秒内生成":
# "in N seconds" before the generation it timed, in Korean, Japanese and Chinese
_CJK_RUN_AFTER = re.compile(
    r"(?:만에|에|で|内)[ \t]?[^\n.。!?]{0,30}?(?:생성|응답|답변|生成|応答|回答)"
)
# "1秒で45トークンを生成", "1초에 45토큰": the tokens of one second, a rate's, not a run's time
_ONE_SECOND = re.compile(r"(?<![\d.,])1[ ]?(?:秒|초)$")
# a row or key timed over a count of tokens: "512 tokens (generation, seconds)"
_TOKEN_COUNT = re.compile(
    r"\d[\d,]{0,8}[ \t]{0,2}(?:(?:new|output|generated)[ \t])?tokens?(?![a-z])", re.IGNORECASE
)


# "单卡推理2379ms", "2卡推理是443ms", "推論: 3.1秒": the inference keying the time right after
# it, the whole run's (as "推理时间 2541 ms" is); an English "inference:" as often ends a
# phase's name ("Startup to first inference: ~15 minutes")
_INFERENCE_BEFORE = re.compile(
    r"(?:推理|推論)[ \t]{0,2}(?:是|为|為|[:：])?[ \t]{0,2}(?:约|約|~|≈)?[ \t]{0,2}$"
)


def is_run_time(text: str, before: str, end: int) -> bool:
    """True for a time spent on an amount of output or on one answer (the whole run's), or
    keyed by the inference itself."""
    return bool(
        _INFERENCE_BEFORE.search(before[-16:])
        or _AMOUNT_IN_BEFORE.search(before[-48:])
        or _RUN_AFTER.match(text, end)
        or (_CJK_RUN_AFTER.match(text, end) and not _ONE_SECOND.search(text, max(0, end - 4), end))
    )


# "`input-len=128`", "--input-len 128", "prompt_len: 512": the run's prompt length, a
# setting a caption states beside the metric, not the prompt's timing
_PROMPT_LENGTH_SETTING = re.compile(
    r"(?<![a-z])(?:input|prompt)[\-_]len(?:gth)?[ \t]?[=:]?[ \t]?\d{1,7}(?![\d.])", re.IGNORECASE
)


def is_prompt_key(keywords: str) -> bool:
    """True when a key or header times the prompt ("prompt_per_token_ms"), not the output;
    a prompt length stated as a setting ("`input-len=128`, Median TPOT (ms)") times nothing."""
    keywords = _PROMPT_LENGTH_SETTING.sub(" ", keywords)
    return bool(_PROMPT_KEY.search(keywords) or _PREFILL.search(keywords))


# a percentile of a time ("P99 (ms)", "percentile95(ms)", "90th percentile"): of a latency,
# the only time that benchmarks spread over requests; the generic one unless named
_PERCENTILE = re.compile(
    r"(?<![a-z0-9])(?:p\d{2}(?:\.\d{1,2})?|percentile[ \t_]?\d{2}|\d{2}(?:th|%)[ \t_]?percentile)"
    r"(?![a-z0-9])",
    re.IGNORECASE,
)
# "P99: 4.1 s", "p95 = 880 ms": a percentile as the label right before the figure
_PERCENTILE_LABEL = re.compile(
    rf"(?:{_PERCENTILE.pattern})[ \t]{{0,3}}(?:[:=][ \t]{{0,3}}|of[ \t]{{1,2}})$", re.IGNORECASE
)


def is_percentile_time(keywords: str | None, before: str) -> bool:
    """True when a time is labelled only by a percentile: the key or header ("P99 (ms)",
    "percentile95(ms)") or, in prose, the label right before it ("P99: 4.1 s")."""
    if keywords is not None:
        return bool(_PERCENTILE.search(keywords))
    return bool(_PERCENTILE_LABEL.search(before[-24:]))


def is_bare_percentile(key: str) -> bool:
    """True for a key that is a percentile and nothing else ("percentile95")."""
    return bool(_PERCENTILE.fullmatch(key.strip()))


def is_keyed_run_time(keywords: str) -> bool:
    """True for a time keyed by a count of tokens that are not the prompt's."""
    return bool(_TOKEN_COUNT.search(keywords)) and not _PREFILL.search(keywords)


_LEAD_AFTER = re.compile(
    r"[ \t]{1,2}(?:of[ \t]{1,2})?(?:(?:median|mean|average|avg|p\d{2})[ \t]{1,2})?", re.I
)


# "0.35 s (350 ms)": the same time again in brackets, whose words after are the first one's
_CONVERSION_AFTER = re.compile(
    r"[ \t]{0,2}[(（][ \t]{0,2}[~≈]?\d[\d.,]{0,8}[ \t]{0,2}"
    r"(?:ms|milliseconds?|s|secs?|seconds?|秒|毫秒)[ \t]{0,2}[)）]",
    re.IGNORECASE,
)


def metric_named_after(text: str, end: int) -> str | None:
    """The time metric a phrase right after the unit names ("2 s time-to-first-token",
    "62 ms TTFT", "30 ms inter-token latency"), if one does; past a conversion in brackets
    ("0.35 s (350 ms) to the first token": one figure, reading rules §4)."""
    conversion = _CONVERSION_AFTER.match(text, end)
    if conversion is not None:
        end = conversion.end()
        if _TTFT_AFTER.match(text, end):
            return TTFT
    lead = _LEAD_AFTER.match(text, end)
    if lead is None:
        return None
    for name, pattern in ((TTFT, _TTFT), (TPOT, _TPOT), (TPOT, _EACH_TOKEN)):
        if pattern.match(text, lead.end()):
            return name
    return None
