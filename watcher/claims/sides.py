"""The baseline side of an "A vs B" pair that names its own setup.

"118 tok/s on the M5 Max with MLX vs GGUF's 60": the figure after "vs" is the baseline's,
and the baseline says whose it is (GGUF's; setup.py asks for a file format or an engine
named on that side). Each side of the pair takes its own setup
(reading rules §2, LABELLING: "A vs B" pairs give each side its own setup; the subject's hardware
does not pass to the baseline), so the engine, card and precision named on the subject's side,
or anywhere outside the baseline's own words, are not the baseline's. A bare "9783 vs 8077"
names no owner and shares the row's setup.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from watcher.claims.backend_lists import backend_side
from watcher.claims.names import Mention
from watcher.claims.numbers import _NUM
from watcher.claims.patterns import FIGURE

if TYPE_CHECKING:
    from watcher.claims.document import _Doc, _Span

# the words between the comparison and the figure: "vs GGUF's", "compared to", "versus roughly"
_OPENS_SIDE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|compared[ \t]+(?:to|with))[ \t]+"
    r"(?P<owner>(?:the[ \t]+)?[\w.\-]{2,24}['’]s[ \t]+)?"
    r"(?:(?:about|around|roughly|only|just|~|≈)[ \t]*)?$",
    re.IGNORECASE,
)
# "over SambaNova's previous record of 792", "beats vLLM's 40 tok/s", "than the H100's 1,200":
# a figure a comparison's baseline owns (the possessive says whose it is)
_OWNED_SIDE = re.compile(
    r"(?<![a-z])(?:over|than|beat(?:s|ing)?|outperform(?:s|ed|ing)?|against|ahead[ \t]of)"
    r"[ \t]+(?:the[ \t]+)?[\w.\-]{2,24}['’]s[ \t]+(?:[a-z]{2,12}[ \t]+){0,3}?"
    r"(?:of[ \t]+)?(?:(?:about|around|roughly|only|just|~|≈)[ \t]*)?$",
    re.IGNORECASE,
)
# the baseline's own words after its figure, up to the end of its clause
_SIDE_END = re.compile(r"[,;:()\n]|[.!?](?:\s|$)")
# a file format naming the baseline ("vs GGUF's 60", "... in 4bit GGUF")
_FORMAT = re.compile(r"(?<![a-z])(?:gguf|exl2|exl3|safetensors|onnx)(?![a-z])", re.I)


def names_format(text: str, lo: int, hi: int) -> bool:
    """True when the baseline's words name a file format."""
    return _FORMAT.search(text, lo, hi) is not None


def baseline_side(text: str, start: int, end: int, lo: int) -> tuple[int, int] | None:
    """The span of the baseline's own words when the figure at ``start``-``end`` opens the
    "vs" side of a pair, else None. ``lo`` bounds the look back (the figure's sentence)."""
    m = _OPENS_SIDE.search(text, max(lo, start - 48), start) or _OWNED_SIDE.search(
        text, max(lo, start - 64), start
    )
    if m is None:
        return None
    hi = min(len(text), end + 60)
    stop = _SIDE_END.search(text, end, hi)
    side_end = stop.start() if stop is not None else hi
    return m.start(), side_end


def format_baseline(text: str, start: int, end: int, lo: int) -> bool:
    """True when the figure is a "vs" side that a file format owns ("vs GGUF's 60"): a format
    is no engine, so the baseline has none, not even the one the page implies."""
    side = baseline_side(text, start, end, lo)
    return side is not None and names_format(text, *side)


# the subject's own words after its figure, up to the comparison: "550 t/s Gemma GGUF vs ..."
_SUBJECT_THEN_VS = re.compile(
    r"[^,;:()\n.!?]{0,40}?(?<![a-z])(?:vs\.?|versus|compared[ \t]+(?:to|with))(?![a-z])",
    re.IGNORECASE,
)


