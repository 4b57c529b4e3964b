"""How far a card named apart from any figure reaches in a thread.

A thread's posts are apart: an author line ("octocat · comment", "octocat commented on 3
May") or a thematic break (---) parts two posts, and a card or a quantisation one post names
is not the setup of another post's figures. In a dump of dated replies the thread's opening
post and a writer's own earlier posts still set up a reply's figures. A break followed by a
heading only parts a page's sections. A quoted block ("> I use an A100") is another writer's
post too: its card does not reach the reply's figures, nor the reply's card the quote's.

On a page a card named after a figure is not its card (a setup is stated before its
figures), unless its sentence says it describes the page's runs ("All runs used an RTX
3060").
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from watcher.claims.document import _Doc, _Figure, _Local, _Span, baseline_in
from watcher.claims.engine_keys import keyed_engine
from watcher.claims.engines import RUNS_ON, _without_backends
from watcher.claims.layout import Layout
from watcher.claims.names import Mention
from watcher.claims.naming import _ENDS_ENTRY, _single
from watcher.claims.required_sizes import required_size
from watcher.claims.run_needs import run_on_card


def _quote_of(at: int, layout: Layout) -> int:
    """The index of the quoted block holding ``at``, or -1 outside any."""
    i = bisect_right(layout.quote_starts, at) - 1
    if i >= 0 and at < layout.quotes[i].end:
        return i
    return -1


def same_post(items: list[Mention], at: int, layout: Layout) -> list[Mention]:
    """The mentions written in the same post as the figure at ``at``, or stated before it
    in a post that still sets it up (see ``_reaches``)."""
    if layout.posts:
        starts = [p.start for p in layout.posts]
        own = bisect_right(starts, at) - 1
        items = [m for m in items if _reaches(m.start, at, own, starts, layout)]
    if layout.quotes:
        own_quote = _quote_of(at, layout)
        items = [m for m in items if _quote_of(m.start, layout) == own_quote]
    return items


def same_quote(items: list[Mention], at: int, layout: Layout) -> list[Mention]:
    """The mentions outside any quoted block, or in the one holding the figure at ``at``: a
    quote ("> ...", a quoted reply or a callout) names its own setup, not the page's."""
    if not layout.quotes:
        return items
    own = _quote_of(at, layout)
    return [m for m in items if _quote_of(m.start, layout) in (-1, own)]


def _reaches(start: int, at: int, own: int, starts: list[int], layout: Layout) -> bool:
    """True when a name at ``start`` sets up the figure at ``at``, in post ``own``.

    A post's own names do; a later post's never (a reply is written after the figures above
    it). Across dated replies of a thread dump ("octocat · comment · 2023-05-09"), the
    thread's opening post (the issue and the setup it reports) and the writer's own earlier
    posts still set up a reply's figures, while another writer's reply does not: its card is
    another setup (reading rules §1). An undated author line, a "wrote:" line or a --- rule
    parts posts fully.
    """
    p = bisect_right(starts, start) - 1
    if p == own:
        return True
    if start > at or not all(layout.posts[i].dated for i in range(p + 1, own + 1)):
        return False
    opening = p < 0 or (p == 0 and starts[0] == 0)
    writer = layout.posts[own].writer
    return opening or (writer is not None and layout.posts[p].writer == writer)


_SENTENCE_REACH = 300


def _sentence_around(doc: _Doc, at: int, end: int) -> tuple[int, int]:
    """The sentence (or table line) holding text[at:end], as the figures' sentences are cut,
    looked at within a bounded reach."""
    if doc.sentences is None:
        return at, end
    own = doc.sentences.around(at)
    return max(own.start, at - _SENTENCE_REACH), min(max(own.end, end), end + _SENTENCE_REACH)


