"""The text being read: its name mentions, indexed by position, and where figures sit."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from watcher.claims.baseline_words import (
    _BASELINE,
    _BASELINE_AFTER,
    _BASELINE_FAR,
    BASELINE_HINTS,
    FAR_HINTS,
    closes_compared,
    compared_with,
)
from watcher.claims.hints import folded, hinted
from watcher.claims.layout import Layout
from watcher.claims.metric_words import _NEGATED, _NEGATED_AFTER
from watcher.claims.names import Lexicon, Mention
from watcher.claims.pair_shared import COUNT_BEFORE, shared_by_pair
from watcher.claims.patterns import FIGURE, PLAIN_MODE, UNIT_SLACK, figure_within
from watcher.claims.text_lines import Lines, _Span

if TYPE_CHECKING:  # units reads figures and spans from here
    from watcher.claims.units import Sentences

# "about half of the A100", "close to the existing M2 Ultra": measured against that name
_SHARE_OF = re.compile(
    r"(?<![a-z])(?:(?:half|a[ \t]third|a[ \t]quarter|\d{1,3}(?:\.\d)?[ \t]?(?:%|percent))[ \t]of"
    r"|(?:close|similar|comparable|identical)[ \t]to)[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"(?:(?:existing|previous|earlier|old)[ \t]{1,2})?$",
    re.IGNORECASE,
)
SHARE_HINTS = ("of", "to")  # its words (``watcher.claims.hints``): "half of", "close to"

# "outperforms X by up to 24x and Y": the next name of the list is a baseline as well
_NEXT_BASELINE = re.compile(
    r"(?<![a-z])(?:outperform\w*|beats?|surpass\w*|exceeds?)[^.;:\n]{1,80}?[ \t]by[ \t]"
    r"(?:up[ \t]to[ \t]|about[ \t]|~|≈)?\d[\d.,]*[ \t]?[x×][ \t]{0,2}(?:and|,)[ \t]{1,2}$",
    re.IGNORECASE,
)
# its words (``watcher.claims.hints``): "outperform", "beat", "surpass", "exceed"
NEXT_BASELINE_HINTS = ("outperform", "beat", "urpa", "xceed")

# "2.7x Ollama", "2X vLLM": a multiple of an engine measures against it (an engine, unlike a
# card, is never counted)
# the multiple's number stands alone: "MI300X SGLang" is a card's name before an engine
_MULTIPLE_OF = re.compile(r"(?<![\w.])\d{1,4}(?:[.,]\d{1,3})?[x×][ \t]{0,2}$", re.IGNORECASE)

# "comparing Q5_0_R4 to mainline llama.cpp", "vs upstream vLLM": a fork's PR measures against
# the engine it forked, which is the baseline, not the subject
_AGAINST_MAINLINE = re.compile(
    r"(?<![a-z])(?:mainline|upstream)[ \t`*]{1,3}$"
    r"|(?<![a-z])comparing[^,.;:()\n]{1,30}?[ \t](?:to|with|against)[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"[ \t`*]{0,3}$",
    re.IGNORECASE,
)
MAINLINE_HINTS = ("ma", "up", "compar")  # its words: "mainline", "upstream", "comparing"


# "2,146 token/s over H20 GPUs", "30 tok/s over 2x 3090": after an absolute rate, "over"
# names where it ran ("3x over vLLM" after a multiple still compares)
_RATE_OVER = re.compile(
    r"(?:tok(?:en)?s?/s(?:ec)?|t/s|tps|tokens?[ \t]per[ \t]sec(?:ond)?)[ \t]{1,2}over[ \t]{1,2}"
    r"(?:(?:the|an?|one|two|four|eight|\d{1,4}[ \t]?[x×]?)[ \t]{1,2})?$",
    re.IGNORECASE,
)

# "PowerInfer v.s. llama.cpp on a single RTX 4090 with a 11x speedup": the card after a
# "vs" pair's second name is where both ran, not the baseline's alone ("faster than vLLM on
# H100" still gives H100 to the baseline: reading rules §2)
_PAIR_ON = re.compile(
    r"(?<![a-z])(?:vs\.?|v\.s\.?|versus)[ \t]{1,2}[\w.\-]{1,30}[ \t]{1,2}on[ \t]{1,2}"
    r"(?:(?:a|an|one|single|the|same|both)[ \t]{1,2}){0,2}$",
    re.IGNORECASE,
)
_CALLED_BASELINE = re.compile(
    r"[ \t]{1,2}(?:gpus?[ \t]{1,2})?(?:baseline|reference)(?![a-z])", re.I
)
# "vs 1.62 tok/s ", "compared to 9 tok/s on the ": the words that set a figure against the
# name after them, on its line (a row label "SGLang baseline" is the baseline row's own)
_SET_AGAINST = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|than|compared[ \t]{1,2}(?:to|with))[ \t][^\n]{0,40}$", re.I
)


_T = TypeVar("_T")


@dataclass
class _Figure:
    start: int
    end: int
    value: float
    vmin: float | None
    vmax: float | None
    unit: str
    metric: str
    kind: str = "absolute"
    label: str | None = None
    stat: str | None = None
    role: str | None = None  # "before": the first side of a from/to change
    qualifier: str | None = None  # "estimate"
    setup: dict[str, int] = field(default_factory=dict)  # the load a caption above states
    names: dict[str, Mention] = field(default_factory=dict)  # a parallel series' own names


@dataclass
class _Local:
    """Where a figure sits: its own segment (sentence or row) and what else it may read."""

    segment: _Span
    block: _Span  # earlier text here is the next fallback (a table's caption for rows)
    text: str  # the claim's text
    extra_mentions: dict[str, list[Mention]] = field(default_factory=dict)
    header: _Span | None = None  # table rows: the table's header row
    setup: dict[str, int] = field(default_factory=dict)  # from setup columns
    foreign: tuple[_Span, ...] = ()  # table rows: other figures' cells (``cell_scope``)
    sentence: _Span | None = None  # prose: the whole sentence
    peers: tuple[int, ...] = ()  # prose: where the sentence's figures start, in order
    below: _Span | None = None  # table rows: the note right under the table
    plain_side: bool = False  # table rows: a "Baseline" column's figure (plain decoding)
    row_modes: bool = False  # table rows: the rows' labels name the methods compared
    # the peers sorted, shared by the sentence's figures: a sentence of thousands of figures
    # asks about its peers once per figure, so each question is a bisection, not a walk
    ordered_peers: tuple[int, ...] = ()
    # ``clauses.new_subject_clause`` per figure start: every name of the sentence asks it
    subject_clauses: dict[int, object] = field(default_factory=dict, init=False, compare=False)

    def __post_init__(self) -> None:
        if self.peers and not self.ordered_peers:
            self.ordered_peers = tuple(sorted(self.peers))

    def has_peer(self, at: int) -> bool:
        """True when a figure of the sentence starts at ``at``."""
        i = bisect_left(self.ordered_peers, at)
        return i < len(self.ordered_peers) and self.ordered_peers[i] == at

    def last_peer_in(self, lo: int, hi: int) -> int | None:
        """Where the last figure of the sentence starting in [lo, hi) starts, or None."""
        i = bisect_left(self.ordered_peers, hi) - 1
        return self.ordered_peers[i] if i >= 0 and self.ordered_peers[i] >= lo else None


class _Sorted:
    """Mentions sorted by start, with range queries in O(log n + k)."""

    def __init__(self, mentions: list[Mention]) -> None:
        self.items = sorted(mentions, key=lambda m: m.start)
        self.starts = [m.start for m in self.items]
        self.members = set(self.items)

    def between(self, lo: int, hi: int) -> list[Mention]:
        """Mentions starting in [lo, hi)."""
        return self.items[bisect_left(self.starts, lo) : bisect_left(self.starts, hi)]

    def __contains__(self, m: object) -> bool:
        return m in self.members


_SETUP_TABLE_NAMES = ("engine", "hardware", "precision")


@dataclass
class _Doc:
    text: str
    lex: Lexicon
    mentions: dict[str, list[Mention]]
    title: str
    title_mentions: dict[str, list[Mention]]
    row_spans: list[_Span]  # table rows and headers: their names never leak elsewhere
    layout: Layout | None = None
    # starts of names that hold for their own sentence or row only (a hosted service)
    sentence_only: frozenset[int] = frozenset()
    thread: bool = False  # an issue or PR: its posts state their own setups
    sentences: Sentences | None = None  # the blocks' sentences the figures are read by
    index: dict[str, _Sorted] = field(default_factory=dict)
    pools: dict[str, _Sorted] = field(default_factory=dict)
    # names stated apart from any figure (an intro line, a setup bullet): the page's context
    context: dict[str, _Sorted] = field(default_factory=dict)
    memo: dict[tuple[object, ...], list[tuple[int, int, re.Match[str]]]] = field(
        default_factory=dict
    )
    starts: dict[tuple[object, ...], list[int]] = field(default_factory=dict)
    baseline_memo: dict[int, bool] = field(default_factory=dict)
    speedup_rows: dict[int, int] = field(default_factory=dict)  # ``speedup_column``'s
    next_figures: dict[tuple[int, int, int], re.Match[str] | None] = field(default_factory=dict)
    flags: dict[tuple[object, str, int], object] = field(default_factory=dict)
    apart: dict[str, frozenset[int]] = field(default_factory=dict)  # ``setup._kept_apart``'s
    runs_setup: frozenset[int] | None = None  # ``runs_setup.runs_setup_cards``'s
    busy: list[tuple[int, int]] = field(default_factory=list)  # sentences and rows with figures
    # where a number with a unit was set aside as no claim (a difference, a goal, a bar):
    # the names of its sentence are that number's, not the page's
    asides: list[int] = field(default_factory=list)
    # where names from a table of the setup alone start: they set up the figures below it
    from_setup_table: set[int] = field(default_factory=set)
    setup_tables: list[_Span] = field(default_factory=list)
    own_project: bool = False  # a release of a project outside the rules' list (own_project)
    # a page of the repository of an engine outside the rules' list (its issue, its PR)
    unlisted_repo: bool = False
    weighed: int = 0  # ``metric._unit_figure``'s weighings so far (capped at ``MAX_WEIGHED``)
    needs: list[tuple[int, int]] = field(default_factory=list)  # ``size_needs`` sections
    # the text's lines, split once (split here when the reader did not give them)
    lines: Lines = field(default_factory=lambda: Lines([], []))

    def scan(
        self,
        pattern: re.Pattern[str],
        start: int,
        end: int,
        hint: Callable[[str, int, int], bool] | None = None,
    ) -> list[tuple[int, int, re.Match[str]]]:
        """Matches of ``pattern`` in text[start:end] as (start, end, match), scanned once.

        Every figure of a table row asks about the same row: scanning it once per row, not
        once per cell, keeps a 3,000-column row linear. ``hint(text, start, end)``, a fast
        necessary condition of a match (``word_hints``), spares the scan of a span that
        cannot hold one: each figure of a sentence of many asks about its own span.
        """
        key = (pattern.pattern, start, end)
        hit = self.memo.get(key)
        if hit is None:
            if hint is not None and not hint(self.text, start, end):
                hit = []
            else:
                hit = [
                    (start + m.start(), start + m.end(), m)
                    for m in pattern.finditer(self.text[start:end])
                ]
            self.memo[key] = hit
        return hit

    def found_between(self, pattern: re.Pattern[str], lo: int, hi: int) -> bool:
        """True when ``pattern`` matches inside text[lo:hi], as ``pattern.search(text, lo, hi)``.

        The whole text is scanned once and each question is a bisection: a sentence naming a
        card thousands of times asks it once per name, and scanning from the figure to each
        name made that quadratic.
        """
        hits = self._all(pattern)
        k = bisect_left(self.starts[("all", pattern.pattern)], lo)
        return k < len(hits) and hits[k][1] <= hi

    def end_after(self, pattern: re.Pattern[str], lo: int) -> int:
        """Where the first match of ``pattern`` from ``lo`` on ends (past any text when none):
        ``found_between(pattern, lo, hi)`` is ``end_after(pattern, lo) <= hi``, so a figure
        asking about each name after it bisects once."""
        hits = self._all(pattern)
        k = bisect_left(self.starts[("all", pattern.pattern)], lo)
        return hits[k][1] if k < len(hits) else len(self.text) + 1

    def all_in(
        self, pattern: re.Pattern[str], lo: int, hi: int
    ) -> list[tuple[int, int, re.Match[str]]]:
        """Matches of ``pattern`` lying wholly inside text[lo:hi], from one scan of the text."""
        hits = self._all(pattern)
        starts = self.starts[("all", pattern.pattern)]
        k, j = bisect_left(starts, lo), bisect_left(starts, hi)
        return [h for h in hits[k:j] if h[1] <= hi]

    def _all(self, pattern: re.Pattern[str]) -> list[tuple[int, int, re.Match[str]]]:
        key = ("all", pattern.pattern)
        hits = self.memo.get(key)
        if hits is None:
            hits = [(m.start(), m.end(), m) for m in pattern.finditer(self.text)]
            self.memo[key] = hits
            self.starts[key] = [h[0] for h in hits]
        return hits

    def figure_within(self, pos: int, limit: int, reach: int) -> re.Match[str] | None:
        """``figure_within(self.text, pos, limit, reach)``, read once: every figure of a
        sentence asks about the figure after each name that follows it."""
        key = (pos, min(limit, pos + reach + UNIT_SLACK), reach)
        if key not in self.next_figures:
            self.next_figures[key] = figure_within(self.text, pos, limit, reach)
        return self.next_figures[key]

    def once(self, test: Callable[[Mention, _Doc], _T], m: Mention) -> _T:
        """``test(m, self)``, asked once per name: what the words around a name say of it
        holds for every figure that weighs the page's names, so a page of many figures and
        many names does not read the same words again for each figure."""
        key = (test, m.category, m.start)
        if key in self.flags:
            return self.flags[key]  # type: ignore[return-value]
        known = self.flags[key] = test(m, self)
        return known

    def hardware_named(self, pattern: re.Pattern[str]) -> list[Mention]:
        """The text's hardware mentions whose name ``pattern`` matches in full, in order,
        found once per text (every figure asks the same)."""
        key = (pattern, "hardware", -1)
        known = self.flags.get(key)
        if isinstance(known, list):
            return known
        found = [m for m in self.index["hardware"].items if pattern.fullmatch(m.name)]
        self.flags[key] = found
        return found

    def busy_starts_between(self, lo: int, hi: int) -> bool:
        """True when a sentence or row holding figures starts inside text[lo:hi]."""
        i = bisect_left(self.busy, (lo, -1))
        return i < len(self.busy) and self.busy[i][0] < hi

    def within(
        self, pattern: re.Pattern[str], local: _Local
    ) -> list[tuple[int, int, re.Match[str]]]:
        """Matches in the figure's segment, from one scan of its whole sentence or row."""
        outer = local.sentence or local.segment
        seg = local.segment
        hits = self.scan(pattern, outer.start, outer.end)
        if outer == seg:
            return hits
        key = ("starts", pattern.pattern, outer.start, outer.end)
        starts = self.starts.get(key)
        if starts is None:
            starts = [h[0] for h in hits]
            self.starts[key] = starts
        lo = bisect_left(starts, seg.start)
        hi = bisect_left(starts, seg.end)
        return [h for h in hits[lo:hi] if h[1] <= seg.end]

    def __post_init__(self) -> None:
        if not self.lines.spans:
            self.lines = Lines.of(self.text)
        spans = sorted((r.start, r.end) for r in self.row_spans)
        starts = [a for a, _ in spans]
        for category, found in self.mentions.items():
            self.index[category] = _Sorted(found)
            pool = []
            for m in found:
                i = bisect_right(starts, m.start) - 1
                in_row = i >= 0 and spans[i][0] <= m.start < spans[i][1]
                # a hosted service named in one sentence ("the Cerebras inference API runs
                # at ...") is that sentence's engine; the company's chip elsewhere is not it
                local_only = category == "engine" and m.start in self.sentence_only
                if not in_row and not local_only and not self.is_baseline(m):
                    pool.append(m)
            if category == "mode":
                pool = [p for p in (_plain_if_negated(m, self) for m in pool) if p is not None]
            self.pools[category] = _Sorted(pool)

    def set_busy(self, busy: list[_Span], setup_tables: list[_Span] | None = None) -> None:
        """Record the sentences and rows that hold figures; names outside them are context,
        and so is what a table of the setup alone names ("| Framework | vLLM |",
        "| GPU | 8x H200 |", "| Quantization | FP8 |")."""
        spans = sorted((s.start, s.end) for s in busy)
        starts = [a for a, _ in spans]
        self.busy = spans
        self.apart.clear()  # worked out from the context set here
        self.setup_tables = sorted(setup_tables or [], key=lambda t: t.start)
        for category, pool in self.pools.items():
            free = []
            for m in pool.items:
                i = bisect_right(starts, m.start) - 1
                if not (i >= 0 and spans[i][0] <= m.start < spans[i][1]):
                    free.append(m)
            if category in _SETUP_TABLE_NAMES:
                for t in setup_tables or []:
                    named = [m for m in self.near(category, t.start, t.end) if m not in pool]
                    free.extend(named)
                    if category != "engine":
                        self.from_setup_table.update(m.start for m in named)
                free.sort(key=lambda m: m.start)
            if category == "engine":
                free = [m for m in free if not self.is_baseline(m)]
            self.context[category] = _Sorted(free)

    def is_baseline(self, m: Mention) -> bool:
        """True for a name introduced as a comparison baseline ("faster than vLLM")."""
        known = self.baseline_memo.get(m.start)
        if known is None:
            known = self.baseline_memo[m.start] = self._is_baseline(m)
        return known

    def _is_baseline(self, m: Mention) -> bool:
        said = baseline_in(self.text, m) and not shared_by_pair(self, m)  # "A vs B on vLLM"
        return said or self._glosses_baseline(m) or self._listed_after(m)

    def _listed_after(self, m: Mention) -> bool:
        """True for a card listed right after a baseline's card ("over AR baselines on H800
        and B200"): the list describes the baseline as a whole."""
        if m.category != "hardware":
            return False
        index = self.index.get(m.category)
        if index is None:
            return False
        i = bisect_left(index.starts, m.start) - 1
        if i < 0:
            return False
        prev = index.items[i]
        if prev.end > m.start or _LISTED.fullmatch(self.text, prev.end, m.start) is None:
            return False
        return self.is_baseline(prev)

    def _glosses_baseline(self, m: Mention) -> bool:
        """True for a name in brackets right after a baseline ("against llama-bench
        (llama.cpp b4000)"): the bracket says what the baseline is."""
        opened = self.text.rfind("(", max(0, m.start - 4), m.start)
        if opened < 0 or self.text[opened + 1 : m.start].strip():
            return False
        index = self.index.get(m.category)
        if index is None:
            return False
        i = bisect_left(index.starts, opened) - 1
        if i < 0:
            return False
        prev = index.items[i]
        return not self.text[prev.end : opened].strip() and self.is_baseline(prev)

    def near(self, category: str, lo: int, hi: int) -> list[Mention]:
        """Mentions of ``category`` starting in [lo, hi)."""
        return self.index[category].between(lo, hi)


