"""``watcher claims extract|list|sync`` through the real CLI app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from watcher.bench.result import parse_result
from watcher.cli import app, main
from watcher.store import BenchResultRow, open_store

from .conftest import RULES_DIR
from .test_verdict import result

SENTENCE = "Draft-and-verify decoding reaches 453.59 tok/s on 1x H200, one request at a time."


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """Environment with a fresh, initialised SQLite store and the shipped rules."""
    url = f"sqlite:///{tmp_path / 'w.db'}"
    s = open_store(url)
    s.init()
    s.dispose()
    return {"WATCHER_DB": url, "WATCHER_RULES": str(RULES_DIR)}


def test_extract_stdin_json(env: dict[str, str]) -> None:
    """stdin by default; --source implies the engine; --json prints Claim objects."""
    out = CliRunner().invoke(
        app,
        ["claims", "extract", "--source", "sgl-project/sglang#46927", "--json"],
        input=SENTENCE,
        env=env,
    )
    assert out.exit_code == 0, out.output
    (claim,) = json.loads(out.stdout)
    assert (claim["engine"], claim["mode"], claim["standing"]) == (
        "sglang",
        "self-speculative",
        "reported",
    )


def test_extract_file_plain(env: dict[str, str], tmp_path: Path) -> None:
    """--file reads a file; without a terminal the table is tab-separated lines."""
    f = tmp_path / "note.md"
    f.write_text("DiffuSpace quotes 680 tok/s on GB300, uncompressed.\n", encoding="utf-8")
    out = CliRunner().invoke(app, ["claims", "extract", "--file", str(f)], env=env)
    assert out.exit_code == 0, out.output
    lines = out.stdout.splitlines()
    assert lines[0].split("\t")[:2] == ["figure", "metric"]
    assert "unverifiable" in lines[1] and "engine, mode" in lines[1]


def test_extract_plain_says_when_the_text_was_truncated(
    env: dict[str, str], tmp_path: Path
) -> None:
    """Plain output says on stderr that a text over the size limit was cut; a short one is not."""
    f = tmp_path / "long.md"
    f.write_text(SENTENCE + "\n" + ("filler line without figures\n" * 10_000), encoding="utf-8")
    out = CliRunner().invoke(app, ["claims", "extract", "--file", str(f)], env=env)
    assert out.exit_code == 0, out.output
    assert "truncated" in out.stderr and "only the start was read" in out.stderr
    assert "453.59" in out.stdout  # the start was still read
    short = CliRunner().invoke(app, ["claims", "extract"], input=SENTENCE, env=env)
    assert short.exit_code == 0 and "truncated" not in short.stderr


def test_extract_plain_says_when_a_text_held_more_figures_than_are_read(
    env: dict[str, str], tmp_path: Path
) -> None:
    """A body of more figures than the reader reads is noted on stderr, like a cut text."""
    f = tmp_path / "many.md"
    f.write_text("- vLLM: 210 tok/s on H100\n" * 600, encoding="utf-8")
    out = CliRunner().invoke(app, ["claims", "extract", "--file", str(f)], env=env)
    assert out.exit_code == 0, out.output
    assert "reading stopped at 500 figures" in out.stderr
    assert "only the start was read" not in out.stderr  # the text itself was not cut


def test_extract_plain_says_when_a_text_held_more_numbers_than_are_weighed(
    env: dict[str, str], tmp_path: Path
) -> None:
    """A body of thousands of numbers that are no claim ("5 GB 5 GB ...") stops being
    weighed at the weighing cap, and says so like a body past the figure cap."""
    f = tmp_path / "sizes.md"
    f.write_text(SENTENCE + "\n\n" + "5 GB " * 2_000, encoding="utf-8")
    out = CliRunner().invoke(app, ["claims", "extract", "--file", str(f)], env=env)
    assert out.exit_code == 0, out.output
    assert "1,500 numbers with a unit" in out.stderr and "453.59" in out.stdout


def test_extract_missing_file_is_a_usage_error(
    env: dict[str, str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A missing file is one line naming it, exit 2 (through the console entry point)."""
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    missing = tmp_path / "nope.md"
    with pytest.raises(SystemExit) as exc:
        main(["claims", "extract", "--file", str(missing)])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(missing) in err and "Traceback" not in err


