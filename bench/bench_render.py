"""Render benchmark for the Hit Z Road board (SDL dummy driver, no window).

    python bench/bench_render.py                 # timings: median and p99 over 300 frames
    python bench/bench_render.py --frames 600    # more frames
    python bench/bench_render.py --png out/      # also save a PNG of each fixture at 1920x1080 and 1280x720

Per fixture at 1920x1080:
  cold    the first draw of a new board (card faces drawn by card_art and scaled), once;
  steady  the app's usual frame: same view, the hover moving between elements, after one
          warm-up pass (the static layer is cached; hover outline and preview drawn on top);
  changed every frame gets a new view (a resource count changes), so the
          whole table is composed again: the worst case, when something happened;
  anim    frames while dice tumble / cards slide.
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
sys.path.insert(0, str(ROOT / "tests" / "hit_z_road_ui"))

import pygame  # noqa: E402

from game.core.prompt import Event  # noqa: E402
from game.games.hit_z_road.board import HitZRoadBoard  # noqa: E402
from game.ui.board import BoardFrame, BoardSettings  # noqa: E402
import hzr_board_fixtures as fx  # noqa: E402

SIZES = ((1920, 1080), (1280, 720))
# (screen, board rect, file tag): the whole screen, and the board beside the match screen's
# side panel (the app gives the board the window minus a 440 px / 30% column on the right)
LAYOUTS = (((1920, 1080), None, ""), ((1280, 720), None, ""),
           ((1920, 1080), (10, 10, 1450, 1060), "_app"), ((1280, 720), (10, 10, 866, 700), "_app"))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def real_views() -> dict[str, tuple[dict, int, frozenset]]:
    """Views from real matches once the rules exist (else nothing): the first of each kind."""
    try:
        from game.core.match import Match
        from game.core.rules import MatchSetup, Seat
        from game.games.hit_z_road import rules
    except Exception:
        return {}
    out: dict[str, tuple[dict, int, frozenset]] = {}
    try:
        content = rules.RULES.load_content()
        for players, seed in ((4, 7), (1, 3)):
            seats = tuple(Seat(n, i) for i, n in enumerate(("Ana", "Bruno", "Chen", "Dara")[:players]))
            match = Match(rules.RULES, MatchSetup("hit_z_road", seats, seed), content, keep_undo=False)
            steps = 0
            while not match.is_over and steps < 600:
                prompt = match.pending
                view = match.view(prompt.seat)
                targets = frozenset(o.target for o in prompt.options if o.target)
                fight = view.get("fight") or {}
                kind = ("real_solo" if players == 1 else
                        "real_fight" if fight.get("pending_dice") else
                        f"real_{view.get('phase')}")
                if kind not in out and (kind != "real_solo" or view.get("round", 1) >= 2):
                    out[kind] = (view, prompt.seat, targets)
                match.apply(prompt.options[(steps * 7) % len(prompt.options)].value)
                steps += 1
            if players == 4:
                out["real_over"] = (match.view(0), 0, frozenset())
        return out
    except Exception as exc:   # the rules are written in parallel; report and carry on
        print(f"(real match views unavailable: {exc!r})")
        return out


def save_pngs(out_dir: Path, content) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    cases = {name: fx.fixture(name) for name in fx.FIXTURES}
    cases.update(real_views())
    for name, (view, viewer, highlights) in cases.items():
        for (w, h), rect, tag in LAYOUTS:
            for cb in (False, True):
                if cb and (tag or (w, h) != (1920, 1080)):
                    continue
                screen = pygame.display.set_mode((w, h))
                board = HitZRoadBoard(content, BoardSettings(colorblind=cb))
                board.set_rect(pygame.Rect(rect) if rect else screen.get_rect())
                hover = None
                if name == "mid_auction":
                    hover = "card:l2-stockyard-stampede"
                frame = BoardFrame(view, None, viewer, highlights, hover)
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
    print(f"{'fixture':<14}{'case':<9}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")
    for name in fx.FIXTURES:
        view, viewer, highlights = fx.fixture(name)
        board = HitZRoadBoard(content, BoardSettings())
        board.set_rect(screen.get_rect())
        t0 = clock()
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        cold = (clock() - t0) * 1000
        targets = [b.target for b in board.hitboxes] or [None]
        t0 = clock()
        for target in targets:            # warm: every hover once (card previews get drawn here)
            board.draw(screen, BoardFrame(view, None, viewer, highlights, target))
        warm = (clock() - t0) * 1000
        print(f"{name:<14}{'cold':<9}{cold:>11.1f}   (first draw: card faces drawn and scaled; "
              f"then {len(targets)} first hovers {warm:.0f} ms)")
        # steady: same view, the hover moving between elements (the usual frame)
        times = []
        for i in range(frames):
            frame = BoardFrame(view, None, viewer, highlights, targets[i % len(targets)])
            t0 = clock()
            board.draw(screen, frame)
            times.append((clock() - t0) * 1000)
        report(name, "steady", times)
        # changed: a new view every frame, so the whole table is composed again
        times = []
        seat0 = view["seats"][0]
        for i in range(frames):
            v = dict(view)
            v["seats"] = [dict(seat0, ammo=i % 9)] + list(view["seats"][1:])
            frame = BoardFrame(v, None, viewer, highlights)
            t0 = clock()
            board.draw(screen, frame)
            times.append((clock() - t0) * 1000)
        report(name, "changed", times)
        # animation: dice tumbling / cards sliding, restarted as they finish
        times = []
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        events = [Event("dice_rolled", "rolled", "rule:fight", data={"faces": ["kill"], "kind": "melee"}),
                  Event("dice_rolled", "rolled", "rule:event", data={"faces": ["kill"], "kind": "event"}),
                  Event("card_drawn", "dealt", "rule:planning", data={"path": 0, "slot": 0, "face_up": True}),
                  Event("card_drawn", "dealt", "rule:planning", data={"path": 1, "slot": 1, "face_up": True})]
        board.animate(events)
        for i in range(frames):
            if not board.animating:
                board.animate(events)
            frame = BoardFrame(view, None, viewer, highlights)
            t0 = clock()
            board.draw(screen, frame)
            board.update(1 / 60)
            times.append((clock() - t0) * 1000)
        report(name, "anim", times)


def report(name: str, case: str, times: list[float]) -> None:
    print(f"{name:<14}{case:<9}{statistics.median(times):>11.3f}{percentile(times, 99):>9.3f}{max(times):>9.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--png", metavar="DIR", help="save PNGs of each fixture into DIR")
    parser.add_argument("--no-bench", action="store_true", help="only save PNGs")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    content = fx.load_content()
    if args.png:
        for path in save_pngs(Path(args.png), content):
            print(f"wrote {path}")
    if not args.no_bench:
        bench(content, args.frames)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
