"""What each figure names: engine, mode, hardware, count, precision, load and context.

Resolved from the nearest unit outward: the table row (with its column header) or the
sentence, then the block when it names one value, the list's lead-in line, the headings
above, names stated apart from any figure, and the title; a source repository implies its
engine.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc, _Figure, _Local, _plain_if_negated, _Span
from watcher.claims.grouped import group_label
from watcher.claims.modes import above_or_titled, family_of, title_method
from watcher.claims.names import Mention
from watcher.claims.naming import _ENDS_ENTRY, _LIST_GAP, _enumerated, _in_list, _single
from watcher.claims.patterns import (
    _CLAUSE_PUNCT,
    _CLAUSE_SEP,
    _COMPARED,
    _TIMES_BEFORE,
    FIGURE,
    PLAIN_MODE,
    figure_within,
)
from watcher.claims.referred import referred_setup
from watcher.claims.scope import same_post, same_quote, states_runs_setup
from watcher.claims.setup_patterns import (
    _COMMIT,
    _CONTEXT,
    _PR,
    _VERSION_AFTER,
    _VERSION_ANY,
)
from watcher.claims.sides import baseline_side, names_format


def _resolve(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The mention of ``category`` that this figure most plausibly refers to."""
    extra = local.extra_mentions.get(category) or []
    if category == "mode":
        # a column header "w/o EAGLE", "无MTP": a negated drafting mode is plain decoding
        extra = [p for p in (_plain_if_negated(m, doc) for m in extra) if p is not None]
    if extra:
        return extra[-1]
    if category in _SIDED:
        own_unit = local.sentence or local.segment
        side = baseline_side(doc.text, fig.start, fig.end, own_unit.start)
        if side is not None and (
            names_format(doc.text, *side) or doc.near("engine", side[0], side[1])
        ):
            # "... 118 tok/s vs GGUF's 60": the baseline takes only what its own words name
            named = doc.near(category, side[0], side[1])
            return named[-1] if named else None
    if fig.role == "before" and local.sentence is not None:
        # "FP8 ... compared with the BF16 baseline (from 7,437 to 11,921 tok/s)": the
        # "from" side of a change is the baseline's
        base = [
            m for m in doc.near(category, local.sentence.start, fig.start) if doc.is_baseline(m)
        ]
        if len({m.name for m in base}) == 1:
            return base[-1]
    own = [
        m
        for m in doc.near(category, local.segment.start, local.segment.end)
        if not (doc.is_baseline(m) and not _introduces(m, fig, doc.text))
        and not (
            m.start >= fig.end
            and (
                _COMPARED.search(doc.text[max(fig.start, m.start - 12) : m.start])
                # "vllm, H100: 95 tok/s; sglang, H100: 112 tok/s": past a ';' is the next clause's
                or doc.found_between(_CLAUSE_END, fig.end, m.start)
                or (
                    category != "hardware"  # "3x vLLM" compares; "1x H200" counts GPUs
                    and _TIMES_BEFORE.search(doc.text[max(fig.start, m.start - 6) : m.start])
                )
                or _owns_next_figure(m, fig, local.sentence or local.segment, doc)
                or (category == "hardware" and _past_next_clause(m, fig, local, doc))
            )
        )
    ]
    if category == "mode":
        # "without eagle", "no speculation": a negated drafting mode is plain decoding
        own = [p for p in (_plain_if_negated(m, doc) for m in own) if p is not None]
    if category in ("engine", "mode") and fig.metric == "speedup":
        # "Compared to 10.3 tok/s in llama.cpp, achieving 27.8x": a multiple is the subject's,
        # never the engine of the clause it is compared against; nor its mode ("twice as
        # fast as autoregressive models": plain decoding is the baseline, not the subject)
        own = [m for m in own if not _in_compared_clause(m, local, doc)]
    if own and category == "hardware" and fig.metric == "speedup":
        # "H100×4 = 5414 tok/s, A100×4 = 3723 tok/s (1.45×)": a multiple is the subject's,
        # the first card its sentence names
        before = [m for m in own if m.end <= fig.start]
        if len({m.name for m in before}) > 1:
            return before[0]
    if own:
        # "A100×4 = 82.11 ms (H100 is shorter)": a name bound to the figure beats a remark after
        bound = [
            m for m in own if m.end <= fig.start and _BINDS.fullmatch(doc.text, m.end, fig.start)
        ]
        if not bound and category == "hardware":
            # "3.5x faster on A100 GPU": a card the figure's own words lead to is its card
            bound = [
                m
                for m in own
                if m.start >= fig.end and _ON_AFTER.fullmatch(doc.text, fig.end, m.start)
            ]
        best = (
            bound[-1] if bound else min(own, key=lambda m: (_distance(m, fig), m.start < fig.start))
        )
        paired = _respectively(best, own, fig, local, doc)
        if paired is not None:
            return paired
        if category == "mode" and best.name == "speculative":
            # "EAGLE-based speculative decoding": the named method is the mode
            named = [m for m in own if m.name != "speculative" and 0 <= best.start - m.end <= 8]
            if named and _METHOD_OF.fullmatch(doc.text, named[-1].end, best.start):
                return named[-1]
            described = family_of(best, own, local, doc)
            if described is not None:
                return described
            # "shallow speculation: 1.59x" under a post about MTP: the family word names the
            # method its paragraph or page names
            if not any(m.name not in ("speculative", PLAIN_MODE) for m in own):
                around = _around(fig, local, doc)
                if around is not None and around.name not in (
                    "speculative",
                    "diffusion",
                    PLAIN_MODE,
                ):
                    return around
        if category == "hardware" and _in_list(best, own, doc):
            return None  # "(A100, H100, GB200)": no single GPU is named
        return best
    if category in ("engine", "hardware"):
        # "... 17 tok/s. This was with llama.cpp's defaults.": the next sentence points back
        referred = referred_setup(category, fig, local, doc)
        if referred is not None:
            return referred
    pool = doc.pools[category]
    lo = bisect_left(pool.starts, local.block.start)
    hi = bisect_left(pool.starts, min(local.block.end, fig.start))
    if hi > lo:  # earlier in the same paragraph, item or table caption: if it names one
        labelled = _label_line_above(category, fig, local, doc) or group_label(
            category, fig, local, doc
        )
        if labelled is not None:
            return labelled
        # a comparison's baseline never lends its card to the subject's figures
        earlier = [m for m in pool.items[lo:hi] if not doc.is_baseline(m)]
        if category == "engine" and fig.metric == "speedup":
            earlier = [m for m in earlier if not _in_compared_clause(m, local, doc)]
        if category == "mode":
            earlier = [m for m in earlier if not _enumerated(m, doc.text)]
            # a line that ends its sentence ends a changelog entry: GitHub shows each line
            # of a body apart, and a method named in one entry is not the next entry's
            line_start = doc.text.rfind("\n", local.block.start, fig.start)
            if line_start > 0 and _ENDS_ENTRY.search(doc.text, line_start - 2, line_start):
                earlier = [m for m in earlier if m.start > line_start]
                if not earlier:
                    # the entry names no method of its own: it still reads the headings above
                    # it and the title, as a paragraph naming none does (not the other entries)
                    return above_or_titled(fig, local, doc)
        if category == "hardware":
            # "deployable on hardware such as a single RTX 4090 or a Mac": an example of a
            # machine that could run it, not the one the next sentence's figure ran on
            earlier = [
                m for m in earlier if not _SUCH_AS.search(doc.text, max(0, m.start - 48), m.start)
            ]
        found = _single(category, earlier[-50:], doc)
        if found is not None or category not in _NOTED:
            return found
        return _noted_below(category, local, doc)
    if category in _NOTED:
        noted = _noted_below(category, local, doc)
        if noted is not None:
            return noted
    # a name later in the paragraph, after the figure, introduces what follows ("One year
    # ago we mostly ran on an A100"): a setup is stated before its figures, not after
    return _outer(category, fig, local, doc)


