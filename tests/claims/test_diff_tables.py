"""A pipe table inside a unified diff: removed and added rows are read under its header.

Reading rules §2 (a table row is read with its headers); both sides of a quoted diff are
visible text. A "-|" or "+|" row of a text holding a hunk header loses its mark; a text with
no hunk header is read as before.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary

_TABLE = (
    " |Phone | Group 128 | Group 256\n"
    " |------| --------- | ---------\n"
    "-|Pixel 8 | 7.10 tokens/second | 7.40 tokens/second |\n"
    "+|Pixel 8* | 7.90 tokens/second | 8.25 tokens/second |\n"
)


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return sorted(c.value for c in extract_claims(text, vocab))


def test_marked_rows_of_a_diffed_table_are_read_whole(vocab: Vocabulary) -> None:
    text = "--- a/README.md\n+++ b/README.md\n@@ -32,6 +32,6 @@ Performance\n" + _TABLE
    assert _values(text, vocab) == [7.1, 7.4, 7.9, 8.25]


def test_marked_rows_without_a_hunk_header_are_left_as_written(vocab: Vocabulary) -> None:
    assert 8.25 not in _values("Numbers from the phones:\n\n" + _TABLE, vocab)
