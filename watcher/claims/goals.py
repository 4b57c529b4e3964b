"""Goals, targets, requirements and expectations: figures wanted, not measured (rules §2).

One check decides whether a figure in prose is wanted rather than run (``is_goal``): a goal
or target named before it ("our goal is 100 tok/s", "≥ 20"), a wish, plan, requirement,
setting or theoretical bound (``wishes``), unless its words say the goal was met ("reached
the 1,000 TPS milestone"). Headings and table cells that name targets, requirements or
plans hold such figures for their section, row or column. Patterns hold only literals and
bounded quantifiers.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.bar_values import is_bar_value
from watcher.claims.layout import Layout
from watcher.claims.run_clauses import reports_run
from watcher.claims.scale_items import is_scale_item
from watcher.claims.wishes import (
    is_aimed_after,
    is_required,
    is_setting,
    is_theoretical,
    wish_start,
)

# an expectation stated right before its figure: "expected ~100 tok/s", "should be at least
# 50", "should show well over 100 t/s", "should give a 1.5x speedup"
_EXPECT_BEFORE = re.compile(
    r"(?<![a-z])(?:expected|expecting|expect|should[ \t](?:be|get|reach|hit|do|show|see|give"
    r"|deliver|achieve|add|bring|yield|provide|manage|land"
    # "I should be getting 140+ t/s", "it should be closer to 35-60 tok/s": what a run ought
    # to do, said of the reader's own run
    r"|be[ \t](?:getting|seeing|reaching|hitting|doing|(?:much[ \t])?(?:closer|nearer)[ \t]to)))"
    r"[ \t]{1,2}"
    r"(?:(?:another|an[ \t]extra|a|an)[ \t])?(?:(?:well[ \t])?(?:~|≈|about|around|roughly"
    r"|at[ \t]least|over|above|under|below|more[ \t]than|less[ \t]than)[ \t]{0,2})?$"
    # an issue's "**Expected:** ~2x", "Expected throughput: 5000 tok/s", "Desired: 60 tok/s":
    # the key names what was hoped for, beside the "Actual" the run gave
    r"|(?<![a-z])(?:expected|desired|ideal)(?:[ \t][a-z]{1,16}){0,2}[ \t*_]{0,3}[:：][ \t*_]{0,3}"
    r"(?:~|≈|about[ \t]|around[ \t])?[ \t]{0,2}$"
    # "预期总共占用10GB以下", "期望达到 50 tokens/s": the same said in Chinese ("预期性能" over a
    # vendor's scenario is a projection, an estimate, and stays)
    r"|(?:预期|預期|期望)(?!性能|的性能|速度|吞吐)[^\d,，。;；:：\n]{0,10}$"
    # "按理说应该有 60 tokens/s", "理应达到", "本该有": what a run should by rights have done
    r"|(?:按理说?|照理说?|理应|理應|本应|本應|本该|本該|本来应该|本來應該)[^\d,，。;；:：\n]{0,10}$",
    re.IGNORECASE,
)

# a projection a guide puts to its reader or a plan states for its own work, right before its
# figure: "Expect 20-40 ms per token", "Expected 3-5x decode speedup.", "you can expect around
# 45 tok/s" (LABELLING: a guide's "Expect ..." ranges and a project's expectation for its own
# planned work are estimates); what a writer expected of a run ("I expected 50", "should be
# getting 140+", an issue's "Expected:" key) is not, and stays with ``_EXPECT_BEFORE``
_EXPECT_ESTIMATE = re.compile(
    r"(?:(?:^|[.!?;:,\n])[ \t*_>#•\-]{0,4}expect(?:ed)?"
    r"|(?<![a-z])you(?:'ll|’ll|[ \t](?:can|could|should|will|may|might))[ \t]{1,2}"
    r"(?:(?:typically|usually|realistically|reasonably|probably)[ \t]{1,2})?expect)"
    r"[ \t]{1,2}(?:(?:~|≈|about|around|roughly|approximately|up[ \t]to)[ \t]{0,2}){0,2}$",
    re.IGNORECASE,
)
# the line goes on to what the run gave instead: "Expected 50 tok/s, got 31 tok/s", "Expected
# ~90 tokens/s but I get 35"
_GOT_AFTER = re.compile(
    r"[^\n]{0,60}?(?<![a-z])(?:got|getting|actual(?:ly)?|instead|measured|observed"
    r"|(?:but|yet|however)(?![a-z])[^.\n]{0,16}?(?<![a-z])(?:get|gets|see|saw|seeing|only))"
    r"(?![a-z])",
    re.IGNORECASE,
)
# an expectation set as a floor: "It is expected to be over 100 tokens/s at least" is a bar
# the run must clear, not a projection
_EXPECTED_TO_BE = re.compile(
    r"(?<![a-z])expected[ \t]to[ \t]be[ \t](?:at[ \t]least|over|above|more[ \t]than)[ \t]{1,2}$",
    re.IGNORECASE,
)
_AT_LEAST_AFTER = re.compile(r"[^.;,\n]{0,24}?(?<![a-z])at[ \t]least(?![a-z])", re.IGNORECASE)


def projects(text: str, before: str, end: int) -> bool:
    """True for a figure a guide's or a plan's "Expect ..." projects (an estimate), unless its
    line goes on to what the run gave instead."""
    return _EXPECT_ESTIMATE.search(before) is not None and _GOT_AFTER.match(text, end) is None


def expects(text: str, before: str, end: int) -> bool:
    """True for a figure an expectation names right before it ("should be getting 140+",
    "Expected: ~2x", "expected to be over 100 at least"): wanted of a run, not a claim. A
    guide's or a plan's projection (``projects``) is an estimate and is read."""
    floor = _EXPECTED_TO_BE.search(before[-30:])
    if floor and ("least" in floor.group(0).lower() or _AT_LEAST_AFTER.match(text, end)):
        return True
    return _EXPECT_BEFORE.search(before[-30:]) is not None and not projects(text, before, end)


# goals, targets, requirements, questions and estimates (reading rules §2)
_GOAL_BEFORE = re.compile(
    r"(?:(?<![a-z])aim(?:s|ing|ed)?[ \t](?:for|at|to)"
    # "the target model runs at 45 tok/s": speculative decoding's verifier, not a goal
    r"|(?<![a-z])target(?:s|ing|ed)?(?![a-z])(?![ \t\-]?(?:model|llm|network|verif))"
    r"|(?<![a-z])goal(?![a-z])|milestone|to[ \t]at[ \t]least|≥|>="
    # "=>" as "at least" stands alone; after a setting or a name it is an arrow to the
    # result: "bs=16 => 77 tok/s", "H100 => 77 tok/s"
    r"|(?<![\w)\]*`] )(?<![\w)\]*`])=>"
    r"|(?<![a-z])reach[ \t]and[ \t]sustain"
    r"|(?<![a-z])(?:slos?|slas?|latency[ \t]budget)[ \t]{0,2}(?:of|=|:|<|≤|<=)?[ \t]{0,3}$"
    # "解码速度应该在 50 tokens/s 以上": what a speed should be, said in Chinese
    r"|应(?:该|当)?(?:在|达到|保持在?|不低于|不超过|高于|低于|小于|大于)"
    # "需要达到 100 tok/s 才能上线", "必须达到": what a run must reach is a requirement
    r"|(?:需要|必须|必須|须|須)(?:达到|達到|跑到)(?:至少)?"
    r"|(?<![a-z])(?:must|should|has[ \t]to|needs?[ \t]to)[ \t](?:stay|be|remain|keep)[ \t]"
    r"(?:under|below|within|at[ \t]most|less[ \t]than|at[ \t]least|above|over|more[ \t]than"
    r"|no[ \t](?:more|less|fewer)[ \t]than)"
    # "TTFT should not exceed 200 ms", "must never drop below 20 tok/s"
    r"|(?<![a-z])(?:must|should|may|can)(?:[ \t]not|n't|[ \t]never)[ \t](?:exceed|go[ \t]above"
    r"|go[ \t]over|drop[ \t]below|fall[ \t]below|go[ \t]below)"
    # "must at least deliver sustained speeds of 200+ t/s": a requirement
    r"|(?<![a-z])(?:must|should|has[ \t]to|needs?[ \t]to)[ \t](?:at[ \t]least[ \t])?"
    r"(?:deliver|reach|achieve|sustain|provide|hit|meet)(?![a-z])"
    r"|(?<![a-z])(?:want|hope|plan|wish)(?:s|ed)?[ \t]to[ \t](?:[a-z]+[ \t]){0,2}"
    r"(?:reach|hit|get|improve|increase|boost|achieve)|目标"
    # "Plan: hit 120 tok/s", "TODO: decode at 90 tok/s": a plan's line names what is wanted
    # ("Test plan:" in a PR body reports how the change was tested: its figures were run)
    r"|(?<![a-z])(?<!test[ \t])(?<!testing[ \t])(?:plans?|todo|next[ \t]steps?|wishlist)"
    r"[ \t*]{0,3}[:：]"
    # "The original plan was FP8 + MTP via vLLM for ~85–120 tok/s": what a plan was to give
    r"|(?<![a-z])(?<!test[ \t])plan[ \t]was(?![a-z])"
    r"|(?:下一步|计划|計画|予定|로드맵|계획)[^\d\n]{0,4}[:：]"
    # "Latency SLO: p99 TTFT < 300 ms and TPOT < 40 ms": every bound the SLO's line lists
    r"|(?<![a-z])(?:slos?|slas?|latency[ \t]budgets?)[ \t]{0,2}[:：]"
    # "if you need 100 tok/s, buy ...": what a reader would need is a requirement
    r"|(?<![a-z])(?:if|when)[ \t]you[ \t](?:really[ \t])?(?:need|want|require)(?![a-z])"
    # "If you see less than 10 t/s, you are on CPU": a reader's reading, a diagnostic bar
    r"|(?<![a-z])(?:if|when)[ \t]you(?:'re|[ \t]are)?[ \t](?:only[ \t])?(?:see|seeing|get|getting"
    r"|observe|notice|measure)(?![a-z])"
    r"|(?<![а-яё])(?:если|когда)[ \t](?:вам|тебе)[ \t](?:нужн|надо|требу)"
    r"|(?<![a-z])si[ \t](?:vous[ \t]avez[ \t]besoin|tu[ \t]as[ \t]besoin|necesita)"
    r"|如果(?:你|您|我们)?(?:需要|想要)|もし[^、。]{0,6}必要"
    # goals named in other languages: "Ваша цель — 40 токенов/сек", "Unser Ziel sind ...",
    # "notre objectif", "nuestro objetivo", "目標は", "목표는"
    r"|(?<![а-яё])цел(?:ь|и|ью)(?![а-яё])|(?<![a-zäöü])ziel(?:e|wert)?(?![a-zäöü])"
    r"|(?<![a-z])objectifs?(?![a-z])|(?<![a-z])objetivos?(?![a-z])|目標|목표)"
    # a dot inside a name ("用 llama.cpp 达到", "v0.6") ends no sentence; the goal may name
    # what is wanted at some length ("goal here was to fit the model and the KV cache in")
    r"(?:[^.;\n。]|\.(?=[^\s.])){0,52}$",
    re.IGNORECASE,
)
# "to 30 ms/token, or even 20 ms/token": the next figure of the same wish is a goal too
_GOAL_JOIN = re.compile(
    r"[ \t*]{0,3}[,;]?[ \t]{0,2}(?:(?:or|and)[ \t]{1,2})?(?:(?:even|maybe|perhaps|ideally)"
    r"[ \t]{1,2})?(?:to[ \t]{1,2})?",
    re.IGNORECASE,
)
# "not just 40 tok/s on a bare model, but 40 tok/s at the end of the chain", "не просто
# 40 …, а 40 …": the figure the contrast sets after a goal's is the same goal's
_CONTRAST_JOIN = re.compile(
    r"(?:[ \t][^\d.;:!?\n,，。]{1,30})?[ \t]{0,2}[,，][ \t]{0,2}(?:but(?:[ \t]also)?|а|sondern"
    r"|mais|pero|而是)[ \t]{1,2}(?:(?:also|even|at[ \t]least)[ \t]{1,2})?",
    re.IGNORECASE,
)


def joins_goal(text: str, seg_start: int, goal_end: int, start: int) -> bool:
    """True when the figure at ``start`` continues the goal whose figure ended at
    ``goal_end``: "to 30 ms/token, or even 20", or "not just 40 tok/s …, but 40 tok/s …"."""
    if not 0 <= start - goal_end <= 48:
        return False
    if start - goal_end <= 24 and _GOAL_JOIN.fullmatch(text, goal_end, start) is not None:
        return True
    return (
        _CONTRAST_JOIN.fullmatch(text, goal_end, start) is not None
        and _NOT_JUST.search(text, max(seg_start, goal_end - 120), goal_end) is not None
    )


# a goal met: "breached a speed milestone with a record of 1,000 TPS", "MILESTONE: 2.71x
# ... Achieved": the figure is the measurement that met it
GOAL_MET = re.compile(
    r"(?<![a-z])(?:achieved|reached|breached|surpassed|exceeded|broke|record|attained"
    r"|erreicht|übertroffen|atteint|dépassé|alcanzad[oa]|superad[oa])(?![a-z])"
    r"|(?<![а-яё])(?:достиг(?:ли|ла|нута)?|превзош\w{0,3})(?![а-яё])|达成"
    # ("달성하는 것이 목표", "達成したい": achieving it is the goal, not yet met)
    r"|達成(?!し?たい)|달성(?!하는[ \t]?것)",
    re.IGNORECASE,
)


_CLAUSE_END = re.compile(r"[,;。，；、]")


# a contrast that opens another clause after the goal's words: "…, but we measured", "…,
# while", "…, а", "…, aber"; unless the goal itself was "not just X, but Y"
_CONTRAST = re.compile(
    r"[,，;][ \t]{0,2}(?:(?<![a-z])(?:but|yet|while|whereas|though|although|however)(?![a-z])"
    r"|(?<![а-яё])(?:а|но)(?![а-яё])|(?<![a-zäöü])aber(?![a-zäöü])|(?<![a-z])(?:mais|pero)(?![a-z])"
    r"|但是?|而)"
    # "I was hoping for 2x but only got 1.2x": "but" needs no comma
    r"|[ \t](?:but|yet)[ \t]|但是?|可是|却",
    re.IGNORECASE,
)
_NOT_JUST = re.compile(
    r"(?<![a-z])not[ \t](?:just|only|merely|simply)(?![a-z])|(?<![а-яё])не[ \t](?:просто|только)"
    r"|nicht[ \t]nur|pas[ \t]seulement|no[ \t]solo|不仅|不只",
    re.IGNORECASE,
)


def turns_away(words: str) -> bool:
    """True when the words from a goal's name to a figure open another clause by a contrast
    ("The goal was 50 tok/s, but we measured 38"): the figure after it is no goal's."""
    if reports_run(words):
        return True  # "… 35 tok/s/user as the target, B200 produces 5397 tok/s/GPU"
    return _CONTRAST.search(words) is not None and _NOT_JUST.search(words) is None


