"""The words around a vocabulary name that make it no name, or another kind of name.

"a diffusion language model" (a model family, not a decoding mode), "Q4 2025" (a quarter,
not a quantisation), "cache type q8_0" (the cache's precision, not the run's), "H100-class
NVMe" (storage), "a llama.cpp fork": read by ``names`` beside each match. Split from
``names`` so each module stays small; patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re
from collections.abc import Container

from watcher.claims.hints import folded, hinted

# "a diffusion language model", "diffusion LLMs": a model family, not a decoding mode; its
# figures still need their decoding stated ("parallel decoding", "diffusion decoding"). "is
# an auto-regressive language model" says what a model is, not how a run decoded.
_MODEL_AFTER = re.compile(r"[ \t\-]{1,2}(?:language[ \t]{1,2})?(?:models?|LLMs?|LMs?)\b", re.I)
_MODEL_FAMILY_MODES = frozenset({"diffusion"})
_A_BEFORE = re.compile(r"(?<![a-z])(?:an?|are)[ \t]{1,2}$", re.IGNORECASE)
# "Stable Diffusion", "latent diffusion", "video diffusion": image and video models by name,
# beside which an LLM's rate names no decoding mode
_PICTURE_MODEL_BEFORE = re.compile(r"(?<![a-z])(?:stable|latent|video)[ \t\-]{1,2}$", re.I)


def describes_model(text: str, start: int, end: int, canonical: str) -> bool:
    """True when the mode name at ``text[start:end]`` says what a model is, not how a run
    decoded: "a diffusion language model", "is an auto-regressive model", "Stable Diffusion"."""
    if canonical in _MODEL_FAMILY_MODES and _PICTURE_MODEL_BEFORE.search(
        text, max(0, start - 8), start
    ):
        return True
    return bool(_MODEL_AFTER.match(text, end)) and (
        canonical in _MODEL_FAMILY_MODES
        or (canonical == "ar" and bool(_A_BEFORE.search(text, max(0, start - 8), start)))
    )


# A number-only alias ("4090") followed by one of these is a figure, not a GPU: a unit, or a
# decimal part ("total time = 3080.00 ms": the number goes on)
_UNIT_AFTER = re.compile(
    r"\.\d|[ \t]{0,2}(?:tok|tk/|t/s|tps|ms\b|s\b|sec|gb|gib|mib|mb|x\b|%|tokens|requests)",
    re.IGNORECASE,
)
# "dual-3090 rig", "quad-4090 box": a count word joined to the card's number names the card
_COUNT_JOINED = re.compile(r"(?<![a-z])(?:dual|quad|triple|single|twin)-$", re.IGNORECASE)


def numeric_cut(text: str, start: int, end: int) -> bool:
    """True when the number-only alias at ``text[start:end]`` ("4090") is no card: part of a
    number, a price, a path or a figure with its unit ("3080.00 ms")."""
    before = text[max(0, start - 1) : start]
    if before == "-" and _COUNT_JOINED.search(text, max(0, start - 8), start):
        return False
    return before in (".", ",", "$", "#", "-", "/") or bool(_UNIT_AFTER.match(text, end))


# "Q4" and "Q8" are 4- and 8-bit quantisations, unless they are a quarter of the year
_QUARTER_ALIAS = re.compile(r"q[1-4]", re.IGNORECASE)
_QUARTER_AFTER = re.compile(
    r"[ \t]{0,2}(?:'?\d{2}(?!\d)|(?:19|20)\d{2}|fy|of|earnings|results|revenue|roadmap)",
    re.IGNORECASE,
)
_QUARTER_BEFORE = re.compile(
    r"(?:in|by|during|fy|until|before|after|h\d|early|late)[ \t]{1,2}$", re.I
)


# a precision named for the KV cache, not for the weights
_CACHE_BEFORE = re.compile(
    # "cache type q8_0", vLLM's "--kv-cache-dtype fp8" and "kv_cache_dtype=fp8"
    r"(?:(?:kv[ \t_\-]?)?cache(?:[ \t_\-]?d?type(?:[ \t_\-]?[kv])?)?"
    # llama-bench's JSON keys ``"type_k": "f16"`` and its ``-ctk`` / ``-ctv`` flags
    r"|(?<![a-z])type_[kv]\"?|(?<![a-z])-ct[kv])[ \t]{0,2}[:=]?[ \t]{0,2}[`\"]?$",
    re.I,
)
# "FP8 KV cache", "INT8 group-64 KV", "BF16 attention", "INT8 activations", "FP32 router
# GEMM kernel", "FP32 accumulation": the precision of one part of the computation, not the
# model's
_CACHE_AFTER = re.compile(
    r"(?:/[A-Za-z0-9_]{2,8})?"  # "int8/int4 KV cache": both are the cache's
    r"[ \t_\-]{0,2}(?:group[ \t\-]?\d{1,4}[ \t]{1,2})?"
    r"(?:(?:kv[ \t_\-]?)?cache|kv|attention|attn|activations?|router|gating|gate|gemms?"
    r"|kernels?|accumulat(?:e|ion|ors?)|softmax|reductions?|all[ \t\-]?reduce|logits"
    r"|communication)(?![a-z])",
    re.I,
)
# "an M2 NVMe drive", "M2 slot": a storage form factor, not Apple's chip
_STORAGE_AFTER = re.compile(r"[ \t\-]{0,2}(?:NVMe|SSDs?|slots?|drives?)(?![A-Za-z])", re.I)
_PATH_SEGMENT_AFTER = re.compile(r"-[A-Za-z][\w.\-]{0,40}/")
# "M2-BERT", "T4-Chat": a model named with a chip's letters (a form factor or tier joined
# to the chip, "V100-SXM2", "M2-Max", is still the chip)
_MODEL_JOINED_AFTER = re.compile(
    r"-(?!(?:SXM|PCIe|NVL|HBM|GPU|Max|Pro|Ultra|Class|Series)(?![a-z]))[A-Z][A-Za-z]{2,}"
    # "MiniMax M2.1", "M2.5": a version's point release after the letters, a model's name
    r"|\.\d"
)
# "B200 tokens", "H100 parameters": a count of tokens or parameters written after a letter
# (billions), not a chip; "H100 tokens/s", "H100 tokens per second" is the chip's rate
_COUNTED_AFTER = re.compile(
    r"[ \t]{1,2}(?:tokens|params|parameters)(?![A-Za-z])(?![ \t]*(?:/|per[ \t]|a[ \t]second))",
    re.IGNORECASE,
)
# "MLX-format weights", "llama.cpp format": a file format named after an engine, which is no
# engine (the rules: a file format is never an engine)
_FORMAT_AFTER = re.compile(
    r"[ \t\-]{1,2}(?:format(?:ted)?|weights|checkpoints?|files?)(?![A-Za-z])", re.I
)
# "a fork of llama.cpp", "forked from vLLM", "a KoboldCpp fork": a project of its own, outside
# the rules' list (LABELLING: forks of an engine leave the engine null); "Ollama's fork of
# llama.cpp" keeps Ollama, and "vllm-fork" (a platform port's repository) is no fork named
_FORK_BEFORE = re.compile(r"(?<![a-z])fork(?:ed)?[ \t]{1,2}(?:of|from)[ \t]{1,2}$", re.I)
_FORK_AFTER = re.compile(r"[ \t]{1,2}forks?(?![a-z])", re.I)
FORK = "fork"
# "vllm-rs", "llama.cpp-go": an engine's name joined to a language is a port or binding of
# its own (LABELLING: bindings and ports outside the vocabulary leave the engine null);
# "mlx-server", "mlx-openai-server": MLX is a library that ships no server, so a server
# named after it is another project (LABELLING: mlx-server is outside the vocabulary)
_PORT_AFTER = re.compile(r"-(?:rs|go|swift|sharp|dart|java)(?![\w])", re.I)
_SERVER_AFTER = re.compile(r"-(?:openai-)?serv(?:er|e)(?![\w\-])", re.I)
_SERVERLESS = frozenset({"mlx"})
# "Rapid-MLX", "lightning-mlx", "spark-vllm", "turbo-llama.cpp": a word joined before an
# engine's name names a project of its own (LABELLING: Rapid-MLX, lightning-mlx and
# Nano-vLLM are outside the vocabulary); a maker, a platform or the engine's own build
# joined so ("AMD-vLLM", "Apple-MLX", "HF-transformers", "vanilla-vLLM") still names it
_PREFIXED_BEFORE = re.compile(r"(?<![\w.\-/])(?P<word>[A-Za-z]{2,20})-$")
_PLATFORM_WORDS = frozenset(
    {
        *("amd", "rocm", "intel", "nvidia", "cuda", "apple", "metal", "hf", "huggingface"),
        *("ascend", "vanilla", "stock", "upstream", "official", "native", "plain", "mainline"),
    }
)


def named_apart(
    text: str, start: int, end: int, canonical: str, methods: Container[str] = ()
) -> bool:
    """True when the engine's name at ``text[start:end]`` names a project of its own: a fork
    ("a fork of llama.cpp", "KoboldCpp fork"), a port to another language, a server built
    on a library that ships none, or a word joined before it that is no decoding method in
    ``methods`` (lower-case: "DFlash-MLX" is DFlash run in MLX)."""
    return bool(
        _FORK_BEFORE.search(text, max(0, start - 16), start)
        or _FORK_AFTER.match(text, end)
        or _PORT_AFTER.match(text, end)
        or (canonical in _SERVERLESS and _SERVER_AFTER.match(text, end))
        or _prefixed(text, start, methods)
    )


def _prefixed(text: str, start: int, methods: Container[str]) -> bool:
    """True when a word is hyphen-joined before the engine's name ("Rapid-MLX")."""
    m = _PREFIXED_BEFORE.search(text, max(0, start - 22), start)
    word = m.group("word").lower() if m is not None else ""
    return bool(word) and word not in _PLATFORM_WORDS and word not in methods


