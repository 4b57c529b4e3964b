"""Issue and PR threads and release notes: the repository's engine, quoted replies, posts,
templates, change entries; and changes, setups and counts spelled in Romance languages, Russian and
Chinese."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, Label, Shape, num, rate

REPO_ENGINES = [
    ("vllm-project/vllm", "vllm", "vLLM"),
    ("sgl-project/sglang", "sglang", "SGLang"),
    ("ggml-org/llama.cpp", "llama.cpp", "llama.cpp"),
    ("InternLM/lmdeploy", "lmdeploy", "LMDeploy"),
]


def issue(r: random.Random, repo: str) -> str:
    kind = r.choice(["issues", "pull"])
    return f"https://github.com/{repo}/{kind}/{r.randint(1000, 99999)}"


def repo_bodies(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: an issue or PR body of an engine's repository implies that engine for its
    figures; a figure the body gives to another engine is that engine's."""
    (repo, rc, _), (cn, cc) = r.choice(REPO_ENGINES), r.choice(CARDS)
    (on, oc) = r.choice([e for e in ENGINES if e[1] != rc])
    a, b = r.sample(range(10, 400), 2)
    text, labels = r.choice(
        [
            (
                f"After this PR, decode on one {cn} reaches {a} tok/s.",
                [{"value": float(a), "engine": rc, "hardware": cc}],
            ),
            (
                f"For comparison, {on} gets {b} tok/s on the same {cn}.",
                [{"value": float(b), "engine": oc, "hardware": cc}],
            ),
            (
                f"On {cn} this branch decodes at {a} tok/s.\n\n{on} on {cn}: {b} tok/s.",
                [
                    {"value": float(a), "engine": rc, "hardware": cc},
                    {"value": float(b), "engine": oc, "hardware": cc},
                ],
            ),
        ]
    )
    return text, labels, {"source": issue(r, repo)}


def quoted_replies(r: random.Random) -> tuple[str, list[Label]]:
    """§1-§2 and the Quoted figures ruling: a quoted post ("> ...") keeps its own setup; the
    reply's figure takes the reply's setup, not the quote's card or method."""
    ((e1, c1), (e2, c2)), ((h1, k1), (h2, k2)) = r.sample(ENGINES, 2), r.sample(CARDS, 2)
    (mn, mc), (a, b) = r.choice(METHODS[:4]), r.sample(range(10, 400), 2)
    quote = r.choice(
        [
            f"> I get {a} tok/s on {h1} with {e1} and {mn}.",
            f"> With {mn}, {e1} reaches {a} tok/s on my {h1}.",
            f"> With {mn} and {e1} I get {a} tok/s on 2x {h1} in FP8 at batch 1.",
        ]
    )
    reply, label = r.choice(
        [
            (
                f"On {h2} with {e2} I only see {b} tok/s.",
                {"value": float(b), "engine": c2, "hardware": k2, "mode": None},
            ),
            (
                f"Same here: {b} tok/s on {h2}.",
                {"value": float(b), "hardware": k2},
            ),
            (
                f"I get {b} tok/s.",
                {
                    "value": float(b),
                    "hardware": None,
                    "gpu_count": None,
                    "precision": None,
                    "concurrency": None,
                    "mode": None,
                },
            ),
        ]
    )
    wrote = r.choice(["", f"@{r.choice(['octocat', 'alice-dev'])} wrote:\n"])
    return f"{wrote}{quote}\n\n{reply}\n", [
        {"value": float(a), "engine": c1, "hardware": k1, "mode": mc},
        label,
    ]


def thread_posts(r: random.Random) -> tuple[str, list[Label]]:
    """§1: a thread's posts are apart: a card or method one post names does not reach
    another writer's figure when an undated author line or a --- rule parts the posts."""
    (h1, k1), (mn, mc) = r.choice(CARDS), r.choice(METHODS[:4])
    a, b = r.sample(range(10, 400), 2)
    who1, who2 = r.sample(["octocat", "alice-dev", "bob42", "mlfan"], 2)
    first = r.choice(
        [
            f"I run the model on 2x {h1} with {mn}.",
            f"Setup: 2x {h1}, {mn} enabled.",
            f"I run it with {mn} in FP8 at batch 1 on 2x {h1}.",
        ]
    )
    second = r.choice([f"I get {b} tok/s here.", f"Decode is {b} tok/s for me."])
    part = r.choice(
        [
            (f"{who1} · comment\n\n", f"\n\n{who2} · comment\n\n"),
            (f"**{who1}** commented\n\n", f"\n\n**{who2}** commented\n\n"),
            ("", "\n\n---\n\n"),
        ]
    )
    own = r.choice([True, False])
    body1 = f"{first} It decodes at {a} tok/s." if own else first
    text = f"{part[0]}{body1}{part[1]}{second}\n"
    labels: list[Label] = [
        {
            "value": float(b),
            "hardware": None,
            "gpu_count": None,
            "mode": None,
            "precision": None,
            "concurrency": None,
        }
    ]
    if own:
        labels.insert(0, {"value": float(a), "hardware": k1, "gpu_count": 2, "mode": mc})
    return text, labels


