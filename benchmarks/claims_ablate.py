"""Ablation of the claim reader's drop filters: what each one is worth on text it was not
learnt from.

Usage:
    python benchmarks/claims_ablate.py [--only NAME ...] [--together NAME ...] [--jobs N]

Many of the reader's rules are drop filters: predicates that decide a number is no
measurement (a goal, a question, a hypothetical, a setting, a side time, an example, an
illustration, a difference, a money multiple, a walkthrough, a target section, an
expectation, a spec...). Each was written from mistakes read in ``tune``; one learnt from a
single text may over-fire on unseen text and drop real claims. For each predicate in
``ABLATIONS`` this script makes the predicate answer "not dropped" in every
``watcher.claims`` module that bound it (each module attribute that is the very same object is
replaced, so ``from x import f`` copies are patched too), runs the ``--split-dev`` evaluation
of ``claims_eval`` in-process, and prints the change of recall, precision and F1 on ``tune``
and ``check`` and of the field accuracies on ``check``. ``check``'s mistakes are never listed;
the held-out part is never scored. Each ablation runs in a forked process of its own (at most
``--jobs``, default 2), so a patch never outlives its run. ``--together`` ablates the named
predicates at once, the combined check of a set chosen for removal.

One evaluation (``claims_eval.evaluate``) runs with every predicate watched: it records, per
snippet, which predicates filtered something there. The reader is pure and deterministic, so
an ablation reads again only those snippets (columns ``t.T``/``c.T``: how many in tune and
check) and keeps every other snippet's baseline counts; the deltas are the same as a whole
evaluation per ablation gives (checked on all of ``ABLATIONS``), in seconds instead of ten
minutes. ``nb`` is how many module bindings each patch replaced.

Removal criterion, fixed before any result was looked at: a filter is removed when ablating it
raises ``check`` F1 (harmonic mean of recall and precision, from the raw counts) by at least
0.001 and lowers ``check`` precision by no more than 0.003. The filters that pass are then
ablated together, and the combined change on ``check`` must meet the same criterion; if it
does not, the worst offenders (largest precision loss first) are put back one by one until it
does. A filter the issue's examples or the reading rules (docs/READING_RULES.md) demand
(goals, targets, questions, HTML comments, hardware specs, prices, lengths, acceptance rates,
token counts, request rates) is kept even when it passes, unless ablation shows it drops real
claims on ``check`` clearly; then it is reported rather than removed.
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import pkgutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import claims_eval  # noqa: E402

import watcher.claims  # noqa: E402
from watcher.rules import load_rules  # noqa: E402

FIELDS = tuple(claims_eval.FIELD_KEYS.values())
MIN_F1_GAIN = 0.001
MAX_PRECISION_LOSS = 0.003


class _Never:
    """A stand-in for a compiled pattern that a drop test searches: it never matches."""

    def search(self, *args: Any, **kwargs: Any) -> None:
        return None

    match = fullmatch = search

    def finditer(self, *args: Any, **kwargs: Any) -> Iterator[Any]:
        return iter(())


NEVER = _Never()

# (predicate or pattern, the value that means "no filtering", what it drops). A predicate that
# answers True to keep a figure (``states_now``, ``hedged_use``) is pinned to True; one that
# lists spans to skip answers no span; a pattern never matches.
ABLATIONS: list[tuple[str, Any, str]] = [
    # extract.py: whole blocks, sections, list items and figures
    ("watcher.claims.quoted.is_walkthrough", False, "Step 1: ... worked example blocks"),
    ("watcher.claims.goals.is_target_heading", False, "blocks/tables under a Targets heading"),
    ("watcher.claims.sections.target_sections", [], "sections under Targets or Training"),
    ("watcher.claims.other_runs.is_training_heading", False, "sections under a training heading"),
    ("watcher.claims.goals.expectation_sections", [], "sections under Expected behavior"),
    ("watcher.claims.goals.is_expectation_heading", False, "block after an Expected heading"),
    ("watcher.claims.goals.states_now", True, "wishes under an expectation heading"),
    ("watcher.claims.quoted.example_items", [], "list items led in by 'for example'"),
    ("watcher.claims.hypotheticals.is_hypothetical", False, "quoted speaker, reader's 'if'"),
    ("watcher.claims.jsonkeys.machine_objects", [], 'JSON "hardware": {...} objects'),
    # figures.py: prose figures
    ("watcher.claims.goals.is_goal", False, "goals, targets, wishes, requirements"),
    ("watcher.claims.wishes.is_theoretical", False, "theoretical bounds (in is_goal)"),
    ("watcher.claims.wishes.is_setting", False, "caps and limits (in is_goal)"),
    ("watcher.claims.wishes.is_required", False, "requirements (in is_goal)"),
    ("watcher.claims.wishes.is_aimed_after", False, "'... を目指す' aims (in is_goal)"),
    ("watcher.claims.wishes.wish_start", None, "wishes and plans (in is_goal)"),
    ("watcher.claims.goals.joins_goal", False, "'or even 20' after a goal"),
    ("watcher.claims.goals._EXPECT_BEFORE", NEVER, "'expect ...' before a figure"),
    ("watcher.claims.goals.is_bar", False, "'anything under 5 tok/s is unusable'"),
    ("watcher.claims.questions.is_asked", False, "'can it reach 1,000 tok/s?'"),
    ("watcher.claims.filters.is_condition", False, "'at ~50 tok/s/user' operating point"),
    ("watcher.claims.filters.is_difference", False, "'+10 TPS', 'by 2 t/s'"),
    ("watcher.claims.filters.is_component_speedup", False, "tokenizer/JSON/sampler speedups"),
    ("watcher.claims.other_runs.is_not_inference", False, "training, acceptance, downloads"),
    ("watcher.claims.targets_after.is_target_after", False, "'a 50 ms TPOT SLO'"),
    ("watcher.claims.wishes.is_worked_out", False, "'that is 25 ms per token'"),
    ("watcher.claims.illustrations.is_perceived", False, "'feels fluid at 15 t/s'"),
    ("watcher.claims.illustrations.is_illustration", False, "'at 10 tok/s, 200 words take'"),
    ("watcher.claims.filters._NEED_AFTER", NEVER, "'for 969 tok/s you need ...'"),
    ("watcher.claims.filters._WORKED_OUT", NEVER, "'273 GB/s / 70GB = 3.9 tok/s'"),
    ("watcher.claims.filters.PRICED_AFTER", NEVER, "a rate followed by a price"),
    ("watcher.claims.patterns._COST_AFTER", NEVER, "'32x improvement in cost per token'"),
    ("watcher.claims.metric_words._RATING_AFTER", NEVER, "'>50 tok/s Excellent' rating bands"),
    ("watcher.claims.time_words.aux_time_in", False, "a clause about loading/sampling"),
    # cells.py: table cells
    ("watcher.claims.goals.is_target_cell", False, "'| Target | 582 tok/s |' rows, columns"),
    ("watcher.claims.memory_keys.is_spec_column", False, "'| VRAM | 96GB |'"),
    ("watcher.claims.metric.is_spec_after", False, "'| 64GB DDR5 |'"),
    ("watcher.claims.spec_units.names_spec_unit", False, "'| TFLOPS |' columns"),
    # metric.py: what a number with a unit measures, or none
    ("watcher.claims.side_times.is_side_time", False, "timeouts, sleeps, load times"),
    ("watcher.claims.side_times.is_setting_time", False, "'request timeout of 600 s', SLOs"),
    ("watcher.claims.filters.is_money_multiple", False, "'3x cheaper', market multiples"),
    ("watcher.claims.multiple_kinds.is_other_multiple", False, "multiples of other things"),
    ("watcher.claims.multiples.counts_things", False, "'on 4x ASUS GX10 nodes'"),
    ("watcher.claims.memory_keys.is_usage_total", False, "'9.8/24 GB': the 24"),
    ("watcher.claims.memory_keys.is_headroom", False, "'12 GB free'"),
    ("watcher.claims.memory_keys.is_flag_value", False, "'--max-memory 20GiB'"),
    ("watcher.claims.memory_keys.is_machine_wanted", False, "'needs a machine with 64 GB'"),
    ("watcher.claims.memory_keys.names_a_variant", False, "a size naming a model variant"),
    ("watcher.claims.memory_keys.states_capacity", False, "'with 96GB'"),
    ("watcher.claims.memory_keys.oom_follows", False, "sizes in an out-of-memory error"),
    ("watcher.claims.memory_keys.picks_machine", False, "'24 GB card' picked as a machine"),
    ("watcher.claims.memory_keys.hedged_use", True, "'a 64GB Mac' unless use is hedged"),
    ("watcher.claims.memory_keys.on_memory_line", False, "'Ram 32 GB' in a system list"),
    ("watcher.claims.metric.card_size", False, "'80GB H100'"),
]


def _modules() -> list[Any]:
    """Every ``watcher.claims`` module, imported."""
    for info in pkgutil.iter_modules(watcher.claims.__path__):
        importlib.import_module(f"watcher.claims.{info.name}")
    return [m for n, m in sorted(sys.modules.items()) if n.startswith("watcher.claims")]


def _stand_in(target: Any, neutral: Any) -> Any:
    """What replaces ``target``: the pattern stand-in itself, or a function of any arguments
    that answers ``neutral`` (a fresh list each call when it is a list)."""
    if neutral is NEVER:
        return NEVER
    if isinstance(neutral, list):
        return lambda *args, **kwargs: []
    return lambda *args, **kwargs: neutral


def _rebind(target: Any, replacement: Any) -> list[tuple[Any, str, Any]]:
    """Bind ``replacement`` wherever a ``watcher.claims`` module holds ``target`` itself;
    return the bindings replaced, to undo them."""
    undo = []
    for module in _modules():
        for key, value in list(vars(module).items()):
            if value is target:
                setattr(module, key, replacement)
                undo.append((module, key, target))
    return undo


def _target(name: str) -> Any:
    module_name, attr = name.rsplit(".", 1)
    return getattr(importlib.import_module(module_name), attr)


def patch(name: str, neutral: Any) -> list[tuple[Any, str, Any]]:
    """Bind ``name`` (``module.attribute``) to its neutral stand-in in every module that
    holds the very same object; return the bindings replaced."""
    target = _target(name)
    return _rebind(target, _stand_in(target, neutral))


def undo(bindings: list[tuple[Any, str, Any]]) -> None:
    """Put back what :func:`patch` replaced."""
    for module, key, target in bindings:
        setattr(module, key, target)


def _differs(result: Any, neutral: Any) -> bool:
    """True when a predicate's answer filtered something (differs from "no filtering")."""
    if neutral is None or neutral is NEVER:
        return result is not None
    return bool(result) != bool(neutral)


