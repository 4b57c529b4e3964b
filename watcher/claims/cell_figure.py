"""One table cell read as a figure: its number, and its unit from the cell, its column's
header, its row's label, the table's corner or the caption above (``cells`` deals a table's
rows and columns to it)."""

from __future__ import annotations

import re

from watcher.claims.caption_times import bare_time_header
from watcher.claims.cell_gains import APPROX_CELL
from watcher.claims.column_units import column_unit, unit_sources
from watcher.claims.device_counts import keys_devices
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.engine_column_times import engine_column_time
from watcher.claims.file_sizes import keyed_memory
from watcher.claims.headers import (
    _ALL_TOKENS_HEADER,
    _COUNT_HEADER,
    _DURATION,
    _TPOT_HEADER,
    _WORKLOAD_HEADER,
)
from watcher.claims.memory_keys import is_spec_column
from watcher.claims.metric import _unit_figure, is_spec_after
from watcher.claims.metric_words import _REQUEST_RATE
from watcher.claims.models import DECODE, MEMORY, OUTPUT, PREFILL, TOTAL
from watcher.claims.numbers import _value
from watcher.claims.patterns import (
    _STAT,
    FIGURE,
    NUMBER,
    UNIT_ANYWHERE,
)
from watcher.claims.phases import _phase_of, _throughput_metric, header_phase
from watcher.claims.request_time_keys import request_time_key
from watcher.claims.spec_units import names_spec_unit
from watcher.claims.stat_keys import names_statistic

# a column of one GPU's share: "TPS/GPU", "tokens/s/GPU", "Throughput per GPU (tok/s)"
_PER_GPU = re.compile(r"(?:/|per[ \t]{1,2})(?:gpu|chip|card|accelerator)(?![a-z])", re.IGNORECASE)

# "57.6%", "+5.15%", "**-3 %**": a percentage in a cell (acceptance, share, change)
# a share ("57.6%") or a count of cores ("16-core", reading rules §4): no unit from elsewhere
# ("1139 token(s)", "256 tokens": a count of tokens, never a rate the row's other cells name;
# "46.8 tokens per second" is a rate, its unit spelled in words)
_PERCENT_CELL = re.compile(
    r"[*_`]{0,2}[~≈+\-−]?[ \t]?\d[\d.,]*[ \t]?"
    r"(?:%|-cores?|tokens?(?:\(s\))?(?![ \t]{1,2}(?:per|a|each|every)[ \t]{1,2}sec))[*_`]{0,2}"
    # "36% faster", "+12% better": a percentage with its comparative is still no multiple
    r"(?:[ \t]{1,2}[A-Za-z]{2,12}(?:[ \t][A-Za-z]{2,12}){0,2}[*_`]{0,2})?"
)

# "321 x 8", "1920 x 1080": the sign followed by another number makes a product or a size
# (reading rules §4: token counts are no claims), never a multiple; "2.1x 3.4x" are two
_TIMES_A_NUMBER = re.compile(r"[ \t]{0,2}\d{1,7}(?![\d.,]|[ \t]{0,2}[x×])")

# "50.2 samp/s", "1.46 req/s", "3.1 it/s", "24 fps": a cell whose own unit counts samples,
# requests, iterations or frames per second, never tokens, whatever rate its row or column
# names (a request rate is no token throughput: the labelling decisions)
_OTHER_RATE_CELL = re.compile(
    r"[*_`~≈]{0,3}[ \t]?\d[\d.,]{0,12}[ \t]{0,2}"
    r"(?:(?:req(?:uest)?s?|samp(?:le)?s?|imgs?|images?|its?|iter(?:ation)?s?|quer(?:y|ies)"
    r"|frames?|steps?|batch(?:es)?|docs?|pages?|calls?|utt(?:erance)?s?)[ \t]?/[ \t]?s(?:ec)?"
    r"|qps|rps|fps)[*_`]{0,3}",
    re.IGNORECASE,
)


