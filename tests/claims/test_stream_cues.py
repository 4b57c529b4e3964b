"""More evidence for one stream or many (stream.py, load.py): the cues the labelling decisions
name for telling a server's summed output from one user's rate (reading rules §4), each pinned
by made-up texts of our own, with ones the cue must leave alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestPlainOutputThroughput:
    """Plain "output throughput" or "generation throughput" with no serving run around it is one
    stream's rate; beside a serving report, or spelled as vLLM's engine log spells it, it
    stays the server's output."""

    def test_a_scripts_output_throughput_is_one_stream(self, vocab: Vocabulary) -> None:
        text = (
            "### Plain sampling\n\npython sample.py\n\nResults on one A6000:\n\n"
            "- Wall time: 1.9s\n- Output throughput: 27.5 tok/s\n"
        )
        assert (27.5, "decode_tok_s") in _got(text, vocab)

    def test_generation_throughput_in_prose_is_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("The generation throughput of 21 tokens/s I see on my desktop is low.", vocab)
        assert got == [(21.0, "decode_tok_s")]

    def test_beside_a_serving_report_it_stays_the_servers(self, vocab: Vocabulary) -> None:
        text = (
            "Successful requests: 200\nRequest throughput (req/s): 3.1\n"
            "Output throughput: 780.4 tok/s\n"
        )
        assert (780.4, "output_tok_s") in _got(text, vocab)

    def test_the_engine_logs_average_stays_the_servers(self, vocab: Vocabulary) -> None:
        got = _got("INFO engine: Avg generation throughput: 48.1 tokens/s", vocab)
        assert got == [(48.1, "output_tok_s")]


class TestLatencyBound:
    """A rate read under a latency bound is what a server sustains for many users (LABELLING,
    batch 71: a latency constraint marks serving load)."""

    def test_a_rate_under_a_latency_constraint_is_the_servers(self, vocab: Vocabulary) -> None:
        got = _got("Under a TPOT constraint of 40 ms, one node sustains 1,350 tokens/s.", vocab)
        assert (1350.0, "output_tok_s") in got

    def test_the_same_in_chinese(self, vocab: Vocabulary) -> None:
        got = _got("在80ms时延约束下单卡吞吐达到900 tokens/s。", vocab)
        assert (900.0, "output_tok_s") in got

    def test_a_latency_alone_is_no_bound(self, vocab: Vocabulary) -> None:
        got = _got("Latency was fine; the model decodes at 42 tok/s.", vocab)
        assert got == [(42.0, "decode_tok_s")]


class TestSystemThroughputInOtherLanguages:
    """A "system throughput" sums over the users of a system in any language, as the English
    and Chinese words already do; a French rate is counted in "jetons"."""

    def test_french_system_throughput(self, vocab: Vocabulary) -> None:
        got = _got("Le serveur atteint un débit système de 12 400 jetons/seconde.", vocab)
        assert got == [(12400.0, "output_tok_s")]

    def test_german_system_throughput(self, vocab: Vocabulary) -> None:
        got = _got("Der Systemdurchsatz lag bei 3.200 Token/s.", vocab)
        assert got == [(3200.0, "output_tok_s")]

    def test_a_french_rate_without_a_system_word_is_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("Sur mon portable, le modèle génère 25 jetons par seconde.", vocab)
        assert got == [(25.0, "decode_tok_s")]


class TestBatchThroughputColumn:
    """A "Batch Throughput" column is a sum over a batch, even in a table whose setup sentence
    says the other columns were measured one request at a time; that one request is then not
    its load."""

    def test_batch_throughput_beats_the_tables_single_request(self, vocab: Vocabulary) -> None:
        text = (
            "Measured on one RTX 4080, single request:\n\n"
            "| Engine | Tok/s | Batch Throughput |\n|---|---|---|\n"
            "| vLLM | 41 | 310 tok/s (continuous) |\n"
        )
        assert _loads(text, vocab) == [(41.0, "decode_tok_s", 1), (310.0, "output_tok_s", None)]


