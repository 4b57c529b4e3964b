"""Does a learned figure finder carry to text it was not trained on? A measurement.

Usage:
    python benchmarks/claims_learned.py [--data tests/data/claims_eval] [--rules rules/]
        [--thresholds 0.3 0.5 0.7 0.9] [--steps 300] [--l2 1e-4]

Only the development part of the evaluation set is loaded (``part_of(s) == "dev"``; the
held-out part's labels are never read), cut into ``tune`` and ``check`` by ``dev_half``.

Every number of a snippet's text, after the reader's own normalisation (``prepare``, stat
cards, ``layout.render``) and read by the reader's own number pattern, is a candidate. Its
features are words around it (by side and distance), the characters glued to it, its pipe-table
column's header words and its row's first cell, its line's first words, the heading above,
its decimals and magnitude, and whether it opens or closes a range. A labelled figure (metric,
value within 0.5%; a range by its first end) takes the first unmatched candidate with that
value; every other candidate is ``none``. A multinomial logistic regression (full-batch Adam
from zeros; L2 chosen by a two-fold split of ``tune`` alone; deterministic) is trained on one
half and scored on the other, pairing figures exactly as ``claims_eval.py`` does (metric
equal, value within 0.5%):

- ``reader``: the rule reader alone;
- ``learned``: candidates whose likeliest metric has probability >= the threshold;
- ``union``: the reader's claims plus learned figures whose number the reader did not read.

It prints one table for tune -> check and the swap (check -> tune), the share of labels a
candidate carries (the learned finder's ceiling), and how much of the union's gain lies in
texts where the reader read nothing; then a learning curve (a quarter, a half, all of ``tune``
scored on ``check``) says whether more labelled text would help. Only aggregate figures are
printed.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from claims_eval import _close, dev_half, load_snippets, pair, part_of

from watcher.claims import extract_claims
from watcher.claims.layout import render
from watcher.claims.normalize import prepare
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import MAX_TEXT
from watcher.claims.statcards import join_stat_cards
from watcher.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
NONE = "none"
_NUMBER = re.compile(r"(?<![\d.,])" + _NUM)
_TOKEN = re.compile(r"[^\W\d_]{1,30}|\d{1,12}(?:[.,]\d{1,6})?|[^\w\s]")
_RANGE_GAP = re.compile(r"[ \t]{0,2}(?:-|–|~|～|to)[ \t]{0,2}(?=\d)")
_RANGE_BEFORE = re.compile(r"\d[ \t]{0,2}(?:-|–|~|～|to)[ \t]{0,2}$")
_SEPARATOR = re.compile(r"[|: \t-]{3,400}")
WINDOW = 6


@dataclass
class Candidate:
    """One number of a text: where it lies, its value(s), what it would be reported as."""

    start: int
    value: float  # as displayed ("1.5k" is 1500)
    shown: float  # the value a figure from it reports (a range's middle)
    ends: tuple[float, ...]  # every value the number stands for (a range's two ends)
    features: list[str] = field(default_factory=list)


def _words(s: str, limit: int = 8) -> list[str]:
    out = []
    for m in _TOKEN.finditer(s.lower()):
        tok = m.group()
        out.append("<n>" if tok[0].isdigit() else tok)
        if len(out) >= limit:
            break
    return out


def _shape(ch: str) -> str:
    if not ch or ch in " \t":
        return "space"
    if ch == "\n":
        return "eol"
    return "alpha" if ch.isalpha() else ch


def _table_context(text: str, starts: list[int], line_no: int, at: int) -> list[str]:
    """Features of a number in a pipe-table row: its column's header words, the row's label."""
    lines = text.split("\n")  # small texts; called per number only in table rows
    line = lines[line_no]
    col = line[: at - starts[line_no]].count("|") - 1
    top = line_no
    while top > 0 and lines[top - 1].lstrip().startswith("|"):
        top -= 1
    feats = ["tab", f"col:{min(col, 6)}"]
    cells = line.strip().strip("|").split("|")
    if col == len(cells) - 1:
        feats.append("lastcol")
    feats += [f"r0:{w}" for w in _words(cells[0], 4)] if col > 0 else []
    header = lines[top].strip().strip("|").split("|")
    if top != line_no and 0 <= col < len(header):
        feats += [f"h:{w}" for w in _words(header[col], 6)]
    below = lines[top + 1] if top + 1 < len(lines) else ""
    if top == line_no or not _SEPARATOR.fullmatch(below.strip()):
        feats.append("nohead")
    return feats


def candidates(text: str) -> list[Candidate]:
    """Every number of ``text`` as the reader sees it, with the features of its context."""
    layout = render(join_stat_cards(prepare(text or "", MAX_TEXT).text))
    text = layout.text
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    out: list[Candidate] = []
    for m in _NUMBER.finditer(text):
        try:
            value = _num(m.group())
        except ValueError:
            continue
        a, b = m.start(), m.end()
        line_no = bisect_right(starts, a) - 1
        ls = starts[line_no]
        le = starts[line_no + 1] - 1 if line_no + 1 < len(starts) else len(text)
        before, after = _words(text[ls:a][-200:], 99)[-WINDOW:], _words(text[b:le], WINDOW)
        f = ["bias", f"gl:{_shape(text[a - 1 : a])}", f"gr:{_shape(text[b : b + 1])}"]
        f += [f"p{i}:{w}" for i, w in enumerate(reversed(before[-3:]), 1)]
        f += [f"n{i}:{w}" for i, w in enumerate(after[:3], 1)]
        f += [f"b:{w}" for w in before] + [f"a:{w}" for w in after]
        if after and text[b : b + 1] not in " \t":
            f.append(f"nx:{after[0]}")
        f += [f"l{i}:{w}" for i, w in enumerate(_words(text[ls:le], 2))]
        shown, ends = value, (value,)
        gap = _RANGE_GAP.match(text, b)
        nxt = _NUMBER.match(text, gap.end()) if gap else None
        if nxt is not None:
            try:
                other = _num(nxt.group())
                shown, ends = (value + other) / 2, (value, other)
                f.append("range1")
            except ValueError:
                pass
        if _RANGE_BEFORE.search(text[max(ls, a - 8) : a]):
            f.append("range2")
        digits = m.group().rstrip("kKM").replace(",", "").replace(" ", "")
        decimals = len(digits.split(".", 1)[1]) if "." in digits else 0
        f += [f"dec:{min(decimals, 3)}", f"mag:{int(math.log10(value)) if value >= 1 else -1}"]
        if text[ls:le].lstrip().startswith("|"):
            f += _table_context(text, starts, line_no, a)
        else:
            prev = text[starts[line_no - 1] : ls] if line_no else ""
            f += [f"pl:{w}" for w in _words(prev, 6)]
        heads = layout.enclosing(a)
        if heads:
            span = heads[0][0]
            f += [f"hd:{w}" for w in _words(text[span.start : span.end], 6)]
        f.append(f"nums:{min(len(_NUMBER.findall(text[ls:le])), 9)}")
        out.append(Candidate(a, value, shown, ends, f))
    return out


def targets(cands: list[Candidate], labels: list[dict[str, Any]]) -> list[str]:
    """Each candidate's class: the metric of the label it carries, else ``none``."""
    out = [NONE] * len(cands)
    for label in labels:
        want = float(label.get("value_min", label["value"]))
        for i, c in enumerate(cands):
            if out[i] == NONE and _close(c.value, want):
                out[i] = str(label["metric"])
                break
    return out


