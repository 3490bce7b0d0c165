"""Tactics on the board: while a fight is played on the Tactics map, the side in play is a panel over the house,
every space a room where the map places it (columns left to right, floors top to bottom), the Characters'
standees in the rooms they stand in, a Soldier's room saying so, the Enemy tokens waiting, the tokens held and
the Alarm beside the map, each with words that explain it; the small side for a small Location; nothing of it
once Tactics is over."""
from __future__ import annotations

from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.rules import RULES

from .board_fixtures import BIG, SMALL, board_boxes as _boxes, content, display, every_box  # noqa: F401  (fixtures)
from .tactics_support import on_the_map

SIZES = (BIG, SMALL)


def _side(state):
    return state.content.tables["tactics_maps"][state.tactics["run"]["side"]]


def test_the_map_is_drawn_over_the_house_while_tactics_lasts(display, content):  # noqa: F811
    state, _driver = on_the_map(size="medium", people=2, starts=(1, 9))
    run = state.tactics["run"]
    run["marks"].append("kitchen")
    side = _side(state)
    spaces = {s.id: s for s in side.spaces}
    for size in SIZES:
        boxes, every = _boxes(content, state, size), every_box(content, state, size)
        assert boxes["tactics"].tooltip.startswith("Tactics on A: The Tenement: turn 1 of 12")
        assert boxes["tactics"].rect.contains(boxes["tactics_space:stairwell"].rect)
        rooms = {sid: boxes[f"tactics_space:{sid}"].rect for sid in spaces}
        for a, b in (("attic", "roof"), ("back-yard", "boarded-shop")):          # columns left to right
            assert rooms[a].right < rooms[b].x and spaces[a].y == spaces[b].y
        for a, b in (("roof", "balcony"), ("top-landing", "stairwell"), ("entrance-hall", "boiler-room")):
            assert rooms[a].bottom < rooms[b].y, (a, b)                           # floors top to bottom
        for i, there in run["at"].items():                                        # each standee in its room
            assert rooms[there].contains(every[f"character:{i}"][-1].rect), (i, there)
        assert "An Enemy has been heard here" in boxes["tactics_space:kitchen"].tooltip
        for k in range(len(run["foes"])):
            assert boxes[f"enemy_token:{k}"].rect.x >= rooms["roof"].right
        assert "Tactics tokens held: 0" in boxes["tactics_held"].tooltip
        assert boxes["tactics_alarm"].tooltip.startswith("Not yet raised.")
        assert "Turn 1 of 12" in boxes["tactics_turn"].tooltip
    state.tactics["run"] = None
    assert not any(t.startswith(("tactics", "enemy_token")) for t in _boxes(content, state, BIG))


def test_a_small_location_is_fought_on_the_small_side(display, content):  # noqa: F811
    state, _driver = on_the_map(size="small", people=3, starts=(1, 5, 10))
    side = _side(state)
    assert side.id == "b"
    for size in SIZES:
        boxes, every = _boxes(content, state, size), every_box(content, state, size)
        assert f"Tactics on {side.name}" in boxes["tactics"].tooltip
        assert all(f"tactics_space:{s.id}" in boxes for s in side.spaces)
        for i, there in state.tactics["run"]["at"].items():
            assert boxes[f"tactics_space:{there}"].rect.contains(every[f"character:{i}"][-1].rect)


def test_a_space_says_its_numbers_its_deck_and_its_special_rule(content):  # noqa: F811
    state, _driver = on_the_map(size="medium", people=2, starts=(1,))
    view = RULES.view(state, 0)
    cellar = tips.tactics_space_tip(view, "coal-cellar", content)
    assert "Hide 4, Noise 0" in cellar and "Hiding Space" in cellar and "at most 3 Characters" in cellar
    assert "Pitch Black: A fight here is fought blind" in cellar
    assert "2 Tactics tokens lying here" in cellar
    hall = tips.tactics_space_tip(view, "entrance-hall", content)
    assert "Starts here on a black die of 1 or 2" in hall and "Open Space" in hall
    names = [tips.character_name(view, i, content) for i in range(2)]
    assert all(name in hall for name in names)
    assert "An exit" in tips.tactics_space_tip(view, "roof", content)
    assert "Ladder to The Top Landing" in tips.tactics_space_tip(view, "attic", content)
    assert "Narrow: Too tight to aim" in tips.tactics_space_tip(view, "long-corridor", content)
    assert tips.tactics_space_tip(view, "no-such-room", content) == ""


def test_the_waiting_enemies_and_the_last_card_are_explained(content):  # noqa: F811
    state, _driver = on_the_map(size="medium", people=2, starts=(1,))
    run = state.tactics["run"]
    run["card"] = {"card": "crumbling-plaster", "half": "hiding"}
    run["alarm"] = True
    view = RULES.view(state, 0)
    foe = run["foes"][0]
    words = tips.enemy_token_tip(view, 0)
    assert f"Prowess {foe['prowess']}" in words and "Combat chart" in words
    assert tips.enemy_token_tip(view, len(run["foes"])) == ""
    card = content.tables["tactics_cards"]["crumbling-plaster"]
    assert tips.last_card_tip(view, content) == f"The last Tactics card read: {card.name}. {card.hiding_text}"
    assert tips.alarm_tip(view, content).startswith("Raised: ")
    assert "The Alarm is raised." in tips.tactics_tip(view, content)
