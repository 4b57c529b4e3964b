"""Hugging Face Hub model cards through ``huggingface_hub`` (metadata and README.md, never weights).

How a poll reads a model repository, cheapest first:

1. ``model_info(repo, expand=["sha", "lastModified"])`` — one small GET of
   ``/api/models/{repo}``. The repository's commit sha decides whether anything changed:
   the same sha as last time ends the read (an idle poll costs this one request).
2. ``get_paths_info(repo, ["README.md"], revision=sha, expand=True)`` — one POST: the
   card's size (a card over the size bound is refused before it is downloaded) and the
   date of the last commit that changed it (the claims' date).
3. ``hf_hub_download(repo, "README.md", revision=sha)`` — the card **at that sha** (HEAD +
   GET, or nothing when the library's cache holds that sha already). Never ``main``: on
   ``main`` the library silently returns a cached copy when the Hub fails.

``HF_ENDPOINT`` and ``HF_TOKEN`` mean what they mean to the library (the endpoint of a
mirror or a private Hub; a token for gated or private repositories). They are read when a
reader is made, not when the library is imported, so one process can follow a test Hub.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from watcher import __version__
from watcher.errors import SourceError
from watcher.sources.fetch import MAX_BYTES, Pacer, RequestBudget

PUBLIC_HUB = "https://huggingface.co"
CARD = "README.md"
TIMEOUT_S = 20.0


@dataclass(frozen=True)
class HubRevision:
    """A repository's current commit and when it was made."""

    sha: str
    last_modified: str | None = None


@dataclass(frozen=True)
class CardFile:
    """README.md as read at a sha, and when a commit last changed it."""

    content: str
    changed_at: str | None = None


@dataclass(frozen=True)
class Card:
    """A model card: its Markdown body (front matter removed) and its metadata."""

    text: str
    metadata: dict[str, Any]


def parse_card(content: str) -> Card:
    """Split a README.md into body and YAML metadata (bad metadata is ignored, not fatal)."""
    from huggingface_hub import RepoCard

    card = RepoCard(content, ignore_metadata_errors=True)
    data = card.data.to_dict() if card.data is not None else {}
    return Card(text=card.text, metadata=data if isinstance(data, dict) else {})


