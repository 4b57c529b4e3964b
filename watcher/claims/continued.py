"""Bare numbers that continue a figure: the unit stated once, then left out (ellipsis).

Writers give a rate with its unit and then further figures of the same quantity without it:
"reaches 78 tok/s, versus 31 for FP16", "a 96.2 tok/s median, with a best run of 104.5",
"holds 60 to 70 tokens per second, dipping near 55", "41 tok/s (52 code; 33 prose)",
"a 7B manages about 70 to 85 tokens a second, a 13B around 40 to 50", "35 tok/s -> 44",
"the draft raises t/s by 30% (21 -> 27)", "Q4 可达 78 tokens/s，而 FP16 只有 31". Each bare
number is a figure of the anchor's unit and metric (reading rules §4: a unit may be written
once for several figures) with its own setup from its own clause (§2: each figure takes its
own setup; a comparison's baseline is a figure of its own), so it takes the anchor's unit,
metric and kind and nothing else; setup.py gives it the names of its own words.

``baselines`` reads the plainest of these (a "vs"/"against" number with only words between);
this module reads the rest, bound tightly so that it carries to unseen text:

- the number lies in the anchor's sentence, after it, introduced by a cue: a comparison
  ("vs", "versus", "against", "compared with", "faster than", "below X's"), a continuation
  of the same run ("with a best run of", "bursts above", "dipping near", "down from"),
  another subject's rate with a verb ("while a T4 manages 12"), another subject listed after
  a comma ("…, a 13B around 40"), a bracket of labelled runs right after the figure
  ("(52 code; 33 prose)"), an arrow right after it, or a comparison word of Chinese, Korean
  or Japanese (而, 相比, 对比, 대비, に対して);
- or it lies in the next sentence, which has no figure of its own and reads as a
  continuation ("The fastest GPU setup manages roughly 300.");
- only words lie between the anchor and the cue (names with digits in them and percentages
  are words here; a number standing alone, another figure or a clause break is not);
- it lies within ``PAIR_SPREAD`` of the anchor, is no year, no unit or unit-like word (%, x,
  GB, ms, tokens, users, -bit, …) follows it, and the cue's words name no other measure or
  setting ("with a max batch of 32");
- goals, questions and expectations stay out, as for figures with a unit.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from watcher.claims.baselines import _OTHER_MEASURE, stated_bare
from watcher.claims.changes import change_sides
from watcher.claims.coordinated import coordinated_figures
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.expected_after import is_expected_after
from watcher.claims.named_sides import named_sides
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.patterns import _TOKS_UNIT, _UNITS_UNNAMED, MAX_FIGURES, UNIT_ONLY
from watcher.claims.questions import question_start
from watcher.claims.unit_last import unit_last_figures

_APPROX = (
    r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|only|just|barely|some|maybe"
    r"|almost|close[ \t]to|under|over|above|below)[ \t]{1,2})?[~≈]?[ \t]?"
)
_MARK = r"(?:\*{1,2}|`|_)?"
# the bare number (a range keeps both ends); a year is none ("in 2025")
_BARE = (
    rf"{_MARK}(?!(?:19|20)\d\d(?![\d,]|\.\d))(?P<n>{_NUM})"
    rf"(?:[ \t]{{0,2}}(?:-|–|to)[ \t]{{0,2}}(?P<hi>{_NUM}))?{_MARK}"
)
_UNIT_LIKE = (
    r"k|m|b|bn|t|gb|gib|mb|mib|kb|tb|ms|s|secs?|seconds?|mins?|minutes?|hours?|hrs?|h|days?"
    r"|weeks?|months?|years?|tokens?|toks?|tkns?|words?|chars?|characters?|bits?|w|watts?|kw"
    r"|users?|requests?|reqs?|gpus?|cards?|nodes?|layers?|threads?|cores?|steps?|times|fps"
    r"|params?|parameters|billion|million|thousand|ctx|context|batch(?:es)?|concurrent"
    r"|parallel|streams?|slots?|experts?|drafts?|runs?|samples?|prompts?|iterations?|trials?"
    r"|epochs?|heads?|percent|pct|points?|pp|x|qps|rps|flops|tflops|gbps|mbps|degrees?|lines?"
    r"|files?|items?|questions?|tasks?|tests?|images?|pages?|rows?|people|models?|versions?"
    r"|instances?|sessions?|agents?|clients?|machines?|servers?|bytes?|accept\w*|ppl|score"
    r"|per|more|less|fewer|higher|lower|faster|slower"
    # "against 12 other models", "10 of the 12": a count of things, not a rate
    r"|of|out|other|others|different|additional|extra|distinct|separate|similar"
)
_UNIT_WORD = re.compile(rf"(?:{_UNIT_LIKE})", re.IGNORECASE)
_CJK = r"\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
# what may follow the bare number: the end of its clause, a bracket or a dash, or a word
# that starts its own clause's words ("for FP16", "on a T4", "w/ MTP", "we saw", "mentioned
# in the paper", "last week");
# never a unit, a multiple, a percentage, a slash or a hyphen of its own, nor a noun it
# counts ("300 answers an hour")
_NEXT_WORD = (
    r"for|with|without|on|in|at|using|under|via|when|while|where|whereas|and|or|but|before"
    r"|after|from|by|during|across|over|against|vs|versus|than|as|if|once|which|that|who|we"
    r"|i|you|they|it|he|she|is|was|are|were|last|earlier|previously|now|today"
    r"|yesterday|originally|initially|then|here|there|median|mean|average|avg|peak|best"
    r"|worst|each|apiece|overall|instead|respectively|only|baseline|plain|vanilla|native"
    r"|stock|default|upstream|mainline|[a-z]{2,16}ed"
)
_ENDS = re.compile(
    r"(?![ \t]{0,2}(?:%|×|[/\-+:.]\d|[/\-+]|(?:" + _UNITS_UNNAMED + r")(?![A-Za-z0-9_])"
    r"|(?:" + _UNIT_LIKE + r")(?![A-Za-z0-9_])))"
    rf"(?=[ \t]{{0,2}}(?:[,;:!?()\[\]\n。，；：！？（）—–]|[.](?!\d)|$|[{_CJK}])"
    rf"|[ \t]{{1,2}}(?:(?:{_NEXT_WORD})(?![\w\-])|w/o?|@))",
    re.IGNORECASE,
)
_VERBS = (
    # present or past: "…, and sustained 15,000-16,000 for typical workloads"
    r"(?:manage[sd]?|hits?|gets?|got|reach(?:es|ed)?|does|did|deliver(?:s|ed)?|achieve[sd]?"
    r"|produce[sd]?|generate[sd]?|runs|decode[sd]?|outputs?|stream(?:s|ed)?|push(?:es|ed)"
    r"|sustain(?:s|ed)?|gives?|gave|(?:sits|stays|runs|lands|tops[ \t]out"
    r"|maxes[ \t]out|hovers|clocks[ \t]in|comes[ \t]in)[ \t]{1,2}(?:at|around|near))"
)
_WORD = r"[A-Za-z][\w\-]{0,20}"
_CUE = re.compile(
    r"(?<![\w\-])(?:"
    # a comparison's other side: "versus 31 for FP16", "against ~3,000 for an H100",
    # "compared with the 253 in the paper", "slower than the 45 we saw", "below F16's 11.5"
    r"(?:vs\.?|versus|against|compared[ \t]{1,2}(?:to|with)|comparing[ \t]{1,2}(?:to|with)"
    r"|relative[ \t]{1,2}to|(?:faster|slower|higher|lower|quicker|better|worse)[ \t]{1,2}than"
    r"|(?:above|below|behind|ahead[ \t]of)(?=[ \t]{1,2}(?:the[ \t]{1,2})?[\w.\-+]{1,24}['’]s[ \t]))"
    r"[ \t]{1,2}(?:(?:the|a|an|its|their|our|my|your)[ \t]{1,2})?"
    rf"(?:{_WORD}[ \t]{{1,2}}){{0,2}}?(?:[\w.\-+]{{1,24}}['’]s[ \t]{{1,2}})?"
    # a continuation of the same run: "with a best run of 104.5", "bursts above 1,600",
    # "dipping near 55", "down from 45", "peaking at 95"
    r"|(?:best|peak(?:ing|ed|s)?|tops?|topping|topped|worst|median|mean|average|avg"
    r"|max(?:imum)?|min(?:imum)?|lowest|highest|low|high|floor|bursts?|bursting|spik(?:e|es|ing)"
    r"|dip(?:s|ping|ped)?|drop(?:s|ping|ped)?|fall(?:s|ing)?|fell|land(?:s|ing|ed)?"
    r"|settl(?:es|ing|ed)|slid(?:es|ing)|ris(?:es|ing)|rose|climb(?:s|ing|ed)?|hover(?:s|ing)?"
    r"|slow(?:s|ing|ed)?[ \t]{1,2}down"  # "…, and slows down to ~2 as the cache fills"
    r"|(?P<up>down|up)(?=[ \t]{1,2}from))(?![\w\-])"
    rf"(?:[ \t]{{1,2}}{_WORD}){{0,4}}?[ \t]{{1,2}}"
    r"(?:of|at|near|to|around|above|over|below|under|from|about|as)[ \t]{1,2}"
    # another subject's rate: "while a T4 manages 12", "whereas FP16 sits at 30", and a
    # clause of its own after a comma or "and": "B200 runs 5,800 tok/s, MI325X runs 850",
    # the same subject's verb too ("…, and sustained 15,000")
    r"|(?:(?:while|whereas|but|and)[ \t]{1,2}|(?<=,)[ \t]{1,2}(?:and[ \t]{1,2})?)"
    r"(?:[\w.\-'’]{1,24}[ \t]{1,2}){0,4}?"
    r"(?:only[ \t]{1,2}|just[ \t]{1,2}|barely[ \t]{1,2})?" + _VERBS + r"[ \t]{1,2}"
    r")" + _APPROX + _BARE,
    re.IGNORECASE,
)
# "…, a 13B around 40 to 50", "…, the 70B at 12": another subject listed after a comma with
# its own bare rate; "…, SGLang 61": with none of those words, only a subject the text names
_LISTED = re.compile(
    r",[ \t]{1,2}(?:and[ \t]{1,2})?(?:(?:a|an|the)[ \t]{1,2})?"
    # the subject is a name, not a preposition or a pronoun ("…, with about 30 of that")
    r"(?!(?:with|without|at|in|on|for|to|from|by|of|which|that|this|it|each|but|or|so|then)"
    r"(?![\w.\-]))(?P<who>[\w.\-]{1,24}(?:[ \t]{1,2}[\w.\-]{1,24}){0,2}?)[ \t]{1,2}"
    r"(?P<near>(?:around|about|roughly|approximately|near|at|~|≈)[ \t]{0,2})?" + _BARE,
    re.IGNORECASE,
)
# the next sentence's subject and its verb: "The fastest GPU setup manages roughly 300."
_NEXT = re.compile(
    r"[ \t(]{0,3}(?:[\w.\-'’]{1,24}[ \t]{1,2}){1,8}?(?:only[ \t]{1,2}|just[ \t]{1,2})?"
    rf"{_VERBS}[ \t]{{1,2}}{_APPROX}{_BARE}",
    re.IGNORECASE,
)
# whose rate a continuing sentence's verb gives: a runner of models ("The quickest GPU cluster
# manages roughly 410"), not any subject ("The fan runs at around 60")
_RUNNER = re.compile(
    r"(?<![a-z])(?:models?|llms?|gpus?|cards?|chips?|setups?|systems?|engines?|servers?|builds?"
    r"|baselines?|versions?|quants?|runtimes?|backends?|machines?|laptops?|clusters?|nodes?"
    r"|box(?:es)?|apis?|providers?|drafters?|methods?|decoding|inference|configs?|variants?"
    r"|accelerators?|devices?|phones?|rigs?|hardware)(?![a-z])",
    re.IGNORECASE,
)
# "41 tok/s (52 code; 33 prose)": a bracket of labelled runs after the figure's few words
_BRACKET_OPEN = re.compile(rf"[ \t]{{0,2}}\**[ \t]{{0,2}}(?:{_WORD}[ \t]{{1,2}}){{0,4}}\(")
_BRACKET_ITEM = re.compile(
    rf"[ \t]{{0,2}}[~≈]?(?!(?:19|20)\d\d(?!\d))(?P<n>{_NUM})[ \t]{{1,2}}"
    # "(95 w/o)": the plain run's label, its method left out (``elided_off`` gives its mode)
    rf"(?P<label>{_WORD}|w/o)[ \t]{{0,2}}(?P<sep>[;,)])"
)
# "35 tok/s -> 44": an arrow right after the figure leads to the changed value
_ARROW = re.compile(rf"[ \t]{{0,2}}\**[ \t]{{0,2}}(?:->|→|=>|⟶)[ \t]{{0,2}}{_APPROX}{_BARE}")
# "Q4 可达 78 tokens/s，而 FP16 只有 31": the other side in Chinese
_CJK_CUE = re.compile(
    r"[ \t]{0,2}(?:而|相比之下|相比|相较于?|对比|比起|但)[^，,。；;！？!?\n]{0,16}?"
    r"(?:的|只有|仅有|仅|只|为|是|约|大约|则为|达到|跑)[ \t]{0,2}(?:约|大约|~|≈)?[ \t]{0,2}"
    rf"(?P<n>{_NUM})(?![\d.,])"
    r"(?![ \t]{0,2}(?:倍|秒|毫秒|个|卡|张|块|%|位|字|年|月|并发|用户|token|tok))"
)
# "FP16 の 30 に対して", "FP16 의 30 대비": the baseline's number marked by the word after it
_MARKER = r"(?:대비|에[ \t]?비해|に対し|と比べ)"
_MARKER_WORD = re.compile(_MARKER)
_MARKED_NUM = re.compile(rf"(?<![A-Za-z0-9_.,/])(?P<n>{_NUM})(?=[ \t]{{0,2}}{_MARKER})")
# "the draft raises t/s by 30% (21 -> 27)": a rate's unit named first, its change in brackets
_ANY_ARROW = re.compile(r"->|→|=>|⟶")
_UNIT_THEN_CHANGE = re.compile(
    rf"(?<![\w/])(?P<key>{_TOKS_UNIT})(?![A-Za-z0-9_])[^;!?\n()]{{0,60}}?"
    r"(?:\([^()\n]{0,40}\)[^;!?\n()]{0,40}?)?"
    rf"\([ \t]{{0,2}}(?P<a>{_NUM})[ \t]{{0,2}}(?:->|→|=>|⟶)[ \t]{{0,2}}(?P<b>{_NUM})[ \t]{{0,2}}\)",
    re.IGNORECASE,
)
# a setting named in the cue's words ("with a max batch of 32"); a run is none here ("with a
# best run of 104.5")
_SETTING = re.compile(
    r"(?<![a-z])(?:batch|bs|ctx|concurren\w*|parallel|requests?|len(?:gth)?|size|seed"
    r"|steps?|temperature|top[ _\-]?[kp]|threads?|tokens?|gpus?|cards?|tp|num|count|version"
    r"|port|layers?|users?|slots?|experts?|bits?|quant\w*|price|cost|power)(?![a-z])",
    re.IGNORECASE,
)
_NUMBER_BEFORE = re.compile(r"\d[ \t]{0,2}\**[ \t]{0,2}$")
# a number standing alone (a year is none: "in May 2025")
# a price is a word here too ("5,800 tok/s at $0.09/M tokens, MI325X runs 850")
_STRAY = re.compile(r"(?<![\w.\-/$€£¥])(?!(?:19|20)\d\d(?![\d.,]))\d[\d.,]*(?![\w%.,\d])")
_NAMED = ("hardware", "engine", "precision")  # names whose digits are no number of the text
_SENTENCE_END = re.compile(r"[;!?\n。；！？]|\.(?=[ \t]|$)")
_REACH = 90  # characters from the anchor's end to the bare number
_MAX_GAP = 70  # characters of words between the anchor and its cue
_NEXT_GAP = 200  # characters of words before the cue of a sentence that continues the last
_NEXT_LONGEST = 240  # a continuing sentence is short
MAX_CHAIN = 6  # "(52 code; 33 prose)", "…, a 13B around 40, a 70B around 12"


def _is_rate(fig: _Figure) -> bool:
    return fig.unit == "tok/s" and fig.kind == "absolute"


def _gap_ok(
    text: str, lo: int, hi: int, others: list[_Figure], doc: _Doc, reach: int = _MAX_GAP
) -> bool:
    """Whether only words lie in ``lo``-``hi``: names with digits in them ("Llama-2-70B", "RTX
    4090", "Q4_K_M") and percentages are words here, a number standing alone is not."""
    if hi - lo > reach or _SENTENCE_END.search(text, lo, hi):
        return False
    names = [m for c in _NAMED for m in doc.near(c, max(0, lo - 24), hi)]
    for stray in _STRAY.finditer(text, lo, hi):
        if not any(m.start <= stray.start() < m.end for m in names):
            return False
    return not any(lo <= f.start < hi for f in others)


def _make(anchor: _Figure, m: re.Match[str]) -> _Figure:
    """A figure of the anchor's unit, metric and kind at the bare number ``m`` read."""
    lo = _num(m.group("n"))
    hi = m.group("hi") if "hi" in m.re.groupindex else None
    # "down from 45", "up from 30": the value the change started from
    role = "before" if "up" in m.re.groupindex and m.group("up") else None
    vmin, vmax, value, end = None, None, lo, m.end("n")
    if hi:
        vmin, vmax = sorted((lo, _num(hi)))
        value, end = round((vmin + vmax) / 2, 6), m.end("hi")
    return replace(
        anchor, start=m.start("n"), end=end, value=value, vmin=vmin, vmax=vmax, role=role,
        label=None, stat=None, qualifier=None,
    )  # fmt: skip


def _names_other(text: str, m: re.Match[str]) -> bool:
    """Whether the last words before the number name another measure or a setting: "with a
    max batch of 32" (a subject further back is only whose run it was: "the GPU box gets")."""
    cue = " ".join(text[max(m.start(), m.start("n") - 40) : m.start("n")].split()[-2:])
    if _LOAD_CHANGES.search(text, max(0, m.start("n") - 48), m.start("n")):
        return True  # "… tok/s when the batch size rises from 2 to 28": the load's change
    return bool(_SETTING.search(cue) or _OTHER_MEASURE.search(cue))


# a load that changes: "concurrency rises from", "the batch size grows from", "users go from"
_LOAD_CHANGES = re.compile(
    r"(?<![a-z])(?:concurrency|batch(?:[ \t\-]size)?|bs|users|requests|streams|clients)"
    r"[ \t]{1,2}(?:[a-z]{2,12}[ \t]{1,2}){0,2}from[ \t]{1,2}[~≈*`_]{0,2}$",
    re.IGNORECASE,
)


def _weak_near(m: re.Match[str]) -> bool:
    """Whether a listed subject's number follows it with no word of approximation, or "at"."""
    near = (m.group("near") or "").strip().lower()
    return near in ("", "at")


# a model's size names a run's subject: "…, the 70B at 12"
_MODEL_SIZE = re.compile(r"(?<![\w.])\d{1,4}(?:\.\d{1,2})?[bm](?![\w])", re.IGNORECASE)


def _names_subject(text: str, m: re.Match[str], doc: _Doc) -> bool:
    """Whether a listed subject's words end on a name the text knows (an engine, a card, a
    precision), a model's size or a runner of models: "…, SGLang 61" and "…, the 70B at 12"
    list a run; "…, context 4096" and "…, the fan at 60" do not."""
    lo, end = m.start("who"), m.end("who")
    if any(n.end == end for c in (*_NAMED, "mode") for n in doc.near(c, lo, end)):
        return True
    return bool(_MODEL_SIZE.search(text, lo, end) or _RUNNER.search(text, lo, end))


def _after(
    text: str, at: int, stop: int, figures: list[_Figure], doc: _Doc
) -> re.Match[str] | None:
    """The nearest cue and bare number after ``at`` that only words separate from it."""
    m = _ARROW.match(text, at, stop)
    if m is not None:
        return m
    m = _BRACKET_OPEN.match(text, at, stop)
    if m is not None and _BRACKET_ITEM.match(text, m.end(), stop):
        return m
    best: re.Match[str] | None = None
    for pattern in (_CUE, _LISTED, _CJK_CUE):
        m = pattern.search(text, at, stop)
        if m is None or (best is not None and m.start() >= best.start()):
            continue
        if m.re is _LISTED and _weak_near(m) and not _names_subject(text, m, doc):
            continue
        if _gap_ok(text, at, m.start(), figures, doc) and not _names_other(text, m):
            best = m
    return best


def _bracket(text: str, at: int, stop: int, anchor: _Figure) -> list[_Figure]:
    """The labelled runs of a bracket after the anchor, all or none: "(52 code; 33 prose)"."""
    got: list[_Figure] = []
    for _ in range(MAX_CHAIN):
        m = _BRACKET_ITEM.match(text, at, stop)
        if m is None or _UNIT_WORD.fullmatch(m.group("label")) or UNIT_ONLY.match(m.group("label")):
            return []
        if not paired(anchor.value, value := _num(m.group("n"))):
            return []
        got.append(
            replace(
                anchor, start=m.start("n"), end=m.end("n"), value=value, vmin=None, vmax=None,
                role=None, label=None, stat=None, qualifier=None,
            )
        )  # fmt: skip
        at = m.end()
        if m.group("sep") == ")":
            return got
    return []


def continued_figures(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], fresh: Callable[[_Figure], bool]
) -> list[_Figure]:
    """The bare numbers of ``seg`` that continue a token rate of ``figures`` (module doc)."""
    out: list[_Figure] = []
    for anchor in sorted(figures, key=lambda f: f.start):
        if len(out) >= MAX_FIGURES:
            break
        if not _is_rate(anchor):
            continue
        at = anchor.end
        for _ in range(MAX_CHAIN):
            stop = min(seg.end, at + _REACH)
            m = _after(text, at, stop, figures, doc)
            if m is None:
                break
            if m.re is _BRACKET_OPEN:
                out.extend(f for f in _bracket(text, m.end(), stop, anchor) if fresh(f))
                break
            fig = _make(anchor, m)
            if not (
                (m.re is _CJK_CUE or _ENDS.match(text, m.end()))
                and paired(anchor.value, fig.value)
                and fresh(fig)
                and not is_expected_after(text, fig.end)  # "(vs ~61 expected)": foreseen
            ):
                break
            out.append(fig)
            at = fig.end
    return out


