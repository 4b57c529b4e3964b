"""Figures read under the wrong metric (reading rules §4: one stream's rate is apart from a
server's, and a prefill figure is never a decode figure).

- A serving log's running-request count of zero states no load: vLLM's "Avg generation
  throughput" logged at "Running: 0 reqs" averages an interval whose requests have finished,
  and stays the server's output rate (LABELLING: vLLM's "Avg generation throughput" is
  ``output_tok_s``; only one running request makes it one stream's).
- A section's name printed between two rules of dashes or equals signs ("----- prefill -----",
  "=== Prefill ===", "Statistics: ---- prefill ----") titles the key lines under it (reading
  rules §1: a heading directly above the figure), so a bare "throughput:" under a prefill
  divider is a prefill rate.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


def _log(gen: str, running: int) -> str:
    return (
        "(APIServer pid=3101) INFO 11-02 09:12:40 [loggers.py:120] Engine 000: Avg prompt "
        f"throughput: 12.6 tokens/s, Avg generation throughput: {gen} tokens/s, "
        f"Running: {running} reqs, Waiting: 0 reqs, GPU KV cache usage: 1.2%"
    )


def test_zero_running_requests_is_no_load(vocab: Vocabulary) -> None:
    assert _read(_log("2.4", 0), vocab) == [
        (12.6, "prefill_tok_s", None),
        (2.4, "output_tok_s", None),
    ]
    assert _read(_log("17.9", 0), vocab)[1] == (17.9, "output_tok_s", None)
    text = (
        "[2026-03-01 08:00:01] Decode batch. #running-req: 0, #token: 0, "
        "gen throughput (token/s): 9.80"
    )
    assert _read(text, vocab) == [(9.8, "output_tok_s", None)]


def test_running_requests_above_zero_keep_their_load(vocab: Vocabulary) -> None:
    assert _read(_log("38.2", 1), vocab)[1] == (38.2, "decode_tok_s", 1)
    assert _read(_log("412.5", 8), vocab)[1] == (412.5, "output_tok_s", 8)
    text = (
        "[2026-03-01 08:00:01] Decode batch. #running-req: 16, #token: 900, "
        "gen throughput (token/s): 610.20"
    )
    assert _read(text, vocab) == [(610.2, "output_tok_s", 16)]


def _bench(first: str, second: str, pre: str = "", rate: str = "throughput") -> str:
    return (
        "Numbers from my RTX 4090:\n```\n"
        f"{pre}{first}\n{rate}: 455.1 tok/s\ntotal tokens: 9 tok\n"
        f"{second}\n{rate}: 61.3 tok/s\n```\n"
    )


def test_divider_names_the_phase_of_the_lines_under_it(vocab: Vocabulary) -> None:
    text = _bench("---------- prefill ----------", "---------- decode ----------", "Stats: ")
    assert [(v, m) for v, m, _ in _read(text, vocab)] == [
        (455.1, "prefill_tok_s"),
        (61.3, "decode_tok_s"),
    ]
    text = _bench("=== Prefill ===", "=== Decode ===")
    assert [(v, m) for v, m, _ in _read(text, vocab)][:1] == [(455.1, "prefill_tok_s")]
    text = _bench(
        "Report: ~~~~~ prompt processing ~~~~~", "Report: ~~~~~ generation ~~~~~", rate="speed"
    )
    assert [(v, m) for v, m, _ in _read(text, vocab)] == [
        (455.1, "prefill_tok_s"),
        (61.3, "decode_tok_s"),
    ]


def test_divider_naming_no_prefill_leaves_the_rate(vocab: Vocabulary) -> None:
    text = _bench("=== Run 1 ===", "=== Run 2 ===")
    assert [m for _, m, _ in _read(text, vocab)] == ["decode_tok_s", "decode_tok_s"]
    text = _bench("------ summary ------", "------ decode ------", "Stats: ")
    assert [m for _, m, _ in _read(text, vocab)] == ["decode_tok_s", "decode_tok_s"]
    # a rate whose own words name its phase keeps it under a prefill divider
    text = "```\n=== Prefill ===\ndecode throughput: 58.0 tok/s\n```\n"
    assert [m for _, m, _ in _read(text, vocab)] == ["decode_tok_s"]


# - A rate keyed by one numbered request ("- Request 1: 76.8 tokens/sec", "User #3: 44 tok/s")
#   is that request's own stream under whatever load (LABELLING: "a single request" is one
#   stream); the combined line beside it stays the server's sum.


def test_numbered_request_rate_is_one_stream(vocab: Vocabulary) -> None:
    text = (
        "Concurrent test on my RTX 4090:\n```\n4 Parallel Requests:\n"
        "- Request 1: 61.20 tokens/sec (2.10s)\n- Request 2: 60.85 tokens/sec (2.11s)\n"
        "- Combined Effective: 240.3 tokens/sec\n```\n"
    )
    assert [(v, m) for v, m, _ in _read(text, vocab)] == [
        (61.2, "decode_tok_s"),
        (60.85, "decode_tok_s"),
        (240.3, "output_tok_s"),
    ]
    text = "Batch of 8 users at once on an H100. User #3: 44.1 tok/s, aggregate 350 tok/s."
    assert [(v, m) for v, m, _ in _read(text, vocab)] == [
        (44.1, "decode_tok_s"),
        (350.0, "output_tok_s"),
    ]
    text = "Ran 16 concurrent clients against the server on A100:\nclient 1 = 38.5 t/s\n"
    assert [m for _, m, _ in _read(text, vocab)] == ["decode_tok_s"]


def test_unnumbered_or_plural_keys_are_no_single_request(vocab: Vocabulary) -> None:
    text = "Served 8 concurrent requests on an H100.\nRequests: 612.5 tok/s\n"
    assert [m for _, m, _ in _read(text, vocab)] == ["output_tok_s"]
    text = "Load test on an H100 at 8 concurrent users.\nBatch 2: 640.3 tok/s\n"
    assert [m for _, m, _ in _read(text, vocab)] == ["output_tok_s"]
    text = "Served 16 concurrent users on an A100.\nAll users: 701.4 tok/s\n"
    assert [m for _, m, _ in _read(text, vocab)] == ["output_tok_s"]
