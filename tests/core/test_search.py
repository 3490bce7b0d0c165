"""The searching bot (core/search.py) on two small games of our own: one to see it search, one to see it
blind to what its seat can't see."""
from __future__ import annotations

import random
from types import SimpleNamespace

from game.core.bots import RandomBot
from game.core.hidden import fresh_generator, places_of, redeal
from game.core.match import Match
from game.core.prompt import Event, Option, Prompt
from game.core.rng import Rng
from game.core.rules import GameInfo, MatchSetup, Outcome, Seat
from game.core.search import InformationSet, SearchBot, estimate, rewards
from game.core.session import Session


class Pile:
    """Take one to three stones from a pile, in turns; whoever takes the last stone wins. A pile of a
    multiple of four loses for the seat to move, so from 5 the only winning take is 1. A hidden deck
    of numbers, drawn from nowhere in play, is there only for sample_hidden to deal afresh."""

    info = GameInfo("pile", "Pile", 2, 2, "take the last stone", bot_kinds=("random",))
    search_depth = 400

    def __init__(self, stones: int = 5) -> None:
        self.stones = stones
        self.bots = {"random": RandomBot}

    def new_state(self, setup, content, rng):
        deck = list(range(10))
        rng.shuffle(deck)
        return SimpleNamespace(stones=self.stones, seat=0, winner=None, deck=deck, rng=rng)

    def prompt(self, state):
        if state.winner is not None:
            return None
        takes = range(1, min(3, state.stones) + 1)
        return Prompt(state.seat, "take", "How many?", tuple(Option(f"take:{n}", str(n)) for n in takes))

    def apply(self, state, value):
        state.stones -= int(value.split(":")[1])
        if state.stones == 0:
            state.winner = state.seat
        state.seat = 1 - state.seat
        return [Event("took", value, "rule:take")]

    def view(self, state, seat):
        return {"stones": state.stones, "deck": len(state.deck)}

    def outcome(self, state):
        if state.winner is None:
            return None
        return Outcome((state.winner,), (1, 0) if state.winner == 0 else (0, 1), "took the last stone")

    def sample_hidden(self, state, seat, rng):
        copy = SimpleNamespace(**vars(state))
        copy.deck = list(state.deck)
        redeal(places_of(copy.deck), rng)
        copy.rng = fresh_generator(rng)
        return copy


class Guess:
    """A card is dealt face down; seat 0 names its colour and wins if right. Nothing in seat 0's view
    tells which it is, so a bot that could not see it must answer the same for either card."""

    info = GameInfo("guess", "Guess", 1, 1, "red or black", bot_kinds=("random",), hidden_information=True)

    def __init__(self, sampler: str = "fair") -> None:
        self.sampler = sampler
        self.bots = {"random": RandomBot}

    def prompt(self, state):
        if state["answer"] is not None:
            return None
        return Prompt(0, "guess", "Red or black?", (Option("red", "Red"), Option("black", "Black")))

    def apply(self, state, value):
        state["answer"] = value
        return []

    def view(self, state, seat):
        return {"cards": len(state["pool"]) + 1}

    def outcome(self, state):
        if state["answer"] is None:
            return None
        return Outcome((0,) if state["answer"] == state["card"] else (), (0,), "")

    def sample_hidden(self, state, seat, rng):
        copy = dict(state, pool=list(state["pool"]))
        if self.sampler == "fair":                   # the card and the pool it came from, dealt afresh
            both = [copy["card"], *copy["pool"]]
            redeal(places_of(both), rng)
            copy["card"], copy["pool"] = both[0], both[1:]
        return copy


def guess_state(card: str, pool: list[str]) -> dict:
    return {"card": card, "pool": pool, "answer": None, "rng": Rng(0)}


def test_it_finds_the_only_winning_take():
    rules = Pile(5)
    state = rules.new_state(None, None, Rng(3))
    bot = SearchBot(0, Rng(1), iterations=3000)
    assert bot.choose(InformationSet(rules, state, 0, 2), rules.prompt(state)) == "take:1"
    stats = {s.value: s for s in bot.last_search}
    assert bot.last_search[0].value == "take:1" and stats["take:1"].win_rate > 0.7
    assert sum(s.visits for s in bot.last_search) == 3000 and bot.playouts == 3000


