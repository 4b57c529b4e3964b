"""The unit of a table column (or row) of bare numbers, from the words that name it.

Reading rules §4: a unit may sit only in a table header. Serving benchmarks and pasted
spreadsheets often drop it there too and name the metric alone ("TTFT", "P99 ITL",
"Decode", "pp512"): their latencies are printed in milliseconds, and a phase named alone is
that phase's token rate. A header that states its own unit is read by that unit instead.

Headers written in Chinese, Japanese or Korean name the same metrics in their own words: a
speed or throughput ("推理速度", "吞吐量", "生成速度", "속도", "처리량", "スループット") is a token
rate, a first-token latency ("首字延迟", "首token时延") is a TTFT in milliseconds and a
speed-up ratio ("加速比", "スピードアップ") a multiple. A speed's comparison or rank ("速度提升",
"相对速度", "速度排名") is none of them, and neither is a training speed.
"""

from __future__ import annotations

import re

from watcher.claims.duration_columns import duration_column_unit
from watcher.claims.headers import _TOKENS_PER_SECOND, _header_unit
from watcher.claims.patterns import FIGURE, UNIT_ONLY
from watcher.claims.spanned import RATIO_NAME
from watcher.claims.variant_latency import variant_latency

# "Mean TTFT", "P99 ITL", "E2E latency", "median tpot": a serving latency named alone
_LATENCY_NAME = re.compile(
    r"[ \t*_`]*(?:(?:mean|median|avg|average|p\d{2}(?:\.\d)?)[ \t_]{1,2})?"
    r"(?:ttft|tpot|itl|e2el|e2e[ \t\-_]?latency|end[ \t\-]to[ \t\-]end[ \t]latency"
    r"|time[ \t]to[ \t]first[ \t]token|time[ \t]per[ \t]output[ \t]token"
    r"|inter[ \t\-]token[ \t]latency"
    # "首字延迟", "首 token 时延": the first token's latency in Chinese
    r"|首[ \t]?(?:字|个?[ \t]?token|词)[ \t]?(?:延迟|时延|响应时间|时间))"
    r"(?:[ \t_]{1,2}(?:mean|median|avg|average|p\d{2}(?:\.\d)?))?"
    # "ITL p50 TP=8, EP=4", "TTFT (bs=16)", "TPOT p99 @ c=8": the run's parallelism or load
    r"(?:[ \t,;(@]{1,3}(?:tp|ep|pp|dp|bs|batch|c|conc(?:urrency)?)[ \t]?[=:][ \t]?\w{1,6}\)?)*"
    r"[ \t*_`]*",
    re.IGNORECASE,
)
# "E2E p99", "Mean E2E": an end-to-end latency named by its abbreviation beside a statistic
# (alone, "E2E" may name a test or a pipeline)
_E2E_NAME = re.compile(
    r"[ \t*_`]*(?:(?:mean|median|avg|average|p\d{2}(?:\.\d)?)[ \t]{1,2}e2e"
    r"|e2e[ \t]{1,2}(?:mean|median|avg|average|p\d{2}(?:\.\d)?))[ \t*_`]*",
    re.IGNORECASE,
)
# "Decode", "Prefill", "Generation", "Prompt processing": a phase named alone ("PP" and "TG"
# alone are not read: beside "TP", "PP" is a pipeline-parallel size)
_PHASE_NAME = re.compile(
    r"[ \t*_`]*(?:decode|decoding|prefill|generation|prompt[ \t]processing)"
    r"(?:[ \t]{1,2}(?:rate|speed))?[ \t*_`]*",
    re.IGNORECASE,
)
# "tg128", "throughput", "tok/s", "speed": words that name a token rate without a unit
_RATE_WORDS = re.compile(
    r"(?<![a-z])(?:tg|pp)\d{1,6}|throughput|tok/s|t/s|(?<![a-z])speed(?![a-z])",
    re.IGNORECASE,
)
# "median_decode_tok_s", "prefill_tokens_s": a tool's or a dataset's field named in snake case,
# its unit the field name's last words
# ("PP/s", "TG/s": llama.cpp's tests per second, as a report's columns print them; not seconds)
_SNAKE_RATE = re.compile(
    r"(?<![a-z])tok(?:en)?s?_(?:s|sec)(?![a-z0-9])|(?<![a-z])(?:tg|pp)[ \t]?/[ \t]?s(?![a-z])",
    re.IGNORECASE,
)
_SPEEDUP = re.compile(
    r"speed[ \t\-]?up|加速比|加速倍[数率]|提速倍[数率]|スピードアップ|高速化率", re.IGNORECASE
)
# "推理速度", "吞吐量", "속도", "처리량", "スループット": a token rate named in CJK words, not a
# speed's comparison ("速度提升", "相对速度", "속도 향상"), rank or a training speed
_CJK_RATE = re.compile(
    r"(?<!相对)(?<!相對)(?<!请求)(?<!請求)(?<!训练)(?<!訓練)(?<!学習)(?<!下载)(?<!加载)"
    r"(?:速度|吞吐量?|속도|처리량|スループット)"
    r"(?![ \t]?(?:提升|提高|比|倍|对比|比较|排名|等级|评分|得分|下降|变化|差|向上"
    r"|향상|비율|차이|개선|순위))"
)


