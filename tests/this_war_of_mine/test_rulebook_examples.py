"""The rulebook's worked examples not tested elsewhere (map: ../shared/this-war-of-mine-inventory.md, section
5), each with the card of ours that plays the part of the publisher's (docs/games/this-war-of-mine.md).
E5, E10, E12, E13 and E15-E21 live with their phases; E20 (Narrative Actions), E26 and E27 (modules) are not
written yet, and E22 has no rule to test: the optional Dismantle a Fitting (L746) is not among our rules.
"L599" is the rulebook's line 599."""
from __future__ import annotations

import copy

import pytest

from game.games.this_war_of_mine.rules.shelter import reachable
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, options, started

# Each runs the phases before the one it is named after stops it: MORNING runs the Morning, to the Day.
MORNING, DAY, TO_EVENING, EVENING, SCAVENGE, NIGHT, DAWN = (
    Driver(stop) for stop in ("day", "dusk", "evening", "scavenging", "night_raid", "dawn", "morning"))


def last(values: list[str]) -> str:
    return values[-1]


def guard_or_last(values: list[str]) -> str:
    """Someone always keeps guard (else the no-guard Epilogue ends the playthrough); otherwise the last
    answer, which is "nothing more" or "unarmed" wherever a question has one."""
    return "guard" if "guard" in values else values[-1]


def on_top(deck: list[str], card_id: str) -> None:
    deck.remove(card_id)
    deck.insert(0, card_id)


def events_of(events: list, kind: str) -> list:
    return [e for e in events if e.kind == kind]


# --- Morning: Events and Objectives (L591-647) ---------------------------------------------------------------
def at_morning(*cards: str, drawn_before: int = 3) -> State:
    """A Morning whose Events deck is `cards`, after `drawn_before` Events this playthrough."""
    state = started(phase="morning")
    state.events_deck = list(cards)
    state.stats["events_drawn"] = drawn_before
    return state


def test_e1_lawless_streets_adds_3_cold_and_two_night_raid_cards_every_night_to_the_end():
    """L599, E1: "Crime on the Rise" adds 3 Cold and lies on the Night Raids deck: 2 Night Raid cards each
    night until the end of the game. Ours: Lawless Streets (events.toml says it reproduces E1)."""
    state = at_morning("lawless-streets", "chapter-2")
    MORNING.run(state)
    assert state.cold == 3 and "lawless-streets" in state.events_up, "it stays in play"
    assert state.rules_on == {"two_night_raids": "game"}
    for night in (1, 2):
        state.phase = "night_raid"
        for person in state.characters:
            person["place"] = "guard"
        events = NIGHT.run(state) + NIGHT.answer_all(state, last)
        assert len(events_of(events, "night_raid")) == 2, f"night {night}: 2 cards"
        DAWN.run(state)
        DAWN.answer_all(state, last)
        assert state.phase == "morning" and "two_night_raids" in state.rules_on, "a new day keeps it"
    MORNING.run(state)                                    # Chapter II: rules until the Chapter's end go, not it
    MORNING.answer_all(state, last)
    assert state.chapter == 2 and state.rules_on.get("two_night_raids") == "game"


def chapter_ends_with(objective: str) -> State:
    """Chapter II is drawn (resolving `objective`); Winter Comes Early (only Cold) is the Event after it."""
    state = at_morning("chapter-2", "winter-comes-early")
    state.chapter = 1
    other = next(k for k, card in sorted(content().tables["objectives"].items()) if k != objective and not card.final)
    state.objectives_deck = [objective, other, "survive"]
    return state


