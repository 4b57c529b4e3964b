"""Figures keyed by their name in logs and JSON-ish lines ("generationTPS": 81.8,
"decode_TPS   mean= 138.49", "tokens_per_sec 43.09 latency(ms) 4409.8"), and the unit taken
from the key's own words."""

from __future__ import annotations

import re
from dataclasses import replace

from watcher.claims.captions import captioned_figures
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import (
    _keyed_figure,
    _unit_figure,
)
from watcher.claims.models import DECODE
from watcher.claims.named_rate_keys import named_rate_figures
from watcher.claims.named_values import named_value_figures
from watcher.claims.numbers import _NUM, _num, _value
from watcher.claims.patterns import (
    _KEY_WORDS,
    _KEYVAL,
    _PHASE_PM,
    _SPACE_KEYVAL,
    _STAT,
    _UNIT_KEYVAL,
    MAX_FIGURES,
    RATE_SPELLING,
    UNIT_ANYWHERE,
    UNIT_ONLY,
)
from watcher.claims.phases import _throughput_metric
from watcher.claims.stat_keys import names_statistic
from watcher.claims.stat_spread import spread_figures
from watcher.claims.statlists import stat_list_figures
from watcher.claims.timing import is_bare_percentile
from watcher.claims.unit_rows import opens_unit_row, unit_row_figures
from watcher.claims.worded_unit_keys import worded_unit_figures

# "Gen TPS 45.2 on the 4090", "decode t/s ≈ 45": a token rate's unit written before its
# number, as a label is (reading rules §4: units vary); never after another number ("30 tok/s
# 45 times"), and the number ends its clause or its run's condition follows it
_UNIT_BEFORE = re.compile(
    rf"(?<![\w/.])(?<!\d[ \t])(?P<key>{RATE_SPELLING})[ \t]{{1,2}}(?:[~≈][ \t]{{0,2}})?"
    rf"(?P<lo>{_NUM})(?!,\d)"  # "tok/s 16,794 14,899": never the "16" of a whole number
    r"(?=[ \t]{0,2}(?:[,;)\]\n]|[.](?!\d)|$|(?:with|without|on|in|at|for|using|under|when"
    r"|and|or)(?![\w\-])))",
    re.IGNORECASE,
)
# "Tokens per second: 45-55 TPS": a keyed value that is a range keeps both ends (reading
# rules §4); a date or a time ("2024-05-01", "12:30") goes on past its second number
_RANGE_REST = re.compile(
    rf"[ \t]{{0,2}}(?:-|–|—|to)[ \t]{{0,2}}(?P<hi>{_NUM})(?![\d.,:/\-])", re.IGNORECASE
)
# "request_throughput" is a request rate and stays out
_TOKEN_THROUGHPUT_KEY = re.compile(
    r"(?:(?:mean|median|avg|max|peak)[ \t])?(?:output|total|input|prompt|generation|decode"
    r"|prefill)(?:[ \t]token)?[ \t]throughput",
    re.IGNORECASE,
)
# a run's peak memory named by its key alone (TensorRT-LLM's "gpu_peak_mem": 23.5, which
# LABELLING reads as memory): the figure is in GB. "max_memory" is a limit one sets, not this
_PEAK_MEMORY_KEY = re.compile(
    r"(?:gpu[ \t])?(?:peak[ \t](?:gpu[ \t])?(?:mem|memory|vram)(?:[ \t](?:used|usage|allocated))?"
    r"|max(?:imum)?[ \t](?:mem|memory)[ \t]allocated)",
    re.IGNORECASE,
)
_PEAK_MEMORY_MAX_GB = 2048.0
"""Above this a unitless peak is in smaller units (MiB, bytes) the key does not say."""
# a token rate spelled out in a snake_case or camelCase key, at its end
_KEY_RATE = re.compile(
    r"(?<![a-z])(?:tok(?:en)?s?|t)[ \t](?:per[ \t])?s(?:ec(?:ond)?)?$", re.IGNORECASE
)

# a rate per second whose key names the tokens by their phase instead ("prompt_per_second",
# "predicted_per_second" in llama-server's timings): what is counted is the phase's tokens
_PHASE_PER_SECOND = re.compile(
    r"(?<![a-z])(?P<phase>prompt|predicted|prefill|decode|generation|eval)[ \t]per[ \t]"
    r"s(?:ec(?:ond)?)?$",
    re.IGNORECASE,
)

