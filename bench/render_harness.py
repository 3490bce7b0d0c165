"""What the board render benchmarks share (bench_render.py, bench_render_salvation_road.py):
PNGs of fixtures at the app's sizes, and timings of the cold / steady / changed / anim frames; and the
changed / steady timing along bot-played views that the games' own benches use (`print_board_frames`).

A game's script gives ``main`` its docstring, how to make its board, its fixtures, how to
change a view a little (the "changed" case), the events its "anim" case plays and how to
describe the cold draw; the command lines and the output are the same for every game.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.board import BoardFrame, BoardSettings  # noqa: E402

Case = tuple[dict, int, frozenset]
# (screen, board rect, file tag): the whole screen, and the board beside the match screen's
# side panel (the app gives the board the window minus a 440 px / 30% column on the right)
LAYOUTS = (((1920, 1080), None, ""), ((1280, 720), None, ""),
           ((1920, 1080), (10, 10, 1450, 1060), "_app"), ((1280, 720), (10, 10, 866, 700), "_app"))


def changed_and_steady(board: Any, surface: Any, frames: list[BoardFrame],
                       settle: Callable[[], None] = lambda: None) -> tuple[list[float], list[float]]:
    """Each frame drawn twice, timed: first as a new view ("changed": the table composed again), then
    once more ("steady": one blit and the hover outline). `settle` runs after each, as idle time would.
    Both lists come back sorted, in seconds."""
    changed, steady = [], []
    for frame in frames:
        t0 = time.perf_counter()
        board.draw(surface, frame)
        changed.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        board.draw(surface, frame)
        steady.append(time.perf_counter() - t0)
        settle()
    return sorted(changed), sorted(steady)


APP_BOARD_SIZES = ((1450, 1060), (866, 700))     # the match screen's board at 1920x1080 and at 1280x720


def print_board_frames(make_board: Callable[[], Any], frames: list[BoardFrame], warm: int = 20,
                       sizes: tuple[tuple[int, int], ...] = APP_BOARD_SIZES) -> None:
    """A game's board at each size: its first `warm` frames drawn once (the card faces, as the first
    frames would), then the changed and steady times along `frames`, as median and p99 lines."""
    for size in sizes:
        board = make_board()
        surface = pygame.Surface(size)
        board.set_rect(surface.get_rect())
        for frame in frames[:warm]:
            board.draw(surface, frame)
        changed, steady = changed_and_steady(board, surface, frames)
        for name, times in (("changed", changed), ("steady", steady)):
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            print(f"board {size[0]}x{size[1]} {name}: median {1000 * statistics.median(times):.2f} ms, "
                  f"p99 {1000 * p99:.2f} ms ({len(times)} frames)")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def save_pngs(out_dir: Path, make_board: Callable[[BoardSettings], Any], cases: dict[str, Case],
              only: str | None = None, hovers: dict[str, str] | None = None) -> list[Path]:
    """Every case at every LAYOUTS entry, and in colour-blind mode at 1920x1080 (suffix _cb)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (view, viewer, highlights) in cases.items():
        if only and only not in name:
            continue
        for (w, h), rect, tag in LAYOUTS:
            for cb in (False, True):
                if cb and (tag or (w, h) != (1920, 1080)):
                    continue
                screen = pygame.display.set_mode((w, h))
                board = make_board(BoardSettings(colorblind=cb))
                board.set_rect(pygame.Rect(rect) if rect else screen.get_rect())
                frame = BoardFrame(view, None, viewer, highlights, (hovers or {}).get(name))
                screen.fill((0, 0, 0))
                board.draw(screen, frame)
                path = out_dir / f"{name}_{w}x{h}{tag}{'_cb' if cb else ''}.png"
                pygame.image.save(screen, str(path))
                written.append(path)
    return written