def format_subject(text: str, end: int) -> tuple[int, int] | None:
    """The span of the words right after a figure up to a "vs" when they name a file format:
    "550 t/s Gemma GGUF vs MLX variants" sets the GGUF run against the MLX one. A format is
    no engine, so that side has none, not the one the rest of the sentence names for the
    other side (reading rules §2–§3)."""
    m = _SUBJECT_THEN_VS.match(text, end)
    if m is None or not names_format(text, end, m.start() + m.group(0).rfind(" ") + 1):
        return None
    return end, m.end()


def side_name(
    category: str, start: int, end: int, own: _Span, doc: _Doc
) -> tuple[bool, Mention | None]:
    """(applies, the name) for a figure that is one side of a pair whose side names its own
    setup: the baseline's "vs GGUF's 60" or "vs vLLM's 40" takes only what its own words
    name, and so does the subject's "550 t/s Gemma GGUF vs ..." (an engine, card or quant
    named elsewhere in the sentence is the other side's). ``own`` is the figure's sentence."""
    if category in ("engine", "hardware"):  # "compared to 106 and 87 t/s for ROCm and Vulkan"
        listed = backend_side(start, own, doc)
        # only the subject's name is kept off the baselines; the page's context still applies
        if listed is not None and doc.near(category, own.start, listed[0]):
            named = doc.near(category, *listed)
            return True, (named[-1] if named else None)
    side = baseline_side(doc.text, start, end, own.start)
    if side is not None and (
        names_format(doc.text, *side)
        or doc.near("engine", side[0], side[1])
        or (category in ("hardware", "precision") and doc.near(category, side[0], side[1]))
    ):
        named = doc.near(category, side[0], side[1])
        return True, (named[-1] if named else None)
    if category == "engine" and (subject := format_subject(doc.text, end)) is not None:
        named = doc.near(category, *subject)
        return True, (named[-1] if named else None)
    if category == "engine" and side is not None:
        against = _compared_engine(side, own, doc)
        if against is not None:
            return True, against
    return False, None


def _compared_engine(side: tuple[int, int], own: _Span, doc: _Doc) -> Mention | None:
    """The baseline engine a bare "vs" side stands for: in "SGLang beats vLLM at 120 tok/s vs
    60 tok/s" the subject's figure comes first and the 60 is vLLM's (the Comparisons ruling:
    Y's figure is Y's). Only when the sentence names the subject apart from one baseline, the
    subject's figure alone stands between the baseline and the side, and no method is named
    after the baseline. A card on the side is both sides' unless the subject's figure named
    its own ("120 tok/s on H200 vs 60 tok/s on H100" may set cards apart)."""
    named = doc.near("engine", own.start, side[0])
    against = [m for m in named if doc.is_baseline(m)]
    if len({m.name for m in against}) != 1 or len({m.name for m in named}) != 2:
        return None
    lo = against[-1].end
    if doc.near("mode", lo, side[1]):
        return None  # "with EAGLE-3 it reaches 120 vs 60 without it": a method's two sides
    if doc.near("hardware", side[0], side[1]) and doc.near("hardware", lo, side[0]):
        return None
    between = sum(1 for _ in FIGURE.finditer(doc.text, lo, side[0]))
    if between == 0 and _bare_first_side(side[0], lo, doc):
        between = 1  # "(90 vs 30 tok/s)", ": 90 vs 30 tok/s": the subject's number is bare
    return against[-1] if between == 1 else None


# the subject's side of "90 vs 30 tok/s", its unit written once after the baseline's number
_BARE_BEFORE_VS = re.compile(rf"(?<![\w.,])(?:{_NUM})[ \t]{{0,2}}$")


def _bare_first_side(at: int, lo: int, doc: _Doc) -> bool:
    """True when a bare number, not a card's model number ("RTX 4090"), ends the words
    between the baseline's name and the "vs" at ``at``."""
    m = _BARE_BEFORE_VS.search(doc.text, max(lo, at - 24), at)
    return m is not None and not doc.near("hardware", m.start(), m.end())
