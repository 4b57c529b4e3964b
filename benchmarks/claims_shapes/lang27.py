"""A Russian scenario put to a generic reader (reading rules §2: hypotheticals are no run)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape


def russian_reader_scenarios(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a second-person verb of getting or seeing ("получаете", "видишь", "Вы … получили")
    hands its figure to a supposed reader: no claim. The measured run beside it, told by "мы"
    or a third person, stays."""
    card, label_card = r.choice(CARDS)
    supposed = r.randint(1, 30)
    verb = r.choice(
        [
            f"Вы запускаете модель — и получаете {supposed} токенов в секунду.",
            f"Запускаете модель на {card} и видите {supposed} токенов в секунду?",
            f"Ставишь модель и получаешь {supposed} ток/с.",
            f"Вы скачали модель, запустили тест, получили {supposed} tokens/sec.",
        ]
    )
    real = r.randint(40, 200)
    run = f"В нашем тесте на {card} llama.cpp выдал {real} tok/s при генерации."
    label: Label = {"value": float(real), "metric": "decode_tok_s", "hardware": label_card}
    return f"{verb} {run}", [label]


SHAPES: dict[str, Shape] = {
    "russian reader scenarios": russian_reader_scenarios,
}
