"""Numbers as displayed: thousands separators, spaced thousands, decimal commas, "2.3k", "1.2M".

A number is read whole or not at all: never a fragment of one ("1 250" is 1250, not 250).
"""

from __future__ import annotations

import re

_NUM = (
    # "1万2000", "1만 2000": ten thousands, then the rest (a 千 after it scales the rest)
    r"(?:\d{1,4}[万萬만][ \t]?\d{1,4}(?![\d.,])"
    r"|\d{1,3}(?:,\d{3})+(?:\.\d{1,20})?(?!\d|,\d)"  # 21,924 and 1,100.5
    # 1 250, 1 250.5 and 1 250,5 (thin spaces are plain ones after NFKC)
    r"|\d{1,3}(?: \d{3})+(?:\.\d{1,20}|,\d{1,2}(?!\d))?(?![\d,.]|[ ]\d)"
    r"|\d{1,3}(?:['\u2019]\d{3})+(?![\d'\u2019,.])"  # 1'250: Swiss grouping, read whole
    # 66,86: a decimal comma (not glued to CJK text, where "13,14G" lists 13 and 14)
    r"|(?<![\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])\d{1,6},\d{1,2}(?![\d,])"
    r"|\d{1,12}(?:\.\d{1,20})?)"  # 22.751232013756066: a float printed whole
    # 2.3k, 1.2M, 1.2万 (ten thousand; 萬, 만), 12千 (thousand), 1.2亿 (a hundred million;
    # 億, 억), 1.1 million
    r"(?:[kKM](?![A-Za-z0-9])|[ \t]?[万萬만千천亿億억]|[ \t](?:thousand|million|billion)(?![a-z])"
    # Russian writes the k and the M as words: "1,5 тыс. токенов/с", "12 тысяч ток/с", "2 млн"
    r"|[ \t](?:тыс(?:\.|яч[аи]?(?![а-яё]))|млн(?:\.|(?![а-яё])))"
    # "79 k tokens/s": a spaced k only right before a token rate
    r"|[ \t][kK](?=[ \t]{1,2}(?:tok|t/s|tps)))?"
)

# not where a number's last three digits start: "000" in "1 000" is a fragment of 1000 (a
# lone lead of one to three digits, a space, three digits), never a number of its own
GROUP_TAIL = (
    r"(?!(?:(?<=(?<![\w.,])\d[ ])|(?<=(?<![\w.,])\d\d[ ])|(?<=(?<![\w.,])\d\d\d[ ]))"
    r"\d{3}(?!\d|[,.]\d))"
)
# after a lone lead of one to three digits, a space and three digits: "1" in "1 250" is the
# lead of 1250, not a number of its own (a negative lookahead at a number's end refuses it)
GROUP_AFTER = r"(?:(?<=[^\d.,]\d)|(?<=[^\d.,]\d\d)|(?<=[^\d.,]\d\d\d))[ ]\d{3}(?!\d|[,.]\d)"

_SCALE_WORD = re.compile(r"[ \t](thousand|million|billion|тыс|млн)[а-яё.]{0,3}$", re.IGNORECASE)
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "тыс": 1e3, "млн": 1e6}
_DECIMAL_COMMA = re.compile(r"\d{1,6},\d{1,2}")
# "m" as well: the figure patterns match the suffix in either case ("1.5m tokens")
_SCALES = {
    "k": 1e3,
    "K": 1e3,
    "M": 1e6,
    "m": 1e6,
    "千": 1e3,
    "천": 1e3,
    "万": 1e4,
    "萬": 1e4,
    "만": 1e4,
}
_SCALES.update({"亿": 1e8, "億": 1e8, "억": 1e8})
_MYRIAD = re.compile(r"(\d{1,4})[万萬만][ \t]?(\d{1,4})([千천])?")


