"""A bare number in a clause coordinated with a token rate's: the rate's unit, stated once.

Reading rules §4: units vary, and a unit may be written once for several figures. A writer
gives a rate with its unit, then coordinates further clauses of the same shape that leave the
unit out: "17.8 t/s first, 73 steady", "41 tok/s cold, 55 warm", "41 tok/s on short prompts;
35 on long ones", "41 tok/s at the start and 35 near the end", "41 tok/s median, 44 best,
38 worst", "41 tok/s, auf der 3090 nur 35", "41 tok/s y en la 3090 solo 35", "4090 上 41
tok/s，3090 上是 35". Each such number is a figure of the rate's unit, metric and kind, with
the setup of its own clause (§2); ``continued`` reads the shapes a cue word marks, this module
the plain coordination that ``continued`` leaves.

Grammar, not words of any one text, bounds it:

- the clauses follow the rate in its sentence, each begun by a coordinator (a comma or
  semicolon of any script, "and"/"or"/"but"/"while" and their Spanish, French, German,
  Italian and Russian peers, a spaced dash) and ended by the next one, a bracket the rate
  stands in closing, or the sentence's end (clauses before the rate, "22 on the 3090 and
  30 t/s on the 4090", are left: read so, they cost more extras than they found figures);
- the rate's own clause is short and holds no other number standing alone ("41 tok/s at
  batch 1, 8 and 32" coordinates the batches);
- each clause is short and holds exactly one number standing alone (digits inside a name —
  "RTX 3090", "Llama-3-8B" — are words, a year is no number) and no figure read already,
  and words of its own unless the rate's clause has none either ("41 tok/s, 35, 30");
- the number is within a factor of ``_SPREAD`` of the rate's (without a comparison's cue, a
  coordinated run is one of the same quantity under another condition); no unit or counted noun
  follows it (%, x, °, GB, ms, tokens, GPUs, layers, 倍, 秒, ГБ, …: a count, size, length,
  share, multiple or duration), nor an English plural noun it counts ("63 tool calls");
  no price, version or key mark is glued before it ($, v, #, @, =, :) and no key sign, flag
  or bound stands before it ("tie = 10-30", "-ngl 33", "below 10"); a model size ("70B")
  is none; and the clause names no setting or other measure (batch, context, threads,
  latency, prefill, memory, price, a difference such as "more" or "faster"), which would
  make it another kind of quantity;
- a clause opening on a subject's determiner names what runs a model ("the 4090 does 22",
  "the 70B at 12"; not "the fan at 60", "the quick math said 48");
- no verb follows the number in its clause ("; the drafter's best run of 38 was
  discarded"): a number in a subject counts what it stands with;
- the number is no version of a name right before it ("Qwen 3.5", "Llama 3"): a
  capitalised word the text does not know as an engine, card, precision or method;
- a bracket inside a clause is an aside on the name before it ("LM Studio (MLX, 4-bit) does
  33", "ExLlamaV2 (EXL2 4bpw) manages 150"): its commas coordinate nothing and its numbers
  stand in the name, so the clause's one number is the one outside it;
- a clause without a number goes on to the next coordinator ("; with
  llama.cpp, 35"); the first clause that fails ends the chain: a parallel series is unbroken.

Goals, questions and expectations stay out, as for figures with a unit.
"""

from __future__ import annotations

import re
from bisect import bisect_left, insort
from collections.abc import Callable
from dataclasses import replace

from watcher.claims.baselines import _OTHER_MEASURE
from watcher.claims.card_count import counts_card_at
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import _UNITS_UNNAMED, MAX_FIGURES

_SPREAD = 5.0  # coordinated runs of one quantity stay within this factor of each other
MAX_CLAUSES = 6  # "41 tok/s median, 44 best, 38 worst, …": a short series
_OWN_LONGEST = 80  # characters of the rate's own clause after its unit
_CLAUSE_LONGEST = 60  # characters of a coordinated clause

