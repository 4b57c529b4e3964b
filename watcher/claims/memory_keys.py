"""Whose memory a size is: what a machine has, what a run used, or what it failed to get
(reading rules §4).

A memory word as a size's key ("VRAM:", "内存", "メモリは") names what a machine has, unless
a word of use comes before it ("Peak memory:", "峰值显存", "占用显存"); a bare "G" is a size
only beside words of memory. A size may also be a model's or a run's own without a memory
word ("Qwen3-35B-A3B (20.6 GiB)", "loading took 15.6 GB"), and a hedged size ("~9 GB RAM")
is what a run takes, since machines are sold in exact sizes; headroom a model leaves and a
saving are no one's use. Pure predicates over text, asked by ``metric``.
"""

from __future__ import annotations

import re

from watcher.claims.metric_words import _CAPACITY
from watcher.claims.model_files import names_model_file
from watcher.claims.numbers import _DECIMAL_COMMA, whole_size
from watcher.claims.precision_sizes import sized_at_precision
from watcher.claims.taken_sizes import hedged_total
from watcher.claims.virtual_memory import names_virtual_memory
from watcher.claims.wanted_sizes import is_wanted_memory_name

# a key naming only a kind of memory, right before its size: what a machine has
_SPEC_KEY = re.compile(
    r"(?<![a-z])(?:v?ram|mem|memory|gpu[ \t]memory|unified[ \t]memory|メモリ|統合メモリ|内存|显存"
    # "VRAM: 96GB", "MEM: 1TB", and a spec card's "VRAM" label line right above "96GB"
    r"|메모리)[ \t]{0,2}(?:[:：][ \t]{0,2}|\n)$"
    # "内存1024GB", "显存 24G": a CJK memory word right before a whole size, with no word of
    # use between ("显存占用8G" is use), names the machine's memory
    r"|(?:内存|显存|メモリ|메모리)[ \t]{0,2}$"
    # "メモリは16GBです", "메모리는 16GB", "内存是 64GB": the topic particle makes the size the
    # machine's, unless a word of use comes first ("ピークメモリは 15GB": a run's peak)
    r"|(?:内存|显存|メモリ|メモリー|메모리)[ \t]{0,2}(?:は|が|은|는|是)[ \t]{0,2}(?:約|约)?"
    r"[ \t]{0,2}$",
    re.IGNORECASE,
)
# "Peak memory:", "peak_vram:", "max allocated GPU memory:", "VRAM used": a word of use before
# the memory word makes the key a run's figure, however whole the size
_USE_BEFORE_KEY = re.compile(
    # "Resident Memory": what a process holds in memory, a run's use (as LABELLING reads it)
    r"(?:peak|max(?:imum)?[ \t_]allocated|used|usage|in[ \t]use|measured|actual|reserved|resident"
    r"|峰值|ピーク|최대|占用|使用)[ \t_\-]{0,2}(?:gpu[ \t_\-]{0,2})?$",
    re.IGNORECASE,
)


# "offers 4x the GPU memory (320 GB)", "packs 1.5 TB of HBM", "featuring 48GB", "provides
# 1.1TB of HBM", "ships with 64 GB": a product's spec sheet verbs; a word of use between
# ("provides 2x faster decode and uses 20 GB") keeps it
_SPEC_VERB_BEFORE = re.compile(
    r"(?<![a-z])(?:offers?|offering|packs?|packing|features?|featuring|boasts?|boasting"
    r"|provides?|providing|(?:comes?|coming|ships?|shipping|equipped)[ \t]with"
    # "upgraded my RAM to 64GB", "内存升级到512G": what a machine was given
    r"|upgrad(?:e|ed|ing)(?:[ \t][a-z]{1,10}){0,3}[ \t]to|升级到|升級到|扩容到|擴容到"
    # the same verbs in German, Spanish, French and Russian: "bietet bis zu 128 GB", "ofrece",
    # "dispose de", "имеет 24 ГБ"
    r"|bietet|bieten|verfügt[ \t]über|ofrece|dispone[ \t]de|offre|dispose[ \t]de|possède"
    r"|имеет|располагает|оснащ[а-яё]{0,5})"
    r"(?![a-z:])(?:(?!us(?:e|es|ed|age|ing)|peak|consum|tak(?:e|es|ing)|occup|footprint|need"
    r"|requir|cut|reduc|lower|drop|shrink)[^.;\n]){0,40}$",
    re.IGNORECASE,
)


