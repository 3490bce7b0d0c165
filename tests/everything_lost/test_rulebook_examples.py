"""The rulebook's worked examples, played through Everything Lost's rules (no pygame anywhere).

Rulebook: /work/shared/seeds/004_0dc30b5b19a1068a.txt. Die faces are forced as face - 1 (faces are
`rng.below(6) + 1`)."""
from __future__ import annotations


import pytest

from game.core.prompt import ROLL_EVENT
from game.games.everything_lost.rules import RULES
from game.games.everything_lost.rules import fight, leveling, tracks
from game.games.everything_lost.rules.flow import FLOW
from game.games.everything_lost.rules.state import MOB_ATTACK_RESET, XP_TO_LEVEL


from .support import (content, faces, kind, new_state, run, set_active, set_dice, set_weapons,
                      start_fight_against, top_of, values, zombie_card)


def test_break_in_example_two_dice_showing_2_and_4_beat_a_4_plus_building():
    """Section 4, Break In: a 4+ building, 2 dice rolled showing 2 and 4: success (one success is enough)."""
    state = new_state()
    card = next(cid for cid, b in sorted(content().tables["buildings"].items()) if b.break_in == 4)
    set_active(state, buildings=[card], rubble=[state.rubble_deck[0]])
    assert "break_in:0" in values(state)
    RULES.apply(state, "break_in:0")
    assert kind(state) == "roll"
    state.rng.force(*faces(2, 4))
    RULES.apply(state, "roll:2")
    assert state.active[0]["flipped"] is True
    assert (state.hand, state.held) == (3, 2)
    opts = values(state)
    assert kind(state) == "act"
    assert {"scavenge:0:0", "scavenge:0:1"} <= set(opts)
    assert "break_in:0" not in opts
    assert {"kind": "success", "what": state.active[0]["type"]} in state.zones[state.pos]["marks"]


# --- 2. The crowbar fight (section 5) ------------------------------------------------------------
def test_crowbar_fight_example():
    """Section 5, Fighting: crowbar, 4 selected (3 white + red), 1,3,5,6 vs 2,4,5,5 toughness 4: one kill, 1 damage."""
    state = new_state()
    set_weapons(state, "crowbar")
    state.health, state.willpower = 5, 5
    card = zombie_card(4)
    start_fight_against(state, card, zombies=4, tough=4, damage=1)
    assert "fight" in values(state)
    RULES.apply(state, "fight")
    assert kind(state) == "fight_dice"
    assert "dice:4" in values(state)
    # the zombies roll first (2, 4, 5, 5), then your dice: the red die first (5), then the whites 1, 3, 6
    state.rng.force(*faces(2, 4, 5, 5), *faces(5, 1, 3, 6))
    RULES.apply(state, "dice:4")
    task = state.task_stack[-1]
    assert task["stage"] == "assign"
    assert task["mine"] == [5, 1, 3, 6], "the crowbar sets one of the 4 selected dice aside: 3 white + red"
    assert [b["v"] for b in task["brown"]] == [2, 4, 5, 5]
    assert [b["lane"] for b in task["brown"]] == ["down", "down", "hit", "hit"]
    opts = values(state)
    # the 1 and the 3 are below the zombies' toughness 4: they miss
    assert not any(v.startswith("use:1:") or v.startswith("use:2:") for v in opts)
    RULES.apply(state, "use:3:2")          # the 6 blocks a 5 (hit -> down)
    assert task["brown"][2]["lane"] == "down"
    assert "use:0:2" in values(state)      # the red 5 may kill the 5 just put down
    RULES.apply(state, "use:0:2")
    assert [b["lane"] for b in task["brown"]] == ["down", "down", "eliminated", "hit"]
    # the next roll: only the 3 zombies not eliminated are rolled, with your 4 dice again
    state.rng.force(*faces(1, 1, 1), *faces(1, 1, 1, 1))
    events = RULES.apply(state, "done")
    assert state.health == 4, "the zombie still in hit costs 1 health"
    assert state.willpower == 5
    roll = [e for e in events if e.kind == ROLL_EVENT and e.data.get("fight")]
    assert len(roll) == 1
    assert roll[0].data["colors"].count("brown") == 3
    assert len(task["mine"]) == 4
    assert task["rolls"] == 2


# --- 3. XP and leveling (sections 3, 9, 10, 14) ----------------------------------------------------
def test_level_two_with_one_xp_missing_gains_two_one_is_lost():
    """Section 9 example: level 2, 1 XP short, gain 2: level 3, XP back to 0, 1 XP lost."""
    state = new_state()
    state.level, state.xp = 2, XP_TO_LEVEL[2] - 1
    assert XP_TO_LEVEL[2] == 4
    tracks.gain_xp(state, 2, [], "test")
    assert (state.level, state.xp) == (3, 0)
    assert state.task_stack[-1]["t"] == "skill_choice"


