"""Times as tools and other languages write them (reading rules §4: time to first token,
per-token latency and end-to-end time are distinct metrics; units vary). The sentences are
made up for these tests."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestLaterTokensLatency:
    """The mean time of the tokens after the first is a per-token latency, also when a tool
    shortens its name to "2..." (the ellipsis cuts a word, not the sentence)."""

    def test_shortened_second_token_line(self, vocab: Vocabulary) -> None:
        text = (
            "---- Summary ----\nInference latency: 2.5 sec.\n"
            "First token average latency: 0.041 sec.\nAverage 2... latency: 0.017 sec.\n"
        )
        assert _read(text, vocab) == [(2.5, "e2e_latency"), (0.041, "ttft"), (0.017, "tpot")]

    def test_next_token_latency_in_prose(self, vocab: Vocabulary) -> None:
        text = "On the A770 the next token latency was 31 ms with INT4 weights."
        assert _read(text, vocab) == [(31.0, "tpot")]

    def test_time_to_second_token_stays_unread(self, vocab: Vocabulary) -> None:
        assert _read("Time to second token: 44 ms", vocab) == []

    def test_an_ellipsis_before_a_capital_still_ends_a_sentence(self, vocab: Vocabulary) -> None:
        got = _read("Loading was slow... Then it ran at 21 tok/s on an RTX 3060.", vocab)
        assert got == [(21.0, "decode_tok_s")]


class TestGenerateTime:
    """A benchmark's "Generate time" is the whole generation's time; its load and
    tokenization times are not a run's."""

    def test_generate_time_line(self, vocab: Vocabulary) -> None:
        text = (
            "Load time: 9120.00 ms\nGenerate time: 64.10 ± 2.30 ms\n"
            "Tokenization time: 0.31 ± 0.01 ms\nTTFT: 30.50 ± 0.80 ms\n"
        )
        assert _read(text, vocab) == [(64.1, "e2e_latency"), (30.5, "ttft")]


class TestCompoundDurations:
    """Go and Ollama print long times as minutes and seconds glued together ("3m12.5s")."""

    def test_total_duration_in_minutes_and_seconds(self, vocab: Vocabulary) -> None:
        text = (
            "total duration:       3m12.5s\nload duration:        2.1ms\n"
            "eval duration:        3m1.2s\neval rate:            3.10 tokens/s\n"
        )
        got = _read(text, vocab)
        assert (192.5, "e2e_latency") in got
        assert not any(v == 181.2 for v, _ in got)  # the eval phase's duration is not labelled

    def test_the_verbose_blocks_total_duration_names_ollama(self, vocab: Vocabulary) -> None:
        """Ollama's verbose block names Ollama from its first line on."""
        text = "total duration:       1m4.25s\nload duration:        3.2ms\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.metric, claim.engine) == (64.25, "e2e_latency", "ollama")

    def test_hours_and_minutes(self, vocab: Vocabulary) -> None:
        assert _read("The whole benchmark run took 1h5m on the cluster.", vocab) == [
            (3900.0, "e2e_latency")
        ]


class TestPerTokenUnitsInFrench:
    """French writes the token "jeton": "ms/jeton" is a per-token latency."""

    def test_ms_per_jeton(self, vocab: Vocabulary) -> None:
        got = _read("Le système atteint une latence de 4 ms/jeton par utilisateur.", vocab)
        assert got == [(4.0, "tpot")]


class TestLatencyConstraintsInChinese:
    """ "在 80ms 时延约束下": the latency bound a throughput was read under, not a figure."""

    def test_constraint_is_no_latency_figure(self, vocab: Vocabulary) -> None:
        got = _read("在80ms时延约束下，单卡吞吐达到 1500 tokens/s。", vocab)
        assert not any(v == 80.0 for v, _ in got)
        assert any(v == 1500.0 for v, _ in got)


class TestBareLatencyInABenchmarkResult:
    """A result object's bare "latency" beside its "output_throughput" is the benchmark's whole
    time in seconds; a bare "latency" alone names no unit."""

    def test_result_object(self, vocab: Vocabulary) -> None:
        text = (
            '{\n  "gsm8k": [\n    {\n      "batch_size": 1,\n      "metrics": [\n'
            '        {\n          "latency": 88.25,\n          "output_throughput": 141.7,\n'
            '          "accept_length": 2.9\n        }\n      ]\n    }\n  ]\n}'
        )
        assert (88.25, "e2e_latency") in _read(text, vocab)

    def test_bare_latency_alone(self, vocab: Vocabulary) -> None:
        assert _read('{"latency": 88.25, "retries": 2}', vocab) == []


class TestWaitBeforeOutput:
    """The wait from the prompt until output starts is a time to first token."""

    def test_until_starting_generation(self, vocab: Vocabulary) -> None:
        text = (
            "The lab says the delay from sending the prompt to starting generation is 0.6 "
            "seconds, after which it writes 900 tokens per second."
        )
        assert _read(text, vocab) == [(0.6, "ttft"), (900.0, "decode_tok_s")]


class TestAFigureSetAgainstAnother:
    """ "8-12 ms latency per later token, compared to 30 ms elsewhere": the figure set against
    another takes that one's metric, not the bare latency word written after it."""

    def test_compared_to_takes_the_first_figures_metric(self, vocab: Vocabulary) -> None:
        text = "Each following token keeps 8-12ms latency, compared to 30-60ms on older cards."
        assert [m for _, m in _read(text, vocab)] == ["tpot", "tpot"]

    def test_without_a_comparison_the_word_stays_generic(self, vocab: Vocabulary) -> None:
        text = "First token arrives at 150 ms latency, the full reply at 2.5 s."
        assert _read(text, vocab) == [(150.0, "ttft"), (2.5, "e2e_latency")]
