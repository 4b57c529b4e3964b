"""Setup words the reader looks for around a figure: GPU counts, load, context, versions, sources.

Every pattern holds literals and bounded quantifiers only (untrusted text cannot make one
backtrack without bound).
"""

from __future__ import annotations

import re

from watcher.claims.first_chars import first_guarded
from watcher.claims.foreign_preps import FOREIGN_LOAD, LOAD_PREP
from watcher.claims.numbers import GROUP_AFTER, GROUP_TAIL, _num
from watcher.claims.stream_words import ONE_AT_A_TIME_CJK

# card counts written as words in Russian, German, French, Spanish and Portuguese ("три RTX
# 3090", "на двух RTX 3090", "zwei RTX 3090", "deux H100", "dos RTX 4090", "duas A100"), as
# "three RTX 3090s" is in English (reading rules §3: the count of cards)
_EU_COUNTS = {
    **dict.fromkeys(("одна", "один", "одной", "одну", "одном", "одним"), 1),
    **dict.fromkeys(("un seul", "une seule", "un solo", "una sola", "eine einzige"), 1),
    **dict.fromkeys(("две", "два", "двух", "двумя", "zwei", "deux", "dos", "dois", "duas"), 2),
    **dict.fromkeys(("три", "трёх", "трех", "тремя", "drei", "trois", "tres", "três"), 3),
    **dict.fromkeys(("четыре", "четырёх", "четырех", "четырьмя", "vier", "quatre"), 4),
    **dict.fromkeys(("cuatro", "quatro"), 4),
    **dict.fromkeys(("восемь", "восьми", "восемью", "acht", "huit", "ocho", "oito"), 8),
}
_EU_COUNT = (
    "|".join(
        sorted((w.replace(" ", r"[ \t]") for w in _EU_COUNTS if w != "dos"), key=len)[::-1]
        # Spanish "dos" after its preposition or article: Portuguese "dos" is "of the"
    )
    + r"|(?:(?<=\bcon[ \t])|(?<=\ben[ \t])|(?<=\bde[ \t])|(?<=\bl[ao]s[ \t])|(?<=\by[ \t]))dos"
    + r"|(?-i:Dos)"
)
_COUNT_BEFORE = re.compile(
    # "$8,500 RTX PRO 6000" is a price: a count is a whole number of its own
    r"(?:(?<![\d$€£¥])(?<!\d[,.])(?P<n>\d{1,4})[ \t]{0,2}[x×*][ \t]{0,2}"
    # ("8基のH100", "8개의 H100": a Japanese or Korean counter and its particle)
    # ("an 8-way H100 node": the count of the cards the node's work is split over)
    # ("a 2021 M1 Max": a model year, 2010-2039, counts no cards)
    # ("Ubuntu 22.04 RTX3090": a version's or a decimal's digits after its point count nothing)
    r"|(?<![\d$€£¥])(?<!\d[,.])(?!20[123]\d(?!\d))(?P<m>\d{1,4})"
    r"(?:[ \t]{1,2}|-way[ \t]|[ \t]?[张块台枚基]の?[ \t]?"
    r"|[ \t]?개의[ \t]?)|"
    # "一块 RTX 3090", "两张 4090", "单个 NVIDIA A100": a count in Chinese numerals
    # ("十六张 H20" is sixteen, never the "六张" inside it)
    r"(?P<z>十六|(?<!十)(?:一|单|两|二|三|四|五|六|七|八))[ \t]?[张块枚个][ \t]?|"
    r"(?P<w>a[ \t]single|single|one|dual|two|three|triple|four|five|six|seven|eight|twelve"
    r"|sixteen|quad|a[ \t]pair[ \t]of"
    r"|pair[ \t]of|(?<![^\W\d_])(?:" + _EU_COUNT + r"))"
    # "on a single\nRTX 5090": a paragraph wrapped between the count word and the card
    r"(?:[ \t\-]{1,2}|[ \t]?\n)"
    # "two used RTX 3090s", "four identical 4090s": a word for the boards' state between
    r"(?:(?:used|second[ \t\-]?hand|refurbished|identical)[ \t]{1,2})?"
    # "双4090", "双 2080ti": two cards written before the name in Chinese
    r"|(?P<zd>双)[ \t]?|(?P<dgx>dgx|hgx)[ \t\-]{1,2}"
    # "四卡H20", "16卡H100", "8 张卡 A100": a count of cards written in Chinese before the name
    # "三台四卡 L40S", "2 台 8 卡 H100": machines times the cards in each
    r"|(?:(?P<zm>[一二两三四六八]|\d{1,3})[ \t]?台[ \t]?)?"
    r"(?P<zc>[一二两三四六八]|十六|\d{1,4})[ \t]?[张块台]?卡[ \t]?)"
    # "2x 80GB A100", "two 24GB 3090s", "a single 80GB H100": the board's memory between the
    # count and the card is part of the card's name
    r"(?:\d{1,3}[ \t]?G(?:B|iB)?[ \t\-]{1,2})?"
    # "1 x NVIDIA GeForce RTX 3090", "8× AMD Instinct MI325X", "4x Tesla P40"
    # (the end of the text looked at, not a line break before it: "7.96x" ending the row
    # above a row that opens with "RTX 4090" counts no cards)
    # ("4x**A100**": Markdown emphasis around the card's name)
    r"(?:nvidia[ \t]|amd[ \t]|geforce[ \t]|radeon[ \t]|instinct[ \t]|tesla[ \t]){0,2}[*_]{0,3}\Z",
    re.IGNORECASE,
)
_STAGES = (
    r"(?:[ \t]{{1,3}}--?(?:pp|pp[-_]size|pipeline[-_]parallel[-_]size)(?:[ \t]{{1,3}}|=)"
    r"(?P<{}>\d{{1,4}})(?![\w.]))?"
)
_COUNT_TEXT = re.compile(
    # "4卡", "4张卡", Korean "2장" (cards)
    # "四台四卡", "2 台 8 卡": machines times cards in each
    r"(?<![A-Za-z0-9_.])(?P<mach>\d{1,3}|两|二|三|四|八)[ \t]?台(?:机器|服务器|节点)?[ \t,]{0,2}"
    r"(?:每台)?[ \t]?(?P<per>\d{1,3}|两|二|四|八)[ \t]?(?:张|块)?卡|"
    # Korean "4대" (machines or cards), not "대비" (compared to) or another word
    r"(?<![A-Za-z0-9_.])(?P<cjk>\d{1,4})[ \t]?"
    r"(?:(?:张|块)?卡|장(?!치|점|애|면)|대(?!비|신|해|역|규|기|학))"
    r"|(?P<one>单卡)|(?P<two>双卡)|"
    # "单张GPU", "一块显卡", "两张 GPU", "单张消费级GPU": a count in Chinese numerals with its
    # counter before the word for the card (reading rules §3: a count from "4 卡"; "第一张显卡"
    # is an ordinal, "每张"/"另一张" no count; "十六张" is sixteen, never its "六张")
    r"(?<![第每另])(?:(?P<zg>十六|(?<!十)(?:一|两|二|三|四|五|六|七|八))[ \t]?[张張块塊个個枚]"
    r"|(?P<zs>单)[张張块塊个個枚]?)[ \t]?(?:消费级|消費級)?(?:gpu|npu|显卡|顯卡|加速卡)(?![a-z])|"
    r"(?P<zh>两|二|四|八|十六)[张块]?卡|"
    # "2/4 GPUs", "TP=2/4": a slashed list is two setups at once, no single count
    # ("a $570 GPU", "a 2,000 GPU cluster" are a price and a size: no count)
    # ("60 GPU cores", "40 GPU layers", "2,000 GPU hours", "64 GPU experts per layer": the
    # noun after "GPU" counts a chip's cores, offloaded layers or experts, or time, no GPUs;
    # "an 8-GPU server" holds eight)
    # ("使用4张gpu", "4块 GPU", "4个GPU": a counter word between the number and the word GPU;
    # a CJK character may stand right before the number, not an ordinal's "第")
    r"(?<![A-Za-z0-9_./$€£¥,第])(?<!第 )(?P<n>\d{1,4})[ \t\-]?"
    r"(?:x[ \t]?|[张張块塊枚个個][ \t]?)?(?:gpu|npu|dcu)s?"
    r"(?![a-z_]|[ \t\-]?"
    r"(?:cores?|layers?|experts?|hours?|hrs?|days?|threads?|blocks?|kernels?)(?![a-z]))|"
    # "ggml_cuda_init: found 2 CUDA devices": CUDA lists the NVIDIA cards the run may use (a
    # Vulkan or SYCL backend also lists integrated GPUs and software renderers: no count)
    r"(?<![\w./])(?P<dev>\d{1,2})[ \t]cuda[ \t]devices?(?![a-z_])|"
    # "single GPU", "a single-GPU box", "one GPU": one (not "one GPU per node")
    r"(?<![a-z])(?P<sg>single|one)[ \t\-]gpu(?![a-z]|[ \t](?:per|each|of)(?![a-z]))|"
    # "on one card", "a single graphics card": one card, as "one GPU" (not "one card per
    # node", "one card each", "one of the cards")
    r"(?<![a-z])(?P<sc>single|one)[ \t\-](?:graphics[ \t])?card(?![a-z\-]|[ \t](?:per|each|of)"
    r"(?![a-z]))|"
    r"(?<![a-z])(?P<wc>two|three|four|six|eight|sixteen)"
    r"(?:[ \t](?:[a-z][\w\-]*[ \t]){0,2}gpus|-gpu)(?![a-z])|"
    # "4-way tensor parallel", "8-way TP"
    r"(?<![\w.])(?P<way>\d{1,3})[ \t\-]way[ \t](?:(?:tensor[ \t]|tp[ \t])?parallel|tp(?![a-z]))|"
    # "4 路张量并行", "张量并行度为 4", "テンソル並列 4", "텐서 병렬 4": tensor parallelism
    # written in characters gives the count as "TP=4" does
    r"(?<![\w.第])(?<!第 )(?P<zway>\d{1,2})[ \t]?路[ \t]?(?:张量|張量)?(?:并行|並行)|"
    r"(?:张量并行|張量並行|テンソル並列|텐서[ \t]?병렬)(?:度|大小|数|數|サイズ|크기)?"
    r"[ \t]{0,2}(?:[=:：]|为|為|是|は|는)?[ \t]{0,2}(?P<ztp>\d{1,2})(?![\d.])|"
    # "H100 GPU 8 基", "GPU 4개": the count after the word GPU, with a counter
    r"(?<![a-z])gpu[ \t]?(?P<gk>\d{1,3})[ \t]?(?:개|基|枚|台|张|張|块|塊|장|대)|"
    # ("'tensor_parallel_size': 4", '"tp": 2': a key quoted in a dict or JSON)
    r"(?<![a-z])(?:tp|tp[ \t_\-]size|tensor[ \t\-_]parallel(?:ism|[ \t\-_]size)?|world[_ \t]?size)"
    r"[\"']?[ \t]{0,2}(?:[=:\-]|of)?[ \t]{0,2}"  # "TP=8", "TP: 8", "TP-8", "TP of 8"
    # "--tensor-parallel-size 8 --pipeline-parallel-size 2": TP x PP GPUs
    rf"(?P<tp>\d{{1,4}})(?!\w|\.\d|/\d){_STAGES.format('pp')}"
    rf"|--tp(?:-size)?[ =](?P<tp2>\d{{1,4}}){_STAGES.format('pp2')}",
    re.IGNORECASE,
)
_WORD_COUNTS = {
    "sixteen": 16,
    "a single": 1,
    "single": 1,
    "one": 1,
    "dual": 2,
    "two": 2,
    "three": 3,
    "triple": 3,
    "five": 5,
    "seven": 7,
    "twelve": 12,
    "four": 4,
    "quad": 4,
    "six": 6,
    "eight": 8,
    "a pair of": 2,
    "pair of": 2,
    **_EU_COUNTS,
}
_CONCURRENCY_ONE = re.compile(
    r"one[ \t]request[ \t]at[ \t]a[ \t]time"
    # "a single token sequence", "single concurrency": one stream, whatever it is made of
    r"|single[ \t\-‐](?:(?:token|prompt|input)[ \t])?(?:request|stream|user|batch|sequence|query)"
    r"|single[ \t\-‐]concurrency"
    r"|(?<![a-z])unbatched|one[ \t](?:user|stream|sequence)[ \t]at[ \t]a[ \t]time"
    r"|(?:batch(?:[ \t]size)?|concurrency)[ \t]of[ \t]one(?![a-z])"
    r"|单次请求|单请求|单并发|单用户|単一リクエスト"
    r"|单条(?:推理|请求)|单路(?:推理|请求)"
    # "单样本", "シングルユーザー", "단일 사용자": one request, one sample, one user
    r"|单样本|單樣本|単一ユーザー|シングルリクエスト|シングルユーザー|단일[ \t]?(?:사용자|스트림)"
    # "一次只发一个请求", "1 リクエストずつ": one at a time
    + r"|"
    + ONE_AT_A_TIME_CJK
    + r"|(?<![a-z])(?:for|with)[ \t]one[ \t](?:[a-z]{2,12}[ \t])?(?:request|stream|user)(?![a-z])"
    # Russian declines "one user" after its preposition: "для одного пользователя", "при одном
    # запросе", "в один поток", as "for one user" is in English
    r"|(?<![а-яё])(?:для|при|на|в|с)[ \t](?:одн(?:ого|ом|им)|один)[ \t](?:пользовател[ьяем]"
    r"|запрос(?:а|е|ом)?|поток(?:а|е|ом)?)(?![а-яё])",
    re.IGNORECASE,
)
# a key's value joined by a copula, in any language: "batch size of 8", "bs=8", "batch size为8",
# "バッチサイズは8", "배치 크기는 8", "并发设为 32"
_IS = (
    # "batch size is 1", "concurrency was set to 8", "Batch-Size ist 1", "batch size est de 1"
    r"(?:[ \t]{1,2}(?:(?:is|was|been)[ \t]set[ \t]to|is|was|set[ \t]to|ist|est[ \t]de"
    r"|es[ \t]de|равн[аоы]?)[ \t]{1,2}"
    r"|[ \t]{0,2}(?:of|=)[ \t]{0,2}|[ \t]{0,2}[:：][ \t]{0,48}"
    r"|[ \t]{0,2}(?:(?:改|设|设置|调)(?:成|为|到)|为|為|是|在|达到|は|が|는|은|가|이)?[ \t]{0,2})"
)
# a load given as a range ("batch size 4-16", "并发 4~16") names no single concurrency
# (reading rules §4), unless the second number carries a unit of its own: "batch 1 - 45 tok/s"
# sets the key apart from the figure
_NOT_A_RANGE = (
    # ("배치 8에서 32로", "バッチ8から32に": Korean and Japanese mark a span's start after it)
    r"(?![ \t]{0,2}(?:[-–~〜]|to[ \t]|至|到|에서|から|부터)[ \t]{0,2}\d{1,6}"
    r"(?![\d.]|,\d|[ \t]{0,2}(?:tok|t/s|tps|ms|s(?![a-z])|x|×|倍|%|토큰|トークン)))"
)
_CONCURRENCY_N = re.compile(
    r"(?<![a-z\-])(?:max[ \t_\-]?(?:request[ \t_\-])?concurrency|concurrency[ \t]level|concurrency"
    # a bare batch word that ends a longer snake_case name counts something else, no run's
    # load: llama.cpp's "n_batch = 2048" (prompt tokens a step), "n_threads_batch = 32"
    # (threads), "cuda_graph_max_bs" (graph sizes); "eval_batch_size 1" and
    # "request_batch_size 1" do name the batch of the run
    r"|batch[ \t_\-]?size|(?<!_)(?:batch|bsz|bs)|conc"
    # the batch in Russian, German, French and Spanish ("при размере батча 8", "Batchgröße 8")
    r"|размер\w{0,2}[ \t]батча|батч\w{0,2}|batchgröße|taille[ \t]de[ \t]lot|tamaño[ \t]de[ \t]lote)"
    # "Max request concurrency:                 64": aligned tool output keeps the value far
    r"[\"']?" + _IS +
    # "batch size为1时": a CJK word may follow the number without a space; "batch 1,750" is
    # 1750, and in "Batch Size: 1 750 Throughput" the 1 may be a fragment: no load is read
    r"(?P<n>\d{1,3}(?:,\d{3})+(?!\d|\.\d)|\d{1,6})"
    rf"(?![A-Za-z0-9_]|\.\d|,\d{{3}}(?!\d)|{GROUP_AFTER})"
    + _NOT_A_RANGE
    # "1 000 concurrent users": a space groups thousands as a comma does (reading rules §4),
    # and "000" alone is a fragment of that number, never a load of its own; "1.5k users"
    + r"|(?<![\w.,])"
    + GROUP_TAIL
    + r"(?P<m>\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ ]\d{3})+|\d{1,4}(?:\.\d{1,3})?[kK]|\d{1,6})"
    r"[ \t]{1,2}(?:concurrent|parallel"
    # ("8 concurrency", but not "TP 1 Concurrency 16", whose number follows the word)
    r"|concurrency(?![ \t]{0,3}[=:：]?[ \t]{0,3}\d)"
    r"|simultaneous"
    # "32 requêtes simultanées", "32 usuarios concurrentes", "32 одновременных запроса"
    # (German "gleichzeitige" alone waits for a scope fix: a capacity stated in a later clause,
    # "…, serves 50 concurrent users", still lends an earlier figure its load; "bei 32
    # gleichzeitigen Anfragen", the German "at 32 concurrent requests", is read below)
    # ("8 параллельных запросов" is a load, "2 параллельных GPU" a count of cards)
    r"|одновременн[а-я]{0,3}"
    r"|параллельн[а-я]{0,3}(?=[ \t]{1,2}(?:запрос|пользовател|поток|клиент|сесси))"
    r"|(?:requêtes|utilisateurs|usuarios|solicitudes|peticiones)[ \t]{1,2}"
    r"(?:simultanée?s|concurrente?s|simultáne[ao]s|paralel[ao]s|parallèles))"
    r"(?:[ \t]{1,2}(?:requests|users|streams))?"
    # "同時32", "同時接続数 32", "并发 64", "64 并发", "64路并发", "並列数 32" (not "テンソル並列")
    r"|(?:同時(?:接続|ユーザー|リクエスト|実行)?数?|(?<![ァ-ヺー])並列(?:リクエスト|実行)?数?"
    r"|동시[ \t]?(?:요청|사용자|접속)[ \t]?수?"
    r"|(?<!单)并发(?:数|量|请求数?|用户数?)?|批(?:处理|次|量)?大小"
    # ("バッチ8", "배치 8": the batch word alone, as English "batch 8" is)
    r"|バッチ(?:[ \t]?サイズ)?|배치(?:[ \t]?크기)?)"
    # "并发数改成16", "并发设为 32": the setting written as a sentence
    + _IS
    + r"(?P<n2>\d{1,6})(?![\d.]|[ \t]{0,2}(?:tok|t/s|tps|個|个|トークン))"
    + _NOT_A_RANGE
    # "32 个并发请求", "32개의 동시 요청", "32 並列リクエスト": a counter before the load word
    + r"|(?<![\w.])(?P<m2>\d{1,6})[ \t]{0,2}(?:路|个|個|개의?)?[ \t]{0,2}"
    r"(?:并发|同時|동시[ \t]?(?:요청|사용자|접속)|並列(?:リクエスト)?(?![ァ-ヺ]))"
    # running requests: vLLM's "Running: 8 reqs", SGLang's "#running-req: 8"
    r"|(?<![a-z])running[ \t]{0,2}:[ \t]{0,2}(?P<n3>\d{1,6})[ \t]{0,2}reqs?(?![a-z])"
    r"|#running[\-_ ]req(?:uest)?s?[ \t]{0,2}:[ \t]{0,2}(?P<m3>\d{1,6})(?![\d.])"
    # "with 64 users", "at 32 simultaneous clients"
    r"|(?<![a-zа-яё])(?:with|at|for|serving|serves|served|handles|handled|handling|при)"
    r"[ \t]{1,2}(?P<n4>\d{1,6})[ \t]{1,2}"
    r"(?:simultaneous[ \t]|одновременн\w{0,4}[ \t])?"
    # "при 64 пользователях", "при 8 потоках": the Russian "with 64 users"
    r"(?:users|clients|streams|пользовател\w{0,3}|клиент\w{0,3}|поток\w{0,2})(?![a-zа-яё])"
    # "M=16": a batched run's number of sequences, upper-case M only (m=8 may be minutes)
    # ("B=1", "B=32": the batch a multiple or a table was measured at, upper-case B alone)
    r"|(?<![\w.])(?-i:[MB])[ \t]?=[ \t]?(?P<n5>\d{1,4})(?!\w|\.\d)"
    # "Throughput (50 req)", "2,400 tok/s (64 users)": a load in brackets beside a rate
    # or in its column header is the load the rate was measured under
    r"|\([ \t]{0,2}(?P<n6>\d{1,6})[ \t]{1,2}(?:concurrent[ \t]|parallel[ \t])?"
    r"(?:reqs?|requests|users|clients|streams)[ \t]{0,2}\)"
    # "50-user aggregate", "conc-1", "c=32", "at c32": a load written short
    r"|(?<![\w.,])(?P<n7>\d{1,5})(?:[\-‐][ \t]?(?:users?|streams?|clients?)(?![a-z])"
    # "64-way concurrency", "16 in-flight requests"
    r"|[\-‐ ]way[ \t]concurren|[ \t]in[\-‐ ]flight[ \t](?:requests|sequences|reqs))"
    # "| 8 users | 640 |": a row labelled with its load in its first cell (a later cell of
    # "users" is what the setup can serve, not the load it ran)
    r"|(?:^|(?<=\n))[ \t]{0,3}\|[ \t]{0,3}(?P<n9>\d{1,5})[ \t]{1,2}"
    r"(?:users|clients|streams|requests|reqs)[ \t]{0,3}(?=\|)"
    r"|@[ \t]{0,2}(?P<n10>\d{1,5})[ \t]{1,2}(?:concurrent[ \t])?(?:users|clients|streams|requests)"
    r"|(?<![a-z\-])(?:conc[\-‐]|c[ \t]?=[ \t]?|(?:@|(?<![a-z])at)[ \t]{1,2}c)(?P<n8>\d{1,4})"
    r"(?![\w]|\.\d)"  # ("… at c=32." ends its sentence)
    # "- 4 路：P50 728 ms": N streams (路) labelling the results after the colon ("4 路张量
    # 并行" is tensor parallelism; "4 路时 98 token/s" may be each stream's rate: not read)
    r"|(?<![\w.])(?P<n11>\d{1,4})[ \t]?路[ \t]{0,2}[:：]"
    # "at 16 requests", "при 16 запросах": requests a rate was measured at are in flight
    # together; a total ("1024 requests in total"), a rate ("at 5 requests/s") or a count
    # with no "at" ("when request is 16", "for 500 requests") is none (LABELLING.md,
    # Twenty-first pass, question 6)
    r"|(?<![a-zа-яё])(?:at|при)[ \t]{1,2}(?P<n12>\d{1,6})[ \t]{1,2}"
    r"(?:concurrent[ \t]|parallel[ \t]|simultaneous[ \t])?(?:requests?|reqs?|запрос(?:ах|е|а)?)"
    r"(?![a-zа-яё])(?![ \t]{0,2}(?:/|per[ \t]|a[ \t]|an[ \t]|each|in[ \t]total|total|overall"
    r"|в[ \t](?:секунду|минуту|час)|за[ \t]))"
    # running requests and slots in use are the load (reading rules §4): "4 running requests",
    # "6 requests running", "8 requests in flight", "4 requests at once", "3 slots in use",
    # "2 slots busy", "4 active slots"
    r"|(?<![\w.,])(?P<n13>\d{1,5})[ \t]{1,2}(?:(?:running|active)[ \t]{1,2}(?:requests?|reqs?"
    r"|sequences|seqs)|(?:requests?|reqs?|sequences)[ \t]{1,2}(?:running|in[ \t\-]flight"
    r"|at[ \t]once|at[ \t]a[ \t]time)|(?:busy|active)[ \t]slots?"
    r"|slots?[ \t]{1,2}(?:in[ \t]use|busy|active|occupied)"
    # mistral.rs's engine logger: "1 running, 0 waiting" (a running count beside a queue)
    r"|running(?=[,;][ \t]{0,2}\d{1,6}[ \t]{1,2}(?:waiting|pending|queued)))(?![a-z])"
    # the same as a counter's key: SGLang's "num_running_reqs: 4", "slots in use: 3"
    r"|(?<![\w])(?:num[_ ]running[_ ](?:reqs|requests)|running[_ ]requests|slots[ \t_]in[ \t_]use"
    r"|(?:active|busy)[ \t_]slots)[ \t]{0,2}[:=][ \t]{0,2}(?P<n14>\d{1,5})(?![\d.])"
    # "8 个请求同时运行": requests in flight together
    r"|(?<![\w.])(?P<n15>\d{1,5})[ \t]{0,2}(?:个|個)?[ \t]{0,2}(?:请求|請求)[ \t]{0,2}"
    r"(?:同时|同時)"
    # "(TensorRT-LLM, FP8, 64 users)", "(64 users, FP8)": a load listed among a bracketed setup
    r"|[,(][ \t]{0,2}(?P<n16>\d{1,5})[ \t]{1,2}(?:concurrent[ \t]|parallel[ \t])?"
    r"(?:users|clients|streams)[ \t]{0,2}(?=\)|,[^()\n]{0,80}\))"
    # German "bei 32 gleichzeitigen Anfragen", "bei 16 parallelen Nutzern": "at 32 concurrent
    # ..."; Polish "przy 16 równoległych żądaniach", Dutch "bij 16 gelijktijdige verzoeken"
    rf"|(?<!\w)(?:{LOAD_PREP})[ \t]{{1,2}}(?P<n17>\d{{1,6}})[ \t]{{1,2}}(?:{FOREIGN_LOAD})(?!\w)",
    re.IGNORECASE,
)
LOAD_GROUPS = (
    "n",
    "m",
    "n2",
    "m2",
    "n3",
    "m3",
    "n4",
    "n5",
    "n6",
    "n7",
    "n8",
    "n9",
    "n10",
    "n11",
    "n12",
    "n13",
    "n14",
    "n15",
    "n16",
    "n17",
)
"""The groups of ``_CONCURRENCY_N`` that hold the number of a load."""


