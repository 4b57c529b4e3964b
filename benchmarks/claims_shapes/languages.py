"""The same rules in Chinese, Japanese and Korean, and changes in German, French and Spanish."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, Label, Shape, num, rate

# Chinese, Japanese and Korean spellings of the same rules (§3 names "4 卡"; LABELLING.md:
# "无投机采样"/"基线" are AR, "显存占用8G" is memory, "单用户吞吐量" decode, "总输出吞吐量" output,
# "4倍" a speedup, "一块 RTX 3090" one card)
CJK_UNITS = {
    "zh": ["tok/s", "tokens/s", "token/s", "tokens/秒"],
    "ja": ["tok/s", "トークン/秒", "tokens/s"],
    "ko": ["tok/s", "토큰/초", "tokens/s"],
}
CJK_METHODS = {
    "zh": [
        ("投机采样", "speculative"),
        ("推测解码", "speculative"),
        ("投机解码", "speculative"),
        ("EAGLE-3", "eagle"),
        ("MTP", "mtp"),
        ("Medusa", "medusa"),
    ],
    "ja": [
        ("投機的デコーディング", "speculative"),
        ("スペキュラティブデコーディング", "speculative"),
        ("EAGLE-3", "eagle"),
        ("MTP", "mtp"),
    ],
    "ko": [("추측 디코딩", "speculative"), ("EAGLE-3", "eagle"), ("MTP", "mtp")],
}


def cjk_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a Chinese, Japanese or Korean sentence names its engine, card and count
    ("4 卡", "4 张", "一块", "单个", "4枚", "한 장"); "输出吞吐"/"总吞吐" is the server's output
    (LABELLING: "总输出吞吐量" is ``output_tok_s``)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v, big = rate(r, 10, 150), float(r.randint(1000, 5000))
    lang = r.choice(["zh", "ja", "ko"])
    unit = r.choice(CJK_UNITS[lang])
    if lang == "zh":
        count, card = r.choice(
            [
                (4, f"4 卡 {cn}"),
                (8, f"8 张 {cn}"),
                (1, f"一块 {cn}"),
                (2, f"两张 {cn}"),
                (1, f"单卡 {cn}"),
                (1, f"单个 {cn}"),  # "个", the general counter, counts cards as "张" does
                (2, f"两个 {cn}"),
            ]
        )
        text, value, metric = r.choice(
            [
                (f"在 {card} 上，{en} 输出吞吐 {num(big)} {unit}。", big, "output_tok_s"),
                (f"{en} 在 {card} 上的解码速度为 {num(v)} {unit}。", v, "decode_tok_s"),
                (f"在 {card} 上，{en} 总输出吞吐达到 {num(big)} {unit}。", big, "output_tok_s"),
            ]
        )
    elif lang == "ja":
        count, card = r.choice([(4, f"{cn} ×4"), (1, f"{cn} 1枚"), (2, f"{cn} 2枚")])
        text, value, metric = r.choice(
            [
                (f"{card} で {en} は {num(v)} {unit} を記録した。", v, "decode_tok_s"),
                (f"{en} を {card} で動かすと生成速度は {num(v)} {unit}。", v, "decode_tok_s"),
            ]
        )
    else:
        count, card = r.choice([(1, f"{cn} 한 장"), (4, f"{cn} 4장"), (2, f"{cn} 두 장")])
        text, value, metric = r.choice(
            [
                (f"{card}에서 {en}은 {num(v)} {unit}를 기록했다.", v, "decode_tok_s"),
                (f"{en}은 {card}에서 초당 {num(v)} 토큰을 생성했다.", v, "decode_tok_s"),
            ]
        )
    label = {"value": value, "metric": metric, "engine": ec, "hardware": cc, "gpu_count": count}
    return text, [label]


def cjk_methods(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a method named in Chinese, Japanese or Korean text ("投机采样", "推测解码", EAGLE
    or MTP among CJK words) is the figure's mode; negated ("不开启投机采样", "关闭 MTP",
    "无投机采样", "MTP 없이", "…なし") it is AR."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 10, 200)
    lang = r.choice(["zh", "ja", "ko"])
    (mn, mc), unit = r.choice(CJK_METHODS[lang]), r.choice(CJK_UNITS[lang])
    negate = r.random() < 0.5
    if lang == "zh":
        how = (
            r.choice([f"不开启{mn}", f"关闭 {mn} 后", f"无{mn}时", f"未使用{mn}", f"禁用 {mn} 时"])
            if negate
            else r.choice([f"使用{mn}", f"开启 {mn} 后", f"启用{mn}时", f"采用 {mn}"])
        )
        text = f"在 {cn} 上，{en} {how}解码速度为 {num(v)} {unit}。"
    elif lang == "ja":
        how = (
            r.choice([f"{mn}なしで", f"{mn}を無効にすると", f"{mn}を使わずに"])
            if negate
            else r.choice([f"{mn}を使うと", f"{mn}を有効にすると", f"{mn}により"])
        )
        text = f"{cn} で {en} は {how} {num(v)} {unit} を記録した。"
    else:
        how = (
            r.choice([f"{mn} 없이", f"{mn}을 끄고", f"{mn}를 사용하지 않고"])
            if negate
            else r.choice([f"{mn}을 사용해", f"{mn}를 켜고", f"{mn}로"])
        )
        text = f"{cn}에서 {en}은 {how} {num(v)} {unit}를 기록했다."
    label = {"value": v, "engine": ec, "hardware": cc, "mode": "ar" if negate else mc}
    return text, [label]


def cjk_before_after(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "从 A 提升到 B", "A→B", "A から B に", "A에서 B로" with a method, "基线 A", "关闭 …
    时 A，开启后 B", "使用 … 前 A", "導入前/導入後", "적용 전/후": A is AR, B the method
    (LABELLING: "基线" is AR; "吞吐量从69提升至110" under an Eagle heading; the reader's
    "original model" side is "原始模型")."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    lang = r.choice(["zh", "ja", "ko"])
    (mn, mc), unit = r.choice(CJK_METHODS[lang]), r.choice(["tok/s", "tokens/s"])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    if lang == "zh":
        text = r.choice(
            [
                f"{en} 在 {cn} 上：基线 {num(a)} {unit}，开启 {mn} 后 {num(b)} {unit}。",
                f"{en} 在 {cn} 上：原始模型 {num(a)} {unit}，{mn} {num(b)} {unit}。",
                f"在 {cn} 上，{en} 关闭 {mn} 时 {num(a)} {unit}，开启后 {num(b)} {unit}。",
                f"在 {cn} 上，{en} 使用 {mn} 前 {num(a)} {unit}，使用后 {num(b)} {unit}。",
                f"{en} 在 {cn} 上开启 {mn} 后，速度从 {num(a)} {unit} 提升到 {num(b)} {unit}。",
                f"在 {cn} 上，{en} 使用{mn}后解码速度从 {num(a)} 提升至 {num(b)} {unit}。",
                f"{en} 在 {cn} 上开启 {mn}：{num(a)}→{num(b)} {unit}。",
            ]
        )
    elif lang == "ja":
        text = r.choice(
            [
                f"{cn} で {en} は {mn}により {num(a)} {unit} から {num(b)} {unit} に向上した。",
                f"{cn} で {en} は {mn} 導入前 {num(a)} {unit}、導入後 {num(b)} {unit}。",
                f"{cn} で {en} は {mn}を無効にすると {num(a)} {unit}、有効にすると {num(b)}"
                f" {unit}。",
            ]
        )
    else:
        text = r.choice(
            [
                f"{cn}에서 {en}은 {mn}로 {num(a)} {unit}에서 {num(b)} {unit}로 빨라졌다.",
                f"{cn}에서 {en}은 {mn} 적용 전 {num(a)} {unit}, 적용 후 {num(b)} {unit}.",
            ]
        )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]


def cjk_ranges(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a range keeps both ends: "13~27", "13～27", "13〜27", "13 到 27", "13 至 27", "介于
    13 和 27 之间"."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    lo = r.randint(10, 60)
    hi = lo + r.randint(3, 30)
    text = r.choice(
        [
            f"在 {cn} 上，{en} 的解码速度为 {lo}~{hi} tok/s。",
            f"在 {cn} 上，{en} 的解码速度为 {lo}～{hi} tokens/s。",
            f"在 {cn} 上，{en} 的解码速度为 {lo} 到 {hi} tok/s。",
            f"在 {cn} 上，{en} 的解码速度在 {lo} 至 {hi} tok/s 之间。",
            f"在 {cn} 上，{en} 的解码速度介于 {lo} {r.choice(['和', '与'])} {hi} tok/s 之间。",
            f"{cn} で {en} の生成速度は {lo}〜{hi} トークン/秒。",
            f"{cn}에서 {en}의 생성 속도는 {lo}~{hi} tok/s이다.",
        ]
    )
    label = {"value": float(lo), "engine": ec, "hardware": cc, "value_max": float(hi)}
    return text, [label]


def cjk_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "单用户"/"单并发" is one stream (concurrency 1, ``decode_tok_s``); "总输出吞吐" at
    "并发 32", "32 并发", "同時実行数 32", "並列 32", "동시 요청 32개" is the server's
    output; "每个请求", "リクエストあたり", "요청당" (per request) is one stream's rate; "一次只发
    一个请求", "1 リクエストずつ", "요청을 하나씩" (one at a time) is concurrency 1."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    one, total, c = rate(r, 10, 120), float(r.randint(1000, 6000)), r.choice([8, 16, 32, 64])
    base = {"engine": ec, "hardware": cc}
    single = {"value": one, "concurrency": 1, **base}
    served = {"value": total, "metric": "output_tok_s", "concurrency": c, **base}
    return r.choice(
        [
            (
                f"{en} 在 {cn} 上单用户 {num(one)} tok/s，"
                f"总输出吞吐 {num(total)} tok/s（并发 {c}）。",
                [single, served],
            ),
            (f"{en} 在 {cn} 上并发 {c} 时总输出吞吐为 {num(total)} tokens/s。", [served]),
            (f"在 {cn} 上，{c} 并发下 {en} 的总输出吞吐达到 {num(total)} tok/s。", [served]),
            (f"在 {cn} 上，{en} 单并发解码速度为 {num(one)} tok/s。", [single]),
            (
                f"{en} 在 {cn} 上 {c} 并发时每个请求 {num(one)} tok/s，总吞吐 {num(total)} tok/s。",
                [{"value": one, **base}, served],
            ),
            (f"{cn} で {en} はリクエストあたり {num(one)} tok/s。", [{"value": one, **base}]),
            (f"{en} 在 {cn} 上一次只发一个请求，解码 {num(one)} tok/s。", [single]),
            (f"{cn} で {en} は 1 リクエストずつ送ると {num(one)} tok/s。", [single]),
            (f"{cn}에서 {en}은 요청을 하나씩 보내면 {num(one)} tok/s.", [single]),
            (f"{cn}에서 {en}은 요청당 {num(one)} tok/s.", [{"value": one, **base}]),
            (
                f"{cn} で {en} は{r.choice(['並列', '並列数'])} {c} で合計 {num(total)} tok/s。",
                [served],
            ),
            (f"{cn} で {en} は同時実行数 {c} で合計 {num(total)} tok/s を出力した。", [served]),
            (f"{cn}에서 {en}은 동시 요청 {c}개에서 총 출력 {num(total)} tok/s.", [served]),
        ]
    )


def cjk_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory in use ("显存占用 18 GB", "显存占用18G", "VRAM使用量は 18GB", "메모리
    사용량 18GB") is ``memory``; a card's capacity is no claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    m = round(r.uniform(4, 70), 1)
    text = r.choice(
        [
            f"{en} 在 {cn} 上显存占用 {num(m)} GB。",
            f"{en} 在 {cn} 上运行时显存占用{num(m)}G。",
            f"{cn} で {en} の VRAM 使用量は {num(m)}GB だった。",
            f"{cn}에서 {en}의 메모리 사용량은 {num(m)}GB였다.",
        ]
    )
    return text, [{"value": m, "metric": "memory", "engine": ec, "hardware": cc}]


def cjk_speedups(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "提升 2.3 倍", "快 2.3 倍", "2.3倍高速", "2.3배 빠르다" are speedups; "比/相比/
    相较于 vLLM 快" and "与 vLLM 相比" name the baseline, not the subject."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (cn, cc), s = r.choice(CARDS), round(r.uniform(1.2, 3.5), 1)
    (mn, mc) = r.choice(CJK_METHODS["zh"][3:])
    return r.choice(
        [
            (
                f"在 {cn} 上，{e1} 开启 {mn} 后解码速度提升 {s} 倍。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc, "mode": mc}],
            ),
            (
                f"在 {cn} 上，{e1} {r.choice(['比', '相比', '相较于', '较'])} {e2} 快 {s} 倍。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}],
            ),
            (
                f"在 {cn} 上，{r.choice(['与', '和'])} {e2} 相比，{e1} 提速 {s} 倍。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}],
            ),
            (
                f"{cn} で {e1} は {mn}により {s}倍高速になった。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc, "mode": mc}],
            ),
            (
                f"{cn}에서 {e1}은 {e2}보다 {s}배 빠르다.",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}],
            ),
        ]
    )


def cjk_not_claims(r: random.Random) -> tuple[str, list[Label]]:
    """§2: goals, wishes, requirements and questions are no measurements ("目标是 100 tok/s",
    "需要达到", "能达到 100 tok/s 吗？", "100 tok/s を目指す", "を出したい", "100 tok/s가
    가능할까요?", "를 달성하는 것이 목표")."""
    (en, _), (cn, _), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 20, 500)
    return r.choice(
        [
            (f"我们的目标是在 {cn} 上用 {en} 达到 {num(v)} tok/s。", []),
            (f"{en} 在 {cn} 上能达到 {num(v)} tok/s 吗？", []),
            (f"请问 {en} 在 {cn} 上能不能跑到 {num(v)} tok/s？", []),
            (f"{cn} で {en} は {num(v)} tok/s を目指す。", []),
            (f"{cn} で {en} は {num(v)} tok/s 出せますか？", []),
            (f"{cn}에서 {en}으로 {num(v)} tok/s가 가능할까요?", []),
            (f"{cn}에서 {en}으로 {num(v)} tok/s를 목표로 한다.", []),
            (f"{cn}에서 {en}으로 {num(v)} tok/s를 달성하는 것이 목표입니다.", []),
            (f"{cn} で {en} は {num(v)} tok/s を{r.choice(['出', '達成'])}したい。", []),
            (f"{en} 在 {cn} 上{r.choice(['需要', '必须'])}达到 {num(v)} tok/s 才能上线。", []),
        ]
    )


