"""One card or a few written as a count of the word for a card, without its model: "单张GPU",
"一块显卡", "两张 GPU", "on one card", "a single graphics card" (reading rules §3: the GPU count
from "1x", "4 卡"; LABELLING: "a single"/"one"/"单个" give 1), with the card's model beside it or
named nowhere."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate

_ZH = [("单张", 1), ("一块", 1), ("一张", 1), ("两张", 2), ("两块", 2), ("四张", 4), ("八块", 8)]


def zh_counted_word(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "在两张GPU上, E 的生成速度为 X tokens/s": two cards, no model."""
    (engine, label), (word, n) = r.choice(ENGINES), r.choice(_ZH)
    noun = r.choice(["GPU", "显卡", " GPU"])
    x = rate(r, 20, 300)
    text = f"在{word}{noun}上,{engine} 的生成速度为 {num(x)} tokens/s。"
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": label, "hardware": None, "gpu_count": n}
    ]


def zh_counted_word_with_model(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "使用单张显卡(CARD)时, E 达到 X tokens/s": the model in brackets, one card."""
    (engine, label), (card, name) = r.choice(ENGINES), r.choice(CARDS)
    word, n = r.choice(_ZH)
    x = rate(r, 20, 300)
    text = f"使用{word}显卡({card})时,{engine} 达到 {num(x)} tokens/s。"
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": label, "hardware": name, "gpu_count": n}
    ]


def one_card(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "E reaches X tok/s on one card": one card, no model."""
    (engine, label) = r.choice(ENGINES)
    word = r.choice(["one card", "a single card", "a single graphics card", "one graphics card"])
    x = rate(r, 20, 300)
    text = f"{engine} reaches {num(x)} tok/s on {word}."
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": label, "hardware": None, "gpu_count": 1}
    ]


def used_cards(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "on two used CARDs, E reaches X tok/s": a state word between count and card."""
    (engine, label), (card, name) = r.choice(ENGINES), r.choice(CARDS)
    word, n = r.choice([("two", 2), ("four", 4), ("three", 3), ("eight", 8)])
    state = r.choice(["used", "identical", "refurbished", "second-hand"])
    x = rate(r, 20, 300)
    text = f"On {word} {state} {card}s, {engine} reaches {num(x)} tok/s."
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": label, "hardware": name, "gpu_count": n}
    ]


def zh_pair(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "在双CARD上, E 的速度是 X tokens/s": "双" before the card is two."""
    (engine, label), (card, name) = r.choice(ENGINES), r.choice(CARDS)
    x = rate(r, 20, 300)
    gap = r.choice(["", " "])
    text = f"在双{gap}{card}上,{engine} 的速度是 {num(x)} tokens/s。"
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": label, "hardware": name, "gpu_count": 2}
    ]


SHAPES: dict[str, Shape] = {
    "count word, state word, card": used_cards,
    "Chinese pair before the card": zh_pair,
    "Chinese counted word for the card": zh_counted_word,
    "Chinese counted word with the model in brackets": zh_counted_word_with_model,
    "one card in English": one_card,
}
