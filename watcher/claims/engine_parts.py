"""Engines named as a part or as left out, not as what ran: "TRT-LLM kernels", "without vLLM".

Reading rules §1: context does not imply an engine when the text names another engine for
the figure, and a name that is not the figure's engine must not stand in for it either. Two
ways of naming an engine say it did not run the figure:

- as the maker of kernels another engine runs ("Integrate TRT-LLM DSA kernels ... 3x faster",
  "SGLang with TensorRT-LLM attention kernels"): a component, like a library, not the server;
- as the name of a backend, kernel or op of the engine that ran: the name before an op word
  ("TRTLLM MLA", "TRT-LLM allreduce fusion", "trtllm-gen", "vLLM's fused MoE GEMM") or given
  as the value of a backend flag ("--attention-backend trtllm", "trtllm for the
  --nsa-decode-backend"). An SGLang table comparing its "flashinfer" and "trtllm_mla"
  attention backends measures SGLang (LABELLING: attention backends in an SGLang table); the
  figure keeps the engine its context gives, or none. A real comparison ("TensorRT-LLM vs
  SGLang", "trtllm-serve", "MoE models on TensorRT-LLM") names the engine;
- as what the run did without ("without a TensorRT-LLM compilation step", "no need for
  vLLM", "w/o llama.cpp"; reading rules §2: the "without" side is the other side), unless
  both sides are named at once ("with and without TensorRT-LLM").

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.names import Mention
from watcher.claims.text_lines import Lines

# "TRT-LLM kernels", "TensorRT-LLM DSA kernels", "vLLM's fused MoE kernel": the name, then up
# to two words of a compound noun, then the word kernel ("On SGLang the new kernel gives":
# a function word between says the name is not the kernels' maker)
_KERNELS_AFTER = re.compile(
    r"(?:['’]s)?(?:[ \t\-]{1,2}(?!(?:the|an?|new|its|our|their|this|that|these|with|and|or"
    r"|for|to|on|in|at|by|is|are|was|were|gives?|uses?|has|have|adds?)(?![\w\-]))"
    r"[\w\-]{1,16}){0,2}[ \t\-]{1,2}kernels?(?![a-z])|"
    r"[ \t]{0,2}(?:算子|内核|核函数|カーネル|커널)",
    re.IGNORECASE,
)
# "TRTLLM MLA", "TRT-LLM's allreduce", "trtllm-mha", "TensorRT-LLM custom all-reduce fusion":
# the name, then up to two words of a compound noun, then a word naming an operation; "TRT-LLM
# attention", "vLLM's MoE", "TRTLLM-GEN": the name, then a word for a part (no word between,
# so "vLLM Mixtral MoE" stays a model run on vLLM). An op word that is the noun's modifier
# ("vLLM MoE models", "TensorRT-LLM attention performance") is what the engine ran, not a part
_NOT_MODIFIER = (
    r"(?![\w\-])(?![ \t]{1,2}(?:models?|performance|throughput|inference|serving|support"
    r"|workloads?|benchmarks?|results?|numbers|speed|tests?|runs?)(?![a-z]))"
)
_OP_AFTER = re.compile(
    r"(?:['’]s)?(?:[ \t\-]{1,2}(?!(?:the|an?|new|its|our|their|this|that|these|with|and|or"
    r"|for|to|on|in|at|by|is|are|was|were|gives?|uses?|has|have|adds?|vs|versus|than)(?![\w\-]))"
    r"[\w\-]{1,16}){0,2}[ \t\-_]{1,2}"
    r"(?:mla|mha|fmha|gqa|gemms?|all[\-_ ]?(?:reduce|gather|to[\-_ ]?all)|ops?|operators?"
    r"|sampler|dispatcher)"
    + _NOT_MODIFIER
    + r"|(?:['’]s)?[ \t\-_]{1,2}(?:attention|attn|moe)"
    + _NOT_MODIFIER
    + r"|-gen(?![a-z])|[ \t]{0,2}注意力",
    re.IGNORECASE,
)
# "--attention-backend trtllm", "--moe-runner-backend=trtllm", "SGLANG_ATTENTION_BACKEND=trtllm",
# "`--sampling-backend` flashinfer": a backend flag's value names a part of the engine that
# runs it (a benchmark client's bare "--backend vllm" is the server it talks to, not this)
_FLAG_BEFORE = re.compile(
    r"(?:--[a-z][\w\-]{0,30}[\-_]backend|[A-Z][A-Z_]{0,30}_BACKEND)`?[ \t=:]{1,3}[\"'`]?$",
    re.IGNORECASE,
)
# "trtllm for both --nsa-prefill-backend and --nsa-decode-backend", "trtllm as the
# `--attention-backend`": the name given to a backend flag in words
_FLAG_AFTER = re.compile(
    r"`?[ \t]{1,2}(?:for|as|in)[ \t]{1,2}(?:(?:both|the|its)[ \t]{1,2})?`?--[a-z][\w\-]{0,30}"
    r"[\-_]backend",
    re.IGNORECASE,
)
# kernel libraries an engine's attention, MoE or GEMM backends are named after; one beside an
# engine's name in a table's cells or a "vs" pair makes that name a backend too ("| flashinfer
# | trtllm |" over an SGLang table: its attention backends, not the engines)
_LIBRARY = (
    r"(?:flashinfer|flashmla|flash_?mla|cutlass(?:_mla)?|cudnn|aiter|torch_native|fa[234]"
    r"|flex_?attention|deep_?gemm"
    # a backend's "_"-joined identifier: "trtllm_mla", "flashinfer_trtllm", "triton_attn"
    r"|[a-z][a-z0-9]{1,15}_(?:[a-z0-9]{1,12}_)?(?:mla|mha|attn|moe|gemm|trtllm|cutlass|native)"
    r"|trtllm_[a-z0-9]{2,12})"
)
_LIBRARY_CELL = re.compile(r"[ \t*`]{0,4}" + _LIBRARY + r"[ \t*`]{0,4}", re.IGNORECASE)
_LIBRARY_PAIR_AFTER = re.compile(
    r"[ \t*`]{0,3}(?:vs\.?|versus|/|,|or|and)[ \t*`]{1,3}" + _LIBRARY + r"(?![\w\-])",
    re.IGNORECASE,
)
_LIBRARY_PAIR_BEFORE = re.compile(
    r"(?<![\w\-])" + _LIBRARY + r"[ \t*`]{0,3}(?:vs\.?|versus|/|,|or|and)[ \t*`]{1,3}$",
    re.IGNORECASE,
)
_CELL_TEXT = re.compile(r"[ \t*`]{0,4}")
# "without a TensorRT-LLM compilation step", "no need for vLLM", "w/o llama.cpp", "无需 vLLM"
_WITHOUT_BEFORE = re.compile(
    r"(?:(?<![a-z/])(?:without|w/o|no[ \t]need[ \t](?:for|of|to[ \t]use))"
    r"[ \t]{1,2}(?:(?:an?|the|any)[ \t]{1,2})?|(?:无需|不需要|不用|なしで)[ \t]{0,2})$",
    re.IGNORECASE,
)
# "with and without", "with or without", "with/without": both sides named at once
_BOTH_SIDES = re.compile(r"with[ \t]{0,2}(?:and|or|/)[ \t]{0,2}(?:without|w/o)[ \t]", re.I)


def engine_parts(text: str, found: list[Mention], lines: Lines | None = None) -> list[Mention]:
    """``found`` less the engines named as another engine's kernels, backends or ops, or as
    left out. ``lines``: the text's lines, when the reader has split them already."""
    rows = _Rows(text, lines)
    kept = []
    for m in found:
        if _KERNELS_AFTER.match(text, m.end) or _named_as_part(text, m, rows):
            continue
        lo = max(0, m.start - 32)
        if _WITHOUT_BEFORE.search(text, lo, m.start) and not _BOTH_SIDES.search(text, lo, m.start):
            continue
        kept.append(m)
    return kept


