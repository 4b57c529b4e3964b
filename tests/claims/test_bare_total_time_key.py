"""A script's "total_time = 78.57" (a timer's difference printed beside the run's rates) is one
generation's whole time, `e2e_latency` (LABELLING: "Total time" is `e2e_latency`), in the
seconds a timer counts. Other unitless time keys (a load or build time) and counts stay unread,
and a total over several requests is a run's duration, no claim (run_durations)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str]]:
    return {c.value: (c.metric, c.unit) for c in extract_claims(text, vocab)}


def test_a_bare_total_time_key_is_a_latency_in_seconds(vocab: Vocabulary) -> None:
    text = "num tokens in output = 395\ntotal_time = 78.57\nTokens/Second = 5.03\n"
    assert _read(text, vocab) == {78.57: ("e2e_latency", "s"), 5.03: ("decode_tok_s", "tok/s")}


def test_a_total_time_beside_rates_on_one_line(vocab: Vocabulary) -> None:
    text = "Trial 1:  prompt_tps=1518.240, generation_tps=101.587, total_time=10.267\n"
    assert _read(text, vocab)[10.267] == ("e2e_latency", "s")


def test_other_unitless_time_keys_and_counts_stay_unread(vocab: Vocabulary) -> None:
    assert _read("load_time = 12.5\nbuild_time=4.2\ntotal_tokens=395\n", vocab) == {}


def test_a_total_time_over_many_requests_is_no_claim(vocab: Vocabulary) -> None:
    assert _read("Successful requests: 200\ntotal_time = 88.2\n", vocab) == {}
