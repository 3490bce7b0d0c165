"""Dawn (L1068-1152): home with the findings, treatments given out and kept on the card, alcohol, the Fate
card top to bottom (the rulebook's example card, E16), WAIT tokens (the rain barrel, E17), SPIRIT in the
Leader's order (E18) with "any Character" counting the one resolved (E19), Narrative Actions, Death Among
Us, and the new day."""
from __future__ import annotations

from game.games.this_war_of_mine.rules.dawn import cold_felt
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, started

DAWN = Driver("morning")
run, answer = DAWN.run, DAWN.answer


def at_dawn(seed: int = 1, fate: str | None = None) -> State:
    state = started(seed, phase="dawn")
    if fate:
        state.fate_deck.remove(fate)
        state.fate_deck.insert(0, fate)
    return state


def until(state: State, why: str, choose=lambda options: options[-1]) -> None:
    """Answer (by default the last option: "nothing more") until the question `why` is asked."""
    for _ in range(100):
        if state.pending is None or state.pending["why"] == why:
            return
        answer(state, choose([o[0] for o in state.pending["options"]]))
    raise AssertionError(f"never asked {why}")


def finish(state: State) -> None:
    for _ in range(200):
        if state.pending is None:
            return
        answer(state, state.pending["options"][-1][0] if state.pending["why"] != "spirit"
               else state.pending["options"][0][0])
    raise AssertionError("too many questions")


def example_fate_card() -> str:
    return next(k for k, f in content().tables["fate"].items() if f.location_change == "smallest"
                and f.combat is not None and f.combat.effect == "self_hit")


def test_the_party_comes_home_with_what_it_carried():
    state = at_dawn()
    state.findings_pile = {"canned-food": 1, "water": 2}
    state.storage = {"water": 1}
    state.characters[0]["place"] = "scavenging"
    run(state)
    assert state.storage["water"] == 3 and state.storage["canned-food"] == 1 and state.findings_pile == {}
    assert state.characters[0]["place"] == "guard"


def test_a_treatment_given_stays_on_the_card():
    state = at_dawn()
    state.storage = {"bandages": 2}
    run(state)
    assert state.pending["why"] == "treat"
    answer(state, "give:bandages:0")
    assert state.characters[0]["treatments"] == ["bandages"] and state.storage == {"bandages": 1}
    assert "give:bandages:0" not in [o[0] for o in state.pending["options"]], "one of a kind is enough (L1110)"


def test_alcohol_raises_fatigue_lowers_misery_and_not_at_fatigue_4():
    state = at_dawn()
    state.storage = {"moonshine": 1}
    state.characters[0]["states"].update({"misery": 2, "fatigue": 3})
    state.characters[1]["states"]["fatigue"] = 4
    run(state)
    until(state, "drink")
    options = [o[0] for o in state.pending["options"]]
    assert "drink:moonshine:0" in options and "drink:moonshine:1" not in options
    answer(state, "drink:moonshine:0")
    assert state.characters[0]["states"]["fatigue"] == 4 and state.characters[0]["states"]["misery"] == 1


def test_e16_the_example_fate_card_top_to_bottom():
    fate = example_fate_card()
    state = at_dawn(fate=fate)
    wounded_unbandaged, wounded_bandaged, ill_medicated = state.characters
    wounded_unbandaged["states"]["wounds"] = 1
    wounded_bandaged["states"]["wounds"] = 1
    wounded_bandaged["treatments"] = ["bandages"]
    ill_medicated["states"]["illness"] = 3
    ill_medicated["treatments"] = ["meds"]
    state.cold = 5
    small_slot = next(slot for slot, loc in state.locations.items()
                      if content().tables["locations"][loc].size == "small") if any(
        content().tables["locations"][loc].size == "small" for loc in state.locations.values()) else None
    before = dict(state.locations)
    run(state)
    until(state, "spirit")
    assert wounded_unbandaged["states"]["wounds"] == 2, "wounded and unbandaged: Wounds +1"
    assert wounded_bandaged["states"]["wounds"] == 1
    assert ill_medicated["states"]["illness"] == 3 - 2 + 1, "Meds: Illness -2; then Cold 5: all Illness +1"
    assert "meds" not in ill_medicated["treatments"], "Meds discarded from every Character"
    assert all(p["states"].get("illness", 0) >= 1 for p in state.characters), "Cold 5 less 0 Board-Ups"
    if small_slot:
        assert state.locations != before and before[small_slot] in state.locations_removed


