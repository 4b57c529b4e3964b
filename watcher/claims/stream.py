"""One stream or many: whether a generation rate is one user's or a server's under load.

The reading rules (docs/READING_RULES.md §4) keep ``decode_tok_s`` (one stream, per user)
apart from aggregate output throughput (``output_tok_s``, many requests at once). The words
that name a figure (``metric``, ``cells``, ``keyed``) give its phase (prefill, generation,
total); this module
decides, for a generation rate, between one stream and many from the evidence in the figure's
own scope, strongest first, the same way for a sentence, a table row and a tool's output line.

The labelling decisions (tests/data/claims_eval/LABELLING.md, "Metrics" and later batches) it
follows, each pinned by a constructed sentence in tests/claims/test_stream_classes.py:

=====================================================  =================================
what the text says                                     metric
=====================================================  =================================
llama-bench ``tg``, "eval rate", a single request,     decode (one stream)
"bs=1", "per user", "tok/s/user", "single-stream"
a percentile of the rate ("P50 tok/s", "41 tok/s      decode at its load (one request's;
(p90)"; ``rate_statistic``)                           not a latency's or a median's)
"throughput" or "speed" with nothing said of the run   decode (the word alone is no cue:
                                                       the lead's revised ruling)
a rate beside a batch, concurrency, serving,           output (the server's sum)
"aggregate"/"system"/"per GPU" (also "débit
système", "Systemdurchsatz"), batching, "Batch
Throughput", data parallelism, a latency bound
("under a 50 ms TPOT SLO", "时延约束下"), a request
rate on its line or in its table, many requests
keyed in its report block ("num request: 2000")
"Output/generation throughput" with no serving run     decode (a script's one stream)
around it
bench_serving / ``vllm bench serve`` "Output token     output; at one request ("Max
throughput"; vLLM "Avg generation throughput"          request concurrency: 1", "Running:
                                                       1 reqs") decode, as any output rate
a batch of one ("batch_size": 1, BS=1) with an         decode
output-throughput key
"Peak ... throughput", "Peak: N tok/s"                 output ("peak speed" alone: decode)
a chip server's headline ("an H100 server ...")        output
a rate no single stream reaches: above 6,500 tok/s,    output
or from 2,000 tok/s with only GPUs named around it
(not in a text of diffusion decoding)
a sweep's concurrency-1 row ("Throughput", "Output     decode; other rows output
tok/s", "Tput Decode" columns alike)
"N output tokens/s" in prose with no load              decode (names the phase only)
"Total token throughput", input plus output            total (kept by ``metric``)
=====================================================  =================================
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.change_loads import later_side_words
from watcher.claims.clause_marks import OWN_WORDS_END
from watcher.claims.column_loads import without_serial
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.each_share import each_cards_share, each_streams_share
from watcher.claims.hints import folded
from watcher.claims.metric_words import _PER_GPU_AFTER, _REQUEST_RATE
from watcher.claims.model_scale import GPU_NAME, beyond_a_large_models_stream
from watcher.claims.models import DECODE, OUTPUT
from watcher.claims.numbered_requests import keyed_by_one_request
from watcher.claims.one_request import one_request_run
from watcher.claims.own_words import own_words
from watcher.claims.patterns import FIGURE
from watcher.claims.rate_statistic import per_request_statistic
from watcher.claims.request_block import many_requests_in_block
from watcher.claims.requests_above import many_requests_above
from watcher.claims.shared_scope import shares_per_user_unit
from watcher.claims.speed_columns import speed_beside_throughput
from watcher.claims.stream_words import _MANY_STREAMS, _PER_USER, ONE_STREAM
from watcher.claims.thousand_rates import written_in_thousands
from watcher.claims.throughput_load import throughput_under_load
from watcher.claims.word_hints import may_bound_latency, may_name_many_streams, may_name_per_user

ONE_STREAM_MAX = 6500.0
"""tok/s: faster than general-purpose accelerators decode one stream (wafer-scale chips
reach about 3,000), so a rate above it that names no phase and no single request is many
streams at once: the server's output. Derived on the development part alone: any bound from
6,201 (a labelled per-stream 6,200) to about 7,300 (the lowest unmarked server rate there)
scores the same, and dropping the bound loses recall and precision there; 6,500 sits inside
that band. A chip built for one fast stream (Taalas, Cerebras, Groq, SambaNova) named around
the rate lifts the bound: its record rates are per user (LABELLING)."""

GPU_ONE_STREAM_MAX = 2000.0
"""tok/s: from this rate on, more than one stream of a multi-billion-parameter model decodes
on a GPU, speculative decoding included (reading rules §4, the lead's revised ruling: "12,500
tok/s on an H100" is many streams); wafer-scale, LPU and hard-wired chips, phones, Apple
silicon and diffusion decoding are not bound by it (a diffusion model's 2,146 tok/s on an H20
is one stream)."""


def stream_metric(fig: _Figure, local: _Local, doc: _Doc, concurrency: int | None) -> str:
    """The figure's metric once its load is weighed: decode (one stream) or output (many).

    The evidence is weighed strongest first: the figure's own words (its label, the words
    back to the previous figure's clause and on to the end of its own clause) naming one
    stream or a sum; then the load stated for it; then words of many streams in its segment
    or on its line; then a rate no single stream reaches. Prefill and total rates keep their
    phase: a load changes who the tokens are summed over, not which tokens they are."""
    metric = fig.metric
    if metric not in (DECODE, OUTPUT) or fig.unit != "tok/s":
        return metric
    before, after = own_words(fig, local, doc)
    before = later_side_words(
        before, doc.text, fig.start
    )  # "… at concurrency 1 to 609 tok/s": not its words
    # a tool's key spells its words with underscores ("per_user_tps", "system_throughput")
    own = (before, after, (fig.label or "").replace("_", " "))
    own = without_serial(own, fig, local, doc)  # "| serial | 129.3 |" under "C=16"
    if any(_per_user(words) or ONE_STREAM.search(words) for words in own):
        return DECODE  # "Output token throughput per user", "95 tok/s for a single user"
    if shares_per_user_unit(doc.text, fig.start, fig.end, local.segment.start, local.segment.end):
        return DECODE  # "4.05 -> 5.52 tok/s/seq": the unit written once is both figures'
    if keyed_by_one_request(before):
        return DECODE  # "- Request 1: 76.80 tokens/sec" under "2 Parallel Requests": its own
    if each_streams_share(before, after, fig, local, doc):
        return DECODE  # "serves 64 users at 30 tok/s each": each user's own share
    if fig.value <= ONE_STREAM_MAX and per_request_statistic(own):
        return DECODE  # "P50 tok/s" at 16 requests: one request's rate, as "per user" is
    if one_request_run(fig, local, doc):
        return DECODE  # a serving report of one request: its peak and sum are one stream's
    if (
        any(_SUM_OWN.search(words) or _peak_own(words) for words in own)
        or _SUM_OWN.search(_lead_key(fig, local, doc))
        or _PEAK_AFTER.match(after)
        or _PER_GPU_AFTER.match(doc.text, fig.end)
        or each_cards_share(before, after, fig, local, doc)  # "on 8 GPUs, 3,000 tok/s each"
        or _REQUEST_RATE_AFTER.match(doc.text, fig.end)
        or _a_server_of(fig, doc)
    ):
        return OUTPUT  # "the server as a whole gets 2,100 tok/s", "310 tok/s combined"
    if speed_beside_throughput(fig, local, doc):
        return DECODE  # "Inference Speed" beside "Token Throughput": each request's rate
    if concurrency is not None:
        # "at batch 16: 820 tok/s" is the server's; at one request or a batch of one
        # ("Max request concurrency: 1", "Running: 1 reqs", "batch_size": 1) even a
        # throughput or a serving tool's output line is one stream's (reading rules §4)
        if concurrency > 1:
            return OUTPUT
        return DECODE if metric == OUTPUT else metric
    if (
        many_streams_around(fig, local, doc)
        or (
            (fig.value > ONE_STREAM_MAX or written_in_thousands(fig, doc))
            and not _one_stream_chip_near(fig, doc)
        )
        or _beyond_a_gpus_stream(fig, local, doc)
        or beyond_a_large_models_stream(fig, local, doc)
    ):
        return OUTPUT  # many streams at once: the server's output rate
    if metric == DECODE and (_served_in_post(fig, doc) or throughput_under_load(own, fig, doc)):
        return OUTPUT  # "deploys the model as a service ... 1500 Token/s", "16 并发 … 吞吐量"
    if metric == OUTPUT and _bare_output(own) and not _serving_near(fig, doc):
        return DECODE  # "Output throughput: 33 tok/s" of one script's greedy run: one stream
    return metric


def many_streams_around(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's scope names many streams at once: words of load in its segment
    ("under load", "with concurrent users"), a latency bound, a progress line over many
    prompts, a note under its table, a request rate in its table, many requests keyed in its
    report block or over its table ("- Total Requests: 256")."""
    return bool(
        _many_in_scope(fig, local, doc)
        or doc.scan(_LATENCY_BOUND, local.segment.start, local.segment.end, may_bound_latency)
        or _many_on_line(fig, doc)
        or _many_in_note(local, doc)
        or _requests_in_table(local, doc)
        or many_requests_in_block(fig, doc)
        or many_requests_above(local, doc)
    )


# "output throughput", "generation throughput" as a writer or a small script words them: the
# phase named, no load; vLLM's engine log ("Avg generation throughput") and bench_serving
# ("Output token throughput") spell their lines otherwise and stay the server's
_BARE_OUTPUT = re.compile(
    r"(?<!avg[ \t])(?<!average[ \t])(?<!total[ \t])(?<![a-z])(?:output|generation)[ \t]"
    r"(?:throughput|tput)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# what a serving run or its report shows around its figures: requests and their rate, a
# load, a server, the latency statistics bench_serving prints, a sum over users or GPUs
_SERVING_CUE = re.compile(
    r"req(?:uest)?s?[ \t]?/[ \t]?s(?![a-z])|request[ \t]throughput|(?<![a-z])qps(?![a-z])"
    r"|concurren|(?<![a-z])batch|serving|(?<![a-z])serve(?![a-z])"
    r"|(?<![a-z])(?:ttft|tpot|itl)(?![a-z])|successful[ \t]requests|num[_ \t]prompts"
    r"|per[ \t]gpu|/gpu|aggregate|(?<![a-z])system(?![a-z])|users|clients|并发|批"
    # a report that also gives the input side or the sum ("Input throughput", "Total tput")
    r"|(?<![a-z])(?:total|input)[ \t](?:token[ \t])?(?:throughput|tput)"
    # a node of several accelerators split by tensor or expert parallelism serves
    r"|(?<![a-z])(?:tp|ep|dp)[ \t=]?\d|tensor[ \t\-]parallel|(?<![a-z])nodes?(?![a-z])",
    re.IGNORECASE,
)
_SERVING_REACH = 800  # characters either side: the figure's report or the post around it


# "deploys the 14B model as a service", "served as an inference service": a model put in
# production for many users, whose token rate is the service's sum (LABELLING, batches
# 46-47: "Token/s" of a model deployed as a Triton service is output_tok_s). A program
# that is a server ("llama-server", "run it as a server") names no load: one user's chat
# with it is still one stream
_AS_A_SERVICE = re.compile(
    r"(?<![a-z])(?:deploy(?:s|ed|ing)?|serv(?:e|es|ed|ing)|host(?:s|ed|ing)?)"
    r"[ \t](?:[\w.\-]{1,24}[ \t]){0,5}?as[ \t]an?[ \t](?:[\w\-]{1,16}[ \t])?service(?![a-z])",
    re.IGNORECASE,
)
_SERVICE_REACH = 1500  # characters back: the post's opening lines, not another post's


def _served_in_post(fig: _Figure, doc: _Doc) -> bool:
    """True when the figure's post said earlier that its model is deployed as a service, the
    setup its later figures take (LABELLING: one post describing one setup in its opening
    lines). Found by bisection in one scan of the text."""
    text = doc.text
    hits = doc.scan(_AS_A_SERVICE, 0, len(text))
    if not hits:
        return False
    key = ("service-starts", 0, len(text))
    starts = doc.starts.get(key)
    if starts is None:
        starts = doc.starts[key] = [h[0] for h in hits]
    i = bisect_left(starts, fig.start) - 1
    if i < 0 or hits[i][0] < fig.start - _SERVICE_REACH:
        return False
    breaks = doc.layout.breaks if doc.layout is not None else []
    j = bisect_left(breaks, hits[i][1])
    return not (j < len(breaks) and breaks[j] <= fig.start)


def _bare_output(own: tuple[str, str, str]) -> bool:
    """True when the figure's own words (before it, or its column's label) are a plain
    "output/generation throughput", not a serving tool's own spelling of its line."""
    before, _after, label = own
    return bool(_BARE_OUTPUT.search(before[-60:]) or _BARE_OUTPUT.search(label))


def _serving_near(fig: _Figure, doc: _Doc) -> bool:
    """True when the text around the figure shows a serving run: without one, "throughput"
    names no load and is one stream's rate (LABELLING, batches 26-33: "Throughput" with no
    load cue is decode; as a serving benchmark's output line it is the server's output)."""
    key = ("serving-cues", 0, len(doc.text))
    starts = doc.starts.get(key)
    if starts is None:  # one scan of the text, then a bisection per figure
        starts = doc.starts[key] = [h[0] for h in doc.scan(_SERVING_CUE, 0, len(doc.text))]
    i = bisect_left(starts, fig.start - _SERVING_REACH)
    return i < len(starts) and starts[i] < fig.end + _SERVING_REACH


def sums_many(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's own words call it a sum over many streams ("aggregate",
    "Batch Throughput", "combined"): a load of one stated further off (a table's "single
    request" setup sentence) is not this figure's, whose own words are nearer (reading rules
    §2: the nearest enclosing unit decides first)."""
    before, after = own_words(fig, local, doc)
    own = (before, after, (fig.label or "").replace("_", " "))
    return any(_SUM_OWN.search(words) for words in own) and not any(
        _per_user(words) or ONE_STREAM.search(words) for words in own
    )


# "单卡吞吐量:", "Aggregate throughput:": a short key opening the sentence, before a colon
_LEAD_KEY = re.compile(r"[ \t*_\-•]{0,4}([^\n:：]{1,32})[:：]")


def _lead_key(fig: _Figure, local: _Local, doc: _Doc) -> str:
    """The key that opens the figure's sentence before a colon ("单卡吞吐量: 文本生成 128
    tokens/s, 多轮对话 95 tokens/s"): it names what every figure of the sentence after it is,
    the later ones included (reading rules §4: a unit or label may be stated once)."""
    sentence = local.sentence
    if sentence is None:
        return ""
    m = _LEAD_KEY.match(doc.text, sentence.start, min(sentence.end, fig.start))
    return m.group(1) if m is not None and not FIGURE.search(m.group(1)) else ""


def _per_user(words: str) -> bool:
    """True when ``words`` name one user's share ("per user", "t/s/u"): the hint first."""
    return may_name_per_user(words) and _PER_USER.search(words) is not None


# a sum over many streams named in the figure's own words: "aggregate", "combined", "in
# total across 64 requests", "the server as a whole", "system throughput", "batched"
_SUM_OWN = re.compile(
    r"(?<![a-z])(?:aggregate[ds]?|combined|as[ \t]a[ \t]whole|system[ \t\-]wide"
    # "Overall throughput (tok/s)" as a column beside a per-request one: the whole server's
    r"|overall[ \t](?:token[ \t])?(?:throughput|tput|output)"
    r"|system[ \t](?:throughput|output|tok(?:en)?s?|tps)|batched"
    # "Output Throughput of Server", "server throughput": the server's, not llama-server's
    r"|(?<![\-])server[ \t](?:output[ \t])?(?:throughput|tput)|(?:throughput|tput)[ \t]of[ \t]"
    r"(?:the[ \t])?server(?![\-])"
    r"|(?:across|over)[ \t](?:all[ \t]|the[ \t])?(?:\d[\d,]{0,6}[ \t])?"
    r"(?:users|requests|streams|sessions|clients|prompts)"
    r"|concurrent[ \t](?:users|requests|streams)"
    # ("1 concurrent request" is one stream, no sum)
    r"|(?<![\d,.])(?!1[ \t])(?:\d[\d,]{0,6})[ \t](?:concurrent|parallel|simultaneous)(?![a-z]))"
    r"(?![a-z])"
    r"|(?<![a-z])batch[ \t](?:inference|processing|generation|decoding|mode|throughput|tput)"
    r"(?![a-z])"
    # "with (properly optimized) batching", "data parallelism": load cues (LABELLING, b. 56-57)
    r"|(?<![a-z])(?:with|and|using|via|under)[ \t](?:(?:properly|well|fully|highly|carefully)"
    r"[ \t\-])?(?:(?:heavy|continuous|dynamic|large|aggressive|in-?flight|optimi[sz]ed|tuned)"
    r"[ \t])?batching(?![a-z])"
    r"|(?<![a-z])data[ \t\-]parallel(?:ism)?(?![a-z])"
    # trtllm-bench's "Total Output Throughput" and "Per GPU Output Throughput": the sum over
    # every request, or its share per GPU, whatever the batch (LABELLING: per-GPU is output)
    r"|(?<![a-z])(?:total|per[ \t]gpu)[ \t]output[ \t](?:token[ \t])?(?:throughput|tput)(?![a-z])"
    r"|(?<![a-z])(?:under|with|at|for|to|serving)[ \t](?:a[ \t]load[ \t]of[ \t])?\d[\d,]{0,6}[ \t]"
    r"(?:users|requests|clients|streams|sessions)(?![a-z])"
    # "总吞吐", "系统吞吐量", "整体吞吐": the sum, and the system's, in Chinese
    r"|(?:总|系统|整体|集群)吞吐|聚合|合计"
    # "单卡吞吐量", "单卡 Decode 吞吐": a card's throughput, the per-GPU share of a server's
    # output (LABELLING: per GPU is a load cue; "单卡吞吐" read as output, batches 57, 71, 83)
    r"|(?:单|單)(?:张|張)?卡[ \t]?(?:(?:decode|prefill|输出|輸出|解码|解碼)[ \t]?)?吞吐"
    # the same system throughput in French, German, Spanish, Japanese and Korean ("un débit
    # système de 28 356 jetons/seconde": LABELLING, batch 67)
    r"|(?<![a-z])débit[ \t]système|systemdurchsatz|(?:rendimiento|throughput)[ \t]del[ \t]sistema"
    # the aggregate and the whole in the same languages: "débit agrégé", "rendimiento
    # agregado", "Gesamtdurchsatz", "全体スループット", "전체 처리량"
    r"|(?<![a-z])(?:débit[ \t](?:agrégé|global|total)|rendimiento[ \t](?:agregado|total|global)"
    r"|throughput[ \t](?:agregado|agrégé|aggregato|complessivo))(?![a-z])|gesamtdurchsatz"
    r"|(?:全体|総|合計)[ \t]?スループット|(?:전체|총|합산)[ \t]?처리량"
    r"|システム[ \t]?スループット|시스템[ \t]?처리량"
    # the sum in Russian: "суммарная пропускная способность", "совокупная", "в сумме", "общая
    # пропускная способность" (a throughput, not a plain "общая скорость" of one stream)
    r"|(?<![а-яё])(?:суммарн|совокупн)\w{0,4}|(?<![а-яё])в[ \t]сумме(?![а-яё])"
    r"|(?<![а-яё])общ(?:ая|ей|ую)[ \t]пропускн"
    # "(高并发)", "at optimal batch size", "with large batches": a load chosen for the server's
    # sum, more than one stream (reading rules §4: batch size and concurrency are loads)
    r"|高并发|高並發|高併發|(?<![a-z])(?:at|with|under|using)[ \t](?:the[ \t]|an?[ \t])?"
    r"(?:optimal|optimum|max|maximum|large|larger|high|higher|full|best|big|bigger)[ \t]"
    r"batch(?:[ \t\-_]?sizes?|es)?(?![a-z])",
    re.IGNORECASE,
)


# a peak throughput is the most a server reached under load (reading rules §4; "Peak output
# throughput", "Peak: 18,000 tok/s sustained"); a chip's "peak speed" may be one stream's
_PEAK_OWN = re.compile(
    r"(?<![a-z])peak[ \t](?:[a-z]{1,12}[ \t]){0,2}?(?:throughput|tput)(?![a-z])"
    r"|(?<![a-z])(?:peak|at[ \t]peak)[ \t]{0,2}[:：=]?[ \t]{0,2}[~≈]?$",
    re.IGNORECASE,
)


def _peak_own(words: str) -> bool:
    """``_PEAK_OWN.search(words)``, tried only where its word "peak" stands."""
    return "peak" in folded(words) and _PEAK_OWN.search(words) is not None


# "16,794 tok/s peak": a peak after the unit is a server's, as "Peak throughput: N" (§4)
_PEAK_AFTER = re.compile(
    r"[ \t]{0,2}\(?[ \t]{0,2}peak(?![a-z\-])(?![ \t]{1,2}(?:speed|rate))", re.I
)
# "Throughput: 2409 token/s, 6.82 req/s": a request rate beside the token rate measures a
# server answering many requests (reading rules §4: a serving benchmark's output line)
# ("... 526 tok/s at 4 QPS", "at a request rate of 8 req/s": the load it was served under)
_REQUEST_RATE_AFTER = re.compile(
    r"(?:[ \t]{0,2}[,;(]|[ \t]{1,2}(?:at|under|with)(?:[ \t]{1,2}a[ \t]{1,2}request[ \t]{1,2}rate"
    r"[ \t]{1,2}of)?)[ \t]{0,2}\d[\d,]{0,8}(?:\.\d{1,6})?[ \t]{0,2}"
    r"(?:req(?:uest)?s?[ \t]?/[ \t]?s(?:ec)?|requests?[ \t](?:per|/)[ \t]s(?:ec(?:ond)?)?|qps|rps)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# "an H100 server (23,000 tokens/s)", "one B200 server manages ...": a whole machine of
# accelerators serving, whose headline rate is its output (reading rules §4)
_ONE_OF = re.compile(r"(?<![a-z])(?:an?|one|per|each)[ \t]{1,2}(?:nvidia[ \t]{1,2})?$", re.I)
_SERVER_AFTER = re.compile(r"[ \t]{1,2}servers?(?![a-z\-])", re.IGNORECASE)
# a rate read under a latency bound ("under a 50 ms TPOT SLO", "在50ms时延约束下"): the
# most a server sustains while each user still gets that latency, a serving load (LABELLING,
# batch 71: "a latency constraint marks serving load")
_LATENCY_BOUND = re.compile(  # a new spelling's word goes in word_hints too
    r"(?<![a-z])(?:latency|tpot|itl|ttft|slo|sla)[ \t](?:constraints?|budgets?|bounds?"
    r"|caps?|sla|slo)(?![a-z])"
    r"|(?:时延|延迟|延時|遅延|지연)[ \t]?(?:约束|約束|限制|要求|制約|제약)",
    re.IGNORECASE,
)


def _a_server_of(fig: _Figure, doc: _Doc) -> bool:
    """True when the figure's own sentence calls its machine "an H100 server" before it."""
    lo = max(0, fig.start - 80)
    for m in doc.near("hardware", lo, fig.start):
        if _SERVER_AFTER.match(doc.text, m.end) and _ONE_OF.search(doc.text, lo, m.start):
            between = doc.text[m.end : fig.start]
            if not OWN_WORDS_END.search(between) or between.rstrip().endswith("("):
                return True
    return False


def _many_on_line(fig: _Figure, doc: _Doc) -> bool:
    """Many streams named earlier on the figure's own line (a log line of several sentences:
    "Processed prompts: ... est. speed input: ..., output: 2210 toks/s")."""
    lo = doc.text.rfind("\n", max(0, fig.start - 400), fig.start) + 1 or max(0, fig.start - 400)
    return (
        may_name_many_streams(doc.text, lo, fig.start)
        and _MANY_STREAMS.search(doc.text, lo, fig.start) is not None
    )


def _many_in_note(local: _Local, doc: _Doc) -> bool:
    """True when the note right under the figure's table ("Llama 3 70B, FP16, batch size
    1-8.") names many streams at once: the note is what every row shares (reading rules §1),
    its load included. A line under the table with figures of its own is a claim, no note."""
    below = local.below
    if below is None or below.end <= below.start:
        return False
    if doc.busy_starts_between(below.start, below.end):
        return False
    return bool(doc.scan(_MANY_STREAMS, below.start, below.end, may_name_many_streams))


def _requests_in_table(local: _Local, doc: _Doc) -> bool:
    """True when the figure's table reports a request rate in its header or in a row up to
    the figure's own (a "req/s" or QPS column, or a row of a table turned on its side): a
    benchmark answering many requests at once, whose token rate is the server's output, as
    "Throughput: 2409 token/s, 6.82 req/s" on one line is (reading rules §4). A request rate
    in a row below is another measurement's (a long-sequence row under the table's own)."""
    if local.header is None:
        return False
    return doc.found_between(_REQUEST_RATE, local.header.start, local.segment.end)


def _beyond_a_gpus_stream(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the hardware named around the figure (its post's nearby lines: a setup line,
    a note under its table) is GPUs only and the rate is one no single stream reaches there
    (``GPU_ONE_STREAM_MAX``), and the text names no diffusion decoding. A wafer-scale or LPU
    chip named beside a GPU ("ten times an H100") leaves the rate alone."""
    if fig.value < GPU_ONE_STREAM_MAX:
        return False
    chips = doc.near("hardware", max(0, fig.start - 600), fig.end + 600)
    if not chips or not all(GPU_NAME.fullmatch(m.name) for m in chips):
        return False
    # (a diffusion model is named once in a post and its rates read later: the whole text)
    return not any(m.name == "diffusion" for m in doc.near("mode", 0, len(doc.text)))


# chips built to decode one stream faster than any GPU, whose record rates are per user
# (LABELLING: per-user speed records stay decode_tok_s: Cerebras, Groq, SambaNova, Taalas).
# Etched's Sohu is not one: its headline rates are a server's
_ONE_STREAM_CHIPS = frozenset(
    {"Taalas", "HC1", "Cerebras", "WSE-3", "Groq LPU", "SambaNova", "SN40L", "SN50"}
)


def _one_stream_chip_near(fig: _Figure, doc: _Doc) -> bool:
    """True when such a chip is named around the figure (its paragraph and setup lines): a
    rate above ``ONE_STREAM_MAX`` there may be one stream's, and only a load cue makes it
    the server's."""
    chips = doc.near("hardware", max(0, fig.start - 600), fig.end + 600)
    return any(m.name in _ONE_STREAM_CHIPS for m in chips)


# "2-4x faster than the CPU under load": the words after "than" describe the baseline
_THAN = re.compile(r"(?<![a-z])than(?![a-z])", re.IGNORECASE)


def _many_in_scope(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's segment names many streams at once ("under load", "with
    concurrent users") other than after a "than" that follows the figure: there they are the
    baseline's setup, not this figure's (reading rules §2: comparisons name a baseline).
    One scan of the segment per pattern, then a bisection per figure."""
    seg = local.segment
    hits = doc.scan(_MANY_STREAMS, seg.start, seg.end, may_name_many_streams)
    if not hits:
        return False
    key = ("than-starts", seg.start, seg.end)
    thans = doc.starts.get(key)
    if thans is None:
        thans = doc.starts[key] = [h[0] for h in doc.scan(_THAN, seg.start, seg.end)]
    i = bisect_left(thans, fig.end)
    return i >= len(thans) or hits[0][0] < thans[i]