def european_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4 in German, French and Spanish: "von A auf B", "passe de A à B", "pasa de A a B"
    with a method: A is AR, B the method; "18,5 GB" belegt/utilisé is memory (a decimal
    comma)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    (mn, mc) = r.choice(METHODS[:3])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    whole, part = r.randint(4, 70), r.randint(1, 9)
    pair = [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]
    memory = [{"value": float(f"{whole}.{part}"), "metric": "memory", "engine": ec}]
    return r.choice(
        [
            (f"{en} steigt auf der {cn} mit {mn} von {num(a)} auf {num(b)} Token/s.", pair),
            (
                f"Mit {mn} steigt {en} auf der {cn} von {num(a)} Token/s auf {num(b)} Token/s.",
                pair,
            ),
            (f"{en} passe de {num(a)} à {num(b)} tokens/s sur {cn} avec {mn}.", pair),
            (
                f"Avec {mn}, {en} sur {cn} passe de {num(a)} tokens/s à {num(b)} tokens/s.",
                pair,
            ),
            (f"{en} pasa de {num(a)} tokens/s a {num(b)} tokens/s en {cn} con {mn}.", pair),
            (f"{en} belegt auf der {cn} {whole},{part} GB VRAM.", memory),
            (f"{en} utilise {whole},{part} Go de VRAM sur une {cn}.", memory),
        ]
    )


