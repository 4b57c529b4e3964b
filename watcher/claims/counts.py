"""A figure's GPU count: from its card ("8xH100", "DGX"), its row or sentence, the lines
above it, a setup stated apart, a section heading, or the run's command ("--tp 8")."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache
from typing import cast

from watcher.claims.baseline_counts import in_baseline_clause
from watcher.claims.cell_scope import in_other_cell
from watcher.claims.change_entries import other_entry
from watcher.claims.clause_marks import LATER_CLAUSE
from watcher.claims.count_lists import count_list
from watcher.claims.device_lines import listed_count
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.glyph_items import in_other_item
from watcher.claims.header_columns import in_other_column
from watcher.claims.load import _run_flag, code_block_of
from watcher.claims.names import Mention
from watcher.claims.node_counts import node_multiple
from watcher.claims.patterns import (
    BLOCK_REACH,
)
from watcher.claims.scope import same_post
from watcher.claims.setup_patterns import _COUNT_BEFORE, _COUNT_TEXT, _WORD_COUNTS, SOC_NAME
from watcher.claims.single_card import sole_single
from watcher.claims.stated_counts import _stated


def _within(mention: Mention, local: _Local) -> bool:
    """True when ``mention`` lies in the figure's own sentence or segment."""
    own = local.sentence or local.segment
    return own.start <= mention.start < own.end


