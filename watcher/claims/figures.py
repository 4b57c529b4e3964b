"""Figures: a number with its unit and metric, in prose, in key/value lines and in table cells."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.models import DECODE, E2E, MEMORY, OUTPUT, PREFILL, SPEEDUP, TOTAL, TPOT, TTFT
from watcher.claims.numbers import _num, _value
from watcher.claims.patterns import (
    _APPROX_CELL,
    _AUX_TIME,
    _CAPACITY,
    _CAPACITY_AFTER,
    _CAPACITY_HEADER,
    _DECODE,
    _E2E,
    _ESTIMATE_BEFORE,
    _FROM_BEFORE,
    _FROM_TO,
    _GAP_TO_GPU,
    _GOAL_BEFORE,
    _GPU_AFTER,
    _KEY_WORDS,
    _KEYVAL,
    _MEAN_KEY,
    _MEMORY,
    _MINMAX_BEFORE,
    _OUTPUT,
    _PAIR_BEFORE,
    _PER_SECOND,
    _PHASE_AFTER,
    _PHASE_PM,
    _PREFILL,
    _QUESTION,
    _SETUP_HEADER,
    _SPACE_KEYVAL,
    _SPEEDUP,
    _SPREAD_BEFORE,
    _STAT,
    _TOTAL,
    _TPOT,
    _TTFT,
    _USE_BEFORE,
    _USED_AFTER,
    FIGURE,
    LABELLED,
    MAX_CLAIM_TEXT,
    MAX_FIGURES,
    NUMBER,
    RATE_IN_WORDS,
    UNIT_ANYWHERE,
    UNIT_ONLY,
)
from watcher.claims.units import _cells, _Table


def _nearest_keyword(
    window: str, anchor: int, *patterns: tuple[str, re.Pattern[str]]
) -> str | None:
    """The name of the pattern whose match lies nearest ``anchor`` inside ``window``."""
    best: tuple[int, str] | None = None
    for name, pattern in patterns:
        for m in pattern.finditer(window):
            dist = anchor - m.end() if m.end() <= anchor else m.start() - anchor
            dist = max(dist, 0)
            if best is None or dist < best[0]:
                best = (dist, name)
    return best[1] if best else None


def _phase_of(text: str) -> str | None:
    """The phase the last phase word in ``text`` names (prefill, decode, total), if any."""
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


def _throughput_metric(before: str) -> str:
    """Decode unless the nearest phase word before the figure says prefill or total."""
    return _phase_of(before) or DECODE


def _unit_figure(
    groups: dict[str, str | None],
    text: str,
    start: int,
    end: int,
    seg: _Span,
    doc: _Doc,
    *,
    keywords_text: str | None = None,
    anchor: int | None = None,
) -> tuple[str, str, str] | None:
    """(metric, unit, kind) for a number with this unit, or None when it is no claim."""
    before = text[max(seg.start, start - 100) : start]
    after = text[end : min(seg.end, end + 12)]
    window = keywords_text if keywords_text is not None else before + " " + after
    pivot = anchor if anchor is not None else len(before)
    if groups.get("toks"):
        qualifier = re.match(r"(output|generated|input|prompt)[ \t]", groups["toks"] or "", re.I)
        if qualifier is not None:
            word = qualifier.group(1).lower()
            return (PREFILL if word in ("input", "prompt") else DECODE), "tok/s", "absolute"
        if keywords_text is None:
            tail = _PHASE_AFTER.match(text, end)
            if tail:
                word = tail.group(1).lower()
                phase = DECODE if word in ("tg", "generation", "decode") else PREFILL
                return phase, "tok/s", "absolute"
        return (
            _throughput_metric(keywords_text if keywords_text is not None else before),
            "tok/s",
            "absolute",
        )
    if groups.get("tpot"):
        if _PREFILL.search(text[max(seg.start, text.rfind("\n", 0, start) + 1) : start]):
            return None  # "prompt eval time = ... (15.41 ms per token": prefill, not TPOT
        return TPOT, "ms", "absolute"
    if groups.get("time"):
        which = _nearest_keyword(window, pivot, (TTFT, _TTFT), (TPOT, _TPOT), (E2E, _E2E))
        if which is None:
            return None
        raw = (groups["time"] or "").lower()
        return which, ("ms" if raw.startswith("m") else "s"), "absolute"
    if groups.get("mem"):
        if _PER_SECOND.match(text, end):
            return None
        if keywords_text is not None and _CAPACITY_HEADER.search(keywords_text):
            return None
        if keywords_text is None:
            if not _MEMORY.search(text[max(seg.start, start - 60) : min(seg.end, end + 40)]):
                return None
            if _CAPACITY.search(before):
                return None
            cap = _CAPACITY_AFTER.match(text, end)
            if (
                cap is not None
                and not _usage_not_capacity(groups, cap, text)
                and not _USE_BEFORE.search(before[-30:])
            ):
                return None
            for m in doc.near("hardware", start - 60, end + 15):
                if start - 14 <= m.end <= start or end <= m.start <= end + 14:
                    return None
        return MEMORY, _mem_unit(groups["mem"] or ""), "absolute"
    if groups.get("speed"):
        if _GPU_AFTER.match(text, end):
            return None
        for m in doc.near("hardware", end, end + 13):
            if _GAP_TO_GPU.fullmatch(text[end : m.start]):
                return None
        near_engine = bool(doc.near("engine", end, end + 4))
        if (
            keywords_text is None
            and not near_engine
            and not _SPEEDUP.search(text[max(seg.start, start - 40) : min(seg.end, end + 40)])
        ):
            return None
        return SPEEDUP, "x", "speedup"
    return None


def _usage_not_capacity(groups: dict[str, str | None], cap: re.Match[str], text: str) -> bool:
    """ "43.5 GB VRAM" or "20 GB VRAM used" is usage: cards are sold in whole gigabytes."""
    if _USED_AFTER.match(text, cap.end()):
        return True
    lo = groups.get("lo") or ""
    frac = "".join(ch for ch in lo.partition(".")[2] if ch.isdigit())
    return bool(frac) and int(frac) != 0 and not groups.get("hi")


def _mem_unit(raw: str) -> str:
    return {"gib": "GiB", "gb": "GB", "mib": "MiB", "mb": "MB", "tib": "TiB", "tb": "TB"}[
        raw.lower()
    ]


class _Taken:
    """Number spans already read, with O(log n) look-ups (a line may hold thousands)."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []

    def add(self, start: int, end: int) -> None:
        """Record the span [start, end)."""
        i = bisect_left(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)

    def covers(self, pos: int) -> bool:
        """True when ``pos`` lies inside a recorded span."""
        i = bisect_right(self.starts, pos) - 1
        return i >= 0 and pos < self.ends[i]