def release_notes(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1, §4: a release note of an engine's repository: a "2x" is a speedup of that engine;
    percentages, PR numbers and versions are no claims; a "[EAGLE]" tag names the line's
    method."""
    (repo, rc, _), (cn, cc) = r.choice(REPO_ENGINES), r.choice(CARDS)
    s = round(r.uniform(1.2, 3.5), 1)
    pct, pr1, pr2 = r.randint(5, 80), r.randint(1000, 9999), r.randint(1000, 9999)
    (mn, mc), v = r.choice(METHODS[:4]), r.randint(20, 400)
    tag = {"eagle": "EAGLE", "mtp": "MTP", "medusa": "Medusa", "ngram": "ngram"}[mc]
    head = r.choice(["## v0.5.0", "## What's Changed", "### v0.6.3 (2025-03-01)"])
    lines, labels = r.choice(
        [
            (
                [f"- Faster decode: {s}x on {cn} (#{pr1})"],
                [{"value": s, "metric": "speedup", "engine": rc, "hardware": cc}],
            ),
            ([f"- Improve {mn} throughput by {pct}% (#{pr1})"], []),
            (
                [f"- [{tag}] {v} tok/s decode on {cn} (#{pr1})"],
                [{"value": float(v), "engine": rc, "hardware": cc, "mode": mc}],
            ),
            (
                [f"- [{tag}] Decode {v} -> {v + pct} tok/s on {cn} (#{pr1})"],
                [
                    {"value": float(v), "engine": rc, "hardware": cc, "mode": "ar"},
                    {"value": float(v + pct), "engine": rc, "hardware": cc, "mode": mc},
                ],
            ),
            (
                [f"- Faster decode ({s}x, #{pr1})", f"- {pct}% higher {mn} throughput (#{pr2})"],
                [{"value": s, "metric": "speedup", "engine": rc}],
            ),
            (
                [f"- [{tag}] {s}x faster decode on {cn} (#{pr1})"],
                [{"value": s, "metric": "speedup", "engine": rc, "hardware": cc, "mode": mc}],
            ),
        ]
    )
    other = r.choice(
        [f"- Fix a crash in the tokenizer (#{pr2})", f"- Bump version to 0.5.1 (#{pr2})"]
    )
    body = "\n".join(r.sample([*lines, other], len(lines) + 1))
    return f"{head}\n\n{body}\n", labels, {"source": f"https://github.com/{repo}/releases"}


def pr_templates(r: random.Random) -> tuple[str, list[Label]]:
    """§2: an HTML comment of a PR template is hidden and yields no claim nor setup; a
    checked checklist item stating a figure is a claim with its own setup."""
    (en, _), ((h1, _), (h2, k2)), (mn, mc) = (
        r.choice(ENGINES),
        r.sample(CARDS, 2),
        r.choice(METHODS[:4]),
    )
    a, b = r.sample(range(10, 400), 2)
    hidden = r.choice(
        [
            f"<!-- Paste benchmark results, e.g. {a} tok/s on {h1} -->",
            f"<!--\nDescribe your change. Example: {en} reaches {a} tok/s on {h1} with {mn}.\n-->",
        ]
    )
    kind = r.choice(["prose", "checklist"])
    if kind == "prose":
        body = f"## Benchmark\n\n{hidden}\n\nDecode reaches {b} tok/s on {h2}.\n"
        return body, [{"value": float(b), "hardware": k2, "mode": None}]
    body = (
        f"## Checklist\n\n{hidden}\n\n- [x] ran benchmarks: {b} tok/s on 1x {h2} with {mn}\n"
        "- [ ] updated docs\n"
    )
    return body, [{"value": float(b), "hardware": k2, "gpu_count": 1, "mode": mc}]


def change_entries(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§2: a changelog entry ("- Add EAGLE-3 support (#1234)", "- Add support for MI300X
    (#1)") names a change, not the setup of another entry's figure: details never leak from
    one bullet into the next."""
    (repo, rc, _), (cn, cc), (mn, mc) = r.choice(REPO_ENGINES), r.choice(CARDS), r.choice(METHODS)
    v, s, pr1, pr2 = (
        r.randint(20, 400),
        round(r.uniform(1.2, 3.5), 1),
        *r.sample(range(100, 9999), 2),
    )
    added = r.choice([f"- Add {mn} support (#{pr1})", f"- Support {mn} for Llama (#{pr1})"])
    figure, label = r.choice(
        [
            (f"- Faster sampling: {v} tok/s decode on {cn} (#{pr2})", {"value": float(v)}),
            (f"- Faster sampling: {s}x decode on {cn} (#{pr2})", {"value": s, "metric": "speedup"}),
            (
                f"- {mn}: {v} tok/s decode on {cn} (#{pr2})",
                {"value": float(v), "mode": mc},
            ),
        ]
    )
    label = {"engine": rc, "hardware": cc, "mode": None} | label
    if r.random() < 0.3:  # nor is a load a fix names another entry's load
        added = r.choice(
            [f"- Fix batch 1 latency (#{pr1})", f"- Faster single-stream startup (#{pr1})"]
        )
        label = label | {"concurrency": None}
    elif r.random() < 0.5:  # a card an entry adds support for is no other entry's card
        (other, _) = r.choice([c for c in CARDS if c[1] != cc])
        added = f"- Add support for {other} (#{pr1})"
        figure = figure.replace(f" on {cn} ", " ")
        label = label | {"hardware": None, "mode": label["mode"]}
    head = r.choice(["## v0.5.0\n\n", "## What's Changed\n\n", ""])
    return (
        f"{head}{added}\n- Fix a crash in the scheduler (#{pr2 + 1})\n{figure}\n",
        [label],
        {"source": f"https://github.com/{repo}/releases"},
    )


def name_digits(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a number glued by a hyphen to a name ("EAGLE-3", "Llama-3", "GPT-4") is part of the
    name, never a figure, even joined to one by "and" or a slash ("EAGLE-3 and 27 tok/s")."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 10, 400)
    unit = r.choice(["tok/s", "tokens/s", "t/s"])
    joined = r.choice([" and ", " / ", " & ", " or "])
    name, mode = r.choice([("EAGLE-3", "eagle"), ("EAGLE-2", "eagle"), ("Llama-3", None)])
    text = r.choice(
        [
            f"{en} with {name}{joined}{num(v)} {unit} on {cn}.",
            f"On {cn}, {en} runs {name}{joined}{num(v)} {unit}.",
        ]
    )
    label: Label = {"value": v, "engine": ec, "hardware": cc}
    if mode:
        label["mode"] = mode
    return text, [label]


def romance_changes(r: random.Random) -> tuple[str, list[Label]]:
    """§2 in Spanish, Portuguese, Italian, French and German: a verb of change with a bare
    first number ("pasa de A a B tokens/s", "passa de A para B", "passa da A a B", "passe de A
    à B", "steigt von A auf B") reads as "from A to B": A is the AR side, B the method's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    (mn, mc) = r.choice(METHODS[:3])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    x, y = num(a), num(b)
    text = r.choice(
        [
            f"Con {en} en {cn} la velocidad {r.choice(['pasa', 'sube', 'aumenta'])} de {x} a"
            f" {y} tokens/s con {mn}.",
            f"Com {en} em {cn} a velocidade {r.choice(['passa', 'sobe', 'passou'])} de {x} para"
            f" {y} tokens/s com {mn}.",
            f"Con {en} su {cn} la velocità passa da {x} a {y} token/s con {mn}.",
            f"Avec {en} sur {cn} la vitesse passe de {x} à {y} tokens/s avec {mn}.",
            f"Mit {en} auf {cn} steigt die Geschwindigkeit von {x} auf {y} Token/s mit {mn}.",
        ]
    )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]


def cjk_spans(r: random.Random) -> tuple[str, list[Label]]:
    """§4, §2: "A에서 B tok/s 사이", "AからB tok/sの間" is one range; with a target after
    its second side ("A에서 B tok/s로 향상", "A から B tok/s に向上") it is a change, A the AR
    side and B the method's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = r.randint(10, 60)
    b = a + r.randint(5, 60)
    if r.random() < 0.5:
        text = r.choice(
            [
                f"{en}은 {cn}에서 {a}에서 {b} tok/s 사이입니다.",
                f"{cn}에서 {en}의 속도는 {a}부터 {b} tok/s 사이이다.",
                f"{cn} で {en} は{a}から{b} tok/sの間です。",
                f"{cn} で {en} の速度は {a} から {b} トークン/秒の間。",
            ]
        )
        return text, [{"value": float(a), "value_max": float(b), "engine": ec, "hardware": cc}]
    (mn, mc) = r.choice([("EAGLE-3", "eagle"), ("MTP", "mtp")])
    text = r.choice(
        [
            f"{cn}에서 {en}은 {mn}로 {a}에서 {b} tok/s로 향상되었다.",
            f"{cn} で {en} は {mn}により {a} から {b} tok/s に向上した。",
        ]
    )
    return text, [
        {"value": float(a), "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": float(b), "engine": ec, "hardware": cc, "mode": mc},
    ]


def zh_compared(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "与 X 相比 Y 提速 N 倍" names X the baseline and Y the subject, with or without the
    comma after "相比"."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (cn, cc), s = r.choice(CARDS), round(r.uniform(1.2, 3.5), 1)
    w, comma = r.choice(["与", "和", "跟"]), r.choice(["", "，", " "])
    text = r.choice(
        [
            f"在 {cn} 上，{w} {e2} 相比{comma}{e1} 提速 {s} 倍。",
            f"{w} {e2} 相比{comma}{e1} 在 {cn} 上快 {s} 倍。",
        ]
    )
    return text, [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}]


def request_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4: one request's whole time ("finishes a request in 2.5 s", "each request took 3.1 s"),
    its conversion in brackets, is an end-to-end latency; many requests' time is none."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    t = round(r.uniform(0.5, 9.5), 1)
    ms = num(round(t * 1000))
    label = {"value": t, "metric": "e2e_latency", "engine": ec, "hardware": cc}
    return r.choice(
        [
            (f"{en} finishes a request in {num(t)} s ({ms} ms) on {cn}.", [label]),
            (f"{en} completes a single request in {num(t)} s on {cn}.", [label]),
            (f"On {cn}, each request took {num(t)} s with {en}.", [label]),
            (f"On {cn}, {en} processes {r.randint(50, 500)} requests in {num(t)} s.", []),
        ]
    )


RU_UNITS = ["токенов в секунду", "токена в секунду", "т/с", "ток/с", "токенов/сек", "т/сек"]


def russian_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§4 in Russian: the engine, card and a count written as a word ("на двух RTX 3090",
    "три H100"), units in every case ("токенов в секунду", "с N токенами в секунду", "т/с",
    "ток/с", "токенов/сек"), a range ("4-11 токенов в секунду"), a per-user rate under a load
    (``decode_tok_s``) and a total one (``output_tok_s``)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v, unit = rate(r, 5, 200), r.choice(RU_UNITS)
    count, on = r.choice([(2, "двух"), (3, "трёх"), (4, "четырёх"), (8, "восьми")])
    c = r.randint(2, 64)
    lo = r.randint(2, 30)
    hi = lo + r.randint(2, 30)
    one = {"value": v, "engine": ec, "hardware": cc}
    return r.choice(
        [
            (f"{en} на {cn} выдаёт {num(v)} {unit}.", [one]),
            (f"На {on} {cn} {en} выдаёт {num(v)} {unit}.", [{**one, "gpu_count": count}]),
            (f"{en} на {cn} работает с {num(v)} токенами в секунду.", [one]),
            (
                f"{en} на {cn}: {lo}-{hi} токенов в секунду.",
                [{"value": float(lo), "value_max": float(hi), "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} на {cn}: {num(v)} {unit} на пользователя при {c} одновременных запросах.",
                [{**one, "concurrency": c}],
            ),
            (
                f"{en} на {cn}: суммарная пропускная способность {num(v * 20)} {unit}.",
                [{"value": v * 20, "metric": "output_tok_s", "engine": ec, "hardware": cc}],
            ),
        ]
    )


def european_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a card count written as a word in German, French, Spanish and Portuguese ("zwei
    RTX 3090", "deux H100", "con dos A100", "duas L40S"); Portuguese "dos" ("of the") is none."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r)
    x = num(v)
    forms = [
        (2, f"Mit zwei {cn} schafft {en} {x} Token/s."),
        (4, f"Mit vier {cn} schafft {en} {x} Token/s."),
        (2, f"Avec deux {cn}, {en} atteint {x} tokens/s."),
        (8, f"Avec huit {cn}, {en} atteint {x} tokens/s."),
        (2, f"Con dos {cn} {en} da {x} tokens/s."),
        (4, f"Con cuatro {cn} {en} da {x} tokens/s."),
        (2, f"Com duas {cn} o {en} faz {x} tokens/s."),
        (3, f"Com três {cn} o {en} faz {x} tokens/s."),
        (None, f"A velocidade dos {cn} com {en} é {x} tokens/s."),
    ]
    count, text = r.choice(forms)
    return text, [{"value": v, "engine": ec, "hardware": cc, "gpu_count": count}]


def russian_changes(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4 in Russian and other European languages: "выросла с A до B т/с с EAGLE-3" is a
    change (A the AR side), "от A до B т/с" a range; a method in any case ("со спекулятивным
    декодированием"); the load keys "при размере батча N", "при N пользователях", "bei
    Batchgröße N", "con tamaño de lote N" make the rate the server's; "декодирование" and
    "Dekodierung" name decode beside a prefill; "N-mal so schnell", "быстрее в N раза" are
    speedups."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    x, y, n = num(a), num(b), r.randint(2, 64)
    (mn, mc) = r.choice([("EAGLE-3", "eagle"), ("MTP", "mtp"), ("Medusa", "medusa")])
    pair = [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]
    load = [{"value": b, "metric": "output_tok_s", "engine": ec, "concurrency": n}]
    s = round(r.uniform(1.2, 3.5), 1)
    m = str(s).replace(".", ",")
    multiple = [{"value": s, "metric": "speedup", "engine": ec, "hardware": cc, "mode": mc}]
    p = float(r.randint(500, 5000))
    phases = [
        {"value": p, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": a, "engine": ec, "hardware": cc},
    ]
    return r.choice(
        [
            (f"{en} на {cn}: скорость выросла с {x} до {y} т/с с {mn}.", pair),
            (
                f"{en} на {cn}: скорость {r.choice(['выросла', 'увеличилась'])} с {x} т/с"
                f" до {y} т/с с {mn}.",
                pair,
            ),
            (
                f"{en} на {cn}: от {x} до {y} т/с.",
                [{"value": a, "value_max": b, "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} на {cn}: со спекулятивным декодированием {y} т/с.",
                [{"value": b, "engine": ec, "hardware": cc, "mode": "speculative"}],
            ),
            (f"{en} на {cn}: {y} т/с при размере батча {n}.", load),
            (f"{en} на {cn}: {y} т/с при {n} пользователях.", load),
            (f"{en} auf {cn}: {y} Token/s bei Batchgröße {n}.", load),
            (f"{en} en {cn}: {y} tokens/s con tamaño de lote {n}.", load),
            (f"{en} на {cn}: префилл {num(p)} т/с, декодирование {x} т/с.", phases),
            (f"{en} auf {cn}: Prefill {num(p)} Token/s, Dekodierung {x} Token/s.", phases),
            (f"{en} ist auf {cn} mit {mn} {m}-mal so schnell.", multiple),
            (f"{en} на {cn} с {mn} быстрее в {m} раза.", multiple),
        ]
    )


def wrapped_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a hand-wrapped sentence is one sentence, whose metric words may sit on the line
    above its figures ("Time to first token on Qwen3-32B with the new chunking on the\n
    H100: 4240 ms down to 1065 ms")."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a, b = sorted(r.sample(range(200, 9000), 2), reverse=True)
    metric, words = r.choice(
        [("ttft", "time to first token"), ("ttft", "TTFT"), ("tpot", "per-token latency")]
    )
    text = r.choice(
        [
            f"  • With the new chunked scheduler in {en}, the warm {words} on Qwen3-32B\n"
            f"    on one {cn} went from {a} ms to {b} ms.\n",
            f"With the new chunked scheduler in {en} enabled by default, the {words} of the\n"
            f"{cn} path now drops from {a} ms to {b} ms at 8k context.\n",
        ]
    )
    label = {"metric": metric, "engine": ec, "hardware": cc, "mode": None}
    return text, [label | {"value": float(a)}, label | {"value": float(b)}]


def parity_baselines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "now at mlx-lm parity", "reaches vLLM parity": the engine matched is the
    yardstick, not the one that ran the figure."""
    (en, _), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = rate(r)
    text = r.choice(
        [
            f"Decode is now {num(v)} tok/s on {cn}, at {en} parity.",
            f"Decode reaches {num(v)} tok/s on one {cn} and now reaches {en} parity.",
        ]
    )
    return text, [{"value": v, "engine": None, "hardware": cc}]


def unreferenced_entries(r: random.Random) -> tuple[str, list[Label]]:
    """§2: an entry of a changelog is its own scope with or without a reference: "- EAGLE-3
    support" under a version names a change, not the method of the next entry's figure, and
    "- Enable TP=4 (#1)" a change's count; a keyed "- Method: EAGLE-3" still sets it up."""
    (cn, cc), (mn, mc) = r.choice(CARDS), r.choice(METHODS)
    v, pr = r.randint(20, 400), r.randint(100, 9999)
    head = r.choice(["## v0.5.0", "## [1.2.0] - 2025-01-31", "## What's Changed", "### Added"])
    figure, count = r.choice(
        [
            (f"- Faster decode: {v} tok/s on {cn}", None),
            (f"- Decode reaches {v} tok/s on one {cn}", 1),
        ]
    )
    kind = r.choice(["method", "count", "keyed"])
    if kind == "method":
        entry = r.choice([f"- {mn} support", f"- Support {mn} for Llama", f"- {mn} drafting"])
        label = {"value": float(v), "hardware": cc, "mode": None}
    elif kind == "count":
        entry = r.choice([f"- Enable TP=4 (#{pr})", f"- Allow TP=8 on multi-GPU hosts (#{pr})"])
        label = {"value": float(v), "hardware": cc, "gpu_count": count}
    else:
        entry = f"- Method: {mn}"
        label = {"value": float(v), "hardware": cc, "mode": mc}
    return f"{head}\n\n{entry}\n{figure}\n", [label]


def html_spans(r: random.Random) -> tuple[str, list[Label]]:
    """§1 and §4: an HTML table's spanning cells fill what they span: "<th colspan=2>Decode
    </th>" over a unit row names both columns, a "rowspan" corner leaves its column empty in
    the unit row, and a data cell spanning rows stands in each of them."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    cn, cc = r.choice(CARDS)
    d1, d2 = r.sample(range(10, 400), 2)
    p1, p2 = r.sample(range(1000, 9000), 2)
    if r.random() < 0.5:
        head = (
            '<tr><th rowspan="2">Engine</th><th colspan="2">Decode</th>'
            '<th colspan="2">Prefill</th></tr>\n'
            "<tr><th>tok/s</th><th>ms</th><th>tok/s</th><th>ms</th></tr>\n"
        )
        rows = "".join(
            f"<tr><td>{e}</td><td>{d}</td><td>{r.randint(3, 30)}.5</td><td>{p}</td>"
            f"<td>{r.randint(100, 900)}</td></tr>\n"
            for e, d, p in ((e1, d1, p1), (e2, d2, p2))
        )
        labels = [
            {"value": float(d), "engine": ec, "hardware": cc} for ec, d in ((c1, d1), (c2, d2))
        ] + [
            {"value": float(p), "metric": "prefill_tok_s", "engine": ec, "hardware": cc}
            for ec, p in ((c1, p1), (c2, p2))
        ]
        labels = [labels[0], labels[2], labels[1], labels[3]]
    else:
        head = "<tr><th>Model</th><th>Engine</th><th>tok/s</th></tr>\n"
        rows = (
            f'<tr><td rowspan="2">Llama 8B</td><td>{e1}</td><td>{d1}</td></tr>\n'
            f"<tr><td>{e2}</td><td>{d2}</td></tr>\n"
        )
        labels = [
            {"value": float(d), "engine": ec, "hardware": cc} for ec, d in ((c1, d1), (c2, d2))
        ]
    return f"Results on {cn}:\n\n<table>\n{head}{rows}</table>\n", labels


SHAPES: dict[str, Shape] = {
    "repo bodies": repo_bodies,
    "quoted replies": quoted_replies,
    "thread posts": thread_posts,
    "release notes": release_notes,
    "pr templates": pr_templates,
    "change entries": change_entries,
    "name digits": name_digits,
    "romance changes": romance_changes,
    "cjk spans": cjk_spans,
    "zh compared": zh_compared,
    "request times": request_times,
    "russian setups": russian_setups,
    "european counts": european_counts,
    "russian changes": russian_changes,
    "wrapped lines": wrapped_lines,
    "parity baselines": parity_baselines,
    "unreferenced entries": unreferenced_entries,
    "html spans": html_spans,
}
