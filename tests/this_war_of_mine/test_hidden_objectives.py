"""Hidden Objectives (L1354-1366): one secret card each, seen by its player alone; revealed to all and
removed the moment it holds (checked after every answer); 10 more points for its player at the end; each
condition our cards use; 2 to 4 players; and saves of the state version before them still load."""
from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.rules import INFO, RULES, hidden_objectives
from game.games.this_war_of_mine.rules.ending import end_playthrough

from .support import content, started

MODULE = ["hidden_objectives"]


def match(players: int = 3, seed: int = 1) -> Match:
    seats = tuple(Seat(f"P{i}", i) for i in range(players))
    return Match(RULES, MatchSetup("this_war_of_mine", seats, seed, ("normal", *MODULE)), content(), keep_undo=False)


def test_each_player_draws_a_different_secret_card():
    for players in (2, 3, 4):
        state = started(seats=players, options=MODULE)
        cards = [secret["card"] for secret in state.secret_objectives.values()]
        assert len(cards) == players == len(set(cards))
        assert not any(secret["fulfilled"] for secret in state.secret_objectives.values())
    assert started(options=()).secret_objectives == {}, "none without the module"


def test_a_seat_sees_its_own_card_only_and_so_the_screen_is_covered_between_players():
    game = match()
    views = [game.view(seat)["secret_objectives"] for seat in range(3)]
    for seat, seen in enumerate(views):
        assert list(seen) == [str(seat)]
    assert game.view(None)["secret_objectives"] == {}
    assert game.view(0) != game.view(1)


def test_it_is_revealed_to_all_once_it_holds_after_an_answer_and_scores_10():
    game = match()
    state = game.state
    seat, secret = next(iter(sorted(state.secret_objectives.items())))
    card = content().tables["hidden_objectives"][secret["card"]]
    make_hold(state, card)
    events = game.apply(game.pending.options[0].value)
    shown = [e for e in events if e.kind == "hidden_objective"]
    assert len(shown) == 1 and card.name in shown[0].text and shown[0].data["seat"] == int(seat)
    for viewer in range(3):
        assert game.view(viewer)["secret_objectives"][seat]["fulfilled"]
    assert hidden_objectives.bonus(state, int(seat)) == 10
    end_playthrough(state, False, [], "test")
    scores = state.result["scores"]
    assert scores[int(seat)] == max(scores) == min(scores) + 10


def make_hold(state, card) -> None:
    """Change the state so that the card's condition holds."""
    if card.condition == "storage_value":
        state.storage["jewelry"] = 20
    elif card.condition == "fittings":
        for space in [s for s, spot in state.shelter.items() if spot["fitting"] is None][:card.amount]:
            state.shelter[space]["fitting"] = "camp-bed"
    elif card.condition == "board_ups":
        for space in [s for s in state.shelter if state.content.tables["shelter"][s].hole_left][:card.amount]:
            state.shelter[space]["board_up"] = True
    elif card.condition == "characters":
        from game.games.this_war_of_mine.rules.setup import new_person
        while len(state.characters) < card.amount:
            state.characters.append(new_person(state.characters_deck.pop(0), False))
    elif card.condition == "private_takes":
        state.stats["private_takes"] = card.amount
    elif card.condition == "kills":
        state.stats["kills"] = card.amount
    elif card.condition == "days_without_death":
        state.day = card.amount
    elif card.condition == "all_fed":
        for person in state.characters:
            person["states"].pop("hunger", None)


@pytest.mark.parametrize("card_id", sorted(content().tables["hidden_objectives"]))
def test_each_card_holds_exactly_when_its_condition_does(card_id):
    card = content().tables["hidden_objectives"][card_id]
    state = started(options=MODULE)
    assert not hidden_objectives.holds(state, card), "nothing is fulfilled at setup"
    make_hold(state, card)
    assert hidden_objectives.holds(state, card)


def test_the_conditions_not_on_our_cards_count_what_they_say():
    from types import SimpleNamespace
    state = started(options=MODULE)
    assert not hidden_objectives.holds(state, SimpleNamespace(condition="kills", amount=2))
    state.stats["kills"] = 2
    assert hidden_objectives.holds(state, SimpleNamespace(condition="kills", amount=2))
    state.day = 5
    assert hidden_objectives.holds(state, SimpleNamespace(condition="days_without_death", amount=5))
    state.stats["deaths"] = [{"character": "x"}]
    assert not hidden_objectives.holds(state, SimpleNamespace(condition="days_without_death", amount=5))


def test_the_thief_is_left_out_of_a_scenario_and_the_module_is_for_two_to_four():
    state = started(options=MODULE)
    hidden_objectives.deal(state, scenario=True)
    assert "the-thief" not in [s["card"] for s in state.secret_objectives.values()]
    assert content().tables["hidden_objectives"]["the-thief"].scenario_removed
    assert "hidden_objectives" not in {v.id for v in INFO.variants_for(1)}
    assert len(content().tables["hidden_objectives"]) == 6


def test_a_state_of_version_1_is_brought_forward_with_no_secret_objectives():
    data = RULES.state_to_json(started())
    data.pop("secret_objectives")
    data["version"] = 1
    brought = RULES.migrate_state(data)
    assert brought["version"] == RULES.state_version and brought["secret_objectives"] == {}
