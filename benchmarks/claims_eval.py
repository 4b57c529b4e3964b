"""Field-level precision and recall of claim extraction over a labelled set of real snippets.

Usage:
    python benchmarks/claims_eval.py [--data tests/data/claims_eval.yaml] [--rules rules/]
        [--verbose] [--json]

A predicted claim is paired with a labelled one when metric and value agree (value within
0.5%). For each field, a labelled non-null value that the paired prediction reproduces is a
true positive; a predicted non-null value that differs from the label (or has no label, or
belongs to an unpaired prediction) is a false positive; a labelled non-null value not
reproduced is a false negative. "figure" scores the pairing itself.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import yaml

from watcher.claims import extract_claims
from watcher.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
FIELDS = ("engine", "mode", "hardware", "gpu_count", "precision", "concurrency")
TARGET_FIELDS = ("engine", "mode", "hardware")


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= max(abs(b) * 0.005, 1e-9)


def evaluate(snippets: list[dict[str, Any]], vocabulary: Any) -> dict[str, Any]:
    """Counts of tp/fp/fn per field, plus the per-snippet mistakes."""
    counts = {f: {"tp": 0, "fp": 0, "fn": 0} for f in ("figure", *FIELDS)}
    mistakes: list[str] = []
    for snip in snippets:
        predicted = [
            c.to_json()
            for c in extract_claims(
                snip["text"], vocabulary, source=snip.get("source"), title=snip.get("title")
            )
        ]
        labels = list(snip.get("claims") or [])
        unpaired = list(range(len(predicted)))
        for label in labels:
            match = next(
                (
                    i
                    for i in unpaired
                    if predicted[i]["metric"] == label["metric"]
                    and _close(predicted[i]["value"], float(label["value"]))
                ),
                None,
            )
            if match is None:
                counts["figure"]["fn"] += 1
                mistakes.append(f"{snip['id']}: missed {label['value']} {label['metric']}")
                for f in FIELDS:
                    if label.get(f) is not None:
                        counts[f]["fn"] += 1
                continue
            unpaired.remove(match)
            counts["figure"]["tp"] += 1
            pred = predicted[match]
            for f in FIELDS:
                if f not in label and f not in TARGET_FIELDS:
                    continue  # optional field not labelled for this claim
                want, got = label.get(f), pred.get(f)
                if want is not None and got == want:
                    counts[f]["tp"] += 1
                    continue
                if want is not None:
                    counts[f]["fn"] += 1
                if got is not None:
                    counts[f]["fp"] += 1
                if want != got:
                    mistakes.append(
                        f"{snip['id']}: {label['value']} {f}: want {want!r}, got {got!r}"
                    )
        for i in unpaired:
            counts["figure"]["fp"] += 1
            pred = predicted[i]
            mistakes.append(
                f"{snip['id']}: extra {pred['value']} {pred['metric']} ({pred['unit']})"
            )
            for f in TARGET_FIELDS:
                if pred.get(f) is not None:
                    counts[f]["fp"] += 1
    scores = {}
    for f, c in counts.items():
        p = c["tp"] / (c["tp"] + c["fp"]) if c["tp"] + c["fp"] else 1.0
        r = c["tp"] / (c["tp"] + c["fn"]) if c["tp"] + c["fn"] else 1.0
        scores[f] = {**c, "precision": round(p, 3), "recall": round(r, 3)}
    return {
        "snippets": len(snippets),
        "labelled_claims": sum(len(s.get("claims") or []) for s in snippets),
        "scores": scores,
        "mistakes": mistakes,
    }


def _print(name: str, result: dict[str, Any]) -> None:
    print(f"\n{name}: {result['snippets']} snippets, {result['labelled_claims']} labelled claims")
    print(f"{'field':<12} {'precision':>9} {'recall':>7} {'tp':>4} {'fp':>4} {'fn':>4}")
    for f, s in result["scores"].items():
        print(
            f"{f:<12} {s['precision']:>9.3f} {s['recall']:>7.3f} {s['tp']:>4} "
            f"{s['fp']:>4} {s['fn']:>4}"
        )


def main(argv: list[str] | None = None) -> int:
    """Print the tables (or JSON); exit 1 if engine, mode or hardware is below 0.9 overall."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval.yaml")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--verbose", action="store_true", help="list every mistake")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    snippets = yaml.safe_load(args.data.read_text(encoding="utf-8"))["snippets"]
    vocabulary = load_rules(args.rules).vocabulary
    started = time.perf_counter()
    results = {
        "all": evaluate(snippets, vocabulary),
        "dev": evaluate([s for s in snippets if s.get("split", "dev") == "dev"], vocabulary),
        "dev2": evaluate([s for s in snippets if s.get("split") == "dev2"], vocabulary),
        "dev3": evaluate([s for s in snippets if s.get("split") == "dev3"], vocabulary),
        "heldout": evaluate([s for s in snippets if s.get("split") == "heldout"], vocabulary),
        "blind": evaluate([s for s in snippets if s.get("split") == "blind"], vocabulary),
    }
    seconds = round(time.perf_counter() - started, 3)
    if args.json:
        print(json.dumps({"seconds": seconds, **results}, indent=2))
    else:
        print(f"extracted in {seconds} s (five passes)")
        for name in ("all", "dev", "dev2", "dev3", "heldout", "blind"):
            _print(name, results[name])
        if args.verbose:
            print("\nmistakes (all):")
            print("\n".join(results["all"]["mistakes"]))
    ok = all(
        results["all"]["scores"][f]["precision"] >= 0.9
        and results["all"]["scores"][f]["recall"] >= 0.9
        for f in TARGET_FIELDS
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
