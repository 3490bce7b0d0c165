"""Companions: the Dog and the Cat (L1308-1318, L783-785). The two pet cards; starting with one in place of
the 3 Raw Food (L1314), asked of the Leader before the first Morning (never in Short Mode); meeting each
through the module's cards (the Dog in the Ruins told again, two Visitors and their circles), one pet at a
time; the Dog's help at the Night Raid, the Cat's at Dawn; eating a pet at Dusk (its Raw Food, script 351's
black die against each Character's Empathy); none of it when the module is not chosen; and a whole bot game."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.flow import push_task
from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.bots import LeaderBot
from game.games.this_war_of_mine.rules import RULES, view as view_module
from game.games.this_war_of_mine.rules.dusk import EAT_PET
from game.games.this_war_of_mine.rules.ops import pet_moment
from game.games.this_war_of_mine.rules.scripts import read_script
from game.ui.board import BoardFrame, BoardSettings

from .support import Driver, content, options, started
from .test_night import at_night, by_prowess, face, looters
from .board_fixtures import play_to_end

PETS = ["companions"]
TO_MORNING = Driver("morning")
IN_THE_DAY = Driver("day")          # a task run by day stops at the Day's step once it is done
TO_EVENING = Driver("evening")      # Dusk's task, stopping once it is done
NIGHT = Driver("dawn")
AT_DAWN = Driver("dawn")


def pets_started(seed: int = 1, answer: str | None = "none", more=()):
    """A playthrough with Companions, the starting-pet question answered (or left pending with None)."""
    state = started(seed, options=PETS + list(more))
    TO_MORNING.run(state)
    if answer is not None:
        TO_MORNING.answer(state, answer)
    return state


def group_of(state, *card_ids: str) -> None:
    state.characters = [dict(state.characters[0], id=card_id, states={}, place="guard", treatments=[])
                        for card_id in card_ids]


# --- the cards ----------------------------------------------------------------------------------------------
def test_the_dog_and_the_cat_give_the_rulebooks_raw_food_when_eaten_and_read_351():
    pets = content().tables["companions"]
    assert sorted(pets) == ["cat", "dog"]
    assert pets["dog"].raw_food == 4 and pets["cat"].raw_food == 2           # L783
    assert all([op.op_name for op in pet.eaten] == ["script"] and pet.eaten[0].number == "351"
               for pet in pets.values())                                    # L1316
    assert pets["dog"].guard == 1 and [m.at for m in pets["cat"].moments] == ["dawn"]
    eating = content().tables["scripts"]["351"]
    assert [op.op_name for op in eating.effects] == ["empathy_check"] and eating.effects[0].who == "all"


def test_the_module_brings_two_visitors_and_the_dog_in_the_ruins_told_again():
    found = {table: sorted(k for k, card in rows.items() if getattr(card, "module", "") == "companions")
             for table, rows in content().tables.items()}
    assert found["visitors"] == ["boy-with-a-dog", "cat-on-the-sill"]
    assert found["residents"] == ["dog-at-your-heels"]
    assert content().tables["residents"]["dog-at-your-heels"].replaces == "dog-in-the-ruins"
    with_pets, without = started(options=PETS), started()
    assert {"boy-with-a-dog", "cat-on-the-sill"} <= set(with_pets.visitors_deck)
    assert "dog-at-your-heels" in with_pets.residents_deck and "dog-in-the-ruins" not in with_pets.residents_deck
    assert not {"boy-with-a-dog", "cat-on-the-sill"} & set(without.visitors_deck)
    assert "dog-in-the-ruins" in without.residents_deck and "dog-at-your-heels" not in without.residents_deck


# --- setup: a pet in place of the 3 Raw Food (L1314) -----------------------------------------------------------
@pytest.mark.parametrize("pet", ["dog", "cat"])
def test_starting_with_a_pet_leaves_out_the_three_raw_food(pet):
    state = pets_started(answer=None)
    assert state.pending["why"] == "starting_pet" and state.pending["seat"] == state.leader
    assert set(options(state)) == {"dog", "cat", "none"}
    TO_MORNING.answer(state, pet)
    assert state.pet == pet and "raw-food" not in state.storage
    assert RULES.view(state, 0)["pet"] == pet
    assert state.phase == "morning" and state.pending is None and not state.task_stack, "then the first Morning"


def test_starting_without_a_pet_keeps_the_raw_food():
    state = pets_started(answer="none")
    assert "pet" not in state.stats and state.storage["raw-food"] == 3
    assert RULES.view(state, 0)["pet"] is None


def test_short_mode_is_not_campaign_mode_and_asks_for_no_pet():
    state = started(options=PETS + ["short_mode"])
    assert not any(task["t"] == "pet_setup" for task in state.task_stack)


def test_without_the_module_setup_asks_for_no_pet_and_keeps_the_raw_food():
    state = started()
    assert not any(task["t"] == "pet_setup" for task in state.task_stack)
    assert state.storage["raw-food"] == 3 and "pet" not in state.stats
    assert "pet" in RULES.view(state, 0) and RULES.view(state, 0)["pet"] is None


# --- meeting them ---------------------------------------------------------------------------------------------
def test_the_dog_in_the_ruins_can_be_fed_and_taken_home():
    state = pets_started()
    state.phase = "day"
    read_script(state, "1450", 0)
    IN_THE_DAY.run(state)
    assert len(options(state)) == 3                      # share, take home, chase off
    IN_THE_DAY.answer(state, "1")
    assert state.pet == "dog" and state.storage["raw-food"] == 2


def test_a_second_animal_does_not_stay():
    state = pets_started(answer="cat")
    state.storage["raw-food"] = 2
    state.phase = "day"
    read_script(state, "1450", 0)
    IN_THE_DAY.run(state)
    events = IN_THE_DAY.answer(state, "1")
    assert state.pet == "cat"
    assert any(e.kind == "script" and e.data["number"] == "1452" for e in events)


def visit(state, card_id: str) -> None:
    state.visitors_deck.remove(card_id)
    state.visitors_deck.insert(0, card_id)
    state.phase = "day"
    push_task(state.task_stack, "visitor", card=None, who=0, chosen={})
    IN_THE_DAY.run(state)


def test_the_boy_leaves_his_dog_with_you():
    state = pets_started()
    visit(state, "boy-with-a-dog")
    assert options(state) == ["option:0", "option:1", "none"]
    IN_THE_DAY.answer(state, "option:0")
    assert state.pet == "dog" and state.storage["raw-food"] == 3


def test_the_cat_stays_for_a_raw_food():
    state = pets_started()
    visit(state, "cat-on-the-sill")
    IN_THE_DAY.answer(state, "option:0")
    assert state.pet == "cat" and state.storage["raw-food"] == 2


def test_a_cat_met_in_the_city_follows_you_home():
    state = pets_started()
    state.phase = "day"
    read_script(state, "1465", 0)
    IN_THE_DAY.run(state)
    IN_THE_DAY.answer(state, "0")
    assert state.pet == "cat"


# --- what they do ----------------------------------------------------------------------------------------------
def night_cut(pet: str | None) -> int:
    """The Looters against one unarmed Guard who rolls one fist: what comes off the card."""
    state = at_night([by_prowess(0)], looters())
    if pet:
        state.pet = pet
    state.options, state.storage = PETS, {}
    state.rng.force(face("gray", "1"))
    NIGHT.run(state)
    assert state.pending["why"] == "cut"
    return state.task_stack[-1]["cut"]


def test_the_dog_cuts_each_night_raid_card_by_one_more():
    assert night_cut(None) == 1
    assert night_cut("dog") == 2
    assert night_cut("cat") == 1


@pytest.mark.parametrize("roll, misery_off, raw_food", [(3, 0, 0), (6, 1, 0), (9, 1, 0), (10, 0, 1)])
def test_the_cat_at_dawn(roll, misery_off, raw_food):
    state = pets_started(answer="cat")
    group_of(state, "hasan", "senad")
    for person in state.characters:
        person["states"] = {"misery": 2}
    state.phase = "dawn"
    pet_moment(state, "dawn")
    state.rng.force(roll - 1)
    AT_DAWN.run(state)
    if misery_off:
        assert state.pending["why"] == "chosen"
        AT_DAWN.answer(state, "1")
    assert state.pending is None
    assert state.characters[1]["states"]["misery"] == 2 - misery_off
    assert state.storage.get("raw-food", 0) == raw_food


def test_the_cats_dawn_comes_with_every_dawn():
    state = pets_started(answer="cat")
    state.phase, state.stats["dawn"] = "dawn", "skills"
    events = TO_MORNING.run(state)
    events += TO_MORNING.answer_all(state)
    assert any(e.cause == "pet:cat" for e in events)


def test_without_a_pet_nothing_happens_at_dawn():
    state = pets_started()
    state.phase = "dawn"
    pet_moment(state, "dawn")
    assert not state.task_stack


# --- eating one (L783-785) ---------------------------------------------------------------------------------------
def at_dusk(pet: str | None, storage: dict, more=()):
    state = pets_started(answer=pet or "none", more=more)
    group_of(state, "hasan", "senad", "danica")            # Empathy 3, 4 and 8
    state.storage = dict(storage)
    state.phase = "dusk"
    TO_EVENING.run(state)
    for _ in range(len(state.characters) if storage.get("water") else 0):
        if state.pending["why"] != "water":
            break
        TO_EVENING.answer(state, "yes")
    return state


@pytest.mark.parametrize("pet, raw_food", [("dog", 4), ("cat", 2)])
def test_eating_a_pet_gives_its_raw_food_and_the_empathy_roll_raises_misery(pet, raw_food):
    state = at_dusk(pet, {"water": 3})
    assert state.pending["why"] == "food" and options(state) == [EAT_PET, "done"]
    state.rng.force(4 - 1)                                 # the black die of 351: a 4
    TO_EVENING.answer(state, EAT_PET)
    assert state.pet is None and f"companions:{pet}" in state.waste
    assert state.storage["raw-food"] == raw_food
    misery = [person["states"].get("misery", 0) for person in state.characters]
    assert misery == [0, 1, 1], "Empathy 3 below the roll; 4 equal, 8 above: +1"
    assert state.pending["why"] == "food" and "raw-food" in options(state)   # and now there is food
    assert EAT_PET not in options(state)


def test_a_pet_eaten_never_comes_back():
    state = at_dusk("dog", {"water": 3})
    TO_EVENING.answer(state, EAT_PET)
    TO_EVENING.answer_all(state)
    state.phase = "day"
    read_script(state, "1457", 0)
    IN_THE_DAY.run(state)
    assert "pet" not in state.stats


def test_without_a_pet_dusk_offers_no_such_thing():
    state = at_dusk(None, {"water": 3, "raw-food": 1})
    assert EAT_PET not in options(state)
    state = at_dusk(None, {"water": 3})
    assert state.phase == "evening" and not state.task_stack, "no food, no pet: no question"


# --- whole games ---------------------------------------------------------------------------------------------------
def test_a_whole_bot_game_with_companions_reaches_its_end():
    setup = MatchSetup("this_war_of_mine", (Seat("A"), Seat("B")), 5, ("normal", "companions"))
    match = Match(RULES, setup, RULES.base_content(), keep_undo=False)
    assert match.pending.context["why"] == "starting_pet"
    play_to_end(match, 5)
    assert match.state.phase == "over" and match.state.result is not None


def test_the_view_shows_the_pet_and_nothing_else_of_the_module():
    state = pets_started(answer="dog")
    shown = view_module.view(state, 0)
    assert shown["pet"] == "dog" and "opportunities" not in shown["decks"]


def test_the_board_draws_the_pet_by_the_guard_with_its_card_as_tooltip():
    pygame.display.init()
    pygame.font.init()
    state = pets_started(answer="dog")
    board = ThisWarOfMineBoard(RULES.base_content(), BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, 1450, 1060))
    board.draw(pygame.Surface((1450, 1060)), BoardFrame(RULES.view(state, 0), None, 0, frozenset()))
    boxes = {box.target: box for box in board.hitboxes}
    assert "pet" in boxes and boxes["pet"].tooltip.startswith("The Dog")
    guard = next(k for k, space in content().tables["shelter"].items() if space.holds == "guard" and k in state.shelter)
    assert boxes[f"space:{guard}"].rect.contains(boxes["pet"].rect)


def test_the_leader_bot_eats_the_pet_only_with_no_food_left_and_someone_hungry():
    from .support import PICK
    bot = LeaderBot(0, Rng(1))
    state = at_dusk("dog", {"water": 3})
    state.characters[0]["states"] = {"hunger": 2}
    assert bot.choose(RULES.view(state, 0), PICK.prompt(state, state.pending)) == f"pick:{EAT_PET}"
    state = at_dusk("dog", {"water": 3, "canned-food": 2})
    state.characters[0]["states"] = {"hunger": 2}
    assert bot.choose(RULES.view(state, 0), PICK.prompt(state, state.pending)) != f"pick:{EAT_PET}"


def test_the_leader_bot_starts_with_the_dog():
    from .support import PICK
    state = pets_started(answer=None)
    assert LeaderBot(0, Rng(1)).choose(RULES.view(state, 0), PICK.prompt(state, state.pending)) == "pick:dog"