_NOTED = ("precision", "hardware", "engine")
# a note is a finished sentence or a bracketed remark; a line that ends open or with ':'
# introduces what follows it ("Same model on vLLM" over the next table)
_NOTE_END = re.compile(r"[.)。][ \t*_]*$")


def _noted_below(category: str, local: _Local, doc: _Doc) -> Mention | None:
    """The one name a table's note right under it gives its rows ("Measured at BF16 on ...").

    A line under the table that holds a figure of its own is a claim, not the table's note.
    """
    below = local.below
    if below is None or below.end <= below.start:
        return None
    if doc.busy_starts_between(below.start, below.end):
        return None
    i = bisect_left(doc.busy, (below.start, -1))
    if i > 0 and doc.busy[i - 1][1] > below.start:
        return None  # the line is the end of a sentence with figures
    if category == "engine" and not _NOTE_END.search(doc.text, below.start, below.end):
        return None  # LABELLING: a methodology line under a table names the rows' engine
    named = [m for m in doc.near(category, below.start, below.end) if not doc.is_baseline(m)]
    return _single(category, named, doc)


def _around(fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The mode the figure's paragraph (before it) or its page gives, apart from its sentence."""
    pool = doc.pools["mode"]
    lo = bisect_left(pool.starts, local.block.start)
    own = local.sentence or local.segment
    hi = bisect_left(pool.starts, min(own.start, fig.start))
    if hi > lo:
        # "Before MTP: 20 -> After MTP: 28" above "speculative drafting ...": the method
        # the paragraph names, negated or not, is the one the family word stands for
        return _single("mode", [m for m in pool.items[lo:hi] if m.name != PLAIN_MODE], doc)
    return _outer("mode", fig, local, doc)


_LABEL_LINE_MAX = 48
_LEAD_DEPTH = 3  # how many lead-ins up a nested bullet reads


def _label_line_above(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The name a short label line right above the figure's line gives it.

    "without mtp" / a log line / "with mtp" / a log line: inside one paragraph, each label
    line (short, no figure, no sentence) introduces the line under it.
    """
    text = doc.text
    line_start = text.rfind("\n", local.block.start, fig.start) + 1
    if line_start <= local.block.start:
        return None
    prev_start = max(local.block.start, text.rfind("\n", local.block.start, line_start - 1) + 1)
    label = text[prev_start : line_start - 1].strip()
    if not label or len(label) > _LABEL_LINE_MAX or label[-1] in ".!?。" or FIGURE.search(label):
        return None
    named = doc.near(category, prev_start, line_start - 1)
    if category == "mode":
        named = [p for p in (_plain_if_negated(m, doc) for m in named) if p is not None]
    return named[-1] if len({m.name for m in named}) == 1 else None


def _outer(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """Beyond the figure's block: the list's lead-in, the headings above, the page, the title."""
    layout = doc.layout
    if layout is not None:
        lead = layout.lead_ins.get(local.block.start)
        for _ in range(_LEAD_DEPTH):
            if lead is None:
                break
            named = [
                m
                for m in doc.near(category, lead.start, lead.end)
                if not doc.is_baseline(m)
                and not (
                    category == "engine"
                    and _EXAMPLE.search(doc.text, max(0, m.start - 48), m.start)
                )
            ]
            if named:
                return named[-1]
            # "- 14B, AWQ" / "  - Decode:" / "    - ours: 31.5": a bullet nested two levels
            # down takes what the bullet above its group names
            lead = layout.lead_ins.get(lead.start)
        level = 7
        for span, depth in reversed(layout.headings):
            if span.start >= fig.start or depth >= level:
                continue
            level = depth
            named = [m for m in doc.near(category, span.start, span.end) if not doc.is_baseline(m)]
            single = _single(category, named, doc)
            if single is not None:
                return single
    context = doc.context.get(category) or doc.pools[category]
    items = context.items
    if category == "hardware" and layout is not None:
        items = same_post(items, fig.start, layout, doc.text)
    elif category == "precision" and layout is not None:
        items = same_quote(items, fig.start, layout)
    if doc.from_setup_table:
        # "| GPU | 8x H200 |" in a table of the setup alone sets up the figures below it; a
        # "recommended hardware" table after a page's figures is not where they ran
        items = [m for m in items if not (m.start in doc.from_setup_table and m.start > fig.start)]
    if category == "hardware":
        # "(e.g. Llama 13B on an A100)": an example names a kind of machine, not the run's
        items = [m for m in items if not _EXAMPLE.search(doc.text, max(0, m.start - 48), m.start)]
    if layout is not None and category == "mode":
        # a decoding method stated apart from any figure is context only within the
        # figure's own section: a model card's description of the model names no run's mode
        # (the figure's own list item or paragraph stays its context: "up to 3.6x. We now
        # support speculative decoding" reads the same under a heading as without one)
        above = [span for span, _ in layout.headings if span.start < fig.start]
        if above:
            section, block = above[-1].end, local.block
            items = [
                m
                for m in items
                if section <= m.start < fig.start or block.start <= m.start < block.end
            ]
    if category == "mode":
        # "features (continuous batching, speculative decoding, LoRA)": a method listed
        # among features is supported, not the one the figures ran with
        items = [m for m in items if not _enumerated(m, doc.text)]
    if category == "engine":
        # "runtimes tested: oMLX, Ollama, and ds4": an engine listed among other names (known
        # or not) is one of several, not the one a figure stated apart ran on; "(vLLM, 8x
        # H100)" lists one run's setup, and keeps it
        items = [
            m
            for m in items
            if not _listed_engine(m, doc)
            # "combinable with techniques such as vLLM, ...": an example, not the run's
            and not _EXAMPLE.search(doc.text, max(0, m.start - 48), m.start)
        ]
    if category in ("mode", "engine", "precision", "hardware"):
        # nor does a method, engine or precision stated after the figure outside its own
        # paragraph or item ("it also allows 4-bit quantization" closing a page): a setup is
        # stated before its figures. A card stated after the figure is not its card even in
        # its own paragraph ("... 500 tokens/s. Eight of them replace 100 H100s"; a later
        # "trained on 4x A100" bullet): it belongs to what follows it or to a comparison.
        # An issue or PR post that names its engine, card or quant in a closing line ("This
        # is with llama.cpp, Q4_K_M", a "Reproduction" block naming the GPU) names it for the
        # post's runs (LABELLING: a setup named later in the same post); a page's later
        # section does not.
        block = local.block if category != "hardware" else _Span(fig.start, fig.start)
        kept = [
            m
            for m in items
            if m.start < fig.start
            or block.start <= m.start < block.end
            or (category == "hardware" and states_runs_setup(m, doc.text))
        ]
        if category != "mode" and doc.thread and layout is not None:
            post = set(same_post(items, fig.start, layout, doc.text))
            kept = [m for m in items if m in post or m.start < fig.start]
        items = kept
    if category == "hardware":
        titled = {m.name for m in doc.title_mentions[category]}
        if len(titled) == 1 and len({m.name for m in items} | titled) > 1:
            # "ROCm vs Vulkan on the RX 7900 XTX" over "I swapped the old RTX 3060 for an
            # RX 7900 XTX": of the cards a post names, the title's is the one it measures
            named = [m for m in items if m.name in titled]
            if named:
                return named[0]
    if category in ("hardware", "precision") and len({m.name for m in items}) == 1:
        # the post's own setup line is nearer than the title: "Model: ...-NVFP4" in a reply
        # under a title about another user's FP8 model
        return items[0]
    # the page's first statement of its setup ("8xH100" before "the H100s")
    found = _single(category, [*items, *doc.title_mentions[category]], doc, first=True)
    if found is None and category == "hardware":
        # a post naming several cards: the one named right above the figure's block, with no
        # other figure between, introduces it ("worse on my MI210." over the pasted log)
        found = _nearest_above(items, fig, local, doc)
    if found is None and category == "mode":
        found = title_method(doc)
    if found is not None and category == "mode" and found.name == PLAIN_MODE:
        # "during autoregressive decoding, each token ...": plain decoding described in a text
        # that names no drafting method is how all decoding works, not a run's stated mode
        drafting = [m for m in doc.index["mode"].items if m.name != PLAIN_MODE]
        if not drafting and all(m.name == PLAIN_MODE for m in doc.title_mentions["mode"]):
            return None
    return found


def _nearest_above(items: list[Mention], fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The last name stated before the figure's block when no figure stands between them.

    A name that is one of a list ("the L40S and the A10") names no single setup.
    """
    # from the end: the names before the block are the first ones (items are in order)
    k = len(items)
    while k and items[k - 1].end > local.block.start:
        k -= 1
    if not k:
        return None
    last = items[k - 1]
    if _in_list(last, items[max(0, k - 2) : k], doc):
        return None
    text = doc.text
    para_start = text.rfind("\n\n", 0, last.start) + 1
    para_end = text.find("\n\n", last.end)
    para_end = len(text) if para_end < 0 else para_end
    if any(m.name != last.name for m in doc.near(last.category, para_start, para_end)):
        return None  # "I have an X; I had a Y": a paragraph naming two cards names no one
    if doc.busy_starts_between(last.end, local.block.start):
        return None  # another figure's sentence or row stands between: the name was its
    layout = doc.layout
    if layout is not None:
        if any(last.end <= span.start < fig.start for span, _ in layout.headings):
            return None  # a heading between opens another section
        if any(span.start <= last.start < span.end for span in layout.items):
            return None  # a bullet's detail never leaks into what follows the bullet
    return last


_SETUP_NEAR = 40


def _listed_engine(m: Mention, doc: _Doc) -> bool:
    """True for an engine that is one item of a list of names with no card or precision."""
    if not _enumerated(m, doc.text):
        return False
    lo, hi = max(0, m.start - _SETUP_NEAR), m.end + _SETUP_NEAR
    return not any(doc.near(c, lo, hi) for c in ("hardware", "precision"))


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
    return not _BY.search(text[m.end : fig.start])


_PAIR_OPENS = re.compile(r"[^\n,;()\d]{0,12}?(?<![a-z])(?:vs\.?|versus)[ \t]{0,2}~?\d", re.I)
# "hardware such as a single RTX 4090 or a Mac": machines listed as examples ("For example,
# on my M4 Pro ..." opens the writer's own case and is no such list)
_SUCH_AS = re.compile(r"(?:(?<![a-z])e\.?g\.|(?<![a-z])such[ \t]as)[^.;:()\n]*$", re.I)
_EXAMPLE = re.compile(
    r"(?:(?<![a-z])e\.?g\.|(?<![a-z])for[ \t](?:example|instance)|(?<![a-z])such[ \t]as)"
    r"[^.;:()\n]*$",
    re.IGNORECASE,
)
_COMPARISON = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|than|compared|against|as[ \t](?:fast|quick)[ \t]as|相比"
    # "比" compares, but not inside "加速比" (a speedup ratio), "占比", "性价比", "比例"
    r"|(?<![速占价])比(?![例率重]))(?![a-z])",
    re.IGNORECASE,
)
_CLAUSE_OPEN = re.compile(r"[,;:，；：(]")


def _in_compared_clause(m: Mention, local: _Local, doc: _Doc) -> bool:
    """True when the clause holding ``m`` opens with a comparison ("compared to ... X")."""
    own = local.sentence or local.segment
    lo = max(own.start, m.start - 80)
    opens = [pos for pos, _, _ in doc.scan(_CLAUSE_OPEN, lo, m.start)]
    start = opens[-1] + 1 if opens else lo
    return _COMPARISON.search(doc.text, start, m.start) is not None


_ON_RIGHT_AFTER = re.compile(
    r"[ \t]{1,2}on[ \t]{1,2}"
    r"(?:(?:an?|the|one|a[ \t]single|single|my|our|nvidia|amd)[ \t]{1,2}){0,2}",
    re.IGNORECASE,
)
# "...; the next", "... up to 4x with FP8 — but the A100 at $1.49/hr ...": the next clause
_CLAUSE_END = re.compile(r"[;；。]|[—–][ \t]{0,2}(?:but|while|whereas|yet)(?![a-z])", re.I)
_NEW_CLAUSE = re.compile(
    r"[,;，；][ \t]{0,2}(?:with|while|whereas|but|and"
    # German, French, Spanish, Russian: "während", "alors que", "mientras", "а", "но"
    r"|während|wohingegen|aber|alors[ \t]que|tandis[ \t]que|mais|mientras|pero|а|но)[ \t]"
    # Chinese, Japanese, Korean: "而", "但", "一方", "반면" open the next clause unspaced
    r"|[,;，；、][ \t]{0,2}(?:而|但|然而|不过|相比之下|另一方面|一方|しかし|반면|하지만|그러나)"
    r"|[;；]",
    re.IGNORECASE,
)
_BINDS = re.compile(
    r"(?:[ \t]?[x×][ \t]?\d{1,4})?[ \t]{0,2}(?:[=:：]|(?:is|was|gets|got|reaches|reached|hits"
    r"|hit|achieves|achieved|does|did|at|runs[ \t]at|running[ \t]at|是|为|達|达到|只有)(?![a-z]))"
    r"[ \t]{0,3}"
    r"(?:about|around|~|约|約)?[ \t]{0,2}"
    # "，SGLang 吞吐量 3500": a short Chinese or Japanese metric phrase between name and figure
    r"|[ \t]{0,2}[\u3040-\u30ff\u4e00-\u9fff]{1,8}[ \t]{0,2}(?:[=:：])?[ \t]{0,2}",
    re.IGNORECASE,
)


_RESPECTIVELY = re.compile(r"(?<![a-z])respectively(?![a-z])|分别|それぞれ", re.IGNORECASE)


def _respectively(
    best: Mention, own: list[Mention], fig: _Figure, local: _Local, doc: _Doc
) -> Mention | None:
    """ "A and B reach 38 and 71 tok/s respectively": the n-th name of the list is the n-th
    figure's, when the sentence says "respectively" and names as many as it has figures."""
    if len(local.peers) < 2 or local.sentence is None or fig.start not in local.peers:
        return None
    sentence = local.sentence
    if not doc.scan(_RESPECTIVELY, sentence.start, sentence.end):
        return None
    ordered = sorted(own, key=lambda m: m.start)
    i = ordered.index(best)
    lo = hi = i
    while lo > 0 and _LIST_GAP.fullmatch(doc.text[ordered[lo - 1].end : ordered[lo].start]):
        lo -= 1
    while hi + 1 < len(ordered) and _LIST_GAP.fullmatch(
        doc.text[ordered[hi].end : ordered[hi + 1].start]
    ):
        hi += 1
    members = ordered[lo : hi + 1]
    if len(members) != len(local.peers) or len({m.name for m in members}) != len(members):
        return None
    return members[local.peers.index(fig.start)]


def _owns_next_figure(m: Mention, fig: _Figure, seg: _Span, doc: _Doc) -> bool:
    """True when the next figure sits closer after this mention than ours sits before it.

    "680 tok/s, TensorRT-LLM 850 tok/s": TensorRT-LLM belongs to 850, not to 680.
    """
    nxt = figure_within(doc.text, m.end, seg.end, 48)
    if nxt is not None and nxt.groupdict().get("mem") and nxt.start() - m.end <= 2:
        # "my 3060 12GB": the card's own memory, not the next figure
        nxt = figure_within(doc.text, nxt.end(), seg.end, 48)
    if nxt is None or _ON_RIGHT_AFTER.fullmatch(doc.text, fig.end, m.start):
        return False  # "1,000 tokens/sec on NVIDIA H100s, up to 10x ...": 'on' binds back
    if any(o.name != m.name for o in doc.near(m.category, m.end, nxt.start())):
        return False
    if _COMPARISON.search(doc.text, m.end, nxt.start()):
        return False  # "on H20, versus 61.2 tok/s": the next figure is the other side's
    if not doc.found_between(_CLAUSE_PUNCT, fig.end, m.start) and _CLAUSE_PUNCT.search(
        doc.text, m.end, nxt.start()
    ):
        return False  # "85 t/s on a 3090 with llama.cpp, 110 t/s on a 4090": the clause's own
    if re.fullmatch(r"[ \t]{0,2}[(（][ \t]{0,2}", doc.text[m.end : nxt.start()]):
        return False  # "299 tok/s with MTP (1.38×)": a bracketed aside shares the clause
    if _BINDS.fullmatch(doc.text, m.end, nxt.start()):
        return True  # "H100×4 = 5414 tok/s, A100×4 = 3723 tok/s": A100 is 3723's
    if doc.found_between(_NEW_CLAUSE, fig.end, m.start):
        return True  # "3,000 tok/s, with Groq's stack measuring 476 t/s": Groq is 476's
    if doc.found_between(_CLAUSE_PUNCT, fig.end, m.start) and not _CLAUSE_PUNCT.search(
        doc.text, m.end, nxt.start()
    ):
        return True  # "on RTX 3090 35 tok/s, on M2 Max 28 tok/s": M2 Max opens 28's clause
    return nxt.start() - m.end < m.start - fig.end


_ON_AFTER = re.compile(
    r"(?:[ \t]{1,2}(?:[a-z][a-z\-/]{0,15}|tok/s|t/s))?(?:[ \t]{1,2}[a-z][a-z\-]{0,15}){0,2}"
    r"[ \t]{1,2}on[ \t]{1,2}"
    r"(?:(?:an?|the|one|a[ \t]single|single|my|our|nvidia|amd)[ \t]{1,2}){0,2}",
    re.IGNORECASE,
)


def _past_next_clause(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when another figure of the sentence stands between ours and the card, in a
    clause of its own: "5x faster than X on H100, 3.5x faster on A100" gives A100 to 3.5."""
    if m.start < fig.end:
        return False
    return any(
        fig.end <= p < m.start and doc.found_between(_CLAUSE_PUNCT, fig.end, p) for p in local.peers
    )


def _distance(m: Mention, fig: _Figure) -> int:
    if m.end <= fig.start:
        return fig.start - m.end
    if m.start >= fig.end:
        return m.start - fig.end
    return 0


def _context(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    if "context" in local.setup:
        return local.setup["context"]
    # a context length belongs to its clause: "...; the full 128K context peaked at ..."
    clause_start = local.segment.start
    clause_end = local.segment.end
    for pos, _, _ in doc.within(_CLAUSE_SEP, local):
        if pos < fig.start:
            clause_start = pos + 1
        elif pos >= fig.end:  # a separator after the figure ends its clause
            clause_end = pos
            break
    hits = doc.within(_CONTEXT, local)
    m = None
    best = -1
    for s, e, match in hits:
        if s < clause_start or e > clause_end:
            continue
        dist = fig.start - e if e <= fig.start else max(0, s - fig.end)
        if best < 0 or dist < best:
            best, m = dist, match
    if m is None:
        return None
    if m.group("k"):
        scale = 1024 if m.group("unit").lower() == "k" else 1024 * 1024
        return int(float(m.group("k")) * scale)
    if m.group("n"):
        return int(m.group("n").replace(",", "")) * (1024 if m.group("unit2") else 1)
    return int(m.group("c"))


def _engine_refs(
    engine: Mention | None, local: _Local, doc: _Doc
) -> tuple[str | None, str | None, str | None]:
    """(version, PR, commit) named next to the engine or in the figure's segment."""
    version = pr = commit = None
    if engine is not None and engine in doc.index["engine"]:
        m = _VERSION_AFTER.match(doc.text, engine.end)
        if m:
            version = m.group("v")
    if (
        version is None
        and engine is not None
        and local.segment.start <= engine.start < local.segment.end
    ):
        hits = doc.within(_VERSION_ANY, local)
        if hits:
            version = hits[0][2].group(0)
    pr_hits = doc.within(_PR, local)
    prm = pr_hits[0][2] if pr_hits else None
    if prm:
        repo = prm.group("repo1") or prm.group("repo2")
        number = prm.group("n1") or prm.group("n2") or prm.group("n3")
        pr = f"{repo}#{number}" if repo else f"#{number}"
    commit_hits = doc.within(_COMMIT, local)
    cm = commit_hits[0][2] if commit_hits else None
    if cm:
        commit = cm.group("sha")
    return version, pr, commit
