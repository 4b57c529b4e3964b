"""Find performance figures in free text and what the words around each one name.

Pure, deterministic and offline: ``extract_claims(text, vocabulary, source, title)`` returns
:class:`~watcher.claims.models.Claim` values. No model, no network, no database.

How a figure is read
    - Units: throughput (tok/s, tokens/s, tokens per second, t/s, TPS), time to first token
      and per-token latency (s, ms, ms/token; only next to TTFT/TPOT/ITL words), memory
      (GB, GiB, MiB, MB; only next to memory words, never a card's capacity), speedups
      (2.5x; only next to speed-up words, never "1x H200").
    - Numbers: ranges (202-211, 202 to 211), thousands separators (21,924), decimals, "±".
      A number glued to letters, '#', '$', '.', '-' or '/' (H200, #46927, $2.50, v0.9.0,
      2026-11-14) is never a figure.
    - Lines such as ``Output token throughput (tok/s):  1587.53`` (bench_serving output).
    - Markdown tables row by row: a cell's unit and metric come from its column header (or
      the row's label when the header has none); the row's other cells are its context.

What a figure names (engine, mode, hardware, GPU count, precision, concurrency, context)
    is looked up from nearest to farthest: the figure's own sentence (or table row and
    column header), earlier text in the same paragraph (or the table's caption), earlier
    text in the document, then the title; a PR or release source whose repository belongs
    to an engine implies that engine (``engine_implied``).

Untrusted input: every pattern holds literals and bounded quantifiers only, text longer
than ``MAX_TEXT`` characters is cut, each figure reads a bounded window of context, and at
most ``MAX_FIGURES`` figures are read per text, so run time stays linear in the input and
bounded overall (``benchmarks/claims_speed.py`` measures it).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field

from watcher.claims.layout import Layout, render
from watcher.claims.models import (
    DECODE,
    E2E,
    MEMORY,
    OUTPUT,
    PREFILL,
    SPEEDUP,
    TOTAL,
    TPOT,
    TTFT,
    Claim,
)
from watcher.claims.names import Lexicon, Mention, lexicon_for
from watcher.claims.normalize import normalise, prepare
from watcher.claims.standing import classify
from watcher.rules.models import Vocabulary

MAX_TEXT = 200_000
PLAIN_MODE = "ar"  # what a negated drafting mode ("without eagle") means
MAX_CLAIM_TEXT = 400
LOCAL_REACH = 300  # a figure's own context: its sentence, at most this far either side
BLOCK_REACH = 1000  # earlier text of its paragraph read for counts and concurrency
MAX_FIGURES = 500  # per text: no real PR body or release note holds more

_NUM = (
    r"(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,12})?(?![,\d])"  # 21,924 and 1,100.5
    r"|\d{1,3}(?: \d{3})+(?![\d,.]|[ ]\d)"  # 1 250 (thin spaces are plain ones after NFKC)
    r"|\d{1,6},\d{1,2}(?![\d,])"  # 66,86: a decimal comma
    r"|\d{1,12}(?:\.\d{1,12})?)"
    r"(?:[kK](?![A-Za-z0-9]))?"  # 2.3k
)
_SP = r"[ \t\u00a0]{0,3}"
_TPOT_UNIT = (
    r"ms" + _SP + r"/" + _SP + r"tok(?:en)?s?"
    r"|ms[ \t]{1,3}per[ \t]{1,3}(?:output[ \t]{1,3})?token"
    r"|ms" + _SP + r"/" + _SP + r"t(?![a-z/])"  # llama.cpp's "ms/t" column
)
_TOKS_UNIT = (
    r"(?:(?:output|generated|input|prompt)[ \t]{1,2})?"  # "10,000 output tokens per second"
    r"(?:(?:tok(?:en)?s?|tk)" + _SP + r"/" + _SP + r"s(?:ec(?:ond)?)?"
    r"|tok(?:en)?s?[ \t\-]{1,3}per[ \t\-]{1,3}sec(?:ond)?)|t/s|tps"
)
_MEM_UNIT = r"GiB|GB|MiB|MB|TiB|TB"
_TIME_UNIT = r"ms|milliseconds?|msec|s|secs?|seconds?"
_SPEED_UNIT = r"x|×"
_UNITS = (
    rf"(?P<tpot>{_TPOT_UNIT})|(?P<toks>{_TOKS_UNIT})|(?P<mem>{_MEM_UNIT})|"
    rf"(?P<time>{_TIME_UNIT})|(?P<speed>{_SPEED_UNIT})"
)

FIGURE = re.compile(
    rf"(?<![A-Za-z0-9_.,$€£#/\-–])(?P<lo>{_NUM})"
    rf"(?:{_SP}(?:-|–|—|to|~){_SP}(?P<hi>{_NUM}))?"
    rf"(?:{_SP}(?:±|\+/-){_SP}(?:{_NUM}))?"
    rf"\+?{_SP}(?:{_UNITS})(?![A-Za-z0-9_])",
    re.IGNORECASE,
)
UNIT_ONLY = re.compile(rf"(?:{_UNITS})(?![A-Za-z0-9_])", re.IGNORECASE)
UNIT_ANYWHERE = re.compile(rf"(?<![A-Za-z0-9_])(?:{_UNITS})(?![A-Za-z0-9_])", re.IGNORECASE)
LABELLED = re.compile(
    rf"(?P<label>[A-Za-z][A-Za-z0-9 ./_#-]{{0,60}}?)[ \t]{{0,2}}\((?P<unit>[^()\n]{{1,24}})\)"
    rf"[ \t]{{0,3}}[:=][ \t]{{0,60}}(?P<lo>{_NUM})(?![\d.])"
)
NUMBER = re.compile(
    rf"(?<![A-Za-z0-9_.#$])(?P<lo>{_NUM})(?:{_SP}(?:-|–|to){_SP}(?P<hi>{_NUM}))?"
    rf"(?P<x>{_SP}[x×])?(?![\w.])",
    re.IGNORECASE,
)

_PREFILL = re.compile(
    r"prefill|pre-fill|prompt[ \t\-]?processing|prompt[ \t]eval(?:uation)?|(?<![a-z])pp\d{0,6}"
    r"(?![a-z])|input[ \t]tok(?:en)?s?|encod(?:ed|ing)|prompt[ \t]throughput"
    r"|(?<![a-z])input:|(?<![a-z])prompt[ \t]{0,2}[:(]|(?<![a-z])prompt[ \t_]?(?:tps|t/s|tok)",
    re.IGNORECASE,
)
_DECODE = re.compile(
    r"decod(?:e|ing|ed)|generation|generat(?:e|ing|ed)|(?<![a-z])tg\d{0,6}(?![a-z])"
    r"|output[ \t]tok(?:en)?s?|(?<!prompt )eval[ \t]time|gen[ \t]throughput"
    r"|token[ \t]generation|output[ \t]throughput|(?<![a-z])output:|(?<![a-z])gen(?![a-z])",
    re.IGNORECASE,
)
_PHASE_AFTER = re.compile(
    r"[ \t]{1,2}\(?(pp|tg|prompt[ \t\-]?eval|prompt[ \t\-]processing|prefill|generation|decode)"
    r"(?:\d{1,6})?(?![a-z])",
    re.IGNORECASE,
)
_NEGATED = re.compile(
    r"(?:without|w/o|no|non|disable[ds]?)[ \t\-]{1,2}(?:an?[ \t])?$", re.IGNORECASE
)
# "speculative decoding disabled", "MTP off": negated after the name
_NEGATED_AFTER = re.compile(
    r"[ \t]{0,2}(?:decoding[ \t]{1,2})?(?:is[ \t]|was[ \t])?(?:disabled|turned[ \t]off|off\b)",
    re.IGNORECASE,
)
# "... than H100", "2.1x H100" compare; "1x H200" counts GPUs (an integer before the x)
_COMPARED = re.compile(
    r"(?:vs\.?|versus|than|over)(?:[ \t]{1,2}the)?[ \t]{0,2}$|\d\.\d{1,3}[x×][ \t]{0,2}$",
    re.IGNORECASE,
)
_TIMES_BEFORE = re.compile(r"\d[x×][ \t]{0,2}$")
# "outperforms llama.cpp by", "faster than vLLM", "compared to SGLang": a baseline, not the
# subject of the figure, wherever it sits in the sentence.
_BASELINE = re.compile(
    r"(?:outperform(?:s|ed|ing)?|than|vs\.?|versus|compared[ \t](?:to|with)|relative[ \t]to"
    r"|over|beats?)[ \t]{1,2}(?:the[ \t]{1,2})?(?:stock[ \t]{1,2}|baseline[ \t]{1,2})?$",
    re.IGNORECASE,
)
# "vs QWen2.5-3B on vLLM", "than the H100": a comparison keyword earlier in the same clause
_BASELINE_FAR = re.compile(
    r"(?:(?<![a-z])than|(?<![a-z])vs\.?|(?<![a-z])versus|compared[ \t](?:to|with)|relative[ \t]to"
    r"|相比|比)(?:[^,.;:()\n。，；]|(?<=\d)\.(?=\d)){0,40}$",
    re.IGNORECASE,
)
_CAPACITY_AFTER = re.compile(
    r"[ \t]{0,2}(?:of[ \t](?:unified[ \t])?(?:memory|vram|ram|hbm)|unified[ \t]memory|gpus?\b"
    r"|cards?\b|vram|hbm)",
    re.IGNORECASE,
)
_PAIR_BEFORE = re.compile(rf"(?<![\w.,/])(?P<n>{_NUM})[ \t]{{0,2}}(?:/|→|->)[ \t]{{0,2}}$")
_GAP_TO_GPU = re.compile(r"[ \t]{0,2}(?:(?:nvidia|amd|geforce)[ \t]{1,2})?", re.IGNORECASE)
# aggregate output of a server under load (bench_serving, vLLM's engine log)
_OUTPUT = re.compile(
    r"output[ \t]token[ \t]throughput|generation[ \t]throughput|aggregate[ \t](?:output|throughput)"
    r"|system[ \t]throughput|total[ \t]output|output[ \t]throughput|输出吞吐|出力スループット",
    re.IGNORECASE,
)
# end-to-end request time
_E2E = re.compile(
    r"(?<![a-z])(?:e2e|end[ \t\-]to[ \t\-]end|(?<!token[ \t])(?<!token-)latency|total[ \t_]?time"
    r"|total[ \t]duration|generated[ \t]in|finished[ \t]in|response[ \t]time)",
    re.IGNORECASE,
)
_TOTAL = re.compile(r"total[ \t](?:tok(?:en)?s?[ \t])?throughput", re.IGNORECASE)
_TTFT = re.compile(r"ttft|time[ \t\-]to[ \t\-]first[ \t\-]token|first[ \t\-]token", re.IGNORECASE)
_TPOT = re.compile(
    r"tpot|(?<![a-z])itl(?![a-z])|inter[ \t\-]token|per[ \t\-]token|per[ \t](?:output|generated)"
    r"[ \t]token|time[ \t]per[ \t]"
    r"(?:output[ \t])?token|token[ \t]latency|ms/tok",
    re.IGNORECASE,
)
_MEMORY = re.compile(
    r"memory|vram|(?<![a-z])ram(?![a-z])|peak(?:ed|s)?|footprint|weights|kv[ \t]?cache|"
    r"(?<![a-z])fit(?:s|ting)?[ \t]in(?:to)?(?![a-z])|"
    r"needs?|requires?|(?<![a-z])uses?(?![a-z])|used|usage|consum|occup|allocat",
    re.IGNORECASE,
)
_CAPACITY = re.compile(
    r"(?:with|has|have|having|card|cards)[ \t]{1,3}(?:an?[ \t]{1,3})?$", re.IGNORECASE
)
_SPEEDUP = re.compile(
    r"speed[ \t\-]?ups?|faster|higher|improv|boost|better|throughput|accelerat|gain|"
    r"quicker|(?<![a-z])up[ \t]to|(?<![a-z])over(?![a-z])|(?<![a-z])vs\.?(?![a-z])|versus",
    re.IGNORECASE,
)
_GPU_AFTER = re.compile(
    r"[ \t]{0,2}(?:nvidia[ \t]|amd[ \t]|geforce[ \t])?(?:gpus?\b)", re.IGNORECASE
)
_PER_USER = re.compile(
    r"per[ \t\-]?(?:user|request|stream)|/user|/req(?:uest)?\b|tps/user|each[ \t](?:user|request)"
    r"|single[ \t\-](?:stream|request|user)|平均",
    re.IGNORECASE,
)
_STAT = re.compile(r"(?<![a-z])(mean|median|avg|average|p\d{2}|max|min)(?![a-z])", re.IGNORECASE)
# A key whose own words carry the unit: JSON-ish logs ("generationTPS": 81.8, "ttftMs": 312)
# and summary lines ("decode_TPS   mean= 138.49"). Bounded key, bounded gaps.
_KEYVAL = re.compile(
    r"(?<![\w\"])\"?(?P<key>[A-Za-z][A-Za-z0-9_]{1,40})\"?[ \t]{0,12}"
    r"(?:(?P<stat>mean|median|avg|average|p\d{2})[ \t]{0,2})?[:=][ \t]{0,3}"
    r"(?P<lo>\d{1,12}(?:\.\d{1,20})?)(?![\d.]|[ \t]{0,2}[%±/]|[ \t]{0,2}"
    rf"(?:{_TPOT_UNIT}|{_TOKS_UNIT}|{_MEM_UNIT}|{_TIME_UNIT}|{_SPEED_UNIT})(?![A-Za-z0-9_]))",
    re.IGNORECASE,
)
_KEY_WORDS = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|_")
# A spread, not a claim: "std= 0.38", "± 15.44" are handled by FIGURE; min/max next to a mean.
_SPREAD_BEFORE = re.compile(
    r"(?<![a-z])(?:std|stdev|stddev|sd|cv|sigma)[ \t]{0,2}[=:]?[ \t]{0,6}$", re.IGNORECASE
)
_MINMAX_BEFORE = re.compile(r"(?<![a-z])(?:min|max)[ \t]{0,2}[=:][ \t]{0,6}$", re.IGNORECASE)
_MEAN_KEY = re.compile(r"(?<![a-z])(?:mean|median|avg)[ \t]{0,2}[=:]", re.IGNORECASE)
# llama-bench style phase lines with no unit: "Token generation: 111.95 ± 2.45" (mean ± sd, t/s)
_PHASE_PM = re.compile(
    r"(?<![\w])(?P<label>prompt[ \t\-]?(?:eval(?:uation)?|processing)|(?:token|text)[ \t]generation"
    r"|pp[ \t]?\d{1,6}|tg[ \t]?\d{1,6})[ \t]{0,2}[:=][ \t]{0,3}"
    rf"(?P<lo>{_NUM})[ \t]{{0,2}}(?:±|\+/-)[ \t]{{0,2}}(?:{_NUM})(?!\w|\.\d|[ \t]{{0,2}}[A-Za-z/])",
    re.IGNORECASE,
)
_FROM_BEFORE = re.compile(r"(?<![a-z])(?:up[ \t]from|from|was)[ \t]{1,3}\**`?$", re.IGNORECASE)
_GOAL_BEFORE = re.compile(
    r"(?:(?<![a-z])aim(?:s|ing|ed)?[ \t](?:for|at|to)|(?<![a-z])target(?:s|ing|ed)?(?![a-z])"
    r"|(?<![a-z])goal(?![a-z])|milestone|to[ \t]at[ \t]least|≥|>=|=>"
    r"|(?<![a-z])reach[ \t]and[ \t]sustain"
    r"|(?<![a-z])(?:want|hope|plan)s?[ \t]to[ \t](?:reach|hit|get)|目标)[^.;\n。]{0,40}$",
    re.IGNORECASE,
)
_ESTIMATE_BEFORE = re.compile(
    r"(?<![a-z])(?:would|could|estimated?|projected|expected[ \t]to|theoretical(?:ly)?|potentially)"
    r"(?![a-z])[^.;\n]{0,30}$",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"(?<![a-z])(?:can|could|will|would|does|is[ \t]it)[ \t][^?]{0,80}\?[ \t]*$", re.IGNORECASE
)
_FROM_TO = re.compile(r"(?<![a-z])from[ \t]{1,3}$", re.IGNORECASE)
# "needs 17 GiB of VRAM", "would use around 29 GB of memory": usage, not a card's size
_USE_BEFORE = re.compile(
    r"(?<![a-z])(?:needs?|requires?|uses?|used|using|consumes?|takes?|occupies|peaks?|peaked"
    r"|allocates?)(?![a-z])[^.;\n\d]{0,14}$",
    re.IGNORECASE,
)
_USED_AFTER = re.compile(r"[ \t]{0,2}(?:used|usage|in[ \t]use|peak|consumed)", re.IGNORECASE)

_COUNT_BEFORE = re.compile(
    r"(?:(?P<n>\d{1,4})[ \t]{0,2}[x×*][ \t]{0,2}|(?P<m>\d{1,4})[ \t]{1,2}|"
    r"(?P<w>a[ \t]single|single|one|an?|dual|two|four|eight)[ \t\-]{1,2})"
    r"(?:nvidia[ \t]|amd[ \t]|geforce[ \t])?$",
    re.IGNORECASE,
)
_COUNT_TEXT = re.compile(
    r"(?<![A-Za-z0-9_.])(?P<cjk>\d{1,4})[ \t]?(?:张|块)?卡|(?P<one>单卡)|(?P<two>双卡)|"
    r"(?<![\w.])(?P<n>\d{1,4})[ \t\-]?(?:x[ \t]?)?gpus?(?![a-z])|"
    r"(?<![a-z])(?:tp|tp[_\-]size|tensor[ \t\-]parallel(?:ism|[ \t]size)?)[ \t]{0,2}[=:]?[ \t]{0,2}"
    r"(?P<tp>\d{1,4})(?!\w|\.\d)|--tp(?:-size)?[ =](?P<tp2>\d{1,4})",
    re.IGNORECASE,
)
_WORD_COUNTS = {
    "a single": 1,
    "single": 1,
    "one": 1,
    "a": 1,
    "an": 1,
    "dual": 2,
    "two": 2,
    "four": 4,
    "eight": 8,
}

_CONCURRENCY_ONE = re.compile(
    r"one[ \t]request[ \t]at[ \t]a[ \t]time|single[ \t\-](?:request|stream|user|batch|sequence)"
    r"|(?<![a-z])unbatched|one[ \t](?:user|stream|sequence)[ \t]at[ \t]a[ \t]time"
    r"|(?:batch|concurrency)[ \t]of[ \t]one",
    re.IGNORECASE,
)
_CONCURRENCY_N = re.compile(
    r"(?<![a-z\-])(?:max[ \t_\-]?concurrency|concurrency|batch[ \t_\-]?size|batch|bs)"
    r"[ \t]{0,2}(?:of|=|:)?[ \t]{0,2}(?P<n>\d{1,6})(?!\w|\.\d)"
    r"|(?<![\w.,])(?P<m>\d{1,3}(?:,\d{3})+|\d{1,6})[ \t]{1,2}(?:concurrent|parallel|simultaneous)"
    r"(?:[ \t]{1,2}(?:requests|users|streams))?",
    re.IGNORECASE,
)
_CONTEXT = re.compile(
    r"(?<![\w.])(?P<k>\d{1,4}(?:\.\d)?)[ \t]?(?P<unit>[kKmM])[ \t\-]?(?:tokens?[ \t])?"
    r"(?:context|ctx)(?![a-z])"
    r"|(?<![a-z])(?:context|ctx)(?:[ \t_\-]?(?:length|len|size|window))?[ \t]{0,2}(?:of|=|:)?"
    r"[ \t]{0,2}(?P<n>\d{1,3}(?:,\d{3})+|\d{1,7})(?P<unit2>[kK])?(?![\w.])"
    r"|(?<![\w\-])-c[ \t](?P<c>\d{2,7})(?![\w.])",
    re.IGNORECASE,
)
_VERSION_AFTER = re.compile(
    r"[ \t]{0,2}(?:\(|version[ \t])?(?P<v>v?\d{1,4}\.\d{1,4}(?:\.\d{1,4}){0,2}"
    r"(?:[.\-]?(?:post|rc|dev)\d{0,3})?|b\d{3,5})(?![\w.]|\.\d)",
    re.IGNORECASE,
)
_VERSION_ANY = re.compile(r"(?<![\w.])v\d{1,4}\.\d{1,4}(?:\.\d{1,4}){0,2}(?![\w.]|\.\d)")
_PR = re.compile(
    r"github\.com/(?P<repo1>[\w.\-]{1,100}/[\w.\-]{1,100})/pull/(?P<n1>\d{1,7})"
    r"|(?<![\w/])(?P<repo2>[A-Za-z0-9][\w.\-]{0,99}/[A-Za-z0-9][\w.\-]{0,99})#(?P<n2>\d{1,7})"
    r"|(?<![a-z])(?:PR|pull[ \t]request)[ \t]{0,2}#?(?P<n3>\d{1,7})(?!\d)",
    re.IGNORECASE,
)
_COMMIT = re.compile(
    r"(?<![a-z])commit[ \t:]{1,3}(?P<sha>[0-9a-f]{7,40})(?![0-9a-z])", re.IGNORECASE
)
_SOURCE_PR = re.compile(r"^(?P<repo>[\w.\-]{1,100}/[\w.\-]{1,100})#(?P<n>\d{1,7})$")
_APPROX_CELL = re.compile(r"^(?:~|≈|about[ \t]|approx\.?[ \t]|ca\.[ \t])[ \t]{0,2}", re.IGNORECASE)
_SOURCE_REPO = re.compile(r"^(?P<repo>[\w.\-]{1,100}/[\w.\-]{1,100})$")
_SOURCE_URL = re.compile(
    r"github\.com/(?P<repo>[\w.\-]{1,100}/[\w.\-]{1,100})/"
    r"(?:(?:pull|issues)/(?P<n>\d{1,7})|releases/tag/(?P<tag>[^\s/?#]{1,100}))"
)
_CLAUSE_SEP = re.compile(r";|[ \t]and[ \t]")
_SENTENCE_END = re.compile(r"(?<=[.!?])[ \t]{1,10}(?=[^\s])|\n")
_TABLE_SEPARATOR = re.compile(r"^[\s|:\-+]{3,}$")
_SETUP_HEADER = re.compile(
    r"(?P<gpu>gpus?(?:[ \t]?(?:num|count|#))?|#[ \t]?gpus?|tp(?:[ \t_]size)?|n_?gpu)"
    r"|(?P<conc>concurrency|batch(?:[ \t_]?size)?|bs|b|max[ \t_]concurrency|users)"
    r"|(?P<ctx>context(?:[ \t_]?(?:length|len|size))?|ctx)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Span:
    start: int
    end: int


@dataclass
class _Figure:
    start: int
    end: int
    value: float
    vmin: float | None
    vmax: float | None
    unit: str
    metric: str
    kind: str = "absolute"
    label: str | None = None
    stat: str | None = None
    role: str | None = None  # "before": the first side of a from/to change
    qualifier: str | None = None  # "estimate"


@dataclass
class _Local:
    """Where a figure sits: its own segment (sentence or row) and what else it may read."""

    segment: _Span
    block: _Span  # earlier text here is the next fallback (a table's caption for rows)
    text: str  # the claim's text
    extra_mentions: dict[str, list[Mention]] = field(default_factory=dict)
    header: _Span | None = None  # table rows: the table's header row
    setup: dict[str, int] = field(default_factory=dict)  # from setup columns
    sentence: _Span | None = None  # prose: the whole sentence


class _Sorted:
    """Mentions sorted by start, with range queries in O(log n + k)."""

    def __init__(self, mentions: list[Mention]) -> None:
        self.items = sorted(mentions, key=lambda m: m.start)
        self.starts = [m.start for m in self.items]
        self.members = set(self.items)

    def between(self, lo: int, hi: int) -> list[Mention]:
        """Mentions starting in [lo, hi)."""
        return self.items[bisect_left(self.starts, lo) : bisect_left(self.starts, hi)]

    def __contains__(self, m: object) -> bool:
        return m in self.members


@dataclass
class _Doc:
    text: str
    lex: Lexicon
    mentions: dict[str, list[Mention]]
    title: str
    title_mentions: dict[str, list[Mention]]
    row_spans: list[_Span]  # table rows and headers: their names never leak elsewhere
    layout: Layout | None = None
    index: dict[str, _Sorted] = field(default_factory=dict)
    pools: dict[str, _Sorted] = field(default_factory=dict)
    # names stated apart from any figure (an intro line, a setup bullet): the page's context
    context: dict[str, _Sorted] = field(default_factory=dict)
    memo: dict[tuple[object, ...], list[tuple[int, int, re.Match[str]]]] = field(
        default_factory=dict
    )
    starts: dict[tuple[object, ...], list[int]] = field(default_factory=dict)
    baseline_memo: dict[int, bool] = field(default_factory=dict)

    def scan(
        self, pattern: re.Pattern[str], start: int, end: int
    ) -> list[tuple[int, int, re.Match[str]]]:
        """Matches of ``pattern`` in text[start:end] as (start, end, match), scanned once.

        Every figure of a table row asks about the same row: scanning it once per row, not
        once per cell, keeps a 3,000-column row linear.
        """
        key = (pattern.pattern, start, end)
        hit = self.memo.get(key)
        if hit is None:
            hit = [
                (start + m.start(), start + m.end(), m)
                for m in pattern.finditer(self.text[start:end])
            ]
            self.memo[key] = hit
        return hit

    def within(
        self, pattern: re.Pattern[str], local: _Local
    ) -> list[tuple[int, int, re.Match[str]]]:
        """Matches in the figure's segment, from one scan of its whole sentence or row."""
        outer = local.sentence or local.segment
        seg = local.segment
        hits = self.scan(pattern, outer.start, outer.end)
        if outer == seg:
            return hits
        key = ("starts", pattern.pattern, outer.start, outer.end)
        starts = self.starts.get(key)
        if starts is None:
            starts = [h[0] for h in hits]
            self.starts[key] = starts
        lo = bisect_left(starts, seg.start)
        hi = bisect_left(starts, seg.end)
        return [h for h in hits[lo:hi] if h[1] <= seg.end]

    def __post_init__(self) -> None:
        spans = sorted((r.start, r.end) for r in self.row_spans)
        starts = [a for a, _ in spans]
        for category, found in self.mentions.items():
            self.index[category] = _Sorted(found)
            pool = []
            for m in found:
                i = bisect_right(starts, m.start) - 1
                in_row = i >= 0 and spans[i][0] <= m.start < spans[i][1]
                if not in_row and not self.is_baseline(m):
                    pool.append(m)
            if category == "mode":
                pool = [p for p in (_plain_if_negated(m, self) for m in pool) if p is not None]
            self.pools[category] = _Sorted(pool)

    def set_busy(self, busy: list[_Span]) -> None:
        """Record the sentences and rows that hold figures; names outside them are context."""
        spans = sorted((s.start, s.end) for s in busy)
        starts = [a for a, _ in spans]
        for category, pool in self.pools.items():
            free = []
            for m in pool.items:
                i = bisect_right(starts, m.start) - 1
                if not (i >= 0 and spans[i][0] <= m.start < spans[i][1]):
                    free.append(m)
            self.context[category] = _Sorted(free)

    def is_baseline(self, m: Mention) -> bool:
        """True for a name introduced as a comparison baseline ("faster than vLLM")."""
        known = self.baseline_memo.get(m.start)
        if known is None:
            known = self.baseline_memo[m.start] = self._is_baseline(m)
        return known

    def _is_baseline(self, m: Mention) -> bool:
        before = self.text[max(0, m.start - 48) : m.start]
        if _BASELINE.search(before[-30:]):
            return True
        far = _BASELINE_FAR.search(before)
        return far is not None and FIGURE.search(before, far.end()) is None

    def near(self, category: str, lo: int, hi: int) -> list[Mention]:
        """Mentions of ``category`` starting in [lo, hi)."""
        return self.index[category].between(lo, hi)