# an expectation held before the run, with words between it and its figure: "They expected
# something close to that 3x speedup", "we were expecting roughly 2x" (LABELLING: an
# expectation is not a result; "as expected" and "than expected" say how a result came out)
_EXPECTED = re.compile(
    # ("is expected to deliver 2x" is a hedged projection: a claim, qualifier estimate)
    r"(?<![a-z])(?:they|we|i|he|she|people|many|everyone|users|the[ \t]team)[ \t]"
    r"(?:(?:had[ \t])?(?:expected|anticipated)(?![ \t]to[ \t])|(?:had[ \t])?hoped[ \t]for"
    r"|(?:was|were)[ \t](?:expecting|anticipating|hoping[ \t]for))(?![a-z])[^.,;:!?\n]{0,36}$"
    # "Throughput was expected to reach 5,000 tok/s", "it was supposed to hit 100 tok/s": what
    # a run should have done ("is expected to deliver 2x" is a projection, an estimate, and
    # "is supposed to be 2.2x faster" a claim a report makes)
    r"|(?<![a-z])(?:was|were|had[ \t]been)[ \t](?:expected|supposed|meant)[ \t]to(?![a-z])"
    r"[^.,;:!?\n]{0,36}$",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)  # pure in its words, asked again for every figure they precede
def _goal_words(before: str) -> re.Match[str] | None:
    """The words in ``before`` (a figure's words before it) that name a goal or an
    expectation, or None."""
    return _GOAL_BEFORE.search(before) or _EXPECTED.search(before)


