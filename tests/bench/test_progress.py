"""Progress: Rich on a terminal, plain timestamped lines otherwise (CI)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from watcher.bench.progress import PlainReporter, RichReporter, reporter_for


def test_plain_lines() -> None:
    """One line per event; live updates print nothing (they would flood a CI log)."""
    buf = io.StringIO()
    r = PlainReporter(buf)
    r.phase("starting", "llama-server -m m.gguf")
    r.runs(2)
    r.live(1, 500, 4000.0)
    r.run_done(1, 2, 4123.46, 0.0123)
    r.note("fix-up x=1: added")
    r.close()
    lines = buf.getvalue().splitlines()
    assert len(lines) == 4
    assert lines[0].startswith("[bench ") and lines[0].endswith("starting: llama-server -m m.gguf")
    assert lines[2].endswith("run 1/2: 4,123.5 tok/s decode, first token 0.012 s")


def test_rich_display_renders() -> None:
    """The Rich display shows the phase, the bar and each run's figures."""
    buf = io.StringIO()
    r = RichReporter(Console(file=buf, force_terminal=True, width=120))
    r.phase("loading", "waiting for /health")
    r.runs(2)
    r.live(1, 300, 3000.0)
    r.run_done(1, 2, 211.4, 0.131)
    r.close()
    out = buf.getvalue()
    assert "loading" in out and "run 1/2: 211.4 tok/s decode" in out and "1/2" in out


@pytest.mark.parametrize(
    ("tty", "ci", "cls"),
    [(True, "", RichReporter), (True, "true", PlainReporter), (False, "", PlainReporter)],
)
def test_choice(monkeypatch: pytest.MonkeyPatch, tty: bool, ci: str, cls: type) -> None:
    """Rich only on an interactive terminal outside CI."""

    class Stream(io.StringIO):
        def isatty(self) -> bool:
            return tty

    monkeypatch.setenv("CI", ci)
    r = reporter_for(Stream())
    r.close()
    assert isinstance(r, cls)