def _named_as_part(text: str, m: Mention, rows: _Rows) -> bool:
    """True when ``m`` names a backend, kernel or op by its maker's name ("TRTLLM MLA"), or is
    the value of a backend flag ("--attention-backend trtllm")."""
    return bool(
        _OP_AFTER.match(text, m.end)
        or _FLAG_BEFORE.search(text, max(0, m.start - 48), m.start)
        or _FLAG_AFTER.match(text, m.end)
        or _LIBRARY_PAIR_AFTER.match(text, m.end)
        or _LIBRARY_PAIR_BEFORE.search(text, max(0, m.start - 40), m.start)
        or _among_libraries(text, m, rows)
    )


def _among_libraries(text: str, m: Mention, rows: _Rows) -> bool:
    """True when ``m`` fills a table cell alone and a kernel library fills another cell of its
    row, or the first cell of another row of its table when ``m`` is its row's first cell."""
    line_start, line_end = rows.line_of(m.start)
    left = text.rfind("|", line_start, m.start)
    if left < 0:
        return False
    right = text.find("|", m.end, line_end)
    if right < 0 or not _CELL_TEXT.fullmatch(text, left + 1, m.start):
        return False
    if not _CELL_TEXT.fullmatch(text, m.end, right):
        return False
    if rows.library_cell(line_start, line_end):
        return True
    if text[line_start:left].strip(" \t|"):
        return False  # not the row's first cell
    return rows.library_first_cell(line_start)


