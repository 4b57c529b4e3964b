"""A time whose subject is a whole run over several requests: no `e2e_latency`, no claim.

Reading rules §4 make end-to-end latency a metric of its own, and the decisions define
`e2e_latency` as one request's (or one generation's) time. A benchmark's duration — a
serving client's "Total time", a profile script's "elapsed_time", a "Total Latency" printed
beside a request rate, a "wall time" for sixteen concurrent users, a chat of five turns, a
batch of prompts — is the time to get all of a run's requests through. Its size follows the
run's own settings (how many prompts, at what rate or concurrency), which are no claims
either (§4: counts, lengths, request rates), and the run's performance is already in its
rates and per-request latencies (LABELLING, fourteenth pass, ruling 2). A value given to a
command-line option ("--duration 120s") sets how long a benchmark runs; it measures nothing.

So a time read as `e2e_latency` is set aside when

- its sentence names an evaluation before it ("evaluating the model on two A100 GPUs takes
  around 6 hours", "评测耗时 40 分钟"): a run over a dataset, or
- it is the value of a command-line option, or
- the words naming it are a total (total, elapsed, wall, duration, overall, evalscope's
  "time taken for tests"), or it is the
  time a named engine took ("SGLang takes 41 seconds", engine_times), and no
  statistic over requests (mean, median, average, a percentile, per request, min, max, a
  token's or the first token's time), and the report or sentence it sits in says the run
  covered several requests: a count of them above one (successful/total/number of requests
  or prompts, ``num_runs``, ``--num-prompts``, a table's "Requests" column in the figure's
  row), a concurrency above one, a request rate
  (req/s, requests per second, QPS), or "16 concurrent users", "1000 questions", "5-turn",
  or a whole set ("the whole PDF batch", "the entire dataset", "el mismo lote").

What counts as the report: a key-value figure's whole block and the short line above it
(a tool's printout, a list under its lead line); a figure in running prose, its sentence
only. A stated count of one request ("Successful requests: 1") keeps the time a request's.
Per-request times keep their reading: "Mean E2E Latency", "Average latency", llama.cpp's
``print_timings`` "total time ... / N tokens", Ollama's "total duration", koboldcpp's
"Total:", a single prompt's wall time.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.engine_times import timed_engine
from watcher.claims.question_sets import question_set_time

# "--duration 120s", "--warmup=30s", "-t 60s": a command-line option's value
_OPTION_VALUE = re.compile(r"(?<![\w-])--?[a-z][\w-]{0,30}(?:[ \t]{1,2}|=)[\"']?$", re.IGNORECASE)

# the words naming a whole run's time: a total, not a statistic over requests
_TOTAL_WORDS = re.compile(
    r"(?<![a-z])(?:total|elapsed|wall|duration|overall"
    # evalscope's "Time taken for tests (s)": the time all of a run's tests took
    r"|taken[ \t]for[ \t](?:all[ \t]|the[ \t]){0,2}(?:tests|runs|benchmarks))"
    r"|总(?:时间|耗时|用时)|総時間|총[ \t]?시간",
    re.IGNORECASE,
)
_PER_REQUEST_WORDS = re.compile(
    r"(?<![a-z])(?:mean|median|avg|ave|average|p\d{1,2}(?:\.\d)?|percentile|min|max|per"
    r"|each|single|one|token|ttft|first|prompt|prefill|eval|load|generation|processing"
    r"|sampl\w*|decode)(?![a-z])|平均|每",
    re.IGNORECASE,
)

_N = r"(\d{1,3}(?:,\d{3})+|\d{1,7})"
# a count of the run's requests or a load above one request, stated as a key or an option
_COUNT_KEY = re.compile(
    r"(?<![a-z])(?:successful|succeed(?:ed)?|completed|total|num(?:ber)?[ \t_]?of|num|n)[ \t_]?"
    r"(?:requests?|prompts?|reqs|queries|samples|conversations|runs)[\"']?"
    r"[ \t]{0,40}[:=|]?[ \t]{0,40}" + _N + r"(?![\d.])"
    r"|--?(?:num[-_](?:prompts|requests)|(?:max[-_])?concurrency|n[-_]requests)[ \t=]{1,2}"
    + _N
    + r"(?![\d.])"
    r"|(?<![a-z_])(?:max[ \t_])?concurrency[\"']?[ \t]{0,8}[:=][ \t]{0,8}" + _N + r"(?![\d.])",
    re.IGNORECASE,
)
# "16 concurrent users", "1000 math questions", "a 5-turn chat", "25 respuestas", "100 个请求"
_COUNT_WORDS = re.compile(
    _N + r"[ \t]{0,2}(?:(?:concurrent|parallel|simultaneous|math|test|different)[ \t]{1,2})?"
    r"(?:users|requests|prompts|questions|tasks|queries|conversations|clients|sessions"
    r"|respuestas|preguntas|solicitudes|requêtes|anfragen|запрос\w*)(?![a-z])"
    r"|(?<![\d.])(\d{1,3})[ \t\-]turns?(?![a-z])"
    r"|(\d{1,7})[ \t]{0,2}(?:个|條|条)?(?:并发)?(?:请求|請求|问题|問題|任务|任務)",
    re.IGNORECASE,
)
# a request rate: only a run of several requests has one
_REQUEST_RATE = re.compile(
    r"(?<![a-z])(?:req(?:uest)?s?[ \t]?/[ \t]?(?:s|sec|second|min)|requests?[ \t_]per[ \t_]"
    r"(?:second|sec|minute)|qps|rps|rpm)(?![a-z])",
    re.IGNORECASE,
)
# "the whole PDF batch", "the entire dataset", "el mismo lote", "den ganzen Datensatz": a
# set of inputs, so several requests (a bare "batch" is often a batch size, so not alone)
_WHOLE_SET = re.compile(
    r"(?<![a-z])(?:whole|entire|full|same|mismo|todo[ \t]el|gesamten|ganzen)[ \t]{1,2}"
    r"(?:[\w-]{1,12}[ \t]{1,2})?(?:batch|dataset|data[ \t]set|test[ \t]set|corpus|lote"
    r"|conjunto|datensatz|stapel)(?![a-z])",
    re.IGNORECASE,
)
_ONE_REQUEST = re.compile(
    r"(?<![a-z])(?:successful|completed|total|num(?:ber)?[ \t_]?of)[ \t_]?requests?[\"']?"
    r"[ \t]{0,40}[:=|]?[ \t]{0,40}1(?![\d.,])",
    re.IGNORECASE,
)
# an evaluation run before the time in its sentence ("evaluating the model on two A100 GPUs
# takes around 6 hours", "the evaluation took 40 minutes", "评测耗时"): a run over a dataset
_EVALUATION_RUN = re.compile(
    r"(?<![a-z])(?:evaluating|evaluation|evaluations|to[ \t]evaluate|eval[ \t](?:run|job|suite)"
    r"|benchmarking[ \t](?:the[ \t])?(?:whole|entire|full)"
    r"|評価(?:全体|には)|评测|評測|평가)(?![a-z])",
    re.IGNORECASE,
)
_KEY_END = re.compile(r"[:=：][ \t*_`\"']{0,6}$|[:=：][ \t]{0,40}$")
_DIGIT_RUN = re.compile(r"\d[\d.,]*")
# "9.3s vs ", "258.65s → ": the first side of a pair, whose words name the second as well
_PAIR_BEFORE = re.compile(
    r"(?:\d[\d.,]*[ \t]{0,2}(?:ms|s|sec|secs|seconds?|min|mins|minutes?|h|hours?)?[ \t]{0,2}"
    r"(?:vs\.?|versus|→|->|to|and|or|,|/)[ \t]{0,2})+$",
    re.IGNORECASE,
)


def whole_run_time(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when an `e2e_latency` figure times a whole run of several requests, or is an
    option's value, rather than one request (see the module's docstring)."""
    text = doc.text
    own = local.sentence or local.segment
    if fig.label is None and _EVALUATION_RUN.search(
        text, max(own.start, fig.start - 160), fig.start
    ):
        return True  # "evaluating the model takes around 6 hours": a dataset's run, no request
    line_start = text.rfind("\n", 0, fig.start) + 1
    before = text[max(line_start, fig.start - 80) : fig.start]
    if _OPTION_VALUE.search(before):
        return True
    pair = _PAIR_BEFORE.search(before)
    if pair is not None:
        before = before[: pair.start()]
    key = _naming_words(before, fig.label)
    if _PER_REQUEST_WORDS.search(key) or fig.stat:
        return False
    if question_set_time(fig, local, doc, key, _KEY_END.search(before) is not None):
        return True  # "Latency: 83.593 s" beside a question set's accuracy and count
    if not _TOTAL_WORDS.search(key) and not (
        fig.label is None and timed_engine(fig.start, fig.end, local.segment.start, doc)
    ):
        return False
    if max(fig.setup.get("concurrency", 0), local.setup.get("concurrency", 0)) > 1:
        return True  # a row or caption of several requests at once
    if local.header is not None and _row_counts_many(fig, local, doc):
        return True  # "| Engine | Requests | Total Time |" over "| SGLang | 16 | 2.47s |"
    for lo, hi in _report(fig, local, doc, keyed=_KEY_END.search(before) is not None):
        if _covers_many(lo, hi, doc):
            return True
    return False


