"""A time in an engine's column of a comparison table is that engine's request time.

"| 模型 | transformers | vllm |" over "| 0.6B（单卡） | 75ms | 61ms |": a table that sets
engines side by side, one column each, and writes the unit in every cell measures the same
thing in every column; when neither the column nor the row names which time it is, it is the
whole request's (reading rules §4: a unit may sit in the cell alone; LABELLING: an unlabelled
latency column is `e2e_latency`, as a bare "2379ms" beside "推理" is in prose). A row that
names a step around the run ("Load time", "冷启动", "Init") or any time metric keeps its own
reading, and a column naming anything beside its engine (a model, a precision, a metric) is
no plain engine column. Every pattern holds literals and bounded quantifiers only.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.models import E2E
from watcher.claims.names import Mention
from watcher.claims.patterns import MAX_WEIGHED, MILLIS
from watcher.claims.timing import time_metric_spans

# what may stand beside the engine's name in its column header: marks, brackets, a version
_ENGINE_REST = re.compile(
    r"[\s*_`()\[\]（）:/,.\-]{0,12}(?:v?\d[\d.]{0,10}[\s*_`()\[\]（）]{0,4})?"
)
# a row or column naming a step around the run or a bar to reach: not the request's time
_STEP_WORDS = re.compile(
    r"(?<![a-z])(?:load\w{0,4}|init\w{0,10}|start[ \t\-]?up|cold|warm[ \t\-]?up|compil\w{0,6}"
    r"|build\w{0,3}|download\w{0,3}|install\w{0,6}|boot\w{0,3}|timeout|slo|target|goal|limit"
    r"|deadline|budget|duration|elapsed|total|wall|test|train\w{0,3}|epoch\w{0,2})(?![a-z])"
    r"|冷启动|启动|加载|初始化|时长|总|編譯|编译|読み込み|ロード|起動|로드|시작",
    re.IGNORECASE,
)


def names_only_engine(header: str, engines: list[Mention], header_start: int) -> bool:
    """True when ``header`` (a column header starting at ``header_start``) is one engine's
    name and nothing else but marks and a version ("vllm", "vLLM-Ascend (v0.7.3)")."""
    if len(engines) != 1:
        return False
    m = engines[0]
    lo, hi = m.start - header_start, m.end - header_start
    if lo < 0 or hi > len(header):
        return False
    rest = header[:lo] + " " + header[hi:]
    return _ENGINE_REST.fullmatch(rest.strip()) is not None  # nothing left matches too


def engine_column_time(
    groups: dict[str, str | None], header: str, row_label: str, doc: _Doc
) -> tuple[str, str, str] | None:
    """(metric, unit, kind) for a time written with its unit in an engine's column whose
    header and row label name no time metric and no step around the run, else None (also
    once the text's weighing is spent: what is left is counted out, not read)."""
    raw = groups.get("time")
    if not raw or groups.get("tpot") or doc.weighed > MAX_WEIGHED:
        return None
    words = f"{header} {row_label}"
    if time_metric_spans(words) or _STEP_WORDS.search(words):
        return None
    return E2E, ("ms" if MILLIS.fullmatch(raw.lower()) else "s"), "absolute"
