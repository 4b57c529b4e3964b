"""A second look at numbers whose unit was read but whose metric was not.

The prose reader takes a time or a size as a figure only when words near it say what it
measures: "TTFT 60 ms", "the model is 14 GB". A sentence that has said so once often goes
on to more numbers of the same kind without repeating the words: "about 2.4 seconds per
200 tokens for CTranslate2 and 6.5 seconds for exllama", "FP16 约64GB, INT8 量化后约32GB".
Reading rules §2 give each figure its sentence's setup; a list's later items take its
metric the same way. This pass runs after the first reading of a sentence and hands each
time or size skipped for want of metric words the metric of the nearest earlier figure of
the same kind, when a list or a comparison joins the two, the unit is written the same way
and the values are of one order of magnitude. Token rates need no such help (their unit
names the metric). Every exclusion of the first reading still applies (a capacity, a spec,
a setting, a goal, a question), because the number goes through the same checks again with
only the missing words supplied.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator

from watcher.claims.carried_times import Carried, carries_to
from watcher.claims.clause_marks import LIST_STOP
from watcher.claims.document import _Doc, _Figure
from watcher.claims.models import E2E, MEMORY, SPEEDUP, TPOT, TTFT
from watcher.claims.numbers import _value
from watcher.claims.pairs import paired
from watcher.claims.patterns import FIGURE
from watcher.claims.precision_sizes import active_share

# the kinds of unit a sentence may name once for several numbers, and the metrics of each;
# a multiple only when written with a fraction ("5.50x"): beside a speedup, a whole "2x" as
# often counts cards or scales a setting ("with 2x the GPUs"), and handing whole multiples
# the speedup's metric read more wrong multiples than right ones on the development texts
_KIND_METRICS = {"time": (TTFT, TPOT, E2E), "mem": (MEMORY,), "speed": (SPEEDUP,)}
_UNIT_KINDS = ("time", "mem")


def unit_kind(groups: dict[str, str | None]) -> str | None:
    """Which kind of unit a figure match holds ("time", "mem"), or None (a rate, a multiple)."""
    return next((kind for kind in _UNIT_KINDS if groups.get(kind)), None)


def _sweep_kind(groups: dict[str, str | None]) -> str | None:
    """The kind of unit a skipped match may take a sibling's metric for: a time, a size, or
    a multiple written with a fraction ("and 5.50x at 1024 tokens": a list of speedups)."""
    kind = unit_kind(groups)
    if kind is None and groups.get("speed") and not groups.get("hi"):
        lo = groups.get("lo") or ""
        return "speed" if _FRACTION.fullmatch(lo) else None
    return kind


_FRACTION = re.compile(r"\d{1,3}\.\d{1,3}")  # "5.50", "1.84": no count of cards is written so


# "eval time = 2345.53 ms": a value under a key of its own: the key named what it is (a
# phase's duration here, which the rules leave out), so no other figure speaks for it
_KEYED_BEFORE = re.compile(r"[:=：][ \t]{0,12}[~≈]?[ \t]{0,3}$")


def may_inherit(text: str, start: int, m: re.Match[str]) -> bool:
    """True for a skipped figure match whose own words may be supplied by a sibling: a time
    or a size, not under a key of its own."""
    if _sweep_kind(m.groupdict()) is None:
        return False
    if m.group("mem") and active_share(text, start + m.end() - m.start("lo")):
        return False  # "(15.3 GB Q4, MoE ~5.2 GB active)": the bytes one token reads
    return _KEYED_BEFORE.search(text, max(0, start - 20), start) is None


# what joins two figures of one list or comparison: "2.4 s for CT2 and 6.5 s for exllama",
# "28 ms to under 12 ms", "64GB, INT8 后约32GB"; a stop between them
# (a sentence end, a semicolon, a colon, a line) ends the list
_JOIN = re.compile(
    r"(?<![a-z])(?:and|or|vs\.?|versus|to|than|while|whereas|but|und|et|y|и)(?![a-z])"
    r"|[,，、/→]|->|=>|与|和|及|对比|比",
    re.IGNORECASE,
)
_JOIN_REACH = 60
# a list of speedups names what each is of between them ("2x de aceleración sobre la
# decodificación autorregresiva para LLaMA-2-7B-32K y 1.84x para LLaMA-3.1-8B"): a longer reach
_SPEED_REACH = 100
_WORD_JOIN = re.compile(r"(?<![a-z])(?:and|while|whereas|y|und|et|и)(?![a-z])", re.IGNORECASE)


def second_look(
    first: Iterable[re.Match[str]],
    skipped: list[re.Match[str]],
    figures: list[_Figure],
    text: str,
    offset: int,
    carried: Carried | None = None,
) -> Iterator[tuple[re.Match[str], str | None]]:
    """Each match of ``first`` with no sibling metric; then, once they are read, each match
    the reader put in ``skipped`` with the metric of the nearest figure in ``figures`` of
    the same unit kind before it, when a list or a comparison joins the
    two (``text`` is the whole text; matches start ``offset`` before their place in it).
    Matches with no such sibling are not given again. A sibling after the number is not
    used: what a sentence names later often says something new ("3 s, then a TTFT of ...").
    A time in a sentence with no time figure of its own may take the metric ``carried`` from
    the sentence before (``carried_times``)."""
    for m in first:
        yield m, None
    if not skipped:
        return
    spots: dict[str, list[_Spot]] = {}
    for f in figures:
        written = FIGURE.match(text, f.start)  # the unit as the sibling spells it
        for kind, metrics in _KIND_METRICS.items():
            if f.metric in metrics and written is not None and written.group(kind):
                spots.setdefault(kind, []).append(
                    (f.start, f.end, f.metric, f.value, written.group(kind).lower())
                )
    for found in spots.values():
        found.sort()
    for m in list(skipped):
        kind = _sweep_kind(m.groupdict()) or ""
        start = offset + m.start()
        sib = _before(spots.get(kind, []), start)
        if sib is None and carried is not None and not spots.get("time") and carries_to(carried, m):
            yield m, carried[0]  # "... nearly 28 ms. With EAGLE3, that wait drops to 12 ms."
            continue
        if sib is None or sib[1] > start:
            continue
        between = text[sib[1] : start]
        if (
            (
                len(between) <= _JOIN_REACH
                or (kind == "speed" and len(between) <= _SPEED_REACH and _WORD_JOIN.search(between))
            )
            and _JOIN.search(between)
            and not LIST_STOP.search(between)
            # a list repeats its unit as written and keeps to one order of magnitude
            and (m.group(kind) or "").lower() == sib[4]
            and paired(sib[3], _value(m.group("lo"), m.group("hi"))[0])
        ):
            yield m, sib[2]


_Spot = tuple[int, int, str, float, str]  # a sibling's start, end, metric, value, unit


def _before(found: list[_Spot], at: int) -> _Spot | None:
    """The last figure in ``found`` (sorted by start) that starts before ``at``, if any."""
    i = bisect_left(found, (at, 0, "", 0.0, ""))
    return found[i - 1] if i > 0 else None


# a model family's word before its version, spaced: "Llama 3", "Qwen 2.5", "Gemma 3", "Phi 4"
# (a version joined by a letter or a hyphen, "V3", "Phi-4", "8B", never opens a figure)
_FAMILY_BEFORE = re.compile(
    r"(?<![A-Za-z0-9_.\-])(?:llama|qwen|mistral|mixtral|ministral|codestral|devstral|magistral"
    r"|pixtral|gemma|phi|gpt|deepseek|glm|chatglm|yi|falcon|olmo|granite|nemotron|kimi|minimax"
    r"|internlm|baichuan|hunyuan|ernie|exaone|jamba|grok|claude|gemini|hermes"
    r"|vicuna|starcoder|codellama|llava|smollm|stablelm|whisper|iphone|ipad|pixel)"
    r"[ \t]$",
    re.IGNORECASE,
)
_FAMILY_REACH = 16  # the longest family word and its space
_NAME_BEFORE = re.compile(r"(?<![A-Za-z0-9_.\-])[A-Z][A-Za-z]{1,14}[ \t]$")
_SMALL = re.compile(r"\d{1,2}(?:\.\d)?")  # a version's size: "3", "2.5", "14"
_SPACED_DASHES = frozenset({" - ", " – ", " — "})
_FAR = 5  # a range's ends are of one order; a name's number is far below the figure


def _in_name(chunk: str, m: re.Match[str], offset: int, doc: _Doc) -> bool:
    """True when a range's first number belongs to a name before the dash, not to the figure:
    a card's model number ("RTX 4090 — 120 tok/s") or a model's version ("Llama 3 — 45
    tok/s", "Qwen 2.5 - 45 tok/s"). Reading rules §4: a range's ends are two figures of one
    quantity, and a version is no figure."""
    start = offset + m.start()
    if any(h.start <= start < h.end for h in doc.near("hardware", start - 40, start + 1)):
        return True
    lead = chunk[max(0, m.start() - _FAMILY_REACH) : m.start()]
    if _FAMILY_BEFORE.search(lead) is not None:
        return True
    # a name of any family: a small number after a capitalised word, a spaced dash, and an
    # other end many times larger ("Foo 3 — 45 tok/s") is a name's number, then the figure
    if chunk[m.end("lo") : m.start("hi")] not in _SPACED_DASHES:
        return False
    if not _SMALL.fullmatch(m.group("lo")) or _NAME_BEFORE.search(lead) is None:
        return False
    lo, _, _ = _value(m.group("lo"), None)
    hi, _, _ = _value(m.group("hi"), None)
    return lo > 0 and hi >= _FAR * lo


def past_cards(
    matches: Iterable[re.Match[str]], chunk: str, offset: int, doc: _Doc
) -> Iterator[re.Match[str]]:
    """Each match of ``matches``, except that a "range" opening inside a name (a card's, a
    model's) is read from its second number: in "RTX 4090 — 120 tok/s" and "Llama 3 — 45
    tok/s" the dash parts the name from its figure (reading rules §3-4: a card's model
    number and a model's version are names, never figures)."""
    for m in matches:
        if m.group("hi") is not None and _in_name(chunk, m, offset, doc):
            again = FIGURE.match(chunk, m.start("hi"))
            if again is not None:
                yield again
                continue
        yield m
