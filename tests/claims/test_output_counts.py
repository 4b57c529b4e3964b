"""A count stated at the head of pasted output holds for the output's figures (reading rules §3).

Made-up benchmark output, not taken from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_count_heading_pasted_output_reaches_past_its_blank_lines(vocab: Vocabulary) -> None:
    """ "mixtral tp 2" as the first line of a pasted report is the run's GPU count for the
    figures further down the same output, past blank lines."""
    text = (
        "Numbers from my box:\n\n"
        "```\nmixtral tp 2\nrequests: 100\n\n"
        "output throughput: 912.5 token/s\n```\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.gpu_count) == (912.5, 2)


def test_a_count_in_another_pasted_output_is_not_this_ones(vocab: Vocabulary) -> None:
    """Each pasted output is its own run: a count in the block above is that run's."""
    text = (
        "```\nmixtral tp 2\nrequests: 100\n```\n\n"
        "And the second run:\n\n"
        "```\nrequests: 100\n\noutput throughput: 512.5 token/s\n```\n"
    )
    got = {c.value: c.gpu_count for c in extract_claims(text, vocab)}
    assert got[512.5] is None


def test_a_count_written_after_the_card_closes_its_phrase(vocab: Vocabulary) -> None:
    """ "(L40S 2x)" heading a results table writes the count after the card's name."""
    text = "## Results (build 1a2b3c, L40S 2x)\n\n| Model | Gen tok/s |\n|---|---|\n| 8B | 41.5 |\n"
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (41.5, "L40S", 2)


def test_a_multiple_after_the_card_is_no_count(vocab: Vocabulary) -> None:
    """ "on L40S 2x faster" is a multiple said of the card's run, not two cards."""
    text = "The fused kernel decodes at 41.5 tok/s on L40S 2x faster than before."
    got = {c.value: c.gpu_count for c in extract_claims(text, vocab)}
    assert got[41.5] is None


def test_the_titles_card_keeps_the_count_written_with_it(vocab: Vocabulary) -> None:
    """A title "Vulkan vs ROCm on Dual L40S's" sets up a body naming no card: both the card
    and its written count."""
    body = "Across backends the 30B model reached 156 tok/s with the best settings."
    (claim,) = extract_claims(body, vocab, title="Vulkan vs ROCm on Dual L40S's")
    assert (claim.hardware, claim.gpu_count) == ("L40S", 2)


def test_a_version_number_before_the_titles_card_is_no_count(vocab: Vocabulary) -> None:
    """ "DeepSeek V2 H100 layout fix": the 2 belongs to the model's name, not a count."""
    body = "Across backends the model reached 156 tok/s with the best settings."
    (claim,) = extract_claims(body, vocab, title="fix: DeepSeek V2 H100 layout conversion")
    assert (claim.hardware, claim.gpu_count) == ("H100", None)


def test_a_count_word_wrapped_onto_the_line_before_the_card(vocab: Vocabulary) -> None:
    """ "on a single\\nL40S": a wrapped paragraph keeps the count word with its card."""
    text = "Serving the 27B model on a single\nL40S with drafting: 211.5 tok/s single-stream."
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == ("L40S", 1)
    # a count word ending a list item does not count the next item's card
    listed = "Setup:\n- Model copies: one\n- L40S with drafting: 211.5 tok/s single-stream\n"
    (claim,) = extract_claims(listed, vocab)
    assert claim.gpu_count is None
