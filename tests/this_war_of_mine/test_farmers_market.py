"""Farmers and Market (L1402-1424): the two farm Fittings set up at setup, the module's cards in their decks,
the Farmer and Thug figures at the door (the Outside action going out to them, their Dawn), and our Market
(docs/games/this-war-of-mine.md, "Farmers and Market"): the stalls, buying for tokens worth the price with
a fair price raising the Tolerance, haggling, stealing, and the Market shut at Tolerance 0. Only on the basic
side of the board (L1424)."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import INFO, RULES, farmers_market as fm
from game.games.this_war_of_mine.rules.day import options_for
from game.games.this_war_of_mine.rules.farmers_market import FARM_FITTINGS, MODULE

from .support import Driver, bot_war, content, options, started

WARES = sorted(content().tables["wares"])


def set_up(seed: int = 1):
    """A playthrough with the module, its farm Fittings set on the first spaces offered, before the Morning."""
    state = started(seed, options=[MODULE])
    driver = Driver("morning")
    driver.run(state)
    while state.pending is not None:
        driver.answer(state, options(state)[0])
    return state, driver


def at_market(seed: int = 1, stalls: tuple[str, ...] = ()):
    """The first Character at the Market, the walk there a safe 5, the stalls `stalls` (on the deck's top)."""
    state, driver = set_up(seed)
    deck = state.market["wares"]
    for ware in reversed(stalls):
        deck.remove(ware)
        deck.insert(0, ware)
    state.rng.force(5 - 1)
    events: list = []
    fm.go(state, 0, events)
    driver.run(state)
    return state, driver, events


def test_it_is_a_story_module_played_on_the_basic_side_only():
    variant = next(v for v in INFO.variants if v.id == MODULE)
    assert variant.section == "Story modules" and INFO.refusal((MODULE,), 2) is None
    for board in ("back_of_board", "no_mans_home", "the_crossing"):
        assert "basic side" in INFO.refusal((MODULE, board), 2)


def test_setup_fills_the_pool_shuffles_the_wares_and_sets_both_farm_fittings():
    state = started(options=[MODULE])
    assert state.figures == {"outside": {}, "findings": {}} and state.market["tolerance"] == fm.TOLERANCE_START
    assert sorted(state.market["wares"]) == WARES
    module_cards = {table: [k for k, card in content().tables[table].items() if card.module == MODULE]
                    for table in ("events", "residents", "night_raids", "visitors")}
    assert [len(module_cards[t]) for t in ("events", "residents", "night_raids", "visitors")] == [1, 2, 1, 1]
    assert set(module_cards["residents"]) <= set(state.residents_deck) | set(state.residents_aside)
    assert set(module_cards["visitors"]) <= set(state.visitors_deck)
    state, _ = set_up()
    standing = {spot["fitting"] for spot in state.shelter.values()}
    assert set(FARM_FITTINGS) <= standing and not set(FARM_FITTINGS) & set(state.fittings_deck)
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []
    plain = started()
    assert plain.figures == {} and plain.market == {} and not set(FARM_FITTINGS) & set(plain.fittings_deck)


def _run_ops(state, driver, ops_path):
    from game.games.this_war_of_mine.rules.ops import run_ops
    run_ops(state, ops_path, 0, "test")
    driver.run(state)


def test_a_card_puts_figures_at_the_door_as_far_as_the_pool_holds_them():
    state, driver = set_up()
    event = next(k for k, card in content().tables["events"].items() if card.module == MODULE)
    _run_ops(state, driver, ["events", event, "effects"])
    driver.answer_all(state)
    farmers = state.figures["outside"].get("farmer", 0)
    assert 1 <= farmers <= 2
    state.figures["outside"]["farmer"] = 2
    night_raid = next(k for k, card in content().tables["night_raids"].items() if card.module == MODULE)
    for _ in range(4):                                   # three Thugs in the box, however many come
        _run_ops(state, driver, ["night_raids", night_raid, "effects"])
    assert state.figures["outside"].get("thug", 0) == 3
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []


def test_the_outside_action_may_go_out_to_a_figure_one_character_each():
    state, _ = set_up()
    state.figures["outside"].update(farmer=1, thug=1)
    values = [v for v, _l, _t in options_for(state, 0, {"given": {}, "tools": []})]
    assert "figure:farmer" in values and "figure:thug" in values and "outside" in values
    taken = [v for v, _l, _t in options_for(state, 1, {"given": {"0": "figure:farmer"}, "tools": []})]
    assert "figure:farmer" not in taken and "figure:thug" in taken
    state.rules_on["no_outside"] = "day"
    blocked = [v for v, _l, _t in options_for(state, 0, {"given": {}, "tools": []})]
    assert not any(v.startswith("figure:") or v in ("outside", "market") for v in blocked)


def test_going_out_to_the_farmer_trades_and_sends_him_on_but_the_thug_stays_until_beaten():
    for kind, left, task in (("farmer", 0, "trade"), ("thug", 1, "combat")):
        state, driver = set_up()
        state.figures["outside"][kind] = 1
        fm.visit(state, kind, 0, [])
        driver.run(state)
        assert state.figures["outside"].get(kind, 0) == left and any(t["t"] == task for t in state.task_stack), kind


def test_at_dawn_each_thug_at_the_door_asks_his_cut():
    state, driver = set_up()
    state.figures["outside"]["thug"] = 2
    fm.dawn(state)
    driver.run(state)
    assert state.pending is not None and state.pending["why"].startswith("choose")
    driver.answer(state, options(state)[0])
    assert state.pending is not None and state.pending["why"].startswith("choose"), "the second Thug's"


def test_the_market_is_a_day_action_while_it_tolerates_you():
    state, _ = set_up()
    values = lambda: [v for v, _l, _t in options_for(state, 0, {"given": {}, "tools": []})]  # noqa: E731
    assert "market" in values()
    state.market["tolerance"] = 0
    assert "market" not in values()


def test_the_stalls_are_the_top_three_wares_face_up():
    top = tuple(started(options=[MODULE]).market["wares"][:3])
    state, _driver, events = at_market(stalls=top)
    assert state.pending["why"] == "market"
    assert list(state.task_stack[-1]["stalls"]) == list(top)
    shown = next(e for e in events if e.kind == "market")
    assert shown.reveals and shown.data["stalls"] == list(top)
    assert RULES.view(state, 0)["under_way"]["market"]["stalls"] == list(top)
    assert "wares" not in str(RULES.view(state, 0)["decks"].get("wares", "")), "the deck's order unseen"


def _cheap_ware() -> str:
    return min(WARES, key=lambda w: content().tables["wares"][w].price)


def test_buying_pays_tokens_worth_the_price_and_a_fair_price_raises_the_tolerance():
    ware = _cheap_ware()
    card = content().tables["wares"][ware]
    state, driver, _ = at_market(stalls=(ware,))
    state.storage = {"jewelry": 2, "water": 3}            # Jewelry is worth more than any cheap stall's price
    driver.answer(state, f"buy:{ware}")
    assert state.pending["why"] == "market_pay"
    assert "give:water" not in options(state), "Water is no money"
    driver.answer(state, "give:jewelry")
    for good in card.goods:
        assert state.storage.get(good.item, 0) >= good.amount
    assert state.storage.get("jewelry") == 1 and f"wares:{ware}" in state.waste
    assert state.market["tolerance"] == fm.TOLERANCE_START + fm.FAIR_PRICE
    if card.script:
        assert card.script in state.stats["scripts_read"]
    assert ware not in state.market["wares"]
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []


def test_calling_off_a_purchase_gives_back_what_was_handed_over():
    dear = max(WARES, key=lambda w: content().tables["wares"][w].price)
    state, driver, _ = at_market(stalls=(dear,))
    state.storage = {"cigarette": 3, "jewelry": 1}
    driver.answer(state, f"buy:{dear}")
    driver.answer(state, "give:cigarette")
    driver.answer(state, "back")
    assert state.storage == {"cigarette": 3, "jewelry": 1} and state.pending["why"] == "market"


def test_haggling_takes_two_off_or_shuts_the_stall():
    ware = max(WARES, key=lambda w: content().tables["wares"][w].price)
    price = content().tables["wares"][ware].price
    state, driver, _ = at_market(stalls=(ware,))
    state.rng.force(fm.HAGGLE_AT - 1)
    driver.answer(state, f"haggle:{ware}")
    assert f"haggle:{ware}" not in options(state), "once a stall"
    assert any(f"for {price - fm.HAGGLE_OFF}" in label for _v, label, _t in state.pending["options"]) or \
        not any(v == f"buy:{ware}" for v in options(state))
    state, driver, _ = at_market(stalls=(ware,))
    state.rng.force(fm.HAGGLE_AT - 2)
    driver.answer(state, f"haggle:{ware}")
    assert ware not in state.task_stack[-1]["stalls"] and state.market["wares"][-1] == ware
    assert state.market["tolerance"] == fm.TOLERANCE_START - 1


def test_stealing_gets_it_or_brings_a_thug_home():
    ware = _cheap_ware()
    state, driver, _ = at_market(stalls=(ware,))
    state.rng.force(10 - 1)
    driver.answer(state, f"steal:{ware}")
    assert f"wares:{ware}" in state.waste and state.market["tolerance"] == fm.TOLERANCE_START - 2
    assert not any(t["t"] == "market" for t in state.task_stack), "one deal a visit"
    state, driver, _ = at_market(stalls=(ware,))
    state.rng.force(1 - 1)
    wounds = state.characters[0]["states"].get("wounds", 0)
    driver.answer(state, f"steal:{ware}")
    assert state.characters[0]["states"].get("wounds", 0) == wounds + 1
    assert state.figures["outside"].get("thug", 0) == 1 and state.market["tolerance"] == fm.TOLERANCE_START - 1
    assert ware in state.market["wares"]


def test_the_tolerance_op_keeps_within_its_track():
    state, _ = set_up()
    events: list = []
    fm.change_tolerance(state, 9, events, "test")
    assert state.market["tolerance"] == fm.TOLERANCE_MOST
    fm.change_tolerance(state, -9, events, "test")
    assert state.market["tolerance"] == 0 and "any more" in events[-1].text


def test_bots_play_whole_wars_with_the_market():
    visits = []

    def tolerated(game, events):
        assert 0 <= game.state.market["tolerance"] <= fm.TOLERANCE_MOST
        visits.extend(e for e in events if e.kind == "market")
    for seed in range(1, 6):
        bot_war(seed, (MODULE,), tolerated)
    assert visits, "the bot goes to the Market"
