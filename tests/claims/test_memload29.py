"""A run's memory past a card's name, sizes under a memory-requirements heading, and a load
written "at N requests".

- Reading rules §4: memory is what a run used, never a card's capacity. A size after a word of
  memory use ("peak memory", "memory usage", "VRAM used", "потребление памяти") is the run's
  even when the card is named between them; a size written against the card ("RTX 4090 24GB")
  or before it ("the 24 GB RTX 4090") stays the card's.
- LABELLING.md (batch 81's and batch 98's audits): stated requirements are `memory` at their
  number, so a "Memory/Disk Requirements" heading no longer drops its sizes; its other figures
  stay targets (reading rules §2).
- LABELLING.md, Twenty-first pass, question 6: a number of requests is a concurrency only when
  the text puts them in flight together ("at 16 requests", "при 16 запросах"), never a total.

Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab) if c.metric == "memory"]


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    return [(c.value, c.concurrency) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "size", "card"),
    [
        ("Peak memory on the RTX 4090 was 19 GB with the 8B model.", 19.0, "RTX 4090"),
        ("Memory usage on an H100 reached 61 GB once the cache filled.", 61.0, "H100"),
        ("VRAM used on the A100: 37 GB after warm-up.", 37.0, "A100"),
        ("Пиковое потребление памяти на RTX 4090 — 21 ГБ.", 21.0, "RTX 4090"),
        ("Peak GPU memory on our L40S hovered around 33 GB.", 33.0, "L40S"),
    ],
)
def test_a_size_after_a_use_word_and_a_card_is_the_runs(
    vocab: Vocabulary, text: str, size: float, card: str
) -> None:
    """The word of use names the memory; the card between is only where the run was."""
    assert (size, card) in _memory(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        "Peak memory on the RTX 4090 24GB stayed flat all afternoon.",
        "Peak memory on the 24 GB RTX 4090 stayed flat all afternoon.",
        "Peak memory on the H100 (80 GB) stayed flat all afternoon.",
        "The RTX 4090 24GB is what we bought last spring.",
        "Our H100 80GB sits idle on weekends.",
    ],
)
def test_a_size_written_against_the_card_stays_its_capacity(vocab: Vocabulary, text: str) -> None:
    """ "RTX 4090 24GB", "the 24 GB RTX 4090", "H100 (80 GB)": the card's own size, no claim."""
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    ("heading", "size"),
    [
        ("## Memory/Disk Requirements", 9.0),
        ("## Hardware requirements", 26.0),
        ("### System Requirements", 140.0),
        ("## Memory requirements", 48.0),
    ],
)
def test_sizes_under_a_memory_requirements_heading_are_memory(
    vocab: Vocabulary, heading: str, size: float
) -> None:
    """A model's stated needs under such a heading are memory; a speed there stays wanted."""
    text = f"{heading}\n\nThe model needs about {size:g} GB of RAM. Aim for at least 25 tok/s.\n"
    read = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert (size, "memory") in read
    assert all(metric == "memory" for _, metric in read)


def test_a_table_under_a_memory_requirements_heading_keeps_only_sizes(vocab: Vocabulary) -> None:
    """A table's speed cell under "Hardware requirements" stays a target; no speed is read."""
    text = (
        "## Hardware requirements\n\n| Model | Needs | Speed |\n|---|---|---|\n"
        "| 13B | 26 GB of VRAM required | 40 tok/s |\n"
    )
    assert all(c.metric == "memory" for c in extract_claims(text, vocab))


def test_a_size_column_under_a_memory_requirements_heading_is_memory(vocab: Vocabulary) -> None:
    """Under "## Memory/Disk Requirements" a table's size columns are the model's stated needs,
    memory, though the same columns elsewhere describe a file (no claim)."""
    table = (
        "| Model | Full size | Packed size |\n|---:|---:|---:|\n"
        "| 3B | 12.4 GB | 2.1 GB |\n| 34B | 136.2 GB | 20.7 GB |\n"
    )
    under = extract_claims("## Memory/Disk Requirements\n\nFor example:\n\n" + table, vocab)
    assert sorted(c.value for c in under if c.metric == "memory") == [2.1, 12.4, 20.7, 136.2]
    assert extract_claims("## Sizes\n\nFor example:\n\n" + table, vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "## Requirements\n\n- The model needs about 9 GB of RAM.\n- Speed: at least 25 tok/s\n",
        "## Performance targets\n\n- Memory: 8 GB peak\n- Speed: at least 25 tok/s\n",
        "## Latency requirements\n\n- Decode must reach 30 tok/s.\n",
    ],
)
def test_other_requirement_headings_still_hold_targets(vocab: Vocabulary, text: str) -> None:
    """Plain "Requirements", targets and latency requirements stay wanted figures: no claim."""
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "value", "load"),
    [
        ("Output throughput was 870 tok/s at 16 requests.", 870.0, 16),
        ("At 32 concurrent requests the server gave 1,240 tok/s overall.", 1240.0, 32),
        ("При 16 запросах общий TPS составил 655 ток/с.", 655.0, 16),
        ("We measured 2,100 tok/s output throughput at 64 requests on vLLM.", 2100.0, 64),
        ("Throughput rose from 84 tok/s at 1 request to 610 tok/s at 64 requests.", 610.0, 64),
    ],
)
def test_a_rate_at_n_requests_takes_that_load(
    vocab: Vocabulary, text: str, value: float, load: int
) -> None:
    """ "at 16 requests", "при 16 запросах": the requests in flight while the rate was taken."""
    assert (value, load) in _loads(text, vocab)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We sent 1024 requests in total and measured 870 tok/s output throughput.", 870.0),
        ("vllm bench serve --num-prompts 1000 reported 870 tok/s output throughput.", 870.0),
        ("The server kept 870 tok/s output throughput at 5 requests per second.", 870.0),
        ("For 500 requests the output throughput was 870 tok/s.", 870.0),
        ("When request is 16 the output throughput is 870 tok/s.", 870.0),
        ("Сервер выдал 870 ток/с при 5 запросах в секунду.", 870.0),
    ],
)
def test_a_count_or_rate_of_requests_is_no_load(vocab: Vocabulary, text: str, value: float) -> None:
    """A total of requests, a request rate or a count with no "at" puts nothing in flight."""
    assert (value, None) in _loads(text, vocab)
