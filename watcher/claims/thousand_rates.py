"""A generation rate written in thousands ("5.7k output tokens per second", "1K TPS"): many
streams at once.

The reading rules (§4) and LABELLING ("one stream or many", eleventh pass: a rate no single
stream of that model on that hardware reaches is ``output_tok_s``) read a rate beyond one
stream as the server's sum. A writer who rounds a token rate to thousands with a "k" ("1.5k
t/s generation", "16.5k input and 5.7k output tokens per second", "1K TPS") speaks of a
serving run's totals: one stream of a multi-billion-parameter model decodes in tens or
hundreds of tok/s. The chips built for one fast stream (Cerebras, Groq, SambaNova, Taalas)
are left to the caller: their per-user records run to thousands; so is diffusion decoding,
whose one stream runs to thousands too, however the figure is spelled.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure

THOUSANDS_MIN = 1000.0
"""tok/s: the smallest rate a "k" writes (1k); below it the letter is no thousands."""

# the figure's own spelling ends its number with a thousands letter: "5.7k", "1K", "1.5 k"
_IN_THOUSANDS = re.compile(r"\d[ \t]?[kK](?![a-zA-Z])")


def written_in_thousands(fig: _Figure, doc: _Doc) -> bool:
    """True when the rate is a thousand tok/s or more and its own spelling writes the
    thousands with "k" ("1.5k t/s"), not in digits ("1500 tok/s", "1,000+ tokens/s")."""
    if fig.value < THOUSANDS_MIN:
        return False
    if _IN_THOUSANDS.search(doc.text, fig.start, min(fig.end + 2, len(doc.text))) is None:
        return False
    # a diffusion model decodes one stream at thousands of tok/s ("~1.5k tokens/second"),
    # as "~1,500 tokens/second" is one stream there: the "k" is a spelling, not a sum (a
    # diffusion model is named once in a post and its rates read later: the whole text)
    return not any(m.name == "diffusion" for m in doc.near("mode", 0, len(doc.text)))
