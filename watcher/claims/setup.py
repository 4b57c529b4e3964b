"""What each figure names: engine, mode, hardware, count, precision, load and context.

Resolved from the nearest unit outward: the table row (with its column header) or the
sentence, then the block when it names one value, the list's lead-in line, the headings
above, names stated apart from any figure, and the title; a source repository implies its
engine.
"""

from __future__ import annotations

from bisect import bisect_left
from operator import attrgetter

from watcher.claims.above_names import label_line_above, nearest_above
from watcher.claims.baseline_engines import past_baselines
from watcher.claims.block_engines import engine_above
from watcher.claims.change_entries import change_entry, unrun
from watcher.claims.clauses import (
    _BINDS,
    _METHOD_OF,
    _ON_AFTER,
    _SIDED,
    AT_AFTER,
    AT_AFTER_REACH,
    BINDS_REACH,
    _closeness,
    _closes_earlier,
    _in_compared_clause,
    _respectively,
    stated_before,
    title_side,
)
from watcher.claims.closing_note import closing_note
from watcher.claims.document import (
    _Doc,
    _Figure,
    _Local,
    _plain_if_negated,
    _Span,
)
from watcher.claims.draft_free import draft_free
from watcher.claims.engine_asides import not_run
from watcher.claims.glyph_items import glyph_item
from watcher.claims.grouped import group_label
from watcher.claims.mode_baselines import shared_past_mode
from watcher.claims.models import MEMORY
from watcher.claims.modes import (
    above_or_titled,
    captioned_method,
    counted_subset,
    drafting_speedup,
    family_of,
    heading_names,
    title_method,
    titled_method_of,
)
from watcher.claims.multiple_cards import methods_kept, mode_apart, others_card, precision_apart
from watcher.claims.names import Mention
from watcher.claims.naming import (
    _ENDS_ENTRY,
    _enumerated,
    _in_list,
    _single,
    either_of,
    in_long_list,
    listed_engine,
)
from watcher.claims.opening import opening_card
from watcher.claims.own_names import own_names
from watcher.claims.patterns import PLAIN_MODE
from watcher.claims.plain_described import described_only
from watcher.claims.quant_support import supported_only
from watcher.claims.referred import referred_setup
from watcher.claims.row_engines import other_rows_name
from watcher.claims.run_memory import run_memory
from watcher.claims.runs_setup import (
    keyed_after,
    runs_setup_after,
    runs_setup_reaching,
    unit_end_of,
)
from watcher.claims.scope import (
    bullets_of_other_sections,
    card_just_before,
    page_paragraph_end,
    same_post,
    same_quote,
    titled_among,
    titled_subject,
)
from watcher.claims.set_aside import _example, _set_aside
from watcher.claims.sides import side_name
from watcher.claims.sole_engine import sole_engine_after
from watcher.claims.subject_sides import not_baselines
from watcher.claims.table_notes import NOTED, noted_below
from watcher.claims.topic_lists import topic_here
from watcher.claims.used_modes import used_method
from watcher.claims.variant_ids import page_precision_apart, variant_only


