"""A multiple that counts things rather than comparing speeds.

"on 4x ASUS GX10 nodes", "2x Jetson Orin boxes", "4x the number of requests", "2x TP=2": an "Nx"
written before the machines it counts (a product name or model number, or a noun for
machines) or before a count is no speedup (reading rules §3: "8×H100" gives a GPU count;
§4: a speedup is a relative figure of a metric); nor is the "×" of a number written in
scientific notation ("5 × 10⁻⁵"). Patterns hold only literals and bounded
quantifiers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from watcher.claims.document import _Doc

# what may stand between a multiple and the card it counts: "2 x HGX H100" (a count of
# systems), "8× AMD Instinct MI325X", "8x 80GB H100s" (the cards' size)
GAP_TO_GPU = re.compile(
    r"[ \t]{0,2}(?:\d{1,3}[ \t]?GB[ \t]{1,2})?"
    r"(?:(?:nvidia|amd|geforce|[dh]gx|tesla|instinct)[ \t]{1,2}){0,2}",
    re.IGNORECASE,
)

# a model number right after the multiple: "4x GX10", "2x ASUS GX10"; number formats and
# parallel layouts ("2x FP8", "2x TP=4") are not machines and are read elsewhere
_MODEL_NUMBER_AFTER = re.compile(
    r"[ \t]{1,2}[*_]{0,3}(?:[A-Z][A-Za-z]{1,10}[ \t]{1,2}){0,2}"
    r"(?!(?:FP|INT|BF|TP|PP|DP|EP|BS|Q|W|P|E|MXFP|NVFP|GPT|LLAMA|QWEN)\d)"
    r"[A-Z]{1,4}\d{1,4}[A-Za-z]{0,3}(?![\w.\-])"
    # "3x DeepSeek R1 throughput": a multiple of a metric measured on the thing named
    r"(?![ \t]{1,2}(?i:performance|throughput|speed|tok|tps|latency|decod|inference|faster"
    r"|higher|better|improvement|gain|speed[ \t\-]?up|boost|uplift))"
)
# a noun for machines within a few words: "2x Jetson Orin boxes", "4x DGX Spark nodes"; a
# second count may share it ("A100 GPUs in 4x and 8x configurations")
_MACHINES_AFTER = re.compile(
    r"(?:[ \t]{1,2}(?:and|or)[ \t]{1,2}\d{1,3}[x×])?"
    r"[ \t]{1,2}[*_]{0,3}(?:(?!(?i:faster|quicker|higher|better|more|speed|throughput|perform))"
    r"[A-Z0-9][\w.\-]{0,15}[ \t]{1,2}){0,3}"
    r"(?i:nodes?|boxes|servers?|machines?|hosts?|systems?|workers?|instances?|replicas?"
    r"|units?|rigs?|configurations?|configs?|setups?|clusters?)(?![a-z])"
    # "1.63x system-level speedup", "3x cluster-wide throughput": the noun in a compound
    # names the scope of a gain, no machines counted
    r"(?!-[A-Za-z])"
)
# "2x TP=2", "4x TP4": replicas of a tensor-parallel group, a count
_LAYOUT_AFTER = re.compile(r"[ \t]{1,2}(?:TP|PP|DP|EP)[ \t]?[=:]?[ \t]?\d(?!\d|\.\d)")
# "4x the number of requests", "3x as many users": a multiple of a count
_COUNT_AFTER = re.compile(
    r"[ \t]{1,2}(?:the[ \t]{1,2}(?:number|amount|count)[ \t]{1,2}of|as[ \t]{1,2}many)(?![a-z])",
    re.IGNORECASE,
)


# "moves 4x less data", "3x fewer bytes per token": a reduction of a quantity; only a
# reduction of a time ("2x less latency") is a speedup
_LESS_OF_AFTER = re.compile(
    r"[ \t]{1,2}(?:less|fewer)[ \t]{1,2}(?!(?:latency|time|wait|delay|ttft|tpot|itl)(?![a-z]))"
    r"[a-z]{2,}",
    re.IGNORECASE,
)
# "a 2x reduction in model memory", "a 4x cut in KV-cache size": a reduction of a quantity;
# one of a time ("a 3x reduction in end-to-end latency") is a speedup, as above
_REDUCTION_OF_AFTER = re.compile(
    r"[ \t]{1,2}(?:reduction|decrease|cut|drop|saving)s?[ \t]{1,2}(?:in|of)(?![a-z])",
    re.IGNORECASE,
)
_THING_REDUCED = re.compile(r"(?:(?!(?<![a-z])(?:and|while|with|but)(?![a-z]))[^.;,:()\n]){1,48}")
_TIME_WORD = re.compile(
    r"(?<![a-z])(?:latency|latencies|time|wait|delay|ttft|tpot|itl)(?![a-z])", re.IGNORECASE
)


def _reduces_a_quantity(text: str, end: int) -> bool:
    """True for "Nx reduction in <something other than a time>" after the multiple."""
    m = _REDUCTION_OF_AFTER.match(text, end)
    if m is None:
        return False
    thing = _THING_REDUCED.match(text, m.end())
    return thing is not None and _TIME_WORD.search(thing.group(0)) is None


# "5 × 10⁻⁵" (NFKC: "5 × 10−5"), "2 × 10^-5", "3 × 10⁹": a number in scientific notation,
# no multiple
POWER_OF_TEN_AFTER = re.compile(
    r"[ \t]{0,2}10(?:[ \t]{0,2}(?:\^|\*\*)[ \t]{0,2}[\-−+]?\d|[−\-–⁻][ \t]?\d|[⁰¹²³⁴⁵⁶⁷⁸⁹])"
)


def counts_things(text: str, end: int) -> bool:
    """True for an "Nx" (ending at ``end``) that counts the machines or things after it."""
    return bool(
        _MODEL_NUMBER_AFTER.match(text, end)
        or _MACHINES_AFTER.match(text, end)
        or _COUNT_AFTER.match(text, end)
        or _LAYOUT_AFTER.match(text, end)
        or _LESS_OF_AFTER.match(text, end)
        or _reduces_a_quantity(text, end)
        or POWER_OF_TEN_AFTER.match(text, end)
    )


# "~2x token generation speed", "2.2x performance", "21x NVIDIA speed": a multiple written
# straight before the speed it multiplies (reading rules §4: a speedup is a relative figure
# of a metric). A few words may name whose speed or which phase; a speed per watt or per
# dollar is an efficiency, and "at 4x speed" (a video played fast) multiplies no run
_SPEED_NOUN_AFTER = re.compile(
    r"[ \t]{1,2}(?:[A-Za-z][\w.\-]{0,15}[ \t\-]{1,2}){0,3}?(?:speed|speeds|performance)"
    r"(?![a-z]|[ \t]{1,2}(?:per|/)(?![a-z]))",
    re.IGNORECASE,
)
# "1.6× prefill or ~2× decode", "5x pp and 1.7x tg": a multiple written straight before the
# phase whose speed it multiplies; a phase's steps, tokens or lengths are counts, no speed
_PHASE_AFTER = re.compile(
    r"[ \t]{1,2}(?:prefill|pre-fill|decode|decoding|pp|tg|prompt[ \t]processing"
    r"|token[ \t]generation|text[ \t]generation)(?![\w\-/])"
    # then the clause ends or goes on without a noun the phase word would qualify
    r"(?=[ \t]{0,2}(?:[,.;:!?)\]\n]|$)|[ \t]{1,2}(?:and|or|on|in|with|vs|versus|over|than|for"
    r"|at|against|compared|from|when|while|speeds?|throughput|performance|rates?"
    r"|improvements?|gains?)(?![a-z]))",
    re.IGNORECASE,
)
_AT_BEFORE = re.compile(r"(?<![a-z])at[ \t]{1,2}[~≈]?$", re.IGNORECASE)


def multiple_of_speed(text: str, start: int, end: int) -> bool:
    """True for an "Nx" (from ``start`` to ``end``) written before the speed it multiplies."""
    if _AT_BEFORE.search(text, max(0, start - 8), start):
        return False
    if _PHASE_AFTER.match(text, end):
        return True
    m = _SPEED_NOUN_AFTER.match(text, end)
    return m is not None and "\n" not in m.group(0)


def counts_cards(text: str, x_at: int, end: int, doc: _Doc) -> bool:
    """True for a multiple written before its number (the "x" at ``x_at``, the number ending
    at ``end``) beside the card it counts: "RTX 3090 x2", "MangoBoost's x32 AMD MI300X GPUs"
    (reading rules §3: "8×H100" gives a GPU count, whichever side the "x" stands on)."""
    # the card's mention takes the count it is written with ("A800 ×8" ends after the 8), or
    # ends just before the mark where it did not
    if any(
        x_at - 2 <= h.end <= x_at or (h.count and h.start < x_at < h.end)
        for h in doc.near("hardware", x_at - 40, x_at)
    ):
        return True
    gap = GAP_TO_GPU.match(text, end)
    at = gap.end() if gap is not None and gap.end() > end else -1
    return at > 0 and any(h.start == at for h in doc.near("hardware", at, at + 1))
