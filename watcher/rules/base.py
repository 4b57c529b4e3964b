"""Names in the rules: GitHub repositories as GitHub allows them, rule and variable names,
and the strict base every rules model derives from."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, StringConstraints, WithJsonSchema

# As GitHub allows them: an owner (user or organisation) is 1-39 letters, digits or single
# hyphens, not starting or ending with one (an Enterprise Managed User adds "_shortcode");
# a repository name is 1-100 letters, digits, "-", "_" or ".", but never "." or "..".
OWNER_RE = r"[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}(?:_[A-Za-z0-9]+)?"
NAME_RE = r"(?!\.\.?$)[A-Za-z0-9_.-]{1,100}"


def repo_name_problem(value: str) -> str | None:
    """Why ``value`` is not a GitHub ``owner/name``, or None when it is one."""
    owner, sep, name = value.partition("/")
    if not sep:
        return f"expected owner/name, got {value!r}"
    if not re.fullmatch(OWNER_RE, owner):
        return (
            f"owner {owner!r} is not a GitHub account name (letters, digits and single "
            "hyphens, at most 39)"
        )
    if not re.fullmatch(NAME_RE, name):
        return (
            f"repository name {name!r} is not allowed by GitHub (letters, digits, "
            "'-', '_' and '.', at most 100, not '.' or '..')"
        )
    return None


def _repo_name(value: str) -> str:
    value = value.strip()
    problem = repo_name_problem(value)
    if problem:
        raise ValueError(problem)
    return value


RepoName = Annotated[
    str,
    AfterValidator(_repo_name),
    WithJsonSchema({"type": "string", "pattern": f"^{OWNER_RE}/{NAME_RE}$"}),
]
Name = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")]
EnvVarName = Annotated[str, StringConstraints(pattern=r"^[A-Z_][A-Z0-9_]*$")]


class Strict(BaseModel):
    """Base for rules models: unknown keys are errors, values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)
