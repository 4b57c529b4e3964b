"""Numbers that share one unit in a series, and setups written as a parallel series.

People write several figures before one unit: "88 / 84 / 77 / 70 tok/s", "it's 21/23 tokens
per second", "26.1/24.9/19.0 ms". Every member is a figure of the series' unit and metric
(reading rules §4: a unit may be stated once for several figures; LABELLING: "A / B" pairs are
two figures). Other modules already read a part of such a series: the figure with the unit and
the number before it (``metric_words._PAIR_BEFORE``), an unspaced pair with a short unit
("44/61 tok/s", ``pairs.slashed_pairs``), a comma list ("45, 38 and 30 t/s",
``changes.listed_rates``) and a "vs" chain (``pairs.third_side``). This module reads the members
before those, an unspaced series whose unit the pair reader cannot see ("21/23 tokens per
second"), and an earlier series in brackets right after it ("(v1: 80 / 77 / 71)"). A series
of metric names beside the numbers ("prefill/decode: 2,900 / 48 tok/s", "TTFT/TPOT 240/31 ms")
gives each member its own metric (reading rules §4: a prefill figure is never a decode one).

A series of setups that follows the figures ("at batch 1 / 8 / 32", "on 1, 2 and 4 GPUs", "for
Q4_K_M / Q8_0 / F16", "with vLLM / SGLang / TensorRT-LLM") gives the n-th figure the n-th
setup when both have as many members (reading rules §2: each figure takes its own setup);
otherwise it pairs nothing. A series of context lengths ("at 0 / 4K / 16K context") gives
each figure its context, never a load. Every pattern is anchored or bounded.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from watcher.claims.bound_lists import bound_nouns, is_bound_listed
from watcher.claims.counts import _in_name
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.filters import is_difference
from watcher.claims.goals import is_goal
from watcher.claims.labelled_series import against_members, labelled_members
from watcher.claims.metric import _unit_figure
from watcher.claims.models import DECODE, E2E, PREFILL, TPOT, TTFT
from watcher.claims.named_members import named_members
from watcher.claims.names import Mention
from watcher.claims.numbers import _NUM, _num
from watcher.claims.other_runs import is_not_inference
from watcher.claims.pairs import paired
from watcher.claims.patterns import MAX_FIGURES, MAX_WEIGHED, UNIT_ONLY
from watcher.claims.questions import is_asked, question_start

MAX_MEMBERS = 12
"""The most numbers one series holds (a sweep over a dozen settings at most)."""

_SLASH = r"[ \t]{0,2}/[ \t]{0,2}"
# "88 / 84 / 77 tok/s", "21/23 tokens per second": numbers joined by slashes, the unit after
# the last (a slash or a word or a dot before the first: a date, a path, a version)
_SLASH_SERIES = re.compile(
    rf"(?<![A-Za-z0-9_.,/\-])(?:[~≈]?{_NUM}{_SLASH}){{1,{MAX_MEMBERS - 1}}}[~≈]?{_NUM}"
    r"(?![\w.,/%]|[ \t]{0,2}/)"
)
_MEMBER = re.compile(_NUM)
# the metric names a parallel series may list, each with its metric
_METRIC_WORDS = (
    (
        PREFILL,
        r"prefill|prompt(?:[ \t]processing)?|pp\d{0,5}|input|输入|輸入|预填充|預填充|プリフィル",
    ),
    (DECODE, r"decode|generation|gen|tg\d{0,5}|eval|output|输出|輸出|解码|解碼|デコード"),
    (TTFT, r"ttft|first[ \t]token"),
    (TPOT, r"tpot|itl|tbt|ms/token"),
    (E2E, r"e2e|end[ \t\-]to[ \t\-]end"),
)
_METRIC_WORD = re.compile(
    "|".join(rf"(?P<m{i}>{words})" for i, (_, words) in enumerate(_METRIC_WORDS)), re.IGNORECASE
)
_NAME = rf"(?:{'|'.join(words for _, words in _METRIC_WORDS)})"
_NAMES = rf"(?<![a-z])(?P<names>{_NAME}(?:{_SLASH}{_NAME}){{1,{MAX_MEMBERS - 1}}})(?![a-z])"
# "prefill/decode: 3,100 / 52 tok/s", "输入/输出速度达 43/15 tok/s", "TTFT/TPOT 240/31 ms":
# the metric of each figure after, one each, named in a parallel series just before them
_NAMES_BEFORE = re.compile(
    _NAMES + r"[ \t]{0,2}(?:speeds?|rates?|throughput|latency|速度|吞吐量?)?[ \t]{0,2}"
    r"(?:[:=：]|达到?|達到?|为|為|是|of|are|were|is|was)?[ \t]{0,2}(?:\*{1,2}|`)?$",
    re.IGNORECASE,
)
# "... 1,900 / 44 tok/s (pp512/tg128)": or right after the unit, lengths not following
_NAMES_AFTER = re.compile(
    r"[ \t]{0,2}[(（]?[ \t]{0,2}(?:for[ \t]{1,2})?"
    + _NAMES
    + r"(?![ \t]{0,2}(?:lengths?|len|tokens?|[:=]?[ \t]{0,2}\d))",
    re.IGNORECASE,
)
_TIMES = (TTFT, TPOT, E2E)
# "(v1: 80 / 77 / 71)", "(was 80 / 77 / 71)": an earlier series right after, no unit of its own
_EARLIER_SERIES = re.compile(
    r"[ \t]{0,2}[(（][ \t]{0,2}(?:(?P<label>[^()（）\n:;,]{1,24})[:：][ \t]{0,2}"
    r"|(?P<word>was|previously|before|vs\.?)[ \t]{1,2})?"
    rf"(?P<items>(?:[~≈]?{_NUM}{_SLASH}){{1,{MAX_MEMBERS - 1}}}[~≈]?{_NUM})[ \t]{{0,2}}[)）]",
    re.IGNORECASE,
)

# what joins two members of a series of figures: "/", ",", "and", "、"
_JOIN = re.compile(
    r"[ \t]{0,2}(?:/|,|、)?[ \t]{0,2}(?:(?:and|or|&|vs\.?|versus|和|与|及)[ \t]{1,2})?",
    re.IGNORECASE,
)
# the words between the last figure's unit and its setups: "tok/s decode at", "ms on"
_LEAD = re.compile(
    r"[*_`]{0,2}(?:[ \t]{1,2}(?:[a-z]{2,12}|\([a-z ]{2,16}\))){0,2}?[ \t]{1,2}"
    r"(?:at|on|for|with|using|across|under|in|@)[ \t]{1,2}(?:(?:the|a|an)[ \t]{1,2})?",
    re.IGNORECASE,
)
_ITEM_SEP = (
    r"(?:[ \t]{0,2}/[ \t]{0,2}|,[ \t]{1,2}(?:and[ \t]{1,2})?|[ \t]{1,2}(?:and|&)[ \t]{1,2}"
    r"|[ \t]{0,2}、[ \t]{0,2})"
)
_COUNT_ITEM = r"\d{1,3}(?:\.\d)?[kK]?"
# "batch 1 / 8 / 32", "1, 2 and 4 GPUs", "0 / 4K / 16K context": numbers, a key before or after
_NUMBER_SETUPS = re.compile(
    r"(?P<key>batch(?:[ \t\-]sizes?)?|bs|concurrency|conc|c|tp|tensor[ \t]parallel(?:ism)?"
    r"|context(?:[ \t]lengths?)?|contexts|ctx)?[ \t]{0,2}[=:]?[ \t]{0,2}"
    rf"(?P<items>{_COUNT_ITEM}(?:{_ITEM_SEP}{_COUNT_ITEM}){{1,{MAX_MEMBERS - 1}}})"
    # (a full stop may end the sentence right after the last item: "at batch 1 / 8 / 32.")
    r"(?![\w,/]|\.\d)(?:[ \t\-]{0,2}(?P<after>gpus?|cards?|accelerators?|devices?"
    r"|concurrent(?:[ \t](?:requests?|users?|streams?))?|users?|requests?|streams?"
    r"|context|ctx|tokens?[ \t]of[ \t]context)(?![a-z]))?",
    re.IGNORECASE,
)
_COUNT_KEYS = ("tp", "tensor")
_COUNT_AFTER = ("gpu", "card", "accelerator", "device")
_LOAD_KEYS = ("batch", "bs", "concurrency", "conc", "c")
_LOAD_AFTER = ("concurrent", "user", "request", "stream")
_CONTEXT_WORDS = ("context", "contexts", "ctx", "tokens")
_NAMED = ("engine", "precision", "hardware", "mode")
_NAME_SEP = re.compile(_ITEM_SEP, re.IGNORECASE)


def series_figures(
    text: str,
    chunk: str,
    seg: _Span,
    doc: _Doc,
    figures: list[_Figure],
    covered: Callable[[int], bool],
) -> list[_Figure]:
    """The members of the sentence's number series that no other reading took, and each
    series' setups: a figure of a series followed by as many setups as it has members takes
    its own (set on ``figures`` and on the new ones in place)."""
    if doc.weighed > MAX_WEIGHED:
        return []  # the text's weighing is spent (``MAX_WEIGHED``)
    out = _slash_members(text, chunk, seg, doc, figures, covered)
    out.extend(_named_members(text, seg, doc, [*figures, *out], covered))
    _pair_setups(text, seg, doc, sorted((*figures, *out), key=lambda f: f.start))
    return out


def _named_members(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """Members named each by its metric ("3670 pp / 82.7 tg tok/s"): ``named_members``."""
    asked = question_start(text, seg)
    return named_members(
        text,
        seg,
        {f.start: f for f in figures},
        lambda at: _unit_after(text, at, seg.end),
        lambda start, value, unit_m: _fresh(text, seg, doc, (start, value), unit_m, asked),
        covered,
    )


def _slash_members(
    text: str,
    chunk: str,
    seg: _Span,
    doc: _Doc,
    figures: list[_Figure],
    covered: Callable[[int], bool],
) -> list[_Figure]:
    out: list[_Figure] = []
    read = {f.start: f for f in figures}
    asked: list[int | None] = []  # where the sentence's question starts, worked out once
    for m in _SLASH_SERIES.finditer(chunk):
        if len(out) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
            break
        at = seg.start + m.start()
        members = [
            (at + n.start(), at + n.end(), _num(n.group(0))) for n in _MEMBER.finditer(m.group(0))
        ]
        unit_m = _unit_after(text, seg.start + m.end(), seg.end)
        if unit_m is None:
            # "Decode speed (tok/s): 41 / 45 / 52": the unit in the first member's label
            out.extend(labelled_members(text, seg, members, read, covered))
            continue  # "3/4 of", "2026/05/12": no unit
        if unit_m.group("speed"):
            continue  # "3/4x" is no series of multiples
        values = [v for _, _, v in members]
        phases = _phases(text, seg, members[0][0], len(members), unit_m)
        if phases is None:
            continue  # "TTFT/throughput: 0.4 / 55": no one unit's series
        near = all(paired(a, b) for a, b in pairwise(values))  # a sweep moves step by step
        if min(values) <= 0 or not (phases or near):
            continue  # "0/12 tok/s", "4112/18 tok/s": a count or a build beside a rate
        if any(_in_name(doc, s) for s, _, _ in members):
            continue  # "RTX 3090/4090 at 40 tok/s": the cards' numbers
        last_start, _, last_value = members[-1]
        model = read.get(last_start)
        if model is None and text[last_start - 1] == "/":
            # unspaced: the figure reader never saw the last number ("21/23 tokens per second")
            if not asked:
                asked.append(question_start(text, seg))
            model = _fresh(text, seg, doc, (last_start, last_value), unit_m, asked[0])
        if model is None or model.vmax is not None or model.unit == "x":
            continue  # the last member was refused (a goal, a bar, a condition): so is the rest
        for i, (start, end, value) in enumerate(members):
            if start in read or covered(start):
                if phases and start in read:
                    read[start].metric = phases[i]
                continue
            end = unit_m.end() if start == last_start else end  # the last carries the unit
            metric = phases[i] if phases else model.metric
            fig = _Figure(start, end, value, None, None, model.unit, metric, model.kind)
            fig.role, fig.qualifier = model.role, model.qualifier
            out.append(fig)
            read[start] = fig
        out.extend(_earlier_series(text, seg, unit_m.end(), len(members), model, read))
        # "591 / 1,183 ms against 360 / 356": the other side's series, the unit written once
        out.extend(against_members(text, seg, unit_m.end(), values, model, read, covered))
    return out


def _phases(
    text: str, seg: _Span, start: int, size: int, unit_m: re.Match[str]
) -> list[str] | None:
    """The metric of each of ``size`` figures from a series of metric names right before
    them or right after their unit; empty when there is none of as many members, None when
    the names are of another kind of unit than the figures' (the series is no one metric's)."""
    m = _NAMES_BEFORE.search(text, max(seg.start, start - 80), start) or _NAMES_AFTER.match(
        text, unit_m.end(), seg.end
    )
    if m is None:
        return []
    found = list(_METRIC_WORD.finditer(m.group("names")))
    if len(found) != size:
        return []
    metrics = [
        _METRIC_WORDS[int(next(k for k, v in w.groupdict().items() if v)[1:])][0] for w in found
    ]
    if len(set(metrics)) < 2:
        return []
    timed = bool(unit_m.group("time") or unit_m.group("tpot"))
    if any((metric in _TIMES) != timed for metric in metrics) or not (
        timed or unit_m.group("toks")
    ):
        return None
    return metrics


def _unit_after(text: str, at: int, limit: int) -> re.Match[str] | None:
    """The unit right after a series ending at ``at``, one or two blanks between."""
    for gap in (0, 1, 2):
        if gap and text[at + gap - 1 : at + gap] not in (" ", "\t"):
            return None
        unit_m = UNIT_ONLY.match(text, at + gap, limit)
        if unit_m is not None:
            return unit_m
    return None


def _fresh(
    text: str,
    seg: _Span,
    doc: _Doc,
    last: tuple[int, float],
    unit_m: re.Match[str],
    asked_from: int | None,
) -> _Figure | None:
    """The last member of an unspaced series read as a figure of its unit, with the checks
    the figure reader makes of a figure's words (a goal, a question, a difference, a bound's
    list)."""
    start, value = last
    end = unit_m.end()
    got = _unit_figure(unit_m.groupdict(), text, start, end, seg, doc)
    if got is None:
        return None
    before = text[max(seg.start, start - 60) : start]
    if (
        is_goal(text, before, end)
        or is_asked(text, seg, start, asked_from)
        or is_difference(before, text, end)
        or is_not_inference(text, start, end, before)
        or is_bound_listed(text, bound_nouns(text, seg), start)  # "limits (TTFT/TPOT: 450/40 ms)"
    ):
        return None
    metric, unit, kind = got
    return _Figure(start, end, value, None, None, unit, metric, kind)


def _earlier_series(
    text: str, seg: _Span, at: int, size: int, model: _Figure, read: dict[int, _Figure]
) -> list[_Figure]:
    """The figures of an earlier series in brackets after a series of ``size`` members (after
    its setups too): "(v1: 80 / 77 / 71)" are the same measurements of the earlier build."""
    lead = _LEAD.match(text, at, seg.end)
    starts = [at]
    if lead is not None:
        setups = _NUMBER_SETUPS.match(text, lead.end(), seg.end)
        if setups is not None:
            starts.insert(0, setups.end())
    for pos in starts:
        m = _EARLIER_SERIES.match(text, pos, seg.end)
        if m is None:
            continue
        members = list(_MEMBER.finditer(text, m.start("items"), m.end("items")))
        values = [_num(n.group(0)) for n in members]
        if len(members) != size or not all(paired(model.value, v) for v in values):
            return []
        role = (
            "before" if m.group("word") and not m.group("word").lower().startswith("vs") else None
        )
        out = []
        for n, v in zip(members, values, strict=True):
            if n.start() in read:
                continue
            fig = _Figure(n.start(), n.end(), v, None, None, model.unit, model.metric, model.kind)
            fig.role = role
            out.append(fig)
        return out
    return []


def chains(text: str, figures: list[_Figure]) -> list[list[list[_Figure]]]:
    """The series of two or more figures joined by "/", "," or "and" with one unit and
    metric; each member is the list of readings of one number (the figure reader's and the
    pair reader's readings of one number are one member)."""
    by_start: dict[int, list[_Figure]] = {}
    for f in figures:
        by_start.setdefault(f.start, []).append(f)
    out: list[list[list[_Figure]]] = []
    chain: list[list[_Figure]] = []
    for same in by_start.values():
        if chain and _joined(text, _widest(chain[-1]), _widest(same)):
            chain.append(same)
            continue
        if len(chain) > 1:
            out.append(chain)
        chain = [same] if _widest(same).vmax is None else []
    if len(chain) > 1:
        out.append(chain)
    return out


def _pair_setups(text: str, seg: _Span, doc: _Doc, figures: list[_Figure]) -> None:
    """Give each series of figures (one unit and metric, joined by "/", "," or "and") the
    setups of a parallel series after it, index-wise, when both have as many members."""
    for chain in chains(text, figures):
        _pair_chain(text, seg, doc, chain)


def _widest(same: list[_Figure]) -> _Figure:
    """Of the readings of one number, the one reaching furthest (through its unit)."""
    return max(same, key=lambda g: g.end)


def _joined(text: str, a: _Figure, b: _Figure) -> bool:
    return (
        b.vmax is None
        and (a.unit, a.metric) == (b.unit, b.metric)
        and 0 <= b.start - a.end <= 8
        and _JOIN.fullmatch(text, a.end, b.start) is not None
    )


def _pair_chain(text: str, seg: _Span, doc: _Doc, chain: list[list[_Figure]]) -> None:
    lead = _LEAD.match(text, _widest(chain[-1]).end, seg.end)
    if lead is None:
        return
    names = _name_series(doc, lead.end(), seg.end)
    if names is not None:
        if len(names) == len(chain):
            for same, name in zip(chain, names, strict=True):
                for fig in same:
                    fig.names = {**fig.names, name.category: name}
        return
    m = _NUMBER_SETUPS.match(text, lead.end(), seg.end)
    if m is None:
        return
    items = re.findall(_COUNT_ITEM, m.group("items"))
    if len(items) != len(chain):
        return
    key = (m.group("key") or "").lower()
    after = (m.group("after") or "").lower()
    card = doc.near("hardware", m.end(), m.end() + 3)
    if key.startswith(_COUNT_KEYS) or after.startswith(_COUNT_AFTER) or card:
        field = "gpu_count"
    elif key.startswith(_CONTEXT_WORDS) or after.startswith(_CONTEXT_WORDS):
        field = "context"
    elif (key and key.split()[0].split("-")[0] in _LOAD_KEYS) or after.startswith(_LOAD_AFTER):
        field = "concurrency"
    else:
        return  # "at 1, 2 and 4": numbers with nothing to say what they count
    for same, item in zip(chain, items, strict=True):
        value = _setting(item, field)
        if value is None:
            continue
        for fig in same:
            fig.setup = {**fig.setup, field: value}


def _setting(item: str, field: str) -> int | None:
    scale = 1024 if item[-1] in "kK" else 1
    number = float(item.rstrip("kK")) * scale
    if field != "context" and (scale != 1 or not number.is_integer() or number < 1):
        return None  # "1.5 GPUs", "4K users": no count
    return int(number)


def _name_series(doc: _Doc, at: int, limit: int) -> list[Mention] | None:
    """The names of one category listed from ``at`` ("vLLM / SGLang / TensorRT-LLM"), or None
    when no name starts there."""
    for category in _NAMED:
        first = doc.near(category, at, at + 1)
        if not first:
            continue
        listed = [first[0]]
        later = doc.near(category, first[0].end, min(limit, first[0].end + 60 * MAX_MEMBERS))
        for m in later:
            if len(listed) >= MAX_MEMBERS or not _NAME_SEP.fullmatch(
                doc.text, listed[-1].end, m.start
            ):
                break
            listed.append(m)
        if len({m.name for m in listed}) != len(listed):
            return []  # "Q4_K_M / Q4_K_M": the same name twice pairs nothing
        return listed
    return None
