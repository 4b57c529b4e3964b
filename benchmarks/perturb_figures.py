"""Figure-spelling rewrites for the metamorphic check (``claims_perturb.py``): the same speedup
and the same approximate figure spelled as other writers spell them. Each leaves the labels as
they are (reading rules §4: a speedup is a relative figure however its multiple is written, and
an approximate figure is a figure -- LABELLING: "~1,700" is labelled 1700). Only prose and pipe
cells change: never a fenced block or a code span (tool output prints what it prints), a URL,
an identifier, or a LaTeX ``\\times``.

- ``speedup-sign:×`` / ``speedup-sign:x``: a speedup's multiple sign, "2.5x" / "2.5X" as
  "2.5×" and back, as editors and typographers swap them. Only a multiple that reads as a
  speedup: never a count of cards ("4x H100", "on 2×"), a model's shape ("8x7B") or a size.
- ``speedup-times``: "2.5x faster", "3× higher throughput", "1.5x the throughput" as
  "2.5 times faster": the multiple in words before a comparative, as press and blogs write it.
- ``speedup-fold``: "a 2.7x increase", "2.14x speedup" as "a 2.7-fold increase", "2.14-fold
  speedup": the multiple before a noun of change, as papers and vendor releases write it (never
  a range's end: "2-3-fold" is no one's spelling).
- ``approx:~`` / ``approx:≈`` / ``approx:about`` / ``approx:roughly``: an approximate figure
  marked by another of the marks writers use interchangeably ("~120", "≈120", "about 120",
  "around 120", "roughly 120", "approx. 120"). A word replaces a sign only where the word reads
  naturally (after a verb, a preposition, a colon, a bracket or at a line's start, never in a
  table's cell: "reaches ~2.5x" -> "reaches about 2.5x", never "speedup ~2.5x" -> "speedup
  about 2.5x"); a sign replaces a word only before a measured figure ("about 12 GB", never "a
  question about 3 GPUs"); "≈" used as an equals sign ("tok/s ≈ 614 / size") and "~" joining a range
  ("1.5~3x") are no marks and stay.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from perturb_markup import _CJK  # a line of CJK, which no English word goes into

_FENCE = re.compile(r"^\s*(```|~~~)")
# spans a rewrite never enters: code spans, URLs, LaTeX, Markdown link targets
_SKIP = re.compile(r"`[^`\n]*`|https?://\S+|\$[^$\n]*\\[A-Za-z][^$\n]*\$|\]\([^)\n]*\)")


def _outside_code(text: str, fn: Callable[[str], str]) -> str:
    """``fn`` on each piece of each line that is outside fences, code spans, URLs and LaTeX."""
    out, fenced = [], False
    for line in text.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
            out.append(line)
            continue
        if fenced or line.startswith(("    ", "\t")):  # an indented code block too
            out.append(line)
            continue
        pieces, last = [], 0
        for m in _SKIP.finditer(line):
            pieces += [fn(line[last : m.start()]), m.group(0)]
            last = m.end()
        out.append("".join([*pieces, fn(line[last:])]))
    return "\n".join(out)


# ------------------------------------------------------------------------------- speedups

_NUM = r"\d{1,3}(?:\.\d{1,3})?"  # never "5700X", "5950X": a processor's model number
# what follows a speedup's multiple: a comparative, a noun of change or of a metric, "over"
# / "vs" / "than", or the end of a clause or cell; never a card ("4x H100", "2× R9700"), a
# shape ("8x7B") or a count ("on 2×" ends a line as a count of the cards named before)
_AFTER = (
    r"(?=[ \t]?(?:faster|slower|quicker|higher|lower|greater|better|more|less|smaller|larger"
    r"|speed[ -]?ups?|increase|improvement|boost|gain|jump|reduction|acceleration|uplift"
    r"|throughput|performance|tokens|the|over|vs\.?|than|compared|relative|on average"
    r")(?![\w-])|[ \t]*(?:[).,;:|!?*]|$))"
)
_COUNTED_BEFORE = re.compile(r"(?:\b(?:on|across|using|with|over|x|of)|[×xX])[ \t]*$")
# "Radeon RX 580X", "Ryzen 5 600X": a model's number, no multiple
_MODEL_BEFORE = re.compile(r"\b(?:RX|Ryzen(?: \d)?|Radeon|EPYC|Threadripper|Xeon|Core)[ \t]*$")
# never a range's second end ("2.2×–3.6×", "2-3x": the writer's sign for both) or a figure
# glued to a word, a path or a version
_SIGNED = re.compile(rf"(?<![\w.,/×~–—-])({_NUM})([xX×])" + _AFTER)


def _speedups(text: str, fn: Callable[[re.Match[str]], str]) -> str:
    def piece(s: str) -> str:
        def sub(m: re.Match[str]) -> str:
            rest = s[m.end() :]
            ends = not rest.strip() or rest.lstrip()[0] in ").,;:|!?*"
            if ends and _COUNTED_BEFORE.search(s[: m.start()]):
                return m.group(0)  # "on 2×": the cards before it, counted
            if _MODEL_BEFORE.search(s[: m.start()]):
                return m.group(0)
            return fn(m)

        return _SIGNED.sub(sub, s)

    return _outside_code(text, piece)


def speedup_sign(text: str, sign: str) -> str:
    return _speedups(text, lambda m: m.group(1) + sign if m.group(2) != sign else m.group(0))


_COMPARATIVE = re.compile(
    r"[ \t]?(?:faster|slower|quicker|higher|lower|greater|better|more|less|smaller|larger"
    r"|the)(?![\w-])"
)
_CHANGE = re.compile(
    r"[ \t]?(?:speed[ -]?ups?|increase|improvement|boost|gain|jump|reduction|acceleration"
    r"|uplift)(?![\w-])"
)


def speedup_times(text: str) -> str:
    def fn(m: re.Match[str]) -> str:
        if not _COMPARATIVE.match(m.string, m.end()):
            return m.group(0)
        return f"{m.group(1)} times"

    return _speedups(text, fn)


def speedup_fold(text: str) -> str:
    def fn(m: re.Match[str]) -> str:
        ranged = re.search(r"\d[ \t]?(?:-|–|to|~)[ \t]?$", m.string[: m.start()])
        if ranged or not _CHANGE.match(m.string, m.end()):
            return m.group(0)
        return f"{m.group(1)}-fold"

    return _speedups(text, fn)


# ------------------------------------------------------------------------ approximate figures

_WORDS = r"about|around|roughly|approximately|approx\.|approx|ca\."
# a measured figure after the mark: its unit or a multiple, so "about 3 GPUs" is not one
_MEASURED = (
    r"\$?\d[\d,.]*(?:[ \t]?[kKMB]\b)?[ \t]?(?:tok|token|t/s|tps|TPS|ms\b|s\b|sec|second|minute"
    r"|[KMGT]i?B|[xX×](?!\w)|%|W\b|req|it/s|billion|million)"
)
_WORD_MARK = re.compile(rf"(?<![\w~≈])({_WORDS})[ \t](?={_MEASURED})", re.IGNORECASE)
# a sign as a mark: "~120", "~ 120", "≈170", "| ≈ 10.3 s"; never "1.5~3x", "3.3×~4.1×" (a
# range's joint), "~/models" (a path) or "x ≈ 3" (an equals sign between two sides)
_SIGN_MARK = re.compile(r"(?:^|(?<=[\s(\[:]))(~|≈)(?:(?=\d)|[ \t](?=\d))")
_SIGN_AS_EQUALS = re.compile(r"[\w)/][ \t]$")
# where a word reads naturally in place of a sign: at a line's start (a cell keeps its sign:
# "| about 1,700 |" is no table's spelling), after a bracket, colon, comma, arrow, or a verb or
# preposition ("reaches ~2.5x", "at ~40 tok/s"); a line whose every sign fits changes, or none
_WORD_FITS = re.compile(
    r"(?:^|[(:,;→]|=>|\b(?:is|are|was|were|be|been|at|of|to|from|by|with|for|in|reach(?:es|ed)?"
    r"|gets?|got|gives?|gave|hits?|takes?|took|uses?|used|needs?|needed|and|or|only|just|still"
    r"|costs?|saw|see|sees|measured|indicate|shows?|showed|reports?|reported|achieves?"
    r"|achieved|delivers?|delivered|runs?|ran|averag(?:es?|ed)|peaks?|peaked|stays?|stayed"
    r"|drops?|dropped|goes|went|down|up|some|around|about|now|then|than|vs\.?|yields?|of))"
    r"[ \t]*\**$",
    re.IGNORECASE,
)
_SENTENCE_START = re.compile(r"(?:^[ \t]*(?:[-*+>][ \t]+|\d+\.[ \t]+)?|[.!?][ \t]+)\**$")


def approx(text: str, mark: str) -> str:
    word = mark.isalpha()

    def respelled(s: str, start: int) -> str:
        if not word:
            return mark
        if _SENTENCE_START.search(s[:start]):
            return mark.capitalize() + " "
        return mark + " "

    def piece(s: str) -> str:
        if word and _CJK.search(s):
            return s  # an English word in a Chinese or Japanese line is no one's spelling
        found = sorted([*_WORD_MARK.finditer(s), *_SIGN_MARK.finditer(s)], key=lambda m: m.start())
        marks = []
        for m in found:
            before = s[: m.start()]
            sign = m.group(1) in "~≈"
            if sign and m.group(0).endswith(" ") and _SIGN_AS_EQUALS.search(before):
                continue  # "tok/s ≈ 614": an equals sign
            if sign and word and not _WORD_FITS.search(before):
                return s  # "span ~21.6 → ~19.7 ms": a writer marks a line's figures alike
            if sign and word and not s[m.end() :].strip(" \t*|0123456789.,"):
                return s  # "~1500" alone on its line: a figure's stat, never "About 1500"
            marks.append(m)
        out, last = [], 0
        for m in marks:
            if m.start() < last or m.group(1).lower() == mark:
                continue
            out += [s[last : m.start()], respelled(s, m.start())]
            last = m.end()
        return "".join([*out, s[last:]])

    return _outside_code(text, piece)


FIGURES: dict[str, Callable[[str], str]] = {
    "speedup-sign:×": partial(speedup_sign, sign="×"),
    "speedup-sign:x": partial(speedup_sign, sign="x"),
    "speedup-times": speedup_times,
    "speedup-fold": speedup_fold,
    **{f"approx:{m}": partial(approx, mark=m) for m in ("~", "≈", "about", "roughly")},
}
