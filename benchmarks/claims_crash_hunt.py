"""Does the claim reader raise or stall on broken text? A crash hunt over the labelled texts.

Usage:
    python benchmarks/claims_crash_hunt.py [--seeds 1-6] [--slow 2.0] [--data DIR] [--rules DIR]

Each seed draws one structural mutation per evaluation text (every part: no label is read,
only the texts): cut at a random point, its second half swapped for another text's, its lines
shuffled, one line repeated up to 50 times, Markdown marks and odd characters inserted or
characters deleted, its table pipes replaced, or characters swapped at random; with a random
title and a well-formed or malformed source. The reader must return for every one without
raising, within ``--slow`` seconds of CPU. Prints one line per seed; each crash's text is
written under ``--out`` with its traceback on stderr. Exits 1 on any crash or slow text.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_eval import ROOT, load_snippets

from watcher.claims import extract_claims
from watcher.rules import load_rules

MARKS = (
    "|", "||", "| --- |", "*", "**", "`", "```\n", "<!--", "-->", "\n", "\n\n", "x", "×", "~",
    "-", "—", "tok/s", " 1,", ".", "%", "(", ")", "[", "]", ":", "\t", "\u200b", "\ufeff", "\r",
    "#", "> ", "1x", "GB", "ms", "\u00a0", "４", "é", "\\", "$", "{", "}", '"',
)  # fmt: skip
SOURCES = (
    None, "", "a/b#", "#12", "ggml-org/llama.cpp#x", "https://github.com/",
    "https://github.com/sgl-project/sglang/pull/", "owner/repo", "http://", "::", "a/b/c/d#1#2",
)  # fmt: skip


def mutate(text: str, other: str, rng: random.Random) -> str:
    """One structural mutation of ``text`` (``other`` is a second text to splice in)."""
    kind = rng.randrange(8)
    if kind == 0:
        return text[: rng.randrange(len(text) + 1)]
    if kind == 1:
        return text[: len(text) // 2] + other[len(other) // 2 :]
    if kind == 2:
        lines = text.split("\n")
        rng.shuffle(lines)
        return "\n".join(lines)
    if kind == 3:
        for _ in range(rng.randint(1, 20)):
            i = rng.randrange(len(text) + 1)
            text = text[:i] + rng.choice(MARKS) + text[i:]
        return text
    if kind == 4:
        for _ in range(rng.randint(1, 20)):
            i = rng.randrange(len(text) or 1)
            text = text[:i] + text[i + rng.randint(1, 5) :]
        return text
    if kind == 5:
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        return "\n".join(lines[:i] + [lines[i]] * rng.randint(2, 50) + lines[i:])
    if kind == 6:
        return text.replace("|", rng.choice(("", " ", "¦", "||", "\t")))
    return "".join(c if rng.random() > 0.02 else rng.choice(MARKS) for c in text)


def _seeds(spec: str) -> list[int]:
    lo, _, hi = spec.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--seeds", default="1-6", help="a seed or a range, e.g. 7 or 1-30")
    ap.add_argument("--slow", type=float, default=2.0, help="CPU seconds a text may take")
    ap.add_argument("--out", type=Path, default=Path("crash-hunt"), help="where crashes go")
    args = ap.parse_args()
    vocabulary = load_rules(args.rules).vocabulary
    snippets = load_snippets(args.data)
    failed = False
    for seed in _seeds(args.seeds):
        rng = random.Random(seed)
        crashes, slow, started = 0, list[tuple[str, float]](), time.time()
        for snip in snippets:
            other = rng.choice(snippets)["text"]
            text = mutate(snip["text"], other, rng)
            title = rng.choice((snip.get("title"), None, other[:200], "|" * 50))
            source = rng.choice((snip.get("source"), *SOURCES))
            cpu = time.process_time()
            try:
                extract_claims(text, vocabulary, source=source, title=title)
            except Exception:
                crashes += 1
                args.out.mkdir(parents=True, exist_ok=True)
                (args.out / f"{seed}-{snip['id']}.txt").write_text(text, encoding="utf-8")
                print(f"crash: seed {seed}, {snip['id']}, source {source!r}", file=sys.stderr)
                traceback.print_exc()
            took = time.process_time() - cpu
            if took > args.slow:
                slow.append((snip["id"], round(took, 2)))
        failed = failed or bool(crashes or slow)
        print(
            f"seed {seed}: {len(snippets)} texts, {crashes} crashes, {len(slow)} slow "
            f"{slow if slow else ''}({time.time() - started:.0f} s)"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
