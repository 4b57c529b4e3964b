"""Renames: a watched repository that moved keeps its history under the new name.

GitHub answers a renamed repository's old URLs with a 301; the client follows it and
records the redirect. The poll then asks the repository's canonical name, moves the
stored state there (:func:`rename_repo`) and remembers the old name as an alias.
"""

from __future__ import annotations

from collections.abc import Collection

import sqlalchemy as sa
from sqlmodel import select

from watcher.github import sansio
from watcher.github.client import GitHubClient
from watcher.store import PullSnapshot, ReleaseSnapshot, Repo, Store
from watcher.watch.snapshots import str_field


async def renamed_to(client: GitHubClient, canonical: str, seen: Collection[str]) -> str | None:
    """The repository's new name if a request for it redirected since ``seen`` (else None)."""
    prefix = client.url(sansio.repo_path(canonical))
    moved = [
        u
        for u in client.redirects
        if u not in seen and (u.split("?")[0] == prefix or u.startswith(prefix + "/"))
    ]
    if not moved:
        return None
    resp = await client.get(sansio.repo_path(canonical), repo=canonical)
    new_name = str_field(resp.data, "full_name") or canonical
    return new_name if new_name != canonical else None


def rename_repo(store: Store, old: str, new: str) -> None:
    """Move a repository's stored state to its new canonical name (old name kept as alias)."""
    with store.session() as session:
        row = session.exec(select(Repo).where(Repo.name == old).with_for_update()).first()
        if row is None or session.exec(select(Repo).where(Repo.name == new)).first():
            return
        for model in (PullSnapshot, ReleaseSnapshot):
            table = model.__table__  # type: ignore[union-attr]
            session.execute(sa.update(table).where(table.c.repo == old).values(repo=new))
        row.name = new
        row.aliases = sorted(set(row.aliases or ()) | {old})
        session.add(row)
