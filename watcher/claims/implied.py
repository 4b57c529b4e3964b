"""What a text's source implies: an engine's repository its engine, a method's its method."""

from __future__ import annotations

from dataclasses import dataclass

from watcher.claims.names import Lexicon
from watcher.claims.patterns import PLAIN_MODE
from watcher.claims.setup_patterns import _SOURCE_PR, _SOURCE_REPO, _SOURCE_URL


@dataclass(frozen=True)
class _Implied:
    engine: str | None = None
    pr: str | None = None
    version: str | None = None
    mode: str | None = None  # a method's own repository ("SafeAILab/EAGLE") implies it


def _implied_by_source(source: str | None, lex: Lexicon) -> _Implied:
    """A PR or release of an engine's repository implies that engine; a repository named
    after a decoding method implies that method."""
    if not source:
        return _Implied()
    source = source.strip()
    bare = _SOURCE_REPO.match(source)
    if bare:
        repo = bare.group("repo")
        return _Implied(lex.engine_for_repo(repo), mode=_repo_mode(repo, lex))
    m = _SOURCE_PR.match(source)
    if m:
        repo = m.group("repo")
        return _Implied(
            lex.engine_for_repo(repo), f"{repo}#{m.group('n')}", mode=_repo_mode(repo, lex)
        )
    u = _SOURCE_URL.search(source)
    if u:
        repo = u.group("repo")
        engine, mode = lex.engine_for_repo(repo), _repo_mode(repo, lex)
        if u.group("n"):
            return _Implied(engine, f"{repo}#{u.group('n')}", mode=mode)
        return _Implied(engine, None, u.group("tag"), mode=mode)
    return _Implied()


def _repo_mode(repo: str, lex: Lexicon) -> str | None:
    """The drafting method a repository's name is ("SafeAILab/EAGLE": eagle), if one."""
    names = {m.name for m in lex.find("mode", repo.rsplit("/", 1)[-1])}
    return names.pop() if len(names) == 1 and PLAIN_MODE not in names else None