_JOINED_WORD_BEFORE = re.compile(r"(?<![\w.\-])([A-Za-z][\w.]{1,20})-$")
_JOINED_WORD_AFTER = re.compile(r"-([A-Za-z][\w.]{1,20})(?![\w\-])")
_JOINED_BEFORE = re.compile(r"[A-Za-z0-9][\-_]$")
_JOINED_AFTER = re.compile(r"[\-_][A-Za-z0-9]")


# a file name that goes on to name another quant type ("-IQ2XXS-w2Q2K-AProjQ8") mixes them
# per tensor: it names no single precision
_MIXED_AFTER = re.compile(r"[\-_][\w.\-]{0,40}?(?<![\d.])I?Q\d(?![\d.])", re.IGNORECASE)
# "2,744 TFLOPS FP8", "20 PFLOPS of FP4", "FP8 性能接近 4000TFLOPS", "FP8-optimized matrix
# multiplication": a chip's compute or a kernel at that precision, not the model's
_SPEC_BEFORE = re.compile(r"(?<![A-Za-z])(?:[TPE]?FLOPS|TOPS)[ \t]{0,2}(?:of[ \t]{1,2})?$")
_SPEC_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?:性能|performance|compute)[^\n.;。，,]{0,16}?[\d.,]{1,9}[ \t]{0,2}"
    r"(?:[TPE]?FLOPS|TOPS)|[TPE]FLOPS|TOPS|-optimi[sz]ed)(?![A-Za-z])"
)


