"""Which tokens a "total" token rate counts (reading rules §4; the labelling decisions' ruling
on totals): only where the text shows the prompt's tokens counted is it ``total_tok_s``."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


class TestABareTotalThroughput:
    """A "total throughput" that does not show the prompt's tokens counted is a server's
    output summed over its streams (`output_tok_s`); a tool's total printed beside its input
    or output lines, or one that names both sides, counts the prompt too (`total_tok_s`)."""

    def _metrics(self, text: str, vocab: Vocabulary) -> dict[float, str]:
        return {c.value: c.metric for c in extract_claims(text, vocab)}

    def test_a_prose_total_throughput_is_output(self, vocab: Vocabulary) -> None:
        text = "SGLang on H100: 2125 tok/s total throughput at batch size 64.\n"
        assert self._metrics(text, vocab) == {2125: "output_tok_s"}

    def test_a_total_beside_an_output_line_is_total(self, vocab: Vocabulary) -> None:
        text = "Total throughput: 5,000 tok/s\nOutput throughput: 3,000 tok/s\n"
        assert self._metrics(text, vocab) == {5000: "total_tok_s", 3000: "output_tok_s"}

    def test_a_total_after_the_input_count_is_total(self, vocab: Vocabulary) -> None:
        text = "Total input tokens: 1000\nTotal throughput: 5,000 tok/s\n"
        assert self._metrics(text, vocab) == {5000: "total_tok_s"}

    def test_a_total_naming_its_tokens_is_total(self, vocab: Vocabulary) -> None:
        assert self._metrics("Total token throughput (tok/s): 5000\n", vocab) == {
            5000: "total_tok_s"
        }
