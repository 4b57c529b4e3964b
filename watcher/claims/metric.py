"""What a number with a unit measures: the metric, unit and kind its words give it."""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.approx_words import tail
from watcher.claims.bare_rates import bare_rate_counts_tokens, is_bare_rate
from watcher.claims.bracket_ratios import rate_ratio_in_brackets
from watcher.claims.bracketed_specs import is_machine_memory
from watcher.claims.card_sizes import card_size
from watcher.claims.cost_multiples import is_cost_multiple
from watcher.claims.device_memory import device_words_after, is_allotted, is_bandwidth
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.engine_times import timed_engine
from watcher.claims.filters import (
    _COST_BEFORE,
    _GROWTH_BEFORE,
    _KERNEL_SPEEDUP,
    _MULTIPLE_BEFORE,
    _NOT_SPEED_AFTER,
    _NOT_SPEED_BEFORE,
    _TIMES_AFTER,
    is_money_multiple,
    names_run_after,
)
from watcher.claims.loader_sizes import is_loader_file_size
from watcher.claims.machine_keys import names_machine_memory_key
from watcher.claims.memory_keys import (
    _MEMORY_PART,
    _OOM,
    bare_g_is_memory,
    hedged_use,
    is_flag_value,
    is_headroom,
    is_machine_wanted,
    is_usage_total,
    names_a_variant,
    names_machine_memory,
    names_own_size,
    on_memory_line,
    oom_follows,
    picks_machine,
    spec_sized,
    states_capacity,
)
from watcher.claims.memory_subject import owned_by_device
from watcher.claims.metric_words import (
    _CAPACITY_AFTER,
    _GPU_AFTER,
    _MEMORY,
    _PER_GPU_AFTER,
    _PER_SECOND,
    _PREFILL,
    _REQUEST_RATE,
    _THROUGHPUT_AFTER,
    speedup_word_in,
)
from watcher.claims.models import DECODE, E2E, MEMORY, OUTPUT, PREFILL, SPEEDUP, TOTAL, TPOT, TTFT
from watcher.claims.multiple_kinds import is_other_multiple
from watcher.claims.multiple_spellings import TIMES_WORDS, times_as_sign
from watcher.claims.multiples import GAP_TO_GPU, counts_things, multiple_of_speed
from watcher.claims.numbers import whole_size
from watcher.claims.owned_phase import without_owned_phase
from watcher.claims.parallel_times import parallel_time_metric
from watcher.claims.part_counts import counts_parts
from watcher.claims.part_times import is_part_time
from watcher.claims.patterns import _USE_BEFORE, _USED_AFTER, LINE_REACH, MAX_WEIGHED, MILLIS
from watcher.claims.phase_after import phase_after
from watcher.claims.phases import _line_phase, _phase_of, _throughput_metric, batch_tagged
from watcher.claims.side_times import is_setting_time, is_side_time, words_after
from watcher.claims.speedup_column import in_speedup_column
from watcher.claims.taken_sizes import names_capacity
from watcher.claims.thumb_rules import is_rule_of_thumb
from watcher.claims.time_words import (
    _AUX_AFTER,
    _FOR_TOKENS_AFTER,
    _PER_REPLY_AFTER,
    _TPOT_AFTER,
    _TTFT_AFTER,
    names_taken_time,
)
from watcher.claims.timing import (
    is_keyed_run_time,
    is_percentile_time,
    is_prompt_key,
    is_run_time,
    metric_named_after,
    nearest_time_metric,
)
from watcher.claims.word_hints import may_name_prefill
from watcher.claims.word_window import words_before
from watcher.claims.worked_sizes import is_worked_size


