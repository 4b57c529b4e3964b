"""A table's unit stated once in a sentence above it (reading rules §4: a figure takes its
unit from its row, header, caption or the sentence introducing it).

"The unit of measurement is output tokens per second." or "The reported metric is Total
Output Throughput (tokens/sec)." over tables of bare numbers whose header names only the runs
(engines, versions, GPUs) lends those numbers its token rate. A sentence that merely mentions
a rate, a statement of another unit, a header with its own unit and columns of counts or
sizes lend nothing. Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.unit_statements import stated_unit
from watcher.claims.units import _lines, _tables
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _stated(text: str) -> tuple[str, str] | None:
    tables = _tables(text, _lines(text))
    assert len(tables) == 1
    return stated_unit(text, tables[0])


_ENGINES = """Serving comparison on one RTX 4090

We compared three servers on a chat workload. The unit of measurement is output tokens per second.
vLLM | SGLang | TGI

| Clients | vLLM 0.7.2 | SGLang 0.4.1 | TGI 3.0 |
| --- | --- | --- | --- |
| 4 | 181.4 | 175.2 | 140.9 |
| 16 | 512.6 | 530.3 | 388.1 |
"""

_SECTION = """## Throughput

Every run used the default scheduler. The reported metric is Total Output Throughput (tokens/sec).

### Test machines
- H100 SXM 80GB
- H200 SXM 141GB

#### Mistral 7B

| Input/Output | H200 TP1 | H100 TP1 |
|---|---|---|
| 256/256 | 21,480 | 17,905 |
| 1024/512 | 12,330 | 9,871 |
"""

_MEASURED_IN = """Numbers below are measured in generated tokens/s on one card.

Setup
- prompts: 8 per batch, 512 tokens each
- driver 550.54

Results

| Model | TensorRT-LLM | vLLM |
|---|---|---|
| Qwen2.5-7B | 902.4 | 815.7 |
| Llama-3.1-8B | 877.0 | 790.2 |
"""


class TestAStatedUnitLendsItsRate:
    """Must fire: the statement's token rate goes to the table's run columns."""

    def test_unit_of_measurement_sentence(self, vocab: Vocabulary) -> None:
        read = _read(_ENGINES, vocab)
        for value in (181.4, 175.2, 140.9, 512.6, 530.3, 388.1):
            assert (value, "output_tok_s") in read
        assert not any(v in (4.0, 16.0) for v, _ in read)  # the clients column is the load

    def test_reported_metric_past_a_section_of_headings_and_lists(self, vocab: Vocabulary) -> None:
        read = _read(_SECTION, vocab)
        for value in (21480.0, 17905.0, 12330.0, 9871.0):
            assert (value, "output_tok_s") in read

    def test_measured_in_sentence(self, vocab: Vocabulary) -> None:
        read = [v for v, m in _read(_MEASURED_IN, vocab) if m.endswith("tok_s")]
        assert sorted(read) == [790.2, 815.7, 877.0, 902.4]

    def test_the_statement_is_the_sentence_naming_the_unit(self) -> None:
        stated = _stated(_ENGINES)
        assert stated is not None
        assert stated[1] == "The unit of measurement is output tokens per second."


class TestNothingIsLent:
    """Must not fire: no unit statement, another unit, or a table that names its own."""

    def test_sizes_under_a_sentence_that_mentions_a_rate(self, vocab: Vocabulary) -> None:
        text = (
            "Our server reaches thousands of tokens per second on these models.\n\n"
            "| Model | Parameters | Layers |\n|---|---|---|\n"
            "| Falcon | 40 | 60 |\n| Mixtral | 47 | 32 |\n"
        )
        assert _stated(text) is None
        assert _read(text, vocab) == []

    def test_size_columns_under_a_unit_statement(self, vocab: Vocabulary) -> None:
        text = (
            "All numbers are in tokens/s unless noted.\n\n"
            "| Model | Params | Batch |\n|---|---|---|\n"
            "| Falcon | 40 | 8 |\n| Mixtral | 47 | 16 |\n"
        )
        assert _stated(text) is None
        assert _read(text, vocab) == []

    def test_a_header_with_its_own_unit(self) -> None:
        text = (
            "The unit of measurement is output tokens per second.\n\n"
            "| Engine | TTFT (ms) | Peak VRAM (GB) |\n|---|---|---|\n"
            "| vLLM | 120 | 21 |\n| SGLang | 98 | 22 |\n"
        )
        assert _stated(text) is None

    def test_a_statement_of_another_unit(self) -> None:
        text = (
            "All values are reported in milliseconds of latency.\n\n"
            "| Prompt | vLLM 0.6 | SGLang 0.3 |\n|---|---|---|\n"
            "| short | 120 | 98 |\n| long | 410 | 377 |\n"
        )
        assert _stated(text) is None

    def test_a_statement_too_far_above(self) -> None:
        filler = "".join(f"Step {k}: copy the weights.\n\n" for k in range(30))
        text = (
            "The reported metric is output tokens per second.\n\n"
            + filler
            + "| Prompt | vLLM 0.6 | SGLang 0.3 |\n|---|---|---|\n"
            "| short | 120 | 98 |\n| long | 410 | 377 |\n"
        )
        assert _stated(text) is None


def _tpot_table(caption: str) -> str:
    return (
        f"{caption}\n\n| Model | Before | After |\n| --- | --- | --- |\n"
        "| Mistral-7B | 41.7 | 39.2 |\n| Phi-3-mini | 18.4 | 17.9 |\n"
    )


class TestAPromptLengthSettingTimesNothing:
    """Must fire: a caption's prompt length written as a setting ("`input-len=256`") beside
    "Median TPOT (ms)" is the run's setup; the cells stay per-token output times."""

    def test_key_equals_value(self, vocab: Vocabulary) -> None:
        text = _tpot_table("One Arc A770, `input-len=256`, `output-len=256`, Median TPOT (ms):")
        assert (41.7, "tpot") in _read(text, vocab)

    def test_command_line_flag(self, vocab: Vocabulary) -> None:
        text = _tpot_table("Ran with --input-len 1024 --output-len 128; Median TPOT (ms):")
        assert (39.2, "tpot") in _read(text, vocab)

    def test_colon_setting(self, vocab: Vocabulary) -> None:
        text = _tpot_table("prompt_len: 512, num-prompts: 10, Mean TPOT (ms):")
        assert (17.9, "tpot") in _read(text, vocab)


class TestThePromptsOwnTimeStaysOut:
    """Must not fire: a caption that times the prompt itself gives no output-token time."""

    def test_prompt_processing_per_token(self, vocab: Vocabulary) -> None:
        text = _tpot_table("Prompt processing, median time per token (ms):")
        assert not [m for _, m in _read(text, vocab) if m == "tpot"]

    def test_prompt_per_token_key(self, vocab: Vocabulary) -> None:
        text = _tpot_table("prompt_per_token_ms (ms):")
        assert not [m for _, m in _read(text, vocab) if m == "tpot"]
