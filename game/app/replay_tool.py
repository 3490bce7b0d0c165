"""`python -m game replay FILE`: a replay (or a save) opened in the viewer; with --png, one position drawn to a
picture with no window (for bug reports and the README)."""
from __future__ import annotations

import argparse
import os
import sys

MAX_SETTLING_FRAMES = 600       # a board draws its card faces over a few quiet frames; a picture waits for them


def _seat(words: str, seats) -> int | None | str:
    """--seat's words as a viewer: a seat's number or name, "table" for the table's view, "" for the default."""
    if not words:
        return "the person"
    if words.lower() == "table":
        return None
    if words.lower() == "everything":
        return "everything"
    if words.isdigit() and 1 <= int(words) <= len(seats):
        return int(words) - 1
    named = [index for index, seat in enumerate(seats) if seat.name.lower() == words.lower()]
    if named:
        return named[0]
    raise ValueError(f"no seat {words!r}: the seats are 1-{len(seats)} ({', '.join(seat.name for seat in seats)}), "
                     "'table' or 'everything'")


def _size(words: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in words.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size {words!r} is not WIDTHxHEIGHT") from None
    if not (640 <= width <= 7680 and 360 <= height <= 4320):
        raise ValueError(f"--size {words} is outside 640x360 to 7680x4320")
    return width, height


def replay_command(args: argparse.Namespace) -> int:
    if args.png:     # no window and no sound for a picture
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ..core.replays import read_replay
    from ..core.saves import SaveError
    try:
        replay = read_replay(args.file)
        viewer = _seat(args.seat, replay.setup.seats)
        size = _size(args.size) if args.png else None
    except (SaveError, ValueError) as exc:
        print(f"can't show {args.file}: {exc}", file=sys.stderr)
        return 1
    from .app import App
    from .matches import replay_cursor
    from .scenes.replay import ReplayScene
    from .scenes.title import TitleScene
    from .settings import Settings
    settings = Settings(window_size=size, animation_speed="instant", muted=True) if size else None
    app = App(mod_folders=args.mods, settings=settings)
    try:
        cursor, missing = replay_cursor(app, replay)
    except SaveError as exc:
        print(f"can't show {args.file}: {exc}", file=sys.stderr)
        return 1
    if missing:
        print(f"made with mods missing here: {', '.join(missing)}"
              + ("" if cursor.plays_out else "; it no longer plays out as it was played"), file=sys.stderr)
    if not 0 <= args.step <= cursor.steps:
        print(f"--step {args.step} is outside the replay's 0-{cursor.steps} answers", file=sys.stderr)
        return 1
    scene = ReplayScene(app, cursor, start_at=args.step, viewer=viewer)
    if not args.png:
        app.run(TitleScene(app), above=(scene,))
        return 0
    app.stack.reset(TitleScene(app))
    app.stack.push(scene)
    app.run_frames(2)
    for _ in range(MAX_SETTLING_FRAMES):
        if not scene.busy:
            break
        app.run_frames(1)
    app.screenshot(args.png)
    whose = "everything" if scene.revealing else "the table's view" if scene.viewer is None else \
        f"{replay.setup.seats[scene.viewer].name}'s view"
    print(f"wrote {args.png}: answer {cursor.step} of {cursor.steps}, {whose}")
    return 0
