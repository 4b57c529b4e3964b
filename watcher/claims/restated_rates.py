"""A token rate stated again: a bare restatement takes the metric its other statement names.

A page often gives one measurement twice: a headline or title line ("RTX 4090: 312 Tokens/Sec")
over the sentence that says what it is ("with batching, a single 4090 pushes 312 tok/s"), a
summary line under the table that measured it, or an evaluation paragraph under the section
that named its phase::

    Prompt phase:
    speed: 59.562 tokens/s.
    ...
    Assessment: 59.562 tokens/s is well above a typical decode speed.

Each place is labelled (LABELLING: a figure stated again is labelled at each place it
appears), and the measurement is the same one, so what one place's words or load say the
figure is holds for the bare restatement too (reading rules §1: context may imply, and the
other statement is the figure's context; §4: a prefill figure is never a decode figure, and a
server's sum is not one stream's rate).

Narrow on purpose, since equal numbers may be two measurements:

- only a rate read as ``decode_tok_s`` with nothing said of its load: no load stated, no
  one-stream words ("per user", "single request") in its own words;
- it takes ``prefill_tok_s`` or ``total_tok_s`` only when its own words name no phase, and
  ``output_tok_s`` when they name none or only the generated side ("generation", "output");
- the value is written with three significant digits or more ("312", "41.852", not "100" or
  "5k": round numbers recur without being the same measurement), as a single value;
- every other statement of that value in tokens per second reads one metric, and none is a
  decode figure with one-stream words or a load of one.
"""

from __future__ import annotations

from collections import defaultdict

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.models import DECODE, OUTPUT, PREFILL, TOTAL, Claim
from watcher.claims.own_words import own_words
from watcher.claims.phase_after import phase_after
from watcher.claims.phases import _phase_of
from watcher.claims.stream_words import _PER_USER, ONE_STREAM

MIN_SIGNIFICANT = 3
"""digits: a value written with fewer ("100", "2,000", "5k") recurs by chance."""

_ADOPTED = (OUTPUT, PREFILL, TOTAL)


def restated_metrics(found: list[tuple[_Figure, _Local, Claim]], doc: _Doc) -> list[Claim]:
    """The claims of ``found`` in order, each bare decode restatement of a rate that another
    statement reads as output, prefill or total given that metric (see the module)."""
    by_value: dict[float, list[int]] = defaultdict(list)
    for i, (_fig, _local, claim) in enumerate(found):
        if claim.unit == "tok/s" and claim.value_max is None and _significant(claim.value):
            by_value[claim.value].append(i)
    out = [claim for _fig, _local, claim in found]
    for same in by_value.values():
        if len(same) < 2:
            continue
        kinds = {i: _standing_of(*found[i], doc) for i in same}
        if any(kind == _HELD for kind in kinds.values()):
            continue  # a place says one stream or its own phase: the two may differ
        # (the free figures are decode: the others' metrics less decode are everyone's)
        metrics = {found[i][2].metric for i in same} - {DECODE}
        if len(metrics) != 1:
            continue
        metric = next(iter(metrics))
        if metric not in _ADOPTED:
            continue
        for i in same:
            phase = kinds[i]
            if phase == _OTHER or (phase is not None and metric != OUTPUT):
                continue
            out[i] = out[i].with_(metric=metric)
    return out


_OTHER = "other"  # read as another metric than decode
_HELD = "held"  # a decode figure whose own words or load say one stream, or name a phase


def _standing_of(fig: _Figure, local: _Local, claim: Claim, doc: _Doc) -> str | None:
    """For a decode figure free to take another statement's metric, the phase its own words
    name (None when none); ``_OTHER`` for another metric, ``_HELD`` for a decode figure not
    free: a load or one-stream words of its own, or a prefill or total word."""
    if claim.metric != DECODE:
        return _OTHER
    if claim.concurrency is not None:
        return _HELD
    before, after = own_words(fig, local, doc)
    words = (before, after, (fig.label or "").replace("_", " "))
    if any(_PER_USER.search(w) or ONE_STREAM.search(w) for w in words):
        return _HELD
    # the phase words before it (or its label) and right after its unit, as ``metric`` reads
    # them: words further on ("well above a typical decode speed") are a comparison's
    phase = phase_after(doc.text, fig.end) or _phase_of(before + " " + words[2])
    return _HELD if phase in (PREFILL, TOTAL) else phase


def _significant(value: float) -> bool:
    """True when ``value`` is written with ``MIN_SIGNIFICANT`` significant digits or more."""
    written = f"{value:.10g}"
    if "e" in written:
        return False
    digits = written.replace(".", "").lstrip("0")
    if "." not in written:
        digits = digits.rstrip("0")
    return len(digits) >= MIN_SIGNIFICANT