def is_goal(text: str, before: str, end: int, memory: bool = False) -> bool:
    """True for a figure a goal, target, wish, requirement or theoretical bound names, unless
    its words say the goal was met. A size a model requires (``memory``) is its footprint."""
    if is_theoretical(before, text, end) or is_setting(before) or is_bar_value(text, before, end):
        return True
    line_end = text.find("\n", end, end + 60)
    after = text[end : line_end if line_end >= 0 else end + 60]
    if is_aimed_after(text, end):
        # "を目指す": a met word in another clause is that clause's ("50 tok/s を達成し、次は
        # 100 tok/s を目指す"); "100 tok/s を目標にしていたが達成した" meets this one
        return not GOAL_MET.search(_CLAUSE_END.split(after, maxsplit=1)[0])
    goal = _goal_words(before)
    if goal is not None and turns_away(before[goal.start() :]):
        goal = None  # "The goal was 50 tok/s, but we measured 38 tok/s": 38 was run
    wished = wish_start(before)
    if wished is not None and turns_away(before[wished:]):
        wished = None  # "I was hoping for 2x but only got 1.2x": 1.2x was run
    if goal is None and wished is None and (memory or not is_required(before, text, end)):
        return False
    return not (GOAL_MET.search(before) or GOAL_MET.search(after))


