"""Table headers and captions: a column's unit, phase, concurrency and compound cells."""

from __future__ import annotations

import re

from watcher.claims.bench_test_columns import bench_test_column
from watcher.claims.closing_units import closing_unit
from watcher.claims.corner_names import named_corner_unit
from watcher.claims.count_signs import counts_with_sign
from watcher.claims.document import _Doc, _plain_if_negated
from watcher.claims.memory_keys import is_spec_column
from watcher.claims.metric_words import (
    _REQUEST_RATE,
)
from watcher.claims.models import PREFILL
from watcher.claims.patterns import (
    FIGURE,
    RATE_SPELLING,
    UNIT_ANYWHERE,
    UNIT_ONLY,
)
from watcher.claims.percent_multiples import percent_multiple
from watcher.claims.phases import _phase_of
from watcher.claims.setup_patterns import _COUNT_TEXT
from watcher.claims.stated_above import metric_above
from watcher.claims.unit_statements import stated_unit
from watcher.claims.units import _cells, _Table

# a column of a ratio, a change or the drafter itself: not the plain model's figures
_NOT_PLAIN_HEADER = re.compile(
    r"speed[ \t\-]?up|accept|ratio|change|gain|improve|diff|delta|%|draft|spec"
    r"|(?<![a-z])x(?![a-z])",
    re.IGNORECASE,
)


# a column or row counting threads or cores ("threads", "GPU Cores", "P-cores", "CPUs",
# "#CPU"): a setting or a spec, never a figure, whatever unit a caption gives the table
# (reading rules §4); "CPU" alone names the device a row or column ran on ("| CPU | 12 |"
# under a tok/s header is the CPU's rate), as "GPU" or "4090" does
_COUNT_HEADER = re.compile(
    r"(?:(?:cpu|gpu|performance|efficiency|p|e)[ \t\-])?(?:#|n_?|num[ _])?"
    r"(?:threads?|cores?|cpus)|(?:#|n_?|num[ _])cpu"
    # "| Best K | | 3 | 4 |", "num_speculative_tokens": how many tokens were drafted, a setting
    r"|(?:(?:best|optimal)[ \t])?k|(?:#|n_?|num[ _])?(?:speculative|draft(?:ed)?)[ _]tokens"
    # "| params | 1.24 B |": llama-bench's count of the model's parameters, no run's figure
    r"|params|parameters",
    re.IGNORECASE,
)


def _plain_columns(
    headers: list[str], offsets: list[int], table: _Table, doc: _Doc, skip: dict[int, str]
) -> set[int]:
    """Columns named for the plain model beside a column named for a drafting method.

    "| | medusa | vicuna |": the vicuna column is the same model without Medusa, so its
    figures are plain decoding (``ar``), not the method the caption or the other column names.
    """
    modes: dict[int, set[str]] = {}
    named = _name_columns(table, doc)
    for i in range(1, min(len(headers), len(offsets))):
        end = offsets[i + 1] if i + 1 < len(offsets) else table.header.end
        # "| no MTP | 8 users |": a negated method names the plain column, not a method's
        said = (_plain_if_negated(m, doc) for m in doc.near("mode", offsets[i], end))
        modes[i] = {m.name for m in said if m is not None}
        if any(doc.near(c, offsets[i], end) for c in ("engine", "hardware", "precision")):
            skip = {**skip, i: "named"}  # "| vLLM | SGLang + EAGLE |": another setup, not plain
    if not any(names - {"ar"} for names in modes.values()):
        return set()
    # "| Draft Model | X tok/s | Baseline tok/s |": a column of draft models' names says a
    # method ran, not which figure column is its; only a column named a baseline is plain
    only_named = not any(names - {"ar"} for i, names in modes.items() if i not in named)
    return {
        i
        for i, names in modes.items()
        if not names
        and i not in named
        and (not only_named or _PLAIN_SIDE_HEADER.search(headers[i]) is not None)
        and i not in skip
        and headers[i].strip()
        and not _NOT_PLAIN_HEADER.search(headers[i])
        and (
            not _VARIANT_HEADER.search(headers[i])
            # "| Baseline tok/s | Eagle3 tok/s |": the baseline beside a method is the plain
            # model (reading rules: "baseline" / "vanilla" columns are AR)
            or _PLAIN_SIDE_HEADER.search(headers[i]) is not None
        )
        # "| tok/s |" beside an "MTP on/off" switch column names a unit, not a plain model
        and not UNIT_ONLY.fullmatch(headers[i].strip().strip("`*() "))
    }


