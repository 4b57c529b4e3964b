""" "Mainline" in a fork's text: the engine the fork comes from.

A fork of an engine compares itself with the engine it forked ("1.9x mainline (1648 t/s
against 870)", a "t/s mainline" column in an ik_llama.cpp PR). LABELLING ("Mainline" in a
fork's thread): a fork of llama.cpp comparing itself with "mainline" is `llama.cpp`; the
fork's own figures name no engine. The upstream engine is known when the text names it so
("mainline llama.cpp", "upstream vLLM", "a fork of llama.cpp") or the repository is a listed
fork named after it (ik_llama.cpp); only then does a bare "mainline" or "upstream" name it.
The words are found in one scan; patterns hold literals and bounded gaps.
"""

from __future__ import annotations

import re

from watcher.claims.name_context import FORK
from watcher.claims.names import Lexicon, Mention

_BARE = re.compile(r"(?<![\w\-])(?:mainline|upstream)(?![\w\-])", re.IGNORECASE)
_NAMED_AFTER = re.compile(r"[ \t]{1,2}`?$")
_FORK_WORDS = re.compile(r"(?<![a-z])fork(?:ed)?[ \t]{1,2}(?:of|from)[ \t]{1,2}$", re.I)


def _upstream(text: str, engines: list[Mention], lex: Lexicon, repo_engine: str | None) -> set[str]:
    """The engines the text names as the one its fork comes from."""
    found: set[str] = set()
    for m in engines:
        before = text[max(0, m.start - 16) : m.start]
        if m.name == FORK:
            name = lex.canonical("engine", text[m.start : m.end])
            if name is not None and name not in lex.unlisted and _FORK_WORDS.search(before):
                found.add(name)
        elif m.name not in lex.unlisted:
            word = _BARE.search(before)
            if word is not None and _NAMED_AFTER.fullmatch(before, word.end()):
                found.add(m.name)
    if repo_engine is not None and repo_engine in lex.unlisted:
        key = repo_engine.lower()
        found.update(
            n
            for n in set(lex.names.get("engine", {}).values())
            if n not in lex.unlisted and len(n) >= 4 and n in key and n != key
        )
    return found


def mainline_mentions(
    text: str, engines: list[Mention], lex: Lexicon, repo_engine: str | None
) -> list[Mention]:
    """``engines`` with each bare "mainline" / "upstream" named as the fork's upstream engine,
    when the text or its repository names exactly one; in text order."""
    if _BARE.search(text) is None:
        return engines
    upstream = _upstream(text, engines, lex, repo_engine)
    if len(upstream) != 1:
        return engines
    name = upstream.pop()
    starts = {m.start for m in engines}
    added = []
    for word in _BARE.finditer(text):
        after = text[word.end() : word.end() + 4]
        if word.end() + len(after) - len(after.lstrip(" \t`")) in starts:
            continue  # "mainline llama.cpp": the name itself is the mention
        added.append(Mention("engine", name, word.start(), word.end()))
    if not added:
        return engines
    return sorted([*engines, *added], key=lambda m: m.start)
