"""Figures quoted from another document: its setup is not the writer's.

A list led in by "like:" or "for example:" illustrates, and so does a walk-through of
numbered steps ("Step 1: Target → token₁ (200ms)"); their figures are no claims.

"reproduce the 2298 tokens/s reported in your blog", "the document shows it will reach
640 token/s", a table under "According to the benchmark info on the project frontpage:" —
the figure is the other document's (or, "I have seen others reach 1000 tps", another
user's), so a card the writer names for their own runs elsewhere in the post is not its
hardware. A card in the figure's own sentence or row still is.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Local
from watcher.claims.layout import Layout
from watcher.claims.names import Mention
from watcher.claims.scope import stated_with_other_engine

_DOCUMENT = (
    r"(?:blog(?:[ \t]post)?|post|docs?|documentation|document|readme|paper|article|"
    r"(?:front[ \t]?|home[ \t]?|model[ \t]|project[ \t])?page|website|site|report|announcement)"
)
_QUOTED = re.compile(
    r"(?<![a-z])(?:"
    rf"(?:reported|claimed|advertised|published|stated|listed|shown|quoted)[ \t]+(?:in|on|by)[ \t]+"
    rf"(?:your|the|their|its|this|that|our)[ \t]+(?:[\w-]+[ \t]+){{0,2}}{_DOCUMENT}"
    rf"|(?:the|your|their|its)[ \t]+{_DOCUMENT}[ \t]+(?:shows|says|claims|states|lists|reports)"
    rf"|according[ \t]+to[ \t]+(?:your|the|their|its)[ \t]+(?:[\w-]+[ \t]+){{0,6}}{_DOCUMENT}"
    # "failed to reproduce the given speedup (x3.03)": the figure a project published
    r"|(?:the|your|their|its)[ \t]+(?:given|reported|claimed|published|advertised|official)"
    r"[ \t]+(?:speed[ \t\-]?up|speed|results?|numbers?|figures?|throughput)"
    # "I have seen others reach 1000 tps", "some users report 80 tok/s": another user's run
    r"|(?:others|other[ \t](?:people|users|folks)|someone[ \t]else|some[ \t](?:people|users|folks)"
    r"|users|customers|(?:production[ \t])?deployments)"
    r"[ \t]+(?:(?:have|had|can|could|who)[ \t]+)?(?:reach(?:ed|ing)?|get|got|getting"
    r"|report(?:ed|ing)?|claim(?:ed|ing)?|achieve[sd]?|hit|mention(?:ed)?)"
    r")(?![a-z])",
    re.IGNORECASE,
)
# "CPU only - 1.88x", "Только CPU", "| CPU decode | 5.9 tok/s |": a run without the post's GPU
_CPU_ONLY = re.compile(
    r"(?<![a-z])(?:cpu[ \t\-]?only|(?:only|pure)[ \t](?:the[ \t])?cpu|только[ \t]cpu"
    r"|仅[ \t]?cpu|纯[ \t]?cpu"
    r"|cpu[ \t](?:decode|decoding|prefill|inference)"
    # "CPU 12 threads: 9 tok/s", "-ngl 0" (llama.cpp offloads no layer to the GPU)
    r"|cpu[ \t,(]{1,3}\d{1,3}[ \t]?(?:threads?|cores?)"
    r"|(?:-ngl|--n-gpu-layers|--gpu-layers)(?:[ \t]{1,2}|=)0(?![\d.])"
    r"|cpuのみ)(?![a-z])",
    re.IGNORECASE,
)
# a paper and its kin: a preprint, a technical report, a whitepaper
_PAPER_NOUN = r"(?:paper|preprint|(?:technical|tech)[ \t]+report|white[ \t]?paper)"
# "the Eagle3 paper reports ~4.4x", "according to the official technical report", "论文中":
# a figure from a paper (reading rules §1)
_PAPER = re.compile(
    r"(?<![a-z])(?:(?:in|from|per|according[ \t]to)[ \t]+(?:the|their|its|this|that|our)[ \t]+"
    rf"(?:[\w'’-]+[ \t]+){{0,3}}{_PAPER_NOUN}"
    rf"|{_PAPER_NOUN}[\W]{{0,3}}[ \t]+(?:reports?|reported|shows?|showed|claims?|claimed|states?"
    r"|lists?|finds?|found))(?![a-z])"
    r"|论文中|论文显示|論文では",
    re.IGNORECASE,
)
_LEAD_REACH = 160  # how far above a table or list its lead-in line may stand


# "I get 71 tok/s, while the document shows 640": a contrast parts the writer's own clause
# from the quoted one
_CONTRAST = re.compile(
    r"(?<![a-z])(?:while|whereas|but|although|though|however|yet)(?![a-z])|[;；]",
    re.IGNORECASE,
)


def quoted_from_elsewhere(local: _Local, doc: _Doc, at: int | None = None) -> bool:
    """True when the figure's sentence, or the line leading into its block, cites a document.

    With the figure's position ``at``, a citation its sentence sets apart by a contrast ("The
    result I get is 71 tok/s while the document shows 640") is the other clause's only.
    """
    own = local.sentence or local.segment
    hits = doc.scan(_QUOTED, own.start, own.end)  # scanned once per row or sentence
    if at is not None:
        hits = [h for h in hits if not doc.found_between(_CONTRAST, min(at, h[1]), max(at, h[0]))]
    if hits:
        return True
    lo = max(0, local.block.start - _LEAD_REACH)
    hi = lo + len(doc.text[lo : local.block.start].rstrip())
    if hi == lo or doc.text[hi - 1] != ":":
        return False  # only a lead-in line ("According to ...:") speaks for the block under it
    lead = doc.text.rfind("\n\n", max(0, hi - _LEAD_REACH), hi)
    lo = lead + 2 if lead >= 0 else max(0, hi - _LEAD_REACH)
    return _QUOTED.search(doc.text, lo, hi) is not None


# "SGLang reached 104 tok/s on the same card", "SGLang: 2,100 tok/s same setup": the
# sentence points back to the card before (with or without its article)
_SAME_CARD = re.compile(
    r"(?<![a-z])(?:(?:the|that|this)[ \t]{1,2})?(?:same|identical)[ \t]{1,2}(?:\w+[ \t]{1,2})?"
    r"(?:cards?|gpus?|hardware|machines?|box|node|rig|system|setup|instance|accelerators?|chips?)"
    r"(?![a-z])",
    re.IGNORECASE,
)


def own_card(hw: Mention | None, local: _Local, doc: _Doc, at: int | None = None) -> Mention | None:
    """The hardware mention, unless the card is named elsewhere and the figure is quoted
    or ran on the CPU only."""
    if hw is None:
        return None
    own = local.sentence or local.segment
    if own.start <= hw.start < own.end and hw in doc.index["hardware"]:
        return hw  # (a title's card has offsets of its own: it is never in the sentence)
    if doc.scan(_CPU_ONLY, own.start, own.end):
        return None  # a CPU-only run: the post's GPU is not its hardware
    if stated_with_other_engine(hw, local, doc) and not doc.scan(_SAME_CARD, own.start, own.end):
        return None  # the card was named for another engine's setup (not "on the same card")
    return None if quoted_from_elsewhere(local, doc, at) else hw


# "A table giving info like:", "e.g.:", "for example:": the list under it illustrates
_EXAMPLE_LEAD = re.compile(
    r"(?<![a-z])(?:like|e\.g\.?|for[ \t]example|for[ \t]instance|such[ \t]as|例如|比如)"
    r"[ \t]*[:：]\W{0,3}$",
    re.IGNORECASE,
)


def example_items(layout: Layout) -> list[tuple[int, int]]:
    """The (start, end) of list items led in by an example phrase: mock figures, no claims."""
    out = []
    leads: dict[tuple[int, int], bool] = {}  # a list's items share their lead-in: read once
    for item in layout.items:
        lead = layout.lead_ins.get(item.start)
        if lead is None:
            continue
        key = (lead.start, lead.end)
        if key not in leads:
            leads[key] = _EXAMPLE_LEAD.search(layout.text, lead.start, lead.end) is not None
        if leads[key]:
            out.append((item.start, item.end))
    return out


_STEP_LINE = re.compile(r"(?:^|\n)[ \t>*\-]*step[ \t]?\d{1,2}[ \t]*[:：.)]", re.IGNORECASE)


# "Let's do some quick math.", "Back-of-the-envelope:", "Napkin math:": a paragraph that
# opens by announcing arithmetic works figures out (LABELLING: written-out arithmetic,
# worked examples); the announcement must open the paragraph
_MATH_LEAD = re.compile(
    r"[\s>*_#\-]{0,6}(?:so[, \t]{1,2})?(?:(?:let's|let’s|let[ \t]us)[ \t]do[ \t](?:the|some)"
    r"[ \t](?:quick[ \t]|rough[ \t])?(?:math|maths|arithmetic)"
    r"|(?:some[ \t])?(?:quick|rough|napkin|back[ \t\-]of[ \t\-](?:the[ \t\-])?(?:envelope|napkin))"
    r"[ \t](?:math|maths|arithmetic|calculation|estimate)s?"
    r"|back[ \t\-]of[ \t\-](?:the[ \t\-])?(?:envelope|napkin))(?![a-z])",
    re.IGNORECASE,
)


def is_walkthrough(text: str, start: int, end: int) -> bool:
    """True for a block of two or more "Step N:" lines, or one that opens by announcing
    arithmetic ("Let's do some quick math."): a worked example, not a run."""
    if _MATH_LEAD.match(text, start, end) is not None:
        return True
    first = _STEP_LINE.search(text, start, end)
    return first is not None and _STEP_LINE.search(text, first.end(), end) is not None


def from_paper(local: _Local, doc: _Doc) -> bool:
    """True when the figure's sentence says it comes from a paper: no engine is implied."""
    own = local.sentence or local.segment
    return bool(doc.scan(_PAPER, own.start, own.end))


