"""Table columns whose unit is not in their own header cell.

Reading rules §4: a unit may sit only in a table header; these tests pin the header shapes
where it sits in a bracket beside a list of runs, or is implied by the metric's own name.
Each text is made up for the test, not taken from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_unit_slash_in_a_header_does_not_split_its_pair_cells(vocab: Vocabulary) -> None:
    """'tok/s (run 1 / 2)': the unit's slash joins 'tok' and 's'; each run is a figure."""
    text = (
        "| draft depth | decode tok/s (run 1 / 2) | accepted |\n"
        "|---|---|---|\n"
        "| 0 | 71.5 / 70.9 | |\n"
        "| 3 | 66.2 / 65.8 | 2.1 / 2.2 |\n"
    )
    got = sorted(c.value for c in extract_claims(text, vocab) if c.metric == "decode_tok_s")
    assert got == [65.8, 66.2, 70.9, 71.5]


def test_a_row_that_drafts_no_tokens_is_plain_decoding(vocab: Vocabulary) -> None:
    """'| num_spec_tokens |' set to 0 switches the method off: that row's rate is ``ar``."""
    text = (
        "Sweep on one RTX 4090, greedy:\n\n"
        "| num_spec_tokens | decode tok/s |\n"
        "|---|---|\n"
        "| 0 | 71.5 |\n"
        "| 3 | 90.2 |\n"
    )
    got = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert got[71.5] == "ar"
    assert got[90.2] != "ar"
