"""An HTML table's ``<caption>`` is the caption right above it (reading rules §1-§2).

"<caption>Decode throughput on 1x H100 (tok/s)</caption>" gives the table's cells their unit,
card and count, as a line above a pipe table does. Must-fire and must-not-fire made-up tables.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

ROWS = (
    "<tr><th>Engine</th><th>BF16</th><th>FP8</th></tr>\n"
    "<tr><td>vLLM</td><td>141</td><td>188</td></tr>\n"
)


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str | None, str | None, str | None]]:
    return {c.value: (c.engine, c.hardware, c.precision) for c in extract_claims(text, vocab)}


class TestAnHtmlCaption:
    def test_the_caption_gives_unit_and_card(self, vocab: Vocabulary) -> None:
        text = f"<table>\n<caption>Decode throughput on 1x H100 (tok/s)</caption>\n{ROWS}</table>\n"
        assert _read(text, vocab) == {141: ("vllm", "H100", "BF16"), 188: ("vllm", "H100", "FP8")}

    def test_a_caption_after_the_rows(self, vocab: Vocabulary) -> None:
        """HTML puts <caption> first, but a caption element is the table's wherever it sits."""
        text = f"<table>\n{ROWS}<caption>Decode on 1x H100 (tok/s)</caption>\n</table>\n"
        assert _read(text, vocab)[141] == ("vllm", "H100", "BF16")

    def test_no_caption_no_unit(self, vocab: Vocabulary) -> None:
        """Must not fire: without the caption nothing gives the bare cells a unit."""
        assert _read(f"<table>\n{ROWS}</table>\n", vocab) == {}

    def test_a_caption_of_another_table_stays_there(self, vocab: Vocabulary) -> None:
        """Must not fire: the second table's caption names the A100, not the first's card."""
        first = "<table>\n<caption>Decode on 1x H100 (tok/s)</caption>\n" + ROWS + "</table>\n"
        second = (
            "<table>\n<caption>Decode on 1x A100 (tok/s)</caption>\n"
            + ROWS.replace("141", "99").replace("188", "120")
            + "</table>\n"
        )
        got = _read(first + "\n" + second, vocab)
        assert got[141][1] == "H100" and got[99][1] == "A100"
