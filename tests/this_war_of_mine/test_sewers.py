"""Sewers (L1426-1507): the party sent down at the start of the Day Actions, the tile map laid edge to matching
edge as it moves (turned end for end when only so an opening meets the exit; never over a tile laid), each
letter and number on a path read from its deck's top card, going home early with no free resources, the way
up on the third tile to a Location by the black die, scavenged with half the Unknown deck and the Reality
Impact cards redrawn; the party home at Dusk; the optional Thugs rule (L1497-1507)."""
from __future__ import annotations

import pytest

from game.games.this_war_of_mine.rules import INFO, RULES, sewers
from game.games.this_war_of_mine.rules.sewer_tiles import entry_for, neighbour, paths_from, turned_slot
from game.games.this_war_of_mine.rules.sewers import MODULE, THUGS_RULE

from .support import Driver, bot_war, content, options, started

TILES = content().tables["sewer_tiles"]


def at_the_ladder(seed: int = 1, extra=()):
    """Day 2's Day Actions beginning with the module: the Sewers question pending."""
    state = started(seed, phase="day", seats=3, options=[MODULE, *extra])
    state.task_stack.clear()
    state.day = 2
    driver = Driver("dusk", "morning")
    driver.run(state)
    return state, driver


def down(seed: int = 1, extra=(), who=(0,)):
    """The party down on the Starting Zone, the path question pending."""
    state, driver = at_the_ladder(seed, extra)
    for i in who:
        driver.answer(state, f"go:{i}")
    driver.answer(state, "done")
    while state.pending and state.pending["why"] == "equipment":
        driver.answer(state, "done")
    return state, driver


def _walk_to_the_exit(state, driver):
    """Answer every question of a path's cards until the party stands at the exit or is on its way up."""
    for _ in range(60):
        why = state.pending["why"] if state.pending else None
        if why in (None, "sewer_next", "sewer_path", "explore", "carry"):
            return why
        driver.answer(state, options(state)[0])
    raise AssertionError("too long a path")


def test_the_sewers_and_their_thugs_are_story_module_choices():
    sewers_variant = next(v for v in INFO.variants if v.id == MODULE)
    assert sewers_variant.section == "Story modules" and INFO.refusal((MODULE,), 2) is None
    assert "optional rule of the Sewers" in INFO.refusal((THUGS_RULE,), 2)
    assert INFO.refusal((MODULE, THUGS_RULE), 2) is None


def test_setup_puts_the_starting_zone_on_the_shuffled_pile_and_deals_both_decks():
    state = started(options=[MODULE])
    assert TILES[state.sewers["tiles"][0]].start and len(state.sewers["tiles"]) == 8
    assert sorted(state.sewers["rooms"]) == sorted(content().tables["sewer_rooms"])
    assert len(state.sewers["rooms"]) == 10 and len(state.sewers["corridors"]) == 12
    assert state.sewers["trip"] is None
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []
    assert started().sewers == {}
    for card in content().tables["sewer_rooms"].values():
        assert sorted(e.at for e in card.entries) == ["A", "B", "C", "D"], card.id
    for card in content().tables["sewer_corridors"].values():
        assert sorted(e.at for e in card.entries) == ["1", "2", "3", "4"], card.id


def test_a_tile_is_laid_edge_to_matching_edge_and_turned_end_for_end():
    assert neighbour([0, 0], "E") == ([2, 0], "W") and neighbour([0, 0], "N1") == ([0, -1], "S1")
    assert neighbour([4, 2], "S0") == ([4, 3], "N0") and neighbour([0, 0], "W") == ([-2, 0], "E")
    vault = TILES["brick-vault"]                        # openings W, E, N1
    assert entry_for(vault, False, "S1") is None and entry_for(vault, True, "S0") == "S0"
    assert turned_slot("N1", True) == "S0" and turned_slot("UP", True) == "UP"
    walked = paths_from(vault, False, "W", up=False)
    assert [(steps, end) for _k, steps, end in walked] == [(["B", "3"], "E"), (["1", "A"], "N1")]
    back = paths_from(vault, False, "E", up=False)
    assert (["3", "B"], "W") in [(steps, end) for _k, steps, end in back], "a path walked the other way round"
    assert [end for _k, _s, end in paths_from(vault, False, "E", up=True)] == ["UP"]


def test_every_tile_leads_up_from_every_opening_and_on_from_each():
    for tile in TILES.values():
        if tile.start:
            assert {p.a for p in tile.paths} == {"S"}
            continue
        for opening in tile.openings:
            assert paths_from(tile, False, opening, up=True), (tile.id, opening, "no way up")
            assert paths_from(tile, False, opening, up=False), (tile.id, opening, "a dead end")


