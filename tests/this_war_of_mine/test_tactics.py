"""Tactics (L1509-1634): offered when a fight with Soldiers, Deserters, Rebels or Thugs begins while scavenging;
the side by the Location's size; the Tactics tokens on their spaces and the Enemy tokens on the Combat chart;
the start spaces by the black die; moving along the passages (a ladder ends a move and is never run, a Hiding
Space holds its dots), the tokens picked up on the way; the card of the space's colour; the Hide and Noise
tests and the marks; Assault, Sneak Up and support; the tokens spent on a fight's dice; the Alarm; fleeing;
the exits; and the three ends (every Enemy dead, nobody left, the search given up)."""
from __future__ import annotations

import pytest

from game.games.this_war_of_mine.rules import INFO, RULES
from game.games.this_war_of_mine.rules.tactics import MODULE
from game.games.this_war_of_mine.rules.tactics_map import at_distance, side_for, spaces_of

from .support import content, options, started
from .tactics_support import gang_met, on_the_map

MAPS = content().tables["tactics_maps"]
CARDS = content().tables["tactics_cards"]


def black(result: int) -> int:
    """The forced draw for a black-die result."""
    return result - 1


def on_top(state, deck: str, card: str) -> None:
    state.tactics[deck].remove(card)
    state.tactics[deck].insert(0, card)


def act(state, driver, action: str, *steps: str) -> None:
    """The one group acts: its action, then each step, then it stops (if it may still)."""
    driver.answer(state, action)
    for there in steps:
        driver.answer(state, f"to:{there}")
    if state.pending and state.pending["why"] == "tactics_step" and "stop" in options(state):
        driver.answer(state, "stop")


def run_of(state) -> dict:
    return state.tactics["run"]


def ask_again(state, driver) -> None:
    """The pending question asked afresh, after a test has moved things about."""
    state.pending = None
    driver.run(state)


# --- the choice, the setup -----------------------------------------------------------------------------------------
def test_tactics_is_a_story_module_that_excludes_our_street():
    variant = next(v for v in INFO.variants if v.id == MODULE)
    assert variant.section == "Story modules" and "our_street" in variant.excludes
    assert INFO.refusal((MODULE, "our_street"), 2) is not None


def test_setup_divides_the_cards_into_their_decks():
    state = started(options=[MODULE])
    kinds = {card_id: card.kind for card_id, card in CARDS.items()}
    assert sorted(state.tactics["rooms"]) == sorted(c for c, k in kinds.items() if k == "rooms")
    assert sorted(state.tactics["cover"]) == sorted(c for c, k in kinds.items() if k == "hiding_open")
    assert len(CARDS) == 20 and state.tactics["run"] is None              # the rulebook's 20 cards (L1513-1517)
    assert started().tactics == {}


def test_the_side_fits_the_location_size():
    assert side_for(content(), "small").id == "b"
    assert side_for(content(), "medium").id == side_for(content(), "large").id == "a"


def test_a_fight_with_thugs_while_scavenging_offers_the_map_and_the_usual_fight():
    state, driver = gang_met()
    assert options(state) == ["map", "fight"]
    driver.answer(state, "fight")
    fight = state.task_stack[-1]
    assert fight["t"] == "combat" and len(fight["enemies"]) == 2 and fight["stop_script"] == "40"


def test_a_fight_with_a_lone_madman_is_never_taken_onto_the_map():
    from game.core.flow import push_task
    state, driver = gang_met()
    state.pending = None
    state.task_stack.clear()
    lone = next(r for r in content().tables["residents"].values() if r.kind == "combat" and not r.thugs and not r.force)
    state.residents_deck.insert(0, lone.id)
    push_task(state.task_stack, "encounter", cause="test")
    driver.run(state)
    assert any(t["t"] == "combat" for t in state.task_stack) and not any(t["t"] == "tactics" for t in state.task_stack)


def test_the_map_is_set_with_its_tokens_the_enemies_on_the_chart_and_the_party_where_the_die_puts_it():
    state, _driver = on_the_map(starts=(1, 3))
    run = run_of(state)
    board = MAPS["a"]
    assert run["tokens"] == {s.id: s.tokens for s in board.spaces if s.tokens}
    assert [foe["weapon"] for foe in run["foes"]] == ["knife", "knife"] and run["held"] == 0
    assert run["at"] == {"0": "entrance-hall", "1": "boarded-shop"}     # 1 and 3 on the black die (L1545)
    assert state.pending["why"] == "tactics_who"
    small, _driver = on_the_map(size="small", people=1, starts=(5,))
    assert run_of(small)["side"] == "b" and run_of(small)["at"] == {"0": "kitchen"}


