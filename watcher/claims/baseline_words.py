"""Words that mark a name as a comparison's baseline rather than the figure's subject
("faster than vLLM", "vLLMより", "与 vLLM 相比", "2.1x over H100"): reading rules §2, a
comparison names a baseline, not the subject.

Every pattern holds literals and bounded quantifiers only.
"""

from __future__ import annotations

import re

# "outperforms llama.cpp by", "faster than vLLM", "compared to SGLang": a baseline, not the
# subject of the figure, wherever it sits in the sentence.
_BASELINE = re.compile(
    r"(?:outperform(?:s|ed|ing)?|than|v\.?s\.?|versus|compared?[ \t](?:to|with|against)"
    r"|relative[ \t]to"
    # ("run against our vLLM server": the server a benchmark is pointed at, not a baseline)
    r"|over|beats?|against(?![ \t]{1,2}(?:our|my)[ \t])|as[ \t](?:fast|quick|high)[ \t]as"
    # "outpaces vLLM", "surpasses TGI", "edges out SGLang", "trails vLLM": the one passed
    # (or trailed) is the yardstick
    r"|outpac(?:es|ed|ing)|surpass(?:es|ed|ing)?|edg(?:es|ed|ing)[ \t]out|trail(?:s|ed|ing)?"
    r"|(?:at|or)[ \t]above|ahead[ \t]of"
    r"|behind"
    # "Vulkan is at parity with llama.cpp", "on par with vLLM", "matches SGLang": the yardstick
    r"|(?:at|in|reaches|reached|reaching)[ \t]parity[ \t]with|on[ \t]par[ \t]with"
    # "mistral.rs is effectively tied with vLLM", "neck and neck with SGLang": the yardstick
    r"|tied[ \t]with|neck[ \t]and[ \t]neck[ \t]with"
    # "2.3x the throughput of vLLM", "twice the speed of SGLang": the multiple is of the named
    # one's figure, the yardstick
    r"|(?:(?<![\w.])\d{1,4}(?:\.\d{1,3})?[x×]|twice|thrice|double|triple|times)[ \t]the[ \t]{1,2}"
    r"(?:[a-z\-]{2,16}[ \t]{1,2}){0,2}of"
    # "a diffusion approach instead of autoregressive decoding", "unlike vLLM": the
    # alternative set aside is the one compared against, not the one used
    r"|instead[ \t]of|rather[ \t]than|in[ \t]place[ \t]of|(?<![a-z])unlike"
    # German, French, Spanish, Russian: "als", "gegenüber", "que", "frente a", "чем"
    r"|(?<![a-zà-ÿ])(?:als|dan|gegenüber|im[ \t]vergleich[ \t]zu[mr]?|que|par[ \t]rapport[ \t]à"
    r"|comparé[ \t]à|frente[ \t]a|comparado[ \t]con|чем|по[ \t]сравнению[ \t]с))"
    # "over vanilla autoregressive decoding", "than the standard AR baseline": a plain kind
    # of the baseline is still the baseline
    r"[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"(?:(?:stock|baseline|vanilla|plain|standard|normal|regular|naive|traditional|conventional)"
    r"[ \t]{1,2}){0,2}"
    # "than `vllm serve`", "unlike “llama-server”": a name quoted as code or in quotes
    r"[`\"“‘']?$",
    re.IGNORECASE,
)
# "vLLMより2倍速い", "vLLM 대비 3배", "与 vLLM 相比": Japanese, Korean and Chinese mark the
# baseline after its name
_BASELINE_AFTER = re.compile(
    # "MI300Xモデルと比較して", "A100 GPU より": a generic noun may sit between name and marker
    r"(?:[ \t]{0,2}(?:モデル|シリーズ|カード|모델|카드))?"
    r"[ \t]{0,2}(?:より|に比べ|と比べ|と比較し|に対して|대비|보다|에[ \t]?비해|[와과][ \t]?비교"
    # "now at mlx-lm parity", "reaches vLLM parity": the one matched is the yardstick
    r"|(?<=[ \t])parity(?![a-z])"
    # ("SGLang 相比 vLLM 快", "SGLang 相较于 vLLM": a name right after "相比" is the baseline,
    # the one before it the subject)
    r"|(?:相比|相较|相較)(?![ \t]{0,2}(?:于|於)?[ \t]{0,2}[A-Za-z])"
    # "H100を3倍上回る", "vLLMを凌ぐ", "vLLM을 2배 능가": the one surpassed is the baseline
    r"|[を을를][ \t]{0,2}(?:(?:最大|約|约|최대|약)[ \t]{0,2})?"
    r"(?:\d{1,4}(?:\.\d{1,3})?[ \t]{0,2}(?:倍|배)[ \t]{0,2})?(?:上回|凌|능가|앞서|웃돌|뛰어넘)"
    # "速度为 vLLM 的 1.4倍", "vLLMの2倍", "vLLM의 2배": N times the named one's
    r"|[的の의][ \t]{0,2}(?:约|大约|約)?[ \t]{0,2}\d{1,4}(?:\.\d{1,3})?"
    r"(?:[ \t]{0,2}[-–~〜][ \t]{0,2}\d{1,4}(?:\.\d{1,3})?)?[ \t]{0,2}(?:倍|배))"
)
# "与 vLLM 相比 SGLang 快": "与/和/跟 X 相比" marks X the baseline whatever follows it
_WITH_BEFORE = re.compile(r"(?:与|與|和|跟|同)[ \t]{0,2}$")
_COMPARED_AFTER = re.compile(r"[ \t]{0,2}(?:相比|相较|相較|比较|比較|对比|對比)")


def compared_with(text: str, start: int, end: int) -> bool:
    """True for the name at [start, end) set "与 … 相比" (compared with): the baseline."""
    return bool(
        _COMPARED_AFTER.match(text, end) and _WITH_BEFORE.search(text, max(0, start - 4), start)
    )


# "与 vLLM 相比 SGLang 提速": "相比" closing "与 X 相比" has set X the baseline; the name after
# it is the subject (the comma after "相比" is often left out)
_WITH_NAME_BEFORE = re.compile(r"(?:与|與|和|跟|同)[ \t]{0,2}[^\s,，。;；]{1,30}[ \t]{0,2}$")


def closes_compared(before: str, pos: int) -> bool:
    """True when the "相比" at ``pos`` of ``before`` closes a "与 X 相比" (compared with X)."""
    return before.startswith("相", pos) and bool(
        _WITH_NAME_BEFORE.search(before, max(0, pos - 36), pos)
    )


# Chinese "比" is "than" ("SGLang 比 vLLM 快"), but not inside a word: "加速比" (a speedup
# ratio), "占比", "性价比", "比例", "比较" (rather), nor Japanese "比べ"/"比較" (compare), whose
# baseline is marked after its name (_BASELINE_AFTER)
# "较 vLLM 快 1.3 倍", "SGLang 较 vLLM 提升": "较" before a name is "than" too, but not as
# "rather" before an adjective ("较快", "较高"), nor inside "比较"/"相较" (the latter is
# read as a word of its own); "相对于 vLLM" is "relative to"
THAN_ZH = (
    r"(?:(?<![速占价])比(?![例率重较較べ])"
    r"|(?<![比相])[较較](?![快慢高低大小好多少长長短为為差强強弱优優早晚新旧舊])"
    r"|相对于|相對於)"
)
# "vs QWen2.5-3B on vLLM", "than the H100": a comparison keyword earlier in the same clause
_BASELINE_FAR = re.compile(
    r"(?:(?<![a-z])than|(?<![a-z])v\.?s\.?|(?<![a-z])versus|compared?[ \t](?:to|with|against)"
    r"|relative[ \t]to|(?<![a-z])against(?![ \t]{1,2}(?:our|my)[ \t])"
    r"|(?<![a-z])as[ \t](?:fast|quick|high)[ \t]as"
    # "a 2.5x speedup over vanilla vLLM on A100": "over" after a gain word compares ("30
    # tok/s over 2x 3090" spreads a rate over its cards)
    r"|(?:speed[ \-]?ups?|faster|quicker|higher|better|improvements?|gains?|boost)[ \t]{1,2}over"
    r"(?![a-z])"
    # "around 10x what an Nvidia H100 cluster does", "twice what vLLM manages": the multiple's
    # baseline
    r"|(?:(?<=\d)[ \t]?[x×]|(?<![a-z])(?:times|twice|thrice))[ \t]{1,2}what(?![a-z])"
    # Dutch "sneller dan NVIDIA H100-clusters": the comparative's "dan" is "than"
    r"|(?<=er[ \t]dan)"
    # "than autoregressive models (Qwen-2.5-7B) on H100": a bracketed aside stays in the clause
    # "than llama.cpp on H100": a dot inside a name ("llama.cpp") ends no clause
    r"|相比|相[较較]|" + THAN_ZH + r")(?:[^,.;:()\n。，；]|\([^()\n]{0,40}\)|(?<=\d)\.(?=\d)"
    r"|(?<=[a-z])\.(?=[a-z])){0,40}$",
    re.IGNORECASE,
)


# the words one of which each match of a pattern above holds (``watcher.claims.hints``):
# keep each in step with its pattern. Without its hint a new alternative is silently never
# tried; tests/claims/test_hint_cover.py draws every alternative from the pattern and fails
_VERSUS_HINTS = ("vs", "v.", "ver")  # "vs", "v.s.", "versus", "im vergleich"
BASELINE_HINTS = (
    *(*_VERSUS_HINTS, "ove", "perf", "than", "compar", "relat", "beat", "aga", "fa", "qu"),
    *("gh", "ahead", "beh", "tead", "plac", "unl", "al", "dan", "gegen", "par", "frente"),
    *("outpac", "surp", "edg", "trai", "tied", "neck"),
    *("x the", "x\tthe", "× the", "×\tthe", "twice", "thrice", "double", "triple", "times"),
    *("чем", "ра"),
)
FAR_HINTS = (
    *(*_VERSUS_HINTS, "than", "compar", "relat", "aga", "fa", "qu", "gh", "what", "dan", "over"),
    *("比", "较", "較", "相对于", "相對於"),
)
