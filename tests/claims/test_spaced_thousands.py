"""Loads written with a space, thin space or narrow no-break space grouping thousands, or as
a multiple of k, read as the same number (reading rules §4); never a fragment of one."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.setting_cells import setup_value
from watcher.rules import Vocabulary

GROUPED = ["2,400", "2 400", "2\u2009400", "2\u202f400", "2\u00a0400", "2.4k"]


@pytest.mark.parametrize("batch", GROUPED)
def test_a_batch_cell_grouped_any_way_is_the_rows_load(vocab: Vocabulary, batch: str) -> None:
    """A table cell holds one number: a space inside it groups thousands."""
    text = (
        "| Model | Cards | Batch Size | Throughput (tokens/sec) |\n"
        "|---|---|---|---|\n"
        f"| Mistral 7B on MI300X | 1 | {batch} | 9 120 |\n"
        "| Mistral 7B on MI300X | 1 | 64 | 3 305 |\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(9120.0, 2400), (3305.0, 64)]


@pytest.mark.parametrize(
    ("cell", "kind", "value"),
    [
        ("1 024", "concurrency", 1024),
        ("bs=1 024", "concurrency", 1024),
        ("3.5k", "concurrency", 3500),
        ("4k", "concurrency", 4000),
        ("32k", "context", 32768),
        ("1.5k", "context", 1500),
        ("12 34", "concurrency", None),  # no group of three: not one number
        ("1 2345", "concurrency", None),
    ],
)
def test_setting_cells_read_whole_or_not_at_all(cell: str, kind: str, value: int | None) -> None:
    assert setup_value(cell, kind) == value


@pytest.mark.parametrize("users", ["1,500", "1 500", "1\u2009500", "1\u202f500", "1.5k"])
def test_a_load_in_prose_grouped_any_way_is_read_whole(vocab: Vocabulary, users: str) -> None:
    """A load "1 500 concurrent users" is 1500 users, never 500 (the digits after the space)."""
    (claim,) = extract_claims(
        f"SGLang on 8x H200 serves {users} concurrent users at 5,210 tok/s.", vocab
    )
    assert (claim.value, claim.concurrency) == (5210.0, 1500)


@pytest.mark.parametrize("load", ["with a batch of 1,280.", "at batch size 1,280", "(bs=1,280)"])
def test_a_batch_size_with_a_thousands_comma_is_read_whole(vocab: Vocabulary, load: str) -> None:
    """The load is 1280 and the rate the server's sum: the figure's own words do not stop at
    the comma inside the number (they would read "a batch of 1", one stream)."""
    (claim,) = extract_claims(f"vLLM on one H100 reaches 2,950 tok/s {load}", vocab)
    assert (claim.concurrency, claim.metric) == (1280, "output_tok_s")


def test_a_batch_before_a_spaced_group_without_a_load_word_is_not_read(
    vocab: Vocabulary,
) -> None:
    """In "Batch Size: 1 750" the load may be 1750, or 1 beside a flattened column's 750:
    the reader takes neither rather than a fragment."""
    text = "vLLM on one H100, Batch Size: 1 750, Throughput 880 tok/s."
    assert [c.concurrency for c in extract_claims(text, vocab)] == [None]


def test_a_batch_of_four_digits_before_another_number_keeps_its_load(
    vocab: Vocabulary,
) -> None:
    """Four digits cannot lead a group of thousands: "batch 2048 300 prompts" is batch 2048."""
    text = "vLLM on one H100 gives 57 tok/s at batch 2048 300 prompts in all."
    assert [c.concurrency for c in extract_claims(text, vocab)] == [2048]


@pytest.mark.parametrize("sep", [",", " ", "\u2009"])
def test_aligned_output_reads_a_spaced_cell_as_one_figure(vocab: Vocabulary, sep: str) -> None:
    """Aligned columns are two or more spaces apart: one space inside a cell groups digits."""
    text = (
        "vLLM on H100:\n\n```\n"
        "model     prompt   tok/s\n"
        f"llama-8b  short    2{sep}315\n"
        f"llama-8b  long     1{sep}980\n"
        "```\n"
    )
    assert [c.value for c in extract_claims(text, vocab)] == [2315.0, 1980.0]


@pytest.mark.parametrize("sep", [" ", "\u2009", "\u202f"])
def test_a_keyed_rate_never_reads_the_lead_of_a_spaced_number(vocab: Vocabulary, sep: str) -> None:
    """ "decode_tps: 3 410" is 3410 or nothing, never 3 tok/s."""
    text = f"vLLM on H100:\n\n```\ndecode_tps: 3{sep}410\nttft_ms: 57\n```\n"
    assert all(c.value != 3.0 for c in extract_claims(text, vocab))


@pytest.mark.parametrize("batch", ["2,048", "2 048", "2\u2009048"])
def test_a_key_value_tables_batch_row_is_read_whole(vocab: Vocabulary, batch: str) -> None:
    text = (
        "| Setting | Value |\n|---|---|\n"
        f"| Batch size | {batch} |\n"
        "| Output throughput | 7 420 tok/s |\n"
    )
    assert [(c.value, c.concurrency) for c in extract_claims(text, vocab)] == [(7420.0, 2048)]


@pytest.mark.parametrize("load", ["1,536", "1 536", "1\u202f536"])
def test_a_setup_tables_load_row_is_read_whole(vocab: Vocabulary, load: str) -> None:
    """An "Environment" table's "| Concurrency | 1 536 |" is the post's one stated load."""
    text = (
        "Environment\n\n| Key | Value |\n|---|---|\n"
        f"| Concurrency | {load} |\n| GPU | 4x MI300X |\n\n"
        "vLLM reaches 18,300 tok/s.\n"
    )
    assert [c.concurrency for c in extract_claims(text, vocab)] == [1536]


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("3 480.5", 3480.5),
        ("3\u2009480.5", 3480.5),
        ("3 480,5", 3480.5),
        ("3\u202f480,25", 3480.25),
    ],
)
def test_a_spaced_number_with_decimals_is_read_whole(
    vocab: Vocabulary, written: str, value: float
) -> None:
    """ "3 480.5 tok/s" (or with a decimal comma) is 3480.5, never the 480.5 after the space."""
    (claim,) = extract_claims(f"SGLang on two H200 serves {written} tok/s in all.", vocab)
    assert claim.value == value
