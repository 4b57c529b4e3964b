"""Name rewrites for the metamorphic check (``claims_perturb.py``): a decoding mode or a
precision written as another real page writes the same name. Each swaps a mention for another
spelling of the same canonical name (reading rules §3; the shipped vocabulary maps both to it),
so the labels stay as they are.

- ``mode-spellings``: EAGLE's versions hyphenated or run together, in capitals or not
  ("EAGLE-3" -> "EAGLE3", "EAGLE3" -> "Eagle-3", "Eagle-3" / "eagle3" -> "EAGLE-3"; a bare
  "EAGLE" -> "Eagle"), "n-gram" <-> "ngram", "Medusa" <-> "MEDUSA" (as its paper writes it).
- ``mode-words``: "MTP" <-> "multi-token prediction", and SGLang's "NextN" as "MTP" (the
  vocabulary makes both mode ``mtp``). "MTP" is spelt out only in a sentence: a column name
  or a cell ("Benchmark Eagle3 MTP Difference", "| MTP |") stays one short word, as no table
  spells it out. A text that spells out the abbreviation beside it ("multi-token prediction
  (MTP)") is left alone: its writer chose both.
- ``spec-short``: "speculative decoding" <-> "spec decoding", "spec decode" -> "speculative
  decoding", as issue threads and vLLM's own docs shorten it.
- ``precision-case``: "FP8" <-> "fp8", "BF16" <-> "bf16", "FP16" <-> "fp16", "INT4" <-> "int4",
  "INT8" <-> "int8", "Q4_K_M" <-> "q4_k_m", "Q4_0" <-> "q4_0", "Q8_0" <-> "q8_0".
- ``precision-words``: "bfloat16" -> "BF16", "float16" -> "FP16", and back where a writer
  names the type as PyTorch does, after a preposition in prose ("in bfloat16", "vs float16");
  never in a table row or a spec sheet's "FP16 TFLOPS", which no one writes out.

Only names a writer types are touched: never inside a fenced block or a code span, a URL or a
link target, a name glued to others (a model repository "Qwen3-8B-FP8", a file
"model-q4_k_m.gguf", "fp8_e4m3"), a command-line flag's value ("--dtype bfloat16") or a
config key's ("torch_dtype: bfloat16"): those are identifiers, spelt one way only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_FENCE = re.compile(r"^\s*(```|~~~)")
# spans a writer does not respell: code spans, URLs, link targets
_LOCKED = re.compile(r"`[^`]*`|https?://\S+|\]\([^)]*\)|<[^>]*>")
# a name glued to a neighbour: a repository, file or identifier around it
_BEFORE = r"(?<![\w/.@=:+-])"
_AFTER = r"(?![\w/@=+]|[-.:]\w)"
# the value of a flag or a config key: "--dtype fp16", "torch_dtype: bfloat16", "dtype=fp16"
_KEYED = re.compile(r"(?:(?:^|\s)--?[\w-]+[ =]?|\b[a-z_]*(?:dtype|quantization)\s*[:=]\s*)$")


def _swap(line: str, pattern: re.Pattern[str], repl: Callable[[re.Match[str]], str]) -> str:
    """``pattern`` replaced outside code spans, URLs and link targets, never as a flag's value."""
    out, at = [], 0
    for locked in [*_LOCKED.finditer(line), None]:
        end = locked.start() if locked else len(line)
        part = line[at:end]

        def sub(m: re.Match[str], part: str = part) -> str:
            return m.group(0) if _KEYED.search(part[: m.start()]) else repl(m)

        out.append(pattern.sub(sub, part))
        if locked:
            out.append(locked.group(0))
            at = locked.end()
    return "".join(out)


def _each_line(text: str, fn: Callable[[str], str]) -> str:
    """``fn`` on every line outside fenced code (prose, list items, headings, table rows)."""
    out, fenced = [], False
    for line in text.split("\n"):
        opens = bool(_FENCE.match(line))
        out.append(line if fenced or opens or line.startswith("    ") else fn(line))
        fenced = fenced != opens
    return "\n".join(out)


def _names(table: dict[str, str], flags: int = 0) -> tuple[re.Pattern[str], dict[str, str]]:
    words = sorted(table, key=len, reverse=True)
    alt = "|".join(re.escape(w) for w in words)
    return re.compile(_BEFORE + "(" + alt + ")" + _AFTER, flags), table


