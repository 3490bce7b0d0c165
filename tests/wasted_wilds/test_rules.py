"""Wasted Wilds' rules one by one: ranges, spawning and the clock, moving and stealth, cards and storage,
hunger, monsters and their keywords, tribes, day and night, elimination and the end, the view."""
from __future__ import annotations

import pytest

from game.core.prompt import IllegalAnswer
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.wasted_wilds.rules import RULES
from game.games.wasted_wilds.rules.state import HOSTILITY, in_range

from .support import answer, attach, content, equip, faces, health, hold, on_top, prompt, run, started, table

QUIET = faces(1, 1)        # a spawn roll of 2: no tile in these tests has it


def test_card_ranges_are_the_rulebooks():
    assert in_range("short", "0,0", "0,0") and not in_range("short", "0,0", "1,0")
    assert in_range("mid", "0,0", "0,0") and in_range("mid", "0,0", "0,1") and not in_range("mid", "0,0", "1,1")
    assert not in_range("long", "0,0", "0,0"), "long range never reaches your own tile"
    assert in_range("long", "0,0", "2,0") and in_range("long", "0,0", "1,1") and not in_range("long", "0,0", "3,0")


# --- spawning and the clock -------------------------------------------------------------------------------
def test_spawn_puts_a_token_on_each_face_up_tile_of_the_number_and_at_most_three():
    state = table(tiles=[("0,0", "van", True), ("1,0", "factory", True), ("2,0", "grain-silo", False),
                         ("3,0", "wolf-den", True)], positions=("0,0", "0,0"))
    state.map["3,0"]["tokens"] = 3
    state.survivors[0]["pos"] = state.survivors[1]["pos"] = "1,0"
    state.map["0,0"]["barricade"] = True
    state.rng.force(*faces(2, 6))
    run(state)
    assert state.map["0,0"]["tokens"] == 0 and not state.map["0,0"]["barricade"], "a barricade is removed instead"
    assert state.map["2,0"]["tokens"] == 0, "face-down tiles get nothing"
    assert state.map["3,0"]["tokens"] == 3, "never more than 3"
    assert [len(s["monsters"]) for s in state.survivors] == [1, 1], "everyone on a spawning tile draws a monster"


def test_a_seven_spawns_nothing_and_turns_the_clock_four_steps_triggering_each_event_in_order():
    state = table("frozen-3", tiles=[("0,0", "tundra", True), ("1,0", "van", True)], positions=("0,0", "1,0"))
    state.clock = 7                              # the dial: exposure, -, night, -, tribes, -, day, -
    state.tribes["nordic"] = HOSTILITY.index("angry")
    on_top(state.day_deck, "still-night")         # a quiet night: heal 2
    state.rng.force(*faces(3, 4))
    run(state)
    assert state.clock == 3
    kinds = [e["event"] for e in state.task_stack if e.get("t") == "clock_event"]
    assert kinds == [], "all of them ran"
    assert len(state.survivors[0]["status"]) == 1 and state.survivors[1]["status"] == [], "exposure: outdoors only"
    assert state.night is not None, "night fell"
    assert sum(p["tokens"] for p in state.map.values()) == 0