def test_the_party_is_chosen_at_the_start_of_the_day_even_one_with_no_action():
    state, driver = at_the_ladder()
    assert state.pending["why"] == "sewers" and state.stage == 0
    state.characters[1]["states"]["fatigue"] = 3              # three black markers: no Day action
    driver.answer(state, "go:1")
    assert "go:1" not in options(state) and "done" in options(state)
    driver.answer(state, "done")
    while state.pending["why"] == "equipment":
        driver.answer(state, "done")
    assert state.characters[1]["place"] == "scavenging" and state.pending["why"] == "sewer_path"
    assert state.sewers["trip"]["laid"] == [{"tile": "starting-zone", "at": [0, 0], "turned": False}]
    labels = [label for _v, label, _t in state.pending["options"]]
    assert len(labels) == 3 and labels[0].startswith("Go to the east exit (room A)")


def test_nobody_going_leaves_the_day_as_it_was():
    state, driver = at_the_ladder()
    driver.answer(state, "done")
    assert state.pending["why"].startswith("action") and state.stage == 1
    assert state.sewers["trip"] is None and state.phase == "day"


def test_each_mark_of_a_path_is_read_from_the_top_of_its_deck_in_order():
    state, driver = down()
    rooms, corridors = list(state.sewers["rooms"]), list(state.sewers["corridors"])
    k = next(v for v in options(state) if "corridor 1, room B" in dict((o[0], o[1]) for o in
                                                                         state.pending["options"])[v])
    events = driver.answer(state, k)
    read = [e for e in events if e.kind == "sewer_card"]
    assert read[0].text.startswith("Corridor 1, ") and read[0].data["card"] == corridors[0]
    _walk_to_the_exit(state, driver)
    assert state.sewers["rooms_used"][0] == rooms[0] and state.sewers["corridors_used"][0] == corridors[0]


def test_going_home_early_offers_nothing_from_the_supply():
    state, driver = down()
    driver.answer(state, "path:0")
    assert _walk_to_the_exit(state, driver) == "sewer_next"
    driver.answer(state, "home")
    while state.pending and state.pending["why"] == "carry":
        assert not any("from the supply" in label for _v, label, _t in state.pending["options"])
        driver.answer(state, "done")
    assert state.phase == "day" and state.sewers["trip"] is None
    assert state.characters[0]["away"] and state.characters[0]["place"] == "scavenging"
    assert TILES[state.sewers["tiles"][0]].start, "the map shuffled back, the Starting Zone on top"


def test_the_third_tile_leads_up_to_a_location_by_the_black_die_with_half_the_cards():
    state, driver = down()
    for laid in range(3):
        driver.answer(state, options(state)[0])
        if _walk_to_the_exit(state, driver) != "sewer_next":
            pytest.skip("a card led up early")
        driver.answer(state, "tile")
        while state.pending["why"] == "sewer_turn":
            driver.answer(state, "plain")
    assert len(state.sewers["trip"]["laid"]) == 4
    if state.pending["why"] == "sewer_path":
        assert all(label.startswith("Go up to the way out") for _v, label, _t in state.pending["options"])
    for _ in range(60):                                   # (one way up only: taken without a question)
        if state.scene["location"]:
            break
        driver.answer(state, options(state)[0])
    trip = state.sewers["trip"]
    assert trip["walked"][-1][2] == "UP" and trip["walked"][-1][0] == 3
    location = content().tables["locations"][state.scene["location"]]
    from game.games.this_war_of_mine.effects import LOCATION_SIZES
    assert len(state.unknown) <= LOCATION_SIZES[location.size] // 2
    assert state.scene["sewers"] and state.scene["location"] in state.locations.values()


@pytest.mark.parametrize("die,slot", [(1, "close"), (5, "close"), (6, "distant"), (8, "distant"), (9, "far"),
                                      (10, "far")])
def test_the_way_up_leads_to_the_location_the_black_die_names(die, slot):
    state, driver = down()
    task = state.task_stack[-1]
    state.pending = None
    state.rng.force(die - 1)
    sewers._climb_out(state, task, [])
    assert state.scene["location"] == state.locations[slot]
    assert state.task_stack[-1]["t"] == "scavenge" and state.task_stack[-1]["stage"] == "explore"


def test_up_from_the_sewers_a_reality_impact_card_is_ignored_and_another_drawn():
    state, driver = down()
    task = state.task_stack[-1]
    state.pending = None
    sewers._climb_out(state, task, [])
    state.exploration_deck.remove("something-has-changed")
    state.unknown.insert(0, "something-has-changed")
    replacement = state.exploration_deck[0]
    driver.run(state)
    events = driver.answer(state, "draw")
    assert "something-has-changed" in state.scene["discard"]
    assert any(e.kind == "reality_ignored" for e in events) and not any(e.kind == "reality_impact" for e in events)
    shown = [e.data.get("card") for e in events if e.kind == "exploration"]
    assert shown == ["something-has-changed", replacement], "the next card from the Exploration deck instead"


