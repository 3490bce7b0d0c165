"""Everything Lost's rules themselves: the tracks, the dice, claiming, moving, and a random playout that
checks the invariants after every answer (no pygame anywhere).

Rulebook: /work/shared/seeds/004_0dc30b5b19a1068a.txt; our numbers: game/games/everything_lost/rules/state.py."""
from __future__ import annotations

import random

import pytest

from game.core.prompt import ROLL_EVENT
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.everything_lost.rules import RULES
from game.games.everything_lost.rules import fight, mob, tracks
from game.games.everything_lost.rules.state import (COLUMNS, DICE, LIMITS, MISSION_IDS, MOB_SIZE, NIGHTMARE_LIMITS,
                                                    ROWS, THREAT_DROP, THREAT_TOP, TRACK_TOP, limits, zone_name)
from game.games.everything_lost.rules.town import new_zone


from .support import (_take_out, all_buildings, content, faces, fight_one_zombie, kind, new_state, run, set_active,
                      set_dice, set_weapons, start_fight_against, top_of, values, zombie_card)


def test_health_over_six_raises_willpower():
    """Section 3: health stops at 6; each space it would move further gives 1 willpower."""
    state = new_state()
    state.health, state.willpower = 5, 3
    tracks.change_health(state, 3, [], "test")
    assert (state.health, state.willpower) == (TRACK_TOP, 5)
    tracks.change_health(state, 5, [], "test")
    assert (state.health, state.willpower) == (6, 6)


def test_health_below_one_lowers_willpower():
    """Section 3: at the bottom, health that would fall further costs willpower."""
    state = new_state()
    state.health, state.willpower = 2, 4
    tracks.change_health(state, -3, [], "test")
    assert (state.health, state.willpower) == (1, 2)
    assert state.phase != "over"


@pytest.mark.parametrize("track", ["health", "willpower"])
def test_both_at_one_and_one_drops_is_death(track):
    """Section 3: willpower and health both at 1, and either decreases: you die."""
    state = new_state()
    state.health, state.willpower = 1, 1
    change = tracks.change_health if track == "health" else tracks.change_willpower
    change(state, -1, [], "test")
    state.invalidate()
    assert state.phase == "over"
    assert RULES.prompt(state) is None
    assert state.pending is None and state.task_stack == []
    outcome = RULES.outcome(state)
    assert outcome.winners == ()
    assert "died" in outcome.summary.lower()
    assert outcome.details["won"] is False and outcome.details["died"]


# --- threat and the mob (sections 4, 5, 11) ------------------------------------------------------
def test_threat_past_seven_starts_a_mob_attack():
    """Section 3 / 11: the threat stops at 7; wanting to go higher sets off a mob attack."""
    state = new_state()
    state.threat = 5
    tracks.raise_threat(state, 2, [], "test")
    assert state.threat == THREAT_TOP and not state.task_stack
    tracks.raise_threat(state, 3, [], "test")
    assert state.threat == 7
    assert [t["t"] for t in state.task_stack] == ["mob_attack"], "one mob attack per raise"
    run(state)
    assert kind(state) == "mob_dice"


@pytest.mark.parametrize("threat", range(1, 8))
def test_threat_drops_after_a_fight(threat):
    """Section 5, Threat Decreases: after the fight the threat drops by the number printed on the track."""
    state = new_state()
    set_weapons(state)                      # the stick: no noise, no bonus
    state.threat, state.xp = threat, 0
    fight_one_zombie(state, zombie_card(3), brown=2, red=6)
    assert not any(t["t"] == "fight" for t in state.task_stack)
    assert state.threat == threat - THREAT_DROP[threat]
    assert state.xp > 0 or state.level > 1, "every zombie eliminated: the card's XP"


def test_full_mob_costs_home_status_instead():
    """Section 4, The Zombie Deck and the Mob: with 5 cards in the mob each new one costs 1 home status."""
    state = new_state()
    state.home = 3
    mob.grow_mob(state, MOB_SIZE, [], "test")
    assert len(state.mob) == MOB_SIZE and state.home == 3
    mob.grow_mob(state, 2, [], "test")
    assert len(state.mob) == MOB_SIZE and state.home == 1


