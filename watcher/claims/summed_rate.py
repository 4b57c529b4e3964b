"""A token rate whose own label counts the prompt's and the reply's tokens together.

Reading rules §4 keep throughput metrics apart, and the labelling decisions spell out the
third kind of token rate (tests/data/claims_eval/LABELLING.md, "Metrics"): ``total_tok_s``
is input plus output ("Total Token throughput", benchmark_throughput's "total tokens/s",
GPUStack's "Total TPS", "(prompt + completion token)"). Whether the rate is one stream's or
a server's does not change which tokens it counts, so a total figure stays total under any
load.

The words that name a figure often reach it by a path that reads only part of its label: a
``Total TPS: 3922`` line is keyed by its last word ("TPS"), a table cell by its column, a
rate by the words after its unit ("4,100 tok/s (input + output)"). This reading looks at the
label as a reader sees it, once the figure's phase and load are settled, and makes a rate
read as decode or output total when

- the last phase words of its own words before it (its line's key, back to the previous
  figure's clause) name a total token rate: "Total TPS:", "total tok/s", "total tokens per
  second", "Total throughput", "总 tokens/s", "总吞吐量"; or sum both sides: "input+output
  throughput", "in+out tok/s", "(prompt + completion)", "吞吐量（输入+输出）";
- its column's or key's label says so in the same words;
- a bracket right after its unit sums both sides: "(input + output)", "(in+out)", "(prompt
  and completion tokens)". A bare "(total)" is left alone: it may sum the reply's tokens
  over many streams.

Never when the words say which side alone after the total: "total output throughput",
"total generated tokens/s", "5,000 output tok/s", "(output only)" are the reply's tokens
(reading rules §4: output throughput is its own metric). Nor does the whole or the sum
named in another language alone ("Gesamtdurchsatz", "débit total", "全体スループット", "총
처리량"): like "aggregate" throughput of a server (LABELLING, the one-stream-or-many ruling)
it is the server's output, as ``stream`` reads it; the language must name the tokens or
both sides.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.metric_pairs import LISTED_SIDE
from watcher.claims.metric_words import _TOTAL
from watcher.claims.models import DECODE, OUTPUT, TOTAL
from watcher.claims.own_words import own_words
from watcher.claims.phases import _phase_of

# the rate's own unit or word right after "total": "Total TPS", "total tok/s", "total
# tokens per second", "total_tokens_per_sec", "Total tput/GPU" (a key's underscores are spaces)
_RATE = (
    r"(?:tps|tput|throughput|t/s|tok(?:en)?s?[ \t]?/[ \t]?s(?:ec)?"
    r"|tok(?:en)?s?[ \t]per[ \t]s(?:ec(?:ond)?)?)(?![a-z])"
)
# the two sides summed: "input + output", "in+out", "prompt and completion", "prefill+decode"
_SIDES = (
    r"(?:(?<![a-z])(?:input|prompt|in|prefill|pp)(?:[ \t]tokens?)?[ \t]{0,2}(?:\+|&|and|plus)"
    r"[ \t]{0,2}(?:output|completion|generated|generation|gen|out|decode|tg)(?![a-z])"
    # "输入+输出", "入力+出力", "입력+출력": the same two sides in Chinese, Japanese, Korean
    r"|(?:输入|輸入|入力|입력)[ \t]{0,2}[+＋&和与與と및][ \t]{0,2}(?:输出|輸出|出力|출력))"
)
_SUMMED = re.compile(
    rf"(?<![a-z])total[ \t\-]{{0,2}}(?:tok(?:en)?s?[ \t]{{1,2}})?{_RATE}"
    r"|(?<![a-z])total[ \t]tok(?:en)?[ \t]rate(?![a-z])"
    # the sides as the rate's label, never as lengths ("128 input and 512 output tokens",
    # "input and output lengths of 1024"): in a bracket or a key, or right before the rate's
    # word ("input+output throughput", "in+out tok/s"), or what a rate is "of"
    rf"|[(\[（][ \t]{{0,2}}{_SIDES}(?:[ \t]tokens?)?[ \t]{{0,2}}[)\]）]"
    rf"|{_SIDES}(?:[ \t]tokens?)?[ \t]{{0,2}}(?:[:：=]|{_RATE})"
    rf"|(?:throughput|tput|tps|rate|speed)[ \t]of[ \t](?:the[ \t])?(?:both[ \t])?{_SIDES}"
    r"[ \t]tokens?(?![a-z])"
    # "总 TPS", "總 tokens/s": a total token rate in Chinese, as "总吞吐" is (``_TOTAL``)
    rf"|(?:总|總)[ \t]?(?:tok(?:en)?s?[ \t]?)?{_RATE}",
    re.IGNORECASE,
)
# "(input + output)", "(in+out)", "(prompt and completion tokens)" right after the unit
_SUMMED_AFTER = re.compile(
    r"[ \t]{0,2}(?:[a-z/]{0,12}[ \t]{0,2})?[(\[（][ \t]{0,2}"
    rf"{_SIDES}(?:[ \t]tokens?)?[ \t]{{0,2}}[)\]）]",
    re.IGNORECASE,
)
# the reply's side named alone, after the total words: "total output ...", "5,000 output
# tok/s", "(output only)", "generated tokens/s"
_ONE_SIDE = re.compile(
    r"(?<![a-z])(?:output|outputs|generated|generation|completion|decode|decoding)(?![a-z])"
    r"|输出|輸出|出力|출력|生成|생성",
    re.IGNORECASE,
)
# a word or mark every total label above holds: one cheap look before the long patterns
_MAY_SUM = re.compile(r"total|\+|＋|&|and|plus|和|与|與|と|및|总|總", re.IGNORECASE)
_AFTER_REACH = 48  # characters after the figure: its unit and a bracket, not the next clause
_BEFORE_REACH = 80  # characters of its own words before it: its line's key, its clause


def summed_rate(fig: _Figure, local: _Local, doc: _Doc, metric: str) -> str:
    """``metric``, or ``total_tok_s`` when a token rate read as decode or output is labelled
    by its own words as the prompt's and the reply's tokens together."""
    if fig.unit == "tok/s" and metric == TOTAL and _bare_total(fig, local, doc):
        return OUTPUT
    if fig.unit != "tok/s" or metric not in (DECODE, OUTPUT):
        return metric
    if doc.flags.get((LISTED_SIDE, "names the side of", fig.start)):
        return metric  # "input and output throughput: 52,000 and 9,800 tok/s": one side each
    text = doc.text
    after = text[fig.end : fig.end + _AFTER_REACH]
    if _SUMMED_AFTER.match(after):
        return TOTAL  # "4,100 tok/s (input + output)"
    if _ONE_SIDE.search(text, fig.start, fig.end) or _ONE_SIDE.search(after[:12]):
        return metric  # "5,000 output tok/s": the reply's side, whatever the key says
    before, _after = own_words(fig, local, doc)
    if _labels_total(before[-_BEFORE_REACH:]):
        return TOTAL  # "Total TPS: 3922.41"
    label = (fig.label or "").replace("_", " ")
    if label and _labels_total(label):
        return TOTAL  # a "Total tokens/s" column
    return metric


def _labels_total(words: str) -> bool:
    """True when the last phase words of ``words`` say total and nothing after them names
    the reply's side alone or another phase ("Total TPS:", not "Total TPS 900, output")."""
    end = _last_total_end(words)
    if end is None:
        return False
    rest = words[end:]
    return not _ONE_SIDE.search(rest) and _phase_of(rest) in (None, TOTAL)


