"""How long a mod's TOML file takes to read at the size limit, for the shapes that cost a naive reader most.

    .venv/bin/python bench/bench_mod_reading.py

Reads each adversarial file of tests/mods/test_mod_hardening.py (every one fills the 512 KiB
limit) and prints the best of 3 reads in milliseconds, and the bytes per microsecond; no assertions.
A linear reader keeps every shape within a small factor of the others.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.core.tomlfile import parse_toml_bytes  # noqa: E402
from tests.mods.test_mod_hardening import ADVERSARIAL  # noqa: E402


def main() -> None:
    print(f"{'shape':55s} {'bytes':>8s} {'best ms':>9s} {'bytes/µs':>9s}")
    for name, text in ADVERSARIAL.items():
        raw = text.encode()
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            parse_toml_bytes(raw, "adversarial.toml")
            best = min(best, time.perf_counter() - started)
        print(f"{name:55s} {len(raw):8d} {1000 * best:9.1f} {len(raw) / (1e6 * best):9.1f}")


if __name__ == "__main__":
    main()