# ----------------------------------------------------------------------------- public


def extract_claims(
    text: str,
    vocabulary: Vocabulary,
    source: str | None = None,
    title: str | None = None,
    date: str | None = None,
) -> list[Claim]:
    """Every figure in ``text`` as a Claim, with context, standing and what is missing.

    ``source`` (``owner/repo#N`` or a URL) may imply the engine; ``title`` is context only
    (its own figures are not extracted). Claims come in document order.
    """
    return read(text, vocabulary, source=source, title=title, date=date).claims


@dataclass(frozen=True)
class Reading:
    """The claims of one text, and whether the text was cut to ``MAX_TEXT`` first."""

    claims: list[Claim]
    truncated: bool


def read(
    text: str,
    vocabulary: Vocabulary,
    source: str | None = None,
    title: str | None = None,
    date: str | None = None,
) -> Reading:
    """Like :func:`extract_claims`, also saying whether the text was truncated."""
    prepared = prepare(text or "", MAX_TEXT)
    layout = render(prepared.text)
    text = layout.text
    title = normalise(title or "")[:1000]
    lex = lexicon_for(vocabulary)
    lines = _lines(text)
    tables = _tables(text, lines)
    # a table's rows and header: their names belong to their own row or column only
    row_spans = [row for t in tables for row in (*t.rows, t.header)]
    doc = _Doc(
        text=text,
        lex=lex,
        mentions={c: lex.find(c, text) for c in ("engine", "mode", "hardware", "precision")},
        title=title,
        title_mentions={c: lex.find(c, title) for c in ("engine", "mode", "hardware", "precision")},
        row_spans=row_spans,
        layout=layout,
    )
    implied = _implied_by_source(source, lex)

    pending: list[tuple[_Figure, _Local]] = []
    busy: list[_Span] = []
    table_ranges = [_Span(t.start, t.end) for t in tables]
    for block in _blocks(text, lines, table_ranges):
        for sentence in _sentences(text, block):
            figures = _prose_figures(text, sentence, doc)
            if figures:
                busy.append(sentence)
            for fig in figures:
                if len(pending) >= MAX_FIGURES:
                    break
                near = _Span(
                    max(sentence.start, fig.start - LOCAL_REACH),
                    min(sentence.end, fig.end + LOCAL_REACH),
                )
                local = _Local(
                    segment=near,
                    block=block,
                    text=_claim_text(text, sentence, fig),
                    sentence=sentence,
                )
                pending.append((fig, local))
    for table in tables:
        busy.extend(table.rows)
        for fig, local in _table_figures(text, table, doc):
            if len(pending) >= MAX_FIGURES:
                break
            pending.append((fig, local))
    doc.set_busy(busy)
    found = [
        (fig.start, _claim(fig, local, doc, implied, source, title, date, prepared.truncated))
        for fig, local in pending
    ]
    found.sort(key=lambda pair: pair[0])
    return Reading(_in_order(found), prepared.truncated)