def baseline_in(text: str, m: Mention) -> bool:
    """True when the words around ``m`` in ``text`` introduce it as a comparison's baseline
    ("faster than vLLM", "2.7x Ollama", a title "... poor compared to vLLM")."""
    before = text[max(0, m.start - 48) : m.start]
    lowered = folded(before)  # the patterns are tried only where their words stand
    if m.category == "hardware" and "over" in lowered and _RATE_OVER.search(before):
        # "2,146 token/s over H20 GPUs": a rate spread over cards, unless the card is then
        # called the baseline ("45 tok/s over the H100 baseline")
        return bool(_BASELINE_AFTER.match(text, m.end) or _CALLED_BASELINE.match(text, m.end))
    if m.category == "hardware" and "v" in lowered and "on" in lowered and _PAIR_ON.search(before):
        return False
    last = before.rstrip(" \t\n")[-1:]  # a multiple's "x" ends the words, but for what "$" skips
    if m.category == "engine" and last in "xX×" and _MULTIPLE_OF.search(before):
        return True  # "2.7x Ollama", "exceeds 2X vLLM": an engine is not counted
    if (
        m.category == "engine"
        and _CALLED_BASELINE.match(text, m.end)
        and _SET_AGAINST.search(before) is not None
    ):
        return True  # "(vs 1.62 tok/s HuggingFace baseline)": the engine called the baseline
    tail = before[-30:]
    if _opens_a_name(tail) and (
        (hinted(lowered, BASELINE_HINTS) and _BASELINE.search(tail))
        or (hinted(lowered, SHARE_HINTS) and _SHARE_OF.search(tail))
    ):
        return True
    if hinted(lowered, MAINLINE_HINTS) and _AGAINST_MAINLINE.search(before):
        return True
    if (
        m.category == "engine"
        and hinted(folded(text[max(0, m.start - 120) : m.start]), NEXT_BASELINE_HINTS)
        and _NEXT_BASELINE.search(text, max(0, m.start - 120), m.start)
    ):
        return True  # "outperforms HF by up to 24x and TGI by 3.5x": TGI is compared too
    if _BASELINE_AFTER.match(text, m.end) or compared_with(text, m.start, m.end):
        return True
    far = _BASELINE_FAR.search(before) if hinted(lowered, FAR_HINTS) else None
    if far is not None and closes_compared(before, far.start()):
        return False  # "与 vLLM 相比 SGLang 提速": the name after "相比" is the subject
    if far is None:
        return False
    figure = FIGURE.search(before, far.start())
    # "compared to TensorRT-LLM on 8x H100": a count glued to the card is no figure between
    return figure is None or COUNT_BEFORE.fullmatch(before, figure.start()) is not None