def _name_columns(table: _Table, doc: _Doc) -> set[int]:
    """Columns whose every cell is a name, none a figure ("| Draft Model | Llama-7B |"):
    they name a setup, so they are neither a method's figures nor the plain model's."""
    rows = [_cells(doc.text[r.start : r.end]) for r in table.rows]
    if not rows:
        return set()
    width = min(len(r) for r in rows)
    return {
        i
        for i in range(1, width)
        if not any(_FIGURE_CELL.match(r[i]) for r in rows) and all(r[i].strip() for r in rows)
    }


_FIGURE_CELL = re.compile(r"[ \t*~≈<>+\-]*\d")
_PLAIN_SIDE_HEADER = re.compile(r"(?<![a-z])(?:baseline|vanilla)(?![a-z])", re.IGNORECASE)
_TPOT_HEADER = re.compile(r"ms[ \t]?/[ \t]?t(?:ok(?:en)?)?(?![a-z])|tpot|per[ \t]token", re.I)
MAX_CAPTION_LINE = 60


def _caption_phase(text: str, table: _Table) -> str | None:
    """The phase a short caption line right above the table names: "7B pp 512:" is prompt
    processing, "7B gen 128:" generation, for every row of the table below it."""
    caption = text[table.caption.start : table.caption.end].rstrip()
    line = caption[caption.rfind("\n") + 1 :].strip()
    if not line or len(line) > MAX_CAPTION_LINE:
        return None
    phase = _phase_of(line)
    if phase is None and _PROMPT_LENGTH_CAPTION.fullmatch(line):
        return PREFILL  # "Prompt length 2048:" over a table of rates: the prompt's processing
    return phase


# a caption that gives the rows below a prompt length and nothing else ("Prompt length
# 2048:", "### Input size = 512 tokens"): a table measured at that prompt, naming no output
# length and no generation, holds the prompt's processing rates (LABELLING: an mlx-lm
# "Pre/Post Tok/Sec" table under "Prompt length 2048" is prefill_tok_s)
_PROMPT_LENGTH_CAPTION = re.compile(
    r"[#*_ \t]{0,6}(?:prompt|input)[ \t_\-]?(?:length|len|size)[ \t]{0,2}(?:[:=][ \t]{0,2})?"
    r"\d[\d,]{0,7}[ \t]{0,2}(?:tok(?:en)?s?)?[ \t*_]{0,4}:?",
    re.IGNORECASE,
)