def _unit_figure(
    groups: dict[str, str | None],
    text: str,
    start: int,
    end: int,
    seg: _Span,
    doc: _Doc,
    *,
    keywords_text: str | None = None,
    anchor: int | None = None,
    sibling: str | None = None,
) -> tuple[str, str, str] | None:
    """(metric, unit, kind) for a number with this unit, or None when it is no claim.

    ``sibling`` is the metric of a figure of the same unit read in the same sentence: when
    the number's own words name no metric, it stands for them (every exclusion still holds).
    """
    doc.weighed += 1
    if doc.weighed > MAX_WEIGHED:
        return None  # the text's weighing is spent: what is left is counted out, not read
    before = words_before(text, start, seg.start, 100)
    after = words_after(text, end, min(seg.end, end + 12))
    window = keywords_text if keywords_text is not None else before + " " + after
    pivot = anchor if anchor is not None else len(before)
    if groups.get("toks"):
        if is_bare_rate(groups["toks"] or "") and not bare_rate_counts_tokens(
            text, start, end, seg
        ):
            return None  # "len/duration = 61/s" of bytes: a rate of something else
        qualifier = re.match(
            r"(output|generated|input|prompt|total|prefill|pp|tg)[ \t]", groups["toks"] or "", re.I
        )
        if qualifier is not None:
            word = qualifier.group(1).lower()
            if word == "total":
                return TOTAL, "tok/s", "absolute"  # "5321.87 total tokens/s"
            if word in ("input", "prompt", "prefill", "pp"):
                return PREFILL, "tok/s", "absolute"
            if word == "tg":
                return DECODE, "tok/s", "absolute"  # llama-bench's text generation
            # "12.45 requests/s, ..., 2660.93 output tokens/s": many requests, the server's
            rate = _REQUEST_RATE.search(before[-80:])
            return (OUTPUT if rate else DECODE), "tok/s", "absolute"
        if _QPS_AFTER.match(text, end):
            return None  # "2300+TPS的QPS表现": a request rate written as TPS (batches 40-45)
        if _EFFICIENCY_AFTER.match(text, end) or (
            keywords_text is not None and _EFFICIENCY_KEY.search(keywords_text)
        ):
            return None  # "0.13 tok/s per GB/s", "tok/s per watt": an efficiency ratio
        if keywords_text is None:
            words = _THROUGHPUT_AFTER.match(text, end)
            if words:
                out = words.group("out") or words.group("out2")
                return (OUTPUT if out else TOTAL), "tok/s", "absolute"
            phase = phase_after(text, end)  # "38 tok/s generation", "30k tok/s input"
            if phase is not None:
                return phase, "tok/s", "absolute"
        metric = (
            _throughput_metric(keywords_text, keyed=True)
            if keywords_text is not None
            else _throughput_metric(without_owned_phase(text, before, start))
        )
        if keywords_text is None and _phase_of(before) is None:
            # "Prefill. latency: 0.045 s, throughput: 22693 token/s": a log line led by its phase
            head = _line_phase(text, start)
            if head is not None:
                metric = {"prefill": PREFILL, "total": TOTAL}.get(head, DECODE)
        if metric == DECODE and _PER_GPU_AFTER.match(text, end):
            metric = OUTPUT  # "60,000 tok/s/GPU": a share of the server's output
        if metric == DECODE and keywords_text is None and batch_tagged(text, start):
            metric = OUTPUT  # "[batch_generate] Generation: ...": the whole batch's rate
        return metric, "tok/s", "absolute"
    if (groups.get("tpot") or groups.get("time")) and is_part_time(before, keywords_text):
        return None  # "GPU kernel time per decode step 39.99 ms": one part's time, no step's
    if groups.get("tpot"):
        reach = max(seg.start, start - LINE_REACH)
        line = text[max(reach, text.rfind("\n", reach, start) + 1) : start]
        # (a line naming no prefill word is never prefill's: one scan, not four, per figure)
        if may_name_prefill(line) and _PREFILL.search(line) and _phase_of(line) == PREFILL:
            return None  # "prompt eval time = ... (15.41 ms per token": the last phase named
        seconds = (groups["tpot"] or "m")[:1] in "sS秒초"  # "s/tok", "秒/token"
        return TPOT, ("s" if seconds else "ms"), "absolute"
    if groups.get("time"):
        if keywords_text is None and (
            is_side_time(text, seg.start, start, end) or _AUX_AFTER.match(text, end)
        ):
            return None  # "with a 30 s timeout", "the model loads in 40 s": no run's time
        if keywords_text is None:
            # "inter-token latency: 22 ms, end-to-end: 4.5 s": the next clause's words are its own
            cut = re.search(r"[,;、，；]", after)
            window = before + " " + (after[: cut.start()] if cut else after)
        if is_setting_time(window, pivot, keyed=keywords_text is not None):
            return None  # "a request timeout of 600 s", "TTFT SLO: 200 ms": not a run's time
        plain = keywords_text is None and anchor is None  # words after: past ``before`` and " "
        which = nearest_time_metric(window, pivot, text if plain else None, end - len(before) - 1)
        if keywords_text is None and _TTFT_AFTER.match(text, end):
            which = TTFT  # "4.2s to first token"
        elif keywords_text is None and _TPOT_AFTER.match(text, end):
            which = TPOT  # "0.09 s to generate a token"
        elif keywords_text is None:
            which = metric_named_after(text, end) or which  # "2 s time-to-first-token"
            which = parallel_time_metric(text, seg.start, seg.end, start) or which
        head = _line_phase(text, start) if keywords_text is None and which == E2E else None
        if head == "prefill":
            return None  # bench_one_batch's "Prefill. latency": prompt-processing times are not
        if head is not None and head != "total":
            which = TPOT  # "Decode 3. Batch size: 1, latency: 0.0057 s": one step, one token
        if which is None and (
            (names_taken_time(window) and not _PREFILL.search(tail(before, 40)))
            or (keywords_text is None and _FOR_TOKENS_AFTER.match(text, end))
            or (keywords_text is None and _PER_REPLY_AFTER.match(text, end))
            or (keywords_text is None and _TOKENS_ARROW.search(before[-24:]))
            or (keywords_text is None and is_run_time(text, before, end))
            # "vLLM is 2 min": an engine's time
            or (keywords_text is None and timed_engine(start, end, seg.start, doc))
            or (keywords_text is not None and is_keyed_run_time(keywords_text))
            # a percentile of a phase ("p50" in a "Prefill" or "Decode (total)" row) is no request's
            or (is_percentile_time(keywords_text, before) and not _phase_of(keywords_text or ""))
        ):
            # "the reply took 12 s", "from 38 sec to 28 sec for 1024 tokens", "256 tokens → 3.1 s",
            # "percentile95(ms) 4412": a whole request's time
            which = E2E
        if which is None and sibling in (TTFT, TPOT, E2E):
            which = sibling  # "2.4 s for CT2 and 6.5 s for exllama": the pair's metric
        if which == TPOT and keywords_text is not None and is_prompt_key(keywords_text):
            return None  # llama-server's "prompt_per_token_ms": prompt processing
        if which is None:
            return None
        raw = (groups["time"] or "").lower()
        millis = bool(MILLIS.fullmatch(raw))
        return which, ("ms" if millis else "s"), "absolute"
    if groups.get("mem"):
        if _PER_SECOND.match(text, end) or is_bandwidth(text, start, end):
            return None
        if groups["mem"] == "G" and not bare_g_is_memory(text, start, end, seg.start, seg.end):
            return None  # "5700G" is a CPU, "10G" a network: a bare "G" is GB beside memory words
        if keywords_text is not None and names_capacity(keywords_text, before):
            return None
        keyed_spec = keywords_text is not None and names_machine_memory(keywords_text + ":")
        if keyed_spec and spec_sized(groups.get("lo") or "", groups["mem"] or ""):
            return None  # a column or key named only "VRAM" or "メモリ": the machine's size
        if keywords_text is not None and names_machine_memory_key(keywords_text):
            return None  # "ram_gb": 64, a "vram_gb" column: a field of the machine's size
        line_start = text.rfind("\n", max(0, start - 400), start) + 1 or max(0, start - 400)
        if _OOM.search(text, line_start, start) or oom_follows(text, end):
            return None  # "CUDA out of memory. Tried to allocate 20.00 MiB"
        if is_usage_total(text, start):
            return None  # "VRAM usage 9.8/24 GB": 24 GB is what the card has
        if (
            is_headroom(text, start, end)
            or is_flag_value(text, start)
            or is_machine_wanted(text, start)
            or names_a_variant(text, end)
            or is_allotted(text, start, end)
            or is_worked_size(text, start)  # "7B × 2 bytes = 14 GB": worked arithmetic
            or owned_by_device(text, start, end, doc, keywords_text)
            or is_loader_file_size(text, start)  # "llm_load_print_meta: model size = 4.58 GiB"
            or is_machine_memory(text, start, end, doc)  # "512G per socket", "RAM (24GB or 48GB)"
        ):
            return None  # "12 GB free", "--max-memory 20GiB": what is left or set, not used
        if keywords_text is None:
            around = text[max(seg.start, start - 60) : min(seg.end, end + 40)]
            if (
                not _names_memory(around)
                and not _MODEL_IS.search(before[-60:])
                and not names_own_size(text, before, end)
                and sibling != MEMORY
            ):
                return None
            cap = _CAPACITY_AFTER.match(text, end) or device_words_after(text, end)
            if (
                states_capacity(before)
                and not _MODEL_BYTES_AFTER.match(text, end)
                # "with 448 GB of unified memory used": the use, said after the memory
                and not (cap is not None and _USED_AFTER.match(text, cap.end()))
            ):
                return None  # "with 96GB", unless "a model with 497 GB of parameters"
            if (
                cap is not None
                and not _usage_not_capacity(groups, cap, text)
                and not hedged_use(before, cap.group(0))
                and (
                    not _USE_BEFORE.search(before[-30:])
                    or _A_DEVICE.search(before[-8:])
                    or _MACHINE_NOUN.search(cap.group(0))
                    or picks_machine(text, cap.end())
                )
            ):
                return None  # "a 64GB Mac", "needs a 24 GB card": the machine's size
            if _SIZE_KEY.search(before[-24:]):
                return None  # runner.size="30.1 GiB", size: 4.9 GB: a field describing the file
            # "VRAM: 96GB", a list's "Ram 32 GB" line: the machine's ("… 40 GB used" is a run's)
            spec_line = names_machine_memory(before[-48:]) or on_memory_line(text, start)
            if spec_line and _whole(groups) and not _USED_AFTER.match(text, end):
                return None
            if _whole(groups) and card_size(text, start, end, doc):
                return None  # "80GB H100": a card's size ("8.2GB (M2 Pro)" is what a run used)
        return MEMORY, _mem_unit(groups["mem"] or ""), "absolute"
    if groups.get("speed"):
        if _GPU_AFTER.match(text, end) or counts_things(text, end):
            return None  # "4x GPUs", "on 4x ASUS GX10 nodes": a count, not a multiple
        if counts_parts(text, end):
            return None  # "4× Cortex-A76", "2× Thunderbolt 5": a spec's count of parts
        for m in doc.near("hardware", end, end + 24):
            if GAP_TO_GPU.fullmatch(text[end : m.start]):
                return None
        raw = (groups["speed"] or "").lower()
        if (
            _NOT_SPEED_AFTER.match(text, end)
            or is_money_multiple(text, end)
            or is_cost_multiple(before, text, end)  # "costs 2.5x more per hour": a price
            or _COST_BEFORE.search(before[-50:])
            or (_NOT_SPEED_BEFORE.search(before[-40:]) and not names_run_after(text, end))
            or is_other_multiple(before, text, end, keywords_text)
            or is_rule_of_thumb(before)
        ):
            return None
        if _KERNEL_SPEEDUP.search(text, max(seg.start, start - 80), min(seg.end, end + 60)):
            return None  # a kernel's speedup is no claim about a run
        if raw in ("倍", "배"):
            return SPEEDUP, "x", "speedup"  # a CJK multiple is never a GPU count
        if _MULTIPLE_BEFORE.search(before[-40:]) or (
            raw in ("x", "×") and re.match(r"[ \t]{1,2}the(?![a-z])", after)
        ):
            return SPEEDUP, "x", "speedup"  # "up 110.5x", "by about 36x", "110.5x the first run"
        if raw in TIMES_WORDS and not times_as_sign(raw, text, end):
            if not _TIMES_AFTER.match(text, end) and not _GROWTH_BEFORE.search(before[-48:]):
                return None  # "we ran it 5 times": a count ("increased it up to 5 times" grows)
            return SPEEDUP, "x", "speedup"  # "3 veces más rápido" ("3 times faster": as "3x")
        near_engine = (
            bool(doc.near("engine", end, end + 4))
            or bool(_TIMES_THE.match(text, end))
            or bool(_RATE_AFTER.match(text, end))
            or bool(_PLAIN_RUN_AFTER.match(text, end))
            or multiple_of_speed(text, start, end)  # "~2x token generation speed"
            or rate_ratio_in_brackets(text, seg.start, start, end)  # "120 tok/s (3x)"
            # "With 2 MTP heads we see 1.8x": drafting methods are measured as speedups
            or any(m.name != "ar" for m in doc.near("mode", max(seg.start, start - 80), end + 40))
        )
        if (
            keywords_text is None
            and not near_engine
            and not speedup_word_in(text[max(seg.start, start - 40) : min(seg.end, end + 40)])
            # "it did increase the TPS speed around 2X": grown, so a multiple
            and not _GROWTH_BEFORE.search(before[-48:])
            and not in_speedup_column(text, start, end, doc.speedup_rows)
            and sibling != SPEEDUP  # "5.42x at 512 tokens and 5.50x at 1024": the list's
        ):
            return None
        return SPEEDUP, "x", "speedup"
    return None


