"""A load another clause's setup states (setup_clauses.py): in "SGLang gets 120 tok/s on H100
at batch 1 and vLLM 80 tok/s on A100" the batch is SGLang's run's; the clause after "and"
states a whole second setup (an engine and another card), so the vLLM figure takes no load
(reading rules §2: the clause is the nearest unit; two setups give two claims). Sentences of
our own; near-misses that keep the load."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None, int | None]]:
    return [(c.value, c.engine, c.hardware, c.concurrency) for c in extract_claims(text, vocab)]


class TestAnotherClausesLoadStaysThere:
    def test_a_batch_before_a_clause_naming_engine_and_card(self, vocab: Vocabulary) -> None:
        got = _got("SGLang gets 120 tok/s on H100 at batch 1 and vLLM 80 tok/s on A100.", vocab)
        assert got == [(120.0, "sglang", "H100", 1), (80.0, "vllm", "A100", None)]

    def test_one_request_at_a_time_before_a_second_setup(self, vocab: Vocabulary) -> None:
        text = (
            "TGI decodes at 45 tok/s on an L40S with one request at a time, while "
            "Ollama decodes at 30 tok/s on an RTX 4090."
        )
        got = _got(text, vocab)
        assert got == [(45.0, "tgi", "L40S", 1), (30.0, "ollama", "RTX 4090", None)]

    def test_the_second_clause_keeps_a_load_of_its_own(self, vocab: Vocabulary) -> None:
        text = "SGLang gets 120 tok/s on H100 at batch 1 and vLLM 80 tok/s on A100 at batch 4."
        got = _got(text, vocab)
        assert [(c[1], c[3]) for c in got] == [("sglang", 1), ("vllm", 4)]


class TestLoadsTheSecondClauseStillShares:
    def test_a_load_leading_the_sentence_covers_both(self, vocab: Vocabulary) -> None:
        got = _got("At batch 1, SGLang gets 120 tok/s on H100 and vLLM 80 tok/s on A100.", vocab)
        assert [c[3] for c in got] == [1, 1]

    def test_the_same_card_is_one_run_of_comparisons(self, vocab: Vocabulary) -> None:
        got = _got("SGLang gets 120 tok/s on H100 at batch 1 and vLLM 80 tok/s on H100.", vocab)
        assert [c[3] for c in got] == [1, 1]

    def test_a_clause_naming_only_an_engine(self, vocab: Vocabulary) -> None:
        got = _got("On H100, SGLang gets 120 tok/s at batch 1 and vLLM 80 tok/s.", vocab)
        assert [c[3] for c in got] == [1, 1]
