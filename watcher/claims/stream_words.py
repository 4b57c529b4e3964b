"""Words that tell one stream from many (reading rules §4): a user's own rate (``decode_tok_s``)
against a server's sum over many requests (``output_tok_s``). Kept apart from the phase and
metric words (metric_words.py), which say which tokens a rate counts, not over whom."""

from __future__ import annotations

import re

# many streams at once without a number: "with concurrent users", "under load",
# "I increased batch size and reached ...": the server's output, not one stream's rate
_MANY_STREAMS = re.compile(  # a new spelling's word goes in word_hints too
    r"(?<![a-z])(?:with|under|for|serving|many|multiple)[ \t](?:many[ \t]|multiple[ \t])?"
    r"(?:concurrent|parallel|simultaneous)[ \t](?:users|requests|streams|sessions)"
    r"|(?<![a-z])under[ \t](?:heavy[ \t]|full[ \t])?load"
    r"|increas\w{0,3}[ \t](?:the[ \t])?batch[ \t]size"
    r"|(?<![a-z])high[ \t]concurrency"
    # "at batch size 1-8", "concurrency 4–64", "batch sizes 1 to 16": a range of loads whose
    # top is above its bottom, so above one: many streams (reading rules §4)
    r"|(?<![a-z])(?:batch(?:[ \t_\-]?sizes?)?|bs|concurrenc(?:y|ies)|并发数?|批大小)"
    r"[ \t]{0,2}(?:[=:：]|of)?[ \t]{0,2}\d{1,4}[ \t]{0,2}(?:[-–—~～]|to[ \t])[ \t]{0,2}\d{1,4}"
    r"(?!\d|[.,]\d)"
    # vLLM's offline progress bar: "Processed prompts: 100% ... 1000/1000 ... output: 2210 toks/s"
    r"|processed[ \t]prompts"
    # the same bar cut to its speeds: "est. speed input: 72.62 toks/s, output: 2683.22 toks/s"
    r"|(?<![a-z])speed[ \t]input[ \t]?:",
    re.IGNORECASE,
)
_PER_USER = re.compile(  # a new spelling's word goes in word_hints too
    r"per[ \t\-]?(?:user|request|stream)|/user|/req(?:uest)?\b|tps/user"
    r"|each[ \t](?:user|request|stream|client|session|sequence)"
    # "User TPS", "Tput User", "user tok/s": a rate qualified by one user (singular)
    r"|(?<![a-z])user[ \t](?:tps|tok|tput|throughput|speed|rate)(?![a-z])"
    r"|(?<![a-z])(?:tps|tput|throughput)[ \t]user(?![a-z])"
    # "t/s/u", "tok/s/u", "TPS/u": a rate's unit ending in its user's initial, in a header or
    # right after the figure's unit (its own words then start at "/u")
    r"|(?:^|(?<=s))/u(?![a-z/\d])"
    r"|single[ \t\-](?:stream|request|user)|平均"
    # one sequence, client, connection or session of a batch ("38 tok/s per sequence at batch
    # 64", "tok/s/seq", "per client"); "tokens per sequence" is a length, not a rate's share
    r"|(?<!tokens[ \t])(?<!tokens)per[ \t\-]?(?:seq(?:uence)?|client|connection|session)(?![a-z])"
    r"|/[ \t]?seq(?:uence)?(?![a-z])|individual[ \t](?:request|user|stream|sequence)"
    # a server slot decodes one request: "38 t/s per slot" right after the rate ("8-16k
    # context per slot" sizes each slot's context); "每路" per stream
    r"|^[ \t]{0,2}(?:tok(?:en)?s?/s|t/s|tps)?[ \t]{0,2}per[ \t\-]?slot(?![a-z])|每路"
    # per user in Spanish, French and German: "tokens/segundo/usuario", "par utilisateur"
    r"|por[ \t]usuario|/[ \t]?usuario|par[ \t]utilisateur|/[ \t]?utilisateur"
    r"|pro[ \t](?:nutzer|benutzer)|/[ \t]?nutzer"
    # Russian: "на пользователя", "на один поток", "на запрос", "т/с/польз."
    r"|(?<![а-яё])на[ \t](?:одного[ \t]|один[ \t]|каждого[ \t]|каждый[ \t])?"
    r"(?:пользовател[яь]|поток|запрос|сесси[юя]|клиента)(?![а-яё])|/[ \t]?польз"
    # "每个用户", "单个用户的生成速度" under a load, "用户端", "ユーザーあたり", "사용자당": each
    # user's share is one stream's rate (LABELLING: "用户端输出速度" is decode)
    r"|每个?用户|每個?用戶|单个用户|單個用戶|用户端|用戶端|ユーザーあたり|사용자[ \t]?당"
    # "64 并发时每个请求 35 tok/s", "リクエストあたり", "요청당": each request's share, the same
    r"|每个?请求|每個?請求|单个请求|單個請求|リクエストあたり|요청[ \t]?당"
    # "25 tokens/s/用户", "25 tok/s/ユーザー": per user after the unit, as "/user" is
    r"|/[ \t]?(?:用户|用戶|ユーザー|사용자)"
    # "1000/tpot", "1000 / median_TPOT": a rate worked out from one request's per-token time
    # is that stream's rate (LABELLING: a table's only speed column in that form is decode)
    r"|(?<![\d.])\d{1,4}[ \t]{0,2}/[ \t]{0,2}(?:(?:median|mean|avg|p50)[ \t_]?)?(?:tpot|itl|tbt)"
    r"(?![a-z])",
    re.IGNORECASE,
)


