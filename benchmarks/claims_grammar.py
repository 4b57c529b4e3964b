"""Does the reader follow the reading rules on sentences built from them? A conformance probe.

Usage:
    python benchmarks/claims_grammar.py [--rules rules/] [--per-shape 100] [--seed 1]
        [--examples 3] [--json]

The labelled evaluation (``claims_eval.py``) scores real texts; its misses are a long tail of
layouts. This probe asks a narrower question: on plain sentences that each exercise one rule
of docs/READING_RULES.md, built from the shipped vocabulary's engines, cards, methods and
units with random values, does the reader record what the rule says? Each shape names the
rule it builds from; its labels follow by construction. A shape whose sentences the reader
gets wrong is a rule the reader does not hold, whatever text it meets.

Shapes (one rule each): one sentence with engine, card, count and method; two sentences about
two setups (§2: nothing leaks); a bullet list of methods under a heading, a "baseline" key
among them; a table with a method per column; number spellings (§4: ``1 250``, ``1,250``,
``1.3k``); ranges; before/after and with/without pairs (§2); negated methods; speedups over a
baseline (§2: the baseline's engine and card are not the subject's); goals, questions, specs
and settings (§2, §4: no claim); concurrency spellings; precision and GPU count spellings;
latency metrics; the repository's, the title's and a quoted engine (§1); HTML comments,
estimates and chip companies; unit spellings, decimal commas, ">A and <B", LaTeX; acceptance
rates, token counts, versions, slots and prices; request rates and one request at a time;
prefill beside decode; standing (§5); more count spellings; one-line list items that must not
carry their setup to the next.

The same rules spelled in Chinese, Japanese and Korean (setups and card counts, methods and
their negation, before/after, ranges, loads and per-request rates, memory, speedups, goals and
questions, prefill beside decode, hidden and hedged figures), and changes and decimal-comma
memory in German, French and Spanish.

Tables and pasted tool output: a unit only in the header under a caption naming card, count
and precision; engines against cards; "Baseline"/"Vanilla"/"w/o SD" rows and columns;
transposed tables; "~1,700", "1.2k" and "± 0.1" cells; whitespace tables in code blocks;
llama-bench, llama-batched-bench and bench_serving output; HTML tables; a "| ms |" column under
a caption naming the time measured; workload columns ("4k context") under a caption stating
unit and phase; a load stated in the note under a table; a key/value table of one run;
ollama's --verbose block, whole or its tail.

Prose (§1-§2): a method, precision or load of one setup's sentence or clause kept from the next
setup's; "A tok/s with X and B tok/s with Y" and bracketed names after a figure; a heading over
its paragraphs and subsections, not over a sibling section; two cards in one paragraph;
"respectively" lists; setups in brackets or after the figure; baselines' own figures and the
subject's after them ("3x faster than vLLM, reaching ..."); per-GPU and per-user rates; "up to"
/ "about" / "over" figures; file formats.

Names (§3): engines by their commands and aliases, cards and precisions by the vocabulary's
spellings, chip companies as hardware; GPU counts ("dual", "a pair of", "TP=8", a card's memory
between count and card); a KV cache's dtype flag is no precision.

Metrics (§4): TTFT, TPOT, ITL, ms/token, s/token and end-to-end latency in their spellings;
"prompt eval" / "pp512" / "prefill throughput" beside "eval rate" / "tg128" / "generation
speed"; per-user against aggregate rates; memory in use, weights, model size, requirements and
KV cache; speedups of a named metric either way (and "halves" and percentages, no speedup); a
figure with its conversion in brackets.

Threads and release notes (§1-§2, §4): an issue or PR body of an engine's repository and an
engine it names for a figure; a quoted post and the reply's own setup; posts parted by author
lines or rules (a card, count or method of one post is not another's); release notes under a
version heading (a "2x" is the repository engine's speedup; percentages, PR numbers and
versions are not claims; a "[EAGLE]" tag is the line's method); a PR template's HTML comment
and a checked checklist item; a method an entry adds ("- Add EAGLE-3 support (#1234)") is not
another entry's.

Clauses (§2): a bare "and" opening a clause on its own subject ("... and the A100 delivers
28", "... and on A100 it delivers 28") parts the clauses' cards and loads; a noun-phrase "and"
shares them.

The shapes live in ``benchmarks/claims_shapes/``, one module per family; a new family is a new
module there.

Prints, per shape, the texts built and the mistakes by field (``missed``: the figure not read
with its metric; ``extra``: a figure no rule gives). Deterministic for a seed. Exit 0 always:
a measurement, not a gate (the test suite runs a small fixed sample of each shape).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from claims_shapes import shapes
from claims_shapes.common import Label, Shape

from watcher.claims import extract_claims
from watcher.rules import Vocabulary, load_rules

SHAPES: dict[str, Shape] = shapes()


def _same(label: Label, claim: dict[str, Any]) -> bool:
    if claim["metric"] != label.get("metric", "decode_tok_s"):
        return False
    v = label["value"]
    read = claim.get("value_min") if claim.get("value_min") is not None else claim["value"]
    return abs(read - v) <= 0.005 * abs(v)


def mistakes(
    text: str, labels: list[Label], vocab: Vocabulary, context: dict[str, str] | None = None
) -> Iterator[tuple[str, Any]]:
    """(field, detail) for each way the reader's claims of ``text`` (read with ``context``'s
    title and source) differ from ``labels``."""
    claims = [c.to_json() for c in extract_claims(text, vocab, **(context or {}))]
    used: set[int] = set()
    for label in labels:
        hit = next(
            (i for i, c in enumerate(claims) if i not in used and _same(label, c)),
            None,
        )
        if hit is None:
            yield "missed", label
            continue
        used.add(hit)
        for field, want in label.items():
            if field not in ("value", "metric") and claims[hit].get(field) != want:
                yield field, (want, claims[hit].get(field))
    for i, c in enumerate(claims):
        if i not in used:
            yield "extra", (c["value"], c["metric"])


def run(vocab: Vocabulary, per_shape: int, seed: int) -> dict[str, dict[str, Any]]:
    """Per shape: texts built, mistakes by field, and the texts of the first mistakes."""
    out: dict[str, dict[str, Any]] = {}
    for name, shape in SHAPES.items():
        r = random.Random(f"{seed}:{name}")
        counts: Counter[str] = Counter()
        examples: list[tuple[str, str, Any]] = []
        for _ in range(per_shape):
            text, labels, *context = shape(r)
            for field, detail in mistakes(text, labels, vocab, *context):
                counts[field] += 1
                examples.append((field, text, detail))
        out[name] = {"texts": per_shape, "mistakes": dict(counts), "examples": examples}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="example:\n  python benchmarks/claims_grammar.py --per-shape 200 --examples 2",
    )
    parser.add_argument("--rules", type=Path, default=Path("rules"))
    parser.add_argument("--per-shape", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--examples", type=int, default=3, help="mistaken texts shown per shape")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(load_rules(args.rules).vocabulary, args.per_shape, args.seed)
    if args.json:
        print(
            json.dumps(
                {k: {"texts": v["texts"], "mistakes": v["mistakes"]} for k, v in result.items()}
            )
        )
        return 0
    by_field: defaultdict[str, int] = defaultdict(int)
    print(f"{'shape':18s} {'texts':>5s}  mistakes")
    for name, got in result.items():
        for field, n in got["mistakes"].items():
            by_field[field] += n
        listed = ", ".join(f"{f} {n}" for f, n in sorted(got["mistakes"].items())) or "none"
        print(f"{name:18s} {got['texts']:5d}  {listed}")
        for field, text, detail in got["examples"][: args.examples]:
            print(f"    {field}: {text!r} -> {detail}")
    total = sum(v["texts"] for v in result.values())
    print(
        f"all {total} texts: "
        + (", ".join(f"{f} {n}" for f, n in sorted(by_field.items())) or "no mistakes")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
