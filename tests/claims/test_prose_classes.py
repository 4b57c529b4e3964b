"""Prose-heavy kinds: model cards, vendor blogs, press, papers and release notes.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _by_value(claims: list) -> dict[float, object]:  # type: ignore[type-arg]
    return {c.value: c for c in claims}


def test_a_baseline_column_beside_a_method_column_is_plain_decoding(vocab: Vocabulary) -> None:
    """A drafter card's "Baseline" column is the same model without the drafter: ``ar``."""
    text = (
        "Medusa heads for Foo-7B.\n"
        "\n"
        "| Prompt set | Baseline tok/s | Medusa tok/s |\n"
        "|---|---|---|\n"
        "| Chat | 40.1 | 80.3 |\n"
        "| Code | 38.7 | 91.2 |\n"
    )
    got = _by_value(extract_claims(text, vocab))
    assert got[40.1].mode == "ar" and got[38.7].mode == "ar"  # type: ignore[attr-defined]
    assert got[80.3].mode == "medusa"  # type: ignore[attr-defined]


def test_a_vanilla_column_is_plain_decoding_too(vocab: Vocabulary) -> None:
    """ "Vanilla (t/s)" beside "EAGLE-3 (t/s)": the vanilla run decodes plainly."""
    text = "| Task | Vanilla (t/s) | EAGLE-3 (t/s) |\n|---|---|---|\n| Summaries | 52.5 | 97.0 |\n"
    got = _by_value(extract_claims(text, vocab))
    assert got[52.5].mode == "ar"  # type: ignore[attr-defined]
    assert got[97.0].mode == "eagle"  # type: ignore[attr-defined]


def test_a_baseline_column_in_a_table_naming_no_method_has_no_mode(vocab: Vocabulary) -> None:
    """ "Baseline" against "Optimized" names no decoding method: neither side has a mode."""
    text = "| Task | Baseline | Optimized |\n|---|---|---|\n| Chat | 40.1 tok/s | 80.3 tok/s |\n"
    assert all(c.mode is None for c in extract_claims(text, vocab))


def test_a_note_under_a_table_gives_its_rows_engine_and_precision(vocab: Vocabulary) -> None:
    """A methodology sentence right under a table states the setup of every row."""
    text = (
        "| Method | Tokens/sec |\n"
        "|---|---|\n"
        "| Plain | ~410 |\n"
        "| EAGLE-3 | ~960 |\n"
        "\n"
        "Measured with SGLang on Mistral Small 24B in FP8, a single H100.\n"
    )
    for claim in extract_claims(text, vocab):
        assert (claim.engine, claim.precision, claim.hardware) == ("sglang", "FP8", "H100")


def test_a_terse_note_under_a_table_gives_its_precision(vocab: Vocabulary) -> None:
    """ "Model X AWQ, L40S, batch 1." under a table is a note, not a sentence of its own."""
    text = (
        "| Setup | TTFT p50 | tok/s |\n"
        "|---|---|---|\n"
        "| Medusa-2 | ~31 ms | ~2,450 |\n"
        "\n"
        "Gemma 3 27B AWQ, L40S, batch size 1.\n"
    )
    for claim in extract_claims(text, vocab):
        assert claim.precision == "INT4"


def test_a_line_opening_the_next_table_is_no_note_of_the_one_above(vocab: Vocabulary) -> None:
    """A line under one table that introduces the next ("Same run on vLLM") is that one's."""
    text = (
        "Run A with llama.cpp\n"
        "\n"
        "| Prompt | Decode t/s |\n"
        "|---|---|\n"
        "| short | 61.5 |\n"
        "\n"
        "Same model on vLLM\n"
        "\n"
        "| Prompt | Decode t/s |\n"
        "|---|---|\n"
        "| short | 74.25 |\n"
    )
    got = _by_value(extract_claims(text, vocab))
    assert got[61.5].engine == "llama.cpp"  # type: ignore[attr-defined]
    assert got[74.25].engine == "vllm"  # type: ignore[attr-defined]