def _naming_words(before: str, label: str | None) -> str:
    """The words naming a figure: after the last number before it on its line (a table
    cell's header when it is one)."""
    ends = [m.end() for m in _DIGIT_RUN.finditer(before)]
    words = before[ends[-1] :] if ends else before
    return f"{label or ''} {words}"


def _report(fig: _Figure, local: _Local, doc: _Doc, keyed: bool) -> list[tuple[int, int]]:
    """Where the run a figure times is described: a keyed figure's block and the short line
    above it; a prose figure's sentence (with the line it is on)."""
    text = doc.text
    line_start = text.rfind("\n", 0, fig.start) + 1
    line_end = text.find("\n", fig.end)
    line_end = len(text) if line_end < 0 else line_end
    spans = [(line_start, line_end)]
    own = local.sentence or local.segment
    spans.append((own.start, own.end))
    if local.header is not None and text.count("|", local.header.start, local.header.end) <= 3:
        spans.append((local.header.start, _table_end(text, line_end)))  # a key-value printout
    if keyed:
        block = local.block
        spans.append((block.start, block.end))
        above = _line_above(text, block)
        if above is not None:
            spans.append((above.start, above.end))
    return spans


def _table_end(text: str, at: int) -> int:
    """Where the table whose row ends at ``at`` ends: its last row starting with "|", at most
    40 rows on (a printout's summary is short; a long table is not read to its end per row)."""
    end = at
    for _ in range(40):
        if end >= len(text) or not text[end + 1 : end + 9].lstrip(" \t").startswith("|"):
            break
        nxt = text.find("\n", end + 1)
        end = len(text) if nxt < 0 else nxt
    return end


