"""A table's unit stated once in a sentence above it: "The unit of measurement is ...".

Docs and posts often say what their tables measure in one sentence, then print tables of
bare numbers whose header names only the runs (engines, versions, GPUs)::

    The reported metric is Total Output Throughput (tokens/sec).

    Llama 3.1 8B

    | Sequence Length (ISL/OSL) | H200 TP1 (FP8) | H100 TP1 (FP8) |
    | 128/128                   | 27,911         | 28,312         |

Reading rules §4: a figure takes its unit from its row, header, caption or the sentence
introducing it. One rule set, narrower than a lead-in's (``stated_above``):

- only a **unit statement** lends its unit: a sentence that says what the numbers are
  measured in ("The unit of measurement is output tokens per second", "The reported metric
  is ...", "measured in tokens/s", "All numbers are in tok/s"). A sentence that merely
  mentions a token rate ("vLLM reaches high tok/s") states no unit of any table;
- the statement names a token rate and no other measure; a statement of another unit
  ("All latencies are in ms") lends nothing and ends the search;
- it lies at most ``REACH`` lines above the table (past the section's headings, lists,
  prose and other tables: a page's statement is its tables' until another one);
- the table names no measure of its own: no unit, rate or other measure anywhere in its
  header or row labels, and no count or size (length, batch, parameters) outside the first
  header cell, which names what the rows vary ("Sequence Length", "Concurrency");
- the unit goes only to the columns named for a run's variant (``headers._names_a_variant``),
  never to a column of counts, sizes, dates or versions.

Each table looks back at most ``REACH`` lines, so the work stays linear in the text.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import TOKEN_RATE_ONLY, UNIT_ANYWHERE
from watcher.claims.stated_above import (
    _OTHER_MEASURE,
    _RATE_WORDS,
    _label_names_measure,
)
from watcher.claims.units import _cells, _Table

REACH = 40
"""How many lines above a table its unit statement may lie."""
MAX_LINE = 600

# "The unit of measurement is ...", "The reported metric is ...", "measured in ...",
# "All numbers are in ...", "Values are reported in ...", "in units of ..."
_STATEMENT = re.compile(
    r"(?<![a-z])(?:units?[ \t]of[ \t]measure(?:ment)?[ \t](?:is|are|:)"
    r"|(?:reported|measured|primary)[ \t]metric[ \t](?:is|are|:)"
    r"|(?:measured|reported|expressed|given|shown)[ \t]in(?![a-z])"
    r"|(?:numbers|figures|values|results|measurements|cells)[ \t]are[ \t]in(?![a-z])"
    r"|in[ \t]units[ \t]of(?![a-z]))",
    re.IGNORECASE,
)
# a count or size a header names beside the runs: what its column counts, not a run
_SIZE_HEADER = re.compile(
    r"(?<![a-z])(?:params?|parameters?|layers?|vocab\w*|batch|date|version|release|year"
    r"|(?:model[ \t])?size)(?![a-z])",
    re.IGNORECASE,
)


def _statement(line: str) -> str | None:
    """The sentence of ``line`` that states a unit, if one does."""
    if len(line) > MAX_LINE:
        return None
    for sentence in re.split(r"(?<=[.!?。])[ \t]+", line):
        if _STATEMENT.search(sentence):
            return sentence
    return None


def _own_measure(text: str, table: _Table) -> bool:
    """True when the table's header or row labels name a measure, a unit, or (outside the
    first header cell) a count or size: the table says what its cells are."""
    header = table.header_cells
    if header and (UNIT_ANYWHERE.search(header[0]) or _OTHER_MEASURE.search(header[0])):
        return True
    if header and _RATE_WORDS.search(header[0]):
        return True
    rest = header[1:]
    if any(_label_names_measure(cell) or _SIZE_HEADER.search(cell) for cell in rest):
        return True
    labels = [_cells(text[row.start : row.end])[0] for row in table.rows]
    return any(_label_names_measure(label) or _SIZE_HEADER.search(label) for label in labels)


def stated_unit(text: str, table: _Table) -> tuple[str, str] | None:
    """``("tok/s", sentence)`` for a table under a sentence stating its token-rate unit."""
    if _own_measure(text, table):
        return None
    end = table.header.start - 1
    for _ in range(REACH):
        if end < 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].strip()
        end = start - 1
        if not line or line.count("|") >= 2:
            continue
        sentence = _statement(line)
        if sentence is None:
            continue
        rate = _RATE_WORDS.search(sentence) or TOKEN_RATE_ONLY.search(sentence)
        if rate is None or _OTHER_MEASURE.search(sentence):
            return None  # a statement of another unit: the tables below are not rates
        return "tok/s", sentence
    return None