def test_e2_a_full_counter_earns_a_free_fitting_even_from_the_ideas():
    """L643, E2: "Food for the Hungry": Raw Food moves the counter 1, Canned Food 2; met, it gives 1 Fitting
    crafted free, even from the Ideas deck. Ours: Feeding the Stairwell, a counter of 8 spaces (ours; the
    rulebook prints no size). The Armchair is an Idea that costs 2 Wood and 2 Components."""
    card = content().tables["objectives"]["feeding-the-stairwell"]
    assert card.counter == 8 and {(t.item, t.advance) for t in card.takes} == {("raw-food", 1), ("canned-food", 2)}
    state = chapter_ends_with("feeding-the-stairwell")
    state.objective_counter = 8
    storage = dict(state.storage)
    events = MORNING.run(state)
    assert events_of(events, "objective_resolved")[0].data == {"card": "feeding-the-stairwell", "met": True}
    assert "armchair|ground-2" in options(state), "an Idea is offered"
    MORNING.answer(state, "armchair|ground-2")
    assert state.shelter["ground-2"]["fitting"] == "armchair" and "armchair" not in state.ideas_deck
    assert state.storage == storage, "for free"
    winter = content().tables["events"]["winter-comes-early"].cold
    assert state.cold == winter and state.phase == "day", "then the next Event at once"


def test_e2_a_counter_short_of_its_last_space_raises_every_misery_by_2():
    """L633, L643, E2: the counter must stand on its last space; else the Penalty: every Misery +2.
    Ours: Feeding the Stairwell, one space short (7 of 8)."""
    state = chapter_ends_with("feeding-the-stairwell")
    state.objective_counter = 7
    MORNING.run(state)
    MORNING.answer_all(state, last)
    assert [p["states"].get("misery", 0) for p in state.characters] == [2, 2, 2]


def _after_trying(state: State, value: str) -> State:
    """A copy of the state after this answer and "rest" for the others, to the end of the stage."""
    tried = copy.deepcopy(state, {id(state.content): state.content})
    DAY.answer(tried, value)
    while tried.pending and tried.stage == 1 and "rest" in options(tried):
        DAY.answer(tried, "rest")
    return tried


def test_e2_raw_food_from_the_storage_moves_the_counter_1():
    """L623, L643, E2: at any time, Raw Food (1 space) or Canned Food (2) is discarded from the Storage to
    move the counter. Ours: Feeding the Stairwell; tried from the first question of the Day, every answer."""
    state = started(phase="day")
    state.objectives_deck = ["feeding-the-stairwell", "nobody-goes-hungry", "survive"]
    state.storage = {"raw-food": 3, "canned-food": 1}
    DAY.run(state)
    results = [_after_trying(state, value) for value in options(state)]
    assert any(r.objective_counter == 1 and r.storage.get("raw-food") == 2 for r in results)
    assert any(r.objective_counter == 2 and r.storage.get("canned-food") is None for r in results)
    fed = _after_trying(state, "feed:raw-food")
    assert fed.pending["why"] == "action", "the question it interrupted is asked again"


@pytest.mark.parametrize("fed", [True, False])
def test_e3_everyone_at_hunger_0_draws_2_narrative_actions_and_keeps_both(fed):
    """L645, E3: "Staying Fit": every Hunger 0 at the Chapter's end; Reward: draw 2 Narrative Action cards
    and keep both; Penalty: every Misery +2. Ours: Nobody Goes Hungry."""
    state = chapter_ends_with("nobody-goes-hungry")
    for person in state.characters:
        person["states"] = {} if fed else {"hunger": 1}
    top_two = set(state.narrative_deck[:2])
    MORNING.run(state)
    MORNING.answer_all(state, last)
    if fed:
        assert set(state.narrative_held) == top_two and len(top_two) == 2
        assert all(p["states"] == {} for p in state.characters)
    else:
        assert state.narrative_held == []
        assert [p["states"].get("misery", 0) for p in state.characters] == [2, 2, 2]
    assert state.objectives_deck[0] != "nobody-goes-hungry" and state.chapter == 2


def _newcomer(state: State) -> dict:
    return dict(state.characters[0], id=state.characters_deck[0], states={}, starting=False)