def card_just_before(
    earlier: list[Mention], local: _Local, doc: _Doc, category: str = "hardware"
) -> Mention | None:
    """The one card the sentence right before the figure's own names, when the figure's
    paragraph names several before it: "My laptop has an M1. At 4-bit it reaches 16 tok/s"
    after a line about an H100 cluster (reading rules §2: the nearest unit decides, and a
    setup is stated before its figures).

    ``earlier`` are the paragraph's names of ``category`` (a card, or an engine: "Last year
    it ran on TGI. This spring it moved to SGLang. Decode now sits at 74 tokens/s") before the
    figure. The sentence must hold no figure of its own (its name is then that figure's); one
    naming two names no one, and a name further up the paragraph is not taken.
    """
    own = local.sentence or local.segment
    if doc.sentences is None:
        return None
    lo = max(local.block.start, own.start - _SENTENCE_REACH)
    spans, i = doc.sentences.spans, bisect_left(doc.sentences.starts, own.start) - 1
    if i < 0 or spans[i].end > own.start or spans[i].end <= lo:
        return None
    start = max(spans[i].start, lo)
    if doc.busy_starts_between(start, own.start):
        return None
    return _single(category, [m for m in earlier if start <= m.start < own.start], doc)


def stated_with_other_engine(card: Mention, local: _Local, doc: _Doc) -> bool:
    """True when a card named outside the figure's sentence was stated with other engines
    than the one the figure's own sentence names: "on vLLM across two RTX PRO 6000s" and
    then "on an SGLang FP8 setup TG was stuck at 25 tok/s": the card is the vLLM setup's."""
    own = local.sentence or local.segment
    # the sentence's own engines, read once per sentence: each of its figures asks
    key = ((stated_with_other_engine, own.end), "engines", own.start)
    mine = doc.flags.get(key)
    if not isinstance(mine, frozenset):
        named = doc.near("engine", own.start, own.end)
        mine = doc.flags[key] = frozenset(m.name for m in named if not doc.is_baseline(m))
    if not mine:
        return False
    if card in doc.index["hardware"]:
        lo, hi = _sentence_around(doc, card.start, card.end)
        text, named = doc.text, doc.near("engine", lo, hi)
        subjects = [m for m in named if not doc.is_baseline(m)]
    else:  # a title's card: the title's engines
        text, named = doc.title, _without_backends(doc.title, doc.lex.find("engine", doc.title))
        subjects = [m for m in named if not baseline_in(text, m)]
    if any(_PEER.search(text, max(0, m.start - 10), m.start) for m in named):
        return False  # "vLLM vs Ollama vs TensorRT on RTX 5090": a card every side ran on
    with_card = {m.name for m in subjects}
    return bool(with_card) and not (with_card & mine)


# "vLLM vs Ollama vs llama.cpp on RTX 5090": the sides of a plain "vs" are peers, each run on
# the card named with them (unlike "faster than X", where X is only the yardstick)
_PEER = re.compile(r"(?<![a-z])(?:vs\.?|versus)[ \t]{1,2}$", re.IGNORECASE)


# "ollama run", "vllm serve", "python -m sglang.launch_server": an engine's own command, as
# opposed to its bare name
_COMMAND = re.compile(r"\w[ \t]+\w|\.[a-z]+_[a-z]", re.IGNORECASE)


def is_command(m: Mention, text: str) -> bool:
    """True for an engine mention written as the engine's own command or server module."""
    return _COMMAND.search(text, m.start, m.end) is not None


# a log line's label: "slot print_timing: id 0 ...", "#running-req: 20", "Avg generation
# throughput: 60.1 tokens/s" (the name ends in its colon)
_LINE_LABEL = re.compile(r"[ \t]{0,4}:")


def _printed_line(m: Mention, text: str) -> bool:
    """True for a tool name that labels a printed log line rather than a command run: a fork
    named after the engine prints the same lines (the vocabulary's tools note)."""
    return text[m.end - 1 : m.end] == ":" or _LINE_LABEL.match(text, m.end) is not None


def launched_in_post(engine: Mention, at: int, doc: _Doc) -> bool:
    """True when the post holding the figure at ``at`` runs ``engine``'s own command before it.

    In a repository named after an engine ("mini-sglang", "llama-cpp-rs") the engine's bare
    name mostly names the repository's own project; a post that launches the engine itself
    ("python3 -m sglang.launch_server ..." over "sglang tp=2 benchmark:") names the engine
    for the figures that follow (reading rules §1: the text names the engine for the figure).
    """
    if is_command(engine, doc.text) and not _printed_line(engine, doc.text):
        return True
    ran = [
        m
        for m in doc.index["engine"].items
        if m.name == engine.name
        and m.start < at
        and is_command(m, doc.text)
        and not _printed_line(m, doc.text)
    ]
    if ran and doc.layout is not None:
        ran = same_post(ran, at, doc.layout)
    return bool(ran)


