"""``sources``: claim sources beyond GitHub (Hugging Face model cards, feeds, pages)."""

from __future__ import annotations

from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import Field, StringConstraints, model_validator

from watcher.rules.base import Name, Strict

SourceKind = Literal["huggingface", "feed", "page"]
SOURCE_KINDS: tuple[str, ...] = SourceKind.__args__  # type: ignore[attr-defined]
HubRepoId = Annotated[
    str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,95}/[A-Za-z0-9_.-]{1,96}$")
]


class SourceContext(Strict):
    """What the user knows about a source that its text leaves implicit (recorded as implied)."""

    vendor: str | None = Field(default=None, description="who makes the claims, e.g. DiffuSpace")
    model: str | None = None
    engine: str | None = None
    mode: str | None = None
    hardware: str | None = None
    gpu_count: int | None = Field(default=None, gt=0)
    precision: str | None = None


class SourceRule(Strict):
    """A claim source: a Hub model card, an RSS/Atom feed, or an HTML page."""

    name: Name
    kind: SourceKind
    repo: HubRepoId | None = Field(default=None, description="huggingface: the model repo id")
    url: str | None = Field(default=None, description="feed/page: an http(s) URL")
    label: str | None = Field(
        default=None, max_length=120, description="how messages name it (default from kind)"
    )
    context: SourceContext = Field(default_factory=SourceContext)
    notify: bool = Field(default=True, description="send claim-change events to the targets")

    @model_validator(mode="after")
    def _where(self) -> SourceRule:
        if self.kind == "huggingface":
            if self.repo is None:
                raise ValueError("a huggingface source needs repo (a model id such as org/name)")
            if self.url is not None:
                raise ValueError("a huggingface source takes repo, not url")
            return self
        if self.url is None:
            raise ValueError(f"a {self.kind} source needs url")
        if self.repo is not None:
            raise ValueError(f"a {self.kind} source takes url, not repo")
        parts = urlsplit(self.url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"url must be an http or https URL, got {self.url!r}")
        return self

    def where(self) -> str:
        """The repo id or URL this source reads."""
        return self.repo or self.url or ""

    def display(self) -> str:
        """How messages name the source."""
        if self.label:
            return self.label
        if self.kind == "huggingface":
            return f"{self.context.vendor or self.repo} model card"
        return self.name