# --- moving --------------------------------------------------------------------------------------------------------
def test_a_ladder_ends_the_move_and_the_tokens_on_the_way_are_picked_up():
    state, driver = on_the_map(people=1, starts=(1,))
    on_top(state, "cover", "a-cache")
    driver.answer(state, "move")
    assert "to:coal-cellar" in options(state)
    driver.answer(state, "to:coal-cellar")          # down the ladder: the move is over whatever is left of it
    run = run_of(state)
    assert run["at"]["0"] == "coal-cellar" and run["held"] == 2 + 1     # its 2, and the cache's 1
    assert "coal-cellar" not in run["tokens"]
    assert state.findings_pile.get("bandages") == 1                  # the Hiding Space half of A Cache


def test_nobody_runs_a_ladder():
    state, driver = on_the_map(people=1, starts=(1,))
    driver.answer(state, "run")
    assert "to:coal-cellar" not in options(state) and "to:stairwell" in options(state)


def test_a_hiding_space_holds_no_more_than_its_dots():
    state, driver = on_the_map(people=2, starts=(1, 1))
    run = run_of(state)
    run["at"] = {"0": "long-corridor", "1": "long-corridor"}          # next to the Wardrobe Room (1 dot)
    ask_again(state, driver)
    driver.answer(state, "group:long-corridor")
    driver.answer(state, "sneak")
    assert "to:wardrobe-room" not in options(state)
    assert "to:stairwell" in options(state)


def test_a_group_may_split_and_those_on_one_space_are_a_group():
    state, driver = on_the_map(people=2, starts=(1, 1))
    assert options(state) == ["group:entrance-hall", "one:0", "one:1"]
    driver.answer(state, "one:1")
    act(state, driver, "sneak", "boarded-shop")
    assert run_of(state)["at"] == {"0": "entrance-hall", "1": "boarded-shop"}


@pytest.mark.parametrize("space,start,deck,half", [
    ("boarded-shop", 1, "rooms", "effects"), ("entrance-hall", 3, "cover", "open"), ("coal-cellar", 1, "cover", "hiding")])
def test_the_card_read_is_the_one_of_the_spaces_colour(space, start, deck, half):
    state, driver = on_the_map(people=1, starts=(start,))
    quiet = {"rooms": "an-abandoned-kit-bag", "cover": "shouts-below"}[deck]         # cards that ask nothing more
    on_top(state, deck, quiet)
    act(state, driver, "move", space)
    assert state.tactics[f"{deck}_used"] == [quiet] and run_of(state)["card"] == {"card": quiet, "half": half}


# --- the tests and the marks -------------------------------------------------------------------------------------
def test_a_hide_test_passed_marks_the_enemy_two_spaces_away():
    state, driver = on_the_map(people=1, starts=(1,))
    on_top(state, "rooms", "a-door-swings-open")
    state.rng.force(black(3))                       # Move's Hide 1 + the shop's blue 2: 3 or less passes
    act(state, driver, "move", "boarded-shop")
    assert state.pending["why"] == "tactics_mark"
    assert sorted(options(state)) == sorted(at_distance(MAPS["a"], "boarded-shop", 2))
    driver.answer(state, "coal-cellar")
    assert run_of(state)["marks"] == ["coal-cellar"]


def test_a_hide_test_failed_is_a_fight_with_one_enemy_token():
    state, driver = on_the_map(people=1, starts=(1,))
    on_top(state, "rooms", "a-door-swings-open")
    state.rng.force(black(4))
    act(state, driver, "move", "boarded-shop")
    fight = next(t for t in state.task_stack if t["t"] == "combat")
    assert len(fight["enemies"]) == 1 and fight["fighters"] == [0] and fight["tactics"]
    assert len(run_of(state)["foes"]) == 1                          # the other still waits on the chart


