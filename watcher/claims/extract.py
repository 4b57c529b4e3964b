"""Read performance claims from text: the entry point.

``extract_claims(text, vocabulary, source, title, date)`` returns the claims of a text;
``read(...)`` also says whether the text was cut to ``MAX_TEXT`` first. Pure, deterministic
and offline: no model, no network, no database. The work is split by job:

- ``normalize``: mojibake, Unicode (NFKC), zero-width characters, HTML comments, size limit;
  ``hanzi`` maps traditional Chinese characters to simplified ones; ``statcards`` joins a
  stat card's figure line to the unit caption under it; ``split_rows`` a table row broken
  after its first cell or after each;
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
  under load; ``prompt_time`` whether its clock includes the prompt (then the total);
  ``printed_modes`` the method a tool's summary names; ``bench_records`` llama-bench's JSON;
- ``figures`` and ``cells``: figures in prose and key/value lines, and in table cells;
  ``sweep`` takes a second look at times and sizes read without a metric word, and
  ``lead_metric`` gives them the one metric a list's lead-in line names; ``continued`` reads
  the bare numbers that continue a figure ("…, versus 31 for FP16"), in its sentence or the next;
  ``sentence_figures`` reads a sentence with the one before it: a time takes its metric
  (``carried_times``), "up from 2,907 tokens" its token rate's unit (``elided_rates``);
- ``filters``, ``goals``, ``questions`` and ``side_times``: numbers that are no measurement
  (specs, goals and requirements, questions, settings and steps around a run);
- ``document``: the text's name mentions by position (``names`` finds them, ``alternation``
  groups a category's names by first letter, ``name_context`` reads words that make one none);
- ``setup``: what each figure names, from the nearest unit outward (``table_notes``: a note
  under a table; ``own_project``: a release or README of a project outside the list); this
  module assembles figures and setups into ``Claim`` values with their standing.

Patterns are bounded; rows and sentences are scanned once per pattern and each figure looks
up what lies around it, so run time is linear in the input (``benchmarks/claims_speed.py``):
at most ``MAX_FIGURES`` figures are read and ``MAX_WEIGHED`` numbers with a unit weighed.
"""

from __future__ import annotations

from dataclasses import dataclass

