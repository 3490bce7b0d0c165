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

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "hit_z_road_ui"))

from bench import render_harness  # noqa: E402
from game.core.prompt import Event  # noqa: E402
from game.games.hit_z_road.board import HitZRoadBoard  # noqa: E402
import hzr_board_fixtures as fx  # noqa: E402

EVENTS = [Event("dice_rolled", "rolled", "rule:fight", data={"faces": ["kill"], "kind": "melee"}),
          Event("dice_rolled", "rolled", "rule:event", data={"faces": ["kill"], "kind": "event"}),
          Event("card_drawn", "dealt", "rule:planning", data={"path": 0, "slot": 0, "face_up": True}),
          Event("card_drawn", "dealt", "rule:planning", data={"path": 1, "slot": 1, "face_up": True})]


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


def changed(view: dict, i: int) -> dict:
    """The view with the first seat's ammo changed (i % 9)."""
    v = dict(view)
    v["seats"] = [dict(view["seats"][0], ammo=i % 9)] + list(view["seats"][1:])
    return v


def main(argv: list[str] | None = None) -> int:
    return render_harness.main(
        argv, __doc__, make_board=HitZRoadBoard, load_content=fx.load_content,
        fixtures=lambda: {name: fx.fixture(name) for name in fx.FIXTURES},
        real_views=lambda content: real_views(), changed=changed, events=EVENTS,
        cold_note=lambda n, warm_ms: f"first draw: card faces drawn and scaled; then {n} first hovers {warm_ms:.0f} ms",
        name_width=14, hovers={"mid_auction": "card:l2-stockyard-stampede"})


if __name__ == "__main__":
    raise SystemExit(main())