def test_a_noise_test_failed_reads_the_noise_card():
    state, driver = on_the_map(people=1, starts=(1,))
    on_top(state, "rooms", "glass-underfoot")          # a Noise test, 1 more: Sneak 0 + the shop's red 1 + 1
    state.rng.force(black(2), black(9))                # heard; the Noise card's roll: 9, marked 3 away
    act(state, driver, "sneak", "boarded-shop")
    assert state.pending["why"] == "tactics_mark"
    assert sorted(options(state)) == sorted(at_distance(MAPS["a"], "boarded-shop", 3))


def test_a_marked_enemy_slips_away_on_1_to_3_at_the_start_of_a_turn():
    state, driver = on_the_map(people=1, starts=(1,))
    on_top(state, "cover", "shouts-below")             # a token, nothing else (a Hiding Space)
    run_of(state)["marks"] = ["roof", "attic"]
    state.rng.force(black(3), black(4))
    act(state, driver, "move", "coal-cellar")
    assert run_of(state)["marks"] == ["attic"] and run_of(state)["turn"] == 2


# --- assault, sneaking up, support, the fight ----------------------------------------------------------------------
def test_assault_goes_to_the_marked_enemy_and_fights_it_there():
    state, driver = on_the_map(people=1, starts=(1,))
    run_of(state)["marks"] = ["boiler-room"]
    ask_again(state, driver)
    assert "assault" in options(state) and "sneak_up" not in options(state)   # 2 away, not next door
    driver.answer(state, "assault")
    run = run_of(state)
    assert run["at"]["0"] == "boiler-room" and run["marks"] == [] and run["held"] == 1   # its token on the way
    assert next(t for t in state.task_stack if t["t"] == "combat")["fighters"] == [0]


def test_sneaking_up_unseen_the_enemy_begins_the_fight_wounded():
    state, driver = on_the_map(people=1, starts=(1,))
    run_of(state)["marks"] = ["boarded-shop"]
    ask_again(state, driver)
    state.rng.force(black(4))                       # Sneak Up's Hide 2 + the shop's 2
    driver.answer(state, "sneak_up")
    fight = next(t for t in state.task_stack if t["t"] == "combat")
    assert fight["enemies"][0]["hurt"] == 1


def test_a_group_next_door_may_join_the_fight():
    state, driver = on_the_map(people=2, starts=(1, 1))
    run_of(state)["at"]["1"] = "boiler-room"
    run_of(state)["marks"] = ["boarded-shop"]
    ask_again(state, driver)
    driver.answer(state, "group:entrance-hall")
    state.rng.force(black(10))                      # seen: the fight as usual
    driver.answer(state, "sneak_up")
    assert state.pending["why"] == "tactics_support" and options(state) == ["join", "stay"]
    driver.answer(state, "join")
    fight = next(t for t in state.task_stack if t["t"] == "combat")
    assert sorted(fight["fighters"]) == [0, 1] and run_of(state)["at"]["1"] == "boarded-shop"


def test_a_tactics_token_rerolls_a_die_of_the_fight_or_moves_its_wounds():
    state, driver = on_the_map(people=1, starts=(1,))
    run_of(state)["marks"] = ["boarded-shop"]
    run_of(state)["held"] = 2
    ask_again(state, driver)
    driver.answer(state, "assault")
    driver.answer(state, "fight")
    dice = content().tables["dice"]
    while state.pending["why"] != "token0":
        driver.answer(state, options(state)[0])
    roll = next(t for t in state.task_stack if t["t"] == "combat")["rolls"][0]
    before = roll["face"]
    if before.isdigit() and int(before) > 0:
        driver.answer(state, "token_down")
        assert roll["face"] in ("blank", str(int(before) - 1))
    else:
        state.rng.force(dice[roll["die"]].faces.index("1"))
        driver.answer(state, "token_reroll")
        assert roll["face"] == "1"
    assert run_of(state)["held"] == 1


def test_a_firearm_used_raises_the_alarm_on_1_to_5_and_then_every_hide_test_is_harder():
    from game.games.this_war_of_mine.rules.tactics_fights import fight_over
    state, driver = on_the_map(people=1, starts=(1,))
    fight = {"enemies": [{"prowess": 0, "weapon": "pistol", "hurt": 0, "alive": True}], "dead": [], "fighters": [0],
             "shots": 1}
    run_of(state)["acting"] = {"who": [0], "space": "entrance-hall", "action": "move", "rubble": False}
    state.rng.force(black(5))
    fight_over(state, fight, False, [])
    assert run_of(state)["alarm"]
    from game.games.this_war_of_mine.rules.tactics_fights import _targets
    assert _targets(state, "hide", 0) == 1 + 1 - 1