class TestLoadInAnotherCell:
    """A load written inside a cell beside that cell's own rate ("150 tok/s (batch=16)") is
    that rate's, not the row's: the cell is the nearest enclosing unit (reading rules §2)."""

    def test_a_cells_batch_is_not_the_rows(self, vocab: Vocabulary) -> None:
        text = "| Engine | Tok/s | Batched |\n|---|---|---|\n| vLLM | 38 | 150 tok/s (batch=16) |\n"
        assert _loads(text, vocab) == [(38.0, "decode_tok_s", None), (150.0, "output_tok_s", 16)]

    def test_a_load_cell_of_its_own_is_the_rows(self, vocab: Vocabulary) -> None:
        text = "| Batch | Tok/s |\n|---|---|\n| 16 | 150 |\n"
        assert _loads(text, vocab) == [(150.0, "output_tok_s", 16)]


class TestOneConcurrentRequestIsNoSum:
    """A "1 concurrent request" is one stream: no sum over many, and it keeps its load of one."""

    def test_one_concurrent_request(self, vocab: Vocabulary) -> None:
        got = _loads("With 1 concurrent request the model streams 44 tok/s.", vocab)
        assert got == [(44.0, "decode_tok_s", 1)]

    def test_several_concurrent_requests_still_sum(self, vocab: Vocabulary) -> None:
        got = _loads("With 12 concurrent requests the server streams 430 tok/s.", vocab)
        assert got == [(430.0, "output_tok_s", 12)]


class TestModelDeployedAsAService:
    """A post that opens by saying its model is deployed as a service measures the service:
    its plain token rates are the service's output; a program that is a server is no load."""

    def test_rates_of_a_model_deployed_as_a_service(self, vocab: Vocabulary) -> None:
        text = (
            "We deploy the 13B model as an inference service behind our gateway.\n\n"
            "With short prompts it reaches 2100 tokens/s, with long ones only 900 tokens/s."
        )
        assert _got(text, vocab) == [(2100.0, "output_tok_s"), (900.0, "output_tok_s")]

    def test_a_local_server_program_is_no_service(self, vocab: Vocabulary) -> None:
        text = "I start llama-server as a server on my laptop.\n\nChatting with it I get 31 tok/s."
        assert _got(text, vocab) == [(31.0, "decode_tok_s")]

    def test_another_posts_service_is_not_this_posts(self, vocab: Vocabulary) -> None:
        text = (
            "We deploy the 13B model as an inference service.\n\n---\n\n"
            "On my own desktop the same model gives 31 tok/s."
        )
        assert _got(text, vocab) == [(31.0, "decode_tok_s")]


class TestUserInitial:
    """A per-user rate whose unit ends in the user's initial ("t/s/u", "tok/s/u", "TPS/u") is
    one user's stream even at a batch of many (reading rules §4); the summed "t/s" column of
    the same row stays the server's output."""

    TABLE = (
        "| Model | Batch | Board | ttft (ms) | t/s/u | t/s |\n"
        "|---|---|---|---|---|---|\n"
        "| Pico 8B | 32 | n300 | 104 | 26.0 | 832.0 |\n"
        "| Pico 3B | 32 | n300 | 88 | 41.5 | 1328.0 |\n"
    )

    def test_the_user_initial_column_is_one_stream(self, vocab: Vocabulary) -> None:
        got = _got(self.TABLE, vocab)
        assert (26.0, "decode_tok_s") in got
        assert (41.5, "decode_tok_s") in got

    def test_the_summed_column_stays_the_servers(self, vocab: Vocabulary) -> None:
        got = _got(self.TABLE, vocab)
        assert (832.0, "output_tok_s") in got
        assert (1328.0, "output_tok_s") in got

    def test_in_prose_at_a_batch(self, vocab: Vocabulary) -> None:
        got = _got("At batch 16 the Pico 8B runs at 21.3 tok/s/u on one board.", vocab)
        assert (21.3, "decode_tok_s") in got

    def test_a_unit_word_is_no_user(self, vocab: Vocabulary) -> None:
        got = _got("At batch 16 the server reaches 900 tok/s/unit on one board.", vocab)
        assert (900.0, "decode_tok_s") not in got
