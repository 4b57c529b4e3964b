"""Names stated apart that their own words set aside: an example ("e.g. an A100", "such as
llama.cpp") or a card the writer ran on before ("I had an RTX 2060"). Such a name sets up
none of the figures around it (reading rules §1 and §2)."""

from __future__ import annotations

import re

from watcher.claims.clauses import _EXAMPLE, EXAMPLE_HINTS
from watcher.claims.document import _Doc
from watcher.claims.hints import folded, hinted
from watcher.claims.names import Mention
from watcher.claims.other_setups import in_other_setup_sentence as told_apart

# "I had an RTX 2060", "my old 3060", "the previous A100 box", "replaced the 3090 with":
# a card the writer ran on before, not the setup of the runs the post reports
_FORMER = re.compile(
    r"(?<![a-z])(?:(?:had|used[ \t]to[ \t](?:have|run|use))[ \t]{1,2}(?:an?|one|two|my)?"
    r"|(?:old|older|previous|former|replaced[ \t](?:the|my|an?)|swapped[ \t](?:out[ \t])?"
    r"(?:the|my|an?))[ \t]{1,2}(?:nvidia[ \t]|geforce[ \t]|amd[ \t])?)[ \t]{0,2}$",
    re.IGNORECASE,
)
FORMER_HINTS = ("had", "ed to", "ed\tto", "old", "prev", "form", "repl", "wapp")  # its words


# "vLLMやllama.cppといった推論エンジン", "vLLM、SGLang等框架", "Ollamaなどの": Japanese and
# Chinese mark a name an example after it, past up to three more names of the list
_EXAMPLE_AFTER = re.compile(
    r"(?:[ \t]{0,2}(?:や|、|和|与|及|,|，)[ \t]{0,2}"
    r"(?:[^\s。、，,.;；()（）]|(?<=[A-Za-z])\.(?=[A-Za-z])){1,24}){0,3}"
    r"[ \t]{0,2}(?:といった|などの|のような|等(?:推理|框架|工具|引擎|后端|後端))"
)


def _example(m: Mention, doc: _Doc) -> bool:
    lo = max(0, m.start - 48)
    return (
        hinted(folded(doc.text[lo : m.start]), EXAMPLE_HINTS)
        and _EXAMPLE.search(doc.text, lo, m.start) is not None
    ) or _EXAMPLE_AFTER.match(doc.text, m.end, m.end + 120) is not None


def _set_aside(m: Mention, doc: _Doc) -> bool:
    """``_set_aside_now``, asked once per name: every figure of a paragraph weighs its names."""
    return doc.once(_set_aside_now, m)


def _set_aside_now(m: Mention, doc: _Doc) -> bool:
    """True for a card named as an example ("e.g. an A100", "such as a single RTX 4090") or
    as one the writer ran on before ("I had an RTX 2060", "my old 3060"): a card stated
    apart like that sets up none of the figures around it; so does one its sentence places
    in another setup ("Last year we ran a different model on an RTX 4090": other_setups.py)."""
    if _example(m, doc) or doc.once(told_apart, m):
        return True
    lo = max(0, m.start - 32)  # the pattern is tried where its words stand
    return (
        hinted(folded(doc.text[lo : m.start]), FORMER_HINTS)
        and _FORMER.search(doc.text, lo, m.start) is not None
    )
