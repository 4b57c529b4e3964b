"""Hardware: which device a run used when its post names the machine's CPU and its GPU; a
memory figure under a key of use takes the run's card."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate

# CPUs as a text spells them and as the labels name them
CPUS = [
    ("Ryzen 9 7950X", "Ryzen 9 7950X"),
    ("AMD Ryzen 5950x", "Ryzen 5950X"),
    ("i9-13900K", "i9-13900K"),
    ("Intel Core i7-12700K", "i7-12700K"),
]


def machine_cpu_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a post states its machine's CPU and GPU once; a run its own clause or section line
    puts on the CPU ("CPU 7 t/s", "on CPU (6.2 tokens per second)", under "**On CPU:**") is
    the CPU's, one on the GPU or split over both ("GPU+CPU", "hybrid") is the card's."""
    (cn, cc), (gn, gc) = r.choice(CPUS), r.choice(CARDS[2:])
    a, b = rate(r, 2, 30), rate(r, 40, 200)
    setup = r.choice([f"My machine is {cn} & {gn}.", f"Hardware: {cn}, {gn}, 64 GB RAM."])
    body, labels = r.choice(
        [
            (
                f"With llama.cpp I get CPU {num(a)} t/s, GPU {num(b)} t/s.",
                [{"value": a, "hardware": cc}, {"value": b, "hardware": gc}],
            ),
            (
                f"It runs much faster on CPU ({num(a)} tokens per second) than on GPU "
                f"({num(b)} tokens per second).",
                [{"value": a, "hardware": cc}, {"value": b, "hardware": gc}],
            ),
            (
                f"**On CPU:**\n\n- Q4_0: {num(a)} tok/s\n\n**On GPU:**\n\n- Q4_0: {num(b)} tok/s",
                [{"value": a, "hardware": cc}, {"value": b, "hardware": gc}],
            ),
            (
                f"GPU+CPU hybrid gives {num(b)} tok/s.",
                [{"value": b, "hardware": gc}],
            ),
        ]
    )
    return f"{setup}\n\n{body}\n", labels


def use_keyed_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a size under a key of use ("显存占用：", "Memory allocated =") is what the run
    took, on the run's card; a model's weights ("权重就要占用") hold on any machine."""
    (cn, cc), a = r.choice(CARDS), rate(r, 5, 90)
    m = float(r.randint(3, 70))
    setup = r.choice([f"测试环境：\n* GPU: {cn}\n\n", f"Ran on one {cn}.\n\n"])
    body, card = r.choice(
        [
            (f"测试结果：\n* Decode token/s：{num(a)}\n* 显存占用：{num(m)} GB\n", cc),
            (f"Decode tok/s = {num(a)}\nMemory allocated            = {num(m)} GB\n", cc),
            (
                f"测试结果：\n* Decode token/s：{num(a)}\n\n"
                f"说明：\n* 模型权重就要占用约{num(m)}GB\n",
                None,
            ),
        ]
    )
    return setup + body, [
        {"value": a, "hardware": cc},
        {"value": m, "metric": "memory", "hardware": card},
    ]


SHAPES: dict[str, Shape] = {
    "machine cpu runs": machine_cpu_runs,
    "use keyed memory": use_keyed_memory,
}
