"""Replicas sharing one checkout write the report at the same time: neither write fails."""

from __future__ import annotations

import threading
from pathlib import Path

from watcher.report.publish import _write_atomic


def test_concurrent_atomic_writes_do_not_collide(tmp_path: Path) -> None:
    """Eight writers x 40 writes of one report path: no error, the file is one whole version."""
    path = tmp_path / "report.md"
    errors: list[BaseException] = []
    texts = [f"report from writer {i}\n" * 2000 for i in range(8)]

    def writer(text: str) -> None:
        for _ in range(40):
            try:
                _write_atomic(path, text)
            except BaseException as exc:  # collect whatever a collision raises
                errors.append(exc)

    threads = [threading.Thread(target=writer, args=(t,)) for t in texts]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert path.read_text(encoding="utf-8") in texts
    assert [p.name for p in tmp_path.iterdir()] == ["report.md"]