def _marked(
    text: str, seg: _Span, figures: list[_Figure], fresh: Callable[[_Figure], bool]
) -> list[_Figure]:
    """The number a word after it marks as the baseline ("FP16 の 30 に対して Q4 は 78
    tok/s", "FP16 의 30 대비"), with a token rate near it in the same sentence."""
    rates = [f for f in figures if _is_rate(f)]
    out: list[_Figure] = []
    for m in _MARKED_NUM.finditer(text, seg.start, seg.end):
        near = [f for f in rates if paired(f.value, _num(m.group("n")))]
        if near and fresh(fig := _make(near[0], m)):
            out.append(fig)
    return out


def _unit_first_changes(
    text: str, seg: _Span, doc: _Doc, fresh: Callable[[_Figure], bool]
) -> list[_Figure]:
    """Both sides of "t/s … (21 -> 27)": a rate's unit named first, its change in brackets."""
    out: list[_Figure] = []
    for m in _UNIT_THEN_CHANGE.finditer(text, seg.start, seg.end):
        if _NUMBER_BEFORE.search(text, max(seg.start, m.start() - 8), m.start()):
            continue  # "45 t/s (…)": the unit of a figure read already
        sides = change_sides(text, m, 0, seg, doc, reach=40)
        if sides is not None and all(fresh(f) for f in sides):
            out.extend(sides)
    return out