@pytest.mark.parametrize("worst,won", [(2, True), (3, False)])
def test_e4_survive_wants_a_starting_character_with_hunger_misery_wounds_illness_at_most_2(worst, won):
    """L647, E4: SURVIVE, the Final Objective: at least 1 of the starting Characters lives to the end with
    Hunger, Misery, Wounds and Illness each 2 or less; Fatigue is ignored. Ours: SURVIVE, resolved by the final
    Epilogue (900) at the end of the day The Guns Fall Silent was drawn. The first starting Character has
    every State at `worst` and Fatigue 4; the other two are hungry (3); a newcomer in perfect health does not
    count."""
    state = started(phase="dawn")
    first, *others = state.characters
    first["states"] = {"hunger": worst, "misery": worst, "wounds": worst, "illness": worst, "fatigue": 4}
    first["asleep"] = True
    for person in others:
        person["states"] = {"hunger": 3}
    state.characters.append(_newcomer(state))
    state.rules_on["ceasefire"] = "game"
    state.stats["dawn"] = "end"
    DAWN.run(state)
    DAWN.answer_all(state, last)
    assert state.phase == "over" and state.result["details"]["won"] is won
    assert state.result["winners"] == ([0, 1] if won else [])


# --- Day Actions: moving, building (L693-711), a Nap (L1950) -------------------------------------------------
BEHIND_OBSTACLES = {"top-0", "top-7", "top-8", "ground-7", "ground-8", "cellar-0", "cellar-1", "cellar-2", "cellar-8"}


def at_day() -> State:
    state = started(phase="day")
    door_at = next(space for space, spot in state.shelter.items() if spot["card"] == "door-padlocked")
    state.shelter[door_at]["card"], state.shelter["top-1"]["card"] = state.shelter["top-1"]["card"], "door-padlocked"
    return state


def test_e6_obstacles_keep_what_lies_behind_them_out_of_reach_on_our_board():
    """L699-707, E6: Closed Doors, Bars and Rubble can be reached and worked on, but nothing behind them;
    floors are changed only at ladders. The rulebook's illustration is not our board: on ours (shelter.toml,
    whose header lists what is reachable) 9 of the 27 spaces lie behind obstacles at setup, among them the
    Furniture top-0 behind a Closed Door (as in the example) and the Rubble cellar-2 behind the door cellar-3
    (the example's Rubble behind a Closed Door)."""
    state = at_day()
    assert set(state.shelter) - reachable(state) == BEHIND_OBSTACLES
    assert {"top-1", "cellar-3", "top-4", "top-6", "cellar-5", "cellar-7"} <= reachable(state), "obstacles reached"
    assert {"top-3", "cellar-6"} <= reachable(state), "up and down by the ladders of columns 2 and 6"
    DAY.run(state)
    offered = options(state)
    assert "card:top-1" in offered and "card:cellar-3" in offered, "the action on a Closed Door is open"
    assert not any(f"card:{space}" in offered for space in BEHIND_OBSTACLES)


def test_e6_opening_the_door_opens_the_way_to_the_furniture_behind_it():
    """L699, L707, E6: clear the obstacle and what lies behind it can be reached. Ours: the Padlocked Door
    on top-1 (a Lockpick, 4-10 on the black die, L733), the Furniture top-0 behind it."""
    state = at_day()
    DAY.run(state)
    DAY.answer(state, "card:top-1")
    DAY.answer(state, "rest")
    state.rng.force(5)                                    # a 6: the lock gives
    DAY.answer(state, "rest")
    assert state.shelter["top-1"]["card"] is None and "top-0" in reachable(state)
    assert state.stage == 2 and "card:top-0" in options(state), "Search the Furniture"


def build_targets(state: State, fitting: str) -> set[str]:
    return {value.split(":")[2] for value in options(state) if value.startswith(f"build:{fitting}:")}


def test_e7_a_new_fitting_goes_on_an_empty_space_a_character_can_reach():
    """L703, L709, E7: Place a New Fitting is always open, on an empty space a Character can reach, never on
    a Shelter card or a fixed space. The rulebook's board shows 6 such spaces; ours (shelter.toml) has 2 at
    setup, ground-2 and top-5. A Shelter card's space is free once its card is gone, if it can be reached.
    Ours: the Camp Bed (2 Wood, 1 Components; the starting Storage pays for it)."""
    state = at_day()
    DAY.run(state)
    assert build_targets(state, "camp-bed") == {"ground-2", "top-5"}
    state = at_day()
    state.shelter["ground-1"]["card"] = None              # the Heap beside the Storage, cleared
    state.shelter["top-0"]["card"] = None                 # the Furniture behind the door: free but out of reach
    DAY.run(state)
    assert build_targets(state, "camp-bed") == {"ground-1", "ground-2", "top-5"}