_CONC_HEADER = re.compile(
    r"[ \t*]*(?:conc(?:urrency)?|bs|batch(?:[ \t_]size)?|c|(?-i:M))"
    r"[ \t]{0,2}[=:@][ \t]{0,2}(\d{1,5})[ \t*]*"
    # "| 1 user | 8 users | 32 concurrent |": a column per number of users at once
    r"|[ \t*]*(\d{1,5})[ \t]{1,2}(?:users?|clients?|streams?"
    r"|concurrent(?:[ \t](?:users|requests))?)[ \t*]*",
    re.IGNORECASE,
)
_PERCENTILE_HEADER = re.compile(r"[ \t*]*(?:median|p\d{2}(?:\.\d)?)[ \t*]*", re.IGNORECASE)
_MEAN_HEADER = re.compile(r"[ \t*]*(?:avg|average|mean)\b[^|]{0,24}", re.IGNORECASE)
_SPREAD_HEADER = re.compile(
    r"[ \t*]*(?:min|max|minimum|maximum|lowest|highest|std|stdev|stddev|std[ \t]dev)[ \t*.]*",
    re.IGNORECASE,
)
# "Output token throughput (per sec)": a token rate whose unit is written in words
_TOKENS_PER_SECOND = re.compile(
    r"(?:tokens?|throughput)[^()\n]{0,30}\(per[ \t]s(?:ec(?:ond)?)?\)", re.IGNORECASE
)
# a duration written in minutes and seconds: "1m42s", "2m 5.5s"
# "1m42s", "2m46.198225633s" (Go prints nanoseconds), "1m 4.3s"
_DURATION = re.compile(r"(?P<m>\d{1,3})[ \t]?m(?:in)?[ \t]?(?P<s>\d{1,2}(?:\.\d{1,12})?)[ \t]?s")


_BATCHED_TOTAL = re.compile(r"[ \t]*S[ \t]{1,3}(?i:" + RATE_SPELLING + r")[ \t]*")
# a rate column that names no phase: "TPS", "t/s", "Tokens/s"
_BARE_RATE = re.compile(r"[ \t]*" + RATE_SPELLING + r"[ \t]*", re.IGNORECASE)


_SLASHED = re.compile(r"\s*~?\d[\d,.]*(?:\s*/\s*~?\d[\d,.]*){1,5}\s*")


_UNIT_CORNER = re.compile(r"[\s(\[]{0,3}(?:in[ \t])?([^()\[\]]{1,16}?)[\s)\]:]{0,3}")


def _corner_unit(headers: list[str]) -> str:
    """The unit the top-left header cell gives the whole table ("(tokens/secs)"), or ""."""
    if not headers:
        return ""
    m = _UNIT_CORNER.fullmatch(headers[0])
    if m is None or UNIT_ONLY.fullmatch(m.group(1).strip()) is None:
        return named_corner_unit(headers[0])  # "Throughput (tokens/s)": ``corner_names``
    return m.group(1).strip()


# a column named for a variant of the run: "vLLM", "H100", "FP8", "baseline", "this PR", "w/ MTP"
_VARIANT_HEADER = re.compile(
    r"(?<![a-z])(?:baseline|vanilla|ours|before|after|main|master|this[ \t]pr|pr|patched|original"
    r"|w/o?|with|without|throughput|speed|decode|decoding|prefill|generation|tg|pp|ttft|tpot|itl"
    r"|latency|e2el?|output|total|drafts?|heads?|gpus?)(?![a-z])"
    # "| no MTP | k=2 | k=4 |": a column per number of drafted tokens; "| TP=1 | TP=2 |"
    r"|(?<![a-z])(?:k|tp)[ \t]?=[ \t]?\d{1,2}(?!\d)"
    # a release's version names a variant too: "v1.3.0 (draft 3)", "0.6.3"
    r"|(?<![\w.])v?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?![\w.])",
    re.IGNORECASE,
)
# a column of one workload: "4k context", "Short prompt", "512 tokens", "ctx 8192" (each
# column one run at that length; a bare "Context" or "Prompt tokens" column holds counts)
_WORKLOAD_HEADER = re.compile(
    r"[ \t*]*(?:(?:short|long|medium|\d{1,6}(?:\.\d)?[kK]?)[ \t\-]?"
    r"(?:tok(?:en)?s?[ \t])?(?:prompts?|inputs?|context|ctx|seq(?:uence)?s?|tok(?:en)?s)"
    r"|(?:ctx|context|prompt|input)[ \t]?[=:@]?[ \t]?\d{1,6}(?:\.\d)?[kK]?)[ \t*]*",
    re.IGNORECASE,
)
# "152 tok/s" is a figure; "speed, tok/s" and "On 1x A100, tok/s" (a comma parts the card's
# number from the unit) name the table's unit
_BARE_UNIT_BEFORE = re.compile(r"[\d~≈]\.?[ \t]{0,2}$")