# what begins a coordinated clause
_COORDINATOR = re.compile(
    r"(?<!\d),|,(?!\d)|[;、，；]|或者|或是|(?<=[ \t])(?:and|or|but|while|whereas|y|o|pero|et|ou"
    r"|mais|und|oder|aber|e|ma|и|или|а|но|[—–])(?=[ \t])",
    re.IGNORECASE,
)
# what ends the chain: a bracket closing, or the sentence's end that its span may not cut
_BREAK = re.compile(r"[()\[\]（）【】!?！？。\n]|\.(?=[ \t]|$)")
_CHAIN_REACH = _OWN_LONGEST + MAX_CLAUSES * _CLAUSE_LONGEST
# a number standing alone, a range keeping both ends ("35-40", "35 to 40"); digits glued to
# Latin letters or marks of a price, version, key or load are none
_NUMBER = re.compile(
    rf"(?<![A-Za-z0-9_.,\-/$€£¥#@=×+:])(?P<n>{_NUM})(?![\d.,]?\d|[.,]\w)"
    rf"(?:[ \t]{{0,2}}(?:-|–|~|to|bis|a|à)[ \t]{{0,2}}(?P<hi>{_NUM})(?![\d.,]?\d))?"
)
_YEAR = re.compile(r"(?:19|20)\d\d")
# what may not follow the number: a unit or a noun it counts, a share, a multiple, a size
_NOT_A_RATE_AFTER = re.compile(
    r"[ \t*_]{0,4}(?:%|×|°|[/:.=+\-]?\d|[/+\-]|x(?![a-z])"
    rf"|(?:{_UNITS_UNNAMED})(?![A-Za-z0-9_])"
    r"|(?:k|m|b|bn|t|gb|gib|mb|mib|tb|ms|s|secs?|seconds?|mins?|minutes?|hours?|hrs?|h|days?"
    r"|years?|months?|weeks?|tokens?|toks?|words?|chars?|bits?|w|watts?|users?|requests?"
    r"|reqs?|gpus?|cards?|nodes?|layers?|threads?|cores?|steps?|times|fps|params?|billion"
    r"|million|thousand|ctx|batch(?:es)?|concurrent|streams?|slots?|experts?|runs?|samples?"
    r"|prompts?|iterations?|percent|pct|points?|pp|qps|rps|lines?|files?|items?|models?"
    r"|people|clients?|bytes?|of|out|per|more|less|fewer|higher|lower|faster|slower|better"
    r"|worse|above|below|over|under)(?![A-Za-z0-9_])"
    r"|[倍秒个個卡张張块塊年月日件枚개배초년명장]|毫秒|分钟|并发|用户|ГБ|МБ|сек|мс|лет|год|раз|шт|проц|prozent|procent)",
    re.IGNORECASE,
)
# a setting, another measure or a difference named in the clause: another kind of quantity
_OTHER_KIND = re.compile(
    r"(?<![a-z])(?:batch\w{0,8}|bs|ctx|context|concurren\w*|parallel|len(?:gth)?|size|seed|steps?"
    r"|temperature|top[ _\-]?[kp]|threads?|gpus?|tp|num|count|version|port|layers?|slots?"
    r"|bits?|price|cost|power|window|by|more|less|fewer|faster|slower|higher|lower|better"
    r"|worse|gain|improvement|increase|decrease|boost|delta|difference|diff|speed[ \-]?up)"
    r"(?![a-z])"
    r"|并发|批|线程|输入|输出|长度|提示|上下文|显存|内存|版本|价格|成本|延迟|首字|預填|预填|並列|コンテキスト|メモリ"
    r"|バージョン|価格|レイテンシ|동시|배치|컨텍스트|메모리|버전|가격|지연|контекст|памят"
    r"|верси|цен|задержк|батч|пакет",
    re.IGNORECASE,
)
# a noun the number counts, in English its plural right after it ("63 tool calls", "4 cold
# runs"): the words up to the first function word, one ending in a plural "s"
_FUNCTION = (
    r"(?:on|in|at|for|with|without|from|by|to|of|and|or|but|vs|than|when|while|as|is|was"
    r"|its|this|thus|has|does|yes|plus|across|versus|less|always|perhaps|sometimes|unless"
    r"|whereas|besides|us)(?![A-Za-z])"
)
_COUNTED = re.compile(
    rf"(?:[ \t]{{1,2}}(?!{_FUNCTION})[A-Za-z][\w\-]{{0,20}}){{0,2}}?"
    rf"[ \t]{{1,2}}(?!{_FUNCTION})[A-Za-z][A-Za-z\-]{{1,20}}(?<![su])s(?![\w'’])",
    re.IGNORECASE,
)
# a subject's noun phrase opening the clause, and whose a run may be: a runner of models
_SUBJECT = re.compile(
    r"[ \t]{0,3}(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those)[ \t]",
    re.IGNORECASE,
)
_RUNNER = re.compile(
    r"(?<![a-z])(?:models?|llms?|gpus?|cards?|chips?|setups?|systems?|engines?|servers?|builds?"
    r"|baselines?|versions?|quants?|runtimes?|backends?|machines?|laptops?|clusters?|nodes?"
    r"|box(?:es)?|apis?|providers?|drafters?|methods?|configs?|variants?|devices?|rigs?)"
    r"(?![a-z])",
    re.IGNORECASE,
)


