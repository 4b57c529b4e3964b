"""The loopback fake GitHub lives in the package (`watcher demo` serves it); re-exported here."""

from __future__ import annotations

from watcher.demo.github_fake import DROP, FakeGitHub, FakeRepo, Fault, iter_log, ts

__all__ = ["DROP", "FakeGitHub", "FakeRepo", "Fault", "iter_log", "ts"]