def test_a_tile_is_never_laid_over_another():
    state, driver = down()
    trip = state.sewers["trip"]
    trip["laid"].append({"tile": "brick-vault", "at": [2, 0], "turned": False})     # east of the Starting Zone
    labels = [label for _v, label, _t in state.pending["options"]]
    state.pending = None
    state.task_stack[-1]["chosen"] = {}
    driver.run(state)
    after = [label for _v, label, _t in state.pending["options"]]
    assert any("the east exit" in label for label in labels) and not any("the east exit" in label for label in after)


def test_the_party_is_home_at_dusk_with_what_it_carried():
    state, driver = down()
    driver.answer(state, "path:0")
    _walk_to_the_exit(state, driver)
    driver.answer(state, "home")
    state.findings_pile["wood"] = state.findings_pile.get("wood", 0) + 2
    driver.answer_all(state, choose=lambda values: "done" if "done" in values else values[0])
    wood = state.storage.get("wood", 0)
    carried = state.findings_pile.get("wood", 0)
    events: list = []
    sewers.come_home(state, events)
    assert state.storage.get("wood", 0) == wood + carried and not state.findings_pile
    assert not state.characters[0]["away"] and state.characters[0]["place"] == "guard"


def test_with_the_thugs_going_home_early_may_mean_a_fight_with_them_all():
    state, driver = at_the_ladder(extra=[THUGS_RULE])
    driver.answer(state, "go:0")
    driver.answer(state, "done")
    while state.pending["why"] == "equipment":
        driver.answer(state, "done")
    state_before = state.sewers["trip"]["threat"]
    assert 1 <= state_before <= 3
    driver.answer(state, "path:0")
    _walk_to_the_exit(state, driver)
    state.sewers["trip"]["threat"] = 2
    state.rng.force(0, 9)                                     # 1 and 10: one at most the Threat
    driver.answer(state, "home")
    fight = next((t for t in state.task_stack if t["t"] == "combat"), None)
    assert fight is not None and len(fight["enemies"]) == 2 and fight["thugs"]
    assert all(foe["weapon"] == "knife" for foe in fight["enemies"]) and fight["stop_script"] == "40"
    assert state.sewers["trip"]["threat"] == 0


def test_the_way_up_op_ends_the_path_and_climbs_out():
    state, driver = down()
    trip = state.sewers["trip"]
    trip["path"] = {"k": 0, "steps": ["A", "1"], "to": "E"}
    trip["step"] = 1
    from game.games.this_war_of_mine.effects import WayUp
    from game.games.this_war_of_mine.rules.ops import BEHAVIOURS
    BEHAVIOURS.behaviour[WayUp](WayUp(), state, {"cause": "test"}, 0, [])
    assert trip["up_now"] and trip["step"] == 2


def test_a_version_7_save_gets_no_sewers():
    assert RULES.migrations[7]({"x": 1}) == {"x": 1, "sewers": {}}


def _war_with_trips(seed: int, variants: tuple[str, ...]) -> dict:
    """A war played to its end by the Leader bot, except that one Character goes down every morning (the
    bot itself goes only from a group of four); the state checked after every answer."""
    from game.core.match import Match
    from game.core.rng import Rng
    from game.core.rules import MatchSetup, Seat
    from game.games.this_war_of_mine.bots import LeaderBot
    game = Match(RULES, MatchSetup("this_war_of_mine", (Seat("A", 0), Seat("B", 1)), seed, variants), content(),
                 keep_undo=False)
    bot = LeaderBot(0, Rng(seed))
    seen = {"trips": 0, "up": 0, "home": 0}
    for _ in range(20000):
        if game.state.phase == "over":
            break
        prompt = game.pending
        values = [o.value for o in prompt.options]
        going = prompt.context.get("why") == "sewers" and "Going:" not in prompt.text
        answer = next(v for v in values if v.startswith("pick:go:")) if going else bot.choose(
            game.view(prompt.seat), prompt)
        events = game.apply(answer)
        seen["trips"] += sum(e.kind == "sewers" for e in events)
        seen["up"] += sum(e.kind == "location_chosen" and bool(e.data.get("sewers")) for e in events)
        seen["home"] += sum(e.kind == "home" and "Sewers" in e.text for e in events)
        if game.state.phase in ("evening", "night_raid"):
            assert not any(p["place"] == "scavenging" and p["away"] for p in game.state.characters), "home by Dusk"
    assert game.state.phase == "over"
    assert RULES.saved_state_problems(game.snapshot(), content()) == []
    return seen


@pytest.mark.parametrize("seed,variants", [(5, (MODULE,)), (6, (MODULE, THUGS_RULE))])
def test_wars_with_a_trip_every_day_play_to_their_end(seed, variants):
    seen = _war_with_trips(seed, variants)
    assert seen["trips"] >= 3 and seen["up"] >= 1 and seen["home"] >= 1, seen


def test_the_bot_plays_a_war_with_the_sewers_to_its_end():
    bot_war(5, (MODULE, THUGS_RULE))
