"""The load a figure was measured under: its concurrency, and the command flags of its run.

A stated concurrency ("batch 8", "@ conc 8", "并发 32", "Running: 8 reqs") nearest the figure
in its sentence, else earlier in its paragraph; "one request at a time" is 1 unless a later
clause states it for its own figure; else the last ``--max-concurrency``/``--parallel`` (and,
for GPU counts, ``--tp``) of the command that produced the output, within the same post.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.c_labels import c_label_load
from watcher.claims.change_entries import change_entry_at
from watcher.claims.change_loads import load_before_change
from watcher.claims.clause_loads import apart_before, clause_owns_figure_before, own_clause_end
from watcher.claims.clause_marks import CLAUSE_BREAK, CLAUSE_PUNCT
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.glyph_items import GLYPH_ITEM
from watcher.claims.layout import Span
from watcher.claims.load_hints import may_state_load, may_state_one
from watcher.claims.load_lists import listed_load
from watcher.claims.multiple_cards import other_setup_end
from watcher.claims.numbers import _num
from watcher.claims.patterns import (
    BLOCK_REACH,
    FIGURE,
    figure_within,
)
from watcher.claims.setup_clauses import other_clause_load
from watcher.claims.setup_patterns import (
    _CONCURRENCY_N,
    _CONCURRENCY_ONE,
    _RUN_FLAG,
    load_of,
)
from watcher.claims.slot_flags import slot_count
from watcher.claims.table_notes import load_below
from watcher.claims.token_batches import is_token_batch
from watcher.claims.unit_rows import opens_unit_row
from watcher.claims.used_commands import used_after


def _nearest_in(
    doc: _Doc,
    pattern: re.Pattern[str],
    start: int,
    end: int,
    fig: _Figure,
    window: tuple[int, int] | None = None,
) -> re.Match[str] | None:
    """The match of ``pattern`` in text[start:end] (within ``window``) nearest the figure.

    The span is scanned once and cached; each figure then looks at the few matches around
    its own position, so a paragraph with thousands of figures stays linear.
    """
    hits = doc.scan(pattern, start, end, may_state_load if pattern is _CONCURRENCY_N else None)
    if not hits:
        return None
    lo, hi = window if window is not None else (start, end)
    i = _bisect_hits(hits, fig)
    best: tuple[int, re.Match[str]] | None = None
    for s, e, m in hits[max(0, i - 2) : i + 2]:
        if s < lo or e > hi:
            continue
        dist = fig.start - e if e <= fig.start else max(0, s - fig.end)
        if best is None or dist < best[0]:
            best = (dist, m)
    return best[1] if best else None


def _bisect_hits(hits: list[tuple[int, int, re.Match[str]]], fig: _Figure) -> int:
    lo, hi = 0, len(hits)
    while lo < hi:
        mid = (lo + hi) // 2
        if hits[mid][0] < fig.start:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _concurrency(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    if "concurrency" in local.setup:
        return local.setup["concurrency"]
    labelled = c_label_load(fig, doc)  # "C8: 270 tok/s": a summary's concurrency label
    if labelled is not None:
        return labelled
    # a multiple compares two runs, perhaps at two loads: in prose it takes only a load its
    # own sentence states (reading rules §2: each figure takes its own setup)
    own_only = fig.kind == "speedup" and local.sentence is not None
    for span in (local.segment,) if own_only else (local.segment, local.block):
        begin, stop = span.start, span.end
        if span is local.block:
            begin = max(span.start, fig.start - BLOCK_REACH)
            line = doc.text.rfind("\n", begin, fig.start) + 1
            if GLYPH_ITEM.match(doc.text, max(begin, line)) or opens_unit_row(doc.text, line):
                # "• 吞吐 2300 TPS (batch 32)\n• 首token 85ms": a line a glyph marks as a list
                # item keeps its setup; the item above lends it no load (reading rules §2), nor
                # does the row above to a row named by its unit ("Peak tok/s 16,794 14,899")
                begin = max(begin, line)
            # "SGLang ... at batch 1. vLLM ... on H100": another setup's sentence lends none
            begin = other_setup_end(begin, local, doc)
            stop = max(begin, min(span.end, fig.start))
        outer = (local.sentence or span) if span is local.segment else span
        ones = [
            (s, e)
            for s, e, _ in doc.scan(_CONCURRENCY_ONE, outer.start, outer.end, may_state_one)[:64]
            if begin <= s
            and e <= stop
            # "2100 tokens/s，单并发 68 tokens/s": a later clause's single stream is its own
            and not (
                s >= fig.end
                and CLAUSE_PUNCT.search(doc.text, fig.end, s)
                and (_owns_figure_after(doc, e) or clause_owns_figure_before(doc.text, fig.end, s))
            )
            # "from 84 tok/s at concurrency 1 to 609 tok/s": the change's earlier side's
            and not load_before_change(doc.text, s, e, fig.start)
        ]
        m = _nearest_in(doc, _CONCURRENCY_N, outer.start, outer.end, fig, (begin, stop))
        if (
            m is not None
            and outer.start + m.start() >= fig.end
            and (
                CLAUSE_BREAK.search(doc.text, fig.end, outer.start + m.start())
                or (
                    CLAUSE_PUNCT.search(doc.text, fig.end, outer.start + m.start())
                    and _owns_figure_after(doc, outer.start + m.end())
                )
                # "95 tok/s, and 1,800 tok/s at batch 64": the later clause's own figure
                or clause_owns_figure_before(doc.text, fig.end, outer.start + m.start())
            )
        ):
            # "每秒12token，64并发下每秒500token": a later clause's load is its own; the
            # figure keeps a load stated before it ("batch 1: 42 tok/s; at 32, 2100 tok/s")
            m = _nearest_in(
                doc, _CONCURRENCY_N, outer.start, outer.end, fig, (begin, min(stop, fig.start))
            )
        if m is not None and load_before_change(
            doc.text, outer.start + m.start(), outer.start + m.end(), fig.start
        ):
            # "… at concurrency 1 to 609 tok/s at concurrency 64": only its own side's load
            hi = own_clause_end(doc.text, fig.end, stop)
            m = _nearest_in(doc, _CONCURRENCY_N, outer.start, outer.end, fig, (fig.end, hi))
        elif m is not None and apart_before(doc.text, outer.start + m.end(), fig.start):
            # "1,850 tok/s at batch 16, 2,400 tok/s at batch 32": its own clause's load first
            hi = own_clause_end(doc.text, fig.end, stop)
            m = _nearest_in(doc, _CONCURRENCY_N, outer.start, outer.end, fig, (fig.end, hi)) or m
        if m is not None or ones:
            # "SGLang ... on H100 at batch 1 and vLLM 80 tok/s on A100": the other setup's
            closed = other_clause_load(fig, local, doc)
            if closed is not None:
                ones = [(s, e) for s, e in ones if not closed[0] < s < closed[1]]
                if m is not None and closed[0] < outer.start + m.start() < closed[1]:
                    window = (max(begin, closed[1]), stop)
                    m = _nearest_in(doc, _CONCURRENCY_N, outer.start, outer.end, fig, window)
        if m is not None and _in_a_rates_cell(doc, fig, outer.start + m.start()):
            m = None  # "| 45 | 180 tok/s (batch=8) |": the batch is the other cell's rate's
        if ones and m is not None:
            # "并发 32 时 2100 tokens/s，单并发 68 tokens/s": the nearer one is this figure's
            # "120 tok/s single stream; 2,400 tok/s at batch 32": a single stream trailing an
            # earlier figure yields to the load the figure's own clause states
            near = [(s, e) for s, e in ones if not _trails_earlier_figure(s, e, fig, local, doc)]
            one_gap = min((_gap(s, e, fig) for s, e in near), default=len(doc.text) + 1)
            if one_gap < _gap(outer.start + m.start(), outer.start + m.end(), fig):
                return 1
        elif ones:
            return 1
        if m:
            # "all exceeding 2X at M=8, M=16, M=32": a figure over a list of loads has none
            return None if listed_load(doc.text, outer.start, m) else load_of(m)
    if own_only:
        return title_load(doc)
    noted = load_below(local, doc)  # "Both at batch size 32 on 1x H100." under the table
    if noted is not None:
        return noted
    in_code = _set_in_output(fig, local, doc)
    if in_code is not None:
        return in_code
    lead = doc.layout.lead_ins.get(local.block.start) if doc.layout is not None else None
    if lead is not None:  # "Output tokens/s on H100 BS1" above the block: its runs' batch
        if doc.scan(_CONCURRENCY_ONE, lead.start, lead.end, may_state_one):
            return 1
        m = _nearest_in(doc, _CONCURRENCY_N, lead.start, lead.end, fig, (lead.start, lead.end))
        if m:
            return load_of(m)
    apart = _stated_apart(fig, doc)
    if apart is not None:
        return apart
    titled = title_load(doc)
    if titled is not None:
        return titled
    return _run_flag(doc, fig, "cflag")


# "128 并发 Token 间延迟不超 50ms", "at 64 users p99 stays under 2 s": a load followed in its
# clause by the title's own figure is that figure's setup, not the page's
_TITLE_FIGURE_AFTER = re.compile(
    r"[^,;()（）\[\]，；!?！？]{0,40}?\d[\d.,]*[ \t]?(?:ms|s|tok|t/s|tps|token)"
)


_MANY_LOADS = re.compile(
    r"(?<![a-z])(?:multi[ \t\-]?(?:user|stream|request|client)s?|batching|load[ \t]test\w*"
    r"|concurrency(?![ \t]{0,2}[=:]?[ \t]{0,2}\d))(?![a-z])|多并发|高并发|多用户",
    re.IGNORECASE,
)


def title_load(doc: _Doc) -> int | None:
    """The one load the title states ("... (chain MTP, B=1)", "single-stream decode on ...",
    "... at batch size 32"): the title is every figure's context (reading rules §1); a
    title stating two loads names no one run's."""
    key = ("title-load",)
    if key not in doc.starts:
        loads = {
            load_of(m)
            for m in _CONCURRENCY_N.finditer(doc.title)
            if not _TITLE_FIGURE_AFTER.match(doc.title, m.end())
        }
        if _CONCURRENCY_ONE.search(doc.title):
            loads.add(1)
        loads.discard(None)
        # "(single user, batching, multi-user)": a title naming several loads names no one
        one = len(loads) == 1 and not _MANY_LOADS.search(doc.title)
        doc.starts[key] = [n for n in loads if n is not None] if one else []
    found = doc.starts[key]
    return found[0] if found else None