def load_of(m: re.Match[str]) -> int | None:
    """The load a match of ``_CONCURRENCY_N`` states, its number read whole ("1,750",
    "1 000", "1.5k"); None for a load of zero: vLLM's "Running: 0 reqs" logs an interval
    whose requests have finished, no run at no load (reading rules §4: running requests are
    the load; LABELLING: only one running request makes a log's rate one stream's)."""
    n = next((m.group(g) for g in LOAD_GROUPS if m.group(g)), None)
    return (round(_num(n)) or None) if n is not None else None


# the scans of a sentence (or of the whole text) for counts and loads try these long
# alternations at every position: each is tried only where a match can start (``first_chars``)
_COUNT_TEXT = first_guarded(_COUNT_TEXT)
_CONCURRENCY_ONE = first_guarded(_CONCURRENCY_ONE)
_CONCURRENCY_N = first_guarded(_CONCURRENCY_N)


# the command that produced the output names its load and its GPUs: "--max-concurrency 256",
# "--parallel 2000", "--tp 8", "--tensor-parallel-size 4"; a server's sequence cap is read
# only at one ("--max-num-seqs 1": it decodes one stream; a cap of 256 is no run's load)
_RUN_FLAG = re.compile(
    r"(?<![\w\-])--?(?:(?P<cflag>max-concurrency|max_concurrency|concurrency|parallel|np|b"
    r"|max[-_]num[-_]seqs(?=(?:[ \t]{1,3}|=)1(?![\w.])))"
    r"|(?P<gflag>tp|tp-size|tp_size|tensor-parallel-size|tensor_parallel_size)"
    r"|(?P<pflag>pp|pp-size|pp_size|pipeline-parallel-size|pipeline_parallel_size))"
    r"(?:[ \t]{1,3}|=)(?P<v>\d{1,6})(?![\w.])",
    re.IGNORECASE,
)
_CONTEXT = re.compile(
    r"(?<![\w.])(?P<k>\d{1,4}(?:\.\d)?)[ \t]?(?P<unit>[kKmM])[ \t\-]?(?:tokens?[ \t])?"
    r"(?:context|ctx)(?![a-z])"
    r"|(?<![a-z])(?:context|ctx)(?:[ \t_\-]?(?:length|len|size|window))?[ \t]{0,2}(?:of|=|:)?"
    r"[ \t]{0,2}(?P<n>\d{1,3}(?:,\d{3})+|\d{1,7})(?P<unit2>[kK])?(?![\w.])"
    r"|(?<![\w\-])-c[ \t](?P<c>\d{2,7})(?![\w.])",
    re.IGNORECASE,
)
_VERSION_AFTER = re.compile(
    r"[ \t]{0,2}(?:\(|version[ \t])?(?P<v>v?\d{1,4}\.\d{1,4}(?:\.\d{1,4}){0,2}"
    r"(?:[.\-]?(?:post|rc|dev)\d{0,3})?|b\d{3,5})(?![\w.]|\.\d)",
    re.IGNORECASE,
)
_VERSION_ANY = re.compile(r"(?<![\w.])v\d{1,4}\.\d{1,4}(?:\.\d{1,4}){0,2}(?![\w.]|\.\d)")
_PR = re.compile(
    r"github\.com/(?P<repo1>[\w.\-]{1,100}/[\w.\-]{1,100})/pull/(?P<n1>\d{1,7})"
    r"|(?<![\w/])(?P<repo2>[A-Za-z0-9][\w.\-]{0,99}/[A-Za-z0-9][\w.\-]{0,99})#(?P<n2>\d{1,7})"
    r"|(?<![a-z])(?:PR|pull[ \t]request)[ \t]{0,2}#?(?P<n3>\d{1,7})(?!\d)",
    re.IGNORECASE,
)
_COMMIT = re.compile(
    r"(?<![a-z])commit[ \t:]{1,3}(?P<sha>[0-9a-f]{7,40})(?![0-9a-z])", re.IGNORECASE
)
_SOURCE_PR = re.compile(r"^(?P<repo>[\w.\-]{1,100}/[\w.\-]{1,100})#(?P<n>\d{1,7})$")
_SOURCE_REPO = re.compile(r"^(?P<repo>[\w.\-]{1,100}/[\w.\-]{1,100})$")
_SOURCE_URL = re.compile(
    r"github\.com/(?P<repo>[\w.\-]{1,100}/[\w.\-]{1,100})"
    r"(?:/(?:(?:pull|issues)/(?P<n>\d{1,7})|releases/tag/(?P<tag>[^\s/?#]{1,100})))?"
)


