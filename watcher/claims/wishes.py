"""Figures a sentence wishes, plans or supposes: not measurements (reading rules §2).

"The plan is to reach 150 tok/s", "we are trying to get 2x faster decoding", "I'd like to
see 25 tok/s", "if we could reach 100 tok/s ...", "assuming 50 tok/s, an answer takes
20 s": the figure is what someone wants or supposes, not what a run did. The words must
govern the figure: they lie in its clause, before it, with no comma or stop between
("assuming the same prompt, we get 45 tok/s" reports 45). Patterns hold only literals and
bounded quantifiers.
"""

from __future__ import annotations

import re

_WISH_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:plan(?:s|ned|ning)?|aim(?:s|ed|ing)?)[ \t](?:is[ \t]|was[ \t])?to"
    r"|(?<![a-z])tr(?:y|ies|ying)[ \t]to"
    r"|(?<![a-z])hop(?:e|es|ed|ing)[ \t](?:for|to)"
    r"|(?:(?<![a-z])would|'d|’d)[ \t](?:like|love)[ \t]to"
    r"|(?<![a-z])(?:would|will)[ \t]be[ \t](?:great|nice|good|awesome|cool|amazing|ideal)[ \t]to"
    r"|(?<![a-z])wish(?:es|ed|ing)?(?![a-z])"
    r"|(?<![a-z])next[ \t]steps?(?![a-z])[ \t]{0,2}:?|(?<![a-z])future[ \t]work|(?<![a-z])roadmap"
    # a supposition or a counterfactual: "if we could reach", "suppose the card does"
    r"|(?<![a-z])if[ \t](?:we|i|you|it|they|one|this|that)[ \t](?:could|can|were[ \t]to"
    r"|manage[ \t]to|get[ \t]to)"
    r"|(?<![a-z])(?:suppos(?:e|ing)|assum(?:e|ing)|imagine|let's[ \t]say|let’s[ \t]say"
    r"|hypothetically)(?![a-z]))"
    r"[^.,;:!?\n。，；]{0,50}$",
    re.IGNORECASE,
)


def is_wish(before: str) -> bool:
    """True when the words before a figure, in its clause, wish, plan or suppose it."""
    return _WISH_BEFORE.search(before[-90:]) is not None