# the memory parts a machine is built with, named after a size: whatever its decimals, the
# size is the platform's ("1.1TB of aggregate high-bandwidth memory", "1.5 TB of HBM3E",
# "128GB non-ECC RAM", "64 GB DDR5"), never a run's use (reading rules §4: hardware specs)
_MEMORY_PART = re.compile(
    r"hbm|high[ \t\-]bandwidth|aggregate|(?<![a-z])ecc(?![a-z])|(?<![a-z])(?:lp|g)?ddr\d"
    r"|registered|[rus]o?[ \t\-]?dimm|working[ \t]set",
    re.IGNORECASE,
)


def states_capacity(before: str) -> bool:
    """True when the words right before a size say what a machine has ("with 96GB", "显存
    24GB", "offers 4x the memory (320 GB)"), unless a word of use comes before the memory
    word ("峰值显存 21GB", "占用显存 21GB" are a run's figures, as "peak VRAM" is)."""
    if _SPEC_VERB_BEFORE.search(before[-60:]):
        return True
    m = _CAPACITY.search(before)
    return m is not None and not _USE_BEFORE_KEY.search(before, max(0, m.start() - 24), m.start())


# a line a memory word opens, the size after it with no colon ("Ram 32 GB", "VRAM 24GB" in
# an issue's system list): what the machine has, as "RAM: 32 GB" is
_MEMORY_LINE_KEY = re.compile(
    r"[ \t>*\-•]{0,4}(?:(?:system|unified|gpu|installed)[ \t])?(?:v?ram|memory)[ \t]{1,3}$",
    re.IGNORECASE,
)


def on_memory_line(text: str, start: int) -> bool:
    """True for a size right after a memory word that opens its line ("Ram 32 GB")."""
    lo = max(0, start - 40)
    cut = text.rfind("\n", lo, start)
    if cut < 0 and lo > 0:
        return False
    return _MEMORY_LINE_KEY.fullmatch(text, cut + 1, start) is not None


def names_machine_memory(key: str) -> bool:
    """True when ``key`` ends in a key naming only a kind of memory ("VRAM:", "メモリ:",
    "内存"): the size after it is what the machine has. "Peak memory:" names a run's use."""
    m = _SPEC_KEY.search(key)
    return m is not None and not _USE_BEFORE_KEY.search(key, max(0, m.start() - 24), m.start())


# "显存占用8G", "it used 3.2G of VRAM", "peak 14.5G": words of memory beside a bare "G"
_CJK_MEMORY = re.compile(r"显存|内存|顯存|內存|记忆体|占用|占到|用了|需要|メモリ|메모리")
_G_MEMORY = re.compile(
    r"(?<![a-z])(?:v?ram|mem(?:ory)?|usage|used|uses|peak(?:ed)?|footprint|weights)(?![a-z])",
    re.IGNORECASE,
)
_G_MAX = 1000.0
"""A bare "G" of a thousand or more is a part's name ("Ryzen 7 5700G"), never a size."""


