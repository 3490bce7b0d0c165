"""Our Street (L1330-1342): the four cards face up along the board in their order, the pool of Soldier, Thug
and Farmer figures on the Outside space or the Findings Pile, placed only while one is free (L1338) and, when
discarded from anywhere with some on both places, the Leader choosing which (L1340); each card's morning,
Day action, setting out and Dawn (ours, street.toml); not with Farmers and Market (L1342)."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import INFO, RULES, figures, our_street
from game.games.this_war_of_mine.rules.day import options_for
from game.games.this_war_of_mine.rules.ops import run_ops
from game.games.this_war_of_mine.rules.our_street import MODULE

from .support import Driver, bot_war, content, options, started

CARDS = ["the-checkpoint", "the-pump", "the-burnt-bakery", "the-allotments"]


def set_up(seed: int = 1):
    state = started(seed, options=[MODULE])
    state.task_stack.clear()
    return state, Driver("morning", "day", "dusk", "evening", "scavenging", "night", "dawn")


def _run(state, driver, addr, actor=None):
    run_ops(state, addr, actor, "test")
    return driver.run(state)


def test_it_is_a_story_module_not_played_with_farmers_and_market():
    variant = next(v for v in INFO.variants if v.id == MODULE)
    assert variant.section == "Story modules" and INFO.refusal((MODULE,), 2) is None
    assert "same Soldier, Thug and Farmer figures" in INFO.refusal((MODULE, "farmers_market"), 2)


def test_setup_lays_the_four_cards_in_order_and_fills_the_pool():
    state, _ = set_up()
    assert state.street == CARDS
    assert [content().tables["street"][c].order for c in state.street] == [1, 2, 3, 4]
    assert state.figures == {"outside": {}, "findings": {}}
    assert [content().tables["figures"][k].count for k in ("soldier", "thug", "farmer")] == [4, 3, 2]
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []
    plain = started()
    assert plain.street == [] and plain.figures == {}


def test_a_figure_is_placed_only_while_the_pool_has_one():
    state, driver = set_up()
    state.figures["outside"]["soldier"], state.figures["findings"]["soldier"] = 3, 1
    state.rng.force(3 - 1)                         # The Checkpoint's morning: 3, a Soldier Outside
    events = _run(state, driver, ["street", "the-checkpoint", "morning"])
    assert figures.standing(state, "soldier") == 4 and state.figures["outside"].get("soldier", 0) == 3
    assert not any(e.kind == "figure" for e in events), "the pool had none: nothing placed"


def test_the_morning_places_figures_where_the_roll_says():
    state, driver = set_up()
    state.rng.force(1)                             # 2: a Soldier on the Findings Pile
    events = _run(state, driver, ["street", "the-checkpoint", "morning"])
    assert state.figures["findings"].get("soldier", 0) == 1
    assert any(e.kind == "figure" and "on the Findings Pile" in e.text for e in events)
    state.rng.force(3)                             # 4: a Soldier on the Outside space
    _run(state, driver, ["street", "the-checkpoint", "morning"])
    assert state.figures["outside"].get("soldier", 0) == 1


def test_discarding_from_anywhere_asks_the_leader_which_when_both_places_hold_one():
    state, driver = set_up()
    state.figures["outside"]["soldier"] = state.figures["findings"]["soldier"] = 1
    state.rng.force(9)                             # 10: discard a Soldier
    _run(state, driver, ["street", "the-checkpoint", "morning"])
    assert sorted(options(state)) == ["findings", "outside"]
    assert "Which Soldier goes back to the pool?" in state.pending["text"]
    driver.answer(state, "findings")
    assert state.figures["findings"].get("soldier", 0) == 0 and state.figures["outside"].get("soldier", 0) == 1
    state.rng.force(9)                             # only one place holds one now: no question
    _run(state, driver, ["street", "the-checkpoint", "morning"])
    assert state.pending is None and figures.standing(state, "soldier") == 0


def test_a_days_action_along_the_street_needs_its_figure_and_one_character_at_a_time():
    state, _ = set_up()
    task = {"given": {}, "tools": []}
    offered = [v for v, _l, _t in options_for(state, 0, task) if v.startswith(our_street.ACTION)]
    assert offered == ["street:the-pump", "street:the-burnt-bakery"], "the checkpoint and the Farmer need figures"
    state.figures["outside"].update(soldier=1, farmer=1)
    offered = [v for v, _l, _t in options_for(state, 0, task) if v.startswith(our_street.ACTION)]
    assert offered == [f"street:{c}" for c in CARDS]
    task["given"] = {"1": "street:the-pump"}
    assert "street:the-pump" not in [v for v, _l, _t in options_for(state, 0, task)]
    state.rules_on["no_outside"] = "test"
    assert not any(v.startswith(our_street.ACTION) for v, _l, _t in options_for(state, 0, {"given": {}, "tools": []}))


def test_the_pump_gives_water_or_a_snipers_wound_and_a_thug_there_must_be_paid_or_fought():
    state, driver = set_up()
    water = state.storage.get("water", 0)
    state.rng.force(4)                              # 5: 2 Water
    _run(state, driver, ["street", "the-pump", "action"], 0)
    assert state.storage["water"] == water + 2
    state.rng.force(0)                              # 1: a sniper
    _run(state, driver, ["street", "the-pump", "action"], 0)
    assert state.characters[0]["states"].get("wounds", 0) == 1 and state.storage["water"] == water + 2
    state.figures["outside"]["thug"] = 1
    _run(state, driver, ["street", "the-pump", "action"], 0)
    labels = [label for _v, label, _t in state.pending["options"]]
    assert labels[0].startswith("Pay the Thug") and labels[1].startswith("Drive him off")
    before = sum(state.storage.values())
    driver.answer(state, "0")
    assert sum(state.storage.values()) == before - 1 + 2, "the most valuable good for 2 Water"


def test_the_farmer_trades_then_goes_back_to_the_pool():
    state, driver = set_up()
    state.figures["outside"]["farmer"] = 1
    state.storage["jewelry"] = 1
    food = state.storage.get("raw-food", 0)
    _run(state, driver, ["street", "the-allotments", "action"], 0)
    for answer in ("want:raw-food", "give:jewelry", "deal", "leave"):
        driver.answer(state, answer)
    assert state.pending is None
    assert state.storage["raw-food"] == food + 1 and not state.storage.get("jewelry")
    assert state.figures["outside"].get("farmer", 0) == 0


def test_setting_out_past_the_gang_is_a_fight_and_the_gang_comes_to_the_door_at_dawn():
    state, driver = set_up()
    state.figures["findings"]["thug"] = 1
    _run(state, driver, ["street", "the-burnt-bakery", "scavenging"], 0)
    assert any(task["t"] == "combat" for task in state.task_stack) or state.pending is not None
    state, driver = set_up()
    state.figures["findings"]["thug"] = 1
    _run(state, driver, ["street", "the-burnt-bakery", "dawn"])
    assert state.figures["findings"].get("thug", 0) == 0 and state.figures["outside"].get("thug", 0) == 1


def test_each_hook_runs_from_its_moment_in_the_cards_order():
    state, _ = set_up()
    state.task_stack.clear()
    our_street.run_hook(state, "morning", None)
    assert [task["addr"][1] for task in reversed(state.task_stack)] == CARDS, "every card has a morning"
    state.task_stack.clear()
    our_street.run_hook(state, "dawn", None)
    assert [task["addr"][1] for task in reversed(state.task_stack)] == ["the-burnt-bakery", "the-allotments"]


def test_a_version_6_save_gets_its_figures_in_two_places():
    from game.games.this_war_of_mine.rules import _figures_in_two_places
    moved = _figures_in_two_places({"figures": {"farmer": 1, "thug": 2}, "x": 1})
    assert moved == {"figures": {"outside": {"farmer": 1, "thug": 2}, "findings": {}}, "street": [], "x": 1}
    assert _figures_in_two_places({"figures": {"farmer": 0, "thug": 1}})["figures"]["outside"] == {"thug": 1}
    assert _figures_in_two_places({"figures": {}})["figures"] == {}


def test_the_bot_plays_a_war_on_our_street_to_its_end():
    seen = {"street": 0, "figure": 0}

    def watch(game, events):
        seen["figure"] += sum(e.kind == "figure" for e in events)
        seen["street"] += any(str(e.cause).startswith("street:") for e in events)
        total = sum(sum(place.values()) for place in game.state.figures.values())
        assert total <= 9, "never more figures on the board than the box holds"
    game = bot_war(3, (MODULE,), watch)
    assert seen["figure"] and seen["street"]
    assert game.state.street == CARDS
