"""Where do missed figures sit? Each part's misses counted by layout, unit and reading state.

Usage:
    python benchmarks/claims_misses.py [--data tests/data/claims_eval] [--rules rules/]
        [--parts tune check heldout] [--examples STATE,LAYOUT,UNIT] [--json]

``claims_eval.py`` says how many figures a part misses; this script says what kind of place
they are missed in, so that work goes to the commonest kind rather than to the last text read.
Every labelled figure the reader does not pair (pairing exactly as ``claims_eval.py`` does) is
located in the reader's normalised text (its first number of that value, a range by either end)
and counted under three headings:

- **state**: ``blank`` (the reader read nothing in the whole text), ``other`` (the reader read a
  figure of that value with another metric or another pairing) or ``unread`` (the reader read
  other figures of the text, but not this number);
- **layout** of the line the number stands on: ``pipe`` (a Markdown table row), ``code`` (inside
  a fenced block), ``cell`` (a line holding that number alone, as tables flattened one cell per
  line are stored), ``item`` (a list item), ``heading``, ``aligned`` (columns of spaces or tabs),
  ``prose``, or ``absent`` (no number of that value is written: a derived or converted label);
- **unit** on that line: ``rate`` (tokens per second in any of its spellings), ``multiple``
  (``2.5x``, 倍), ``memory`` (GB, GiB…), ``time`` (ms, s, 秒…) or ``none`` (the unit, if any, is
  in a header, a caption or another sentence).

Only aggregate counts are printed for every part. ``--examples`` lists the misses of one cell
(``unread,prose,rate``) with their line, and only for ``tune``, whose mistakes may be read;
``check`` and ``heldout`` are never listed.

``claims_extras.py`` counts the reader's extras the same way: it takes this script's layout
classifier, options, reading loop and counts (``arguments``, ``count_cells``, ``Cells``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_eval import ROOT, _close, dev_half, load_snippets, pair, part_of

from watcher.claims import extract_claims
from watcher.claims.normalize import normalise
from watcher.claims.numbers import _NUM, _num
from watcher.rules import load_rules

_NUMBER = re.compile(r"(?<![\d.,])" + _NUM)
_FENCE = re.compile(r"^\s{0,3}(?:```|~~~)")
_UNITS = (
    (
        "rate",
        re.compile(
            r"(?:tok(?:en)?s?|t)\s?/\s?s|\btps\b|tokens?[ -](?:per|a)[ -]sec|per second"
            r"|每秒|/秒|/초|/с\b",
            re.I,
        ),
    ),
    ("multiple", re.compile(r"\d\s?[x×](?![a-z0-9])|倍|배", re.I)),
    ("memory", re.compile(r"\d\s?(?:[GMT]i?B|G)(?![a-z])|显存|メモリ|메모리", re.I)),
    ("time", re.compile(r"\d\s?(?:ms|s|sec|seconds?|μs|us|min)(?![a-z])|毫秒|秒|초", re.I)),
)
_ITEM = re.compile(r"(?:[-*+•·]|\d{1,3}[.)])\s")
_ALIGNED = re.compile(r"\t|\S {3,}\S")
STATES = ("blank", "other", "unread")
PARTS = ("tune", "check", "heldout")


def layout_of(line: str, in_code: bool) -> str:
    """The kind of line a number stands on (see the module docstring)."""
    bare = line.strip()
    if in_code:
        return "code"
    if bare.count("|") >= 2:
        return "pipe"
    if _NUMBER.fullmatch(bare.lstrip("~≈<>*_ ").rstrip("*_ ")):
        return "cell"
    if _ITEM.match(bare):
        return "item"
    if bare.startswith("#"):
        return "heading"
    if _ALIGNED.search(line):
        return "aligned"
    return "prose"


def unit_of(line: str) -> str:
    """The first kind of unit written on ``line``, or ``none``."""
    return next((name for name, rx in _UNITS if rx.search(line)), "none")


def code_lines(lines: list[str]) -> list[bool]:
    """For each line, whether it lies inside a fenced code block (fences count as inside)."""
    out: list[bool] = []
    inside = False
    for line in lines:
        fence = bool(_FENCE.match(line))
        if fence:
            inside = not inside
        out.append(inside or fence)
    return out


def lines_holding(lines: list[str], values: list[float]) -> Iterator[int]:
    """Indices, in order, of the lines holding a number equal (within 0.5%) to one of
    ``values``."""
    for i, line in enumerate(lines):
        for m in _NUMBER.finditer(line):
            try:
                v = _num(m.group(0))
            except ValueError:
                continue
            if any(_close(v, w) for w in values):
                yield i
                break


def locate(lines: list[str], values: list[float]) -> int | None:
    """Index of the first line holding a number equal (within 0.5%) to one of ``values``."""
    return next(lines_holding(lines, values), None)


def place_misses(
    text: str, labels: list[dict[str, Any]], predicted: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], tuple[str, str, str], str]]:
    """Each unpaired label with its (state, layout, unit) and the line it stands on."""
    matches = pair([(float(p["value"]), p["metric"]) for p in predicted], labels)
    lines = normalise(text).split("\n")
    inside = code_lines(lines)
    read = [float(p["value"]) for p in predicted]
    out = []
    for label, hit in zip(labels, matches, strict=True):
        if hit is not None:
            continue
        value = float(label["value"])
        ends = [value] + [float(label[k]) for k in ("value_min", "value_max") if k in label]
        if not predicted:
            state = "blank"
        elif any(_close(v, value) for v in read):
            state = "other"
        else:
            state = "unread"
        at = locate(lines, ends)
        if at is None:
            out.append((label, (state, "absent", "none"), ""))
        else:
            line = lines[at]
            out.append((label, (state, layout_of(line, inside[at]), unit_of(line)), line))
    return out


class Cells:
    """Figures and the texts they lie in, counted per part and cell (one name per axis)."""

    def __init__(self, parts: list[str], axes: tuple[str, ...]) -> None:
        self.axes = axes
        self.figures: dict[str, Counter[tuple[str, ...]]] = {p: Counter() for p in parts}
        self.texts: dict[str, Counter[tuple[str, ...]]] = {p: Counter() for p in parts}

    def add(self, part: str, cells: list[tuple[str, ...]]) -> None:
        """Count one text's figures, each under its cell."""
        self.figures[part].update(cells)
        self.texts[part].update(set(cells))

    def as_json(self) -> dict[str, list[dict[str, Any]]]:
        """Each part's cells, commonest first, as ``{axis: name, ..., "n": figures}``."""
        return {
            p: [{**dict(zip(self.axes, k, strict=True)), "n": n} for k, n in c.most_common()]
            for p, c in self.figures.items()
        }

    def report(self, as_json: bool, what: str, share_of: str) -> None:
        """Print :meth:`as_json`, or each part's total (``593 missed figures``), its count
        along each axis and its ten commonest cells with their share (``of the misses``) and
        the texts they lie in."""
        if as_json:
            print(json.dumps(self.as_json(), indent=2))
            return
        for part, counts in self.figures.items():
            total = sum(counts.values())
            print(f"{part}: {total} {what}")
            for axis, name in enumerate(self.axes):
                by: Counter[str] = Counter()
                for k, n in counts.items():
                    by[k[axis]] += n
                print(f"  by {name:<6} " + ", ".join(f"{k} {n}" for k, n in by.most_common()))
            print(f"  commonest cells: figures, share of the {share_of}, texts they lie in, cell")
            for k, n in counts.most_common(10):
                print(f"    {n:4d} {n / total:6.1%} {self.texts[part][k]:4d}  {','.join(k)}")


