"""A hand-wrapped sentence is one sentence: its metric words may sit on the line above.

Reading rules §2: the sentence is a unit of scope, not the line. Release notes and commit
messages are often wrapped at 72-80 columns ("Warm TTFT on Qwen3-32B after the chunk fix
lands:\\n    4k 4240→1065 ms"); a line break that only wraps prose ends no sentence. A list
item, a log line ending on its figure, an aligned column or a closed sentence still ends
at its line.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.wrapped import wraps
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestAWrappedSentenceKeepsItsMetric:
    def test_times_on_the_line_under_their_metric(self, vocab: Vocabulary) -> None:
        text = (
            "Performance\n\n  • Warm time to first token on Qwen3-32B once the chunk fix lands:\n"
            "    4k 4240→1065 ms, 8k 9008→2136 ms; decode unchanged.\n"
        )
        got = _read(text, vocab)
        assert got.get(4240) == "ttft" and got.get(2136) == "ttft"

    def test_a_sentence_wrapped_after_an_article(self, vocab: Vocabulary) -> None:
        text = (
            "The chunk size change cuts the per-token latency of the\n"
            "Qwen3 MoE path from 31 ms to 24 ms on an RTX 4090.\n"
        )
        assert _read(text, vocab) == {31: "tpot", 24: "tpot"}

    def test_unwrapped_the_break_ends_the_sentence(self, vocab: Vocabulary) -> None:
        """Must not fire: a short line is no wrap, so the "TTFT" above names no figure."""
        text = "Notes on TTFT\n4240 ms for the whole run.\n"
        assert _read(text, vocab).get(4240) != "ttft"


class TestWhatIsNoWrap:
    def test_a_closed_sentence(self) -> None:
        chunk = "The time to first token improved a lot on every machine we tried today.\nit"
        assert not wraps(chunk, chunk.index("\n"))

    def test_a_list_item_after_a_long_line(self) -> None:
        chunk = "These changes touch the scheduler and the attention kernels, notably\n- fix"
        assert not wraps(chunk, chunk.index("\n"))

    def test_a_log_line_ending_on_its_figure(self) -> None:
        chunk = "first_token latency(min, max, ave): 45.43s, 94.67s, 89.29s\ntoken latency 1s"
        assert not wraps(chunk, chunk.index("\n"))

    def test_a_server_log_line_before_a_label(self) -> None:
        chunk = "INFO Avg generation throughput: 512.4 tokens/s, Running: 1 reqs\nwith eagle"
        assert not wraps(chunk, chunk.index("\n"))

    def test_two_keyed_figures_on_a_line(self) -> None:
        chunk = "prompt eval rate: 512.4 tokens/s and eval rate: 40.1 tokens/s for the run\nnext"
        assert not wraps(chunk, chunk.index("\n"))

    def test_aligned_columns(self) -> None:
        chunk = "model          backend     threads   test       speed of the run\nllama  cuda"
        assert not wraps(chunk, chunk.index("\n"))

    def test_a_capitalised_line_after_an_open_word_ending(self) -> None:
        chunk = "The recurrence flipped from the fused kernel to a lazy graph, so the\nKernel"
        assert wraps(chunk, chunk.index("\n"))

    def test_a_capitalised_line_after_a_closing_word(self) -> None:
        """Must not fire: an unmarked list of long entries, each its own line."""
        chunk = "Fixed a crash when loading large models on Windows with long paths\nAdded"
        assert not wraps(chunk, chunk.index("\n"))
