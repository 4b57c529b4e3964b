"""Which numbers are figures, and of which metric: classes found on the development part's
batches 26-39, each pinned by sentences of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_piped_log_lines_of_key_values_are_read_as_prose(vocab: Vocabulary) -> None:
    """Server log lines split by "|" are no table when their first line holds "key = N"."""
    text = (
        "```\n"
        "09.01.002 I slot timing: id 1 | task 7 | n_decoded = 300, tg = 41.20 t/s\n"
        "09.01.003 I slot timing: id 1 | task 7 | eval time = 7300.10 ms / 300 tokens "
        "(24.33 ms per token, 41.10 tokens per second)\n"
        "09.01.004 I slot timing: id 1 | task 7 | total time = 7900.50 ms / 340 tokens\n"
        "```"
    )
    assert _got(text, vocab) == [
        (41.2, "decode_tok_s"),
        (24.33, "tpot"),
        (41.1, "decode_tok_s"),
        (7900.5, "e2e_latency"),
    ]


def test_one_batch_log_lines_time_each_phase(vocab: Vocabulary) -> None:
    """A decode step's latency is a token's time; the prefill's is not labelled; the total
    line gives the whole run's time and its input-plus-output rate."""
    text = (
        "```\n"
        "Prefill. latency: 0.02500 s, throughput:   3200.00 token/s\n"
        "Decode 0. Batch size: 1, latency: 0.00810 s, throughput:    123.40 token/s\n"
        "Total. latency:  0.140 s, throughput:   950.10 token/s\n"
        "```"
    )
    assert _got(text, vocab) == [
        (3200.0, "prefill_tok_s"),
        (0.0081, "tpot"),
        (123.4, "decode_tok_s"),
        (0.14, "e2e_latency"),
        (950.1, "total_tok_s"),
    ]


def test_prompt_plus_completion_throughput_is_the_total(vocab: Vocabulary) -> None:
    """A rate of prompt plus completion tokens counts input and output: the total."""
    text = "token throughput (prompt + completion token): 3100.5 token/s"
    assert _got(text, vocab) == [(3100.5, "total_tok_s")]