def test_tribe_cooldown_moves_every_tribe_toward_wary():
    state = table("frozen-5", tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    state.tribes = {"nordic": HOSTILITY.index("enraged"), "scrappers": HOSTILITY.index("allied")}
    steps = content().tables["clock"]["clock"].steps
    state.clock = steps.index("tribes") - 1
    state.rng.force(*QUIET)
    run(state)
    assert {t: HOSTILITY[v] for t, v in state.tribes.items()} == {"nordic": "irate", "scrappers": "trade"}


def test_day_moves_tokens_along_the_arrow_and_a_token_reaching_a_survivor_becomes_a_monster():
    state = table("frozen-3", tiles=[("0,0", "van", True), ("1,0", "tundra", True), ("2,0", "factory", True),
                                     ("3,0", "grain-silo", False)], positions=("0,0", "0,0"))
    state.day_deck = sorted(content().tables["day_night"], key=lambda c: content().tables["day_night"][c].arrow != "W")
    state.map["1,0"]["tokens"], state.map["2,0"]["tokens"] = 1, 2
    steps = content().tables["clock"]["clock"].steps
    state.clock = steps.index("day") - 1
    state.rng.force(*QUIET)
    run(state)
    assert prompt(state).context == {"why": "who"}, "two survivors on the van: the players choose who draws"
    answer(state, "pick:1")
    assert state.map["2,0"]["tokens"] == 0 and state.map["1,0"]["tokens"] == 2, "west, one tile each"
    assert len(state.survivors[0]["monsters"]) + len(state.survivors[1]["monsters"]) == 1, \
        "the token that walked onto the van's survivors became a monster card"


# --- moving and stealth -----------------------------------------------------------------------------------
def _at_act(state):
    state.rng.force(*QUIET)
    run(state)
    assert prompt(state).kind == "act"


def test_moving_onto_a_face_down_tile_turns_it_up_and_runs_its_reveal_effect():
    state = table(tiles=[("0,0", "van", True), ("1,0", "crashed-plane", False)], positions=("0,0", "0,0"))
    _at_act(state)
    blue = len(state.survivors[0]["supplies"])
    answer(state, "move:E")
    assert state.map["1,0"]["up"] and state.survivors[0]["pos"] == "1,0"
    assert len(state.survivors[0]["supplies"]) == blue + 1, "the Crashed Plane's reveal: a blue card"


def test_stealth_test_is_two_dice_at_most_stealth_less_one_per_token():
    state = table(tiles=[("0,0", "van", True), ("1,0", "tundra", True)], positions=("0,0", "0,0"))
    state.map["1,0"]["tokens"] = 2
    _at_act(state)
    answer(state, "move:E")
    assert prompt(state).context == {"why": "tokens"}
    state.rng.force(*faces(2, 3))                 # 5 against the Chef's 7 - 2 = 5: passes
    answer(state, "pick:sneak")
    assert state.survivors[0]["monsters"] == [] and state.map["1,0"]["tokens"] == 2
    answer(state, "move:W")
    answer(state, "move:E")
    state.rng.force(*faces(3, 3))                 # 6 against 5: seen, a monster for each token
    answer(state, "pick:sneak")
    assert len(state.survivors[0]["monsters"]) == 2 and state.map["1,0"]["tokens"] == 0


def test_with_a_monster_attached_there_is_no_sneaking():
    state = table(tiles=[("0,0", "van", True), ("1,0", "tundra", True)], positions=("0,0", "0,0"))
    state.map["1,0"]["tokens"] = 1
    attach(state, 0, "adder")
    _at_act(state)
    answer(state, "move:E")
    assert len(state.survivors[0]["monsters"]) == 2 and prompt(state).kind == "act"


def test_a_tile_scavenges_once_a_turn_by_its_icons():
    state = table(tiles=[("0,0", "hunting-lodge", True), ("1,0", "van", True)], positions=("0,0", "1,0"))
    _at_act(state)
    values = prompt(state).values
    assert "scavenge:green" in values and "scavenge:blue" in values and "scavenge:red" not in values
    answer(state, "scavenge:blue")
    assert not any(v.startswith("scavenge:") for v in prompt(state).values)


# --- cards and storage ----------------------------------------------------------------------------------------
def test_one_copy_of_each_gear_and_gear_over_the_limit_is_discarded_by_choice():
    state = table(characters=("contractor", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    equip(state, 0, "sledgehammer")
    hold(state, 0, "sledgehammer", "nail-gun", "hard-hat", "crowbar")
    _at_act(state)
    hand = state.survivors[0]["hand"]
    assert f"play:{hand.index('sledgehammer')}" not in prompt(state).values, "one copy of each gear"
    answer(state, f"play:{hand.index('nail-gun')}")
    answer(state, f"play:{hand.index('hard-hat')}")
    assert prompt(state).kind == "act", "2 + 1 + 1 = 4 fits"
    answer(state, f"play:{hand.index('crowbar')}")
    assert prompt(state).context == {"why": "overflow"}
    answer(state, "pick:gear:0")
    assert [g["card"] for g in state.survivors[0]["gear"]] == ["nail-gun", "hard-hat", "crowbar"]
    assert state.survivors[0]["gear"][0]["ammo"] == 4, "gear comes in with its starting ammo"


def test_fuel_is_equipped_at_once_or_discarded_and_refuels_a_fuel_gear():
    state = table(characters=("driver", "chef"), tiles=[("0,0", "gas-station", True), ("1,0", "van", True)],
                  positions=("0,0", "1,0"))
    equip(state, 0, "stunt-car", ammo=1)
    on_top(state.scavenge_decks["red"], "jerry-can")
    _at_act(state)
    answer(state, "scavenge:red")
    answer(state, "pick:equip")
    car = state.survivors[0]["gear"][0]
    assert "refuel:0:0:1" in prompt(state).values
    answer(state, "refuel:0:0:1")
    assert car["ammo"] == content().tables["survivor_cards"]["stunt-car"].ammo and len(state.survivors[0]["gear"]) == 1
    assert "jerry-can" in state.stats["out_of_game"], "the Fuel is removed from the game"


def test_an_instant_needing_gear_is_offered_only_with_it_equipped():
    state = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    hold(state, 0, "throw-knife")
    _at_act(state)
    assert "play:0" not in prompt(state).values
    with pytest.raises(IllegalAnswer):
        answer(state, "play:0")


def test_swap_is_free_once_a_turn():
    state = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    hold(state, 0, "knife", "painkillers")
    _at_act(state)
    actions = state.actions
    answer(state, "swap")
    answer(state, "pick:0")
    answer(state, "pick:1")
    assert state.actions == actions and len(state.survivors[0]["hand"]) == 2 and "swap" not in prompt(state).values


def test_an_empty_deck_eliminates_and_without_the_lenient_variant_the_game_is_lost():
    state = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    state.survivors[0]["discard"] += state.survivors[0]["deck"]
    state.survivors[0]["deck"] = []
    state.rng.force(*QUIET)
    run(state)
    assert not state.survivors[0]["alive"] and state.phase == "over"
    assert state.result["details"]["why"] == "a survivor was eliminated"


def test_lenient_play_goes_on_and_the_eliminated_leave_tokens_and_their_scavenge_cards():
    state = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"), variants=("lenient",))
    attach(state, 0, "wolf")
    state.survivors[0]["supplies"] = [state.scavenge_decks["green"].pop(0)]
    state.survivors[0]["discard"] += state.survivors[0]["deck"]
    state.survivors[0]["deck"] = []
    state.rng.force(*QUIET)
    run(state)
    assert state.phase == "play" and state.active == 1
    assert state.map["0,0"]["tokens"] == 1 and len(state.map["0,0"]["dropped"]) == 1
    assert any(v.startswith("pickup:") for v in prompt(state).values), "the others may pick them up (free)"


# --- hunger ------------------------------------------------------------------------------------------------------
def test_starving_flips_the_card_follows_the_track_and_the_skull_kills():
    state = table(characters=("contractor", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"),
                  variants=("lenient",))
    from game.games.wasted_wilds.rules.cards import change_hunger, hunger_step
    contractor = state.survivors[0]
    track = content().tables["characters"]["contractor"].starving.track
    contractor["hunger"] = 5
    hunger_step(state, 0, [], "test")
    assert contractor["starve"] == 0 and health(state, 0) == 30 - track[0]
    hunger_step(state, 0, [], "test")
    assert health(state, 0) == 30 - track[0] - track[1]
    change_hunger(state, 0, -1, [], "test")
    assert contractor["starve"] == -1 and contractor["hunger"] == 5, "fed below 6: the card flips back"
    contractor["hunger"], contractor["starve"], contractor["damage"] = 6, len(track) - 1, 0
    hunger_step(state, 0, [], "test")
    assert not contractor["alive"] and contractor["out"] == "starved to death", "the skull, whatever the health"


def test_starving_loses_the_innate_ability_and_changes_stealth():
    from game.games.wasted_wilds.rules.stats import stealth
    state = table(characters=("contractor", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    _at_act(state)
    assert "innate" in prompt(state).values and stealth(state, 0) == 5
    state.survivors[0]["hunger"], state.survivors[0]["starve"] = 6, 0
    state.invalidate()
    assert "innate" not in prompt(state).values and stealth(state, 0) == 3


# --- monsters ----------------------------------------------------------------------------------------------------
def _activate(state):
    state.step, state.actions = "end", 0
    run(state)


def test_a_stunned_monster_unstuns_instead_and_a_docile_one_waits_until_hurt():
    state = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state, 0, "wolf", stunned=True)
    attach(state, 0, "bull-elk")
    _activate(state)
    assert health(state, 0) == 26 and state.survivors[0]["monsters"][0]["stunned"] is False
    state2 = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state2, 0, "bull-elk", hurt=True)
    _activate(state2)
    assert health(state2, 0) == 26 - content().tables["monsters"]["bull-elk"].damage


def test_a_monster_hits_every_survivor_in_its_range_and_armour_takes_some_off():
    state = table(tiles=[("0,0", "van", True), ("1,0", "tundra", True)], positions=("0,0", "1,0"))
    attach(state, 0, "carrion-crows")            # mid range
    state.survivors[1]["armour"] = 1
    _activate(state)
    damage = content().tables["monsters"]["carrion-crows"].damage
    assert health(state, 0) == 26 - damage and health(state, 1) == 22 - (damage - 1)


def test_counter_strikes_back_at_an_attack_from_its_range_before_the_stun():
    state = table(characters=("contractor", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state, 0, "lynx")                     # counter short
    hold(state, 0, "shoulder-charge")            # 3 damage and stun, short
    _at_act(state)
    answer(state, "play:0")
    lynx = content().tables["monsters"]["lynx"]
    assert health(state, 0) == 30 - lynx.damage and state.survivors[0]["monsters"][0]["stunned"]


def test_poison_burn_and_drain_life():
    state = table("frozen-4", tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state, 0, "adder")                    # poison 1
    attach(state, 0, "cave-hyena")               # burn 1
    deck = len(state.survivors[0]["deck"])
    _activate(state)
    assert state.survivors[0]["poison"] == 1 and len(state.survivors[0]["deck"]) == deck - 1
    state3 = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state3, 0, "cave-bats", damage=3)     # drain life
    _activate(state3)
    assert state3.survivors[0]["monsters"][0]["damage"] == 3 - content().tables["monsters"]["cave-bats"].damage


def test_poison_counters_hurt_at_the_end_of_the_turn_and_are_irreducible():
    state = table(tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    state.survivors[0]["poison"], state.survivors[0]["armour"] = 2, 5
    _activate(state)
    assert health(state, 0) == 24


def test_stampede_attacks_when_damaged_then_goes_to_the_nearest_other_survivor():
    state = table(tiles=[("0,0", "van", True), ("1,0", "tundra", True)], positions=("0,0", "1,0"))
    attach(state, 0, "tusked-boar")
    hold(state, 0, "painkillers", "comfort-food")
    from game.games.wasted_wilds.rules.combat import hurt_monster
    events = []
    hurt_monster(state, 0, 0, 2, events, "test", attacker=0, attack_range="short")
    run(state)
    boar = content().tables["monsters"]["tusked-boar"]
    assert health(state, 0) == 26 - boar.damage
    assert state.survivors[0]["monsters"] == [] and [m["card"] for m in state.survivors[1]["monsters"]] == ["tusked-boar"]


def test_the_destroy_effect_hurts_only_its_own_survivor():
    state = table("frozen-5", tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state, 1, "scrap-tinker")
    from game.games.wasted_wilds.rules.combat import hurt_monster
    hurt_monster(state, 1, 0, 10, [], "test", attacker=0, attack_range="short")
    run(state)
    assert health(state, 1) == 22 - 3 and health(state, 0) == 26


def test_discard_a_non_boss_monster_cannot_take_a_boss():
    state = table("frozen-5", characters=("thief", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    attach(state, 0, "scrap-queen")
    hold(state, 0, "smoke-bomb")
    _at_act(state)
    answer(state, "play:0")
    assert [m["card"] for m in state.survivors[0]["monsters"]] == ["scrap-queen"]


# --- tribes -------------------------------------------------------------------------------------------------------
def test_a_wary_tribe_monster_attacks_and_is_discarded_and_a_trading_one_does_nothing():
    state = table("frozen-2", tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    state.tribes["nordic"] = HOSTILITY.index("wary")
    attach(state, 0, "barn")
    _activate(state)
    assert health(state, 0) == 26 - 2 and state.survivors[0]["monsters"] == []
    state2 = table("frozen-2", tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    state2.tribes["nordic"] = HOSTILITY.index("trade")
    attach(state2, 0, "barn")
    _activate(state2)
    assert health(state2, 0) == 26 and len(state2.survivors[0]["monsters"]) == 1


def test_hurting_a_friendly_tribes_monster_makes_the_tribe_more_hostile():
    state = table("frozen-2", characters=("contractor", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    state.tribes["nordic"] = HOSTILITY.index("trade")
    attach(state, 0, "geirolfr")
    hold(state, 0, "shoulder-charge")
    _at_act(state)
    answer(state, "play:0")
    assert HOSTILITY[state.tribes["nordic"]] == "wary"


def test_parlay_needs_a_tribe_monster_in_short_range_and_is_refused_when_enraged():
    state = table("frozen-2", tiles=[("0,0", "van", True), ("1,0", "tundra", True)], positions=("0,0", "1,0"))
    attach(state, 1, "elgr")
    equip(state, 0, "knife")
    _at_act(state)
    assert not any(v.startswith("parlay:") for v in prompt(state).values), "the Elgr is on another tile"
    state.survivors[1]["pos"] = "0,0"
    state.invalidate()
    assert "parlay:nordic:gear:0" in prompt(state).values
    state.tribes["nordic"] = HOSTILITY.index("enraged")
    state.invalidate()
    assert not any(v.startswith("parlay:") for v in prompt(state).values)


# --- night ----------------------------------------------------------------------------------------------------------
def test_a_night_group_payment_is_asked_once_for_everyone():
    state = table("frozen-3", tiles=[("0,0", "tundra", True), ("1,0", "van", True)], positions=("0,0", "0,0"))
    state.day_deck = ["killing-frost"] + [c for c in sorted(content().tables["day_night"]) if c != "killing-frost"]
    blanket = "wool-blanket"
    state.scavenge_decks["green"].remove(blanket)
    state.survivors[1]["supplies"] = [blanket]
    steps = content().tables["clock"]["clock"].steps
    state.clock = steps.index("night") - 1
    state.rng.force(*QUIET)
    run(state)
    assert prompt(state).context == {"why": "group_pay"}
    answer(state, "pick:supply:1:0")
    assert prompt(state).kind == "act", "asked once"
    assert health(state, 0) == 26 and health(state, 1) == 22


# --- the end and the view ----------------------------------------------------------------------------------------------
def test_storing_fuel_on_the_van_is_free_and_wins_when_every_objective_is_done():
    state = table("frozen-1", characters=("chef", "thief"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    for _ in range(3):
        fuel = next(c for c in state.scavenge_decks["red"] if content().tables["scavenge"][c].kind == "fuel")
        state.scavenge_decks["red"].remove(fuel)
        state.survivors[0]["gear"].append({"card": fuel, "src": "g", "ammo": 0, "damage": 0})
    _at_act(state)
    actions = state.actions
    answer(state, "store")
    assert state.objectives[0]["stored"] == 3 and state.actions == actions
    answer(state, "end")
    assert state.phase == "over" and state.result["details"]["won"] and state.result["winners"] == [0, 1]


def test_the_view_never_shows_other_hands_face_down_tiles_or_deck_order():
    from game.games.wasted_wilds.rules import RULES
    state = started("frozen-1")
    view = RULES.view(state, 0)
    assert view["survivors"][0]["hand"] == state.survivors[0]["hand"]
    assert view["survivors"][1]["hand"] is None and view["survivors"][1]["supplies"] is None
    assert view["survivors"][1]["hand_size"] == 4
    assert all(place["tile"] is None for place in view["map"].values() if not place["up"])
    assert all(isinstance(n, int) for n in view["decks"].values()), "decks are counts, never their order"
    assert all(s["card"] is None for person in view["survivors"] for s in person["status"] if not s["up"])
    assert RULES.view(state, None)["survivors"][0]["hand"] is None, "a spectator sees no hand"


def test_a_missions_early_monster_comes_soon_after_the_starting_monsters_never_as_one():
    early = content().tables["missions"]["frozen-5"].early_monsters[0]
    assert early.monster == "scrap-queen"
    for seed in range(12):
        setup = MatchSetup("wasted_wilds", (Seat("P1"), Seat("P2")), seed, ("mission-frozen-5", "team-2"))
        state = RULES.new_state(setup, content(), Rng(seed))
        answer(state, "survivor:chef")
        answer(state, "survivor:thief")
        drawn = [e.data["card"] for e in answer(state, "layout:random") if e.kind == "monster_drawn"]
        assert early.monster not in drawn[:2], "not a starting monster"
        assert early.monster in drawn[2:] or state.monster_deck.index(early.monster) + len(drawn) - 2 < early.within
        assert (state.monster_deck + drawn).count(early.monster) == 1