# ----------------------------------------------------------------------- layout helpers


def _lines(text: str) -> list[_Span]:
    spans: list[_Span] = []
    pos = 0
    for line in text.split("\n"):
        spans.append(_Span(pos, pos + len(line)))
        pos += len(line) + 1
    return spans


@dataclass
class _Table:
    start: int
    end: int
    header: _Span
    header_cells: list[str]
    rows: list[_Span]
    caption: _Span


def _cells(line: str) -> list[str]:
    stripped = line.strip()
    if stripped.startswith("|"):
        stripped = stripped[1:]
    if stripped.endswith("|") and not stripped.endswith("\\|"):
        stripped = stripped[:-1]
    return [c.strip() for c in stripped.split("|")]


def _tables(text: str, lines: list[_Span]) -> list[_Table]:
    """Runs of two or more lines with at least two '|' each (first line: the header)."""
    tables: list[_Table] = []
    i = 0
    in_code = False
    while i < len(lines):
        line = text[lines[i].start : lines[i].end]
        if line.lstrip().startswith("```"):
            in_code = not in_code
        if line.count("|") >= 2 and not _TABLE_SEPARATOR.match(line):
            j = i + 1
            while j < len(lines) and text[lines[j].start : lines[j].end].count("|") >= 2:
                j += 1
            run = lines[i:j]
            data = [s for s in run[1:] if not _TABLE_SEPARATOR.match(text[s.start : s.end])]
            has_separator = len(run) > 1 and bool(
                _TABLE_SEPARATOR.match(text[run[1].start : run[1].end])
            )
            if data and (has_separator or len(run) >= 3 or not in_code):
                caption_end = lines[i].start
                k = i - 1
                while k >= 0 and not text[lines[k].start : lines[k].end].strip():
                    k -= 1
                cap_start = caption_end
                while (
                    k >= 0
                    and text[lines[k].start : lines[k].end].strip()
                    and text[lines[k].start : lines[k].end].count("|") < 2
                ):
                    cap_start = lines[k].start
                    k -= 1
                tables.append(
                    _Table(
                        lines[i].start,
                        run[-1].end,
                        lines[i],
                        _cells(text[lines[i].start : lines[i].end]),
                        data,
                        _Span(cap_start, caption_end),
                    )
                )
            i = j
            continue
        i += 1
    return tables


