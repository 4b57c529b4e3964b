"""A metric-pair rewrite for the metamorphic check (``claims_perturb.py``): two figures each
written beside its own metric word, written instead as one slash pair of names and one slash
pair of figures, as writers state them. It leaves the labels as they are (reading rules §4:
prefill, decode, TTFT and per-token latency are distinct metrics; the i-th name of "prefill/
decode" is the i-th figure's; a unit may be stated once for several figures).

Realism, judged first: benchmark posts, model cards and issue threads write "prefill/decode:
2400/38 tok/s", "pp512/tg128: 2,900/48 t/s" or "TTFT/TPOT: 120/15 ms" as often as "prefill 2400
tok/s and decode 38 tok/s"; the slash form is the shorter one that people type into a summary
line or a list item.

- ``metric-slash``: in a sentence or list item that holds exactly two figures of units
  (``_FIGURE``), both of one unit and each right after its own metric word ("prefill 2400 tok/s
  and decode 38 tok/s", "TTFT 120 ms, TPOT 15 ms", "pp512: 2900 t/s, tg128: 48 t/s"), the two
  are written "prefill/decode: 2400/38 tok/s" in the same place. Only for two different
  metrics whose unit fits them (a token rate for prefill and decode, a time for TTFT and
  TPOT/ITL), the names and figures written exactly as before; never in code, a table row, a
  pasted log line, or a sentence that says "from", "to", "vs" or an arrow (a change, whose
  sides are roles the slash would lose).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from perturb_markup import _FENCE, _LOGGED

_PHASES = {
    "prefill": r"prefill|prompt[ ]processing|pp(?:\d{2,5})?",
    "decode": r"decode|generation|token[ ]generation|tg(?:\d{2,5})?",
    "ttft": r"TTFT",
    "tpot": r"TPOT|ITL",
}
_RATE = r"tok/s|tokens/s|t/s|tok/sec|tokens/sec|TPS"
_TIME = r"ms|s"
_WORD = "|".join(f"(?:{w})" for w in _PHASES.values())
_NUM = r"\d[\d,]*(?:\.\d+)?"
_SAID = r"(?:[ ]?[:=][ ]?|[ ](?:at|of|is|was)[ ]|[ ])"
_PAIR = re.compile(
    rf"(?<![\w/-])(?P<w1>{_WORD}){_SAID}(?P<n1>{_NUM})[ ]?(?P<u>{_RATE}|{_TIME})(?![\w/])"
    rf"(?P<mid>,[ ](?:and[ ])?|[ ]and[ ])"
    rf"(?P<w2>{_WORD}){_SAID}(?P<n2>{_NUM})[ ]?(?P=u)(?![\w/])",
    re.IGNORECASE,
)
# the metric word after each figure: "2400 tok/s prefill and 38 tok/s decode"
_PAIR_AFTER = re.compile(
    rf"(?<![\w.,/])(?P<n1>{_NUM})[ ]?(?P<u>{_RATE}|{_TIME})[ ](?P<w1>{_WORD})(?![\w/-])"
    rf"(?P<mid>,[ ](?:and[ ])?|[ ]and[ ])"
    rf"(?P<n2>{_NUM})[ ]?(?P=u)[ ](?P<w2>{_WORD})(?![\w/-])",
    re.IGNORECASE,
)
# any figure of a unit: two of them in the sentence, no more
_FIGURE = re.compile(
    rf"(?<![\w.,/])\d[\d,]*(?:\.\d+)?[ ]?(?:{_RATE}|{_TIME}|x|×|%|GB|GiB|MB|s)(?![\w/])", re.I
)
_CHANGE = re.compile(r"(?<![a-z])(?:from|to|vs\.?|versus|than)(?![a-z])|->|→|=>", re.I)
# a sentence or clause: up to a stop followed by a blank ("2.5", "llama.cpp" go on)
_SENTENCE = re.compile(r".+?(?:[.!?;](?=\s|$)|$)")
_TABLE = re.compile(r"^\s*\|")


def _phase(word: str) -> str:
    return next(p for p, w in _PHASES.items() if re.fullmatch(w, word, re.I))


def _fits(phase: str, unit: str) -> bool:
    timed = re.fullmatch(_TIME, unit, re.I) is not None
    return timed == (phase in ("ttft", "tpot"))


def _sentence(s: str) -> str:
    if len(_FIGURE.findall(s)) != 2 or _CHANGE.search(s):
        return s
    m = _PAIR.search(s) or _PAIR_AFTER.search(s)
    if m is None:
        return s
    a, b = _phase(m.group("w1")), _phase(m.group("w2"))
    if a == b or not (_fits(a, m.group("u")) and _fits(b, m.group("u"))):
        return s
    pair = f"{m.group('w1')}/{m.group('w2')}: {m.group('n1')}/{m.group('n2')} {m.group('u')}"
    return s[: m.start()] + pair + s[m.end() :]


def _line(line: str) -> str:
    if _TABLE.match(line) or _LOGGED.search(line) or line.startswith(("    ", "\t")):
        return line
    return _SENTENCE.sub(lambda m: _sentence(m.group(0)), line)


def metric_slash(text: str) -> str:
    out, fenced = [], False
    for line in text.split("\n"):
        opens = bool(_FENCE.match(line))
        out.append(line if fenced or opens else _line(line))
        fenced = fenced != opens
    return "\n".join(out)


METRICPAIRS: dict[str, Callable[[str], str]] = {"metric-slash": metric_slash}
