"""Text units: the sentences a text's blocks are cut into, and the sentence a position is in."""

from __future__ import annotations

import pytest

from watcher.claims.document import _Span
from watcher.claims.units import Sentences, _lines


def _sentence_of(text: str, word: str) -> str:
    sentences = Sentences.of(text)
    own = sentences.around(text.index(word))
    return text[own.start : own.end]


@pytest.mark.parametrize(
    ("text", "word", "want"),
    [
        ("Ollama is slow. MLX is fast.", "MLX", "MLX is fast."),
        ("Ollama 很慢。MLX 很快。", "MLX", "MLX 很快。"),
        ("Ollama is slow!MLX is fast", "Ollama", "Ollama is slow!MLX is fast"),
        ("It reached 410 vs. 1,250 t/s on MLX.", "MLX", "It reached 410 vs. 1,250 t/s on MLX."),
        ("Some apps, e.g. Ollama, use MLX.", "MLX", "Some apps, e.g. Ollama, use MLX."),
        ("A first line\nOllama on the second", "Ollama", "Ollama on the second"),
    ],
)
def test_a_positions_sentence_is_the_one_figures_are_read_by(
    text: str, word: str, want: str
) -> None:
    """A full stop ends a sentence (a CJK one needs no space), 'vs.' and 'e.g.' do not."""
    assert _sentence_of(text, word) == want


def test_outside_every_block_a_positions_sentence_is_its_line() -> None:
    """A table's row is no block: the row is the unit a name in it belongs to."""
    text = "Intro line.\n\n| engine | tok/s |\n|---|---|\n| MLX | 50 |\n"
    start = text.index("| engine")
    table_end = text.index("| 50 |") + len("| 50 |")
    sentences = Sentences.of(text, _lines(text), [_Span(start, table_end)])
    own = sentences.around(text.index("MLX"))
    assert text[own.start : own.end] == "| MLX | 50 |"
    assert [text[s.start : s.end] for s in sentences.spans] == ["Intro line."]
