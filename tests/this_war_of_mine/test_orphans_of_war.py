"""Orphans of War (L1368-1382): one Orphan card drawn, the Happiness token on its marked space, the Kid's Room
set up at once and the other Kid Fittings in the Fittings deck, the Kid Actions in their own deck; and our
rules for what the rulebook leaves to the cards (A45): the children eat first at Dusk, the Cold, a loss and a
day without anyone's time lower their Happiness at Dawn, at 0 they are lost and SURVIVE with them."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import INFO, RULES, orphans
from game.games.this_war_of_mine.rules.ending import end_playthrough, final_score
from game.games.this_war_of_mine.rules.orphans import KIDS_ROOM, MODULE

from .support import Driver, bot_war, content, options, started

KID_ACTIONS = sorted(k for k, card in content().tables["narrative_actions"].items() if card.kid_action)


def with_children(seed: int = 1, card: str | None = None):
    """A playthrough set up with the module, the Kid's Room placed (the first space offered) and the arrival
    read, stopped before the first Morning; `card` puts that Orphan card in play instead of the one drawn."""
    state = started(seed, options=[MODULE])
    if card is not None:
        record = content().tables["orphans"][card]
        state.orphans.update(card=card, happiness=record.happiness_start)
    driver = Driver("morning")
    driver.run(state)
    assert state.pending["why"] == "kids_room"
    driver.answer(state, options(state)[0])
    driver.answer_all(state)
    return state, driver


def at_dusk(card: str, raw_food: int | None = None):
    """The children set up, then the Dusk of the first day, stopped at the Evening."""
    state, _ = with_children(card=card)
    if raw_food is not None:
        state.storage["raw-food"] = raw_food
    state.phase = "dusk"
    driver = Driver("evening")
    driver.run(state)
    return state, driver


def test_it_is_a_story_module_with_its_own_cards():
    variant = next(v for v in INFO.variants if v.id == MODULE)
    assert variant.section == "Story modules" and INFO.refusal((MODULE,), 1) is None
    tables = content().tables
    assert sorted(tables["orphans"]) == ["boy", "girl", "kids"]
    kid_fittings = [k for k, card in tables["fittings"].items() if card.module == MODULE]
    assert len(kid_fittings) == 6 and KIDS_ROOM in kid_fittings
    assert len(KID_ACTIONS) == 6
    assert sum(any(op.op_name == "kid_action" for op in tables["fittings"][k].build) for k in kid_fittings) >= 3


def test_setup_draws_one_orphan_card_and_keeps_the_kid_actions_apart():
    state = started(options=[MODULE])
    record = content().tables["orphans"][state.orphans["card"]]
    assert state.orphans["happiness"] == record.happiness_start and not state.orphans["lost"]
    assert sorted(state.orphans["deck"]) == KID_ACTIONS
    assert not set(KID_ACTIONS) & set(state.narrative_deck), "Kid Actions are not Narrative Actions to draw"
    kid_fittings = {k for k, card in content().tables["fittings"].items() if card.module == MODULE}
    assert kid_fittings <= set(state.fittings_deck) | set(state.ideas_deck)
    plain = started()
    assert plain.orphans == {} and not kid_fittings & set(plain.fittings_deck)


def test_the_kid_s_room_is_set_up_first_and_the_arrival_read():
    state, _ = with_children()
    room = [space for space, spot in state.shelter.items() if spot["fitting"] == KIDS_ROOM]
    assert len(room) == 1 and KIDS_ROOM not in state.fittings_deck
    assert orphans.card(state).arrival in state.stats["scripts_read"]
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []


def test_the_kid_s_room_may_take_the_place_of_a_furniture_card_instead():
    state = started(options=[MODULE])
    driver = Driver("morning")
    driver.run(state)
    offered = options(state)
    cards = content().tables["shelter_cards"]
    cleared = [value.partition(":")[2] for value in offered if value.startswith("clear:")]
    assert any(value.startswith("place:") for value in offered) and cleared
    assert all(cards[state.shelter[space]["card"]].kind == "furniture" for space in cleared)
    space = cleared[0]
    card = state.shelter[space]["card"]
    driver.answer(state, f"clear:{space}")
    assert state.shelter[space]["fitting"] == KIDS_ROOM and f"shelter_cards:{card}" in state.waste
    assert state.shelter[space]["card"] is None


def test_the_children_eat_first_at_dusk_or_happiness_falls():
    state, driver = at_dusk("boy", raw_food=2)
    assert state.pending["why"] == "kids_food"
    assert "raw-food" in options(state) and "none" in options(state)
    driver.answer(state, "raw-food")
    assert state.storage["raw-food"] == 1 and state.orphans["happiness"] == 4
    assert state.pending["why"] != "kids_food", "the boy eats one token"

    state, driver = at_dusk("boy")
    events = driver.answer(state, "none")
    assert state.orphans["happiness"] == 3 and any(e.kind == "kids_hungry" for e in events)


def test_two_children_eat_two_tokens():
    state, driver = at_dusk("kids", raw_food=3)
    driver.answer(state, "raw-food")
    assert state.pending["why"] == "kids_food", "the second of them"
    driver.answer(state, "raw-food")
    assert state.storage["raw-food"] == 1 and state.orphans["happiness"] == 5


def test_at_dawn_cold_grief_and_a_day_without_anyone_s_time_lower_it():
    state, _ = with_children(card="girl")
    record = orphans.card(state)
    events: list = []
    state.orphans["cared"] = True
    orphans.dawn(state, events, cold=record.cold_at - 1)
    assert state.orphans["happiness"] == 4 and not state.orphans["cared"], "a warm night with time given: no fall"
    orphans.dawn(state, events, cold=0)
    assert state.orphans["happiness"] == 3, "nobody had time for them"
    state.orphans["cared"] = True
    orphans.dawn(state, events, cold=record.cold_at)
    assert state.orphans["happiness"] == 2
    state.orphans.update(happiness=4, cared=True)
    state.stats["died_today"] = True
    orphans.dawn(state, events, cold=0)
    assert state.orphans["happiness"] == 4 - record.grief


def test_a_rise_counts_as_time_given_and_the_track_has_ends():
    state, _ = with_children(card="boy")
    record = orphans.card(state)
    events: list = []
    state.orphans["happiness"] = record.happiness_max
    orphans.change(state, 1, events, "test")
    assert state.orphans["happiness"] == record.happiness_max and state.orphans["cared"]


def test_the_low_and_full_scripts_are_read_once_each():
    state, _ = with_children(card="boy")
    record = orphans.card(state)
    events: list = []
    orphans.change(state, record.low_at - state.orphans["happiness"], events, "test")
    assert state.task_stack[-1]["number"] == record.low and state.orphans["seen"] == ["low"]
    state.task_stack.clear()
    orphans.change(state, 1, events, "test")
    orphans.change(state, -1, events, "test")
    assert not state.task_stack, "the low script is read the first time only"
    orphans.change(state, record.happiness_max, events, "test")
    assert state.task_stack[-1]["number"] == record.full


def test_at_zero_the_children_are_lost_and_survive_with_them():
    state, _ = with_children(card="girl")
    events: list = []
    record = orphans.card(state)
    orphans.change(state, -10, events, "test")
    assert state.orphans["lost"] and not orphans.on(state) and orphans.happiness(state) == 0
    assert any(e.kind == "orphans_lost" for e in events) and state.task_stack[-1]["number"] == record.lost
    orphans.change(state, 3, events, "test")
    assert state.orphans["happiness"] == 0, "nothing moves their track again"
    state.task_stack.clear()
    end_playthrough(state, True, events, "test")
    assert not state.result["details"]["won"] and state.result["details"]["cause"] == "the children were lost"


def test_their_happiness_adds_to_the_score_while_they_are_with_you():
    state, _ = with_children(card="kids")
    before = final_score(state)
    state.orphans["happiness"] += 1
    assert final_score(state) == before + orphans.SCORE_PER_HAPPINESS


def test_a_kid_fitting_built_draws_a_kid_action_into_the_hand():
    state, driver = with_children()
    drawing = next(k for k, card in content().tables["fittings"].items()
                   if card.module == MODULE and any(op.op_name == "kid_action" for op in card.build))
    top = state.orphans["deck"][0]
    from game.games.this_war_of_mine.rules.day import place_fitting
    space = next(s for s, spot in state.shelter.items() if not spot["card"] and not spot["fitting"])
    events: list = []
    place_fitting(state, drawing, space, 0, events)
    driver.run(state)
    assert top in state.narrative_held and top not in state.orphans["deck"]
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []


def test_the_view_shows_the_happiness_but_not_the_kid_actions_order():
    state, _ = with_children()
    view = RULES.view(state, 0)
    assert view["orphans"]["happiness"] == state.orphans["happiness"]
    assert "deck" not in view["orphans"] and view["decks"]["kid_actions"] == len(state.orphans["deck"])
    assert not any(card in str(view) for card in state.orphans["deck"] if card not in state.narrative_held)


def test_bots_play_whole_wars_with_the_children():
    def on_the_track(game, _events):
        assert 0 <= game.state.orphans["happiness"] <= orphans.card(game.state).happiness_max
    wars = [bot_war(seed, (MODULE,), on_the_track) for seed in range(1, 7)]
    for game in wars:
        if game.state.result["details"]["won"]:
            assert not game.state.orphans["lost"]
    assert any(not game.state.orphans["lost"] for game in wars), "the bot keeps the children with it in some wars"
