"""Where do extra figures sit? Each part's extras counted by what the labels say, layout and metric.

Usage:
    python benchmarks/claims_extras.py [--data tests/data/claims_eval] [--rules rules/]
        [--parts tune check heldout] [--examples VALUE,LAYOUT,METRIC] [--json]

``claims_misses.py`` says where the figures the reader misses sit (what costs recall); this
script says the same of its extras, the figures it reads that pair with no label (what costs
precision). Pairing is ``claims_eval.py``'s, to the letter (metric equal, value within 0.5%,
each prediction once). Each extra is counted under three headings:

- **value**, what the text's labels say of it: ``other-metric`` (a label of that value under
  another metric is missed: a metric confusion, which costs a miss as well; counted as
  ``claims_eval.py`` counts them), ``labelled-twice`` (the value is labelled, but each such label
  is paired already or taken by another confusion: the same figure read again),
  ``in-claimless`` (the text has no label at all) or ``unlabelled`` (no label of the text holds
  that value: a number the labels say is no claim);
- **layout** of the line the figure is read from, by ``claims_misses.py``'s classifier (``pipe``,
  ``code``, ``cell``, ``item``, ``heading``, ``aligned``, ``prose``, or ``absent`` when no number
  of that value is written, such as a derived figure). Of the lines holding the number (either
  end of a range), the one sharing most words with the claim's text, the first on a tie;
- **metric** read (``decode_tok_s``, ``output_tok_s``, ``speedup``, ``memory``…).

Only aggregate counts are printed for every part. ``--examples`` lists the extras of one cell
(``unlabelled,prose,decode_tok_s``) with their line, and only for ``tune``, whose mistakes may
be read; ``check`` and ``heldout`` are never listed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_eval import _close, pair, read_as_other_metric
from claims_misses import arguments, code_lines, count_cells, layout_of, lines_holding

from watcher.claims.normalize import normalise

VALUES = ("other-metric", "labelled-twice", "in-claimless", "unlabelled")
EXAMPLE = """example:
  python benchmarks/claims_extras.py --parts tune check
  python benchmarks/claims_extras.py --parts tune --examples unlabelled,prose,decode_tok_s"""
_WORD = re.compile(r"\w+")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def line_of(lines: list[str], claim: dict[str, Any]) -> int | None:
    """Index of the line ``claim`` was read from: of the lines holding its value (or either end
    of its range), the one sharing most words with its text, the first on a tie; None when no
    line holds it."""
    ends = [float(claim["value"])] + [
        float(claim[k]) for k in ("value_min", "value_max") if claim.get(k) is not None
    ]
    held = list(lines_holding(lines, ends))
    if not held:
        return None
    said = _words(str(claim.get("text") or ""))
    return max(held, key=lambda i: len(_words(lines[i]) & said))


def place_extras(
    text: str, labels: list[dict[str, Any]], predicted: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], tuple[str, str, str], str]]:
    """Each prediction paired with no label, with its (value, layout, metric) and its line."""
    reads = [(float(p["value"]), str(p["metric"])) for p in predicted]
    matches = pair(reads, labels)
    taken = {i for i in matches if i is not None}
    confused = set(read_as_other_metric(reads, labels, matches).values())
    lines = normalise(text).split("\n")
    inside = code_lines(lines)
    out = []
    for i, claim in enumerate(predicted):
        if i in taken:
            continue
        value = reads[i][0]
        if not labels:
            state = "in-claimless"
        elif i in confused:
            state = "other-metric"
        elif any(_close(value, float(label["value"])) for label in labels):
            state = "labelled-twice"
        else:
            state = "unlabelled"
        at = line_of(lines, claim)
        if at is None:
            out.append((claim, (state, "absent", reads[i][1]), ""))
        else:
            layout = layout_of(lines[at], inside[at])
            out.append((claim, (state, layout, reads[i][1]), lines[at]))
    return out


def main(argv: list[str] | None = None) -> int:
    """Print each part's extras by cell (or, for tune, one cell's extras); exit 0."""
    args, want = arguments(
        argv, __doc__.split("\n\n")[0], "VALUE,LAYOUT,METRIC", "extras", epilog=EXAMPLE
    )
    cells = count_cells(args, ("value", "layout", "metric"), want, place_extras, False)
    if want is None:
        cells.report(args.json, "extra figures", "extras")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
