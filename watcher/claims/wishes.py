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
from functools import lru_cache

from watcher.claims.hints import folded, hinted
from watcher.claims.worked_sums import is_in_sum

_WISH_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:plan(?:s|ned|ning)?|aim(?:s|ed|ing)?)[ \t](?:is[ \t]|was[ \t])?to"
    r"|(?<![a-z])tr(?:y|ies|ying)[ \t]to"
    r"|(?<![a-z])hop(?:e|es|ed|ing)[ \t](?:for|to)"
    r"|(?:(?<![a-z])would|'d|’d)[ \t](?:like|love)[ \t]to"
    r"|(?<![a-z])(?:would|will)[ \t]be[ \t](?:great|nice|good|awesome|cool|amazing|ideal)[ \t]to"
    # "Wouldn't it be nice if we hit 500 tok/s", "Ideally we'd get to 60 tok/s", "Let's shoot
    # for 100 tok/s": a wish, an ideal or a goal set, not a reading
    r"|(?<![a-z])(?:wouldn't|wouldn’t|would)[ \t]it[ \t]be[ \t][a-z]{2,10}[ \t](?:if|to)"
    r"|(?<![a-z])ideally(?![a-z])|(?<![a-z])(?:shoot|strive|striving|gun|gunning|push|pushing)"
    r"[ \t]for(?![a-z])"
    r"|(?<![a-z])wish(?:es|ed|ing)?(?![a-z])"
    r"|(?<![a-z])next[ \t]steps?(?![a-z])[ \t]{0,2}:?|(?<![a-z])future[ \t]work|(?<![a-z])roadmap"
    # a supposition or a counterfactual: "if we could reach", "suppose the card does"
    r"|(?<![a-z])if[ \t](?:we|i|you|it|they|one|this|that)[ \t](?:could|can|were[ \t]to"
    r"|manage[ \t]to|get[ \t]to)"
    r"|(?<![a-z])(?:suppos(?:e|ing)|assum(?:e|ing)|imagine|let's[ \t]say|let’s[ \t]say"
    r"|hypothetical(?:ly)?)(?![a-z])"
    # a case made up to reason with: "if a model generates 20 tok/s, ...", "if your GPU does
    # 30 tok/s", "consider a model that decodes at 50 tok/s" (LABELLING: hypothetical
    # arithmetic and illustrative figures are no claims)
    r"|(?<![a-z])if[ \t](?:a|an|your|each|every)[ \t](?:[\w\-]{1,16}[ \t]){0,3}(?:generates|runs"
    r"|produces|decodes|does|outputs|streams|delivers|manages|hits|gets|reaches|takes)(?![a-z])"
    r"|(?<![a-z])(?:consider|picture)[ \t](?:a|an)(?![a-z])"
    # a question asked indirectly: "I'm wondering if 20 tok/s is achievable"
    r"|(?<![a-z])(?:wonder(?:s|ed|ing)?|curious|unsure|not[ \t]sure)[ \t](?:if|whether)(?![a-z])"
    # "I am curious about how to obtain the result of 1000 tokens per second": what a writer
    # asks how to reach is another's figure or a goal, not the writer's run
    r"|(?<![a-z])(?:wonder(?:s|ed|ing)?|curious|unsure|not[ \t]sure)[ \t](?:about[ \t])?how"
    r"[ \t](?:to|do[ \t]you|did[ \t]you|can[ \t]i|could[ \t]i)[ \t](?:obtain|get|reach|achieve"
    r"|hit|reproduce|replicate)(?![a-z])"
    # plans and hopes in Chinese and Japanese: "计划达到 100 tokens/s", "50 tok/sを目指す"
    r"|计划|打算|希望|争取|予定|計画|目指"
    # a hope or a supposition in Chinese, Japanese and Korean: "期望达到 100 tokens/s",
    # "假设每秒生成 30 个 token", "如果模型每秒只能吐出 15 个 token", "もし…できれば", "만약"
    r"|期望|期待|假设|假設|假定|假如|如果|要是|若是|仮に|もし|만약)"
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
    r"(?:~|≈|about[ \t]|around[ \t]|roughly[ \t]|approximately[ \t])?$"
    # "the free tier is limited to 20 tok/s", "output is throttled to 50 tok/s": a cap a
    # service sets, said in the present passive
    r"|(?<![a-z])(?:is|are)[ \t](?:(?:hard|rate)[ \t\-])?(?:limited|capped|throttled)[ \t](?:to|at)"
    r"[ \t]{1,2}(?:~|≈|about[ \t]|around[ \t])?$",
    re.IGNORECASE,
)