def cjk_phases(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure, in Chinese, Japanese and Korean too
    ("预填充 … 解码", "プリフィル … デコード", "프리필 … 디코드")."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    prefill, decode = float(r.randint(500, 5000)), rate(r, 10, 150)
    p, d = num(prefill), num(decode)
    text = r.choice(
        [
            f"{en} 在 {cn} 上预填充 {p} tok/s，解码 {d} tok/s。",
            f"{cn} で {en} はプリフィル {p} tok/s、デコード {d} tok/s。",
            f"{cn}에서 {en}은 프리필 {p} tok/s, {r.choice(['디코드', '디코딩'])} {d} tok/s.",
        ]
    )
    return text, [
        {"value": prefill, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": decode, "engine": ec, "hardware": cc},
    ]


def cjk_hedged(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3 in Chinese and Japanese: an HTML comment yields nothing; "预计"/"大约会占用" is an
    estimate (qualifier ``estimate``); a chip company alone is hardware, not an engine."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r)
    size = round(r.uniform(10, 80), 1)
    who = r.choice(["Cerebras", "Groq"])
    return r.choice(
        [
            (
                f"<!-- {en} 在 {cn} 上达到 {num(v + 1)} tok/s -->\n{en} 在 {cn} 上达到 {num(v)}"
                " tok/s。\n",
                [{"value": v, "engine": ec, "hardware": cc}],
            ),
            (
                f"在 {cn} 上 70B 模型用 {en} 大约会占用 {num(size)} GB 显存。",
                [{"value": size, "metric": "memory", "engine": ec, "qualifier": "estimate"}],
            ),
            (
                f"预计 {en} 在 {cn} 上可达 {num(v)} tok/s。",
                [{"value": v, "engine": ec, "hardware": cc, "qualifier": "estimate"}],
            ),
            (f"{who} 在 Llama 3.1 70B 上达到 {num(v)} tok/s。", [{"value": v, "engine": None}]),
        ]
    )


SHAPES: dict[str, Shape] = {
    "cjk setups": cjk_setups,
    "cjk methods": cjk_methods,
    "cjk before/after": cjk_before_after,
    "cjk ranges": cjk_ranges,
    "cjk loads": cjk_loads,
    "cjk memory": cjk_memory,
    "cjk speedups": cjk_speedups,
    "cjk not claims": cjk_not_claims,
    "european pairs": european_pairs,
    "cjk phases": cjk_phases,
    "cjk hedged": cjk_hedged,
}
