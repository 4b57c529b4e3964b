"""How far two human labellers agree on the same texts, beside how far the reader agrees with each.

Usage:
    python benchmarks/claims_agreement.py --second relabelled.yaml [more.yaml ...]
        [--first tests/data/claims_eval] [--rules rules/] [--json]

``--second`` files hold texts of the evaluation set (same ``id``, same ``text``) labelled a
second time by someone who never saw the first labels. Each text is scored three ways, with the
pairing and field accuracy of ``claims_eval.py``:

- ``second vs first``: the second labeller's figures as if predicted, against the set's labels
  (recall: the share of the first labeller's figures the second one also recorded, with the same
  metric and value; precision: the other way round);
- ``reader vs first``: the reader against the set's labels, on the same texts;
- ``reader vs second``: the reader against the second labels.

When two careful people agree on only 85% of the figures, a reader scored against either of
them cannot be told apart from a perfect one above that line: the first row is the ceiling of
what ``claims_eval.py`` can measure on this kind of text.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import claims_eval as EVAL

from watcher.claims import extract_claims
from watcher.rules import load_rules

ROWS = ("second vs first", "reader vs first", "reader vs second")


def _same_text(a: str, b: str) -> bool:
    def norm(t: str) -> str:
        return "\n".join(
            line.rstrip() for line in unicodedata.normalize("NFC", t).strip().split("\n")
        )

    return norm(a) == norm(b)


def as_prediction(label: dict[str, Any]) -> dict[str, Any]:
    """A label written as the reader's claim JSON, so it can be paired like a prediction."""
    return {
        **EVAL.expected(label),
        "value": float(label["value"]),
        "metric": label["metric"],
        "unit": "",
        "text": "(second labeller)",
    }


class AgreementError(ValueError):
    """A second-labels file that does not match the set (unknown id, changed text)."""


def compare(
    first: list[dict[str, Any]], second: list[dict[str, Any]], vocabulary: Any
) -> dict[str, Any]:
    """The three rows' scores and 90% intervals over the texts of ``second``."""
    by_id = {s["id"]: s for s in first}
    scores: dict[str, Any] = defaultdict(EVAL.Score)
    for snip in second:
        one = by_id.get(snip["id"])
        if one is None:
            raise AgreementError(f"{snip['id']}: no text with this id in the first labels")
        if not _same_text(one["text"], snip["text"]):
            raise AgreementError(f"{snip['id']}: text differs from the first labels' text")
        humans = [as_prediction(label) for label in snip.get("claims") or []]
        EVAL.tally(one, humans, [scores[ROWS[0]]])
        read = extract_claims(
            one["text"], vocabulary, source=one.get("source"), title=one.get("title")
        )
        predicted = [c.to_json() for c in read]
        EVAL.tally(one, predicted, [scores[ROWS[1]]])
        EVAL.tally(snip, predicted, [scores[ROWS[2]]])
    return {
        "scores": {name: scores[name].as_dict() for name in ROWS},
        "intervals": {name: EVAL.interval(scores[name].per_snippet) for name in ROWS},
        "disagreements": scores[ROWS[0]].mistakes,
    }


def main(argv: list[str] | None = None) -> int:
    """Print the three rows; exit 2 when a file does not match the set."""
    ap = argparse.ArgumentParser(
        description=(__doc__ or "").splitlines()[0],
        epilog="example: python benchmarks/claims_agreement.py --second relabel/labels_A.yaml",
    )
    ap.add_argument("--second", type=Path, nargs="+", required=True)
    ap.add_argument(
        "--first", type=Path, nargs="+", default=[EVAL.ROOT / "tests" / "data" / "claims_eval"]
    )
    ap.add_argument("--rules", type=Path, default=EVAL.ROOT / "rules")
    ap.add_argument(
        "--disagreements", action="store_true", help="list where the two labellers differ"
    )
    ap.add_argument(
        "--skip-named-in",
        type=Path,
        metavar="FILE",
        help="leave out texts whose id FILE names (LABELLING.md: a decision written about a "
        "text tells the second labeller its first labels)",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    first = [s for d in args.first for s in EVAL.load_snippets(d)]
    second = [s for f in args.second for s in EVAL.load_snippets(f)]
    if args.skip_named_in is not None:
        named = args.skip_named_in.read_text(encoding="utf-8")
        second = [s for s in second if s["id"] not in named]
    try:
        result = compare(first, second, load_rules(args.rules).vocabulary)
    except AgreementError as exc:
        print(f"claims_agreement: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({k: result[k] for k in ("scores", "intervals")}, indent=2))
        return 0
    EVAL.print_table(result["scores"], first="comparison")
    EVAL.print_intervals(result["intervals"])
    if args.disagreements:
        print(
            "\n".join(["", "disagreements (second labeller vs first):", *result["disagreements"]])
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
