"""A table right under a setup list that keys many requests ("- Total Requests: 256") holds
the server's output rates: the list is the setup the rows share (reading rules §1, §4: many
requests at once are a load). One request, or a list in another section, leaves the rates
one stream's. Texts written for these tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

TABLE = "| Engine | Time (s) | Throughput (tokens/s) |\n|---|---|---|\n| vLLM | 98.37 | 1361.84 |\n"


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


@pytest.mark.parametrize(
    "setup",
    [
        "**Test Configuration:**\n- Hardware: RTX 4070\n- Total Requests: 256 sequences\n\n",
        "Setup:\n- Model: Qwen3-0.6B\n- Number of requests: 1000\n\n**Results:**\n",
    ],
)
def test_many_requests_above_make_output(setup: str, vocab: Vocabulary) -> None:
    assert _rates(setup + TABLE, vocab) == [(1361.84, "output_tok_s")]


@pytest.mark.parametrize(
    "setup",
    [
        "**Test Configuration:**\n- Hardware: RTX 4070\n- Total Requests: 1\n\n",
        "- Total Requests: 256\n\n## Single-stream results\n\n",  # another section's setup
    ],
)
def test_one_request_or_another_section_stays_decode(setup: str, vocab: Vocabulary) -> None:
    assert _rates(setup + TABLE, vocab) == [(1361.84, "decode_tok_s")]