def _caption_unit(text: str, table: _Table) -> tuple[str, str] | None:
    """(unit, caption text) when the caption above or below the table states a bare unit.

    "Decode throughput (tokens/s) on 1x H100:" or "All numbers in tok/s." name the unit of
    the table's unit-less cells; "reached 152 tok/s" is a figure, not a unit for others. A
    unit closing the line right above ("## Results (tok/s)", "... at batch 1. All figures in
    ms.") is stated for this table and wins over one named earlier in the block
    (``closing_units``).
    """
    above = text[table.caption.start : table.caption.end].rstrip()
    last = above[above.rfind("\n") + 1 :]
    closing = closing_unit(last) if len(last) <= 4 * MAX_CAPTION_LINE else None
    if closing is not None:
        return closing.group(0), last
    for span in (table.caption, table.after, table.twin):
        caption = text[max(span.start, span.end - 300) : span.end]
        for m in UNIT_ANYWHERE.finditer(caption):
            if m.group("speed") or _BARE_UNIT_BEFORE.search(caption, 0, m.start()):
                continue
            if caption[m.start() - 1 : m.start()] in ("/", "'", "’"):
                # "~21 GB/s": the "s" of a bandwidth is no unit of the table's; "It's", "Here's":
                # an apostrophe's "s" is no second
                continue
            # the sentence that names the unit: "Numbers are decode tok/s. First token ..."
            begin = max(caption.rfind(". ", 0, m.start()) + 1, 0)
            stop = caption.find(". ", m.end())
            return m.group(0), caption[begin : stop if stop >= 0 else len(caption)]
    # "Here is PP-512 for ...", "Generation speed (tg128)": a llama-bench test named right
    # above the table reports tokens per second, as llama-bench's own columns do
    caption = text[table.caption.start : table.caption.end].rstrip()
    line = caption[caption.rfind("\n") + 1 :]
    test = _BENCH_TEST.search(line) if len(line) <= 2 * MAX_CAPTION_LINE else None
    if test is not None and not FIGURE.search(line):
        return "t/s", line
    # "Throughput Comparison" over a table of bare figures: the metric named in words; a
    # llama-bench table's "test" column naming the test its bare rate columns ran
    # "The unit of measurement is output tokens per second." some lines above: ``unit_statements``
    return metric_above(text, table) or stated_unit(text, table) or bench_test_column(text, table)


# a llama-bench test: "pp512", "PP-512", "tg 128", "TG-128"
_BENCH_TEST = re.compile(r"(?<![a-z])(?:pp|tg)[ \t\-]?\d{2,6}(?![\d])", re.IGNORECASE)


def _names_bench_test(caption: str) -> bool:
    """True for a caption that gives a table its unit by naming a llama-bench test alone."""
    return _BENCH_TEST.search(caption) is not None and UNIT_ANYWHERE.search(caption) is None


# a column named for one load alone: "concurrency 16", "bs=8", "Batch 4", "8 users"
_LOAD_ALONE = re.compile(
    r"[ \t*]*(?:conc(?:urrency)?|bs|batch(?:[ \t_]size)?)[ \t]{0,2}[=:@]?[ \t]{0,2}\d{1,5}[ \t*]*",
    re.IGNORECASE,
)


def _names_a_variant(header: str, i: int, offsets: list[int], table: _Table, doc: _Doc) -> bool:
    """True when column ``i`` is named for an engine, GPU, mode, precision, a variant or a
    load (a sweep's "| concurrency 1 | concurrency 16 |" columns are each one run)."""
    if (
        _VARIANT_HEADER.search(header)
        or _WORKLOAD_HEADER.fullmatch(header)
        or _LOAD_ALONE.fullmatch(header)
        or _CONC_HEADER.fullmatch(header)
        # "4xDCU (64GB)", "2 NPUs": a count of devices names the run, whatever the device
        or _COUNT_TEXT.search(header) is not None
    ):
        return True
    if i >= len(offsets):
        return False
    end = offsets[i + 1] if i + 1 < len(offsets) else table.header.end
    return any(doc.near(c, offsets[i], end) for c in doc.mentions)


