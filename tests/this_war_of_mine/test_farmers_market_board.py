"""Farmers and Market on the board: the figures at the door stand in the Outside room with a tooltip; the
Market's panel shows each stall's ware and price, the one being paid for and what is left to pay with; the
Tolerance is a chip under In force; nothing of it without the module."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import farmers_market as fm

from .board_fixtures import board_boxes as _boxes, content, display  # noqa: F401  (fixtures)
from .support import Driver, started


def test_figures_at_the_door_stand_in_the_outside_room(display, content):  # noqa: F811
    state = started(options=[fm.MODULE])
    state.task_stack.clear()
    state.figures["outside"].update(farmer=1, thug=2)
    boxes = _boxes(content, state)
    door = next(s for s, space in content.tables["shelter"].items() if space.holds == "outside" and s in state.shelter)
    for kind in ("farmer", "thug"):
        assert boxes[f"figure:{kind}"].rect.colliderect(boxes[f"space:{door}"].rect)
    assert "2 Thugs at the door" in boxes["figure:thug"].tooltip
    assert "Tolerance: 3 of 5" in boxes["market"].tooltip, "the chip under In force"
    plain = _boxes(content, started())
    assert not any(target.startswith("figure:") or target == "market" for target in plain)


def test_the_market_panel_shows_the_stalls_and_the_payment(display, content):  # noqa: F811
    state = started(options=[fm.MODULE])
    state.task_stack.clear()
    state.rng.force(5 - 1)
    fm.go(state, 0, [])
    Driver("morning").run(state)
    stalls = list(state.task_stack[-1]["stalls"])
    boxes = _boxes(content, state)
    wares = content.tables["wares"]
    for ware in stalls:
        assert wares[ware].name in boxes[f"ware:{ware}"].tooltip
    state.storage["jewelry"] = 1
    state.task_stack[-1]["buying"] = stalls[0]
    boxes = _boxes(content, state)
    assert "market:mine:jewelry" in boxes and "to pay with" in boxes["market:mine:jewelry"].tooltip
