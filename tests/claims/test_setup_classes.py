"""Setup classes of reading mistakes (hardware, GPU count, precision, concurrency), each
pinned by sentences of its own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_closing_line_ending_in_a_colon_introduces_the_block_below(vocab: Vocabulary) -> None:
    """The last line of a paragraph that ends with ':' is the lead-in of the next block."""
    text = (
        "**Numbers**\n"
        "Every run below was made with one request at a time:\n\n"
        "Chat prompt -> 2.5 s = ~40 tokens/s\n"
        "Code prompt -> 3.1 s = ~52 tokens/s\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab) if c.unit == "tok/s"]
    assert got == [(40.0, 1), (52.0, 1)]


def test_batch_size_and_gpu_count_columns_written_in_cjk(vocab: Vocabulary) -> None:
    """'批处理大小', 'バッチサイズ', '배치 크기' columns give concurrency; 'GPU数量' the count."""
    for head in ("批处理大小", "バッチサイズ", "배치 크기", "并发数"):
        text = f"| {head} | GPU数量 | 吞吐量 (tok/s) |\n|---|---|---|\n| 16 | 2 | 950 |\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.concurrency, claim.gpu_count) == (950.0, 16, 2), head
    (prose,) = extract_claims("在批处理大小32时吞吐量达到 1800 tok/s。", vocab)
    assert prose.concurrency == 32


def test_a_cards_count_written_at_another_mention_of_it_in_the_post(vocab: Vocabulary) -> None:
    """'My L40S ...' then 'Card: 2x L40S': figures that take the card take its count too."""
    text = (
        "My L40S box is water-cooled.\n\n"
        "Card: 2x L40S (96 GB in all)\n\n"
        "Results, one request at a time:\n\n"
        "short prompt -> ~70 tokens/s\n"
    )
    rate = next(c for c in extract_claims(text, vocab) if c.unit == "tok/s")
    assert (rate.value, rate.hardware, rate.gpu_count) == (70.0, "L40S", 2)
    # two counts for the card: no single one
    both = text.replace("Card: 2x L40S", "Cards: 2x L40S, later 4x L40S")
    rate = next(c for c in extract_claims(both, vocab) if c.unit == "tok/s")
    assert rate.gpu_count is None
