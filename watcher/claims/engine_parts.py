"""Engines named as a part or as left out, not as what ran: "TRT-LLM kernels", "without vLLM".

Reading rules §1: context does not imply an engine when the text names another engine for
the figure, and a name that is not the figure's engine must not stand in for it either. Two
ways of naming an engine say it did not run the figure:

- as the maker of kernels another engine runs ("Integrate TRT-LLM DSA kernels ... 3x faster",
  "SGLang with TensorRT-LLM attention kernels"): a component, like a library, not the server;
- as what the run did without ("without a TensorRT-LLM compilation step", "no need for
  vLLM", "w/o llama.cpp"; reading rules §2: the "without" side is the other side), unless
  both sides are named at once ("with and without TensorRT-LLM").

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.names import Mention

# "TRT-LLM kernels", "TensorRT-LLM DSA kernels", "vLLM's fused MoE kernel": the name, then up
# to two words of a compound noun, then the word kernel ("On SGLang the new kernel gives":
# a function word between says the name is not the kernels' maker)
_KERNELS_AFTER = re.compile(
    r"(?:['’]s)?(?:[ \t\-]{1,2}(?!(?:the|an?|new|its|our|their|this|that|these|with|and|or"
    r"|for|to|on|in|at|by|is|are|was|were|gives?|uses?|has|have|adds?)(?![\w\-]))"
    r"[\w\-]{1,16}){0,2}[ \t\-]{1,2}kernels?(?![a-z])|"
    r"[ \t]{0,2}(?:算子|内核|核函数|カーネル|커널)",
    re.IGNORECASE,
)
# "without a TensorRT-LLM compilation step", "no need for vLLM", "w/o llama.cpp", "无需 vLLM"
_WITHOUT_BEFORE = re.compile(
    r"(?:(?<![a-z/])(?:without|w/o|no[ \t]need[ \t](?:for|of|to[ \t]use))"
    r"[ \t]{1,2}(?:(?:an?|the|any)[ \t]{1,2})?|(?:无需|不需要|不用|なしで)[ \t]{0,2})$",
    re.IGNORECASE,
)
# "with and without", "with or without", "with/without": both sides named at once
_BOTH_SIDES = re.compile(r"with[ \t]{0,2}(?:and|or|/)[ \t]{0,2}(?:without|w/o)[ \t]", re.I)


def engine_parts(text: str, found: list[Mention]) -> list[Mention]:
    """``found`` less the engines named as another engine's kernels or as left out."""
    kept = []
    for m in found:
        if _KERNELS_AFTER.match(text, m.end):
            continue
        lo = max(0, m.start - 32)
        if _WITHOUT_BEFORE.search(text, lo, m.start) and not _BOTH_SIDES.search(text, lo, m.start):
            continue
        kept.append(m)
    return kept