def test_sync_then_list_json_shows_verdicts(env: dict[str, str]) -> None:
    """Seeds are stored, and list --json carries each claim's standing and verdict."""
    runner = CliRunner()
    assert runner.invoke(app, ["claims", "sync"], env=env).exit_code == 0
    store = open_store(env["WATCHER_DB"])
    doc = result(median=460.0)
    with store.session() as s:
        s.add(
            BenchResultRow(
                job_id="job-1",
                status="succeeded",
                engine="sglang",
                mode="self-speculative",
                model="Clover-35B-A3B",
                hardware="NVIDIA H200",
                gpu_count=1,
                decode_tok_s_median=460.0,
                document=parse_result(doc).to_json(),
            )
        )
    store.dispose()
    out = runner.invoke(app, ["claims", "list", "--json"], env=env)
    assert out.exit_code == 0, out.output
    rows = json.loads(out.stdout)
    assert len(rows) == 7
    by_value = {r["value"]: r for r in rows}
    assert by_value[453.59]["verdict"]["verdict"] == "consistent"
    assert by_value[453.59]["verdict"]["job_id"] == "job-1"
    assert by_value[206.5]["verdict"]["verdict"] == "not yet measured"
    assert by_value[680.0]["verdict"]["verdict"] == "cannot be checked here"
    assert by_value[680.0]["standing"] == "unverifiable"
    only = runner.invoke(app, ["claims", "list", "--json", "--standing", "unverifiable"], env=env)
    assert len(json.loads(only.stdout)) == 3


def test_extract_store_replaces_per_source(env: dict[str, str]) -> None:
    """--store keeps one set of claims per --source."""
    runner = CliRunner()
    for text in (SENTENCE, SENTENCE.replace("453.59", "470")):
        out = runner.invoke(
            app, ["claims", "extract", "--store", "--source", "blog:x"], input=text, env=env
        )
        assert out.exit_code == 0, out.output
    rows = json.loads(runner.invoke(app, ["claims", "list", "--json"], env=env).stdout)
    assert [r["value"] for r in rows] == [470.0]


@pytest.mark.parametrize("cmd", [["claims", "extract"], ["claims", "list"], ["claims", "sync"]])
def test_help_has_an_example(cmd: list[str]) -> None:
    """Every claims command documents an example."""
    out = CliRunner().invoke(app, [*cmd, "--help"])
    assert out.exit_code == 0
    assert "Example" in out.stdout


def test_terminal_table_shows_markup_literally(
    env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Untrusted text with Rich markup is printed as text, not styled or linked."""
    import watcher.cli.common as common

    monkeypatch.setattr(common, "is_terminal", lambda: True)
    text = "vLLM [link=https://evil.example]x[/link] 100 tok/s on H100"
    wide = {**env, "COLUMNS": "400"}
    out = CliRunner().invoke(app, ["claims", "extract"], input=text, env=wide)
    assert out.exit_code == 0, out.output
    assert "[link=https://evil.example]x[/link]" in out.stdout


def test_sync_stores_the_rest_and_exits_1_when_the_reader_raises_on_a_body(
    env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A body the reader raises on: the summary counts it, one error line says the others are
    stored, exit 1; no traceback."""
    from watcher.claims import sources as claim_sources
    from watcher.store import PullSnapshot

    store = open_store(env["WATCHER_DB"])
    with store.session() as s:
        for number, body in ((1, "POISON 12.5 tok/s"), (2, "SGLang reaches 453.59 tok/s on H200")):
            s.add(PullSnapshot(repo="sgl-project/sglang", number=number, data={"body": body}))
    store.dispose()
    real = claim_sources.extract_claims

    def reader(text: str, *args: object, **kwargs: object) -> object:
        if "POISON" in text:
            raise AttributeError("'NoneType' object has no attribute 'end'")
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(claim_sources, "extract_claims", reader)
    got = CliRunner().invoke(app, ["claims", "sync"], env=env)
    assert got.exit_code == 1
    assert "8 claims stored, 1 unreadable" in got.stdout
    named, rest = got.stderr.splitlines()[-2:]
    assert "reader raised on sgl-project/sglang#1" in named and "AttributeError" in named
    assert "other bodies are stored" in rest
    assert "Traceback" not in got.output