def test_a_note_with_figures_of_its_own_is_not_the_tables_note(vocab: Vocabulary) -> None:
    """A sentence under a table that reports its own figure is a claim, not the rows' setup."""
    text = (
        "| Mode | Tokens/sec |\n"
        "|---|---|\n"
        "| Plain | ~1,700 |\n"
        "\n"
        "On TensorRT-LLM the same prompt ran at 900 tok/s.\n"
    )
    got = _by_value(extract_claims(text, vocab))
    assert got[1700.0].engine is None  # type: ignore[attr-defined]


def test_a_count_before_a_maker_and_product_line_counts_the_cards(vocab: Vocabulary) -> None:
    """ "8× AMD Instinct MI325X" is eight cards (not an 8x speedup), like "8x NVIDIA H200"."""
    text = (
        "The team ran EAGLE-3 on a node of 8× AMD Instinct MI325X GPUs.\n"
        "\n"
        "Results:\n"
        "- Output throughput: 1,410 tok/s\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.hardware, claim.gpu_count) == ("output_tok_s", "MI325X", 8)


def test_a_count_before_tesla_counts_the_cards(vocab: Vocabulary) -> None:
    """ "4x Tesla P40" is four P40s."""
    (claim,) = extract_claims("Across 4x Tesla P40 the 70B model did 6.25 tok/s.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("P40", 4)


def test_the_activations_precision_is_not_the_models(vocab: Vocabulary) -> None:
    """W4A8 "(INT4 weights, INT8 activations)": the model's precision is its weights'."""
    text = "Quantised as W4A8 (INT4 weights, INT8 activations), the model serves 3,120 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "INT4"


def test_activations_in_another_precision_leave_the_weights(vocab: Vocabulary) -> None:
    """ "FP8 weights and BF16 activations" is an FP8 model."""
    (claim,) = extract_claims("With FP8 weights and BF16 activations: 212 tok/s.", vocab)
    assert claim.precision == "FP8"


def test_a_multiple_written_in_words_is_a_speedup(vocab: Vocabulary) -> None:
    """ "five times faster", "a fourfold jump", "twice as fast" are speedups (LABELLING)."""
    cases = {
        "The hosted model answers five times faster than our own cluster.": 5.0,
        "The new runtime brings a fourfold jump in decode throughput.": 4.0,
        "On the same laptop it is twice as fast as the old build.": 2.0,
        "Their server delivers ten-times higher throughput per rack.": 10.0,
    }
    for text, value in cases.items():
        (claim,) = extract_claims(text, vocab)
        assert (claim.metric, claim.value) == ("speedup", value), text


def test_a_range_of_multiples_in_words_keeps_both_ends(vocab: Vocabulary) -> None:
    """ "three to four times faster" is one range, 3 to 4."""
    (claim,) = extract_claims("Drafting made replies three to four times faster.", vocab)
    assert (claim.metric, claim.value_min, claim.value_max) == ("speedup", 3.0, 4.0)


def test_a_multiple_that_lost_its_sign_is_a_speedup(vocab: Vocabulary) -> None:
    """A paper's "2.2×" copied without its sign: "2.2 higher throughput", "18 lower TTFT"."""
    text = "Our scheduler reaches up to 3.1 higher throughput and 18 lower TTFT than the baseline."
    got = sorted((c.metric, c.value) for c in extract_claims(text, vocab))
    assert got == [("speedup", 3.1), ("speedup", 18.0)]


def test_numbers_before_comparatives_that_are_no_multiples_stay_out(vocab: Vocabulary) -> None:
    """ "4 more GPUs", "ten times less memory", "3 lower cost" and training are no speedups."""
    for text in (
        "We needed 4 more GPUs than before.",
        "The new format takes ten times less memory.",
        "It comes at 3 lower cost tiers.",
        "Fine-tuning is five times faster with the new recipe.",
    ):
        assert not [c for c in extract_claims(text, vocab) if c.metric == "speedup"], text


def test_the_plain_side_of_a_speedup_is_the_baseline(vocab: Vocabulary) -> None:
    """ "twice as fast as autoregressive models": plain decoding is compared, not the mode."""
    text = "The diffusion model is roughly twice as fast as autoregressive models."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None
