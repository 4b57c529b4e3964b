"""Figures whose metric is named in their sentence but whose unit is written nowhere beside them
(reading rules §4, LABELLING's eighteenth pass class 4: a metric word suffices; a named rate with
no unit is read in the set's rate units, a named time as displayed). A bare number that counts,
sizes, dates or bounds something, or that no metric word names, stays no claim."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_named_rate_without_unit_is_a_token_rate(vocab: Vocabulary) -> None:
    text = "After the driver update the throughput is 1470 and it holds through long chats."
    assert _read(text, vocab) == [(1470.0, "decode_tok_s")]
    text = "Our laptop's prefill speed was roughly 612, with llama.cpp doing the work."
    assert _read(text, vocab) == [(612.0, "prefill_tok_s")]
    text = "Under 32 concurrent requests the throughput reached 4,820 on the new build."
    assert _read(text, vocab) == [(4820.0, "output_tok_s")]


def test_named_time_without_unit_is_read_as_displayed(vocab: Vocabulary) -> None:
    text = "With the cache warm, TTFT was 145 for every prompt we tried."
    assert _read(text, vocab) == [(145.0, "ttft")]
    text = "Second request:\nResponse time: 3.917\n"
    assert _read(text, vocab) == [(3.917, "e2e_latency")]
    text = "On the old kernel the TPOT is 0.041, which is fine for chat."
    assert _read(text, vocab) == [(0.041, "tpot")]


def test_named_speedup_without_multiple_sign(vocab: Vocabulary) -> None:
    text = "Against plain decoding, the speedup was 2.35 on the code prompts."
    assert _read(text, vocab) == [(2.35, "speedup")]


def test_named_metric_before_counts_or_sizes_is_no_claim(vocab: Vocabulary) -> None:
    assert _read("We measured throughput of 16 requests in a row and then stopped.", vocab) == []
    assert _read("The latency of 4 GPUs talking over PCIe is what hurts.", vocab) == []
    assert _read("Our network throughput is 25 on that rack, so links are fine.", vocab) == []


def test_named_bounds_dates_and_other_rates_are_no_claim(vocab: Vocabulary) -> None:
    assert _read("Set the max throughput: 300 and leave the rest alone.", vocab) == []
    assert _read("The draft's acceptance rate was 0.71 on average.", vocab) == []
    assert _read("The clock speed is 3 when the fans spin up.", vocab) == []
    assert _read("Release notes: speed 2.0.1 fixes the tokenizer.", vocab) == []
    assert _read("latency: 2024-05-11 is when we first logged it.", vocab) == []


def test_unnamed_bare_numbers_stay_no_claim(vocab: Vocabulary) -> None:
    assert _read("We ran it 12 times and got 87 on average; the board has 24 cores.", vocab) == []
    assert _read("Version 0.6.3 ships 1,240 fixes and 355 new tests.", vocab) == []


def test_named_change_from_to_reads_both_ends(vocab: Vocabulary) -> None:
    text = "With the new scheduler TTFT went from 212 to 88 on long prompts."
    assert _read(text, vocab) == [(212.0, "ttft"), (88.0, "ttft")]
    text = "Decode speed improved from 31.5 to 47.2 after the kernel fix."
    assert _read(text, vocab) == [(31.5, "decode_tok_s"), (47.2, "decode_tok_s")]


def test_named_from_to_of_counts_is_no_claim(vocab: Vocabulary) -> None:
    assert _read("The latency from 2 to 6 replicas grows, as expected.", vocab) == []
    assert _read("Throughput from 4 GPUs is what we want to learn.", vocab) == []
