"""A phase named by a short title line over the figure's lines, for rates that name none.

Pages laid out as cards or sections title each group of rates in a plain line of its own,
with no Markdown mark and often in sentence case, which the layout does not read as a
heading::

    Prefill throughput
    higher is better
    conifer 464 tok/s
    llama.cpp 565 tok/s

The title is the rates' context (reading rules §1: a heading or caption directly above a
figure), so a token rate whose own words name no phase takes the prefill or total phase the
nearest such title names (a prefill figure is never a decode figure, §4). A title naming
decode, or none, leaves the rate as it is. The title is looked for among the lines of the
figure's paragraph above it, then in a paragraph of one title line right above that one.
A title is short, holds no number and no key's colon ("input_tokens: 128" is a value), and
ends in no sentence mark or colon ("Prompt:" keys a value, it titles nothing).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.hints import hinted
from watcher.claims.models import DECODE, OUTPUT, PREFILL, TOTAL
from watcher.claims.own_words import own_words
from watcher.claims.phases import _phase_of

_TITLE_MAX = 48  # characters: a longer line is a sentence
_LINES_UP = 8  # lines looked at above the figure's own
_ROW_MAX = 80  # characters: a longer line between the title and the figure is prose
_LINE_REACH = 4000  # characters back to the figure's line's start
_UNKNOWN = object()
# a number or a key's mark: "input_tokens: 128" is a value, not a title
_KEYED = re.compile(r"[\d:：=]")
_NOT_A_TITLE_END = ".。,，;；:：!?！？([{（"


def titled_phase(fig: _Figure, local: _Local, doc: _Doc, metric: str) -> str:
    """``metric``, or the prefill or total phase of the nearest title line above the figure
    when the figure is a token rate read as a generation rate (one stream's, or many by its
    magnitude alone) whose own words name no phase: a load or a magnitude changes who the
    tokens are summed over, not which tokens they are."""
    if fig.unit != "tok/s" or metric not in (DECODE, OUTPUT) or local.header is not None:
        return metric  # (a table row's phase is its header's, read with the table)
    opens = doc.text.rfind("\n", max(0, fig.start - _LINE_REACH), fig.start)
    if opens < 0:
        return metric  # the figure's own line runs far back: prose, under no title
    key = (_title_phase, "titled phase", opens)  # the figures of one line share it
    titled = doc.flags.get(key, _UNKNOWN)
    if titled is _UNKNOWN:
        titled = doc.flags[key] = _title_phase(doc.text, opens)
    if titled not in (PREFILL, TOTAL):
        return metric
    before, after = own_words(fig, local, doc)
    if _phase_of(f"{before[-80:]} {after} {fig.label or ''}") is not None:
        return metric  # "decode 44 tok/s" under a prefill title: its own words say
    return titled


def _title_phase(text: str, end: int) -> str | None:
    """The phase of the nearest title line above the figure's line (which ``end``, a line
    break, opens), up through its paragraph's short lines and a one-line paragraph over it;
    None when none names one or prose comes between."""
    blanks = 0
    for _ in range(_LINES_UP):
        if end <= 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].strip()
        end = start - 1
        if not line:
            blanks += 1
            if blanks > 1:
                return None
            continue
        lone = blanks == 1 and (end <= 0 or not text[text.rfind("\n", 0, end) + 1 : end].strip())
        if blanks == 1 and not lone:
            return None  # the paragraph above is no one-line title
        if len(line) > _ROW_MAX:
            return None  # prose between: a title over it is not directly above the figure
        phase = _title_line_phase(line)
        if phase is not None or blanks == 1:
            return phase
    return None


# "Prompt stage:", "Decode phase:", "Generation 階段:": a stage named and closed by a colon
# with nothing after it leads in the key lines under it ("速度: 59.5 tokens/s") as a title
# does; a bare "Prompt:" keys the prompt's text on the next line
_STAGE_LEAD = re.compile(r"(?:phase|stage|阶段|階段|段階)[ \t]{0,2}[:：]$", re.IGNORECASE)


# "----- prefill -----", "=== Prefill ===", "Statistics: ---- prefill ----": a section's name
# between two rules of dashes or equals signs, as a benchmark prints it over its key lines,
# titles them whatever key opens its line (reading rules §1: a heading directly above)
_DIVIDED = re.compile(
    r"(?:^|[ \t:：])(?:-{3,}|={3,}|~{3,}|\*{3,})[ \t]{0,4}([^\-=~*\d:：|\n]{1,32}?)"
    r"[ \t]{0,4}(?:-{3,}|={3,}|~{3,}|\*{3,})$"
)
_DIVIDER_HINTS = ("---", "===", "~~~", "***")  # every rule ``_DIVIDED`` reads holds one


def _title_line_phase(line: str) -> str | None:
    """The phase a line names when it is shaped as a title, else None."""
    if hinted(line, _DIVIDER_HINTS):
        divided = _DIVIDED.search(line)
        if divided is not None:
            line = divided.group(1).strip() or line
    stage = _STAGE_LEAD.search(line)
    if stage is not None:
        line = line[: stage.end() - 1].rstrip()
    if len(line) > _TITLE_MAX or line[-1] in _NOT_A_TITLE_END or "|" in line:
        return None  # (a table's header row is its cells' labels, read with the table)
    phase = _phase_of(line)  # (remembered for short lines: ask it before the figure search)
    return None if phase is None or _KEYED.search(line) else phase