# "Performance Targets (8 replicas)", "## Goals", "## Requirements", "Acceptance criteria",
# "目标": a heading over figures that are wanted or required, not measured; "MILESTONE:
# 2.71x ... Achieved" names a goal met and stays
# ("Target model: ...", "target hardware" name what a drafter serves or runs on: singular
# "target" counts only at the heading's end)
_TARGET_HEADING = re.compile(
    r"(?<![a-z])(?:(?:targets|goals|objectives|requirements|acceptance[ \t]criteria|slos|slas)"
    r"(?![a-z])"
    r"|(?:target|goal|objective|(?<!test[ \t])(?<!testing[ \t])plan|roadmap|next[ \t]steps?|todo"
    r"|future[ \t]work|wishlist)"
    r"[ \t#*]{0,3}:?[ \t#*]{0,3}$)|目标|目標|목표"
    # "Model  Fits?  Decode ceiling": a column or section of bounds worked out; a heading
    # with its own figure ("The 312 T/s Ceiling") names one reached, and is read
    r"|^[^\d\n]{0,80}(?<![a-z])ceilings?[ \t#*]{0,3}:?[ \t#*]{0,3}$",
    re.IGNORECASE,
)
# a table's "Target" row or column, or a "Good value", "SLO" or "Required" column: bars to
# reach, not runs; the bar may name its metric or unit ("Target t/s/u", "Goal TTFT (ms)",
# "目标 tok/s"), never a model ("Target model" names a drafter's verifier)
_TARGET_CELL = re.compile(
    r"[\W_]{0,4}(?:targets?|goals?|objectives?|good[ \t]values?|ideal|slos?|slas?"
    r"|(?:[a-z]{2,12}[ \t]{1,2})?ceilings?"
    r"|requirements?|required|budgets?|目标|目標|목표"
    # "| Industry Standard |", "| Threshold |", "| Pass criteria |", "| 标准 |": the bar a
    # result is judged by (a bare "Standard" may name standard decoding, so not alone)
    r"|industry[ \t]standards?|thresholds?|(?:pass[ \t]|acceptance[ \t])?criteri(?:a|on)|标准|標準)"
    r"(?:[ \t]{1,2}(?:[a-z]{1,6}/[a-z]{1,6}(?:/[a-z]{1,4})?|tps|ttft|tpot|itl|e2e|latency"
    r"|throughput|speed|rate|ms|sec|s))?"
    r"(?:[ \t]\([^()]{0,20}\))?[\W_]{0,4}",
    re.IGNORECASE,
)