def _segment_count(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """The count the figure's own segment states, if it states one."""
    hits = [
        h
        for h in doc.within(_COUNT_TEXT, local)
        if not _in_name(doc, h[0])
        and _stated(doc.text, h[2], h[0], h[1])
        and not (h[0] >= fig.end and doc.found_between(LATER_CLAUSE, fig.end, h[0]))
        and not in_baseline_clause(doc.text, fig.end, h[0])  # "what it gets with 1 GPU"
        and not in_other_cell(local, h[0])  # "| 95 tok/s (2 GPUs) | 80 ms |": the 95's
    ]
    return _count_of(hits[0][2]) if hits else None


def _gpu_count(mention: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    if "gpu_count" in local.setup:
        return local.setup["gpu_count"]
    text = doc.text
    if mention is not None and not _within(mention, local):
        # "搭载 4 张 910B" above, "- 单卡吞吐量: 128 tokens/s": a count the figure's own
        # sentence or bullet states is its own, over the count of a card named outside it
        # (reading rules §2: the nearest enclosing unit decides first)
        stated = _segment_count(fig, local, doc)
        if stated is not None:
            return stated
    if (
        mention is not None
        and mention.count
        and not (mention in doc.index["hardware"] and _rack(text, mention))
    ):
        return node_multiple(mention.count, mention, local, doc)
    if mention is None:
        own = local.sentence or local.segment
        mixed = _mixed_setup(doc.near("hardware", own.start, own.end), text)
        if mixed is not None:
            return mixed
    system: int | None = None  # the count written earlier with a card a "DGX"/"HGX" names
    if (
        mention is not None
        and mention.start < len(text)
        and text[mention.start : mention.end]
        and mention in doc.index["hardware"]
    ):
        written = _count_at(text, mention)
        if written is not None and not _system_named(text, mention):
            return node_multiple(written, mention, local, doc)
        if local.header is None and _system_named(text, mention):
            # "HGX H200 server, equipped with eight H200" above "on the HGX H200": the
            # count the page wrote with the card, not one read from the system's name
            system = _agreed_count_before(doc, mention.name, fig.start)
    spans = [local.segment, *([local.header] if local.header is not None else [])]
    for span in spans:
        hits = (
            doc.within(_COUNT_TEXT, local)
            if span is local.segment
            else doc.scan(_COUNT_TEXT, span.start, span.end)
        )
        hits = [
            h
            for h in hits
            if not _in_name(doc, h[0])
            and _stated(text, h[2], h[0], h[1])
            # "..., and models that needed two A100 GPUs now fit": another clause's count
            and not (h[0] >= fig.end and doc.found_between(LATER_CLAUSE, fig.end, h[0]))
            and not in_baseline_clause(doc.text, fig.end, h[0])  # "what it gets with 1 GPU"
            # "| no MTP | 2 GPUs |": another column's header
            and not (span is local.header and in_other_column(text, local, h[0], fig.start))
            and not in_other_cell(local, h[0])  # another figure's cell of the row
        ]
        if hits:
            return _count_of(hits[0][2])
    if count_list(text, local.segment, doc):
        return None  # "For TP=2/4, I get 77 tps": its own sentence names two setups, not one
    begin = max(local.block.start, fig.start - BLOCK_REACH)
    earlier = doc.all_in(_COUNT_TEXT, begin, max(begin, min(local.block.end, fig.start)))
    found = [
        h
        for h in earlier
        if not _in_name(doc, h[0])
        and _stated(text, h[2], h[0], h[1])
        and not other_entry(h[0], fig.start, doc)  # "- Enable TP=4 (#1)": that change's count
        and not in_other_item(text, local.block.start, h[0], fig.start)  # "• TP=2: ..." above
    ]
    if found:
        return _count_of(found[-1][2])
    pasted = _count_in_output(fig, local, doc)
    if pasted is not None:
        return pasted
    if (
        mention is not None
        and mention in doc.index["hardware"]
        and not (local.block.start <= mention.start < local.block.end)
    ):
        # a setup stated apart ("on an 8x MI355 TP8 deployment") keeps its own count; one
        # stated bare ("In H200") leaves it to the run's command ("--tp 8")
        near = _count_near(text, mention)
        if near is not None:
            return near
        # "My RTX 3090 is ..." then "GPU: 1x RTX 3090": the count written at another mention
        # of the same card stated apart, when those mentions agree on one; a table's row is
        # its own unit (reading rules §2): "a single RTX 4090" in the intro counts no row's card
        if local.header is None:
            agreed = _agreed_count_before(doc, mention.name, fig.start)
            if agreed is not None:
                return agreed
        else:
            # a row naming no card takes the card of the page's setup list, and the count
            # that list writes with it: "- GPU: H200 80GB × 8" over the results table
            keyed = _keyed_count_before(doc, mention.name, fig.start)
            if keyed is not None:
                return keyed
    for start, end in _stated_above(fig, local, doc):
        hits = [
            h
            for h in doc.scan(_COUNT_TEXT, start, end)
            if not _in_name(doc, h[0]) and _stated(text, h[2], h[0], h[1])
        ]
        if hits:  # "#### TP8, ISL = 1000" over the section's output
            return _count_of(hits[-1][2])
        written = _card_count_in(start, end, mention, doc)
        if written is None and mention is None:  # "### 4090 + A16" over the pasted output
            written = _mixed_setup(doc.near("hardware", start, end), text)
        if written is not None:  # "### 4x RTX 3090" over the section's table
            return written
    flagged = _run_flag(doc, fig, "gflag")
    # "HGX B200" then "(FP8, TP=2, 2 GPUs)" over the table: a count the text writes for the
    # run beats the size of the system it ran in
    if flagged is None and system is None and mention is not None:
        # the title's card ("ROCm vs Vulkan on Dual R9700's") keeps the count written with it
        return _titled_count(mention, doc) or sole_single(mention, local, doc, _count_at, _count_of)
    return flagged if flagged is not None else system


def _titled_count(mention: Mention, doc: _Doc) -> int | None:
    """The count the title writes with ``mention`` when it is the title's mention."""
    if not any(m is mention for m in doc.title_mentions["hardware"]):
        return None
    title = doc.title
    before = _count_before(title[max(0, mention.start - 24) : mention.start])
    if before is not None and before.group("m"):
        return None  # "DeepSeek V2 H100": a bare number before the card is a name's, no count
    return _count_at(title, mention)


def _count_in_output(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """The count the first line of the figure's pasted output states, when that line is a
    short label ("llama2 70B tp 4" heading a benchmark's report, its figures further down
    past blank lines): one output is one run, and its first line names it."""
    code = code_block_of(fig.start, doc)
    if code is None:
        return None
    text = doc.text
    nl = text.find("\n", code.start, code.end)
    first_end = nl if nl >= 0 else code.end
    line = text[code.start : first_end].strip()
    if (
        first_end >= local.block.start  # the figure's own block: read as its block
        or not line
        or len(line) > _LABEL_MAX
        or line[-1] in ".!?。"
        or doc.busy_starts_between(code.start, first_end)
    ):
        return None
    hits = [
        h
        for h in doc.scan(_COUNT_TEXT, code.start, first_end)
        if not _in_name(doc, h[0]) and _stated(text, h[2], h[0], h[1])
    ]
    return _count_of(hits[-1][2]) if hits else None


def _card_count_in(start: int, end: int, mention: Mention | None, doc: _Doc) -> int | None:
    """The count written with the figure's own card in a line stated above it ("### 2x
    A100 80GB" over a section whose log names "NVIDIA A100"): one count, or none."""
    if mention is None:
        return None
    counts = {
        _count_at(doc.text, m) for m in doc.near("hardware", start, end) if m.name == mention.name
    }
    counts.discard(None)
    return counts.pop() if len(counts) == 1 else None


_JOINED = re.compile(r"[ \t]{0,2}(?:\+|&|and|plus)[ \t]{0,2}(?:an?[ \t]|one[ \t])?", re.I)


def _mixed_setup(named: list[Mention], text: str) -> int | None:
    """The count of a setup mixing different cards ("a heterogeneous RTX 5090 + 3090 Ti
    setup"): its cards keep their count though the setup names no single card."""
    for i in range(len(named) - 1):
        a, b = named[i], named[i + 1]
        if a.name != b.name and _JOINED.fullmatch(text, a.end, b.start):
            return (_count_at(text, a) or 1) + (_count_at(text, b) or 1)
    return None


@lru_cache(maxsize=4096)
def _count_before(words: str) -> re.Match[str] | None:
    """``_COUNT_BEFORE.search(words)`` for the few words before a card, remembered by those
    words: every mention of a card is asked once or twice, and a page naming one card
    thousands of times ("- GPU: H100" per run) has the same words before each."""
    return _COUNT_BEFORE.search(words)


def _in_name(doc: _Doc, at: int) -> bool:
    """True when ``at`` lies inside a card's name: the 4090 of "RTX 4090 GPU" counts nothing."""
    return any(m.start <= at < m.end for m in doc.near("hardware", max(0, at - 40), at + 1))


def _system_named(text: str, mention: Mention) -> bool:
    """True when the count at a card comes from the system it is named in ("DGX H100")."""
    if mention.count:
        return False
    m = _count_before(text[max(0, mention.start - 24) : mention.start])
    return bool(m and m.group("dgx"))


def _count_at(text: str, mention: Mention) -> int | None:
    """The count written with a card: "8xH100", "dual 3090", "DGX H100". A rack's product
    name counts no GPUs: "GB200 NVL72" is the system (LABELLING: NVL72
    is the product name; "connecting 72 GPUs" is what gives 72)."""
    if _rack(text, mention):
        return None  # "one GB300 NVL72", "4 GB200 NVL72 racks": racks, not GPUs
    if mention.count:
        return mention.count
    m = _count_before(text[max(0, mention.start - 24) : mention.start])
    if m:
        if m.group("m") and SOC_NAME.match(mention.name):
            return None  # "Galaxy S24 SM8650": the phone's model number
        if m.group("n") or m.group("m"):
            # "|   0  NVIDIA GeForce RTX 4070": nvidia-smi's device index; no run has no GPU
            return int(m.group("n") or m.group("m")) or None
        if m.group("z") or m.group("zd"):
            return _ZH_COUNTS[m.group("z")] if m.group("z") else 2
        if m.group("dgx"):
            # "DGX H100" names the card, not how many (LABELLING, twelfth pass Q3: the product
            # definition is not text; "with eight Blackwell GPUs" or "TP8" gives the count)
            return None
        if m.group("zc"):
            return _zh_int(m.group("zc")) * (_zh_int(m.group("zm")) if m.group("zm") else 1)
        return _WORD_COUNTS.get(" ".join(m.group("w").lower().split()))
    after = _COUNT_PAST_MEMORY.match(text, mention.end) or _COUNT_TRAILING.match(text, mention.end)
    if after:
        return int(after.group("n"))
    return listed_count(text, mention.start)  # "found 2 CUDA devices:" over "Device 0: ..."


# "(K80 4x)", "same H100 8x setup", "A100 2×:": a count written after the card, closing its
# phrase ("on H100 2x faster" is a multiple, not a count: a word other than a setup's follows)
_COUNT_TRAILING = re.compile(
    r"[ \t]{1,2}(?P<n>\d{1,2})[ \t]?[x×](?![\w.])"
    r"(?=[ \t]{0,2}(?:[)\]:;,|]|setup|system|box|rig|node|machine|server|\n|$))",
    re.IGNORECASE,
)


# "H200 80GB × 8", "A100 (80G) x4", "H200 80GB显存 × 8台": the count after the card's
# memory, which names the board and counts nothing itself
_COUNT_PAST_MEMORY = re.compile(
    r"[ \t]{0,2}[(（]?\d{1,3}[ \t]?G(?:B|iB)?(?:[ \t]?(?:HBM\d?e?|VRAM|显存|memory))?[)）]?"
    r"[ \t]{0,2}[x×*][ \t]{0,2}(?P<n>\d{1,3})(?![\d.]|[ \t]?(?:GB|G\b|%|倍|faster))"
    r"(?:[ \t]?[台张块枚卡])?",
    re.IGNORECASE,
)


_NVL_AFTER = re.compile(r"[ \t\-]{0,2}NVL\d{1,3}(?![\w.])", re.IGNORECASE)


def _rack(text: str, mention: Mention) -> bool:
    """True for a card named as its rack's product ("GB300 NVL72"): a count written with it
    counts racks (LABELLING: "4 GB300 NVL72 … 288 GPUs" is 288)."""
    if mention.end > len(text):
        return False
    named = _NVL_AFTER.search(text, max(mention.start, mention.end - 8), mention.end)
    return named is not None or _NVL_AFTER.match(text, mention.end) is not None


def _written_count(mention: Mention, doc: _Doc) -> int | None:
    return _count_at(doc.text, mention)


def _agreed_count_before(doc: _Doc, name: str, at: int) -> int | None:
    """The one count written at the page's mentions of card ``name`` stated before ``at``
    (in the same post), when they agree on one; None when none is written or they differ."""
    pool = doc.pools["hardware"]
    layout = doc.layout
    if layout is not None and (layout.posts or layout.quotes):
        before = pool.items[: bisect_left(pool.starts, at)]  # a setup is stated before
        counts = {
            doc.once(_written_count, m) for m in same_post(before, at, layout) if m.name == name
        } - {None}
        return counts.pop() if len(counts) == 1 else None
    # one post: every earlier mention counts, and a running record per card (where its first
    # written count is, and where a different one first follows) answers each figure in
    # O(log n), not by reading every earlier mention again
    key = (_agreed_count_before, "hardware", -1)
    found = doc.flags.get(key)
    if found is None:
        found = doc.flags[key] = _count_runs(doc, pool.items)
    runs = cast("dict[str, _Run]", found)
    starts, first_at, first, other_at = runs.get(name, ([], -1, None, -1))
    k = bisect_left(starts, at)
    agree = 0 <= first_at < k and not 0 <= other_at < k
    return first if agree else None


# a card's mentions' starts, the index of its first written count, that count, and the index
# of the first count that differs from it (-1: none)
_Run = tuple[list[int], int, int | None, int]


def _count_runs(doc: _Doc, items: list[Mention]) -> dict[str, _Run]:
    """Each card name's run of mentions, read once in order (see ``_Run``)."""
    runs: dict[str, _Run] = {}
    for m in items:
        starts, first_at, first, other_at = runs.get(m.name, ([], -1, None, -1))
        i = len(starts)
        starts.append(m.start)
        if other_at < 0:
            count = doc.once(_written_count, m)
            if count is not None and first_at < 0:
                first_at, first = i, count
            elif count is not None and count != first:
                other_at = i
        runs[m.name] = (starts, first_at, first, other_at)
    return runs


# a line keyed as the machine's setup: "GPU: 8x H200", "- Hardware: 2x RTX 3090", "显卡：...",
# "- Device: a single NVIDIA GeForce RTX 3090 GPU"
_SETUP_KEY = re.compile(
    r"[ \t]{0,4}(?:[-*•][ \t]{1,3})?[*_]{0,2}(?:gpus?|hardware|accelerators?|cards?|devices?"
    r"|显卡|硬件|加速卡|GPU型号|设备)[*_]{0,2}[ \t]{0,2}[:：]",
    re.IGNORECASE,
)


def _keyed_count_before(doc: _Doc, name: str, at: int) -> int | None:
    """The one count written with card ``name`` on the page's keyed setup lines before
    ``at`` ("GPU: NVIDIA H200 80GB × 8"); None when none or several."""
    key = (_keyed_count_before, "hardware", -1)
    found = doc.flags.get(key)
    if found is None:
        keyed: dict[str, list[tuple[int, int]]] = {}
        for m in doc.pools["hardware"].items:
            line = doc.text.rfind("\n", 0, m.start) + 1
            if m.start - line > 60 or not _SETUP_KEY.match(doc.text, line, m.start):
                continue
            count = doc.once(_written_count, m)
            if count is not None:
                keyed.setdefault(m.name, []).append((m.start, count))
        found = doc.flags[key] = keyed
    lines = cast("dict[str, list[tuple[int, int]]]", found).get(name, [])
    counts = {c for start, c in lines if start < at}
    return counts.pop() if len(counts) == 1 else None


def _stated_above(fig: _Figure, local: _Local, doc: _Doc) -> list[tuple[int, int]]:
    """The lead-in line of the figure's block and the heading of its section, nearest first:
    a setup stated once above the figures it describes."""
    layout = doc.layout
    if layout is None:
        return []
    spans = []
    lead = layout.lead_ins.get(local.block.start)
    if lead is not None:
        spans.append((lead.start, lead.end))
    # headings are in document order: the last one ending before the figure, by bisection
    ends = doc.starts.get(("heading-ends",))
    if ends is None:
        ends = doc.starts[("heading-ends",)] = [span.end for span, _ in layout.headings]
    k = bisect_right(ends, fig.start)
    label = _label_above(local, doc)
    if label is not None and not other_entry(label[0], fig.start, doc):
        spans.append(label)  # (a changelog's entry above, "- Enable TP=4 (#1)", labels none)
    if k:
        heading = layout.headings[k - 1][0]
        spans.append((heading.start, heading.end))
        # "## TP2 下 ..." over "### 性能结果" over the table: a section's heading states the
        # setup of every subsection under it (reading rules §1: a heading above the figure)
        spans += [(h.start, h.end) for h, _ in layout.enclosing(heading.start + 1)[1:]]
    return spans


_LABEL_MAX = 40


def _label_above(local: _Local, doc: _Doc) -> tuple[int, int] | None:
    """The short label line right above the figure's block, past blank lines only: "TP2"
    over a pasted benchmark's output names the run's GPUs as a heading would. A line with a
    figure, or one ending a sentence, labels nothing."""
    text = doc.text
    end = local.block.start
    while end > 0 and text[end - 1] in " \t\n":
        end -= 1
    if end <= 0 or local.block.start - end > 4:
        return None
    start = text.rfind("\n", 0, end) + 1
    if start > 1 and text[start - 2] != "\n":
        return None  # the last line of a paragraph: the paragraph's, not a label
    line = text[start:end].strip()
    if (
        not line
        or len(line) > _LABEL_MAX
        or line[-1] in ".!?。"
        or doc.busy_starts_between(start, end)
    ):
        return None
    return start, end


def _count_near(text: str, mention: Mention) -> int | None:
    """A GPU count in the line of a hardware mention, nearest to it (within 80 characters)."""
    lo = max(text.rfind("\n", max(0, mention.start - 80), mention.start) + 1, mention.start - 80)
    nl = text.find("\n", mention.end)
    hi = min(nl if nl >= 0 else len(text), mention.end + 80)
    best: tuple[int, re.Match[str]] | None = None
    for m in _COUNT_TEXT.finditer(text, lo, hi):
        if m.start() < mention.end and m.end() > mention.start:
            continue  # "RTX 4090 GPU": the card's own number is no count
        if not _stated(text, m, m.start(), m.end()):
            continue
        dist = mention.start - m.end() if m.end() <= mention.start else m.start() - mention.end
        if best is None or abs(dist) < best[0]:
            best = (abs(dist), m)
    return _count_of(best[1]) if best else None


_ZH_COUNTS = {"一": 1, "单": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_ZH_COUNTS.update({"八": 8, "十六": 16})


def _zh_int(s: str) -> int:
    """A count written in digits or in Chinese numerals."""
    return int(s) if s.isdigit() else _ZH_COUNTS[s]


def _count_of(m: re.Match[str]) -> int:
    if m.group("way"):
        return int(m.group("way"))
    if m.group("zway") or m.group("ztp") or m.group("gk"):
        return int(m.group("zway") or m.group("ztp") or m.group("gk"))
    if m.group("mach"):
        return _zh_int(m.group("mach")) * _zh_int(m.group("per"))
    if m.group("zh") or m.group("zg"):
        return _ZH_COUNTS[m.group("zh") or m.group("zg")]
    if m.group("dev"):
        return int(m.group("dev"))
    if m.group("one") or m.group("sg") or m.group("zs") or m.group("sc"):
        return 1
    if m.group("two"):
        return 2
    if m.group("wc"):
        return _WORD_COUNTS[m.group("wc").lower()]
    if m.group("tp") or m.group("tp2"):
        return int(m.group("tp") or m.group("tp2")) * int(m.group("pp") or m.group("pp2") or 1)
    return int(m.group("cjk") or m.group("n"))