def _split_header(header: str) -> list[str]:
    """A header's parts split at each "/" outside brackets ("A (req/s)/ B (tok/s)") and
    outside a unit: the "/" of "tok/s (round 1 / 2)" is the unit's, not a split."""
    in_unit = {j for m in UNIT_ANYWHERE.finditer(header) for j in range(m.start(), m.end())}
    parts, depth, begin = [], 0, 0
    for j, ch in enumerate(header):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == "/" and depth == 0 and j not in in_unit:
            parts.append(header[begin:j])
            begin = j + 1
    parts.append(header[begin:])
    return parts


_RATIO_AFTER = re.compile(r"[ \t]{1,3}\((~?\d{1,4}(?:\.\d{1,3})?[ \t]?[x×])\)[ \t]*$")
_FIGURE_START = re.compile(r"[ \t]*~?\d")


def _compound(cell: str, header: str) -> list[tuple[str, int, str]]:
    """(cell text, offset in the cell, header) for each figure of the cell.

    A cell of "A/B" figures under a header of as many "/"-separated parts
    ("Request throughput (req/s)/ Token throughput (tok/s)") is one figure per part, each
    under its own part of the header; a token rate beside a request rate with no phase word
    is the total throughput (a throughput benchmark's "N requests/s, M tokens/s").
    """
    multiple = percent_multiple(cell)
    if multiple is not None:  # "+88% (1.88×)": one change, the multiple the figure read
        return [(multiple[0], multiple[1], header)]
    ratio = _RATIO_AFTER.search(cell)
    pair = _VS_CELL.match(cell)
    if pair is not None:
        # "9783 vs 8077 (1.21x)": ours, the baseline's, and their ratio, all in one column
        parts = [(pair.group(1), pair.start(1), header), (pair.group(2), pair.start(2), header)]
        if ratio is not None and ratio.start() >= pair.end():
            parts.append((ratio.group(1), ratio.start(1), header))
        return parts
    if ratio is not None and ratio.start() > 0 and _FIGURE_START.match(cell):
        # "3,294 tok/s (72x)": the figure, then how many times the baseline's it is
        return [(cell[: ratio.start()], 0, header), (ratio.group(1), ratio.start(1), header)]
    shared = _SHARED_UNIT.match(cell)
    unit = UNIT_ONLY.match(cell, shared.end()) if shared is not None else None
    if shared is not None and unit is not None:
        # "3.89 / 4.02s", "2,924 + 286 MB buffer": the figures share the unit after the last;
        # sizes over "/" are used of total ("26/ 24560 MiB"), and "| VRAM | 24 + 24 GB |" is
        # the machine's, as "| VRAM | 48 GB |" is
        joined = cell[: shared.end()]
        values = re.split(r"[/+]", joined)
        if unit.group("mem") is None or (
            "/" not in joined and not is_spec_column(values[0].strip(), header, "", unit.group(0))
        ):
            sub = header if _header_unit(header) else f"{header} ({unit.group(0)})"
            return _parts(values, [sub] * len(values))
    if _SLASHED.fullmatch(cell):
        values = cell.split("/")
        subs = _split_header(header) if "/" in header else []
        if len(subs) != len(values):
            subs = _unit_list(header, len(values))
        if not subs:
            # "| decode tok/s (3 runs) | 116.9 / 120.7 / 120.7 |": one metric's repeated
            # figures; the header's only "/" is its unit's, so each value is read under it
            subs = [header] * len(values)
    elif _UNITS_SLASHED.fullmatch(cell):
        # "14.33 req/s / 6895.75 tok/s": each part carries its own unit
        values = cell.split(" / ")
        subs = [header] * len(values)
        if any(_REQUEST_RATE.search(v) for v in values):
            subs = [
                header if _REQUEST_RATE.search(v) else f"total throughput: {header}" for v in values
            ]
        return _parts(values, subs)
    else:
        return [(cell, 0, header)]
    if len(subs) != len(values):
        return [(cell, 0, header)]
    rate_beside = any(_REQUEST_RATE.search(h) for h in subs)
    named = []
    for sub in subs:
        sub = sub.strip()
        if rate_beside and not _REQUEST_RATE.search(sub) and _phase_of(sub) is None:
            sub = f"total throughput: {sub}" if re.search(r"throughput|tok", sub, re.I) else sub
        named.append(sub)
    return _parts(values, named)


