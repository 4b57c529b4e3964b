"""Read performance claims from text: the entry point.

``extract_claims(text, vocabulary, source, title, date)`` returns the claims of a text;
``read(...)`` also says whether the text was cut to ``MAX_TEXT`` first. Pure, deterministic
and offline: no model, no network, no database. The work is split by job:

- ``normalize``: mojibake, Unicode (NFKC), zero-width characters, HTML comments, size limit;
  ``hanzi`` maps traditional Chinese characters to simplified ones; ``statcards`` joins a
  stat card's figure line to the unit caption under it; ``split_rows`` a table row broken
  after its first cell or after each; ``link_text`` writes a Markdown link as the words it
  shows ("[vLLM](https://github.com/vllm-project/vllm)" as "vLLM");
- ``layout``: Markdown structure (markdown-it-py) rendered as blocks, list items, tables;
  ``shapes`` and ``tabbed`` read every other table shape (HTML, aligned, tab-separated,
  box-drawn, copied without borders), ``flat``, ``glued`` and ``unrolled`` the tables a
  page's converter flattened or mangled, ``spanned``/``spanned_table`` header rows that span
  the names below, ``bench_columns`` llama-bench's CSV, and ``grid`` writes each as the one
  pipe table; ``plain_headings`` reads numbered, bold and title-case lines as headings;
- ``units``: lines, blocks, sentences and pipe tables of the rendered text;
- ``numbers`` and ``patterns``: how numbers, units and setup words are written;
- ``metric``: what a number with a unit measures (metric, unit, kind); ``memory_keys``
  whose memory a size is (what a machine has, or what a run used); ``durations`` times as
  tools print them ("2m30.23s"); ``multiple_kinds`` and ``speedup_column`` which multiples
  are speedups; ``column_units`` and ``stated_above`` a table's unit from a header naming
  its metric alone or from the caption or lead-in above it;
- ``stream`` and ``stream_words``: whether a generation rate is one stream's or a server's
  under load (``own_words``: a figure's own clause); ``prompt_time`` whether its clock
  includes the prompt (then the total); ``printed_modes`` the method a tool's summary
  names; ``bench_records`` llama-bench's JSON;
- ``figures`` and ``cells``: figures in prose and key/value lines, and in table cells;
  ``sweep`` takes a second look at times and sizes read without a metric word, and
  ``lead_metric`` gives them the one metric a list's lead-in line names; ``continued`` reads
  the bare numbers that continue a figure ("…, versus 31 for FP16"), in its sentence or the next,
  and ``coordinated`` those of a plain coordinated clause after it ("17.8 t/s first, 73 steady");
  ``sentence_figures`` reads a sentence with the one before it: a time takes its metric
  (``carried_times``), "up from 2,907 tokens" its token rate's unit (``elided_rates``);
- ``filters``, ``goals``, ``questions`` and ``side_times``: numbers that are no measurement
  (specs, goals and requirements, questions, settings and steps around a run);
- ``document``: the text's name mentions by position (``names`` finds them, ``alternation``
  groups a category's names by first letter, ``name_context`` reads words that make one none);
- ``setup``: what each figure names, from the nearest unit outward (``table_notes``: a note
  under a table; ``own_project``: a release or README of a project outside the list);
  ``runs_setup`` a sentence that describes the page's runs, after its figures too;
- ``assemble``: one figure and its setup as a ``Claim`` with its standing; this module
  walks the blocks and tables in order and gathers the figures.

Patterns are bounded; rows and sentences are scanned once per pattern and each figure looks
up what lies around it, so run time is linear in the input (``benchmarks/claims_speed.py``):
at most ``MAX_FIGURES`` figures are read and ``MAX_WEIGHED`` numbers with a unit weighed.
"""

from __future__ import annotations

from dataclasses import dataclass

