"""A figure of a model its text calls a diffusion language model decodes by diffusion.

Reading rules §3 define ``diffusion`` as parallel / diffusion decoding without a verifier, and
a diffusion language model decodes that way; LABELLING's twelfth and thirteenth passes read
"diffusion LLM" wording as stating the method: "a diffusion language model", "Diffusion
LLMs", "dLLM", "扩散语言模型", or a model whose own name says it ("X Diffusion",
"DiffusionX"), in the figure's own paragraph, the title, or the page's opening lines about its
subject. A product name alone states nothing (knowledge from outside the text), and a
drafting "block diffusion model" (DFlash) stays ``speculative``: the wording here names a
language model, never a drafter. The method is given only to a figure whose own words named
no mode, and not to a comparison's other side ("faster than the 200 tok/s of GPT-4o Mini").
"""

from __future__ import annotations

import re

from watcher.claims.clauses import _in_compared_clause
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.models import SPEEDUP
from watcher.claims.names import Mention

_MODE = "diffusion"
# words that make "… diffusion … model" another kind of model than a language model
_NOT_TEXT = r"(?!(?:image|video|audio|vision|visual|pixel|draft|drafter|drafting)s?\b)"
_WORDING = re.compile(
    # "diffusion language model", "Diffusion LLMs", "diffusion-based large language model",
    # "diffusion based reasoning model", "text-diffusion model", "diffusion LM"
    r"(?<![a-z])(?:(?:text[ \t\-])diffusion[ \t\-]models?"
    r"|diffusion(?:[ \t\-]based)?[ \t\-]"
    r"(?:" + _NOT_TEXT + r"[a-z]{2,12}[ \t\-]){0,2}(?:language[ \t\-]models?|LLMs?|LMs?)"
    r"|diffusion[ \t\-]based[ \t\-](?:" + _NOT_TEXT + r"[a-z]{2,12}[ \t\-]){0,2}models?)"
    r"(?![a-z])"
    # "dLLM", "dLLMs", "Fast-dLLM": the short form of "diffusion LLM" (case as written)
    r"|(?-i:(?<![A-Za-z])dLLMs?(?![a-z]))"
    # a model named for it: "Gemini Diffusion", "Nemotron-Labs Diffusion", "DiffusionGemma"
    # (not "Stable Diffusion", an image model, nor a "Block Diffusion" drafter)
    r"|(?-i:(?<![\w\-])(?!(?:Stable|Block|Latent|Video|Image|Discrete|Masked|Continuous|Text"
    r"|The|A|An|With|For|Of|Via|Using|And|Speculative)[ \t\-])"
    r"[A-Z][\w\-]{1,20}[ \t]Diffusion(?![ \t\-]?(?:XL|[Mm]odels?|[Dd]ecod|[Dd]raft))"
    r"|(?<![\w\-])Diffusion[A-Z][a-z]{2,12})"
    # the same in Chinese, Japanese and Korean: "扩散语言模型", "基于扩散技术的大语言模型",
    # "拡散言語モデル", "拡散型LLM", "확산 언어 모델"
    # and "基于扩散技术的商业级大语言模型" ("扩散" alone also means "spread", as "扩散到":
    # a language-model noun must follow within a few words), "diffusion 기반"
    r"|[扩擴拡]散(?![到至开開了])[^\s，。,.、；;：:！!？?（）()]{0,8}?"
    r"(?:语言模型|語言模型|言語モデル|大模型|LLM)"
    r"|확산(?:형|[ \t]기반)?[ \t]?(?:언어[ \t]?모델|LLM)|diffusion[ \t]?기반"
    r"|(?<=[가-힣])[ \t]디퓨전",
    re.IGNORECASE,
)


def calls_a_diffusion_llm(text: str) -> bool:
    """True when ``text`` holds the wording ("a diffusion LLM", "dLLM", "Acme Diffusion")."""
    return _WORDING.search(text) is not None


def diffusion_model_mode(fig: _Figure, local: _Local, doc: _Doc) -> str | None:
    """``diffusion`` for a figure of a text's diffusion language model, else None."""
    if not _stated(fig, local, doc):
        return None
    if fig.metric != SPEEDUP:
        # "faster than the 200 tok/s we've seen from GPT-4o Mini": the other side's rate
        at = Mention("mode", _MODE, fig.start, fig.end)
        if _in_compared_clause(at, local, doc):
            return None
    return _MODE


def _stated(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the wording stands in the figure's paragraph or row, the title, or the
    page's opening lines."""
    if doc.found_between(_WORDING, local.block.start, local.block.end):
        return True
    seg = local.sentence or local.segment
    if doc.found_between(_WORDING, seg.start, seg.end):
        return True
    key = (_MODE, "opening", -1)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = calls_a_diffusion_llm(doc.title) or doc.found_between(
            _WORDING, 0, _opening_end(doc)
        )
    return bool(known)


def _opening_end(doc: _Doc) -> int:
    """Where the page's opening lines end: its first block, and the next when the first is
    a heading (one line)."""
    blocks = doc.sentences.blocks if doc.sentences is not None else ()
    if not blocks:
        return min(len(doc.text), 400)
    first = blocks[0][0]
    if "\n" not in doc.text[first.start : first.end].strip() and len(blocks) > 1:
        return blocks[1][0].end
    return first.end