_SHARED_UNIT = re.compile(
    r"[ \t]{0,3}~?\d[\d,.]{0,12}(?:[ \t]{0,2}[/+][ \t]{0,2}~?\d[\d,.]{0,12}){1,5}[ \t]?(?=[^\s\d])"
)
_VS_CELL = re.compile(
    r"[ \t]{0,2}(~?\d[\d,]{0,12}(?:\.\d{1,6})?)[ \t]{1,2}vs\.?[ \t]{1,2}"
    r"(~?\d[\d,]{0,12}(?:\.\d{1,6})?)(?![\d.,])",
    re.IGNORECASE,
)


def _parts(values: list[str], subs: list[str]) -> list[tuple[str, int, str]]:
    """(value, offset in the cell, header) for values that were joined by "/" or " / "."""
    out: list[tuple[str, int, str]] = []
    at = 0
    for value, sub in zip(values, subs, strict=True):
        lead = len(value) - len(value.lstrip())
        out.append((value.strip(), at + lead, sub))
        at += len(value) + 1
    return out


_UNIT_LIST = re.compile(r"\(([^()]{1,40})\)")
_UNITS_SLASHED = re.compile(
    r"\s*~?\d[\d,.]*[ \t]?[A-Za-z/]{1,10}(?:\s/\s~?\d[\d,.]*[ \t]?[A-Za-z/]{1,10}){1,4}\s*"
)


def _unit_list(header: str, n: int) -> list[str]:
    """Headers for ``n`` values from one header with its units listed in brackets:
    "Offline throughput (req/s / tok/s)" or "Throughput (req/s) / (tok/s)"."""
    units = [u.strip() for m in _UNIT_LIST.finditer(header) for u in m.group(1).split(" / ")]
    if len(units) != n or not all(UNIT_ANYWHERE.search(u) for u in units):
        return []  # "(round 1 / 2)" lists the runs, not their units
    stem = _UNIT_LIST.sub("", header).replace("/", " ").strip()
    return [f"{stem} ({u})" for u in units]


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


_ALL_TOKENS_HEADER = _BATCHED_TOTAL


def _header_unit(header: str) -> re.Match[str] | None:
    """The unit a header names; a bare "S" before another unit is a column's name, as in
    llama-batched-bench's "S t/s" (speed), not seconds. A snake_case name carries its unit
    as its last word ("prefill_tps", "latency_ms")."""
    header = header.replace("_", " ")
    unit = UNIT_ANYWHERE.search(header)
    if unit is not None and unit.group(0) in ("s", "S"):
        return UNIT_ANYWHERE.search(header, unit.end()) or unit
    if unit is not None and unit.group(0)[-1:] in "bB" and _BYTE_RATE.match(header, unit.end()):
        return None  # "Bandwidth (GB/sec)": a byte rate, a hardware spec (reading rules §4)
    if unit is not None and counts_with_sign(header, unit):
        return UNIT_ANYWHERE.search(header, unit.end())  # "A100 x 2": two cards, no multiple
    return unit


_BYTE_RATE = re.compile(r"[ \t]{0,2}(?:/[ \t]{0,2}s(?:ec)?(?![a-z])|ps(?![a-z]))", re.IGNORECASE)
