"""Extraction speed on ordinary and adversarial text (inputs are untrusted PR bodies).

Usage:
    python benchmarks/claims_speed.py [--size 200000]

Prints characters per second for each input; the worst case bounds how long a hostile
200 kB PR body (MAX_TEXT) can hold a cycle.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import yaml

from watcher.claims import extract_claims
from watcher.claims.extract import MAX_TEXT
from watcher.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent


def inputs(size: int) -> dict[str, str]:
    """Named texts of about ``size`` characters."""
    snippets = yaml.safe_load((ROOT / "tests/data/claims_eval.yaml").read_text())["snippets"]
    prose = "\n\n".join(s["text"] for s in snippets)
    return {
        "eval snippets (repeated)": (prose * (size // len(prose) + 1))[:size],
        "digits": "1" * size,
        "thousands separators": "1," * (size // 2),
        "spaces between numbers": ("1 " + " " * 50) * (size // 52),
        "table pipes": "| a " * (size // 4),
        "gpu names": "H200 " * (size // 5),
        "labelled lines": ("Output token throughput (" * (size // 25)),
        "dotted versions": "1.1." * (size // 4),
        "units only": "tok/s " * (size // 6),
        "one long line of figures": "100 tok/s on H100, " * (size // 19),
        "keys without values": ("a" * 39 + "TPS" + " " * 11) * (size // 53),
        "json keys with units": '"generationTPS": 81.8, ' * (size // 23),
        "plus-minus phase lines": "pp512: 1.5 ± " * (size // 13),
        "from-to chains": "from 1 to " * (size // 10),
    }


def main() -> None:
    """Time each input once (after a warm-up) and print chars/s."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=MAX_TEXT)
    args = ap.parse_args()
    vocabulary = load_rules(ROOT / "rules").vocabulary
    extract_claims("warm up 1 tok/s", vocabulary)
    print(f"{'input':<28} {'chars':>8} {'claims':>7} {'seconds':>8} {'chars/s':>10}")
    for name, text in inputs(args.size).items():
        started = time.perf_counter()
        found = extract_claims(text, vocabulary)
        took = time.perf_counter() - started
        print(
            f"{name:<28} {len(text):>8} {len(found):>7} {took:>8.3f} "
            f"{len(text) / took if took else float('inf'):>10.0f}"
        )


if __name__ == "__main__":
    main()
