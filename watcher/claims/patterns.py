"""The reader's limits and regular expressions: units, numbers, keyed values and clauses.

Metric words (phases, latency, memory, speedup) live in metric_words; setup words (GPU
counts, load, context, versions, sources) live in setup_patterns.

Every pattern holds literals and bounded quantifiers only (untrusted text cannot make one
backtrack without bound).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from watcher.claims.approx_words import APPROX_MARK, APPROX_OPT, APPROX_REACH
from watcher.claims.numbers import _NUM, GROUP_AFTER
from watcher.claims.ordinal_words import ORDINAL_SECOND
from watcher.claims.unit_keys import MULTIPLE_AFTER

MAX_TEXT = 200_000
PLAIN_MODE = "ar"  # what a negated drafting mode ("without eagle") means
MAX_CLAIM_TEXT = 400
LOCAL_REACH = 300  # a figure's own context: its sentence, at most this far either side
BLOCK_REACH = 1000  # earlier text of its paragraph read for counts and concurrency
LINE_REACH = 240  # characters of a line looked back over from a figure (side timings, phases)
# a token rate however it is spelled: "t/s", "TPS", "tok/s", "tokens/sec", "tokens per second"
RATE_SPELLING = (
    r"(?:tps|t/s|tok(?:en)?s?[ \t]?/[ \t]?s(?:ec)?|tok(?:en)?s?[ \t]per[ \t]s(?:ec(?:ond)?)?)"
)
# an arrow between the sides of a change, with its spaces: "57.4 → 95.7", "21 -> 24.5"
ARROW = r"[ \t]{0,3}(?:->|-->|→|⟶|=>)[ \t]{0,3}"
MAX_FIGURES = 500  # per text: no real PR body or release note holds more
# a line that opens or closes a fenced code block (``FENCE.match(line)``): the line-walking
# pre-passes leave what a fence holds as written
FENCE = re.compile(r"[ \t]{0,3}(?:```|~~~)")
# weighings of numbers with a unit per text (``metric._unit_figure``; one number may be weighed
# twice): a text of claims reaches MAX_FIGURES first (the evaluation's densest text weighs 2.4
# for each figure it keeps), a hostile one of numbers that are no claim never does
MAX_WEIGHED = 3 * MAX_FIGURES
_SP = r"[ \t\u00a0]{0,3}"
# the space after a unit's "per", or a line break where prose was wrapped by hand there ("ms
# per\ntoken"); a line ending on "ms" or "tokens" ends its figure, the next line's "per" is its own
_WRAP = r"(?:[ \t]{1,3}|[ \t]{0,2}\n[ \t]{0,8})"
_TPOT_UNIT = (
    # French writes the token "jeton": "1 ms/jeton"
    r"ms" + _SP + r"/" + _SP + r"(?:tok(?:en)?s?|jetons?)"
    # ("ms per\ntoken": hand-wrapped prose may break the unit after its "per", ``_WRAP``)
    r"|ms[ \t]{1,3}per" + _WRAP + r"(?:output" + _WRAP + r")?token"
    r"|ms"
    + _SP
    + r"/"
    + _SP
    + r"t(?![a-z/])"  # llama.cpp's "ms/t" column
    # "0.0383 s/token", "0.04 sec/tok", "0.5 seconds per token": the same unit in seconds
    # (reading rules §4: a per-token latency; the claim keeps the seconds as its unit)
    + r"|(?:s|secs?|seconds?)"
    + _SP
    + r"(?:/"
    + _SP
    + r"|per"
    + _WRAP
    + r"(?:output"
    + _WRAP
    + r")?)tok(?:en)?(?![a-z])"
    # "25 毫秒/token", "25 ミリ秒/トークン", "25 밀리초/토큰", "25 ms/个token": the same unit
    # with the milliseconds or the token written in characters; "1.2 秒/token", "3 초/토큰":
    # whole seconds so written (``metric`` tells them apart by the first character)
    + r"|(?:ms|毫秒|ミリ秒|밀리초|秒|초)"
    + _SP
    + r"/"
    + _SP
    + r"(?:个|個)?[ \t]?(?:tok(?:en)?s?|トークン|词元|詞元|토큰)"
)
# "token" in Japanese, Chinese, Korean; Taiwanese press writes 標記, some blogs 字词, and
# some Chinese pages 令牌 ("令牌/秒")
_CJK_TOK = r"トークン|词元|詞元|토큰|标记|標記|字词|字詞|令牌"
# a measure word (and its particle) between a number and what it counts: "45 个 token",
# "38개의 토큰", "3つのトークン"; one pattern for every unit that counts tokens
_COUNTER = r"(?:个|個|개(?:의)?|つの)"
# "per second" written before the number in Chinese, Japanese and Korean: "每秒(钟)", "毎秒",
# "1秒あたり", "秒間", "초당", "매초"
_PER_SECOND_CJK = r"(?:每秒(?:钟|鐘)?|毎秒|1?秒あたり|秒間|초당|매초)"
_TOKS_UNIT = (
    # "10,000 output tokens per second", "60.9 visible tok/s"
    # "45 new tokens per second", "45 decode tokens/s": the phase may qualify the token too
    r"(?:(?:output|generated|input|prompt|total|visible|effective|sustained|new|decoded?"
    r"|generation|completion|prefill|pp|tg"
    # "15.50 wall tok/s", "38 median tokens/s": how the rate was clocked or summed, the
    # same rate (reading rules §4: units vary)
    r"|wall(?:[- ]clock)?|measured|average|avg|mean|median)[ \t]{1,2})?"
    # "45.6 个token/秒": a counter word before the token
    r"(?:(?:"
    + _COUNTER
    + r"[ \t]?)?(?:tok(?:en)?s?|tkn?s?|jetons?|"
    + _CJK_TOK
    + r")"
    + _SP
    + r"/"
    + _SP
    # German and French too: "Tokens/Sekunde", "tokens/sek", "tokens/seconde"
    + r"(?:s(?:ec(?:ond)?s?)?|seg(?:undos?)?|sek(?:unde)?|seconde|秒|초)"
    r"|"
    + _COUNTER
    + r"?[ \t]?(?:tokens?|"
    + _CJK_TOK
    + r")[ \t]?"
    + _PER_SECOND_CJK
    + r"|tok(?:en)?s?[ \t\-]{1,3}per(?:[\-]{1,3}|"
    + _WRAP
    + r")s(?:ec(?:ond)?)?(?![a-z])"
    # "45 tokens a second", "45 tokens every second"
    r"|tok(?:en)?s[ \t]{1,2}(?:an?|each|every)[ \t]{1,2}sec(?:ond)?(?![a-z])"
    # "58.2 tokens generated per second", "40 tokens decoded a second": the phase between
    r"|tok(?:en)?s[ \t]{1,2}(?:generated|decoded|produced|emitted|streamed|output)[ \t]{1,2}"
    r"(?:per|an?|each|every)[ \t]{1,2}sec(?:ond)?(?![a-z])"
    # papers write "45 tokens s^-1", "45 tok·s⁻¹" (NFKC makes the superscript "-1"), the
    # product dot as "⋅" or "∙", LaTeX's "tokens s$^{-1}$", "sec⁻¹" for the second
    r"|tok(?:en)?s?[ \t·.⋅∙]{1,2}s(?:ec)?[ \t]?(?:\$?\^\{?)?[ \t]?[-−]1\}?\$?(?![\d])"
    # Spanish, Portuguese, Russian: "tokens por segundo", "токенов в секунду", "ток/с"
    r"|tokens?[ \t]{1,2}(?:por|p/)[ \t]?s(?:egundo)?(?![a-z])"
    # German, French: "Token pro Sekunde", "Tokens je Sekunde", "tokens par seconde"
    # French counts "jetons": "28 356 jetons/seconde", "jetons par seconde"
    r"|(?:tok(?:en)?s?|jetons?)[ \t]{1,2}(?:pro|je|par|per)[ \t]{1,2}(?:sekunde|seconde)(?![a-z])"
    # every case of "токен" ("с 20 токенами в секунду", "22 токена/сек"), "в сек.", "за секунду"
    r"|ток(?:ен(?:ов|ами|а|ы)?)?(?:[ \t]{1,2}(?:в|за)[ \t]{1,2}сек(?:унду)?(?![а-я])"
    r"|[ \t]?/[ \t]?с(?:ек(?:унду)?)?(?![а-я])))"
    # "15 t / s" spaced, "23 TKs" (TK/s without its slash), and a bare "/s" glued to the
    # number ("~9/s", "80/sec"), which is a token rate only where its sentence speaks of
    # tokens or speed (bare_rates.py decides; "61/s" of bytes is no claim)
    r"|t(?:/s(?:ec(?:ond)?)?|[ \t]/[ \t]s(?![a-z])|ks(?![a-z]))|т/с(?:ек)?(?![а-я])|tps"
    r"|(?<=\d)/s(?:ec(?:ond)?)?(?![a-z])"
    # "每秒 token 数", "每秒输出 token 数量": the unit named as a count per second, as a
    # table's column or a key before its value
    + r"|"
    + _PER_SECOND_CJK
    + r"[ \t]?(?:生成|输出|輸出|处理|處理)?[ \t]?(?:tokens?|"
    + _CJK_TOK
    + r")[ \t]?(?:数量?|數量?)"
)
# "显存占用8G": Chinese posts often drop the B (a capital G, never "5G" before a letter)
_MEM_UNIT = (
    r"GiB|GB|MiB|MB|TiB|TB|(?-i:G)(?=[\s,.;:)\]。，、+*]|/\d|$|[\u4e00-\u9fff])"
    # Russian writes the units in Cyrillic: "весит около 70 ГБ"
    r"|ГБ(?![а-яё])|МБ(?![а-яё])|ТБ(?![а-яё])"
    # French writes octets: "utilise 12 Go de VRAM", "512 Mo"
    r"|(?-i:Go|Mo)(?![A-Za-z])"
    # the unit spelled out: "155 gigabytes", "155 гигабайт", "155 ギガバイト", "155 기가바이트"
    r"|(?:giga|mega)bytes?(?![a-z])|(?:гига|мега)байт(?:а|ов)?(?![а-яё])|(?:ギガ|メガ)バイト"
    r"|(?:기가|메가)바이트"
)
# minutes are read as seconds ("近4分钟" is 240 s): MINUTES tells them apart
# ("3 多分钟", "2 个小时", "1 个多小时": a measure word and "-odd" between number and unit)
_MINUTE_UNIT = r"minutes?|minuten|minutos|минут[ыа]?(?![а-яё])|多?(?:分钟|分鐘)|分間|분(?!의)"
# hours too (LABELLING, batches 40-45: durations in hours become seconds)
_HOUR_UNIT = (
    r"hours?|hrs?|(?:个|個)?多?(?:小时|小時)|時間|시간|stunden?|heures?|horas?|uur"
    r"|час(?:а|ов)?(?![а-яё])"
)
# seconds and milliseconds as German, French, Spanish, Russian and Dutch write them:
# "50 Sekunden", "3 secondes", "12 segundos", "50 секунд", "40 seconden", "350 мс"
_MILLI_WORDS = r"millisekunden?|millisecondes?|milisegundos?|milliseconden?|миллисекунд[аы]?|мс"
_SECOND_WORDS = r"sekunden?|secondes?|segundos?|seconden?|секунд[аы]?|сек"
# Russian abbreviates the second "с" ("TTFT 0,8 с", "ответ за 4,5 с на RTX 4090", "Время, с"), as
# English writes "s"; the same letter is the preposition "with" ("2 с половиной", "8 с лишним"),
# which always opens a word after it, so "с" is a second only before a mark, a line's end or a
# word that starts the next phrase (reading rules §4: units vary)
_RU_SECOND = (
    r"(?<![/а-яё])с(?=[ \t]{0,2}(?:[.,;:!?()\]|»\"”]|\n|$)"
    r"|[ \t]{1,2}(?:—|–|на|при|против|и|а|или|до|в|для|vs)(?![а-яё]))"
)
_KO_SECONDS = (
    r"(?:(?<=\d)|(?<=\d[ ]))(?<!(?<![\d.,])1)(?<!(?<![\d.,])1[ ])"
    r"초(?=만에|에[ \t]|(?:가|이)?[ \t]?걸|입니다)"
)
MILLIS = re.compile(r"ms|milli\w{0,12}|msec|毫秒|ミリ秒|밀리초|" + _MILLI_WORDS, re.IGNORECASE)
_TIME_UNIT = (
    r"ms|milliseconds?|msec|"
    + r"(?:"
    + _MILLI_WORDS
    + "|"
    + _SECOND_WORDS
    + r")(?![а-яё])|"
    # Korean "120밀리초"; a bare 초 starts many other words (초당, 초과, 초기), and in
    # space-aligned tables it lent a unit to numbers that had none: it is seconds only
    # right after the number, in "in N seconds" and "took N seconds" ("0.4초만에", "4.2 초에 …",
    # "6.8 초가 걸렸다", "3초입니다"); "1초에 45토큰" counts a rate's tokens in one second
    + r"s|secs?|seconds?|毫秒|ミリ秒|밀리초|多?秒|"
    + _RU_SECOND
    + "|"
    + _KO_SECONDS
    + "|"
    + _MINUTE_UNIT
    + "|"
    + _HOUR_UNIT
)
MINUTES = re.compile(_MINUTE_UNIT, re.IGNORECASE)
HOURS = re.compile(_HOUR_UNIT, re.IGNORECASE)
# German "24-fach", "2-fache", French "24 fois": multiples as those languages write them
_SPEED_UNIT = r"x|×|倍|배|times|veces|vezes|раза?|-?fach(?:e[nmrs]?)?|fois|keer|mal"
_UNITS = (
    rf"(?P<tpot>{_TPOT_UNIT})|(?P<toks>{_TOKS_UNIT})|(?P<mem>{_MEM_UNIT})|"
    rf"(?P<time>{_TIME_UNIT})|(?P<speed>{_SPEED_UNIT})"
)
FIGURE = re.compile(
    # "sub-25 tok/s", "sub-100ms TTFT": a loose bound is labelled at its number
    # "14GB (FP16)/7GB (INT8)", "14GB（FP16）/7GB": a slash after a bracketed setup starts
    # the next figure (a slash after a digit or a word stays a fraction or a unit)
    rf"(?:(?<=sub-)|(?<=[)）]/)|(?<![A-Za-z0-9_.,$€£#/\-–]))(?P<lo>{_NUM})"
    # a range's "to" in German, French, Russian and Japanese too: "1,3× bis 2,1×", "3 à 5 s"
    # and Chinese "1.5 倍至 3 倍", the unit repeated after each end
    # and Chinese "15到18", the word a change uses too ("从 15 到 18" is read as one below)
    # "6/s-7/s", "6t/s-7t/s": a rate's unit written at both ends of a hyphen-joined range
    rf"(?:(?:{_SP}[x×倍](?={_SP}(?:-|–|to|bis|à|до|至|到))|(?:(?<=\d)|{_SP}t|{_SP}tok)/s(?=[-–]\d))?"
    # "1--100 tokens/s" (a plain-text en dash), "5.7 to over 6 tokens/s": a range still
    # "went from 202 up to 211 tok/s": "up to" joins the two sides too
    rf"{_SP}(?:--|-|–|—|(?:up[ \t])?to(?:[ \t]{{1,2}}(?:over|about|around|almost|nearly))?"
    r"|~|bis|à|до|〜|至|到)"
    rf"{_SP}"
    rf"(?P<hi>{_NUM}))?"
    # "45.6 ± 1.2 tok/s", "45.6 (±1.2) tok/s": a spread after the figure, bracketed or not
    rf"(?:{_SP}(?:±|\+/-){_SP}(?:{_NUM})|{_SP}\((?:±|\+/-){_SP}(?:{_NUM})\))?"
    # "a 1.7-second end-to-end latency": a spelled-out time unit may be hyphen-joined;
    # "8ish tokens per second": an approximate figure is a figure
    # "(~10-15) tps": the figure in brackets, its unit after them (checked by the reader)
    # "**45** t/s", "`45` t/s": Markdown emphasis or code closing on the number, unit outside
    rf"(?:\*{{1,3}}|`)?"
    rf"(?P<close>\))?(?:-?ish)?\+?(?:{_SP}|-(?=(?:milli)?seconds?(?![a-z])|fach|mal(?![a-z])))"
    rf"(?:{_UNITS})(?![A-Za-z0-9_])",
    re.IGNORECASE,
)


def chunk_matches(pattern: re.Pattern[str], chunk: str) -> Iterable[re.Match[str]]:
    """``pattern.finditer(chunk)``; a short chunk's matches are remembered by its text, so a
    body of thousands of identical lines ("m 1.5x") scans each once. A match holds only the
    chunk and offsets into it: the same text gives the same matches wherever it stands. A
    long chunk is scanned lazily, as its reader may stop at ``MAX_FIGURES``."""
    if len(chunk) > 512:
        return pattern.finditer(chunk)
    # keyed by the pattern's source, not the pattern: a compiled pattern's hash is computed
    # over its whole program on every call, which cost more than the scan it saved
    key = (pattern.pattern, pattern.flags, chunk)
    found = _SHORT_MATCHES.get(key)
    if found is None:
        if len(_SHORT_MATCHES) >= 2048:  # bounded: forget all rather than track ages per call
            _SHORT_MATCHES.clear()
        found = _SHORT_MATCHES[key] = tuple(pattern.finditer(chunk))
    return found


_SHORT_MATCHES: dict[tuple[str, int, str], tuple[re.Match[str], ...]] = {}


UNIT_SLACK = 40  # room past a reach for a unit spelled long ("476 tokens per second")


def figure_within(text: str, pos: int, limit: int, reach: int) -> re.Match[str] | None:
    """The first figure that starts at most ``reach`` characters after ``pos`` (and ends by
    ``limit``), read whole: how long its unit is spelled never decides whether it is near."""
    stop = min(limit, pos + reach + UNIT_SLACK)
    m = FIGURE.search(text, pos, stop)
    if m is None or m.start() - pos > reach:
        m = RATE_CJK.search(text, pos, stop)  # "每秒500token": the rate before its number
    return m if m is not None and m.start() - pos <= reach else None


# "between 42 and 15 TPS", "somewhere between 900 and 1,000 tok/s": a range, in either order
_UNITS_UNNAMED = re.sub(r"\(\?P<\w+>", "(?:", _UNITS)  # "between 1.4x and 2.0x": unit twice
# "entre 2x y 4x", "entre 20 et 30 tok/s", "zwischen 20 und 30 Token/s", "между 20 и 30": the
# same range in Spanish, Portuguese, French, German and Russian
BETWEEN = re.compile(
    rf"(?<![^\W\d_])(?:between|entre|zwischen|между){_SP}(?P<lo>{_NUM})"
    rf"(?:{_SP}(?:{_UNITS_UNNAMED}))?{_SP}(?:and|&|y|e|et|und|и)(?![^\W\d_])"
    rf"{_SP}(?P<hi>{_NUM})"
    rf"\+?{_SP}(?:{_UNITS})(?![A-Za-z0-9_])",
    re.IGNORECASE,
)
# units only in words: "a token rate of 969 per second", "generation speed 33.2 per second"
RATE_IN_WORDS = re.compile(
    r"(?<![a-z])(?P<phase>token|generation|decod(?:e|ing)|output|prefill|prompt[ \t]processing)"
    r"[ \t](?:rate|speed|throughput)(?:[ \t](?:of|is|was|at|reaches|reached))?[ \t]{0,2}[:=]?"
    r"[ \t]{0,2}(?:about|around|roughly|over|~|≈)?[ \t]{0,2}"
    rf"(?P<lo>{_NUM})[ \t]{{1,2}}(?:per[ \t]sec(?:ond)?|a[ \t]second)(?![a-z])",
    re.IGNORECASE,
)
# "每秒生成约 45 个 token", "毎秒 45 トークン": the rate before its number
RATE_CJK = re.compile(
    # "一秒钟 45 个 token", "1 秒可以生成 45 个", "秒速 45 トークン", "1초에 45토큰": the second
    # counted as one, or a speed per second, before the number
    r"(?:"
    + _PER_SECOND_CJK
    + r"|秒速|(?<![\d.第])(?<!第 )(?:一|1)[ \t]?秒(?:钟|鐘)?|(?<![\d.])1[ \t]?초에)"
    r"(?:に)?[ \t]{0,2}(?:约|約|大约|大約|약)?(?:可|能|可以|只能)?"
    r"(?:生成|输出|輸出|出力|解码|解碼|处理|處理|出|吐出?)?[ \t]{0,2}"
    # "每秒生成超過 1,000 個標記", "每秒 13~27 字词": a bound word, a range
    r"(?:约|約|大约|大約|超过|超過|高达|高達|可达|可達|近|将近|將近|最多)?[ \t]{0,2}"
    rf"(?P<lo>{_NUM})(?:[ \t]{{0,2}}[~～〜\-–至到][ \t]{{0,2}}(?P<hi>{_NUM}))?"
    # "每秒生成 80 多个 token", "80余个": '-odd', the figure read at its stated number
    rf"[ \t]{{0,2}}(?:多|余|餘)?{_COUNTER}?[ \t]{{0,2}}(?:tokens?|{_CJK_TOK})(?![A-Za-z])",
    re.IGNORECASE,
)
# "推理速度只有5tokens左右", "速度は約5トークン", "속도는 5토큰": a speed given in tokens with
# the "per second" left out; a rate all the same (a change, "快了5个token", is no speed word)
SPEED_IN_TOKENS = re.compile(
    r"(?:速度|速率|スピード|속도)[ \t]{0,2}(?:[:：]|为|為|是|有|只有|仅有?|僅有?|约|約|大约"
    r"|大約|大概|却|卻|才|也|能|可|达到?|達到?|只|就|在|は|が|는|가|약){0,4}[ \t]{0,2}"
    rf"(?P<lo>{_NUM})(?:[ \t]{{0,2}}[~～〜\-–至到][ \t]{{0,2}}(?P<hi>{_NUM}))?"
    rf"[ \t]{{0,2}}(?:多|余|餘)?{_COUNTER}?[ \t]{{0,2}}(?:tokens?|{_CJK_TOK})"
    r"(?![A-Za-z/]|[ \t]{0,2}(?:每|毎|per|/|の|的))",
    re.IGNORECASE,
)
UNIT_ONLY = re.compile(rf"(?:{_UNITS})(?![A-Za-z0-9_])", re.IGNORECASE)
# ("Why is the second card slower?": an ordinal "second" is no unit, ``ordinal_words``)
UNIT_ANYWHERE = re.compile(
    rf"(?<![A-Za-z0-9_])(?!{ORDINAL_SECOND})(?:{_UNITS})(?![A-Za-z0-9_])", re.IGNORECASE
)
# a column's unit in brackets, in any language the unit table knows: "(tok/s)", "(토큰/초)",
# "（トークン/秒）", "[токенов/с]", "(tokens/segundo)"; the flattened-table readers ask this
# one table, so a unit spelled in another language names a column as the English one does
BRACKETED_UNIT = re.compile(rf"[(（\[][ \t]?(?:{_UNITS_UNNAMED})[ \t]?[)）\]]", re.IGNORECASE)
# a token rate alone, however it is spelled: "tok/s", "TPS", "토큰/초", "tokens/segundo"
TOKEN_RATE_UNIT = _TOKS_UNIT
TOKEN_RATE_ONLY = re.compile(rf"(?:{_TOKS_UNIT})(?![A-Za-z0-9_])", re.IGNORECASE)
_CJK_LETTER = r"\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
LABELLED = re.compile(
    # "Decode speed (tok/s): 45", "Decode throughput [tok/s]: 45": the unit in brackets;
    # "生成速率（token/s）：12.5", "生成速度(トークン/秒): 45": a label written in CJK
    rf"(?P<label>[A-Za-z{_CJK_LETTER}][A-Za-z0-9 ./_#\[\]{_CJK_LETTER}-]{{0,60}}?)[ \t]{{0,2}}"
    rf"(?:\((?P<unit>[^()\n]{{1,24}})\)|\[(?P<unit2>[^\[\]()\n]{{1,24}})\])"
    # "**Decode speed (tok/s)**: 45" bold before colon; no colon: "(T/s) 7.40" ends line or ", Hit"
    rf"(?:\*\*(?=[ \t]{{0,3}}[:=]))?"
    rf"(?:[ \t]{{0,3}}[:=][ \t]{{0,60}}|[ \t]{{1,12}}(?=[\d.,]+[ \t]*$|[\d.]+,[ \t][A-Za-z]))"
    rf"(?P<lo>{_NUM})(?!\d|\.\d)",
    re.MULTILINE,
)
NUMBER = re.compile(
    rf"(?<![A-Za-z0-9_.#$])(?P<lo>{_NUM})(?:{_SP}(?:-|–|to){_SP}(?P<hi>{_NUM}))?"
    rf"(?P<x>{_SP}[x×])?(?![\w.])",
    re.IGNORECASE,
)
_STAT = re.compile(r"(?<![a-z])(mean|median|avg|average|p\d{2}|max|min)(?![a-z])", re.IGNORECASE)
# A key whose own words carry the unit: JSON-ish logs ("generationTPS": 81.8, "ttftMs": 312)
# and summary lines ("decode_TPS   mean= 138.49"). Bounded key, bounded gaps.
_KEYVAL = re.compile(
    r"(?<![\w\"])\"?(?P<key>[A-Za-z][A-Za-z0-9_]{1,40})\"?[ \t]{0,12}"
    # "- **decode_tps (median)**: 79.75": the statistic in brackets, the key's bold closed
    r"(?:(?P<stat>mean|median|avg|average|p\d{2})[ \t]{0,2}"
    r"|\((?P<stat_b>mean|median|avg|average|p\d{2})\)[ \t]{0,2})?"
    r"(?:(?<=[\w)])\*\*[ \t]{0,2})?[:=][ \t]{0,3}"
    # "decode_tps: 1 250", as "decode_tps: 1,250", is not read here: never its lead "1"
    rf"(?P<lo>\d{{1,12}}(?:\.\d{{1,20}})?)(?![\d.]|,\d|{GROUP_AFTER}|[ \t]{{0,2}}[%±/]|[ \t]{{0,2}}"
    rf"(?:{_TPOT_UNIT}|{_TOKS_UNIT}|{_MEM_UNIT}|{_TIME_UNIT}|{_SPEED_UNIT})(?![A-Za-z0-9_]))",
    re.IGNORECASE,
)
# a unit as the key: "ms/t: 44.56 t/s: 22.44"
_UNIT_KEYVAL = re.compile(
    rf"(?<![\w/])(?P<key>{_TPOT_UNIT}|{_TOKS_UNIT})"
    # "token/s(最高): 13.35", "tok/s (median): 45": the statistic in brackets before the colon
    r"(?:[ \t]{0,2}[(（](?:median|mean|avg|average|peak|max|最高|峰值|平均)[)）])?"
    r"[ \t]{0,2}[:=：][ \t]{0,3}"
    # the value as any figure is written: "tok/s: 1,250", "tok/s: ~2.3k"
    rf"(?:[~≈][ \t]{{0,2}})?(?P<lo>{_NUM})"
    # "tok/s: 117.286." ends a sentence; "39.7 tok/s = 3.34x" is a multiple, not a rate;
    # "37GB * 62.5 tps = 2.3TB/s", "TPS: 1.15 GB/s": the value's own unit is a size or a
    # bandwidth (a spec worked out, reading rules §4), not the key's rate
    # ("= 3.34 times faster", "= 2.2倍": a multiple spelt as a word is no rate either)
    rf"(?!\d|\.\d|{MULTIPLE_AFTER}|[ \t]{{0,2}}(?:[kmgtp]i?b|bytes?)(?![a-z]))",
    re.IGNORECASE,
)
# space-separated benchmark log lines: "tokens_per_sec 43.09 latency(ms) 4409.816"
_SPACE_KEYVAL = re.compile(
    r"(?<![\w(.])(?P<key>[A-Za-z][A-Za-z0-9_]{1,40})(?:\((?P<unit>[A-Za-z/]{1,8})\))?[ \t]"
    r"(?P<lo>\d{1,12}(?:\.\d{1,20})?)(?![\w.%/])"
)
_KEY_WORDS = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|_")
# A spread, not a claim: "std= 0.38", "± 15.44" are handled by FIGURE; min/max next to a mean.
_SPREAD_BEFORE = re.compile(
    # "+SD: 29.66 tok/s", "-SD", "no SD": speculative decoding on or off, not a deviation
    r"(?<![a-z])(?:std|stdev|stddev|(?<![+\-])(?<!no[ \t])sd|cv|sigma|σ|standard[ \t]deviation"
    r"|std\.?[ \t]dev\.?"
    r"|variance|margin[ \t]of[ \t]error|error[ \t]bars?|jitter)"
    # "the error bars are ±4 tok/s", "the margin of error is about 2 ms", "varied by 5 tok/s"
    r"(?:[ \t]{1,2}(?:is|was|are|were|of))?(?:[ \t]{1,2}(?:about|around|roughly|~|≈))?"
    r"[ \t]{0,2}[=:]?[ \t]{0,6}$|(?:±|\+/-)[ \t]{0,2}$"
    r"|(?<![a-z])var(?:y|ies|ied|ying)[ \t]{1,2}by[ \t]{1,2}(?:about[ \t]|around[ \t]|~|≈)?$",
    re.IGNORECASE,
)
# "(~1 tok/s spread)", "2 tok/s of run-to-run noise": the figure is how far runs differ, the
# width of a spread, never a run's rate (LABELLING: spreads are no claims)
_SPREAD_AFTER = re.compile(
    r"[ \t]{0,2}(?:of[ \t]{1,2})?(?:(?:run|trial)[ \t\-]to[ \t\-](?:run|trial)[ \t]{1,2})?"
    r"(?:spread|variance|variation|jitter|noise|std|stdev|stddev|standard[ \t]deviation)(?![a-z])"
    # "64.10  std= 1.20": the key of the next value, not a word about this one
    r"(?![ \t]{0,3}[=:])",
    re.IGNORECASE,
)
_MINMAX_BEFORE = re.compile(r"(?<![a-z])(?:min|max)[ \t]{0,2}[=:][ \t]{0,6}$", re.IGNORECASE)
_MEAN_KEY = re.compile(r"(?<![a-z])(?:mean|median|avg)[ \t]{0,2}[=:]", re.IGNORECASE)
# llama-bench style phase lines with no unit: "Token generation: 111.95 ± 2.45" (mean ± sd, t/s)
_PHASE_PM = re.compile(
    r"(?<![\w])(?P<label>prompt[ \t\-]?(?:eval(?:uation)?|processing)|(?:token|text)[ \t]generation"
    r"|pp[ \t]?\d{1,6}|tg[ \t]?\d{1,6})[ \t]{0,2}[:=][ \t]{0,3}"
    rf"(?P<lo>{_NUM})[ \t]{{0,2}}(?:±|\+/-)[ \t]{{0,2}}(?:{_NUM})(?!\w|\.\d|[ \t]{{0,2}}[A-Za-z/])",
    re.IGNORECASE,
)
# ("passa de", "passou de", "sobe de", "cai de": Portuguese; "passa da", "sale da": Italian)
CHANGE_VERB_EU = (
    r"(?<![a-zà-ÿ])(?:steigt|stieg|sinkt|sank|pass[eé]e?|augment[eé]e?|grimp[eé]e?|pas[aoó]"
    r"|sub[eií]ó?|aument[aoó]|aumentó|baj[aoó]|passa|passou|sobe|subiu|cai|caiu|aumentou"
    r"|sale|scende|cresce|cresceu|cae|cayó)[ \t]{1,2}(?:von|de|da)[ \t]{1,3}"
)
_CHANGE_FROM_EU = "|" + CHANGE_VERB_EU
# "from 12 to 16", "from ~20 t/s without SD to 45": the side a change starts from (or "about 20")
_FROM_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:up[ \t]from|from|was)[ \t]{1,3}|[从從由][ \t]{0,2}"
    # "steigt von", "passe de", "pasa de": a verb of change says "from" in German, French, Spanish
    + _CHANGE_FROM_EU
    + r")"
    r"(?:(?:" + APPROX_MARK + r"|约)[ \t]?)?\**`?$",
    re.IGNORECASE,
)
# "30 tok/s から 52 tok/s に", "30 tok/s에서 52 tok/s로": Japanese and Korean mark the side a
# change starts from after it, with the other side's number next
_FROM_AFTER = re.compile(r"[ \t]{0,2}(?:から|에서|부터)[ \t]{0,2}(?:約|약|~|≈)?[ \t]{0,2}\d")
# "87.44s → 77.39s", "12 tok/s -> 16 tok/s": an arrow after a figure with its own unit leads to
# the other side of the change, so the figure is the side it started from (reading rules §2);
# a figure an arrow leads to ("a → b → c") is no start, whatever follows it
_ARROW_AFTER = re.compile(r"[ \t]{0,2}(?:->|→|=>|⟶)[ \t]{0,2}\**" + APPROX_OPT + r"\d")
_ARROW_BEFORE = re.compile(r"(?:->|→|=>|⟶)[ \t]{0,2}\**" + APPROX_OPT + "$")
# "von 40 Token/s auf 95 Token/s", "de 40 tokens/s à 95 tokens/s": a change in German, French
# and Spanish, each side with its unit ("de" alone is "of": only with the other side after it)
# ("с 40 т/с до 95 т/с": Russian "с … до" is "from … to"; "от … до" is a range's)
_FROM_EU = re.compile(
    r"(?:(?<![a-zà-ÿ])(?:von|de|desde)|(?<![а-яё])со?)[ \t]{1,3}(?:~|≈)?$", re.IGNORECASE
)
_TO_EU_AFTER = re.compile(r"[ \t]{1,3}(?:auf|à|a|hasta|до)[ \t]{1,3}(?:~|≈)?[ \t]?\d", re.I)


def change_start(text: str, before: str, end: int, seg_end: int) -> bool:
    """True for the figure a change starts from ("from 30 to 52 tok/s", "30 tok/sから52 tok/s
    に", "12 -> 16 tok/s", "von 40 Token/s auf 95 Token/s"), whose words are ``before`` and
    which ends at ``end`` (reading rules §2: its side is the baseline's)."""
    if (
        _FROM_BEFORE.search(before[-(6 + APPROX_REACH) :])
        or _FROM_AFTER.match(text, end, seg_end)
        or (_ARROW_AFTER.match(text, end, seg_end) and not _ARROW_BEFORE.search(before))
    ):
        return True
    to = _TO_EU_AFTER.match(text, end, seg_end) if _FROM_EU.search(before[-8:]) else None
    # the other side is a figure with its unit ("à 4 utilisateurs" is a load, no side)
    return to is not None and FIGURE.match(text, to.end() - 1, seg_end) is not None


# ">800 and <1000 ms per token": a range written as two bounds
_BOUNDS_BEFORE = re.compile(
    r"(?:>|more[ \t]than|over|above)[ \t]{0,2}(?P<n>\d{1,7}(?:\.\d{1,4})?)[ \t]{1,2}"
    r"(?:and|but)[ \t]{1,2}(?:<|less[ \t]than|under|below)[ \t]{0,2}$",
    re.IGNORECASE,
)
# "a 32x improvement in cost per token": a ratio of cost or energy, not of speed
_COST_AFTER = re.compile(
    r"[ \t]{0,3}(?:(?:[a-z]+[ \t]){0,2}(?:in|of|on)[ \t]{1,2}(?:the[ \t])?"
    r"(?:cost|price|tco|energy|power|perf(?:ormance)?[ \t](?:per|/)[ \t]?(?:watt|dollar))"
    r"|(?:lower|less|cheaper|better|more)[ \t]{1,2}(?:cost|price|tco|energy|power)"
    # "4x faster training": not an inference figure
    r"|(?:faster|higher|more|quicker)?[ \t]{0,2}(?:training|fine-?tuning|pre-?training))",
    re.IGNORECASE,
)
_FROM_TO = re.compile(
    r"(?:(?<![a-z])from[ \t]{1,3}|[从從由][ \t]{0,2}" + _CHANGE_FROM_EU + r")"
    r"(?:(?:approximately|approx\.|about|around|roughly|nearly|~|≈|约|約)[ \t]{0,2})?$",
    re.IGNORECASE,
)
# "needs 17 GiB of VRAM", "would use around 29 GB of memory": usage, not a card's size
_USE_BEFORE = re.compile(
    r"(?<![a-z])(?:needs?|requires?|uses?|used|using|consumes?|takes?|took|occupies|peaks?|peaked"
    # "H100: VRAM usage 40 GB", "H100: weights 40 GB, KV cache 20 GB": the noun of use, as
    # "uses 40 GB" is the verb, or the part of the run that holds the size
    r"|usage|weights|kv[ \t]?cache"
    # the -ing forms of the same verbs: "while consuming less than 23GB of VRAM"
    r"|consuming|requiring|needing|taking(?:[ \t]up)?|occupying|allocating|peaking"
    r"|allocates?|占用|使用了?|需要|占到|消耗|用了|只占|吃掉了?|吃了"
    r"|benötigt|braucht|belegt|verbraucht|nécessite|occupe|necesita|requiere|ocupa"
    r"|utilise|consomme|utiliza|consume|usa(?![a-z])"
    r"|весит|занимает|требует|потребля\w{0,4}|использу\w{0,4}"
    # "the requirements of 70+ GB VRAM", "требования в 70+ ГБ", "Anforderungen von 70 GB",
    # "exigences de 70 Go", "requisitos de 70 GB", "显存要求 70GB", "必要メモリ 70GB": what a
    # model needs to run is a use, like "needs 70 GB"
    r"|requirements?|требовани\w{0,3}|anforderung(?:en)?|exigences?|requisitos?"
    r"|要求|(?<![无無不])需|要件|必要(?:な|とする)?|요구(?:량|사항)?|필요(?:한)?)(?![a-z])[^.;\n\d]{0,14}$"
    # "显存峰值 20GB", "メモリ使用量 24GB", "메모리 사용량 24GB"
    # ("记忆体用量 38 GB": Taiwanese writes memory 记忆体 and its use 用量)
    r"|(?:峰值|使用量|用量|消費|사용량?)[^.;,\n\d]{0,8}$",
    re.IGNORECASE,
)
_USED_AFTER = re.compile(r"[ \t]{0,2}(?:used|usage|in[ \t]use|peak|consumed)", re.IGNORECASE)
_TABLE_SEPARATOR = re.compile(r"^[\s|:\-+]{3,}$")
