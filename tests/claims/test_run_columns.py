"""A transposed table's columns are runs: letters name them, and setup rows set them up.

Reading rules §2 and §4: a table row is read with its headers. In "| Metric | A | B |" the
letters name two runs, so "B" is no batch-size column; a first row "| Engine | vLLM | SGLang |"
(or "GPU", "Method") names each column's setup as the header would, so the figures below
take their column's engine, card and method. A numeric "| Batch | 8 | 16 |" row and a
lone "B" beside other names read as before.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str | None, int | None]]:
    return {c.value: (c.metric, c.engine, c.concurrency) for c in extract_claims(text, vocab)}


class TestLetteredRunColumns:
    def test_b_beside_a_is_a_run(self, vocab: Vocabulary) -> None:
        text = (
            "On 1x H100:\n\n| Metric | A | B |\n|---|---|---|\n| Decode (tok/s) | 120 | 135 |\n"
            "| TTFT (ms) | 80 | 95 |\n"
        )
        got = _read(text, vocab)
        assert got[135] == ("decode_tok_s", None, None)
        assert got[80] == ("ttft", None, None)

    def test_a_lone_b_column_is_still_a_batch(self, vocab: Vocabulary) -> None:
        """Must not fire: "B" among other names is the batch size."""
        text = "On 1x H100:\n\n| Model | B | tok/s |\n|---|---|---|\n| Llama | 8 | 135 |\n"
        assert _read(text, vocab)[135][2] == 8


class TestSetupRowsOfATransposedTable:
    def test_engine_and_gpu_rows(self, vocab: Vocabulary) -> None:
        text = (
            "| | A | B |\n|---|---|---|\n| Engine | vLLM | SGLang |\n| GPU | 1x H100 | 2x H100 |\n"
            "| Decode (tok/s) | 120 | 135 |\n"
        )
        got = {c.value: (c.engine, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)}
        assert got == {120: ("vllm", "H100", 1), 135: ("sglang", "H100", 2)}

    def test_a_method_row(self, vocab: Vocabulary) -> None:
        text = (
            "| | Run A | Run B |\n|---|---|---|\n| Method | EAGLE-3 | none |\n"
            "| Decode (tok/s) | 120 | 135 |\n"
        )
        got = {c.value: c.mode for c in extract_claims(text, vocab)}
        assert got[120] == "eagle"

    def test_a_row_of_figures_is_no_setup_row(self, vocab: Vocabulary) -> None:
        """Must not fire: "| Decode | 120 tok/s | 135 tok/s |" first is a row of figures."""
        text = (
            "| | vLLM | SGLang |\n|---|---|---|\n| Decode | 120 tok/s | 135 tok/s |\n"
            "| TTFT | 80 ms | 95 ms |\n"
        )
        got = _read(text, vocab)
        assert got[120][:2] == ("decode_tok_s", "vllm") and got[95][:2] == ("ttft", "sglang")