# what joins a card to the one before it in a list: "H800 and B200", "A100/H100", "A100, H100"
_LISTED = re.compile(r"[ \t]{0,2}(?:,|/|&|and|or)[ \t]{0,2}", re.IGNORECASE)


# what the words before a baseline end in ("than ", "vs `", "half of the "): both of its
# patterns end so, at the end of the words or before a last line break
_OPENING = " \t`\"“‘'"


def _opens_a_name(words: str) -> bool:
    """False when ``words`` cannot end as a baseline's lead does: those patterns are then not
    tried (each tries every position of the words, and every name asks once)."""
    last = words[-2:-1] if words.endswith("\n") else words[-1:]
    return last in _OPENING  # "" (no words) is in it: the patterns decide


def _plain_if_negated(m: Mention, doc: _Doc) -> Mention | None:
    """A negated mode mention as the plain ("ar") mode, or the mention itself. The words
    around a mention are read once (every figure of a paragraph asks about its names)."""
    key = (("negated", m.end), m.category, m.start)
    negated = doc.flags.get(key)
    if negated is None:
        negated = doc.flags[key] = bool(
            _NEGATED.search(doc.text[max(0, m.start - 24) : m.start])
            or _NEGATED_AFTER.match(doc.text, m.end)
        )
    if not negated:
        return m
    if m.name != PLAIN_MODE and PLAIN_MODE in doc.lex.names.get("mode", {}).values():
        return Mention("mode", PLAIN_MODE, m.start, m.end)
    return None
