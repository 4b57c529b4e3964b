"""Bare figures after a lead that states their unit once, before its colon.

A writer often names the unit once, in the words that lead a sentence, line or list item in,
and then lists bare figures, each with its own setting::

    Decode speed (tok/s) with llama.cpp on RTX 3090: 38 at 4k context, 31 at 32k.
    Decode throughput in tok/s, llama.cpp on RTX 3090: 38 (Q4_K_M), 31 (Q8_0).
    Tokens per second on an RTX 4090 with llama.cpp: 45 for Q4_K_M and 38 for Q8_0.
    llama.cpp decode (t/s): RTX 3090 38, RTX 4090 52, M2 Ultra 41.
    生成速度 (tok/s)：RTX 3090 为 38，RTX 4090 为 52

Reading rules §4: a unit may sit only in a header, and a label's unit is that of what it
labels; §2: the sentence or line is the scope, so each figure keeps the setting written next
to it. ``patterns.LABELLED`` reads a label whose bracket closes right before the colon and
whose figure follows the colon at once; this module reads the rest: setup words between the
bracket and the colon, "in tok/s," or a unit phrase opening the lead, and figures that a name
leads ("RTX 3090 38") or that are not the first after the colon.

Only a token rate or a time is lent (a size after "Memory (GB):" is a card's capacity as often
as a measurement), only by a unit that no number of the lead carries ("45 (tok/s)" is that
number's), and only to a figure that stands alone in its part of the list: first, followed by
its condition ("38 at 4k", "38 (Q4_K_M)", "45 for Q4_K_M", "38 на RTX 3090"), or last, after a
short name that is no setting key ("RTX 3090 38", not "batch 8"). A number with a unit, a
multiple, a "k" or a load of its own ("4k", "c=16", "7B", "v2", "50%", "2024") is no such
figure, and the figures of one lead must be of one order of magnitude.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from watcher.claims.captions import SETTING_KEY
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.labelled_series import _SETTING_LABEL
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.patterns import _UNITS_UNNAMED, MAX_FIGURES, UNIT_ANYWHERE

# the label's own words, right before its unit: "Batch size (tok/s)", not "Per-user decode"
_LAST_WORDS = re.compile(r"(?:[^\s()\[\]]+[ \t]{1,2}){0,1}[^\s()\[\]]*[ \t]?$")
_MAX_LEAD = 120  # a lead is a label, not a paragraph
_MAX_NAME = 32  # "RTX 3090 为", "M2 Ultra", "Q4_K_M": a part's own name
_COLON = re.compile(r"[:：]")
# with no colon, a spaced dash may close the lead: "Decode on RTX 3090, tok/s — 38 at 4k"
_DASH = re.compile(r"[ \t][—–][ \t]")
# the unit stated once: "(tok/s)", "[ms]", "（token/s）", "(in tok/s)", "in tok/s,", or a unit
# phrase opening the lead ("Tokens per second on an RTX 4090 ...")
_LEAD_UNIT = re.compile(
    rf"[(（\[][ \t]?(?:in[ \t])?(?P<b>{_UNITS_UNNAMED})[ \t]?[)）\]]"
    rf"|(?<![\w/])in[ \t](?P<c>{_UNITS_UNNAMED})(?=[ \t]*(?:[,，:：]|$))"
    rf"|^[ \t>*_#\-•]{{0,6}}(?P<s>{_UNITS_UNNAMED})(?=[ \t]+(?:on|with|for|using|in|at)[ \t])"
    rf"|(?:^[ \t>*_#\-•]{{0,6}}|(?<=[,，])[ \t]?)(?P<e>{_UNITS_UNNAMED})[ \t]*$",
    re.IGNORECASE,
)
_NUMBER_BEFORE = re.compile(r"\d[ \t]{0,2}$")
# the list's parts: commas, semicolons, "and"/"or", their CJK forms
_PART = re.compile(r"[,;，；、]|[ \t](?:and|or|и|y|et|und)[ \t]", re.IGNORECASE)
FIGURE = re.compile(rf"(?<![\w.,=@#/$€£¥×+\-])(?:~|≈|about[ \t])?[ \t]?(?P<n>{_NUM})")
# in a list's part a kana or han may join a name to its figure: "RTX 4090で61"
_PART_FIGURE = re.compile(
    r"(?<![^\W\u3040-\u30ff\u4e00-\u9fff])(?<![.,=@#/$€£¥×+\-])"
    rf"(?:~|≈|about[ \t])?[ \t]?(?P<n>{_NUM})"
)
# a number that carries its own unit, multiple, scale, share or load: no bare figure
OWN_UNIT = re.compile(
    rf"[ \t]{{0,2}}(?:{_UNITS_UNNAMED})(?![A-Za-z0-9_])"
    r"|[kKmMbBgGxX×%‰°/=\-–~]|[ \t]{0,2}[%万千億亿]",
    re.IGNORECASE,
)
# what follows a first figure: its own condition, or the part's end
_CONDITION = re.compile(
    r"[ \t]*(?:$|[(（]|(?:at|for|on|with|in|using|under|via|when|на|для|при|с|в|con|en|avec|mit"
    r"|bei|auf|で|에서)(?![^\W\d_])|[\u3040-\u30ff\u4e00-\u9fff])",
    re.IGNORECASE,
)
# what may join a part's name to its figure: "RTX 3090 38", "RTX 3090 为 38", "Q8_0: 31"
_NAME_JOIN = re.compile(r"(?:[ \t]|[ \t]?(?:为|為|是|は|では|で|는|은|에서|=|:|：|—|-)[ \t]?)$")
# a name that compares or counts: "50% faster than 3060", "up from 31"
_NOT_NAME = re.compile(
    r"[%×]|(?<![^\W\d_])(?:than|vs|versus|from|to|of|by|over|up|down|с|до|от|von|bis|desde"
    r"|hasta|比|从|到)(?![^\W\d_])",
    re.IGNORECASE,
)
YEAR = re.compile(r"(?:19|20)\d\d")
# a figure compared in brackets right after the first: "295 (vs 214 official)", "38 (up from 31)"
_COMPARED = re.compile(
    rf"[ \t]*[(（][ \t]?(?:vs\.?|versus|compared[ \t](?:to|with)|(?:up|down)[ \t]from|was)"
    rf"[ \t]{{1,2}}(?:~|≈|about[ \t])?(?P<n>{_NUM})",
    re.IGNORECASE,
)
_END = re.compile(r"[!?。\n]|\.(?!\d)")


def label_lead_figures(
    text: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """The bare figures after the colon of a lead in ``seg`` that states their unit once."""
    reach = min(seg.end, seg.start + _MAX_LEAD)
    colon = _COLON.search(text, seg.start, reach) or _DASH.search(text, seg.start, reach)
    if colon is None:
        return []
    lead = text[seg.start : colon.start()]
    found = [
        m
        for m in _LEAD_UNIT.finditer(lead)
        if not _NUMBER_BEFORE.search(lead, 0, m.start())  # "45 (tok/s)": the number's own
    ]
    if len(found) != 1:
        return []  # no unit stated once, or two ("(tok/s) ... (ms)"): which is whose?
    m = found[0]
    name = next(g for g in ("b", "c", "s", "e") if m.group(g))
    groups = lent_unit(lead, m.start(name), m.end(name), 0, m.start())
    if groups is None:
        return []
    if any(UNIT_ANYWHERE.search(p) for p in (lead[: m.start()], lead[m.end() :])):
        return []  # another unit in the lead: "(tok/s) at 4096 tokens (ms)"
    label = " ".join(lead.replace("_", " ").split())
    spots = _bare_spots(text, colon.end(), seg.end)
    if len(spots) < 1 or not all(paired(a[2], b[2]) for a, b in pairwise(spots)):
        return []
    out: list[_Figure] = []
    for start, end, value in spots[:MAX_FIGURES]:
        if covered(start):
            continue
        got = _unit_figure(
            groups, text, start, end, seg, doc, keywords_text=label, anchor=len(label)
        )
        if got is None:
            continue
        metric, unit, kind = got
        out.append(_Figure(start, end, value, None, None, unit, metric, kind, label=label))
    return out


def _bare_spots(text: str, start: int, stop: int) -> list[tuple[int, int, float]]:
    """(start, end, value) of each part's one bare figure after the colon; none at all when
    a part holds something else (a number of its own unit, two numbers, a setting)."""
    stop = sentence_end(text, start, stop)
    spots: list[tuple[int, int, float]] = []
    at = start
    for sep in [*_PART.finditer(text, start, stop), None]:
        end = sep.start() if sep is not None else stop
        part = text[at:end]
        found = _part_figure(part)
        at = sep.end() if sep is not None else stop
        if not found:
            if any(ch.isdigit() for ch in part):
                return []  # a part holding another kind of number: not a list of figures
            continue
        spots.extend((end - len(part) + s, end - len(part) + e, v) for s, e, v in found)
    return spots


def sentence_end(text: str, start: int, stop: int) -> int:
    """Where the figures' sentence ends ("... 31 at 32k. The rest"), at most ``stop``."""
    m = _END.search(text, start, stop)
    return m.start() if m is not None else stop