def titled_subject(doc: _Doc) -> bool:
    """True when a page's title names one engine as its subject over the others it names
    ("vLLM beats Ollama in throughput"): of the engines the page names, the title's is the
    one its unattributed figures are about (reading rules §1: the page title is context).
    Not in a thread, whose title is the first writer's, nor for a title setting engines side
    by side ("vLLM vs Ollama vs llama.cpp"), whose sides are peers."""
    if doc.thread or not doc.title_mentions["engine"]:
        return False
    named = doc.lex.find("engine", doc.title)
    return not any(_PEER.search(doc.title, max(0, m.start - 10), m.start) for m in named)


def titled_among(named: list[Mention], doc: _Doc) -> Mention | None:
    """Of the engines a paragraph names for a figure that names none, the one the title
    names as its subject: under "vLLM beats Ollama", a paragraph weighing both that ends "at
    32 requests it is 3x faster" is about vLLM (reading rules §1: the title is context; a
    title setting engines side by side has no subject, see ``titled_subject``)."""
    titled = {m.name for m in doc.title_mentions["engine"]}
    if len(titled) != 1:
        return None
    return next((m for m in reversed(named) if m.name in titled), None)


# "a 70B model requires 140 GB", "you need about 70 GB", "требует 60+ ГБ", "требования в 70+ ГБ",
# "要求显存 100GB+":
# a size stated as what a model needs (present tense: "it needed 24 GB on my 3090" reports
# a run)
_NEED = re.compile(
    r"(?<![a-z])(?:needs?|requires?|requirements?|demands?)(?![a-z])"
    r"|(?<![а-яё])(?:треб(?:у|ова)\w{0,6}|нужн\w{0,2})|要求|需要|需占用|(?<![a-zäöü])benötigt"
    r"|(?<![a-z])(?:nécessite|requiere|necesita)",
    re.IGNORECASE,
)
_NEED_REACH = 90


def stated_as_need(fig: _Figure, local: _Local, doc: _Doc, card: Mention | None) -> bool:
    """True for a memory figure its sentence states as a need: a model's requirement holds on
    any machine, so a card the sentence names ("requires 140 GB and two A100s", "your RTX
    4090" beside "70+ GB of VRAM") is not where it was measured (LABELLING: a requirement is
    memory with no GPU; reading rules §4: a card's capacity is no claim). The need may also be
    written right at the figure ("3.95 GB needed", "需68GB显存": ``required_size``)."""
    own = local.sentence or local.segment
    lo = max(own.start, fig.start - _NEED_REACH)
    need = _NEED.search(doc.text, lo, fig.start)
    if need is None and card is not None and fig.end <= card.start <= fig.end + _NEED_REACH:
        # "A 70B model in FP16 (140 GB) fits on a single MI300X": a capability (LABELLING)
        need = _FITS_ON.search(doc.text, fig.end, card.start)
    if need is not None and not run_on_card(card, need.start(), doc):
        return True
    return required_size(fig, local, doc)


# a size said to fit on the card after it: what the card can hold, not a run on it
_FITS_ON = re.compile(
    r"(?<![a-z])(?:fits?|fitting|(?:can|could)[ \t]{1,2}(?:run|fit))[ \t]{1,2}(?:on|in|into)"
    r"(?![a-z])|可在|适配",
    re.IGNORECASE,
)


def page_paragraph_end(fig: _Figure, block: _Span, doc: _Doc) -> int:
    """Where the figure's paragraph ends on a page: at the end of its line when the line
    ends its sentence ("... 27 tok/s.\nApple's MLX framework is ..."), since unmarked page
    text puts each paragraph on its own line; else where its block ends (a wrapped line
    runs on). An engine named after the figure beyond this is the next paragraph's (a setup
    is stated before its figures)."""
    line_end = doc.text.find("\n", fig.end, block.end)
    if line_end > 0 and _ENDS_ENTRY.search(doc.text, line_end - 2, line_end):
        return line_end
    return block.end


# "I work on Atlas, a different engine", "measured in another framework", "a cross-engine data
# point": the post's runs are on an engine other than the repository's
_ANOTHER_ENGINE = re.compile(
    r"(?<![a-z])(?:(?:a[ \t]different|another|some[ \t]other|a[ \t]separate)[ \t]"
    r"(?:inference[ \t]|serving[ \t])?(?:engine|framework|runtime|stack)"
    r"|cross[ \t\-]engine)(?![a-z])",
    re.IGNORECASE,
)