def continued(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """Every bare figure of ``seg`` whose unit a figure or a unit before it in ``seg`` states;
    ``covered`` says where a number was read already."""
    arrow = _ANY_ARROW.search(text, seg.start, seg.end) is not None
    if not figures and not arrow:
        return []
    asked: list[int | None] = []  # where a question in ``seg`` starts, worked out when asked

    def fresh(fig: _Figure) -> bool:
        if fig.start in starts or covered(fig.start):
            return False
        if any(f.start <= fig.start < f.end for f in figures):
            return False
        if not asked:
            asked.append(question_start(text, seg))
        if not stated_bare(text, seg, fig.start, fig.end, asked[0]):
            return False
        starts.add(fig.start)
        return True

    starts = {f.start for f in figures}
    out = continued_figures(text, seg, doc, figures, fresh)
    if _MARKER_WORD.search(text, seg.start, seg.end):
        out.extend(_marked(text, seg, figures, fresh))
    if arrow:
        out.extend(_unit_first_changes(text, seg, doc, fresh))
    out.extend(named_sides(text, seg, doc, figures, fresh))  # "Q4 14 vs Q8 7 tok/s"
    out.extend(coordinated_figures(text, seg, doc, figures + out, fresh))  # "…, 73 steady"
    out.extend(unit_last_figures(text, seg, doc, figures + out, fresh))  # "38 with Q8_0 and 52 t/s"
    return out


def next_sentence_figures(text: str, seg: _Span, before: list[_Figure], doc: _Doc) -> list[_Figure]:
    """The bare rate of a sentence with no figure of its own that continues the sentence
    before it ("… 1,100 tokens per second. The fastest GPU setup manages roughly 300.")."""
    if not before or seg.end - seg.start > _NEXT_LONGEST:
        return []
    rates = [f for f in before if _is_rate(f)]
    if not rates:
        return []
    anchor = rates[-1]
    m = _NEXT.match(text, seg.start, seg.end)
    if m is not None and not (
        _RUNNER.search(text, seg.start, m.start("n"))
        or any(doc.near(c, seg.start, m.start("n")) for c in (*_NAMED, "mode"))
    ):
        return []  # the verb's subject runs no model
    if m is None:
        m = _CUE.search(text, seg.start, seg.end)
        if m is None or not _gap_ok(text, seg.start, m.start(), [], doc, _NEXT_GAP):
            return []
    if _names_other(text, m) or not _ENDS.match(text, m.end()):
        return []
    if _STRAY.search(text, m.end(), seg.end):
        return []  # another number of its own: the sentence is not a continuation
    fig = _make(anchor, m)
    if not paired(anchor.value, fig.value):
        return []
    if not stated_bare(text, seg, fig.start, fig.end, question_start(text, seg)):
        return []
    return [fig]