def test_e8_an_improvement_goes_on_the_two_spaces_beside_its_base():
    """L691, L711, E8: the Efficient Heater improves the Simple Heater and goes on a space horizontally next
    to it: 2 such spaces. Ours: the Ducted Heater improves the Drum Heater. On our board the Drum Heater on
    top-5, with the Rubble top-4 and the Bars top-6 cleared, has the 2 spaces top-4 and top-6; ground-2, free
    and reachable, is not beside it."""
    state = at_day()
    state.shelter["top-4"]["card"] = state.shelter["top-6"]["card"] = None
    state.shelter["top-5"]["fitting"] = "drum-heater"
    state.ideas_deck.remove("ducted-heater")
    state.fittings_deck.append("ducted-heater")
    state.storage = {"wood": 2, "components": 3, "mechanical-part": 1}
    DAY.run(state)
    assert build_targets(state, "ducted-heater") == {"top-4", "top-6"}


def test_e23_a_nap_at_fatigue_2_in_the_first_stage_opens_the_third():
    """L1950, E23 (FAQ): a Character at Fatigue 2 naps in a Bed in stage 1 (Fatigue -2) and may act in the
    later stages, unless another State token carries a black marker. Ours: two Camp Beds; the first to nap
    has only Fatigue 2, the second also Wounds 2 (1 marker). Fatigue 2 carries 1 marker: stages 1-2 only."""
    state = at_day()
    state.shelter["ground-2"]["fitting"] = state.shelter["top-5"]["fitting"] = "camp-bed"
    rested, wounded, _ = state.characters
    rested["states"] = {"fatigue": 2}
    wounded["states"] = {"fatigue": 2, "wounds": 2}
    DAY.run(state)
    DAY.answer(state, "nap:ground-2")
    DAY.answer(state, "nap:top-5")
    DAY.answer(state, "rest")
    assert rested["states"] == {} and wounded["states"] == {"wounds": 2}
    for _ in range(3):
        DAY.answer(state, "rest")
    assert state.stage == 3 and "poke_about" in options(state), "the one who napped works in stage 3"
    DAY.answer(state, "rest")
    assert set(options(state)) == {"rest", "nap:ground-2", "nap:top-5"}, "the wounded one may only nap"


# --- Evening (L799-807) ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("task,place", [("guard", "guard"), ("scavenge", "scavenging")])
def test_e9_the_leader_sends_the_strong_carrier_to_guard_or_to_scavenge(task, place):
    """L807, E9: Boris's high Prowess suits Guard Duty, his even higher Inventory Scavenging; the Leader
    chooses. Ours: Tomo (Prowess 2, Inventory 7). Either task is open to him and raises his Fatigue by 1."""
    card = content().tables["characters"]["tomo"]
    assert (card.prowess, card.inventory) == (2, 7)
    state = started(phase="evening")
    state.characters[0]["id"] = "tomo"
    EVENING.run(state)
    assert {"guard", "scavenge"} <= set(options(state)) and "Tomo" in state.pending["text"]
    EVENING.answer(state, task)
    EVENING.answer(state, "guard" if task == "scavenge" else "floor")
    EVENING.answer(state, "floor")
    tomo = state.characters[0]
    assert tomo["place"] == place and tomo["states"].get("fatigue") == 1


# --- Scavenging (L934-978, L1954) -----------------------------------------------------------------------------
QUIET_SHOP = "market-street-pharmacy"      # a shop with no special rule; its own option keeps "draw" from
                                           # being the only answer (which the rules would give by themselves)


