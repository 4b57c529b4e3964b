"""Which names in a figure's own clause are the figure's: a comparison's baseline, an example,
a "respectively" list, a name that belongs to the next figure or lies past the next clause.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import deque

from watcher.claims.bare_bound import bound_to_bare_figure as bare_bound
from watcher.claims.baseline_words import THAN_ZH, closes_compared
from watcher.claims.clause_marks import CARD_LEAD, CLAUSE_PUNCT, LATER_CLAUSE, past_lead
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.foreign_preps import ARTICLES, FOREIGN_PREP, WITH_WORDS
from watcher.claims.names import Mention
from watcher.claims.naming import _LIST_GAP
from watcher.claims.pair_shared import COMPARED_GAP, compared_pair_ok
from watcher.claims.patterns import FIGURE
from watcher.claims.respectively_words import RESPECTIVELY as _RESPECTIVELY  # and jeweils, 分别

_SIDED = ("engine", "hardware", "precision")
_METHOD_OF = re.compile(r"(?:[ \t\-]based)?[ \t\-]{0,2}", re.IGNORECASE)
_BY = re.compile(r"(?<![a-z])by(?![a-z])", re.IGNORECASE)  # "outperforms X by 2x"


def _introduces(m: Mention, fig: _Figure, text: str) -> bool:
    """True when the figure closely follows the name ("autoregressive baseline of 165 tok/s")."""
    if not (m.end <= fig.start and fig.start - m.end <= 20):
        return False
    if fig.kind == "speedup":
        return (
            False  # "比 transformers 提升 2.3 倍": a speedup is the subject's, never the baseline's
        )
    if _PAIR_OPENS.match(text, fig.end):
        return False  # "half of the A100 (1,900 vs 3,800 tok/s)": the pair opens with ours
    if FIGURE.search(text, m.end, fig.start) is not None:
        # "SGLang比vLLM快3倍，达到45 tokens/s": the multiple between them is what the baseline
        # introduces; the figure after it is the subject's
        return False
    if _WITH_AFTER.fullmatch(text, m.end, fig.start) and _PASSED.search(
        text, max(0, m.start - 24), m.start
    ):
        return False  # "beats vLLM with 120 tok/s": the winner's figure, not the one beaten
    if _SUBJECT_GOES_ON.match(text, m.end, fig.start) or _SUBJECT_LISTS_ON.match(
        text, m.end, fig.start + 1
    ):
        # "3x faster than vLLM, reaching 120 tok/s", "outperforms TGI and hits 95 tok/s": the
        # sentence's subject goes on to its own figure; the baseline introduces none
        return False
    return not _BY.search(text[m.end : fig.start])


# a verb of passing before the baseline ("outpaces", "beats", "edges out") and "with" after it
_PASSED = re.compile(
    r"(?<![a-z])(?:beat|outperform|outpac|surpass|edg(?:es|ed|ing)[ \t]out|trail)[a-z]{0,4}"
    r"[ \t]{1,2}(?:the[ \t]{1,2})?$",
    re.IGNORECASE,
)
_WITH_AFTER = re.compile(
    r"[ \t]{0,2},?[ \t]{0,2}with[ \t]{1,2}"
    r"(?:(?:about|around|roughly|nearly|over|just|~|≈)[ \t]{0,2})?",
    re.IGNORECASE,
)
# the subject's predicate resumed after a baseline: ", reaching", "and reaches", "— hitting",
# perhaps past the rest of the baseline's words ("than vLLM and TGI, reaching", "than vLLM on
# H100, reaching"); a relative clause, "vLLM, which reaches", stays the baseline's
# "20-30% faster than llama.cpp and sub-3-second time to first token": "and" lists another of
# the subject's figures right after the baseline
_SUBJECT_LISTS_ON = re.compile(
    r"[ \t]{0,2}and[ \t]{1,2}(?:(?:a|an|only|just|about|around)[ \t]{1,2})?"
    r"(?:sub-|under[ \t]{1,2}|below[ \t]{1,2}|~|≈)?\d",
    re.IGNORECASE,
)
_SUBJECT_GOES_ON = re.compile(
    r"[^,;.:\n()]{0,16}?(?:,|[—–]|\band\b)[ \t]*(?:now[ \t]+|thus[ \t]+|while[ \t]+)?"
    r"(?:reach(?:es|ing)?|hit(?:s|ting)?|achiev(?:es|ing)|deliver(?:s|ing)?|get(?:s|ting)?"
    r"|run(?:s|ning)?|decod(?:es|ing)|serv(?:es|ing)|generat(?:es|ing)|produc(?:es|ing)"
    r"|sustain(?:s|ing)?|push(?:es|ing)?|peak(?:s|ing)?|top(?:s|ping)?)\b",
    re.IGNORECASE,
)


_PAIR_OPENS = re.compile(
    r"[^\n,;()\d]{0,12}?(?<![a-z])(?:vs\.?|versus|against|compared[ \t](?:to|with))"
    r"[ \t]{0,2}[~≈]?\d",
    re.I,
)
# names listed as examples: "hardware such as a single RTX 4090 or a Mac", "e.g. an A100",
# "combinable with techniques such as vLLM"; "For example, on my L40S, ..." opens the writer's
# own case and is no such list
_EXAMPLE = re.compile(
    r"(?:(?<![a-z])e\.?g\.|(?<![a-z])for[ \t](?:example|instance)(?![ \t]*,)"
    r"|(?<![a-z])such[ \t]as"
    # "on high-end hardware like NVIDIA A100 GPUs", "GPUs like the H100": a kind of machine;
    # "using tools like llama.cpp": a kind of engine
    r"|(?<![a-z])(?:hardware|gpus|cards|chips|accelerators|devices|machines"
    r"|tools|engines|frameworks|runtimes|backends|libraries)[ \t]like"
    # "up to 2x faster than inference engines (vLLM, SGLang)": a kind of engine, its
    # examples in brackets
    r"|(?<![a-z])(?:engines|frameworks|runtimes|backends|libraries)[ \t]{0,2}\()"
    # a dot inside a name ("such as llama.cpp, vLLM") ends no list
    r"(?:[^.;:()\n]|(?<=[a-z])\.(?=[a-z]))*$",
    re.IGNORECASE,
)
EXAMPLE_HINTS = ("g.", "for", "uch", "ke", "(")  # its words (``watcher.claims.hints``): "e.g."
_COMPARISON = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|than|compared|against|as[ \t](?:fast|quick)[ \t]as|相比"
    + r"|"
    + THAN_ZH
    + r")(?![a-z])",
    re.IGNORECASE,
)
_CLAUSE_OPEN = re.compile(r"[,;:，；：(]")
# "9.73x over locally measured autoregressive decoding", "a 2x speedup over plain decoding":
# a multiple's "over" names its baseline (not "over 2x", more than); the same comparison in
# Spanish, German, French and Russian ("frente a", "gegenüber", "par rapport à", "по сравнению
# с"); Japanese and Korean mark the baseline after it ("vLLMに比べて"), as THAN_ZH knows
_BASELINE_OF_MULTIPLE = re.compile(
    r"(?:\d[x×]|speed[ \t\-]?ups?|faster|quicker|higher|improvements?|gains?|boosts?"
    r"|acceleration)\**[ \t]{1,2}over(?![a-z])(?![ \t]{0,2}[~≈]?\d)"
    r"|(?<![^\W\d_])(?:frente[ \t]a|respecto[ \t]a|en[ \t]comparación[ \t]con|gegenüber"
    r"|im[ \t]vergleich[ \t]zu|par[ \t]rapport[ \t](?:à|au|aux)|comparée?s?[ \t]à"
    r"|по[ \t]сравнению[ \t]с|относительно)(?![^\W\d_])",
    re.IGNORECASE,
)


def clause_start(m: Mention, local: _Local, doc: _Doc) -> int:
    """Where the clause holding ``m`` starts: after the last clause mark in its sentence, at
    most 80 characters back."""
    own = local.sentence or local.segment
    lo = max(own.start, m.start - 80)
    opens = [pos for pos, _, _ in doc.scan(_CLAUSE_OPEN, lo, m.start)]
    return opens[-1] + 1 if opens else lo


def _in_compared_clause(m: Mention, local: _Local, doc: _Doc) -> bool:
    """True when the clause holding ``m`` opens with a comparison ("compared to ... X")."""
    start = clause_start(m, local, doc)
    c = _COMPARISON.search(doc.text, start, m.start)
    while c is not None and closes_compared(doc.text, c.start()):
        # "与 vLLM 相比 SGLang 提速": a closed "与 X 相比" opens the subject's clause
        c = _COMPARISON.search(doc.text, c.end(), m.start)
    return c is not None or _BASELINE_OF_MULTIPLE.search(doc.text, start, m.start) is not None


# "1,000 tokens/sec on NVIDIA H100s", "120 tok/s with SGLang and 80 tok/s with vLLM": a
# preposition right after the figure binds the name back to it
_ON_RIGHT_AFTER = re.compile(
    rf"[ \t]{{1,2}}(?:on|with|without|w/o|using|via|in|under|{FOREIGN_PREP}|{WITH_WORDS})"
    r"[ \t]{1,2}"
    rf"(?:(?:an?|the|one|a[ \t]single|single|my|our|nvidia|amd|{ARTICLES})[ \t]{{1,2}}){{0,2}}"
    # "152 tok/s on 1x RTX 4090 (was 131 tok/s)": a card's count binds back with it
    r"(?:\d{1,3}[ \t]?[x×][ \t]{0,2})?",
    re.IGNORECASE,
)
_BINDS = re.compile(
    r"(?:[ \t]?[x×][ \t]?\d{1,4})?[ \t]{0,2}(?:[=:：]|(?:is|was|gets|got|reaches|reached|hits"
    r"|hit|achieves|achieved|does|did|at|runs[ \t]at|running[ \t]at|是|为|達|达到|只有"
    # the same verbs in French, German, Spanish, Italian, Portuguese and Russian: "MLX atteint
    # 41 tok/s et llama.cpp 35" binds MLX to 41 as "MLX reaches 41" does
    r"|atteint|obtient|affiche|erreicht|schafft|liefert|alcanza|logra|consigue|obtiene"
    r"|raggiunge|ottiene|atinge|alcança|достигает|выдаёт|выдает)(?![a-zà-ÿа-яё]))"
    r"[ \t]{0,3}"
    r"(?:about|around|~|≈|约|約)?[ \t]{0,2}"
    # "，SGLang 吞吐量 3500": a short Chinese or Japanese metric phrase between name and figure
    r"|[ \t]{0,2}[\u3040-\u30ff\u4e00-\u9fff]{1,8}[ \t]{0,2}(?:[=:：])?[ \t]{0,2}",
    re.IGNORECASE,
)
# the most characters a match of _BINDS spans (a test checks it against the parsed pattern):
# a name farther from the figure is bound by nothing, and the pattern is not tried
BINDS_REACH = 30


# "259 vs 102 tok/s", "36 vs 34 vs 32 tok/s": figures set against each other, side by side
_FIGURES_VS = re.compile(r"[^\S\n]{0,2}(?:vs\.?|versus|VS)[^\S\n]{1,2}", re.IGNORECASE)


# one side: its number and perhaps its unit ("259", "9.3s", "36 tok/s"), then "vs"
_SIDE_THEN_VS = re.compile(
    r"[0-9][0-9.,]*[^\S\n]?[a-z/]{0,8}[^\S\n]{0,2}(?:vs\.?|versus)[^\S\n]{1,2}", re.IGNORECASE
)
_SIDE_REACH = 32


# one listed figure: its number and perhaps its unit ("41", "41 tok/s"), then "and" or ","
_SIDE_THEN_AND = re.compile(
    r"[0-9][0-9.,]*[^\S\n]?[a-z/]{0,8}[^\S\n]{0,2}(?:,[^\S\n]{0,2}(?:and[^\S\n]{1,2})?"
    r"|and[^\S\n]{1,2})",
    re.IGNORECASE,
)


def _listed_after(at: int, own: list[Mention], local: _Local, doc: _Doc) -> list[int]:
    """The figures of "A and B decode at 41 and 35 tok/s", in order, when the one at ``at``
    is one of them: a list of figures after a list of as many names, all the names before the
    first figure, reads each name with its figure as "respectively" would (reading rules
    §2: each figure takes its own setup); empty otherwise."""
    lo, sides = _linked_peers(at, local, doc, _SIDE_THEN_AND)
    if len(sides) < 2 or lo > 0 or any(m.end > sides[0] for m in own):
        return []  # a figure before the list, or a name among or after the figures
    return sides


def _joined(gap: str) -> bool:
    """True for the words between two listed names: "A and B", "A, B", "A vs B"."""
    # "the 4090 is 2x faster than the 3090: 140 vs 70 tok/s": a comparison verb lists them too
    joins = (_LIST_GAP, _FIGURES_VS, _COUNTED_VS, COMPARED_GAP)
    return any(p.fullmatch(gap) for p in joins)


# "B200 vs 8x H100": the second card's count stands between the "vs" and its name
_COUNTED_VS = re.compile(r"[ \t]{1,2}(?:vs\.?|versus)[ \t]{1,2}\d{1,3}[ \t]?[x×][ \t]?", re.I)


def _vs_chain(at: int, local: _Local, doc: _Doc) -> list[int]:
    """The figures set against each other with the one at ``at`` ("259 vs 102 tok/s", "36 vs
    34 vs 32 tok/s"), in order; empty when it is no side of such a pair. Like
    "respectively", the sides go in the order the sentence names them (reading rules §2:
    "A vs B" pairs give each side its own setup)."""
    _, sides = _linked_peers(at, local, doc, _SIDE_THEN_VS)
    return sides if len(sides) > 1 else []


def _linked_peers(
    at: int, local: _Local, doc: _Doc, link: re.Pattern[str]
) -> tuple[int, list[int]]:
    """(index of the first, starts) of the run of the sentence's figures around the one at
    ``at`` whose every neighbour is joined to it by ``link`` (from one figure's start to the
    next's); ``(0, [])`` when ``at`` is no figure of the sentence."""
    if not local.has_peer(at):  # also sorts the peers once for the whole sentence
        return 0, []
    starts = local.ordered_peers
    k = bisect_left(starts, at)  # a sentence of thousands of figures: no walk per figure
    lo = hi = k

    def linked(a: int, b: int) -> bool:
        return b - a <= _SIDE_REACH and link.fullmatch(doc.text, a, b) is not None

    while lo > 0 and linked(starts[lo - 1], starts[lo]):
        lo -= 1
    while hi + 1 < len(starts) and linked(starts[hi], starts[hi + 1]):
        hi += 1
    return lo, list(starts[lo : hi + 1])


# the sides of a title's plain "A vs B"
_TITLE_VS = re.compile(r"[^\S\n]{1,2}(?:vs\.?|versus)[^\S\n]{1,2}", re.IGNORECASE)


def title_side(fig: _Figure, local: _Local, doc: _Doc) -> tuple[bool, Mention | None]:
    """(applies, the side's engine) for the n-th figure of an "x vs y" pair under a title
    setting as many sides against each other ("OurServe vs Ollama"): the n-th side of the
    title is the n-th figure's, and a side the vocabulary does not know names no engine
    (reading rules §1: the title is context; §2: each side of a pair takes its own setup)."""
    if not doc.title or not local.has_peer(fig.start):
        return False, None
    chain = _vs_chain(fig.start, local, doc)
    cuts = [0, *(m.end() for m in _TITLE_VS.finditer(doc.title))]
    if len(cuts) != len(chain) or len(cuts) < 2:
        return False, None
    side = chain.index(fig.start)
    lo = cuts[side]
    hi = cuts[side + 1] if side + 1 < len(cuts) else len(doc.title)
    named = [m for m in doc.lex.find("engine", doc.title) if lo <= m.start < hi]
    return True, (named[0] if len({m.name for m in named}) == 1 else None)


def _respectively(
    best: Mention, own: list[Mention], fig: _Figure, local: _Local, doc: _Doc
) -> Mention | None:
    """ "A and B reach 38 and 71 tok/s respectively": the n-th name of the list is the n-th
    figure's, when the sentence says "respectively" and names as many as it has figures."""
    if len(local.peers) < 2 or local.sentence is None or not local.has_peer(fig.start):
        return None
    sentence = local.sentence
    sides = list(local.peers)
    ordered = sorted(own, key=lambda m: m.start)
    if not doc.scan(_RESPECTIVELY, sentence.start, sentence.end):
        sides = _vs_chain(fig.start, local, doc) or _listed_after(fig.start, own, local, doc)
        if not sides:
            return None
        # "A vs B vs C: x vs y vs z": B and C follow a "vs", yet here they are sides, not a
        # baseline set aside
        ordered = doc.near(best.category, sentence.start, sentence.end)
        if best not in ordered:
            return None
    i = ordered.index(best)
    lo = hi = i
    while lo > 0 and _joined(doc.text[ordered[lo - 1].end : ordered[lo].start]):
        lo -= 1
    while hi + 1 < len(ordered) and _joined(doc.text[ordered[hi].end : ordered[hi + 1].start]):
        hi += 1
    members = ordered[lo : hi + 1]
    if len(members) != len(sides) or len({m.name for m in members}) != len(members):
        return None
    if not compared_pair_ok(doc.text, members, sides[0]):
        return None
    return members[sides.index(fig.start)]


_ON_AFTER = re.compile(
    r"(?:[ \t]{1,2}(?:[a-z][a-z\-/]{0,15}|tok/s|t/s))?(?:[ \t]{1,2}[a-z][a-z\-]{0,15}){0,2}"
    # "55 tok/s (on a 4090)": a bracket that opens on the card's "on" glosses the figure
    rf"[ \t]{{1,2}}\(?(?:on|{FOREIGN_PREP})[ \t]{{1,2}}"
    rf"(?:(?:an?|the|one|a[ \t]single|single|my|our|nvidia|amd|{ARTICLES})[ \t]{{1,2}}){{0,2}}"
    # "on 8x H200", "on 8 × H100", "on 2 H100s": the count before the card
    r"(?:\d{1,3}[ \t]?[x×][ \t]?|\d{1,3}[ \t]{1,2})?",
    re.IGNORECASE,
)


# "17 GiB at Q4_K_M", "44 GB of memory with FP16": a precision the figure's own words lead to
AT_AFTER = re.compile(
    rf"(?:[ \t]{{1,2}}[a-z][a-z\-]{{0,15}}){{0,3}}[ \t]{{1,2}}(?:at|with|in|using|{FOREIGN_PREP})"
    rf"[ \t]{{1,2}}(?:(?:the|{ARTICLES})[ \t]{{1,2}})?",
    re.IGNORECASE,
)
# the most characters a match of AT_AFTER spans (three words of 16 and their blanks, "using",
# "einer"): a name farther after the figure is not tried
AT_AFTER_REACH = 70


def _past_next_clause(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when another figure of the sentence stands between ours and the card, in a
    clause of its own: "5x faster than X on H100, 3.5x faster on A100" gives A100 to 3.5."""
    if m.start < fig.end:
        return False
    # a break before a nearer peer lies before the last one too: asking about the last is enough
    last = local.last_peer_in(fig.end, m.start)
    if last is None or _LISTED_NUMBERS.fullmatch(doc.text, fig.end, last):
        # "80, 95 and 60 tok/s respectively on H100": commas in a list of numbers sharing
        # one unit part no clauses
        return False
    if _closing_gloss(m, last, local, doc):
        return False  # "Prefill 4,500 t/s, decode 52 t/s (llama.cpp, M3 Ultra)": both runs'
    return doc.found_between(CLAUSE_PUNCT, fig.end, last)


_GLOSS_END = re.compile(r"[ \t]{0,2}[.;!]?[ \t]*")


def _closing_gloss(m: Mention, last: int, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` stands in a bracket opened after the sentence's last figure that
    closes the sentence: a note of the setup of every run the sentence lists."""
    seg = local.sentence or local.segment
    text = doc.text
    opened = text.rfind("(", last, m.start)
    if opened < 0 or text.find(")", opened, m.start) >= 0:
        return False
    closed = text.find(")", m.end, seg.end)
    return closed >= 0 and _GLOSS_END.fullmatch(text, closed + 1, seg.end) is not None


# the commas and "and" between numbers listed before one unit: ", 95 and " in "80, 95 and 60"
_LISTED_NUMBERS = re.compile(
    r"(?:[ \t]{0,2}(?:,|and|,[ \t]and)[ \t]{1,2}\d{1,6}(?:\.\d{1,3})?){0,8}"
    r"[ \t]{0,2}(?:,|and|,[ \t]and)[ \t]{1,2}"
)


def _in_later_clause(m: Mention, fig: _Figure, doc: _Doc) -> bool:
    """True for a card or a mode named after the figure in a clause a conjunction opens:
    "3-5x faster on the same card, and it runs models that needed 2-4 A100s" names no card of
    the 3-5x; "2-3 倍加速，而推测解码进一步提升吞吐" no mode of the 2-3x (reading rules §2)."""
    return m.start >= fig.end and doc.found_between(LATER_CLAUSE, fig.end, m.start)


def _closeness(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> tuple[bool, int, bool]:
    """How near ``m`` is to ``fig``, for the nearest name: an engine or method before the
    figure that a preposition binds back to an earlier figure ("120 tok/s with SGLang and 80
    tok/s with vLLM") is that figure's and comes last; then the nearer, and one after on a
    tie."""
    if m.end <= fig.start:  # inline: a figure of many names asks for each
        bound = _bound_to_earlier(m, fig, local, doc) or bare_bound(
            m, fig, local, doc, _ON_RIGHT_AFTER
        )
        return bound, fig.start - m.end, m.start < fig.start
    return False, _distance(m, fig), m.start < fig.start


def _bound_to_earlier(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    if m.end > fig.start or m.category == "hardware":
        return False  # a card is often the whole sentence's ("120 on H100 and 80 tok/s")
    lo = max((local.sentence or local.segment).start, m.start - 48)
    # the last figure before the name and whether a preposition binds the name back to it,
    # read once per name: every figure of the sentence weighs every name of it
    key = ((_bound_to_earlier, lo), "last figure", m.start)
    known = doc.flags.get(key)
    if not isinstance(known, tuple):
        last = deque(FIGURE.finditer(doc.text, lo, m.start), maxlen=1)
        known = doc.flags[key] = (
            (
                last[0].start(),
                _ON_RIGHT_AFTER.fullmatch(
                    doc.text, last[0].end(), past_lead(doc.text, m.start, m.end)
                )
                is not None,
            )
            if last
            else (-1, False)  # no figure before it: nothing binds it back
        )
    return known[0] < fig.start and bool(known[1])


def _closes_earlier(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` (a method, precision or load, not an engine or card) trails an earlier
    figure of the figure's sentence, in a clause that a break or conjunction closes before the
    figure's own clause opens on another engine: "SGLang gets 120 tok/s on H100 with EAGLE-3
    and vLLM 80 tok/s on A100", "... in FP8; vLLM reaches 80 tok/s" (reading rules §2).
    "With EAGLE-3, vLLM reaches 80 tok/s" has no earlier figure and keeps it."""
    if m.category in ("engine", "hardware"):
        return False
    opens = new_subject_clause(fig, local, doc)
    if opens is None:
        return False
    if opens[0] < m.start < opens[1]:
        return True
    # "With EAGLE-3 on vLLM we saw 150 tok/s; llama.cpp on a 4090 gave 80 tok/s": a method
    # inside the earlier figure's own clause is that clause's; one a comma sets apart as the
    # sentence's lead ("With EAGLE-3, SGLang reaches 150 and vLLM 80") may hold for both
    sentence = local.sentence
    if sentence is None or not (sentence.start <= m.start and m.end <= opens[0]):
        return False
    if _LEAD_APART.search(doc.text, m.end, opens[0]) is not None:
        return False
    # "MTP: SGLang 150 tok/s; vLLM 80 tok/s": a colon before the first engine leads the list
    # ("EAGLE-3 on SGLang: 150 tok/s" keys its figure)
    colon = _LEAD_COLON.search(doc.text, m.end, opens[0])
    return colon is None or not doc.near("engine", colon.end(), opens[0])


# what sets a lead phrase apart from the clause after it: a comma or a dash
_LEAD_APART = re.compile(r"[,，、—–]|[ \t]-[ \t]")
_LEAD_COLON = re.compile(r"[:：]")


def new_subject_clause(fig: _Figure, local: _Local, doc: _Doc) -> tuple[int, int] | None:
    """(where the previous figure of the sentence starts, where the break before the
    figure's clause is) when that clause opens on an engine of its own after a break or a
    conjunction ("..., and vLLM 80 tok/s", "...; vLLM reaches 80 tok/s"), else None."""
    known = local.subject_clauses.get(fig.start, local)
    if known is local:  # not asked yet (a local is never an answer)
        known = local.subject_clauses[fig.start] = _new_subject_clause(fig, local, doc)
    return known  # type: ignore[return-value]


def _new_subject_clause(fig: _Figure, local: _Local, doc: _Doc) -> tuple[int, int] | None:
    own = local.sentence
    if own is None:
        return None
    prev = local.last_peer_in(own.start, fig.start)
    if prev is None:
        return None
    for e in doc.near("engine", prev, fig.start):
        if FIGURE.search(doc.text, e.end, fig.start) is not None:
            continue  # the engine opens a later figure's clause, not this one's
        lo = max(prev, e.start - 56)
        brk = deque(_CONJUNCTION.finditer(doc.text, lo, e.start), maxlen=1)
        if (
            brk
            and brk[0].start() > prev
            # "... and on A100 vLLM gets 28 tok/s": a phrase naming the clause's card may
            # stand between the conjunction and its engine
            and (brk[0].end() == e.start or _CARD_PHRASE.fullmatch(doc.text, brk[0].end(), e.start))
        ):
            return prev, brk[0].start()
    return None


_CARD_PHRASE = re.compile(r"(?:on|with|using|under)" + CARD_LEAD, re.I)


# a conjunction before the next clause's subject: " and ", ", while ", "; "
_CONJUNCTION = re.compile(
    r"[ \t]{0,2}(?:[,;][ \t]{0,2}(?:and|while|whereas|but)?|and|while|whereas|but)[ \t]{1,2}"
    # "…150 tok/s；llama.cpp 在 4090 上为 80" (read as ";"): no space need follow a semicolon
    r"(?:the[ \t]{1,2})?|;[ \t]{0,2}",
    re.I,
)


def _distance(m: Mention, fig: _Figure) -> int:
    if m.end <= fig.start:
        return fig.start - m.end
    if m.start >= fig.end:
        return m.start - fig.end
    return 0


def stated_before(best: Mention, own: list[Mention], fig: _Figure, doc: _Doc) -> Mention:
    """The card named before the figure when the nearest one stands after it
    in a later clause: "5 tok/s on one 910B, while on a 4090 it is fast" names the other
    setup after the comma; a setup is stated before its figures."""
    if best.start < fig.end or not doc.found_between(CLAUSE_PUNCT, fig.end, best.start):
        return best
    before = [m for m in own if m.end <= fig.start]
    return before[-1] if before else best