from watcher.claims.assemble import assemble
from watcher.claims.bare_restatements import restatements, restating
from watcher.claims.bench_lines import bench_line_figures
from watcher.claims.bench_records import bench_record_figures
from watcher.claims.broken_rows import rejoined_rows
from watcher.claims.cells import _table_figures
from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.engine_parts import engine_parts
from watcher.claims.engines import (
    _TITLE_TAGS,
    backends_of_repo,
    engine_mentions,
    title_engines,
)
from watcher.claims.examples_repo import examples_engine
from watcher.claims.goals import (
    expectation_sections,
    is_expectation_heading,
    is_target_heading,
    states_now,
)
from watcher.claims.hypotheticals import is_hypothetical
from watcher.claims.implied import _implied_by_source
from watcher.claims.item_ends import end_items_at_cjk_lines
from watcher.claims.jsonkeys import machine_objects, nested_json_figures
from watcher.claims.label_cards import join_label_cards
from watcher.claims.layout import render
from watcher.claims.link_text import visible_links
from watcher.claims.links import outside_urls
from watcher.claims.mainline import mainline_mentions
from watcher.claims.mixed_precisions import without_mixes
from watcher.claims.models import E2E, MEMORY, Claim
from watcher.claims.names import Mention, lexicon_for
from watcher.claims.normalize import normalise, prepare
from watcher.claims.own_project import mark_projects
from watcher.claims.patterns import LOCAL_REACH, MAX_FIGURES, MAX_TEXT, MAX_WEIGHED
from watcher.claims.per_token_rates import per_token_metrics
from watcher.claims.percent_figures import written_as_percent
from watcher.claims.quoted import example_items, is_walkthrough
from watcher.claims.read_owner import note_read
from watcher.claims.restated_rates import restated_metrics
from watcher.claims.run_durations import whole_run_time
from watcher.claims.sections import DIGIT, inside, target_sections
from watcher.claims.sentence_figures import sentence_figures
from watcher.claims.size_needs import needs_heading, size_need_sections
from watcher.claims.split_rows import join_cell_lines, join_split_rows
from watcher.claims.statcards import join_stat_cards
from watcher.claims.text_lines import Lines
from watcher.claims.title_rivals import title_names
from watcher.claims.topic_lists import without_topics
from watcher.claims.units import Sentences, _claim_text, _lines, _tables
from watcher.rules.models import Vocabulary


def extract_claims(
    text: str,
    vocabulary: Vocabulary,
    source: str | None = None,
    title: str | None = None,
    date: str | None = None,
) -> list[Claim]:
    """Every figure in ``text`` as a Claim, with context, standing and what is missing.

    ``source`` (``owner/repo#N`` or a URL) may imply the engine; ``title`` is context only
    (its own figures are not extracted). Claims come in document order.
    """
    return read(text, vocabulary, source=source, title=title, date=date).claims


@dataclass(frozen=True)
class Reading:
    """The claims of one text, whether the text was cut to ``MAX_TEXT`` first, and whether
    reading it stopped at ``MAX_FIGURES`` figures or ``MAX_WEIGHED`` numbers weighed (either
    marks every claim ``truncated``)."""

    claims: list[Claim]
    truncated: bool
    capped: bool = False


