"""Our twelve Characters' skills (characters.toml), each at the moment its words name: Broad Shoulders
(Rubble alone), Night Ward and Stories at Dawn (at Dawn), Steady Aim (one more red re-roll a fight),
Knows Everyone (a lower commission), Light on His Feet (the Noise lower, once a night), Green Fingers (one
more of what a WAIT token gives), Mechanic's Eye (Poke About +2), Light Fingers (a Closed Door +2),
Canteen Cook (Raw Food goes further at Dusk), Night Shift (guarding without Fatigue), Sharp Eyes (Special
Findings on 7-10)."""
from __future__ import annotations

from game.games.this_war_of_mine.rules.dawn import resolve_waits
from game.games.this_war_of_mine.rules.shelter import reachable
from game.games.this_war_of_mine.rules.skills import skill_of, steady_aim
from game.games.this_war_of_mine.rules.state import State
from game.games.this_war_of_mine.rules.trade import start_trade

from .support import Driver, content, options, started

CHARACTERS = content().tables["characters"]
DAY = Driver("dusk")


QUIET_SKILLS = ("strong", "lockpicker", "handyman", "gardener")     # act only in their own day actions


def skilled(kind: str) -> str:
    return next(k for k, c in sorted(CHARACTERS.items()) if c.skill.kind == kind)


def with_people(phase: str, *kinds: str | None, seed: int = 1) -> State:
    """A playthrough at `phase` whose Characters have these skill kinds (None: a plain one)."""
    state = started(seed, phase=phase)
    base = state.characters[0]
    plain = [k for k, c in sorted(CHARACTERS.items()) if c.skill.kind in QUIET_SKILLS and c.skill.kind not in kinds]
    state.characters = [dict(base, id=skilled(kind) if kind else plain[n], states={}, treatments=[], place="guard")
                        for n, kind in enumerate(kinds)]
    return state


def test_broad_shoulders_clears_rubble_alone():
    state = with_people("day", "strong")
    state.storage = {}
    rubble = next(s for s in sorted(reachable(state)) if state.shelter[s]["card"]
                  and content().tables["shelter_cards"][state.shelter[s]["card"]].kind == "rubble")
    DAY.run(state)
    DAY.answer(state, f"card:{rubble}")
    assert state.shelter[rubble]["remnants"], "half cleared, by one pair of shoulders and no Shovel"


def test_night_ward_and_stories_at_dawn():
    state = with_people("dawn", "medic", "cheerful", None)
    state.characters[2]["states"] = {"wounds": 2, "illness": 1, "misery": 2}
    state.characters[0]["states"] = {"misery": 1}
    state.task_stack = [{"t": "dawn_skills", "done": [], "chosen": {}}]
    dawn = Driver("morning")
    dawn.run(state)
    assert state.pending["why"] == "medic"
    assert "0:wounds" not in options(state), "another Character, never herself"
    events = dawn.answer(state, "2:wounds")
    assert events[0].data == {"character": 2, "state": "wounds", "level": 1, "rises": False}
    assert state.pending["why"] == "cheerful"
    events = dawn.answer(state, "2:misery")
    assert events[0].data == {"character": 2, "state": "misery", "level": 1, "rises": False}


def test_steady_aim_gives_one_more_red_re_roll_once_a_fight():
    state = with_people("scavenging", "marksman", None)
    fight: dict = {}
    assert steady_aim(state, fight, 0, "yellow") == 0, "only the red die"
    assert steady_aim(state, fight, 0, "red") == 1
    assert steady_aim(state, fight, 0, "red") == 0, "once a fight"
    assert steady_aim(state, {}, 1, "red") == 0


def test_knows_everyone_lowers_the_commission_by_2_never_below_0():
    state = with_people("day", "haggler", None)
    start_trade(state, [], 3, "test")
    assert state.task_stack[-1]["commission"] == 1
    state = with_people("day", "haggler")
    start_trade(state, [], 1, "test")
    assert state.task_stack[-1]["commission"] == 0
    state = with_people("day", None)
    start_trade(state, [], 3, "test")
    assert state.task_stack[-1]["commission"] == 3


