"""Changes whose numbers carry no unit, the rate named before them: "Decode速度就从 `1684` 暴跌到
`307`", "TPS на запрос снизился с 84.21 до 76.19", "decode with native tools: 50k 22.8→24.4".

A sentence that names a token rate (its unit, "TPS", or its phase, "decode", "prefill") and
then states a change with two bare numbers states two figures of that rate: the side the
change starts from and the side it reaches (reading rules §2: both sides of a before/after
pair are figures of one quantity; §4: a unit may be stated once for several figures). A list
of such changes keyed one way ("50k 22.8→24.4 (+7%), 80k 21.5→23.9") keeps the rate.

Kept narrow, because a bare number after a phase word is often no rate: the change must have
no unit or percent of its own ("decode 310 → 1,839 fps", "0% -> 72%"), the words between the
rate and the change hold no other figure (a number glued to letters, "50k", "Qwen3.6-27B",
names a context or a model), a phase word must not name another thing of the phase ("prefill
chunk 512 → 1024", "decode-heavy (1024→256)", "decode time"), and a phase word counts only in
a text that writes token rates somewhere. The English unit-first change ("t/s increases from
0.44 to 0.52") is ``changes``'s. Patterns are bounded; the gap is checked on its own slice.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.changes import sides_of_change
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.models import DECODE, PREFILL
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.patterns import _TOKS_UNIT, MAX_FIGURES, UNIT_ANYWHERE

# the rate, by its unit ("TPS", "tok/s") or its phase ("decode", "Decode速度", "解码速度")
_KEY = re.compile(
    rf"(?<![\w/])(?P<key>{_TOKS_UNIT})(?![\w/])"
    r"|(?<![A-Za-z-])(?P<phase>decod(?:e|ing)|prefill|解码|預填充|预填充)(?![A-Za-z-])"
    # "prefill chunk", "decode time", "decode-heavy": another thing of the phase
    r"(?![ \t_]{0,2}(?:chunk|size|len|length|batch|step|steps|tokens?|time|latency|ms|only"
    r"|phase|kernel|cost|window|budget|graph|mode|threads?|heavy|bound)(?![A-Za-z]))",
    re.IGNORECASE,
)
_REACH = 48  # characters from the rate to its change
_SIDE = rf"[`*]{{0,2}}[~≈约]?[ \t]?(?<![\d.,])(?P<a>{_NUM})(?![\d]|[.,]\d)[`*]{{0,2}}"
# (the number whole: "60.1" is not "60" before a full stop, "1,839" not "1" before a comma)
_OTHER = rf"[`*]{{0,2}}[~≈约]?[ \t]?(?P<b>{_NUM})(?![\d]|[.,]\d)[`*]{{0,2}}"
_END = (
    # the change ends here: no unit, percent or multiple of its own
    r"(?=[ \t]{0,2}(?:[)(（）,，.。;；:：!！?？]|$)"
    # Russian: a word opening a phrase ("TPS упал с 52 до 47 после обновления"), never a noun
    # the change would count ("с 8 до 16 потоков" changes a count of threads)
    r"|[ \t]{1,2}(?:at|on|in|with|for|and|but|while|after"
    r"|при|на|в|во|у|с|со|за|для|по|после|когда|если|и|а|но)(?![\w]))"
)
_CHANGE = re.compile(
    r"(?P<open>(?<![a-z])from[ \t]{1,2}|[从從由][ \t]{0,2}|(?<![а-яё])со?[ \t]{1,2})?"
    + _SIDE
    # "22.8→24.4", "4.05 -> 5.52": an arrow is a change on its own
    + r"(?:[ \t]{0,2}(?:→|->|-->|=>)[ \t]{0,2}"
    r"|(?P<word>[ \t]{1,2}to[ \t]{1,2}|[ \t]{1,2}до[ \t]{1,2}"
    # "暴跌到", "提升至", "降到了": a Chinese verb of change before its target
    r"|[ \t]{0,2}(?:[\u4e00-\u9fff]{1,3})?(?:到|至)了?[ \t]{0,2}))" + _OTHER + _END,
    re.IGNORECASE | re.MULTILINE,
)


def _is_change(m: re.Match[str]) -> bool:
    """An arrow joins a change on its own; "to", "до", "到" only after their "from" ("50 to 65",
    "50到65" alone are a range's ends, reading rules §4)."""
    return m.group("word") is None or m.group("open") is not None


# a list of changes keyed one way: "(+7%), 80k 21.5→23.9", ", then 21.5 -> 23.9"
_NEXT = re.compile(
    r"[ \t]{0,2}(?:\([^()\n]{0,16}\))?[ \t]{0,2}[,;，；][ \t]{0,2}"
    r"(?:\d{1,4}(?:\.\d)?[kKmM]?[ \t:]{1,2})?"
)
# a sentence's or clause's end: the change is another sentence's
_BREAK = re.compile(r"[\n;；。!！?？]|\.(?!\d)")
# a number standing alone, not glued to letters ("50k", "27B", "Qwen3.6"): another figure
_LONE_NUMBER = re.compile(r"(?<![A-Za-z\d.\-])\d+(?:\.\d+)?(?![\d.]{0,8}[A-Za-z])")
# what joins the sides of every change written in ASCII alone (``_CHANGE``'s arrows and "to")
_JOIN = re.compile(r"->|=>|[ \t]to[ \t]", re.IGNORECASE)
_TOKEN_RATE = re.compile(r"tok|t/s|tps|token", re.IGNORECASE)


def _may_change(window: str) -> bool:
    """False when ``window`` cannot hold a change: every change holds its joining word or
    arrow, and plain ASCII words hold "->", "=>" or a blank-bounded "to" where one stands
    (``_JOIN``). The search tries every position of the window with every side, and a
    sentence of thousands of rates asks once per rate."""
    return not window.isascii() or _JOIN.search(window) is not None


def _writes_rates(doc: _Doc) -> bool:
    """True when the text writes a token rate with its unit somewhere (once per text)."""
    key = (_writes_rates, "text", -1)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = any(
            _TOKEN_RATE.search(m.group(0)) for m in UNIT_ANYWHERE.finditer(doc.text)
        )
    return bool(known)


def _sides(
    text: str, key: re.Match[str], m: re.Match[str], seg: _Span, doc: _Doc
) -> tuple[_Figure, _Figure] | None:
    a, b = _num(m.group("a")), _num(m.group("b"))
    if not paired(a, b):
        return None
    if key.group("key") is not None:
        return sides_of_change(text, key.span("key"), m.span("a"), m.span("b"), seg, doc)
    metric = PREFILL if key.group("phase").lower().startswith(("pre", "预", "預")) else DECODE
    return (
        _Figure(m.start("a"), m.end("a"), a, None, None, "tok/s", metric, role="before"),
        _Figure(m.start("b"), m.end("b"), b, None, None, "tok/s", metric),
    )


def named_changes(
    text: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """Both sides of each change with bare numbers that follows a named rate in ``seg``."""
    out: list[_Figure] = []
    pos = seg.start
    while len(out) < MAX_FIGURES:
        key = _KEY.search(text, pos, seg.end)
        if key is None:
            break
        pos = key.end()
        if key.group("phase") is not None and not _writes_rates(doc):
            continue
        stop = min(seg.end, key.end() + _REACH)
        if not _may_change(text[key.end() : stop]):
            continue
        m = _CHANGE.search(text, key.end(), stop)
        if m is None:
            continue
        gap = text[key.end() : m.start()]
        if _BREAK.search(gap) or _LONE_NUMBER.search(gap) or _KEY.search(gap):
            continue  # the change is another sentence's, or another figure's words lie between
        while m is not None and _is_change(m) and len(out) < MAX_FIGURES:
            sides = _sides(text, key, m, seg, doc)
            if sides is None or covered(sides[0].start) or covered(sides[1].start):
                break
            out.extend(sides)
            pos = m.end()
            nxt = _NEXT.match(text, m.end(), seg.end)
            m = _CHANGE.match(text, nxt.end(), seg.end) if nxt else None
    return out
