"""The Night Raid (L990-1066): Guards' Weapons, the dice with Prowess re-rolls and Ammo, the reduction
split between Damage and Wounds, the most valuable lost first with the Guards' Weapons safe (the
rulebook's Looters example, E15, L1054), a Hatchet's face turning a raid away, two cards a night, and
the Crime Wave."""
from __future__ import annotations

from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, started

NIGHT = Driver("dawn")
run, answer = NIGHT.run, NIGHT.answer
DICE = content().tables["dice"]


def face(die: str, name: str) -> int:
    return DICE[die].faces.index(name)


def at_night(guards: list[str], raid: str, seed: int = 1) -> State:
    """The named Characters (ids) alone in the group, all on guard, and `raid` on top of the deck."""
    state = started(seed, phase="night_raid")
    state.characters = [dict(state.characters[0], id=card_id, states={}, place="guard") for card_id in guards]
    if raid in state.night_raids_deck:
        state.night_raids_deck.remove(raid)
    elif raid in state.night_raids_aside:
        state.night_raids_aside.remove(raid)
    state.night_raids_deck.insert(0, raid)
    return state


def looters() -> str:
    return next(k for k, n in content().tables["night_raids"].items()
                if n.damage == 6 and n.wounds == 2 and n.order == "most_valuable")


def by_prowess(prowess: int) -> str:
    return next(k for k, c in sorted(content().tables["characters"].items()) if c.prowess == prowess)


def test_e15_the_looters_example():
    # Emilia (a Knife, Prowess 1) rolls a blank, re-rolls 2 knives; Katia (unarmed, Prowess 0) rolls 1 fist;
    # with 1 Board-Up that is 4 off. Both already wounded, they take it all off the Wounds: 4 Damage is left,
    # and only Meds, Bandages and a Shovel are in the Storage beside the Knife, which is safe
    state = at_night([by_prowess(1), by_prowess(0)], looters())
    emilia, katia = state.characters
    emilia["states"], katia["states"] = {"wounds": 1}, {"wounds": 1}
    state.storage = {"knife": 1, "meds": 1, "bandages": 1, "shovel": 1}
    hole = next(space for space, info in content().tables["shelter"].items() if info.hole_left)
    state.shelter[hole]["board_up"] = True
    run(state)
    state.rng.force(face("yellow", "blank"), face("yellow", "2"), face("gray", "1"))
    answer(state, "arm:knife")              # the Knife to Emilia; Katia has nothing left to take
    answer(state, "reroll")
    assert state.pending["why"] == "cut"
    answer(state, "2")                      # 2 off the Damage (4 left), 2 off the Wounds (none left)
    assert state.storage == {"knife": 1}, "4 Damage and only 3 items: all go, the Guard's Knife is safe"
    assert emilia["states"]["wounds"] == 1 and katia["states"]["wounds"] == 1


def test_e15_taking_it_all_off_the_damage_instead():
    state = at_night([by_prowess(1), by_prowess(0)], looters())
    state.storage = {"knife": 1, "meds": 1, "bandages": 1, "shovel": 1}
    hole = next(space for space, info in content().tables["shelter"].items() if info.hole_left)
    state.shelter[hole]["board_up"] = True
    run(state)
    state.rng.force(face("yellow", "blank"), face("yellow", "2"), face("gray", "1"))
    answer(state, "arm:knife")              # the Knife to Emilia; Katia has nothing left to take
    answer(state, "reroll")
    answer(state, "4")                      # Damage 6 - 4 = 2; the Wounds stand at 2
    assert state.storage == {"knife": 1, "shovel": 1}, "the two most valuable (Meds 10, Bandages 10) go"
    answer(state, "0")
    answer(state, "1")
    assert [p["states"].get("wounds", 0) for p in state.characters] == [1, 1]


def test_a_hatchets_own_face_turns_the_raid_away():
    state = at_night([by_prowess(0)], looters())
    state.storage = {"hatchet": 1, "meds": 1}
    run(state)
    state.rng.force(face("yellow", "hatchet"))
    answer(state, "arm:hatchet")
    assert state.storage == {"hatchet": 1, "meds": 1} and state.characters[0]["states"] == {}


def test_a_firearm_pays_an_ammo_each_roll_and_without_ammo_its_guard_fights_unarmed():
    state = at_night([by_prowess(0)], looters())
    state.storage = {"pistol": 1, "ammo": 1}
    run(state)
    state.rng.force(face("red", "2"))
    answer(state, "arm:pistol")
    assert "ammo" not in state.storage
    state = at_night([by_prowess(0)], looters())
    state.storage = {"pistol": 1}
    run(state)
    state.rng.force(face("gray", "1"))
    answer(state, "arm:pistol")
    assert state.last_roll["die"] == "gray"


def test_two_cards_a_night_when_the_city_turns_lawless_and_the_crime_wave_shuffles_in_two():
    state = at_night([by_prowess(0)], looters())
    state.rules_on["two_night_raids"] = "game"
    aside = len(state.night_raids_aside) + len(state.residents_aside)
    state.storage = {}
    events = run(state) + NIGHT.answer_all(state, choose=lambda values: values[-1])
    assert sum(e.kind == "night_raid" for e in events) == 2
    assert len(state.night_raids_aside) + len(state.residents_aside) == aside - 2
    assert sum(e.kind == "crime_wave" for e in events) == 2
    assert state.phase == "dawn" and not state.task_stack
