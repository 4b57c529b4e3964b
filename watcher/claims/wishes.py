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
    r"|(?<![a-z])(?:wonder(?:s|ed|ing)?|curious|unsure|not[ \t]sure)[ \t](?:if|whether)(?![a-z])"
    # plans and hopes in Chinese and Japanese: "计划达到 100 tokens/s", "50 tok/sを目指す"
    r"|计划|打算|希望|争取|予定|計画|目指"
    # a supposition in Chinese, Japanese and Korean: "如果模型每秒只能吐出 15 个 token",
    # "假设能达到", "もし…できれば", "仮に", "만약"
    r"|如果|假如|假设|假設|要是|若是|仮に|もし|만약)"
    r"[^.,;:!?\n。，；]{0,50}$"
    # "Feature request: support 2x faster prefill": what is requested is not yet run
    r"|(?<![a-z])(?:feature[ \t]request|proposal)[ \t*]{0,3}:?[^.;!?\n。；]{0,50}$"
    # a to-do: "TODO: reach 100 tok/s", an unticked task "- [ ] 2x faster MoE decode"
    r"|(?:(?<![a-z])(?:todo|to-do)[ \t]{0,2}:|(?:^|\n)[ \t]{0,4}(?:[-*+][ \t]{1,2})?\[[ \t]\])"
    r"[^.;!?\n。；]{0,60}$",
    re.IGNORECASE,
)