def test_light_on_his_feet_lowers_the_noise_by_2_once_a_night():
    scavenge = Driver("night_raid")
    state = with_people("scavenging", "quiet", None)
    for person in state.characters:
        person["place"] = "scavenging"
    state.storage = {}
    scavenge.run(state)
    scavenge.answer(state, "go:close")
    assert "skill:quiet" not in options(state), "the Noise is at 1 already"
    state.noise = 4
    state.pending = None
    scavenge.run(state)
    scavenge.answer(state, "skill:quiet")
    assert state.noise == 2 and state.pending["why"] == "explore"
    assert "skill:quiet" not in options(state), "once a night"


def test_green_fingers_adds_one_more_of_what_a_wait_token_gives():
    state = with_people("dawn", "gardener")
    space = next(s for s in sorted(reachable(state)) if not state.shelter[s]["card"]
                 and content().tables["shelter"][s].buildable)
    state.shelter[space].update(fitting="gutter-barrel", wait=True)
    state.fittings_deck.remove("gutter-barrel")
    state.stats["wait_by"] = {space: 0}
    state.storage = {}
    state.rng.force(0)                                  # the black die: a 1
    resolve_waits(state, [])
    Driver("morning").run(state)
    without = with_people("dawn", None)
    without.shelter[space].update(fitting="gutter-barrel", wait=True)
    without.fittings_deck.remove("gutter-barrel")
    without.storage = {}
    without.rng.force(0)
    resolve_waits(without, [])
    Driver("morning").run(without)
    assert state.storage["water"] == without.storage["water"] + 1


def test_mechanics_eye_adds_2_to_poke_about_and_light_fingers_2_to_the_lock():
    state = with_people("day", "handyman")
    assert skill_of(state, 0, "handyman") == 2
    DAY.run(state)
    state.rng.force(6)                                  # a 7: with +2 a 9, the top band (3)
    DAY.answer(state, "poke_about")
    assert state.pending["why"] == "split" and len(options(state)) == 4

    state = with_people("day", "lockpicker")
    state.storage = {"lockpick": 1}
    door = next(s for s in sorted(reachable(state)) if state.shelter[s]["card"]
                and content().tables["shelter_cards"][state.shelter[s]["card"]].kind == "closed_door")
    DAY.run(state)
    state.rng.force(1)                                  # a 2: with +2 a 4, it opens
    DAY.answer(state, f"card:{door}")
    assert state.shelter[door]["card"] is None


def test_canteen_cook_makes_one_raw_food_lower_hunger_by_2_once_a_dusk():
    dusk = Driver("evening")
    state = with_people("dusk", "cook", None)
    state.storage = {"raw-food": 2, "water": 2}
    for person in state.characters:
        person["states"] = {"hunger": 3}
    dusk.run(state)
    dusk.answer(state, "yes")
    dusk.answer(state, "raw-food")
    dusk.answer(state, "done")
    dusk.answer(state, "yes")
    dusk.answer(state, "raw-food")
    hunger = [p["states"].get("hunger", 0) for p in state.characters]
    assert hunger[0] == 1, "the first Raw Food: Hunger -2"
    assert hunger[1] == 2, "the second: -1, as ever"


def test_night_shift_guards_without_fatigue():
    evening = Driver("scavenging")
    state = with_people("evening", "night_owl", None)
    evening.run(state)
    evening.answer(state, "guard")
    evening.answer(state, "guard")
    assert not state.characters[0]["states"].get("fatigue")
    assert state.characters[1]["states"].get("fatigue") == 1


def test_sharp_eyes_find_special_findings_on_7():
    scavenge = Driver("night_raid")
    for kind, found in (("scrounger", True), (None, False)):
        state = with_people("scavenging", kind)
        state.characters[0]["place"] = "scavenging"
        state.storage = {}
        scavenge.run(state)
        scavenge.answer(state, "go:close")
        top = "kitchen-cupboards"
        state.unknown.remove(top) if top in state.unknown else state.exploration_deck.remove(top)
        state.unknown.insert(0, top)
        scavenge.answer(state, "draw")
        state.rng.force(6)                              # the Special Findings roll: a 7
        scavenge.answer(state, "option:0")
        asked = state.pending is not None and state.pending["why"].startswith("special")
        location = content().tables["locations"][state.scene["location"]]
        assert asked == (found and bool(location.special_findings))
