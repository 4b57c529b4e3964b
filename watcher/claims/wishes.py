"""Figures a sentence wishes, plans, supposes or requires: not measurements (rules §2).

"The plan is to reach 150 tok/s", "we are trying to get 2x faster decoding", "I'd like to
see 25 tok/s", "if we could reach 100 tok/s ...", "assuming 50 tok/s, an answer takes
20 s": the figure is what someone wants or supposes, not what a run did. The words must
govern the figure: they lie in its clause, before it, with no comma or stop between
("assuming the same prompt, we get 45 tok/s" reports 45). Patterns hold only literals and
bounded quantifiers.

Two more kinds of figure nobody ran are read here, as the rules and their labelling
decisions list them among goals and arithmetic:

- a requirement: "we need at least 30 tok/s", "the SLA requires TTFT under 200 ms", "the
  RFP asks for 1,000 tok/s". A size a model needs is its memory (LABELLING: "requires 352
  GB to fit" is a claim), so a requirement counts only for figures that are not memory;
- a theoretical bound: "the bandwidth ceiling is about 209 tok/s", "in theory 24 tok/s", "the
  theoretical peak is 150k tokens/s" (LABELLING: theoretical peaks and ceilings are no
  claims).
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
    r"|hypothetically)(?![a-z])"
    # a question asked indirectly: "I'm wondering if 20 tok/s is achievable"
    r"|(?<![a-z])(?:wonder(?:s|ed|ing)?|curious|unsure|not[ \t]sure)[ \t](?:if|whether)(?![a-z]))"
    r"[^.,;:!?\n。，；]{0,50}$",
    re.IGNORECASE,
)

# who or what requires a figure: a person or a party ("we need", "customers require"), a
# document that binds ("the SLA requires", "the spec calls for"), or the noun itself
# ("Requirement:", "a hard requirement of"); present tense only ("I needed to restart it to
# get 45 tok/s" reports 45). The clause may not break between the words and the figure.
_REQUIRE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:we|i|you|they|users?|customers?|clients?|one|people|everyone)"
    r"(?:[ \t](?:really|still|only|just|absolutely|typically|usually|generally))?"
    r"[ \t](?:need|require|demand)(?![a-z])"
    r"|(?<![a-z])(?:slas?|slos?|spec|specs|specification|rfps?|rfqs?|tender|contract|customer"
    r"|client|use[ \t]case|product|application|workload)[ \t](?:requires|needs|demands|mandates"
    r"|asks[ \t]for|calls[ \t]for|says|specifies)(?![a-z])"
    r"|(?<![a-z])(?:requirements?|(?:is|are|be|the|minimum)[ \t]required|a[ \t]must[ \t]of)"
    r"(?![a-z])|(?<![a-z])(?:asks|asking)[ \t]for(?![a-z])"
    # other languages, each with its bound, as "need" alone often means "takes" there
    # ("на генерацию нужно 30 секунд", "生成需要 30 秒")
    r"|(?<![а-яё])(?:нужн[оаы]?|надо|требуется)[ \t](?:хотя[ \t]бы|как[ \t]минимум|не[ \t]менее)"
    r"|(?<![a-zäöü])(?:brauchen|benötigen)[ \t](?:mindestens|wenigstens)"
    r"|(?<![a-z])necesita(?:mos|n)?[ \t]al[ \t]menos|(?<![a-z])besoin[ \t]d'au[ \t]moins"
    r"|要求(?:达到|至少|不低于)?|至少需要|最低要求)"
    r"[^.,;:!?\n。，；：]{0,40}$"
    # "Customer requirement: sub-500ms TTFT": the noun heads a list of bars
    r"|(?<![a-z])requirements?[ \t*]{0,3}[:：][^.;!?\n。；]{0,40}$",
    re.IGNORECASE,
)

# a bound worked out in theory rather than run: "the bandwidth ceiling", "in theory", "on paper",
# "the theoretical peak/maximum", "an upper bound of", "roofline"
_THEORY_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:in[ \t]theory|theoretically|on[ \t]paper|upper[ \t]bound|roofline"
    r"|rules?[ \t]of[ \t]thumb"
    r"|speed[ \t]of[ \t]light|bandwidth[ \t\-](?:ceiling|limit)"
    r"|theoretical(?:[ \t][a-z]{1,12})?[ \t](?:max|maximum|peak|limit|best|ceiling|bound"
    r"|throughput|speed|rate|tps))(?![a-z])"
    r"|理论(?:上|值|峰值|上限|最大)|理論(?:上|値)|이론(?:상|적))"
    # "In theory, the maximum is ...", "Theoretical peak: 150k": a comma or a colon may
    # follow the words, not part them from the figure
    r"[ \t*]{0,3}[,，:：]?[^.,;:!?\n。，；：]{0,50}$",
    re.IGNORECASE,
)


# "150k tok/s in theory", "209 tok/s (theoretical)": the same said after the figure
_THEORY_AFTER = re.compile(
    r"[ \t]{0,2}[(,]?[ \t]{0,2}(?:in[ \t]theory|theoretical(?:ly)?|on[ \t]paper)(?![a-z])",
    re.IGNORECASE,
)


def is_wish(before: str) -> bool:
    """True when the words before a figure, in its clause, wish, plan or suppose it."""
    return _WISH_BEFORE.search(before[-90:]) is not None


def is_required(before: str) -> bool:
    """True when the words before a figure, in its clause, require it (a bar, not a run);
    the caller keeps a size (memory) a model requires, which is a claim."""
    return _REQUIRE_BEFORE.search(before[-90:]) is not None


def is_theoretical(before: str, text: str, end: int) -> bool:
    """True when the words before a figure (or right after it, ending at ``end``) say it is
    a bound in theory, not a run."""
    if _THEORY_BEFORE.search(before[-90:]) is not None:
        return True
    return _THEORY_AFTER.match(text, end) is not None
