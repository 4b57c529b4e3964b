"""Figures the reader used to miss or read with the wrong metric (recall): units given once
for several figures, tables cut short by the parser, multiples that lost their sign. Each
class is pinned by sentences of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_wider_table_under_a_note_keeps_all_its_columns(vocab: Vocabulary) -> None:
    """A note line right under a table starts the next table; that table may have more
    columns than the first, and its last column (a speedup) is read too."""
    text = (
        "| part | setup A | setup B |\n"
        "|---|---|---|\n"
        "| card | L40S | L40S x2 |\n"
        "Measured with the same prompts:\n"
        "| prompt | latency 1 card (ms) | latency 2 cards (ms) | speedup |\n"
        "|---|---|---|---|\n"
        "| short | 2100 | 1300 | 1.62x |\n"
        "| long | 9000 | 5200 | 1.73x |\n"
    )
    got = _got(text, vocab)
    assert (1.62, "speedup") in got
    assert (1.73, "speedup") in got
    assert (2100.0, "e2e_latency") in got


def test_a_bare_speedup_column_takes_the_better_neighbours_setup(vocab: Vocabulary) -> None:
    """A Speedup column naming nothing, right of two figure columns that divide to it, is
    the gain of the nearer column when that one holds the better figure."""
    text = (
        "Decode speed (t/s) on a 16-core desktop:\n\n"
        "| threads | Q8_0 | Q4_K_M | Speedup |\n"
        "|---|---|---|---|\n"
        "| 8 | 20.0 | 30.0 | 1.50 |\n"
    )
    speed = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.precision) for c in speed] == [(1.5, "Q4_K_M")]


def test_a_speedup_column_whose_near_side_is_worse_keeps_no_side(vocab: Vocabulary) -> None:
    """When the nearer column holds the worse figure, the multiple is the other side's."""
    text = (
        "| batch | Q4_K_M tok/s | Q8_0 tok/s | ratio speedup |\n"
        "|---|---|---|---|\n"
        "| 1 | 30.0 | 20.0 | 1.50x |\n"
    )
    speed = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.precision) for c in speed] == [(1.5, None)]


def test_utf8_read_as_greek_windows_1253_is_repaired(vocab: Vocabulary) -> None:
    """ "Γ—" is a multiplication sign and "β€”" a dash whose UTF-8 bytes were shown as
    Windows-1253; the multiples are read once repaired, and Greek prose stays Greek."""
    text = "Q6_K β€” 141 tok/s with EAGLE (1.44Γ—); Q8_0 gains 1.12Γ— vs 1.05Γ— on IQ3."
    got = _got(text, vocab)
    assert (1.44, "speedup") in got
    assert (1.12, "speedup") in got and (1.05, "speedup") in got
    from watcher.claims.normalize import normalise

    assert normalise("Ελληνικά — κείμενο") == "Ελληνικά — κείμενο"


def test_a_bracketed_multiple_after_a_method_leaves_the_method_to_both(vocab: Vocabulary) -> None:
    """ "140 tok/s with EAGLE (1.5×)": the method is the rate's as well as the multiple's."""
    got = extract_claims("The Q4 file is the fastest: 140 tok/s with EAGLE (1.5×).", vocab)
    assert [(c.value, c.mode) for c in got] == [(140.0, "eagle"), (1.5, "eagle")]


def test_a_llama_bench_test_named_above_a_table_gives_its_unit(vocab: Vocabulary) -> None:
    """ "TG-128 on 8 threads:" above unit-less columns: each figure column is that test's
    tokens per second; the thread column stays a setting."""
    text = (
        "Token generation, TG-128 on the desktop:\n\n"
        "| threads | old layout | new layout |\n"
        "|---|---|---|\n"
        "| 4 | 10.50 | 12.25 |\n"
        "| 8 | 18.00 | 19.75 |\n"
    )
    assert _got(text, vocab) == [
        (10.5, "decode_tok_s"),
        (12.25, "decode_tok_s"),
        (18.0, "decode_tok_s"),
        (19.75, "decode_tok_s"),
    ]
    prompt = text.replace("Token generation, TG-128", "Prompt processing, PP-512")
    assert {m for _, m in _got(prompt, vocab)} == {"prefill_tok_s"}


def test_a_load_column_of_c_numbers_gives_each_rows_concurrency(vocab: Vocabulary) -> None:
    """ "c1", "c16" in a Concurrency column are one and sixteen concurrent requests."""
    text = (
        "Output speed (tg128), higher is better.\n\n"
        "| Concurrency | one node | two nodes |\n"
        "|---|---|---|\n"
        "| c1 | 40.5 | 44.0 |\n"
        "| c16 | 300.0 | 420.0 |\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(40.5, 1), (44.0, 1), (300.0, 16), (420.0, 16)]


def test_multiples_without_their_sign_or_in_words_are_speedups(vocab: Vocabulary) -> None:
    """A copied abstract drops the "×": "3.1 higher goodput", "12 lower TTFT" are multiples;
    so are "four-times faster decoding" and "a six-fold speedup"; a difference is not."""
    text = (
        "Our scheduler reaches up to 3.1 higher goodput and 12 lower TTFT than the baseline, "
        "with four-times faster decoding on long prompts and a six-fold speedup overall."
    )
    assert _got(text, vocab) == [
        (3.1, "speedup"),
        (12.0, "speedup"),
        (4.0, "speedup"),
        (6.0, "speedup"),
    ]
    assert _got("It runs 4 more tokens per second and 30% lower latency.", vocab) == []
    assert _got("The rig has 2 faster GPUs now.", vocab) == []


def _ranges(text: str, vocab: Vocabulary) -> list[tuple[float, float | None, float | None]]:
    return [(c.value, c.value_min, c.value_max) for c in extract_claims(text, vocab)]


def test_a_bare_change_after_a_change_with_its_unit_takes_that_unit(vocab: Vocabulary) -> None:
    """ "30.5 -> 41.0 tok/s at 2K, 28.1 -> 37.9 at 32K": the second change is in tok/s too;
    counts and build numbers far from the rate are not."""
    text = "On the M3 Ultra: 30.5 -> 41.0 tok/s at 2K, 28.1 -> 37.9 at 32K; build 4112 -> 4200."
    assert _got(text, vocab) == [
        (30.5, "decode_tok_s"),
        (41.0, "decode_tok_s"),
        (28.1, "decode_tok_s"),
        (37.9, "decode_tok_s"),
    ]


def test_an_earlier_value_in_brackets_may_be_a_range_or_carry_words(vocab: Vocabulary) -> None:
    """ "(previously 90–100)" after a range keeps both ends; "(vs 61.5 for the plain model)"
    after "on H100" is the other side's figure in the same unit."""
    assert _ranges("now 110–140 tok/s on a GB10 (previously 90–100)", vocab) == [
        (125.0, 110.0, 140.0),
        (95.0, 90.0, 100.0),
    ]
    text = "Reaches 288 tokens/s on H100 (vs 61.5 for the plain model)."
    assert _got(text, vocab) == [(288.0, "decode_tok_s"), (61.5, "decode_tok_s")]


def test_a_change_across_a_sweep_is_a_range(vocab: Vocabulary) -> None:
    """ "40.5 -> 30.5 t/s across the sweep" gives the ends of one range, and so does the
    bare change set against it."""
    text = "Close to the M3 (40.5 -> 30.5 t/s across the sweep, versus 41.0 -> 33.0)."
    assert _ranges(text, vocab) == [(35.5, 30.5, 40.5), (37.0, 33.0, 41.0)]