def bare_g_is_memory(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """True when a size written with a bare "G" (``text[start:end]``, inside ``lo``..``hi``)
    sits beside memory words: in CJK text any such word, in others a word of memory or use
    and a size under a thousand."""
    if _CJK_MEMORY.search(text, max(lo, start - 30), min(hi, end + 12)):
        return True
    number = re.match(r"\d[\d,]{0,8}(?:\.\d{1,4})?", text[start:end])
    return (
        number is not None
        and float(number.group(0).replace(",", "")) < _G_MAX
        and _G_MEMORY.search(text, max(lo, start - 30), min(hi, end + 16)) is not None
    )


# an out-of-memory report: what it tried to allocate or had in use is no run's footprint
# (PyTorch's "Tried to allocate 2.00 GiB (GPU 0; 23.65 GiB total capacity)" is one even
# when the line that says "out of memory" was not pasted)
_OOM = re.compile(r"out[ \t]of[ \t]memory|outofmemory|tried[ \t]to[ \t]allocate", re.IGNORECASE)

# "setting it below 18G gives 显存不足 errors", "at 20 GB it runs out of memory": a size
# its own clause says ran out of memory is a setting or a limit, not a run's footprint
_OOM_AFTER = re.compile(
    r"[^,.;:!?\n，。；：]{0,40}?(?:out[ \t]of[ \t](?:gpu[ \t])?memory|(?<![a-z])oom(?![a-z])"
    r"|显存不足|内存不足|显存溢出|メモリ不足|메모리[ \t]?부족)",
    re.IGNORECASE,
)


def oom_follows(text: str, end: int) -> bool:
    """True when the clause after a size (ending at ``end``) says it ran out of memory."""
    return _OOM_AFTER.match(text, end) is not None


# "9.8/24 GB", "22,340MiB / 24,564MiB", "20.1 GB out of 24 GB": a size in use, then the size
# there is; the second, larger, is the machine's capacity (reading rules §4: never a card's
# capacity)
_USED_OF_BEFORE = re.compile(
    r"(?<![\d.,])(?P<used>\d[\d,]{0,8}(?:\.\d{1,4})?)[ \t]{0,2}(?:[GMT]i?B|G)?[ \t]{0,2}"
    r"(?:/|out[ \t]of)[ \t]{0,2}(?:~|≈|about[ \t]|the[ \t])?$",
    re.IGNORECASE,
)


_SIZE_AT = re.compile(r"\d[\d,]{0,8}(?:\.\d{1,4})?")


def is_usage_total(text: str, start: int) -> bool:
    """True when the size read at ``start`` is the larger half of a used-of-total pair: the
    total is what the machine has. A smaller second half ("14/7 GB" for two precisions) is a
    figure of its own."""
    m = _USED_OF_BEFORE.search(text, max(0, start - 40), start)
    total = _SIZE_AT.match(text, start)
    if m is None or total is None:
        return False
    return float(total.group(0).replace(",", "")) > float(m.group("used").replace(",", ""))


# a column or key saying a run used the memory: "GPU Alloc @ 40K", "VRAM used", "Peak memory"
_RUN_USE = re.compile(
    r"(?<![a-z])(?:peak|used|usage|alloc\w{0,6}|in[ \t]use|reserved)(?![a-z])|峰值|占用|使用",
    re.IGNORECASE,
)
# "Free memory after loading: 12.4 GiB", "leaves 8GB for the KV cache", "剩余显存 3GB": memory
# left over or available to a run is what the machine has beside it, not what a run used
# (reading rules §4: memory available is no measurement, memory used is)
_HEADROOM_BEFORE = re.compile(
    r"(?<![a-z])(?:free|available|remaining|unused|spare|unallocated)[ \t_](?:gpu[ \t_])?"
    r"(?:v?ram|memory|mem)(?![a-z])[^.,;!?\n\d]{0,30}?[:：=]?[ \t]{0,2}"
    r"(?:~|≈|about[ \t]|approx(?:imately|\.)?[ \t])?$"
    r"|(?<![a-z])(?:leaves|leaving|left[ \t]with)[ \t]{1,2}(?:only[ \t]|just[ \t]|about[ \t]"
    r"|roughly[ \t]|~|≈)?$"
    # "75.2 GB free of 79.6 GB": the total after a size left free is the card's
    r"|(?<![a-z])(?:free|available|left|remaining)[ \t]{1,2}(?:of|out[ \t]of)[ \t]{1,2}"
    r"(?:the[ \t]|~|≈|about[ \t])?$"
    # "为其他工作负载留出 377GB 空间", "预留 2GB": room set aside beside the run
    r"|(?:剩余|剩下|还剩|余量|可用|空闲|空き|残り|남은|여유|留出|预留|預留|腾出|騰出)"
    r"[^\d\n。，；,;]{0,8}$"
    # a device's own line: "total memory 81559 MiB, free 80723 MiB", "total_memory: 79.1 GB",
    # "total_gpu_memory (79.19GiB) x gpu_memory_utilization (0.90) = 71.27GiB" (the budget)
    r"|(?<![a-z])(?:total[ \t_](?:gpu[ \t_])?(?:memory|vram|mem)(?:[ \t_](?:size|capacity))?"
    r"|free)[ \t]{0,2}[:=]?[ \t]{0,2}\(?[ \t]{0,2}$"
    r"|utilization[ \t]{0,2}\(?[ \t]{0,2}[\d.]{1,5}[ \t]{0,2}\)?[ \t]{0,2}=[ \t]{0,2}$",
    re.IGNORECASE,
)
# "75.2 GB free", "8 GB of VRAM left", "3 GB to spare", "还剩 2GB 可用"; what a card lacks
_HEADROOM_AFTER = re.compile(
    r"[ \t]{0,2}(?:of[ \t](?:gpu[ \t])?(?:v?ram|memory)[ \t])?(?:free|available|remaining"
    r"|left(?:[ \t]over)?|spare|unused|to[ \t]spare|reclaimable|usable)(?![a-z])"
    # "This 11GB deficit", "a 6 GB shortfall", "4 GB short of fitting": what a card lacks
    r"|[ \t]{0,2}(?:deficit|shortfall|short[ \t]of)(?![a-z])"
    r"|[ \t]{0,2}(?:可用|空闲|剩余)",
    re.IGNORECASE,
)


def is_run_memory(label: str | None, value: float | None = None, unit: str = "") -> bool:
    """True for a memory figure under a column or key of use: a run's measurement, taken on
    the run's machine like the row's other figures, unlike a model's size, which holds on
    any machine (reading rules §2: each figure takes its own setup). Under a column named
    only for memory, a size no machine is sold in ("| Memory | 890 MB |") is a use too."""
    if label is None:
        return False
    if _RUN_USE.search(label) is not None:
        return True
    if value is None or not names_machine_memory(label.strip() + ":"):
        return False
    return not spec_sized(f"{value:g}", unit)


def row_key(at: int, text: str) -> str | None:
    """The first cell of the pipe-table row holding ``at`` ("| VRAM usage | 2,924 MB |"):
    in a table whose rows are metrics and whose columns are runs, the row names the figure."""
    line = text.rfind("\n", 0, at) + 1
    head = text[line:at].lstrip()
    if not head.startswith("|"):
        return None
    cells = head[1:].split("|", 1)
    return cells[0].strip() if len(cells) == 2 else None


# "Qwen3-35B-A3B (20.6 GiB)", "a 70B (140 GB)": a size in brackets right after a model named
# by its parameter count is that model's size (LABELLING: a model size in a bullet is memory)
_MODEL_BRACKET = re.compile(
    r"(?<![\w.])\d{1,4}(?:\.\d{1,2})?b(?:[\-_][a-z]\d{1,3}(?:\.\d)?b)?(?![a-z\d])"
    r"[ \t]{0,2}[(（][ \t]{0,2}(?:~|≈|about[ \t])?$",
    re.IGNORECASE,
)
# "FP16 (about 28 GB)", "FP16格式(约28GB)", "Q4_K_M (4.9 GB)": a size in brackets right after
# a precision is the model's size at that precision (LABELLING: model sizes by precision in
# prose or a bullet are memory)
_PRECISION_BRACKET = re.compile(
    r"(?<![a-z\d])(?:(?:fp|bf|int)\d{1,2}|q\d(?:_[a-z0-9]{1,4}){1,3})(?![\da-z])"
    r"(?:[ \t]?(?:格式|format|weights|权重))?[ \t]{0,2}[(（][ \t]{0,2}"
    r"(?:~|≈|约|約|about[ \t]|around[ \t])?[ \t]{0,2}$",
    re.IGNORECASE,
)
# "Produces a 1.9GB APR file", "the 4 GB GGUF file": a file's size stated in prose is the model's
# (LABELLING: model-file sizes in prose or a list are memory; a size key or column is not)
# (a log, swap or page file is no model's)
_FILE_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?!(?:log|swap|page|paging|zip|text|csv|video|image|iso|backup|temp)[ \t])"
    r"[a-z][\w\-]{1,9}[ \t]{1,2})?files?(?![a-z])",
    re.IGNORECASE,
)
# "saving ~17 GiB of memory", "frees about 2 GB": a saving is no amount a run used (LABELLING)
_SAVED_BEFORE = re.compile(
    r"(?<![a-z])(?:sav(?:e|es|ed|ing)|free(?:s|d|ing)?(?:[ \t]up)?|reduc\w{1,5}|cut(?:s|ting)?"
    r"|less|fewer)[ \t]{1,2}(?:by[ \t]{1,2})?$",
    re.IGNORECASE,
)
# vLLM's "Model loading took 15.6 GB", CUDA graphs' "took 0.63 GiB": a size a step took is
# memory it used (LABELLING), as "took up" is
_TOOK_BEFORE = re.compile(
    r"(?<![a-z])(?:load(?:ing)?|weights|graphs?|captur\w{0,4}|profil\w{0,4})(?![a-z])"
    r"[^\n.;]{0,30}?(?<![a-z])(?:took|takes)[ \t]{1,2}(?:about[ \t]|~|≈)?$",
    re.IGNORECASE,
)
# "Q4_K_M stays within ~9 GB", "kept under 20 GB": the bound a run's use stayed in is its use
_STAYS_WITHIN = re.compile(
    r"(?<![a-z])(?:stay(?:s|ed)?|kept|keeps?|remain(?:s|ed)?)[ \t]{1,2}(?:within|under|below)"
    r"[ \t]{1,2}(?:(?:about|around|roughly)[ \t]{1,2}|~|≈)?$",
    re.IGNORECASE,
)
# "using the 48 gb unified memory one", "the 64GB RAM model": a machine picked by its size
_MODEL_OF_MACHINE = re.compile(r"[ \t]{1,2}(?:one|model|version|variant|sku)(?![a-z])", re.I)
# what a hedge does not make a run's: headroom ("roughly 12GB left over"), a bound, a machine
_NOT_A_KIND = re.compile(
    r"left|spare|free|headroom|budget|limit|(?<![a-z])cap(?![a-z])|gpu|card|system|machine|node"
    r"|config|chip|device|pc|mac|laptop|desktop|notebook|workstation|box"
    # the memory parts a machine is built with ("~192 GB of HBM3", "about 64GB DDR5")
    r"|hbm|dram|ddr",
    re.IGNORECASE,
)
# "~9 GB RAM", "approximately 140GB of VRAM": cards and machines are sold in exact sizes, so a
# hedged size is what a run or a model takes, never what a machine has
_APPROX_BEFORE = re.compile(
    r"(?:[~≈]|(?<![a-z])(?:approximately|approx\.|about|around|roughly|nearly|almost)[ \t])"
    r"[ \t]{0,2}$",
    re.IGNORECASE,
)


