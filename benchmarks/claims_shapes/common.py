"""What every family of grammar shapes builds from: the vocabulary's engines, cards, methods and
units as a text spells them and as the labels name them, and small writers of values and tables."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

Label = dict[str, Any]
# a shape builds (text, labels) or (text, labels, context): the title and source it is read with
Shape = Callable[[random.Random], tuple[Any, ...]]

ENGINES = [
    ("llama.cpp", "llama.cpp"),
    ("SGLang", "sglang"),
    ("vLLM", "vllm"),
    ("TensorRT-LLM", "tensorrt-llm"),
    ("Ollama", "ollama"),
    ("ExLlamaV2", "exllamav2"),
    ("LMDeploy", "lmdeploy"),
    ("TGI", "tgi"),
]
CARDS = [
    ("H100", "H100"),
    ("H200", "H200"),
    ("RTX 4090", "RTX 4090"),
    ("MI300X", "MI300X"),
    ("A100", "A100"),
    ("RTX 3090", "RTX 3090"),
    ("L40S", "L40S"),
]
METHODS = [
    ("EAGLE-3", "eagle"),
    ("MTP", "mtp"),
    ("Medusa", "medusa"),
    ("prompt lookup decoding", "ngram"),
    ("speculative decoding", "speculative"),
]
UNITS = ["tok/s", "tokens/s", "t/s", "tokens per second", "tok/sec"]
VERBS = ["reaches", "runs at", "decodes at", "hits", "gets", "achieves"]
PRECISIONS = [("FP8", "FP8"), ("BF16", "BF16"), ("AWQ", "INT4"), ("FP16", "FP16")]


def rate(r: random.Random, lo: int = 5, hi: int = 400) -> float:
    """A rate between ``lo`` and ``hi``, whole or with one decimal."""
    return float(r.randint(lo, hi)) if r.random() < 0.5 else round(r.uniform(lo, hi), 1)


def num(x: float) -> str:
    """``x`` as a text writes it: no ``.0`` on a whole number."""
    return str(int(x)) if x == int(x) else str(x)


def table(header: list[str], rows: list[list[str]]) -> str:
    """A GitHub pipe table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join([*lines, *("| " + " | ".join(row) + " |" for row in rows)]) + "\n"