def read(
    text: str,
    vocabulary: Vocabulary,
    source: str | None = None,
    title: str | None = None,
    date: str | None = None,
) -> Reading:
    """Like :func:`extract_claims`, also saying whether the text was truncated."""
    prepared = prepare(text or "", MAX_TEXT)
    # a table's rows broken over pipe-closed lines are put back first (``broken_rows``),
    # before the narrower joins of ``split_rows`` could deal a row's last cell to the next;
    # label-over-figure panels are joined before stat cards, which would otherwise give a
    # panel's figure the next field's label as its caption ("2200" over "Prefill tok/s")
    layout = render(
        join_cell_lines(
            join_split_rows(
                join_stat_cards(
                    join_label_cards(
                        end_items_at_cjk_lines(rejoined_rows(visible_links(prepared.text)))
                    )
                )
            )
        )
    )
    text = layout.text
    title = normalise(title or "")[:1000]
    lex = lexicon_for(vocabulary)
    lines = _lines(text)
    text_lines = Lines.of(text, lines)  # split once: the tables, names and rates share them
    tables = _tables(text, lines)
    # a table's rows and header: their names belong to their own row or column only
    row_spans = [row for t in tables for row in (*t.rows, t.header)]
    # a list's items are one unit in which a CPU yields to the accelerator it hosts
    items = frozenset(item.start for item in layout.items)
    mentions = {
        c: lex.find(c, text, joined=items) if c == "hardware" else lex.find(c, text)
        for c in ("engine", "mode", "hardware", "precision")
    }
    mentions["precision"] = without_mixes(text, _kernel_operands(text, mentions["precision"]))
    mentions["hardware"] = outside_urls(text, mentions["hardware"])  # a link names no chip
    table_ranges = [_Span(t.start, t.end) for t in tables]
    sentences = Sentences.of(text, lines, table_ranges)
    titled = title_engines(title, lex)
    mentions["engine"], sentence_only = engine_mentions(text, mentions, lex, titled, sentences)
    implied = _implied_by_source(source, lex)
    implied = examples_engine(implied, source, text, title, lex)  # mlx-examples' MLX scripts
    mentions["engine"] = backends_of_repo(
        text, engine_parts(text, mentions["engine"], text_lines), implied.engine
    )
    mentions["engine"] = mainline_mentions(text, mentions["engine"], lex, implied.engine)
    doc = _Doc(
        text=text,
        lex=lex,
        mentions=mentions,
        title=title,
        title_mentions={
            c: backends_of_repo(title, engine_parts(title, titled.subject), implied.engine)
            if c == "engine"
            else without_topics(  # "Quantization, Speculative Decoding & Benchmarks"
                title,
                title_names(c, title, lex),
                [n for c in ("hardware", "precision", "engine") for n in lex.find(c, title)],
            )
            if c == "mode"
            else title_names(c, title, lex)
            for c in ("engine", "mode", "hardware", "precision")
        },
        row_spans=row_spans,
        layout=layout,
        sentence_only=sentence_only,
        sentences=sentences,
        lines=text_lines,
    )
    doc.thread = implied.pr is not None
    mark_projects(doc, implied.engine)  # "moe-stream 0.1.0", candle's issues: rivals in titles
    if implied.engine is not None:
        # "[MLX] Fix ..." in an SGLang PR: a title's tag names the part of the repository
        # the change touches (a backend, a platform), not another engine that ran
        tags = _TITLE_TAGS.match(title)
        if tags is not None:
            doc.title_mentions["engine"] = [
                m for m in doc.title_mentions["engine"] if m.start >= tags.end()
            ]

    pending: list[tuple[_Figure, _Local]] = []
    busy: list[_Span] = []
    prose: list[tuple[_Span, _Span]] = []  # the sentences read, with their blocks
    targets = target_sections(layout)
    size_needs = size_need_sections(layout)
    doc.needs = size_needs
    expected = expectation_sections(layout)
    heading = ""  # the one-line block before this one: a heading when short
    for block, block_sentences in sentences.blocks:
        first_line_end = text.find("\n", block.start, block.end)
        above, heading = heading, text[block.start : block.end] if first_line_end < 0 else ""
        if is_walkthrough(text, block.start, block.end):
            continue  # "Step 1: ... (200ms)": a worked example's numbers
        first_line = text[block.start : first_line_end] if first_line_end >= 0 else ""
        # "## Memory/Disk Requirements": a model's stated needs, memory; its other figures wanted
        needs = inside(block.start, size_needs) or needs_heading(above, first_line)
        if not needs and (
            is_target_heading(above)
            or is_target_heading(first_line)
            or inside(block.start, targets)
        ):
            continue  # the figures under "Performance Targets": wanted, not measured
        wanted = inside(block.start, expected) or any(
            is_expectation_heading(h) for h in (above, text[block.start : max(first_line_end, 0)])
        )  # "### Expected behavior": what the writer wants back, unless "currently ..."
        nested, records = [], []  # counted out: the rest of the body is not read
        if len(pending) < MAX_FIGURES:
            nested = nested_json_figures(text, block, doc)  # objects span lines: per block
            records = bench_record_figures(text, block, doc)  # llama-bench's JSON records
            records += bench_line_figures(text, block, doc)  # its table pasted without pipes
        if records:
            nested = sorted(nested + records, key=lambda f: f.start)
        k, last = 0, list[_Figure]()  # the figures of the sentence before, in this block
        for sentence in block_sentences:
            if len(pending) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
                if DIGIT.search(text, sentence.start, sentence.end):  # as if it were read:
                    busy.append(sentence)  # its names are its figures' own, not the page's
                continue
            last = figures = sentence_figures(text, sentence, block, last, doc)
            if needs:
                figures = [f for f in figures if f.metric == MEMORY]
            if figures and wanted and not states_now(text[sentence.start : sentence.end]):
                busy.append(sentence)  # a wish names its own setup, as a goal does
                continue
            if not needs:
                prose.append((sentence, block))
            while k < len(nested) and nested[k].start < sentence.start:
                k += 1
            own = {f.start for f in figures}
            while k < len(nested) and nested[k].start < sentence.end:
                if nested[k].start not in own:
                    figures.append(nested[k])
                k += 1
            if figures:
                busy.append(sentence)
                _share_line_load(text, figures)
            elif doc.asides and doc.asides[-1] >= sentence.start:
                # "the 4bit MLX quant runs at around +10 tps": a sentence whose only number
                # was no claim (a difference, a goal) names its own setup, not the page's
                busy.append(sentence)
            peers = tuple(f.start for f in figures)
            ordered_peers = tuple(sorted(peers))
            for fig in figures:
                if len(pending) >= MAX_FIGURES:
                    break
                near = _Span(
                    max(sentence.start, fig.start - LOCAL_REACH),
                    min(sentence.end, fig.end + LOCAL_REACH),
                )
                local = _Local(
                    segment=near,
                    block=block,
                    text=_claim_text(text, sentence, fig),
                    sentence=sentence,
                    peers=peers,
                    ordered_peers=ordered_peers,
                    setup=fig.setup,
                    extra_mentions={c: [m] for c, m in fig.names.items()},
                )
                pending.append((fig, local))
    setup_tables: list[_Span] = []
    for table in tables:
        busy.extend((*table.rows, table.header))  # a header's load is its column's
        caption = text[table.caption.start : table.caption.end].rstrip("\n")
        caption = caption[caption.rfind("\n") + 1 :]
        needs = inside(table.start, size_needs) or needs_heading(caption)
        if not needs and (is_target_heading(caption) or inside(table.start, targets)):
            continue  # a table under "Targets": goals, not measurements
        before = len(pending)
        if before >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
            continue  # the body's figures are counted out: the rest of its tables add none
        for fig, local in _table_figures(text, table, doc):
            if len(pending) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
                break
            if needs and fig.metric != MEMORY:
                continue  # a speed under "Hardware requirements": wanted, not measured
            pending.append((fig, local))
        if len(pending) == before < MAX_FIGURES:  # "| 框架 | Transformers |": the setup only
            setup_tables.append(_Span(table.start, table.end))
    doc.set_busy(busy, setup_tables)
    note_read(doc, [fig.start for fig, _ in pending])  # "95 tok/s, SGLang 110": 110's name
    # the cap reached: what lies past it was not read (a body of exactly the cap says so too)
    capped = len(pending) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED
    cut = prepared.truncated or capped  # either marks every claim ``truncated``
    examples = example_items(layout)
    specs = machine_objects(text) if "{" in text else []

    def assembled_of(items: list[tuple[_Figure, _Local]]) -> list[tuple[_Figure, _Local, Claim]]:
        return [
            (fig, local, claim)
            for fig, local in items
            if (fig.value != 0 or fig.vmax)  # "0.0 tokens/s" while idle: nothing was measured
            and not inside(fig.start, examples)  # "a table like:" mock rows
            # "when someone says “I run it at 25 tok/s”", "If you … see 80 TPS": supposed, no run
            and not is_hypothetical(
                text, (local.sentence or local.segment).start, fig.start, fig.end
            )
            and not inside(fig.start, specs)  # "hardware": {"memory_gb": 48.0}: the machine's
            and not written_as_percent(fig, local, doc)  # "77% / 49%" under "tok/s": a share
            for claim in (assemble(fig, local, doc, implied, source, title, date, cut),)
            # "Total time: 312 s" over a run of many requests: the benchmark's, no request's
            if not (claim.metric == E2E and whole_run_time(fig, local, doc))
        ]

    assembled = assembled_of(pending)
    # "Nearly achieved (68.5)" under "Speed: 68.5 tokens/second": each place is a figure
    read_ = [(fig, claim) for fig, _, claim in assembled]
    again = (
        [] if capped else restatements(text, prose, pending, read_)[: MAX_FIGURES - len(pending)]
    )
    twin_of = {fig.start: twin for fig, _, twin in again}
    assembled += [
        (fig, local, restating(claim, twin_of[fig.start]))
        for fig, local, claim in assembled_of([(fig, local) for fig, local, _ in again])
    ]
    # "312 tok/s" in a headline over "312 tok/s with batching": one measurement's metric
    restated = restated_metrics(assembled, doc)
    # "Throughput: 24 tok/s" beside "TPOT: 41 ms": a rate set against its run's per-token time
    restated = per_token_metrics(assembled, restated, doc)
    found = [(fig.start, claim) for (fig, _, _), claim in zip(assembled, restated, strict=True)]
    found.sort(key=lambda pair: pair[0])
    return Reading(_in_order(found), prepared.truncated, capped)