def on_another_engine(at: int, doc: _Doc) -> bool:
    """True when the post holding the figure at ``at`` says, before it, that its runs are on
    another engine than the repository's (reading rules §1: context does not imply an engine
    when the text names another engine for the figure)."""
    hits = [h for h in doc.all_in(_ANOTHER_ENGINE, 0, at)]
    if not hits:
        return False
    if doc.layout is None:
        return True
    marks = [Mention("engine", "other", h[0], h[1]) for h in hits]
    return bool(same_post(marks, at, doc.layout))


def card_run_elsewhere(card: str, implied: str, doc: _Doc) -> bool:
    """True when the page's table rows tie the figure's card only to engines other than the
    one its context implies: in an mlx-lm issue whose table runs the 2x3090 on llama.cpp,
    "the 2x3090 is 7x faster" is no mlx-lm figure (reading rules §1: context does not imply
    an engine when the text names another engine for that figure). The rows are read once
    per page."""
    key = (None, "card_engines", 0)
    cached = doc.flags.get(key)
    by_card: dict[str, set[str]] = cached if isinstance(cached, dict) else {}
    if not isinstance(cached, dict):
        for row in doc.row_spans:
            engines = {m.name for m in doc.index["engine"].between(row.start, row.end)}
            if not engines:
                continue
            for m in doc.index["hardware"].between(row.start, row.end):
                by_card.setdefault(m.name, set()).update(engines)
        doc.flags[key] = by_card
    named = by_card.get(card, set())
    # "MLX" in a row of an mlx-lm issue is mlx-lm's run: a library under the implied engine
    return bool(named) and not named & {implied, *RUNS_ON.get(implied, ())}


def _in_item(at: int, layout: Layout) -> bool:
    """True when ``at`` lies inside one of the page's list items."""
    i = bisect_right(layout.items, at, key=lambda span: span.start) - 1
    return i >= 0 and at < layout.items[i].end


def bullets_of_other_sections(items: list[Mention], fig: _Figure, doc: _Doc) -> list[Mention]:
    """``items`` less the names stated in a list item of a section before the figure's own,
    and those in another section's heading over figures of its own.

    A bullet's details belong to that bullet (reading rules §2: details never leak from one
    line into the next bullet), and a section earlier on the page is about another setup
    (reading rules §1: nothing is taken from elsewhere in the page): "- works with vLLM's
    ARM build" in an overview does not name the engine of a later section's table. Names in
    the figure's own section, in prose or in headings, stay.
    """
    layout = doc.layout
    if layout is None:
        return items
    above = layout.enclosing(fig.start)
    if not above:
        return items
    section, text = above[0][0].start, doc.text
    enclosing = {span.start for span, _ in above}
    return [
        m
        for m in items
        if not _heads_other_runs(m.start, enclosing, layout, doc)
        and (
            m.start >= section
            or keyed_engine(m, text)  # "- Runtime: Ollama": the page's setup, not a bullet's
            or not (
                _in_item(m.start, layout)
                # a bullet written as a character in plain text ("• pairs well with ...")
                or _BULLET_LINE.match(text, text.rfind("\n", 0, m.start) + 1, m.start)
            )
        )
    ]


def _heads_other_runs(at: int, enclosing: set[int], layout: Layout, doc: _Doc) -> bool:
    """True when ``at`` lies in a heading that is not over the figure and whose own section
    holds figures: "## Hugging Face" over one pasted run names that run's engine, not the
    next "## Eole" section's (reading rules §2: the heading above the figure decides). A
    heading over no figures of its own ("## Setup: llama.cpp") stays the page's context."""
    starts = layout.memo.get("heading starts")  # ``enclosing`` lists them once per text
    if starts is None:
        return False
    i = bisect_right(starts, at) - 1
    if i < 0 or not at < layout.headings[i][0].end or starts[i] in enclosing:
        return False
    end = starts[i + 1] if i + 1 < len(starts) else len(doc.text)
    return doc.busy_starts_between(layout.headings[i][0].end, end)


# a line opening a list item in plain text: "- ", "* ", "• "
_BULLET_LINE = re.compile(r"[ \t]{0,8}[-*•][ \t]")