def test_home_status_zero_ends_the_mission_lost():
    """Section 3 / 4, Home Status: when your home status is 0 you lose the mission."""
    state = new_state()
    state.home = 1
    mob.grow_mob(state, MOB_SIZE + 1, [], "test")
    state.invalidate()
    assert state.home == 0
    assert state.phase == "over" and RULES.prompt(state) is None
    assert RULES.outcome(state).winners == ()


def test_mob_attack_size_is_the_level_when_the_mob_is_smaller_but_five_at_most():
    """Section 11: as many dice as mob cards; fewer than your level: your level, 5 dice at most."""
    for level, cards, expected in ((1, 0, 1), (3, 1, 3), (2, 4, 4), (6, 2, 5)):
        state = new_state()
        state.level = level
        state.mob = [{"card": state.zombie_deck.pop(0), "known": False} for _ in range(cards)]
        fight.start_mob_attack(state, [])
        assert state.task_stack[-1]["zombies"] == expected, (level, cards)


# --- resources, bandages and bites (sections 3, 5, 6) --------------------------------------------
@pytest.mark.parametrize("variants", [(), ("nightmare",)])
def test_resource_tracks_stop_at_their_limits(variants):
    """Section 3: you can only have the amount the tracks allow."""
    state = new_state(variants=variants)
    expected = NIGHTMARE_LIMITS if variants else LIMITS
    assert limits(state) == expected
    for resource, top in expected.items():
        got = tracks.gain(state, resource, top + 3, [], "test")
        assert state.res[resource] == top
        assert got == top - (1 if resource == "bandages" else 0)      # the mission starts with 1 bandages
        assert tracks.lose(state, resource, top + 3, [], "test") == top
        assert state.res[resource] == 0


def test_bandage_heals_one_health():
    """Section 6, Bandages: outside a fight, bandages -1 for health +1."""
    state = new_state()
    state.health, state.res["bandages"] = 4, 2
    state.invalidate()
    RULES.apply(state, "bandage:heal")
    assert state.health == 5 and state.res["bandages"] == 1
    state.health = 6
    state.invalidate()
    assert "bandage:heal" not in values(state)


def test_bandage_covers_a_bite():
    """Section 6, Bandages: outside a fight, bandages -1 to cover the bitten spot."""
    state = new_state()
    state.res["bandages"] = 1
    state.invalidate()
    assert "bandage:cover" not in values(state)
    tracks.bite(state, [], "test")
    assert state.bitten and not state.bite_covered
    state.invalidate()
    RULES.apply(state, "bandage:cover")
    assert state.bite_covered and state.res["bandages"] == 0
    assert "bandage:cover" not in values(state)


def test_second_uncovered_bite_kills():
    """Section 5, Bitten!: whenever you are bitten again, you die."""
    state = new_state()
    tracks.bite(state, [], "test")
    assert state.phase != "over"
    tracks.bite(state, [], "test")
    state.invalidate()
    assert state.phase == "over" and RULES.prompt(state) is None
    assert "bite" in RULES.outcome(state).details["died"]


def test_covered_bite_loses_its_bandage_instead():
    """Section 5, Bitten!: bitten with the bandages marker on the bite: remove the marker (you live)."""
    state = new_state()
    state.bitten, state.bite_covered = True, True
    tracks.bite(state, [], "test")
    assert state.phase != "over"
    assert state.bitten and not state.bite_covered
    tracks.bite(state, [], "test")
    assert state.phase == "over"


def test_a_double_six_bites_in_a_fight():
    """Section 5, Bitten During a Fight: a double six bites; both sixes go to the bite spot."""
    state = new_state()
    set_weapons(state)
    card = next(cid for cid, z in sorted(content().tables["zombies"].items()) if z.bites and z.level == 1)
    task = start_fight_against(state, card, zombies=3, tough=3, damage=1)
    RULES.apply(state, "fight")
    state.rng.force(*faces(6, 6, 2), *faces(1))
    RULES.apply(state, "dice:0")
    assert state.bitten and task["bitten"]
    assert sorted(task["bite"]) == [6, 6] and len(task["brown"]) == 1


