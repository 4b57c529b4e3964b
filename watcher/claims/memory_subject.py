"""Whose size it is: a device's (or one to buy) rather than a model's or a run's.

Reading rules §4 record memory as a model's or a run's: the peak, the memory used, the
weights, the model's size, what a model needs. A hardware spec is no claim: a card's VRAM, a
machine's RAM, the total of a cluster's cards, the card a reader should buy. The words right
beside a size already settle many of these (``metric_words._CAPACITY_AFTER``,
``device_memory``, ``memory_keys``); this module reads the size's *subject* when other words
lie between:

- the last device its clause names before it (a card, a board, a machine, a server, "8卡配置")
  owns the size when the words between link them ("a GPU with significantly more VRAM (48GB",
  "the board ships with enough RAM (16 GB)", "8卡配置可提供768GB", "(单卡显存80GB),总显存达
  640GB") and none of them names a model, a run or a use ("an RTX 4090 with Qwen3-8B (16 GB)",
  "the machine ran the model in 40 GB" stay memory), nor is the device only where a model or
  run named before it was placed ("Llama 8B on the 4090 with 16 GB"). A possession verb or a
  total after the size ("72 GPUs, 1.4TB total VRAM") links a size of any kind; a memory word
  alone links only a whole size, since a device is sold in whole sizes and a measurement
  rarely comes out whole;
- generic devices named right after a size, or advice on what to buy, in a clause naming no
  model, run or use ("18 GB in current high-end GPUs", "4GB超のGPUメモリがあれば", "16 GB is
  comfortable", "32GB is the minimum I'd suggest"); a size naming a device's version ("the
  16GB version of the 4060 Ti");
- the whole a used figure is out of ("8.9GB used / 24GB total", "12 GB (of 24 GB)");
- a size under a key naming a spec sheet or a capacity ("RAM spec: 512MB", "VRAM per GPU
  Specification", "Memory capacity: 24 GB").

A size with a hedge before it ("about 40 GB") or a word of use after it ("20 GB used") is never
a device's here: a machine is sold in exact sizes.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.numbers import whole_size

_REACH = 200
"""How far back a size's clause is read for its subject."""
_LINK_REACH = 40
"""How far before a size a possession verb links it to its device."""

# where a clause ends: a sentence's stop, a semicolon, a line break
_CLAUSE_END = re.compile(r"[。！？；]|[.!?;](?=[ \t\n*)]|$)|\n")

