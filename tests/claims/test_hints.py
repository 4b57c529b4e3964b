"""A pattern's hints (``watcher.claims.hints``) must hold wherever the pattern matches: the
check before a pattern only skips words the pattern cannot match, so no reading changes."""

from __future__ import annotations

import random
import re

from watcher.claims.baseline_words import _BASELINE, _BASELINE_FAR, BASELINE_HINTS, FAR_HINTS
from watcher.claims.clauses import _EXAMPLE, EXAMPLE_HINTS
from watcher.claims.document import _AGAINST_MAINLINE, _SHARE_OF, MAINLINE_HINTS, SHARE_HINTS
from watcher.claims.hints import folded, hinted
from watcher.claims.runs_setup import _RUNS_SETUP, RUNS_SETUP_HINTS
from watcher.claims.set_aside import _FORMER, FORMER_HINTS

PAIRS: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (_BASELINE, BASELINE_HINTS),
    (_BASELINE_FAR, FAR_HINTS),
    (_SHARE_OF, SHARE_HINTS),
    (_AGAINST_MAINLINE, MAINLINE_HINTS),
    (_EXAMPLE, EXAMPLE_HINTS),
    (_FORMER, FORMER_HINTS),
    (_RUNS_SETUP, RUNS_SETUP_HINTS),
]

# made-up phrases each pattern reads (one per alternative or so), written in odd cases and
# with the letters IGNORECASE matches apart from str.lower ("ſ" for "s", "ı" and "İ" for "i")
PHRASES = [
    "faster than ",
    "2x VS ",
    "v.ſ. ",
    "ſlower vſ ",
    "VERSUS ",
    "compared to the ",
    "relatıve to ",
    "improves over stock ",
    "Beats ",
    "outpaces ",
    "Surpassed ",
    "edges out ",
    "trails ",
    "agaİnst ",
    "as fast as ",
    "or above ",
    "ahead of ",
    "behind ",
    "inſtead of ",
    "in place of ",
    "at parity with ",
    "on par with ",
    "unlike ",
    "schneller als ",
    "sneller dan ",
    "gegenüber ",
    "im Vergleich zu ",
    "plus rapide que ",
    "par rapport à ",
    "frente a ",
    "быстрее чем ",
    "по сравнению с ",
    "10x what ",
    "twice what ",
    "与 ",
    "相比 ",
    "比 ",
    "较 ",
    "相对于 ",
    "相對於 ",
    "half of the ",
    "25% of ",
    "close to the previous ",
    "mainline ",
    "UPSTREAM `",
    "comparing Q4 to ",
    "e.g. an ",
    "for example the ",
    "such as a single ",
    "GPUs like the ",
    "I had an ",
    "used to run my ",
    "my old ",
    "the previous ",
    "former ",
    "replaced the ",
    "swapped out my ",
    "All runs used an ",
    "All figures were obtained with ",
    "Results were benchmarked using ",
    "Benchmarks were run on an ",
    "these numbers come from ",
    "Hardware: ",
    "Test setup: ",
    "Tested on ",
]
FILLER = ["the", "a", "run", "x", "8", " ", "\n", ".", ",", "(", ")", "H100", "é"]


def test_hints_hold_wherever_the_pattern_matches() -> None:
    rnd = random.Random(0)
    matched = 0
    for _ in range(4000):
        words = "".join(rnd.choice(FILLER + PHRASES) for _ in range(rnd.randint(1, 6)))
        for pattern, hints in PAIRS:
            if pattern.search(words):
                matched += 1
                assert hinted(folded(words), hints), (pattern.pattern[:40], words)
    assert matched > 1000  # the phrases do reach the patterns


def test_words_without_a_hint_skip_the_pattern() -> None:
    # a setup bullet's words hold none of the baseline words: the pattern is not tried
    words = "- 5 tok/s\n\n- GPU: ".lower()
    assert not hinted(words, BASELINE_HINTS)
    assert not hinted(words, FAR_HINTS)
    assert not _BASELINE_FAR.search(words)