def test_biter_skill_double_fives_bite_even_beside_a_six():
    """Design notes, mob skills: biter - a double of 5s bites too (the rulebook: doubles bite)."""
    state = new_state()
    set_weapons(state)
    biter = next(cid for cid, z in sorted(content().tables["zombies"].items()) if z.skill == "biter")
    card = next(cid for cid, z in sorted(content().tables["zombies"].items())
                if z.bites and z.level == 1 and cid != biter)
    _take_out(("zombie_deck", "zombie_discard", "zombie_box"), state, biter)
    state.mob_skills = [biter]
    task = start_fight_against(state, card, zombies=3, tough=3, damage=1)
    RULES.apply(state, "fight")
    state.rng.force(*faces(6, 5, 5), *faces(1))
    RULES.apply(state, "dice:0")
    assert task["rolls"] == 1
    assert state.bitten, "5 and 5 are a double of 5s"


# --- dice: paying 3, one roll per action per card (section 4) ------------------------------------
def _at_a_building(state, hand: int, card: str | None = None):
    card = card or next(cid for cid, b in sorted(content().tables["buildings"].items()) if b.break_in == 4)
    rubble = next(cid for cid, r in sorted(content().tables["rubble"].items()) if not r.meets)
    set_active(state, buildings=[card], rubble=[rubble])
    set_dice(state, hand)


@pytest.mark.parametrize("hand,offered", [(5, True), (3, True), (2, False), (1, False)])
def test_pay_three_dice_for_a_sure_success_needs_three_dice(hand, offered):
    """Section 4: instead of rolling you may pay 3 white dice for an automatic success."""
    state = new_state()
    _at_a_building(state, hand)
    RULES.apply(state, "break_in:0")
    assert ("pay" in values(state)) is offered


def test_paying_three_dice_succeeds():
    """Section 4 / 14: pay 3 dice to the holding box: the action automatically succeeds."""
    state = new_state()
    _at_a_building(state, 5)
    RULES.apply(state, "break_in:0")
    draws = state.rng.draws
    RULES.apply(state, "pay")
    assert state.active[0]["flipped"] and (state.hand, state.held) == (2, 3)
    assert state.rng.draws == draws, "no die is rolled"


def test_no_paying_three_dice_in_fights():
    """Section 4: you can't pay 3 dice for a success during fights."""
    state = new_state()
    set_weapons(state)
    start_fight_against(state, zombie_card(3), zombies=2, tough=3, damage=1)
    assert "pay" not in values(state)
    RULES.apply(state, "fight")
    assert "pay" not in values(state) and kind(state) == "fight_dice"
    state.rng.force(*faces(5, 5), *faces(1, 1, 1, 1, 1, 1))
    RULES.apply(state, "dice:5")
    assert kind(state) == "fight_assign" and "pay" not in values(state)


def test_one_roll_per_action_per_card():
    """Section 4: you can only roll once per action per card; you can't try to break in the same building twice."""
    state = new_state()
    _at_a_building(state, 5)
    state.willpower = 2
    RULES.apply(state, "break_in:0")
    state.rng.force(*faces(1))
    RULES.apply(state, "roll:1")
    assert not state.active[0]["flipped"]
    assert "break_in:0" not in values(state)
    assert {"kind": "fail", "what": state.active[0]["type"]} in state.zones[state.pos]["marks"]
    RULES.apply(state, "opportunity:1")
    state.rng.force(*faces(6))
    RULES.apply(state, "roll:1")
    assert not state.active[1]["flipped"]
    assert "opportunity:1" not in values(state)


def test_a_plus_one_never_makes_a_die_more_than_six():
    """Section 4: a die is never higher than 6; burglar +1 on a 6+ building still needs a 6 or a 5."""
    state = new_state()
    state.skills["burglar"] = 1
    six = next(cid for cid, b in sorted(content().tables["buildings"].items()) if b.break_in == 6)
    _at_a_building(state, 5, six)
    RULES.apply(state, "break_in:0")
    state.rng.force(*faces(5))
    events = RULES.apply(state, "roll:1")
    roll = next(e for e in events if e.kind == ROLL_EVENT)
    assert roll.data["best"] == 6 and state.active[0]["flipped"]