def _prose_figures(text: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    chunk = text[seg.start : seg.end]
    figures: list[_Figure] = []
    taken = _Taken()
    for m in LABELLED.finditer(chunk):
        if len(figures) >= MAX_FIGURES:
            break
        unit_m = UNIT_ONLY.fullmatch(m.group("unit").strip())
        if unit_m is None:
            continue
        label = m.group("label").strip()
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        got = _unit_figure(
            unit_m.groupdict(), text, start, end, seg, doc, keywords_text=label, anchor=len(label)
        )
        if got is None:
            continue
        metric, unit, kind = got
        value = _num(m.group("lo"))
        stat = _STAT.search(label)
        figures.append(
            _Figure(
                start,
                end,
                value,
                None,
                None,
                unit,
                metric,
                kind,
                label=label,
                stat=stat.group(1).lower() if stat else None,
            )
        )
        taken.add(start, end)
    for m in RATE_IN_WORDS.finditer(chunk):
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        if taken.covers(start):
            continue
        before_text = text[max(seg.start, start - 60) : start]
        if _GOAL_BEFORE.search(before_text) or _is_question(text, seg):
            continue
        metric = _throughput_metric(text[max(seg.start, start - 100) : start])
        figures.append(
            _Figure(start, end, _num(m.group("lo")), None, None, "tok/s", metric, "absolute")
        )
        taken.add(start, end)
    for fig in _keyed_figures(text, chunk, seg, doc):
        if not taken.covers(fig.start):
            figures.append(fig)
            taken.add(fig.start, fig.end)
    found_before = len(figures)
    for m in FIGURE.finditer(chunk):
        if len(figures) - found_before >= MAX_FIGURES:
            break
        start, end = seg.start + m.start(), seg.start + m.end()
        if taken.covers(start):
            continue
        if _is_spread(text, start, seg):
            continue
        if any(h.start <= start < h.end for h in doc.near("hardware", start - 40, start + 1)):
            continue
        got = _unit_figure(m.groupdict(), text, start, end, seg, doc)
        if got is None:
            continue
        metric, unit, kind = got
        if m.group("hi") is not None and _FROM_TO.search(text[max(seg.start, start - 8) : start]):
            # "from 300 to 500 tok/s": a change, two figures, not a range
            hi_start = seg.start + m.start("hi")
            hi_end = hi_start + len(m.group("hi"))
            figures.append(
                _Figure(
                    start,
                    start + len(m.group("lo")),
                    _num(m.group("lo")),
                    None,
                    None,
                    unit,
                    metric,
                    kind,
                    role="before",
                )
            )
            figures.append(
                _Figure(hi_start, hi_end, _num(m.group("hi")), None, None, unit, metric, kind)
            )
            continue
        value, vmin, vmax = _value(m.group("lo"), m.group("hi"))
        before_text = text[max(seg.start, start - 60) : start]
        if _GOAL_BEFORE.search(before_text) or _is_question(text, seg):
            continue  # a goal, a target or a question: not a measurement
        if _AUX_TIME.search(text[max(seg.start, text.rfind("\n", 0, start) + 1) : start]):
            continue  # a line about sampling or loading time
        role = "before" if _FROM_BEFORE.search(before_text[-12:]) else None
        qualifier = "estimate" if _ESTIMATE_BEFORE.search(before_text) else None
        figures.append(
            _Figure(
                start, end, value, vmin, vmax, unit, metric, kind, role=role, qualifier=qualifier
            )
        )
        window_start = max(seg.start, start - 30)
        pair = _PAIR_BEFORE.search(text[window_start:start])
        if pair is not None and m.group("hi") is None:
            p_start = window_start + pair.start("n")
            p_end = p_start + len(pair.group("n"))
            if not taken.covers(p_start):
                figures.append(
                    _Figure(p_start, p_end, _num(pair.group("n")), None, None, unit, metric, kind)
                )
    figures.sort(key=lambda f: f.start)
    return figures


def _is_question(text: str, seg: _Span) -> bool:
    """True for a question ("can it reach 1,000 tok/s?"): it asks, it does not measure."""
    chunk = text[seg.start : min(seg.end + 2, len(text))]
    return "?" in chunk and bool(_QUESTION.search(chunk.rstrip()))


def _is_spread(text: str, start: int, seg: _Span) -> bool:
    """True for a standard deviation, or a min/max beside a mean: they describe, not claim."""
    before = text[max(seg.start, start - 16) : start]
    if _SPREAD_BEFORE.search(before):
        return True
    if _MINMAX_BEFORE.search(before):
        line_start = text.rfind("\n", seg.start, start) + 1 or seg.start
        return bool(_MEAN_KEY.search(text, max(line_start, seg.start), start))
    return False


def _keyed_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures with the unit in a key ("promptTPS": 4919.4) or a phase line ("pp512: 3806 ± 1")."""
    out: list[_Figure] = []
    for m in _KEYVAL.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        words = " ".join(_KEY_WORDS.sub(" ", m.group("key")).split())
        unit_m = None
        for word in reversed(words.split(" ")):
            unit_m = UNIT_ONLY.fullmatch(word)
            if unit_m is not None:
                break
        if unit_m is None:
            continue
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        got = _unit_figure(
            unit_m.groupdict(), text, start, end, seg, doc, keywords_text=words, anchor=len(words)
        )
        if got is None:
            continue
        metric, unit, kind = got
        stat = m.group("stat") or (_STAT.search(words) or [None])[0]
        out.append(
            _Figure(
                start,
                end,
                _num(m.group("lo")),
                None,
                None,
                unit,
                metric,
                kind,
                label=words,
                stat=stat.lower() if stat else None,
            )
        )
    out.extend(_space_keyed_figures(text, chunk, seg, doc))
    for m in _PHASE_PM.finditer(chunk):
        if len(out) >= 2 * MAX_FIGURES:
            break
        label = " ".join(m.group("label").split())
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        metric = _throughput_metric(label)
        if re.match(r"tg|(?:token|text)", label, re.IGNORECASE):
            metric = DECODE
        out.append(
            _Figure(start, end, _num(m.group("lo")), None, None, "tok/s", metric, label=label)
        )
    return out


def _space_keyed_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures of ``key value`` log lines (three pairs or more on a line); the unit is in
    the key ("tokens_per_sec 43.09") or in brackets after it ("latency(ms) 4409.816")."""
    out: list[_Figure] = []
    offset = 0
    for line in chunk.split("\n"):
        base = offset
        offset += len(line) + 1
        pairs = list(_SPACE_KEYVAL.finditer(line))
        if len(pairs) < 3:
            continue
        for m in pairs:
            if len(out) >= MAX_FIGURES:
                return out
            words = " ".join(_KEY_WORDS.sub(" ", m.group("key")).split())
            unit_m = UNIT_ONLY.fullmatch(m.group("unit") or "") or UNIT_ANYWHERE.search(
                m.group("key").replace("_", " ")
            )
            value = _num(m.group("lo"))
            if unit_m is None or value == 0:
                continue
            start = seg.start + base + m.start("lo")
            end = seg.start + base + m.end("lo")
            got = _unit_figure(
                unit_m.groupdict(), text, start, end, seg, doc, keywords_text=words, anchor=0
            )
            if got is not None:
                metric, unit, kind = got
                out.append(_Figure(start, end, value, None, None, unit, metric, kind, label=words))
    return out


def _table_figures(text: str, table: _Table, doc: _Doc) -> list[tuple[_Figure, _Local]]:
    out: list[tuple[_Figure, _Local]] = []
    headers = table.header_cells
    header_text = text[table.header.start : table.header.end]
    setup_cols: dict[int, str] = {}
    for i, h in enumerate(headers):
        sm = _SETUP_HEADER.fullmatch(re.sub(r"\(.*?\)", "", h).strip())
        if sm:
            setup_cols[i] = (
                "gpu_count"
                if sm.group("gpu")
                else ("concurrency" if sm.group("conc") else "context")
            )
    header_offsets = _cell_offsets(header_text, table.header.start)
    for row in table.rows:
        line = text[row.start : row.end]
        cells = _cells(line)
        setup: dict[str, int] = {}
        for i, kind in setup_cols.items():
            if i < len(cells):
                n = re.fullmatch(r"\s*(\d{1,7})\s*([kK])?\s*", cells[i])
                if n:
                    setup[kind] = int(n.group(1)) * (1024 if n.group(2) else 1)
        offsets = _cell_offsets(line, row.start)
        row_label = cells[0] if cells else ""
        line_phase = _phase_of(line)
        row_text: str | None = None
        for i, cell in enumerate(cells):
            if len(out) >= MAX_FIGURES:
                return out
            if i in setup_cols or i >= len(offsets):
                continue
            header = headers[i] if i < len(headers) else ""
            cell_start = offsets[i]
            fig = _cell_figure(
                text, cell, cell_start, header, row_label, line_phase, row, doc, first_column=i == 0
            )
            if fig is None:
                continue
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
            extra = {c: doc.near(c, header_span.start, header_span.end) for c in doc.mentions}
            local = _Local(
                segment=row,
                block=table.caption,
                text=row_text,
                extra_mentions=extra,
                header=table.header,
                setup=setup,
            )
            out.append((fig, local))
    return out


def _cell_offsets(line: str, base: int) -> list[int]:
    """Start offset (in the document) of each cell's stripped content."""
    offsets: list[int] = []
    stripped_left = len(line) - len(line.lstrip())
    pos = stripped_left
    body = line.strip()
    if body.startswith("|"):
        pos += 1
        body = body[1:]
    for part in body.split("|"):
        lead = len(part) - len(part.lstrip())
        offsets.append(base + pos + lead)
        pos += len(part) + 1
    return offsets


def _header_cell_span(text: str, header: _Span, index: int) -> _Span:
    line = text[header.start : header.end]
    offsets = _cell_offsets(line, header.start)
    if index >= len(offsets):
        return _Span(header.start, header.start)
    end = offsets[index + 1] if index + 1 < len(offsets) else header.end
    return _Span(offsets[index], end)


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
) -> _Figure | None:
    """A figure from one table cell, its unit from the cell, the header or the row label."""
    seg = row
    approx = _APPROX_CELL.match(cell)
    skip = approx.end() if approx else 0  # "~38 ms": an approximate figure is a figure
    own = FIGURE.search(cell, skip)
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
        if got is None:
            return None
        value, vmin, vmax = _value(own.group("lo"), own.group("hi"))
        metric, unit, kind = got
        if metric == MEMORY and not _MEMORY.search(f"{header} {row_label}"):
            return None
        if metric in (DECODE, PREFILL, TOTAL, OUTPUT):
            metric = _phase_of(header) or line_phase or DECODE
        return _Figure(start, end, value, vmin, vmax, unit, metric, kind, label=header or None)
    if first_column:
        return None
    number = NUMBER.match(_APPROX_CELL.sub("", cell.strip().replace("**", "")))
    if number is None:
        return None
    for source_text, label in ((header, header), (row_label, row_label)):
        unit_m = UNIT_ANYWHERE.search(source_text)
        if unit_m is None and re.search(r"speed[ \t\-]?up", source_text, re.IGNORECASE):
            unit_m = UNIT_ONLY.fullmatch("x")
        if unit_m is None and re.search(
            r"(?<![a-z])(?:tg|pp)\d{1,6}|throughput|tok/s|t/s|(?<![a-z])speed(?![a-z])",
            source_text,
            re.IGNORECASE,
        ):
            unit_m = UNIT_ONLY.fullmatch("tok/s")
        if unit_m is None:
            continue
        start = cell_start
        end = cell_start + len(cell)
        got = _unit_figure(
            unit_m.groupdict(),
            text,
            start,
            end,
            seg,
            doc,
            keywords_text=source_text,
            anchor=len(source_text),
        )
        if got is None:
            return None
        metric, unit, kind = got
        if metric in (DECODE, PREFILL, TOTAL, OUTPUT):
            metric = (
                (_phase_of(header) or line_phase or DECODE)
                if label is header
                else _throughput_metric(row_label)
            )
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
