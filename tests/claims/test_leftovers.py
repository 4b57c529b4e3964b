"""Count marks joining a count to its card, multiples after "=", and verbs of intent.

- Reading rules §3: "8×H100", "8x H100", "8 x H100" and "2× 3090" give the same GPU count of
  the same card; the mark is no multiple that closes the clause before it, nor a cell of a
  flattened table's row.
- Reading rules §4: "132.52 vs 39.69 tok/s = 3.34 times faster" is a speedup and its two rates.
- Reading rules §2: "we planned to ... for 90 tok/s", "we aimed to ...", "we hoped for ..." hold
  the figure as a goal within their clause; "we planned ... and got 90 tok/s" is measured.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[str, float, int | None]]:
    return [(c.metric, c.value, c.gpu_count) for c in extract_claims(text, vocab)]


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


# --- 1. count marks (reading rules §3) ---------------------------------------------------


@pytest.mark.parametrize("card", ["4× H200", "2x A100", "8 x H100"])
def test_a_spaced_count_mark_does_not_cut_the_load_words_off(card: str, vocab: Vocabulary) -> None:
    """The load after the card ("with continuous batching") is still the figure's own: the
    mark with a space after it is the card's count, not a next figure closing the clause."""
    text = f"Vendors quote 1,800 tokens/s on {card} with continuous batching in their runs."
    assert _metrics(text, vocab)[1800.0] == "output_tok_s"


def test_a_batch_of_one_elsewhere_does_not_take_a_batched_figure(vocab: Vocabulary) -> None:
    text = (
        "One box reports ~950 tokens/s on one GPU, effectively batch size 1.\n"
        "Others claim 2,000 tok/s on 8 x H100 with heavy optimization and batching."
    )
    assert _metrics(text, vocab)[2000.0] == "output_tok_s"


def _flat_table(mark: str) -> str:
    return (
        "Model Setup Speed (tok/s) VRAM\n"
        f"Qwen3 32B Q4, 2{mark}4090 31.5-33.0 40.1 GB\n"
        f"Qwen3 32B Q4, 1{mark}4090 18.2-19.0 22.4 GB\n"
        f"Qwen3 14B Q4, 1{mark}4090 41.0-44.0 11.2 GB\n"
    )


@pytest.mark.parametrize("mark", ["× ", "x ", " x ", " × "])
def test_a_flattened_row_keeps_a_spaced_count_with_its_card(mark: str, vocab: Vocabulary) -> None:
    """A web table flattened to single spaces: "2× 4090" is the row's setup, not a cell."""
    got = _read(_flat_table(mark), vocab)
    assert ("decode_tok_s", 32.25, 2) in got
    assert ("decode_tok_s", 18.6, 1) in got
    assert ("memory", 11.2, 1) in got


def test_a_flattened_row_with_the_mark_glued_reads_as_before(vocab: Vocabulary) -> None:
    got = _read(_flat_table("x"), vocab)
    assert ("decode_tok_s", 32.25, 2) in got and ("memory", 22.4, 1) in got


def test_a_later_figure_still_closes_the_clause(vocab: Vocabulary) -> None:
    """Must not fire: a real figure after the first still takes the load words from it."""
    text = "A single user sees 40 tok/s on 1x H100, and 2,000 tok/s with continuous batching."
    got = _metrics(text, vocab)
    assert got[40.0] == "decode_tok_s"
    assert got[2000.0] == "output_tok_s"


def test_a_multiple_before_a_card_word_is_still_a_multiple(vocab: Vocabulary) -> None:
    """Must not fire: "3x faster" is a speedup whatever card the sentence names."""
    text = "vLLM on the H100 runs 3x faster than llama.cpp at batch size 1."
    assert _metrics(text, vocab)[3.0] == "speedup"


def test_a_row_of_multiples_keeps_its_cells(vocab: Vocabulary) -> None:
    """Must not fire: a flattened row whose cells are multiples ("2x 3x") is not a count."""
    text = (
        "Engine Speedup Batch 1 Speedup Batch 8\n"
        "vLLM 1.5x 2.5x\nSGLang 1.4x 3.5x\nTensorRT-LLM 1.6x 2.5x\n"
    )
    got = _read(text, vocab)
    assert ("speedup", 3.5, None) in got


# --- 2. a multiple after "=" (reading rules §4) ------------------------------------------


