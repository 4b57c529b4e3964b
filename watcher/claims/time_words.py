"""Words that name a figure's time metric: end-to-end request time, first-token and
per-token latency, and the times of steps around a run (loading, building, sampling) that
are no claim.

Every pattern holds literals and bounded quantifiers only (untrusted text cannot make one
backtrack without bound).
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.numbers import _NUM
from watcher.claims.patterns import _TIME_UNIT

# "llama_print_timings: sample time = ... (0.61 ms per token, 1635.58 tokens per second)":
# sampling, loading and building are not the model's speed
_AUX_TIME = re.compile(
    r"(?<![a-z])(?:sample|sampling|load|loading|build|compile)[ \t]time(?![a-z])"
    # a benchmark's own length and Ollama's eval duration are no claims (batches 40-45)
    r"|benchmark[ \t]duration|(?<![a-z])eval[ \t]duration"
    # "Loading weights took 3.95 seconds", "Graph capturing finished in 18 secs", "prompt
    # cache update took 61.59 ms": a log line timing a step around the run, not the run
    r"|(?<![a-z])(?:load(?:ing|ed)?|captur(?:e|ing)|compil(?:e|ing|ation)|warm(?:ing)?[ \t\-]?up"
    r"|initiali[sz](?:e|ing|ation)|start[ \t\-]?up|cache[ \t]update"
    # "The install took 3 minutes", "Quantizing the 70B model took 2 hours", "Building
    # llama.cpp took 12 minutes": the work around a run (reading rules §4: load/build times)
    r"|install(?:s|ing|ation)?|build(?:s|ing)?|download(?:s|ing)?|quanti[sz](?:e|es|ing|ation)"
    r"|convert(?:s|ing)?|conversion"
    # "The Docker setup takes 15 minutes", "each epoch takes 24 hrs": setting up, training
    r"|set[ \t\-]?up|epochs?|training"
    # "The test suite took 6 minutes on an A100": a project's tests or CI, not a run
    r"|(?:unit[ \t]|the[ \t])tests|test[ \t]suite|ci[ \t](?:job|run|pipeline)s?)(?![a-z])"
    r"(?:[^.;\n]|\.(?=\w)){0,30}?"
    r"(?<![a-z])(?:took|takes|finished|finishes|completed|done|lasted)(?![a-z])"
    r"|加载|编译|下载|安装|ロード|コンパイル|インストール|ダウンロード|설치|다운로드|컴파일"
    # "Das Laden dauerte 30 Sekunden", "le chargement a pris 30 s", "загрузка заняла 30 секунд"
    r"|(?<![a-zäöü])(?:laden|ladezeit|kompilier\w{0,4}|chargement|compilation)(?![a-zäöü])"
    r"|(?<![а-яё])(?:загрузк|компиляц)",
    re.I,
)
# end-to-end request time
_E2E = re.compile(
    r"(?<![a-z])(?:e2e|end[ \t\-]to[ \t\-]end|(?<!token[ \t])(?<!token-)latency|total[ \t_]?time"
    r"|total[ \t]duration|generated[ \t]in|finished[ \t]in|response[ \t]time|total[ \t]?:"
    # a "Total (s)" column: the whole run's time, the unit in brackets after it
    r"|total[ \t]{0,2}[(\[]"
    # a bare "duration" of a run; a phase's ("eval duration", "load duration") is not one
    r"|(?<![a-z_ ])duration(?![a-z])"
    # "cost time: 8.1 s", "time cost 3.2s", "elapsed time": how issues print a run's time
    r"|cost[ \t_]time|time[ \t_]cost|elapsed[ \t_]time"
    r"|execution[ \t]time|time[ \t]taken|wall[ \t\-]?(?:clock[ \t])?time|prediction[ \t]time"
    r"|(?:summari[sz]ation|inference|request|completion)[ \t]time"
    # "Total Generation Time: 18.4s": the time the whole reply took to generate
    r"|total[ \t_]generation[ \t_]time"
    # lmdeploy's "total_token latency": the time of all of a request's tokens
    r"|total[ \t_]token[ \t_]latency"
    # "the full reply after 3.1 s", "the whole answer took 6 s": the complete reply's time
    r"|(?:full|whole|complete|entire)[ \t](?:reply|response|answer|generation|request)"
    # "finishes the entire process ... in 5.6 seconds", "the whole task took 40 s": one run
    # (a "whole job" is often many requests, an eval's or a batch's: no request's time)
    r"|(?:whole|complete|entire)[ \t](?:process|task)(?![a-z])"
    r"|延迟|时延|遅延|レイテンシ|耗时|响应时间|響應時間|応答時間|응답[ \t]?시간|지연"
    # "推理时间要15秒", "推論時間は15秒": the inference time in Chinese and Japanese
    r"|推理(?:时间|時間)|推論時間"
    # latency and response time in German, French, Spanish, Russian and Dutch
    r"|latenz|latence|latencia|latentie|antwortzeit|reaktionszeit|temps[ \t]de[ \t]réponse"
    r"|tiempo[ \t]de[ \t]respuesta|responstijd|задержк|время[ \t]ответа)"
    # "一条case跑下来得一个多小时", "一个多小时才跑完": how long a whole run took (a Latin word
    # may be glued before it)
    r"|跑完|跑下来",
    re.IGNORECASE,
)
# words of a whole run's time that yield to a nearer named phase ("first token took 0.2 s")
_E2E_WEAK = re.compile(
    # ("the reply takes 14 s": the present tense, as "took" is)
    r"(?<![a-z])(?:took|takes|elapsed|response[ \t]in|completed[ \t]in|finished)(?![a-z])"
    # "用了3分钟", "4分钟才返回", "3分かかった", "3분 걸렸다"
    r"|用了|花了|才(?:返回|出|完成)|返回结果|かか(?:った|り|る)|걸렸|걸리"
    # "总用时 30 秒", "所需时间", "所要時間", "処理時間", "소요 시간": the time a run took
    r"|用时|用時|所需时间|所需時間|所要時間|処理時間|소요[ \t]?시간"
    # "die Antwort dauerte 50 Sekunden", "la réponse a pris 50 s", "tardó 50 segundos",
    # "ответ занял 50 секунд", "het antwoord duurde 50 seconden": the same words elsewhere
    r"|(?<![a-zäöü])(?:dauer(?:t|te|ten)|brauchte|benötigte)(?![a-zäöü])"
    r"|(?<![a-zà-ÿ])(?:a[ \t]pris|prend)(?![a-zà-ÿ])"
    # ("ответ занимает 30 секунд": the present tense, as "takes" is)
    r"|(?<![а-яё])(?:занял[аио]?|заняло|занимает|занимают)(?![а-яё])"
    r"|(?<![a-z])duur(?:de|t)(?![a-z])",
    re.IGNORECASE,
)


@lru_cache(maxsize=1024)
def names_taken_time(window: str) -> bool:
    """True when ``window`` holds a word of a whole run's time (``_E2E_WEAK``); a repeated
    line's windows are asked once."""
    return _E2E_WEAK.search(window) is not None


