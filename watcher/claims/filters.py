"""Words that make a number no performance claim, or a multiple no speedup.

The rules keep out ratios of cost, specs or variability and speedups of one component; a
multiple is a speedup when its words say so ("3 times faster", "up 110.5x", "a speedup of
x2.4"). Training, download and drafter statistics are read apart, in ``other_runs``; goals,
targets and expectations in ``goals``; whose memory a size is in ``memory_keys``; multiples of
byte rates, sizes, capacities, efficiency or games in ``multiple_kinds``; a felt speed and a rate
assumed to work out what follows from it in ``illustrations``.
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.clause_marks import LIST_STOP

# a part of the serving stack whose own speed is no run's speed (LABELLING: tokenizer and
# detokenizer speedups, "3x faster JSON decoding" is a component's): grammar-constrained
# decoding, (de)tokenization, sampling, scheduling, prefix matching, start-up
_COMPONENT = (
    r"(?:json|grammar|regex|fsm|constrained|structured|guided)[ \t\-](?:decoding|generation"
    r"|output|parsing)|json[ \t](?:mode|parsing)|(?:de)?tokeniz(?:ation|ers?|ing)|sampl(?:ing|ers?)"
    r"|schedul(?:er|ing)|prefix[ \t\-]match(?:ing)?|radix[ \t]tree|start[ \t\-]?up"
    r"|cold[ \t\-]starts?"
    # "some functions are up to 10x faster": function-level, like kernel timings (LABELLING)
    r"|(?<![a-z])(?:functions?|operators?|ops|primitives|compilation|compile[ \t]times?|ci"
    r"|downloads?|install(?:s|ation)?|loads|quantiz(?:es|ing)|fine[ \t\-]?tunes|finetunes|trains"
    r"|converts|converter|starts|boots|compiles)(?![a-z])"
    # work around the model, not its inference: "deploy models 5x faster", "vector search is
    # 4x faster", "ingestion", "checkpoint saving", "speech-to-text", "the eval harness"
    # (only the verb: "production deployments report 3x" are runs)
    r"|(?<![a-z])(?:deploy(?:s|ing)?|ship(?:s|ping)?|(?:vector|semantic)[ \t]search"
    r"|retrieval|ingestion|indexing|checkpoint(?:ing|[ \t]sav\w{0,3})|autoscal\w{0,4}"
    r"|speech[ \t\-]to[ \t\-]text|text[ \t\-]to[ \t\-]speech|eval(?:uation)?[ \t]harness"
    r"|(?:benchmark|test)[ \t]suites?|iterations?|experiments)(?![a-z])"
    # one operation or collective, or another model's task (LABELLING: kernel-level, SDXL)
    r"|(?<![a-z])(?:gemms?|gemv|matmuls?|all[ \t\-]?(?:reduce|gather)|nccl|collectives?"
    r"|dequantiz(?:ation|ing)|dequant|(?:kv[ \t\-]?cache[ \t])?transfers?"
    r"|(?:vision|image|audio)[ \t]encoders?|embeddings?(?:[ \t]generation)?|rerank(?:ing|ers?)?"
    r"|image[ \t]generation|stable[ \t]diffusion|sdxl|transcription|whisper|speech[ \t]recognition"
    r"|(?:video|audio)[ \t](?:de|en|trans)cod(?:ing|ers?)|image[ \t]classification"
    r"|object[ \t]detection)"
    r"(?![a-z])(?:[ \t](?:throughput|performance|speed|latency|time))?"
    r"|(?:model[ \t])?loading|serializ(?:ation|ing)|deserializ(?:ation|ing)"
    # "a load is 1.54x faster warm", "the cold load": loading a model, not running it
    r"|(?<![a-z])(?:a|the|each)[ \t](?:(?:cold|warm|model)[ \t])?load(?![a-z])"
    r"|(?<![a-z])(?:json|xgrammar)[ \t]{0,2}解码|分词|采样|调度|启动|トークナイ\w{0,4}|サンプリング"
    # attention itself as what is sped up or compared against: "speed up attention by 3x",
    # "10-100x faster than previous CPU-based attention" (kernel level; enabling an attention
    # backend for a run, "enabling flash attention gives 1.3x", stays the run's)
    r"|(?:speeds?[ \t]up|speeding[ \t]up|accelerat\w{0,4}|than)[ \t]{1,2}(?:the[ \t]|previous[ \t]"
    r"|existing[ \t]|naive[ \t]|standard[ \t]|eager[ \t])?(?:[\w\-]{1,16}[ \t])?attention"
    r"(?![ \t\-]?backend)(?![a-z])"
    # attention timed on its own, a kernel's figure (LABELLING: kernel-level speedups are no
    # run's): "isolated full attention measured 11x faster", "3x attention speedup",
    # "单层注意力计算吞吐量提升3倍"; and compute efficiency, "计算效率提升3倍"
    r"|(?<![a-z])(?:isolated|standalone|single[ \t\-]layer)[ \t](?:[\w\-]{1,16}[ \t]){0,2}?"
    r"attention(?![ \t\-]?backend)(?![a-z])"
    r"|注意力(?:计算|計算|算子|内核|kernel)|计算效率|計算效率"
)
# "3x faster JSON decoding", "5x faster tokenization": the part named right after
_COMPONENT_AFTER = re.compile(
    r"[ \t]{0,2}(?:faster|quicker|speed[ \t\-]?up)[ \t]{1,2}(?:the[ \t])?(?:" + _COMPONENT + r")"
    # "a 3x attention speedup": the part named before the speedup word
    r"|[ \t]{0,2}(?:[\w\-]{1,16}[ \t])?attention[ \t](?:kernel[ \t])?speed[ \t\-]?ups?(?![a-z])",
    re.IGNORECASE,
)
# "Tokenization is now 5x faster", "xgrammar makes JSON decoding 3x faster": the last
# thing named in the clause before the multiple is the part (a run word after it, as in
# "the new scheduler makes decoding 2x faster", names what is faster)
_THING_BEFORE = re.compile(
    r"(?P<part>" + _COMPONENT + r")"
    r"|(?P<run>decod\w{0,3}|generat\w{0,5}|inference|throughput|goodput|serving|prefill|latency|ttft"
    r"|tpot|tok(?:en)?s?/s|tps|e2e|end[ \t\-]to[ \t\-]end|解码|推理|生成)",
    re.IGNORECASE,
)


# "3.1 higher throughput", "3x lower median latency": what the multiple is of, named after
_RUN_AFTER = re.compile(
    r"[ \t]{0,2}(?:[a-z\-]{1,12}[ \t]{1,2}){0,3}?(?:decod\w{0,3}|generat\w{0,5}|inference"
    r"|throughput|goodput|serving|prefill|latency|ttft|tpot|tps|e2e|end[ \t\-]to[ \t\-]end)"
    r"(?![a-z])"
    # "6.4배에 해당하는 throughput", "2倍に相当するスループット", "3 倍的吞吐": a particle joins
    # the multiple to the run's rate it is of
    r"|[ \t]{0,2}(?:에[ \t]?(?:해당하는|달하는)|의|に(?:相当する|達する)|の|的)[ \t]{0,2}"
    r"(?:(?:decod\w{0,3}|generat\w{0,5}|inference|throughput|latency)(?![a-z])"
    r"|처리량|속도|추론|スループット|速度|推論|吞吐|推理|生成|解码)",
    re.IGNORECASE,
)


def names_run_after(text: str, end: int) -> bool:
    """True when the words right after a multiple name what of a run it multiplies ("a 1.6x
    improvement in throughput", "2-4x higher throughput"): that outweighs a market, memory
    or score word earlier in its clause ("memory requirements and up to a 1.6x ...")."""
    return _RUN_AFTER.match(text, end) is not None


def is_component_speedup(text: str, end: int, before: str) -> bool:
    """True for a multiple of one part of the stack (JSON decoding, the tokenizer, the
    sampler, start-up), named right after it or last in its clause before it."""
    if _COMPONENT_AFTER.match(text, end):
        return True
    if _RUN_AFTER.match(text, end):
        return False  # "the scheduler brings 3x lower latency": the run's latency
    clause = before[max(before.rfind(c) for c in ",;:(，；：（") + 1 :][-60:]
    things = [m.lastgroup for m in _THING_BEFORE.finditer(clause)]
    return bool(things) and things[-1] == "part"


# "a 50 ms TPOT SLO", "the 1,000 TPS/user threshold": an objective or a bar, not a measurement
_SLO_AFTER = re.compile(
    r"(?:/[a-z]{1,8})?[ \t]{0,2}(?:[A-Za-z0-9]{1,12}[ \t]){0,2}"
    r"(?:slo|sla|threshold|barrier|limit|constraint)s?"
    r"(?![a-z])"
    # "30-40 tok/s — that is the magic threshold", "— это магический порог", "是一个门槛"
    r"|[ \t]{0,2}[—–:\-][ \t]{0,2}(?:[^\W\d_]{1,16}[ \t]){0,4}"
    r"(?:threshold|barrier|порог\w{0,2}|рубеж\w{0,2}|门槛|阈值|閾値|しきい値|문턱)"
    # "在50ms时延约束下", "TPOT 小于 50ms 的约束下", "50ms の制約下": a latency bound a run is
    # held to, written in Chinese, Japanese or Korean
    r"|[ \t]{0,2}[的の]?[ \t]{0,2}(?:[a-z]{1,8}[ \t]{0,2})?(?:时延|延迟|延時|レイテンシ|지연)?"
    r"[ \t]{0,2}(?:约束|限制|制約|제약)",
    re.I,
)
# a multiple of something other than speed: "2-16x higher measurement variability", "2x the
# TFLOPS", "cost per million tokens was reduced by 15 times"
_NOT_SPEED_AFTER = re.compile(
    r"[ \t]{0,3}(?:(?:the|higher|more|lower|less|larger|greater|better)[ \t]{1,2})?"
    r"(?:[a-z]+[ \t]){0,1}"
    r"(?:variability|variance|variation|errors?|cost|price|t?flops|bandwidth|capacity|power"
    r"|energy|memory|vram|ram|efficiency|(?:tokens?[ \t])?per[ \t](?:watt|dollar|joule)"
    # "3x better performance per watt", "4x better perf/watt": efficiency, no speed
    r"|perf(?:ormance)?[ \t]?(?:per[ \t]|/[ \t]?)(?:watt|w|dollar|\$|joule)"
    # a chip's spec or a part of the machine: "19 times more transistors", "4x faster
    # CPU-to-GPU transfer", "2x faster KV8 kernels", "2.5x theoretical performance"
    r"|transistors|cores|comput(?:e|ing)(?:[ \t](?:performance|power))?"
    r"|(?:[a-z]+-to-[a-z]+[ \t])?transfers?|(?:[a-z0-9]+[ \t])?kernels?"
    r"|(?:cache[ \t])?hit[ \t]rates?"
    # "4x more SRAM", "1.5x more HBM", "2x the concurrent users": a chip's memory or how many
    # are served at once, not a speed
    r"|sram|hbm\w{0,2}|dram|concurrent[ \t](?:users|requests|sessions|streams)"
    # "~4x less data per token": a multiple of bytes moved, not of speed
    r"|data|bytes|traffic"
    # "6x the parallelism", "2.6x TPF boost": a multiple of how many run at once or of a
    # drafter's tokens per forward (an acceptance statistic), not of speed
    r"|parallelism|concurrency|tpf|tokens[ \t]per[ \t]forward|accept(?:ance|ed)(?:[ \t]\w+)?"
    r"|theoretical"
    # "10x cheaper", "2x smaller", "2x the batch size", "4x longer context": a multiple of
    # price, size or a setting (LABELLING: size and data ratios are no speedups)
    r"|cheaper|smaller(?![ \t]{1,2}(?:latenc|ttft|tpot|itl|time))"
    r"|(?:(?<=the[ \t])|(?<=larger[ \t])|(?<=bigger[ \t]))batch(?:[ \t\-]?sizes?|es)?"
    r"|(?<=longer[ \t])context|(?<=larger[ \t])context"
    # "2.5x the performance of its predecessor": a chip generation's, a spec (LABELLING)
    # "2.5x the FP8 performance of Hopper": a precision's compute, a chip's spec like FLOPS
    r"|(?<=the[ \t])(?:fp|int|bf|mxfp|nvfp)\d{1,2}[ \t](?:tensor[ \t])?(?:compute[ \t])?"
    r"performance(?![ \t]{1,2}(?:for|on|in|of[ \t](?:inference|llm|decod|the[ \t]model)))"
    r"|(?<=the[ \t])(?:(?:ai|peak|compute)[ \t])?performance[ \t]of[ \t](?:its|their|the)[ \t]"
    r"(?:predecessors?|previous"
    r"|prior|last)(?:[ \t]generation)?(?![^.;\n]{0,30}(?:inference|decod|generat|tokens))"
    r")(?![a-z])"
    # the same in Chinese and Japanese, where the thing follows the multiple: "3倍快的 FP8
    # kernels", "4倍的带宽", "3倍の帯域幅"
    r"|[ \t]{0,2}(?:更|より)?(?:快|高|多|大|速い)?[的の]?[ \t]{0,2}(?:[A-Za-z0-9]{1,12}[ \t]{1,2})?"
    r"(?:kernels?|算子|内核|カーネル|带宽|帯域|成本|コスト|显存|功耗|能效|晶体管)"
    # "6배 높은 비용으로": a multiple of cost, power or price in Korean
    r"|[ \t]{0,2}(?:더[ \t])?(?:높은|낮은|많은|적은|비싼)?[ \t]{0,2}(?:비용|가격|전력|요금)",
    re.IGNORECASE,
)
# "50x the AI factory revenue opportunity", "10x more profit": a multiple of money or a market
# named within a few words after it, none of them a run's ("30x higher throughput and
# revenue" stays the run's)
_MONEY_AFTER = re.compile(
    r"[ \t]{0,3}(?:(?:the|more|higher|greater|larger|bigger)[ \t]{1,2})?"
    r"(?:(?!(?:throughput|faster|speed|performance|inference|tokens|decod\w{0,4}|latency"
    r"|serving|generation)(?![a-z]))[a-z]{1,12}[ \t]{1,2}){0,3}"
    r"(?:revenue|profits?|sales|margins?|opportunit(?:y|ies)|market|valuation|roi|tco"
    r"|earnings"
    # "4.5x cheaper", "over 10x more expensive than gpt-3.5": a price ratio (prices are no claim)
    r"|cheaper|pricier|costlier|expensive)(?![a-z])",
    re.IGNORECASE,
)


def is_money_multiple(text: str, end: int) -> bool:
    """True for a multiple of money or a market named right after it."""
    return _MONEY_AFTER.match(text, end) is not None


# a multiple of a market, a forecast or a quality score: "demand will grow 10x", "scored 2x
# higher on the benchmark"; a spread: "throughput varies 8.6x across workloads"
_NOT_SPEED_BEFORE = re.compile(
    r"(?<![a-z])(?:demand|revenue|market|sales|adoption|users|traffic|valuation|spending"
    r"|scor(?:e|es|ed|ing)|accuracy|var(?:y|ies|ied|ying)|fluctuat(?:e|es|ed|ing)"
    # "quality improved 2x", "win rate is 1.5x higher": a multiple of how good, not how fast
    # ("with no quality loss EAGLE is 2x faster": only quality as the subject of the change)
    r"|quality[ \t](?:improved|improves|is|was|rose|went[ \t]up|got)(?![a-z])"
    r"|(?:win|pass|success)[ \t]rates?|perplexity|hallucinations?"
    r"|bandwidth(?![ \t\-]bound)|transistors|memory[ \t]requirements?|hit[ \t]rates?"
    # "raises the acceptance length by 1.4x": a drafter's statistic
    r"|(?:accept(?:ance|ed)[ \t](?:length|rate|len|tokens)|tokens[ \t]per[ \t](?:forward|step))"
    r"(?![^.;,\n]{0,30}?(?:decod|generat|faster|speed|throughput|infer))"
    # "tokens per dollar improved 3x", "perf/W is 2x": a cost or energy efficiency
    r"|per[ \t](?:dollar|watt|joule|kwh)|perf(?:ormance)?[ \t]?/[ \t]?(?:w|watt|\$)"
    r"|(?:cost|energy|power)[ \t\-]efficien(?:cy|t)"
    # "AI compute performance up 4x": what a chip computes, a spec like FLOPS (LABELLING)
    r"|(?:ai[ \t])?comput(?:e|ing)[ \t](?:performance|power|capability|throughput)"
    # "the compute is ~200X", "moves data 4-6x faster": a chip's compute or its memory's
    # data movement compared, a spec (reading rules §4), not a run's speed
    r"|(?:the|its|their|raw)[ \t]compute[ \t](?:is|was|are|gap[ \t]is)|moves?[ \t]data)(?![a-z])"
    # within its own clause: "a 2x reduction in memory requirements and up to a 1.6x
    # improvement in throughput" states the second multiple of the run's speed
    r"(?:(?![ \t](?:and|but|while|whereas)[ \t])[^.;,\n]){0,30}$"
    # "前世代と比較して3倍の性能向上", "性能是上一代的3倍": the same (推理/推論 make a speedup)
    r"|(?:^|[，,、])(?:(?!推理|推論|추론|生成|解码|デコード|速度)[^。;\n，,、]){0,30}"
    r"(?:上一代|前一代|前代|前世代|이전[ \t]세대)"
    r"(?:(?!推理|推論|추론|生成|解码|デコード)[^。;\n]){0,30}$"
    # "营收增长 3 倍", "需求将增长 10 倍", "株価が2倍": a market's multiple, as "demand" above
    r"|(?:需求|营收|收入|销量|市场|估值|股价|用户数|用户量|売上|収益|市場|株価|需要|수요|매출|시장|주가"
    r"|사용자[ \t]?수)(?:(?!速|吞吐|性能|快|속도|빠르)[^。;\n]){0,40}$"
    # "带宽为 400 GB/s,是台式机的 4 倍", "每花1美元完成的工作是后者的2倍": a multiple of bandwidth,
    # cost or capacity written in Chinese, Japanese or Korean
    r"|(?:带宽|帯域幅?|대역폭|美元|成本|价格|価格|値段|售价|價格|費用|コスト|비용|가격|容量|准确率|精度|得分"
    r"|算力|计算性能|計算性能|演算性能|コンピューティング性能|연산[ \t]?성능"
    r"|연산(?:이|은|량|[ \t]?능력)"
    # compute, power, parameter count and context length: "4090 的算力是 3090 的 2 倍", "功耗
    # 降低 2 倍", "上下文长度扩大 4 倍" are multiples of a spec or a setting (reading rules §4)
    r"|功耗|能耗|功率|消費電力|전력|参数量|參數量|パラメータ数|파라미터[ \t]?수"
    r"|上下文|コンテキスト長?|컨텍스트)"
    # (a run word between, "メモリ帯域が広く、推論は 2 倍速い", makes it the run's speedup)
    r"(?:(?!速|吞吐|性能|快|속도|빠르|推論|推理|生成|スループット|デコード|解码|추론|생성|처리량)"
    r"[^。;\n]){0,40}$",
    re.IGNORECASE,
)


# a kernel's speedup, not a run's: "3x faster than cuBLAS", "~75x at the kernel level"
_KERNEL_SPEEDUP = re.compile(
    r"kernel[ \t\-]level|(?:than|vs\.?|versus|over)[ \t]{1,2}(?:the[ \t])?(?:cublas|cutlass|cudnn"
    r"|torch\.matmul|triton|flashinfer|flash[ \t\-]?attention(?:[ \t\-]?\d)?|fa[23])(?![a-z])"
    r"|per[ \t](?:call|launch)|micro[ \t\-]?benchmark",
    re.IGNORECASE,
)

_COST_BEFORE = re.compile(
    r"(?<![a-z])(?:cost|price|tco|spend)[^.;,\n]{0,40}(?:reduced|lowered|cut|dropped|fell|decreased"
    r"|down)[^.;,\n]{0,12}$",
    re.IGNORECASE,
)

# "3 times faster", "increased by 4 times", "up 110.5x", "36x the throughput": words that make
# a multiple a speedup ("ran it 5 times" is a count)
_TIMES_AFTER = re.compile(
    # "3 times slower inference than llama.cpp": a speed divided is a multiple too
    r"[ \t]{1,2}(?:faster|quicker|slower|higher|more|better|greater|larger|the|over|as|speed"
    r"|accelerat|improv|throughput|performance|más|mais|plus|быстрее|выше|больше"
    # "2,3-mal so schnell": German "so" is "as" in "2.3 times as fast"
    r"|sneller|hoger|beter|schneller|höher|besser|so[ \t](?:schnell|hoch|viel))",
    re.IGNORECASE,
)

# "increase the speed up to 5 times", "увеличить её до 5 раз", "in 3 Mal beschleunigt": a
# verb of growth or speed earlier in the clause makes "N times" a multiple, not a count
_GROWTH_BEFORE = re.compile(
    r"(?<![a-z])(?:increas\w{0,4}|improv\w{0,4}|boost\w{0,4}|accelerat\w{0,4}|speed(?:s|ed)?[ \t]up"
    r"|rais(?:e|es|ed|ing)"
    r"|увелич\w{0,6}|ускор\w{0,6}|повы[сш]\w{0,6}|улучш\w{0,6}|beschleunig\w{0,4}"
    r"|erhöh\w{0,4}|steiger\w{0,4}|augment\w{0,4}|accélér\w{0,4}|amélior\w{0,4}|aument\w{0,4}"
    r"|aceler\w{0,4}"
    # "быстрее в 2,3 раза": a Russian comparative before its multiple ("faster by 2.3 times")
    r"|быстрее|выше|больше|медленнее)"
    # its object in at most three words (none a second verb's "and"), then "up to", "by"
    # (a setting or a quantity grown is no speedup: "increase the batch size by 4x")
    r"(?:[ \t]{1,2}(?!(?:and|then|и|und|et|y)(?![^\W\d_])|(?:batch|context|size|memory|vram"
    r"|cost|price|number|count|length|capacity|bandwidth|parallelism|concurrency|users"
    r"|requests|demand|revenue))[^\W\d_]{1,14}){0,4}"
    # "boosts the maximum generation throughput to 5.76 times": grown to a multiple
    r"(?:[ \t]{1,2}(?:up[ \t]to|by|to|about|around|nearly|almost|over|до|в|почти|примерно|um"
    r"|bis[ \t]zu|jusqu'à|de|par|hasta|en))?[ \t]{1,2}[~≈]?$",
    re.IGNORECASE,
)

_MULTIPLE_BEFORE = re.compile(
    # ("in some cases by as much as 1.33x": the most a run gained)
    # ("by a factor of 2-3x", "by a margin of at least 10x": the multiple named as a factor)
    r"(?<![a-z])(?:by|up)[ \t]{1,2}"
    r"(?:an?[ \t]{1,2}(?:factor|margin|difference)[ \t]{1,2}of[ \t]{1,2})?"
    r"(?:about|around|roughly|nearly|over|almost|~|≈|at[ \t]least"
    r"|as[ \t]much[ \t]as)?[ \t]{0,2}$",
    re.IGNORECASE,
)

# "a speedup of up to x2.4": the multiple written before its number; a full stop after it
# ends the sentence ("the gain was only ~x1.4."), a dot before a digit would be its decimals
# ("x86", "x64" name a processor architecture)
X_BEFORE = re.compile(r"(?<![A-Za-z0-9_.])(?!x86|x64)[x×](?P<lo>\d{1,3}(?:\.\d{1,3})?)(?!\w|\.\d)")

# "1,000 tok/s means $0.55 per million tokens": a rate put in to work out a price
PRICED_AFTER = re.compile(
    r"[ \t]{0,2}(?:means|works[ \t]out[ \t](?:to|at)|translates[ \t](?:to|into)|comes[ \t]to"
    r"|equals)[ \t]{1,2}(?:about[ \t]|roughly[ \t]|around[ \t]|~|≈)?(?:[$€¥£]|usd)",
    re.IGNORECASE,
)
# "For 969 tok/s in int8, you need 392 TB/s": arithmetic about what a figure would take
_FOR_BEFORE = re.compile(r"(?<![a-z])for[ \t]{1,2}(?:~|≈|about[ \t]|around[ \t])?$", re.IGNORECASE)
_NEED_AFTER = re.compile(
    r"[^.;\n]{0,60}?(?<![a-z])(?:you(?:'d)?|we(?:'d)?|one)[ \t]{1,2}(?:would[ \t]{1,2})?"
    r"(?:need|require)",
    re.IGNORECASE,
)
_ESTIMATE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:would|could|estimated?|projected|expected[ \t]to|theoretical(?:ly)?"
    r"|potentially"
    # "una velocidad estimada", "geschätzt", "vitesse estimée", "примерно", "预计", "推定"
    r"|estimad[ao]s?|geschätzt\w{0,3}|schätzungsweise|estimée?s?|примерно|ориентировочно)(?![a-z])"
    r"|预计|估计|推定|見込み|예상"
    # "大约会占用 40 GB", "会需要": what a run would use or reach ("would use around 29 GB")
    r"|(?<![机機开開学學聚社协協大])会(?:占用|使用|需要|用到|消耗|达到|到达))"
    r"(?:[^.;\n]|\.(?=[^\s.])){0,30}$",  # a dot inside a name ("llama.cpp") ends nothing
    re.IGNORECASE,
)
# a result worked out from a bandwidth or by an operation: "273 GB/s ÷ 70GB ≈ 3.9 tokens/sec",
# "64GB / 273 GB/s = ~234ms per token = ~4 tok/s", "the same arithmetic predicts ~7 tok/s"
_WORKED_OUT = re.compile(
    r"[GT]B(?:/s)?(?:[ \t][a-z]{1,10}){0,2}[ \t]{0,2}(?:÷|/)[ \t]{0,2}"
    r"(?:~?\d[\d.,]{0,8}[ \t]?[GT]B(?:/s)?)"
    r"[^.;\n]{0,30}?(?:=|≈)[ \t]{0,2}[~≈]?[ \t]{0,2}$"
    r"|(?<![a-z])(?:arithmetic|math)[ \t](?:predicts|gives|says)[ \t]{1,2}[~≈]?$"
    # a formula over named quantities worked to its result: "TPS = eval count / eval
    # duration = ~50 TPS", "bandwidth ÷ model size ≈ 3.9 tok/s" (a run's own numbers
    # divided, "512 tokens / 10.2 s = 50.2 tok/s", are its measurement and stay)
    r"|(?<![\w.])[a-z_]{2,24}[ \t]{1,2}[/÷×*][ \t]{1,2}[a-z_]{2,24}(?![\w.])[^.;=≈\d\n]{0,30}?"
    r"(?:=|≈)[ \t]{0,2}[~≈]?[ \t]{0,2}$"
    # the divisor of such a sum: "273 GB/s ÷ 70GB" (the weights, stated on their own, stay)
    r"|[GT]B/s[ \t]{0,2}(?:÷|/)[ \t]{0,2}[~≈]?$|÷[ \t]{0,2}[~≈]?$",
    re.IGNORECASE,
)


# "~11,200 tok/s/GPU at ~50 tok/s/user", "2.6x more throughput at 80 tokens per second per
# user": the per-user speed a throughput or a multiple is read at is a condition, not a claim
_AT_BEFORE = re.compile(
    r"(?<![a-z])at[ \t]{1,2}(?:(?:~|≈|about|around|roughly|approximately|approx\.|some)"
    r"[ \t]{0,2})?$",
    re.IGNORECASE,
)
_PER_USER_UNIT = re.compile(
    r"[^\d\n.;,]{0,28}?(?:/[ \t]?(?:user|usuario|utilisateur|nutzer|用户|ユーザー)"
    r"|(?:per|por|par|pro)[ \t\-](?:user|usuario|utilisateur|nutzer)|/u(?![a-z]))(?![a-z])",
    re.IGNORECASE,
)
# "at a high interactivity level (75 tokens/second/user)", "nivel de interactividad (75 …)":
# the per-user speed a throughput curve is read at, named as such (LABELLING: interactivity
# levels at which per-GPU throughput is read are not labelled)
_INTERACTIVITY_BEFORE = re.compile(
    r"(?:interactivit\w{0,3}|interactividad|interactivité|interaktivität|交互性|インタラクティビティ)"
    r"[^\d\n.;]{0,12}$",
    re.IGNORECASE,
)


_INTERACTIVITY_AFTER = re.compile(
    r"[ \t*_]{1,3}(?:interactivit\w{0,3}|interactividad|interactivité|interaktivität)",
    re.IGNORECASE,
)
# a whole number or a range of whole numbers with its unit: "44 tok/s", "15–54 tok/s"
_WHOLE = re.compile(
    r"\d{1,4}(?:,\d{3})?(?:[ \t]?[-–~][ \t]?\d{1,4}(?:,\d{3})?)?(?![\d.])[^\d\n]{0,12}"
)


# "B=1 tok/s 78.3", "bs=8 t/s": a number set as a run's batch or concurrency right before a
# unit is that load's value, the row's setting; the unit names the figures after it
_LOAD_VALUE_BEFORE = re.compile(
    r"(?<![\w.])(?:(?-i:[BM])|bs|batch(?:[ _]?size)?|c|conc|concurrency)[ \t]?=[ \t]?$",
    re.IGNORECASE,
)


def is_condition(text: str, seg_start: int, start: int, end: int, figure: re.Pattern[str]) -> bool:
    """True for a load's value keyed right before the unit ("B=1 tok/s 78.3"), or a per-user
    rate introduced by "at" after another figure of its clause: the interactivity a
    throughput was read at, not a measurement of its own. The operating point of a curve is
    a whole number ("at 50 tok/s/user"); a measured one with decimals ("2,256 tok/s/GPU at
    9.4 tok/s/user") is that run's own interactivity and stays."""
    if _LOAD_VALUE_BEFORE.search(text, max(seg_start, start - 16), start):
        return True
    per_user = _PER_USER_UNIT.match(text, end)
    if per_user is not None and (
        _INTERACTIVITY_BEFORE.search(text, max(seg_start, start - 40), start)
        # "At 44 tok/s/user interactivity, B200 delivers ...", "the 15–54 tok/s/user
        # interactivity band": a whole operating point named as the interactivity
        or (_WHOLE.fullmatch(text, start, end) and _INTERACTIVITY_AFTER.match(text, per_user.end()))
    ):
        return True
    if not text[start:end].split(" ")[0].replace(",", "").isdigit():
        return False
    at = _AT_BEFORE.search(text, max(seg_start, start - 24), start)
    if at is None or _PER_USER_UNIT.match(text, end) is None:
        return False
    lo = max(seg_start, at.start() - 160)
    clause = text[lo : at.start()]
    cut = 0
    for stop in LIST_STOP.finditer(clause):  # back to a sentence end, a semicolon or a colon
        cut = stop.end()
    return figure.search(clause, cut) is not None


# "+10 TPS", "improves the 14B by 2 t/s", "增加延迟(约增加15-20ms)": a difference between two
# runs, not a run's figure (multiples are speedups and are read apart)
_DIFFERENCE_BEFORE = re.compile(
    # "+10 TPS", "(+ 4 tok/s)"; a plus set apart between words ("Foundation + 160 tok/s
    # Restored") joins two items, as "and" would
    r"(?:(?<![\w+])\+(?![ \t])|(?<![\w+])(?<![^\W\d][ \t])\+[ \t]"
    r"|(?<![a-z])(?:improv\w{0,4}|increas\w{0,3}|boost\w{0,3}|rais\w{1,3}|reduc\w{0,4}"
    r"|decreas\w{0,3}|cut|cuts|lower\w{0,3}|drop\w{0,4}|gain\w{0,3}|sav\w{1,4}|shav\w{1,4})"
    r"(?![a-z])[^.;,\n]{0,30}?(?<![a-z])by[ \t]{1,2}(?:(?:only|just|about|around|roughly"
    r"|another|~|≈)[ \t]{0,2})?"
    r"|(?:增加|减少|降低|提升|提高|加快|缩短)了?[ \t`]{0,3}(?:约|大约)?[ \t`]{0,3}"
    # "a difference of roughly 30 tok/s", "a gap of 12 ms", "saves 4963 MB", "shaves ~2 ms"
    r"|(?<![a-z])(?:differences?|gap|delta|margin)[ \t]of[ \t]{1,2}(?:(?:only|just|about"
    r"|around|roughly|approximately|nearly|almost|~|≈)[ \t]{0,2})?"
    r"|(?<![a-z])(?:saves|saving|shaves|shaving)[ \t]{1,2}(?:(?:only|just|about|around"
    r"|roughly|another|an[ \t]extra|up[ \t]to|~|≈)[ \t]{0,2})?"
    # "TPOT 仅比 MTP4 低 `0.007 ms`", "比 vLLM 快 30 tok/s": by how much one run beats another
    r"|比[^\n，。,;；:：]{1,24}?(?:低|高|快|慢|少|多)了?[ \t`]{0,3}(?:约|大约)?[ \t`]{0,3})$",
    re.IGNORECASE,
)


# "a good 200 T/S prefill improvement", "that 251 ms gap", "~6 ms faster": the change a figure
# names after it (a phase or metric word may come between), not a run's figure
_DIFFERENCE_AFTER = re.compile(
    r"[ \t*_]{0,3}(?:(?:prefill|decode|decoding|generation|throughput|latency|speed|ttft|tpot"
    r"|itl|e2e|end-to-end|output|prompt|token|inference|processing|pp|tg|total|mean|average"
    r"|median|p\d{2})[ \t]{1,2}){0,2}"
    r"(?:improvements?|gains?|increases?|boosts?|uplifts?|regressions?|drops?|reductions?"
    r"|decreases?|gaps?|savings?|speed[ \t\-]?ups?|slowdowns?|differences?|deltas?)(?![a-z])"
    r"|[ \t]{0,2}(?:faster|slower|quicker)(?![a-z])"
    # "you're leaving 8ms per token on the table": a gain not taken, a difference
    r"|[^.;,\n\d]{0,24}?[ \t]on[ \t]the[ \t]table(?![a-z])"
    # "using 5390 MB more VRAM", "2 GB less memory": by how much one run's figure passes
    # another's ("more or less" hedges a figure, and it stays)
    r"|[ \t]{1,2}(?:more|less|fewer)(?![a-z])(?![ \t]{1,2}or[ \t]{1,2}(?:less|more)(?![a-z]))"
    # "the P40 gains its 2 or 3 t/s back": the speed a change wins back
    r"|[ \t]{1,2}back(?![a-z])(?![ \t]{1,2}(?:in|then|when|at|on|to|from|during|of)(?![a-z]))",
    re.IGNORECASE,
)


def is_difference(before: str, text: str = "", end: int = 0) -> bool:
    """True for an absolute figure written as a change between two runs: a change word
    before it ("+10 TPS", "improves it by 2 t/s") or, given ``text`` and the figure's
    ``end``, after it ("a 200 T/S prefill improvement", "~6 ms faster")."""
    if _DIFFERENCE_BEFORE.search(before[-48:]) is not None:
        return True
    return bool(text) and _DIFFERENCE_AFTER.match(text, end) is not None