def exploring(top: str | None = None) -> State:
    """Two of the group at the Pharmacy, nothing taken along, `top` on the Unknown deck."""
    state = started(phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.characters[2]["place"] = "guard"
    state.locations["close"] = QUIET_SHOP
    state.storage = {}
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "go:close")
    if top:
        (state.unknown if top in state.unknown else state.exploration_deck).remove(top)
        state.unknown.insert(0, top)
    return state


@pytest.mark.parametrize("card,row,found", [
    ("kitchen-cupboards", "pantry", {"coffee": 1, "vegetable": 1, "alcohol": 2}),
    ("bedroom-wardrobe", "furniture", {"vegetable": 1, "weapon-part": 1, "shell": 1}),
    ("collapsed-ceiling", "heap", {"broken-pistol": 1, "ammo": 1}),
])
def test_e11_the_findings_card_gives_the_row_being_searched(card, row, found):
    """L956-960, E11: a Findings card gives its Pantry, Furniture or Heap row, as the Exploration card says,
    and goes back into its deck. Ours: findings-01 is the rulebook's card (findings.toml); its rows are
    reached through Kitchen Cupboards, Bedroom Wardrobe and Collapsed Ceiling (each one's first option)."""
    state = exploring(top=card)
    on_top(state.findings_deck, "findings-01")
    SCAVENGE.answer(state, "draw")
    state.rng.force(0)                                    # the Special Findings roll: a 1, nothing more
    events = SCAVENGE.answer(state, "option:0")
    assert events_of(events, "findings")[0].data == {"card": "findings-01", "row": row}
    assert state.findings_pile == found and "findings-01" in state.findings_deck


@pytest.mark.parametrize("accept", [True, False])
def test_e14_the_watchs_offer_is_a_choice_and_their_trade_a_separate_one(accept):
    """L978, E14: the Rebels' offer of 1 Moonshine and 1 Cigarette is a choice with consequences on the card;
    the TRADE open to those who took it is separate (script 215). Ours: The Stairwell Watch (residents.toml):
    accept and take both for 1 card of time, which the Watch remember; their trade (51) is a TRADE with
    commission 1 (52) for those they know, nothing (53) for the others."""
    state = exploring(top="collapsed-ceiling")
    on_top(state.residents_deck, "stairwell-watch")
    SCAVENGE.answer(state, "draw")
    left = len(state.unknown)
    state.rng.force(0, 0)                                 # the Noise roll (a 1: heard), then Special Findings
    SCAVENGE.answer(state, "option:1")                    # heave the beams aside: Noise +2 and a roll
    assert "stairwell-watch" in state.slot and state.pending["why"] == "choose0"
    SCAVENGE.answer(state, "0" if accept else "1")
    assert (state.findings_pile.get("moonshine"), state.findings_pile.get("cigarette")) == ((1, 1) if accept
                                                                                           else (None, None))
    assert len(state.unknown) == left - accept and ("watch-knows-you" in state.flags) is accept
    events = SCAVENGE.answer(state, "slot:stairwell-watch:0")
    read = [e.data["number"] for e in events_of(events, "script")]
    assert read == (["51", "52"] if accept else ["51", "53"]) and len(state.unknown) == left - accept - 1
    trading = any(task["t"] == "trade" for task in state.task_stack)
    assert trading is accept and (state.pending["why"] == "commission") is accept


def test_e24_an_exploration_cards_option_is_resolved_once():
    """L1954, E24 (FAQ): an option of an Exploration card cannot be used twice: the card is discarded once
    resolved. Ours: Collapsed Ceiling (its first option: return 3 cards, Findings from the Heap row); and a
    Map card in the Exploration slot, whose options are each used once (our decision, scavenging.py): the
    Stock List, which matches the Pharmacy (a shop)."""
    state = exploring(top="collapsed-ceiling")
    SCAVENGE.answer(state, "draw")
    state.rng.force(0)
    SCAVENGE.answer(state, "option:0")
    assert state.scene["discard"] == ["collapsed-ceiling"] and state.pending["why"] == "explore"
    assert not any("option:" in value for value in options(state))
    for pile in (state.unknown, state.exploration_deck):
        if "map-stock-list" in pile:
            pile.remove("map-stock-list")
    state.unknown.insert(0, "map-stock-list")
    SCAVENGE.answer(state, "draw")
    assert "map-stock-list" in state.slot and {"slot:map-stock-list:0", "slot:map-stock-list:1"} <= set(options(state))
    state.rng.force(0)
    SCAVENGE.answer(state, "slot:map-stock-list:0")
    assert "slot:map-stock-list:0" not in options(state) and "slot:map-stock-list:1" in options(state)


