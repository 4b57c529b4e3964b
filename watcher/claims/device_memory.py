"""What a device has or is given, said around a size: never a run's memory.

Reading rules §4 (and the labelling decisions) record memory as the peak, the weights, the
model's size or the buffers of a run; a card's or a machine's capacity ("192 GB HBM3") is a
spec, and so is a bandwidth ("5.3 TB/s"). ``metric_words._CAPACITY_AFTER`` knows the memory
words written right after a size; this module adds the forms it leaves out:

- the memory word behind an adjective or two: "48GB combined VRAM", "a 32 GB consumer GPU",
  "256GB off-chip LPDDR5X memory", "128 GB 的一致性统一系统内存", "512GB 통합 메모리" (what the
  machine carries);
- a bandwidth written apart from its "/s": "每秒 273 GB 的内存带宽", "819 GB of bandwidth";
- a size handed to the GPU or set as its share ("hand 96GB or more to the iGPU", "set the frame
  buffer to 16gb", ``iogpu.wired_lwm_mb=100000``, an environment variable's value), a rule of
  thumb per parameter ("0.5 GB per billion parameters") and the KV-cache pool a server reserves
  at start-up ("Available KV cache memory: 21.5 GiB", TensorRT-LLM's "Allocated 16.05 GiB for
  max tokens in paged KV cache", "pre-allocates 22GB of KV cache", "leaves 8GB for KV cache"),
  which the decisions call a capacity.
"""

from __future__ import annotations

import re

# adjectives a machine's memory or a card is sold under
_SOLD_AS = (
    r"combined|total|shared|dedicated|on[ \-]?board|installed|integrated|coherent|pooled"
    r"|consumer(?:[ \t\-]grade)?|gaming|desktop|discrete|data[ \t\-]?cent(?:er|re)|nominal"
    r"|(?:on|off)[ \t\-]chip|high[ \t\-]performance"
)
_DEVICE_WORDS_AFTER = re.compile(
    # "48GB combined VRAM", "a 32 GB consumer GPU", "32 GB nominal headroom"
    rf"\+?[ \t]{{0,2}}(?:of[ \t])?(?:(?:{_SOLD_AS})[ \t\-]){{1,2}}"
    r"(?:v?ram|(?:video[ \t]|system[ \t])?memory|gpus?|cards?|graphics[ \t]cards?|headroom"
    # "256GB off-chip LPDDR5X memory", "2GB on-chip SRAM": the memory parts a chip carries
    r"|(?:lp|g)?ddr\d\w{0,2}|hbm\w{0,2}|sram)"
    r"(?![a-z])"
    # "128 GB 的一致性统一系统内存", "16GB 以上的统一记忆体": the machine's memory behind its
    # adjectives ("20GB 的显存占用" says the use after it: no capacity)
    r"|[ \t]{0,2}(?:以上|以下)?的[ \t]{0,2}[\u4e00-\u9fffA-Za-z\-]{0,8}?"
    r"(?:内存|显存|內存|顯存|记忆体|記憶體)(?![ \t]{0,2}(?:占用|佔用|使用|消耗|用量))"
    # "4GB専用VRAM", "8GB 专用显存", "16GB 独立显存": dedicated memory, as "dedicated VRAM"
    r"|[ \t]{0,2}(?:専用|专用|專用|独立|獨立)[ \t]{0,2}(?:v?ram|メモリー?|显存|顯存|内存|內存)"
    r"(?![ \t]{0,2}(?:占用|佔用|使用|消耗|用量))"
    # "32 GB 消费级 GPU", "24GB 游戏显卡": a card sold by its size
    r"|[ \t]{0,2}(?:消费级|消費級|游戏|遊戲|专业|專業|数据中心|數據中心|桌面级|家用)[ \t]{0,2}"
    r"(?:GPU|显卡|顯示卡|卡)"
    # "512GB 통합 메모리", "128GB의 CPU-GPU 코히어런트(coherent) 메모리를 갖추고": the same in
    # Korean ("메모리를 사용" is use)
    r"|(?:의)?(?:[ \t]{1,2}[^\s.,;:。，、]{1,24}){0,3}[ \t]{1,2}(?:통합[ \t]?)?메모리"
    r"(?![을를이가은는]?[ \t]?(?:사용|점유|소비|차지|필요))",
    re.IGNORECASE,
)


def device_words_after(text: str, end: int) -> re.Match[str] | None:
    """The words after a size (ending at ``end``) that make it a machine's memory or a card
    ("48GB combined VRAM", "32 GB 消费级 GPU"), or None; read like ``_CAPACITY_AFTER``."""
    return _DEVICE_WORDS_AFTER.match(text, end)


# "每秒 273 GB", "초당 1 TB": a size per second written before it
_PER_SECOND_BEFORE = re.compile(
    r"(?:每秒|毎秒|초당)[ \t]{0,2}(?:约|約|高达|高達|可达|可達|최대)?[ \t]{0,2}$"
)
# "273 GB 的内存带宽", "819 GB of memory bandwidth", "3.35 TB 帯域幅": a bandwidth
_BANDWIDTH_AFTER = re.compile(
    r"[ \t]{0,2}(?:的[ \t]{0,2})?(?:内存|显存|內存|顯存|记忆体|記憶體|メモリ|메모리)?[ \t]{0,2}"
    r"(?:带宽|帶寬|頻寬|帯域幅?|대역폭)"
    r"|[ \t]{1,2}(?:of[ \t])?(?:(?:memory|hbm\w{0,2}|aggregate|peak)[ \t])?bandwidth(?![a-z])",
    re.IGNORECASE,
)