def test_level_one_with_two_xp_gains_one_reaches_level_two():
    """Section 3 example: 2 XP, gain 1: the marker crosses the level 2 border; XP resets, level 2."""
    state = new_state()
    state.level, state.xp = 1, 2
    events: list = []
    tracks.gain_xp(state, 1, events, "test")
    assert (state.level, state.xp) == (2, 0)
    assert any(e.kind == "level_up" for e in events)
    run(state)
    assert kind(state) == "skill_choice"


def test_level_up_brings_in_that_levels_zombies():
    """Section 9, New Zombies: the new level's zombie cards are shuffled into the deck; the mob keeps its size."""
    state = new_state()
    state.mob = [{"card": state.zombie_deck.pop(0), "known": False} for _ in range(2)]
    level2 = {cid for cid, z in content().tables["zombies"].items() if z.level == 2}
    assert level2 and level2 <= set(state.zombie_box)
    state.xp = 2
    tracks.gain_xp(state, 1, [], "test")
    assert not level2 & set(state.zombie_box)
    assert level2 <= set(state.zombie_deck) | {m["card"] for m in state.mob}
    assert len(state.mob) == 2


def test_scavenger_then_burglar_unlocks_barricade():
    """Sections 10 and 14: scavenger 1 at the start, burglar 1 at level 2 unlocks the barricade action."""
    state = new_state(skill="scavenger")
    assert state.skills["scavenger"] == 1 and "barricade" not in state.specials
    state.xp = 2
    tracks.gain_xp(state, 1, [], "zombie:test")
    run(state)
    assert kind(state) == "skill_choice"
    opts = values(state)
    assert "skill:burglar" in opts and "skill:scavenger" in opts    # scavenger 2 now, burglar 1
    RULES.apply(state, "skill:burglar")
    assert state.skills["burglar"] == 1
    assert "barricade" in state.specials
    assert "craft" not in state.specials
    assert kind(state) == "act"


def test_second_level_of_a_skill_needs_the_first():
    """Section 9: within a type you choose the left skill first."""
    state = new_state(skill="leader")
    state.xp = 2
    tracks.gain_xp(state, 1, [], "test")
    run(state)
    prompt = RULES.prompt(state)
    labels = {o.value: o.label for o in prompt.options}
    assert labels["skill:leader"].startswith("Leader 2")
    assert labels["skill:soldier"].startswith("Soldier 1")
    assert leveling.unlocked_specials({"scavenger": 2, "burglar": 1, "leader": 0, "soldier": 0,
                                       "scout": 0}) == ["barricade"]


# --- 4. Ranged attack (section 7) ----------------------------------------------------------------
def test_ranged_attack_example_two_bullets_one_runner_down():
    """Section 7 example: pistol, 2 bullets on the active cards, runners toughness 4, shots 3 and 6: one killed."""
    state = new_state()
    set_weapons(state, "crowbar", "pistol")
    two = next(cid for cid, b in sorted(content().tables["buildings"].items()) if b.bullets == 2)
    none = next(cid for cid, r in sorted(content().tables["rubble"].items()) if r.bullets == 0 and not r.meets)
    set_active(state, buildings=[two], rubble=[none])
    assert fight.bullets(state) == 2
    runners = content().tables["zombies"]["runners"]
    assert runners.toughness == 4
    task = start_fight_against(state, "runners", zombies=3)
    assert task["tough"] == 4
    assert "shoot" in values(state)
    state.rng.force(*faces(3, 6))
    RULES.apply(state, "shoot")
    assert state.rng.forced_pending == 0, "exactly one shot per bullet (the pistol adds none)"
    assert task["zombies"] == 2
    opts = values(state)
    assert "shoot" not in opts and "fight" in opts
    RULES.apply(state, "fight")
    RULES.apply(state, f"dice:{state.hand}")
    assert len([b for b in task["brown"] if b["lane"] != "eliminated"]) == 2


def test_gameplay_example_threat_level_four_is_threat_plus_level():
    """Section 14 / section 5: threat level = threat + level; the card's band gives the zombie count."""
    state = new_state()
    state.threat, state.level = 3, 1
    task = start_fight_against(state, "runners")
    z = content().tables["zombies"]["runners"]
    expected = max(b.count for b in z.bands if b.from_level <= 4)
    assert task["zombies"] == expected


