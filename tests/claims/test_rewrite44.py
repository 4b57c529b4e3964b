"""A figure in bold or a code span reads as the plain figure (``watcher.claims.figure_marks``)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.figure_marks import unmarked_figures
from watcher.rules import Vocabulary

PLAIN = [
    "MTP pushed Qwen3 27B on an RTX 5090 under vLLM from 51 to 117 tokens/s.",
    "Early tests on an M4 Pro show a speed increase from 15.3 to 23.3 tokens/s with MTP.",
    "A comfortable speed is around 30–40 tok/s; below 10 tok/s feels sluggish.",
    "For 969 tok/s in int8, you need 392 TB/s memory bandwidth or 200 H100s.",
]


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return sorted((c.value, c.metric, c.hardware) for c in extract_claims(text, vocab))


@pytest.mark.parametrize("mark", ["**", "`"])
@pytest.mark.parametrize("plain", PLAIN)
def test_a_marked_figure_reads_as_the_plain_one(vocab: Vocabulary, plain: str, mark: str) -> None:
    marked = plain
    for figure in ("51 to 117 tokens/s", "15.3 to 23.3 tokens/s", "30–40 tok/s", "10 tok/s"):
        marked = marked.replace(figure, mark + figure + mark)
    marked = marked.replace("969 tok/s", f"{mark}969 tok/s{mark}")
    assert marked != plain
    assert _read(marked, vocab) == _read(plain, vocab)


def test_the_plain_change_is_read_at_both_ends(vocab: Vocabulary) -> None:
    values = [v for v, _, _ in _read(PLAIN[0], vocab)]
    assert 51 in values and 117 in values


def test_marks_stay_on_labels_cells_code_and_bare_numbers() -> None:
    text = (
        "- **Engine:** vLLM, **812** tok/s\n"
        "| **812 tok/s** | `9 ms` |\n"
        "```\n**7 tok/s**\n```\n"
        "***5 tok/s*** and **a 5 tok/s gain**"
    )
    assert unmarked_figures(text) == text


def test_marks_go_from_lone_figures_and_ranges_in_prose() -> None:
    got = unmarked_figures("got **812 tok/s**, `20-40ms` per token, **~65 to 75 t/s** here")
    assert got == "got 812 tok/s, 20-40ms per token, ~65 to 75 t/s here"
