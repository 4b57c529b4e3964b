"""Figures in table cells: a table's rows and columns read with the setup each states (its
settings columns, its loads, counts and methods), every cell handed to ``cell_figure``, which
reads the figure and takes its unit from the cell, its column header or its row label."""

from __future__ import annotations

import re

from watcher.claims.arrow_cells import arrow_parts, side_headers
from watcher.claims.caption_times import caption_time_words
from watcher.claims.cell_figure import _cell_figure
from watcher.claims.cell_gains import left_is_better
from watcher.claims.cell_scope import column_roles, figure_cells, scope_row
from watcher.claims.change_columns import paired_columns
from watcher.claims.counts import _count_of
from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.engine_column_times import names_only_engine
from watcher.claims.figureless_rows import holds_no_figure
from watcher.claims.file_sizes import describes_file
from watcher.claims.first_cell_units import with_first_cell_unit
from watcher.claims.goals import is_target_cell
from watcher.claims.header_tools import tool_header
from watcher.claims.headers import (
    _BARE_RATE,
    _BATCHED_TOTAL,
    _CONC_HEADER,
    _COUNT_HEADER,
    _MEAN_HEADER,
    _PERCENTILE_HEADER,
    _SPREAD_HEADER,
    _caption_phase,
    _caption_unit,
    _cell_offsets,
    _compound,
    _corner_unit,
    _header_unit,
    _names_a_variant,
    _names_bench_test,
    _plain_columns,
)
from watcher.claims.metric_column import metric_label
from watcher.claims.metric_row_grid import metric_row, names_setups_across
from watcher.claims.metric_rows import with_metric_row
from watcher.claims.models import DECODE, PREFILL
from watcher.claims.names import Mention
from watcher.claims.patterns import (
    MAX_CLAIM_TEXT,
    MAX_FIGURES,
    PLAIN_MODE,
)
from watcher.claims.phases import _SIZED_PREFILL, _phase_of
from watcher.claims.plain_sides import baseline_columns, baseline_rows
from watcher.claims.prose_cells import prose_cell_figures
from watcher.claims.record_tables import lend_record, record_names
from watcher.claims.rowsetup import (
    _label_span,
    carried_labels,
    carry_label,
    continued_label,
    corner_setup,
    header_loads,
    plain_rows,
    rows_name_methods,
    share_row_load,
)
from watcher.claims.setting_cells import (
    MAX_BITS_ROWS,
    key_value_setup,
    row_bits,
    setting_in,
    setup_columns,
)
from watcher.claims.setup_patterns import _COUNT_TEXT
from watcher.claims.sibling_units import sibling_rows, with_sibling_units
from watcher.claims.spanned_table import spanned_table
from watcher.claims.switch_columns import row_switch, switch_columns
from watcher.claims.titled_rates import titled_rate
from watcher.claims.units import _cells, _Table

# what a header of setups across names: "| | vLLM | SGLang |", "| | H100 | MI300X |"
_SETUP_KINDS = ("engine", "hardware", "precision", "mode")

# "Training Speed (samples/s)", "训练性能": a table of training runs, not inference
_TRAINING_HEADER = re.compile(
    r"^\W{0,3}(?:training|fine[ \t\-]?tuning|finetuning|pre-?training|训练|訓練|学習)(?![a-z\-])",
    re.IGNORECASE,
)
_INFERENCE_HEADER = re.compile(
    r"(?<![a-z])(?:inference|generation|decod\w*|prefill|推理|推論|生成)", re.IGNORECASE
)


# "| MLX Load Time | llama.cpp Load Time | Advantage |": a table timing only how fast a model
# loads or starts; its multiples are ratios of load times, no run's (LABELLING: "a load is
# 1.54x faster warm" is a load time, not labelled)
_LOAD_HEADER = re.compile(
    r"(?<![a-z])(?:load(?:ing)?[ \t_\-]?times?|loading|cold[ \t\-]?starts?|start[ \t\-]?up"
    r"|boot[ \t\-]?times?)(?![a-z])|加载时间|載入時間|ロード時間|起動時間|로딩[ \t]?시간",
    re.IGNORECASE,
)
_RUN_HEADER = re.compile(
    r"tok|t/s|tps|ttft|tpot|itl|latency|throughput|speed(?![ \t\-]?up)|decod|prefill|prompt"
    r"|generat|token|吞吐|速度|延迟|延遲",
    re.IGNORECASE,
)


def _times_loads_only(header_text: str) -> bool:
    """True for a table header whose timed columns are all load or start-up times."""
    return bool(_LOAD_HEADER.search(header_text)) and not _RUN_HEADER.search(header_text)


