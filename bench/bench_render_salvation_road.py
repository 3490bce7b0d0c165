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
Then per fixture, the first draw of a new board after warm-up (``prepare(view)``, then quiet frames of
8 ms calling ``warm_up`` until it has nothing left, as the match screen lends them).
No assertions: this prints numbers.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import render_harness  # noqa: E402
from game.core.prompt import Event  # noqa: E402
from game.games.salvation_road.board import SalvationRoadBoard  # noqa: E402
from tests.salvation_road_ui import fixtures as fx  # noqa: E402

EVENTS = [Event("dice_rolled", "threat roll", "rule:threat", data={"location": "x"}),
          Event("card_drawn", "apocalypse", "rule:apocalypse", data={"deck": "apocalypse"}),
          Event("card_drawn", "road", "rule:scout", data={"deck": "road", "index": 0})]


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


def changed(view: dict, i: int) -> dict:
    """The view with the truck's fuel changed (i % 13)."""
    v = dict(view)
    v["truck"] = dict(view["truck"], fuel=i % 13)
    return v


def warm_first_draws(content, frames_s: float = 0.008) -> None:
    """The first draw of a new board at 1920x1080 once warm_up has drawn ahead what it planned."""
    import time

    import pygame

    from game.ui.board import BoardFrame
    screen = pygame.display.set_mode((1920, 1080))
    print(f"{'fixture':<16}{'first draw after warm-up':>26}   (quiet frames, longest)")
    for name in fx.FIXTURES:
        view, viewer, highlights = fx.fixture(name)
        board = SalvationRoadBoard(content)
        board.set_rect(screen.get_rect())
        board.prepare(view)
        calls, longest = 0, 0.0
        while True:
            t0 = time.perf_counter()
            more = board.warm_up(frames_s)
            longest = max(longest, time.perf_counter() - t0)
            calls += 1
            if not more:
                break
        t0 = time.perf_counter()
        board.draw(screen, BoardFrame(view, None, viewer, highlights))
        ms = (time.perf_counter() - t0) * 1000
        print(f"{name:<16}{ms:>23.1f} ms   ({calls}, {longest * 1000:.1f} ms)")


def main(argv: list[str] | None = None) -> int:
    code = render_harness.main(
        argv, __doc__, make_board=SalvationRoadBoard, load_content=fx.load_content,
        fixtures=lambda: {name: fx.fixture(name) for name in fx.FIXTURES},
        real_views=real_views, changed=changed, events=EVENTS,
        cold_note=lambda n, warm_ms: f"first draw: cards, portraits and scenes drawn; {n} hitboxes",
        name_width=16, with_only=True)
    if "--no-bench" not in (sys.argv[1:] if argv is None else argv):
        warm_first_draws(fx.load_content())
    return code


if __name__ == "__main__":
    raise SystemExit(main())
