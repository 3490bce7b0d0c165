"""Measure the app's startup time and idle CPU (run by hand, not by pytest).

    python tests/ui/measure_performance.py

Startup: from process start (before importing pygame) to the first drawn,
interactive title frame, in a fresh interpreter. Idle CPU: the real main
loop (App.run) left alone on the title screen for a few seconds.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

STARTUP = textwrap.dedent("""
    import time
    started = time.perf_counter()
    from game.app.app import App
    from game.app.scenes.title import TitleScene
    app = App()
    app.stack.reset(TitleScene(app))
    app.run_frames(1)
    print((time.perf_counter() - started) * 1000)
""")

IDLE = textwrap.dedent("""
    import threading, time, resource
    from game.app.app import App
    from game.app.scenes.title import TitleScene
    app = App()
    def measure():
        time.sleep(3.0)               # let the post-input full-rate window pass
        before = resource.getrusage(resource.RUSAGE_SELF)
        wall = time.perf_counter()
        time.sleep(SECONDS)
        after = resource.getrusage(resource.RUSAGE_SELF)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        print(100 * cpu / (time.perf_counter() - wall))
        app.running = False
    threading.Thread(target=measure, daemon=True).start()
    app.run(TitleScene(app))
""")


def run(code: str, env: dict) -> str:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True).stdout.strip().splitlines()[-1]


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SURVIVAL_TABLETOP_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
        if not os.environ.get("DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        run(STARTUP, env)   # warm the bytecode cache so we time the app, not the compiler
        times = sorted(float(run(STARTUP, env)) for _ in range(5))
        print(f"startup to first title frame: median {times[2]:.0f} ms (min {times[0]:.0f}, max {times[-1]:.0f})")
        idle = float(run(IDLE.replace("SECONDS", "6.0"), env))
        print(f"idle CPU on the title screen: {idle:.2f} %")


if __name__ == "__main__":
    started = time.perf_counter()
    main()