def _last_total_end(words: str) -> int | None:
    """Where the last total words of ``words`` end, or None when none are there."""
    if not _MAY_SUM.search(words):
        return None  # (one cheap look first: most figures' words name no total)
    ends = [m.end() for m in _SUMMED.finditer(words)]
    ends.extend(m.end() for m in _TOTAL.finditer(words))
    return max(ends) if ends else None


# "total throughput", "总吞吐量": a total that does not say which tokens it sums ("Total token
# throughput", "Total TPS", "(prompt + completion)" do, and lmdeploy prints "throughput(total)"
# for both sides)
# "341 tok/s total": the word alone right after the rate's unit says as little
_BARE_TOTAL = re.compile(
    r"(?<![a-z])total[ \t](?:throughput|tput)|(?:总|總)[ \t]?吞吐"
    r"|(?:tok(?:en)?s?|t)[ \t]?/[ \t]?s(?:ec)?[*_]{0,2}[ \t]{1,2}total(?![a-z])(?![ \t]{0,2}[:=(])",
    re.IGNORECASE,
)
# either side's tokens named apart, as a tool prints its input and output lines beside the total
_EITHER_SIDE = re.compile(
    r"(?<![a-z])(?:input|prompt|prefill|output|generated|generation|completion)(?![a-z])"
    r"|输入|輸入|输出|輸出|入力|出力|입력|출력",
    re.IGNORECASE,
)
_SIDE_REACH = 400  # characters around a total where a tool prints its other lines


def _bare_total(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when a rate read as total is called only a "total throughput", and nothing around
    it names the prompt's or the reply's tokens apart: a total summed over streams, the
    server's output (LABELLING, fifteenth pass: a bare "total throughput" is ``output_tok_s``;
    the prompt's tokens count only where the text shows them counted)."""
    if local.header is not None:
        return False  # a tool's table ("S t/s", "Total tput/GPU" over "Output tput/GPU" rows)
    text = doc.text
    before, _after = own_words(fig, local, doc)
    own = (before[-_BEFORE_REACH:], text[fig.start : fig.end + _AFTER_REACH])
    if not any(_BARE_TOTAL.search(words) for words in own):
        return False
    if any(_SUMMED.search(words) and not _BARE_TOTAL.search(words) for words in own):
        return False  # "Total TPS", "(input + output)": the words say which tokens
    lo = max(local.block.start, fig.start - _SIDE_REACH)
    hi = min(max(local.block.end, fig.end), fig.end + _SIDE_REACH)
    return _EITHER_SIDE.search(text, lo, hi) is None