def _cell_figure(
    text: str,
    cell: str,
    cell_start: int,
    header: str,
    row_label: str,
    line_phase: str | None,
    row: _Span,
    doc: _Doc,
    *,
    first_column: bool,
    corner: str = "",
    caption: tuple[str, str] | None = None,
    above: str = "",
    engine_column: bool = False,
    table_keys: tuple[str, ...] = (),
    metric_row: bool = False,
    row_by_name: bool = False,
) -> _Figure | None:
    """A figure from one table cell, its unit from the cell, the header or the row label (a
    ``metric_row`` label, in a table of setups across, names the metric as a header would;
    with ``row_by_name``, a latency named alone there gives its unit, as a header's does)."""
    seg = row
    if _PERCENT_CELL.fullmatch(cell.strip()):
        return None  # "57.6%", "16-core", "18 token(s)": a share or a count, never a rate
    if _OTHER_RATE_CELL.fullmatch(cell.strip()):
        return None  # "50.2 samp/s", "1.46 req/s": samples or requests, never tokens
    if names_statistic(header) or (not first_column and names_statistic(row_label, row=True)):
        return None  # "| TPS Stddev |", "| Avg Rank |", "| vs Target |": no run's figure
    approx = APPROX_CELL.match(cell)
    skip = approx.end() if approx else 0  # "~38 ms": an approximate figure is a figure
    duration = _DURATION.fullmatch(cell.strip())
    if duration is not None:  # "1m42s": 102 seconds
        got = _unit_figure(
            {"time": "s"},
            text,
            cell_start,
            cell_start + len(cell),
            seg,
            doc,
            keywords_text=f"{header} {row_label}",
        )
        if got is None:
            return None
        seconds = int(duration.group("m")) * 60 + float(duration.group("s"))
        metric, unit, kind = got
        return _Figure(
            cell_start,
            cell_start + len(cell),
            seconds,
            None,
            None,
            unit,
            metric,
            kind,
            label=header or None,
        )
    own = FIGURE.search(cell, skip)
    if own is not None and own.group("speed") and keys_devices(header, row_label):
        return None  # "| Hardware | 4× Pi 5 16GB |": a count of the devices, no multiple
    if own is not None and own.group("speed") and _TIMES_A_NUMBER.match(cell, own.end()):
        return None  # "| 321 x 8 |": tokens times the batch, a product, no multiple
    if own is not None and own.start() == skip:
        start, end = cell_start + own.start(), cell_start + own.end()
        got = _unit_figure(
            own.groupdict(),
            text,
            start,
            end,
            seg,
            doc,
            keywords_text=f"{header} {row_label} {cell}",
        )
        if got is None and engine_column:
            got = engine_column_time(own.groupdict(), header, row_label, doc)  # "| 61ms |"
        if got is None:
            got = request_time_key(own.groupdict(), header, row_label, doc, table_keys)
        if got is None:
            return None
        value, vmin, vmax = _value(own.group("lo"), own.group("hi"))
        metric, unit, kind = got
        if metric == MEMORY and not keyed_memory(f"{header} {row_label}", row.start, doc.needs):
            return None
        if metric == MEMORY and (
            is_spec_column(own.group("lo"), header, row_label, own.group("mem") or "", cell[:skip])
            or is_spec_after(own.group(0), text, end)
        ):
            return None  # "| VRAM | 96GB |", "| 64GB DDR5 |": the machine's size, not the run's
        if metric in (DECODE, PREFILL, TOTAL, OUTPUT):
            metric = header_phase(header) or line_phase or DECODE
            if metric == DECODE and _PER_GPU.search(header):
                metric = OUTPUT
        return _Figure(start, end, value, vmin, vmax, unit, metric, kind, label=header or None)
    if line_phase == PREFILL and _TPOT_HEADER.search(header):
        return None  # "ms/t" of prompt processing: a prefill time per token, not a TPOT
    if first_column and not UNIT_ANYWHERE.search(header):
        return None  # a row label, unless its own column header names a unit
    if any(
        _COUNT_HEADER.fullmatch(k.strip(" *")) or names_spec_unit(k) for k in (header, row_label)
    ):
        return None  # "| Threads |", "| TFLOPS |": a count of the run's threads, a chip's spec
    number = NUMBER.match(APPROX_CELL.sub("", cell.strip().replace("**", "")))
    if number is None:
        return None
    sources = [(k, k) for k in unit_sources(header, row_label, first_column=first_column)]
    if corner:
        sources.append((corner, corner))
    if caption is not None:
        # the unit stated by the caption above or below the table: "(tokens/s) on 1x H100:"
        sources.append((caption[0], f"{caption[1]} {header}"))
    for source_text, label in sources:
        if _REQUEST_RATE.search(source_text):
            continue  # a request rate (req/s, QPS) is not a claim
        unit_m = column_unit(source_text, by_name=source_text is header)
        if unit_m is None and row_by_name and source_text is row_label:
            # a serving latency named alone ("TTFT p90") in a row under runs across is in ms,
            # as in a header; a phase named alone ("Decode") there names no unit of a row
            named = column_unit(source_text)
            unit_m = named if named is not None and named.group(0) == "ms" else None
        if unit_m is None:
            continue
        start = cell_start
        end = cell_start + len(cell)
        from_caption = caption is not None and source_text is caption[0]
        keywords = label if from_caption else source_text
        if above and label is header and bare_time_header(header, unit_m):
            keywords = f"{above} {header}"
        got = _unit_figure(
            unit_m.groupdict(),
            text,
            start,
            end,
            seg,
            doc,
            keywords_text=keywords,
            anchor=len(keywords),
        )
        if got is None:
            return None
        metric, unit, kind = got
        if metric in (DECODE, PREFILL, TOTAL, OUTPUT):
            if from_caption:
                # "| Short prompt | Long prompt |": a workload's length, not the prompt's phase
                phase = None if _WORKLOAD_HEADER.fullmatch(header) else header_phase(header)
                metric = phase or _phase_of(keywords) or line_phase or DECODE
                label = header
            elif label is header:
                metric = header_phase(header) or line_phase or DECODE
                if _ALL_TOKENS_HEADER.fullmatch(header):
                    metric = TOTAL  # batched-bench "S t/s": prompt and generated tokens
            elif metric_row:
                metric = header_phase(row_label) or line_phase or DECODE
            else:
                metric = header_phase(row_label) or _throughput_metric(row_label)
        if metric == DECODE and _PER_GPU.search(label):
            metric = OUTPUT  # "TPS/GPU": a share of the server's output, as in a sentence
        value, vmin, vmax = _value(number.group("lo"), number.group("hi"))
        stat = _STAT.search(label)
        return _Figure(
            start,
            end,
            value,
            vmin,
            vmax,
            unit,
            metric,
            kind,
            label=label or None,
            stat=stat.group(1).lower() if stat else None,
        )
    return None