class _Watched:
    """A pattern that records every match: a drop its filter made."""

    def __init__(self, pattern: Any, name: str) -> None:
        self.pattern, self.name = pattern, name

    def _seen(self, m: Any) -> Any:
        if m is not None:
            _HITS.setdefault(self.name, set()).add(_CURRENT[0])
        return m

    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self._seen(self.pattern.search(*args, **kwargs))

    def match(self, *args: Any, **kwargs: Any) -> Any:
        return self._seen(self.pattern.match(*args, **kwargs))

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        return self._seen(self.pattern.fullmatch(*args, **kwargs))


def _watch(name: str, neutral: Any) -> list[tuple[Any, str, Any]]:
    """Bind ``name`` to a stand-in that answers as it does and records, per snippet, each
    answer that filtered something; return the bindings replaced, to undo them."""
    target = _target(name)
    if neutral is NEVER:
        replacement: Any = _Watched(target, name)
    else:

        def replacement(*args: Any, **kwargs: Any) -> Any:
            result = target(*args, **kwargs)
            if _differs(result, neutral):
                _HITS.setdefault(name, set()).add(_CURRENT[0])
            return result

    return _rebind(target, replacement)


def _record() -> tuple[dict[str, Any], list[claims_eval.Score]]:
    """One evaluation of ``_SNIPPETS`` with every predicate watched: the scores of each part
    and of each snippet, and (in ``_HITS``) the snippets each predicate filtered in.

    The reader is pure and deterministic, so a snippet in which a predicate never filtered
    reads the same with the predicate ablated: an ablation need only read again the snippets
    its predicates filtered in (the caches the reader keeps hold nothing a predicate decides)."""
    watched = [u for n, v, _ in ABLATIONS for u in _watch(n, v)]
    per: list[claims_eval.Score] = []
    score_snippet = claims_eval.score_snippet

    def scored(snip: dict[str, Any], vocabulary: Any, into: list[claims_eval.Score]) -> float:
        _CURRENT[0] = len(per)
        own = claims_eval.Score()
        per.append(own)
        return score_snippet(snip, vocabulary, [*into, own])

    claims_eval.score_snippet = scored
    try:
        result = claims_eval.evaluate(_SNIPPETS, _VOCABULARY)
    finally:
        claims_eval.score_snippet = score_snippet
        undo(watched)
    return result, per