# --- the FAQ (L1962-2017) ----------------------------------------------------------------------------------------
def test_e25_snipers_hit_one_character_at_most():
    """L1962-1964, E25: under the Snipers Event only 1 Character is shot; then the rolling stops and the card
    is removed. Ours: Rifles on the Rooftops (events.toml: the black die for each of the party in turn, hit
    on 1-2). All three go; the first rolls a 5, the second a 2 and is hit; the third is not rolled for."""
    state = started(phase="scavenging")
    for person in state.characters:
        person["place"] = "scavenging"
    state.locations["close"], state.storage = QUIET_SHOP, {}
    state.events_up.append("rifles-on-the-rooftops")
    state.rules_on["snipers"] = "game"
    SCAVENGE.run(state)
    state.rng.force(4, 1)
    events = SCAVENGE.answer(state, "go:close")
    assert len([e for e in events_of(events, "dice_rolled") if e.cause == "rule:snipers"]) == 2
    assert [p["states"].get("wounds", 0) for p in state.characters] == [0, 1, 0]
    assert "snipers" not in state.rules_on and "events:rifles-on-the-rooftops" in state.waste
    assert "rifles-on-the-rooftops" not in state.events_up


def night_after(state: State) -> list:
    """Everyone on guard, unarmed; the Night Raid run to Dawn: its events."""
    state.phase = "night_raid"
    for person in state.characters:
        person["place"] = "guard"
    state.storage = {}
    return NIGHT.run(state) + NIGHT.answer_all(state, last)


def test_e25_two_draw_two_effects_do_not_stack():
    """L1966-1968, E25: Crime Wave and Crime on the Rise together draw 2 Night Raid cards, not more. Ours
    (A28): every draw-2 effect is the one rule two_night_raids, which Lawless Streets sets; a second such
    effect sets it again. The Crime Wave of L1022 (set-aside cards shuffled in) is another thing, and goes on."""
    state = at_morning("lawless-streets", "chapter-2")
    MORNING.run(state)
    state.rules_on["two_night_raids"] = "game"            # a second draw-2 effect
    events = night_after(state)
    assert len(events_of(events, "night_raid")) == 2 and len(events_of(events, "crime_wave")) == 2


@pytest.mark.parametrize("draw_two,cards", [(True, 1), (False, 0)])
def test_e25_a_night_called_off_against_a_draw_two_effect_draws_one(draw_two, cards):
    """L1970-1972, E25: "Soldiers Disarm the Civilians" (no Night Raid card) against Crime on the Rise (2
    cards): they cancel out, 1 card is drawn. Ours: Rain All Night (no_night_raid) against Lawless Streets."""
    state = at_morning("rain-all-night", "chapter-2")
    if draw_two:
        state.events_up.append("lawless-streets")
        state.rules_on["two_night_raids"] = "game"
    MORNING.run(state)
    events = night_after(state)
    assert len(events_of(events, "night_raid")) == cards


def test_e25_shelling_as_the_first_event_gives_only_its_cold():
    """L1974-1978, E25: Airdrop and Shelling are ignored, but for their Cold, when drawn as a playthrough's
    first Event. Ours: A Night of Shells (Cold 2; a Board-Up comes down; on 1-4 fate picks one: Wounds +1)."""
    state = at_morning("night-of-shells", "chapter-2", drawn_before=0)
    state.shelter["top-4"]["board_up"] = True
    state.rng.force(0, 0)                                 # were it resolved: a 1, and the first Character
    MORNING.run(state)
    assert state.cold == 2 and state.shelter["top-4"]["board_up"]
    assert all("wounds" not in p["states"] for p in state.characters) and state.rng.forced_pending == 2
    state = at_morning("night-of-shells", "chapter-2", drawn_before=1)
    state.shelter["top-4"]["board_up"] = True
    state.rng.force(0, 0)
    MORNING.run(state)
    assert state.cold == 2 and not state.shelter["top-4"]["board_up"]
    assert [p["states"].get("wounds", 0) for p in state.characters] == [1, 0, 0]