def is_bandwidth(text: str, start: int, end: int) -> bool:
    """True for a size that is a bandwidth though no "/s" follows it ("每秒 273 GB", "819 GB of
    memory bandwidth"): a spec (reading rules §4), never an amount of memory."""
    return bool(
        _PER_SECOND_BEFORE.search(text, max(0, start - 12), start)
        or _BANDWIDTH_AFTER.match(text, end)
    )


# "hand 96GB or more to the iGPU", "give 24 GB to the GPU": a share a machine gives its GPU
_TO_THE_GPU_AFTER = re.compile(
    r"(?:[ \t]{1,2}or[ \t]{1,2}(?:more|less|so))?[ \t]{1,2}to[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"(?:i?gpu|apu|graphics|vram)(?![a-z])",
    re.IGNORECASE,
)
# "set the frame buffer to 16gb", "UMA frame buffer size: 16 GB", "iogpu.wired_lwm_mb=100000":
# the share set aside for the GPU, a setting of the machine
_ALLOTTED_BEFORE = re.compile(
    r"(?<![a-z])(?:(?:uma[ \t])?frame[ \t]?buffer|uma|(?:vram|igpu[ \t]memory)[ \t]allocation)"
    r"(?:[ \t]size)?[ \t]{0,2}(?:to|=|:|at|of)[ \t]{0,2}$"
    r"|(?<![a-z])wired[a-z_]{0,16}[ \t]{0,2}[=:][ \t]{0,2}$",
    re.IGNORECASE,
)
# "VLLM_MM_INPUT_CACHE_GIB=4", "OLLAMA_MAX_VRAM = 20GB": an environment variable set for a run
# (in capitals, as a compose file or a shell writes it), a setting like a flag's value
_ENV_SETTING_BEFORE = re.compile(
    r"(?<![\w\-.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+[ \t]{0,2}=[ \t]{0,2}[\"']?$"
)
# "0.5 GB per billion parameters", "2 GB/B params": a rule of thumb, not a model's size
_PER_PARAMETERS_AFTER = re.compile(
    r"[ \t]{0,2}(?:per|/|for[ \t]each|for[ \t]every|every)[ \t]{0,2}"
    r"(?:billion|1[ \t]?b|b)(?:[ \t](?:params?|parameters?))?(?![a-z])"
    r"|[ \t]{0,2}(?:per|/)[ \t]{0,2}(?:params?|parameters?)(?![a-z])",
    re.IGNORECASE,
)
# vLLM's "Available KV cache memory: 21.5 GiB", TensorRT-LLM's "Memory usage when calculating
# max tokens in paged kv cache" and "Allocated 16.05 GiB for max tokens in paged KV cache": the
# KV-cache pool a server reserves at start-up is a capacity (the labelling decisions)
_KV_POOL_LINE = re.compile(
    r"(?<![a-z])(?:available|free)[ \t_](?:gpu[ \t_])?kv[ \t_\-]?cache[ \t_](?:memory|space)"
    r"|(?<![a-z])paged[ \t_]kv[ \t_\-]?cache",
    re.IGNORECASE,
)


# "vLLM pre-allocates 22GB of KV cache", "reserves 20 GB for the KV cache", "leaves 8GB for KV
# cache", "预分配 22GB 的 KV 缓存": the pool a server sets aside from what the card has left
# (a capacity, the labelling decisions); a KV cache sized by a run's own context says no
# such verb ("KV buffer size = 1024 MiB", "KV cache (seq=2048): ~2-4 GB") and stays
_POOL_VERB_BEFORE = re.compile(
    r"(?<![a-z])(?:pre[ \t\-]?allocat(?:es|ed|ing|e)|allocat(?:es|ed|ing|e)|reserv(?:es|ed|ing|e)"
    r"|leav(?:es|ing|e)|left|sets?[ \t]aside)[ \t]{1,2}"
    r"(?:(?:about|around|roughly|only|just|up[ \t]to|~|≈)[ \t]{0,2})?$"
    r"|(?:预分配|預分配|预留|預留|分配了?)[ \t]{0,2}(?:约|約)?[ \t]{0,2}$",
    re.IGNORECASE,
)
_KV_POOL_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?:of|for)[ \t]{1,2}(?:the[ \t]|its[ \t]|a[ \t])?|的[ \t]{0,2}|给[ \t]{0,2})"
    r"(?:paged[ \t])?kv(?![a-z])",
    re.IGNORECASE,
)


def is_allotted(text: str, start: int, end: int) -> bool:
    """True for a size (``text[start:end]``) that is a share given to the GPU, a setting, a
    rule of thumb per parameter or a server's KV-cache pool: no run's memory."""
    if _TO_THE_GPU_AFTER.match(text, end) or _PER_PARAMETERS_AFTER.match(text, end):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    if _ALLOTTED_BEFORE.search(text, max(line_start, start - 40), start):
        return True
    if _ENV_SETTING_BEFORE.search(text, max(line_start, start - 60), start):
        return True
    if _KV_POOL_AFTER.match(text, end) and _POOL_VERB_BEFORE.search(
        text, max(line_start, start - 30), start
    ):
        return True  # "pre-allocates 22GB of KV cache": the server's pool, a capacity
    line_end = text.find("\n", end)
    line_end = min(line_end if line_end >= 0 else len(text), end + 80)
    return _KV_POOL_LINE.search(text, max(line_start, start - 160), line_end) is not None