def _part_figure(part: str) -> list[tuple[int, int, float]]:
    """The bare figure of a list's part, and the one it is compared with in brackets right
    after it ("295 (vs 214 official)"), each as (start, end, value) within ``part``."""
    n = _one_figure(part)
    if n is None:
        return []
    out = [(n.start("n"), n.end("n"), _num(n.group("n")))]
    vs = _COMPARED.search(part, n.end("n"))
    if vs is not None and not _own_unit(part, vs):
        out.append((vs.start("n"), vs.end("n"), _num(vs.group("n"))))
    return out


def _own_unit(part: str, n: re.Match[str]) -> bool:
    """Whether the number carries a unit, multiple or load of its own, or is a year."""
    return bool(OWN_UNIT.match(part, n.end("n")) or YEAR.fullmatch(n.group("n")))


def _one_figure(part: str) -> re.Match[str] | None:
    """The one bare figure of a list's part."""
    numbers = list(_PART_FIGURE.finditer(part))
    if not numbers:
        return None
    first, last = numbers[0], numbers[-1]
    head = part[: first.start()]
    if not head.strip(" \t*_`") and _CONDITION.match(part, first.end("n")):
        n = first  # "38 at 4k context", "38 (Q4_K_M)", "45 for Q4_K_M"
    elif (
        not part[last.end("n") :].strip(" \t*_`)）")
        and len(part[: last.start()].strip()) <= _MAX_NAME
    ):
        n = last  # "RTX 3090 38", "Q4_K_M 38", "RTX 3090 为 38"
        name = part[: last.start("n")]
        if not _NAME_JOIN.search(name) or not re.search(r"[^\W\d_]", name):
            return None
        if SETTING_KEY.search(name) or _NOT_NAME.search(name):
            return None
    else:
        return None
    return None if _own_unit(part, n) else n


def lent_unit(
    text: str, u_start: int, u_end: int, label_start: int, label_end: int
) -> dict[str, str | None] | None:
    """The unit at ``u_start``-``u_end`` that a label (``label_start``-``label_end``) lends the
    bare figures after it, as ``UNIT_ANYWHERE``'s groups; None unless it is a rate or a time
    ("Memory (GB): 24" may be a card's size) and the label's own words name no setting
    ("Batch size (tok/s): 1 / 8 / 32" lists settings, not figures)."""
    unit_m = UNIT_ANYWHERE.fullmatch(text, u_start, u_end)
    if unit_m is None:
        return None
    groups = unit_m.groupdict()
    if not (groups.get("toks") or groups.get("time")):
        return None
    if _SETTING_LABEL.search(label_words(text, label_start, label_end)):
        return None
    return groups


def label_words(text: str, start: int, end: int) -> str:
    """The last two words before ``end``: the label's own name for what it measures."""
    m = _LAST_WORDS.search(text, start, end)
    return m.group(0) if m is not None else ""