def is_headroom(text: str, start: int, end: int) -> bool:
    """True for a size the words around it call free, available or left over: what the
    machine still has, not a run's footprint."""
    if _HEADROOM_AFTER.match(text, end):
        return True
    return _HEADROOM_BEFORE.search(text, max(0, start - 60), start) is not None


# "--max-memory 20GiB", "--cpu-offload-gb=16": a size given to a command's option is a
# setting of the run, not what it used
_FLAG_BEFORE = re.compile(r"(?<![\w\-])--?[a-z][a-z0-9_\-]{1,40}(?:[ \t]{1,2}|=)[\"']?$", re.I)


def is_flag_value(text: str, start: int) -> bool:
    """True for a size written as a command-line option's value."""
    return _FLAG_BEFORE.search(text, max(0, start - 48), start) is not None


# "Minimum system requirements: 16 GB RAM", "RAM: minimum 32 GB", "Recommended: 48 GB VRAM":
# the machine a reader should have, not what a run used (a model's own "requires 140 GB" is
# its footprint and stays)
_MACHINE_WANTED_BEFORE = re.compile(
    r"(?<![a-z])(?:minimum|recommended|(?:system|hardware)[ \t]requirements?)(?![a-z])"
    r"(?:(?!peak|used|usage|consum)[^.;\n]){0,40}$"
    # "建议 24GB 以上显存的显卡", "最低配置：16GB", "推奨メモリ 32GB", "권장 VRAM 24GB"
    r"|(?:建议|推荐|最低配置|最低要求|推奨|最低限|권장|최소[ \t]?사양)"
    r"(?:(?!占用|使用|峰值|消耗|使用量|사용)[^。；;\n]){0,20}$",
    re.IGNORECASE,
)


