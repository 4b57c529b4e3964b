"""Figures in prose: a number with its unit and metric in sentences and key/value lines."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from watcher.claims.baselines import bare_baselines
from watcher.claims.bound_lists import bound_nouns, is_bound_listed
from watcher.claims.bracket_labels import bracket_label_figures
from watcher.claims.bracket_ratios import rate_pair_in_brackets
from watcher.claims.change_pairs import before_pair, from_to, one_range
from watcher.claims.changes import listed_rates, unit_first_changes
from watcher.claims.continued import continued
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.dot_locales import vietnamese_grouping
from watcher.claims.durations import compound_durations
from watcher.claims.filters import (
    _ESTIMATE_BEFORE,
    _FOR_BEFORE,
    _NEED_AFTER,
    _WORKED_OUT,
    PRICED_AFTER,
    is_component_speedup,
    is_condition,
    is_difference,
)
from watcher.claims.glued_cells import glued_rates
from watcher.claims.goal_reach import is_far_goal
from watcher.claims.goals import expects, is_bar, is_goal, joins_goal, projects
from watcher.claims.illustrations import is_illustration, is_perceived
from watcher.claims.keyed import _keyed_figures
from watcher.claims.keyed_before import keyed_before
from watcher.claims.label_leads import label_lead_figures
from watcher.claims.lead_metric import lead_in_metric
from watcher.claims.load_ends import past_loads
from watcher.claims.load_sides import is_load_number
from watcher.claims.metric import _unit_figure
from watcher.claims.metric_pairs import metric_pairs
from watcher.claims.metric_words import (
    _LINE_LEAD,
    _RATING_AFTER,
)
from watcher.claims.models import MEMORY, SPEEDUP
from watcher.claims.named_changes import named_changes
from watcher.claims.numbers import _num, _value, dot_grouped, groups_with_dots
from watcher.claims.other_runs import is_not_inference
from watcher.claims.own_loads import pair_change_loads, pair_own_loads
from watcher.claims.pairs import (
    carried_chains,
    converted,
    earlier_figure,
    paired_respectively,
    ranged_ends,
    ratio_of_last_two,
    ratio_pair,
    slashed_pairs,
    third_side,
)
from watcher.claims.patterns import (
    _BOUNDS_BEFORE,
    _COST_AFTER,
    _FROM_BEFORE,
    _SPREAD_AFTER,
    _STAT,
    FIGURE,
    HOURS,
    LABELLED,
    LINE_REACH,
    MAX_FIGURES,
    MAX_WEIGHED,
    MINUTES,
    RATE_CJK,
    RATE_IN_WORDS,
    SPEED_IN_TOKENS,
    UNIT_ONLY,
    change_start,
    chunk_matches,
)
from watcher.claims.phases import _throughput_metric
from watcher.claims.questions import is_asked, question_start
from watcher.claims.respectively import pair_setups_before
from watcher.claims.restated import without_restated
from watcher.claims.series import series_figures
from watcher.claims.spelled_forms import between_figures, is_spread, x_before_figures
from watcher.claims.sweep import Carried, may_inherit, past_cards, second_look, unit_kind
from watcher.claims.targets_after import is_target_after
from watcher.claims.time_words import aux_time_in
from watcher.claims.unit_first import UNIT_FIRST
from watcher.claims.unit_keys import UNIT_IS_KEY
from watcher.claims.unit_last import closing_figures, context_before_unit
from watcher.claims.wishes import is_worked_out
from watcher.claims.word_window import words_before
from watcher.claims.wordmult import WORD_MULTIPLE, multiple_value

_ARROW = re.compile(r"->|→|=>")
# "across the sweep", "across workloads", "over the context sweep": the ends of a range
_ACROSS_AFTER = re.compile(
    r"[ \t]{1,2}(?:across|over)[ \t]{1,2}(?:the[ \t]{1,2})?(?:\w+[ \t]{1,2})?"
    r"(?:sweep|workloads?|contexts?|context[ \t]lengths?|batch[ \t]sizes?|runs|settings|range)",
    re.IGNORECASE,
)
_DOT_GROUPED_TOKEN = re.compile(r"^\d{1,3}\.\d{3}$")
_PER_WHAT = re.compile(r"/(user|gpu|req(?:uest)?|stream)$", re.IGNORECASE)


# a key naming a token throughput without its unit (vLLM's bench_serving result file);
# emphasis or a space between a count's "x" and the card it counts ("8x **H100**")
_CARD_AFTER = re.compile(r"[ \t]{0,2}[*_]{1,3}")
# "Prompt (2048) tok/sec", "Generation (128) tok/s": a bracketed number after a phase word is
# the test's length, the unit after the bracket the column's (reading rules §4: prompt and
# output lengths are no claims)
_LENGTH_BRACKET = re.compile(
    r"(?<![a-z])(?:prompt|generation|gen|prefill|decode|input|output|context|pp|tg)[ \t]{0,2}\($",
    re.IGNORECASE,
)
# a comma or semicolon that opens a clause of words (not a list of figures)
# a clause opening with a word; CJK text opens one with a character ("模型加载用时 30 秒，生成
# 用时 12 秒": NFKC has made the full-width comma ASCII)
_WORD_CLAUSE = re.compile(
    r"[,;][ \t]{0,3}(?=[A-Za-z\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])"
    # a comma after a CJK letter closes its clause whatever opens the next ("安装好 ollama
    # 后，4060 上 40 tokens/s")
    r"|(?<=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])[,;][ \t]{0,3}(?=\S)"
)


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


def _prose_figures(text: str, seg: _Span, doc: _Doc, carry: Carried | None = None) -> list[_Figure]:
    chunk = text[seg.start : seg.end]
    figures: list[_Figure] = []
    taken = _Taken()
    asked_from, bound_at = question_start(text, seg), bound_nouns(text, seg)
    dotted: bool | None = None  # whether the sentence's language groups thousands with dots
    # a label's unit sits in brackets: a sentence without one is not scanned (the scan
    # tries every letter as a label's start, the costliest of a plain sentence's)
    bracketed = "(" in chunk or "[" in chunk
    for m in LABELLED.finditer(chunk) if bracketed else ():
        if len(figures) >= MAX_FIGURES:
            break
        unit_text = (m.group("unit") or m.group("unit2")).strip()
        label = " ".join(m.group("label").replace("_", " ").split())  # "avg_time_to_first_token"
        per = _PER_WHAT.search(unit_text)
        if per is not None:  # "(tokens/sec/user)": the unit, and whose rate it is
            unit_text = unit_text[: per.start()]
            label = f"{label} per {per.group(1)}"
        unit_m = UNIT_ONLY.fullmatch(unit_text)
        if unit_m is None:
            continue
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
    for fig in (  # "Decode (tok/s) on X: 38, 31", "TTFT (ms) improved from 135 to 115"
        *label_lead_figures(text, seg, doc, taken.covers),
        *bracket_label_figures(text, seg, doc, taken.covers),
    ):
        figures.append(fig)
        taken.add(fig.start, fig.end)
    rates = [
        *chunk_matches(RATE_IN_WORDS, chunk),
        *chunk_matches(RATE_CJK, chunk),
        *chunk_matches(SPEED_IN_TOKENS, chunk),
        *chunk_matches(UNIT_FIRST, chunk),
    ]
    for m in rates:
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        if taken.covers(start):
            continue
        before_text = text[max(seg.start, start - 60) : start]
        if (
            is_goal(text, before_text, end)
            or is_far_goal(text, seg.start, start, end)
            or is_asked(text, seg, start, asked_from)
            or is_bound_listed(text, bound_at, start)
            or is_condition(text, seg.start, start, end, FIGURE)
            or is_bar(text, seg.start, start, seg.start + m.end())
            or is_not_inference(text, start, end, before_text)  # "학습 처리량 … 초당 3,000 토큰"
        ):
            continue
        metric = _throughput_metric(words_before(text, start, seg.start, 100))
        hi = m.groupdict().get("hi")  # "每秒 13~27 字词": a range keeps both ends
        if hi is not None:
            end = seg.start + m.end("hi")
        value, vmin, vmax = _value(m.group("lo"), hi)
        figures.append(_Figure(start, end, value, vmin, vmax, "tok/s", metric, "absolute"))
        taken.add(start, end)
    for fig in _keyed_figures(text, chunk, seg, doc):
        if not taken.covers(fig.start):
            figures.append(fig)
            taken.add(fig.start, fig.end)
    for fig in (
        *between_figures(text, chunk, seg, doc),
        *compound_durations(text, chunk, seg, doc),
    ):
        if not taken.covers(fig.start):
            figures.append(fig)
            taken.add(fig.start, fig.end)
    for m in chunk_matches(WORD_MULTIPLE, chunk):
        start, end = seg.start + m.start(), seg.start + m.end()
        if taken.covers(start) or is_asked(text, seg, start, asked_from):
            continue
        before_text = text[max(seg.start, start - 60) : start]
        if (
            is_goal(text, before_text, end)
            or is_far_goal(text, seg.start, start, end)
            or is_bound_listed(text, bound_at, start)  # "limits of 2x …": bounds, not runs
            or is_not_inference(text, start, end, before_text)
            or is_component_speedup(text, end, before_text)
        ):
            continue
        # the comparative is the pattern's own: only the multiple's filters are left
        if _unit_figure({"speed": "倍"}, text, start, end, seg, doc) is None:
            continue
        value, low, high = multiple_value(m)
        if value <= 1:
            continue  # "1 higher ...": no multiple
        figures.append(_Figure(start, end, value, low, high, "x", SPEEDUP, "speedup"))
        taken.add(start, end)
    found_before = len(figures)
    goal_end: int | None = None  # end of the last figure dropped as a goal
    skipped: list[re.Match[str]] = []  # a time, size or multiple no words named the metric of
    for m, sibling in second_look(
        past_cards(past_loads(chunk_matches(FIGURE, chunk), chunk), chunk, seg.start, doc),
        skipped,
        figures,
        text,
        seg.start,
        carry,  # the time metric of the sentence before (``carried_times``)
    ):
        if len(figures) - found_before >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
            break
        start, end = seg.start + m.start(), seg.start + m.end()
        if taken.covers(start):
            continue
        if m.group("close") and not re.search(r"\([~≈]?$", text[max(0, start - 2) : start]):
            continue  # "step (2) s": the bracket is not the figure's own
        if m.group("close") and _LENGTH_BRACKET.search(text, max(0, start - 16), start):
            continue  # "Generation (128) tok/sec": a length in a column's name
        if is_spread(text, start, seg) or _SPREAD_AFTER.match(text, end):
            continue
        if any(h.start <= start < h.end for h in doc.near("hardware", start - 40, start + 1)):
            continue
        if m.group("speed") and _CARD_AFTER.match(text, end) and doc.near("hardware", end, end + 5):
            continue  # "4x **A100**": a count of the cards named next, not a multiple
        spaced = text[seg.start + m.end("lo") : seg.start + m.end("lo") + 1] in (" ", "\t")
        if spaced and UNIT_IS_KEY.match(text, end):
            continue  # "ms/t: 44.56 t/s: 22.44": the unit labels the next value
        ratio = ratio_pair(text, m, start, end) if m.group("speed") else []
        if ratio:
            figures.extend(ratio)  # "1.88x (3.3-->6.2)": the multiple and its two rates
            continue
        if m.group("speed") and ratio_of_last_two(text, start, figures):
            # "H100 = 5414 tok/s, A100 = 3723 tok/s (1.45x)": the two figures' ratio
            figures.append(_Figure(start, end, _num(m.group("lo")), None, None, "x", SPEEDUP))
            continue
        got = _unit_figure(m.groupdict(), text, start, end, seg, doc, sibling=sibling)
        if got is None and sibling is None and (kind_of := unit_kind(m.groupdict())):
            led = lead_in_metric(start, doc, kind_of)  # "TTFT results:" over "- 8k: 4141 ms"
            if led is not None:
                got = _unit_figure(m.groupdict(), text, start, end, seg, doc, sibling=led)
        if got is None:
            if sibling is None and may_inherit(text, start, m):
                skipped.append(m)
            continue
        metric, unit, kind = got
        if kind == "speedup" and _COST_AFTER.match(text, end):
            continue  # "a 32x improvement in cost per token"
        if m.group("hi") is not None and from_to(text, seg.start, m):
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
        size = (_num(m.group("lo")), unit) if metric == MEMORY and not m.group("hi") else None
        if (m.group("time") or size) and converted(text, start, figures, size):
            continue  # "486秒（8分钟）", "40 GB (37.3 GiB)": the same in another unit, one figure
        value, vmin, vmax = _value(m.group("lo"), m.group("hi"))
        if m.group("hi") is None:
            if dotted is None and _DOT_GROUPED_TOKEN.search(m.group("lo")):
                # once per sentence, only when needed
                dotted = groups_with_dots(chunk) or vietnamese_grouping(chunk, doc)
            value = dot_grouped(m.group("lo"), m.group("toks") or "", bool(dotted)) or value
            if (moved := context_before_unit(text, seg, start)) is not None:
                start, end = moved  # "25 at 64k tok/s": 64k is the context, 25 the rate
                value = _num(text[start:end])
        if m.group("time") and (
            MINUTES.fullmatch(m.group("time")) or HOURS.fullmatch(m.group("time"))
        ):
            scale = 60 if MINUTES.fullmatch(m.group("time")) else 3600
            value *= scale
            vmin = vmin * scale if vmin is not None else None
            vmax = vmax * scale if vmax is not None else None
        before_text = text[max(seg.start, start - 60) : start]
        if (
            is_goal(text, before_text, end, memory=metric == MEMORY)
            or (metric != MEMORY and is_far_goal(text, seg.start, start, end))
            or expects(text, before_text, end)
            or is_asked(text, seg, start, asked_from)
            or is_bound_listed(text, bound_at, start, memory=metric == MEMORY)
            or (goal_end is not None and joins_goal(text, seg.start, goal_end, start))
        ):
            goal_end = end
            continue  # a goal, a target or a question: not a measurement
        if is_bar(text, seg.start, start, end):
            doc.asides.append(start)
            continue  # "anything under 5 tok/s is unusable": a bar, not a run
        if is_target_after(text, end) or is_worked_out(
            text, seg.start, start, end, unit, bool(m.group("time") or m.group("tpot"))
        ):
            continue  # "a 50 ms TPOT SLO": an objective; "— that is 25 ms per token": arithmetic
        if is_condition(text, seg.start, start, end, FIGURE):
            continue  # "11,200 tok/s/GPU at ~50 tok/s/user": the speed it was read at
        if kind != "speedup" and is_difference(before_text, text, end):
            doc.asides.append(start)
            continue  # "+10 TPS", "improves it by 2 t/s": a difference, not a figure
        if is_perceived(text, seg.start, seg.end, start, end):
            doc.asides.append(start)
            continue  # "a chat feels fluid at 15+ t/s": a bar, not a run
        if (unit == "tok/s" or m.group("time")) and is_illustration(
            text,
            seg.start,
            seg.end,
            start,
            timed=bool(m.group("time")),
            named=bool(
                doc.near("hardware", max(seg.start, start - 200), min(seg.end, end + 200))
                or doc.near("engine", max(seg.start, start - 200), min(seg.end, end + 200))
            ),
        ):
            doc.asides.append(start)
            continue  # "at 10 tok/s, a 200-word answer takes 15 s": worked arithmetic
        if (
            (_FOR_BEFORE.search(before_text[-16:]) and _NEED_AFTER.match(text, end, seg.end))
            or _WORKED_OUT.search(text, max(seg.start, start - 90), start)
            or PRICED_AFTER.match(text, end)
        ):
            continue  # "for 969 tok/s you need ...", "273 GB/s ÷ 70GB ≈ 3.9 tok/s": arithmetic
        bounds = _BOUNDS_BEFORE.search(before_text[-30:]) if m.group("hi") is None else None
        if bounds is not None:
            low = _num(bounds.group("n"))
            if low < value:
                value, vmin, vmax = (low + value) / 2, low, value
        if is_not_inference(text, start, end, before_text) or (
            kind == "speedup" and is_component_speedup(text, end, before_text)
        ):
            continue  # training, a download, a drafter's statistics, one part of the stack
        # the line up to the figure, at most LINE_REACH characters of it: a 64 KiB one-line
        # body must not make every figure rescan the whole line
        reach = max(seg.start, start - LINE_REACH)
        line_start = max(reach, text.rfind("\n", reach, start) + 1)
        clause_start = line_start
        for c in _WORD_CLAUSE.finditer(text, line_start, start):
            clause_start = c.end()  # "Load time 12.3 s, then 45 tok/s": 45 is not a load time
        # ("加载模型时显存占到30G": the memory a loaded model takes is its memory)
        if kind != "speedup" and metric != MEMORY and aux_time_in(text[clause_start:start]):
            continue  # a clause about sampling or loading time ("预编译 ... 提速 2倍" is a speedup)
        if _LINE_LEAD.fullmatch(text, line_start, start) and _RATING_AFTER.match(text, end):
            continue  # ">50 tok/s  Excellent — feels instant": a rating scale's band
        # "from 30 to 52 tok/s", "30 tok/sから52 tok/sに": the side a change starts from
        # "before: 1.2 tok/s after: 1.6 tok/s": a keyed pair's first side is one too
        started = change_start(text, before_text, end, seg.end)
        role = "before" if started or keyed_before(before_text, text, end, seg.end) else None
        estimated = _ESTIMATE_BEFORE.search(before_text) or projects(text, before_text, end)
        qualifier = "estimate" if estimated else None
        window_start = max(seg.start, start - 30)
        pair = before_pair(text, window_start, start) if m.group("hi") is None else None
        if (
            pair is not None
            and _ARROW.search(pair.group(0))
            and _ACROSS_AFTER.match(text, end)
            and not taken.covers(window_start + pair.start("n"))
        ):
            # "23.5 -> 18.5 t/s across the sweep": the ends of a sweep, one range
            ends = sorted((_num(pair.group("n")), value))
            value, vmin, vmax = round((ends[0] + ends[1]) / 2, 6), ends[0], ends[1]
            start = window_start + pair.start("n")
            pair = None
        low = _num(pair.group("n")) if pair is not None else value
        if pair is not None and one_range(pair, text, end) and low < value:
            # "between 1,200 and 2,100 tok/s", "13에서 27 tok/s 사이": one range
            value, vmin, vmax = (low + value) / 2, low, value
            pair = None
        main = _Figure(
            start, end, value, vmin, vmax, unit, metric, kind, role=role, qualifier=qualifier
        )
        figures.append(main)
        if pair is not None:  # "1,200 and 2,100 tok/s", "12 / 16 tok/s": two figures
            p_start = window_start + pair.start("n")
            p_end = p_start + len(pair.group("n"))
            in_name = any(
                h.start <= p_start < h.end for h in doc.near("hardware", p_start - 40, p_start + 1)
            )  # "on the RTX 5080 and 4.2s": the card's number, not a figure
            other = _num(pair.group("n"))
            # "build 4112 vs 18 tok/s": a number an order of magnitude off is no such pair
            near = paired_respectively(value, other, text, end, seg.end)
            # "Concurrency=16 → 77 tok/s": the load's number is no side of a change
            loaded = is_load_number(text, p_start, p_end)
            if not taken.covers(p_start) and not in_name and near and not loaded:
                # "从 30 提升到 55 tokens/s": the side a change starts from is the baseline's
                was = (
                    _FROM_BEFORE.search(text[max(seg.start, p_start - 12) : p_start])
                    or any(w in pair[0] for w in ("から", "에서", "부터", " auf "))  # "von 4 auf 9"
                    or _ARROW.search(pair.group(0))  # "672 → 895 tok/s": 672 came first
                )
                side = _Figure(p_start, p_end, other, None, None, unit, metric, kind)
                side.role = "before" if was else None
                figures.append(side)
                figures.extend(third_side(text, seg, pair.group(0), figures[-1], taken.covers))
        # "150.1 tok/s (was 145.6)", "110–140 tok/s (previously 90–100)": the earlier value
        figures.extend(earlier_figure(text, end, seg, main))
    if doc.weighed <= MAX_WEIGHED:  # a spent weighing weighs no more (``MAX_WEIGHED``)
        figures.extend(x_before_figures(text, chunk, seg, doc, taken.covers))
        figures.extend(carried_chains(text, chunk, seg, figures, taken.covers))
        figures.extend(slashed_pairs(text, chunk, seg, doc, taken.covers))
        figures.extend(rate_pair_in_brackets(text, seg, taken.covers))  # "tok/s (9 vs 4)"
        figures.extend(unit_first_changes(text, chunk, seg, doc, taken.covers))
        read_at = {f.start for f in figures}  # "Decode速度就从 `1684` 暴跌到 `307`": bare sides
        for side in named_changes(text, seg, doc, lambda p: taken.covers(p) or p in read_at):
            figures.append(side)
            taken.add(side.start, side.end)  # a later reader must not read "60" of "60.1" again
        figures.extend(bare_baselines(text, seg, figures, taken.covers))
        figures.extend(continued(text, seg, doc, figures, taken.covers))  # "…, versus 31 for FP16"
        figures.extend(listed_rates(text, seg, figures, taken.covers))
        figures.extend(closing_figures(text, seg, doc, figures, taken.covers))  # "… 31 (tok/s)."
        figures.extend(glued_rates(text, seg, doc, taken.covers))
        figures.extend(series_figures(text, chunk, seg, doc, figures, taken.covers))
        figures.extend(metric_pairs(text, seg, doc, _in_segment(figures, seg), taken.covers))
        pair_setups_before(text, seg, doc, _in_segment(figures, seg))
        pair_own_loads(text, _in_segment(figures, seg))
        pair_change_loads(text, seg, _in_segment(figures, seg))
    figures.sort(key=lambda f: f.start)
    return ranged_ends(text, without_restated(text, figures))


def _in_segment(figures: list[_Figure], seg: _Span) -> list[_Figure]:
    return sorted((f for f in figures if seg.start <= f.start < seg.end), key=lambda f: f.start)