class Reporter:
    def __init__(self, name_width: int) -> None:
        self.width = name_width

    def header(self) -> None:
        print(f"{'fixture':<{self.width}}{'case':<9}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")

    def cold(self, name: str, ms: float, note: str) -> None:
        print(f"{name:<{self.width}}{'cold':<9}{ms:>11.1f}   ({note})")

    def times(self, name: str, case: str, times: list[float]) -> None:
        print(f"{name:<{self.width}}{case:<9}{statistics.median(times):>11.3f}"
              f"{percentile(times, 99):>9.3f}{max(times):>9.3f}")


def bench(make_board: Callable[[BoardSettings], Any], cases: dict[str, Case], frames: int, *,
          changed: Callable[[dict, int], dict], events: list, cold_note: Callable[[int, float], str],
          name_width: int) -> None:
    """Per case at 1920x1080: the cold first draw; steady frames (the hover moving between the
    elements, after every hover once); changed frames (a new view each, from changed(view, i));
    anim frames (events animated, again as they finish)."""
    w, h = 1920, 1080
    screen = pygame.display.set_mode((w, h))
    clock = time.perf_counter
    out = Reporter(name_width)
    print(f"pygame {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
          f"driver {pygame.display.get_driver()}, {w}x{h}, {frames} frames per case")
    out.header()
    for name, (view, viewer, highlights) in cases.items():
        board = make_board(BoardSettings())
        board.set_rect(screen.get_rect())
        t0 = clock()
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        cold = (clock() - t0) * 1000
        targets = [b.target for b in board.hitboxes] or [None]
        t0 = clock()
        for target in targets:            # warm: every hover once (card previews get drawn here)
            board.draw(screen, BoardFrame(view, None, viewer, highlights, target))
        warm = (clock() - t0) * 1000
        out.cold(name, cold, cold_note(len(targets), warm))
        # steady: same view, the hover moving between elements (the usual frame)
        times = []
        for i in range(frames):
            frame = BoardFrame(view, None, viewer, highlights, targets[i % len(targets)])
            t0 = clock()
            board.draw(screen, frame)
            times.append((clock() - t0) * 1000)
        out.times(name, "steady", times)
        # changed: a new view every frame, so the whole table is composed again
        times = []
        for i in range(frames):
            frame = BoardFrame(changed(view, i), None, viewer, highlights)
            t0 = clock()
            board.draw(screen, frame)
            times.append((clock() - t0) * 1000)
        out.times(name, "changed", times)
        # animation: dice tumbling / cards sliding, restarted as they finish
        times = []
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        board.animate(events)
        for i in range(frames):
            if not board.animating:
                board.animate(events)
            frame = BoardFrame(view, None, viewer, highlights)
            t0 = clock()
            board.draw(screen, frame)
            board.update(1 / 60)
            times.append((clock() - t0) * 1000)
        out.times(name, "anim", times)


def main(argv: list[str] | None, doc: str, *, make_board: Callable[[Any, BoardSettings], Any],
         load_content: Callable[[], Any], fixtures: Callable[[], dict[str, Case]],
         real_views: Callable[[Any], dict[str, Case]], changed: Callable[[dict, int], dict], events: list,
         cold_note: Callable[[int, float], str], name_width: int, hovers: dict[str, str] | None = None,
         with_only: bool = False) -> int:
    """The command line: [--frames N] [--png DIR] [--only NAME] [--no-bench]."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--png", metavar="DIR", help="save PNGs of each fixture into DIR")
    if with_only:
        parser.add_argument("--only", metavar="NAME", help="with --png: only fixtures whose name contains NAME")
    parser.add_argument("--no-bench", action="store_true", help="only save PNGs")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    content = load_content()

    def board(settings: BoardSettings) -> Any:
        return make_board(content, settings)

    if args.png:
        cases = fixtures()
        cases.update(real_views(content))
        for path in save_pngs(Path(args.png), board, cases, getattr(args, "only", None), hovers):
            print(f"wrote {path}")
    if not args.no_bench:
        bench(board, fixtures(), args.frames, changed=changed, events=events, cold_note=cold_note,
              name_width=name_width)
    return 0
