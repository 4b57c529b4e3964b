"""Baseline figures paired with a list of backends that are no names of the vocabulary.

"vLLM reaches 156 t/s on two R9700s, compared to 106 t/s and 87 t/s for ROCm and Vulkan,
respectively": the figures after "compared to" are the baselines, and the pairing says whose
each is (a backend, neither engine nor card). Comparisons name a baseline, not the subject
(reading rules §2), and the subject's engine and card do not pass to the baseline
(LABELLING: "a file format as the baseline gives no engine, and the subject's hardware does
not pass to the baseline"), so each such figure takes only the engine or card its own side
names when the subject's words name one (a card or engine the page's context implies, such
as a title's "Dual R9700", still applies to every figure). A list of engines ("for llama.cpp
and SGLang, respectively") is read the same way (each figure
then takes its own engine from the pairing).

Only when the sentence says "respectively", the list has as many members as the side has
figures (two or more) and no member is a name of the vocabulary other than an engine; a
bare "compared to 106 t/s" is left to the other readers.

Example: in the sentence above, 106 and 87 take no engine and no card from "vLLM" and
"two R9700s".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from watcher.claims.patterns import FIGURE
from watcher.claims.respectively_words import RESPECTIVELY

if TYPE_CHECKING:
    from watcher.claims.document import _Doc, _Span

# the comparison that opens the baselines' side
_COMPARED = re.compile(r"(?<![a-z])(?:vs\.?|versus|compared[ \t]+(?:to|with))[ \t]+", re.I)
# the side's own words end at a clause mark or a sentence's end
_SIDE_END = re.compile(r"[;:()\n]|,(?![ \t]*(?:and[ \t])?[ \t]*\d)|[.!?](?:\s|$)")
_MEMBER = r"(?:the[ \t]+)?[A-Za-z][\w.\-]{1,20}(?:[ \t]*\+[ \t]*[A-Za-z][\w.\-]{1,20})?"
# "for ROCm and Vulkan", "with CUDA, Vulkan and SYCL", "on the CPU / Metal backends"
_LIST = re.compile(
    rf"[ \t]+(?:for|with|on|using|via|in)[ \t]+(?P<members>{_MEMBER}"
    rf"(?:(?:[ \t]*,[ \t]*|[ \t]*/[ \t]*|,?[ \t]+and[ \t]+){_MEMBER}){{1,5}})"
    r"(?:[ \t]+backends?)?(?:,?[ \t]+(?:respectively|jeweils))?[ \t]*$",
    re.IGNORECASE,
)
_SPLIT = re.compile(r"[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]*/[ \t]*|[ \t]+and[ \t]+", re.I)
_FOREIGN = ("hardware", "precision", "mode")  # a member naming these is no backend


def backend_side(start: int, own: _Span, doc: _Doc) -> tuple[int, int] | None:
    """The span of the baselines' own words ("compared to 106 t/s and 87 t/s for ROCm and
    Vulkan") when the figure at ``start`` is one of them, else None. ``own`` is the
    figure's sentence."""
    text = doc.text
    opened = None
    for m in _COMPARED.finditer(text, max(own.start, start - 80), start):
        opened = m
    if opened is None or RESPECTIVELY.search(text, own.start, own.end) is None:
        return None
    stop = _SIDE_END.search(text, start, own.end)
    end = stop.start() if stop is not None else own.end
    listed = _LIST.search(text, opened.end(), end)
    if listed is None or not listed.start() > start:
        return None
    members = _SPLIT.split(listed.group("members"))
    figures = sum(1 for _ in FIGURE.finditer(text, opened.end(), listed.start()))
    if figures < 2 or figures != len(members):
        return None
    if any(doc.near(c, listed.start(), listed.end()) for c in _FOREIGN):
        return None
    return opened.start(), end
