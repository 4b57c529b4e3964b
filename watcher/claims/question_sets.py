"""A "latency" printed once for a whole question set: the set's duration, no request's time.

Question-set benchmarks (a gsm8k or humaneval script, a drafter's evaluation over mtbench)
print one "Latency" per run beside the set's accuracy, its question count and an output
throughput worked out over the set, with no mean, median or percentile. That latency is the
time to get every question through: a duration over several requests, which is no claim
(reading rules §4: end-to-end latency is one request's time; LABELLING, fourteenth pass,
ruling 2, and fifteenth pass, ruling 3: the name "latency" does not make a run's duration
one request's time). The run's rates stay claims.

So a time read as `e2e_latency` whose own words are a bare latency or time (no statistic
over requests) is set aside when the report it sits in shows a question set:

- a count of questions above one ("num_questions": 164, "Num Questions" column, "--num-questions
  2000", "(80 questions)", "128 题"), in the figure's block, the short line above it, its
  table's header (or a row of its table, turned round) or its sentence, or the benchmark
  command of the text
  ("--num-questions 2000", given once for the runs printed below it); or
- an accuracy key and a throughput key in the same printout ("Accuracy: 0.951 … Latency:
  83.593 s … Output throughput: 1676.993 token/s"): a share of a set and a rate over it.

A prose figure is asked only about its sentence; "Average latency" or "p99 latency" keeps its
reading, as does a latency with no question set around it.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

_COUNT = (
    r"(?:(?<![a-z])num(?:ber)?[ \t_-]?(?:of[ \t_])?questions[\"']?[ \t]{0,8}[:=|]?[ \t]{0,8}"
    r"|--num[-_]questions[ \t=]{1,2})(\d{1,7})(?![\d.])"
    r"|(?<![\d.,])(\d{1,7})[ \t]{0,2}(?:(?:math|test|eval|benchmark)[ \t])?questions(?![a-z])"
    r"|(?<![\d.,])(\d{1,7})[ \t]{0,2}(?:道)?(?:题|題|問)"
)
_QUESTION_COUNT = re.compile(_COUNT, re.IGNORECASE)
# a table's header naming the question count ("| Num Questions |")
_COUNT_COLUMN = re.compile(r"(?<![a-z])num(?:ber)?[ \t_-]?(?:of[ \t_])?questions", re.IGNORECASE)
# the benchmark command run over a set: "--num-questions 2000" anywhere in the text
_SET_OPTION = re.compile(r"--num[-_]questions[ \t=]{1,2}(\d{1,7})(?![\d.])", re.IGNORECASE)
_ACCURACY_KEY = re.compile(r"(?<![a-z])accuracy[\"']?[ \t]{0,4}[:=]", re.IGNORECASE)
_THROUGHPUT_KEY = re.compile(
    r"throughput[\"']?[ \t]{0,4}(?:\([^)\n]{0,20}\)[ \t]{0,4})?[:=]", re.IGNORECASE
)
# the words naming the figure: a bare latency or time
_BARE_TIME = re.compile(
    r"(?<![a-z])(?:latency|time|duration)(?![a-z])|耗时|用时|延迟", re.IGNORECASE
)


# the pipe rows that go on below a row: the rest of its table
_ROWS_BELOW = re.compile(r"(?:\n[^\n|]*\|[^\n]*\|[^\n]*)*")
_ROWS_REACH = 4000  # characters: a turned-round table is small; a long one is no question set


def _table_rows(text: str, local: _Local) -> tuple[int, int]:
    """The span from a table row's header to the last row of its table (within a reach)."""
    top = local.header.start if local.header is not None else local.segment.start
    rest = _ROWS_BELOW.match(text, local.segment.end, local.segment.end + _ROWS_REACH)
    return top, rest.end() if rest else local.segment.end


def question_set_time(fig: _Figure, local: _Local, doc: _Doc, key: str, keyed: bool) -> bool:
    """True when an `e2e_latency` figure named ``key`` (its naming words, already free of any
    statistic over requests) is a question set's whole latency (see the module's docstring)."""
    if not _BARE_TIME.search(key):
        return False
    text = doc.text
    own = local.sentence or local.segment
    spans = [(own.start, own.end)]
    table = local.header is not None
    if local.header is not None:
        spans.append((local.header.start, local.header.end))
    if keyed or table:
        block = local.block
        line_above = text.rfind("\n", 0, max(block.start - 1, 0)) + 1
        spans.append((line_above, block.end))
    # each span is scanned once for all the figures that ask about it (``doc.scan``): every
    # line of a printout of thousands of latencies shares its block, which stays linear
    for lo, hi in spans:
        if any(_above_one(m) for _s, _e, m in doc.scan(_QUESTION_COUNT, lo, hi)):
            return True
        if table and doc.scan(_COUNT_COLUMN, lo, hi):
            return True
        if doc.scan(_ACCURACY_KEY, lo, hi) and doc.scan(_THROUGHPUT_KEY, lo, hi):
            return True
    if table and doc.scan(_COUNT_COLUMN, *_table_rows(text, local)):
        return True  # a table turned round names its question count in a row ("| Num Questions |")
    if not (keyed or table) or "num" not in text:
        return False
    return any(_above_one(m) for _s, _e, m in doc.scan(_SET_OPTION, 0, len(text)))


def _above_one(m: re.Match[str]) -> bool:
    number = next((g for g in m.groups() if g), None)
    return number is not None and int(number) > 1