def _line_above(text: str, block: _Span) -> _Span | None:
    """The last non-blank line before ``block`` when a short one (a heading or lead-in)."""
    end = block.start
    while end > 0 and text[end - 1] in "\n \t":
        end -= 1
    if end <= 0:
        return None
    start = text.rfind("\n", 0, end) + 1
    return _Span(start, end) if end - start <= 160 else None


def _covers_many(lo: int, hi: int, doc: _Doc) -> bool:
    """True when text[lo:hi] says its run sent several requests (and not one)."""
    if doc.scan(_ONE_REQUEST, lo, hi):
        return False
    for _s, _e, m in doc.scan(_COUNT_KEY, lo, hi):
        if _above_one(m):
            return True
    for _s, _e, m in doc.scan(_COUNT_WORDS, lo, hi):
        if _above_one(m):
            return True
    return bool(doc.scan(_REQUEST_RATE, lo, hi)) or bool(doc.scan(_WHOLE_SET, lo, hi))


def _above_one(m: re.Match[str]) -> bool:
    number = next((g for g in m.groups() if g), None)
    return number is not None and int(number.replace(",", "")) > 1


# a table column counting the requests a row's run sent: "Requests", "Num prompts", "# Queries"
_COUNT_HEADER = re.compile(
    r"[ \t*_`]{0,4}(?:(?:num(?:ber)?[ \t_]?(?:of[ \t])?|#[ \t]?|n[ \t_]|total[ \t]"
    r"|successful[ \t])?"
    r"(?:requests|reqs|prompts|queries|conversations)|请求数|請求數|请求数量)[ \t*_`]{0,4}",
    re.IGNORECASE,
)
_WHOLE_NUMBER = re.compile(r"[ \t*_`~]{0,4}(\d{1,3}(?:,\d{3})+|\d{1,7})[ \t*_`]{0,4}")


def _row_counts_many(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's table row holds a count above one under a column that counts
    the requests of the row's run."""
    header = local.header
    if header is None:
        return False
    text = doc.text
    heads = text[header.start : header.end].strip().strip("|").split("|")
    counted = [i for i, h in enumerate(heads) if _COUNT_HEADER.fullmatch(h)]
    if not counted:
        return False
    line_start = text.rfind("\n", 0, fig.start) + 1
    line_end = text.find("\n", fig.end)
    cells = text[line_start : len(text) if line_end < 0 else line_end].strip().strip("|")
    row = cells.split("|")
    for i in counted:
        m = _WHOLE_NUMBER.fullmatch(row[i]) if i < len(row) else None
        if m is not None and int(m.group(1).replace(",", "")) > 1:
            return True
    return False
