"""Whether a token rate's clock includes the prompt's processing (reading rules §4).

A rate whose time includes prompt processing ("21 tokens/second (includes prompt eval.)",
"Aggregate speed (including prompt eval)", "Wall Clock Throughput") counts generated tokens
over the whole request: it is ``total_tok_s``, never a decode figure (LABELLING: batches
52-53's aggregate speed, batch 70's exllamav2 line, onnxruntime-genai's wall-clock
throughput). A rate said to leave the prompt out ("excluding prompt processing") names the
prompt only to exclude it: it is not a prefill figure.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.models import DECODE, OUTPUT, PREFILL, TOTAL
from watcher.claims.own_words import own_words

# the prompt's phase as a rate's words name it
_PROMPT_PHASE = (
    r"(?:the[ \t])?(?:prompt[ \t\-]?(?:eval(?:uation)?\.?|processing|time)|prefill(?:ing)?"
    r"|prompt[ \t]ingestion|(?:the[ \t])?prompt)"
)
# "(includes prompt eval.)", "including prefill", "incl. prompt processing", "prefill
# included", "inclusive of prompt processing", "wall clock throughput"
_INCLUDED = re.compile(
    r"(?<![a-z])(?:includ(?:es|ing|ed)|incl\.?|inclusive[ \t]of)[ \t]{1,2}"
    + _PROMPT_PHASE
    + r"(?![a-z])"
    r"|(?<![a-z])(?:prompt[ \t\-]?(?:eval(?:uation)?\.?|processing)|prefill)[ \t]{1,2}included"
    r"|(?<![a-z])wall[ \t\-]?clock[ \t](?:throughput|tput|speed|rate)(?![a-z])",
    re.IGNORECASE,
)
# "(excluding prompt processing)", "prompt eval excluded", "without prefill"
_EXCLUDED = re.compile(
    r"(?<![a-z])(?:exclud(?:es|ing|ed)|excl\.?|without|not[ \t]counting|minus)[ \t]{1,2}"
    + _PROMPT_PHASE
    + r"(?![a-z])"
    r"|(?<![a-z])(?:prompt[ \t\-]?(?:eval(?:uation)?\.?|processing)|prefill)[ \t]{1,2}excluded",
    re.IGNORECASE,
)


def prompt_time_metric(fig: _Figure, local: _Local, doc: _Doc, metric: str) -> str:
    """``metric`` once the figure's own words say whether its clock includes the prompt:
    the total when they include it, decode when they name the prompt only to leave it out."""
    if fig.unit != "tok/s" or metric not in (DECODE, OUTPUT, PREFILL):
        return metric
    before, after = own_words(fig, local, doc)
    own = (before[-80:], after, fig.label or "")
    if any(_EXCLUDED.search(words) for words in own):
        return DECODE if metric == PREFILL else metric
    if any(_INCLUDED.search(words) for words in own):
        return TOTAL
    return metric