# "497 GB of parameters", "140 GB of weights": the bytes of a model, never a machine's
_MODEL_BYTES_AFTER = re.compile(
    r"[ \t]{0,2}of[ \t]{1,2}(?:(?:model|bf16|fp16|fp8)[ \t])?"
    r"(?:parameters|params|weights)(?![a-z])",
    re.IGNORECASE,
)

# a size the sentence gives a model: "the model is about 40 GB", "Llama 3.1 70B in Q4_K_M is
# 42.5 GB", "QwQ-32B：…模型约64GB" (a card's or a machine's size is filtered before)
_MODEL_IS = re.compile(
    r"(?:(?<![\w.])\d{1,4}(?:\.\d{1,2})?b(?![a-z\d])|(?<![a-z])model(?![a-z])|模型|モデル)"
    r"[^\n.;,:，。；]{0,40}?(?:(?<![a-z])(?:is|are|was|weighs?)|约|約|为|為|は)[ \t]{0,2}"
    r"(?:(?:about|around|roughly|only|just)[ \t]{1,2}|~|≈|约|約)?$",
    re.IGNORECASE,
)

# "0.13 tok/s per GB/s of bandwidth", "| tok/s per GB/s |", "tokens/s/W": a token rate
# divided by a bandwidth, a power or a price is an efficiency ratio, not a speed
_EFFICIENCY_AFTER = re.compile(
    r"[ \t]{0,2}(?:per|/)[ \t]{0,2}(?:[GT]B/s|watts?|W(?![a-z])|kW|dollars?|\$|€|TFLOPS?"
    r"|GB(?![a-z/])|mm2)",
    re.IGNORECASE,
)
_EFFICIENCY_KEY = re.compile(
    r"(?:tok(?:en)?s?|t)[ \t]?/[ \t]?s(?:ec)?[ \t]{0,2}(?:per|/)[ \t]{0,2}"
    r"(?:[GT]B/s|watts?|W(?![a-z])|dollars?|\$|TFLOPS?|GB(?![a-z/]))",
    re.IGNORECASE,
)