def arguments(
    argv: list[str] | None, description: str, cell: str, listed: str, epilog: str | None = None
) -> tuple[argparse.Namespace, tuple[str, ...] | None]:
    """The options both cell counts take (--data, --rules, --parts, --examples ``cell``, which
    lists tune's ``listed``, and --json) and the cell ``--examples`` asks for. A cell of another
    shape, or any part but tune with it, ends the run: exit 2 with a one-line message under the
    usage. An ``epilog`` (an example) is printed under the options as written."""
    ap = argparse.ArgumentParser(
        description=description,
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter if epilog else argparse.HelpFormatter,
    )
    ap.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "claims_eval")
    ap.add_argument("--rules", type=Path, default=ROOT / "rules")
    ap.add_argument("--parts", nargs="+", choices=PARTS, default=list(PARTS))
    ap.add_argument(
        "--examples",
        metavar=cell,
        help=f"list tune's {listed} in one cell with their line (tune only)",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    want = tuple(args.examples.split(",")) if args.examples else None
    if want is not None and (len(want) != len(cell.split(",")) or args.parts != ["tune"]):
        ap.error(f"--examples takes {cell} and needs --parts tune")
    return args, want


def read_parts(
    data: Path, rules: Path, parts: list[str], labelled_only: bool
) -> Iterator[tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    """Each snippet of ``parts`` (``dev`` cut into tune and check) with its part and the
    reader's claims as JSON; snippets without labels are passed over when ``labelled_only``."""
    vocabulary = load_rules(rules).vocabulary
    for snip in load_snippets(data):
        part = part_of(snip)
        part = dev_half(snip) if part == "dev" else part
        if part not in parts or (labelled_only and not snip.get("claims")):
            continue
        claims = extract_claims(
            snip["text"], vocabulary, source=snip.get("source"), title=snip.get("title")
        )
        yield part, snip, [c.to_json() for c in claims]


Place = Callable[
    [str, list[dict[str, Any]], list[dict[str, Any]]],
    list[tuple[dict[str, Any], tuple[str, str, str], str]],
]
"""``place_misses`` or ``claims_extras.place_extras``: (text, labels, the reader's claims) to
each figure counted, with its cell and its line."""


def count_cells(
    args: argparse.Namespace,
    axes: tuple[str, ...],
    want: tuple[str, ...] | None,
    place: Place,
    labelled_only: bool,
) -> Cells:
    """Read every snippet of ``args.parts`` and count the figures ``place`` gives by cell;
    print those of the cell ``want`` (tune only: ``arguments`` sees to it) with their line."""
    cells = Cells(args.parts, axes)
    for part, snip, predicted in read_parts(args.data, args.rules, args.parts, labelled_only):
        placed = place(snip["text"], list(snip.get("claims") or []), predicted)
        for figure, cell, line in placed:
            if cell == want:
                print(f"{snip['id']}: {figure['value']} {figure['metric']} | {line.strip()[:240]}")
        cells.add(part, [cell for _, cell, _ in placed])
    return cells


def main(argv: list[str] | None = None) -> int:
    args, want = arguments(argv, __doc__.split("\n\n")[0], "STATE,LAYOUT,UNIT", "misses")
    cells = count_cells(args, ("state", "layout", "unit"), want, place_misses, True)
    if want is None:
        cells.report(args.json, "missed figures", "misses")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