# who or what requires a figure: a person or a party ("we need", "customers require"), a
# document that binds ("the SLA requires", "the spec calls for"), or the noun itself
# ("Requirement:", "a hard requirement of"); present tense only ("I needed to restart it to
# get 45 tok/s" reports 45). The clause may not break between the words and the figure.
_REQUIRE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:we|i|you|they|users?|customers?|clients?|one|people|everyone)"
    r"(?:[ \t](?:really|still|only|just|absolutely|typically|usually|generally))?"
    # ("you want at least 20 tok/s" is a bar; "you want 1.5x vLLM throughput" names an offer)
    r"[ \t](?:need|require|demand|want[ \t](?:at[ \t]least|no[ \t]less[ \t]than|a[ \t]minimum"
    r"[ \t]of))(?![a-z])"
    r"|(?<![a-z])(?:slas?|slos?|spec|specs|specification|rfps?|rfqs?|tender|contract|customer"
    r"|client|use[ \t]case|product|application|workload|benchmark|test|scenario|rules?"
    r"|standard)[ \t](?:requires|needs|demands|mandates"
    r"|asks[ \t]for|calls[ \t]for|says|specifies|guarantees|promises|commits[ \t]to)(?![a-z])"
    # ("memory requirements", "VRAM requirements": what a model takes, a size, no bar)
    r"|(?<![a-z])(?:(?<!memory[ \t])(?<!vram[ \t])(?<!hardware[ \t])(?<!resource[ \t])"
    r"requirements?|(?:is|are|be|the|minimum)[ \t]required|a[ \t]must[ \t]of)"
    r"(?![a-z])|(?<![a-z])(?:asks|asking)[ \t]for(?![a-z])"
    # "users expect a first token within 500 ms": what users expect is a bar (what a writer
    # expects of a change is an estimate, read elsewhere)
    r"|(?<![a-z])(?:users?|customers?|clients?|people|readers|humans)[ \t](?:(?:typically"
    r"|usually|generally|now|still)[ \t])?expect(?![a-z])"
    # "a minimum of 20 tok/s", "the bar is 25 tok/s": a bar named as such
    r"|(?<![a-z])(?:a|the)[ \t](?:bare[ \t])?minimum[ \t]of|(?<![a-z])the[ \t](?:bar|cutoff"
    r"|cut-off|threshold)[ \t](?:is|was|of|at)"
    # other languages, each with its bound, as "need" alone often means "takes" there
    # ("на генерацию нужно 30 секунд", "生成需要 30 秒")
    r"|(?<![а-яё])(?:нужн[оаы]?|надо|требуется)[ \t](?:хотя[ \t]бы|как[ \t]минимум|не[ \t]менее)"
    r"|(?<![a-zäöü])(?:brauchen|benötigen)[ \t](?:mindestens|wenigstens)"
    r"|(?<![a-z])necesita(?:mos|n)?[ \t]al[ \t]menos|(?<![a-z])besoin[ \t]d'au[ \t]moins"
    r"|要求(?:达到|至少|不低于)?|至少需要|最低要求)"
    # "... what I need to get through so 22 tps is too slow": a conjunction opens a new
    # clause, whose figure the need does not govern
    r"(?:(?![ \t](?:so|but|because|since|yet)[ \t])[^.,;:!?\n。，；：]){0,40}$"
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
    r"|throughput|speed|rate|tps|values?|numbers?|figures?))(?![a-z])"
    r"|理论(?:上|值|峰值|上限|最大|极限)|理論(?:上|値|極限|上限)|이론(?:상|적)"
    # "Теоретический максимум", "theoretisch", "en théorie", "en teoría", "in teoria"
    r"|(?<![а-яё])теоретическ\w{0,4}|(?<![a-zäöü])theoretisch\w{0,3}|(?<![a-z])en[ \t]th[ée]orie"
    r"|(?<![a-z])th[ée]oriquement|(?<![a-z])(?:en|in)[ \t]teor[ií]a|(?<![a-z])te[oó]ric[oa]s?"
    r"|(?<![a-z])teoricamente)"
    # "In theory, the maximum is ...", "Theoretical peak: 150k": a comma or a colon may
    # follow the words, not part them from the figure
    r"[ \t*]{0,3}[,，:：]?"
    # "The theoretical max was 10 tok/s but we measured 8": a conjunction opens a clause of
    # its own, whose figure the bound does not govern
    r"(?:(?![ \t](?:but|yet|while|whereas|although|though)[ \t])[^.,;:!?\n。，；：]){0,50}$",
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
    r"|[^.,;:!?\n。，；：、]{0,8}?(?:が必要|は必要|가[ \t]?필요|이[ \t]?필요"
    # "20 トークン/秒以上が欲しい": wanted, as "needed" is
    r"|[がは][ \t]?(?:欲しい|ほしい))",
    re.IGNORECASE,
)


