"""The word "total" alone right after a token rate's unit ("341 tok/s total"): a sum, but not
said to be of the prompt's tokens too (LABELLING, fifteenth pass: a "total" rate is
``total_tok_s`` only where the text shows the prompt counted; a sum over streams is the
server's output)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestATotalAfterTheUnit:
    """Nothing around the figure names the prompt's or the reply's tokens apart: the total
    sums the streams' output."""

    def test_a_total_over_concurrent_requests_is_output(self, vocab: Vocabulary) -> None:
        text = "On one H100, 32 concurrent requests deliver **341 tok/s total**, short of vLLM.\n"
        assert _metrics(text, vocab) == {341: "output_tok_s"}

    def test_a_total_at_a_batch_is_output(self, vocab: Vocabulary) -> None:
        text = "SGLang on an H100 reaches 2,400 tokens/s total at batch 64.\n"
        assert _metrics(text, vocab) == {2400: "output_tok_s"}


class TestATotalThatCountsThePrompt:
    """A total printed beside the reply's own rate, or one that names both sides, counts the
    prompt's tokens too and stays ``total_tok_s``."""

    def test_a_total_beside_the_output_rate_stays_total(self, vocab: Vocabulary) -> None:
        text = "Peak throughput: ~1,168 tokens/sec total (~548 tok/s output)\n"
        assert _metrics(text, vocab)[1168] == "total_tok_s"

    def test_a_total_naming_both_sides_stays_total(self, vocab: Vocabulary) -> None:
        text = "SGLang on an H100 reaches 5,000 tok/s total (input + output).\n"
        assert _metrics(text, vocab) == {5000: "total_tok_s"}

    def test_a_total_under_an_input_line_stays_total(self, vocab: Vocabulary) -> None:
        text = "Input: 1,000 tok/s\nThroughput: 5,000 tok/s total\n"
        assert _metrics(text, vocab) == {1000: "prefill_tok_s", 5000: "total_tok_s"}