# "1.75x the MI300X", "3x that of vLLM": a multiple of something named: a ratio
_TIMES_THE = re.compile(
    r"[ \t]{1,2}(?:the|that[ \t]of|those[ \t]of|what)[ \t]", re.IGNORECASE
)  # "10x what an H100 cluster does"
# "3.6x total tok/s": a multiple of the token rate named right after it
_RATE_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:higher|more|total|output|decode|prefill)[ \t]{1,2})?"
    r"(?:tok(?:en)?s?[ \t]?/[ \t]?s|tps)(?![a-z])",
    re.IGNORECASE,
)

# "4.7x bare decode", "2.3x vanilla decoding", "1.9x autoregressive": a multiple of the plain
# run named right after it, the baseline a drafting method is measured against
_PLAIN_RUN_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:over|vs\.?|than)[ \t]{1,2})?"
    r"(?:(?:bare|plain|vanilla|naive|standard|regular|normal|stock|baseline)[ \t\-]{1,2}"
    r"(?:ar|autoregressive|auto-regressive|decod\w{0,3}|generation|inference)"
    r"|autoregressive|auto-regressive)(?![a-z])",
    re.IGNORECASE,
)

# "needs a 24 GB card", "needs two 80GB cards", "on 4x 24GB cards": the cards' size
_A_DEVICE = re.compile(
    r"(?<![a-z])(?:an?|one|two|three|four|six|eight|\d{1,2}[ \t]?[x×])[ \t]{1,2}$", re.IGNORECASE
)
# a field named only "size" ("runner.size=", "file size:"); "buffer size = 42 MiB" is memory
_SIZE_KEY = re.compile(
    r"(?:(?:(?<![a-z])file[ \t_]|(?<=[._\"'\[{]))size[\"']?"
    # "ファイルサイズ: 12.10 GB", "文件大小：", "Dateigröße:", "파일 크기:": the file's field
    r"|ファイルサイズ|文件大小|檔案大小|dateigröße|taille[ \t]du[ \t]fichier|파일[ \t]?크기)"
    r"[ \t]{0,2}[:=：][ \t]{0,2}[\"']?$",
    re.I,
)
# "256 tokens        → 3.14 s": the time a generation of that many tokens took
_TOKENS_ARROW = re.compile(r"\d[\d,]{0,8}[ \t]tokens?[ \t]{0,12}(?:→|->|=>)[ \t]{0,3}[~≈]?$", re.I)
_QPS_AFTER = re.compile(r"[ \t]{0,2}(?:的|of[ \t])?[ \t]{0,2}(?:qps|rps)(?![a-z])", re.I)