# "一次只发一个请求", "逐个请求", "1 リクエストずつ", "요청을 하나씩": requests sent one at a
# time, in Chinese, Japanese and Korean (reading rules §4: concurrency 1)
ONE_AT_A_TIME_CJK = (
    r"一次只?(?:发|發|跑|处理|處理|送)?一[个個](?:请求|請求)|逐[个個](?:请求|請求)"
    r"|(?:1|一)[ \t]?リクエストずつ|요청을[ \t]?하나씩|한[ \t]?번에[ \t]?하나씩"
)


# "439 tok/s serial", "sent sequentially": requests run one after another, one stream at a time
SERIAL_RUN = (
    r"(?<![a-z])(?:serial(?:ly)?|sequential(?:ly)?)(?![a-z])(?![ \t](?:number|port|console))"
)


# one stream named by its own words or its load ("a single user", "one request", "batch
# size=1", "bs=1", "concurrency 1", "单并发", "并发数为1", "バッチサイズ1", "배치 크기 1",
# "Batchgröße 1", "taille de lot 1"): the rate is that stream's, whatever else is said of load
ONE_STREAM = re.compile(
    r"(?<![a-z])(?:single|one)[ \t\-](?:request|stream|user|sequence|prompt)(?![a-z])"
    r"|" + SERIAL_RUN + r"|"
    r"(?:(?<![a-z])(?:batch(?:[ \t_\-]?size)?|bs|concurrency|batchgröße|taille[ \t]de[ \t]lot"
    r"|tamaño[ \t]de[ \t]lote|размер[ \t]батча)|批大小|批量大小|批次大小|并发数?|バッチサイズ"
    r"|同時実行数|배치[ \t]?(?:크기|사이즈)|동시[ \t]?(?:요청|실행)?[ \t]?수?)"
    r"[ \t]{0,2}(?:[=:：]|为|為|是|は|of|von|de)?[ \t]{0,2}(?:1|one)(?!\d|[.,]\d|[a-z])"
    # ("batch size 1-4", "concurrency 1 to 16": a range of loads from one up is many streams;
    # "batch 1 / 8 / 32": a series of loads, one a figure, ``series`` pairs them)
    r"(?![ \t]{0,2}(?:[-–—~～/]|to[ \t])[ \t]{0,2}\d)"
    r"|单并发|單並發|单路|单请求|單請求|单用户|単一リクエスト|단일[ \t]?요청"
    # a single request or user in Spanish, French and German ("una sola solicitud", "un seul
    # utilisateur", "eine einzelne Anfrage")
    r"|(?<![a-z])(?:una[ \t]sola|un[ \t]solo)[ \t](?:solicitud|petición|usuario|flujo)(?![a-z])"
    r"|(?<![a-z])(?:une[ \t]seule|un[ \t]seul)[ \t](?:requête|utilisateur|flux)(?![a-z])"
    r"|(?<![a-z])einzel(?:ne[nmrs]?)?[ \t]?(?:anfrage|nutzer|benutzer|stream)(?![a-z])"
    # "one request at a time", "one at a time": requests sent in turn, concurrency 1 (§4)
    r"|(?<![a-z])one[ \t](?:request[ \t]|prompt[ \t]|user[ \t])?at[ \t]a[ \t]time(?![a-z])"
    r"|单样本|單樣本|単一ユーザー|シングルリクエスト|シングルユーザー|단일[ \t]?(?:사용자|스트림)"
    r"|" + ONE_AT_A_TIME_CJK,
    re.IGNORECASE,
)