# a device a size may belong to: a card, a board, a machine, a cluster of them
_DEVICE = re.compile(
    r"(?<![a-z])(?:gpus?|cards?|graphics[ \t]cards?|accelerators?|machines?|servers?|nodes?"
    r"|racks?|clusters?|boards?|sbcs?|raspberry[ \t]pi(?:[ \t]\d)?|pi[ \t]\d|laptops?"
    r"|desktops?|pcs?|macs?|macbooks?|ipads?|workstations?|devices?|chips?|(?:i|smart)?phones?"
    r"|tablets?|systems?)(?![a-z])"
    # "something with more VRAM (at least 24GB)": the machine to buy, unnamed
    r"|(?<![a-z])(?:something|anything)(?=[ \t]{1,2}with[ \t])"
    # "8卡", "8 张 A100", "两块卡": cards, counted ("张量" is a tensor, "卡顿" a stutter)
    r"|显卡|顯卡|卡(?![顿頓住死在])|(?:\d{1,2}|[一二两兩三四五六七八九十])[ \t]?(?:块|塊|张|張)"
    r"|单卡|單卡|服务器|伺服器|主机|主機|整机|整機|机器|機器|节点|節點|电脑|電腦|笔记本|筆電"
    r"|配置|端末|マシン|パソコン|サーバー?|ボード|チップ|グラボ|그래픽[ \t]?카드|카드|서버"
    r"|장치|기기|노트북|видеокарт\w*|сервер\w*|ноутбук\w*|компьютер\w*",
    re.IGNORECASE,
)
# a word that makes the size a model's or a run's: a model, its weights or precision, a use,
# a need, a measurement (reading rules §4: memory is the peak, used, weights, model size)
_RUN_CUE = re.compile(
    r"(?<![a-z])(?:models?|weights?|params?|parameters?|gguf|quant\w*|q\d(?:_[a-z0-9]{1,4})+"
    r"|(?:fp|bf|int)\d{1,2}|\d{1,2}[ \t\-]?bit|kv[ \t_\-]?cache|context|footprint"
    r"|uses?|used|using|usage|consum\w*|occup\w*|tak(?:e|es|en|ing)|took|peak\w*"
    r"|needs?|needed|needing|requir\w*|load\w*|alloc\w*|runs?|running|ran|fits?|fitting"
    r"|measured|actual|estimat\w*|est\.|observed|shows?|showed|reported|reports?"
    r"|serv(?:e|es|ed|ing)|generat\w*|activations?|stabili[sz]\w*|steady|settl\w*"
    # a run's setup: its batch, its concurrency, its prompt, its parallelism
    r"|batch\w*|concurren\w*|prompts?|requests?|ctx|tensor[ \t\-]parallel\w*)"
    r"(?![a-z])"
    r"|(?<![\w.])\d{1,4}(?:\.\d{1,2})?b(?![a-z\d])"
    r"|模型|权重|權重|参数|參數|量化|占用|佔用|使用|消耗|需|要求|加载|載入|运行|運行|峰值|实测|實測"
    r"|激活|稳定|穩定|モデル|重み|量子化|必要|消費|実測|ピーク|使[うっわい]|食[うっい]"
    r"|모델|사용|필요|점유|피크"
    r"|модел\w*|требу\w*|использ\w*|занима\w*|пиков\w*",
    re.IGNORECASE,
)
# words that give a device what follows: it has, carries, offers or provides it
_HOLDS = re.compile(
    r"(?<![a-z])(?:with|has|have|having|had|offers?|offering|provides?|providing|packs?"
    r"|packing|features?|featuring|boasts?|carr(?:y|ies|ying)|sports|holds?|comes[ \t]with"
    r"|ships[ \t]with|equipped|totals?|totall?ing|combined|gives?|giving|brings?|supports?"
    r"|tops?[ \t]out[ \t]at)(?![a-z])"
    r"|提供|配备|配備|配置了?|拥有|擁有|具有|具备|具備|搭载|搭載|搭配|带有|帶有|达到?|達到?"
    r"|を持つ|を持って|積ん|積む|を備え|갖춘|탑재|имеет|оснащ\w*",
    re.IGNORECASE,
)
# a kind of memory or a total: the device's memory, linked only for a whole size
_MEMORY_WORD = re.compile(
    r"(?<![a-z])(?:v?ram|memory|hbm\w{0,2}|(?:lp|g)?ddr\d\w{0,2}|total)(?![a-z])"
    r"|显存|顯存|内存|內存|记忆体|記憶體|总|總|合計|メモリ|메모리|памят\w*|озу",
    re.IGNORECASE,
)
# a hedge: a machine is sold in exact sizes, so a hedged size is what a run or a model takes
_HEDGE = re.compile(
    r"(?:[~≈]|(?<![a-z])(?:approximately|approx\.|about|around|roughly|nearly|almost)"
    r"|约|約|大约|大約|およそ)[ \t]{0,2}$",
    re.IGNORECASE,
)
# words of use after a size: "20 GB used", "20GB 显存占用"
_USE_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?:of[ \t])?(?:v?ram|memory|vram)[ \t]{1,2})?(?:used|usage|in[ \t]use|peak"
    r"|consumed|allocated|reserved)(?![a-z])"
    r"|[^\n。，,;；]{0,10}(?:占用|佔用|使用|消耗|사용|使用量)",
    re.IGNORECASE,
)
# a size in the gap, and the memory words right after it: that size's own
_SIZE_IN_GAP = re.compile(
    r"\d[\d,.]{0,10}[ \t]{0,2}(?:[GMT]i?B|G|Gb|gb)(?![a-z])"
    r"(?:[ \t]{0,2}(?:of[ \t])?(?:v?ram|memory|hbm\w{0,2}|(?:lp|g)?ddr\d\w{0,2}|显存|内存))?",
    re.IGNORECASE,
)
# generic devices right after a size: "18 GB in current high-end GPUs", "24GB-class cards"
_DEVICES_AFTER = re.compile(
    r"[ \t]{0,2}(?:\+|or[ \t]more|and[ \t]up)?[ \t]{1,2}(?:in|on|across)[ \t]{1,2}"
    r"(?:(?:today'?s|current|most|many|some|all|modern|high[ \t\-]end|consumer|gaming"
    r"|flagship|typical|older|newer|cheap(?:er)?|mainstream|these|those)[ \t\-]{1,2}){0,3}"
    r"(?:gpus|cards|graphics[ \t]cards|laptops|machines|accelerators|devices|phones|macs|pcs)"
    r"(?![a-z])"
    # "4GB超のGPUメモリがあれば", "8GB以上のVRAMを積んだPC": the machine one has or buys
    r"|[ \t]{0,2}(?:以上|超|未満|以下)?の?[ \t]{0,2}(?:GPU|グラフィックボード|グラボ|ビデオカード)?"
    r"[ \t]{0,2}(?:メモリ|VRAM|ビデオメモリ)(?:が|を)"
    r"(?:あれば|ある|積ん|積む|搭載し|持つ|持っ|備え)",
    re.IGNORECASE,
)
# advice on what to buy, said of a size whose clause names no model or run: "8 GB is entry
# level, 16 GB is comfortable", "32GB is the minimum I'd suggest", "24 GB of VRAM is the sweet
# spot"
_ADVISED_AFTER = re.compile(
    r"[ \t]{0,2}(?:of[ \t](?:v?ram|(?:unified[ \t])?memory)[ \t])?(?:is|are|should[ \t]be"
    r"|would[ \t]be|will[ \t]be|feels?)[ \t]{1,2}(?:(?:the|a|an|your|really|still|just|more"
    r"[ \t]than|about)[ \t]{1,2})?(?:(?:bare|absolute|practical|real|recommended|suggested|new)"
    r"[ \t]{1,2})?(?:entry[ \t\-]level|comfortable|ideal|enough|plenty|sufficient|adequate"
    r"|(?:sweet|safe)[ \t]spot|minimum|floor|baseline|must|overkill|tight|cramped|limiting"
    r"|recommended|table[ \t]stakes)(?![a-z])",
    re.IGNORECASE,
)
# "the 16GB version of the 4060 Ti": a size naming which version of a device
_VERSION_OF = re.compile(
    r"[ \t\-]{0,2}(?:version|variant|edition|sku|model)s?[ \t]{1,2}of[ \t]{1,2}"
    r"(?:(?:the|an?)[ \t]{1,2})?",
    re.IGNORECASE,
)
# "8.9GB used / 24GB total", "6 GB in use of 16 GB", "12 GB (of 24 GB)": a size in use, then
# the whole it is of
_USED_OF_BEFORE = re.compile(
    r"\d[ \t]{0,2}(?:[GMT]i?B|G)?[ \t]{0,2}(?:used|in[ \t]use|allocated)[ \t]{0,2}"
    r"(?:/|of|out[ \t]of)[ \t]{0,2}$"
    r"|\d[ \t]{0,2}(?:[GMT]i?B|G)[ \t]{0,2}[(（][ \t]{0,2}(?:of|out[ \t]of)[ \t]{1,2}$",
    re.IGNORECASE,
)
# "1.4TB total VRAM", "48 GB in total", "96GB combined": the sum of the devices' memory
_TOTAL_AFTER = re.compile(
    r"[ \t]{0,2}(?:total|in[ \t]total|combined|altogether|all[ \t]told)(?![a-z])", re.IGNORECASE
)
# a key naming a spec sheet: "RAM spec:", "VRAM per GPU Specification", "스펙", "仕様"
# ("spec decode", "spec-dec", "spec tokens" are speculative decoding, a method of a run)
_SPEC_WORD = re.compile(
    r"(?<![a-z])(?:spec(?:s|ifications?)?|capacity)(?![a-z]|[ \t_\-]{0,2}(?:dec|draft|tok|ulat))"
    r"|スペック|仕様|스펙|사양|规格|規格|容量|용량",
    re.IGNORECASE,
)