def _blocks(text: str, lines: list[_Span], tables: list[_Span]) -> Iterable[_Span]:
    """Paragraphs: runs of non-blank lines outside tables."""
    start: int | None = None
    end = 0
    for line in lines:
        blank = not text[line.start : line.end].strip()
        in_table = any(t.start <= line.start <= t.end for t in tables)
        if blank or in_table:
            if start is not None:
                yield _Span(start, end)
                start = None
            continue
        if start is None:
            start = line.start
        end = line.end
    if start is not None:
        yield _Span(start, end)


def _sentences(text: str, block: _Span) -> Iterable[_Span]:
    pos = block.start
    chunk = text[block.start : block.end]
    for m in _SENTENCE_END.finditer(chunk):
        end = block.start + m.start()
        if end > pos:
            yield _Span(pos, end)
        pos = block.start + m.end()
    if pos < block.end:
        yield _Span(pos, block.end)


def _claim_text(text: str, seg: _Span, fig: _Figure) -> str:
    raw = text[seg.start : seg.end]
    if len(raw) > MAX_CLAIM_TEXT:
        lo = max(seg.start, fig.start - MAX_CLAIM_TEXT // 2)
        hi = min(seg.end, lo + MAX_CLAIM_TEXT)
        raw = ("…" if lo > seg.start else "") + text[lo:hi] + ("…" if hi < seg.end else "")
    return " ".join(raw.split()).strip(" -*>#")


# ------------------------------------------------------------------------------ figures


_DECIMAL_COMMA = re.compile(r"\d{1,6},\d{1,2}")


def _num(s: str) -> float:
    """A number as displayed: thousands separators, a decimal comma, a 'k' suffix."""
    s = s.strip()
    scale = 1000.0 if s[-1:] in ("k", "K") else 1.0
    s = s.rstrip("kK")
    s = s.replace(",", ".") if _DECIMAL_COMMA.fullmatch(s) else s.replace(",", "").replace(" ", "")
    return float(s) * scale


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
        return TPOT, "ms", "absolute"
    if groups.get("time"):
        which = _nearest_keyword(window, pivot, (TTFT, _TTFT), (TPOT, _TPOT), (E2E, _E2E))
        if which is None:
            return None
        raw = (groups["time"] or "").lower()
        return which, ("ms" if raw.startswith("m") else "s"), "absolute"
    if groups.get("mem"):
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


def _value(lo: str, hi: str | None) -> tuple[float, float | None, float | None]:
    a = _num(lo)
    if hi is None:
        return a, None, None
    b = _num(hi)
    if b < a:  # "211-202" or a date-like pair: not a range
        return a, None, None
    decimals = max(len(lo.partition(".")[2]), len(hi.partition(".")[2]))
    return round((a + b) / 2, decimals + 1), a, b


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


# ------------------------------------------------------------------------------ context


def _resolve(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The mention of ``category`` that this figure most plausibly refers to."""
    extra = local.extra_mentions.get(category) or []
    if extra:
        return extra[-1]
    own = [
        m
        for m in doc.near(category, local.segment.start, local.segment.end)
        if not (doc.is_baseline(m) and not _introduces(m, fig, doc.text))
        and not (
            m.start >= fig.end
            and (
                _COMPARED.search(doc.text[max(fig.start, m.start - 12) : m.start])
                or (
                    category != "hardware"  # "3x vLLM" compares; "1x H200" counts GPUs
                    and _TIMES_BEFORE.search(doc.text[max(fig.start, m.start - 6) : m.start])
                )
                or _owns_next_figure(m, fig, local.segment, doc)
            )
        )
    ]
    if category == "mode":
        # "without eagle", "no speculation": a negated drafting mode is plain decoding
        own = [p for p in (_plain_if_negated(m, doc) for m in own) if p is not None]
    if own:
        best = min(own, key=lambda m: (_distance(m, fig), m.start < fig.start))
        if category == "hardware" and _in_list(best, own, doc):
            return None  # "(A100, H100, GB200)": no single GPU is named
        return best
    pool = doc.pools[category]
    lo = bisect_left(pool.starts, local.block.start)
    hi = bisect_left(pool.starts, min(local.block.end, fig.start))
    if hi > lo:  # earlier in the same paragraph, item or table caption: if it names one
        earlier = pool.items[lo:hi]
        if len({m.name for m in earlier[-50:]}) == 1:
            return earlier[-1]
        return None
    block_end = bisect_left(pool.starts, local.block.end)
    if 0 < block_end - lo <= 50:
        in_block = pool.items[lo:block_end]
        if len({m.name for m in in_block}) == 1:
            return in_block[0]
    return _outer(category, fig, local, doc)


def _outer(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """Beyond the figure's block: the list's lead-in, the headings above, the page, the title."""
    layout = doc.layout
    if layout is not None:
        lead = layout.lead_ins.get(local.block.start)
        if lead is not None:
            named = [m for m in doc.near(category, lead.start, lead.end) if not doc.is_baseline(m)]
            if named:
                return named[-1]
        level = 7
        for span, depth in reversed(layout.headings):
            if span.start >= fig.start or depth >= level:
                continue
            level = depth
            named = [m for m in doc.near(category, span.start, span.end) if not doc.is_baseline(m)]
            if len({m.name for m in named}) == 1:
                return named[-1]
    context = doc.context.get(category) or doc.pools[category]
    names = {m.name for m in context.items} | {m.name for m in doc.title_mentions[category]}
    if len(names) == 1:
        return (context.items or doc.title_mentions[category])[0]
    return None


_BY = re.compile(r"(?<![a-z])by(?![a-z])", re.IGNORECASE)  # "outperforms X by 2x"


def _introduces(m: Mention, fig: _Figure, text: str) -> bool:
    """True when the figure closely follows the name ("autoregressive baseline of 165 tok/s")."""
    if not (m.end <= fig.start and fig.start - m.end <= 20):
        return False
    return not _BY.search(text[m.end : fig.start])


def _plain_if_negated(m: Mention, doc: _Doc) -> Mention | None:
    """A negated mode mention as the plain ("ar") mode, or the mention itself."""
    if not _NEGATED.search(doc.text[max(0, m.start - 14) : m.start]) and not _NEGATED_AFTER.match(
        doc.text, m.end
    ):
        return m
    if m.name != PLAIN_MODE and PLAIN_MODE in doc.lex.names.get("mode", {}).values():
        return Mention("mode", PLAIN_MODE, m.start, m.end)
    return None


_LIST_GAP = re.compile(r"[\s,/&]{0,4}(?:(?:and|or)[\s,/&]{1,3})?", re.IGNORECASE)


def _in_list(m: Mention, mentions: list[Mention], doc: _Doc) -> bool:
    """True when ``m`` is one of a list of names ("A100, H100, GB200" or "H100 and H200")."""
    ordered = sorted(mentions, key=lambda x: x.start)
    i = ordered.index(m)
    neighbours = []
    if i > 0:
        neighbours.append((ordered[i - 1].end, m.start))
    if i + 1 < len(ordered):
        neighbours.append((m.end, ordered[i + 1].start))
    return any(
        b > a and _LIST_GAP.fullmatch(doc.text[a:b]) and doc.text[a:b].strip() != ""
        for a, b in neighbours
    )


def _owns_next_figure(m: Mention, fig: _Figure, seg: _Span, doc: _Doc) -> bool:
    """True when the next figure sits closer after this mention than ours sits before it.

    "680 tok/s, TensorRT-LLM 850 tok/s": TensorRT-LLM belongs to 850, not to 680.
    """
    nxt = FIGURE.search(doc.text, m.end, min(seg.end, m.end + 30))
    if nxt is None:
        return False
    if nxt.start() - m.end >= m.start - fig.end:
        return False
    return not doc.near(m.category, m.end, nxt.start())


def _distance(m: Mention, fig: _Figure) -> int:
    if m.end <= fig.start:
        return fig.start - m.end
    if m.start >= fig.end:
        return m.start - fig.end
    return 0


def _gpu_count(mention: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    if "gpu_count" in local.setup:
        return local.setup["gpu_count"]
    text = doc.text
    if mention is not None and mention.count:
        return mention.count
    if (
        mention is not None
        and mention.start < len(text)
        and text[mention.start : mention.end]
        and mention in doc.index["hardware"]
    ):
        if mention.count:
            return mention.count
        m = _COUNT_BEFORE.search(text[max(0, mention.start - 24) : mention.start])
        if m:
            if m.group("n") or m.group("m"):
                return int(m.group("n") or m.group("m"))
            return _WORD_COUNTS.get(" ".join(m.group("w").lower().split()))
    spans = [local.segment, *([local.header] if local.header is not None else [])]
    for span in spans:
        hits = (
            doc.within(_COUNT_TEXT, local)
            if span is local.segment
            else doc.scan(_COUNT_TEXT, span.start, span.end)
        )
        if hits:
            return _count_of(hits[0][2])
    begin = max(local.block.start, fig.start - BLOCK_REACH)
    earlier = text[begin : max(begin, min(local.block.end, fig.start))]
    found = list(_COUNT_TEXT.finditer(earlier))
    if found:
        last = found[-1]
        return _count_of(last)
    return None


def _count_of(m: re.Match[str]) -> int:
    if m.group("one"):
        return 1
    if m.group("two"):
        return 2
    return int(m.group("cjk") or m.group("n") or m.group("tp") or m.group("tp2"))


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
    hits = doc.scan(pattern, start, end)
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
    for span in (local.segment, local.block):
        begin, stop = span.start, span.end
        if span is local.block:
            begin = max(span.start, fig.start - BLOCK_REACH)
            stop = max(begin, min(span.end, fig.start))
        outer = (local.sentence or span) if span is local.segment else span
        ones = doc.scan(_CONCURRENCY_ONE, outer.start, outer.end)
        if any(begin <= s and e <= stop for s, e, _ in ones[:64]):
            return 1
        m = _nearest_in(doc, _CONCURRENCY_N, outer.start, outer.end, fig, (begin, stop))
        if m:
            return int((m.group("n") or m.group("m")).replace(",", ""))
    if _CONCURRENCY_ONE.search(doc.title):
        return 1
    return None


def _context(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    if "context" in local.setup:
        return local.setup["context"]
    # a context length belongs to its clause: "...; the full 128K context peaked at ..."
    clause_start = local.segment.start
    clause_end = local.segment.end
    for pos, _, _ in doc.within(_CLAUSE_SEP, local):
        if pos < fig.start:
            clause_start = pos + 1
        elif pos >= fig.end:  # a separator after the figure ends its clause
            clause_end = pos
            break
    hits = doc.within(_CONTEXT, local)
    m = None
    best = -1
    for s, e, match in hits:
        if s < clause_start or e > clause_end:
            continue
        dist = fig.start - e if e <= fig.start else max(0, s - fig.end)
        if best < 0 or dist < best:
            best, m = dist, match
    if m is None:
        return None
    if m.group("k"):
        scale = 1024 if m.group("unit").lower() == "k" else 1024 * 1024
        return int(float(m.group("k")) * scale)
    if m.group("n"):
        return int(m.group("n").replace(",", "")) * (1024 if m.group("unit2") else 1)
    return int(m.group("c"))


def _engine_refs(
    engine: Mention | None, local: _Local, doc: _Doc
) -> tuple[str | None, str | None, str | None]:
    """(version, PR, commit) named next to the engine or in the figure's segment."""
    version = pr = commit = None
    if engine is not None and engine in doc.index["engine"]:
        m = _VERSION_AFTER.match(doc.text, engine.end)
        if m:
            version = m.group("v")
    if (
        version is None
        and engine is not None
        and local.segment.start <= engine.start < local.segment.end
    ):
        hits = doc.within(_VERSION_ANY, local)
        if hits:
            version = hits[0][2].group(0)
    pr_hits = doc.within(_PR, local)
    prm = pr_hits[0][2] if pr_hits else None
    if prm:
        repo = prm.group("repo1") or prm.group("repo2")
        number = prm.group("n1") or prm.group("n2") or prm.group("n3")
        pr = f"{repo}#{number}" if repo else f"#{number}"
    commit_hits = doc.within(_COMMIT, local)
    cm = commit_hits[0][2] if commit_hits else None
    if cm:
        commit = cm.group("sha")
    return version, pr, commit


@dataclass(frozen=True)
class _Implied:
    engine: str | None = None
    pr: str | None = None
    version: str | None = None


def _implied_by_source(source: str | None, lex: Lexicon) -> _Implied:
    """A PR or release of an engine's repository implies that engine."""
    if not source:
        return _Implied()
    source = source.strip()
    bare = _SOURCE_REPO.match(source)
    if bare:
        return _Implied(lex.engine_for_repo(bare.group("repo")))
    m = _SOURCE_PR.match(source)
    if m:
        repo = m.group("repo")
        return _Implied(lex.engine_for_repo(repo), f"{repo}#{m.group('n')}")
    u = _SOURCE_URL.search(source)
    if u:
        repo = u.group("repo")
        engine = lex.engine_for_repo(repo)
        if u.group("n"):
            return _Implied(engine, f"{repo}#{u.group('n')}")
        return _Implied(engine, None, u.group("tag"))
    return _Implied()


def _claim(
    fig: _Figure,
    local: _Local,
    doc: _Doc,
    implied: _Implied,
    source: str | None,
    title: str,
    date: str | None,
    truncated: bool = False,
) -> Claim:
    engine_m = _resolve("engine", fig, local, doc)
    mode_m = _resolve("mode", fig, local, doc)
    hw_m = _resolve("hardware", fig, local, doc)
    prec_m = _resolve("precision", fig, local, doc)
    version, pr, commit = _engine_refs(engine_m, local, doc)
    engine = engine_m.name if engine_m else None
    engine_implied = False
    if engine is None and implied.engine and not _other_engine_named(doc):
        engine, engine_implied = implied.engine, True
    if engine is not None and engine == implied.engine:
        pr = pr or implied.pr
        version = version or implied.version
    mode = mode_m.name if mode_m else None
    if fig.role == "before" and mode is not None and mode != PLAIN_MODE:
        mode = PLAIN_MODE  # "from 12 to 16 tok/s with EAGLE": 12 is the baseline
    concurrency = _concurrency(fig, local, doc)
    metric = fig.metric
    per_user = _PER_USER.search(
        f"{fig.label or ''} {doc.text[local.segment.start : local.segment.end]}"
    )
    if metric == OUTPUT and per_user:
        metric = DECODE  # "Output token throughput per user": one stream's rate
    many = concurrency is not None and concurrency > 1
    if (
        metric == DECODE
        and many
        and not _PER_USER.search(doc.text[local.segment.start : local.segment.end])
    ):
        metric = OUTPUT  # many streams at once: the server's output rate
    claim = Claim(
        text=local.text,
        metric=metric,
        value=fig.value,
        unit=fig.unit,
        engine=engine,
        engine_version=version,
        mode=mode,
        hardware=hw_m.name if hw_m else None,
        gpu_count=_gpu_count(hw_m, fig, local, doc),
        precision=prec_m.name if prec_m else None,
        concurrency=concurrency,
        source=source,
        value_min=fig.vmin,
        value_max=fig.vmax,
        kind=fig.kind,  # type: ignore[arg-type]
        context=_context(fig, local, doc),
        engine_implied=engine_implied,
        engine_pr=pr,
        engine_commit=commit,
        title=title or None,
        date=date,
        label=fig.label,
        stat=fig.stat,
        qualifier=fig.qualifier,
        truncated=truncated,
    )
    return classify(claim)


def _other_engine_named(doc: _Doc) -> bool:
    """True when the text names engines but none as context (they belong to their figures)."""
    return False


def _in_order(found: list[tuple[int, Claim]]) -> list[Claim]:
    """Document order, without the same figure twice."""
    seen: set[tuple[object, ...]] = set()
    out: list[Claim] = []
    for pos, c in found:
        key = (pos, c.metric, c.value)
        if key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out
