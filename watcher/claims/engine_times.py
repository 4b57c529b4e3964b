"""A time stated for a named engine is that engine's run time.

Reading rules §4 make end-to-end latency a metric of its own, and §2 give a figure the
setup of its clause. A duration whose clause opens with an engine as its subject ("vLLM is
nearly 2 minutes", "Lmdeploy with turbomind takes 17 seconds", "the speed of lmdeploy is ~2
minute, while tabbyapi is ~7 minute", "Ollama tarda 12 segundos", "vLLM braucht 30
Sekunden") says how long that engine took for the job the text is about: the
whole run's time, though no latency word is near. A time after a step word (load, start,
compile, build) is no run's; a colon after the engine keys a list, which decides for itself.
When the text says the job covered several requests ("same 500 prompts", "the whole
batch"), the time is the run's duration and no claim: run_durations sets it aside.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc

# what lies between the engine and its time: a short "with X" or "on X", then a verb, then a
# hedge ("vLLM with pytorch backend takes ~", "vllm is nearly "; a colon keys a list); after
# a "with X" the verb may be left out ("Lmdeploy with pytorch 12.13 seconds")
_WITH = r"[ \t]{1,2}(?:with|using|on|via|con|mit|avec|на|с)[ \t]{1,2}[\w.\-]{1,20}"
_VERB = (
    r"(?:(?:is|was|took|takes|needs?|needed|finishes[ \t]in|tarda|tardó"
    r"|braucht|brauchte|dauert|prend|met|занимает|занял[аои]?|用时|耗时|需要|要)[ \t]{1,2})"
)
_HEDGE = (
    r"(?:(?:about|around|roughly|nearly|almost|only|just|over|under|approx\.?|unos|etwa|ca\."
    r"|environ|около|约|約|大约|大概)[ \t]{0,2}|[~≈][ \t]{0,2})?"
)
_ENGINE_TO_TIME = re.compile(
    rf"[`'\"]?(?:(?:{_WITH})?[ \t]{{0,2}}{_VERB}|{_WITH}[ \t]{{1,2}}){_HEDGE}$", re.IGNORECASE
)
_SPEED_OF = re.compile(r"(?<![a-z])(?:the[ \t])?(?:speed|time|runtime)[ \t]of[ \t]$", re.I)
# the engine opens its clause: "…. vLLM", ", while vllm", "while tabbyapi", "- **SGLang**"
_CLAUSE_OPEN = re.compile(
    r"(?:^|[.;:!?\n(]|[,，][ \t]{0,2}|(?<![a-z])(?:while|whereas|but|and|mientras|während"
    r"|alors[ \t]que|тогда[ \t]как|а)[ \t]{1,2})[ \t]*(?:[-*•][ \t]{1,2})?(?:\*{1,2})?$",
    re.IGNORECASE,
)
# "takes 40 seconds to load the model": a step around the run, not the run
_STEP_AFTER = re.compile(
    r"[ \t]{1,2}(?:to|for)[ \t]{1,2}(?:the[ \t])?(?:load|start|boot|compil|build|download"
    r"|warm|initiali[sz]|install|quanti[sz]|convert|captur|launch|spin)",
    re.IGNORECASE,
)


def timed_engine(start: int, end: int, seg_start: int, doc: _Doc) -> bool:
    """True when a time at ``start``..``end`` follows a named engine that opens its clause."""
    text = doc.text
    if _STEP_AFTER.match(text, end):
        return False
    for m in reversed(doc.near("engine", max(seg_start, start - 48), start)):
        if m.end > start or not _ENGINE_TO_TIME.fullmatch(text, m.end, start):
            continue  # "Lmdeploy with turbomind takes": the backend, then its engine
        lead = text[max(seg_start, m.start - 24) : m.start]
        of = _SPEED_OF.search(lead)  # "the speed of lmdeploy is ~2 minute"
        lead = lead[: of.start()] if of else lead
        if _CLAUSE_OPEN.search(lead) or m.start - seg_start <= 2:
            return True
    return False