def _clause_start(text: str, start: int) -> int:
    lo = max(0, start - _REACH)
    cut = lo
    for m in _CLAUSE_END.finditer(text, lo, start):
        cut = m.end()
    return cut


def _last_device(text: str, lo: int, start: int, doc: _Doc) -> tuple[int, int] | None:
    """(start, end) of the last device its clause names before ``start``, or None."""
    spans = [(m.start(), m.end()) for m in _DEVICE.finditer(text, lo, start)]
    spans += [(m.start, m.end) for m in doc.near("hardware", lo, start) if m.end <= start]
    return max(spans, key=lambda s: s[1]) if spans else None


# "Llama 8B on the 4090 with 16 GB": a device a placing word brings in after a model or a run
# is where the run was, not the clause's subject
_PLACED_AT = re.compile(
    r"(?<![a-z])(?:on|in|using|across|over|via|with)[ \t]{1,2}(?:(?:an?|the|my|our|one|two"
    r"|dual|single|\d{1,2}[ \t]?[x×]?)[ \t]{1,2})?(?:[\w\-]{1,12}[ \t]{1,2}){0,2}$",
    re.IGNORECASE,
)


# "GPU memory", "card VRAM", "单卡显存": a device naming a kind of memory
_COMPOUND = re.compile(r"[ \t_\-]?(?:memory|v?ram|mem|显存|顯存|内存|內存|メモリ|메모리)", re.I)


