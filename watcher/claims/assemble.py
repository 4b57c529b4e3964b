"""One figure and its local scope assembled into a ``Claim``: engine, mode, hardware, count,
precision, load and metric resolved (``setup``, and the readings that correct them), then
its standing classified (``standing``).
"""

from __future__ import annotations

from watcher.claims.both_after import both_after
from watcher.claims.closing_engines import closing_engine
from watcher.claims.contrast_cards import contrasted_card
from watcher.claims.counted_sides import side_card, side_count
from watcher.claims.counts import _gpu_count
from watcher.claims.cpu_clause import cpu_clause_card
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.engines import (
    _CLIENT_BACKEND,
    _requested,
    served_elsewhere,
    titled_service_elsewhere,
)
from watcher.claims.igpu import integrated_gpu
from watcher.claims.implied import _Implied
from watcher.claims.led_phase import led_phase
from watcher.claims.library_setups import library_engine
from watcher.claims.load import _concurrency
from watcher.claims.local_runs import said_local
from watcher.claims.log_process import printed, printed_by
from watcher.claims.mlx_quants import run_precision
from watcher.claims.models import DECODE, MEMORY, OUTPUT, SPEEDUP, VENDOR, Claim
from watcher.claims.own_stacks import own_service_page, own_stack
from watcher.claims.own_stream import ran_serially
from watcher.claims.patterns import PLAIN_MODE
from watcher.claims.plain_sides import switched_mode
from watcher.claims.printed_modes import printed_mode
from watcher.claims.prompt_time import prompt_time_metric
from watcher.claims.provider_pages import provider_served, provider_tier
from watcher.claims.quoted import from_paper, own_card, own_engine
from watcher.claims.refs import _context, _engine_refs
from watcher.claims.rival_engines import resolved_engine
from watcher.claims.row_engines import another_projects_row, another_rows_own
from watcher.claims.scope import (
    card_run_elsewhere,
    launched_in_post,
    on_another_engine,
    stated_as_need,
)
from watcher.claims.served_models import served_model_elsewhere
from watcher.claims.setup import _resolve
from watcher.claims.sides import format_baseline, format_subject
from watcher.claims.standing import classify
from watcher.claims.stored_sizes import stored_size
from watcher.claims.stream import stream_metric, sums_many
from watcher.claims.summed_rate import summed_rate
from watcher.claims.switch_pairs import switch_given
from watcher.claims.switched_off import switched_off_before
from watcher.claims.titled_phase import titled_phase
from watcher.claims.variants import named_variant


def assemble(
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
    engine_m = closing_engine(engine_m, fig, local, doc)  # "95 on a 4090; 12 on CPU (llama.cpp)"
    mode_m = _resolve("mode", fig, local, doc)
    hw_m = own_card(_resolve("hardware", fig, local, doc), local, doc, fig.start)
    hw_m = integrated_gpu(hw_m, fig, local, doc)  # "Strix Halo (Radeon 8060S)": the iGPU
    hw_m = named_variant(hw_m, fig, local, doc)  # "on M1 chips" over "my M1 Ultra": M1 Ultra
    hw_m = contrasted_card(hw_m, fig, local, doc)  # "..., while GPUs manage 100": not the card
    hw_m = cpu_clause_card(hw_m, fig, local, doc)  # "95 on a 4090 but 12 on CPU": no card
    hw_m = both_after("hardware", hw_m, fig, local, doc)  # "..., both on one H100"
    hw_m = side_card(hw_m, fig, local, doc)  # "95 on an H100, compared to 50 with 1 GPU"
    # "a 70B model requires 140 GB and two A100s": a need, on no card and no count of them
    need = fig.metric == MEMORY and stated_as_need(fig, local, doc, hw_m)
    # a model's stored size ("70 GB of disk", "a 4-bit quant") is the same on every engine,
    # card, count, load and decoding mode: like a need, it takes none of them
    stored = stored_size(fig, local, doc)
    if need or stored:
        hw_m = None
    own = local.sentence or local.segment
    if served_elsewhere(engine_m, hw_m, own, doc):
        hw_m = None  # "Claude ... 89 tok/s" after "On an H100 GPU, ...": not the maker's card
    elsewhere = titled_service_elsewhere, served_model_elsewhere, said_local
    if any(f(engine_m, hw_m, own, doc) for f in elsewhere):
        engine_m = None  # "... on 8×H100" under "... on Cerebras Inference": another run
    prec_m = _resolve("precision", fig, local, doc)
    prec_m = both_after("precision", prec_m, fig, local, doc)  # "..., both with FP8"
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
    if own_stack(engine, fig, own, doc) or own_service_page(engine, doc):
        # "We built an inference engine ... 10,000 tokens per second": the company's own stack
        engine, engine_implied = VENDOR, True
    if provider_served(engine, hw_m, doc):
        # "Groq: 800 tok/s" on a page comparing API providers: the company's hosted service
        engine, engine_implied = VENDOR, True
    # "800-3,000 tokens/sec: Groq and Cerebras" on such a page: a tier of hosted services,
    # on no single chip and no count of them
    tier = provider_tier(engine, hw_m, own, doc)
    if tier:
        engine, engine_implied = VENDOR, True
    titled = any(m is engine_m for m in doc.title_mentions["engine"])  # not equal: identical
    if engine_m is not None and engine == engine_m.name and titled:
        engine_implied = True  # "vLLM: faster EAGLE decoding" as the title: named by context
    if need or stored:
        engine, engine_implied, version, pr, commit = None, False, None, None, None
    mode = mode_m.name if mode_m else None
    if mode is None:
        mode = printed_mode(fig.start, doc)  # "n_drafted = 240" closing the pasted run
    if mode is None and implied.mode and not from_paper(local, doc):
        mode = implied.mode  # an issue of the EAGLE repository: its runs use EAGLE
    if fig.role == "before" and mode is not None and mode != PLAIN_MODE:
        mode = PLAIN_MODE  # "from 12 to 16 tok/s with EAGLE": 12 is the baseline
    mode = switched_off_before(mode, mode_m, fig, doc)  # "disabling MTP ... from 190 to 115"
    # "MTP off / on: 41 / 95 tok/s": a member of a switch series is that member's state
    mode = switch_given(fig, doc) or switched_mode(mode, fig, local, doc)
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
        gpu_count=None
        if need or stored or tier
        else side_count(_gpu_count(hw_m, fig, local, doc), fig, local, doc),
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