def is_spec_after(figure: str, text: str, end: int) -> bool:
    """True for a whole size followed by the kind of memory a machine carries ("64GB DDR5",
    "24 GB VRAM"): a spec, unless words of use follow ("20 GB VRAM used")."""
    cap = _CAPACITY_AFTER.match(text, end)
    return (
        cap is not None
        and not _USED_AFTER.match(text, cap.end())
        and _whole({"lo": figure.rstrip("GgMmTtIiBb ")})
    )


@lru_cache(maxsize=1024)
def _names_memory(around: str) -> bool:
    """True when the words around a size name memory (a repeated line's asked once)."""
    return _MEMORY.search(around) is not None


def _whole(groups: dict[str, str | None]) -> bool:
    """A size in whole units ("96GB"), as cards and machines are sold."""
    return whole_size(groups.get("lo") or "")


def _usage_not_capacity(groups: dict[str, str | None], cap: re.Match[str], text: str) -> bool:
    """ "43.5 GB VRAM" or "20 GB VRAM used" is usage: cards are sold in whole gigabytes."""
    if _USED_AFTER.match(text, cap.end()):
        return True
    if _MEMORY_PART.search(cap.group(0)):
        return False  # "1.5 TB of HBM3E memory", "1.1TB of aggregate HBM": a platform's spec
    if _MACHINE_NOUN.search(cap.group(0)):
        return False  # "on a 15.4 GB laptop", "an 8 GB memory budget": the machine, a bound
    return not whole_size(groups.get("lo") or "") and not groups.get("hi")