def names_own_size(text: str, before: str, end: int) -> bool:
    """True when the words around a size (``before`` it, ``text`` after ``end``) make it a
    model's or a run's own size though they name no kind of memory: "Qwen3-35B-A3B (20.6
    GiB)", "FP16 (about 28 GB)", "a 1.9GB APR file", "Model loading took 15.6 GB", "stays
    within ~9 GB"."""
    return bool(
        _MODEL_BRACKET.search(before[-60:])
        or _PRECISION_BRACKET.search(before[-32:])
        or _FILE_AFTER.match(text, end)
        or _TOOK_BEFORE.search(before[-60:])
        or _STAYS_WITHIN.search(before[-30:])
        or sized_at_precision(text, before, end)  # "a 4-bit quant (~35GB)", "15.3 GB Q4,"
        or names_model_file(text, before, end)  # "files (~457 MiB)", "(270MB GGUF)", "resident"
    )


def picks_machine(text: str, at: int) -> bool:
    """True when a word after a machine's memory (ending at ``at``) picks a machine by its size
    ("the 48 gb unified memory one")."""
    return _MODEL_OF_MACHINE.match(text, at) is not None


def hedged_use(before: str, capacity_words: str) -> bool:
    """True when a hedge ends the words before a size ("runs in ~9 GB RAM", "about 40GB") and
    no word of possession or saving comes before the hedge ("has about 64GB", "saving ~17
    GiB" stay no use), unless the memory words after it (``capacity_words``) are headroom,
    a bound or a machine ("roughly 12GB left over", "~192 GB of HBM3")."""
    hedge = _APPROX_BEFORE.search(before[-16:])
    if hedge is None or _NOT_A_KIND.search(capacity_words):
        return False
    head = before[: len(before) - len(hedge.group(0))]
    return not states_capacity(head) and not _SAVED_BEFORE.search(head[-16:])