# a setting, not a reading: "cap generation at 50 tok/s", "set the limit to 20 tok/s"
# (imperative or present: "it was capped at 20 tok/s by the CPU" reports a plateau)
_SETTING_BEFORE = re.compile(
    r"(?<![a-z\-])(?:set|sets|setting|cap|caps|capping|throttle|throttles|throttling|clamp"
    r"|clamps|configure|configures)[ \t][^.,;:!?\n]{0,30}?(?<![a-z])(?:at|to)[ \t]{1,2}"
    r"(?:~|about[ \t]|around[ \t]|roughly[ \t]|approximately[ \t])?$",
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
    # "a minimum of 20 tok/s", "the bar is 25 tok/s": a bar named as such
    r"|(?<![a-z])(?:a|the)[ \t](?:bare[ \t])?minimum[ \t]of|(?<![a-z])the[ \t](?:bar|cutoff"
    r"|cut-off|threshold)[ \t](?:is|was|of|at)"
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
    r"|rules?[ \t]of[ \t]thumb|ideal(?:ly)?[ \t]case|in[ \t]the[ \t]best[ \t]case|best[ \t\-]case"
    # "a perfect draft would push it toward 68 tok/s": a hypothetical ideal
    r"|(?:a|an|the)[ \t]perfect[ \t][a-z]{2,16}[ \t](?:would|could)"
    r"|speed[ \t]of[ \t]light|bandwidth[ \t\-](?:ceiling|limit)"
    r"|theoretical(?:[ \t][a-z]{1,12})?[ \t](?:max|maximum|peak|limit|best|ceiling|bound"
    r"|throughput|speed|rate|tps))(?![a-z])"
    r"|理论(?:上|值|峰值|上限|最大)|理論(?:上|値)|이론(?:상|적)"
    # "Теоретический максимум", "theoretisch", "en théorie", "en teoría", "in teoria"
    r"|(?<![а-яё])теоретическ\w{0,4}|(?<![a-zäöü])theoretisch\w{0,3}|(?<![a-z])en[ \t]th[ée]orie"
    r"|(?<![a-z])th[ée]oriquement|(?<![a-z])(?:en|in)[ \t]teor[ií]a|(?<![a-z])te[oó]ric[oa]s?"
    r"|(?<![a-z])teoricamente)"
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


# "20 tok/s is needed for chat", "at least 24 GB is required": the figure named as a need
_REQUIRED_AFTER = re.compile(
    r"[^.,;:!?\n。，；：]{0,20}?(?<![a-z])(?:is|are|was|were)[ \t](?:really[ \t]|still[ \t]"
    r"|absolutely[ \t])?(?:needed|required|necessary|a[ \t]must|mandatory)(?![a-z])"
    # "30 トークン/秒が必要です", "30 tokens/s가 필요합니다"
    r"|[^.,;:!?\n。，；：、]{0,8}?(?:が必要|は必要|가[ \t]?필요|이[ \t]?필요)",
    re.IGNORECASE,
)


# Most figures have none of these words near them: a substring test on the lower-cased
# window is far cheaper than a pattern's search from every position, so each pattern runs
# only where one of its words (or word stems) is present. Every alternative of a pattern
# holds at least one of its hints.
_SETTING_HINTS = ("set", "cap", "thrott", "clamp", "configur")
_REQUIRE_HINTS = (
    "need",
    "requir",
    "demand",
    "mandat",
    "ask",
    "call",
    "say",
    "specif",
    "minimum",
    "a must",
    "bar",
    "cutoff",
    "cut-off",
    "threshold",
    "нужн",
    "надо",
    "требу",
    "brauch",
    "benötig",
    "necesit",
    "besoin",
    "要求",
    "至少需要",
)
_REQUIRED_AFTER_HINTS = ("need", "requir", "necess", "must", "mandat", "必要", "필요")

# a goal whose verb follows the figure, as Japanese, Korean and Chinese write it (reading
# rules §2: goals are not measurements): "50 tok/s を目指す", "100 tok/sを目標に", "100
# tokens/s를 목표로", "以 100 tokens/s 为目标"
_AIMED_AFTER = re.compile(
    r"[^.,;:!?\n。，；：、]{0,8}?(?:を目指|を目標|を狙|[을를][ \t]?목표|为目标|為目標|作为目标)"
)
_AIMED_AFTER_HINTS = ("目指", "目標", "目标", "狙", "목표")
_THEORY_HINTS = (
    "theor",
    "paper",
    "bound",
    "roofline",
    "light",
    "ceiling",
    "limit",
    "thumb",
    "ideal",
    "best",
    "perfect",
    "理论",
    "理論",
    "이론",
    "теор",
    "teor",
    "teór",
    "théor",
)


def _hinted(window: str, hints: tuple[str, ...]) -> bool:
    """True when the lower-cased ``window`` holds one of ``hints``."""
    low = window.lower()
    return any(h in low for h in hints)


def is_wish(before: str) -> bool:
    """True when the words before a figure, in its clause, wish, plan or suppose it."""
    return _WISH_BEFORE.search(before[-90:]) is not None


def is_setting(before: str) -> bool:
    """True when the words before a figure, in its clause, set it as a cap or a limit."""
    window = before[-60:]
    return _hinted(window, _SETTING_HINTS) and _SETTING_BEFORE.search(window) is not None


def is_required(before: str, text: str, end: int) -> bool:
    """True when the words before a figure, in its clause, require it, or the words after
    it (from ``end``) call it needed: a bar, not a run. The caller keeps a size (memory) a
    model requires, which is a claim."""
    window = before[-90:]
    if _hinted(window, _REQUIRE_HINTS) and _REQUIRE_BEFORE.search(window) is not None:
        return True
    return (
        _hinted(text[end : end + 60], _REQUIRED_AFTER_HINTS)
        and _REQUIRED_AFTER.match(text, end) is not None
    )


def is_aimed_after(text: str, end: int) -> bool:
    """True when the words right after a figure (from ``end``) aim at it: a goal."""
    return _hinted(text[end : end + 24], _AIMED_AFTER_HINTS) and bool(_AIMED_AFTER.match(text, end))


def is_theoretical(before: str, text: str, end: int) -> bool:
    """True when the words before a figure (or right after it, ending at ``end``) say it is
    a bound in theory, not a run."""
    window = before[-90:]
    if _hinted(window, _THEORY_HINTS) and _THEORY_BEFORE.search(window) is not None:
        return True
    return (
        _hinted(text[end : end + 24], _THEORY_HINTS) and _THEORY_AFTER.match(text, end) is not None
    )
