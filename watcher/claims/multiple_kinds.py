"""Multiples that compare something other than a run's speed: no speedup (reading rules §4).

A multiple of a byte rate (a download, a bandwidth), a reduction factor of a count or a size,
what a cache or card holds at once, cost and energy efficiency, a size's growth or a ratio of
sizes, a game's frames, or the "×" of scientific notation. Split from ``filters`` so each
module stays small; patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.multiples import POWER_OF_TEN_AFTER
from watcher.claims.token_multiples import counts_tokens

# "from 60MB/s to 1.5GB/s (25x faster)", "21 PB/s, roughly 2,625 times the B200's": a
# multiple of a byte rate (a download, a bandwidth) right after it, not of inference
_BYTE_RATE_BEFORE = re.compile(
    r"\d[ \t]?(?:[KMGTP]i?B/s|[KMGT]bps|[KMGT]b/s)(?![a-z])[^.;!?\n\d]{0,44}$"
    # "raises capacity to 141GB, 1.76x that of the H100", "20 GB (3x less)": a multiple set
    # right after a size restates that size's ratio
    r"|\d[ \t]?[GT]i?B[ \t]{0,2}[,(（—–][ \t]{0,2}"
    r"(?:(?:or|about|roughly|nearly|almost|~|≈)[ \t]{0,2})?$",
    re.IGNORECASE,
)
# "reducing RDMA request count by ~1000x", "cuts memory use by 4x": a reduction factor of
# something other than time is not a speedup (times and latencies are)
_REDUCED_BY = re.compile(
    r"(?<![a-z])(?:reduc\w{0,4}|cut(?:s|ting)?|decreas\w{0,3}|shrink\w{0,3}|fewer|less)"
    r"(?![a-z])[^.;!?\n]{0,50}?(?<![a-z])by[ \t]{1,2}(?:~|≈|about[ \t]|around[ \t]|roughly[ \t]"
    r"|nearly[ \t]|over[ \t]|up[ \t]to[ \t])?[ \t]{0,2}$",
    re.IGNORECASE,
)
_TIME_WORDS = re.compile(
    r"(?<![a-z])(?:latency|latencies|time|times|ttft|tpot|itl|delay|duration|wait)(?![a-z])"
    r"|延迟|時間|지연|时延|延時|时间|レイテンシ|시간",
    re.IGNORECASE,
)
# "GPU 연산 최대 6배 절감", "计算量减少 4 倍", "メモリ転送を3倍削減": a multiple a reduction word
# follows or comes right before in Chinese, Japanese or Korean is of the quantity cut, unless
# its clause names a time ("延迟降低 3 倍" is a speedup)
_CJK_REDUCED_AFTER = re.compile(
    r"[ \t]{0,2}(?:以上|左右)?[ \t]{0,2}(?:的|の|을|를)?[ \t]{0,2}"
    r"(?:절감|감소|减少|降低|削減|削减|节省|節省|節約|缩减|縮減|低減)"
)
_CJK_REDUCED_BEFORE = re.compile(
    r"(?:减少|降低|削减|节省|節省|缩减|縮減)了?[ \t]{0,2}(?:约|近|大约|最多)?[ \t]{0,2}$"
)


# "fits 4x more tokens", "holds 3x the context": what a cache or a card takes at once
_HOLDS_BEFORE = re.compile(
    r"(?<![a-z])(?:fits?|fitting|holds?|holding|stores?|caches?|ingests?|accommodates?)"
    r"[ \t]{1,2}(?:up[ \t]to[ \t]|about[ \t]|~|≈)?$",
    re.IGNORECASE,
)
_MORE_TOKENS_AFTER = re.compile(
    r"[ \t]{1,2}(?:more|the|as[ \t]many)[ \t]{1,2}(?:tokens|context|sequences|requests)(?![a-z])"
    r"(?![ \t]{0,2}(?:/|per[ \t]|a[ \t]sec))",
    re.IGNORECASE,
)


# cost and energy efficiency, size and memory before a multiple: "性价比提升 2 倍", "能效比",
# "模型体积缩小 4 倍", "显存占用减少 2 倍", "メモリ使用量が 2 倍削減" (LABELLING: memory savings
# and size ratios are no speedups); memory is as often the means ("通过内存优化实现 2-3 倍加速",
# "메모리 관리 기법으로 2~24배 높은 처리량"), so a speed named right after the multiple keeps it
_SPEC_BEFORE_CJK = re.compile(
    r"(?:性价比|コスパ|가성비|能效|エネルギー効率|전력[ \t]?효율|体积|模型大小|サイズ|크기"
    r"|显存|内存|记忆体|メモリ|메모리)"
    r"(?:(?!速|吞吐|性能|快|속도|빠르|推論|推理|生成|スループット|デコード|解码|추론|생성|처리량)"
    r"[^。;\n]){0,40}$"
)
_SPEED_NAMED_AFTER = re.compile(
    r"[ \t]{0,2}(?:以上|左右|多)?[ \t]{0,2}(?:的|の|의)?[ \t]{0,2}"
    r"(?:높은|빠른|更高的?|更快的?|高い)?"
    r"[ \t]{0,2}(?:推理|推論|추론|生成|생성)?[ \t]{0,2}"
    r"(?:加速|提速|高速|速|快|吞吐|处理量|처리량|속도|빠르|빨라|スループット|性能|성능)"
)


# "packs 192GB of HBM per chip - a 6x increase over ...": a multiple right after a size, in
# words that name no speed, is of that size (LABELLING: size ratios are no speedups); a speed
# named between them in any language ("从120GB降至30GB),同时推理速度提升2.3倍") is the multiple's
_SIZE_BEFORE = re.compile(
    r"\d[ \t]?(?:[KMGTP]i?B|[KMGT]B[ \t]of[ \t][A-Za-z0-9]{2,8})(?![a-z/])"
    r"(?:(?!(?i:fast|quick|slow|speed|through|tok|tps|infer|decod|generat|latenc|perform)"
    r"|速|推理|推論|吞吐|解码|추론|속도|처리량|スループット)"
    r"[^.;!?\n\d]){0,40}$"
)
_SPEED_WORD_AFTER = re.compile(
    r"[ \t]{0,2}(?:[a-z\-]{1,12}[ \t]{1,2}){0,2}?(?:faster|quicker|slower|speed|throughput"
    r"|tok(?:en)?s?/s|tps|decod|generat|inference|performance)",
    re.IGNORECASE,
)
# gaming and graphics ("游戏性能飙升了 15 倍", "2x faster ray tracing"): a GPU's game frames,
# not a language model's run
_GAMING_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:gaming|games?|ray[ \t\-]?tracing|rasteri[sz]ation|frame[ \t]rates?|fps)"
    r"(?![a-z])|游戏|遊戲|ゲーム|게임|光线追踪|光追|帧率|フレームレート)"
    r"(?:(?!推理|推論|추론|生成|解码|(?i:token|inference|llm|decod))[^。.;\n,，、]){0,20}$",
    re.IGNORECASE,
)
# "192GB per chip, a 6x increase over its predecessor's 32GB": a multiple whose other side
# is a size ending its clause is a ratio of capacities (a spec), not of speed
_SIZE_BASE_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?!faster|quicker|speed|throughput|lower|slower)[a-z]{1,12}[ \t]){0,2}"
    r"(?:over|than|from|vs\.?|versus|compared[ \t](?:to|with))[ \t]{1,2}"
    # the size's owner only ("Trillium's", "the old", "its predecessor's"), no setup words
    r"(?:[\w\-]{1,20}(?:'s|’s)[ \t]|(?:the|its|their)[ \t](?:[\w\-]{1,16}(?:'s|’s)?[ \t]){0,2})?"
    r"\d[\d.,]{0,6}[ \t]?[GT]i?B(?:[ \t]{1,2}(?:of[ \t])?(?:hbm\w{0,2}|memory|vram|ram))?"
    r"[ \t]{0,2}(?:[.;,)\n]|$)",
    re.IGNORECASE,
)


# "700x slower than expected", "2x faster than we hoped": a ratio against an expectation,
# not against a measured baseline (LABELLING: "700× slower than expected" is unlabelled)
_EXPECTATION_AFTER = re.compile(
    r"[ \t]{0,2}(?:times[ \t]{1,2})?(?:faster|slower|quicker|better|worse|higher|lower)"
    r"[ \t]{1,2}than[ \t]{1,2}(?:(?:i|we|you|they|anyone|most)(?:'d|’d)?[ \t]{1,2})?"
    r"(?:had[ \t]{1,2}|would[ \t]{1,2}(?:have[ \t]{1,2})?)?"
    r"(?:expected|expect|anticipated|predicted|projected|hoped|estimated|promised|thought)"
    r"(?![a-z])",
    re.IGNORECASE,
)


# a column or key naming a ratio of something other than speed: "| 压缩比 |", "Compression
# ratio", "Memory (vs BF16)", "Bandwidth ratio" (LABELLING: quantization compression ratios are
# not speedups; reading rules §4: sizes and specs are no claims), unless it names a speed too
_OTHER_RATIO_KEY = re.compile(
    r"compress\w{0,5}|压缩|壓縮|圧縮|압축|(?<![a-z])(?:(?:model|file|weights?)[ \t]sizes?"
    r"|memory|vram|bandwidth|params|parameters|capacity|cost|price|energy|power)(?![a-z])"
    r"|显存|内存|带宽|大小|容量|参数",
    re.IGNORECASE,
)
_SPEED_KEY = re.compile(
    r"speed|faster|throughput|latency|tok(?:en)?s?/s|t/s|tps|decod|prefill|加速|速度|吞吐|延迟",
    re.IGNORECASE,
)
# "delivers 1,792 GB/s of memory bandwidth, 6.6x the M4 Pro and 3.3x the M4 Max" ("6.6 times
# the M4 Pro"): multiples set in apposition after a spec's figure are ratios of that spec
# (reading rules §4: specs)
_SPEC_APPOSITION_BEFORE = re.compile(
    r"\d[\d,.]{0,8}[ \t]?(?:[gt]b/s|gbps|tbps|[pt]?flops|petaflops|tops|[gt]b|watts?|w)"
    r"(?![a-z])[^.;,\n\d]{0,40},[ \t]{1,2}(?:(?:about|roughly|nearly|almost|over|~|≈)[ \t]{0,2})?"
    r"(?:\d{1,3}(?:\.\d{1,2})?(?:[ \t]?[x×]|[ \t]times)[ \t]{1,2}[^.;,\n]{1,40}?[ \t]"
    r"(?:and|or)[ \t]{1,2}"
    r"(?:(?:about|roughly|nearly|almost|over|~|≈)[ \t]{0,2})?)?$",
    re.IGNORECASE,
)


def is_other_multiple(before: str, text: str = "", end: int = 0, key: str | None = None) -> bool:
    """True for a multiple of a byte rate, a reduction factor of a count or a size, a
    capacity ("fits 4x more tokens"), a size's growth, a ratio of sizes, a game's frames or a
    power of ten, or a ratio against an expectation ("700x slower than expected"), read
    from the words around it; a multiple whose column or key (``key``)
    names another ratio ("| 压缩比 | 4x |"), or set after a spec's figure."""
    if key is not None and _OTHER_RATIO_KEY.search(key) and not _SPEED_KEY.search(key):
        return True
    if _SPEC_APPOSITION_BEFORE.search(before[-100:]):
        return True
    if POWER_OF_TEN_AFTER.match(text, end) or _SIZE_BASE_AFTER.match(text, end):
        return True
    if _EXPECTATION_AFTER.match(text, end):
        return True
    if counts_tokens(text, end, before):
        return True
    if _SPEC_BEFORE_CJK.search(before[-48:]) and not _SPEED_NAMED_AFTER.match(text, end):
        return True
    if _GAMING_BEFORE.search(before[-40:]):
        return True
    if _SIZE_BEFORE.search(before[-56:]) and not _SPEED_WORD_AFTER.match(text, end):
        return True
    if _HOLDS_BEFORE.search(before[-24:]) and _MORE_TOKENS_AFTER.match(text, end):
        return True
    if _BYTE_RATE_BEFORE.search(before[-56:]):
        return True
    if _CJK_REDUCED_AFTER.match(text, end) or _CJK_REDUCED_BEFORE.search(before[-16:]):
        clause = before[-40:]
        clause = clause[max(clause.rfind(c) for c in ",;，；。、") + 1 :]
        if _TIME_WORDS.search(clause) is None:
            return True
    reduced = _REDUCED_BY.search(before[-80:])
    return reduced is not None and _TIME_WORDS.search(reduced.group(0)) is None
