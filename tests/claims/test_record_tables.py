"""A key/value table that reports one run lends its setting rows to every figure in it.

Reading rules §2: the table is the figure's nearest enclosing unit. "| Engine | vLLM |" and
"| GPU | 1x H100 |" rows above "| Decode | 141 tok/s |" are that run's engine and card.
Must-fire and must-not-fire made-up tables.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str | None, str | None, str | None]]:
    return {c.value: (c.engine, c.hardware, c.precision) for c in extract_claims(text, vocab)}


def _record(*rows: tuple[str, str]) -> str:
    body = "".join(f"| {k} | {v} |\n" for k, v in rows)
    return f"| Metric | Value |\n|---|---|\n{body}"


class TestARecordTablesSettingRows:
    def test_engine_card_and_precision_rows(self, vocab: Vocabulary) -> None:
        text = _record(
            ("Engine", "vLLM"), ("GPU", "1x H100"), ("Precision", "FP8"), ("Decode", "141 tok/s")
        )
        assert _read(text, vocab) == {141: ("vllm", "H100", "FP8")}

    def test_setting_rows_after_the_figures(self, vocab: Vocabulary) -> None:
        text = _record(("TTFT", "88 ms"), ("Framework", "SGLang"), ("Hardware", "MI300X"))
        assert _read(text, vocab) == {88: ("sglang", "MI300X", None)}

    def test_a_row_naming_its_own_engine_keeps_it(self, vocab: Vocabulary) -> None:
        """Must not fire: the figure's own row names another engine."""
        text = _record(("Engine", "vLLM"), ("SGLang decode", "150 tok/s"))
        assert _read(text, vocab)[150][0] == "sglang"

    def test_two_engine_rows_lend_none(self, vocab: Vocabulary) -> None:
        """Must not fire: two setting rows naming two engines describe no one run."""
        text = _record(("Engine", "vLLM"), ("Backend", "SGLang"), ("Decode", "141 tok/s"))
        assert _read(text, vocab)[141][0] is None

    def test_a_wider_table_is_no_record(self, vocab: Vocabulary) -> None:
        """Must not fire: rows of three cells are rows of runs, not one run's settings."""
        text = (
            "| Item | Run 1 | Run 2 |\n|---|---|---|\n| GPU | H100 | A100 |\n"
            "| Decode (tok/s) | 141 | 98 |\n"
        )
        got = _read(text, vocab)
        assert got[98][1] != "H100"

    def test_a_key_that_is_no_setting_lends_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a "Notes" row naming an engine is a remark, not the run's setting."""
        text = _record(("Notes", "compared with vLLM"), ("Decode", "141 tok/s"))
        assert _read(text, vocab)[141][0] is None
