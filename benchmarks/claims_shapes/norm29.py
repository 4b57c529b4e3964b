"""Text read as displayed before numbers are read, and numbers in a locale's format (reading
rules §4): Markdown escapes (``watcher.claims.md_escapes``), Vietnamese thousands
(``watcher.claims.dot_locales``) and "C8:" concurrency labels (``watcher.claims.c_labels``)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate


def escaped_markdown(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "4\\*A100", "Q4\\_K\\_M", "\\~30 tok/s" are shown as "4*A100", "Q4_K_M", "~30
    tok/s": the card count and the quant are read from them; in a code span they stay."""
    cn, cc = r.choice(CARDS)
    count = r.choice([2, 4, 8])
    quant = r.choice(["Q4_K_M", "Q5_K_M", "Q3_K_S", "Q8_0"])
    value = rate(r, 10, 90)
    shown = quant.replace("_", "\\_")
    tilde = r.choice(["\\~", "", "about "])
    if r.random() < 0.3:
        text = f"Run `llama-cli -m model-{shown}.gguf` on {count}\\*{cn} with llama.cpp.\n"
        return text, []
    text = f"llama.cpp on {count}\\*{cn} with {shown} decodes at {tilde}{num(value)} tok/s.\n"
    label: Label = {
        "value": value,
        "metric": "decode_tok_s",
        "hardware": cc,
        "gpu_count": count,
        "precision": quant,
    }
    return text, [label]


def vietnamese_thousands(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a Vietnamese sentence groups thousands with a point ("đạt 4.500 tok/s" is 4500),
    unless its text writes a number the English way ("2.5x", "35,000"), and never a time."""
    cn, cc = r.choice(CARDS)
    thousands = r.randint(7, 9)  # above any one stream's rate
    rest = r.choice([100, 250, 500, 800])
    shown = f"{thousands}.{rest:03d}"
    kind = r.random()
    if kind < 0.6:
        text = f"Trên một {cn}, vLLM đạt {shown} tok/s khi phục vụ nhiều người dùng."
        # thousands of tokens a second for many users: the server's output
        label: Label = {"value": thousands * 1000 + rest, "metric": "output_tok_s", "hardware": cc}
        return text, [label]
    if kind < 0.8:
        text = f"Trên một {cn}, vLLM đạt {shown} tok/s, nhanh hơn 2.5x so với bản cũ."
        return text, [{"value": float(shown), "metric": "decode_tok_s", "hardware": cc}]
    return f"On an {cn}, the first token took {shown} s with vLLM.", [
        {"value": float(shown), "metric": "ttft", "hardware": cc}
    ]


def concurrency_labels(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "C1: 45 tok/s", "C8: 270 tok/s": a summary's concurrency labels give each figure
    its load (above one, the server's output); labels that name set-ups give none."""
    cn, cc = r.choice(CARDS)
    loads = sorted(r.sample([1, 2, 4, 8, 16, 32, 64], 2))
    values = sorted(float(r.randint(20, 90)) * c**0.7 // 1 for c in loads)
    glyph = r.choice(["- ", "  • ", "* "])
    if r.random() < 0.25:
        text = (
            f"Two set-ups on an {cn}:\nC1: Llama 3 8B with vLLM\nC2: Mistral 7B with vLLM\n\n"
            f"{glyph}C1: {num(values[0])} tok/s\n{glyph}C2: {num(values[1])} tok/s\n"
        )
        return text, [{"value": v, "concurrency": None} for v in values]
    lines = "".join(f"{glyph}C{c}: ~{num(v)} tok/s\n" for c, v in zip(loads, values, strict=True))
    text = f"vLLM on one {cn}, Llama 3.1 8B:\n\n{lines}"
    labels: list[Label] = [
        {
            "value": v,
            "metric": "output_tok_s" if c > 1 else "decode_tok_s",
            "hardware": cc,
            "concurrency": c,
        }
        for c, v in zip(loads, values, strict=True)
    ]
    return text, labels


SHAPES: dict[str, Shape] = {
    "escaped_markdown": escaped_markdown,
    "vietnamese_thousands": vietnamese_thousands,
    "concurrency_labels": concurrency_labels,
}