# --- claiming (section 4, Clear/Claim) ------------------------------------------------------------
CLEAR_CARD = "boarded-storefront"        # prints clear on its back


def _clearing_state(zone: str = "C3", materials: int = 1, claimed=()):
    state = new_state()
    for name in (zone, *claimed):
        state.zones.setdefault(name, new_zone(("N", "E", "S", "W")))
    for name in claimed:
        state.zones[name]["claimed"] = True
    state.pos = zone
    set_active(state, buildings=[CLEAR_CARD], rubble=[state.rubble_deck[0]], flipped=[CLEAR_CARD])
    state.res["materials"] = materials
    state.invalidate()
    return state


def test_clear_is_offered_away_from_home_with_materials():
    """Section 4, Clear/Claim: after breaking in, with at least 1 building materials, you may clear it."""
    assert "clear:0" in values(_clearing_state())
    assert "clear:0" not in values(_clearing_state(materials=0))


@pytest.mark.parametrize("zone", ["A1", "A2", "B1", "B2"])
def test_no_claim_within_the_eight_zones_around_home(zone):
    """Section 4, Clear/Claim: no other claimed building (home counts) in this zone or the 8 around it."""
    assert "clear:0" not in values(_clearing_state(zone))


@pytest.mark.parametrize("other,allowed", [("D4", False), ("B2", False), ("C2", False), ("E3", True), ("C1", True)])
def test_no_claim_within_the_eight_zones_around_another_claim(other, allowed):
    """Section 4, Clear/Claim: only when no claimed building is in the current zone and the 8 around it."""
    state = _clearing_state("C3", claimed=[other])
    assert ("clear:0" in values(state)) is allowed


def test_clearing_until_cleared_then_claim_for_one_materials():
    """Section 4, Clear/Claim: flip building cards until CLEARED!, pay 1 building materials to claim it."""
    state = _clearing_state()
    total = all_buildings(state)
    cards = content().tables["buildings"]
    room = "riverside-primary"
    cleared = "quickmart"
    assert not cards[room].room.cleared and cards[cleared].room.cleared
    top_of(state, "building", cleared)
    top_of(state, "building", room)
    RULES.apply(state, "clear:0")
    assert kind(state) == "clear_next"
    assert state.res["materials"] == 2, "the gym: materials +1"
    assert set(values(state)) == {"door", "stop"}
    RULES.apply(state, "door")
    assert kind(state) == "claim"
    assert "claim" in values(state)
    RULES.apply(state, "claim")
    assert state.res["materials"] == 1
    assert state.zones["C3"]["claimed"]
    assert {room, cleared} <= set(state.building_discard)
    assert all_buildings(state) == total
    assert kind(state) == "act" and "clear:0" not in values(state)


def test_clearing_can_stop_any_time():
    """Section 4, Clear/Claim: you may quit clearing the building any time."""
    state = _clearing_state()
    top_of(state, "building", "riverside-primary")
    RULES.apply(state, "clear:0")
    RULES.apply(state, "stop")
    assert kind(state) == "act" and not state.zones["C3"]["claimed"]
    assert "riverside-primary" in state.building_discard


def _clear_into_a_mob_attack():
    state = _clearing_state()
    state.threat = THREAT_TOP
    loud = "burnt-out-flats"               # "The floor sags and groans under you. Threat +1"
    assert content().tables["buildings"][loud].room.effects[0].__class__.__name__ == "Threat"
    top_of(state, "building", "quickmart")
    top_of(state, "building", loud)
    total = all_buildings(state)
    RULES.apply(state, "clear:0")
    return state, total, loud


def test_a_mob_attack_during_clearing_aborts_it():
    """Section 4, Clear/Claim: when a mob attack happens, your attempt is aborted and you fight the mob."""
    state, _total, _loud = _clear_into_a_mob_attack()
    assert kind(state) == "mob_dice"
    assert not any(t["t"] == "clear" for t in state.task_stack)
    state.rng.force(*faces(1))
    RULES.apply(state, "dice:0")
    RULES.apply(state, "done")
    assert kind(state) == "act"
    assert not state.zones["C3"]["claimed"]
    assert state.res["materials"] == 1