def _runs_models(text: str, lo: int, hi: int, doc: _Doc) -> bool:
    """Whether the words ``lo``-``hi`` name what runs a model: a name the text knows (an
    engine, a card, a precision, a method), a model's size or a runner's noun."""
    if any(doc.near(c, lo, hi) for c in _NAMED):
        return True
    return bool(_SIZE_WORD.search(text, lo, hi) or _RUNNER.search(text, lo, hi))


_SIZE_WORD = re.compile(r"(?<![\w.])\d{1,4}(?:\.\d{1,2})?[bm](?![\w])", re.IGNORECASE)
# a verb after the number: the number sits in its clause's subject, of whatever it counts
_VERB_AFTER = re.compile(
    r"(?<![\w'’])(?:is|was|are|were|has|have|had|will|would|can|could|did|does|do|been)(?![\w'’])",
    re.IGNORECASE,
)
_LETTER = re.compile(r"[^\W\d_]")
_NAMED = ("hardware", "engine", "precision", "mode")  # names whose digits are words
# a model's size written alone: "70B", "8x7B", "1.5b"
_MODEL_SIZE = re.compile(r"[ \t]{0,1}(?:x\d{1,3})?[bm](?![a-z])", re.IGNORECASE)


def _is_rate(fig: _Figure) -> bool:
    return fig.unit == "tok/s" and fig.kind == "absolute"


def _alone(text: str, lo: int, hi: int, doc: _Doc) -> list[re.Match[str]]:
    """The numbers standing alone in ``lo``-``hi``: outside every name, no year."""
    names = [m for c in _NAMED for m in doc.near(c, max(0, lo - 24), hi)]
    out = []
    for m in _NUMBER.finditer(text, lo, hi):
        if any(n.start <= m.start() < n.end for n in names):
            continue
        if counts_card_at(m.end(), doc):
            continue  # "on 8x H200": the card's count is part of its name
        if _YEAR.fullmatch(m.group("n")) and m.group("hi") is None:
            continue
        out.append(m)
    return out


# a key's sign or a bound right before the number: a threshold or a setting ("tie = 10-30",
# "below 10", "低于 10"), no measurement
_BOUND_BEFORE = re.compile(
    r"(?:[=<>≤≥:]|(?<![\w\-])--?[a-z][\w\-]{0,24}|(?<![a-z])(?:below|under|over|above"
    r"|less[ \t]than|more[ \t]than|at[ \t]least|at[ \t]most)|低于|高于|超过|不到|至少|最多"
    r"|未満|以上|以下|미만|이상|이하|ниже|выше|менее|более|меньше|больше)[ \t~≈]{0,3}\Z",
    re.IGNORECASE,
)
# a capitalised word right before the number: "Qwen 3.5", "Llama 3", "Phi 4"
_NAME_BEFORE = re.compile(r"(?<![\w.\-])[A-Z][A-Za-z][\w.\-]{0,24}[ \t]\Z")


def _versioned(text: str, lo: int, at: int, doc: _Doc) -> bool:
    """Whether the number is a version of the name right before it ("Qwen 3.5"): a
    capitalised word the text does not know as an engine, card, precision or method."""
    m = _NAME_BEFORE.search(text[max(lo, at - 28) : at])
    if m is None:
        return False
    end = at - 1
    return not any(n.end == end for c in _NAMED for n in doc.near(c, max(0, end - 28), end))