def test_board_ups_and_heaters_keep_the_cold_out():
    state = at_dawn()
    state.cold = 5
    holes = [space for space, info in content().tables["shelter"].items() if info.hole_left]
    state.shelter[holes[0]]["board_up"] = True
    assert cold_felt(state) == 4
    heater = next(k for k, f in content().tables["fittings"].items() if f.cold_shield)
    empty = next(space for space, spot in state.shelter.items() if not spot["card"])
    state.shelter[empty]["fitting"] = heater
    assert cold_felt(state) == 4 - content().tables["fittings"][heater].cold_shield


def test_e17_a_wait_token_on_the_rain_barrel_brings_water_at_dawn():
    barrel = next(k for k, f in content().tables["fittings"].items() if f.wait and any(a.wait for a in f.actions))
    fate = next(k for k, f in content().tables["fate"].items() if f.wait)
    state = at_dawn(fate=fate)
    space = next(space for space, spot in state.shelter.items() if not spot["card"])
    state.shelter[space].update(fitting=barrel, wait=True)
    state.storage = {}
    run(state)
    finish(state)
    assert not state.shelter[space]["wait"] and 1 <= state.storage.get("water", 0) <= 4


def _spirit_card(letter: str) -> str:
    return next(k for k, f in content().tables["fate"].items() if f.spirit == letter)


def test_e18_one_coffee_goes_to_whoever_the_leader_resolves_first():
    # two Characters who each need a Coffee or lose heart, and one Coffee in the Storage (L1124)
    state = at_dawn(fate=_spirit_card("a"))
    first, second = (dict(state.characters[0], id="senad", states={"misery": 3}),
                     dict(state.characters[1], id="senad", states={}))
    state.characters = [first, second]
    state.storage = {"coffee": 1}
    run(state)
    until(state, "spirit")
    answer(state, "0")                      # the one at Misery 3 first: the Coffee keeps them from 4
    answer(state, "yes")
    assert first["states"]["misery"] == 3 and "coffee" not in state.storage
    finish(state)
    assert second["states"]["misery"] == 1, "no Coffee left for the other"


def test_e19_any_character_includes_the_one_whose_spirit_it_is():
    # Tomo's Spirit A: if any Character is hungry (3), his Misery rises; he is the only hungry one (L1114)
    state = at_dawn(fate=_spirit_card("a"))
    tomo = dict(state.characters[0], id="tomo", states={"hunger": 3})
    state.characters = [tomo]
    run(state)
    finish(state)
    assert tomo["states"].get("misery") == 1


def test_death_among_us_is_one_roll_if_anyone_died_today():
    state = at_dawn()
    state.stats["died_today"] = [0]
    state.characters[0]["alive"] = False
    state.stats["dawn"] = "grief"
    state.rng.force(0)                       # a 1: everyone with Empathy 1 or more
    run(state)
    assert all(p["states"].get("misery", 0) == 2 for p in state.characters[1:])


def test_a_new_day_passes_the_leader_and_goes_to_morning():
    state = at_dawn()
    leader = state.leader
    run(state)
    finish(state)
    assert state.phase == "morning" and state.day == 2 and state.leader == (leader + 1) % 2


def test_a_hard_frost_counts_each_cold_token_twice():
    state = at_dawn()
    state.cold = 3
    assert cold_felt(state) == 3
    state.rules_on["double_cold"] = "day"
    assert cold_felt(state) == 6


def test_at_the_end_of_the_war_each_living_character_has_their_epilogue_read_then_the_score():
    """Script 900 (the final Epilogue, L433): every Character still with the group has their Epilogue
    read, the "lived" branch, before the playthrough ends (the dead had theirs when they died)."""
    from game.games.this_war_of_mine.rules.scripts import read_script
    state = started(4, phase="dawn")
    state.characters[1]["alive"] = False
    read_script(state, "900", None)
    DAWN.run(state)
    while state.pending is not None:
        answer(state, state.pending["options"][0][0])
    read = state.stats["scripts_read"]
    cards = content().tables["characters"]
    living = [p for p in state.characters if p["alive"]]
    for person in living:
        assert read.get(cards[person["id"]].epilogue) == 1, person["id"]
    assert cards[state.characters[1]["id"]].epilogue not in read, "the dead read theirs when they died"
    assert state.phase == "over" and state.result["details"]["alive"] == [p["id"] for p in living]
