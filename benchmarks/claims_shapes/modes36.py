"""A figure's decoding method when the family word stands for a named method (§3: EAGLE, MTP,
Medusa are distinct from "speculative decoding"), "(SD off)" / "(SD on)" switches (§2: the
off side is plain decoding), a method a title lists among topics (§2: it sets up no figure),
llama.cpp's speculative types ("draft-mtp", "ngram-mod") and "...-MTP" checkpoints."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate, table

_NAMED = [("EAGLE-3", "eagle"), ("MTP", "mtp"), ("Medusa", "medusa"), ("Prompt lookup", "ngram")]


def method_then_family(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "EAGLE-3 on an H100 reaches 90 tok/s with speculative decoding" is EAGLE's figure."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    (mn, mode), v = r.choice(_NAMED), rate(r, 40, 300)
    verb = r.choice(["reaches", "hits", "gets", "runs at"])
    family = r.choice(["speculative decoding", "spec decoding", "speculative sampling"])
    text = f"{mn} on an {cn} {verb} {num(v)} tok/s with {family} in {en}."
    label = {"value": v, "metric": "decode_tok_s", "mode": mode, "engine": eng, "hardware": card}
    return text, [label]


def captioned_draft_column(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a "w/ draft" column under a caption naming EAGLE-3 is EAGLE's; "w/o draft" is AR."""
    (cn, card), (mn, mode) = r.choice(CARDS), r.choice(_NAMED[:3])
    off, on = r.choice([("w/o draft", "w/ draft"), ("no spec", "with spec")])
    a, b = rate(r, 20, 60), rate(r, 70, 200)
    caption = r.choice([f"Table 2: {mn} results on {cn}", f"## {mn} on {cn}"])
    body = table(["Model", f"{off} (tok/s)", f"{on} (tok/s)"], [["Llama-3-8B", num(a), num(b)]])
    base = {"metric": "decode_tok_s", "hardware": card}
    return f"{caption}\n\n{body}", [
        {**base, "value": a, "mode": "ar"},
        {**base, "value": b, "mode": mode},
    ]


def sd_switch(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "(SD off)" is plain decoding, "(SD on)" speculative, in a text about tokens."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    a, b = rate(r, 10, 40), rate(r, 45, 120)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    text = f"{en} on an {cn}: {num(a)} {unit} (SD off), {num(b)} {unit} (SD on)."
    base = {"metric": "decode_tok_s", "engine": eng, "hardware": card}
    return text, [{**base, "value": a, "mode": "ar"}, {**base, "value": b, "mode": "speculative"}]


def titled_topic(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§2: a title listing a method among topics gives no figure its mode."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    mn = r.choice(["Speculative Decoding", "EAGLE-3", "MTP", "Medusa"])
    title = r.choice(
        [
            f"Quantization, {mn} & Cross-Device Benchmarks",
            f"Consolidate ROCm fixes, {mn}, and tensor parallelism",
            f"KV cache, {mn}, and batching notes",
        ]
    )
    v = rate(r, 20, 200)
    text = f"Plain decode with {en} on one {cn} reaches {num(v)} tok/s."
    label = {"value": v, "metric": "decode_tok_s", "mode": None, "engine": eng, "hardware": card}
    return text, [label], {"title": title}


def spec_type(r: random.Random) -> tuple[str, list[Label]]:
    """§3: llama.cpp's "--spec-type draft-mtp" / "ngram-mod" name MTP / n-gram drafting."""
    (cn, card), v = r.choice(CARDS), rate(r, 20, 200)
    kind, mode = r.choice(
        [("draft-mtp", "mtp"), ("draft-dflash", "speculative"), ("ngram-mod", "ngram")]
    )
    text = f"llama-server on an {cn} with `--spec-type {kind}`: {num(v)} tok/s."
    label = {"value": v, "metric": "decode_tok_s", "mode": mode, "hardware": card}
    return text, [{**label, "engine": "llama.cpp"}]


def mtp_checkpoint(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a checkpoint named "...-MTP" carries MTP heads and runs with them."""
    (cn, card), v = r.choice(CARDS), rate(r, 20, 200)
    name = r.choice(["Qwen3.6-27B-MTP-GGUF", "Qwen3.5-35B-A3B-MTP", "GLM-5-Air-4bit-MTP-MLX"])
    text = f"Serving unsloth/{name} on an {cn} gives {num(v)} tok/s."
    return text, [{"value": v, "metric": "decode_tok_s", "mode": "mtp", "hardware": card}]


SHAPES: dict[str, Shape] = {
    "MTP checkpoint name": mtp_checkpoint,
    "llama.cpp speculative type": spec_type,
    "method then family word": method_then_family,
    "captioned draft column": captioned_draft_column,
    "SD off / on switch": sd_switch,
    "method among a title's topics": titled_topic,
}