def test_a_mob_attack_during_clearing_keeps_the_drawn_cards():
    """Section 4, Clear/Claim: all building cards drawn while clearing go to the discard pile."""
    state, total, loud = _clear_into_a_mob_attack()
    assert all_buildings(state) == total, f"{loud} was drawn and is gone"


# --- moving (section 4, Move) --------------------------------------------------------------------
def test_move_only_along_roads_or_offroad_for_three_dice():
    """Section 4, Move: only to adjacent zones a road leads to; offroad costs 3 dice (never off the map)."""
    state = new_state()
    state.zones["A1"]["roads"] = ["N"]
    set_dice(state, 5)
    moves = {v for v in values(state) if v.split(":")[0] in ("move", "offroad", "navigate")}
    assert moves == {"move:N", "offroad:E"}, "A1 is the corner: no south, no west"
    set_dice(state, 2)
    moves = {v for v in values(state) if v.split(":")[0] in ("move", "offroad", "navigate")}
    assert moves == {"move:N"}


def test_offroad_pays_three_dice_and_draws_the_road():
    """Section 4, Move: pay three dice to move offroad into any of the 4 directions."""
    state = new_state()
    state.zones["A1"]["roads"] = ["N"]
    set_dice(state, 5)
    top_of(state, "building", "public-library")      # roads N and S, threat 0
    state.rng.force(*faces(6))                       # the threat check: nobody saw you
    RULES.apply(state, "offroad:E")
    assert state.pos == "B1"
    assert (state.hand, state.held) == (2, 3)
    assert state.zones["B1"]["roads"] == ["N", "S", "W"]
    assert "E" in state.zones["A1"]["roads"]


def test_a_new_zone_gets_the_cards_roads_plus_the_road_back():
    """Section 4, Move: extend the road into the new zone and draw the card's roads there; threat rises."""
    state = new_state()
    state.threat = 2
    card = "dekker-butcher"
    drawn = content().tables["buildings"][card]
    top_of(state, "building", card)
    state.rng.force(*faces(6))
    before = set(state.zones)
    events = RULES.apply(state, "move:N")
    assert any(e.kind == "threat_check" and not e.data["fight"] for e in events)
    assert state.pos == "A2" and set(state.zones) == before | {"A2"}
    assert state.zones["A2"]["roads"] == sorted(set(drawn.roads) | {"S"})
    assert state.threat == 2 + drawn.threat
    assert card in state.building_discard
    assert state.zones["A2"]["buildings"], "the new zone's buildings are drawn on the map"


def test_a_known_zone_has_no_threat_check_but_threat_rises():
    """Section 4, Moving through zones you have already been: no threat check; threat still rises."""
    state = new_state()
    state.threat = 6
    state.zones["A2"] = new_zone(("S",))
    state.zones["A2"]["buildings"] = ["school"]
    card = "dekker-butcher"
    top_of(state, "building", card)
    events = RULES.apply(state, "move:N")
    assert not any(e.kind == "threat_check" for e in events)
    assert not any(t["t"] == "fight" for t in state.task_stack)
    assert state.pos == "A2"
    assert state.zones["A2"]["roads"] == ["S"], "a known zone is not drawn again"
    assert state.zones["A2"]["buildings"] == ["school"]
    assert state.threat == 7


def test_threat_check_at_or_below_threat_starts_a_fight():
    """Section 4, Move, 1. Threat check: equal to or lower than the threat: zombies, fight."""
    state = new_state()
    state.threat = 3
    state.mob = [{"card": state.zombie_deck.pop(0), "known": False}]
    state.rng.force(*faces(3))
    events = RULES.apply(state, "move:N")
    assert any(e.kind == "threat_check" and e.data["fight"] for e in events)
    assert any(t["t"] == "fight" for t in state.task_stack)
    assert state.pos == "A1", "the fight comes before you move"
    assert kind(state) == "fight_prep"


