"""Throughput figures the reader used to miss outright (decode and output token rates in
prose, bullets and pasted lines): numbers written as a tool prints them, units spelled every
way the reading rules list. Each class is pinned by sentences of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_float_printed_with_all_its_digits_is_read_whole(vocab: Vocabulary) -> None:
    """Python prints a float with up to 17 significant digits; the number is read whole."""
    text = "My run printed `decode speed: 31.418592653589793 tokens/s` on the small model."
    assert (31.418592653589793, "decode_tok_s") in _got(text, vocab)


def test_a_multiple_after_an_equals_sign_is_no_value_of_the_rate_before(
    vocab: Vocabulary,
) -> None:
    """ "A vs B tok/s = 1.4x": the unit ends the pair of rates; the multiple after the
    equals sign is a speedup, not a rate keyed by the unit."""
    got = _got("Overall: 88.1 vs 61.4 tok/s = 1.43x faster on our box.", vocab)
    assert (88.1, "decode_tok_s") in got
    assert (61.4, "decode_tok_s") in got
    assert (1.43, "speedup") in got
    assert (1.43, "decode_tok_s") not in got


def test_a_change_whose_unit_comes_first_gives_both_sides(vocab: Vocabulary) -> None:
    """ "t/s rose from A to B", "tok/s: A → B": the unit names the rate before the change,
    both numbers are figures of it, and the words before the unit give the phase."""
    got = _got("On my laptop the mean t/s rose from 7.5 to 9.1 after the patch.", vocab)
    assert (7.5, "decode_tok_s") in got and (9.1, "decode_tok_s") in got
    got = _got("- gen tok/s: 33.0 → 47.5\n- prompt tok/s: 410 → 415\n", vocab)
    assert (33.0, "decode_tok_s") in got and (47.5, "decode_tok_s") in got
    assert (415.0, "prefill_tok_s") in got


def test_a_unit_first_change_into_another_unit_is_no_rate(vocab: Vocabulary) -> None:
    """The second number of the change must carry no unit of its own."""
    got = _got("With more slots, tok/s from 4 to 8 GB of cache is what we sweep.", vocab)
    assert not [v for v, metric in got if metric == "decode_tok_s"]


def test_a_baseline_written_bare_after_a_comparison_borrows_the_rate(vocab: Vocabulary) -> None:
    """ "A tok/s, compared to ~B with <engine>": the baseline's number takes the rate's unit
    and metric, and the engine named on its side."""
    text = "On one L4, our fork streams 42 tok/s, compared to ~27 with Ollama."
    claims = {c.value: c for c in extract_claims(text, vocab)}
    assert claims[27.0].metric == "decode_tok_s"
    assert claims[27.0].engine == "ollama"
    got = _got("The kernel reaches 640 tok/s versus 410 for the stock build.", vocab)
    assert (410.0, "decode_tok_s") in got


def test_a_bare_number_after_a_comparison_that_names_something_else_is_no_rate(
    vocab: Vocabulary,
) -> None:
    """A year, a count of users or a model size after "vs" borrows nothing."""
    for text in (
        "The kernel reaches 640 tok/s compared to 2024.",
        "The kernel reaches 64 tok/s vs 8 users on the other box.",
        "The kernel reaches 64 tok/s vs 70B models.",
    ):
        assert len(_got(text, vocab)) == 1


def test_emphasis_closing_on_the_number_keeps_the_unit_after_it(vocab: Vocabulary) -> None:
    """ "**45** t/s", "`45` tok/s": Markdown marks the number alone; the unit still follows."""
    assert (71.0, "decode_tok_s") in _got("The small card sustains **71** tok/s.", vocab)
    assert (19.5, "decode_tok_s") in _got("Decode on the Pi: `19.5` t/s", vocab)


def test_a_unit_in_square_brackets_labels_the_value(vocab: Vocabulary) -> None:
    """ "Decode speed [tok/s]: 45" is written like "Decode speed (tok/s): 45"."""
    assert (52.5, "decode_tok_s") in _got("Decode speed [tok/s]: 52.5", vocab)


def test_token_rates_spelled_the_ways_papers_and_posts_write_them(vocab: Vocabulary) -> None:
    """ "tokens every second", "new tokens per second", "tkn/s", "tokens s⁻¹"."""
    for text in (
        "The laptop decodes 23 tokens every second.",
        "The laptop decodes 23 new tokens per second.",
        "The laptop decodes 23 tkn/s.",
        "The laptop decodes 23 tokens s⁻¹ in our runs.",
        "The laptop decodes 23 tokens s^-1 in our runs.",
    ):
        assert (23.0, "decode_tok_s") in _got(text, vocab), text
    assert (900.0, "prefill_tok_s") in _got("It reads 900 prefill tokens/s.", vocab)


def test_a_list_that_states_its_unit_once_gives_every_number(vocab: Vocabulary) -> None:
    """ "A, B and C t/s": the unit at the end is every listed number's; two numbers before a
    figure ("at batch 8, 45 t/s") are no list."""
    got = _got("Three runs gave 61.2, 59.8 and 60.4 tok/s.", vocab)
    assert {(61.2, "decode_tok_s"), (59.8, "decode_tok_s"), (60.4, "decode_tok_s")} <= set(got)
    assert [v for v, _ in _got("At batch 8, 45 t/s.", vocab)] == [45.0]


def test_an_emphasised_earlier_or_baseline_number_borrows_the_rate(vocab: Vocabulary) -> None:
    """ "**45** t/s (was **38**)", "45 tok/s vs **38** on main": emphasis on the other side's
    number does not hide it."""
    got = _got("Decode: **57.2** t/s (was **49.9**)", vocab)
    assert (49.9, "decode_tok_s") in got
    got = _got("The patch decodes 57.2 tok/s vs **49.9** on the old build.", vocab)
    assert (49.9, "decode_tok_s") in got
