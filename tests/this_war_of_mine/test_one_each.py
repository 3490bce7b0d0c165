"""One Character Per Player (L1783-1852): the picks at setup, the Leader by the lowest sum, each player
deciding for their own Character, the group's decisions put to a vote (each seat's vote unseen by the
others until all are in; a tie the Leader's to break, the token then handed to a loser), Wounds dealt
clockwise, fate choosing the Leader's Character, nothing wasted, no newcomer while everyone has one, and
the Leader voted on at each Dawn's end."""
from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.rules import INFO, RULES, one_each
from game.games.this_war_of_mine.rules.people import can_join

from .support import content


def match(players: int = 3, seed: int = 1, variants=("one_each",)) -> Match:
    seats = tuple(Seat(f"P{i}", i) for i in range(players))
    return Match(RULES, MatchSetup("this_war_of_mine", seats, seed, variants), content(), keep_undo=False)


def pick_first(game: Match) -> list[str]:
    """Each seat keeps the first Character offered; returns their ids in seat order."""
    kept = []
    for seat in range(len(game.setup.seats)):
        prompt = game.pending
        assert prompt.seat == seat and prompt.context["why"] == f"pick_character@{seat}" and len(prompt.options) == 2
        kept.append(prompt.options[0].value.partition(":")[2])
        game.apply(prompt.options[0].value)
    return kept


def test_each_player_keeps_one_of_two_and_the_other_goes_back():
    game = match()
    offers = {}
    for seat in range(3):
        offers[seat] = [o.value.partition(":")[2] for o in game.pending.options]
        game.apply(game.pending.options[1].value)
    people = game.state.characters
    assert [p["id"] for p in people] == [offers[s][1] for s in range(3)]
    assert [p["seat"] for p in people] == [0, 1, 2] and all(p["starting"] for p in people)
    assert all(offers[s][0] in game.state.characters_deck for s in range(3)), "the other back to the deck"


def test_hunger_2_and_a_red_border_rolls_the_black_die():
    cards = content().tables["characters"]
    for seed in range(12):
        game = match(seed=seed)
        pick_first(game)
        for person in game.state.characters:
            states = dict(person["states"])
            assert states.pop("hunger") == 2
            if cards[person["id"]].border == "black":
                assert not any(states.values())
            else:   # one of the table's results, or nothing on a 10
                assert states in ({}, {"illness": 1}, {"wounds": 1}, {"misery": 2})


def test_the_leader_plays_the_lowest_inventory_prowess_and_empathy():
    cards = content().tables["characters"]
    for seed in range(8):
        game = match(seed=seed)
        pick_first(game)
        totals = {p["seat"]: cards[p["id"]].inventory + cards[p["id"]].prowess + cards[p["id"]].empathy
                  for p in game.state.characters}
        assert totals[game.state.leader] == min(totals.values())


def _to_evening(game: Match):
    """Play on, answering for whoever is asked with the first option, to the first Evening question."""
    for _ in range(3000):
        if game.pending.context["why"].startswith("night_task"):
            return
        game.apply(game.pending.options[0].value)
    raise AssertionError("no Evening")


def test_a_character_s_own_decision_goes_to_their_player():
    game = match()
    pick_first(game)
    _to_evening(game)
    asked_about = next(i for i, p in enumerate(game.state.characters)
                       if p["alive"] and f"character:{i}" in {o.target for o in game.pending.options})
    assert game.pending.seat == game.state.characters[asked_about]["seat"]


def _group_question(game: Match):
    """Play on, the Leader bot answering, to the first vote (a question whose name carries a voter's seat)."""
    from game.core.rng import Rng
    from game.games.this_war_of_mine.bots import LeaderBot
    bot = LeaderBot(0, Rng(1))
    for _ in range(3000):
        why = game.pending.context["why"]
        if "@" in why and not why.startswith("pick_character"):
            return why.partition("@")[0]
        game.apply(bot.choose(game.view(game.pending.seat), game.pending))
    raise AssertionError("no vote")


