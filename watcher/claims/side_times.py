"""Times written beside a run that are not the run's: settings and steps around it.

Reading rules §4 keep out what is not a measurement of a run: CLI defaults and setting
values, load, build and sample times (LABELLING: "Not claims"). A timeout, a polling
interval or a sleep is a setting ("with a 30 s timeout", "measured every 5 s"); a model's
start-up ("the model loads in 40 s") times a step before the run. Both sit in sentences
that time the run itself, which is why they need saying apart from the run's own figures.
An objective (an SLO, a budget, a target) is no measurement either (reading rules §2), and
a key or column naming a setting ("ttft_slo_ms", "Request timeout (s)") names no run's time.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.timing import time_metric_spans

# the nouns of a setting time, shared by every reading below
_SETTING_NOUNS = r"time[ \t\-]?outs?|intervals?|cool[ \t\-]?downs?|deadlines?|ttl"
_SETTING_CJK = r"超时|超時|间隔|タイムアウト|間隔|타임아웃|간격"

# "every 5 s", "timeout of 30 s", "interval=10s", "sleeps for 2 s", "loads in 40 s"
_SIDE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:every|each)"
    rf"|(?<![a-z])(?:{_SETTING_NOUNS}"
    r"|sleep(?:s|ing)?|poll(?:s|ing)?)(?:[ \t]{1,2}(?:of|for|every))?[ \t]{0,2}[=:]?"
    r"|(?<![a-z])(?:loads?|loaded|compiles?|compiled|starts?(?:[ \t]up)?|started(?:[ \t]up)?"
    r"|boots?|booted|warms?[ \t]up)[ \t]{1,2}(?:in|within|after)"
    rf"|{_SETTING_CJK}|每隔"
    # "分布式对象存储(延迟<1ms)", "NVMe latency ~80 µs", "network RTT 2 ms": the time of a part
    # of the machine, a spec, not a run's (reading rules §4)
    r"|(?<![a-z])(?:storage|disk|ssd|nvme|network|rdma|infiniband|nvlink|pcie|interconnect)"
    r"(?![a-z])(?:[ \t]{1,2}(?:latency|rtt|round[ \t\-]trip))?[ \t:(（<≤]{0,4}"
    r"|(?:存储|磁盘|网络|ストレージ|ネットワーク|스토리지|네트워크)[ \t]{0,2}[(（:：]?[ \t]{0,2}"
    r"(?:延迟|时延|レイテンシ|지연)?[ \t:：<≤]{0,3})"
    r"[ \t]{0,2}(?:(?:about|around|roughly|~|≈)[ \t]{0,2})?$",
    re.IGNORECASE,
)
# "a 30 s timeout", "a 5-second polling interval", "10 s cooldown"
_SIDE_AFTER = re.compile(
    r"[ \t\-]{0,2}(?:(?:polling|poll|request|read|connect(?:ion)?|idle)[ \t\-]{1,2})?"
    rf"(?:{_SETTING_NOUNS}|heartbeats?)(?![a-z])"
    rf"|[ \t]{{0,2}}(?:{_SETTING_CJK})"
    # "nvidia-smi 100 ms 采样": how often a monitor sampled, not a run's time
    r"|[ \t]{0,2}(?:采样|採樣|サンプリング|샘플링)"
    # "在50ms时延约束下", "100ms 以内の遅延制約": a latency bound the run was held to (LABELLING:
    # a latency constraint marks the load, it is no measurement)
    r"|[ \t]{0,2}的?(?:时延|延迟|延时|時延|遅延|レイテンシ|지연)?[ \t]?"
    r"(?:约束|約束|制约|制約|限制|제약)"
    # "It took me 2 hours to set everything up", "10 minutes to install": the work around a
    # run (reading rules §4: load, build and set-up times), named right after the time
    r"|[ \t]{1,2}(?:(?:of|for|just|only)[ \t]{1,2})?to[ \t]{1,2}(?:set[ \t]?(?:it|this|things"
    r"|everything)?[ \t]?up|install|configure|compile|build|download|pull|debug|figure[ \t]out"
    r"|get[ \t](?:it|this|everything)[ \t](?:working|running|set[ \t]up))(?![a-z])",
    re.IGNORECASE,
)
# a setting or an objective named anywhere in a figure's words: "TTFT SLO is 200 ms", "a
# keep-alive interval of 15 s", "ttft_slo_ms: 500", "latency budget", a "Request timeout (s)"
# column; "target" unless it is speculative decoding's target model
_SETTING_WORD = re.compile(
    rf"(?<![a-z])(?:{_SETTING_NOUNS}|timed[ \t]out|time[ \t]out|keep[ \t\-]?alive"
    r"|slos?|slas?|budgets?|back[ \t\-]?off|retry|retries|sleep|poll(?:ing)?"
    r"|grace[ \t]period|expir(?:y|es|ation)"
    # "a TPOT limit of 40 ms", "the latency constraint is 2 s TTFT": a benchmark's bound
    r"|limits?|constraints?|thresholds?"
    r"|targets?(?![ \t\-_]?(?:model|llm|network|verif|engine|'s)))(?![a-z])"
    rf"|{_SETTING_CJK}",
    re.IGNORECASE,
)


# the rest of a word a window's end cuts short
_REST_OF_WORD = re.compile(r"(?<=[A-Za-z])[A-Za-z]{1,24}")


def words_after(text: str, end: int, stop: int) -> str:
    """``text[end:stop]`` with the rest of a word its end cuts short: "(+2.34% slo" is the
    start of "slower", no "SLO"."""
    rest = _REST_OF_WORD.match(text, stop) if stop > end else None
    return text[end : rest.end()] if rest is not None else text[end:stop]


def is_side_time(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for a time (the number at ``start``..``end``) that is a setting or a step
    around the run: a timeout, an interval, a sleep, a load or start-up time."""
    return bool(
        _SIDE_BEFORE.search(text, max(seg_start, start - 40), start) or _SIDE_AFTER.match(text, end)
    )


@lru_cache(maxsize=1024)
def _setting_spans(window: str) -> tuple[tuple[int, int], ...]:
    """Where ``window`` names a setting (a repeated line's windows are read once)."""
    return tuple((m.start(), m.end()) for m in _SETTING_WORD.finditer(window))


def is_setting_time(window: str, pivot: int, keyed: bool) -> bool:
    """True when the time is a setting or an objective rather than a run's: a key or header
    naming one ("ttft_slo_ms", "Request timeout (s)"), or in prose a setting word nearer the
    figure than any metric phrase ("TTFT SLO is 200 ms", "a keep-alive interval of 15 s"; the
    metric word a setting qualifies is no measurement of it)."""
    settings = _setting_spans(window)
    if not settings or keyed:
        return bool(settings)

    def distance(start: int, end: int) -> int:
        return max(pivot - end if end <= pivot else start - pivot, 0)

    setting = min(distance(*span) for span in settings)
    metrics = [distance(start, end) for start, end, _ in time_metric_spans(window)]
    return not metrics or setting <= min(metrics)
