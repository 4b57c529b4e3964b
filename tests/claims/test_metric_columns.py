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


def test_a_latency_column_named_alone_reads_its_bare_numbers_in_ms(vocab: Vocabulary) -> None:
    """'Mean TTFT', 'P99 ITL' over bare numbers: a serving benchmark's milliseconds."""
    text = (
        "| engine | Mean TTFT | P99 ITL | accept length |\n"
        "|---|---|---|---|\n"
        "| SGLang | 57.3 | 11.9 | 2.8 |\n"
    )
    got = {c.value: (c.metric, c.unit) for c in extract_claims(text, vocab)}
    assert got == {57.3: ("ttft", "ms"), 11.9: ("tpot", "ms")}


def test_a_phase_column_named_alone_is_that_phases_rate(vocab: Vocabulary) -> None:
    """'Prompt processing' and 'Generation' over bare numbers: each phase's tokens/s."""
    text = (
        "| quant | Prompt processing | Generation | threads |\n"
        "|---|---|---|---|\n"
        "| Q5_K_M | 1210.4 | 38.7 | 8 |\n"
    )
    got = {c.value: c.metric for c in extract_claims(text, vocab)}
    assert got == {1210.4: "prefill_tok_s", 38.7: "decode_tok_s"}


def test_a_metric_named_alone_in_a_row_label_stays_unread(vocab: Vocabulary) -> None:
    """Only a column's own header gives its numbers a unit by naming the metric."""
    text = "| | run A | run B |\n|---|---|---|\n| TTFT | 3 | 4 |\n"
    assert extract_claims(text, vocab) == []


def test_a_spanning_unit_cell_heads_the_column_names_under_it(vocab: Vocabulary) -> None:
    """'| TPOT ms | | |' over '| vanilla | Medusa | |': each column is TPOT in ms."""
    text = (
        "Per-token latency on one L40S:\n\n"
        "| | TPOT ms | | tokens/s | |\n"
        "|---|---|---|---|---|\n"
        "| batch | vanilla | Medusa | vanilla | Medusa |\n"
        "| 1 | 24.1 | 13.6 | 41.5 | 73.5 |\n"
    )
    got = {c.value: (c.metric, c.mode, c.concurrency) for c in extract_claims(text, vocab)}
    assert got[24.1] == ("tpot", "ar", 1)
    assert got[13.6] == ("tpot", "medusa", 1)
    assert got[73.5] == ("decode_tok_s", "medusa", 1)


def test_a_spanning_unit_line_above_a_table_heads_it(vocab: Vocabulary) -> None:
    """The spanning line written apart from the table (separator under the names row)."""
    text = "| TTFT ms | |\n| without draft | with draft |\n|---|---|\n| 310 | 295 |\n"
    got = {c.value: (c.metric, c.unit) for c in extract_claims(text, vocab)}
    assert got == {310: ("ttft", "ms"), 295: ("ttft", "ms")}


def test_a_spanning_unit_paste_with_short_header_is_folded(vocab: Vocabulary) -> None:
    """A spreadsheet paste whose first line has fewer cells than the separator."""
    text = "E2E latency s | |  \n-- | -- | --\nAR | n-gram | EAGLE\n4.2 | 3.1 | 2.7\n"
    got = {c.value: c.metric for c in extract_claims(text, vocab)}
    assert got == {4.2: "e2e_latency", 3.1: "e2e_latency", 2.7: "e2e_latency"}
