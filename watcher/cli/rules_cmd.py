"""``watcher rules check`` and ``watcher rules schema``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from watcher.cli.common import (
    JsonOpt,
    echo,
    get_rules,
    plain,
    print_json,
    print_table,
    rules_path,
)
from watcher.errors import RulesError
from watcher.rules import rules_schema
from watcher.rules.lint import empty_mode_flags

rules_app = typer.Typer(
    help="Validate the rules and print their JSON Schema.",
    no_args_is_help=True,
    rich_markup_mode=None,
)


@rules_app.command("check")
def check(
    path: Annotated[Path | None, typer.Argument(help="Rules file or folder.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Validate rules; every problem names file, line and key.

    Example:

        watcher rules check            # $WATCHER_RULES or rules/

        watcher rules check my-rules/watches.yaml
    """
    where = rules_path(path)
    try:
        rules = get_rules(where)
    except RulesError as exc:
        if as_json:
            print_json(
                {
                    "ok": False,
                    "problems": [
                        {"file": p.file, "line": p.line, "key": p.key, "message": p.message}
                        for p in exc.problems
                    ],
                }
            )
        else:
            for problem in exc.problems:
                echo(str(problem), err=True, one_line=True)
        raise typer.Exit(2) from exc
    rows = [
        (
            w.name,
            w.repo,
            ", ".join(map(str, w.prs.track)) or "-",
            "patterns" if not w.prs.match.is_empty() else "-",
            "yes" if w.releases else "no",
            ", ".join(sorted(w.benchmarks())) or "-",
        )
        for w in rules.watches
    ]
    warnings = empty_mode_flags(rules)
    for line in warnings:
        sys.stderr.write(line + "\n")
    if as_json:
        print_json(
            {
                "ok": True,
                "warnings": warnings,
                "path": str(where),
                "watches": len(rules.watches),
                "repos": sorted(rules.repos()),
                "benchmarks": sorted(rules.benchmarks),
                "claims": len(rules.claims),
                "vocabulary": {k: len(v) for k, v in rules.vocabulary.model_dump().items()},
            }
        )
        return
    print_table(
        f"Rules in {where}: OK", ["watch", "repo", "track", "match", "releases", "benchmarks"], rows
    )
    vocab = rules.vocabulary
    typer.echo(
        f"{len(rules.watches)} watches over {len(rules.repos())} repos, "
        f"{len(rules.benchmarks)} benchmarks, {len(rules.claims)} claims, vocabulary: "
        f"{len(vocab.engines)} engines, {len(vocab.modes)} modes, "
        f"{len(vocab.hardware)} GPUs, {len(vocab.precisions)} precisions"
    )
    typer.echo(f"rules: {plain(str(where), one_line=True)}")


@rules_app.command("schema")
def schema() -> None:
    """Print the JSON Schema of a rules file (for editor autocompletion).

    Example:

        watcher rules schema > rules/schema.json
    """
    sys.stdout.write(json.dumps(rules_schema(), indent=2, sort_keys=True) + "\n")


def register(app: typer.Typer) -> None:
    """Attach the ``rules`` group."""
    app.add_typer(rules_app, name="rules")
