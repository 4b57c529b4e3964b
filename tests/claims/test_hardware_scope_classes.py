"""Whose card a figure takes: a later reply in a thread, a model's size, an example machine.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_later_reply_in_a_thread_dump_sets_up_none_of_the_figures_above(
    vocab: Vocabulary,
) -> None:
    """'alice · comment · 2024-03-01' begins a reply: the card it names was written after the
    figures above it and is not theirs; a card the opening post names still is."""
    later = (
        "Generation is slow for us: about 9 tokens/s with the 13B chat model.\n\n"
        "alice · comment · 2024-03-01\n"
        "We run 2x L40S and see the same thing.\n"
    )
    (claim,) = extract_claims(later, vocab, source="acme/serve#12")
    assert (claim.value, claim.hardware, claim.gpu_count) == (9.0, None, None)
    earlier = (
        "Our box has 2x L40S.\n\n"
        "bob · comment · 2024-03-02\n"
        "Generation is slow for us: about 9 tokens/s with the 13B chat model.\n"
    )
    (claim,) = extract_claims(earlier, vocab, source="acme/serve#12")
    assert (claim.value, claim.hardware, claim.gpu_count) == (9.0, "L40S", 2)
    # a line that only looks like a reply's head ('· comment ·' with no date) changes nothing
    prose = later.replace("alice · comment · 2024-03-01", "See the comment below.")
    (claim,) = extract_claims(prose, vocab, source="acme/serve#12")
    assert claim.hardware == "L40S"


def test_a_models_size_takes_no_card_from_elsewhere_on_the_page(vocab: Vocabulary) -> None:
    """A model's size or need in a paragraph of its own holds on any machine: the card the
    page's intro names is where its speeds ran, not a property of the model's weights."""
    text = (
        "All tests here ran on one RTX 5080.\n\n"
        "Decoding reaches 61 tokens/s with the 8B model.\n\n"
        "The weights of the 32B model take about 19 GB in FP4."
    )
    got = {c.metric: (c.value, c.hardware) for c in extract_claims(text, vocab)}
    assert got["decode_tok_s"] == (61.0, "RTX 5080")
    assert got["memory"] == (19.0, None)
    # in the card's own paragraph, or under a heading naming it, the footprint is that run's
    own = "On one RTX 5080 the 32B model peaked at about 19 GB of VRAM."
    (claim,) = extract_claims(own, vocab)
    assert (claim.metric, claim.hardware) == ("memory", "RTX 5080")
    headed = "## RTX 5080\n\nIntro text.\n\nThe 32B model peaked at about 19 GB of VRAM."
    (claim,) = extract_claims(headed, vocab)
    assert (claim.metric, claim.hardware) == ("memory", "RTX 5080")


def test_a_price_before_gpu_is_no_gpu_count(vocab: Vocabulary) -> None:
    """'a $570 GPU' prices the card, as '$8,500 RTX PRO 6000' does; '4 GPUs' still counts."""
    priced = "Speculative decoding on a $570 GPU gave a 1.85x speedup on an RTX 5060 Ti."
    (claim,) = extract_claims(priced, vocab)
    assert (claim.hardware, claim.gpu_count) == ("RTX 5060 Ti", None)
    euro = priced.replace("$570", "€570")
    (claim,) = extract_claims(euro, vocab)
    assert claim.gpu_count is None
    counted = "Speculative decoding on 4 GPUs gave a 1.85x speedup on an RTX 5060 Ti."
    (claim,) = extract_claims(counted, vocab)
    assert claim.gpu_count == 4


def test_a_card_named_after_the_figure_in_a_later_clause_is_another_setup(
    vocab: Vocabulary,
) -> None:
    """'5 tok/s on one L40S, while on an RTX 4090 it flies': the card past the comma is the
    other setup's, and the one named before the figure in its own clause is the figure's."""
    text = "On one L40S the small model decodes at only 5 tok/s, while on an RTX 4090 it flies."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware) == (5.0, "L40S")
    zh = "我在单张L40S上部署了小模型，推理速度只有5 tokens/s，同样的配置在4090上速度就非常快。"
    (claim,) = extract_claims(zh, vocab)
    assert claim.hardware == "L40S"
    # with no card before the figure, the one after it in the sentence is still its card
    after = "The small model decodes at only 5 tok/s, measured on an RTX 4090."
    (claim,) = extract_claims(after, vocab)
    assert claim.hardware == "RTX 4090"
    # in one clause the nearest card wins, as before
    one_clause = "Compared to the L40S box the small model decodes at 5 tok/s on an RTX 4090."
    (claim,) = extract_claims(one_clause, vocab)
    assert claim.hardware == "RTX 4090"


def test_a_card_in_a_clause_a_conjunction_opens_after_the_figure_is_not_its_card(
    vocab: Vocabulary,
) -> None:
    """', and it runs models that needed four A100s', ', but an H100 would ...': the clause
    after the conjunction says something else; a card the figure's own words lead to stays."""
    text = (
        "The new kernels make decoding 3x faster than before, "
        "and they let models that needed two A100 GPUs run on a single consumer card."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (3.0, None, None)
    but = "We reach 41 tokens/s with the 8B model, but an H100 would do far better."
    (claim,) = extract_claims(but, vocab)
    assert claim.hardware is None
    # "with" may still describe the run, and a card before the comma is the figure's own
    kept = "We reach 41 tokens/s with the 8B model, with an RTX 4090 doing the work."
    (claim,) = extract_claims(kept, vocab)
    assert claim.hardware == "RTX 4090"
    before = "On an RTX 4090 we reach 41 tokens/s, and an H100 would do far better."
    (claim,) = extract_claims(before, vocab)
    assert claim.hardware == "RTX 4090"


def test_a_card_stated_for_another_engines_setup_is_not_the_figures(vocab: Vocabulary) -> None:
    """A card named with vLLM does not reach a figure whose own sentence names SGLang's
    setup; a card named for several engines set side by side ('vs') reaches each of them."""
    text = (
        "We serve the 27B model on vLLM across two RTX PRO 6000 cards. "
        "Speculative decoding helps a lot there.\n"
        "On our older SGLang setup, decoding was stuck around 25 tok/s. "
        "The new setup decodes at 190 tok/s."
    )
    got = {c.value: (c.hardware, c.gpu_count) for c in extract_claims(text, vocab)}
    assert got[25.0] == (None, None)
    assert got[190.0] == ("RTX PRO 6000", 2)
    titled = "Ollama delivers 370 tok/s with a one-command setup."
    (claim,) = extract_claims(titled, vocab, title="vLLM vs Ollama vs llama.cpp on RTX 5090")
    assert claim.hardware == "RTX 5090"
    (claim,) = extract_claims(titled, vocab, title="vLLM on RTX 5090: a serving guide")
    assert claim.hardware is None
    # a 'vs' comparison on one card sets every engine the page measures on it, named or not
    other = "llama.cpp hits 340 tok/s on the same model."
    (claim,) = extract_claims(other, vocab, title="vLLM vs Ollama on RTX 5090 [Tested]")
    assert claim.hardware == "RTX 5090"


def test_a_card_the_writer_ran_on_before_is_not_the_posts_setup(vocab: Vocabulary) -> None:
    """'I have an RTX 4060; I had an RTX 2070 before' over a reply's figure: of the two cards
    the post names, the former one is no longer where it runs; with no former mark the post
    names two cards and no single setup."""
    head = "I have an RTX 4060 and 32 GB of RAM. {verb} RTX 2070 that ran the same model fine.\n\n"
    tail = (
        "bob · comment · 2025-01-03\nAnything else?\n\n"
        "alice · comment · 2025-01-04\nI got 3 tokens/sec."
    )
    for verb in ("I had an", "My old"):
        (claim,) = extract_claims(head.format(verb=verb) + tail, vocab, source="acme/kobold#7")
        assert claim.hardware == "RTX 4060", verb
    (claim,) = extract_claims(head.format(verb="I also have an") + tail, vocab, source="acme/k#7")
    assert claim.hardware is None
    # a card the figure's own sentence names is its card whatever the tense
    (claim,) = extract_claims("I had an RTX 2070 doing 3 tokens/sec.", vocab)
    assert claim.hardware == "RTX 2070"


def test_over_after_a_rate_names_where_it_ran(vocab: Vocabulary) -> None:
    """'2,146 token/s over H20 GPUs': after an absolute rate 'over' spreads it across cards;
    after a multiple, or before a card called the baseline, it still compares."""
    (claim,) = extract_claims("The model reaches 2,146 token/s over H20 GPUs.", vocab)
    assert claim.hardware == "H20"
    (claim,) = extract_claims("We get 45 tok/s over 2x RTX 3090.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("RTX 3090", 2)
    (claim,) = extract_claims("We get 45 tok/s over the H100 baseline.", vocab)
    assert claim.hardware is None
    (claim,) = extract_claims("The new kernel is 3x faster over H20 GPUs.", vocab)
    assert claim.hardware is None


def test_a_card_set_aside_in_the_figures_paragraph_sets_up_none_of_it(
    vocab: Vocabulary,
) -> None:
    """The same blockers hold inside the figure's paragraph as on the page: a former card
    ('my old 3060') or an example ('for example an A100') is no setup of the next sentence."""
    former = "My old RTX 3060 is in a drawer now. The 14B model decodes at 48 tokens/s."
    (claim,) = extract_claims(former, vocab)
    assert claim.hardware is None
    example = "It runs on many cards, for example an A100. The 14B model decodes at 48 tokens/s."
    (claim,) = extract_claims(example, vocab)
    assert claim.hardware is None
    current = "My RTX 3060 is in the box now. The 14B model decodes at 48 tokens/s."
    (claim,) = extract_claims(current, vocab)
    assert claim.hardware == "RTX 3060"