def test_fleeing_is_the_backstab_a_move_of_up_to_three_and_the_alarm():
    state, driver = on_the_map(people=1, starts=(1,))
    run_of(state)["marks"] = ["boarded-shop"]
    ask_again(state, driver)
    driver.answer(state, "assault")
    state.rng.force(0)                              # the backstab misses (a blank)
    driver.answer(state, "flee")
    assert state.pending["why"] == "tactics_step" and "stop" not in options(state)     # away, at least one
    driver.answer(state, "to:entrance-hall")
    driver.answer(state, "to:stairwell")
    driver.answer(state, "stop")
    assert state.pending["why"] == "tactics_mark"          # the Alarm: an Enemy 1 space away
    driver.answer(state, options(state)[0])
    run = run_of(state)
    assert run["alarm"] and run["turn"] == 2 and len(run["foes"]) == 2
    assert run["at"]["0"] == "stairwell"


def test_in_a_narrow_place_no_gun_is_fired_and_in_the_dark_nobody_rerolls():
    from game.games.this_war_of_mine.rules.combat import start_combat
    state, driver = on_the_map(people=1, starts=(1,))
    state.pending = None
    foes = [{"prowess": 2, "weapon": "pistol", "hurt": 0, "alive": True}]
    events: list = []
    start_combat(state, 1, (), events, "test", foes=foes, fighters=[0], gear={"0": {"melee": None, "firearm": None}},
                 tactics=True, space_rules=("narrow",))
    fight = state.task_stack[-1]
    fight["stage"] = "choose_dice"
    driver.run(state)
    assert all(r["die"] != "red" for r in fight["rolls"])            # the pistol swung like a club
    state.pending = None
    state.task_stack.remove(fight)
    start_combat(state, 1, (), events, "test", foes=[dict(foes[0], weapon="knife")], fighters=[0],
                 gear={"0": {"melee": None, "firearm": None}}, tactics=True, space_rules=("dark",))
    state.characters[0]["id"] = "hasan"                               # Prowess 3, and none of it counts here
    fight = state.task_stack[-1]
    fight["stage"] = "choose_dice"
    driver.run(state)
    assert state.pending is None or state.pending["why"] != "reroll"
    assert not any(t["t"] == "reroll" and t["left"] for t in state.task_stack)


# --- leaving, and the ends ---------------------------------------------------------------------------------------
def test_an_exit_takes_them_off_the_map_and_with_nobody_left_it_is_choose_findings():
    state, driver = on_the_map(people=1, starts=(1,))
    act(state, driver, "move", "back-yard")
    assert state.tactics["run"] is None and state.characters[0]["stopped"] and state.scene["ended"]


def test_with_every_enemy_dead_everyone_scavenges_on_and_the_noise_is_ignored():
    from game.games.this_war_of_mine.rules.tactics_fights import finish
    state, driver = on_the_map(people=2, starts=(1, 3))
    state.characters[1]["stopped"] = True
    run_of(state)["left"] = [1]
    del run_of(state)["at"]["1"]
    run_of(state)["foes"] = []
    tactics = next(t for t in state.task_stack if t["t"] == "tactics")
    state.pending = None
    finish(state, tactics, [])
    assert not state.characters[1]["stopped"] and state.scene["noise_ignored"]
    assert any(t["t"] == "script" and t["number"] == "33" for t in state.task_stack)
    noise = state.noise
    from game.games.this_war_of_mine.rules.ops import raise_noise
    raise_noise(state, 3, True, [], "test")
    assert state.noise == noise


def test_after_the_last_turn_the_search_is_given_up_and_those_inside_scavenge_on():
    state, driver = on_the_map(people=1, starts=(1,))
    run_of(state)["turn"] = run_of(state)["turns"]
    on_top(state, "cover", "shouts-below")
    act(state, driver, "move", "coal-cellar")
    assert state.tactics["run"] is None and not state.characters[0]["stopped"] and not state.scene["ended"]


def test_a_version_8_save_gets_no_tactics():
    assert RULES.migrations[8]({"x": 1}) == {"x": 1, "tactics": {}}