def _table_figures(text: str, table: _Table, doc: _Doc) -> list[tuple[_Figure, _Local]]:
    out: list[tuple[_Figure, _Local]] = []
    if holds_no_figure(text, table):
        return out  # "| H100 | vLLM |" over "| FP8 | AR |": names only, nothing to weigh
    table = with_sibling_units(text, with_metric_row(text, spanned_table(text, table)))
    table = with_first_cell_unit(text, table)  # "| 1 | 136 tok/s | 160 |": ``first_cell_units``
    # llama-batched-bench's "S t/s" is its total speed; read bare, its "S" looks like seconds
    headers = [
        "total throughput (t/s)" if _BATCHED_TOTAL.fullmatch(h) else h for h in table.header_cells
    ]
    table_keys = tuple(headers)  # ``request_time_key``: the times a generation time sits by
    setups_across = names_setups_across(headers)  # "| backend | vllm |" over "| TTFT | 10 |"
    # "| Burst tok/s | 33 |" over "| Sustained (10 min) | 22 |": the reading row's unit
    row_units = sibling_rows(text, table) if setups_across and table.rows else {}
    # a header naming engines, cards, precisions or methods across ("| | vLLM | SGLang |"), not
    # "| | run A | run B |": only under runs so named is a row's metric named alone its unit
    known_setups = setups_across and any(
        doc.near(c, table.header.start, table.header.end) for c in _SETUP_KINDS
    )
    phases = {_phase_of(h) for h in headers if _header_unit(h)}
    if PREFILL in phases and DECODE in phases:
        # "| TPS | Prompt TPS | Completion TPS |": the bare rate is both phases together
        headers = [
            f"total throughput ({h.strip()})" if _BARE_RATE.fullmatch(h) else h for h in headers
        ]
    if any(_TRAINING_HEADER.search(h) for h in headers) and not any(
        _INFERENCE_HEADER.search(h) for h in headers
    ):
        return out  # a training table: its speeds and memory are the training run's
    # "| 训练性能 | 推理性能 |": a training column beside inference columns holds no claims
    training_cols = {i for i, h in enumerate(headers) if _TRAINING_HEADER.search(h)}
    # "| Metric | Target |", "| Good value |": a column of bars to reach, not of runs
    training_cols |= {i for i, h in enumerate(headers) if i > 0 and is_target_cell(h)}
    header_text = text[table.header.start : table.header.end]
    setup_cols, setup_parts = setup_columns(headers)
    roles = column_roles(headers, set(setup_cols))  # which cells name the whole row
    if any(_MEAN_HEADER.fullmatch(h) for h in headers) and not any(
        _PERCENTILE_HEADER.fullmatch(h) for h in headers
    ):
        # "| avg | min | max |": the extremes beside a mean describe its spread; beside
        # median and percentile columns they are points of the distribution, as those are
        spread_cols = {i for i, h in enumerate(headers) if _SPREAD_HEADER.fullmatch(h)}
    else:
        spread_cols = set()
    header_offsets = _cell_offsets(header_text, table.header.start)
    loads_only = _times_loads_only(header_text)
    corner = _corner_unit(headers)
    caption = _caption_unit(text, table)
    titled = caption is None and (caption := titled_rate(text, table, doc.title)) is not None
    # a llama-bench test named above ("TG-128 on 16 threads:") makes every column a run's
    # rate, as llama-bench's own t/s columns are, but the settings and counts (so does a
    # title's unit over a table whose header names no measure: ``titled_rates``)
    bench_test = caption is not None and (titled or _names_bench_test(caption[1]))
    variant_cols = {
        i
        for i, h in enumerate(headers)
        if i > 0
        and caption
        and (
            _names_a_variant(h, i, header_offsets, table, doc)
            or (bench_test and not _COUNT_HEADER.fullmatch(h.strip()))
        )
    }
    plain_cols = _plain_columns(headers, header_offsets, table, doc, setup_cols)
    engine_cols = {  # "| 模型 | transformers | vllm |": one engine's column each
        i
        for i, (h, at) in enumerate(zip(headers, header_offsets, strict=False))
        if i > 0
        and text.startswith(h, at)
        and names_only_engine(h, doc.near("engine", at, at + len(h)), at)
    }
    baseline_cols = baseline_columns(headers, header_offsets, table.header.end, doc)
    baseline_row_set = baseline_rows(text, table, doc)
    # "| Speculative | tok/s |" over "| off | 41 |": a column switching a method on or off
    switches = switch_columns(headers, header_offsets, table.header.end, table.caption, doc)
    row_modes = rows_name_methods(text, table, doc)
    caption_phase = _caption_phase(text, table)
    above = caption_time_words(text, table)  # "TTFT on H100:" over "| Engine | ms |"
    # "| Metric | conc=8 | conc=16 |": a sweep whose columns are each one concurrency
    col_conc = {
        i: int(m.group(1) or m.group(2))
        for i, h in enumerate(headers)
        if (m := _CONC_HEADER.fullmatch(h))
    }
    # "| 任务 | 单卡延迟(ms) | 双卡延迟(ms) |": a column of one GPU count
    col_count = {
        i: _count_of(hits[0])
        for i, h in enumerate(headers)
        if i not in setup_cols
        and len(
            hits := [
                m for m in _COUNT_TEXT.finditer(h) if not _MODEL_NUMBER.search(h, 0, m.start())
            ]
        )
        == 1
    }
    col_bits = row_bits(
        first := [_cells(text[r.start : r.end]) for r in table.rows[:MAX_BITS_ROWS]]
    )
    paired = paired_columns(first)  # "| 57.4 → 95.7 |" in every row: a change column
    stated = key_value_setup(text, table)
    corner_load, header_conc = header_loads(table)
    if corner_load is not None:
        stated.setdefault("concurrency", corner_load)
    col_conc = {**header_conc, **col_conc}
    carried = carried_labels(text, table)
    plain_row_set = plain_rows(text, table, doc)
    method = _compared_method(plain_cols, table, doc) or _row_method(
        plain_row_set, text, table, doc
    )
    record = record_names(text, table, doc)
    row_first = 0
    prose: list[tuple[_Figure, _Local]] = []  # figures inside the sentences cells hold
    for k, row in enumerate(table.rows):
        share_row_load(out[row_first:])  # the row before: its multiples' load
        row_first = len(out)
        line = text[row.start : row.end]
        cells = _cells(line)
        setup: dict[str, int] = dict(stated)
        for i, kind in setup_cols.items():
            if i < len(cells):
                value = setting_in(cells[i], kind, setup_parts.get(i))
                if value is not None:
                    setup[kind] = value
        offsets = _cell_offsets(line, row.start)
        row_label = metric_label(
            headers, cells, row_units.get(k) or continued_label(cells, carried.get(k), text)
        )
        if is_target_cell(row_label):
            continue  # "| Target | 582 tok/s |": the goal the rows above are set against
        # "| PR2=OFF (119k prefill) | 49.8 t/s |": a row named with its prompt's length names
        # its workload, not its phase, as a header so named does (``header_phase``)
        line_phase = _phase_of(_unsized(line)) or _phase_of(_unsized(row_label)) or caption_phase
        named_row = metric_row(setups_across, cells, row_label)
        by_name = named_row and known_setups  # "| TTFT |" under "| vLLM | SGLang |" is in ms
        row_text: str | None = None
        placed: list[tuple[int, _Figure, _Local]] = []  # each figure's column
        for i, cell in enumerate(cells):
            if len(out) >= MAX_FIGURES:
                return out
            if i in setup_cols or i in spread_cols or i in training_cols or i >= len(offsets):
                continue
            header = headers[i] if i < len(headers) else ""
            cell_start = offsets[i]
            arrows = arrow_parts(
                cell, header, paired=i in paired
            )  # "| AR → MTP |" over "| 40 → 95 |"
            heads = side_headers(header, len(arrows)) if arrows else None
            at_h = header_offsets[i] if heads and i < len(header_offsets) else -1
            if at_h < 0 or not text.startswith(header, at_h):
                heads = None
            figs = [
                _cell_figure(
                    text,
                    part,
                    cell_start + at,
                    sub,
                    row_label,
                    line_phase,
                    row,
                    doc,
                    first_column=i == 0,
                    corner=corner,
                    caption=caption if i in variant_cols else None,
                    above=above,
                    engine_column=i in engine_cols and not arrows,
                    table_keys=table_keys,
                    metric_row=named_row,
                    row_by_name=by_name,
                )
                for part, at, sub in arrows or _compound(cell, header)
            ]
            in_prose = i > 0 and not any(figs)  # "| API | first token in 0.6 s, then 45 tok/s |"
            if in_prose:
                figs, heads = list(prose_cell_figures(text, cell, cell_start, doc)), None
            for n, fig in enumerate(figs):
                if fig is None or describes_file(fig, header, row_label, doc.needs, table.start):
                    continue  # "| Model Size (GB) |": the file's size column, no claim
                if fig.kind == "speedup" and loads_only:
                    continue  # "| 0.20s | 4.48s | **22x faster** |": a ratio of load times
                if row_text is None:
                    joined = " ".join(f"{h}: {c}" for h, c in zip(headers, cells, strict=False))
                    row_text = " ".join(joined[: MAX_CLAIM_TEXT * 4].split())[:MAX_CLAIM_TEXT]
                header_span = (
                    _Span(
                        header_offsets[i],
                        header_offsets[i + 1] if i + 1 < len(header_offsets) else table.header.end,
                    )
                    if i < len(header_offsets)
                    else _Span(table.header.start, table.header.start)
                )
                if heads:  # each side of an arrow takes its own part of the header
                    header_span = _Span(at_h + heads[n][0], at_h + heads[n][1])
                extra = {c: doc.near(c, header_span.start, header_span.end) for c in doc.mentions}
                if not extra.get("engine"):  # "| prompt eval duration | eval rate |": Ollama's
                    extra["engine"] = tool_header(table.header, doc)
                column = i
                if fig.kind == "speedup":
                    # a "vs Ollama" column of multiples: Ollama is the baseline, not the subject
                    extra = {
                        c: [m for m in ms if not doc.is_baseline(m)] for c, ms in extra.items()
                    }
                    if (
                        i > 1
                        and i < len(header_offsets)
                        and not any(extra.values())
                        and left_is_better(cells, headers, i, fig.value)
                    ):
                        # "| Q4_0 | Q4_0_R8 | Speedup |": a multiple whose header names nothing,
                        # the ratio of the two columns before it with the nearer one the
                        # better, is that column's gain: it takes that column's setup
                        column = i - 1
                        left = _Span(header_offsets[i - 1], header_offsets[i])
                        extra = {c: doc.near(c, left.start, left.end) for c in doc.mentions}
                carry_label(extra, doc, row, carried.get(k))
                lend_record(extra, doc, row, record)  # "| GPU | 1x H100 |" rows
                if (i in plain_cols and fig.kind == "absolute") or k in plain_row_set:
                    # a baseline row's own multiple ("1.0x") is the plain run's too
                    extra["mode"] = [Mention("mode", "ar", header_span.start, header_span.start)]
                elif switches and (switch := row_switch(cells, switches, i)) is not None:
                    extra["mode"] = [Mention("mode", switch, header_span.start, header_span.start)]
                elif method is not None and fig.kind == "speedup" and not extra.get("mode"):
                    # "| Baseline | Medusa | Speedup |": the multiple is the method's
                    extra["mode"] = [method]
                if i > 0 and header_offsets:
                    corner_setup(extra, doc, row, header_offsets, table)
                local = _Local(
                    segment=row,
                    block=table.caption,
                    text=row_text,
                    extra_mentions=extra,
                    header=table.header,
                    setup=_column_setup(setup, column, col_conc, col_count)
                    | col_bits.get(column, {}),
                    below=table.after,
                    plain_side=(i in baseline_cols or k in baseline_row_set)
                    and fig.kind == "absolute",
                    row_modes=row_modes,
                )
                (prose if in_prose else out).append((fig, local))
                placed.append((i, fig, local))
        # "| vLLM | 95 tok/s (2 GPUs) | 8000 tok/s |": a cell's setup words are its figure's
        if placed:
            held = {i for i, _, _ in placed}
            scope_row(placed, figure_cells(cells, offsets, row.end, roles, held))
    share_row_load(out[row_first:])
    return out or prose  # a table of sentences; a note beside figure cells restates them