# "Our engine reaches 150 tok/s" after "vLLM (Kwon et al.) introduced paged attention": the
# sentence credits the writer's own engine, which the rules do not list (LABELLING: a
# project's own engine leaves the engine null)
_OWN_SYSTEM = re.compile(
    # ("on my system" is a machine, not an engine)
    r"(?<![a-z])(?:our|my)[ \t]{1,2}(?:own[ \t]{1,2})?"
    r"(?:(?:inference|serving)[ \t]{1,2}(?:system|engine)|engine|framework|runtime)(?![a-z])"
    # a row or column labelled "Ours" / "(ours)"
    r"|(?<![a-z])ours(?![a-z])",
    re.IGNORECASE,
)


def own_engine(engine: Mention | None, local: _Local, doc: _Doc) -> Mention | None:
    """The engine mention, unless it is named outside the sentence of a paper's figure, or
    outside a sentence that credits the figure to the writer's own system."""
    if engine is None:
        return None
    own = local.sentence or local.segment
    # a title's mention counts its offsets in the title: it is never in the sentence
    if own.start <= engine.start < own.end and engine in doc.index["engine"]:
        return engine
    if doc.scan(_OWN_SYSTEM, own.start, own.end):  # once per sentence or row, not per figure
        return None
    return None if from_paper(local, doc) else engine