@pytest.mark.parametrize(
    ("tail", "multiple"),
    [
        ("= 3.34 times faster", 3.34),
        ("= 3.34x", 3.34),
        ("(3.34× faster)", 3.34),
        ("→ 3.3x", 3.3),
        ("= 3.34-fold faster", 3.34),
    ],
)
def test_a_multiple_after_two_rates_is_a_speedup(
    tail: str, multiple: float, vocab: Vocabulary
) -> None:
    text = f"llama.cpp on the RTX 4090: 132.52 vs 39.69 tok/s {tail}."
    got = _metrics(text, vocab)
    assert got == {132.52: "decode_tok_s", 39.69: "decode_tok_s", multiple: "speedup"}


def test_times_after_a_unit_key_is_a_speedup(vocab: Vocabulary) -> None:
    text = "We measured 132.52 tok/s vs 39.69 tok/s = 3.34 times faster on the RTX 4090."
    got = _metrics(text, vocab)
    assert got == {132.52: "decode_tok_s", 39.69: "decode_tok_s", 3.34: "speedup"}


@pytest.mark.parametrize(
    ("text", "rates", "multiple"),
    [
        ("SGLang on the H100 reached 210 vs 96 tok/s = 2.19 times higher throughput.", 2, 2.19),
        ("H100 上 vLLM 解码 88 vs 40 tok/s = 2.2倍", 2, 2.2),
        ("On the A100 the new kernel gives 61 vs 20 t/s = 3.05 times the old speed.", 2, 3.05),
        (
            "Decode on the RTX 4090 with llama.cpp: 90 tokens/s = 2.5 times faster than Ollama.",
            1,
            2.5,
        ),
    ],
)
def test_a_worded_multiple_after_a_rate_key_is_no_rate(
    text: str, rates: int, multiple: float, vocab: Vocabulary
) -> None:
    """ "tok/s = 2.19 times": the unit before "=" is the rates' own, not a key for a multiple."""
    got = _metrics(text, vocab)
    assert got[multiple] == "speedup"
    assert sum(m == "decode_tok_s" for m in got.values()) == rates


def test_a_unit_key_still_labels_its_plain_value(vocab: Vocabulary) -> None:
    """Must not fire: "t/s: 22.44" after a time is still the key's rate."""
    text = "llama.cpp on the RTX 4090 ms/t: 44.56 t/s: 22.44"
    assert _metrics(text, vocab).get(22.44) == "decode_tok_s"


# --- 3. verbs of intent (reading rules §2) ------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "We planned to run FP8 weights with multi-token prediction speculative decoding via "
        "vLLM on the H100 for 90 tok/s.",
        "We intended to serve FP8 weights with multi-token prediction speculative decoding "
        "via vLLM on one H100 at 90 tok/s.",
        "We hoped that FP8 weights plus multi-token prediction heads on vLLM and one H100 "
        "would give ~90 tok/s.",
        "I aimed to serve the FP8 weights with multi-token prediction heads through vLLM on "
        "one H100 at about 90 tok/s.",
    ],
)
def test_a_verb_of_intent_holds_a_far_figure_as_a_goal(sentence: str, vocab: Vocabulary) -> None:
    assert 90.0 not in _metrics(sentence, vocab)


@pytest.mark.parametrize(
    "sentence",
    [
        "We planned to run FP8 with MTP and got 90 tok/s on the H100 with vLLM.",
        "We planned to run FP8 weights with multi-token prediction via vLLM on the H100 and "
        "got 90 tok/s.",
        "We planned to run FP8 with MTP on vLLM; it ran at 90 tok/s on the H100.",
        "We hoped for more, and measured 90 tok/s with vLLM on the H100.",
    ],
)
def test_what_the_plan_gave_is_measured(sentence: str, vocab: Vocabulary) -> None:
    """Must not fire on the figure a run gave after the plan's words."""
    assert _metrics(sentence, vocab).get(90.0) == "decode_tok_s"


def test_a_plan_with_a_present_verb_stays_a_goal(vocab: Vocabulary) -> None:
    """Must not fire: a present "and hit" may be the plan's own ("we plan to run X and hit")."""
    text = "We plan to run FP8 with MTP on vLLM and hit 90 tok/s on the H100."
    assert 90.0 not in _metrics(text, vocab)


def test_goal_names_are_public(vocab: Vocabulary) -> None:
    from watcher.claims import goal_reach, goals

    assert goal_reach.GOAL_MET is goals.GOAL_MET
    assert goal_reach.turns_away is goals.turns_away
    assert goals.turns_away("The goal was 50 tok/s, but we measured ")
