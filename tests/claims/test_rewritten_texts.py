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