def test_e25_an_airdrop_as_the_first_event_is_ignored():
    """L1974-1978, E25: the same for the Airdrop. Ours: Parcels from the Sky (script 710, a choice), read only
    when it is not the first Event."""
    for drawn_before, read in ((0, False), (1, True)):
        state = at_morning("parcels-from-the-sky", "chapter-2", drawn_before=drawn_before)
        events = MORNING.run(state)
        assert any(e.data.get("number") == "710" for e in events_of(events, "script")) is read
        assert (state.pending is not None and state.pending["why"] == "choice") is read


def test_e25_one_sent_to_help_the_neighbours_misses_dusk_and_its_hunger():
    """L1981-1983, E25: a Character sent by "Please Help Us!" is back at Dawn: not at Dusk, so their Hunger is
    not raised. Ours: A Knock From Next Door (visitors.toml), sending the one at the door (script 490)."""
    state = at_day()
    on_top(state.visitors_deck, "knock-from-next-door")
    DAY.run(state)
    DAY.answer(state, "outside")
    DAY.answer(state, "rest")
    state.rng.force(4)                                    # the door: a 5, no shot
    DAY.answer(state, "rest")
    DAY.answer(state, "option:0")
    helper = state.characters[0]
    assert helper["away"] and state.stage == 2
    asked = []
    while state.pending and state.phase == "day":
        asked.append(state.pending["text"])
        DAY.answer(state, "rest")
    helper_name = content().tables["characters"][helper["id"]].name
    assert len(asked) == 4 and not any(helper_name in text for text in asked), "stages 2 and 3 without them"
    state.storage = {"water": 2}                          # a drink each for those at home, and nothing to eat
    TO_EVENING.run(state)
    TO_EVENING.answer_all(state, lambda values: "yes" if "yes" in values else last(values))
    assert helper["states"] == {"hunger": 2} and [p["states"]["hunger"] for p in state.characters[1:]] == [3, 3]
    DAWN.run(state)
    DAWN.answer_all(state, guard_or_last)
    assert state.phase == "morning" and not helper["away"] and helper["place"] == "guard"


def test_e25_fatigue_stops_at_4():
    """L2015-2017, E25: Fatigue is never raised over 4; forced to, it is set at 4 (and Sleep, 150, is
    resolved) with nothing more. Ours: a Character at Fatigue 3 goes scavenging (Fatigue 4, asleep, but they
    finish the task, L805) to the Riverside Brewery, flooded: Fatigue +1 as the party leaves."""
    state = started(phase="evening")
    state.options.append("free_end")                      # the optional rule: leave when you like (L892)
    state.characters[0]["states"]["fatigue"] = 3
    state.locations["close"] = "riverside-brewery"
    EVENING.run(state)
    for task in ("scavenge", "guard", "floor"):
        EVENING.answer(state, task)
    tired = state.characters[0]
    assert tired["states"]["fatigue"] == 4 and tired["asleep"] and tired["place"] == "scavenging"
    state.storage = {}
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "go:close")
    SCAVENGE.answer(state, "end")                         # home at once, carrying nothing
    SCAVENGE.answer(state, "done")
    assert tired["states"]["fatigue"] == 4 and tired["alive"], "set at 4"
    guard = state.characters[1]
    on_duty = 0 if content().tables["characters"][guard["id"]].skill.kind == "night_owl" else 1
    assert guard["states"].get("fatigue", 0) == on_duty, "the guard was not flooded (only tired by the watch)"
    assert state.stats["scripts_read"]["150"] == 1, "Sleep once, nothing more"