def _clause_figure(
    text: str,
    lo: int,
    hi: int,
    anchor: _Figure,
    starts: list[int],
    doc: _Doc,
    bare: bool,
) -> _Figure | None:
    """The one bare figure of the clause ``lo``-``hi`` of the anchor's quantity, or None."""
    if hi - lo > _CLAUSE_LONGEST or bisect_left(starts, lo) < bisect_left(starts, hi):
        return None
    found = _alone(text, lo, hi, doc)
    if len(found) > 1:  # "ExLlamaV2 (EXL2 4bpw) does 150": a bracket's numbers are an aside's
        found = [m for m in found if not _bracketed(text, lo, m.start())]
    if len(found) != 1:
        return None
    m = found[0]
    end = m.end()
    if _NOT_A_RATE_AFTER.match(text, end) or _MODEL_SIZE.match(text, end):
        return None
    if not bare and not (_LETTER.search(text, lo, m.start()) or _LETTER.search(text, end, hi)):
        return None  # a number with no words of its own beside a rate with words: no parallel
    if _COUNTED.match(text, end, hi):
        return None
    if _OTHER_KIND.search(text, lo, hi) or _OTHER_MEASURE.search(text, lo, hi):
        return None
    if _SUBJECT.match(text, lo) and not _runs_models(text, lo, m.start(), doc):
        return None  # "…, the fan at 60": a subject that runs no model
    if _VERB_AFTER.search(text, end, hi):
        return None  # "; the drafter's best run of 38 was discarded": a subject's number
    if _BOUND_BEFORE.search(text[max(lo, m.start() - 16) : m.start()]):
        return None
    if _versioned(text, lo, m.start(), doc):
        return None
    value, vmin, vmax = _num(m.group("n")), None, None
    if m.group("hi"):
        vmin, vmax = sorted((value, _num(m.group("hi"))))
        value = round((vmin + vmax) / 2, 6)
    if not anchor.value / _SPREAD <= value <= anchor.value * _SPREAD:
        return None
    return replace(
        anchor, start=m.start("n"), end=end, value=value, vmin=vmin, vmax=vmax, role=None,
        label=None, stat=None, qualifier=None,
    )  # fmt: skip


def _bracketed(text: str, lo: int, at: int) -> bool:
    """Whether ``at`` stands inside a bracket opened in the clause since ``lo``."""
    depth = 0
    for c in text[lo:at]:
        if c in "([（【":
            depth += 1
        elif c in ")]）】" and depth:
            depth -= 1
    return depth > 0


def _next_coordinator(text: str, at: int, stop: int, lo: int) -> re.Match[str] | None:
    """The next coordinator after ``at`` outside a bracket opened in the clause since ``lo``:
    "LM Studio (MLX, 4-bit) does 33" is one clause."""
    nxt = _COORDINATOR.search(text, at, stop)
    while nxt is not None and _bracketed(text, lo, nxt.start()):
        nxt = _COORDINATOR.search(text, nxt.end(), stop)
    return nxt


def _stop(text: str, seg: _Span, anchor: _Figure) -> int:
    """Where the anchor's chain must end: its sentence's end or a bracket it stands in
    closing (a bracket opened after it, "41 tok/s (Q4), 33 (Q8)", goes on)."""
    limit = min(seg.end, anchor.end + _CHAIN_REACH)
    depth = 0
    for m in _BREAK.finditer(text, anchor.end, limit):
        c = m.group()
        if c in "([（【":
            depth += 1
        elif c in ")]）】" and depth:
            depth -= 1
        else:
            return m.start()
    return limit


def _chain(text: str, seg: _Span, anchor: _Figure, starts: list[int], doc: _Doc) -> list[_Figure]:
    """The coordinated clauses' figures after ``anchor``, up to the first clause that fails."""
    stop = _stop(text, seg, anchor)
    first = _COORDINATOR.search(text, anchor.end, min(stop, anchor.end + _OWN_LONGEST))
    if first is None or _alone(text, anchor.end, first.start(), doc):
        return []  # the rate's own clause holds another number: which one is coordinated?
    out: list[_Figure] = []
    bare = not _LETTER.search(text, anchor.end, first.start())  # "41 tok/s, 35, 30"
    lo = at = first.end()
    while len(out) < MAX_CLAUSES and at < stop:
        nxt = _next_coordinator(text, at, stop, lo)
        hi = nxt.start() if nxt is not None else stop
        if nxt is not None and hi - lo <= _CLAUSE_LONGEST and not _alone(text, lo, hi, doc):
            at = nxt.end()  # ", and …", "; with llama.cpp, 35": one clause goes on
            continue
        fig = _clause_figure(text, lo, hi, anchor, starts, doc, bare)
        if fig is None or nxt is None:
            out.extend([fig] if fig is not None else [])
            break
        out.append(fig)
        lo = at = nxt.end()
    return out


def coordinated_figures(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], fresh: Callable[[_Figure], bool]
) -> list[_Figure]:
    """The bare figures of ``seg`` in clauses coordinated with a token rate of ``figures``."""
    out: list[_Figure] = []
    starts = sorted(f.start for f in figures)  # where a figure is read: no clause's number
    for anchor in sorted(figures, key=lambda f: f.start):
        if len(out) >= MAX_FIGURES:
            break
        if not _is_rate(anchor):
            continue
        for fig in _chain(text, seg, anchor, starts, doc):
            if not fresh(fig):
                break
            out.append(fig)
            insort(starts, fig.start)
    return out