def _share_line_load(text: str, figures: list[_Figure]) -> None:
    """A caption's load given to one figure of a line holds for the line's other figures:
    in "K=2: 201.69, speedup: 1.51x" under "tokens/s at BS1", the multiple is of that run."""
    loads: dict[int, set[int]] = {}
    for f in figures:
        if "concurrency" in f.setup:
            loads.setdefault(text.rfind("\n", 0, f.start), set()).add(f.setup["concurrency"])
    if not loads:
        return
    for f in figures:
        load = loads.get(text.rfind("\n", 0, f.start))
        if "concurrency" not in f.setup and load is not None and len(load) == 1:
            f.setup = {**f.setup, "concurrency": next(iter(load))}


def _kernel_operands(text: str, found: list[Mention]) -> list[Mention]:
    """Precision mentions without the second type of a kernel's pair: in "Q4_0×Q8_0 matmul"
    the weights are Q4_0 and Q8_0 is what the activations are quantised to on the fly."""
    out: list[Mention] = []
    for m in found:
        if out and m.start - out[-1].end == 1 and text[out[-1].end] in "×xX*":
            continue
        out.append(m)
    return out


def _in_order(found: list[tuple[int, Claim]]) -> list[Claim]:
    """Document order, without the same figure twice."""
    seen: set[tuple[object, ...]] = set()
    out: list[Claim] = []
    for pos, c in found:
        key = (pos, c.metric, c.value)
        if key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out