def column_unit(name: str, *, by_name: bool = True) -> re.Match[str] | None:
    """The unit a column or row named ``name`` gives its bare numbers, or None.

    A metric named alone gives its unit only with ``by_name`` (a column's own header): a
    row labelled "TTFT" in a transposed table may hold seconds, deltas or notes as well.
    """
    if _TOKENS_PER_SECOND.search(name) or _SNAKE_RATE.search(name):
        return UNIT_ONLY.fullmatch("tok/s")
    unit = _header_unit(name)
    if unit is not None:
        return unit
    if _SPEEDUP.search(name) or (by_name and RATIO_NAME.fullmatch(name)):
        return UNIT_ONLY.fullmatch("x")  # "Speedup", "E1 over vanilla": a column of ratios
    if by_name and (
        _LATENCY_NAME.fullmatch(name) or _E2E_NAME.fullmatch(name) or variant_latency(name)
    ):
        return UNIT_ONLY.fullmatch("ms")  # "Baseline TPOT": one run's latency, ``variant_latency``
    if by_name and (duration := duration_column_unit(name)) is not None:
        return duration  # "Duration": a request's seconds
    if (
        _RATE_WORDS.search(name)
        or (by_name and _PHASE_NAME.fullmatch(name))
        or (by_name and _CJK_RATE.search(name))
    ):
        return UNIT_ONLY.fullmatch("tok/s")
    return None


# a row named for a ratio alone: "| Speed-up | | 2.03 | 1.63 |", "| **加速比** | 1.8 |"
_SPEEDUP_ROW = re.compile(rf"[\W_]{{0,4}}(?:{_SPEEDUP.pattern})[\W_]{{0,4}}", re.IGNORECASE)


def unit_sources(header: str, row_label: str, *, first_column: bool) -> list[str]:
    """The names a cell's unit is looked for in, in order: its column header, then its row's
    label. A row named "Speed-up" under columns named for times ("TTFT p50", "ITL") holds the
    ratios of the rows above, so its own name comes first (reading rules §4: a speedup is
    its own metric)."""
    # A row keyed by a setting written as a quantity ("8 GB" of cache ceiling) sweeps that
    # setting down the rows: the unit is the key's, not the cells' ("   8 GB     17.6     17.5"
    # are decode speeds at an 8 GB ceiling), so only the header lends one.
    if first_column or FIGURE.fullmatch(row_label.strip(" \t*_`")):
        return [header]
    if _SPEEDUP_ROW.fullmatch(row_label):
        return [row_label, header]
    return [header, row_label]