from watcher.claims.bench_lines import bench_line_figures
from watcher.claims.bench_records import bench_record_figures
from watcher.claims.cells import _table_figures
from watcher.claims.contrast_cards import contrasted_card
from watcher.claims.counts import _gpu_count
from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.engine_parts import engine_parts
from watcher.claims.engines import (
    _CLIENT_BACKEND,
    _TITLE_TAGS,
    _requested,
    backends_of_repo,
    engine_mentions,
    served_elsewhere,
    title_engines,
    titled_service_elsewhere,
)
from watcher.claims.goals import (
    expectation_sections,
    is_expectation_heading,
    is_target_heading,
    states_now,
)
from watcher.claims.hypotheticals import is_hypothetical
from watcher.claims.igpu import integrated_gpu
from watcher.claims.implied import _Implied, _implied_by_source
from watcher.claims.item_ends import end_items_at_cjk_lines
from watcher.claims.jsonkeys import machine_objects, nested_json_figures
from watcher.claims.layout import render
from watcher.claims.led_phase import led_phase
from watcher.claims.library_setups import library_engine
from watcher.claims.links import outside_urls
from watcher.claims.load import _concurrency
from watcher.claims.log_process import printed, printed_by
from watcher.claims.mainline import mainline_mentions
from watcher.claims.mlx_quants import run_precision
from watcher.claims.models import DECODE, E2E, MEMORY, OUTPUT, SPEEDUP, Claim
from watcher.claims.names import Mention, lexicon_for
from watcher.claims.normalize import normalise, prepare
from watcher.claims.own_project import mark_projects
from watcher.claims.own_stream import ran_serially
from watcher.claims.patterns import LOCAL_REACH, MAX_FIGURES, MAX_TEXT, MAX_WEIGHED, PLAIN_MODE
from watcher.claims.plain_sides import switched_mode
from watcher.claims.printed_modes import printed_mode
from watcher.claims.prompt_time import prompt_time_metric
from watcher.claims.quoted import example_items, from_paper, is_walkthrough, own_card, own_engine
from watcher.claims.refs import _context, _engine_refs
from watcher.claims.rival_engines import resolved_engine
from watcher.claims.row_engines import another_projects_row, another_rows_own
from watcher.claims.run_durations import whole_run_time
from watcher.claims.scope import (
    card_run_elsewhere,
    launched_in_post,
    on_another_engine,
    stated_as_need,
)
from watcher.claims.sections import DIGIT, inside, target_sections
from watcher.claims.sentence_figures import sentence_figures
from watcher.claims.served_models import served_model_elsewhere
from watcher.claims.setup import _resolve
from watcher.claims.sides import format_baseline, format_subject
from watcher.claims.split_rows import join_cell_lines, join_split_rows
from watcher.claims.standing import classify
from watcher.claims.statcards import join_stat_cards
from watcher.claims.stored_sizes import stored_size
from watcher.claims.stream import stream_metric, sums_many
from watcher.claims.summed_rate import summed_rate
from watcher.claims.title_rivals import title_names
from watcher.claims.titled_phase import titled_phase
from watcher.claims.units import Sentences, _claim_text, _lines, _tables
from watcher.claims.variants import named_variant
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
    layout = render(
        join_cell_lines(join_split_rows(join_stat_cards(end_items_at_cjk_lines(prepared.text))))
    )
    text = layout.text
    title = normalise(title or "")[:1000]
    lex = lexicon_for(vocabulary)
    lines = _lines(text)
    tables = _tables(text, lines)
    # a table's rows and header: their names belong to their own row or column only
    row_spans = [row for t in tables for row in (*t.rows, t.header)]
    # a list's items are one unit in which a CPU yields to the accelerator it hosts
    items = frozenset(item.start for item in layout.items)
    mentions = {
        c: lex.find(c, text, joined=items) if c == "hardware" else lex.find(c, text)
        for c in ("engine", "mode", "hardware", "precision")
    }
    mentions["precision"] = _kernel_operands(text, mentions["precision"])
    mentions["hardware"] = outside_urls(text, mentions["hardware"])  # a link names no chip
    table_ranges = [_Span(t.start, t.end) for t in tables]
    sentences = Sentences.of(text, lines, table_ranges)
    titled = title_engines(title, lex)
    mentions["engine"], sentence_only = engine_mentions(text, mentions, lex, titled, sentences)
    implied = _implied_by_source(source, lex)
    mentions["engine"] = backends_of_repo(
        text, engine_parts(text, mentions["engine"]), implied.engine
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
            else title_names(c, title, lex)
            for c in ("engine", "mode", "hardware", "precision")
        },
        row_spans=row_spans,
        layout=layout,
        sentence_only=sentence_only,
        sentences=sentences,
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
    targets = target_sections(layout)
    expected = expectation_sections(layout)
    heading = ""  # the one-line block before this one: a heading when short
    for block, block_sentences in sentences.blocks:
        first_line_end = text.find("\n", block.start, block.end)
        above, heading = heading, text[block.start : block.end] if first_line_end < 0 else ""
        if is_walkthrough(text, block.start, block.end):
            continue  # "Step 1: ... (200ms)": a worked example's numbers
        if (
            is_target_heading(above)
            or (first_line_end >= 0 and is_target_heading(text[block.start : first_line_end]))
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
            if figures and wanted and not states_now(text[sentence.start : sentence.end]):
                busy.append(sentence)  # a wish names its own setup, as a goal does
                continue
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
        if is_target_heading(caption[caption.rfind("\n") + 1 :]) or inside(table.start, targets):
            continue  # a table under "Targets": goals, not measurements
        before = len(pending)
        if before >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
            continue  # the body's figures are counted out: the rest of its tables add none
        for fig, local in _table_figures(text, table, doc):
            if len(pending) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
                break
            pending.append((fig, local))
        if len(pending) == before < MAX_FIGURES:  # "| 框架 | Transformers |": the setup only
            setup_tables.append(_Span(table.start, table.end))
    doc.set_busy(busy, setup_tables)
    # the cap reached: what lies past it was not read (a body of exactly the cap says so too)
    capped = len(pending) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED
    cut = prepared.truncated or capped  # either marks every claim ``truncated``
    examples = example_items(layout)
    specs = machine_objects(text) if "{" in text else []
    found = [
        (fig.start, claim)
        for fig, local in pending
        if (fig.value != 0 or fig.vmax)  # "0.0 tokens/s" while idle: nothing was measured
        and not inside(fig.start, examples)  # "a table like:" mock rows
        # "when someone says “I run it at 25 tok/s”", "If you … see 80 TPS": supposed, no run
        and not is_hypothetical(text, (local.sentence or local.segment).start, fig.start, fig.end)
        and not inside(fig.start, specs)  # "hardware": {"memory_gb": 48.0}: the machine's
        for claim in (_claim(fig, local, doc, implied, source, title, date, cut),)
        # "Total time: 312 s" over a run of many requests: the benchmark's, no request's
        if not (claim.metric == E2E and whole_run_time(fig, local, doc))
    ]
    found.sort(key=lambda pair: pair[0])
    return Reading(_in_order(found), prepared.truncated, capped)


def _claim(
    fig: _Figure,
    local: _Local,
    doc: _Doc,
    implied: _Implied,
    source: str | None,
    title: str,
    date: str | None,
    truncated: bool = False,
) -> Claim:
    engine_m = own_engine(resolved_engine(fig, local, doc), local, doc)
    engine_m = printed_by(engine_m, doc, implied.engine)  # "ollama[1066]: llama_print_timings"
    mode_m = _resolve("mode", fig, local, doc)
    hw_m = own_card(_resolve("hardware", fig, local, doc), local, doc, fig.start)
    hw_m = integrated_gpu(hw_m, fig, local, doc)  # "Strix Halo (Radeon 8060S)": the iGPU
    hw_m = named_variant(hw_m, fig, local, doc)  # "on M1 chips" over "my M1 Ultra": M1 Ultra
    hw_m = contrasted_card(hw_m, fig, local, doc)  # "..., while GPUs manage 100": not the card
    # "a 70B model requires 140 GB and two A100s": a need, on no card and no count of them
    need = fig.metric == MEMORY and stated_as_need(fig, local, doc, hw_m)
    if need:
        hw_m = None
    own = local.sentence or local.segment
    if served_elsewhere(engine_m, hw_m, own, doc):
        hw_m = None  # "Claude ... 89 tok/s" after "On an H100 GPU, ...": not the maker's card
    elsewhere = titled_service_elsewhere, served_model_elsewhere
    if any(f(engine_m, hw_m, own, doc) for f in elsewhere):
        engine_m = None  # "... on 8×H100" under "... on Cerebras Inference": another run
    prec_m = _resolve("precision", fig, local, doc)
    if prec_m is not None and another_rows_own(prec_m, local, doc):
        prec_m = None  # "| HF transformers | 820 ms |" over "| vLLM + INT4 | 200 ms |"
    version, pr, commit = _engine_refs(engine_m, local, doc)
    if (
        engine_m is not None
        and implied.engine
        and _CLIENT_BACKEND.search(doc.text, max(0, engine_m.start - 16), engine_m.start)
    ):
        engine_m = None  # "bench_serving --backend vllm" in an SGLang PR: the client's protocol
    if (
        engine_m is not None
        and (implied.engine in doc.lex.unlisted or (doc.own_project and not printed(engine_m, doc)))
        and doc.lex.names_tool(doc.text, engine_m)
    ):
        # Ollama's "eval rate:" lines in a KTransformers issue, "./llama-bench" in one of
        # ik_llama.cpp: those projects print the same lines and ship the same programs, and
        # the repository says which ran (reading rules §1: context)
        engine_m = None
    engine = engine_m.name if engine_m else None
    engine_implied = False
    if (
        engine is None
        and implied.engine
        and not from_paper(local, doc)
        and not format_baseline(
            doc.text, fig.start, fig.end, (local.sentence or local.segment).start
        )
        and format_subject(doc.text, fig.end) is None
        and not on_another_engine(fig.start, doc)
        and not another_projects_row(fig, local, doc)  # "| mindIE | 2.9s |" under "| vllm | 1.3s |"
        and not (hw_m is not None and card_run_elsewhere(hw_m.name, implied.engine, doc))
        and not (
            "/issues/" in (source or "")
            and _requested(doc)
            and (mode_m is not None or implied.mode)
        )
    ):
        engine, engine_implied = implied.engine, True
    # "after updating MLX" in an mlx-lm issue, "MLX" beside a setup's "mlx-lm 0.30.5"
    engine = library_engine(engine, implied.engine, source, fig.start, doc)
    if engine in implied.project and not (
        engine_m is not None and launched_in_post(engine_m, fig.start, doc)
    ):
        # "work with MLX" in an issue of "omlx": the repository's own project, outside the
        # rules' list; a command ("ollama run"), or a post that launches the engine's own
        # server before naming it, still runs the engine itself
        engine = None
    if engine in doc.lex.unlisted:
        # PowerInfer, DeepSpeed: an engine the rules do not list names no engine, and its
        # figures take none from context either (LABELLING: engines outside the vocabulary)
        engine, engine_implied, version, pr, commit = None, False, None, None, None
    if engine is not None and engine == implied.engine:
        pr = pr or implied.pr
        version = version or implied.version
    mode = mode_m.name if mode_m else None
    if mode is None:
        mode = printed_mode(fig.start, doc)  # "n_drafted = 240" closing the pasted run
    if mode is None and implied.mode and not from_paper(local, doc):
        mode = implied.mode  # an issue of the EAGLE repository: its runs use EAGLE
    if fig.role == "before" and mode is not None and mode != PLAIN_MODE:
        mode = PLAIN_MODE  # "from 12 to 16 tok/s with EAGLE": 12 is the baseline
    mode = switched_mode(mode, fig, local, doc)
    # a model's stored size ("70 GB of disk", "a 4-bit quant") has no load and no decoding mode
    stored = stored_size(fig, local, doc)
    mode = None if stored else mode
    concurrency = None if stored else _concurrency(fig, local, doc)
    metric = prompt_time_metric(fig, local, doc, stream_metric(fig, local, doc, concurrency))
    metric = led_phase(fig, local, doc, metric)  # "- Prefill Speed (tokens/s):" over the item
    metric = titled_phase(fig, local, doc, metric)  # a "Prefill throughput" line over the rates
    metric = summed_rate(fig, local, doc, metric)  # "Total TPS: 3922", "(input + output)"
    if concurrency and concurrency > 1 and metric == DECODE and ran_serially(fig, local, doc):
        concurrency = 1  # "32 concurrent requests ..., the server's 439 tok/s serial"
    if concurrency == 1 and metric == OUTPUT and sums_many(fig, local, doc):
        concurrency = None  # "Batch Throughput: 250 tok/s" in a "single request" table
    claim = Claim(
        text=local.text,
        metric=metric,
        value=fig.value,
        unit=fig.unit,
        engine=engine,
        engine_version=version,
        mode=mode,
        hardware=hw_m.name if hw_m else None,
        gpu_count=None if need else _gpu_count(hw_m, fig, local, doc),
        precision=run_precision(prec_m, doc, engine) if prec_m else _bits_precision(local, doc),
        concurrency=concurrency,
        source=source,
        value_min=fig.vmin,
        value_max=fig.vmax,
        kind="speedup" if metric == SPEEDUP else "absolute",  # a multiple is relative
        context=_context(fig, local, doc),
        engine_implied=engine_implied,
        engine_pr=pr,
        engine_commit=commit,
        title=title or None,
        date=date,
        label=fig.label,
        stat=fig.stat,
        qualifier=fig.qualifier,
        truncated=truncated,
    )
    return classify(claim)


# a table's "bits" column: 16-bit weights are FP16, 8-bit INT8, 4-bit INT4
_BITS = {16: "FP16", 8: "INT8", 4: "INT4"}


def _bits_precision(local: _Local, doc: _Doc) -> str | None:
    """The precision a row's bit width gives, when the vocabulary names it."""
    name = _BITS.get(local.setup.get("bits", 0))
    known = doc.lex.names.get("precision", {}).values()
    return name if name is not None and name in known else None


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
