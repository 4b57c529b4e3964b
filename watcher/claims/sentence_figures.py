"""The figures of one prose sentence, read in the light of the sentence before it.

``figures._prose_figures`` reads a sentence's own figures; a time whose sentence names no
metric takes the one the sentence before named (``carried_times``), a count of tokens set
against a token rate is that rate shortened (``elided_rates``), a row's sizes repeated in
the prose are dropped (``bench_lines``), a rate named for both phases or set against a
prefill rate takes its phase from the sentence (``both_phases``), a sentence with no figure of
its own may continue the one before it (``continued``), and a multiple two of these rates
divide to is a speedup (``ratio_multiples``). Reading rules §2: the paragraph encloses the
sentence, so only the sentence just before, in the same block, is looked at.
"""

from __future__ import annotations

from watcher.claims.bench_lines import without_row_sizes
from watcher.claims.both_phases import both_phases, carried_phase
from watcher.claims.carried_times import carried_time
from watcher.claims.continued import next_sentence_figures
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.elided_rates import elided_rates
from watcher.claims.figures import _prose_figures
from watcher.claims.ratio_multiples import ratio_multiples


def sentence_figures(
    text: str, sentence: _Span, block: _Span, before: list[_Figure], doc: _Doc
) -> list[_Figure]:
    """The figures of ``sentence`` (in ``block``); ``before`` are those of the sentence just
    before it in the block."""
    got = _prose_figures(text, sentence, doc, carried_time(text, sentence, block, before, doc))
    # "... 8,064 tokens per second, up from 2,907 tokens": the rate's unit, shortened
    figures = without_row_sizes(text, got) + elided_rates(text, sentence, got, before, doc)
    carried_phase(text, sentence, figures)  # "... diverges from the 1000 tok/s claimed"
    figures += both_phases(text, sentence, figures)  # "PP and TG are both ~22 t/s": two
    figures = figures or next_sentence_figures(text, sentence, before, doc)
    # "up from 2,907 tokens. Identical chips, 2.77x extra output": the rates' ratio
    ratios = ratio_multiples(text, sentence, figures, before, doc)
    return sorted(figures + ratios, key=lambda f: f.start) if ratios else figures