def _counts(scores: list[claims_eval.Score]) -> dict[str, Any]:
    """Labels, predictions, pairs and right fields summed over ``scores``."""
    out: dict[str, Any] = {"labels": 0, "predicted": 0, "paired": 0}
    out.update({f: 0 for f in claims_eval.FIELDS})
    for s in scores:
        out["labels"] += s.labels
        out["predicted"] += s.predicted
        out["paired"] += s.paired
        for f in claims_eval.FIELDS:
            out[f] += s.right[f]
    return out


def _parts(per: list[claims_eval.Score]) -> dict[str, dict[str, Any]]:
    return {
        part: _counts([s for s, snip in zip(per, _SNIPPETS, strict=True) if snip["part"] == part])
        for part in ("tune", "check")
    }


def _run(names: tuple[str, ...]) -> tuple[tuple[str, ...], dict[str, Any]]:
    """Patch ``names`` (in this forked process only) and read again the snippets they
    filtered in; every other snippet keeps its baseline scores."""
    neutral = {n: v for n, v, _ in ABLATIONS}
    bound = {n: len(patch(n, neutral[n])) for n in names}
    again = sorted(set().union(*(_HITS.get(n, set()) for n in names)))
    per = list(_PER)
    for i in again:
        per[i] = claims_eval.Score()
        claims_eval.score_snippet(_SNIPPETS[i], _VOCABULARY, [per[i]])
    read = {p: sum(_SNIPPETS[i]["part"] == p for i in again) for p in ("tune", "check")}
    return names, {"bound": bound, "read": read, **_parts(per)}