def test_a_group_decision_is_a_vote_each_unseen_by_the_others_until_all_are_in():
    game = match()
    pick_first(game)
    why = _group_question(game)
    voters = one_each.present_seats(game.state)
    assert len(voters) == 3 and voters[0] == game.state.leader, "clockwise from the Leader"
    first = game.pending
    assert first.seat == voters[0] and first.text.startswith("Your vote")
    game.apply(first.options[-1].value)
    second = game.pending
    assert second.seat == voters[1] and second.context["why"] == f"{why}@{voters[1]}"
    assert game.view(voters[0])["my_votes"] == {why: first.options[-1].value.partition(":")[2]}
    assert game.view(voters[1])["my_votes"] == {} and game.view(voters[2])["my_votes"] == {}
    assert game.view(voters[0]) != game.view(voters[1]), "so the screen is covered between the voters"
    game.apply(second.options[-1].value)
    events = game.apply(game.pending.options[0].value)        # 2 against 1: the last option wins
    shown = [e for e in events if e.kind == "votes"]
    assert len(shown) == 1 and all(game.setup.seats[s].name in shown[0].text for s in voters)
    assert all(v == {} for v in (game.view(s)["my_votes"] for s in voters)), "nothing left open"


def test_a_tie_is_the_leader_s_to_break_and_the_token_goes_to_a_loser():
    game = match(players=2)
    pick_first(game)
    why = _group_question(game)
    leader = game.state.leader
    a, b = game.pending.options[0].value, game.pending.options[-1].value
    game.apply(a)                    # the Leader votes for the first answer
    events = game.apply(b)           # the other for the last: a tie, and the votes are shown
    assert any(e.kind == "votes" for e in events)
    tie = game.pending
    assert tie.seat == leader and tie.context["why"] == f"{why}@tie" and {o.value for o in tie.options} == {a, b}
    game.apply(b)                    # the Leader breaks it against their own vote
    assert game.state.leader == leader, "the loser was the Leader: the token stays"
    game2 = match(players=2)
    pick_first(game2)
    _group_question(game2)
    leader = game2.state.leader
    a, b = game2.pending.options[0].value, game2.pending.options[-1].value
    game2.apply(a)
    game2.apply(b)
    game2.apply(a)                   # the Leader breaks it for their own answer
    assert game2.state.leader == 1 - leader, "the other lost the vote and takes the token"


def test_wounds_are_dealt_one_by_one_clockwise_from_the_leader():
    game = match()
    pick_first(game)
    state = game.state
    options = [(str(i), "x", f"character:{i}") for i in range(3)]
    task = {"t": "test"}
    order = [one_each.ask(state, task, "hurt", options, "", one_each.CLOCKWISE) for _ in range(4)]
    seats = [state.characters[int(v)]["seat"] for v in order]
    assert seats[0] == state.leader and seats[:3] == one_each.clockwise(state, [0, 1, 2]) and seats[3] == seats[0]


def test_fate_chooses_the_leader_s_character_else_the_nearest_clockwise():
    game = match()
    pick_first(game)
    state = game.state
    mine = next(i for i, p in enumerate(state.characters) if p["seat"] == state.leader)
    assert one_each.fated(state, [0, 1, 2]) == mine
    rest = [i for i in range(3) if i != mine]
    nearest = min(rest, key=lambda i: (state.characters[i]["seat"] - state.leader) % 3)
    assert one_each.fated(state, rest) == nearest


def test_no_newcomer_while_every_player_has_a_character_and_one_who_lost_theirs_takes_them():
    game = match()
    pick_first(game)
    state = game.state
    assert not can_join(state)
    state.characters[1]["alive"] = False
    assert can_join(state) and one_each.seat_without_character(state) == state.characters[1]["seat"]
    from game.games.this_war_of_mine.rules.people import join
    index = join(state, state.characters_deck[0], [], "test")
    assert state.characters[index]["seat"] == 1 and not state.characters[index]["starting"]


def test_one_character_per_player_is_for_two_to_four_and_refuses_eating_at_any_time():
    assert "one_each" not in {v.id for v in INFO.variants_for(1)}
    assert all("one_each" in {v.id for v in INFO.variants_for(n)} for n in (2, 3, 4))
    refused = INFO.refusal(["one_each", "any_time"], 3)
    assert refused and "any time" in refused


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_it_to_the_end_every_question_asked_of_a_player_with_a_say(players):
    from game.core.session import Session
    seats = tuple(Seat(f"P{i}", i, "leader") for i in range(players))
    game = Match(RULES, MatchSetup("this_war_of_mine", seats, 2, ("one_each",)), content(), keep_undo=False)
    Session(game).play_bots_to_end()
    assert game.outcome() is not None
    assert {answer.seat for answer in game.answers} == set(range(players))
