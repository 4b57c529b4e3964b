"""Figures that describe no run: how a speed feels to a reader, and a rate assumed to work
out what follows from it ("at 10 tok/s, a 200-word answer takes 15 seconds").

Both are read by the words around the figure in its own sentence; a sentence that names the
card or engine reports a run and is never set aside here.
"""

from __future__ import annotations

import re

# "a chat feels fluid at 15+ t/s", "an answer at 30 tok/s feels worse than one at 80": how
# a speed feels to a reader is a bar or an illustration, not a run's measurement
_FEELS = re.compile(
    r"(?<![a-z])(?:feels?|felt|feeling|perceived|perceives?)(?![a-z])|感觉|体感|感じ", re.IGNORECASE
)
_AT_OR_FOR = re.compile(
    r"(?<![a-z])(?:at|for)[ \t]{1,2}(?:(?:~|≈|about|around|roughly|least)[ \t]{0,2})?$",
    re.IGNORECASE,
)


# "15 seconds feels broken", "5-10 tok/s is generally perceived as responsive"
_FELT_AFTER = re.compile(
    r"[ \t]{0,2}(?:feels?|is[ \t](?:generally[ \t]|usually[ \t]"
    r"|often[ \t]|widely[ \t])?(?:perceived|considered|regarded)"
    # "needs about 30 tok/s to feel responsive": the speed a use needs to feel right
    r"|to[ \t](?:feel|seem|be[ \t](?:usable|responsive|interactive|readable|comfortable))"
    # "people consider 10 tok/s the minimum for chat": a bar named as such
    r"|(?:[ \t]is)?[ \t]the[ \t](?:bare[ \t]|absolute[ \t])?(?:minimum|floor)[ \t](?:for|to"
    r"|needed|required|acceptable))"
    r"(?![a-z])",
    re.IGNORECASE,
)
# "a comfortable conversational speed is around 30-40 tok/s": a bar for reading speed
_BAR_BEFORE = re.compile(
    r"(?<![a-z])(?:comfortable|acceptable|usable|readable|fluid|tolerable|minimum|ideal"
    r"|good|reasonable)[ \t](?:[a-z]{1,16}[ \t]){0,2}(?:speed|rate|pace)[ \t](?:is|of)"
    r"(?:[ \t](?:around|about|roughly|at[ \t]least))?[ \t]{0,2}[~≈]?$"
    # "humans read at about 7 tokens/s", "reading speed is ~5 words/s": how fast people
    # read, type or speak is a bar for a speed, not a run's speed
    r"|(?<![a-z])(?:humans?|people|a[ \t]person|readers?|users?)[ \t](?:[a-z]{1,16}[ \t]){0,2}"
    r"(?:read|reads|type|types|speak|speaks)(?![a-z])[^.;\n]{0,50}$"
    r"|(?<![a-z])(?:reading|typing|speaking)[ \t](?:speed|rate|pace)(?![a-z])[^.;\n]{0,70}$",
    re.IGNORECASE,
)
# "it runs at 45 tok/s, which felt fine": a run's own speed, however it felt
_RUNS_AT = re.compile(
    r"(?<![a-z])(?:runs?|ran|running|decod\w{1,3}|generat\w{1,3}|reach\w{0,3}|hits?|gets?|got"
    r"|achiev\w{1,3}|clock\w{1,3}|goes|went|came|sits?|sat|stays?|stayed|was|is|were|are)"
    r"[ \t]{1,2}(?:at|for)[ \t]{1,2}(?:(?:~|≈|about|around|roughly)[ \t]{0,2})?$",
    re.IGNORECASE,
)