def not_the_weights(text: str, start: int, end: int) -> bool:
    """True for a precision the words around make no model's: "cache: q4", "FP8 KV cache"
    (the cache's), "...-IQ2XXS-w2Q2K-AProjQ8" (a recipe mixing quant types), "2,744 TFLOPS
    FP8" (a chip's compute)."""
    # each pattern is tried only where the words it needs stand (every precision asks): a
    # cache's words hold "cach", "type_" or "-ct"; a chip's compute "OPS" (case kept) or,
    # after the name, one of its words' first letters; a mix opens on "-" or "_"
    before = text[max(0, start - 24) : start]
    head = text[end : end + 3].lstrip(" \t")[:1]
    return bool(
        (hinted(folded(before), _CACHE_HINTS) and _CACHE_BEFORE.search(before))
        or _CACHE_AFTER.match(text, end)
        or (text.startswith(("-", "_"), end) and _MIXED_AFTER.match(text, end))
        or (
            text.find("OPS", max(0, start - 12), start) >= 0
            and _SPEC_BEFORE.search(text, max(0, start - 12), start)
        )
        or (head in _SPEC_FIRST and _SPEC_AFTER.match(text, end))
    )


_CACHE_HINTS = ("cach", "type_", "-ct")  # ``_CACHE_BEFORE``'s words (``hints``)
_SPEC_FIRST = frozenset(("", "性", "p", "c", "T", "P", "E", "-"))  # where ``_SPEC_AFTER`` opens
