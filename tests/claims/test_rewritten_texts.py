"""The same figures written differently read the same (``benchmarks/claims_perturb.py``)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

RATES = ["t/s", "TPS", "tok/s", "tokens/s", "tokens/sec"]


@pytest.mark.parametrize("unit", RATES)
def test_a_bare_rate_beside_prompt_and_completion_rates_is_the_total(
    vocab: Vocabulary, unit: str
) -> None:
    """A phase-less rate column next to prompt and completion columns is both phases."""
    text = (
        f"| Run | {unit} | Prompt {unit} | Completion {unit} |\n"
        "|---|---|---|---|\n"
        "| a | 230.5 | 610.2 | 55.1 |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(230.5, "total_tok_s"), (610.2, "prefill_tok_s"), (55.1, "decode_tok_s")]


@pytest.mark.parametrize("unit", RATES)
def test_batched_bench_speed_column_is_total_however_its_unit_is_spelled(
    vocab: Vocabulary, unit: str
) -> None:
    """llama-batched-bench's "S" column is prompt and generated tokens together."""
    text = (
        f"| PP | TG | B | S_PP {unit} | S_TG {unit} | S {unit} |\n"
        "|---|---|---|---|---|---|\n"
        "| 256 | 64 | 1 | 1500.25 | 40.75 | 190.10 |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1500.25, "prefill_tok_s"), (40.75, "decode_tok_s"), (190.1, "total_tok_s")]


@pytest.mark.parametrize("unit", ["t/s", "tok/s", "tokens/s", "tokens per second"])
def test_a_card_introducing_the_next_clause_is_its_figures_however_long_the_unit(
    vocab: Vocabulary, unit: str
) -> None:
    """Whether a name opens the next figure's clause never hangs on how its unit is spelled."""
    text = (
        f"Our server reached 410 {unit} on one run, with an A100 cluster borrowed from "
        f"the lab measuring 120 {unit} on the same prompts."
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(410.0, None), (120.0, "A100")]


@pytest.mark.parametrize("above", ["", "## Release notes\n\n"])
def test_a_method_stated_later_in_the_figures_own_item_holds_under_a_heading(
    vocab: Vocabulary, above: str
) -> None:
    """A heading above a list never hides what the figure's own item says after it."""
    text = (
        f"Notes from the team.\n\n{above}"
        "- New docs for the server\n"
        "- Decoding is up to 2.4x faster. This release adds EAGLE-3 drafting for all models.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.mode) == (2.4, "eagle")


def test_aligned_columns_headed_by_card_numbers_are_a_table(vocab: Vocabulary) -> None:
    """A header naming cards by number ("3090") is still a header of names."""
    text = (
        "```\n"
        "Metric         3090      4090\n"
        "TPOT p50       22.10ms   14.75ms\n"
        "decode tok/s   45.20     67.80\n"
        "```\n"
    )
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert (45.2, "decode_tok_s", "RTX 3090") in got
    assert (67.8, "decode_tok_s", "RTX 4090") in got


def test_aligned_columns_with_an_empty_group_cell_are_cut_where_drawn(vocab: Vocabulary) -> None:
    """A grouped row's empty first cell leaves fewer gaps; the drawn columns still hold."""
    text = (
        "```\n"
        "(tok/s)   Batch  Draft   Plain\n"
        "Decode    1      71.40   64.20\n"
        "          4      301.50  255.90\n"
        "```\n"
    )
    got = sorted(c.value for c in extract_claims(text, vocab))
    assert got == [64.2, 71.4, 255.9, 301.5]


def test_aligned_columns_of_slashed_figures_under_a_slashed_header(vocab: Vocabulary) -> None:
    """Row names with a double space inside, cells of "a/b" figures under "A / B" headers."""
    text = (
        "```\n"
        "                       Requests (req/s)/ Output throughput (tok/s)  Latency (s)\n"
        "2GPU,  Mixtral, v1.1   5.10/1210.40                                 3.2\n"
        "8GPU, Mixtral, v1.2    9.80/2980.70                                 2.1\n"
        "```\n"
    )
    got = [(c.value, c.metric, c.gpu_count) for c in extract_claims(text, vocab)]
    assert (1210.4, "output_tok_s", 2) in got
    assert (2980.7, "output_tok_s", 8) in got
