"""Run every benchmark script in this folder and print their numbers.

    python bench/run_all.py

Each script prints its own numbers and asserts nothing; see each file's
docstring for what it measures.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    failed = 0
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.name} ==", flush=True)
        failed += subprocess.call([sys.executable, str(script)], env=env, cwd=HERE.parent) != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
