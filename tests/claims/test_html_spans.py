"""An HTML table's spanning cells fill the columns and rows they span.

Reading rules §1 and §4: a figure's header is its context, and a unit may sit only in a
header. "<th colspan=2>Decode</th>" over a row of units names both columns it spans, and a
"rowspan" corner ("Engine") leaves its column empty in the header's second row, so the unit
row lines up with the figures under it; a data cell spanning rows ("Llama 8B" beside two
engines' rows) stands in each of them. A table without spans reads as before.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.shapes import html_tables
from watcher.rules import Vocabulary

_GROUPED = (
    "Results on 1x H100:\n\n<table>\n"
    '<tr><th rowspan="2">Engine</th><th colspan="2">Decode</th><th colspan="2">Prefill</th></tr>\n'
    "<tr><th>tok/s</th><th>ms</th><th>tok/s</th><th>ms</th></tr>\n"
    "<tr><td>vLLM</td><td>120.5</td><td>8.3</td><td>5400</td><td>190</td></tr>\n"
    "<tr><td>SGLang</td><td>131.2</td><td>7.6</td><td>5800</td><td>176</td></tr>\n</table>\n"
)


class TestSpanningCells:
    def test_a_grouped_header_over_a_unit_row(self, vocab: Vocabulary) -> None:
        got = {c.value: (c.metric, c.engine) for c in extract_claims(_GROUPED, vocab)}
        assert got[120.5] == ("decode_tok_s", "vllm")
        assert got[5400] == ("prefill_tok_s", "vllm")
        assert got[5800] == ("prefill_tok_s", "sglang")
        assert 8.3 not in got  # a decode time in ms is no prefill rate

    def test_the_header_lines_up_with_the_figures(self) -> None:
        lines = html_tables(_GROUPED[_GROUPED.index("<table>") :]).split("\n")
        assert (
            lines[0] == "| Engine | Decode (tok/s) | Decode (ms) | Prefill (tok/s) | Prefill (ms) |"
        )

    def test_a_data_cell_spanning_rows(self, vocab: Vocabulary) -> None:
        text = (
            "Decode on 1x H100:\n\n<table><tr><th>Model</th><th>Engine</th><th>tok/s</th></tr>"
            '<tr><td rowspan="2">Llama 8B</td><td>vLLM</td><td>120</td></tr>'
            "<tr><td>SGLang</td><td>130</td></tr></table>\n"
        )
        got = {c.value: c.engine for c in extract_claims(text, vocab)}
        assert got == {120: "vllm", 130: "sglang"}

    def test_a_table_without_spans_is_unchanged(self) -> None:
        """Must not fire: no span, no cell added."""
        html = (
            "<table><tr><th>Engine</th><th>tok/s</th></tr><tr><td>vLLM</td><td>9</td></tr></table>"
        )
        assert html_tables(html).split("\n") == [
            "| Engine | tok/s |",
            "| --- | --- |",
            "| vLLM | 9 |",
        ]
