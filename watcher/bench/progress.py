"""Progress of a benchmark: a Rich live display on a terminal, plain log lines otherwise.

The runner reports phases (preflight, starting, loading, warm-up, measuring, probe,
stopping), runs k/n with their figures, and a live tok/s estimate while a stream is open.
CI runners are not terminals: they get one timestamped line per event, never redraws.
"""

from __future__ import annotations

import sys
import time
from typing import Protocol, TextIO

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskID, TextColumn, TimeElapsedColumn


class Reporter(Protocol):
    """What the runner tells the user while it works."""

    def phase(self, name: str, detail: str = "") -> None:
        """A new phase started."""
        ...

    def runs(self, total: int) -> None:
        """The measured runs are about to start (``total`` of them)."""
        ...

    def live(self, run: int, chunks: int, tok_s: float | None) -> None:
        """A stream is open: chunks so far and a rough rate (display only)."""
        ...

    def run_done(self, run: int, total: int, decode_tok_s: float, ttft_s: float) -> None:
        """One measured run finished."""
        ...

    def note(self, message: str) -> None:
        """Something worth a line (a fix-up, a warning)."""
        ...

    def close(self) -> None:
        """Tear the display down."""
        ...


class PlainReporter:
    """One line per event on a text stream (stderr by default)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr

    def _line(self, text: str) -> None:
        stamp = time.strftime("%H:%M:%S", time.gmtime())
        self.stream.write(f"[bench {stamp}Z] {text}\n")
        self.stream.flush()

    def phase(self, name: str, detail: str = "") -> None:
        """``[bench 14:00:00Z] starting: llama-server ...``."""
        self._line(f"{name}: {detail}" if detail else name)

    def runs(self, total: int) -> None:
        """``measuring: 5 runs``."""
        self._line(f"measuring: {total} runs")

    def live(self, run: int, chunks: int, tok_s: float | None) -> None:
        """Plain output shows no live updates (they would flood a CI log)."""

    def run_done(self, run: int, total: int, decode_tok_s: float, ttft_s: float) -> None:
        """``run 2/5: 211.4 tok/s decode, first token 0.131 s``."""
        self._line(
            f"run {run}/{total}: {decode_tok_s:,.1f} tok/s decode, first token {ttft_s:.3f} s"
        )

    def note(self, message: str) -> None:
        """A free-form line."""
        self._line(message)

    def close(self) -> None:
        """Nothing to tear down."""


class RichReporter:
    """A live Rich display: phase line, runs k/n bar with live tok/s."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console(stderr=True)
        self.progress = Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            TextColumn("{task.completed}/{task.total}"),
            TextColumn("{task.fields[rate]}"),
            TimeElapsedColumn(),
            console=self.console,
            transient=False,
        )
        self.task: TaskID | None = None
        self.progress.start()

    def phase(self, name: str, detail: str = "") -> None:
        """Print the phase above the bar."""
        self.console.log(f"[cyan]{name}[/] {detail}".rstrip(), markup=True, highlight=False)

    def runs(self, total: int) -> None:
        """Create the runs bar."""
        self.task = self.progress.add_task("measuring", total=total, rate="")

    def live(self, run: int, chunks: int, tok_s: float | None) -> None:
        """Update the live rate."""
        if self.task is not None and tok_s is not None:
            self.progress.update(self.task, rate=f"run {run}: ~{tok_s:,.0f} events/s (live, rough)")

    def run_done(self, run: int, total: int, decode_tok_s: float, ttft_s: float) -> None:
        """Advance the bar and log the run's figures."""
        if self.task is not None:
            self.progress.update(
                self.task, advance=1, rate=f"last {decode_tok_s:,.1f} tok/s, TTFT {ttft_s:.3f} s"
            )
        self.console.log(
            f"run {run}/{total}: {decode_tok_s:,.1f} tok/s decode, first token {ttft_s:.3f} s",
            highlight=False,
        )

    def note(self, message: str) -> None:
        """A line above the bar."""
        self.console.log(message, highlight=False, markup=False)

    def close(self) -> None:
        """Stop the live display."""
        self.progress.stop()


def reporter_for(stream: TextIO | None = None, *, interactive: bool | None = None) -> Reporter:
    """Rich on an interactive terminal (and not CI), plain lines otherwise."""
    import os

    stream = stream or sys.stderr
    if interactive is None:
        interactive = stream.isatty() and not os.environ.get("CI")
    if interactive:
        return RichReporter(Console(file=stream))
    return PlainReporter(stream)
