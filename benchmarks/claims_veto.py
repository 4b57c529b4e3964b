"""Can a learned veto on the reader's own figures lift precision on text it was not trained on?

Usage:
    python benchmarks/claims_veto.py [--data tests/data/claims_eval] [--rules rules/]
        [--thresholds 0.2 0.3 0.4 0.5 0.6 0.7] [--steps 3000] [--l2 1e-3]

Only the development part is loaded (``part_of(s) == "dev"``; held-out labels are never
read), cut into ``tune`` and ``check`` by ``dev_half``. The rule reader runs on every text;
each figure it reports is paired with the labels as ``claims_eval.py`` pairs them (metric
equal, value within 0.5%), so it is either a labelled claim or an extra. A logistic
regression (full-batch gradient descent from zeros, classes weighted to equal mass,
deterministic) learns from ``tune``'s figures which are extras, from the words of the
figure's sentence (CJK characters one by one), its metric and unit, which setup fields the
reader filled, its qualifier, the size of its value, the text's kind and how many figures the
text gave. On ``check`` it prints recall and precision with the figures the veto drops below
each threshold removed, and how many of the dropped were labelled claims. Only aggregate
figures are printed.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_eval import ROOT, dev_half, load_snippets, pair, part_of

from watcher.claims import extract_claims
from watcher.rules import load_rules

_WORD = re.compile(r"[a-z]+|[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]")
Row = tuple[dict[str, Any], bool, int, str]  # figure, labelled, figures in its text, kind


def features(claim: dict[str, Any], figures: int, kind: str) -> list[str]:
    """The names of the features one reported figure has."""
    value = abs(float(claim["value"]))
    out = [f"w:{w}" for w in set(_WORD.findall(str(claim.get("text") or "").lower()))]
    out += [f"metric:{claim['metric']}", f"unit:{claim.get('unit')}", f"kind:{kind}"]
    out += [f"{k}:{claim.get(k) is not None}" for k in ("engine", "mode", "hardware")]
    out += [f"{k}:{claim.get(k) is not None}" for k in ("precision", "concurrency", "gpu_count")]
    out += [f"qualifier:{claim.get('qualifier')}", f"figures:{min(figures, 5)}"]
    out.append(f"magnitude:{int(math.log10(value)) if value else 'zero'}")
    return out


def rows_of(data: Path, rules: Path) -> tuple[dict[str, list[Row]], Counter[str]]:
    """Every figure the reader reports on the development part, by share, and label counts."""
    vocabulary = load_rules(rules).vocabulary
    out: dict[str, list[Row]] = {"tune": [], "check": []}
    labels: Counter[str] = Counter()
    for snip in load_snippets(data):
        if part_of(snip) != "dev":
            continue
        share = dev_half(snip)
        claims = extract_claims(
            snip["text"], vocabulary, source=snip.get("source"), title=snip.get("title")
        )
        predicted = [c.to_json() for c in claims]
        wanted = list(snip.get("claims") or [])
        labels[share] += len(wanted)
        matches = pair([(float(p["value"]), p["metric"]) for p in predicted], wanted)
        taken = {i for i in matches if i is not None}
        kind = str(snip.get("kind", "other"))
        out[share] += [(p, i in taken, len(predicted), kind) for i, p in enumerate(predicted)]
    return out, labels


def matrix(rows: list[Row], names: dict[str, int]) -> tuple[np.ndarray, np.ndarray]:
    """One-hot features (plus a bias column) and 1/0 for labelled/extra."""
    x = np.zeros((len(rows), len(names) + 1))
    x[:, -1] = 1.0
    for i, (claim, _, figures, kind) in enumerate(rows):
        for f in features(claim, figures, kind):
            j = names.get(f)
            if j is not None:
                x[i, j] = 1.0
    return x, np.array([1.0 if ok else 0.0 for _, ok, _, _ in rows])


def train(x: np.ndarray, y: np.ndarray, steps: int, l2: float) -> np.ndarray:
    """Weights of a class-balanced logistic regression."""
    w = np.zeros(x.shape[1])
    share = y.mean()
    weight = np.where(y == 1.0, 0.5 / share, 0.5 / (1.0 - share))
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        w -= 0.5 * ((x.T @ (weight * (p - y))) / len(y) + l2 * w)
    return w


def main(argv: list[str] | None = None) -> int:
    """Print check's recall and precision with and without the veto."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--thresholds", type=float, nargs="+", default=[0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--l2", type=float, default=1e-3)
    args = ap.parse_args(argv)
    rows, labels = rows_of(args.data, args.rules)
    seen = Counter(f for c, _, n, k in rows["tune"] for f in set(features(c, n, k)))
    names = {f: i for i, f in enumerate(sorted(f for f, n in seen.items() if n >= 3))}
    xt, yt = matrix(rows["tune"], names)
    xc, yc = matrix(rows["check"], names)
    keep_p = 1.0 / (1.0 + np.exp(-(xc @ train(xt, yt, args.steps, args.l2))))
    total = labels["check"]
    print(f"trained on tune: {len(yt)} figures, {int(len(yt) - yt.sum())} extras")
    print(f"check, reader alone: recall {yc.sum() / total:.3f} precision {yc.mean():.3f}")
    head = ("veto below", "recall", "precision", "dropped", "of them claims")
    print(" ".join(f"{h:>{w}}" for h, w in zip(head, (10, 7, 9, 8, 15), strict=True)))
    for th in args.thresholds:
        kept = keep_p >= th
        print(
            f"{th:>10.2f} {yc[kept].sum() / total:>7.3f} {yc[kept].mean():>9.3f} "
            f"{int((~kept).sum()):>8} {int(yc[~kept].sum()):>15}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
