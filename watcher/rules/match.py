"""Does a PR satisfy a watch? Pure: takes the PR's text, returns a decision.

A watch follows a PR when its number is in ``prs.track`` or when its ``prs.match``
holds: every ``all`` condition, at least one ``any`` condition (when any are listed), and
no ``none`` condition. Conditions on ``files`` need the PR's changed paths, which cost a
request; :func:`text_match` decides first on the cheap fields so that request is made only
for PRs that could still match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from watcher.rules.models import Condition, Match, Watch

MAX_TEXT = 256 * 1024
"""Characters of one field searched (GitHub caps a PR body at 65,536; this is slack)."""


@dataclass(frozen=True)
class PullText:
    """The searchable fields of a PR (``files`` is None until fetched)."""

    number: int
    title: str = ""
    body: str = ""
    labels: tuple[str, ...] = ()
    files: tuple[str, ...] | None = field(default=None)

    def field_text(self, name: str) -> list[str] | None:
        """The strings of one field; None when not known yet (files not fetched)."""
        if name == "title":
            return [self.title]
        if name == "body":
            return [self.body]
        if name == "labels":
            return list(self.labels)
        if name == "files":
            return None if self.files is None else list(self.files)
        raise ValueError(f"unknown PR field {name!r}")


class MatchDecision(Enum):
    """Outcome of matching: yes, no, or "fetch the changed files and ask again"."""

    MATCH = "match"
    NO_MATCH = "no_match"
    NEED_FILES = "need_files"


def _holds(cond: Condition, pr: PullText) -> bool | None:
    """True/False, or None when the answer depends on files not fetched yet."""
    pattern = cond.compiled()
    unknown = False
    for name in cond.fields:
        texts = pr.field_text(name)
        if texts is None:
            unknown = True
            continue
        if any(pattern.search((t or "")[:MAX_TEXT]) for t in texts):
            return True
    return None if unknown else False


def text_match(match: Match, pr: PullText) -> MatchDecision:
    """Evaluate ``match`` with what is known of ``pr`` (three-valued)."""
    if match.is_empty():
        return MatchDecision.NO_MATCH
    pending = False
    for cond in match.none:
        got = _holds(cond, pr)
        if got is True:
            return MatchDecision.NO_MATCH
        pending |= got is None
    for cond in match.all:
        got = _holds(cond, pr)
        if got is False:
            return MatchDecision.NO_MATCH
        pending |= got is None
    if match.any:
        results = [_holds(c, pr) for c in match.any]
        if True not in results:
            if None not in results:
                return MatchDecision.NO_MATCH
            pending = True
    return MatchDecision.NEED_FILES if pending else MatchDecision.MATCH


def follows(watch: Watch, pr: PullText) -> MatchDecision:
    """Whether ``watch`` follows ``pr``: tracked numbers always, otherwise by patterns."""
    if pr.number in watch.prs.track:
        return MatchDecision.MATCH
    return text_match(watch.prs.match, pr)


def matching_watches(watches: Sequence[Watch], pr: PullText) -> list[str]:
    """Names of the watches that follow ``pr`` (files must be known if any asks for them)."""
    out = []
    for w in watches:
        decision = follows(w, pr)
        if decision is MatchDecision.NEED_FILES:
            raise ValueError(f"watch {w.name} needs the changed files of #{pr.number}")
        if decision is MatchDecision.MATCH:
            out.append(w.name)
    return out
