"""The ``sources:`` rules section: valid sources load; mistakes name file, line and key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from watcher.errors import RulesError, RulesProblem
from watcher.rules import load_rules

GOOD = """\
sources:
  - name: clover-card
    kind: huggingface
    repo: DiffuSpace/Clover-35B-A3B
    context: {vendor: DiffuSpace}
  - name: ds-blog
    kind: feed
    url: https://diffuspace.example/blog/feed.xml
  - name: press
    kind: page
    url: https://diffuspace.example/press/clover
    label: DiffuSpace press release
    notify: false
"""


def _folder(rules_dir: Path, tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(rules_dir, folder)
    (folder / "sources.yaml").write_text(text)
    return folder


def _problems(folder: Path) -> list[RulesProblem]:
    with pytest.raises(RulesError) as info:
        load_rules(folder)
    return info.value.problems


def test_sources_load_with_their_defaults(rules_dir: Path, tmp_path: Path) -> None:
    """Three kinds load; labels default from the kind and the vendor; notify defaults on."""
    rules = load_rules(_folder(rules_dir, tmp_path, GOOD))
    card, blog, press = rules.sources
    assert (card.kind, card.where(), card.display()) == (
        "huggingface",
        "DiffuSpace/Clover-35B-A3B",
        "DiffuSpace model card",
    )
    assert (blog.display(), blog.notify) == ("ds-blog", True)
    assert (press.display(), press.notify) == ("DiffuSpace press release", False)


@pytest.mark.parametrize(
    ("text", "line", "key", "message"),
    [
        (
            "sources:\n  - name: a\n    kind: huggingface\n",
            2,
            "sources[0]",
            "a huggingface source needs repo",
        ),
        (
            "sources:\n  - name: a\n    kind: feed\n    url: ftp://x.example/feed\n",
            2,
            "sources[0]",
            "url must be an http or https URL",
        ),
        (
            "sources:\n  - name: a\n    kind: page\n    repo: org/model\n",
            2,
            "sources[0]",
            "a page source needs url",
        ),
        (
            "sources:\n  - name: a\n    kind: blog\n    url: https://x.example\n",
            3,
            "sources[0].kind",
            "huggingface",
        ),
        (
            "sources:\n  - name: a\n    kind: page\n    url: https://x.example\n    colour: red\n",
            5,
            "sources[0].colour",
            "unknown key",
        ),
        (
            "sources:\n  - name: a\n    kind: page\n    url: https://x.example\n"
            "    context: {gpu: H200}\n",
            5,
            "sources[0].context.gpu",
            "unknown key",
        ),
    ],
)
def test_mistakes_name_file_line_and_key(
    rules_dir: Path, tmp_path: Path, text: str, line: int, key: str, message: str
) -> None:
    """Each mistake is located at the source item or its key."""
    folder = _folder(rules_dir, tmp_path, text)
    [problem] = _problems(folder)
    assert problem.file == str(folder / "sources.yaml")
    assert (problem.line, problem.key) == (line, key)
    assert message in problem.message


def test_duplicate_source_names_across_files(rules_dir: Path, tmp_path: Path) -> None:
    """A name used twice is reported where it is used the second time."""
    folder = _folder(rules_dir, tmp_path, GOOD)
    (folder / "zz-more.yaml").write_text(
        "sources:\n  - name: press\n    kind: page\n    url: https://other.example/\n"
    )
    [problem] = _problems(folder)
    assert (problem.file, problem.line, problem.key) == (
        str(folder / "zz-more.yaml"),
        2,
        "sources[0].name",
    )
    assert "already used in" in problem.message
