"""A table's metric stated once above it, in a heading, a caption or a lead-in sentence.

Model cards and docs often name what a whole table measures once, above it, and leave the
header to name only the columns (models, modes, GPUs)::

    The following results are measured with bs 1.

    Throughput Comparison

    | Benchmark | Eagle3 | MTP |
    | MT-Bench  | 224.09 | 224.92 |

The heading or caption right above a table is the table's context (reading rules §1), and a
table's unit may be stated only there (§4). One rule set:

- the **caption** is the nearest block above the table, past blank lines and image
  placeholders ("image", a Markdown image); only its last line is read;
- only a table whose header and row labels name no unit and no measure of their own reads
  its metric from above: a header that names one says what the table measures;
- a caption that is a short heading (no sentence close, no figure) names the table's metric
  when it names a token rate ("Throughput Comparison", "Decode speed") and no other measure:
  "Average Acceptance Length", "Accuracy", "Latency", "Memory" and the like over bare
  numbers give nothing, as a heading that names no measure at all gives nothing;
- a caption that is a sentence names the metric only as a lead-in of what follows ("The
  following table shows decode throughput", "All numbers are throughput at batch size 1"),
  never as a sentence about something else;
- a lead-in sentence right above such a heading ("The following results are measured with
  bs 1.") joins the heading's words, so the phase and load it states are the table's. A
  figure-bearing sentence is no lead-in;
- a lead-in states the metric of its section's tables, not of the next one alone: a table
  whose caption is a heading naming no measure at all (a model's name, "Llama 70B FP4")
  reads the nearest lead-in above it, past such headings, list lines, figure-free prose and
  the section's other tables, up to ``SECTION_REACH`` lines; a line naming another measure
  or stating a figure in prose ends the section's reach.

Each table looks back at most ``LOOK_BACK`` lines, so the work stays linear in the text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.layout import _SENTENCE_CLOSE
from watcher.claims.patterns import FIGURE, UNIT_ANYWHERE
from watcher.claims.units import _cells, _Table

LOOK_BACK = 12
"""How many lines above a table its caption and the lead-in over it may lie."""
SECTION_REACH = 40
"""How many lines above a table a section's lead-in may lie (past sub-headings and tables)."""
MAX_HEADING = 80
MAX_LEAD_IN = 400

# a picture's stand-in left by a page copied as text: "image", "[image]", "![chart](a.png)"
_PLACEHOLDER = re.compile(
    r"[ \t]*(?:\[?(?:image|img|picture|figure|chart|图片|画像|이미지)\]?"
    r"|!\[[^\]\n]{0,200}\]\([^)\n]{0,400}\))[ \t]*",
    re.IGNORECASE,
)
# a token rate named in words: what a table of bare figures under it measures
_RATE_WORDS = re.compile(
    r"(?<![a-z])(?:throughput|tput|speed|tokens?[ \t]per[ \t]second|tok/s|t/s|tps)(?![a-z\-])"
    r"|吞吐|速度|スループット|처리량|속도",
    re.IGNORECASE,
)
# another measure, or a ratio of rates: a table of these is no token rate ("Average
# Acceptance Length", "Accuracy", "Speedup", "Latency (lower is better)", "Cost per 1M")
_OTHER_MEASURE = re.compile(
    r"(?<![a-z])(?:accept\w*|accura\w*|scores?|memory|vram|ram|latency|(?<!a[ \t])time|ttft"
    r"|tpot|itl|cost|price|power|energy|watts?|efficiency|ratio|percent\w*"
    r"|perplexity|ppl|pass@\w*|bleu|rouge|win|speed[ \t\-]?ups?|per[ \t](?:dollar|watt)"
    r"|qps)(?![a-z])|%|\$|/[ \t]?w(?![a-z])"
    r"|接受|准确|精度|显存|内存|延迟|时延|加速比",
    re.IGNORECASE,
)
# what a heading or row label counts rather than times: "Context length", "Batch size", "Requests"
# (in a lead-in these are the runs' settings: "at batch size 1", "input length 128"; so is
# one given its value in a header cell: "TP Size=1", "batch size: 8")
_COUNTED = re.compile(
    r"(?<![a-z])(?:length|len|size|count|requests?|req)(?![a-z])(?![ \t]{0,2}[=:][ \t]{0,2}\d)",
    re.I,
)
# a sentence that states what follows: "The following results ...", "All numbers are ...",
# "The table below shows ...", "The reported metric is ...", a line ending in a colon
_FORWARD = re.compile(
    r"(?<![a-z])(?:following|below|the[ \t]table|this[ \t]table|these[ \t](?:results|numbers)"
    r"|all[ \t](?:the[ \t])?(?:numbers|figures|results|values|measurements|runs)"
    r"|(?:each|every)[ \t](?:result|number|figure|run)|reported[ \t]metric)(?![a-z])"
    r"|[:：][ \t*]*$|以下|下表|如下",
    re.IGNORECASE,
)


