"""A heading that names a drafter's target model is no heading of goals.

In speculative decoding the *target* is the model whose guesses are verified; a heading such
as "Q4_K_M target" or "70B target" above a results table names that model (by its
quantisation or its size), while "Performance target" or "Our target" above figures names
bars to reach (reading rules §2: goals and targets are not measurements). The texts here are
made up for the tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.goals import is_target_heading
from watcher.rules import Vocabulary

_TABLE = (
    "| prompt | setup | tok/s |\n"
    "| --- | --- | ---: |\n"
    "| chat | no draft | 31.25 |\n"
    "| chat | ngram k=4 | 44.75 |\n"
)


def test_a_quantised_target_model_heading_keeps_its_table(vocab: Vocabulary) -> None:
    text = "Measured on an RTX 3060 with llama-bench.\n\n**Q5_K_M target**\n\n" + _TABLE
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert got[31.25].metric == "decode_tok_s" and got[31.25].mode == "ar"
    assert got[44.75].mode == "ngram"


def test_a_sized_target_model_heading_keeps_its_table(vocab: Vocabulary) -> None:
    text = "Measured on an RTX 3060 with llama-bench.\n\n### 32B target\n\n" + _TABLE
    assert {c.value for c in extract_claims(text, vocab)} == {31.25, 44.75}


def test_headings_of_goals_stay_goals() -> None:
    assert is_target_heading("Performance target")
    assert is_target_heading("**Our target**")
    assert is_target_heading("Q3 target")  # a quarter's goal, not a quantisation
    assert not is_target_heading("**IQ4_XS target**")
    assert not is_target_heading("FP8 target:")
    assert not is_target_heading("70B target")
