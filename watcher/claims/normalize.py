"""Text as a reader sees it, before any number is read.

- Mojibake is repaired (ftfy: "â€“" back to "–", "2.03脳" stays as written when it is not
  mojibake of a known encoding); UTF-8 read as Greek Windows-1253, which ftfy leaves, is
  repaired where a run decodes back ("1.38Γ—" is "1.38×", "β€”" is "—"); there a lone
  "Γ" after a digit is a "×" that lost its second byte ("3-5Γ higher").
- Unicode is normalised (NFKC): full-width digits, non-breaking and thin spaces become plain
  ones, so "１２０ tok/s" and "1 250 tok/s" read as written.
- A Chinese text written in traditional characters reads as simplified ("兩張 4090，並發 32"
  as "两张 4090，并发 32"); one holding kana or Hangul stays as written (``hanzi``).
- Hyphens of every width that displays as "-" (non-breaking, figure dash) read as "-".
- Zero-width characters are removed: "4\u200b53" is displayed as "453" and read so, never as 53.
- HTML comments are removed: GitHub does not display them, so they hold no claim.
- A ``<details>`` fold reads as if it were not there: its reader expands it (``folds``).
- Markdown's backslash escapes outside code are removed: "4\\*A100" is displayed as "4*A100"
  (``md_escapes``).
- The HTML character references a Markdown renderer shows as characters read as those
  characters ("18.6 -&gt; 75 tok/s" is displayed as "18.6 -> 75 tok/s", "3.2&times;" as
  "3.2×"; reading rules §4: read as displayed), outside code (``char_refs``).
- A lone figure in bold or a code span reads as the figure ("**812 tok/s**"; ``figure_marks``).
- LaTeX multiplication ("$8\\times$ H800") reads as "8× H800", and "a 2.7-fold increase" as
  "a 2.7× increase" (``multiple_spellings``).
- A multiple whose word is its own unit ("快十倍", "zehnmal", "두 배") reads in digits
  (``wordmult``, where English multiples in words are read too).
- A rate's unit run into the next cell's number ("tokens/s1.54×") is parted from it, and so
  is a size run into the rate after it ("16G7.39 token/s").
- A token rate's unit cut at a line's end ("305.54 toks/") reads whole (``cut_units``).
- Grid tables drawn with box characters or ``+---+`` rules become pipe tables (``grids``);
  a tabbed table's empty rows and tab-led header stay within it (``tabbed``); a pipe table
  whose every line was made a list item is a table again (``listed_tables``); a dataset
  viewer's header, wrapped over lines with each column's type, is a row of names
  (``viewer_tables``).

Text longer than ``max_chars`` is cut at a line end and marked ``truncated``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import ftfy

from watcher.claims.char_refs import decoded
from watcher.claims.cut_units import whole_cut_rates
from watcher.claims.diff_tables import unmarked_diff_rows
from watcher.claims.figure_marks import unmarked_figures
from watcher.claims.folds import unfolded
from watcher.claims.grids import grid_tables
from watcher.claims.hanzi import simplified
from watcher.claims.listed_tables import unlisted_tables
from watcher.claims.md_escapes import unescaped
from watcher.claims.multiple_spellings import folds_as_signs
from watcher.claims.tabbed import tab_rows
from watcher.claims.viewer_tables import viewer_headers
from watcher.claims.wordmult import multiples_as_digits

ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)
# An unclosed comment hides the rest of the body on GitHub too.
_HTML_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
# "$8\times$", and a range "$2-3\times$" (reading rules §4: ranges keep both ends)
_LATEX_TIMES = re.compile(
    r"\$[ \t]{0,3}(\d{1,6}(?:\.\d{1,6})?(?:[ \t]{0,2}[-–~][ \t]{0,2}\d{1,6}(?:\.\d{1,6})?)?)"
    r"[ \t]{0,3}\\times[ \t]{0,3}\$"
)
_TIMES = re.compile(r"\\times(?![A-Za-z])")
# "$2$-3× speedup": a number alone in inline maths reads as the number (a price has no
# closing "$" right after its digits)
_LATEX_NUMBER = re.compile(r"(?<![\w$\\])\$(\d{1,6}(?:\.\d{1,6})?)\$(?![\w$])")
# "6.5 $\\times$ higher": the multiplication sign alone in maths after the number
_LATEX_TIMES_AFTER = re.compile(r"(\d)[ \t]{0,3}\$[ \t]{0,3}\\times[ \t]{0,3}\$")
# Characters that UTF-8 read as Latin-1/Windows-1252 leaves behind; ftfy runs only then.
_MOJIBAKE_HINT = re.compile("[ÃÂâÐÑ][\u0080-\u00bf\u2018-\u201e\u2020-\u2122]|â€|Ã.|脳")


def _cp1253(lo: int, hi: int) -> str:
    out = []
    for b in range(lo, hi):
        try:
            out.append(bytes([b]).decode("cp1253"))
        except UnicodeDecodeError:
            continue
    return re.escape("".join(out))


# a UTF-8 sequence read as Windows-1253: a lead byte (a Greek letter there) and one or two
# continuation bytes (punctuation or accents there)
_GREEK_MOJIBAKE = re.compile(
    f"[{_cp1253(0xC2, 0xE0)}][{_cp1253(0x80, 0xC0)}]"
    f"|[{_cp1253(0xE0, 0xF0)}][{_cp1253(0x80, 0xC0)}]{{2}}"
)
_GREEK_HINT = re.compile("Γ—|β€")
# "vLLM (3-5Γ higher throughput)" in such a text: a "×" whose second byte was lost on the
# way (LABELLING: a mojibake multiplier is a speedup); Greek writing puts no capital
# gamma right after a digit
_GREEK_TIMES_ALONE = re.compile(r"(?<=\d)Γ(?![^\W\d_])")


def _greek_repaired(m: re.Match[str]) -> str:
    try:
        return m.group(0).encode("cp1253").decode("utf-8")
    except UnicodeError:
        return m.group(0)


# "244.10 tokens/s1.54×": a web table pasted with its cells run together; a rate's unit is
# never followed by a digit of its own, so the next cell starts there
_UNIT_THEN_DIGIT = re.compile(r"(?<![A-Za-z])(tokens?/s(?:ec)?|toks?/s)(?=\d)", re.IGNORECASE)
# "Mem:8.6G/16G7.39 token/s": a size run into the next cell's number; a size's unit is never
# followed by a digit of its own ("16G" then "7.39"), so the next cell starts there
_SIZE_THEN_DIGIT = re.compile(r"(?<=\d)(GB|GiB|G)(?=\d[\d.,]{0,8}[ \t]?(?:tokens?|tok|t)/s)")
# a comma before a digit, except one grouping thousands ("１，２００" in Japanese)
_FULL_WIDTH_COMMA = re.compile(
    r"(?<![0-9０-９])，(?=[0-9０-９])|，(?=[0-9０-９]{1,2}(?![0-9０-９]))"
)


# the hyphen, non-breaking hyphen (NFKC makes it the hyphen) and figure dash display as "-":
# "45‑65 tokens/s" is a range, "TensorRT‑LLM" the engine (reading rules §4: read as displayed)
_HYPHENS = dict.fromkeys(map(ord, "\u2010\u2011\u2012"), "-")


# a full-width exclamation or question mark ending a sentence that the next one follows
# unspaced (reading rules §2: each sentence takes its own setup); a run of marks stays whole
_FULL_WIDTH_STOP = re.compile(r"([！？])(?=[^\s！？!?)）」』】\"'”’])")


@dataclass(frozen=True)
class Prepared:
    """Normalised text and whether it was cut to the size limit."""

    text: str
    truncated: bool


def normalise(text: str) -> str:
    """Repair, normalise and strip invisible text (see the module docstring)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = unfolded(_HTML_COMMENT.sub("", text))
    text = decoded(text)  # "3.2&times;" is displayed as "3.2×" (``char_refs``)
    text = unescaped(text.translate(ZERO_WIDTH))  # "Q3\\_K" is displayed as "Q3_K"
    if _MOJIBAKE_HINT.search(text):
        text = ftfy.fix_text(
            text,
            normalization=None,
            fix_line_breaks=False,
            uncurl_quotes=False,
            unescape_html=False,
        )
    if _GREEK_HINT.search(text):
        text = _GREEK_TIMES_ALONE.sub("×", _GREEK_MOJIBAKE.sub(_greek_repaired, text))
    # NFKC makes the full-width comma ASCII: "(FP8)，38 tok/s" would read as a number glued
    # to the word before and "45，38 tok/s" as 45.38; a CJK comma that groups no thousands
    # is a clause mark, so it keeps the space that tells it apart
    text = _FULL_WIDTH_COMMA.sub(", ", text)
    # NFKC makes "！" and "？" ASCII too, and CJK writing puts no space after them: "120
    # tokens/s！SGLang 在…" would read as one sentence; the space keeps the sentence's end
    text = _FULL_WIDTH_STOP.sub(r"\1 ", text)
    text = unicodedata.normalize("NFKC", text).translate(_HYPHENS)
    text = simplified(text)  # "兩張 4090，並發 32" reads as "两张 4090，并发 32"
    text = unmarked_figures(text)  # "from **98 to 172 tok/s**" reads as the plain sentence
    text = _SIZE_THEN_DIGIT.sub(r"\1 ", _UNIT_THEN_DIGIT.sub(r"\1 ", text))
    text = viewer_headers(tab_rows(grid_tables(unlisted_tables(unmarked_diff_rows(text)))))
    text = _LATEX_TIMES.sub(lambda m: m.group(1) + "×", text)
    text = _LATEX_TIMES_AFTER.sub(lambda m: m.group(1) + "×", text)
    text = _LATEX_NUMBER.sub(r"\1", text)
    text = folds_as_signs(text)  # "a 2.7-fold increase" reads as "a 2.7× increase"
    return whole_cut_rates(multiples_as_digits(_TIMES.sub("×", text)))


def prepare(text: str, max_chars: int) -> Prepared:
    """``normalise`` the first ``max_chars`` characters; say whether anything was cut."""
    text = text or ""
    truncated = len(text) > max_chars
    if truncated:
        cut = text.rfind("\n", 0, max_chars)
        text = text[: cut if cut > max_chars // 2 else max_chars]
    return Prepared(normalise(text), truncated)
