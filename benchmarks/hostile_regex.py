"""Rules patterns on hostile text: Python's backtracking re versus RE2 (what rules use).

Prints, per pattern, the seconds each engine needs for one search of a hostile text. The
re column stops growing the text once one search takes over a second.

    .venv/bin/python benchmarks/hostile_regex.py
"""

from __future__ import annotations

import re
import time

from watcher.rules.safe_regex import compile_pattern

CASES = [
    (r"(a+)+$", lambda n: "a" * n + "!"),
    (r"(a|aa)*$", lambda n: "a" * n + "!"),
    (r".*a.*b", lambda n: "a" * n),
    (r"\w+\s*\w+x", lambda n: "a" * n),
]


def _time(search: object, text: str) -> float:
    start = time.perf_counter()
    search(text)  # type: ignore[operator]
    return time.perf_counter() - start


def main() -> None:
    """Print the table."""
    print(f"{'pattern':<14} {'engine':<6} {'chars':>8} {'seconds':>9}")
    for pattern, make in CASES:
        n = 8
        while True:
            spent = _time(re.compile(pattern).search, make(n))
            if spent > 1.0 or n >= 65_536:
                break
            n = int(n * 1.15) + 1
        print(f"{pattern:<14} {'re':<6} {n:>8} {spent:>9.3f}")
        big = 65_536
        spent = _time(compile_pattern(pattern).search, make(big))
        print(f"{pattern:<14} {'RE2':<6} {big:>8} {spent:>9.5f}")


if __name__ == "__main__":
    main()