def _rewriter(table: dict[str, str]) -> Callable[[str], str]:
    pattern, names = _names(table)

    def line(s: str) -> str:
        return _swap(s, pattern, lambda m: names[m.group(1)])

    return lambda text: _each_line(text, line)


_EAGLE = re.compile(_BEFORE + r"(EAGLE|Eagle|eagle)(-| )?([123])?" + _AFTER)


def _eagle(m: re.Match[str]) -> str:
    name, dash, version = m.groups()
    if not version:
        return "Eagle" if name == "EAGLE" else m.group(0)
    if name == "EAGLE":
        return f"EAGLE{version}" if dash == "-" else f"Eagle-{version}"
    return f"EAGLE-{version}"


_OTHER_MODES, _OTHER_SPELLING = _names(
    {
        "n-gram": "ngram",
        "ngram": "n-gram",
        "N-gram": "Ngram",
        "Medusa": "MEDUSA",
        "MEDUSA": "Medusa",
    }
)


def mode_spellings(text: str) -> str:
    def line(s: str) -> str:
        s = _swap(s, _EAGLE, _eagle)
        return _swap(s, _OTHER_MODES, lambda m: _OTHER_SPELLING[m.group(1)])

    return _each_line(text, line)


_MTP = re.compile(_BEFORE + r"(MTP|NextN|[Mm]ulti-[Tt]oken [Pp]rediction)" + _AFTER)


# a sentence, not a row of column names or cells: it holds a function word
_SENTENCE = re.compile(r"\b(?:the|an?|with|and|for|of|to|in|on|is|are|was|than|by|from|at)\b")


def _spelt_out(s: str, m: re.Match[str]) -> str:
    """ "MTP" spelt out, capitalised where it opens the line or a sentence."""
    opens = not s[: m.start()].strip() or re.search(r"[.!?:]\s*$", s[: m.start()])
    return "Multi-token prediction" if opens else "multi-token prediction"


def mode_words(text: str) -> str:
    if len({m[1] in ("MTP", "NextN") for m in _MTP.finditer(text)}) > 1:
        return text  # the writer spells the abbreviation out beside it: both are theirs

    def line(s: str) -> str:
        # spelt out only in a sentence: a column name or a cell stays one short word
        prose = not s.lstrip().startswith("|") and bool(_SENTENCE.search(s))
        return _swap(
            s,
            _MTP,
            lambda m: "MTP" if m[1] != "MTP" else _spelt_out(s, m) if prose else m[0],
        )

    return _each_line(text, line)


_SPEC = re.compile(_BEFORE + r"([Ss]peculative|[Ss]pec) ([Dd])ecod(ing|e)" + _AFTER)


def _spec(m: re.Match[str]) -> str:
    word, d, ending = m.groups()
    if word.lower() == "spec":
        return f"{word[0]}peculative {d}ecoding"
    return f"{word[0]}pec {d}ecoding" if ending == "ing" else m.group(0)


def spec_short(text: str) -> str:
    return _each_line(text, lambda s: _swap(s, _SPEC, _spec))


_CASE = {n: n.lower() for n in ("FP8", "BF16", "FP16", "INT4", "INT8", "Q4_K_M", "Q4_0", "Q8_0")}
# PyTorch's names for the 16-bit types, as a writer uses them: "in bfloat16", "at float16"
# (never a spec sheet's "FP16 TFLOPS" or a terse "FP16 ~13.5 GB": no one writes those out)
_WORDS = re.compile(
    _BEFORE
    + r"(?:((?:in|at|with|to|from|using|vs\.?|than|over) )(BF16|bf16|FP16|fp16)|(bfloat16|float16))"
    + _AFTER
)
_WORD = {"BF16": "bfloat16", "bf16": "bfloat16", "FP16": "float16", "fp16": "float16"}
_WORD |= {"bfloat16": "BF16", "float16": "FP16"}


def _word(m: re.Match[str]) -> str:
    return m[1] + _WORD[m[2]] if m[2] else _WORD[m[3]]


def precision_words(text: str) -> str:
    def line(s: str) -> str:
        return s if s.lstrip().startswith("|") else _swap(s, _WORDS, _word)

    return _each_line(text, line)


NAMES: dict[str, Callable[[str], str]] = {
    "mode-spellings": mode_spellings,
    "mode-words": mode_words,
    "spec-short": spec_short,
    "precision-case": _rewriter(_CASE | {v: k for k, v in _CASE.items()}),
    "precision-words": precision_words,
}
