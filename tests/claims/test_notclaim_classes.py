"""Numbers that are no claim of their own, each class pinned by sentences written for it
(docs/READING_RULES.md §2 and §4): a figure restated in brackets, a machine's size, wishes
and plans, counts of machines, worked examples and training runs."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The checkpoint weighs 41GB (roughly 42GB) once merged.", [(41.0, "memory")]),
        ("Loading it takes 30 GB (about 28 GiB) of VRAM.", [(30.0, "memory")]),
        ("It streams at 2.2k tok/s (2,200 tokens/s) on one node.", [(2200.0, "decode_tok_s")]),
        # a bracket holding another value, or saying more, is another figure
        ("It streams at 62 tok/s (31 tok/s before the patch).", [(62.0, "decode_tok_s")]),
    ],
)
def test_a_figure_restated_in_brackets_is_read_once(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Another spelling or rounding of the figure before it, in brackets, is that figure."""
    assert _read(text, vocab)[: len(want)] == want
    assert len(_read(text, vocab)) == (2 if "before" in text else 1)


def test_a_machine_named_by_its_memory_is_a_spec(vocab: Vocabulary) -> None:
    """ "a 96GB memory laptop", "needs a 16 GB card": what a machine has, not a run's use."""
    assert _read("The 35B quant is 21GB, so a 96GB memory laptop runs it easily.", vocab) == [
        (21.0, "memory")
    ]
    assert _read("You really need a 16 GB card for this one.", vocab) == []
    assert _read("Generation needs 16 GB of VRAM.", vocab) == [(16.0, "memory")]


@pytest.mark.parametrize(
    "text",
    [
        "The plan is to reach 150 tok/s on the MI300X before summer.",
        "We are trying to get 2x faster decoding out of EAGLE on this card.",
        "I'd like to see 25 tok/s from the 8B on my laptop.",
        "It would be great to have 60 tok/s on the A100 with vLLM.",
        "We hope for a 3x speedup once MTP lands in llama.cpp.",
        "Next step: push decode past 80 tok/s on the RTX 4090.",
        "If we could reach 100 tok/s, agents would feel instant.",
        "Suppose the card does 50 tok/s on a long prompt.",
    ],
)
def test_a_figure_wished_planned_or_supposed_is_no_measurement(
    text: str, vocab: Vocabulary
) -> None:
    """Wishes, plans and suppositions name a figure nobody measured (rules §2: goals)."""
    assert _read(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Assuming the same prompt, we get 45 tok/s on the RTX 4090.", 45.0),
        ("We tried EAGLE and got 2x faster decoding on the H100.", 2.0),
        ("If I use --flash-attn I get 52 tok/s on the 3090.", 52.0),
        ("Hope this helps, I get 33 tok/s on the 4090.", 33.0),
    ],
)
def test_a_wish_word_outside_the_figures_clause_leaves_it_a_claim(
    text: str, value: float, vocab: Vocabulary
) -> None:
    """The wish must govern the figure: a comma or a past attempt leaves a measurement."""
    assert [v for v, _ in _read(text, vocab)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Llama 70B served on 4x ASUS GX10 nodes with EAGLE.",
        "We stacked 3x Minisforum MS-A2 boxes with MTP enabled.",
        "The draft run sent 4x the number of requests to the engine.",
        "Each MTP result above ran as 2x TP=4.",
    ],
)
def test_a_multiple_that_counts_machines_or_things_is_no_speedup(
    text: str, vocab: Vocabulary
) -> None:
    """ "Nx" before the machines it counts, or before "the number of", is a count."""
    assert _read(text, vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "MTP delivers 3x DeepSeek R1 throughput on the MI355X.",
        "EAGLE gives a 2.3x Faster Inference System on the H200.",
        "Speculative decoding gives 2x on four nodes.",
        "The new build is 2x faster than v1 on the 4090.",
    ],
)
def test_a_multiple_of_a_speed_stays_a_speedup_beside_a_name(text: str, vocab: Vocabulary) -> None:
    """A model number or a machine word near a real speedup does not make it a count."""
    assert [m for _, m in _read(text, vocab)] == ["speedup"]


def test_a_bracketed_column_name_of_several_words_is_one_column(vocab: Vocabulary) -> None:
    """A space-parted table's header "Score (k=5, exact)" is one column: the figures under
    "tok/s" are the rates, not the column before it."""
    text = (
        "Build Loss tok/s Score (k=5, exact)\n"
        "small 2.301 44.2 0.61\n"
        "medium 2.114 30.8 0.66\n"
        "large 2.052 19.5 0.70\n"
    )
    assert [v for v, m in _read(text, vocab) if m == "decode_tok_s"] == [44.2, 30.8, 19.5]


@pytest.mark.parametrize(
    "text",
    [
        "We train the draft head at 12k tokens/s on one H100.",
        "Fine-tune Mistral 2x faster with 70% less memory.",
        "The cluster sustains 1M tokens/s across 10,000 GPUs during pretraining.",
    ],
)
def test_a_training_run_named_by_its_verb_or_after_the_figure_is_no_claim(
    text: str, vocab: Vocabulary
) -> None:
    """Training speed is no inference claim, whether the clause says "we train" or puts
    "during training" after the figure."""
    assert _read(text, vocab) == []


def test_a_trained_drafter_still_gives_an_inference_speedup(vocab: Vocabulary) -> None:
    """A drafter trained beforehand does not make its decoding speedup a training figure."""
    text = "We trained a draft model and got 2.4x faster decoding with vLLM."
    assert _read(text, vocab) == [(2.4, "speedup")]


def test_a_rate_a_sentence_opens_on_to_work_out_its_effect_is_an_illustration(
    vocab: Vocabulary,
) -> None:
    """ "At 40 tok/s, it arrives in under four seconds": the rate is a condition; a
    sentence that names the card, or says nothing follows from the rate, reports a run."""
    assert _read("At 60 tokens per second, the summary shows up almost at once.", vocab) == []
    assert _read("At 25 tok/s the page renders faster than you read it.", vocab) == []
    assert _read("At 45 tok/s on the RTX 4090, the summary shows up at once.", vocab) == [
        (45.0, "decode_tok_s")
    ]
    assert _read("At 45 tok/s, the new build is very usable.", vocab) == [(45.0, "decode_tok_s")]


def test_a_reduction_of_a_quantity_is_no_speedup(vocab: Vocabulary) -> None:
    """ "4x less data per token" reduces a quantity; "2x less latency" is a speedup."""
    text = "INT4 moves ~4× less data per token than FP16 — faster throughput on any card."
    assert _read(text, vocab) == []
    text = "MTP gives 2x less latency per token with speculative decoding on the H100."
    assert _read(text, vocab) == [(2.0, "speedup")]


def test_a_size_its_clause_says_ran_out_of_memory_is_no_footprint(vocab: Vocabulary) -> None:
    """A size the same clause says ran out of memory is a setting or a limit."""
    assert _read("把显存上限设到 12G 以下就会显存不足，加载失败。", vocab) == []
    assert _read("Capping the pool at 20 GB makes it run out of memory at once.", vocab) == []
    assert _read("The run peaked at 20 GB of VRAM.", vocab) == [(20.0, "memory")]
