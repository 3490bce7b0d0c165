"""The New Characters module (L1660-1664) and Emira, the 13th Character (L1294-1306): their cards load with
their modules and only with them; the module's Truce at Midnight and Memories... stand in for the core
box's war's end and Hungry Neighbours; each new skill does what its words say (Postbag, Offcuts, Behind
the Counter, The Night Round, Seen It All Before, Eleven Winters Outside); Memories... brings Branko in
while his card is in the deck; Emira's Visitor brings her in once, and is ignored while she is with you."""
from __future__ import annotations

import pytest

from game.core.flow import push_task
from game.games.this_war_of_mine.rules.setup import new_person
from game.games.this_war_of_mine.rules.skills import keeps_watch, offcuts, packs_more, sleeps_rough, steadied

from .support import Driver, content, options, started

FIVE = ("anja", "branko", "malik", "ruben", "zoran")
NEWCOMERS = (*FIVE, "emira")
CORE_CEASEFIRE, NEW_CEASEFIRE = "the-guns-fall-silent", "truce-at-midnight"
CORE_RAID, NEW_RAID = "hungry-neighbours", "memories"
EMIRAS_VISITOR = "from-the-underpass"
SEEDS = range(1, 9)


def table(name: str) -> dict:
    return content().tables[name]


def everyone(state) -> set[str]:
    """The Characters in play: those drawn and those still in the Characters deck."""
    return {person["id"] for person in state.characters} | set(state.characters_deck)


def with_cast(*ids: str, phase: str = "day", modules=("new_characters", "emira")):
    """A playthrough whose group is exactly these Characters (out of the Characters deck)."""
    state = started(1, phase=phase, options=list(modules))
    state.characters = [new_person(card_id, True) for card_id in ids]
    state.characters_deck = [card_id for card_id in state.characters_deck if card_id not in ids]
    return state


# --- the cards and their modules ----------------------------------------------------------------------------
def test_the_five_and_emira_load_each_with_its_module():
    characters = table("characters")
    assert {card_id: characters[card_id].module for card_id in NEWCOMERS} == {
        **{card_id: "new_characters" for card_id in FIVE}, "emira": "emira"}
    for card_id in NEWCOMERS:
        card = characters[card_id]
        assert card.skill and card.spirit_a and card.spirit_b and card.epilogue and card.arrival, card_id
        assert len(card.scripts) == 5 and len(set(card.scripts)) == 4, card_id
    assert {characters[card_id].border for card_id in FIVE} == {"red", "black"}
    kinds = [characters[card_id].skill.kind for card_id in NEWCOMERS]
    core_kinds = {card.skill.kind for card in characters.values() if not card.module}
    assert len(set(kinds)) == len(kinds) and not set(kinds) & core_kinds, "each a skill kind of its own"


def test_the_truce_and_memories_stand_in_for_the_core_cards():
    truce, memories = table("events")[NEW_CEASEFIRE], table("night_raids")[NEW_RAID]
    assert (truce.kind, truce.module, truce.replaces) == ("ceasefire", "new_characters", CORE_CEASEFIRE)
    assert (memories.module, memories.replaces) == ("new_characters", CORE_RAID)
    assert memories.name == "Memories…" and memories.cancelled_by == "improvised-alarm-system"
    assert memories.cancelled_by in table("fittings")
    assert memories.damage < table("night_raids")[CORE_RAID].damage, "it hurts the heart more than the Storage"
    assert table("visitors")[EMIRAS_VISITOR].module == "emira"


def test_their_scripts_keep_to_their_numbers():
    numbers = {int(n) for n in table("scripts")}
    for card_id in FIVE:
        card = table("characters")[card_id]
        assert all(1300 <= int(n) <= 1399 for n in (card.epilogue, card.arrival, *card.scripts)), card_id
    emira = table("characters")["emira"]
    visitor_circles = table("visitors")[EMIRAS_VISITOR].scripts
    assert all(1400 <= int(n) <= 1419 for n in (emira.epilogue, emira.arrival, *emira.scripts, *visitor_circles))
    assert {n for n in numbers if 1300 <= n <= 1419} >= {1350, 1360, 1400}