# "50 seconds per answer", "50 Sekunden pro Antwort", "50 s par réponse", "50 segundos por
# respuesta", "50 секунд на ответ", "50 seconden per antwoord": one whole reply's time
_PER_REPLY_AFTER = re.compile(
    r"[ \t]{1,2}(?:per|pro|par|por|на|je)[ \t]{1,2}(?:(?:an?|the|eine|une|una)[ \t]{1,2})?"
    r"(?:answers?|responses?|reply|replies|requests?|antwort|anfrage|réponse|requête|respuesta"
    r"|solicitud|petición|ответ|запрос|antwoord|verzoek)(?![a-zà-ÿа-яё])",
    re.IGNORECASE,
)
# "28 sec for 1024 tokens": the time a whole generation took
_FOR_TOKENS_AFTER = re.compile(
    # "from 38 sec to 28 sec for 1024 tokens": the first time of the pair is timed the same way
    rf"(?:[ \t]{{1,2}}to[ \t]{{1,2}}{_NUM}[ \t]{{0,2}}(?:{_TIME_UNIT}))?"
    r"[ \t]{1,2}(?:for|per)[ \t]{1,2}(?:the[ \t])?(?:~|≈|about[ \t])?\d[\d,]{0,8}[ \t]{1,2}"
    r"(?:output[ \t]|generated[ \t]|new[ \t])?tokens(?![a-z])",
    re.IGNORECASE,
)
# "4.2s to first token", "50 ms to return the first token", "2 s before it emits its first token"
# "0.091 seconds to generate a token", "25 ms per generated token": one token's time
_TPOT_AFTER = re.compile(
    r"[*_]{0,2}[ \t]{1,2}(?:to|for)[ \t]{1,2}(?:generate|produce|emit|decode|output)[ \t]{1,2}"
    r"(?:a|one|each|every|a[ \t]single)[ \t]{1,2}(?:new[ \t]|output[ \t]|single[ \t])?"
    r"token(?![a-z])",
    re.IGNORECASE,
)
# "takes 2 hours to quantize", "30 s to download": the time of a step around the run
_AUX_AFTER = re.compile(
    r"[*_]{0,2}[ \t]{1,2}to[ \t]{1,2}(?:load|download|build|compile|install|quanti[sz]e|convert"
    r"|warm[ \t\-]?up|start(?:[ \t]up)?|boot|initiali[sz]e|merge|train|fine[ \t\-]?tune"
    # "15 seconds to process 64 tokens": the prompt's processing, no whole request
    r"|process)(?![a-z])",
    re.IGNORECASE,
)
_TTFT_AFTER = re.compile(
    r"[ \t]{1,2}(?:to|until|till|before)[ \t]{1,2}(?:(?:it|we|you|they)[ \t]{1,2})?"
    r"(?:(?:return|produce|emit|generate|get|see|receive|deliver|stream|output)(?:s|ing)?"
    r"[ \t]{1,2})?(?:the[ \t]|its[ \t]|a[ \t])?first[ \t](?:generated[ \t]|output[ \t])?token",
    re.I,
)
_TTFT = re.compile(
    r"ttft|time[ \t\-]to[ \t\-]first[ \t\-]token|(?:first|1st)[ \t\-_]token"
    r"|first[ \t](?:answer|output|response|generated)[ \t]token"
    r"|primer[ \t]token|primeiro[ \t]token"
    # "bis zum ersten Token", "jusqu'au premier jeton", "до первого токена"
    r"|(?<![a-z])erst(?:e|en|es)[ \t]token|premier[ \t](?:token|jeton)|перв(?:ый|ого|ому)[ \t]токен"
    r"|首字(?:延迟|时延|耗时)?"
    # "TTF Chunk: 0.85s", "time to first chunk", "TTFC": a streaming client's first chunk
    r"|time[ \t\-]to[ \t\-]first[ \t\-]chunk|(?<![a-z])ttf[ \t_\-]?chunk|(?<![a-z])ttfc(?![a-z])"
    # "FTL(ave)(s)", "平均FTL(s)": lmdeploy's "First Token Latency", capitals only (LABELLING:
    # FTL(ave), FTL(min) and FTL(max) are `ttft` in seconds)
    r"|(?<![A-Za-z])(?-i:FTL)(?![A-Za-z])"
    # "首包延迟", "单路 211 ms 首包": the first packet a streaming client gets is its first token
    r"|首包(?:延迟|时延|耗时|时间|時間|延遲)?"
    # "初始延迟 (ms)", "首次响应延迟": the wait before output starts
    r"|初始(?:延迟|时延|延遲)|首次(?:响应|響應)?(?:延迟|时延|延遲)"
    r"|首[ \t]?(?:个|個)?[ \t]?token(?:[ \t]?(?:生成|输出)?[ \t]?(?:延迟|时延|耗时))?"
    r"|最初のトークン|初回?トークン|첫[ \t]?(?:번째[ \t]?)?토큰"
    r"|第一[个個][ \t]?(?:输出[ \t]?)?token",
    re.IGNORECASE,
)
_TPOT = re.compile(
    r"tpot|(?<![a-z])(?:itl|tbt)(?![a-z])|inter[ \t\-]token|per[ \t\-]token"
    r"|per[ \t](?:output|generated)[ \t]token|time[ \t_]per[ \t_]"
    r"(?:output[ \t_])?token|(?<!first[ \t_\-])(?<!1st[ \t_\-])(?<!total[ \t_])token[ \t_]latency"
    r"|ms/tok"
    # "Latenz pro Token", "latence par jeton", "latencia por token", "задержка между токенами"
    r"|(?<![a-z])(?:pro|je|par|por)[ \t](?:token|jeton)(?![a-z])|(?:на|за)[ \t]токен(?![а-я])"
    r"|между[ \t]токенами"
    # one decoding step emits one token: "decoding-time=9.1ms", "23.4 ms per step", "ms/step"
    r"|decod(?:e|er|ing)[ \t\-_`]{1,3}(?:phase|step|time)|per[ \t](?:decod(?:e|ing)[ \t])?step"
    # text-generation-benchmark's "Decode (token)" row: one decoding step's time
    r"|decod(?:e|ing)[ \t]{0,2}\([ \t]{0,2}(?:per[ \t])?token[ \t]{0,2}\)"
    r"|/[ \t]?step(?![a-z])"
    # "一个step要12s", "每步 25 ms", "1ステップあたり": one step, one token
    r"|(?:一个|每个?)[ \t]?step|每步|ステップあたり"
    # "单 token 延迟", "Token 间延迟", "单字生成延迟", "토큰 간 지연": one token's time
    r"|(?:单|單)[ \t]?(?:个|個)?[ \t]?token|token[ \t]?(?:间|間)|词元间|詞元間|토큰[ \t]?간"
    r"|单字(?:生成)?(?:延迟|时延|耗时)"
    r"|每[ \t]?(?:个|個)?[ \t]?(?:输出|輸出|生成)?[ \t]?token(?:[ \t]?(?:延迟|时延|耗时))?"
    r"|トークンあたり|トークン間|토큰[ \t]?당",
    re.IGNORECASE,
)
# the generic words of a time ("latency", "延迟", "レイテンシ", "지연", "the full reply"): they
# yield to a first-token or per-token phrase that qualifies them ("每个 token 的延迟",
# "inter-token latency", "the first token of the full reply")
_GENERIC_LATENCY = re.compile(
    r"latenc|(?:full|whole|complete|entire)[ \t]|inference[ \t]time"
    r"|延迟|时延|遅延|レイテンシ|耗时|推理(?:时间|時間)|推論時間|지연"
    r"|latenz|latence|latencia|latentie|задержк",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)  # pure in its words: a repeated line's figures share their clause
def aux_time_in(clause: str) -> bool:
    """True when ``clause`` (the words of a figure's clause before it, at most a line's
    ``LINE_REACH``) names the time of a step around the run (loading, building, sampling)."""
    return _AUX_TIME.search(clause) is not None