# a script's "total_time = 78.57" (a time.time() difference) or "total_time=10.267" beside its
# run's rates: one generation's whole time (LABELLING: "Total time" is `e2e_latency`) in the
# seconds Python's timers count; a key that spells its unit ("total_time_ms") keeps it
_BARE_TOTAL_TIME = re.compile(r"total[ \t]time", re.IGNORECASE)

# what every match of ``_KEYVAL`` holds: its ':' or '=', then its value's first digit
_VALUE_AFTER_KEY = re.compile(r"[:=][ \t]{0,3}\d")


def _keyed_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures with the unit in a key ("promptTPS": 4919.4) or a phase line ("pp512: 3806 ± 1")."""
    out: list[_Figure] = []
    # both key/value shapes need a ':' or '=' between key and value: a line without one
    # is not scanned for them
    keyed = ":" in chunk or "=" in chunk
    # a key's value is a number right after its ':' or '=': "GPU: H100" holds none
    valued = keyed and _VALUE_AFTER_KEY.search(chunk) is not None
    for m in _KEYVAL.finditer(chunk) if valued else ():
        if len(out) >= MAX_FIGURES:
            break
        words = " ".join(_KEY_WORDS.sub(" ", m.group("key")).split())
        words = _KEY_RATE.sub("tok/s", words)  # "decode_tok_s", "tokens_per_second"
        words = _PHASE_PER_SECOND.sub(r"\g<phase> tok/s", words)
        if names_statistic(words, row=True):
            continue  # "std_ttft_ms": 40.3: how far requests differ, no request's time
        unit_m = None
        for word in reversed(words.split(" ")):
            unit_m = UNIT_ONLY.fullmatch(word)
            if unit_m is not None:
                break
        if unit_m is None and _TOKEN_THROUGHPUT_KEY.fullmatch(words):
            unit_m = UNIT_ONLY.fullmatch("tok/s")  # bench_serving's "output_throughput": 425.8
        if (
            unit_m is None
            and _PEAK_MEMORY_KEY.fullmatch(words)
            and _num(m.group("lo")) < _PEAK_MEMORY_MAX_GB
        ):
            unit_m = UNIT_ONLY.fullmatch("GB")
        if unit_m is None and _BARE_TOTAL_TIME.fullmatch(words):
            unit_m = UNIT_ONLY.fullmatch("s")  # "total_time = 78.57": a Python timer's seconds
        if unit_m is None and _in_result_object(text, seg.start + m.start("key"), words):
            unit_m = UNIT_ONLY.fullmatch("s")  # SGLang's bench JSON: "latency": 409.7 (s)
        if unit_m is None:
            continue
        if unit_m.group("speed") and not re.search(r"speed[ _]?up|ratio", words, re.I):
            continue  # "MI355X: 4,200 tok/s": the X of a chip's name, not a multiple
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        fig = _keyed_figure(
            unit_m.groupdict(),
            text,
            start,
            end,
            seg,
            doc,
            value=_num(m.group("lo")),
            words=words,
            anchor=len(words),
            stat=m.group("stat") or m.group("stat_b") or (_STAT.search(words) or [None])[0],
        )
        if fig is None:
            continue
        rest = _RANGE_REST.match(chunk, m.end("lo"))
        value, vmin, vmax = _value(m.group("lo"), rest.group("hi") if rest else None)
        if rest is not None and vmin is not None:
            fig = replace(fig, end=seg.start + rest.end("hi"), value=value, vmin=vmin, vmax=vmax)
        out.append(fig)
        out.extend(spread_figures(chunk, m.end("lo"), seg.start, fig))  # "min=74.89 max=79.88"
    for m in (*(_UNIT_KEYVAL.finditer(chunk) if keyed else ()), *_UNIT_BEFORE.finditer(chunk)):
        unit_m = UNIT_ONLY.fullmatch(m.group("key"))
        if unit_m is None or len(out) >= MAX_FIGURES:
            continue
        if m.re is _UNIT_BEFORE and opens_unit_row(chunk, chunk.rfind("\n", 0, m.start()) + 1):
            continue  # "Decode t/s 104 122": a row's cells, read by ``unit_rows``
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        rest = _RANGE_REST.match(chunk, m.end("lo"))
        value, vmin, vmax = _value(m.group("lo"), rest.group("hi") if rest else None)
        if rest is not None and vmin is not None:
            end = seg.start + rest.end("hi")
        lo = max(seg.start, start - 60)
        label = text[lo:start]
        if lo > seg.start and re.match(r"\w", text[lo - 1]):
            label = re.sub(r"^\w+", "", label)  # "...webapp": a cut word names nothing
        got = _unit_figure(unit_m.groupdict(), text, start, end, seg, doc, keywords_text=label)
        if got is not None:
            metric, unit, kind = got
            out.append(_Figure(start, end, value, vmin, vmax, unit, metric, kind))
    out.extend(worded_unit_figures(text, chunk, seg, doc))
    out.extend(named_rate_figures(text, chunk, seg, doc))
    out.extend(named_value_figures(text, chunk, seg, doc))
    out.extend(_space_keyed_figures(text, chunk, seg, doc))
    out.extend(captioned_figures(text, chunk, seg, doc))
    out.extend(unit_row_figures(text, chunk, seg, doc))
    out.extend(stat_list_figures(text, chunk, seg, doc))
    for m in _PHASE_PM.finditer(chunk):
        if len(out) >= 2 * MAX_FIGURES:
            break
        label = " ".join(m.group("label").split())
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        metric = _throughput_metric(label)
        if re.match(r"tg|(?:token|text)", label, re.IGNORECASE):
            metric = DECODE
        out.append(
            _Figure(start, end, _num(m.group("lo")), None, None, "tok/s", metric, label=label)
        )
    return out


# SGLang's benchmark JSON writes a result object's whole time as a bare "latency", in
# seconds, beside its "output_throughput" (LABELLING: that `latency` is e2e_latency); a bare
# "latency" anywhere else names no unit and stays unread
_BARE_LATENCY_KEY = re.compile(r"(?:(?:mean|median|avg|average)[ \t])?latency", re.IGNORECASE)
_RESULT_THROUGHPUT = re.compile(r"\"output_throughput\"[ \t]{0,4}:", re.IGNORECASE)
_RESULT_REACH = 400
"""How far around the key its object's throughput key is looked for (an object's lines)."""


def _in_result_object(text: str, key_at: int, words: str) -> bool:
    """True for a quoted bare "latency" key with a benchmark's "output_throughput" key near."""
    return (
        key_at > 0
        and text[key_at - 1] == '"'
        and _BARE_LATENCY_KEY.fullmatch(words) is not None
        and _RESULT_THROUGHPUT.search(text, max(0, key_at - _RESULT_REACH), key_at + _RESULT_REACH)
        is not None
    )


