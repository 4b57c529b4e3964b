"""A machine's memory counted over its parts ("512G per socket", "8 channels * 64GB"), its
storage ("300G存储", "500 GB local disk") and its dedicated memory in CJK ("8GB 专用显存")
are hardware specs (reading rules §4): the run's rate beside them is the only claim."""

from __future__ import annotations

import random

from claims_shapes.common import UNITS, Label, Shape, num, rate


def memory_parts_no_claim(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a size per socket, per stick or counted over channels is the machine's build."""
    v = rate(r, 3, 60)
    part = r.choice([32, 48, 64, 128])
    unit = r.choice(UNITS)
    lead = r.choice(
        [
            f"Box: {part * 8} GB DDR5 ({part}GB per stick).",
            f"Server RAM is {part * 12} GB (12 channels x {part}GB).",
            f"Сервер: {part * 8} ГБ DDR5 ({part} ГБ на канал).",
            f"服务器 {part * 8}GB 内存,单条 {part}GB。",
        ]
    )
    return f"{lead} The 70B decodes at {num(v)} {unit}.", [{"value": v, "metric": "decode_tok_s"}]


def storage_and_dedicated_no_claim(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a drive's size or a card's dedicated memory written in CJK is a spec."""
    v = rate(r, 5, 80)
    lead = r.choice(
        [
            "Hardware: 1 GPU, 64G内存, 500G存储.",
            "Each worker gets 64 GB RAM and a 1 TB local disk.",
            "笔记本 8GB 专用显存。",
            "游戏本是 6GB 獨立顯存。",
        ]
    )
    return f"{lead} Decode: {num(v)} tok/s.", [{"value": v, "metric": "decode_tok_s"}]


SHAPES: dict[str, Shape] = {
    "memory parts are a spec": memory_parts_no_claim,
    "storage and dedicated memory are a spec": storage_and_dedicated_no_claim,
}