class _Rows:
    """A text's lines as table rows, each question answered once per line or table, so that
    a row of thousands of engine cells costs one pass, not one per cell."""

    def __init__(self, text: str, lines: Lines | None = None) -> None:
        self.text = text
        self.lines = Lines.of(text) if lines is None else lines
        self._library_cell: dict[int, bool] = {}
        self._library_first: dict[int, frozenset[int]] = {}

    def line_of(self, pos: int) -> tuple[int, int]:
        """The start and end of the line holding ``pos``."""
        line = self.lines.at(pos)
        return line.start, line.end

    def library_cell(self, start: int, end: int) -> bool:
        """True when a kernel library fills a cell of the row ``text[start:end]``."""
        known = self._library_cell.get(start)
        if known is None:
            cells = self.text[start:end].split("|")
            known = any(_LIBRARY_CELL.fullmatch(cell) for cell in cells)
            self._library_cell[start] = known
        return known

    def library_first_cell(self, start: int) -> bool:
        """True when a kernel library fills the first cell of another row of the table (the
        run of lines holding a pipe) around the line starting at ``start``."""
        rows = self._library_first.get(start)
        if rows is None:
            starts = self._table_lines(start)
            rows = frozenset(s for s in starts if _LIBRARY_CELL.fullmatch(self._first_cell(s)))
            for s in starts:
                self._library_first[s] = rows
        return bool(rows - {start})

    def _table_lines(self, start: int) -> list[int]:
        """The starts of the lines of the table around the line starting at ``start``: the
        run of lines each holding a pipe (no separator row asked for)."""
        spans, text = self.lines.spans, self.text
        at = self.lines.index(start)
        starts = [start]
        k = at - 1
        while k >= 0 and "|" in text[spans[k].start : spans[k].end]:  # up
            starts.append(spans[k].start)
            k -= 1
        k = at + 1
        while k < len(spans) and "|" in text[spans[k].start : spans[k].end]:  # down
            starts.append(spans[k].start)
            k += 1
        return starts

    def _first_cell(self, start: int) -> str:
        line = self.lines.at(start)
        return self.text[line.start : line.end].strip().strip("|").split("|")[0]
