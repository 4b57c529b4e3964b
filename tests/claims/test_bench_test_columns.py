"""A llama-bench table whose t/s column was split into one column per run compared.

Reading rules §4: a llama-bench test ("pp512", "tg128") is reported in tokens per second, so
a "test" column naming it states the unit of the bare columns beside it, and the tests give
the phase; a table mixing both phases' tests is left unread. The model's size and parameter
count are no run's figures.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_TABLE = (
    "| model | size | params | test | Vulkan | ROCm |\n|---|---|---|---|---|---|\n"
    "| qwen3 4B Q8_0 | 3.98 GiB | 4.02 B | pp512 | 1510.42 | 1733.86 |\n"
    "| qwen3 4B Q8_0 | 3.98 GiB | 4.02 B | pp512 @ d4096 | 1201.5 | 1388.1 |\n"
)


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestATestColumnStatesTheRateOfItsRow:
    def test_backend_columns_are_the_tests_rates(self, vocab: Vocabulary) -> None:
        assert _read(_TABLE, vocab) == {
            1510.42: "prefill_tok_s",
            1733.86: "prefill_tok_s",
            1201.5: "prefill_tok_s",
            1388.1: "prefill_tok_s",
        }

    def test_rows_of_both_phases_give_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "pp512" and "tg128" rows need a phase each, which no caption gives."""
        text = _TABLE + "| qwen3 4B Q8_0 | 3.98 GiB | 4.02 B | tg128 | 61.37 | 58.90 |\n"
        assert _read(text, vocab) == {}

    def test_the_size_and_parameters_are_no_figures(self, vocab: Vocabulary) -> None:
        """Must not fire: "4.02 B" parameters and "3.98 GiB" of weights are the model's."""
        got = _read(_TABLE, vocab)
        assert 4.02 not in got and 3.98 not in got

    def test_a_test_column_naming_no_bench_test_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a "test" column of task names states no unit."""
        text = (
            "| model | test | Vulkan | ROCm |\n|---|---|---|---|\n"
            "| qwen3 4B | summarise | 15.4 | 17.3 |\n"
        )
        assert _read(text, vocab) == {}