def test_a_won_position_is_played_out_to_its_win_in_a_whole_match():
    rules = Pile(9)
    setup = MatchSetup("pile", (Seat("S", 0, "random"), Seat("R", 1, "random")), 4)
    match = Match(rules, setup, None, keep_undo=False)
    session = Session(match, bot_overrides={0: SearchBot(0, Rng(2), iterations=1500), 1: RandomBot(1, Rng(3))})
    session.play_bots_to_end()
    assert match.outcome().winners == (0,)        # 9 is a win for the seat to move, and it never lets go


def test_the_bot_is_given_draws_never_the_state():
    rules = Pile(5)
    state = rules.new_state(None, None, Rng(3))
    information = InformationSet(rules, state, 0, 2)
    assert not any(state is getattr(information, name, None) for name in dir(information))
    assert information.view == rules.view(state, 0)
    drawn = [information.sample(random.Random(n)).deck for n in range(4)]
    assert len({tuple(d) for d in drawn}) == 4 and all(sorted(d) == list(range(10)) for d in drawn)
    assert state.deck != [] and information.sample(random.Random(0)) is not state


def test_a_session_hands_a_searching_bot_its_information_set():
    seen = []

    class Watching(SearchBot):
        def choose(self, information, prompt):
            seen.append(information)
            return super().choose(information, prompt)
    rules = Pile(6)
    match = Match(rules, MatchSetup("pile", (Seat("S", 0, "random"), Seat("R", 1, "random")), 1), None, keep_undo=False)
    session = Session(match, bot_overrides={0: Watching(0, Rng(2), iterations=50), 1: RandomBot(1, Rng(3))})
    session.play_bots_to_end()
    assert seen and all(isinstance(i, InformationSet) and i.seat == 0 and i.players == 2 for i in seen)


def test_what_the_seat_cannot_see_does_not_sway_it():
    rules = Guess("fair")
    choices = {SearchBot(0, Rng(4), iterations=200).choose(InformationSet(rules, guess_state(card, pool), 0, 1),
                                                           rules.prompt(guess_state(card, pool)))
               for card, pool in (("red", ["black", "black", "red"]), ("black", ["black", "red", "red"]))}
    assert len(choices) == 1


def test_the_same_check_catches_a_sampler_that_leaks():
    rules = Guess("leaky")                         # keeps the real card: the search then always guesses right
    choices = {SearchBot(0, Rng(4), iterations=200).choose(InformationSet(rules, guess_state(card, pool), 0, 1),
                                                           rules.prompt(guess_state(card, pool)))
               for card, pool in (("red", ["black", "black", "red"]), ("black", ["black", "red", "red"]))}
    assert choices == {"red", "black"}


def test_rewards_and_estimates():
    rules = Pile(1)
    state = rules.new_state(None, None, Rng(1))
    assert rewards(rules, state, 2) is None and estimate(rules, state, 2) == (0.5, 0.5)
    rules.apply(state, "take:1")
    assert rewards(rules, state, 2) == (1.0, 0.0)

    class Shared(Pile):
        def outcome(self, state):
            return Outcome((0, 1), (1, 1), "together") if state.winner is not None else None

        def search_value(self, state):
            return (1.4, -0.2)
    shared = Shared(1)
    state = shared.new_state(None, None, Rng(1))
    assert estimate(shared, state, 2) == (1.0, 0.0)          # kept in [0, 1]
    shared.apply(state, "take:1")
    assert rewards(shared, state, 2) == (1.0, 1.0)           # a shared win is every winner's


def test_redeal_depends_only_on_which_cards_not_where():
    first, second = ["c", "a", "b", "d"], ["b", "d", "c", "a"]
    for pile in (first, second):
        redeal(places_of(pile), random.Random(6))
    assert first == second and sorted(first) == ["a", "b", "c", "d"]
    road, won = ["x", "y"], ["y", "z"]                 # "y" lies in two places: it stays one card
    redeal([(road, 0), (road, 1), (won, 0), (won, 1)], random.Random(2))
    assert road[1] == won[0] and sorted({*road, *won}) == ["x", "y", "z"]