def _names_a_run(text: str, lo: int, hi: int, doc: _Doc) -> bool:
    """True when ``text[lo:hi]`` names a model, a run or a use (or an engine or a method,
    which only a run has)."""
    return bool(
        _RUN_CUE.search(text, lo, hi)
        or doc.near("engine", lo, hi)
        or doc.near("mode", lo, hi)
        or doc.near("precision", lo, hi)
    )


def owned_by_device(
    text: str, start: int, end: int, doc: _Doc, keywords_text: str | None = None
) -> bool:
    """True when the size ``text[start:end]`` is a device's (or one to buy), by its clause:
    a spec, never a run's memory (reading rules §4)."""
    if keywords_text is not None:
        return bool(_SPEC_WORD.search(keywords_text)) and not _RUN_CUE.search(keywords_text)
    if _HEDGE.search(text, max(0, start - 14), start) or _USE_AFTER.match(text, end):
        return False
    if _USED_OF_BEFORE.search(text, max(0, start - 30), start):
        return True
    lo = _clause_start(text, start)
    if _SPEC_WORD.search(text, max(lo, start - 24), start) and re.search(
        r"[:：=][ \t]{0,2}$", text[max(lo, start - 4) : start]
    ):
        return not _names_a_run(text, lo, start, doc)
    if _DEVICES_AFTER.match(text, end):
        return not _names_a_run(text, lo, start, doc)
    advised = _ADVISED_AFTER.match(text, end)
    if advised is not None:
        # "12 GB is enough for Llama 8B" is what that model needs: its clause after names none
        stop = _CLAUSE_END.search(text, advised.end(), advised.end() + _REACH)
        hi = stop.start() if stop else min(len(text), advised.end() + _REACH)
        return not _names_a_run(text, lo, start, doc) and not _names_a_run(text, end, hi, doc)
    version = _VERSION_OF.match(text, end)
    if version is not None and (
        _DEVICE.match(text, version.end())
        or any(m.start == version.end() for m in doc.near("hardware", version.end(), end + 40))
    ):
        return True
    found = _last_device(text, lo, start, doc)
    if found is None:
        return False
    named, device = found
    if _names_a_run(text, device, start, doc):
        return False
    # a device naming a kind of memory takes the words before it ("Peak GPU memory: 22 GB")
    if _COMPOUND.match(text, device) and _names_a_run(
        text, max(lo, named - _LINK_REACH // 2), named, doc
    ):
        return False
    if _PLACED_AT.search(text, max(lo, named - 30), named) and _names_a_run(text, lo, named, doc):
        return False
    # the gap's own sizes keep the memory words right after them ("(24GB VRAM): 18 GB")
    gap_from = device
    for m in _SIZE_IN_GAP.finditer(text, device, start):
        gap_from = m.end()
    if _HOLDS.search(text, max(gap_from, start - _LINK_REACH), start) or _TOTAL_AFTER.match(
        text, end
    ):
        return True  # "72 B200 GPUs, 1.4TB total VRAM": what the devices have together
    number = re.match(r"\d[\d,]{0,10}(?:\.\d{1,4})?", text[start:end])
    whole = number is not None and whole_size(number.group(0))
    return whole and _MEMORY_WORD.search(text, gap_from, start) is not None