# headings whose whole section lists bars: "Performance targets", "Requirements",
# "Acceptance criteria" (a list under them is wanted item by item, not only its first)
_TARGETS_PLURAL = re.compile(
    r"(?<![a-z])(?:targets|requirements|acceptance[ \t]criteria|roadmap|next[ \t]steps"
    r"|future[ \t]work|todo|wishlist)(?![a-z])",
    re.IGNORECASE,
)


# "IQ3_KT target", "**70B target**", "FP8 target:": a quantisation or a model size before
# "target" names the model a drafter's guesses are verified by, not a goal
_TARGET_MODEL = re.compile(
    r"(?<![a-z0-9])(?:iq\d(?:_[a-z0-9]{1,2}){0,2}|q\d(?:_[a-z0-9]{1,2}){1,2}|fp\d{1,2}|bf16|int\d{1,2}|nvfp4|mxfp4|awq"
    r"|gptq|gguf|\d{1,4}(?:\.\d)?b|a\d{1,2}b)[ \t*_]{1,3}target[ \t#*:]*$",
    re.IGNORECASE,
)


def is_target_heading(line: str, whole_section: bool = False) -> bool:
    """True for a short heading line that names goals or targets (and no goal met); with
    ``whole_section``, only one that names targets, whose whole section lists them."""
    line = line.strip()
    return 0 < len(line) <= 100 and _names_targets(line, whole_section)