def _row_method(plain: set[int], text: str, table: _Table, doc: _Doc) -> Mention | None:
    """The one drafting method the rows' labels set against a plain row, if one: the table
    turned round ("| Baseline (tok/s) |" over "| EAGLE3 (tok/s) |" over "| Speedup |"), whose
    multiples are that method's as a header's plain column makes them (``_compared_method``)."""
    if not plain:
        return None
    named: list[Mention] = []
    for row in table.rows:
        label = _label_span(text, row)
        if label is not None:
            span = label[1]
            named += [m for m in doc.near("mode", span.start, span.end) if m.name != PLAIN_MODE]
    return named[-1] if len({m.name for m in named}) == 1 else None


def _unsized(words: str) -> str:
    return _SIZED_PREFILL.sub(" ", words) if "refill" in words else words


def _compared_method(plain_cols: set[int], table: _Table, doc: _Doc) -> Mention | None:
    """The one drafting method a table's header sets against its plain column, if one."""
    if not plain_cols:
        return None
    named = [
        m for m in doc.near("mode", table.header.start, table.header.end) if m.name != PLAIN_MODE
    ]
    return named[-1] if len({m.name for m in named}) == 1 else None


# "RTX 4090 GPU": a number right after a card's letters is its model, not a count
_MODEL_NUMBER = re.compile(r"[A-Za-z][ \t\-]?$")


def _column_setup(
    setup: dict[str, int], i: int, col_conc: dict[int, int], col_count: dict[int, int]
) -> dict[str, int]:
    """The row's settings, with the load and GPU count the figure's column header states."""
    out = dict(setup)
    if i in col_conc:
        out["concurrency"] = col_conc[i]
    if i in col_count and "gpu_count" not in out:
        out["gpu_count"] = col_count[i]
    return out