# --- 5. Mob attack (section 11) -----------------------------------------------------------------
def test_mob_attack_example():
    """Section 11 example: 5 health, 3 mob cards, level 4: 4 dice 2,2,4,5 vs your 3,3,4: lose 4 health, mob gone, threat 2."""
    state = new_state()
    state.health, state.willpower, state.level, state.threat = 5, 4, 4, 7
    state.mob = [{"card": state.zombie_deck.pop(0), "known": False} for _ in range(3)]
    state.mob_skills = [state.zombie_deck.pop(0)]
    set_dice(state, 3)
    state.pending = None
    events: list = []
    tracks.raise_threat(state, 1, events, "test")
    FLOW.run(state, events)
    assert any(e.kind == "mob_attack" for e in events)
    assert kind(state) == "mob_dice"
    task = state.task_stack[-1]
    assert task["zombies"] == 4, "3 cards, but level 4: 4 zombie dice"
    # your dice are rolled first (3, 3, 4), then the mob's (2, 2, 4, 5)
    state.rng.force(*faces(3, 3, 4), *faces(2, 2, 4, 5))
    RULES.apply(state, "dice:3")
    assert task["mine"] == [3, 3, 4] and [b["v"] for b in task["brown"]] == [2, 2, 4, 5]
    for answer in ("block:0:0", "block:1:1", "block:2:2"):
        assert answer in values(state)
        RULES.apply(state, answer)
    assert not any(v.startswith("block:") for v in values(state)), "nothing can block the 5"
    RULES.apply(state, "done")
    assert state.health == 1 and state.willpower == 4, "one unblocked die: 4 damage (the level)"
    assert state.mob == [] and state.mob_skills == []
    assert state.threat == MOB_ATTACK_RESET == 2
    assert (state.hand, state.held) == (0, 5)
    assert kind(state) == "act"


# --- 6. Survivors (section 8) --------------------------------------------------------------------
def _survivor_state(food: int = 0, hand: int = 5):
    state = new_state(mission="m2a")
    state.claims_before = 1                          # one free claimed building
    card = "rooftop-campfire"
    assert content().tables["rubble"][card].meets == ("freerunner",) or \
        list(content().tables["rubble"][card].meets) == ["freerunner"]
    set_active(state, buildings=[state.building_deck[0]], rubble=[card])
    state.res["food"] = food
    set_dice(state, hand)
    return state


def test_recruiting_fails_on_2_and_4_and_the_survivor_cannot_be_asked_again():
    """Section 8 example: no food, roll 2 dice: 2 and 4, unlucky; the 2 dice go to the holding box; once only."""
    state = _survivor_state()
    assert "talk:freerunner" in values(state)
    RULES.apply(state, "talk:freerunner")
    assert kind(state) == "roll"
    state.rng.force(*faces(2, 4))
    RULES.apply(state, "roll:2")
    assert state.survivors == []
    assert (state.hand, state.held) == (3, 2)
    assert "talk:freerunner" not in values(state)


def test_recruiting_with_food_when_out_of_dice():
    """Section 8: convince the survivor with 5+ or give 1 food: 1 food recruits."""
    state = _survivor_state(food=1, hand=0)
    assert "talk:freerunner" in values(state)
    RULES.apply(state, "talk:freerunner")
    assert values(state) == ["food"], "with no dice left, the food is the way"
    RULES.apply(state, "food")
    assert [p["kind"] for p in state.survivors] == ["freerunner"]
    assert state.res["food"] == 0
    assert (state.hand, state.held) == (0, 5)


def test_recruiting_with_food_is_a_choice_even_with_dice_left():
    """Section 8: 'you need to roll a 5+ or give him 1 food' - the food is an option, dice or not."""
    state = _survivor_state(food=1, hand=5)
    RULES.apply(state, "talk:freerunner")
    if state.survivors:                      # recruited for the food at once
        assert state.res["food"] == 0 and state.hand == 5
        return
    prompt = RULES.prompt(state)
    food = [o.value for o in prompt.options if "food" in o.label.lower()]
    assert food, f"no way to give food: {prompt.values}"
    RULES.apply(state, food[0])
    assert [p["kind"] for p in state.survivors] == ["freerunner"]
    assert state.res["food"] == 0 and state.hand == 5


def test_only_one_survivor_per_free_claimed_building():
    """Section 8: one free claimed building, room for 1; the home doesn't count."""
    state = _survivor_state(food=1, hand=0)
    RULES.apply(state, "talk:freerunner")
    RULES.apply(state, "food")
    set_active(state, buildings=[state.building_deck[0]], rubble=["sandbag-post"])
    state.res["food"] = 1
    assert not any(v.startswith("talk:") for v in values(state))
    state.claims_before = 0
    state.survivors = []
    state.invalidate()
    assert not any(v.startswith("talk:") for v in values(state)), "the home is reserved for you"


