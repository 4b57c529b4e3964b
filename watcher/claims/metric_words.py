"""Words that name a figure's metric: phases (prefill, decode), aggregate and total
throughput, first-token and per-token latency, end-to-end time, memory, capacity, speedup,
request rates and many streams.

Every pattern holds literals and bounded quantifiers only (untrusted text cannot make one
backtrack without bound).
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.approx_words import APPROX_OPT
from watcher.claims.foreign_preps import WITHOUT_WORDS
from watcher.claims.numbers import _NUM
from watcher.claims.patterns import RATE_SPELLING

_PREFILL = re.compile(  # a new spelling's word goes in word_hints.PREFILL_WORDS too
    r"prefill|预填充|提示词处理|プロンプト処理|プリフィル|(?<![a-z])processed[ \t]?:|pre-fill"
    # "prompt 处理速度", "提示处理", "输入处理": prompt processing written half in Chinese
    r"|(?<![a-z])prompt[ \t]{0,2}(?:处理|處理|処理)|提示(?:词|詞)?(?:处理|處理)|输入处理|輸入處理"
    r"|prompt[ \t\-]?processing|prompt[ \t]speed|(?<![a-z])prompt[ \t]\d{2,6}(?![\d.])"
    # "pp512"; not "<0.5 pp", "+3pp" after a number: percentage points, no phase
    r"|prompt[ \t_\-]eval(?:uation)?|(?<![a-z])(?<!\d[ \t])(?<!\d)pp\d{0,6}"
    r"(?![a-z])|input[ \t]tok(?:en)?s?|encod(?:e|ed|ing)|(?<![a-z])enc(?![a-z])"
    r"|(?:prompt|input)[ \t](?:throughput|tput|speed|rate)(?![a-z])"
    r"|process(?:es|ed|ing)?[ \t](?:the[ \t])?prompts?(?![a-z])"
    # "the prompt is processed at 1,250 t/s": passive; "Short prompt (ms)" names a workload
    r"|(?<![a-z])(?:prompts?|input)[ \t](?:(?:is|are|was|were|gets|got)[ \t])?processed(?![a-z])"
    # "Prompts fill at 2.4k tok/s", "the prompt is read at 950 tok/s", "prompt fill rate":
    # the prompt filled into the cache, read in: its prefill (reading rules §4)
    r"|(?<![a-z])prompts?[ \t](?:fill(?:s|ed|ing)?|(?:is|are|was|were|gets|got)[ \t]read)(?![a-z])"
    r"|(?<![a-z])input:|(?<![a-z])(?<!short[ \t])(?<!long[ \t])prompt[ \t]{0,2}[:(]"
    r"|(?<![a-z])(?:prompt|input)[ \t_]?(?:tps|t/s|tok)|预填|输入吞吐"
    # "预处理速度最高达 286 tokens/s": the preprocessing (prompt) phase's speed, set against
    # "推理生成速度"; a bare "预处理" (data or image preprocessing) names no phase
    r"|预处理[ \t]{0,2}(?:速度|速率|吞吐|阶段)"
    r"|(?<![a-z])(?<!token )processing[ \t_]?speed|prompt[ \t]?(?:phase|stage|reading|阶段|階段)"
    # prompt processing in Korean, German, French, Spanish, Russian
    r"|프롬프트[ \t]?처리|프리필|prompt-verarbeitung|verarbeitung[ \t]des[ \t]prompts"
    r"|traitement[ \t](?:du|des)[ \t]prompts?|procesamiento[ \t]de(?:l|[ \t]los)?[ \t]prompts?"
    r"|processamento[ \t]d[oe]s?[ \t]prompts?|префилл?[а-я]{0,2}"
    # Russian declines the noun: "обработка промпта", "при обработке промпта", "обработки"
    r"|обработк[аиеуо]й?[ \t](?:промпт|запрос)[а-я]{0,2}"
    # "ingest at about 200 tok/s", an evaluation's "ingestion" column: reading the prompt in
    # ("ingest_qwen2_5_coder_32b": a word inside an identifier names a file, no phase)
    r"|(?<![a-z_])ingest(?:s|ed|ing|ion)?(?![a-z_])"
    # koboldcpp's summary "Process:0.50s (... = 500.00T/s), Generate:...": a line's
    # "Process:" label is its prompt-processing phase, as "Generate:" is decoding (reading
    # rules §4: a prefill figure is never a decode figure)
    r"|(?<![a-z])process[ \t]{0,2}:"
    # "input 4500 tok/s, output 320 tok/s", ", prompt at 900 t/s": the bare word opening a
    # clause labels the figure after it ("a 4k prompt 45 tok/s" is a length: no clause opens)
    r"|(?:^|[\n:;,(|])[ \t]{0,2}(?:prompt|input)[ \t]{0,2}(?:[:=]|at)?[ \t]{0,2}[~≈]?$",
    re.IGNORECASE,
)
_DECODE = re.compile(
    r"decod(?:e|ing|ed)|generation|generat(?:e|ing|ed)|(?<![a-z])tg\d{0,6}(?![a-z])"
    r"|output[ \t]tok(?:en)?s?|(?<!prompt )eval[ \t]time|(?<![a-z])completion[ \t_]?"
    + RATE_SPELLING
    + r"|token[ \t]generation|output[ \t]throughput|(?<![a-z])output:|(?<![a-z])gen(?![a-z])"
    # Ollama's "eval rate", colon or not, and a bare "Eval:" beside "Prompt eval:": generation
    r"|(?<![a-z])(?<!prompt[ \t_\-])eval(?:[ \t_](?:rate|speed)(?![a-z])|[ \t]{0,2}[:=])"
    # "and answers stream at 45 tok/s", "the reply comes at 32 tok/s": the reply as its
    # clause's subject is the generated side, so a prompt's phase word earlier in the sentence
    # does not carry to it (reading rules §4: a prefill figure is never a decode figure)
    r"|(?<![a-z])(?:repl(?:y|ies)|answers?|responses?)[ \t](?:(?:is|are|was|were|gets?|got)[ \t])?"
    r"(?:stream(?:s|ed|ing)?|comes?|came|arrive[sd]?|written|flow(?:s|ed)?)(?![a-z])"
    r"|(?<![a-z])output[ \t](?:at|speed|rate)(?![a-z])"
    r"|解码|デコード|生成速度|生成速率|推理速度|生成(?:は|が|:)|생성|디코딩|디코드"
    # "，生成 85 t/s": the bare word right before its figure, as "generation 85 t/s" is
    r"|生成[ \t]{0,2}(?:约|約)?[ \t]{0,2}$"
    # "预填充吞吐 3300 tokens/s，输出 58 tokens/s", "生成阶段 35": the decode phase named in
    # Chinese right before its figure, so a prefill word earlier in the sentence does not
    # carry to it (reading rules §4: a prefill figure is never a decode figure)
    r"|生成(?:阶段|階段)[ \t]{0,2}[:=]?[ \t]{0,2}(?:约|約|[~≈])?[ \t]{0,2}$"
    r"|(?:^|[\n:;,(|])[ \t]{0,2}(?:输出|輸出)[ \t]{0,2}[:=]?[ \t]{0,2}(?:约|約|[~≈])?[ \t]{0,2}$"
    # generation in German, French, Spanish, Russian
    r"|generierung|génération|generación|генерац|декодир|dekodierung|décodage|decodificación"
    # "input 4500 tok/s, output 320 tok/s", "eval 55 t/s": the bare word opening a clause
    r"|(?:^|[\n:;,(|])[ \t]{0,2}(?:output|eval)[ \t]{0,2}[:=]?[ \t]{0,2}[~≈]?$",
    re.IGNORECASE,
)
_PHASE_AFTER = re.compile(
    r"[ \t]{1,2}\(?(?:for[ \t]{1,2}(?:the[ \t])?)?"
    r"(?:(?:cold|warm(?:ed)?|cached|uncached)[ \t]{1,2})?"
    r"(pp|tg|prompt[ \t\-]?eval|prompt[ \t\-]processing|prefill(?:ing)?|generation|decode"
    # "0.28 tps for prompt and 0.96 tps for generation": "prompt" ends where the next rate opens
    r"|prompt(?=[ \t]{0,2}(?:[,;.)]|$)|[ \t]{1,2}(?:and|while|but|vs\.?|versus)[ \t]{1,2}[~≈]?\d))"
    r"(?:\d{1,6})?(?![a-z])"
    # "Decode: 45 tok/s Prefill: 900 tok/s": a word that keys the next value is not this one's
    # (a "label: value" run flattened onto one line, reading rules §4)
    r"(?![ \t]{0,2}[:=])",
    re.IGNORECASE,
)
# "3,100 tok/s output throughput", "9,000 tok/s total throughput": the words after the unit
_THROUGHPUT_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?P<out>output|aggregate|generation|system)|(?P<total>total))"
    r"[ \t](?:token[ \t])?throughput"
    # "1,300 tok/s aggregate", "4,100 tok/s total": the word alone after the unit
    r"|[ \t]{1,2}(?:(?P<out2>aggregate|system|overall|combined|in[ \t]total|total[ \t]output)"
    r"|(?P<total2>total))"
    r"(?![a-z\-])(?![ \t]{0,2}[:=])",
    re.IGNORECASE,
)
_NEGATED = re.compile(
    # "without any speculation", "with no draft model", "not using MTP", "disabling EAGLE"
    r"(?:without|w/o|no|non|disable[ds]?|disabling|(?<![a-z])with[ \t]no|(?<![a-z])not)"
    r"[ \t\-]{1,2}(?:(?:using|use|enabling|running|any|an?|the)[ \t]{1,2}){0,2}$"
    # "turning off EAGLE", "switched off the MTP heads", "deactivating Medusa"
    r"|(?<![a-z])(?:turn(?:s|ed|ing)?|switch(?:es|ed|ing)?)[ \t]off[ \t]{1,2}(?:the[ \t]{1,2})?$"
    r"|(?<![a-z])deactivat(?:e|es|ed|ing)[ \t]{1,2}(?:the[ \t]{1,2})?$"
    # "ohne MTP", "sans EAGLE", "sin decodificación especulativa", "без MTP", Portuguese
    # "sem MTP", Italian "senza EAGLE", Polish and Czech "bez MTP", Dutch "zonder EAGLE",
    # Vietnamese "không có / không dùng EAGLE"
    rf"|(?<![a-zà-ÿа-я])(?:{WITHOUT_WORDS})[ \t]{{1,2}}$"
    r"|(?<![^\W\d_])không[ \t]{1,2}(?:có|dùng|sử[ \t]dụng)[ \t]{1,2}$"
    # "Before MTP: 20 tok/s -> After MTP: 28": the run before the method was turned on
    r"|(?<![a-z])before[ \t]{1,2}(?:(?:enabling|adding|turning[ \t]on|using)[ \t]{1,2})?$"
    # "无MTP", "不使用投机采样", "关闭 MTP", "未启用投机解码": the same negation in Chinese
    # "不开投机解码", "没开 MTP", "关掉 EAGLE", "不带 MTP": the shorter verbs of the same
    r"|(?:无|無|不(?:使用|用|开启?|開啟?|启用|啟用|带|帶)|未(?:使用|开启?|開啟?|启用|啟用)"
    r"|没(?:有|开启?|用|使用|启用)?|沒(?:有|開啟?|用)?|关闭|關閉|关掉|關掉|禁用|去掉)[ \t]{0,2}$",
    re.IGNORECASE,
)
# "speculative decoding disabled", "MTP off": negated after the name
_NEGATED_AFTER = re.compile(
    r"[ \t]{0,2}(?:decoding[ \t]{1,2})?(?:is[ \t]|was[ \t])?(?:disabled|turned[ \t]off|off\b"
    # "speculative decoding not enabled", "MTP switched off", "EAGLE deactivated"
    r"|deactivated|switched[ \t]off|not[ \t](?:enabled|used|active|on)(?![a-z]))"
    # "MTP=off", "EAGLE: disabled", "spec_decode=false": a switch's value written after it
    r"|[ \t]{0,2}[=:][ \t]{0,2}[`'\"]?(?:off|disabled|false)(?![\w\-])"
    # "MTP=0", "Medusa = 0": the switch set to nought (not "accept=0.8", a share)
    r"|[ \t]{0,2}=[ \t]{0,2}[`'\"]?0(?![\w.,\-])"
    # "MTPなし", "投機的デコード無効", "MTP 없이": Japanese and Korean negate after the name
    r"|[ \t]{0,2}(?:なし|無し|無効|オフ|关闭|禁用|없이|없음|없는|미사용|미적용|비활성|끔"
    # "MTP不使用", "EAGLEを使わない/を無効にすると", "MTP를 끄고/를 사용하지 않고": not used
    r"|不使用|未使用|を使わ(?:ない|ず)|を(?:使用|利用)(?:しない|せず)|を[ \t]?(?:無効|オフ)"
    r"|[을를][ \t]?(?:끄고|끈|끄면|(?:사용|적용)하지[ \t]?않)|사용[ \t]?안[ \t]?함"
    # "开启 MTP 之前", "使用 MTP 前", "MTP 導入前", "MTP 적용 전": the run before the method
    r"|(?:之前|以前|前(?![向缀綴端置面台後后])|導入前|(?:사용|적용|도입)[ \t]?전))",
    re.IGNORECASE,
)
# "... than H100", "2.1x H100" compare; "1x H200" counts GPUs (an integer before the x);
# "2.3 times the GB10" is "2.3x the GB10"
_COMPARED = re.compile(
    r"(?:v\.?s\.?|versus|than|over)(?:[ \t]{1,2}the)?[ \t]{0,2}$|\d\.\d{1,3}[x×][ \t]{0,2}$"
    r"|\d(?:[x×]|[ \t]times)[ \t]{1,2}(?:the|that[ \t]of)[ \t]{1,2}$",
    re.IGNORECASE,
)
_TIMES_BEFORE = re.compile(r"(?<![\w.])\d{1,4}(?:[.,]\d{1,3})?[x×][ \t]{0,2}$")
_CAPACITY_AFTER = re.compile(
    # French and Spanish say "de": "24 Go de VRAM", "32 GB de memoria"; "48 GB+ VRAM" is a
    # machine of that size or more
    r"\+?[ \t]{0,2}(?:(?:of|de)[ \t](?:unified[ \t]|(?:g|lp)?ddr\w{0,3}[ \t]|hbm\w{0,2}[ \t])?"
    r"(?:memory|vram|ram|hbm|mémoire|memoria)"
    # "48GB unified VRAM pool", "128GB unified-memory boxes", a table cell "128GB unified":
    # unified memory is what a machine has (reading rules §4: never a capacity)
    r"|unified(?:[ \t\-](?:memory|vram|ram))?(?![a-z])"
    r"|gpus?\b|cards?\b|vram|hbm|(?:of[ \t])?headroom"
    # a machine's memory: "382GB DRAM", "128GB DDR4 RAM", "32GB RTX VRAM", "10GB left over"
    r"|(?:system[ \t])?dram\b|(?:lp|g)?ddr\d\w{0,2}(?:[ \t](?:ram|memory))?|ram(?![a-z])"
    r"|(?:rtx|gpu|nvidia|amd)[ \t]vram|left[ \t]over|spare|free(?![a-z])"
    # "128GB of coherent, CPU-and-GPU-shared memory", "96 GB total VRAM", "on 128GB systems"
    r"|of[ \t](?:[\w,\-]{1,24}[ \t]){1,3}(?:memory|vram|ram|hbm)(?![a-z])"
    r"|total[ \t](?:vram|memory|ram)(?![a-z])"
    # "on 64GB configurations": the machine as bought, as "configs" is
    r"|(?:systems?|machines?|nodes?|config(?:uration)?s?)(?![a-z])"
    # "on a 192GB Mac", "a 64GB laptop", "95GB high-bandwidth memory per chip"
    r"|(?:(?:memory|ram|vram|unified[ \t]memory)[ \t])?"
    r"(?:pcs?|macs?|laptops?|desktops?|notebooks?|workstations?|boxes|chips?|devices?)(?![a-z])"
    r"|high[ \t\-]bandwidth[ \t]memory"
    # the memory parts a machine is built with: "128GB non-ECC RAM", "256 GB ECC registered
    # DDR4", "64GB RDIMM"; a card's size counted out: "80GB*8 GPUs", "24G x 4 cards", "80G*8卡"
    r"|(?:non[ \t\-]?)?(?:ecc|registered|rdimms?|udimms?|so[ \t\-]?dimms?)(?![a-z])"
    r"|[*x×][ \t]{0,2}\d{1,3}[ \t]{0,2}(?:gpus?|cards?|卡|张卡|枚)(?![a-z])"
    # "256 ГБ памяти" (of memory): the Russian genitive, as "256 GB of memory" is
    r"|памяти(?![а-яё])"
    # "32 GB of GDDR7", "141 GB of HBM3e": the memory part itself; "80 GB 墙", "256GB上限": a
    # card's wall or ceiling; "115.4 GB Metal working set": the device's allowance
    r"|of[ \t](?:(?:lp|g)?ddr\d\w{0,2}|hbm\w{0,2})(?![a-z])|(?:的)?(?:墙|牆|上限|天花板)"
    r"|(?:metal[ \t])?working[ \t]set"
    # "in an 8 GB memory budget", "a 16 GB VRAM limit": a bound set on a run, not its use
    r"|(?:(?:memory|ram|vram|gpu[ \t]memory)[ \t])?(?:budget|limit|cap)(?![a-z])"
    # "16GBメモリのPC", "32GBメモリ搭載PC", "64GB内存的电脑": the machine's memory in CJK
    r"|(?:メモリ|メモリー|内存|메모리)[ \t]?(?:の|搭載|的)?[ \t]?"
    r"(?:PC|パソコン|マシン|机器|电脑|Mac)"
    r"|(?:메모리|メモリ)?[ \t]?(?:이하|以下|未満)"
    # "32GB统一内存", "512GB内存", "24GB显存": what a machine has (usage says 占用 before it)
    # "至少 24GB 显存的显卡", "24G的卡": a card named by its memory
    r"|(?:(?:显存|内存)[ \t]?)?的[ \t]?(?:显卡|卡|GPU|电脑|机器|主机)"
    # "对 16GB 系统简直是极限", "8GB 系統": a machine named by its memory, as "16GB systems"
    # is in English ("16GB 系统内存" names the memory, read with the memory words below)
    r"|[ \t]?(?:系统|系統)"
    r"(?![ \t]?(?:内存|內存|显存|顯存|记忆体|記憶體|ram|占用|佔用|使用|消耗|用量))"
    # ("20G 显存占用" says the use after the memory word: no capacity)
    r"|(?:统一|統一)?(?:内存|显存|內存|顯存|记忆体)(?![ \t]?(?:占用|佔用|使用|消耗|用量))"
    # "16GBメモリのPC", "32GB 메모리 탑재": a machine's memory (use is written メモリ使用)
    r"|(?:の[ \t]?)?(?:統合)?メモリ(?!使用|消費|を使|が必要)|메모리(?![ \t]?사용)"
    # a drive: "2TB SSD", "1 TB NVMe", "2TB 固态硬盘" (a model's size "on disk" is no drive);
    # "300G存储", "500 GB local disk": storage (a model's "40 GB disk space" is its need)
    r"|(?:ssd|nvme|hdd|固态硬盘|固態硬碟|硬盘|ストレージ|存储|儲存|磁盘|스토리지)(?![a-z])"
    r"|(?:(?:local|system|boot|scratch)[ \t])?disks?(?![a-z]|[ \t]space)"
    # "64 GB Arbeitsspeicher", "256 ГБ оперативной памяти", "32 Go de mémoire vive"
    r"|arbeitsspeicher|grafikspeicher|videospeicher|hauptspeicher|оперативн\w*"
    r"|озу(?![а-яё])|видеопамят\w*|de[ \t](?:ram|mémoire|memoria)(?![a-z])"
    # "across 8 GB, 16 GB RAM tiers", "16/32 GB RAM": a list of sizes sharing the machine's
    # memory word after its last one
    r"|(?:[ \t]{0,2}(?:,|/|and|or)[ \t]{0,2}\d{1,4}[ \t]?[GT]i?B){1,6}[ \t]{1,2}"
    r"(?:(?:unified[ \t])?(?:ram|vram|memory)(?:[ \t]tiers?)?|tiers?|variants?)(?![a-z])"
    # a model of machine offered in sizes: "16GB、32GB、64GB構成", "24GB版", "32GB 구성"
    r"|(?:[、,][ \t]{0,2}\d{1,4}[ \t]?[GT]i?B){0,6}[ \t]{0,2}(?:(?:メモリ|内存|显存|메모리)[ \t]?)?"
    r"(?:構成|构成|配置|版本?|モデル|구성|버전))",
    re.IGNORECASE,
)
# "1.01 TB/s", "3.35 TBps": a bandwidth (a hardware spec), never an amount of memory
_PER_SECOND = re.compile(
    # ("1 ТБ/с", "800 ГБ/сек": the same in Cyrillic)
    r"[ \t]{0,2}(?:/[ \t]{0,2}(?:s(?:ec)?|с(?:ек)?)(?![a-zа-яё])|ps(?![a-z])|per[ \t]sec)",
    re.I,
)
# a table column of what a card offers or a setting ("wired_limit_mb"), not what a run used
_CAPACITY_HEADER = re.compile(
    r"available|capacity|headroom|total[ \t](?:vram|memory)|(?<![a-z])(?:limit|quota)(?![a-z])"
    r"|(?<![a-z])(?:minimum|recommended)(?![a-z])"
    # "max_split_size_mb", "min_block_size": a bound one sets on an allocator (reading rules
    # §4: setting values are no measurement)
    r"|(?<![a-z])(?:max|min)(?:imum)?[ \t](?:[a-z]{1,10}[ \t]){0,2}size(?![a-z])",
    re.I,
)
_PAIR_BEFORE = re.compile(
    # ("for batch size 1 and **1.5x** for batch size 32": a load's number is no figure's side;
    # "EAGLE-3 and": a name's digit is none either; "で13から": one after kana or hangul is)
    r"(?<!size[ \t])(?<!size=)(?<!batch[ \t])(?<!bs[ \t])(?<!bs=)(?<!concurrency[ \t])"
    rf"(?:(?<![\w.,/])(?<![^\W\d_]-)|(?<=[从由\u3040-\u30ff\uac00-\ud7af])|(?=介[于於]))"
    rf"(?P<between>between[ \t]{{1,2}}|介[于於][ \t]{{0,2}})?(?P<n>{_NUM})\*{{0,2}}"
    r"(?:[ \t]{0,2}(?:/|→|->|=>|&)[ \t]{0,2}|[ \t]{1,2}(?:and|or|vs\.?|versus)[ \t]{1,2}"
    # "40 和 70 tokens/s", "40 と 70 トークン/秒", "40 und 70 Token/s": a pair in other languages
    r"|[ \t]{0,2}(?:和|与|及|或|と|및)[ \t]{0,2}|[ \t]{1,2}(?:und|et|y|и|auf)[ \t]{1,2}"
    r"|[ \t]{0,2}、[ \t]{0,2}"  # "85、48 トークン/秒": this comma joins list items, no clauses
    # "从 52 提升到 71 tokens/s", "从 20 提高到了 50", "涨到", "变为": a change in Chinese
    r"|[ \t]{0,2}(?:提升|提高|增加|增长|降低|下降|减少|缩短|升|降|涨|跌|掉|加快|变|變)?"
    r"(?:到|至)了?[ \t]{0,2}"
    r"|[ \t]{0,2}(?:提升|提高|增加|增长|降低|下降|减少|缩短|涨|变|變)(?:为|為|成)了?[ \t]{0,2}"
    # "30 から 55 トークン/秒に向上", "13에서 27 tok/s로": Japanese, Korean (or a range)
    r"|[ \t]{0,2}(?:から|에서|부터)[ \t]{0,2})"
    # "~21.6 → ~19.7 ms/token", "2,200 → roughly 11,200 tok/s": the second number approximate
    # too; "56 → **73 tok/s**": the second side set in bold or italics, as a result often is
    r"(?:\*{1,2}|_{1,2})?" + APPROX_OPT + "$",
    re.IGNORECASE,
)
# aggregate output of a server under load (bench_serving, vLLM's engine log)
_OUTPUT = re.compile(
    # SGLang's per-batch "gen throughput (token/s)" is the server's output, like vLLM's
    r"(?<![a-z])gen[ \t]throughput|"
    r"output[ \t]token[ \t]throughput|generation[ \t]throughput|aggregate[ \t](?:output|throughput)"
    r"|system[ \t]throughput|total[ \t]output(?:[ \t]tok(?:en)?s?)?(?:[ \t](?:throughput|tput))?"
    # a bare "吞吐量" (throughput) names no phase, as a bare "throughput" does not
    r"|output[ \t](?:throughput|tput)|输出吞吐|出力スループット"
    r"|(?:max(?:imum)?|peak|highest)[ \t]throughput|生成吞吐|(?:最大|峰值)吞吐"
    # the same in traditional Chinese, Japanese and Korean: "輸出吞吐", "最大スループット",
    # "출력 처리량", "최대 처리량"
    r"|輸出吞吐|生成スループット|最大スループット|(?:출력|생성|최대)[ \t]?처리량",
    re.IGNORECASE,
)
# a request rate ("12.3 requests/s", "Request throughput (req/s)", QPS): never a token rate
_REQUEST_RATE = re.compile(
    r"req(?:uest)?s?[ \t]?/[ \t]?s(?![a-z])|requests?[ \t]throughput|(?<![a-z])qps(?![a-z])",
    re.IGNORECASE,
)
# "30-50 tok/s  Good — comfortable reading speed": a line of a rating scale, not a measurement
_RATING_AFTER = re.compile(
    r"[ \t]{0,4}[:=\-–—|]?[ \t]{0,4}(?:excellent|great|good|fine|acceptable|usable|unusable"
    r"|ok(?:ay)?|poor|bad|slow|very[ \t]slow|fast|very[ \t]fast|comfortable|sluggish|painful"
    r"|instant|tolerable|ideal)(?![a-z])[ \t]{0,4}(?:[—–:(|,]|-[ \t]|$)",
    re.IGNORECASE | re.MULTILINE,
)
_LINE_LEAD = re.compile(r"[ \t]{0,8}(?:[-*•][ \t]{1,4})?(?:[<>≤≥~≈]|[<>]=)?[ \t]{0,2}")
# "Total token throughput", lmdeploy's "token throughput (prompt + completion token)" and
# profile_generation's "throughput(total)" (the qualifier in brackets after the word)
_TOTAL = re.compile(
    r"total[ \t](?:tok(?:en)?s?[ \t])?(?:throughput|tput)"
    r"|(?:throughput|tput)[ \t]{0,2}\([ \t]{0,2}total[ \t]{0,2}\)"
    # GPUStack's "Total TPS" column: every token of the run, prompt and output (LABELLING)
    r"|(?<![a-z])total[ \t]tps(?![a-z])"
    # "总吞吐量", "总 token 吞吐": the total throughput in Chinese, as "total throughput" is
    r"|(?:总|總)[ \t]?(?:(?:token|tokens|词元|詞元)[ \t]?)?吞吐"
    r"|(?:prompt|input)[ \t]{0,2}\+[ \t]{0,2}(?:completion|output|generat)"
    # "input+output throughput", "input and output throughput": the sum's own word ends where
    # "output throughput" does, so the later phase word is the total, not the output
    r"(?:[a-z]{0,4}(?:[ \t](?:token[ \t])?(?:throughput|tput)))?"
    r"|(?:prompt|input)[ \t](?:and|plus|&)[ \t](?:completion|output|generation)[ \t]"
    r"(?:token[ \t])?(?:throughput|tput)"
    # KoboldCpp's "Total:4.80s (20.83T/s)": the rate beside a whole request's time is the
    # generated tokens over that time, prompt processing included
    r"|(?<![a-z])total[ \t]{0,2}:[ \t]{0,2}\d{1,9}(?:\.\d{1,9})?[ \t]{0,2}m?s[ \t]{0,2}\("
    # llama-bench's mixed test "pp512+tg128": one average over prompt and generation, the
    # total (LABELLING); it ends where its "tg128" does, so the total wins over the decode
    r"|(?<![\w.])pp\d{1,6}[ \t]{0,2}\+[ \t]{0,2}tg\d{1,6}(?![\w])",
    re.IGNORECASE,
)
# a throughput that names no phase ("throughput 80 tok/sec", "吞吐", "처리량"): the server's
# output rate, as is a rate per GPU ("60,000 tok/s/GPU", "tokens per second per GPU")
_THROUGHPUT_WORD = re.compile(
    r"(?<![a-z])(?:throughput|tput)(?![a-z])|吞吐|처리량|スループット", re.IGNORECASE
)
_PER_GPU_AFTER = re.compile(
    r"[ \t]{0,2}(?:/|per[ \t]{1,2})(?:gpu|chip|card|accelerator)(?![a-z])"
    # "850 tokens/秒/卡", "850 tok/s 每卡", "850 tok/s/枚", "GPU당": per card in CJK
    r"|[ \t]{0,2}/[ \t]{0,2}(?:张|張)?(?:卡|枚|장)|[ \t]{0,2}(?:每|毎)(?:张|張)?卡"
    r"|[ \t]{0,2}(?:GPU|카드)[ \t]?당"
    # "2.2k tok/s/h200", "t/s/MI300X": per accelerator named by its model
    r"|[ \t]{0,2}/[ \t]{0,2}(?:[abhl]|mi|gb)\d{2,3}[a-z]{0,2}(?![\w])",
    re.IGNORECASE,
)
_MEMORY = re.compile(
    r"memory|vram|(?<![a-z])(?:ram|mem)(?![a-z])|peak(?:ed|s)?|footprint|weights|kv[ \t]?cache|"
    r"model[ \t_]size|buffer[ \t_]size|(?<![a-z])buffers?(?![a-z])|"
    r"显存|內存|内存|记忆体|メモリ|占用|占到|用了|模型大小|需要|메모리|필요|"
    # "模型体积从134GB压缩至34GB", "模型文件只有 594GB": a model's size on disk
    r"体积|體積|模型文件|"
    # "峰值 42.3 GB", "ピーク 20 GB", "피크 20GB": a peak, as "peak" is in English
    r"峰值|ピーク|피크|"
    r"(?<![a-z])fit(?:s|ting)?[ \t]in(?:to)?(?![a-z])|"
    r"needs?|requires?|(?<![a-z])uses?(?![a-z])|used|usage|consum|occup|alloc"
    r"|took|takes?|taking|disk[ \t]space|on[ \t]disk|weigh(?:s|ed|ing)?(?![a-z])"
    # "about 70 GB of disk for the model", "497 GB of parameters": a model's size
    r"|(?<![a-z])of[ \t](?:disk|parameters|params)(?![a-z])"
    # German, French, Spanish, Russian, Japanese, Korean words of size and use: "benötigt rund
    # 63 GB", "belegt 26 GB Speicher", "ocupa 7 GB", "весит 70 ГБ", "モデルのサイズは…12GB"
    r"|speicher|benötig|braucht|belegt|verbrauch|mémoire|nécessite|occupe|(?<![a-z])pèse"
    r"|memoria|necesita|requiere|ocupa|(?<![a-z])pesa(?![a-z])"
    r"|памят|весит|занима|требу|モデル(?:の)?サイズ|必要|모델[ \t]?크기"
    # Russian use and need, as "uses", "usage", "consumes" and "needs" are in English: "модель
    # использует 18 ГБ", "потребление — 19 ГБ", "модели нужно 48 ГБ"
    r"|(?<![а-яё])(?:использ|потребл|нужн)"
    # a model's weights, as "weights" is in English: "权重约 16GB", "重みは 16GB"
    r"|权重|權重|重み|가중치|(?<![a-zäöü])gewichte(?![a-zäöü])|(?<![a-z])poids(?![a-z])"
    r"|(?<![а-яё])веса(?![а-яё])"
    # "A 405B model at FP8 (203 GB)": the size of a model named by its parameter count
    r"|(?<![\w.])\d{1,4}(?:\.\d{1,2})?b[ \t\-]model(?![a-z])"
    # "the draft head costs ~1.2 GB", "costing 63 MB", "a 32B model wants around 20GB",
    # "adding only the 253 MB sidecar": what a model or a part of a run takes, as "needs" is
    # (the verb takes the size itself: "costs $1,599 for 24 GB" is a price, the size a card's)
    r"|(?<![a-z])(?:costs|costing|wants|adding|adds?)[ \t]{1,2}(?:(?:only|just|another|an?"
    r"|the|about|around|roughly|approximately|~|≈)[ \t]{0,2}){0,3}[~≈]?\d",
    re.IGNORECASE,
)
_CAPACITY = re.compile(
    r"(?:with|has|have|having|card|cards)[ \t]{1,3}(?:an?[ \t]{1,3})?$"
    # a drive as the size's key: "Storage: 1TB", "ストレージは 1TB", "SSD 2TB", "硬盘 2TB"
    r"|(?<![a-z])(?:storage|ssd|nvme|hdd)(?![a-z])[ \t]{0,2}(?:[:：=]|is|of)?[ \t]{0,2}$"
    r"|(?:ストレージ|存储|硬盘|固态硬盘|磁盘|저장[ \t]?공간)[ \t]{0,2}(?:[:：]|は|是|为|은|는)?"
    r"[ \t]{0,2}$"
    # "reserves 90% of the 80 GB": the whole a share is taken of is what there is
    r"|\d[ \t]{0,2}%[ \t]{1,2}of[ \t]{1,2}(?:the[ \t]{1,2}|its[ \t]{1,2}|your[ \t]{1,2})?$"
    # "Macs under 48 GB", "cards over 24 GB", "GPUs below 16GB": machines picked by their size
    r"|(?<![a-z])(?:macs?|machines?|cards?|gpus?|systems?|devices?|laptops?|pcs?|boxes)[ \t]{1,2}"
    r"(?:under|over|below|above|beyond|up[ \t]to)[ \t]{1,2}$"
    # "Memory capacity increases 1.5x to 192 GB per GPU", "Memory capacity: 192 GB vs 80 GB":
    # what a part holds, a spec
    r"|(?<![a-z])(?:memory|vram|hbm)[ \t]capacity(?![a-z])[ \t*]{0,3}[:：]?[^.;:,\n]{0,30}$"
    # "Available VRAM: approximately 5.2GB": what the machine offers ("メモリは16GBです" is
    # read with the other keys naming a kind of memory, in _SPEC_KEY)
    r"|(?<![a-z])available[ \t](?:v?ram|memory|unified[ \t]memory)[ \t]{0,2}[:：]?[ \t]{0,2}"
    r"(?:(?:approximately|approx\.|about|around|~|≈)[ \t]{0,2})?$"
    # Gaudi's "Total memory available              = 94.62 GB": the same, key first, padded
    r"|(?<![a-z])(?:v?ram|memory)[ \t]available[ \t]{0,40}[:：=]?[ \t]{0,2}$"
    # German, French, Spanish "hat", "mit", "avec", "con": what a machine comes with
    r"|(?<![a-zäöü])(?:hat|haben|mit|avec|con|tiene)[ \t]{1,3}(?:ein(?:e[mnr]?)?[ \t]{1,3})?$"
    # "内存512G", "显存: 24GB": the kind of memory as the size's key is what a machine has
    r"|(?:内存|显存|內存|顯存)[ \t]{0,2}[:：]?[ \t]{0,2}$"
    # "24 GB of 24.5 GB is in use": the second size is what there is
    r"|\d[ \t]{0,2}(?:[GM]i?B)?[ \t]{1,2}of[ \t]{1,2}(?:the[ \t]{1,2})?(?:~|≈|about[ \t])?$"
    # "配备 M2 Max 和 96 GB 内存", "64GBを搭載": what a machine is equipped with
    r"|(?:配备|配有|搭载|搭載|拥有|装有|탑재)[^,.;:，。;\n]{0,24}$",
    re.IGNORECASE,
)
_SPEEDUP = re.compile(
    r"speed[ \t\-]?ups?|speeds[ \t\-]up|sped[ \t\-]up|faster|higher|improv|boost|better|as[ \t]fast"
    r"|throughput|accelerat|gain|uplift|more[ \t](?:tokens|performance|output|requests|users)"
    r"|wall[ \t\-]?clock|end[ \t\-]to[ \t\-]end|speed[ \t]gap|longer[ \t](?:for|to)(?![a-z])"
    # "2x lower average latency", "4x lower tail latency": a time divided is a speedup
    r"|lower[ \t](?:[a-z0-9\-]{1,16}[ \t]){0,2}(?:latency|latencies|ttft|tpot|itl)(?![a-z])"
    r"|(?<![a-z])by[ \t]{1,2}(?:about[ \t]|around[ \t]|roughly[ \t]"
    r"|nearly[ \t]|almost[ \t]|over[ \t]|up[ \t]to[ \t]|~|≈)?$|"
    r"quicker|(?<![a-z])up[ \t]to|(?<![a-z])over(?![a-z])|(?<![a-z])vs\.?(?![a-z])|versus|"
    r"slower|(?:increase|advantage) in (?:interactivity|speed|tokens[^.;\n]{0,24}?per[ \t]s)|"
    r"提升|提高|加速|高速|向上|快"
    # German, French, Spanish, Russian: "schneller", "höheren Durchsatz", "plus de débit"
    r"|schneller|so[ \t]schnell|höher|durchsatz|beschleunig|latenz|leistung|geschwindigkeit"
    r"|verbesser|steiger"
    r"|besser|(?<![a-z])mehr(?![a-z])|plus[ \t](?:de[ \t]débit|rapide)|débit|accélér|amélior"
    r"|vitesse|más[ \t]rápid|rendimiento|velocidad|mejor|aceler|быстрее|ускор|производительн"
    r"|sneller|hoger|doorvoer|snelheid|prestatie|beter",  # Dutch: "tien keer sneller"
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)  # pure in its words: the rows of a column of multiples share them
def speedup_word_in(window: str) -> bool:
    """True when ``window`` (the words around a multiple) holds a speedup word."""
    return _SPEEDUP.search(window) is not None


_GPU_AFTER = re.compile(
    r"[ \t]{0,2}(?:nvidia[ \t]|amd[ \t]|geforce[ \t])?(?:gpus?\b)", re.IGNORECASE
)
