"""Turn `watcher run --once --json` output into GitHub Actions step outputs (name=value lines)."""

from __future__ import annotations

import json
import sys


def main(path: str) -> None:
    """Print new-events, report-path and report-changed for $GITHUB_OUTPUT."""
    with open(path, encoding="utf-8") as fh:
        steps = {step["name"]: step.get("summary", {}) for step in json.load(fh)}
    events = steps.get("poll", {}).get("events", [])
    report = steps.get("report", {})
    print(f"new-events={len(events)}")
    print(f"report-path={report.get('path') or ''}")
    print(f"report-changed={'true' if report.get('changed') else 'false'}")


if __name__ == "__main__":
    main(sys.argv[1])
