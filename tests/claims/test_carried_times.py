"""A time whose sentence names no metric takes the one time metric of the sentence before it
in the same paragraph (reading rules §2: the paragraph encloses the sentence).

"... each token waited nearly 28 ms. With EAGLE3, that wait drops to under 12 ms." goes on
measuring the per-token time; "The first token takes long. Sometimes more than 60 ms." the
first token's. A sentence naming two time metrics, worked arithmetic, another paragraph, a
sentence with its own time words, a time many times off the earlier figure, "latency" named
in passing or a heading line above carry nothing.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestCarriedFromTheFigureBefore:
    def test_the_per_token_time_goes_on(self, vocab: Vocabulary) -> None:
        text = (
            "Without MTP, each token waited an average of nearly 31 ms. With MTP, that wait "
            "drops to under 14 ms on the same node.\n"
        )
        got = _read(text, vocab)
        assert got.get(31) == "tpot" and got.get(14) == "tpot"

    def test_two_times_of_the_next_sentence(self, vocab: Vocabulary) -> None:
        text = (
            "I see inter-token latency of 48ms at P90. Meanwhile, SGLang shows a smoother "
            "curve, 11ms and 15ms respectively.\n"
        )
        got = _read(text, vocab)
        assert got.get(11) == "tpot" and got.get(15) == "tpot"


class TestCarriedFromTheWordsBefore:
    def test_first_token_named_without_a_figure(self, vocab: Vocabulary) -> None:
        text = (
            "With vLLM the first token of every prompt takes a long time. Sometimes even "
            "more than 70 ms.\n"
        )
        assert _read(text, vocab).get(70) == "ttft"

    def test_a_range_after_a_definition(self, vocab: Vocabulary) -> None:
        text = "Time to First Token: latency to the first output. 40-400ms typical.\n"
        assert _read(text, vocab).get(220) == "ttft"


class TestWhatCarriesNothing:
    def test_another_paragraph(self, vocab: Vocabulary) -> None:
        """Must not fire: a blank line ends the paragraph the metric was named in."""
        text = "Each token waited nearly 31 ms.\n\nWith the patch it is under 14 ms.\n"
        assert 14 not in _read(text, vocab)

    def test_two_metrics_before(self, vocab: Vocabulary) -> None:
        """Must not fire: which of TTFT and ITL the next time continues is unsaid."""
        text = "We measured TTFT of 180 ms and ITL of 12 ms. Later it was 150 ms.\n"
        assert 150 not in _read(text, vocab)

    def test_worked_arithmetic(self, vocab: Vocabulary) -> None:
        """Must not fire: a sum worked out under a latency formula."""
        text = "Latency = (1/W)(n-1) + B.\n≈ 6.5ms + 5ms.\n"
        got = _read(text, vocab)
        assert 6.5 not in got and 5 not in got

    def test_many_times_off_the_figure(self, vocab: Vocabulary) -> None:
        """Must not fire: hours after a per-token time are no per-token time."""
        text = "Each token waited nearly 31 ms. The whole job ran for 9 hours.\n"
        assert 9 * 3600 not in _read(text, vocab)

    def test_latency_named_in_passing(self, vocab: Vocabulary) -> None:
        """Must not fire: "latency" without a figure is the topic, not the next time's metric."""
        text = "High latency ruins the experience. Our bot waits 3-5 seconds, users leave.\n"
        assert 4 not in _read(text, vocab)

    def test_a_heading_line_above(self, vocab: Vocabulary) -> None:
        """Must not fire: a line with no full stop is a heading, no sentence before."""
        text = "Notes on ITL\n35 ms once the cache is warm.\n"
        assert _read(text, vocab).get(35) != "tpot"
