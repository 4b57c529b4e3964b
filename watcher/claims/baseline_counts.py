"""A GPU count in a comparison's baseline clause after a figure is the baseline's, not the
figure's: "SGLang reaches 95 tok/s on an H100, 2 times what it gets with 1 GPU", "... 2x
faster than with 1 GPU", "..., compared to 50 tok/s on 2 GPUs". Reading rules §2: a
comparison names a baseline, not the subject; "2.1x faster than vLLM on H100" gives vLLM and
H100 to the baseline, and so the count written there too. "vs" is left alone: "95 vs 50 tok/s
on 2 GPUs" states a count both sides share.
"""

from __future__ import annotations

import re

# what opens a baseline clause between the figure and the count: "than", "compared to",
# "relative to", "up from", "as fast as", "what it gets", "what we saw", "what it managed"
_OPENER = re.compile(
    r"(?<![a-z])(?:than|compared[ \t]{1,2}(?:to|with)|relative[ \t]{1,2}to|up[ \t]{1,2}from"
    r"|(?:fast|quick|high|much)[ \t]{1,2}as"
    r"|what[ \t]{1,2}(?:it|we|they|you|i|one|he|she)[ \t]{1,2}(?:gets?|got|managed|manages"
    r"|saw|sees?|reached|reaches|did|does|achieved|achieves|delivered|delivers|hit|hits|had"
    r"|has|measured|obtained))(?![a-z])",
    re.IGNORECASE,
)
_REACH = 80  # how far before the count its clause's opener may stand


def in_baseline_clause(text: str, fig_end: int, at: int) -> bool:
    """True when the count at ``at``, after the figure ending at ``fig_end``, follows a
    baseline clause's opener that stands after the figure."""
    if at < fig_end:
        return False
    return _OPENER.search(text, max(fig_end, at - _REACH), at) is not None
