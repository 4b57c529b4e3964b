"""A token rate labelled as the prompt's and the reply's tokens together (summed_rate.py):
"Total TPS: 3922", "tok/s (in+out)", a "Total tokens/s" column, "吞吐量（输入+输出）" are
``total_tok_s`` (reading rules §4; LABELLING "Metrics": total is input plus output); a rate
whose words name the reply's side alone, sides that are lengths, or the whole in another
language alone ("Gesamtdurchsatz": the server's sum) keep their reading."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        # a key whose last word is the unit: the words before it are the key's too
        "Replay of the chat trace\nTotal TPS: 2817.5\nMean TPOT (ms): 41.2",
        "total t/s: 2817.5",
        "total_tokens_per_second: 2817.5",
        '{"totalTokensPerSecond": 2817.5}',
        # a bracket after the unit sums both sides
        "The patched build sustained 2817.5 tokens/s (input + output) on two L40S cards.",
        "Our nightly job logs 2817.5 tok/s (in+out) for the 8B model.",
        "Serving the 14B reached 2817.5 tokens/s (prompt and completion tokens) at 64 users.",
        # what the rate is of
        "The combined throughput of prompt and generated tokens came to 2817.5 tok/s.",
        # other languages, naming the tokens or both sides
        "总 tokens/s: 2817.5",
        "吞吐量（输入+输出）：2817.5 tokens/s",
        "スループット（入力+出力）：2817.5 tokens/s",
    ],
)
def test_a_label_that_sums_both_sides(text: str, vocab: Vocabulary) -> None:
    """The rate its own label calls total, or input plus output, is ``total_tok_s``."""
    assert _metrics(text, vocab)[:1] == [(2817.5, "total_tok_s")]


@pytest.mark.parametrize(
    "header",
    ["Total tokens/s", "Total tok/s", "Tokens/s (in+out)", "Throughput (total tok/s)"],
)
def test_a_column_that_sums_both_sides(header: str, vocab: Vocabulary) -> None:
    """A table column labelled as the total gives each of its cells that metric."""
    text = f"| Build | {header} |\n|---|---|\n| nightly | 2817.5 |\n"
    assert _metrics(text, vocab) == [(2817.5, "total_tok_s")]


def test_the_total_column_beside_the_output_column(vocab: Vocabulary) -> None:
    """The total column is total and the output column beside it stays the server's output."""
    text = (
        "| Users | Total tokens/s | Output throughput (tok/s) |\n"
        "|---|---|---|\n"
        "| 32 | 5120.5 | 2404.1 |\n"
    )
    assert _metrics(text, vocab) == [(5120.5, "total_tok_s"), (2404.1, "output_tok_s")]


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # "total" of the reply's side alone: the output tokens
        ("Total output tokens/s: 2817.5", "decode_tok_s"),
        ("The total output throughput was 2817.5 tok/s.", "output_tok_s"),
        ("Total throughput: 2817.5 output tok/s", "decode_tok_s"),
        # the two sides as lengths, not as the rate's label
        ("With 256 input and 256 output tokens, the 8B decodes at 61.5 tok/s.", "decode_tok_s"),
        ("Input and output lengths were 512, and one stream ran at 61.5 tok/s.", "decode_tok_s"),
        # a total that is no rate's label: a time, a count, a sum over users
        ("Total time: 14 s, and the reply streamed at 61.5 tok/s on a 4090.", "decode_tok_s"),
        ("A total of 2817.5 tokens/s across 64 users on 8x H100.", "output_tok_s"),
        ("The server reached 2817.5 tok/s in total across 64 users.", "output_tok_s"),
        # the whole or the sum in another language alone: the server's output
        ("Gesamtdurchsatz: 2817.5 Token/s", "output_tok_s"),
        ("Débit total : 2817.5 tokens/s", "output_tok_s"),
        ("총 처리량: 2817.5 tokens/s", "output_tok_s"),
    ],
)
def test_words_that_name_one_side_or_no_rate(text: str, metric: str, vocab: Vocabulary) -> None:
    """Not a sum of both sides: the reading the rate had before stays."""
    got = [m for _v, m in _metrics(text, vocab) if _v != 14.0]
    assert got == [metric]
