"""Render benchmark for the Salvation Road board (SDL dummy driver, no window).

    python bench/bench_render_salvation_road.py                 # timings: median and p99 over 300 frames
    python bench/bench_render_salvation_road.py --frames 600    # more frames
    python bench/bench_render_salvation_road.py --png out/      # also save PNGs of each fixture (and of
                                                                # real match views once the rules exist)

PNGs: every fixture at 1920x1080 and 1280x720 (the whole window), at the match screen's board
areas (1450x1060 at 1920x1080, 866x700 at 1280x720: suffix _app), and in colour-blind mode at
1920x1080 (suffix _cb).

Per fixture at 1920x1080:
  cold    the first draw of a new board (cards, portraits, scenes drawn), once;
  steady  the app's usual frame: same view, the hover moving between elements, after a
          warm-up pass (the static layer is cached; only the hover outline is drawn on top);
  changed every frame gets a new view (the truck's fuel changes), so the whole table is
          composed again: the worst case, when something happened;
  anim    frames while threat dice tumble and a card slides.
No assertions: this prints numbers.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.core.prompt import Event  # noqa: E402
from game.games.salvation_road.board import SalvationRoadBoard  # noqa: E402
from game.ui.board import BoardFrame, BoardSettings  # noqa: E402
from tests.salvation_road_ui import fixtures as fx  # noqa: E402

# (screen, board rect, file tag): the whole screen, and the board beside the match screen's side panel
LAYOUTS = (((1920, 1080), None, ""), ((1280, 720), None, ""),
           ((1920, 1080), (10, 10, 1450, 1060), "_app"), ((1280, 720), (10, 10, 866, 700), "_app"))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def real_views(content) -> dict[str, tuple[dict, int, frozenset]]:
    """Views from real matches once the rules exist (else nothing), played by the rules' cooperative
    bot so they get as far as travelling: the first view of each phase with answers on the board."""
    try:
        from game.core.match import Match
        from game.core.rng import Rng
        from game.core.rules import MatchSetup, Seat
        from game.games.salvation_road import rules
    except Exception:
        return {}
    out: dict[str, tuple[dict, int, frozenset]] = {}
    try:
        make_bot = rules.RULES.bots.get("cooperative")
        for players, seed, variants in ((2, 7, ()), (4, 3, ()), (1, 4, ("solo-2",)), (6, 5, ("survival",))):
            seats = tuple(Seat(n, i) for i, n in enumerate(fx.SEAT_NAMES[:players]))
            match = Match(rules.RULES, MatchSetup("salvation_road", seats, seed, variants), content, keep_undo=False)
            bots = {i: make_bot(i, Rng(seed * 10 + i)) for i in range(players)} if make_bot else {}
            steps = 0
            while not match.is_over and steps < 4000:
                prompt = match.pending
                view = match.view(prompt.seat)
                targets = frozenset(o.target for o in prompt.options if o.target)
                kind = f"real_{players}p_{view.get('phase')}"
                if kind not in out and targets and (view.get("round", 1) >= 2 or view.get("phase") != "action"):
                    out[kind] = (view, prompt.seat, targets)
                if bots:
                    answer = bots[prompt.seat].choose(view, prompt)
                else:
                    answer = prompt.options[(steps * 7) % len(prompt.options)].value
                match.apply(answer)
                steps += 1
            out[f"real_{players}p_end"] = (match.view(0), 0, frozenset())
        return out
    except Exception as exc:   # the rules are written in parallel; report and carry on
        print(f"(real match views unavailable: {exc!r})")
        return out


def save_pngs(out_dir: Path, content, only: str | None = None) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    cases = {name: fx.fixture(name) for name in fx.FIXTURES}
    cases.update(real_views(content))
    for name, (view, viewer, highlights) in cases.items():
        if only and only not in name:
            continue
        for (w, h), rect, tag in LAYOUTS:
            for cb in (False, True):
                if cb and (tag or (w, h) != (1920, 1080)):
                    continue
                screen = pygame.display.set_mode((w, h))
                board = SalvationRoadBoard(content, BoardSettings(colorblind=cb))
                board.set_rect(pygame.Rect(rect) if rect else screen.get_rect())
                frame = BoardFrame(view, None, viewer, highlights, None)
                screen.fill((0, 0, 0))
                board.draw(screen, frame)
                path = out_dir / f"{name}_{w}x{h}{tag}{'_cb' if cb else ''}.png"
                pygame.image.save(screen, str(path))
                written.append(path)
    return written


def bench(content, frames: int) -> None:
    w, h = 1920, 1080
    screen = pygame.display.set_mode((w, h))
    clock = time.perf_counter
    print(f"pygame {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
          f"driver {pygame.display.get_driver()}, {w}x{h}, {frames} frames per case")
    print(f"{'fixture':<16}{'case':<9}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")
    for name in fx.FIXTURES:
        view, viewer, highlights = fx.fixture(name)
        board = SalvationRoadBoard(content, BoardSettings())
        board.set_rect(screen.get_rect())
        t0 = clock()
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        cold = (clock() - t0) * 1000
        targets = [b.target for b in board.hitboxes] or [None]
        for target in targets:            # warm: every hover once
            board.draw(screen, BoardFrame(view, None, viewer, highlights, target))
        print(f"{name:<16}{'cold':<9}{cold:>11.1f}   (first draw: cards, portraits and scenes drawn; "
              f"{len(targets)} hitboxes)")
        times = []
        for i in range(frames):
            frame = BoardFrame(view, None, viewer, highlights, targets[i % len(targets)])
            t0 = clock()
            board.draw(screen, frame)
            times.append((clock() - t0) * 1000)
        report(name, "steady", times)
        times = []
        for i in range(frames):
            v = dict(view)
            v["truck"] = dict(view["truck"], fuel=i % 13)
            t0 = clock()
            board.draw(screen, BoardFrame(v, None, viewer, highlights))
            times.append((clock() - t0) * 1000)
        report(name, "changed", times)
        times = []
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        events = [Event("dice_rolled", "threat roll", "rule:threat", data={"location": "x"}),
                  Event("card_drawn", "apocalypse", "rule:apocalypse", data={"deck": "apocalypse"}),
                  Event("card_drawn", "road", "rule:scout", data={"deck": "road", "index": 0})]
        board.animate(events)
        for i in range(frames):
            if not board.animating:
                board.animate(events)
            t0 = clock()
            board.draw(screen, BoardFrame(view, None, viewer, highlights))
            board.update(1 / 60)
            times.append((clock() - t0) * 1000)
        report(name, "anim", times)


def report(name: str, case: str, times: list[float]) -> None:
    print(f"{name:<16}{case:<9}{statistics.median(times):>11.3f}{percentile(times, 99):>9.3f}{max(times):>9.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--png", metavar="DIR", help="save PNGs of each fixture into DIR")
    parser.add_argument("--only", metavar="NAME", help="with --png: only fixtures whose name contains NAME")
    parser.add_argument("--no-bench", action="store_true", help="only save PNGs")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    content = fx.load_content()
    if args.png:
        for path in save_pngs(Path(args.png), content, args.only):
            print(f"wrote {path}")
    if not args.no_bench:
        bench(content, args.frames)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