# Most figures have none of these words near them: a substring test on the lower-cased
# window is far cheaper than a pattern's search from every position, so each pattern runs
# only where one of its words (or word stems) is present. Every alternative of a pattern
# holds at least one of its hints.
_SETTING_HINTS = ("set", "cap", "thrott", "clamp", "configur", "limited")
_REQUIRE_HINTS = (
    "need",
    "want",
    "expect",
    "guarant",
    "promis",
    "commit",
    "requir",
    "demand",
    "mandat",
    "ask",
    "call",
    "say",
    "specif",
    "minimum",
    "must",  # "a must of", "a\tmust of"
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
_REQUIRED_AFTER_HINTS = (
    "need",
    "requir",
    "necess",
    "must",
    "mandat",
    "必要",
    "필요",
    "欲しい",
    "ほしい",
)

# a goal whose verb follows the figure, as Japanese, Korean and Chinese write it (reading
# rules §2: goals are not measurements): "50 tok/s を目指す", "100 tok/sを目標に", "100
# tokens/s를 목표로", "以 100 tokens/s 为目标"
_AIMED_AFTER = re.compile(
    r"[^.,;:!?\n。，；：、]{0,8}?(?:を目指|を目標|を狙|[을를][ \t]?목표|为目标|為目標|作为目标"
    # "2 倍になることを期待しています", "50 tokens/s になってほしい", "를 기대합니다": a hope
    r"|を期待し|になってほしい|を希望|[을를][ \t]?기대(?:하|합|해|한)"
    # "100 tok/s を出したい", "를 달성하는 것이 목표": a wish, a goal said after the figure
    r"|(?:を|は|が)?[ \t]{0,2}(?:出|達成|実現|到達|突破)し?たい"
    r"|[을를][ \t]?(?:달성|기록)하는[ \t]?것이[ \t]?목표)"
)
_AIMED_AFTER_HINTS = (
    "目指",
    "目標",
    "目标",
    "狙",
    "목표",
    "期待し",
    "ほしい",
    "希望",
    "기대",
    "たい",
)
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
    return hinted(folded(window), hints)


@lru_cache(maxsize=4096)  # pure in its words, asked again for every figure they precede
def wish_start(before: str) -> int | None:
    """Where in ``before`` the words that wish, plan or suppose its figure start, or None."""
    window = before[-90:]
    m = _WISH_BEFORE.search(window)
    return None if m is None else len(before) - len(window) + m.start()


def is_setting(before: str) -> bool:
    """True when the words before a figure, in its clause, set it as a cap or a limit."""
    window = before[-60:]
    return _hinted(window, _SETTING_HINTS) and _SETTING_BEFORE.search(window) is not None


# a clause that opens on "Need", its subject left out as notes leave it: "**Gap:** Need
# 2.9-5.7x more improvement", "- Needs at least 20 tok/s for chat": a bar still to reach
_NEED_OPENING = re.compile(
    r"(?:^|[:*>\n]|[.!?][ \t])[ \t*_]{0,3}(Needs?)[ \t]{1,2}(?:(?:at[ \t]least|about|around"
    r"|roughly|another|an[ \t]extra|~|≈)[ \t]{0,2})?$"
)


def is_required(before: str, text: str, end: int) -> bool:
    """True when the words before a figure, in its clause, require it, or the words after
    it (from ``end``) call it needed: a bar, not a run. The caller keeps a size (memory) a
    model requires, which is a claim."""
    window = before[-90:]
    if _hinted(window, _REQUIRE_HINTS) and _REQUIRE_BEFORE.search(window) is not None:
        return True
    if "Need" in window and _NEED_OPENING.search(window) is not None:
        return True
    return (
        _hinted(text[end : end + 60], _REQUIRED_AFTER_HINTS)
        and _REQUIRED_AFTER.match(text, end) is not None
    )


def is_aimed_after(text: str, end: int) -> bool:
    """True when the words right after a figure (from ``end``) aim at it: a goal."""
    return _hinted(text[end : end + 24], _AIMED_AFTER_HINTS) and bool(_AIMED_AFTER.match(text, end))


# a ceiling named before its figure: "the decode ceiling is ~45 tok/s", "ceiling on this
# hardware 86 tok/s", "Physics ceiling: ~2.74 GB", "性能上限约 45 tokens/s", "потолок — 80 ток/с"
# (LABELLING: a roofline's "Decode ceiling ~45 tok/s" and "ceiling on this hardware 86 tok/s"
# are bounds, not runs). The clause may not break between the noun and the figure.
_CEILING_BEFORE = re.compile(
    r"(?:(?<![a-z])ceiling(?![a-z\-])|上限|(?<![а-яё])потол(?:ок|ка|ке|ком)(?![а-яё])"
    r"|(?<![a-z])plafond(?![a-z])|(?<![a-zäöü])obergrenze(?![a-zäöü]))"
    r"[ \t*]{0,3}[:：—–=]?"
    r"(?:[^.,;:!?\n。，；：]|(?<=\d)[.,](?=\d)){0,50}$",
    re.IGNORECASE,
)
# ... unless a run met it ("we hit a ceiling of 45 tok/s", "pushed the ceiling to 60 tok/s",
# "the ceiling we measured was 45 tok/s"), or an estimate names it, which is a claim with
# qualifier estimate ("the ceiling, per the author's estimates, is about 80 tok/s")
_CEILING_MET = re.compile(
    r"(?<![a-z])(?:hit|hits|hitting|reach(?:ed|es|ing)?|bump(?:ed|s|ing)?[ \t]into|r[au]n[ \t]into"
    r"|rais(?:e|ed|es|ing)|lift(?:ed|s|ing)?|push(?:ed|es|ing)?"
    r"|br(?:eak|oke|eaking)(?:[ \t]through)?"
    r"|measured|observed|found|saw)(?![a-z])[ \t]{1,2}(?:(?:a|an|the|its|our|their|this|that|new)"
    r"[ \t]{1,2})?(?:[a-z\-]{2,16}[ \t]{1,2})?$"
    r"|(?<![a-z])(?:measured|observed|actual|practical|real(?:-world)?|empirical)[ \t]{1,2}$",
    re.IGNORECASE,
)
_CEILING_RAN_AFTER = re.compile(
    r"(?<![a-z])(?:estimat\w{0,4}|we[ \t](?:measured|hit|got|saw|observed)|measured|observed)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_CEILING_HINTS = ("ceiling", "上限", "потол", "plafond", "obergrenze")


def is_ceiling(before: str) -> bool:
    """True when a ceiling noun names the figure that ends ``before`` (a bound worked out,
    not a run), unless the words say a run met it or an estimate names it."""
    window = before[-90:]
    if not _hinted(window, _CEILING_HINTS):
        return False
    m = _CEILING_BEFORE.search(window)
    if m is None:
        return False
    return (
        _CEILING_MET.search(window, 0, m.start()) is None
        and _CEILING_RAN_AFTER.search(window, m.start()) is None
    )


def is_theoretical(before: str, text: str, end: int) -> bool:
    """True when the words before a figure (or right after it, ending at ``end``) say it is
    a bound in theory, not a run."""
    window = before[-90:]
    if _hinted(window, _THEORY_HINTS) and _THEORY_BEFORE.search(window) is not None:
        return True
    if is_ceiling(window):
        return True
    return (
        _hinted(text[end : end + 24], _THEORY_HINTS) and _THEORY_AFTER.match(text, end) is not None
    )


# a figure worked out from the one before it, in another unit: "30-40 tokens per second —
# that is 25-33 ms per token", "20 ms per token, i.e. 50 tok/s" (LABELLING: a per-token
# time or a rate worked out from the other is arithmetic; only the stated figure is a claim).
# A bracketed conversion ("92 tokens/s (10.82 ms/token)") is tool output and stays.
_NUM = r"\d[\d.,]{0,8}(?:[ \t]{0,2}[-–~][ \t]{0,2}\d[\d.,]{0,8})?[ \t]{0,2}"
_RATE_UNIT = r"(?:tok(?:en)?s?|t)(?:/s(?:ec)?|[ \t]per[ \t]sec(?:ond)?)(?![a-z])|tps(?![a-z])"
_TIME_EACH = (
    r"(?:ms|milliseconds?|s|sec(?:onds?)?)(?:[ \t]?/[ \t]?tok(?:en)?|[ \t]per[ \t]token)(?![a-z])"
)
_SAID_AGAIN = (
    r"[ \t]{0,2}[—–,;:]?[ \t\-]{0,2}(?<![a-z])(?:that(?:'s|’s|[ \t]is)|i\.e\.,?"
    r"|which[ \t](?:is|means|works[ \t]out[ \t]to|comes[ \t]to)|meaning"
    # "or about 25 ms per token" restates; a bare "or 12 s on the CPU" is another run
    r"|or(?=[ \t]{1,2}(?:about|around|roughly|approximately|~|≈)))"
    r"[ \t]{1,2}(?:(?:about|around|roughly|approximately|~|≈)[ \t]{0,2})?$"
)
# "64 tok/s on the 3090, which works out to ...": a short aside may part the two
_ASIDE = r"(?:[ \t][^.;!?\n—–]{0,30}?)?"
_RATE_SAID_AGAIN = re.compile(_NUM + "(?:" + _RATE_UNIT + ")" + _ASIDE + _SAID_AGAIN, re.IGNORECASE)
_TIME_SAID_AGAIN = re.compile(_NUM + "(?:" + _TIME_EACH + ")" + _ASIDE + _SAID_AGAIN, re.IGNORECASE)

# "Add network overhead and queueing, and users see 8-10 s": a sentence that adds overheads
# to a figure worked out before it is arithmetic on it, not a run
_ADD_OVERHEAD = re.compile(
    r"[\s*_>#\-]{0,6}(?:add|adding|factor[ \t]in|throw[ \t]in|include|account[ \t]for)[ \t]"
    r"[^.;!?\n]{0,80}?(?<![a-z])(?:overheads?|queu\w{0,4}|round[ \t\-]trips?|network|latency"
    r"|preprocessing|post-?processing)(?![a-z])[^.;!?\n]{0,40}?[,;][ \t]{0,2}(?:and|then)[ \t]"
    r"[^.;!?\n]{0,60}$",
    re.IGNORECASE,
)


# "0.5 MB of KV cache per token", "2 bytes per parameter": a size per unit is a factor of a
# formula, not what a run holds (LABELLING: a KV-cache formula, a bytes-per-parameter table)
_SIZE_PER_UNIT = re.compile(
    r"[ \t]{0,2}(?:of[ \t](?:kv[ \t\-]?cache|memory|vram)[ \t])?(?:per|/|each|an?)[ \t]?"
    r"(?:tokens?|parameters?|params?|weights?|layers?|heads?)(?![a-z])",
    re.IGNORECASE,
)
# "... per token, so a 32k context takes 16 GB": a size worked out from such a factor
_FROM_PER_UNIT = re.compile(
    r"(?<![a-z])(?:per|each|every)[ \t](?:tokens?|parameters?|params?|layers?)(?![a-z])"
    r"(?:[^.;!?\n]|\.(?=\d)){0,50}?(?<![a-z])(?:so|thus|therefore|hence|which[ \t]means"
    r"|meaning)(?![a-z])[^.;!?\n]{0,50}$"
    r"|每个?[ \t]{0,2}(?:token|参数|层|令牌)(?:[^;!?\n。；]|\.(?=\d)){0,40}?(?:因此|所以|那么|则)"
    r"[^;!?\n。；]{0,40}$",
    re.IGNORECASE,
)
# "each token needs about 0.5 MB", "for every token generated, it reads 14 GB": the unit
# named before the size
_PER_UNIT_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:each|every|per)[ \t](?:tokens?|parameters?|params?|layers?)(?![a-z])"
    r"|每个?[ \t]{0,2}(?:token|参数|层|令牌))[^.;,!?\n\d。，；]{0,30}$",
    re.IGNORECASE,
)


