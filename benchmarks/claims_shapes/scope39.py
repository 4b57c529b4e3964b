"""The plain side of a with/without pair and of two clauses of two decodings (reading rules
§2: "without draft" is AR, negation counts; each figure takes its own setup): "without a
draft we get 38 tok/s", "38 tok/s without EAGLE and 55 tok/s with EAGLE", "plain decoding
gave 20 tok/s and n-gram lookup gave 31"; and a rival "close behind" is not the figure's."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, Shape


def without_a_draft(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "without a draft" / "with no draft" / "without drafting" is plain decoding."""
    v = r.randint(12, 90)
    text = r.choice(
        [
            f"On our box, without a draft we get {v} tok/s.",
            f"The 8B model decodes at {v} tok/s with no draft.",
            f"Without drafting, the server holds {v} tok/s per stream.",
        ]
    )
    return text, [{"value": float(v), "metric": "decode_tok_s", "mode": "ar"}]


def negated_then_named(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A tok/s without M and B tok/s with M": A is plain, B the method's."""
    a = r.randint(12, 60)
    b = a + r.randint(5, 40)
    word, mode = r.choice([("EAGLE", "eagle"), ("Medusa", "medusa"), ("a draft", None)])
    other, named = ("a draft model", "speculative") if mode is None else (word, mode)
    text = f"The box runs {a} tok/s without {word} and {b} tok/s with {other}."
    return text, [
        {"value": float(a), "metric": "decode_tok_s", "mode": "ar"},
        {"value": float(b), "metric": "decode_tok_s", "mode": named},
    ]


def two_decodings(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "Plain decoding gave A and n-gram lookup gave B": each clause its own subject."""
    a = r.randint(12, 40)
    b = a + r.randint(5, 30)
    plain = r.choice(["Plain decoding", "Vanilla decoding", "Normal decoding"])
    method = r.choice(["n-gram lookup", "prompt lookup decoding", "suffix decoding"])
    verb = r.choice(["gave", "yields", "showed", "scored"])
    text = f"{plain} {verb} {a} tok/s and {method} {verb} {b} tok/s."
    return text, [
        {"value": float(a), "metric": "decode_tok_s", "mode": "ar"},
        {"value": float(b), "metric": "decode_tok_s", "mode": "ngram"},
    ]


def rival_behind(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "X gives N tok/s with Y close behind": Y is the comparison's rival, not N's."""
    v = r.randint(40, 200)
    (own, own_label), (rival, _) = r.sample(ENGINES, 2)
    place = r.choice(["close behind", "trailing", "not far behind", "just behind"])
    text = f"{own} gives {v} tok/s with {rival} {place}."
    return text, [{"value": float(v), "metric": "decode_tok_s", "engine": own_label}]


SHAPES: dict[str, Shape] = {
    "without a draft is plain": without_a_draft,
    "negated method then named": negated_then_named,
    "two decodings, two clauses": two_decodings,
    "rival placed behind": rival_behind,
}
