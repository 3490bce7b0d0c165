"""The Table (L1674-1684): its Fitting card and the 8 Opportunity cards; setup, where the Leader may pay 3 Wood
and 1 Component to set the Table on an empty space one can reach, or with none, over a Heap or Furniture card
removed from the game, the Opportunity deck shuffled under it either way (or else the Table waits in the
Fittings deck); sitting at the Table draws the top card, resolves it and removes it, until none are left;
none of it when the module is not chosen; and a whole bot game."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.core.effects import walk_ops
from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.rules import RULES
from game.games.this_war_of_mine.rules.day import options_for
from game.games.this_war_of_mine.rules.ops import run_ops
from game.games.this_war_of_mine.rules.setup import TABLE, fitting_spaces
from game.games.this_war_of_mine.rules.shelter import reachable
from game.ui.board import BoardFrame, BoardSettings

from .support import Driver, content, options, started
from .board_fixtures import play_to_end

MODULE = ["the_table"]
TO_MORNING = Driver("morning")
IN_THE_DAY = Driver("day")
SIT = ["fittings", TABLE, "actions", 0, "effects"]


def table_started(seed: int = 1, more=()):
    state = started(seed, options=MODULE + list(more))
    TO_MORNING.run(state)
    return state


def standing(state) -> list[str]:
    return [space for space, spot in state.shelter.items() if spot["fitting"] == TABLE]


# --- the cards ----------------------------------------------------------------------------------------------
def test_the_table_is_a_green_fitting_costing_what_setup_asks():
    table = content().tables["fittings"][TABLE]
    assert table.module == "the_table" and table.deck == "fittings"
    assert {g.item: g.amount for g in table.cost} == {"wood": 3, "components": 1}           # L1676
    assert [op.op_name for op in table.actions[0].effects] == ["opportunity"]


def test_eight_opportunity_cards_each_read_one_of_the_tables_scripts():
    cards = content().tables["opportunities"]
    assert len(cards) == 8                                                                    # L1674
    for card in cards.values():
        numbers = [op.number for op, _depth in walk_ops(card.effects) if op.op_name == "script"]
        assert len(numbers) == 1 and 1500 <= int(numbers[0]) <= 1549, card.id


# --- setup --------------------------------------------------------------------------------------------------
def test_without_the_module_there_is_no_table_no_deck_and_no_question():
    state = started()
    assert TABLE not in state.fittings_deck and state.opportunities == []
    assert not state.task_stack
    assert "opportunities" not in RULES.view(state, 0)["decks"]


def test_the_opportunity_deck_is_shuffled_and_the_leader_is_asked():
    state = table_started()
    assert sorted(state.opportunities) == sorted(content().tables["opportunities"])
    assert state.pending["why"] == "table_setup" and state.pending["seat"] == state.leader
    places = fitting_spaces(state, TABLE)
    spaces = [space for _how, space in places]
    assert {how for how, _space in places} == {"place"} and set(spaces) <= reachable(state)
    assert set(options(state)) == {f"place:{space}" for space in spaces} | {"deck"}
    assert RULES.view(state, 0)["decks"]["opportunities"] == 8


def test_paying_sets_the_table_on_an_empty_space():
    state = table_started()
    space = options(state)[0].partition(":")[2]
    wood, components = state.storage["wood"], state.storage["components"]
    TO_MORNING.answer(state, f"place:{space}")
    assert standing(state) == [space] and TABLE not in state.fittings_deck
    assert (state.storage["wood"], state.storage["components"]) == (wood - 3, components - 1)
    assert len(state.opportunities) == 8


def test_not_now_leaves_the_table_in_the_fittings_deck_and_the_storage_as_it_was():
    state = table_started()
    storage = dict(state.storage)
    TO_MORNING.answer(state, "deck")
    assert not standing(state) and TABLE in state.fittings_deck and state.storage == storage


def test_with_no_empty_space_a_heap_or_furniture_card_makes_way():
    state = started(options=MODULE)
    for _how, space in fitting_spaces(state, TABLE):                        # something already stands on every empty space
        state.shelter[space]["fitting"] = "workbench"
    TO_MORNING.run(state)
    cards = content().tables["shelter_cards"]
    offered = options(state)
    assert offered[-1] == "deck" and offered[:-1]
    spaces = [value.partition(":")[2] for value in offered[:-1]]
    assert all(value.startswith("clear:") for value in offered[:-1])
    assert all(cards[state.shelter[space]["card"]].kind in ("heap", "furniture") for space in spaces)
    card_id = state.shelter[spaces[0]]["card"]
    TO_MORNING.answer(state, offered[0])
    assert standing(state) == [spaces[0]] and state.shelter[spaces[0]]["card"] is None
    assert f"shelter_cards:{card_id}" in state.waste


def test_unable_to_pay_the_leader_is_not_asked():
    state = started(options=MODULE)
    state.storage["wood"] = 2
    TO_MORNING.run(state)
    assert state.pending is None and TABLE in state.fittings_deck


def test_with_short_mode_the_table_comes_after_short_modes_own_setup():
    state = started(options=MODULE + ["short_mode"])
    assert [task["t"] for task in state.task_stack] == ["table_setup", "short_setup"]


# --- sitting at the Table -------------------------------------------------------------------------------------
def test_the_table_offers_its_action_once_it_stands():
    state = table_started()
    space = options(state)[0].partition(":")[2]
    TO_MORNING.answer(state, f"place:{space}")
    state.phase, state.stage = "day", 1
    offered = [value for value, _label, _target in options_for(state, 0, {"given": {}, "tools": []})]
    assert f"use:{space}:0" in offered


def test_each_sitting_draws_the_top_card_resolves_it_and_removes_it_until_none_are_left():
    state = table_started()
    TO_MORNING.answer(state, "deck")
    state.phase = "day"
    state.storage.update({"raw-food": 6, "cigarette": 3, "moonshine": 1, "wood": 6, "components": 4})
    deck = list(state.opportunities)
    for k, card_id in enumerate(deck):
        run_ops(state, SIT, 0, f"fitting:{TABLE}")
        events = IN_THE_DAY.run(state)
        events += IN_THE_DAY.answer_all(state, choose=lambda values: "leave" if "leave" in values else values[0])
        assert any(e.kind == "opportunity" and e.data.get("card") == card_id for e in events), card_id
        assert state.opportunities == deck[k + 1:]
        assert f"opportunities:{card_id}" in state.waste
        assert state.phase == "day" and not state.task_stack
    run_ops(state, SIT, 0, f"fitting:{TABLE}")
    events = IN_THE_DAY.run(state)
    assert [e.kind for e in events] == ["opportunity"] and not events[0].data, "nothing more under it"
    assert RULES.view(state, 0)["decks"]["opportunities"] == 0


def test_the_supper_feeds_everyone_at_home_for_one_raw_food():
    state = table_started()
    TO_MORNING.answer(state, "deck")
    state.phase = "day"
    state.opportunities = ["supper-for-the-stairwell"]
    for person in state.characters:
        person["states"]["hunger"] = 2
    food = state.storage["raw-food"]
    run_ops(state, SIT, 0, f"fitting:{TABLE}")
    IN_THE_DAY.run(state)
    IN_THE_DAY.answer(state, "0")
    assert state.storage["raw-food"] == food - 1
    assert all(person["states"]["hunger"] == 1 for person in state.characters)


def test_a_stranger_fed_at_the_table_may_join():
    state = table_started()
    TO_MORNING.answer(state, "deck")
    state.phase = "day"
    state.opportunities = ["a-place-for-a-stranger"]
    people = len(state.characters)
    run_ops(state, SIT, 0, f"fitting:{TABLE}")
    IN_THE_DAY.run(state)
    IN_THE_DAY.answer(state, "0")
    assert len(state.characters) == people + 1


# --- whole games ---------------------------------------------------------------------------------------------------
def test_a_whole_bot_game_with_the_table_reaches_its_end():
    setup = MatchSetup("this_war_of_mine", (Seat("A"), Seat("B")), 3, ("normal", "the_table"))
    match = Match(RULES, setup, RULES.base_content(), keep_undo=False)
    assert match.pending.context["why"] == "table_setup"
    play_to_end(match, 3)
    assert match.state.phase == "over" and match.state.result is not None


def test_both_modules_together_ask_the_pet_first_then_the_table():
    state = started(options=["companions", "the_table"])
    assert [task["t"] for task in state.task_stack] == ["table_setup", "pet_setup"]


def test_the_board_shows_how_many_opportunity_cards_are_left_under_the_table():
    pygame.display.init()
    pygame.font.init()
    state = table_started()
    space = options(state)[0].partition(":")[2]
    TO_MORNING.answer(state, f"place:{space}")
    state.opportunities = state.opportunities[:5]
    board = ThisWarOfMineBoard(RULES.base_content(), BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, 1450, 1060))
    board.draw(pygame.Surface((1450, 1060)), BoardFrame(RULES.view(state, 0), None, 0, frozenset()))
    boxes = {box.target: box for box in board.hitboxes}
    assert boxes["deck:opportunities"].tooltip == "The Opportunity deck: 5 cards, face down."
    assert boxes[f"space:{space}"].rect.contains(boxes["deck:opportunities"].rect)


def test_random_days_with_both_modules_keep_every_invariant():
    from .test_days import invariants
    for seed in range(6):
        state = started(seed, options=["the_table", "companions"])
        pick, play = Rng(seed + 50), Driver()
        play.run(state)
        for _ in range(1500):
            if state.phase == "over":
                break
            play.answer(state, pick.choice(options(state)))
            invariants(state)