class HubReader:
    """Reads model revisions and cards; every request is paced and taken from the budget."""

    def __init__(
        self,
        budget: RequestBudget,
        pacer: Pacer | None = None,
        *,
        endpoint: str | None = None,
        token: str | None = None,
        cache_dir: str | None = None,
        max_bytes: int = MAX_BYTES,
        timeout_s: float = TIMEOUT_S,
    ) -> None:
        self.budget = budget
        self.pacer = pacer or Pacer()
        self.endpoint = (endpoint or PUBLIC_HUB).rstrip("/")
        self.token = token
        self.cache_dir = cache_dir
        self.max_bytes = max_bytes
        self.timeout_s = timeout_s

    @classmethod
    def from_env(
        cls,
        budget: RequestBudget,
        pacer: Pacer | None = None,
        env: Mapping[str, str] | None = None,
        **kwargs: Any,
    ) -> HubReader:
        """A reader for ``HF_ENDPOINT`` (default the public Hub) with ``HF_TOKEN`` if set."""
        env = os.environ if env is None else env
        endpoint = env.get("HF_ENDPOINT", "").strip() or None
        token = env.get("HF_TOKEN", "").strip() or None
        return cls(budget, pacer, endpoint=endpoint, token=token, **kwargs)

    def url(self, repo_id: str) -> str:
        """The repository's page."""
        return f"{self.endpoint}/{repo_id}"

    def _host(self) -> str:
        return self.endpoint.split("://", 1)[-1].split("/", 1)[0]

    def _api(self) -> Any:
        from huggingface_hub import HfApi

        return HfApi(
            endpoint=self.endpoint,
            token=self.token,
            library_name="upstream-watcher",
            library_version=__version__,
        )

    def revision(self, repo_id: str, source: str = "") -> HubRevision:
        """The repository's current commit sha (one GET of ``/api/models/{repo}``)."""
        self.budget.take(source or repo_id)
        self.pacer.wait(self._host())
        with _translated(source, self.url(repo_id)):
            info = self._api().model_info(
                repo_id, expand=["sha", "lastModified"], timeout=self.timeout_s
            )
        if not info.sha:
            raise SourceError("the Hub gave no commit sha", source, self.url(repo_id))
        modified = info.last_modified.isoformat() if info.last_modified else None
        return HubRevision(str(info.sha), modified)

    def card(self, repo_id: str, sha: str, source: str = "") -> CardFile | None:
        """README.md at ``sha`` and when it last changed (None when the repo has none)."""
        from huggingface_hub import hf_hub_download, try_to_load_from_cache

        where = self.url(repo_id)
        self.budget.take(source or repo_id)
        self.pacer.wait(self._host())
        with _translated(source, where):
            found = self._api().get_paths_info(repo_id, [CARD], revision=sha, expand=True)
        files = [f for f in found if getattr(f, "path", None) == CARD]
        if not files:
            return None
        size = getattr(files[0], "size", None) or 0
        if size > self.max_bytes:
            raise SourceError(f"{CARD} is larger than {self.max_bytes} bytes", source, where)
        last = getattr(files[0], "last_commit", None)
        changed_at = last.date.isoformat() if last is not None and last.date else None
        cached = try_to_load_from_cache(repo_id, CARD, cache_dir=self.cache_dir, revision=sha)
        if not isinstance(cached, str):
            self.budget.take(source or repo_id, 2)  # HEAD + GET
            self.pacer.wait(self._host())
            with _translated(source, where):
                cached = hf_hub_download(
                    repo_id,
                    CARD,
                    revision=sha,
                    endpoint=self.endpoint,
                    token=self.token,
                    cache_dir=self.cache_dir,
                    etag_timeout=self.timeout_s,
                    library_name="upstream-watcher",
                    library_version=__version__,
                )
        path = Path(cached)
        try:
            if path.stat().st_size > self.max_bytes:
                raise SourceError(f"{CARD} is larger than {self.max_bytes} bytes", source, where)
            return CardFile(path.read_text(encoding="utf-8", errors="replace"), changed_at)
        except OSError as exc:
            raise SourceError(f"cannot read the cached card: {exc}", source, where) from exc


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Transport failures: httpx's, and httpx2's (the fork huggingface_hub 2.x speaks)."""
    import httpx
    from huggingface_hub import errors

    found: list[type[BaseException]] = [httpx.HTTPError, OSError, errors.LocalEntryNotFoundError]
    try:
        import httpx2  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        pass
    else:
        found.append(httpx2.HTTPError)
    return tuple(found)


class _translated:
    """Turn the library's and the transport's exceptions into one-line SourceErrors."""

    def __init__(self, source: str, url: str) -> None:
        self.source = source
        self.url = url

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, exc: BaseException | None, _tb: Any) -> None:
        if exc is None or isinstance(exc, SourceError):
            return
        from huggingface_hub import errors

        if isinstance(exc, errors.GatedRepoError):
            message = "gated repository: set HF_TOKEN for an account that accepted its terms"
        elif isinstance(exc, errors.RepositoryNotFoundError):
            message = "no such repository, or it is private (HF_TOKEN)"
        elif isinstance(exc, errors.RevisionNotFoundError):
            message = "the revision is gone"
        elif isinstance(exc, errors.HfHubHTTPError):
            status = exc.response.status_code if exc.response is not None else "?"
            message = f"HTTP {status}"
        elif isinstance(exc, _transport_errors()):
            message = (
                f"{exc.__class__.__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
            )
        else:
            return
        raise SourceError(message, self.source, self.url) from exc


__all__ = ["Card", "CardFile", "HubReader", "HubRevision", "parse_card"]
