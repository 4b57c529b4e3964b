"""Multiples written in words, read in one place, at the depth each way of writing needs.

- Where the multiple's word is itself the unit ("快十倍", "二十倍", "두 배", "zehnmal
  schneller", "tien keer", "dix fois plus", "в два раза быстрее"), the number word is
  rewritten as digits while the text is normalised (:func:`multiples_as_digits`), and the
  figure pattern reads it as it reads "10倍" (reading rules §4: numbers vary in how they are
  written). Korean native numerals are rewritten for counts of cards and machines too ("RTX
  4090 두 장").
- In English, "times" is a multiple only beside a comparative ("five times faster", "a
  fourfold jump", "twice as fast", and "2.2 higher throughput" where a paper's "2.2×" lost
  its sign), so those are read with the figures (:data:`WORD_MULTIPLE`) and the text keeps
  its words.

LABELLING: multipliers in words and ones that lost their × sign are speedups ("doubled" and
"doubles" are not). The English pattern itself requires the comparative, so only the
multiple's own filters (costs, kernels, a count of cards) are left to apply.
"""

from __future__ import annotations

import re

_EN_NUMBERS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "fifty": 50,
    "hundred": 100,
}
_METRIC = (
    r"(?:[a-z\-]{2,12}[ \t]{1,2})?(?:throughput|goodput|latency|ttft|tbt|tpot|itl|speed|tokens?"
    r"|performance|inference|generation|decod(?:e|ing)|prefill)(?![a-z])"
)
_COMPARED = (
    r"(?:faster|quicker|slower|(?:higher|lower|greater|better|more|less)[ \t]{1,2}" + _METRIC + r")"
)
# after a bare number the comparative must name what it compares: "2.2 higher throughput" and
# "2.5 faster than vLLM" are multiples that lost their sign, "4 more tokens per second" is a
# difference, "2 faster GPUs" a count
_COMPARED_NUMBER = (
    r"(?:(?:faster|quicker|slower|higher|lower|greater|better|shorter)[ \t]{1,2}"
    + _METRIC
    + r"|(?:faster|quicker|slower)[ \t]{1,2}than(?![a-z]))"
)
_ALT = "|".join(_EN_NUMBERS)
WORD_MULTIPLE = re.compile(
    # "twice as fast", "twice the throughput"
    r"(?<![A-Za-z\-])(?P<twice>twice)(?=[ \t]{1,2}(?:as[ \t]{1,2}(?:fast|quick)|the[ \t]{1,2}"
    r"(?:throughput|speed|tokens?)))"
    # "five times faster", "five-times higher throughput", "a fourfold jump"
    # "two to three times faster": a range, both ends kept
    r"|(?<![A-Za-z\-])(?P<w>" + _ALT + r")(?:[ \t]{1,2}(?:to|or)[ \t]{1,2}(?P<w2>" + _ALT + r"))?"
    r"(?:[ \t\-]{1,2}times|[ \t\-]?fold)"
    # "five times more than before"
    r"(?=[ \t]{1,2}(?:" + _COMPARED + r"|more[ \t]{1,2}than|as[ \t]{1,2}(?:fast|quick)"
    r"|(?:jump|increase|improvement|speed[ \t\-]?up|boost)(?![a-z])))"
    # "up to 2.2 higher throughput", "20 lower TTFT", "32.8 speedup": the sign lost
    # ("4 more tokens per second" is a difference in a rate, "2 faster GPUs" a count)
    r"|(?<![\w.,$€£#/\-])(?P<n>\d{1,3}(?:\.\d{1,2})?)(?=[ \t]{1,2}(?:"
    + _COMPARED_NUMBER
    + r"|speed[ \t\-]?up(?![a-z])))",
    re.IGNORECASE,
)


def multiple_value(m: re.Match[str]) -> tuple[float, float | None, float | None]:
    """(value, low end, high end) of the multiple a :data:`WORD_MULTIPLE` match states."""
    if m.group("twice"):
        return 2.0, None, None
    if m.group("w"):
        low = float(_EN_NUMBERS[m.group("w").lower()])
        if m.group("w2"):
            high = float(_EN_NUMBERS[m.group("w2").lower()])
            return (low + high) / 2, low, high
        return low, None, None
    return float(m.group("n")), None, None


# where the multiple's word is the unit, its number word is rewritten as digits while the
# text is normalised: "快十倍", "二十倍", "tien keer sneller", "zehnmal schneller", "dix fois
# plus", "в два раза быстрее"
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
_EU_NUMBERS = {
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
_EU_MULTIPLE = re.compile(
    r"(?<![^\W\d_])(" + "|".join(sorted(_EU_NUMBERS, key=len, reverse=True)) + r")[ \t\-]?"
    r"(?=(?:keer|mal|fois|veces|vezes|раза?)(?![^\W\d_]))",
    re.IGNORECASE,
)
# the word every ``_EU_MULTIPLE`` match looks ahead to, with the same flags: a text without it
# holds no such multiple, and this search costs a tenth of that pattern's (a look-behind opens
# it, so the engine tries every position of a 64 KiB body)
_EU_TIMES = re.compile(r"keer|mal|fois|veces|vezes|раз", re.IGNORECASE)


# Russian folds "в два раза" into one adverb: "вдвое быстрее", "втрое медленнее" are "в 2 раза
# быстрее", as "twice as fast" is a multiple; only before "faster"/"slower" ("втрое больше
# видеопамяти" is a capacity, "удвоить" a verb of doubling, neither a speedup)
_RU_FOLDED = {"двое": 2, "трое": 3, "четверо": 4, "пятеро": 5, "шестеро": 6, "десятеро": 10}
_RU_FOLDED_MULTIPLE = re.compile(
    r"(?<![^\W\d_])в(двое|трое|четверо|пятеро|шестеро|десятеро)(?=[ \t]{1,2}(?:быстрее|медленнее)"
    r"(?![^\W\d_]))",
    re.IGNORECASE,
)


def _zh_number(word: str) -> int:
    if word.endswith("百"):
        return _ZH_DIGITS[word[0]] * 100
    if "十" in word:
        tens, _, ones = word.partition("十")
        return _ZH_DIGITS.get(tens, 1) * 10 + _ZH_DIGITS.get(ones, 0)
    return _ZH_DIGITS[word]


def multiples_as_digits(text: str) -> str:
    """``text`` with the number words of multiples (Russian folded ones too), of Chinese
    times and of Korean counts written as digits."""
    text = _ZH_MULTIPLE.sub(lambda m: str(_zh_number(m.group(1))), text)
    text = _ZH_TIME.sub(lambda m: str(_zh_number(m.group(1))), text)
    text = _KO_COUNT.sub(lambda m: str(_KO_NUMBERS[m.group(1)]), text)
    text = _RU_FOLDED_MULTIPLE.sub(lambda m: f"в {_RU_FOLDED[m.group(1).lower()]} раза", text)
    if _EU_TIMES.search(text) is None:
        return text
    return _EU_MULTIPLE.sub(lambda m: f"{_EU_NUMBERS[m.group(1).lower()]} ", text)