# a number and one space or tab right before a key: llama-bench's flattened "11.27 GiB 20.91 B"
# row, where the unit closes the size column and the params column follows
_AFTER_A_NUMBER = re.compile(r"(?<![\w.])\d[\d,]{0,12}(?:\.\d{1,6})?[ \t]$")


def _space_keyed_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures of ``key value`` log lines (three pairs or more on a line); the unit is in
    the key ("tokens_per_sec 43.09", "tokensPerSec 2259.24") or in brackets after it
    ("latency(ms) 4409.816")."""
    out: list[_Figure] = []
    offset = 0
    for line in chunk.split("\n"):
        base = offset
        offset += len(line) + 1
        pairs = list(_SPACE_KEYVAL.finditer(line))
        if len(pairs) < 3:
            continue
        for m in pairs:
            if len(out) >= MAX_FIGURES:
                return out
            if UNIT_ONLY.fullmatch(m.group("key")) and _AFTER_A_NUMBER.search(
                line, max(0, m.start() - 24), m.start()
            ):
                continue  # "11.27 GiB 20.91 B": the unit of the number before, not a key
            words = " ".join(_KEY_WORDS.sub(" ", m.group("key")).split())
            # the key's words, camelCase split as snake_case is: "tokensPerSec 2259.24"
            # names its unit as "tokens_per_sec 43.09" does
            unit_m = UNIT_ONLY.fullmatch(m.group("unit") or "") or UNIT_ANYWHERE.search(words)
            value = _num(m.group("lo"))
            if unit_m is None or value == 0:
                continue
            if is_bare_percentile(words):
                # TensorRT-LLM benchmark.py's "percentile95(ms)": the labelled set disagrees
                # on these keys (batch 10 leaves them out, batches 50-51 label them), so a
                # log line's bare percentile stays unread until the labels agree
                continue
            start = seg.start + base + m.start("lo")
            end = seg.start + base + m.end("lo")
            got = _unit_figure(
                unit_m.groupdict(), text, start, end, seg, doc, keywords_text=words, anchor=0
            )
            if got is not None:
                metric, unit, kind = got
                out.append(_Figure(start, end, value, None, None, unit, metric, kind, label=words))
    return out
