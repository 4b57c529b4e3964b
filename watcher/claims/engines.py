"""Which engine mentions name the engine a text's figures ran on.

A chip company's hosted service ("the Cerebras inference API") is the vendor's engine; an
engine named as another's backend ("LM Studio + MLX engine") runs inside it; a benchmark
client's ``--backend vllm`` names a protocol; a PR title's tag ("[MLX] ...") names a part
of the repository; an issue asking for a method to be added measures it elsewhere.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Lexicon, Mention

# "the Cerebras inference API", "Cerebras Inference", "SambaNova Cloud": a chip company's
# hosted service is the vendor's own engine (the chip stays the hardware)
_HOSTED_AFTER = re.compile(
    r"(?:'s|’s)?[ \t]{1,2}(?:(?:inference|cloud)[ \t]{1,2})?(?:API|Inference|Cloud)(?![A-Za-z])"
)


def _hosted(text: str, chips: list[Mention], lex: Lexicon) -> list[Mention]:
    """``vendor`` engine mentions where a chip company's hosted service is named."""
    if VENDOR not in lex.names.get("engine", {}).values():
        return []
    return [
        Mention("engine", VENDOR, m.start, hit.end())
        for m in chips
        if (hit := _HOSTED_AFTER.match(text, m.end)) is not None
    ]


VENDOR = "vendor"
# "add 'prompt lookup decoding'", "[Feature]: support EAGLE", "possible to integrate into
# vllm?": a request to add a method; its figures come from elsewhere, not the repository's
# engine (LABELLING: a feature request measuring the requested method)
_REQUEST_TITLE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{1,30}\][ \t:]*)?(?:feature[ \t]request[ \t:]*)?"
    r"(?:add|support|implement|integrate|request)(?![a-z])",
    re.IGNORECASE,
)
_REQUEST_TEXT = re.compile(
    r"(?<![a-z])integrat(?:e|ed|ing)[ \t](?:\w+[ \t]){0,2}into(?![a-z])", re.I
)


def _requested(doc: _Doc) -> bool:
    """True when an issue asks for a method to be added to the repository's engine (a PR
    titled "Add ..." adds it, and measures it in the engine)."""
    return bool(_REQUEST_TITLE.search(doc.title) or _REQUEST_TEXT.search(doc.text[:4000]))


# "LM Studio + MLX engine", "LM Studio's llama.cpp and MLX engines", "Ollama replaces its
# llama.cpp backend": an engine named as another's backend runs inside it; the app is the
# engine the figures were measured with (LABELLING: LM Studio running MLX is lm-studio)
_BACKEND_AFTER = re.compile(
    r"(?:[ \t]{0,2}(?:and|&|,)[ \t]{0,2}[\w.\-]{2,20})?[ \t]{0,2}"
    r"(?:engines?|backends?|runtimes?|frameworks?|引擎|后端|後端|エンジン)(?![a-z])",
    re.IGNORECASE,
)
_OWNER_GAP = re.compile(r"(?:'s|’s|的)?[^\n.;:!?。；]{0,40}$")
_NOT_OWNER = re.compile(r"(?<![a-z])(?:vs\.?|versus|than|compared|against|or)(?![a-z])", re.I)


def _without_backends(text: str, engines: list[Mention]) -> list[Mention]:
    """The engine mentions, less those named as another engine's backend."""
    out: list[Mention] = []
    for i, m in enumerate(engines):
        owner = next(
            (o for o in reversed(engines[:i]) if o.name != m.name and m.start - o.end <= 40),
            None,
        )
        if (
            owner is not None
            and _BACKEND_AFTER.match(text, m.end)
            and _OWNER_GAP.fullmatch(text, owner.end, m.start)
            and not _NOT_OWNER.search(text, owner.end, m.start)
        ):
            continue
        out.append(m)
    return out


# a benchmark client's "--backend vllm": the API it speaks, not the server that answered
_CLIENT_BACKEND = re.compile(r"--backend[ \t=]{1,3}$")
_TITLE_TAGS = re.compile(r"[ \t]{0,3}(?:\[[^\]\n]{1,40}\][ \t]{0,3}){1,6}")
