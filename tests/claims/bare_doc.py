"""A reader's ``_Doc`` for one text with no layout, for tests of look-ups that need only names."""

from __future__ import annotations

from watcher.claims.document import _Doc
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary


def bare_doc(text: str, vocab: Vocabulary, *categories: str) -> _Doc:
    """``text`` as a document with no title or table rows, the names of ``categories`` found."""
    lex = lexicon_for(vocab)
    return _Doc(
        text=text,
        lex=lex,
        mentions={c: lex.find(c, text) for c in categories},
        title="",
        title_mentions={},
        row_spans=[],
    )