@lru_cache(maxsize=4096)  # pure in its line, asked of every block's first line and the one above
def _names_targets(line: str, whole_section: bool) -> bool:
    """``is_target_heading`` for a stripped line of at most 100 characters."""
    pattern = _TARGETS_PLURAL if whole_section else _TARGET_HEADING
    return (
        "|" not in line
        and pattern.search(line) is not None
        and GOAL_MET.search(line) is None
        and _TARGET_MODEL.search(line) is None
        and not line.endswith((".", "。"))
    )


# an issue template's "Expected behavior" or "Expected result" heading: what the writer
# wants back, not what ran (reading rules §2)
_EXPECTATION_HEADING = re.compile(
    r"(?<![a-z])expected[ \t](?:behaviou?rs?|results?|outcomes?|output)(?![a-z])"
    r"|(?:期望|预期|預期)的?(?:行为|行為|结果|結果|效果)|期待される(?:動作|挙動|結果)"
    r"|(?:예상|기대)[ \t]?(?:동작|결과)",
    re.IGNORECASE,
)
# a sentence there that says where things stand or what was run ("Currently it decodes at 12
# tok/s", "in our experiment it did 2x"): stated
_STANDS_NOW = re.compile(
    r"(?<![a-z])(?:currently|right[ \t]now|at[ \t]the[ \t]moment|actual(?:ly)?|instead"
    r"|but|whereas|measured|observed|did|got|saw|tested|experiments?|in[ \t]our|from[ \t]our)"
    r"(?![a-z])|目前|现在|現在|当前|実際|实际|实测|현재",
    re.IGNORECASE,
)


def is_expectation_heading(line: str) -> bool:
    """True for a short heading line naming what a report expected ("### Expected behavior",
    "预期结果")."""
    line = line.strip()
    return 0 < len(line) <= 60 and _names_expectation(line)


@lru_cache(maxsize=4096)  # pure in its line, asked of every block's first line and the one above
def _names_expectation(line: str) -> bool:
    """``is_expectation_heading`` for a stripped line of at most 60 characters."""
    return _EXPECTATION_HEADING.search(line) is not None


