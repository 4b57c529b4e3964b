"""Russian units, scale words and setup words (reading rules §4): "1,5 тыс." is 1.5k, "с" is the
second, "вдвое быстрее" twice as fast, a size placed "на" a card is the run's memory while "RTX
4090 на 24 ГБ" is the card's, "для одного пользователя" is one stream and "при 16 параллельных
запросах" a load of 16; "TPS упал с 52 до 47" a change with its rate named first (§2)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape


def _ru_decimal(value: float) -> str:
    return f"{value:.1f}".replace(".", ",")


def russian_thousands(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a rate in thousands written "N тыс." or "N тысяч" is N×1000; a context length or a
    price in thousands beside it is no claim."""
    card, label_card = r.choice(CARDS)
    engine, label_engine = r.choice(ENGINES)
    tenths = r.randint(11, 95)
    shown = _ru_decimal(tenths / 10)
    value = float(tenths * 100)
    unit = r.choice(["токенов в секунду", "ток/с", "токенов/с", "т/с"])
    scale = r.choice(["тыс.", "тысяч"]) if tenths % 10 == 0 else "тыс."
    number = str(tenths // 10) if tenths % 10 == 0 else shown
    aside = r.choice(
        [
            f" Контекст — {r.randint(8, 128)} тыс. токенов.",
            f" Карта стоила {r.randint(60, 300)} тысяч рублей.",
            "",
        ]
    )
    text = f"Обработка промпта в {engine} на {card}: {number} {scale} {unit}.{aside}"
    label: Label = {
        "value": value,
        "metric": "prefill_tok_s",
        "hardware": label_card,
        "engine": label_engine,
    }
    return text, [label]


def russian_seconds(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "с" after a number is the second before a mark or the next phrase; "2 с половиной"
    is "two and a half", no time."""
    card, label_card = r.choice(CARDS)
    tenths = r.randint(2, 40)
    shown = _ru_decimal(tenths / 10)
    end = r.choice([".", f" ({card}).", f" на {card}."])
    lead = r.choice(["Время до первого токена", "Задержка до первого токена", "TTFT"])
    where = "" if card in end else f" на {card}"
    text = f"{lead}{where} — {shown} с{end}"
    if r.random() < 0.5:
        text += f" Это в {r.randint(2, 5)} с половиной раза дольше, чем хотелось бы."
    label: Label = {"value": tenths / 10, "metric": "ttft", "hardware": label_card}
    return text, [label]


def russian_memory_on_card(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a size placed "на" a card after it is what the run used; a card sized "на N ГБ"
    before it is the card's own memory (a spec)."""
    card, label_card = r.choice(CARDS)
    size = r.randint(6, 70)
    verb = r.choice(["занимает", "использует", "потребляет"])
    own = r.choice([24, 48, 80])
    spec = r.choice([f"Взяли {card} на {own} ГБ. ", f"{card} с {own} ГБ на борту. ", ""])
    text = f"{spec}Модель {verb} {size} ГБ на {card} при генерации."
    label: Label = {"value": float(size), "metric": "memory", "hardware": label_card}
    return text, [label]


def russian_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "для одного пользователя" gives its rate a load of one; the next clause's "при N
    параллельных запросах" gives that clause's rate its own load (a server's output rate)."""
    card, label_card = r.choice(CARDS)
    one = r.randint(20, 150)
    many = r.randint(300, 3000)
    load = r.choice([8, 16, 32, 64])
    single = r.choice(["для одного пользователя", "при одном запросе", "в один поток"])
    text = (
        f"На {card} сервер выдаёт {one} ток/с {single} "
        f"и {many} ток/с при {load} параллельных запросах."
    )
    labels: list[Label] = [
        {"value": float(one), "hardware": label_card, "concurrency": 1},
        {
            "value": float(many),
            "metric": "output_tok_s",
            "hardware": label_card,
            "concurrency": load,
        },
    ]
    return text, labels


def russian_rate_first_changes(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "TPS упал с A до B" names the rate once, before both sides of the change; a change
    of a count ("с 8 до 16 потоков") beside a rate is no rate."""
    card, label_card = r.choice(CARDS)
    a = r.randint(20, 90)
    b = a + r.choice([-1, 1]) * r.randint(3, 15)
    key = r.choice(["TPS", "ток/с", "t/s"])
    verb = r.choice(["упал", "вырос", "изменился"])
    tail = r.choice([".", " после обновления.", " при контексте 8K."])
    text = f"На {card} {key} {verb} с {a} до {b}{tail}"
    if r.random() < 0.5:
        text += f" Потоков было {r.choice([8, 12])}, ток/с с 8 до 16 потоков не менялись."
    labels: list[Label] = [
        {"value": float(a), "hardware": label_card},
        {"value": float(b), "hardware": label_card},
    ]
    return text, labels


def russian_folded_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "вдвое"/"втрое"/"вчетверо быстрее" is a speedup of 2/3/4, as "twice as fast" is;
    "вдвое больше видеопамяти" beside it is a capacity, no claim."""
    card, label_card = r.choice(CARDS)
    word, value = r.choice([("вдвое", 2.0), ("втрое", 3.0), ("вчетверо", 4.0)])
    engine, label_engine = r.choice(ENGINES)
    text = f"На {card} {engine} генерирует {word} быстрее."
    if r.random() < 0.5:
        text = f"Две карты дают вдвое больше видеопамяти. {text}"
    label: Label = {
        "value": value,
        "metric": "speedup",
        "hardware": label_card,
        "engine": label_engine,
    }
    return text, [label]


def russian_reply_takes(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "ответ занимает N секунд" is a whole reply's time, as "the reply takes N s" is;
    "загрузка занимает N секунд" (loading) beside it is no reply's."""
    card, label_card = r.choice(CARDS)
    seconds = r.randint(2, 90)
    unit = r.choice(["секунд", "с", "сек"])
    subject = r.choice(["полный ответ", "генерация ответа", "ответ модели"])
    text = f"На {card} {subject} занимает {seconds} {unit}."
    if r.random() < 0.5:
        text = f"Загрузка весов занимает {r.randint(10, 60)} секунд. {text}"
    label: Label = {"value": float(seconds), "metric": "e2e_latency", "hardware": label_card}
    return text, [label]


SHAPES: dict[str, Shape] = {
    "russian reply takes": russian_reply_takes,
    "russian folded multiples": russian_folded_multiples,
    "russian rate-first changes": russian_rate_first_changes,
    "russian thousands": russian_thousands,
    "russian seconds": russian_seconds,
    "russian memory on card": russian_memory_on_card,
    "russian loads": russian_loads,
}
