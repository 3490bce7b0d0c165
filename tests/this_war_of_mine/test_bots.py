"""The Leader bot: it answers every question legally through whole playthroughs, reads only the view (two
states that differ only in what is hidden get the same answers), plays the same game for the same seed,
and survives far longer than the random bot."""
from __future__ import annotations

import random

import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.bots import LeaderBot
from game.games.this_war_of_mine.rules import RULES
from game.games.this_war_of_mine.rules.view import DECKS

MOST_ANSWERS = 5000        # a playthrough far longer than any seen is a playthrough that never ends


def new_match(seed: int, seats: int = 2, difficulty: str = "normal") -> Match:
    setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{k + 1}") for k in range(seats)), seed, (difficulty,))
    return Match(RULES, setup, RULES.base_content(), keep_undo=False)


def play(seed: int, seats: int = 2, kind=LeaderBot, difficulty: str = "normal") -> tuple[Match, list[str]]:
    match = new_match(seed, seats, difficulty)
    bots = [kind(k, Rng(seed * 31 + k)) for k in range(seats)]
    answers = []
    while not match.is_over:
        assert len(answers) < MOST_ANSWERS, f"seed {seed}: the playthrough does not end"
        prompt = match.pending
        answer = bots[prompt.seat].choose(match.view(prompt.seat), prompt)
        assert answer in {o.value for o in prompt.options}, (prompt.context, prompt.text, answer)
        match.apply(answer)
        answers.append(answer)
    return match, answers


@pytest.mark.parametrize("seats", [1, 3])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_leader_answers_every_question_legally_to_the_end(seed, seats):
    match, answers = play(seed, seats)
    result = match.view(0)["result"]
    assert result and "won" in result["details"]
    assert len(answers) > 100


def test_the_leader_plays_the_harder_wars_to_the_end():
    for difficulty in ("hard", "hardcore"):
        match, _answers = play(5, 2, difficulty=difficulty)
        assert match.is_over


def test_the_leader_plays_with_every_optional_rule():
    """The optional rules add answers to many questions (a fourth action, moving Fittings, swapping a
    Location, overloading, eating at any time): the bot still answers each of them legally."""
    options = tuple(v.id for v in RULES.info.variants if v.section == "Optional rules")
    setup = MatchSetup("this_war_of_mine", (Seat("P1"), Seat("P2")), 6, ("normal", *options))
    match = Match(RULES, setup, RULES.base_content(), keep_undo=False)
    bots = [LeaderBot(k, Rng(k)) for k in range(2)]
    for _ in range(MOST_ANSWERS):
        if match.is_over:
            break
        prompt = match.pending
        answer = bots[prompt.seat].choose(match.view(prompt.seat), prompt)
        assert answer in {o.value for o in prompt.options}
        match.apply(answer)
    assert match.is_over


def hidden_shuffled(state, shuffle: random.Random):
    """The same playthrough with everything the view hides dealt differently: every deck's order, and which
    Shelter card of a kind lies face down on which space of that kind."""
    other = RULES.state_from_json(RULES.state_to_json(state), RULES.base_content())
    for deck in DECKS:
        cards = getattr(other, deck)
        shuffle.shuffle(cards)
    cards = other.content.tables["shelter_cards"]
    by_kind: dict = {}
    for space, spot in sorted(other.shelter.items()):
        if spot["card"]:
            by_kind.setdefault(cards[spot["card"]].kind, []).append(space)
    for spaces in by_kind.values():
        backs = [other.shelter[s]["card"] for s in spaces]
        shuffle.shuffle(backs)
        for space, card in zip(spaces, backs):
            other.shelter[space]["card"] = card
    return other


def test_the_leader_reads_only_the_view():
    """At every question of a playthrough, a state differing only in hidden things gets the same answer."""
    match = new_match(3)
    bot = LeaderBot(0, Rng(1))
    shuffle = random.Random(7)
    differed = asked = 0
    while not match.is_over and asked < 400:
        prompt = match.pending
        state = match.state
        other = hidden_shuffled(state, shuffle)
        differed += any(getattr(other, deck) != getattr(state, deck) for deck in DECKS)
        other_prompt = RULES.prompt(other)
        assert RULES.view(other, prompt.seat) == match.view(prompt.seat)
        answer = bot.choose(match.view(prompt.seat), prompt)
        assert bot.choose(RULES.view(other, prompt.seat), other_prompt) == answer
        match.apply(answer)
        asked += 1
    assert differed > asked // 2          # the hidden order really was different


def test_the_leader_is_the_same_player_for_the_same_seed():
    assert play(4)[1] == play(4)[1]


def test_the_leader_outlives_the_random_bot():
    leader_days = leader_won = random_days = random_won = 0
    for seed in range(10):
        match, _ = play(seed, 2, LeaderBot)
        leader_days += match.view(0)["day"]
        leader_won += bool(match.view(0)["result"]["details"]["won"])
        match, _ = play(seed, 2, RandomBot)
        random_days += match.view(0)["day"]
        random_won += bool(match.view(0)["result"]["details"]["won"])
    assert leader_days >= 3 * random_days
    assert leader_won >= 5 > random_won
