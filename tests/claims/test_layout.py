"""Markdown structure: blocks, list items with their lead-in, tables, tool output, HTML."""

from __future__ import annotations

from watcher.claims.layout import render
from watcher.claims.shapes import aligned_table


def test_list_items_are_blocks_with_their_lead_in() -> None:
    """Each bullet is its own block; the line above the list is its lead-in."""
    layout = render("Exllama commit:\n- 7B: 152 token/sec\n- 13B: 93 token/sec\n")
    assert layout.text == "Exllama commit:\n\n7B: 152 token/sec\n\n13B: 93 token/sec"
    assert len(layout.items) == 2
    lead = {layout.text[s.start : s.end] for s in layout.lead_ins.values()}
    assert lead == {"Exllama commit:"}


def test_headerless_github_table_becomes_a_pipe_table() -> None:
    """'a | b' over '-- | --' is a table with a header row."""
    layout = render("engine | tok/s\n-- | --\nvLLM | 1,700\n")
    assert layout.text.splitlines() == ["| engine | tok/s |", "| --- | --- |", "| vLLM | 1,700 |"]


def test_headings_are_recorded_with_their_level() -> None:
    """Headings are blocks of their own, with their level."""
    layout = render("# Results\n\n## RTX 4090\n\ntext\n")
    assert [(layout.text[s.start : s.end], level) for s, level in layout.headings] == [
        ("Results", 1),
        ("RTX 4090", 2),
    ]


def test_aligned_tool_output_is_a_table() -> None:
    """Columns separated by two or more spaces, a header of names, rows of figures."""
    table = aligned_table("PP    TG    B    S_TG t/s\n512   128   1    150.33\n")
    assert (
        table == "| PP | TG | B | S_TG t/s |\n| --- | --- | --- | --- |\n| 512 | 128 | 1 | 150.33 |"
    )
    assert aligned_table("just some log line\nanother line\n") is None
    assert aligned_table("a  b  c\nx  y  z\n") is None  # no figures in the rows


def test_html_tables_lose_their_tags_and_other_markup_stays() -> None:
    """An HTML table's cells stay visible; other markup is kept as written."""
    table = render("<table><tr><td>90</td><td>25</td></tr></table>\n").text
    assert "<td>" not in table and "90" in table and "25" in table
    assert "<!channel>" in render("<!channel> hello\n").text


def test_html_tables_keep_rows_and_their_header() -> None:
    """An HTML table becomes a pipe table, so each cell keeps its row and column header."""
    html = (
        "<p>Results:</p><table><tr><th>GPU</th><th>Decode (tok/s)</th></tr>"
        "<tr><td>H100</td><td>152.3</td></tr><tr><td>A100</td><td>98.1</td></tr></table>\n"
    )
    text = render(html).text
    assert "| GPU | Decode (tok/s) |" in text
    assert "| H100 | 152.3 |" in text and "| A100 | 98.1 |" in text
    assert text.startswith("Results:")
