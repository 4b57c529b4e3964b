"""Hosted services named by their maker: ``vendor`` (reading rules §3)."""

from __future__ import annotations

import random
from typing import Any

from claims_shapes.common import ENGINES, UNITS, Label, Shape, num, rate


def maker_as_service(r: random.Random) -> tuple[str, list[Label]]:
    """A maker whose models only it serves (Anthropic), named as the subject of a figure's
    sentence, ran the figure on its own service; the maker named in the sentence before, or
    as the interface an engine's server speaks, is no engine of the figure."""
    v = rate(r, 40, 400)
    u = r.choice(UNITS)
    pick = r.random()
    if pick < 0.5:
        verb = r.choice(["delivers", "serves", "reaches", "streams"])
        lead = r.choice(["Anthropic", "Anthropic's fast mode", "In fast mode, Anthropic"])
        return f"{lead} {verb} about {num(v)} {u}.\n", [{"value": v, "engine": "vendor"}]
    if pick < 0.75:
        text = f"We use Anthropic for chat at work. At home, Qwen3-8B decodes {num(v)} {u}.\n"
        return text, [{"value": v, "engine": None}]
    (en, ec) = r.choice(ENGINES)
    text = f"Our {en} server exposes an Anthropic-compatible endpoint and reaches {num(v)} {u}.\n"
    return text, [{"value": v, "engine": ec}]


def company_engine(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING (batch 86): a company's own proprietary engine named as its product
    (Friendli Engine, PeriFlow, FireAttention) is ``vendor``; named after "than", it is the
    baseline's and the subject keeps its own engine."""
    own = r.choice(["Friendli Engine", "PeriFlow", "FireAttention"])
    (en, ec) = r.choice(ENGINES)
    x = float(r.randint(2, 9))
    if r.random() < 0.5:
        text = f"Compared to {en}, {own} delivers {num(x)}x faster time to first token.\n"
        return text, [{"value": x, "metric": "speedup", "engine": "vendor"}]
    text = f"{en} is {num(x)}x faster than {own} on our test set.\n"
    return text, [{"value": x, "metric": "speedup", "engine": ec}]


def local_after_service(r: random.Random) -> tuple[str, list[Label]]:
    """Reading rules §1: a served model or hosted service named above a figure is context, and
    a figure the text says ran locally ("Run locally, ...", a "Local models" heading) did not
    run on it; with no local run said, or a local run as the yardstick, the service keeps it."""
    v = rate(r, 5, 120)
    u = r.choice(UNITS)
    service = r.choice(["Gemini", "Gemini API", "Claude", "OpenRouter"])
    pick = r.random()
    if pick < 0.4:
        lead = r.choice(["Run locally, ", "Locally, ", "On my local box, "])
        text = f"## {service}\n\n{lead}Qwen3-8B decodes {num(v)} {u}.\n"
        return text, [{"value": v, "engine": None}]
    if pick < 0.7:
        text = (
            f"## {service}\n\nFast and cheap.\n\n## Local models\n\n"
            f"| Model | Speed (tok/s) |\n|---|---|\n| Qwen3-8B | {num(v)} |\n"
        )
        return text, [{"value": v, "engine": None}]
    tail = r.choice(["", ", ten times what we get locally", ", far faster than local runs"])
    text = f"## {service}\n\nIt streams {num(v)} {u}{tail}.\n"
    return text, [{"value": v, "engine": "vendor"}]


def service_docs(r: random.Random) -> tuple[str, list[Label]]:
    """Reading rules §1, §3: a hosted service named as where something is documented ("the
    official API docs", "官方 API 文档") sets no engine; named as what ran, it does."""
    v = rate(r, 5, 200)
    u = r.choice(UNITS)
    if r.random() < 0.6:
        docs = r.choice(["the official API docs", "the Gemini API documentation", "官方 API 文档"])
        text = f"The model was first listed in {docs}. In my test it decodes {num(v)} {u}.\n"
        return text, [{"value": v, "engine": None}]
    via = r.choice(["Through the official API", "Via the Gemini API", "On OpenRouter"])
    return f"{via}, the model streams {num(v)} {u}.\n", [{"value": v, "engine": "vendor"}]


def examples_repository(r: random.Random) -> tuple[Any, ...]:
    """LABELLING (mlx vs mlx-lm): an ml-explore/mlx-examples thread that never names mlx-lm
    is about the MLX example scripts (``mlx``); one naming mlx-lm implies ``mlx-lm``."""
    v = rate(r, 5, 120)
    u = r.choice(UNITS)
    chip = r.choice(["M1 Max", "M2 Ultra", "M3 Max"])
    source = {"source": f"https://github.com/ml-explore/mlx-examples/issues/{r.randint(10, 999)}"}
    if r.random() < 0.5:
        script = r.choice(["mixtral example", "llama script", "phi2 example"])
        text = f"Running the {script} on my {chip} I get {num(v)} {u}.\n"
        return text, [{"value": v, "engine": "mlx"}], source
    named = r.choice(["mlx_lm.generate", "mlx-lm", "mlx_lm"])
    text = f"With {named}, generation runs at {num(v)} {u} on my {chip}.\n"
    return text, [{"value": v, "engine": "mlx-lm"}], source


SHAPES: dict[str, Shape] = {
    "maker_as_service": maker_as_service,
    "company_engine": company_engine,
    "local_after_service": local_after_service,
    "service_docs": service_docs,
    "examples_repository": examples_repository,
}