def is_perceived(text: str, seg_start: int, seg_end: int, start: int, end: int) -> bool:
    """True for a speed the clause says a reader feels at ("feels fluid at 15+ t/s")."""
    lo = max(seg_start, start - 24)
    if _FELT_AFTER.match(text, end) or _BAR_BEFORE.search(text, max(seg_start, start - 80), start):
        return True  # "2 seconds feels instant", "a comfortable speed is around 30 tok/s"
    if _AT_OR_FOR.search(text, lo, start) is None or _RUNS_AT.search(text, lo, start):
        return False
    # the feeling must be said in the figure's own clause ("feels similar to X, which ran
    # at 2,000 tok/s" reports X's run)
    before = text[max(seg_start, start - 100) : start]
    before = before[max(before.rfind(c) for c in _CLAUSE_BREAKS) + 1 :]
    after = text[end : min(seg_end, end + 60)]
    cuts = [i for i in (after.find(c) for c in _CLAUSE_BREAKS) if i >= 0]
    after = after[: min(cuts)] if cuts else after
    return bool(_FEELS.search(before) or _FEELS.search(after))


_CLAUSE_BREAKS = ",;:—()，；：（）"


# "At 10 tok/s, a 200-word response takes roughly 15 seconds", "a model generating at 5 tok/s
# produces a 200-token response in 40 seconds": a rate assumed to work out how long an answer
# of some size takes, and the time worked out, are arithmetic, not runs
_SIZED_ANSWER = re.compile(
    r"(?:\d{2,5}[ \t\-](?:tokens?|words?|characters?|lines?)|the[ \t]same)[ \t\-]"
    r"(?:response|answer|reply|essay|completion|output|message|story|summary)",
    re.IGNORECASE,
)
_GENERIC_VERB = re.compile(
    r"(?<![a-z])(?:takes|produces|completes|arrives|finishes|needs|means|feels|would|will"
    r"|comes|appears|streams)(?![a-z])",
    re.IGNORECASE,
)
_AT_RATE = re.compile(
    r"(?<![a-z])at[ \t]{1,2}(?:(?:~|≈|about|around|roughly)[ \t]{0,2})?\d[\d.,]{0,8}[ \t]{0,2}"
    r"(?:tok(?:en)?s?(?:/s|[ \t]per[ \t]sec)|t/s|tps)",
    re.IGNORECASE,
)


# ("So at 50 TPS, …", "And at 20 tok/s, …": a connective may open the sentence first)
_OPENING_AT = re.compile(
    r"[\s*_>#\-]{0,6}(?:(?:so|and|but|then|thus|now|even|yet|still)[, \t]{1,3})?"
    r"at[ \t]{1,2}(?:(?:~|≈|about|around|roughly)[ \t]{0,2})?",
    re.IGNORECASE,
)
_CONSEQUENCE = re.compile(
    r"(?<![a-z])(?:takes|produces|completes|arrives|finishes|means|feels|would|comes|appears"
    r"|renders|shows[ \t]up|loads|reads|scrolls|outpaces|keeps[ \t]up|will|won't|won’t"
    # "At 13 tok/s, you wait ~77 ms between tokens": the wait a reader would have
    r"|you(?:'ll|’ll|[ \t]will|[ \t]would)?[ \t](?:wait|waiting)"
    # "… a model is writing around 37 words per second": the rate put into words or reading
    r"|words?[ \t](?:per|a|each|every)[ \t](?:second|minute)|words?/(?:s|sec|min)"
    r"|(?:than|as)[ \t](?:most[ \t])?(?:people|humans|anyone|you)[ \t](?:can[ \t])?read)(?![a-z])",
    re.IGNORECASE,
)


def is_illustration(
    text: str, seg_start: int, seg_end: int, start: int, timed: bool, named: bool
) -> bool:
    """True for the assumed rate ("at 10 tok/s") or a worked-out time of a sentence that
    works out how long an answer of some size takes at that rate. A sentence that names
    the card or engine (``named``) reports a run."""
    if named:
        return False
    if not timed and _OPENING_AT.fullmatch(text, seg_start, start) is not None:
        # "At 40 tok/s, it arrives in under four seconds": a rate a sentence opens on to
        # say what follows from it, a condition, not a run
        return _CONSEQUENCE.search(text, start, seg_end) is not None
    lo, hi = max(seg_start, start - 200), min(seg_end, start + 200)
    if _SIZED_ANSWER.search(text, lo, hi) is None or _GENERIC_VERB.search(text, lo, hi) is None:
        return False
    if not timed and _AT_OR_FOR.search(text, max(seg_start, start - 16), start) is None:
        return False
    return _AT_RATE.search(text, lo, hi) is not None
