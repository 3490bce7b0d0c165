"""Two of This War of Mine's modules as cards: the Variety Pack (L1666-1672), 23 cards shuffled into eight of
the core box's decks, with the Improvised Alarm System keeping a Night Raid away; and Desperate Measures
(L1320-1328), 7 Narrative Actions set aside until a Character dies or leaves. Neither module's cards are in
a playthrough that does not choose it, and a playthrough that does has every one of them."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.effects import walk_ops
from game.core.rng import Rng
from game.core.rules_base import fresh_state
from game.games.this_war_of_mine.rules import morning, people
from game.games.this_war_of_mine.rules.setup import set_up
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, options
from .test_night import at_night, by_prowess

VARIETY_PACK = {"visitors": 3, "events": 2, "objectives": 3, "fittings": 3, "exploration": 4, "night_raids": 3,
                "narrative_actions": 3, "residents": 2}
DESPERATE_MEASURES = {"narrative_actions": 7}
ALARM = "improvised-alarm-system"
NIGHT = Driver("dawn")


def module_cards(module: str) -> dict[str, set[str]]:
    """Each table's ids of the module's cards."""
    found: dict[str, set[str]] = {}
    for table_name, table in content().tables.items():
        for card_id, card in table.items():
            if getattr(card, "module", "") == module:
                found.setdefault(table_name, set()).add(card_id)
    return found


def started_with(module_options: list[str], seed: int = 1) -> State:
    state = fresh_state(State, content(), Rng(seed))
    set_up(state, ["P1", "P2"], "normal", options=module_options)
    return state


def wasted(state: State, table_name: str) -> set[str]:
    return {entry.partition(":")[2] for entry in state.waste if entry.startswith(f"{table_name}:")}


def objectives_dealt(state: State) -> set[str]:
    """The Objectives Chapter I deals (A12): the two for Chapters I and II and SURVIVE, and those removed."""
    morning.deal_objectives(state, [])
    return set(state.objectives_deck) | wasted(state, "objectives")


def every_card_dealt(state: State) -> dict[str, set[str]]:
    """Every card a playthrough holds at setup, by table: in its deck, set aside, kept for after a loss, or
    put in the Waste (the Events left out). The Objectives are dealt later, by Chapter I."""
    return {
        "events": set(state.events_deck) | wasted(state, "events"),
        "exploration": set(state.exploration_deck),
        "residents": set(state.residents_deck) | set(state.residents_aside),
        "night_raids": set(state.night_raids_deck) | set(state.night_raids_aside),
        "visitors": set(state.visitors_deck),
        "fittings": set(state.fittings_deck) | set(state.ideas_deck),
        "narrative_actions": set(state.narrative_deck) | set(state.stats.get("after_loss", [])),
    }


# --- the cards ----------------------------------------------------------------------------------------------
def test_the_variety_pack_is_23_cards_in_eight_decks():
    counts = {table_name: len(ids) for table_name, ids in module_cards("variety_pack").items()}
    assert counts == VARIETY_PACK
    assert sum(counts.values()) == 23


def test_desperate_measures_are_7_narrative_actions_all_kept_for_after_a_loss():
    found = module_cards("desperate_measures")
    assert {table_name: len(ids) for table_name, ids in found.items()} == DESPERATE_MEASURES
    cards = content().tables["narrative_actions"]
    assert all(cards[card_id].after_loss for card_id in found["narrative_actions"])
    assert not any(card.after_loss for card in cards.values() if card.module != "desperate_measures")


def test_the_alarm_is_a_green_fitting_with_a_cost_and_a_night_raid_it_keeps_away():
    alarm = content().tables["fittings"][ALARM]
    assert alarm.module == "variety_pack" and alarm.deck == "fittings" and alarm.cost and alarm.actions
    kept_away = [raid for raid in content().tables["night_raids"].values() if raid.cancelled_by == ALARM]
    assert any(raid.module == "variety_pack" for raid in kept_away)


def test_every_desperate_measure_has_a_price_in_misery():
    """Misery raised outright, or by the Empathy check a killing calls for (a fight with people not Thugs)."""
    cards = content().tables["narrative_actions"]
    for card_id in module_cards("desperate_measures")["narrative_actions"]:
        ops = [op for op, _depth in walk_ops(cards[card_id].effects)]
        raises = any(op.op_name == "state" and op.state == "misery" and op.amount > 0 for op in ops)
        kills = any(op.op_name == "combat" and not op.thugs for op in ops)
        assert raises or kills, card_id


# --- setup --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("module", ["variety_pack", "desperate_measures"])
def test_a_playthrough_without_the_module_has_none_of_its_cards_and_one_with_it_has_them_all(module):
    theirs = {table_name: ids for table_name, ids in module_cards(module).items() if table_name != "objectives"}
    without = every_card_dealt(started_with([]))
    with_it = every_card_dealt(started_with([module]))
    for table_name, ids in theirs.items():
        assert not ids & without[table_name], (table_name, sorted(ids & without[table_name]))
        assert ids <= with_it[table_name], (table_name, sorted(ids - with_it[table_name]))


def test_chapter_one_deals_from_the_variety_packs_objectives_when_it_is_chosen():
    assert module_cards("variety_pack")["objectives"] <= objectives_dealt(started_with(["variety_pack"]))


def test_chapter_one_deals_no_objective_of_a_module_not_chosen():
    assert not objectives_dealt(started_with([])) & module_cards("variety_pack")["objectives"]


def test_the_two_modules_together_put_every_card_in_its_place_once():
    state = started_with(["variety_pack", "desperate_measures"])
    dealt = every_card_dealt(state)
    for module in ("variety_pack", "desperate_measures"):
        for table_name, ids in module_cards(module).items():
            if table_name != "objectives":
                assert ids <= dealt[table_name], (module, table_name)
    held = Counter(state.narrative_deck + state.stats["after_loss"])
    assert max(held.values()) == 1


# --- Desperate Measures come after a loss ------------------------------------------------------------------
def test_desperate_measures_join_the_narrative_deck_only_once_someone_dies():
    measures = module_cards("desperate_measures")["narrative_actions"]
    state = started_with(["desperate_measures"])
    assert not measures & set(state.narrative_deck)
    assert set(state.stats["after_loss"]) == measures
    before = len(state.narrative_deck)
    people.dies(state, 0, [], "in the story")
    assert measures <= set(state.narrative_deck)
    assert len(state.narrative_deck) == before + len(measures)
    people.dies(state, 1, [], "in the story")
    assert len(state.narrative_deck) == before + len(measures), "shuffled in the first time only"


def test_desperate_measures_join_when_someone_leaves_too():
    measures = module_cards("desperate_measures")["narrative_actions"]
    state = started_with(["desperate_measures"])
    people.leaves(state, 2, [])
    assert measures <= set(state.narrative_deck) and "after_loss" not in state.stats


# --- the Improvised Alarm System at the Night Raid ---------------------------------------------------------
def alarm_night(with_alarm: bool) -> State:
    kept_away = next(k for k, raid in content().tables["night_raids"].items() if raid.cancelled_by == ALARM
                     and raid.module == "variety_pack")
    state = at_night([by_prowess(1)], kept_away)
    state.storage = {"meds": 1, "bandages": 1, "canned-food": 2}
    if with_alarm:
        space = next(s for s, spot in sorted(state.shelter.items()) if spot["card"] is None and spot["fitting"] is None
                     and content().tables["shelter"][s].holds == "empty")
        state.shelter[space]["fitting"] = ALARM
    return state


def test_the_alarm_keeps_its_night_raid_away():
    state = alarm_night(with_alarm=True)
    events = NIGHT.run(state)                # an unarmed Guard with nothing to take up: no question to ask
    assert any(e.kind == "raid_cancelled" for e in events)
    assert state.pending is None and state.phase == "dawn"
    assert state.storage == {"meds": 1, "bandages": 1, "canned-food": 2}, "nothing taken"
    assert not state.characters[0]["states"].get("wounds")
    assert "light-fingers" in state.night_raids_deck, "the card goes back into its deck"


def test_without_the_alarm_the_same_night_raid_happens():
    state = alarm_night(with_alarm=False)
    events = NIGHT.run(state) + NIGHT.answer_all(state)
    assert not any(e.kind == "raid_cancelled" for e in events)
    lost = 4 - sum(state.storage.values())
    assert lost or state.characters[0]["states"].get("wounds"), "the thieves took something, or hurt someone"


# --- two Desperate Measures at their moments ------------------------------------------------------------
def test_opening_the_door_ignores_the_card_and_gives_up_the_three_most_valuable():
    raid = next(k for k, r in content().tables["night_raids"].items() if r.wounds == 4 and r.damage == 0)
    state = at_night([by_prowess(1)], raid)
    state.storage = {"meds": 1, "bandages": 1, "jewelry": 1, "raw-food": 2}
    state.narrative_held = ["open-the-door-to-them"]
    NIGHT.run(state)
    assert state.pending["why"] == "face" and "play:open-the-door-to-them" in options(state)
    NIGHT.answer(state, "play:open-the-door-to-them")
    NIGHT.answer_all(state)
    assert state.storage == {"raw-food": 2}, "Meds, Bandages and Jewelry go"
    guard = state.characters[0]
    assert not guard["states"].get("wounds"), "the card's 4 Wounds are never dealt"
    assert guard["states"].get("misery") == 1


@pytest.mark.parametrize("roll,shaken", [(1, 3), (10, 0)])
def test_burning_the_banisters_warms_the_house_at_a_price(roll, shaken):
    state = started_with(["desperate_measures"])
    state.phase = "day"
    state.cold = 4
    state.narrative_held = ["burn-the-banisters"]
    play = Driver("dusk")
    play.run(state)
    wood = state.storage.get("wood", 0)
    state.rng.force(roll - 1)                   # the black die of the Empathy check
    play.answer(state, "play:burn-the-banisters")
    assert state.cold == 2 and state.storage.get("wood", 0) == wood + 2
    assert sum(person["states"].get("misery", 0) for person in state.characters) == shaken, \
        "every Empathy is at least 1, and none is 10"
