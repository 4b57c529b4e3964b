"""A CPU named in its own table row or listing line, on a page that also benchmarks a GPU.

Reading rules §2: the table row (with its headers) is the nearest unit and decides first;
§3: a CPU model is hardware when the run used no accelerator. Sentences made up for these
tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.hardware for c in extract_claims(text, vocab)}


_TABLE = (
    "## Results\n\n"
    "| Model | Quant | Machine | Decode (tok/s) |\n"
    "|---|---|---|---|\n"
    "| Mistral-7B | Q4_0 | GeForce RTX 4070 | 61.2 |\n"
    "| Mistral-7B | Q4_0 | AMD Ryzen 9 7900X | 9.4 |\n"
    "| Mistral-7B | Q8_0 | Intel Core i5-12400 | 4.8 |\n"
)


def test_a_cpu_row_under_a_gpu_row_takes_its_own_cpu(vocab: Vocabulary) -> None:
    """Must fire: each CPU row's device is the CPU its own cell names."""
    cards = _cards(_TABLE, vocab)
    assert cards[9.4] == "Ryzen 9 7900X"
    assert cards[4.8] == "i5-12400"


def test_the_gpu_row_keeps_its_card(vocab: Vocabulary) -> None:
    """Must not leak: the CPU rows below lend nothing to the card's row."""
    assert _cards(_TABLE, vocab)[61.2] == "RTX 4070"


def test_listing_lines_each_name_their_device(vocab: Vocabulary) -> None:
    """Must fire: a pasted listing's CPU line is the CPU's run; the GPU line is the GPU's."""
    text = (
        "Timings from my box:\n\n"
        "```\n"
        "phi-2  Ryzen 5 5600X:               310 ms / token\n"
        "phi-2  Ryzen 5 5600X + Vulkan RX 6700 XT:  42 ms / token\n"
        "```\n"
    )
    cards = _cards(text, vocab)
    assert cards[310.0] == "Ryzen 5 5600X"
    assert cards[42.0] == "RX 6700 XT"


def test_a_xeon_row_with_rate_in_the_header(vocab: Vocabulary) -> None:
    """Must fire: the rate is named only in the header; the row's Xeon is its device."""
    text = (
        "Our numbers on two boxes.\n\n"
        "| Host | Tokens/sec |\n|---|---|\n"
        "| H100 SXM | 140.5 |\n"
        "| Xeon Gold 6338 | 12.25 |\n"
    )
    cards = _cards(text, vocab)
    assert cards[12.25] == "Xeon Gold 6338"
    assert cards[140.5] == "H100"


def test_a_cpu_beside_a_card_in_one_row_is_its_host(vocab: Vocabulary) -> None:
    """Must not fire: a row naming a card and its host CPU ran on the card."""
    text = (
        "| Setup | Decode (tok/s) |\n|---|---|\n"
        "| RTX 3090 + Ryzen 7 5800X | 88.5 |\n"
        "| RTX 3060 + Core i7-12700K | 41.5 |\n"
    )
    cards = _cards(text, vocab)
    assert cards[88.5] == "RTX 3090"
    assert cards[41.5] == "RTX 3060"


def test_a_setup_line_naming_a_cpu_states_no_run(vocab: Vocabulary) -> None:
    """Must not fire: "CPU: Ryzen 9 5950X" with no speed on its line is the card's host."""
    text = "GPU: RTX 4090\nCPU: Ryzen 9 5950X, 64 GB RAM\n\nThe model decodes at 95 tok/s.\n"
    assert _cards(text, vocab)[95.0] == "RTX 4090"


def test_a_table_without_a_rate_header_is_left_alone(vocab: Vocabulary) -> None:
    """Must not fire: a spec table names CPUs but reports no run's speed."""
    text = (
        "We decode at 77 tok/s on an RTX 4080.\n\n"
        "| Part | Cores |\n|---|---|\n| Ryzen 7 7700X | 8 |\n| Core i5-13600K | 14 |\n"
    )
    assert _cards(text, vocab)[77.0] == "RTX 4080"