def f1(recall: float, precision: float) -> float:
    """The harmonic mean of recall and precision."""
    return 2 * recall * precision / (recall + precision) if recall + precision else 0.0


def rates(c: dict[str, Any]) -> tuple[float, float, float]:
    """Recall, precision and F1 from raw counts."""
    r = c["paired"] / c["labels"] if c["labels"] else 1.0
    p = c["paired"] / c["predicted"] if c["predicted"] else 1.0
    return r, p, f1(r, p)


def passes(base: dict[str, Any], run: dict[str, Any]) -> bool:
    """The removal criterion on ``check``."""
    _, p0, f0 = rates(base)
    _, p1, f1_ = rates(run)
    return f1_ - f0 >= MIN_F1_GAIN and p0 - p1 <= MAX_PRECISION_LOSS


_SNIPPETS: list[dict[str, Any]] = []
_VOCABULARY: Any = None
_PER: list[claims_eval.Score] = []  # each snippet's baseline scores
_HITS: dict[str, set[int]] = {}  # the snippets each predicate filtered something in
_CURRENT = [0]  # the snippet being read


def _no_interval(per_snippet: Any, draws: int = 0, seed: int = 0) -> dict[str, Any]:
    return {}


def _accuracy(c: dict[str, Any], field: str) -> float:
    return c[field] / c["paired"] if c["paired"] else 1.0


