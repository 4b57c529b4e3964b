"""Token rates in rows whose cells a page's converter glued together.

Reading rules §4: the number is read as displayed; a row copied without its cell gaps
("80GB~9,800 tok/sPagedAttn", "Large52.5 tok/sLMStudio") still displays a rate with its unit.
Other units that begin like a rate ("tokens/step") and precision names before a unit stay
unread.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def test_a_rate_glued_to_the_next_cell_is_read(vocab: Vocabulary) -> None:
    text = "All rows — A100\n\nPhi 3 Mini2x A100 80GB~9,800 tok/sPagedAttn, default\n"
    got = {c.value: (c.hardware, c.gpu_count) for c in extract_claims(text, vocab)}
    assert got[9800] == ("A100", 2)


def test_a_rate_glued_on_both_sides_is_read_whole(vocab: Vocabulary) -> None:
    text = (
        "Results\n\n"
        "- 21.5 tok/srtx-3080Q5_K_MCommunity\n"
        "- Mac (32 GB)Llama 3 8BQ5_K - Large52.5 tok/sLMStudioref\n"
        "- We also saw 3 tokens/step and 12 tokens/sample in the drafter logs.\n"
        "- INT4 tok/sFP16 tok/s\n"
    )
    values = sorted(c.value for c in extract_claims(text, vocab))
    assert values == [21.5, 52.5]