def test_escaped_zombie_goes_on_top_of_the_zombie_deck():
    """Section 10, Escape: if successful, put the zombie (zombie side up) on top of the zombie deck."""
    state = new_state()
    set_weapons(state)
    state.specials = ["escape"]
    printed = next(cid for cid, b in content().tables["buildings"].items() if any(a.action == "escape" for a in b.actions))
    set_active(state, buildings=[printed])
    card = zombie_card(3)
    start_fight_against(state, card)
    assert "escape" in values(state), "learned, and printed on a card in the zone"
    state.rng.force(*faces(5))
    RULES.apply(state, "escape")
    assert not any(t["t"] == "fight" for t in state.task_stack)
    assert card in state.zombies_up
    assert state.zombie_deck[0] == card


def test_a_special_action_needs_a_card_that_prints_it():
    """Section 3: you can only perform the actions printed on the active cards, learned ones included."""
    state = new_state()
    set_weapons(state)
    state.specials = ["escape", "ambush"]
    plain = next(cid for cid, b in content().tables["buildings"].items() if not b.actions)
    set_active(state, buildings=[plain])
    start_fight_against(state, zombie_card(3))
    assert "escape" not in values(state) and "ambush" not in values(state)


# --- a random playout ----------------------------------------------------------------------------
def _check(state, seen_zones: set, where: str) -> None:
    assert state.hand + state.held == DICE, where
    assert state.hand >= 0 and state.held >= 0, where
    assert 1 <= state.health <= TRACK_TOP, where
    assert 1 <= state.willpower <= TRACK_TOP, where
    assert 0 <= state.threat <= THREAT_TOP, where
    for resource, top in limits(state).items():
        assert 0 <= state.res[resource] <= top, (where, resource)
    assert len(state.mob) <= MOB_SIZE, where
    # the claim rule: no two claimed buildings (home included) in one zone's 3x3 block
    claimed = [name for name, zone in state.zones.items() if zone["claimed"] or zone["home"]]
    for a in claimed:
        ax, ay = COLUMNS.index(a[0]), int(a[1:]) - 1
        block = {zone_name(x, y) for x in range(ax - 1, ax + 2) for y in range(ay - 1, ay + 2)
                 if 0 <= x < len(COLUMNS) and 0 <= y < ROWS}
        assert [b for b in claimed if b in block] == [a], (where, claimed)
    assert seen_zones <= set(state.zones), where
    prompt = RULES.prompt(state)
    if state.phase == "over":
        assert prompt is None, where
        assert RULES.outcome(state) is not None, where
    else:
        assert prompt is not None and prompt.options, where


@pytest.mark.parametrize("seed", range(40))
def test_random_playout_keeps_the_invariants(seed):
    """Sections 3-11: random answers (go_home rarely) until the mission ends; tracks, dice, mob, map stay legal."""
    mission = MISSION_IDS[seed % len(MISSION_IDS)]
    variants = ("nightmare",) if seed % 4 == 3 else ()
    setup = MatchSetup("everything_lost", (Seat("Me"),), 1000 + seed, (f"mission-{mission}", *variants))
    state = RULES.new_state(setup, content(), Rng(1000 + seed))
    chooser = random.Random(seed)
    seen: set = set(state.zones)
    _check(state, seen, "setup")
    for step in range(20000):
        prompt = RULES.prompt(state)
        if prompt is None:
            break
        choices = prompt.values
        # going home at once ends half the missions in a handful of answers: take it only now and then
        if "go_home" in choices and len(choices) > 1 and chooser.random() > 0.02:
            choices = [v for v in choices if v != "go_home"]
        value = chooser.choice(choices)
        RULES.apply(state, value)
        _check(state, seen, f"seed {seed}, answer {step}: {value}")
        seen |= set(state.zones)
    assert state.phase == "over", f"seed {seed}: the mission did not end in 20000 answers"


def test_every_op_of_the_vocabulary_is_taught():
    """Card effects are data: every op a card may name has its behaviour in rules/ops.py."""
    from game.games.everything_lost.rules.ops import BEHAVIOURS
    assert BEHAVIOURS.missing() == []