def is_machine_wanted(text: str, start: int) -> bool:
    """True for a size its line names as a minimum or recommended machine."""
    line_start = text.rfind("\n", max(0, start - 60), start) + 1
    return _MACHINE_WANTED_BEFORE.search(text, max(line_start, start - 60), start) is not None


# "I am using the 48 gb unified memory one", "the 24GB variant": a size naming which machine
_VARIANT_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?:unified[ \t])?(?:v?ram|memory)[ \t]{1,2})?(?:one|ones|variant|sku)(?![a-z])",
    re.IGNORECASE,
)


def names_a_variant(text: str, end: int) -> bool:
    """True for a size right before "one" or "variant": which machine, not a run's use."""
    return _VARIANT_AFTER.match(text, end) is not None


def spec_sized(number: str, unit: str) -> bool:
    """True for a size as machines are sold: whole gigabytes or terabytes ("96 GB"), or a
    power of two in megabytes ("512 MB"). "890 MB" or "5027 MiB" under a "Memory" column is
    what a run used, as tools report use (reading rules §4: memory in use is a claim)."""
    if not whole_size(number):
        return False
    if unit.strip()[:1].upper() not in ("M", "М"):
        return True
    point = "," if _DECIMAL_COMMA.fullmatch(number.strip()) else "."
    digits = "".join(ch for ch in number.partition(point)[0] if ch.isdigit())
    n = int(digits or 0)
    return n >= 256 and n & (n - 1) == 0


def is_spec_column(
    number: str, header: str, row_key: str = "", unit: str = "", hedge: str = ""
) -> bool:
    """True for a whole size under a column, or in a row, named only for a kind of memory
    ("VRAM", "Unified Memory", "メモリ"): what the machine has, not what a run used (reading
    rules §4: a spec sheet's rows are no claims). A row's key counts only for sizes in G or T:
    a tool reports use in MiB ("| VRAM | 11295MiB |"), a spec sheet gives gigabytes. A size
    under a column of total memory after a hedge (``hedge``, the cell's words before it:
    "| Total Memory | ~24GB |") is what a model takes, as machines are sold in exact sizes."""
    if names_virtual_memory(header):
        return True  # "| Virtual Memory | 714GB |": reserved address space, not what a run used
    if hedged_total(header, hedge):
        return False
    keys = [header] + ([row_key] if unit.strip()[:1].upper() in ("G", "T") else [])
    sized = spec_sized(number, unit or "G")  # "| Memory | 890 MB |": a run's use
    if is_wanted_memory_name(header) or is_wanted_memory_name(row_key):
        return True  # "| RAM min |", "| Recommended VRAM |": what a reader's machine needs
    return sized and any(names_machine_memory(k.strip() + ":") for k in keys)
