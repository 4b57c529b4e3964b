"""Every file in the repository points only at files in the repository.

The team's working documents live outside it; a comment citing one sends a contributor to a
file they do not have. What contributors need of them is under docs/ (the reading rules are
`docs/READING_RULES.md`).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# the team's documents by stem, and the folder they sit in beside the checkout
_STEMS = ("CLAIMS", "SCENARIO", "DESIGN", "STYLE")
TEAM_DOCS = re.compile(rf"\b(?:{'|'.join(_STEMS)})\.md\b|\.\./shared/")


def test_no_tracked_file_names_a_team_document() -> None:
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    offenders = []
    for name in tracked:
        path = REPO / name
        if path.suffix not in {".py", ".md", ".yaml", ".yml", ".toml", ".j2", ".sh", ".json"}:
            continue
        if name == "tests/core/test_no_team_documents.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if TEAM_DOCS.search(line):
                offenders.append(f"{name}:{number}: {line.strip()[:80]}")
    assert offenders == []