def expectation_sections(layout: Layout) -> list[tuple[int, int]]:
    """The (start, end) of each section under an expectation heading, up to the next heading
    of its level or above, or the next post of a pasted thread."""
    out: list[tuple[int, int]] = []
    heads = layout.headings
    for i, (span, level) in enumerate(heads):
        if not is_expectation_heading(layout.text[span.start : span.end]):
            continue
        end = next((s.start for s, lv in heads[i + 1 :] if lv <= level), len(layout.text))
        end = next((p.start for p in layout.posts if span.end <= p.start < end), end)
        if not out or span.end >= out[-1][1]:
            out.append((span.end, end))
    return out


# a sentence there that asks for something: it opens on a request ("Return to 35 tok/s",
# "Have consistent speed") or says what should be ("should", "at least", "以下"); a plain
# statement there ("The 0.5.1 build decodes at 45 tok/s") describes speeds that ran
_WISH_MARK = re.compile(
    r"^[\s*_>#\-\d.]{0,6}(?:return|restore|go|get|have|keep|stay|be|reach|run|achieve|match"
    r"|provide|allow|give|make|bring)(?![a-z])"
    r"|(?<![a-z])(?:should|would|expect\w{0,3}|want|hope|wish|like[ \t]to|needs?|must|ought"
    r"|at[ \t]least|consistent\w{0,2}|same[ \t]as|similar|back[ \t]to"
    # "Runs faster than 1.2 tokens per second": a bound the run should clear
    r"|(?:faster|quicker|higher|better|more|slower|lower|less)[ \t]than)(?![a-z])"
    r"|≥|>=|以上|以下|应该|应|希望|期望|预期|能够|至少|不低于|恢复|回到",
    re.IGNORECASE,
)


# a figure alone, "3.6 tokens per sec" under "### Expected behavior": the value wanted, with
# no word that could say it ran
_BARE_FIGURE = re.compile(
    r"[\s*_>\-~≈]{0,6}(?:(?:about|around|roughly|at[ \t]least)[ \t]{1,2})?[~≈]?"
    r"\d[\d.,]{0,12}[ \t]{0,2}[A-Za-z/%][A-Za-z/ ]{0,23}[\s.!*_]{0,4}"
)


def states_now(sentence: str) -> bool:
    """True when a sentence under an expectation heading says where things stand or what
    ran, or asks for nothing: its figures are stated, not wanted."""
    if _BARE_FIGURE.fullmatch(sentence):
        return False
    return _STANDS_NOW.search(sentence) is not None or _WISH_MARK.search(sentence) is None


def is_target_cell(cell: str) -> bool:
    """True for a table cell or header that is only "Target", "Goal" or "Good value"."""
    return _TARGET_CELL.fullmatch(cell.strip()) is not None