# --- setup with and without the modules ---------------------------------------------------------------------
@pytest.mark.parametrize("seed", SEEDS)
def test_without_the_modules_only_the_core_cards_are_in_play(seed):
    state = started(seed)
    assert not everyone(state) & set(NEWCOMERS)
    assert CORE_CEASEFIRE in state.events_deck and NEW_CEASEFIRE not in state.events_deck
    assert CORE_RAID in state.night_raids_deck and NEW_RAID not in state.night_raids_deck + state.night_raids_aside
    assert EMIRAS_VISITOR not in state.visitors_deck


@pytest.mark.parametrize("seed", SEEDS)
def test_new_characters_brings_the_five_and_its_two_cards_in_place_of_the_core_ones(seed):
    state = started(seed, options=["new_characters"])
    assert everyone(state) >= set(FIVE) and "emira" not in everyone(state)
    assert len(everyone(state)) == 17
    assert NEW_CEASEFIRE in state.events_deck and CORE_CEASEFIRE not in state.events_deck
    assert NEW_RAID in state.night_raids_deck and CORE_RAID not in state.night_raids_deck + state.night_raids_aside


@pytest.mark.parametrize("seed", SEEDS)
def test_emira_is_shuffled_into_the_characters_deck_and_her_visitor_into_the_visitors(seed):
    state = started(seed, options=["emira"])
    assert "emira" in everyone(state) and not everyone(state) & set(FIVE)
    assert EMIRAS_VISITOR in state.visitors_deck
    assert CORE_CEASEFIRE in state.events_deck and CORE_RAID in state.night_raids_deck


# --- the skills, each by its function ---------------------------------------------------------------------------
def test_postbag_gives_the_party_2_more_inventory_while_anja_is_in_it():
    state = with_cast("anja", "malik", phase="scavenging")
    assert packs_more(state, [0, 1]) == 2
    assert packs_more(state, [1]) == 0, "only with Anja in the party"
    state.characters[0]["alive"] = False
    assert packs_more(state, [0, 1]) == 0


def test_offcuts_give_back_1_wood_of_a_fitting_branko_builds_once_for_each_card():
    fittings = table("fittings")
    wooden = next(k for k, f in sorted(fittings.items()) if any(g.item == "wood" for g in f.cost) and not f.module)
    no_wood = next(k for k, f in sorted(fittings.items()) if f.cost and all(g.item != "wood" for g in f.cost))
    state = with_cast("branko", "malik")
    state.storage = {}
    offcuts(state, 1, wooden, [])
    assert not state.storage, "Malik is no joiner"
    offcuts(state, 0, no_wood, [])
    assert not state.storage, "no Wood in its cost, none back"
    events: list = []
    offcuts(state, 0, wooden, events)
    assert state.storage == {"wood": 1} and events[0].cause == "skill:carpenter"
    offcuts(state, 0, wooden, [])
    assert state.storage == {"wood": 1}, "once for each Fitting card: building and taking apart is no mill"


def test_behind_the_counter_makes_a_herb_or_chems_into_herbal_meds_at_dawn():
    dawn = Driver("dawn")                                # the skills' task alone, not the rest of Dawn
    state = with_cast("malik", "anja", phase="dawn")
    state.storage = {"herb": 1, "chems": 3}
    state.task_stack = [{"t": "dawn_skills", "done": [], "chosen": {}}]
    dawn.run(state)
    assert state.pending["why"] == "pharmacist"
    assert set(options(state)) == {"brew:herb", "brew:chems", "keep"}
    dawn.answer(state, "brew:chems")
    assert state.storage == {"herb": 1, "chems": 1, "herbal-meds": 1} and state.pending is None

    state = with_cast("malik", phase="dawn")
    state.storage = {"chems": 1}
    state.task_stack = [{"t": "dawn_skills", "done": [], "chosen": {}}]
    dawn.run(state)
    assert state.pending is None and state.storage == {"chems": 1}, "2 Chems make 1 Herbal Meds"

    state = with_cast("malik", phase="dawn")
    state.storage = {"herb": 1}
    state.characters[0]["asleep"] = True
    state.task_stack = [{"t": "dawn_skills", "done": [], "chosen": {}}]
    dawn.run(state)
    assert state.pending is None and state.storage == {"herb": 1}, "only awake"


def test_behind_the_counter_asks_nothing_when_the_box_has_no_herbal_meds_left():
    state = with_cast("malik", phase="dawn")
    state.storage = {"herb": 1, "herbal-meds": table("tokens")["herbal-meds"].count}
    state.task_stack = [{"t": "dawn_skills", "done": [], "chosen": {}}]
    Driver("dawn").run(state)
    assert state.pending is None and state.storage["herb"] == 1


