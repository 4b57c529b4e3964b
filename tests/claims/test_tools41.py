"""Pasted tool output: a log line's running count is its load, and vLLM's progress-bar speeds
keep their phase though the bar is cut before its "Processed prompts".

- Reading rules §4 (running requests are the load) and LABELLING ("Running: 1 reqs" gives
  concurrency 1 and one stream's rate; "Running: 2 reqs" gives 2): mistral.rs's engine logger
  writes the same count as "1 running, 0 waiting"; one running request makes its "Throughput
  (T/s)" one stream's (`decode_tok_s`, concurrency 1), several make it the server's.
- LABELLING (vLLM tqdm "est. speed input … output …" is `prefill_tok_s` / `output_tok_s`, and
  "input: … toks/s, output: … toks/s" of the offline progress bar): a bar pasted without its
  "Processed prompts" head, or a wrapper's bar (lighteval) with the same speeds, reads the same.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_LOG = "mistral.rs on an A10G:\n\n```\n{}\n```\n"


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, int | None]]:
    return {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (
            "mistralrs-svc0  | 2025-07-24T18:14:36.208928Z  INFO mistralrs_core::engine::logger: "
            "Throughput (T/s) 7.40, Prefix cache hitrate 0.00%, 1 running, 0 waiting",
            7.4,
        ),
        (
            "INFO mistralrs_core::engine::logger: Throughput (T/s) 31.20, "
            "Prefix cache hitrate 12.50%, 1 running, 3 waiting",
            31.2,
        ),
        ("Throughput (T/s) 18.6, Prefix cache hitrate 0.00%, 1 running, 0 waiting", 18.6),
    ],
)
def test_one_running_request_is_one_stream(line: str, value: float, vocab: Vocabulary) -> None:
    assert _read(_LOG.format(line), vocab)[value] == ("decode_tok_s", 1)


@pytest.mark.parametrize(
    ("line", "value", "load"),
    [
        (
            "INFO mistralrs_core::engine::logger: Throughput (T/s) 57.40, "
            "Prefix cache hitrate 0.00%, 4 running, 0 waiting",
            57.4,
            4,
        ),
        ("Throughput (T/s) 212.3, Prefix cache hitrate 40.00%, 16 running, 2 waiting", 212.3, 16),
    ],
)
def test_several_running_requests_are_the_servers(
    line: str, value: float, load: int, vocab: Vocabulary
) -> None:
    assert _read(_LOG.format(line), vocab)[value] == ("output_tok_s", load)


@pytest.mark.parametrize(
    "line",
    [
        "Throughput (T/s) 0.00, Prefix cache hitrate 0.00%, 0 running, 0 waiting",
        "Throughput (T/s) 7.40, Prefix cache hitrate 0.00%, 1 running jobs",
    ],
)
def test_no_load_without_a_running_count(line: str, vocab: Vocabulary) -> None:
    # an idle interval logs no run; "1 running jobs" with no queue beside it is no log's load
    assert all(c.concurrency is None for c in extract_claims(_LOG.format(line), vocab))


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (
            "| 5971/9263 [2:16:18<1:17:49,  1.42s/it, est. speed input: 72.62 toks/s, "
            "output: 2683.22 toks/s]",
            2683.22,
        ),
        ("speed input: 72.62 toks/s, output: 2683.22 toks/s]", 2683.22),
        (
            "  3%|▎  | 30/1000 [00:12<06:30, est. speed input: 410.5 toks/s, output: 88.4 toks/s]",
            88.4,
        ),
    ],
)
def test_progress_bar_speeds_keep_their_phase(line: str, value: float, vocab: Vocabulary) -> None:
    text = f"vLLM offline run on a TPU:\n\n```\n{line}\n```\n"
    read = {c.value: c.metric for c in extract_claims(text, vocab)}
    assert read[value] == "output_tok_s"
    assert read[72.62 if value == 2683.22 else 410.5] == "prefill_tok_s"


@pytest.mark.parametrize(
    "text",
    [
        "My laptop gets a decode speed of 25 tok/s on the output side.",
        "Speed: 31 tok/s, input: the prompt was short.",
    ],
)
def test_speed_words_alone_stay_one_stream(text: str, vocab: Vocabulary) -> None:
    assert all(c.metric != "output_tok_s" for c in extract_claims(text, vocab))