def _num(s: str) -> float:
    """A number as displayed: thousands separators, a decimal comma, a 'k' or 'M' suffix."""
    s = s.strip()
    myriad = _MYRIAD.fullmatch(s)
    if myriad is not None:
        rest = int(myriad.group(2)) * (1000 if myriad.group(3) else 1)
        return int(myriad.group(1)) * 1e4 + rest
    word = _SCALE_WORD.search(s)
    if word is not None:
        return _num(s[: word.start()]) * _SCALE_WORDS[word.group(1).lower()]
    scale = _SCALES.get(s[-1:], 1.0)
    s = s.rstrip("kKmM万萬만千천亿億억").rstrip()
    s = s.replace("'", "").replace("\u2019", "").replace(" ", "")  # "1 250,5" is 1250.5
    s = s.replace(",", ".") if _DECIMAL_COMMA.fullmatch(s) else s.replace(",", "")
    return float(s) * scale


# "12.500 Tokens/Sekunde", "2.300 tokens por segundo": German, Spanish and Portuguese group
# thousands with dots. Read so only before a unit written in those languages' words: an
# English "1.500 s" is a second and a half.
# (a first group of a lone zero groups nothing: "0.500" is a half wherever it is written)
_DOT_GROUPED = re.compile(r"(?!0\.)\d{1,3}(?:\.\d{3})+")
_DOT_GROUPING_UNIT = re.compile(r"sek|segund|pro[ \t]|je[ \t]|por[ \t]|p/", re.IGNORECASE)


# words of a sentence written in German, Spanish, Portuguese or Italian, none of them English
_DOT_GROUPING_WORDS = re.compile(
    r"(?<![\w'’])(?:mit|auf|einer|einem|erreicht|erreichen|schafft|liefert|bei|und|wir"
    r"|con|una|alcanza|logra|genera|obtenemos|com|uma|atinge|chega|alcança|della|raggiunge"
    r"|ottiene)(?![\w'’])",
    re.IGNORECASE,
)


def groups_with_dots(sentence: str) -> bool:
    """True when ``sentence`` is written in a language that groups thousands with dots (for
    Vietnamese, which names no unit in words, see ``dot_locales``)."""
    return _DOT_GROUPING_WORDS.search(sentence) is not None


def dot_grouped(lo: str, unit: str, dotted: bool = False) -> float | None:
    """``lo`` read with dots as thousands separators when ``unit`` is written in a language
    that groups so ("12.500" before "Tokens/Sekunde" is 12500), or the sentence is
    (``dotted``: "vLLM erreicht 1.250 Token/s"), else None."""
    if not _DOT_GROUPED.fullmatch(lo.strip()):
        return None
    if not (dotted or _DOT_GROUPING_UNIT.search(unit)):
        return None
    return float(lo.strip().replace(".", ""))


def _shared_scale(lo: str, hi: str, a: float, b: float) -> float:
    """``a`` scaled as ``hi`` is when only ``hi`` carries the suffix: "2.4-2.6k" runs from
    2.4k to 2.6k, "5-10M" from 5M to 10M, "2-3 million" from 2M; "500-2k" stays 500 to
    2000 (500k would pass 2k)."""
    tail = hi.strip()[-1:]
    if not tail or tail.isdigit() or lo.strip()[-1:] != lo.strip()[-1:].rstrip(_SUFFIXES):
        return a
    word = _SCALE_WORD.search(hi)
    scale = _SCALE_WORDS[word.group(1).lower()] if word else _SCALES.get(tail, 1.0)
    return a * scale if scale > 1.0 and a * scale <= b else a


_SUFFIXES = "kKmM万萬만千천亿億억"


def _value(lo: str, hi: str | None) -> tuple[float, float | None, float | None]:
    a = _num(lo)
    if hi is None:
        return a, None, None
    b = _num(hi)
    a = _shared_scale(lo, hi, a, b)
    if b < a:  # "211-202" or a date-like pair: not a range
        return a, None, None
    decimals = max(len(lo.partition(".")[2]), len(hi.partition(".")[2]))
    return round((a + b) / 2, decimals + 1), a, b


def whole_size(number: str) -> bool:
    """True for a number in whole units ("96", "24.0"), as cards and machines are sold; "18,5"
    is a decimal comma's 18.5 (reading rules §4), never whole."""
    point = "," if _DECIMAL_COMMA.fullmatch(number.strip()) else "."
    frac = "".join(ch for ch in number.partition(point)[2] if ch.isdigit())
    return not frac or int(frac) == 0