def test_the_night_round_cuts_1_more_while_ruben_is_on_guard():
    state = with_cast("ruben", "zoran", phase="night_raid")
    assert keeps_watch(state, [0, 1]) == 1
    assert keeps_watch(state, [1]) == 0, "he must be one of the Guards"


def test_seen_it_all_before_takes_1_off_the_first_rise_of_zorans_misery_each_day():
    state = with_cast("zoran", "anja")
    events: list = []
    assert steadied(state, 0, "misery", 2, events) == 1 and events[0].cause == "skill:steady"
    assert steadied(state, 0, "misery", 1, []) == 1, "once a day"
    assert steadied(state, 0, "misery", -1, []) == -1 and steadied(state, 0, "wounds", 1, []) == 1
    state.day += 1
    assert steadied(state, 0, "wounds", 1, []) == 1, "Misery only"
    assert steadied(state, 0, "misery", -1, []) == -1, "a fall is not a rise"
    assert steadied(state, 0, "misery", 1, []) == 0, "a new day"
    assert steadied(state, 1, "misery", 1, []) == 1, "Anja has not seen it all"


def test_eleven_winters_outside_rests_emira_1_more_on_the_floor():
    state = with_cast("emira", "anja", phase="evening")
    assert sleeps_rough(state, 0) == 1 and sleeps_rough(state, 1) == 0


# --- the stories that meet them -------------------------------------------------------------------------------
def _raid_with_memories(branko_in_deck: bool):
    state = with_cast("anja", "malik", "zoran", phase="night_raid")   # no Ruben: his Night Round would cut the Damage
    state.night_raids_deck.remove(NEW_RAID)
    state.night_raids_deck.insert(0, NEW_RAID)
    if not branko_in_deck:
        state.characters_deck.remove("branko")
    state.storage = {"raw-food": 3}
    state.narrative_held = []
    for person in state.characters:
        person["place"] = "guard"
    return state


@pytest.mark.parametrize("branko_in_deck", (True, False))
def test_memories_lets_branko_stay_while_his_card_is_in_the_deck(branko_in_deck):
    state = _raid_with_memories(branko_in_deck)
    night = Driver("dawn")
    night.run(state)

    def choose(values):
        if state.pending["why"] == "choice":
            assert len(values) == 3
            return "1"                                   # sit up with him, and ask him to stay
        return values[0]

    night.answer_all(state, choose)
    ids = [person["id"] for person in state.characters]
    assert ("branko" in ids) == branko_in_deck
    assert sum(state.storage.values()) == 1 + (2 if branko_in_deck else 0), "Damage 2; his Arrival: 2 Wood"
    guards = state.characters[:3]
    assert sum(person["states"].get("wounds", 0) for person in guards) == 1, "Wounds 1: a fall on the stairs"
    assert all(person["states"].get("fatigue") == 1 for person in guards), "they sat up with him"


def _visitor(state):
    state.visitors_deck.remove(EMIRAS_VISITOR)
    state.visitors_deck.insert(0, EMIRAS_VISITOR)
    push_task(state.task_stack, "visitor", who=0, card=None, chosen={})
    day = Driver("day")
    day.run(state)
    assert state.pending["why"] == "visitor" and "option:0" in options(state)
    day.answer(state, "option:0")
    day.answer_all(state)


def test_emiras_visitor_brings_her_in_once_and_is_ignored_once_she_is_with_you():
    state = with_cast("anja", "malik", "ruben")
    state.storage = {}
    assert "emira" in state.characters_deck
    _visitor(state)
    assert [p["id"] for p in state.characters] == ["anja", "malik", "ruben", "emira"]
    assert "emira" not in state.characters_deck and state.storage == {"canned-food": 1, "herb": 1}, "her Arrival"
    _visitor(state)
    assert [p["id"] for p in state.characters] == ["anja", "malik", "ruben", "emira"], "ignored"
    assert state.storage == {"canned-food": 1, "herb": 1}


def test_emiras_visitor_is_ignored_when_she_started_with_you_or_you_are_four():
    state = with_cast("emira", "anja", "malik")
    _visitor(state)
    assert [p["id"] for p in state.characters] == ["emira", "anja", "malik"]
    state = with_cast("anja", "malik", "ruben", "zoran")
    _visitor(state)
    assert len(state.characters) == 4 and "emira" in state.characters_deck, "no room: she goes on her way"