def _resolve(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The mention of ``category`` that this figure most plausibly refers to."""
    extra = local.extra_mentions.get(category) or []
    if category == "mode":
        # a column header "w/o EAGLE", "无MTP": a negated drafting mode is plain decoding
        extra = [p for p in (_plain_if_negated(m, doc) for m in extra) if p is not None]
    if extra:
        # "w/ draft" under a caption "EAGLE-3 results": the caption's method
        return captioned_method(extra[-1], fig, local, doc) if category == "mode" else extra[-1]
    if category in _SIDED:
        sided, side = side_name(category, fig.start, fig.end, local.sentence or local.segment, doc)
        if sided:
            return side
    if fig.role == "before" and local.sentence is not None:
        # "FP8 ... compared with the BF16 baseline (from 7,437 to 11,921 tok/s)": the
        # "from" side of a change is the baseline's
        base = [
            m for m in doc.near(category, local.sentence.start, fig.start) if doc.is_baseline(m)
        ]
        if len({m.name for m in base}) == 1:
            return base[-1]
    own = own_names(category, fig, local, doc)
    if category == "mode":
        # "without eagle", "no speculation": a negated drafting mode is plain decoding
        own = [m for m in own if not draft_free(m, fig, doc)]  # "2x without a draft model"
        own = [p for p in (_plain_if_negated(m, doc) for m in own) if p is not None]
    own = [m for m in own if not _closes_earlier(m, fig, local, doc)]
    if category == "engine":  # "45 tok/s vs 38 tok/s with vLLM": vLLM is the 38's alone
        own = not_baselines(own, fig, local, doc)
    if category in ("engine", "mode") and fig.metric == "speedup":
        # "Compared to 10.3 tok/s in llama.cpp, achieving 27.8x": a multiple is the subject's,
        # never the engine of the clause it is compared against; nor its mode ("twice as
        # fast as autoregressive models": plain decoding is the baseline, not the subject)
        own = [
            m
            for m in own
            if not _in_compared_clause(m, local, doc)
            or (category == "engine" and shared_past_mode(m, local, doc))
        ]
    if own and category == "hardware" and fig.metric == "speedup":
        # "H100×4 = 5414 tok/s, A100×4 = 3723 tok/s (1.45×)": a multiple is the subject's,
        # the first card its sentence names
        before = [m for m in own if m.end <= fig.start]
        if len({m.name for m in before}) > 1:
            return before[0]
    if own:
        # "A100×4 = 82.11 ms (H100 is shorter)": a name bound to the figure beats a remark after
        bound = [
            m
            for m in own
            if 0 <= fig.start - m.end <= BINDS_REACH
            and _BINDS.fullmatch(doc.text, m.end, fig.start)
        ]
        if not bound and category == "hardware":
            # "3.5x faster on A100 GPU": a card the figure's own words lead to is its card
            bound = [
                m
                for m in own
                if m.start >= fig.end and _ON_AFTER.fullmatch(doc.text, fig.end, m.start)
            ]
        if not bound and category == "precision":
            # "17 GiB of VRAM at Q4_K_M and 38 GB at FP16": the figure's own words lead to it
            # (only the nearest name after it: a farther one has a name in its way)
            after = next((m for m in own if m.start >= fig.end), None)
            if after is not None and after.start - fig.end <= AT_AFTER_REACH:
                bound = [after] if AT_AFTER.fullmatch(doc.text, fig.end, after.start) else []
        best = bound[-1] if bound else min(own, key=lambda m: _closeness(m, fig, local, doc))
        if category == "hardware" and not bound:
            best = stated_before(best, own, fig, doc)
        if category == "mode":  # "X Diffusion hits 865 tok/s using self-speculation mode"
            best = used_method(best, fig, local, doc) or best
        paired = _respectively(best, own, fig, local, doc)
        if paired is not None:
            return paired
        if category == "mode" and best.name == "speculative":
            # "EAGLE-based speculative decoding": the named method is the mode
            named = [m for m in own if m.name != "speculative" and 0 <= best.start - m.end <= 8]
            if named and _METHOD_OF.fullmatch(doc.text, named[-1].end, best.start):
                return named[-1]
            described = family_of(best, own, local, doc, fig.start)
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
        if category == "engine" and (in_long_list(best, own, doc) or either_of(best, own, doc)):
            # "with llama-server, llama.cpp, vLLM and more", "llama.cpp or Ollama": no single one
            return None
        return best
    if category == "mode" and local.row_modes:
        return None  # "| Disaggregated | 42.3 |" among "| EAGLE-3 |", "| Vanilla |" rows
    if (
        category == "precision"
        and fig.metric == "speedup"
        and local.sentence is not None
        and not drafting_speedup(local, doc)
    ):
        # a multiple compares two runs, often at two precisions ("FP8 ... 1.6x over BF16"):
        # a precision the paragraph names apart from its sentence is no side's for sure
        # (reading rules §2: each figure takes its own setup); a rate there keeps it. A
        # drafting method's speedup compares two decodings of one model: one precision
        return None
    if category == "engine" and local.header is not None and other_rows_name(fig, local, doc):
        return None  # "| Vanilla MLX 3B | 47.0 |" over "| Eagle-3 | 54.5 |": rows name their own
    if category in ("engine", "hardware"):
        # "... 17 tok/s. This was with llama.cpp's defaults.": the next sentence points back
        referred = referred_setup(category, fig, local, doc)
        if referred is not None:
            return referred
    pool = doc.pools[category]
    item = glyph_item(doc.text, local.block.start, fig.start) if local.header is None else None
    lo = bisect_left(pool.starts, local.block.start if item is None else item[0])
    hi = bisect_left(pool.starts, min(local.block.end, fig.start))
    if hi > lo:  # earlier in the same paragraph, item or table caption: if it names one
        labelled = label_line_above(category, fig, local, doc) or group_label(
            category, fig, local, doc
        )
        if labelled is not None and not (category == "hardware" and _set_aside(labelled, doc)):
            return labelled  # "a table ... on hardware like NVIDIA A100 GPUs:" is an example
        # a comparison's baseline never lends its card to the subject's figures
        earlier = heading_names(category, pool.items[lo].start, pool.items[hi - 1].end, doc)
        if category == "engine" and fig.metric == "speedup":
            earlier = [m for m in earlier if not _in_compared_clause(m, local, doc)]
        if category == "engine":
            # "since I couldn't run vLLM, all tests use LM Studio": the engine not run; another
            # sentence's engine on a page of a project outside the list is what it builds on
            earlier = [] if doc.own_project else [m for m in earlier if not doc.once(not_run, m)]
            earlier = past_baselines(earlier, local, doc)  # "Baseline llama.cpp: 37 tok/s."
        if category == "mode":
            earlier = [m for m in earlier if not mode_apart(m, fig, local, doc)]
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
                m for m in earlier if not (_set_aside(m, doc) or others_card(m, fig, local, doc))
            ]
        if category == "precision":
            # "serves AWQ/GPTQ models too. ... 2,400 tok/s": a scheme supported, not the run's
            earlier = [m for m in earlier if not precision_apart(m, fig, local, doc)]
        found = _single(category, earlier[-50:], doc)
        if found is None and category in ("hardware", "engine") and earlier:
            found = card_just_before(earlier, local, doc, category)
        if found is None and category == "engine" and earlier and titled_subject(doc):
            found = titled_among(earlier, doc)  # "vLLM beats Ollama": "... it is 3x faster"
        if category == "mode":
            return titled_method_of(found, doc)
        if found is not None or category not in NOTED:
            return found
        return noted_below(category, local, doc)
    if category in NOTED:
        noted = noted_below(category, local, doc)
        if noted is not None:
            return noted
    # a name later in the paragraph, after the figure, introduces what follows ("One year
    # ago we mostly ran on an A100"): a setup is stated before its figures, not after; a
    # closing note of names alone ("(llama.cpp, RTX 4080)") is the paragraph's setup
    return closing_note(category, fig, local, doc) or _outer(category, fig, local, doc)


def _kept_apart(category: str, items: list[Mention], doc: _Doc) -> list[Mention]:
    """``items`` less the names stated apart that their own words set aside (the filters in
    ``_outer``), whose starts are found once per text: they are alike for every figure."""
    known = doc.apart.get(category)
    if known is None:
        test = {
            "hardware": lambda m, d: _set_aside(m, d) or change_entry(m, d),
            "mode": lambda m, d: (
                (_enumerated(m, d.text) or counted_subset(m, d.text) or unrun(m, d))
                or topic_here(m, d)
            ),  # "(cutting-edge speculative decoding, SwiftKV, ...)"
            "engine": lambda m, d: listed_engine(m, d) or _example(m, d) or not_run(m, d),
            # "## Usage ... -m model-Q8_0.gguf": an example command's quant, not the results';
            # "model-fp8" beside "model": one variant's precision (``variant_ids``)
            "precision": page_precision_apart,
        }[category]
        known = frozenset(m.start for m in doc.context[category].items if test(m, doc))
        doc.apart[category] = known
    return [m for m in items if m.start not in known] if known else items


def _around(fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The mode the figure's paragraph (before it) or its page gives, apart from its sentence."""
    pool = doc.pools["mode"]
    lo = bisect_left(pool.starts, local.block.start)
    own = local.sentence or local.segment
    hi = bisect_left(pool.starts, min(own.start, fig.start))
    if hi > lo:
        # "Before MTP: 20 -> After MTP: 28" above "speculative drafting ...": the method
        # the paragraph names, negated or not, is the one the family word stands for; one
        # of another setup's sentence is not (mode_apart, as for a sentence naming no method)
        named = methods_kept(pool.items[lo:hi], local, doc)
        return _single("mode", [m for m in named if m.name != PLAIN_MODE], doc)
    return _outer("mode", fig, local, doc)


_SEVERAL = object()  # a lead-in naming several engines: it names no single one


def _lead_in_names(category: str, start: int, end: int, doc: _Doc) -> object:
    """What a list's lead-in (text[start:end]) gives its items: the last name it holds that is
    no baseline, example, set-aside card or support list (a ``Mention``), ``_SEVERAL`` when it
    names several engines, else None. Asked once per lead-in: every item of a long list asks
    the same, and weighing its names for each item made a long lead-in quadratic."""
    key = (("lead-in", end), category, start)
    if key in doc.flags:
        return doc.flags[key]
    named = doc.near(category, start, end)
    if category == "mode":  # "plus two speculative decoding tests": not these runs'
        named = _kept_apart(category, named, doc)
    kept = [
        m
        for m in named
        if not (
            doc.is_baseline(m)
            or (category == "engine" and doc.once(_example, m))
            or (category == "hardware" and _set_aside(m, doc))
            or doc.once(supported_only, m)
            or doc.once(variant_only, m)  # "model-fp8 for region A" beside "model"
            # "... 2x over spec decode on H100 GPUs." leading in a list: a card in a
            # sentence with its own figure is that figure's, not the list's setup
            or (category == "hardware" and m not in doc.context[category])
        )
    ]
    outcome: object = kept[-1] if kept else None
    if category == "engine" and len({m.name for m in kept}) > 1:
        # "GGUF quant ladder - llama.cpp / Ollama", "vLLM vs SGLang vs LMDeploy:": a lead-in
        # naming several engines says the list is about them all and names no single one for
        # its bullets (LABELLING: a heading "llama.cpp / Ollama")
        outcome = _SEVERAL
    doc.flags[key] = outcome
    return outcome


_LEAD_DEPTH = 3  # how many lead-ins up a nested bullet reads


def _outer(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """Beyond the figure's block: the list's lead-in, the headings above, the page, the title."""
    layout = doc.layout
    if layout is not None:
        lead = layout.lead_ins.get(local.block.start)
        for _ in range(_LEAD_DEPTH):
            if lead is None:
                break
            outcome = _lead_in_names(category, lead.start, lead.end, doc)
            if outcome is _SEVERAL:
                break  # the headings above are read as for a lead-in naming none
            if isinstance(outcome, Mention):
                return outcome
            # "- 14B, AWQ" / "  - Decode:" / "    - ours: 31.5": a bullet nested two levels
            # down takes what the bullet above its group names
            lead = layout.lead_ins.get(lead.start)
        level = 99
        for span, depth in layout.enclosing(fig.start):  # the sections over it, innermost first
            if depth >= level:
                continue
            level = depth
            named = [
                m
                for m in heading_names(category, span.start, span.end, doc)
                if not doc.once(supported_only, m)
            ]
            single = _single(category, named, doc)
            if single is not None:
                return single
    if (
        category in ("hardware", "engine")
        and fig.metric == MEMORY
        and not run_memory(fig, local, doc)  # "279.9 tok/s (13.6 GB VRAM)": the run's use
    ):
        # "GLM-5 in BF16 weighs 19 GB" on a page about Ollama on an RTX PRO 6000: a model's
        # size or need holds on any machine or engine; only its own row, item, paragraph or
        # heading ties it to one run's (a card's capacity is no claim: reading rules §4)
        return None
    # the names stated apart from any figure (``_Doc.set_busy`` runs before any figure is
    # resolved): a name in another figure's sentence or row is that figure's setup
    items = doc.context[category].items
    if category in ("hardware", "precision", "mode") and layout is not None:
        # a card, quantisation or method another post names is another setup's (reading rules
        # §1); the engine a thread discusses stays the thread's, a title's method too
        items = same_post(items, fig.start, layout)
    elif category == "engine" and layout is not None:
        items = same_quote(items, fig.start, layout)  # "> ... with transformers": the quote's
    if doc.from_setup_table:
        # "| GPU | 8x H200 |" in a table of the setup alone sets up the figures below it; a
        # "recommended hardware" table after a page's figures is not where they ran
        items = [m for m in items if not (m.start in doc.from_setup_table and m.start > fig.start)]
    if category == "hardware":
        # "(e.g. Llama 13B on an A100)": an example names a kind of machine, not the run's;
        # "I had an RTX 2060", "my old 3060": a machine the writer no longer runs on
        items = _kept_apart(category, items, doc)
    if layout is not None and category == "mode":
        # a decoding method stated apart from any figure is context only within the
        # figure's own section: a model card's description of the model names no run's mode
        # (the figure's own list item or paragraph stays its context: "up to 3.6x. We now
        # support speculative decoding" reads the same under a heading as without one)
        above = layout.enclosing(fig.start)
        if above:
            section, block = above[0][0].end, local.block
            items = [
                m
                for m in items
                if section <= m.start < fig.start or block.start <= m.start < block.end
            ]
    if category in ("mode", "precision"):
        # "features (continuous batching, speculative decoding, LoRA)", "Quantization
        # support: FP8, AWQ, GPTQ": a method or scheme listed among features is supported,
        # not the one the figures ran with
        items = _kept_apart(category, items, doc)
    if category == "engine":
        # "runtimes tested: oMLX, Ollama, and ds4": an engine listed among other names (known
        # or not) is one of several, not the one a figure stated apart ran on; "(vLLM, 8x
        # H100)" lists one run's setup, and keeps it; "combinable with techniques such as
        # vLLM, ...": an example, not the run's; a bullet of an earlier section is its own
        items = bullets_of_other_sections(_kept_apart(category, items, doc), fig, doc)
        items = past_baselines(items, local, doc)  # "… llama.cpp as the baseline"
        # own_project.py: what it builds on, not ran; in an unlisted engine's repository,
        # what it is set against
        items = [] if doc.own_project or doc.unlisted_repo else items
    if category in ("mode", "engine", "precision", "hardware"):
        # nor does a method, engine or precision stated after the figure outside its own
        # paragraph or item ("it also allows 4-bit quantization" closing a page): a setup is
        # stated before its figures. A card stated after the figure is not its card even in
        # its own paragraph ("... 500 tokens/s. Eight of them replace 100 H100s"; a later
        # "trained on 4x A100" bullet): it belongs to what follows it or to a comparison.
        # A post's closing line ("This is with llama.cpp, Q4_K_M", a "Reproduction" block) or a
        # keyed "Setup:" line names the runs' setup (LABELLING, tenth pass); a later section not.
        block = local.block
        if category == "hardware":  # in order: those before the figure, then those stated later
            first = bisect_left(items, fig.start, key=attrgetter("start"))
            later = runs_setup_after(items, first, doc)
            if later:
                unit_end = unit_end_of(fig, local, doc)
                later = runs_setup_reaching(later, unit_end, doc)
            kept = items[:first] + later
        else:
            if category == "engine" and not doc.thread:
                block = _Span(block.start, page_paragraph_end(fig, block, doc))
            item = glyph_item(doc.text, block.start, fig.start)
            if item is not None:  # "• ... 1.9x" over "• works on MTP": the next bullet's
                block = _Span(*item)
            kept = [m for m in items if m.start < fig.start or block.start <= m.start < block.end]
            kept += keyed_after(items, fig, kept, doc)
            kept = kept or (sole_engine_after(items, doc) if category == "engine" else [])
        if category != "mode" and doc.thread and layout is not None:
            post = set(same_post(items, fig.start, layout))
            kept = [m for m in items if m in post or m.start < fig.start]
        items = kept
    if category == "hardware" or (category == "engine" and titled_subject(doc)):
        titled = {m.name for m in doc.title_mentions[category]}
        if len(titled) == 1 and len({m.name for m in items} | titled) > 1:
            # "ROCm vs Vulkan on the RX 7900 XTX" over "I swapped the old RTX 3060 for an
            # RX 7900 XTX": of the cards a post names, the title's is the one it measures
            named = [m for m in items if m.name in titled]
            if named:
                return named[0]
    if category in ("hardware", "precision") and len({m.name for m in items}) == 1:
        # the post's own setup line beats the title ("Model: ...-NVFP4" under an FP8 title)
        return items[0]
    if category == "engine" and not items and (sided := title_side(fig, local, doc))[0]:
        return sided[1]  # "259 vs 102 tok/s" under "OurServe vs Ollama": Ollama's is the 102
    # the page's first statement of its setup ("8xH100" before "the H100s")
    found = _single(category, [*items, *doc.title_mentions[category]], doc, first=True)
    if found is None and category == "engine":  # "I served it with vLLM." over its runs
        found = engine_above(items, fig, local, doc)
    if found is None and category == "hardware":
        # of several cards, the one right above the block, no figure between ("worse on my
        # MI210." over a pasted log); a post's one card, in its opening lines, sets up all
        found = nearest_above(items, fig, local, doc) or opening_card(
            fig, local, doc, lambda m: _set_aside(m, doc) or change_entry(m, doc)
        )
    if category == "mode":
        found = title_method(doc) if found is None else titled_method_of(found, doc)
    # "during autoregressive decoding, each token ...": plain decoding described in a text
    # that names no drafting method is how all decoding works, not a run's stated mode
    # ("no spec", a drafter switched off, is a run's condition: plain_described)
    if category == "mode" and found is not None and found.name == PLAIN_MODE:
        return None if described_only(found, doc) else found
    return found