def _blocks_above(text: str, at: int) -> list[str]:
    """The last lines of the (at most two) blocks of text above ``at``, nearest first, past
    blank lines and image placeholders; a block is a run of non-blank lines."""
    blocks: list[str] = []
    end = at - 1
    in_block = False
    for _ in range(LOOK_BACK):
        if end < 0 or len(blocks) >= 2:
            break
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        end = start - 1
        if not line.strip():
            in_block = False
            continue
        if line.count("|") >= 2:
            break  # another table's row: nothing above it is this table's caption
        if _PLACEHOLDER.fullmatch(line):
            continue  # a picture between the caption and the table hides no caption
        if not in_block:
            blocks.append(line.strip())
            in_block = True
    return blocks


def _is_heading(line: str) -> bool:
    """A short line that closes no sentence and states no figure: a heading or caption."""
    return len(line) <= MAX_HEADING and not _SENTENCE_CLOSE.search(line) and not FIGURE.search(line)


def _lead_in(line: str) -> str | None:
    """The sentence of ``line`` that states what follows, if one does and states no figure."""
    if len(line) > MAX_LEAD_IN or FIGURE.search(line):
        return None
    for sentence in re.split(r"(?<=[.!?。])[ \t]+", line):
        if _FORWARD.search(sentence):
            return sentence
    return None


def _metric_words(line: str, lead_in: bool = False) -> bool:
    """True when ``line`` names a token rate and no other measure (a lead-in's lengths and
    sizes are the runs' settings; a heading's are what its table counts)."""
    if _RATE_WORDS.search(line) is None or _OTHER_MEASURE.search(line) is not None:
        return False
    return lead_in or _COUNTED.search(line) is None


def rate_heading(line: str) -> bool:
    """True for a heading or caption line that names a token rate and no other measure
    ("Decode speed", "Throughput comparison:"): bare figures under it are that rate."""
    line = line.strip().rstrip("#:：").strip()
    return _is_heading(line) and _metric_words(line)


def _section_lead_in(text: str, at: int) -> str | None:
    """The lead-in that states the metric of the section ``at`` lies in, if one does.

    Walks up from ``at`` past blank lines, pictures, headings and list lines that name no
    measure, figure-free prose and table rows (a section's earlier tables), at most
    ``SECTION_REACH`` lines; a line naming another measure, or prose stating a figure, is
    another section's or another setup's and ends the walk.
    """
    end = at - 1
    for _ in range(SECTION_REACH):
        if end < 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        if end - start > MAX_LEAD_IN:
            return None
        line = text[start:end].strip()
        end = start - 1
        if not line:
            continue
        if _OTHER_MEASURE.search(line):
            return None
        if line.count("|") >= 2 or line.endswith("|") or _PLACEHOLDER.fullmatch(line):
            continue  # a row of the section's earlier table (or of an unrolled one), a picture
        if FIGURE.search(line):
            return None  # a figure in prose: another setup's, and no lead-in states one
        if _FORWARD.search(line):
            lead = _lead_in(line)
            if lead is not None and _metric_words(lead, lead_in=True):
                return lead
        if rate_heading(line):
            return None  # a heading naming a rate: its own table's, not this section's
    return None


def _names_its_measure(text: str, table: _Table) -> bool:
    """True when the header or a row's label names a unit or a measure of its own: the
    table says what its cells are, and a caption above describes it, not its unit."""
    labels = [text[table.header.start : table.header.end]]
    labels += [_cells(text[row.start : row.end])[0] for row in table.rows]
    return any(_label_names_measure(label) for label in labels)


@lru_cache(maxsize=4096)
def _label_names_measure(label: str) -> bool:
    """True when a header or row label names a unit or a measure; cached, as a page of many
    small tables repeats the same labels and each costs four long alternations."""
    return bool(
        UNIT_ANYWHERE.search(label)
        or _RATE_WORDS.search(label)
        or _OTHER_MEASURE.search(label)
        or _COUNTED.search(label)
    )


def metric_above(text: str, table: _Table) -> tuple[str, str] | None:
    """``(unit, words)`` for a table whose caption names its token-rate metric in words.

    The words are the caption and the lead-in above it, so the phase and the load they state
    ("Decode speed", "at batch size 8") decide the metric as a caption's words do.
    """
    if _names_its_measure(text, table):
        return None
    blocks = _blocks_above(text, table.header.start)
    if not blocks:
        return None
    caption = blocks[0].rstrip("#").strip()
    if _is_heading(caption):
        if not rate_heading(caption):
            if _RATE_WORDS.search(caption) or _OTHER_MEASURE.search(caption):
                return None  # a heading naming a measure says what its table is
            lead = _section_lead_in(text, table.header.start)
            return ("tok/s", lead) if lead else None
        lead = _lead_in(blocks[1]) if len(blocks) > 1 else None
        return "tok/s", f"{lead} {caption}" if lead else caption
    lead = _lead_in(caption)
    if lead is None or not _metric_words(lead, lead_in=True):
        return None
    return "tok/s", lead
