"""A speed column beside a throughput column: each request's rate against the server's sum.

The reading rules (§4) keep ``decode_tok_s`` (one stream, per user) apart from aggregate output
throughput. A serving table swept over loads often prints both for every row: a "speed" of
generated tokens ("Inference Speed", "Output Speed", "生成速度") and a "throughput" of them
("Token Throughput", "吞吐量"). Set side by side, the two cannot both be the server's sum: the
throughput column is the sum over the row's requests and grows with the load, the speed column
is what each request sees, so it stays one stream's rate at any concurrency (LABELLING: per-stream
rates at concurrency > 1 stay decode). A speed column alone under a load says nothing of whom
it is over and is left to the rest of the reader; so is a throughput column beside a speed one.

The columns are read from the table's header row alone: short labels, split at their pipes, so
one scan per table, cached on the document, keeps a table of thousands of rows linear.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

# a rate its column calls a speed: "Inference Speed", "Output Speed (tok/s)", "生成速度",
# "推理速度", "生成速度" (not a speedup, not a prefill or prompt speed)
_SPEED = re.compile(r"(?<![a-z])speed(?![a-z\-])|速度", re.IGNORECASE)
# the column's own words that make it something other than a stream's rate: a sum, a
# throughput, the prompt side ("Total Speed", "Aggregate speed", "Prefill speed")
_NOT_ONE_STREAM = re.compile(
    r"(?<![a-z])(?:throughput|tput|total|aggregate|overall|system|combined|prefill|prompt"
    r"|input|pp\d*|per[ \t]gpu)(?![a-z])|/[ \t]?gpu|吞吐|总|總|预填充|提示|输入",
    re.IGNORECASE,
)
# a column of generated tokens summed over the row's requests: "Token-level Throughput",
# "Output Throughput", "Throughput (tok/s)", "吞吐量"
_THROUGHPUT = re.compile(r"(?<![a-z])(?:throughput|tput)(?![a-z])|吞吐", re.IGNORECASE)
# a throughput column that is not of generated tokens: requests ("Request-level Throughput
# (RPM)", "req/s", "QPS"), the prompt side or input plus output ("Total Throughput")
_OTHER_THROUGHPUT = re.compile(
    r"(?<![a-z])(?:request|requests|req|rpm|qps|total|prefill|prompt|input|pp\d*)(?![a-z])"
    r"|总|總|预填充|提示|输入|请求",
    re.IGNORECASE,
)
_MAX_LABEL = 120  # characters of one column's label worth reading


def _token_throughput_column(doc: _Doc, local: _Local) -> bool:
    """True when the table's header row names a throughput of generated tokens."""
    header = local.header
    if header is None:
        return False
    key = (header.end, "token-throughput-column", header.start)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = any(
            _THROUGHPUT.search(label) is not None and _OTHER_THROUGHPUT.search(label) is None
            for label in (
                cell.strip()[:_MAX_LABEL] for cell in doc.text[header.start : header.end].split("|")
            )
        )
    return bool(known)


def speed_beside_throughput(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's column calls it a speed and its table also prints a throughput
    of generated tokens: the speed is each request's own rate (``decode_tok_s``)."""
    label = (fig.label or "")[:_MAX_LABEL]
    if _SPEED.search(label) is None or _NOT_ONE_STREAM.search(label) is not None:
        return False
    return _token_throughput_column(doc, local)