def code_block_of(at: int, doc: _Doc) -> Span | None:
    """The code block (pasted output) holding ``at``, found by bisection; None outside one."""
    codes = doc.layout.codes if doc.layout is not None else []
    starts = doc.starts.get(("code-starts",))
    if starts is None:
        starts = doc.starts[("code-starts",)] = [c.start for c in codes]
    i = bisect_left(starts, at + 1) - 1
    if i < 0 or not (codes[i].start <= at < codes[i].end):
        return None
    return codes[i]


def _set_in_output(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """The load a line higher up in the same pasted output sets ("concurrency: 256" at the
    head of a benchmark's report, its figures further down past a blank line)."""
    code = code_block_of(fig.start, doc)
    if code is None:
        return None
    lo, hi = max(code.start, fig.start - 4 * BLOCK_REACH), local.block.start
    if hi <= lo:
        return None
    one = _last_before(doc, _CONCURRENCY_ONE, code.start, code.end, lo, hi)
    many = _last_before(doc, _CONCURRENCY_N, code.start, code.end, lo, hi)
    if many is not None and (one is None or many[0] > one[0]):
        return load_of(many[1])
    return 1 if one is not None else None


def _last_before(
    doc: _Doc, pattern: re.Pattern[str], start: int, end: int, lo: int, hi: int
) -> tuple[int, re.Match[str]] | None:
    """The last match of ``pattern`` in text[start:end] that starts in [lo, hi)."""
    hits = doc.scan(pattern, start, end, may_state_load if pattern is _CONCURRENCY_N else None)
    key = ("hit-starts", pattern.pattern, start, end)
    at = doc.starts.get(key)
    if at is None:
        at = doc.starts[key] = [h[0] for h in hits]
    k = bisect_left(at, hi) - 1
    return (hits[k][0], hits[k][2]) if k >= 0 and hits[k][0] >= lo else None


def _stated_apart(fig: _Figure, doc: _Doc) -> int | None:
    """The load the post states apart from any figure before this one: one stream
    ("Hardware: 4x RTX PRO 6000, TP4, single-stream decode" above a table of its runs), or
    one batch size or concurrency in a setup block ("Setup: - 8x H200 - batch size 32", an
    "Environment" table's "Concurrency | 64"). Two different loads stated apart name no one
    run's load."""
    key = ("load-apart", 0, len(doc.text))
    if key not in doc.starts:
        busy = [a for a, _ in doc.busy]

        def free(s: int) -> bool:
            i = bisect_left(busy, s + 1) - 1
            return not (i >= 0 and doc.busy[i][0] <= s < doc.busy[i][1])

        # "ramping concurrency 12 → 16 → 20 → 24", "at batch 1, 8 and 32": a list of loads
        # stated apart names several runs' loads, no one run's (``listed_load``)
        listed = [
            (s, e)
            for s, e, m in doc.scan(_CONCURRENCY_N, 0, len(doc.text), may_state_load)
            if free(s) and listed_load(doc.text, 0, m)
        ]
        loads = [(s, _SEVERAL) for s, _ in listed]
        firsts = [a for a, _ in listed]

        def of_list(s: int, e: int) -> bool:  # "batch 1" of "batch 1, 8 and 32"
            i = bisect_left(firsts, e) - 1
            return i >= 0 and listed[i][1] > s

        loads += [
            (s, 1)
            for s, e, _ in doc.scan(_CONCURRENCY_ONE, 0, len(doc.text), may_state_one)
            if free(s) and not change_entry_at(s, e, doc) and not of_list(s, e)
        ]  # "- Fix batch 1 latency (#1)": a change entry's load is no run's
        for s, _, m in doc.scan(_CONCURRENCY_N, 0, len(doc.text), may_state_load):
            # "max batch 256", "--max-batch-size 64": a server's limit, not the run's load;
            # "18 parallel test runs": a count of runs
            if (
                not free(s)
                or _beside_a_rate(doc.text, s)
                or _LIMIT_BEFORE.search(doc.text, max(0, s - 10), s + 6)
                or "parallel" in m.group(0).lower()
                or change_entry_at(s, m.end(), doc)
            ):
                continue
            n = load_of(m)
            if n is not None and is_token_batch(doc, m.group(0), n):
                continue  # "Batch Size: 2048" in a llama.cpp post: prompt tokens, no streams
            if n is not None and not of_list(s, m.end()):
                loads.append((s, n))
        tables = doc.setup_tables
        table_starts = [t.start for t in tables]
        for s, _, m in doc.scan(_LOAD_ROW, 0, len(doc.text)) if tables else []:
            i = bisect_left(table_starts, s + 1) - 1
            if i >= 0 and s < tables[i].end:  # "| Concurrency | 32 |" in a table of the setup
                loads.append((s, round(_num(m.group("n")))))
        loads.sort()
        doc.starts[key] = [s for s, _ in loads]
        doc.starts[("load-apart-values",)] = [v for _, v in loads]
    starts = doc.starts[key]
    values = doc.starts[("load-apart-values",)]
    breaks = doc.layout.breaks if doc.layout is not None else []
    i = bisect_left(breaks, fig.start) - 1
    post_start = breaks[i] if i >= 0 else 0
    lo, hi = bisect_left(starts, post_start), bisect_left(starts, fig.start)
    stated = set(values[lo:hi])
    return stated.pop() if len(stated) == 1 and _SEVERAL not in stated else None


_SEVERAL = 0  # a load of a list stated apart: it makes the stated loads no one run's


_LOAD_ROW = re.compile(
    r"(?<![\w\-])(?:concurrency|batch[ \t_\-]?size|bs|并发数?|批(?:处理)?大小|同時実行数"
    r"|バッチサイズ|동시[ \t]?요청[ \t]?수|배치[ \t]?크기)"
    r"[ \t]{0,4}\|[ \t]{0,4}(?P<n>\d{1,3}(?:,\d{3}){1,2}|\d{1,3}(?:[ ]\d{3}){1,2}|\d{1,6})"
    r"[ \t]{0,4}\|",
    re.IGNORECASE,
)
_LIMIT_BEFORE = re.compile(r"max(?:imum)?[ \t_\-]?(?:num[ \t_\-]?)?(?:batch|bs)", re.IGNORECASE)


_NEAR_LOAD = 120  # characters either side of a load read for the rate it was stated with


def _trails_earlier_figure(s: int, e: int, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the single stream at text[s:e] follows an earlier figure of the sentence and
    a clause break or "and" parts it from ``fig``: "120 tok/s single stream; 2,400 tok/s at
    batch 32" (reading rules §2: its own setup). Asked only when the figure's clause states a
    load of its own; otherwise the run's single stream is the sentence's ("202 tok/s, one
    request at a time; first token took 0.13 s")."""
    if e > fig.start or local.sentence is None:
        return False
    if local.last_peer_in(local.sentence.start, s) is None:
        return False
    return _PARTED.search(doc.text, e, fig.start) is not None


# what parts a clause from the next: a comma or semicolon, or "and" / "while" / "but" (Russian
# "и" / "а" / "но": "60 ток/с для одного пользователя и 400 ток/с при 16 запросах")
_PARTED = re.compile(
    r"[,;，；]|(?<![a-z])(?:and|while|whereas|but)(?![a-z])|(?<![а-яё])(?:и|а|но)(?![а-яё])",
    re.IGNORECASE,
)


def _beside_a_rate(text: str, at: int) -> bool:
    """True when the load at ``at`` shares its line with a token rate, even one the reader
    did not record ("2300+TPS 的 QPS (batch_size=32)"): it is that rate's setup, not one the
    post states apart for every later figure."""
    lo = max(text.rfind("\n", max(0, at - _NEAR_LOAD), at) + 1, at - _NEAR_LOAD)
    hi = text.find("\n", at, at + _NEAR_LOAD)
    hi = hi if hi >= 0 else min(len(text), at + _NEAR_LOAD)
    return any(m.group("toks") for m in FIGURE.finditer(text, max(0, lo), hi))


def _in_a_rates_cell(doc: _Doc, fig: _Figure, at: int) -> bool:
    """True when the load at ``at`` sits in another cell of the figure's table row, beside a
    token rate of that cell's own ("| 45 | 180 tok/s (batch=8) |"): a cell is the nearest
    enclosing unit of what it holds (reading rules §2), so its load is its own rate's."""
    text = doc.text
    lo, hi = (fig.end, at) if at >= fig.end else (at, fig.start)
    if hi - lo > _NEAR_LOAD * 4 or "|" not in text[lo:hi] or "\n" in text[lo:hi]:
        return False
    left = text.rfind("|", max(0, at - _NEAR_LOAD), at)
    right = text.find("|", at, at + _NEAR_LOAD)
    if left < 0 or right < 0 or left < fig.end <= right:
        return False
    return any(m.group("toks") for m in FIGURE.finditer(text, left + 1, right))


def _owns_figure_after(doc: _Doc, end: int) -> bool:
    """True when a figure follows ``end`` in the same clause (not past its sentence's end:
    "(A100, 32 concurrent). SGLang: 2,100 tok/s" is the next sentence's figure)."""
    nxt = figure_within(doc.text, end, len(doc.text), 30)
    return (
        nxt is not None
        and not CLAUSE_PUNCT.search(doc.text, end, nxt.start())
        and not _SENTENCE_END.search(doc.text, end, nxt.start())
    )


# a full stop, question or exclamation mark before a space
_SENTENCE_END = re.compile(r"[.!?](?=[ \t\n])|[。！？]")


def _gap(start: int, end: int, fig: _Figure) -> int:
    """Characters between a span and the figure."""
    return fig.start - end if end <= fig.start else max(0, start - fig.end)


def _run_flag(doc: _Doc, fig: _Figure, kind: str) -> int | None:
    """The value of the last command flag of ``kind`` ("cflag": --max-concurrency, --parallel;
    "gflag": --tp) before the figure in the same post: the run the output came from."""
    key = ("run-flag", kind, 0, len(doc.text))
    hits = doc.memo.get(key)
    if hits is None:
        hits = [
            h
            for h in doc.scan(_RUN_FLAG, 0, len(doc.text))
            if h[2].group(kind) and not slot_count(doc.text, h[2])
        ]
        doc.memo[key] = hits
        doc.starts[key] = [h[0] for h in hits]
    if not hits:
        return None
    starts = doc.starts[key]
    i = bisect_left(starts, fig.start) - 1
    breaks = doc.layout.breaks if doc.layout is not None else []
    j = bisect_left(breaks, hits[i][1]) if i >= 0 else 0
    if i < 0 or (j < len(breaks) and breaks[j] <= fig.start):
        # none before it in its post: "~9 t/s. Here are the command lines I used: ... -np 1"
        posts = [p.start for p in doc.layout.posts] if doc.layout is not None else []
        after = used_after(doc.text, fig.end, starts, sorted({*breaks, *posts}))
        if after is None:
            return None  # (a thematic break between them: another post of the thread)
        i = after
    value = int(hits[i][2].group("v"))
    if kind == "gflag":
        # "--tensor-parallel-size 8 --pipeline-parallel-size 2": the run spans TP x PP GPUs
        start = doc.text.rfind("\n", 0, hits[i][0]) + 1
        end = doc.text.find("\n", hits[i][1])
        line = doc.scan(_RUN_FLAG, start, end if end >= 0 else len(doc.text))  # once per line
        stages = [m for _, _, m in line if m.group("pflag")]
        if len(stages) == 1:
            value *= int(stages[0].group("v"))
    return value