def test_the_maps_pass_the_whole_set_check_and_a_broken_one_is_reported():
    import dataclasses
    from game.games.this_war_of_mine.effects import TacticsPassage
    from game.games.this_war_of_mine.rules.tactics_map import problems
    assert problems(content()) == []
    board = MAPS["a"]
    broken = dataclasses.replace(board, passages=board.passages + (TacticsPassage("roof", "nowhere"),),
                                 spaces=tuple(s for s in board.spaces if s.id != "entrance-hall"))

    class Tables:
        tables = {**content().tables, "tactics_maps": {**MAPS, "a": broken}}

        def table(self, key):
            return self.tables.get(key, {})
    found = problems(Tables())
    assert ("tactics_maps", "a", f"passages[{len(board.passages)}]", "'nowhere' is no space of this side") in found
    assert any(p[2] == "spaces.starts" for p in found)              # 1 and 2 started in the hall


def _tactics_war(seed: int, variants: tuple[str, ...], bot_kind: str = "leader") -> dict:
    """A war played to its end by a bot, every fight that may go onto the map taken there; the state checked
    whenever a Tactics fight ends."""
    from game.core.bots import RandomBot
    from game.core.match import Match
    from game.core.rng import Rng
    from game.core.rules import MatchSetup, Seat
    from game.games.this_war_of_mine.bots import LeaderBot
    game = Match(RULES, MatchSetup("this_war_of_mine", (Seat("A", 0), Seat("B", 1)), seed, (MODULE, *variants)),
                 content(), keep_undo=False)
    bot = LeaderBot(0, Rng(seed)) if bot_kind == "leader" else RandomBot(0, Rng(seed))
    seen = {"runs": 0, "ended": 0, "fights": 0}
    for _ in range(40000):
        if game.state.phase == "over":
            break
        prompt = game.pending
        answer = "pick:map" if prompt.context.get("why") == "tactics" else bot.choose(game.view(prompt.seat), prompt)
        was_on = bool(game.state.tactics.get("run"))
        events = game.apply(answer)
        seen["runs"] += sum(e.kind == "tactics" for e in events)
        seen["fights"] += sum(e.kind == "combat" for e in events) if was_on else 0
        if was_on and not game.state.tactics.get("run"):
            seen["ended"] += 1
            assert RULES.saved_state_problems(game.snapshot(), content()) == []
    assert game.state.phase == "over"
    assert RULES.saved_state_problems(game.snapshot(), content()) == []
    return seen


@pytest.mark.parametrize("seed,variants", [(2, ()), (1, ("hard",))])
def test_wars_with_every_fight_on_the_map_play_to_their_end(seed, variants):
    seen = _tactics_war(seed, variants)
    assert seen["runs"] >= 2 and seen["ended"] == seen["runs"], seen


@pytest.mark.parametrize("size", ["small", "medium"])
def test_any_answers_on_the_map_come_to_an_end_and_keep_the_state_whole(size):
    """Random answers from the first question of the map to the end of Tactics, the state checked after each."""
    from game.core.rng import Rng
    ended, fights, tokens_spent = 0, 0, 0
    for seed in range(12):
        state, driver = on_the_map(seed=seed, size=size, people=1 + seed % 3, starts=(1 + seed % 10, 10 - seed % 10),
                                   findings={"knife": 1, "pistol": 1, "ammo": 3} if seed % 2 else None)
        chooser = Rng(seed)
        for _ in range(800):
            if not state.tactics["run"]:
                break
            value = chooser.choice(options(state))
            events = driver.answer(state, value)
            fights += sum(e.kind == "combat" for e in events)
            tokens_spent += value.startswith("token")
            assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []
        ended += not state.tactics["run"]
    assert ended == 12 and fights >= 2, (ended, fights, tokens_spent)


def test_the_boy_under_the_bed_is_read_from_the_empty_rooms_and_his_news_marks_an_enemy():
    state, driver = on_the_map(people=1, starts=(1,))
    on_top(state, "rooms", "empty-rooms")
    act(state, driver, "sneak", "boarded-shop")
    assert state.pending["why"].startswith("script") or any(t["t"] == "script" for t in state.task_stack)
    while state.pending["why"] != "tactics_mark":
        driver.answer(state, options(state)[0])                # ask him where the others are (1951)
    assert sorted(options(state)) == sorted(at_distance(MAPS["a"], "boarded-shop", 3))
    driver.answer(state, options(state)[0])
    assert run_of(state)["held"] == 1 and len(run_of(state)["marks"]) == 1
