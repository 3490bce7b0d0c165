"""Measure the app's startup time, the sound's start, idle CPU and the built app's size.

    python bench/bench_app.py [--idle-seconds 10]

Startup: from process start (before importing pygame) to the first drawn,
interactive title frame, in a fresh interpreter, side by side with a bare
pygame-ce + pygame_gui window (import both, open a 1280x720 window, make a
UIManager, draw one frame) and the ratio of the two; then how long New game takes to
open once the title has settled (the title prepares pygame_gui after its first frame). Idle CPU: the real main
loop (App.run) left alone for 10 s on a Hit Z Road match waiting for a
person's answer (and on the title screen). Size: dist/SurvivalTabletop
when `python build/dev.py app-build` has been run, and the built program's start to its first frame beside
the same from source (both as whole processes, to their `--first-frame` line).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

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

NEXT_SCREEN = textwrap.dedent("""
    import time
    from game.app.app import App
    from game.app.scenes.title import TitleScene
    app = App()
    app.stack.reset(TitleScene(app))
    app.run_frames(4)
    from game.app.scenes.new_game import NewGameScene
    started = time.perf_counter()
    app.stack.push(NewGameScene(app))
    app.run_frames(1)
    print((time.perf_counter() - started) * 1000)
""")

# The floor for STARTUP: a bare pygame-ce + pygame_gui window of the same size, its UIManager made
# and one frame drawn, timed the same way in the same kind of process.
BARE = textwrap.dedent("""
    import time
    started = time.perf_counter()
    import pygame
    import pygame_gui
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    manager = pygame_gui.UIManager((1280, 720))
    manager.update(1 / 60)
    surface.fill((22, 24, 27))
    manager.draw_ui(surface)
    pygame.display.flip()
    print((time.perf_counter() - started) * 1000)
""")

# the mixer opens on the frame after the first; the sounds are read from the cache, or made, on a thread
SOUND = textwrap.dedent("""
    import time
    from game.app.app import App
    from game.app.scenes.title import TitleScene
    app = App()
    app.stack.reset(TitleScene(app))
    app.run_frames(1)
    started = time.perf_counter()
    app.run_frames(1)
    opened = time.perf_counter()
    ready = app.sound.wait_until_ready()
    print(f"{(opened - started) * 1000:.0f} {(time.perf_counter() - started) * 1000:.0f} {ready} "
          f"{app.sound.problem or '-'}")
""")

IDLE = textwrap.dedent("""
    import threading, time, resource
    from game.app.app import App
    from game.app.scenes.title import TitleScene
    from game.app.scenes.match import MatchScene
    from game.app.matches import new_session
    from game.core.rules import MatchSetup, Seat
    app = App()
    if SCENE == "match":
        setup = MatchSetup("hit_z_road", (Seat("Ana", 0), Seat("Ben", 1, "random")), seed=3)
        first = MatchScene(app, new_session(app, setup))
    else:
        first = TitleScene(app)
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
    app.run(first)
""")


def to_first_frame(command: list[str], env: dict) -> tuple[float, float]:
    """Milliseconds from starting the program to its first frame (its --first-frame line), and to its end."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    for line in process.stdout:
        if line.startswith("first frame"):
            elapsed = (time.perf_counter() - started) * 1000
            break
    else:
        raise RuntimeError(f"{command[0]} never drew its first frame")
    process.wait()
    return elapsed, (time.perf_counter() - started) * 1000


def run(code: str, env: dict) -> str:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True).stdout.strip().splitlines()[-1]


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SURVIVAL_TABLETOP_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)   # else the warm-up run below can't warm anything
        if not os.environ.get("DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        run(STARTUP, env)   # warm the bytecode cache so we time the app, not the compiler
        run(BARE, env)
        times, bare = [], []
        for _ in range(9):  # alternate, so a busy moment on the machine hits both alike
            times.append(float(run(STARTUP, env)))
            bare.append(float(run(BARE, env)))
        times.sort()
        bare.sort()
        print(f"startup to first title frame: median {times[4]:.0f} ms (min {times[0]:.0f}, max {times[-1]:.0f})")
        print(f"bare pygame-ce + pygame_gui window's first frame: median {bare[4]:.0f} ms "
              f"(min {bare[0]:.0f}, max {bare[-1]:.0f})")
        print(f"title / bare window: {times[4] / bare[4]:.2f}x (median), {times[0] / bare[0]:.2f}x (min)")
        opening = sorted(float(run(NEXT_SCREEN, env)) for _ in range(5))
        print(f"New game opening from the settled title: median {opening[2]:.0f} ms (min {opening[0]:.0f})")
        for when in ("first start, made and cached", "cached"):
            frame_ms, ready_ms, ready, problem = run(SOUND, env).split(" ", 3)
            print(f"sound, {when}: the mixer opened in a {frame_ms} ms frame, every sound ready {ready_ms} ms after "
                  f"the first frame" + ("" if ready == "True" else f" (silent: {problem})"))
        seconds = str(float(sys.argv[sys.argv.index("--idle-seconds") + 1]) if "--idle-seconds" in sys.argv else 10.0)
        for scene in ("match", "title"):
            idle = float(run(IDLE.replace("SECONDS", seconds).replace("SCENE", repr(scene)), env))
            print(f"idle CPU, {scene} screen, over {seconds} s: {idle:.2f} %")
    app_folder = os.path.join(ROOT, "dist", "SurvivalTabletop")
    if os.path.isdir(app_folder):
        size = sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(app_folder)
                   for name in names if not os.path.islink(os.path.join(folder, name)))
        print(f"built app size: {size / 1e6:.1f} MB ({app_folder})")
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, SURVIVAL_TABLETOP_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
            if not os.environ.get("DISPLAY"):
                env.setdefault("SDL_VIDEODRIVER", "dummy")
            built = [os.path.join(app_folder, "SurvivalTabletop")]
            source = [sys.executable, "-m", "game"]
            to_first_frame(built + ["--first-frame"], env)
            to_first_frame(source + ["--first-frame"], env)
            pairs = [(to_first_frame(built + ["--first-frame"], env), to_first_frame(source + ["--first-frame"], env))
                     for _ in range(15)]
            for index, to_what in ((0, "the first title frame"), (1, "its end, just after that frame")):
                built_ms = statistics.median(b[index] for b, _ in pairs)
                source_ms = statistics.median(s[index] for _, s in pairs)
                print(f"process start to {to_what}: built app median {built_ms:.0f} ms, from source "
                      f"{source_ms:.0f} ms ({built_ms / source_ms:.2f}x)")
    else:
        print("built app size: not built (run: python build/dev.py app-build)")


if __name__ == "__main__":
    main()