def _row(label: str, base: dict[str, Any], run: dict[str, Any]) -> str:
    cells = []
    for part in ("tune", "check"):
        r0, p0, f0 = rates(base[part])
        r1, p1, f1_ = rates(run[part])
        cells.append(f"{r1 - r0:+7.3f} {p1 - p0:+7.3f} {f1_ - f0:+7.3f}")
    fields = " ".join(
        f"{_accuracy(run['check'], f) - _accuracy(base['check'], f):+6.3f}"
        for f in claims_eval.FIELDS
    )
    extra = run["check"]["predicted"] - base["check"]["predicted"]
    paired = run["check"]["paired"] - base["check"]["paired"]
    mark = "REMOVE?" if passes(base["check"], run["check"]) else ""
    read = f"{sum(run['bound'].values()):>2} {run['read']['tune']:>3} {run['read']['check']:>3}"
    return (
        f"{label[:34]:<34} {read} {cells[0]} | {cells[1]} | {paired:+4d} {extra:+4d} | "
        f"{fields} {mark}"
    )


def main(argv: list[str] | None = None) -> int:
    """Print one line per ablation (and one for ``--together``)."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="ablate only these (by suffix)")
    ap.add_argument("--together", nargs="+", metavar="NAME", help="ablate these at once too")
    ap.add_argument("--jobs", type=int, default=2, help="processes (at most 3)")
    args = ap.parse_args(argv)
    known = [n for n, _, _ in ABLATIONS]

    def pick(wanted: list[str]) -> list[str]:
        out = []
        for w in wanted:
            hits = [n for n in known if n == w or n.endswith("." + w)]
            if len(hits) != 1:
                ap.error(f"{w!r} names {len(hits)} ablations")
            out.append(hits[0])
        return out

    global _SNIPPETS, _VOCABULARY, _PER
    _VOCABULARY = load_rules(args.rules).vocabulary
    _SNIPPETS = [
        {**s, "part": claims_eval.dev_half(s)}
        for s in claims_eval.load_snippets(args.data)
        if claims_eval.part_of(s) == "dev"
    ]
    claims_eval.interval = _no_interval  # the bootstrap is not printed here: skip its cost
    _modules()
    full, _PER = _record()
    base = {"bound": {}, **_parts(_PER)}
    for part in ("tune", "check"):  # the sums per snippet are the evaluation's own
        assert all(
            base[part][k] == full["scores"][part][k] for k in ("labels", "predicted", "paired")
        )
    tasks: list[tuple[str, ...]] = []
    singles = pick(args.only) if args.only else ([] if args.together else known)
    tasks += [(n,) for n in singles]
    if args.together:
        tasks.append(tuple(pick(args.together)))
    ctx = multiprocessing.get_context("fork")
    jobs = max(1, min(args.jobs, 3))
    with ctx.Pool(jobs, maxtasksperchild=1) as pool:
        results = dict(pool.imap_unordered(_run, tasks))
    print(
        "check F1 criterion: remove when dF1 >= "
        f"{MIN_F1_GAIN} and precision loss <= {MAX_PRECISION_LOSS}"
    )
    for part in ("tune", "check"):
        r, p, f = rates(base[part])
        print(f"baseline {part}: recall {r:.4f} precision {p:.4f} F1 {f:.4f}")
    head = " ".join(f"{k[:6]:>6}" for k in FIELDS)
    print(
        f"{'ablated predicate':<34} {'nb':>2} {'t.T':>3} {'c.T':>3} "
        f"{'tune dR':>7} {'dP':>7} {'dF1':>7} | "
        f"{'check dR':>7} {'dP':>7} {'dF1':>7} | {'pair':>4} {'pred':>4} | {head}"
    )
    for task in tasks:
        run = results[task]
        unbound = [n for n, b in run["bound"].items() if b == 0]
        if unbound:
            print(f"warning: nothing bound to {', '.join(unbound)}", file=sys.stderr)
        label = task[0].removeprefix("watcher.claims.") if len(task) == 1 else "TOGETHER"
        label = label[:34]
        print(_row(label, base, run))
    if args.together:
        run = results[tasks[-1]]
        for part in ("tune", "check"):
            r, p, f = rates(run[part])
            print(f"together {part}: recall {r:.4f} precision {p:.4f} F1 {f:.4f}")
        verdict = "meets" if passes(base["check"], run["check"]) else "fails"
        print(f"together: {verdict} the criterion on check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
