"""A figure stated again as a bare number: each place it is stated is a figure.

A page that gives a measurement with its unit often names it again without one: "Nearly
achieved (68.5)" under "Speed: 68.5 tokens/second", "3.2x faster than baseline (6.56 → 20.99)"
under the table that measured both, "throughput is 1857.9" under the log line that printed
it, "fp16 reaches 25.2" after the table of rates. LABELLING (batches 26–33: "a figure stated
again … is labelled at each place it appears, each with its own place's setup") counts each
place, and the restatement is the same measurement, so it takes the metric its stated twin
was read with (reading rules §1: context may imply; the other statement is the context).

Narrow on purpose, since equal numbers may be two measurements or no measurement at all:

- the number is written with a decimal point and three significant digits or more ("68.5",
  "4.36", "24022.63"; not "65", "2.5" or "0.27": round numbers recur by chance), exactly as a
  figure read elsewhere in the text is written, and every figure read with that writing has
  one metric and a single value (no range);
- it stands bare: no unit right after it (a number with its own unit was weighed by the
  unit readers, and what they set aside — a goal, a bar, arithmetic — stays aside);
- it is not one end of a range ("57.22 - 59.27"), a share ("60.0%"), an operand of written
  arithmetic ("5.92 × 3.55 ≈ 21.05", "(0.95 + 25.71 + 40.72)") or a version ("v4.36");
- it is not inside a question (LABELLING: a figure restated inside a question is not labelled
  again) — that is left to the caller, which knows the sentence.

Linear: one pass over the numbers of each sentence, a dictionary lookup each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from watcher.claims.document import _Figure, _Local, _Span
from watcher.claims.models import Claim
from watcher.claims.patterns import LOCAL_REACH
from watcher.claims.questions import is_asked, question_start
from watcher.claims.restated_rates import MIN_SIGNIFICANT
from watcher.claims.standing import classify
from watcher.claims.units import _claim_text

# what a restatement takes from the claim it restates
SETUP_FIELDS = ("engine", "mode", "hardware", "gpu_count", "precision", "concurrency")

# a decimal number standing alone: no letter, digit, dot or comma glued before it
_DECIMAL = re.compile(r"(?<![\w.,/:-])\d{1,7}\.\d{1,4}(?![\d.,]\d)")
# a unit or a share right after the number: the unit readers' business, not a bare number
_UNIT_AFTER = re.compile(
    r"[ \t]?(?:%|[xX×倍]|[kKMGT]i?B(?![a-z])|G(?![a-z])|ms(?![a-z])|s(?![a-z])|sec|min"
    r"|tok|t/s|tps|TPS|it/s|token|秒|毫秒|분|초|분)",
)
# one end of a range, or an operand of written arithmetic
_RANGE_BEFORE = re.compile(r"\d[ \t]{0,2}(?:[-–—~～]|to|至|到)[ \t]{0,2}$")
_RANGE_AFTER = re.compile(r"[ \t]{0,2}(?:[-–—~～]|to(?![a-z])|至|到)[ \t]{0,2}\d")
_SUM_BEFORE = re.compile(r"[×*+=÷][ \t]{0,2}$")
_SUM_AFTER = re.compile(r"[ \t]{0,2}[×*+=÷≈]")


def _significant(written: str) -> int:
    """Significant digits of a written number (fewer than ``MIN_SIGNIFICANT``: it recurs by
    chance)."""
    return len(written.replace(".", "").lstrip("0"))


def stated_twins(text: str, read: Iterable[tuple[_Figure, Claim]]) -> dict[str, Claim]:
    """The claims read in ``text`` (with their figures) by how their number is written, each
    writing kept only when all its claims have one metric and a single value."""
    twins: dict[str, Claim] = {}
    clash: set[str] = set()
    for fig, claim in read:
        m = _DECIMAL.search(text, fig.start, min(fig.end, fig.start + 12))
        if m is None or m.start() - fig.start > 2 or _significant(m.group(0)) < MIN_SIGNIFICANT:
            continue
        written = m.group(0)
        ranged = fig.vmax is not None or claim.value_max is not None
        if ranged or (written in twins and twins[written].metric != claim.metric):
            clash.add(written)
        else:
            twins.setdefault(written, claim)
    return {w: c for w, c in twins.items() if w not in clash}


def bare_restatements(
    text: str, span: _Span, twins: dict[str, Claim], taken: set[int]
) -> list[tuple[_Figure, Claim]]:
    """The bare restatements in ``text[span]`` of the claims in ``twins`` (see the module),
    each with the claim it restates; ``taken`` holds where figures were read already."""
    out: list[tuple[_Figure, Claim]] = []
    for m in _DECIMAL.finditer(text, span.start, span.end):
        start, end = m.start(), m.end()
        twin = twins.get(m.group(0))
        if twin is None or start in taken:
            continue
        if (
            _UNIT_AFTER.match(text, end)
            or _RANGE_AFTER.match(text, end)
            or _SUM_AFTER.match(text, end)
            or _RANGE_BEFORE.search(text, max(0, start - 8), start)
            or _SUM_BEFORE.search(text, max(0, start - 4), start)
        ):
            continue
        fig = _Figure(start, end, twin.value, None, None, twin.unit, twin.metric, twin.kind)
        out.append((fig, twin))
    return out


def restatements(
    text: str,
    prose: list[tuple[_Span, _Span]],
    pending: list[tuple[_Figure, _Local]],
    read: list[tuple[_Figure, Claim]],
) -> list[tuple[_Figure, _Local, Claim]]:
    """The bare restatements in the ``prose`` sentences read (with their blocks) of the
    figures ``read`` (as claimed), each with its own sentence as its place; ``pending`` are
    all the figures found, whose numbers are not read again."""
    twins = stated_twins(text, read)
    if not twins:
        return []
    taken = {at for fig, _ in pending for at in range(fig.start, fig.end)}
    out: list[tuple[_Figure, _Local, Claim]] = []
    for sentence, block in prose:
        if not _DECIMAL.search(text, sentence.start, sentence.end):
            continue
        asked_from = question_start(text, sentence)
        for fig, twin in bare_restatements(text, sentence, twins, taken):
            if is_asked(text, sentence, fig.start, asked_from):
                continue  # "How to reproduce the '2298.89' result?": asked, not stated
            near = _Span(
                max(sentence.start, fig.start - LOCAL_REACH),
                min(sentence.end, fig.end + LOCAL_REACH),
            )
            local = _Local(
                segment=near,
                block=block,
                text=_claim_text(text, sentence, fig),
                sentence=sentence,
                peers=(fig.start,),
            )
            out.append((fig, local, twin))
    return out


def restating(own: Claim, twin: Claim) -> Claim:
    """The claim read at a restatement's own place (``own``) given the metric and the setup
    of the claim it restates (LABELLING, batch 93's audit: a restated figure keeps the setup
    of the figure it restates); what the twin leaves open, its own place may name."""
    given = {f: getattr(twin, f) for f in SETUP_FIELDS if getattr(twin, f) is not None}
    return classify(replace(own, metric=twin.metric, **given))
