"""HTML character references read as Markdown displays them (docs/READING_RULES.md §4: read as
displayed; the text is normalised before any number is read).

An HTML editor, a CMS export or a generated changelog writes "2.4&times;", "95&ndash;110 tok/s"
or "1,850&#160;tok/s"; GitHub shows the characters, so the figures read as written with them.
Inside code GitHub shows the reference as written, so it stays; and a reference never turns
text into markup ("&lt;table&gt;" is displayed as text, not as a table).

Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.char_refs import decoded
from watcher.claims.layout import render
from watcher.claims.normalize import normalise
from watcher.rules import Vocabulary

Read = tuple[float, str, object, object]


def _read(text: str, vocab: Vocabulary) -> list[Read]:
    return [(c.value, c.metric, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


# --- must fire: the figure is read as displayed ---------------------------------------------


def test_a_named_times_reads_as_a_speedup(vocab: Vocabulary) -> None:
    text = "With vLLM on one H100, Llama 3 8B decodes at 2.4&times; the throughput of Transformers."
    assert (2.4, "speedup", "H100", 1) in _read(text, vocab)


def test_a_named_dash_between_digits_is_a_range(vocab: Vocabulary) -> None:
    # a range reads as its middle, as "95–110 tok/s" does
    got = _read("llama.cpp on an RTX 4090 decodes Qwen2.5 7B Q4_K_M at 95&ndash;110 tok/s.", vocab)
    assert got == [(102.5, "decode_tok_s", "RTX 4090", None)]


def test_numeric_references_read_as_their_characters(vocab: Vocabulary) -> None:
    got = _read("On an RTX 3090, llama.cpp runs at 38&#8211;44 tok/s, 1.9&#215; Ollama.", vocab)
    assert (41.0, "decode_tok_s", "RTX 3090", None) in got
    assert (1.9, "speedup", "RTX 3090", None) in got


def test_a_hexadecimal_times_and_a_numeric_no_break_space(vocab: Vocabulary) -> None:
    got = _read("TensorRT-LLM on an L40S: 1,850&#160;tok/s, 2.1&#x00D7; vLLM.", vocab)
    assert (1850.0, "decode_tok_s", "L40S", None) in got
    assert (2.1, "speedup", "L40S", None) in got


def test_a_times_between_count_and_card_gives_the_count(vocab: Vocabulary) -> None:
    got = _read("SGLang on 8&times;H100 serves Llama 3 70B FP8 at 3,200&nbsp;tok/s.", vocab)
    assert got == [(3200.0, "output_tok_s", "H100", 8)]


def test_references_in_a_pipe_table_cell(vocab: Vocabulary) -> None:
    text = (
        "vLLM on an A100, batch 1:\n\n"
        "| model | decode | vs HF |\n|---|---|---|\n"
        "| Llama 3 8B | 80&ndash;90 tok/s | 2.5&times; |\n"
    )
    got = _read(text, vocab)
    assert (85.0, "decode_tok_s", "A100", None) in got
    assert (2.5, "speedup", "A100", None) in got


# --- must not fire: code, escapes and markup stay as written --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "With vLLM on one H100, Llama 3 8B decodes at `2.4&times;` the throughput.",
        "```\nvLLM on H100: 2.4&times; faster\n```",
        "Notes:\n\n    vLLM on H100: 2.4&times; faster\n",
        "With vLLM on one H100, Llama 3 8B decodes at 2.4\\&times; the throughput.",
    ],
)
def test_a_reference_in_code_or_escaped_is_no_speedup(text: str, vocab: Vocabulary) -> None:
    assert not [r for r in _read(text, vocab) if r[1] == "speedup"]


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("3.2&times; faster, 20&ndash;25 tok/s", "3.2× faster, 20–25 tok/s"),
        ("`3&times;` but 3&times;", "`3&times;` but 3×"),
        ("```\n3&times;\n```\n4&times;", "```\n3&times;\n```\n4×"),
        ("&amp;times; is how you write it", "&times; is how you write it"),
        ("&foo; and &#8212;", "&foo; and —"),
        # a reference to a markup character is never markup
        ("&#42;bold&#42; &#124; cell &#96;tick&#96;", "&#42;bold&#42; &#124; cell &#96;tick&#96;"),
        ("a line&#10;break", "a line&#10;break"),
    ],
)
def test_decoded_as_displayed(text: str, shown: str) -> None:
    assert decoded(text) == shown


def test_escaped_tags_stay_text() -> None:
    text = "&lt;table&gt;&lt;tr&gt;&lt;td&gt;H100&lt;/td&gt;&lt;td&gt;95 tok/s&lt;/td&gt;"
    shown = render(normalise(text)).text
    assert "H100" in shown and "95 tok/s" in shown
    assert "<td" not in normalise(text) and "&#60;b" in decoded("&#60;b&#62;")
    # "<" before a figure is a bound, not a tag
    assert decoded("&lt;5 ms and &#x3C;10 ms") == "<5 ms and <10 ms"


def test_a_text_without_references_is_untouched() -> None:
    text = "vLLM on an H100 & an A100: 95 tok/s, 2.4× faster; AT&T; a&b;c"
    assert decoded(text) == text
