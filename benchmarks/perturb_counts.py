"""GPU-count rewrites for the metamorphic check (``claims_perturb.py``): the same count of the
same card spelled as other writers spell it. Each leaves the labels as they are (reading rules
§3: "8×H100", "2x3090" give the GPU count; the mark and where the count stands do not change
how many cards or which).

- ``count-marks``: the mark between a count and its card written another way, as pages write
  it interchangeably ("8x H100" -> "8×H100", "8×H100" -> "8 x H100", "8 x H100" -> "8x H100",
  "8xH100" -> "8× H100", "8× H100" -> "8xH100").
- ``count-after``: the count written after the card ("8x H100" -> "H100 x8", "2×RTX 3090s"
  -> "RTX 3090 ×2"), as spec lists, table cells and many forum posts write it; only where the
  card closes its phrase (end of line or cell, punctuation, or a linking word such as "with"),
  never before a word that goes on naming the machine ("8x H100 GPUs" -> "H100 x8 GPUs" is
  no one's spelling).
- ``count-bare``: the count with no mark, the card in the plural ("8x H100" -> "8 H100s",
  "2x 3090 GPUs" -> "2 3090 GPUs"), as English prose writes it ("I run 2 3090s"); only in
  lines of prose in Latin script (a table's cell or a line of Chinese does not write the
  English plural), never a count of one, and only where the card closes its phrase or a noun
  for the cards follows ("8x H100 80GB" stays: "8 H100s 80GB" is no one's spelling; nor is
  "a 2 4090s" for "a 2x 4090").

Both touch only a count (1 to 99) written right before a card the shipped vocabulary knows, in
prose, list items, headings and pipe-table cells: never inside code (fenced, indented or a
code span), a URL, an identifier ("Mixtral-8x7B", "tp2x4090"), HTML or a program's log line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from claims_eval import ROOT
from perturb_markup import _LOGGED, _each_prose_line

from watcher.rules import load_rules

# a code span, a Markdown link's target or a bare URL: left as written
_UNTOUCHED = re.compile(r"`[^`\n]*`|\]\([^)\n]*\)|<?https?://\S+|www\.\S+")


@lru_cache(maxsize=1)
def _count_card() -> re.Pattern[str]:
    """A count, its mark and a card the vocabulary knows by an alias with a digit in it (the
    GPU models: "H100", "RTX 3090", "3090", "MI300X"); the longest alias first, so "RTX 3090"
    is one card and not "RTX" and a number."""
    hardware = load_rules(ROOT / "rules").vocabulary.hardware
    aliases = {a for term in hardware.values() for a in term.aliases if re.search(r"\d", a)}
    names = "|".join(re.escape(a) for a in sorted(aliases, key=len, reverse=True))
    return re.compile(
        r"(?<![\w.,/$#*+×=:-])(?<![\d.][ ×x])(?P<n>[1-9]\d?)(?P<mark>[ ]?[x×][ ]?)"
        r"(?P<card>" + names + r")(?P<s>s?)"
        # another card ("3090 Ti"), a longer name or a number going on ("H100-SXM", "8x7B")
        r"(?![\w+/-]|\.\w|[ ]?(?:Ti|Super|SUPER|Ultra|Max|Pro|Plus|NVL|SXM|PCIe)\b)"
    )


_MARKS = {"x ": "×", "×": " x ", " x ": "x ", "x": "× ", "× ": "x", " × ": "x "}
# what may follow a card that closes its phrase: the end, punctuation, a linking word
_CLOSES = re.compile(
    r"(?:$|[ ]?[,;:.!?)\]|]|[ ]\(|[ ](?:with|using|on|in|at|and|for|via|vs\.?|under|running)\b)"
)


def _rewrite(
    text: str, sub: Callable[[re.Match[str]], str], keep: Callable[[str], bool] = bool
) -> str:
    pattern = _count_card()

    def line(s: str) -> str:
        if s.startswith(("    ", "\t")) or s.lstrip().startswith("<") or _LOGGED.search(s):
            return s  # indented code, HTML, a program's log line: pasted, not typed
        if not keep(s):
            return s
        out, at = [], 0
        for m in _UNTOUCHED.finditer(s):
            out += [pattern.sub(sub, s[at : m.start()]), m.group(0)]
            at = m.end()
        return "".join([*out, pattern.sub(sub, s[at:])])

    return _each_prose_line(text, line)


def count_marks(text: str) -> str:
    return _rewrite(text, lambda m: m["n"] + _MARKS[m["mark"]] + m["card"] + m["s"])


def count_after(text: str) -> str:
    def sub(m: re.Match[str]) -> str:
        if not _CLOSES.match(m.string, m.end()):
            return m.group(0)
        mark = "×" if "×" in m["mark"] else "x"
        return f"{m['card']} {mark}{m['n']}"

    return _rewrite(text, sub)


_NOUN_AFTER = re.compile(r"[ ](?:GPUs|cards|nodes|boxes|servers)\b")
# "a 2x 4090 system": an article before the count ("a 2 4090s" is no one's spelling)
_ARTICLE_BEFORE = re.compile(r"(?<![\w])(?:a|an|A|An)[ ]$")
# a character of another script than Latin: the line is not English
_OTHER_SCRIPT = re.compile(r"[^\x00-\x7f\u00a0-\u024f\u2000-\u22ff]")


def count_bare(text: str) -> str:
    def sub(m: re.Match[str]) -> str:
        if (
            m["n"] == "1"
            or m["card"].endswith("GB")
            or _ARTICLE_BEFORE.search(m.string[: m.start()])
        ):
            return m.group(0)
        if _NOUN_AFTER.match(m.string, m.end()):
            return f"{m['n']} {m['card']}"  # "8 H100 GPUs"
        if _CLOSES.match(m.string, m.end()):
            return f"{m['n']} {m['card']}s"  # "on 8 H100s with vLLM"
        return m.group(0)  # "8x H100 80GB", "2x RTX 5090 NVLink": no plural between

    def english_prose(s: str) -> bool:
        return not s.lstrip().startswith("|") and not _OTHER_SCRIPT.search(s)

    return _rewrite(text, sub, english_prose)


COUNTS: dict[str, Callable[[str], str]] = {
    "count-marks": count_marks,
    "count-after": count_after,
    "count-bare": count_bare,
}