# a bar a speed is set against, not a run (reading rules §2; LABELLING: "below 30 tok/s is
# too slow", "Anything under 5 tok/s is unusable" are guidance thresholds): a bound said of
# speeds in general ("anything under", "speeds below"), or of whatever a reader's run does
# ("if decode drops below 15 tok/s, ...", present tense: "it dropped to 12" reports)
_BOUND = (
    r"(?:below|under|above|over|beyond|past|less[ \t]than|more[ \t]than|slower[ \t]than"
    r"|faster[ \t]than|lower[ \t]than|higher[ \t]than)[ \t]{1,2}(?:(?:~|≈|about|around"
    r"|roughly)[ \t]{0,2})?$"
)
_BAR_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:anything|everything)[ \t]"
    r"(?:(?:that(?:'s|’s|[ \t]is|[ \t]are)|which[ \t](?:is|are))[ \t])?"
    r"|(?<![a-z])(?:if|when|whenever|once)[ \t][^.,;:!?\n]{0,30}?(?<![a-z])(?:drops?|falls?"
    r"|goes|dips?|slips?|climbs?|rises?|stays?|gets|is|are)[ \t])"
    + _BOUND
    # "如果速度低于 5 tokens/s，请检查…", "一旦延迟超过 2 秒": the same in Chinese
    + r"|(?:如果|若|假如|一旦|当(?![前时天然初]))[^,.;:!?\n，。；：]{0,12}?"
    r"(?:低于|高于|少于|多于|超过|小于|大于|不到|跌破)[ \t]{0,2}(?:约|大约)?[ \t]{0,2}$",
    re.IGNORECASE,
)
# "20 tok/s is plenty for chat", "每秒 20 个 token 就够用了": a speed named as enough (or too
# little) for a use is a bar, when the figure is the clause's subject
_ENOUGH_AFTER = re.compile(
    r"[ \t]{0,2}(?:is|are)[ \t](?:(?:more[ \t]than|already|usually|generally)[ \t])?"
    r"(?:enough|plenty|sufficient|good[ \t]enough|fast[ \t]enough|usable|unusable|too[ \t]slow)"
    r"(?![a-z])|[ \t]{0,2}(?:的速度)?[ \t]{0,2}(?:就|已经|已|基本|完全)?(?:够用|足够|够了|可以接受"
    r"|能接受|无法使用|不可用|太慢)"
    # "毎秒20トークンあれば十分", "초당 20 토큰이면 충분", and a bound as a condition: "10 tokens/s
    # を下回ると使い物にならない", "5 tokens/s未満なら"
    r"|[ \t]{0,2}(?:あれば|なら|이면|면)[ \t]?(?:十分|充分|충분|実用的|快適|쾌적)"
    # "每秒 20 个 token 以上就能流畅对话": a rate named as enough for a use
    r"|[ \t]{0,2}(?:以上)?[ \t]{0,2}(?:就|便)(?:能|可以)(?:流畅|顺畅|流暢|正常使用|满足)"
    r"|[ \t]{0,2}(?:を下回る|を上回る|を超える|未満|以下)(?:と|なら|だと|では)",
    re.IGNORECASE,
)


def _opens_clause(text: str, seg_start: int, start: int) -> bool:
    """True when the figure at ``start`` opens its clause, a few words at most before it
    ("For chat, 20 tok/s is plenty", "もし速度が4 tokens/s未満なら"): the speed in general. A
    run's figure ("the 8B at 45 tok/s is enough", "…, which is plenty") stays."""
    before = text[max(seg_start, start - 40) : start]
    cut = max(before.rfind(c) for c in ",;:—，；：、")
    return len(before[cut + 1 :].strip()) <= 6


# "Below 20 tok/s, the experience becomes frustrating": a bound a sentence opens on, its
# clause ending in a comma, is the condition of what follows
_OPENING_BOUND = re.compile(
    r"[\s*_>#\-]{0,6}(?:"
    + _BOUND
    # "Unter 10 Token/s, …", "En dessous de 10 tokens/s, …", "Por debajo de 10 tokens/s, …",
    # "Меньше 10 токенов/с — …"
    + r"|(?:unter(?:halb)?|über|oberhalb|en[ \t]dessous[ \t]de|au[ \t]dessus[ \t]de"
    r"|por[ \t]debajo[ \t]de|por[ \t]encima[ \t]de|меньше|больше|ниже|выше|свыше)"
    r"[ \t]{1,2}(?:(?:etwa|environ|unos|около)[ \t]{1,2})?)",
    re.IGNORECASE,
)
# the opening bound's clause ends in a comma or a dash before anything else is said
_CLAUSE_COMMA = re.compile(r"[^\d.;:!?\n,—–]{0,24}(?:,|[ \t][—–\-][ \t])")


def is_bar(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for a figure a sentence sets as a bar ("anything under 5 tok/s is unusable",
    "if decode drops below 15 tok/s, ...", "Below 20 tok/s, chat feels slow")."""
    if _BAR_BEFORE.search(text, max(seg_start, start - 60), start) or is_scale_item(
        text, start, end
    ):
        return True
    if _ENOUGH_AFTER.match(text, end) and _opens_clause(text, seg_start, start):
        return True
    return (
        _OPENING_BOUND.fullmatch(text, seg_start, start) is not None
        and _CLAUSE_COMMA.match(text, end) is not None
    )
