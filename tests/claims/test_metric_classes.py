"""Figures of the metrics beside the token rate (times, memory, speedups): which metric a
figure is, each class pinned by sentences of its own (docs/READING_RULES.md §4 and
tests/data/claims_eval/LABELLING.md, "Metrics" and "Times")."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Time to first token, mean latency: 0.45 sec.", [(0.45, "ttft")]),
        ("First token p50 latency: 180 ms", [(180.0, "ttft")]),
        ("Per-token average latency: 21 ms", [(21.0, "tpot")]),
        ("Later tokens arrive with 18-30 ms latency on the card.", [(24.0, "tpot")]),
    ],
)
def test_a_first_token_or_per_token_phrase_qualifies_the_latency_after_it(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "latency" is the generic word: a first-token or per-token phrase before it names it."""
    assert _read(text, vocab) == want


def test_a_bare_latency_after_another_figure_stays_the_whole_run(vocab: Vocabulary) -> None:
    """A first-token phrase with its own figure does not qualify a later bare latency."""
    assert _read("TTFT was 90 ms and latency was 2.4 s overall.", vocab) == [
        (90.0, "ttft"),
        (2.4, "e2e_latency"),
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("We measured a 1.3 s time-to-first-token on the demo.", [(1.3, "ttft")]),
        ("Users get 0.8 s of p50 time to first token.", [(0.8, "ttft")]),
        ("The box holds a 14 ms median inter-token latency.", [(14.0, "tpot")]),
    ],
)
def test_a_metric_named_right_after_the_time_decides(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """A time followed by the metric's name is that metric, not an unread number."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My laptop wrote 300 tokens in 41 seconds.", 41.0),
        ("The old card needs 25 seconds to generate 200 tokens.", 25.0),
        ("On the CPU it is roughly 70 seconds per answer.", 70.0),
        ("It printed 80 words in about 9 seconds.", 9.0),
    ],
)
def test_a_time_spent_on_an_amount_of_output_is_the_whole_run(
    text: str, value: float, vocab: Vocabulary
) -> None:
    """The time a generation of so many tokens (or one answer) took is end-to-end."""
    assert _read(text, vocab) == [(value, "e2e_latency")]


def test_a_row_timed_over_generated_tokens_is_the_whole_run(vocab: Vocabulary) -> None:
    """A row keyed by a count of generated tokens in seconds is end-to-end; the prompt's
    row is a prompt-processing time, which is not labelled."""
    text = (
        "| | old | new |\n|---|---|---|\n"
        "| 256 tokens (decode, s) | 7,5 | 6,25 |\n"
        "| 2048 tokens (prompt processing, s) | 0,9 | 0,8 |\n"
    )
    assert _read(text, vocab) == [(7.5, "e2e_latency"), (6.25, "e2e_latency")]


def test_a_size_after_a_verb_of_use_in_its_ing_form_is_memory(vocab: Vocabulary) -> None:
    """ "consuming less than 19GB of VRAM" is what the run used, not a card's capacity."""
    assert _read("It stays responsive while consuming under 19GB of VRAM.", vocab) == [
        (19.0, "memory")
    ]
    assert _read("The node has 80GB of VRAM.", vocab) == []


def test_a_fractional_size_beside_a_card_is_what_the_run_used(vocab: Vocabulary) -> None:
    """Cards are sold in whole gigabytes: "7.6GB (RTX 3060)" is a peak, "80GB H100" a spec."""
    assert _read("Peak memory use: 7.6GB (RTX 3060).", vocab) == [(7.6, "memory")]
    assert _read("We rented one 80GB H100 for the day.", vocab) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("In practice, Mistral 7B in Q8_0 quantization is 7.7 GB.", 7.7),
        ("Gemma 27B at BF16 is around 54 GB.", 54.0),
        ("Yi-34B：INT4量化下模型约19GB", 19.0),
    ],
)
def test_a_size_a_sentence_gives_a_model_is_memory(
    text: str, value: float, vocab: Vocabulary
) -> None:
    """A model (named by its parameter count) that "is" a size states its model size."""
    assert _read(text, vocab) == [(value, "memory")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The new scheduler brings 3x lower median latency.", 3.0),
        ("Chunked prefill gives 1.6x lower TTFT on long prompts.", 1.6),
        ("El nuevo servidor logra una aceleración de 2.2× en la decodificación.", 2.2),
    ],
)
def test_a_multiple_of_a_time_cut_or_an_acceleration_is_a_speedup(
    text: str, value: float, vocab: Vocabulary
) -> None:
    """ "Nx lower latency" divides a time (a speedup, its direction lower); "aceleración"
    is Spanish for a speedup."""
    assert _read(text, vocab) == [(value, "speedup")]


def test_a_multiple_of_less_data_is_no_speedup(vocab: Vocabulary) -> None:
    """A multiple of bytes moved is no measured speed."""
    assert _read("Q8 moves ~2x less data than BF16 per token.", vocab) == []


def test_a_throughput_at_a_batch_of_one_is_one_streams_rate(vocab: Vocabulary) -> None:
    """A batch of one is one stream: its "throughput" is a decode rate, not a server's."""
    assert _read("Light load (batch size=1): throughput went from 52 to 81 tokens/s.", vocab) == [
        (52.0, "decode_tok_s"),
        (81.0, "decode_tok_s"),
    ]
    assert _read("Heavy load (batch size=32): throughput reached 1,900 tokens/s.", vocab) == [
        (1900.0, "output_tok_s")
    ]


def test_ingesting_is_prefill_and_output_at_a_rate_is_decode(vocab: Vocabulary) -> None:
    """ "ingest at N tok/s" reads the prompt in; "write output at N tok/s" is generation."""
    text = "The Mac can ingest at roughly 640 tok/s and write output at 22 tok/s."
    assert _read(text, vocab) == [(640.0, "prefill_tok_s"), (22.0, "decode_tok_s")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("It is a large sparse model with 230 GB of parameters in FP8.", 230.0),
        ("Install it on Linux (checked on an L40S) and leave about 48 GB of disk for it.", 48.0),
    ],
)
def test_the_bytes_of_a_model_or_its_disk_are_memory(
    text: str, value: float, vocab: Vocabulary
) -> None:
    """A model's parameters or its disk footprint in GB is memory (its model size), even after
    "with" or a closed mention of a card."""
    assert _read(text, vocab) == [(value, "memory")]


def test_a_multiple_of_bytes_moved_is_no_speedup(vocab: Vocabulary) -> None:
    """ "~3x less data per token" is a multiple of bytes, even beside "faster"."""
    assert _read("Q4 reads ~3x less data than F16 for a faster throughput.", vocab) == []


def test_a_key_named_only_duration_is_the_whole_run(vocab: Vocabulary) -> None:
    """A run's bare "duration" is its end-to-end time; a phase's duration is not labelled."""
    assert _read("tokens = 812\nduration = 47 seconds\n", vocab) == [(47.0, "e2e_latency")]
    assert _read("eval duration: 31.2s\nload duration: 2.4s\n", vocab) == []