# the machine (or a bound set on a run) a size describes, whole or not: an OS reports a
# laptop's memory as "15.4 GB" (reading rules §4: never a card's capacity)
_MACHINE_NOUN = re.compile(
    r"(?<![a-z])(?:pcs?|macs?|laptops?|desktops?|notebooks?|workstations?|boxes|budget|limit"
    # "all tests used 64GB configurations": the machines a test picked, no use of memory
    r"|configurations?)(?![a-z])|的[ \t]?(?:显卡|卡|GPU|电脑|机器|主机)",
    re.IGNORECASE,
)


def _mem_unit(raw: str) -> str:
    units = {"gib": "GiB", "gb": "GB", "mib": "MiB", "mb": "MB", "tib": "TiB", "tb": "TB"}
    units.update({"гб": "GB", "мб": "MB", "тб": "TB", "go": "GB", "mo": "MB"})  # Cyrillic, French
    if raw[:2].lower() in ("me", "ме", "メガ", "메가"):
        return "MB"  # "512 megabytes", "512 мегабайт": spelled out
    return units.get(raw.lower(), "GB")  # "8G", "155 gigabytes": gigabytes


def _keyed_figure(
    groups: dict[str, str | None],
    text: str,
    start: int,
    end: int,
    seg: _Span,
    doc: _Doc,
    *,
    value: float,
    words: str,
    anchor: int,
    stat: str | None,
) -> _Figure | None:
    """The figure of a keyed value ("output_throughput": 425.8, "P50 : 12.1") whose unit
    comes from ``groups``, labelled by ``words``; None when it is no claim."""
    got = _unit_figure(groups, text, start, end, seg, doc, keywords_text=words, anchor=anchor)
    if got is None:
        return None
    metric, unit, kind = got
    return _Figure(
        start,
        end,
        value,
        None,
        None,
        unit,
        metric,
        kind,
        label=words,
        stat=stat.lower() if stat else None,
    )
