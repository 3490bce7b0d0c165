"""Farmers and Market on the board: the figures at the door stand in the Outside room with a tooltip; the
Market's panel shows each stall's ware and price, the one being paid for and what is left to pay with; the
Tolerance is a chip under In force; nothing of it without the module."""
from __future__ import annotations

import pygame

from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.rules import RULES, farmers_market as fm
from game.ui.board import BoardFrame, BoardSettings

from .board_fixtures import content, display  # noqa: F401  (fixtures)
from .support import Driver, started

BIG = (1450, 1060)          # the match screen's board at 1920x1080


def _boxes(content, state) -> dict:  # noqa: F811
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *BIG))
    board.draw(pygame.Surface(BIG), BoardFrame(RULES.view(state, 0), None, 0, frozenset()))
    found: dict = {}
    for box in board.hitboxes:
        found.setdefault(box.target, box)
    return found


def test_figures_at_the_door_stand_in_the_outside_room(display, content):  # noqa: F811
    state = started(options=[fm.MODULE])
    state.task_stack.clear()
    state.figures.update(farmer=1, thug=2)
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
