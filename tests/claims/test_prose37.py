"""Times in a code block under a heading that names their metric once (reading rules §1: a
heading directly above a figure is its context; §4: a unit or metric may sit only in a
header). The block's short lines give a setting and a time; the heading names one time metric,
which each time takes, as a list under such a heading already does (``lead_metric``). A
heading naming two metrics, a paragraph between heading and block, a long log line, or sizes
under a memory heading take nothing."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_times_under_a_ttft_heading(vocab: Vocabulary) -> None:
    text = (
        "### Time to first token\n"
        "```\n"
        "tiny prompt:   48.2ms (mean), 44.9ms (best)\n"
        "huge prompt:   310.5ms (mean), 301.0ms (best)\n"
        "```\n"
    )
    assert _read(text, vocab) == [
        (48.2, "ttft"),
        (44.9, "ttft"),
        (310.5, "ttft"),
        (301.0, "ttft"),
    ]


def test_times_under_a_per_token_heading(vocab: Vocabulary) -> None:
    text = "## Inter-token latency\n\n```\nbatch one:   11.7 ms\nbatch eight:   19.4 ms\n```\n"
    assert _read(text, vocab) == [(11.7, "tpot"), (19.4, "tpot")]


def test_times_under_an_end_to_end_heading(vocab: Vocabulary) -> None:
    text = "#### 3. End-to-end latency\n```\nsummarise:  2.84s\ntranslate:  1.97s\n```\n"
    assert _read(text, vocab) == [(2.84, "e2e_latency"), (1.97, "e2e_latency")]


def test_heading_naming_two_metrics_leads_nothing(vocab: Vocabulary) -> None:
    text = "### TTFT and TPOT\n```\nshort run:  48.2ms\nlong run:  12.1ms\n```\n"
    assert _read(text, vocab) == []


def test_paragraph_between_heading_and_block_leads_nothing(vocab: Vocabulary) -> None:
    text = (
        "### Time to first token\n\n"
        "We also kept the loader's own log for later.\n\n"
        "```\nshort run:  48.2ms\nlong run:  310.5ms\n```\n"
    )
    assert _read(text, vocab) == []


def test_long_log_line_is_not_led(vocab: Vocabulary) -> None:
    text = (
        "### Time to first token\n```\n"
        "worker-3 INFO scheduler thread woke after an idle period and flushed its queue of "
        "pending jobs in 48.2ms\n```\n"
    )
    assert _read(text, vocab) == []


def test_sizes_under_a_memory_heading_stay_unread(vocab: Vocabulary) -> None:
    text = "### VRAM usage\n```\nexpert pool:  20.1 GB\nscratch:  1.5 GB\n```\n"
    assert _read(text, vocab) == []