# "按 50 tokens/s 计算，生成 500 个 token 需要 10 秒": a rate one reckons at, not a run's
_RECKON_BEFORE = re.compile(r"(?:按照?|以)[ \t]{0,2}(?:每秒)?[ \t]{0,2}$")
_RECKON_AFTER = re.compile(r"[ \t]{0,2}(?:的速度)?[ \t]{0,2}(?:来)?(?:计算|估算|算的话|来算)")

# "1000/tpot: 14tok/s", "1/TPOT = 35 tok/s": a rate keyed by a formula over a per-token time
# is worked out from that time, not measured as a rate
_RATE_FROM_TIME_KEY = re.compile(
    r"(?<![\w.])\d{1,4}[ \t]{0,2}/[ \t]{0,2}(?:(?:mean|avg|median)[ _])?(?:tpot|itl|tbt)"
    r"[ \t]{0,2}[:=：][ \t]{0,2}$",
    re.IGNORECASE,
)


def is_worked_out(
    text: str, seg_start: int, start: int, end: int, unit: str, timed: bool = False
) -> bool:
    """True for a figure worked out from another: a per-token time restated from the rate
    before it ("— that is 25-33 ms per token"), a rate from a per-token time, the total a
    sentence gets by adding overheads ("Add network overhead, and users wait 8-10 s"), and
    a size per token or parameter or one worked out from it ("so a 32k context takes 16 GB"),
    and a rate keyed by a formula over a per-token time ("1000/tpot: 14tok/s").
    ``unit`` is the figure's unit ("tok/s", "GB", ...); ``timed`` marks a time."""
    if is_in_sum(text, start, end):
        return True  # "202 tokens/sec × 540 sec = …", "800 + 60 × 999 ≈ 60.74 s"
    before = text[max(seg_start, start - 60) : start]
    if timed and _RATE_SAID_AGAIN.search(before):
        return True
    if unit == "tok/s" and (
        _TIME_SAID_AGAIN.search(before) or _RATE_FROM_TIME_KEY.search(before[-24:])
    ):
        return True
    if _RECKON_BEFORE.search(before[-12:]) and _RECKON_AFTER.match(text, end):
        return True  # "按 50 tokens/s 计算": a rate assumed to work a time out
    if unit[-1:] == "B" and (
        _SIZE_PER_UNIT.match(text, end)
        or _PER_UNIT_BEFORE.search(before)
        or _FROM_PER_UNIT.search(text, max(seg_start, start - 110), start)
    ):
        return True
    return timed and _ADD_OVERHEAD.fullmatch(text, seg_start, start) is not None
