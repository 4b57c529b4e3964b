"""A number written as a percentage is a share: never a token rate, a time or a size.

Reading rules §4: acceptance rates and other shares are not claims. A table reader that takes
a unit from a row or column name ("tok/s", "Generation Speed") must not read a cell written as
a percent ("6–12% slower", "5% slower"), nor a bare number under a header whose unit is "%"
("delta tok/s %"). Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


_SLOWER_TABLE = """How the three runners compare on an RTX 4070:

| Metric | llama.cpp | Ollama | LM Studio |
|---|---|---|---|
| Generation Speed | Fastest | 6–12% slower | 1–4% slower |
| Memory Overhead | ~60 MB | ~250 MB | ~350 MB |
"""

_SLOWER_PAIR = """| Metric | vLLM | TGI |
|---|---|---|
| Generation Speed | Fastest | 10–20% slower |
| Prompt Speed | Fastest | 5% slower |
"""

_SLOWER_FIRST = """| Metric | MLX | llama.cpp |
|---|---|---|
| Generation Speed (M3 Max) | 4–6% slower | Fastest |
"""

_DELTA_COLUMN = """Token generation on a Ryzen 9 7950X with llama.cpp, by quantization:

| quant | size | delta tok/s % | tokens/s |
|---|---|---|---|
| Q4_K_M | 4.6 GiB | 0 | 31.52 |
| Q6_K | 6.1 GiB | 13.27 | 27.34 |
| Q8_0 | 7.9 GiB | 21.84 | 24.64 |
"""

_DIFF_COLUMN = """Throughput of two llama.cpp builds against the release, on an EPYC 9654:

| model | quant | t/s diff % | t/s |
|---|---|---|---|
| Llama 3.1 8B | Q4_0 | 0 | 44.10 |
| Llama 3.1 8B | Q8_0 | 9.75 | 39.80 |
"""


@pytest.mark.parametrize(
    ("text", "shares"),
    [
        (_SLOWER_TABLE, [9.0, 2.5]),
        (_SLOWER_PAIR, [15.0, 5.0]),
        (_SLOWER_FIRST, [5.0]),
        (_DELTA_COLUMN, [13.27, 21.84]),
        (_DIFF_COLUMN, [9.75]),
    ],
)
def test_a_percent_cell_is_no_rate(vocab: Vocabulary, text: str, shares: list[float]) -> None:
    """A "Generation Speed" row's "6–12% slower" or "5% slower" and the bare numbers under
    "delta tok/s %" are shares: none is read as a token rate."""
    read = _read(text, vocab)
    for share in shares:
        assert not any(value == share for value, _ in read), read


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        (_DELTA_COLUMN, (27.34, "decode_tok_s")),
        (_DELTA_COLUMN, (24.64, "decode_tok_s")),
        (_DIFF_COLUMN, (39.8, "decode_tok_s")),
        (_SLOWER_TABLE, (250.0, "memory")),
    ],
)
def test_the_rates_and_sizes_beside_them_stay(
    vocab: Vocabulary, text: str, figure: tuple[float, str]
) -> None:
    """The run's own tok/s and sizes in the same tables are still read."""
    assert figure in _read(text, vocab)


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("With EAGLE-3 on an H100 we got 142 tok/s (+35%) over plain decoding.", 142.0),
        ("Decode reached 61.5 tok/s at 97% GPU utilisation.", 61.5),
        ("| Q4_K_M | 38.2 tok/s | 12% |", 38.2),
    ],
)
def test_a_rate_beside_a_percent_stays(vocab: Vocabulary, sentence: str, figure: float) -> None:
    """A rate written beside a percent (a gain, a utilisation) is still the run's rate."""
    assert any(value == figure for value, _ in _read(sentence, vocab))


def test_a_speedup_written_as_percent_is_not_dropped_here(vocab: Vocabulary) -> None:
    """A multiple the reader makes from "% faster" is a speedup and is left to its own rules."""
    read = _read("With speculative decoding, llama.cpp on an RTX 4090 ran 2.1x faster.", vocab)
    assert (2.1, "speedup") in read
