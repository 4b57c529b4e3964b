"""A rate no single stream of a large model reaches on GPUs: the server's sum.

The reading rules (§4, LABELLING "One stream or many") read a rate no single stream reaches
on the stated hardware as many streams at once: thousands of tok/s for a multi-billion-
parameter model on one GPU, or 1,200 tok/s for a 72B. One stream of a dense model decodes at
most about memory bandwidth over weight bytes: a 70B model on today's GPUs reaches a few
hundred tok/s at best, speculative decoding included. So a generation rate of a thousand
tok/s or more for a model of tens of billions of parameters, named in the figure's own
sentence, is a server's output when the chips named around it are GPUs: not when one is no
GPU (wafer-scale, LPU, RDU: they decode one stream of a 70B that fast), when none is named
and no GPU, card, node or GPU-only serving engine (vLLM, SGLang, TensorRT-LLM, TGI, LMDeploy)
is named either (a hosted demo's speed may be such a chip's), or in a text of diffusion
decoding.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

LARGE_MODEL_PARAMS = 30.0
"""billions of parameters: from this size on a model's one stream stays far below
``LARGE_MODEL_ONE_STREAM_MAX`` on a GPU (a 32B model in FP8 is 32 GB read per token)."""

LARGE_MODEL_ONE_STREAM_MAX = 1000.0
"""tok/s: from this rate on, a model of ``LARGE_MODEL_PARAMS`` or more decodes more than one
stream on GPUs (LABELLING, eleventh pass: "1200 for a 72B ... on a GPU or node")."""

# a parameter count as a model's name writes it: "70B", "Qwen-72B", "Llama 3.1 405B",
# "Qwen3-235B-A22B" (the total, before the active count), "671B"; not money ("$40B")
_PARAMS = re.compile(r"(?<![\w.$€¥£])(?P<b>\d{2,4}(?:\.\d)?)[ \t]?B(?![a-zA-Z\d])")

# a GPU or a GPU-like accelerator by its vocabulary name ("H100", "RTX 4090", "MI300X")
GPU_NAME = re.compile(
    r"[ABHKLPTV]\d{1,3}[A-Z]?|GB\d{2,3}|GH\d{3}|(?:RTX|GTX|Titan|Quadro|RX|Radeon PRO|Arc) .{1,20}"
    r"|MI\d{3}[A-Z]?|Ascend \d{3}[A-Z]?|Gaudi \d|MTT .{1,12}"
)
# a GPU, card or node named without its model ("on one GPU", "单卡", "在单节点上")
_GPU_WORD = re.compile(
    r"(?<![a-z])(?:gpus?|nodes?|graphics[ \t]cards?)(?![a-z])|单卡|單卡|显卡|顯卡|单节点|單節點"
    r"|(?:单|單|一)(?:张|張|块|塊)?(?:卡|GPU)",
    re.IGNORECASE,
)
# engines that run on GPUs (and GPU-like accelerators) only: one named in the sentence says
# the model is served on GPUs ("vLLM实测：Qwen-72B吞吐达每秒1200 Token"), as a GPU word does;
# llama.cpp and MLX run on CPUs and Apple silicon too, and name no GPU
GPU_ENGINES = frozenset({"vllm", "sglang", "tensorrt-llm", "tgi", "lmdeploy"})
_CHIP_REACH = 600  # characters either side: the figure's paragraph and its setup lines


def beyond_a_large_models_stream(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's own sentence names a model of ``LARGE_MODEL_PARAMS`` billion
    parameters or more and its rate is ``LARGE_MODEL_ONE_STREAM_MAX`` or more, with GPUs and
    no other chip named around it (or, with no chip named, a GPU, card or node in the
    sentence) and no diffusion decoding in the text. One scan of the
    sentence, shared by its figures."""
    if fig.value < LARGE_MODEL_ONE_STREAM_MAX:
        return False
    own = local.sentence or local.segment
    if not any(
        float(m.group("b")) >= LARGE_MODEL_PARAMS
        for _s, _e, m in doc.scan(_PARAMS, own.start, own.end)
    ):
        return False
    chips = doc.near("hardware", max(0, fig.start - _CHIP_REACH), fig.end + _CHIP_REACH)
    if not all(GPU_NAME.fullmatch(m.name) for m in chips):
        return False
    if (
        not chips
        and not doc.scan(_GPU_WORD, own.start, own.end)
        and not any(m.name in GPU_ENGINES for m in doc.near("engine", own.start, own.end))
    ):
        return False  # no chip and no GPU named: a hosted demo's speed may be another chip's
    return not any(m.name == "diffusion" for m in doc.near("mode", 0, len(doc.text)))
