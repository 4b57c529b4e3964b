"""Text as a reader sees it, before any number is read.

- Mojibake is repaired (ftfy: "â€“" back to "–", "2.03脳" stays as written when it is not
  mojibake of a known encoding); UTF-8 read as Greek Windows-1253, which ftfy leaves, is
  repaired where a run decodes back ("1.38Γ—" is "1.38×", "β€”" is "—").
- Unicode is normalised (NFKC): full-width digits, non-breaking and thin spaces become plain
  ones, so "１２０ tok/s" and "1 250 tok/s" read as written.
- A Chinese text written in traditional characters reads as simplified ("兩張 4090，並發 32"
  as "两张 4090，并发 32"); one holding kana or Hangul stays as written (``hanzi``).
- Zero-width characters are removed: "4\u200b53" is displayed as "453" and read so, never as 53.
- HTML comments are removed: GitHub does not display them, so they hold no claim.
- LaTeX multiplication ("$8\\times$ H800") reads as "8× H800".
- Grid tables drawn with box characters or ``+---+`` rules become pipe tables (``grids``);
  a tabbed table's empty rows and tab-led header stay within it (``tabbed``).

Text longer than ``max_chars`` is cut at a line end and marked ``truncated``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import ftfy

from watcher.claims.grids import grid_tables
from watcher.claims.hanzi import simplified
from watcher.claims.tabbed import tab_rows

ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)
# An unclosed comment hides the rest of the body on GitHub too.
_HTML_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
_LATEX_TIMES = re.compile(r"\$[ \t]{0,3}(\d{1,6}(?:\.\d{1,6})?)[ \t]{0,3}\\times[ \t]{0,3}\$")
_TIMES = re.compile(r"\\times(?![A-Za-z])")
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


def _greek_repaired(m: re.Match[str]) -> str:
    try:
        return m.group(0).encode("cp1253").decode("utf-8")
    except UnicodeError:
        return m.group(0)


# a multiple written in words, read as its number: "快十倍", "二十倍", "tien keer sneller",
# "zehnmal schneller", "dix fois plus", "в два раза быстрее"
_ZH_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_ZH_DIGITS.update({"八": 8, "九": 9})
_ZH_MULTIPLE = re.compile(
    r"(?<![\d一二两兩三四五六七八九十百千万萬数數几幾])"
    r"([二两兩三四五六七八九]?十[一二三四五六七八九]?|[二两兩三四五六七八九]|[一二两兩三四五六七八九]百)"
    r"(?=倍)"
)
# a time written in Chinese numerals, read as its number: "首字延迟两秒", "生成用了三分钟",
# "一个多小时" (not "第一秒", an ordinal, nor "几秒"/"十几秒", a few)
_ZH_TIME = re.compile(
    r"(?<![\d一二两兩三四五六七八九十百千万萬数數几幾第])"
    r"([二两兩三四五六七八九]?十[一二三四五六七八九]?|[一二两兩三四五六七八九])"
    r"(?=(?:个|個)?多?(?:小时|小時|分钟|分鐘|秒))"
)
# Korean counts cards, machines and multiples in native numerals: "RTX 4090 두 장" is
# "2장", "두 배" is "2배"; read as digits so the digit patterns count them
_KO_NUMBERS = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8}
_KO_COUNT = re.compile(
    r"(?<![가-힣])(한|두|세|네|다섯|여섯|일곱|여덟)[ \t]?"
    r"(?=장(?!점|치|애|면)|대(?![가-힣]|비)|대(?=에|로|의|를|가|와|과)|배(?![가-힣]))"
)
_WORD_NUMBERS = {
    **dict.fromkeys(("zwei", "twee", "deux", "dos", "два", "две"), 2),
    **dict.fromkeys(("drei", "drie", "trois", "tres", "три"), 3),
    **dict.fromkeys(("vier", "quatre", "cuatro", "четыре"), 4),
    **dict.fromkeys(("fünf", "vijf", "cinq", "cinco", "пять"), 5),
    **dict.fromkeys(("sechs", "zes", "seis", "шесть"), 6),
    **dict.fromkeys(("sieben", "zeven", "sept", "siete", "семь"), 7),
    **dict.fromkeys(("acht", "huit", "ocho", "восемь"), 8),
    **dict.fromkeys(("neun", "negen", "neuf", "nueve", "девять"), 9),
    **dict.fromkeys(("zehn", "tien", "dix", "diez", "десять"), 10),
    **dict.fromkeys(("zwanzig", "twintig", "vingt", "veinte", "двадцать"), 20),
    **dict.fromkeys(("hundert", "honderd", "cent", "cien", "сто"), 100),
}
_WORD_MULTIPLE = re.compile(
    r"(?<![^\W\d_])(" + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True)) + r")[ \t\-]?"
    r"(?=(?:keer|mal|fois|veces|vezes|раза?)(?![^\W\d_]))",
    re.IGNORECASE,
)


# a comma before a digit, except one grouping thousands ("１，２００" in Japanese)
_FULL_WIDTH_COMMA = re.compile(
    r"(?<![0-9０-９])，(?=[0-9０-９])|，(?=[0-9０-９]{1,2}(?![0-9０-９]))"
)


# a full-width exclamation or question mark ending a sentence that the next one follows
# unspaced (reading rules §2: each sentence takes its own setup); a run of marks stays whole
_FULL_WIDTH_STOP = re.compile(r"([！？])(?=[^\s！？!?)）」』】\"'”’])")


def _zh_number(word: str) -> int:
    if word.endswith("百"):
        return _ZH_DIGITS[word[0]] * 100
    if "十" in word:
        tens, _, ones = word.partition("十")
        return _ZH_DIGITS.get(tens, 1) * 10 + _ZH_DIGITS.get(ones, 0)
    return _ZH_DIGITS[word]


def _multiples_in_words(text: str) -> str:
    text = _ZH_MULTIPLE.sub(lambda m: str(_zh_number(m.group(1))), text)
    text = _ZH_TIME.sub(lambda m: str(_zh_number(m.group(1))), text)
    text = _KO_COUNT.sub(lambda m: str(_KO_NUMBERS[m.group(1)]), text)
    return _WORD_MULTIPLE.sub(lambda m: f"{_WORD_NUMBERS[m.group(1).lower()]} ", text)


@dataclass(frozen=True)
class Prepared:
    """Normalised text and whether it was cut to the size limit."""

    text: str
    truncated: bool


def normalise(text: str) -> str:
    """Repair, normalise and strip invisible text (see the module docstring)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _HTML_COMMENT.sub("", text)
    text = text.translate(ZERO_WIDTH)
    if _MOJIBAKE_HINT.search(text):
        text = ftfy.fix_text(
            text,
            normalization=None,
            fix_line_breaks=False,
            uncurl_quotes=False,
            unescape_html=False,
        )
    if _GREEK_HINT.search(text):
        text = _GREEK_MOJIBAKE.sub(_greek_repaired, text)
    # NFKC makes the full-width comma ASCII: "(FP8)，38 tok/s" would read as a number glued
    # to the word before and "45，38 tok/s" as 45.38; a CJK comma that groups no thousands
    # is a clause mark, so it keeps the space that tells it apart
    text = _FULL_WIDTH_COMMA.sub(", ", text)
    # NFKC makes "！" and "？" ASCII too, and CJK writing puts no space after them: "120
    # tokens/s！SGLang 在…" would read as one sentence; the space keeps the sentence's end
    text = _FULL_WIDTH_STOP.sub(r"\1 ", text)
    text = unicodedata.normalize("NFKC", text)
    text = simplified(text)  # "兩張 4090，並發 32" reads as "两张 4090，并发 32"
    text = tab_rows(grid_tables(text))
    text = _LATEX_TIMES.sub(lambda m: m.group(1) + "×", text)
    text = _LATEX_TIMES_AFTER.sub(lambda m: m.group(1) + "×", text)
    return _multiples_in_words(_TIMES.sub("×", text))


def prepare(text: str, max_chars: int) -> Prepared:
    """``normalise`` the first ``max_chars`` characters; say whether anything was cut."""
    text = text or ""
    truncated = len(text) > max_chars
    if truncated:
        cut = text.rfind("\n", 0, max_chars)
        text = text[: cut if cut > max_chars // 2 else max_chars]
    return Prepared(normalise(text), truncated)