class Model:
    """Multinomial logistic regression over binary features (full-batch Adam, L2)."""

    def __init__(self, steps: int = 300, l2: float = 1e-4, rate: float = 0.05) -> None:
        self.steps, self.l2, self.rate = steps, l2, rate
        self.vocab: dict[str, int] = {}
        self.classes: list[str] = []
        self.weights = np.zeros((0, 0))

    def _rows(self, feats: list[list[str]]) -> tuple[np.ndarray, np.ndarray]:
        """CSR-style (row pointers, column indices); feature 0 is the bias, in every row."""
        ptr, cols = [0], []
        for fs in feats:
            idx = sorted({self.vocab[f] for f in fs if f in self.vocab} | {0})
            cols.extend(idx)
            ptr.append(len(cols))
        return np.array(ptr), np.array(cols, dtype=np.int64)

    def _scores(self, ptr: np.ndarray, cols: np.ndarray) -> np.ndarray:
        z = np.add.reduceat(self.weights[cols], ptr[:-1], axis=0)
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        return p / p.sum(axis=1, keepdims=True)

    def fit(self, feats: list[list[str]], ys: list[str]) -> Model:
        counts = Counter(f for fs in feats for f in set(fs))
        kept = sorted(f for f, n in counts.items() if n >= 2 and f != "bias")
        self.vocab = {"bias": 0} | {f: i + 1 for i, f in enumerate(kept)}
        self.classes = sorted(set(ys) | {NONE})
        ptr, cols = self._rows(feats)
        rows = np.repeat(np.arange(len(feats)), np.diff(ptr))
        y = np.zeros((len(feats), len(self.classes)))
        y[np.arange(len(ys)), [self.classes.index(c) for c in ys]] = 1.0
        self.weights = np.zeros((len(self.vocab), len(self.classes)))
        m, v = np.zeros_like(self.weights), np.zeros_like(self.weights)
        for t in range(1, self.steps + 1):
            d = (self._scores(ptr, cols) - y)[rows] / len(feats)
            grad = np.stack(
                [np.bincount(cols, d[:, k], len(self.vocab)) for k in range(len(self.classes))],
                axis=1,
            )
            grad += self.l2 * self.weights
            m = 0.9 * m + 0.1 * grad
            v = 0.999 * v + 0.001 * grad * grad
            step = (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
            self.weights -= self.rate * step
        return self

    def predict(self, feats: list[list[str]]) -> list[tuple[str, float]]:
        """Each row's likeliest metric (never ``none``) and its probability."""
        if not feats:
            return []
        p = self._scores(*self._rows(feats))
        p[:, self.classes.index(NONE)] = -1.0
        best = p.argmax(axis=1)
        return [(self.classes[k], float(p[i, k])) for i, k in enumerate(best)]


def paired(predicted: list[tuple[float, str]], labels: list[dict[str, Any]]) -> int:
    """Labels paired with a prediction as ``claims_eval.py`` pairs them."""
    return sum(i is not None for i in pair(predicted, labels))


@dataclass
class Text:
    """One snippet as the experiment needs it: candidates, targets, the reader's claims."""

    labels: list[dict[str, Any]]
    cands: list[Candidate]
    ys: list[str]
    reader: list[tuple[float, str]]
    read_values: list[float]


def prepare_texts(snippets: list[dict[str, Any]], vocabulary: Any) -> list[Text]:
    out = []
    for s in snippets:
        labels = list(s.get("claims") or [])
        cands = candidates(s["text"])
        claims = extract_claims(s["text"], vocabulary, source=s.get("source"), title=s.get("title"))
        reader = [(c.value, c.metric) for c in claims]
        read = [x for c in claims for x in (c.value, c.value_min, c.value_max) if x is not None]
        out.append(Text(labels, cands, targets(cands, labels), reader, read))
    return out


def learned(model: Model, t: Text, threshold: float, *, unread: bool) -> list[tuple[float, str]]:
    """The learned figures of one text; with ``unread``, only numbers the reader did not read."""
    out = []
    for c, (metric, p) in zip(t.cands, model.predict([c.features for c in t.cands]), strict=True):
        if p < threshold:
            continue
        if unread and any(_close(e, r) for e in c.ends for r in t.read_values):
            continue
        out.append((c.shown, metric))
    return out


def _row(name: str, thr: str, labels: int, pred: int, hit: int, note: str = "") -> str:
    rec = hit / labels if labels else 1.0
    prec = hit / pred if pred else 1.0
    return f"{name:<14} {thr:>5} {labels:>6} {pred:>6} {hit:>6} {rec:>7.3f} {prec:>9.3f}  {note}"


def experiment(train: list[Text], test: list[Text], thresholds: list[float], **kw: Any) -> None:
    """Train on ``train``, print the reader, learned and union rows scored on ``test``."""
    feats = [c.features for t in train for c in t.cands]
    model = Model(**kw).fit(feats, [y for t in train for y in t.ys])
    labels = sum(len(t.labels) for t in test)
    covered = sum(y != NONE for t in test for y in t.ys)
    base_pred = sum(len(t.reader) for t in test)
    base_hit = sum(paired(t.reader, t.labels) for t in test)
    print(
        f"{'system':<14} {'thr':>5} {'labels':>6} {'pred':>6} {'paired':>6} "
        f"{'recall':>7} {'precision':>9}"
    )
    print(_row("reader", "-", labels, base_pred, base_hit))
    print(f"  (a candidate carries {covered} of {labels} labels: the learned finder's ceiling)")
    for thr in thresholds:
        figs = [learned(model, t, thr, unread=False) for t in test]
        pred = sum(len(f) for f in figs)
        print(
            _row(
                "learned",
                f"{thr:.2f}",
                labels,
                pred,
                sum(paired(f, t.labels) for f, t in zip(figs, test, strict=True)),
            )
        )
    for thr in thresholds:
        gain = blank_gain = added = blank_added = 0
        for t in test:
            extra = learned(model, t, thr, unread=True)
            g = paired(t.reader + extra, t.labels) - paired(t.reader, t.labels)
            gain, added = gain + g, added + len(extra)
            if not t.reader:
                blank_gain, blank_added = blank_gain + g, blank_added + len(extra)
        note = (
            f"+{gain} paired ({blank_gain} in blank texts), +{added} figures "
            f"({blank_added} in blank texts)"
        )
        print(
            _row("reader+learned", f"{thr:.2f}", labels, base_pred + added, base_hit + gain, note)
        )


def curve(train: list[Text], test: list[Text], threshold: float, **kw: Any) -> None:
    """Learned-alone recall and precision on ``test`` from a quarter, a half, all of ``train``."""
    labels = sum(len(t.labels) for t in test)
    for every in (4, 2, 1):
        part = train[::every]
        feats = [c.features for t in part for c in t.cands]
        model = Model(**kw).fit(feats, [y for t in part for y in t.ys])
        figs = [learned(model, t, threshold, unread=False) for t in test]
        hit = sum(paired(f, t.labels) for f, t in zip(figs, test, strict=True))
        print(_row(f"{len(part)} texts", f"{threshold:.2f}", labels, sum(map(len, figs)), hit))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--thresholds", type=float, nargs="+", default=[0.3, 0.5, 0.7, 0.9])
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--l2", type=float, default=1e-4)
    args = ap.parse_args(argv)
    vocabulary = load_rules(args.rules).vocabulary
    dev = [s for s in load_snippets(args.data) if part_of(s) == "dev"]  # never held-out labels
    halves: dict[str, list[Text]] = {
        h: prepare_texts([s for s in dev if dev_half(s) == h], vocabulary)
        for h in ("tune", "check")
    }
    for a, b in (("tune", "check"), ("check", "tune"), ("tune", "tune")):
        n = len(halves[b])
        print(f"\ntrain on {a}, score on {b} ({n} texts)" + (" [in-sample]" if a == b else ""))
        experiment(halves[a], halves[b], args.thresholds, steps=args.steps, l2=args.l2)
    print("\nlearning curve: learned alone, trained on part of tune, scored on check")
    curve(halves["tune"], halves["check"], 0.5, steps=args.steps, l2=args.l2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
