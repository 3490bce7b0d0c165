"""Orphans of War on the board: the children stand in the Kid's Room (on the mattress until it is built) with
their Happiness at their feet, a tooltip saying what moves it; a chip under In force gives their Happiness
(or that they are lost); nothing of them without the module."""
from __future__ import annotations

import pygame

from game.games.this_war_of_mine import pieces
from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.rules import RULES
from game.games.this_war_of_mine.rules.orphans import KIDS_ROOM, MODULE
from game.ui.board import BoardFrame, BoardSettings

from .board_fixtures import content, display  # noqa: F401  (fixtures)
from .support import started

BIG = (1450, 1060)          # the match screen's board at 1920x1080


def _boxes(content, state) -> list:  # noqa: F811
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *BIG))
    board.draw(pygame.Surface(BIG), BoardFrame(RULES.view(state, 0), None, 0, frozenset()))
    return board.hitboxes


def _board(content, state) -> dict:  # noqa: F811
    """Each target's first box (the children's figure comes before their chip under In force)."""
    found: dict = {}
    for box in _boxes(content, state):
        found.setdefault(box.target, box)
    return found


def _with_the_room(space: str | None = None):
    state = started(options=[MODULE])
    state.task_stack.clear()
    if space is not None:
        state.shelter[space]["fitting"] = KIDS_ROOM
        state.fittings_deck.remove(KIDS_ROOM)
    return state


def test_the_children_stand_in_the_kid_s_room_with_a_tooltip(display, content):  # noqa: F811
    state = _with_the_room()
    empty = next(s for s, spot in state.shelter.items() if not spot["card"] and not spot["fitting"]
                 and content.tables["shelter"][s].holds == "empty")
    state.shelter[empty]["fitting"] = KIDS_ROOM
    boxes = _board(content, state)
    assert "orphans" in boxes
    assert boxes["orphans"].rect.colliderect(boxes[f"space:{empty}"].rect), "in the Kid's Room"
    tip = boxes["orphans"].tooltip
    card = content.tables["orphans"][state.orphans["card"]]
    assert card.name in tip and f"Happiness {state.orphans['happiness']} of {card.happiness_max}" in tip
    assert "Kid Actions left to draw: 6" in tip
    assert len([box for box in _boxes(content, state) if box.target == "orphans"]) == 2, "the figure and its chip"
    assert card.name in tips.force_tip(RULES.view(state, 0), content)


def test_before_the_kid_s_room_is_built_they_stand_on_the_mattress(display, content):  # noqa: F811
    state = _with_the_room()
    boxes = _board(content, state)
    mattress = next(s for s, space in content.tables["shelter"].items()
                    if space.holds == "floor_bed" and s in state.shelter)
    assert boxes["orphans"].rect.colliderect(boxes[f"space:{mattress}"].rect)


def test_no_children_without_the_module_and_once_lost_only_the_chip_saying_so(display, content):  # noqa: F811
    assert "orphans" not in _board(content, started())
    state = _with_the_room()
    state.orphans["lost"] = True
    left = [box for box in _boxes(content, state) if box.target == "orphans"]
    assert len(left) == 1 and "no longer with you" in left[0].tooltip


def test_their_miniatures_light_one_pip_for_each_point_of_happiness(display):  # noqa: F811
    low, high = pieces.children_figure("boy", 80, 1, 6), pieces.children_figure("boy", 80, 5, 6)
    assert low.get_size() == (80, 80)

    def lit_pixels(surface):                      # the lit pips' warm yellow, in the track's band
        return sum(1 for x in range(surface.get_width()) for y in range(int(surface.get_height() * 0.84),
                   surface.get_height()) if (lambda c: c.a > 200 and c.r > 190 and c.g > 140 and c.b < 120)(
                       surface.get_at((x, y))))
    assert lit_pixels(high) > 3 * lit_pixels(low) > 0
    two = pieces.children_figure("kids", 80, 4, 7)
    assert two.get_size() == (80, 80)