# a column of a run setting: GPU count, concurrency, context, bits (a table's grid reads it
# too, where a row names the setting, so it lives here, apart from the cell reader)
_SETUP_HEADER = re.compile(
    r"(?P<gpu>gpus?(?:[ \t]?(?:num|count|#))?|#[ \t]?(?:gpu|hpu|npu|card|device|accelerator)s?"
    r"|tp(?:[ \t_]size)?|n_?gpu"
    r"|(?:gpu|显卡)[ \t]?(?:数量?|个数|枚数)|卡数)"
    r"|(?P<conc>concurrency|batch(?:[ \t_]?size)?|bs|b|max[ \t_]concurrency|users"
    # "Clients", "Concurrent", "Concurrent requests", "Parallel requests", "Streams": the
    # same load column
    r"|clients|concurrent|(?:concurrent|parallel|simultaneous)[ \t_](?:requests|users|streams)"
    r"|conc(?:urr?)?|parallel|n_?parallel"
    r"|streams"
    # "批处理大小", "并发数", "バッチサイズ", "배치 크기": the same columns in CJK
    r"|批(?:处理|次|量)?大小|(?:最大)?并发(?:数|量)?|バッチ[ \t]?サイズ|同時実行数|배치[ \t]?크기)"
    r"|(?P<ctx>context(?:[ \t_]?(?:length|len|size))?|ctx)"
    # "| 量化 | 16 |", "| Quantization | 4 |": a quantisation row or column whose cells are
    # bare numbers gives their bit width (LABELLING.md: a `bits 16` column is FP16)
    r"|(?P<bits>bits|wbits|bit[ \t_\-]?width|quant(?:ization)?(?:[ \t_]bits)?|量化(?:位数)?)",
    re.IGNORECASE,
)

# a phone's or board's SoC ("SM8650", "Snapdragon 8 Gen 3", "Tensor G3", "Mali-G715"): a device
# holds one, so a bare number before it is the device's model ("Galaxy S24 SM8650", "Pixel 8
# Tensor G3", "XiaoMi 17 SM8850"), no count; "2x SM8650" still counts
SOC_NAME = re.compile(r"(?:S[AM]\d|QC[SM]\d|Snapdragon|Dimensity|Exynos|Tensor G|Kirin|Helio|Mali)")
