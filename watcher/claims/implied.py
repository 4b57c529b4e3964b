"""What a text's source implies: an engine's repository its engine, a method's its method."""

from __future__ import annotations

import re
from dataclasses import dataclass

from watcher.claims.names import Lexicon
from watcher.claims.patterns import (
    PLAIN_MODE,
)
from watcher.claims.setup_patterns import _SOURCE_PR, _SOURCE_REPO, _SOURCE_URL


@dataclass(frozen=True)
class _Implied:
    engine: str | None = None
    pr: str | None = None
    version: str | None = None
    mode: str | None = None  # a method's own repository ("SafeAILab/EAGLE") implies it
    # engines whose name the repository's own (unlisted) project is built from: "vllm-mlx",
    # "Rapid-MLX", "llama-cpp-rs" name their project, not vLLM, MLX or llama.cpp
    project: frozenset[str] = frozenset()


def _implied_by_source(source: str | None, lex: Lexicon) -> _Implied:
    """A PR, issue, release or page of an engine's repository implies that engine; a
    repository named after a decoding method implies that method."""
    if not source:
        return _Implied()
    source = source.strip()
    bare = _SOURCE_REPO.match(source)
    if bare:
        repo = bare.group("repo")
        return _Implied(
            lex.engine_for_repo(repo), mode=_repo_mode(repo, lex), project=_project(repo, lex)
        )
    m = _SOURCE_PR.match(source)
    if m:
        repo = m.group("repo")
        return _Implied(
            lex.engine_for_repo(repo),
            f"{repo}#{m.group('n')}",
            mode=_repo_mode(repo, lex),
            project=_project(repo, lex),
        )
    u = _SOURCE_URL.search(source)
    if u:
        repo = u.group("repo")
        engine, mode, project = (
            lex.engine_for_repo(repo),
            _repo_mode(repo, lex),
            _project(repo, lex),
        )
        if u.group("n"):
            return _Implied(engine, f"{repo}#{u.group('n')}", mode=mode, project=project)
        return _Implied(engine, None, u.group("tag"), mode=mode, project=project)
    return _Implied()


_MIN_ALIAS = 3


def _project(repo: str, lex: Lexicon) -> frozenset[str]:
    """Engines a repository outside the vocabulary is named after ("vllm-mlx", "omlx",
    "llama-cpp-rs"): in its issues and PRs those names mostly name the project itself, a
    binding, fork or port outside the rules' list (LABELLING: engines outside the vocabulary
    leave the engine null). A repository named exactly as an engine is a copy of it, and one
    its own organisation keeps ("sgl-project/sglang-omni", "vllm-project/vllm-metal") is the
    engine's own port or extension, as vllm-ascend is vLLM."""
    if lex.engine_for_repo(repo) is not None:
        return frozenset()
    owner, _, name = repo.lower().rpartition("/")
    owner, key = re.sub(r"[ \t\-]", "", owner), re.sub(r"[ \t\-]", "", name)
    known = lex.names.get("engine", {})
    if key in known:
        return frozenset()
    named = {name for alias, name in known.items() if len(alias) >= _MIN_ALIAS and alias in key}
    owners = {name for alias, name in known.items() if len(alias) >= _MIN_ALIAS and alias in owner}
    return frozenset(named - owners)


def _repo_mode(repo: str, lex: Lexicon) -> str | None:
    """The drafting method a repository's name is ("SafeAILab/EAGLE": eagle), if one."""
    names = {m.name for m in lex.find("mode", repo.rsplit("/", 1)[-1])}
    return names.pop() if len(names) == 1 and PLAIN_MODE not in names else None