def test_survivors_are_gone_after_you_rest():
    """Section 8: 'If you leave (to rest, for example) you can't get back to the survivors. They left.'"""
    state = _survivor_state()
    assert "talk:freerunner" in values(state)
    RULES.apply(state, "rest")
    while kind(state) not in ("act", None):
        RULES.apply(state, values(state)[0])
    assert "talk:freerunner" not in values(state)


# --- 7. Rest and the dilemma (section 4) ---------------------------------------------------------
def _rest_on(state, card: str):
    top_of(state, "rubble", card)
    state.invalidate()
    return RULES.apply(state, "rest")


def test_rest_dilemma_example_1_only_the_payable_option():
    """Section 4, Rest, example 1: 1 materials and 1 food: not enough materials, only the second option."""
    state = new_state(mission="m2a")
    card = "half-built-shelter"
    dilemma = content().tables["rubble"][card].dilemma
    assert "2 materials" in dilemma.options[0].label and "1 food" in dilemma.options[1].label
    state.res.update(materials=1, food=1)
    set_dice(state, 0)
    _rest_on(state, card)
    assert (state.hand, state.held) == (5, 0)
    assert kind(state) == "dilemma"
    assert values(state) == ["option:1"]
    RULES.apply(state, "option:1")
    assert state.res["food"] == 0 and state.res["materials"] == 1


def test_rest_dilemma_example_2_neither_payable_runs_the_worst():
    """Section 4, Rest, example 2: 1 materials, no food: neither payable, option 1 anyway: lose the 1 materials."""
    state = new_state(mission="m2a")
    card = "half-built-shelter"
    assert content().tables["rubble"][card].dilemma.worst == 0
    state.res.update(materials=1, food=0)
    _rest_on(state, card)
    assert kind(state) == "act"
    assert state.res["materials"] == 0 and state.res["food"] == 0


def test_rest_runs_the_rest_text_before_the_dilemma():
    """Section 4 / 14: rest: take back the dice, read the rest text (mob +N), then the dilemma."""
    state = new_state(mission="m2a")
    card = "half-built-shelter"
    state.res.update(materials=2, food=1)
    before = len(state.mob)
    _rest_on(state, card)
    assert len(state.mob) == before + 1
    assert kind(state) == "dilemma"
    assert values(state) == ["option:0", "option:1"]


# --- 8. Overall campaign score (section 12) ------------------------------------------------------
def test_overall_campaign_score_example():
    """Section 12, Overall Score: 103, 153, 136, 146: best is 153, then (153 + 136 + 146) / 3 = 145."""
    from game.games.everything_lost.rules.ending import campaign_score
    assert campaign_score([103, 153, 136, 146]) == 145
    assert campaign_score([150, 150, 100]) == pytest.approx(400 / 3), "an equal score is no new record"


def test_a_weapon_you_cant_use_wins_a_survivor_over():
    """Section 8 example: 'You happen to have a shotgun, which is level 3. You can't use it yourself, so
    you give it to the ex-marine. He joins! You discard the shotgun.'"""
    state = _survivor_state()
    set_weapons(state, "shotgun")
    RULES.apply(state, "talk:freerunner")
    give = [v for v in values(state) if v.startswith("give:")]
    assert give == ["give:0"], "the level 3 shotgun is beyond a level-1 soldier"
    RULES.apply(state, "give:0")
    assert [p["kind"] for p in state.survivors] == ["freerunner"]
    assert state.weapons == [] and "shotgun" in state.weapon_deck
    assert (state.hand, state.held) == (5, 0), "no die spent"


def test_a_green_survivor_climbs_for_you_without_a_die():
    """Section 8: for a yellow or green action a survivor of that colour may act on their own."""
    state = new_state(mission="m2a")
    state.specials = ["climb"]
    state.survivors = [{"kind": "freerunner", "name": "Mara"}]         # green
    printed = next(cid for cid, b in content().tables["buildings"].items()
                   if any(a.action == "climb" and a.colour == "green" for a in b.actions))
    set_active(state, buildings=[printed])
    state.mob = [{"card": state.zombie_deck.pop(), "known": False}]
    state.invalidate()
    assert "climb:0:0" in values(state)
    RULES.apply(state, "climb:0:0")
    assert state.mob[0]["known"] and (state.hand, state.held) == (5, 0) and state.helped == [0]
