"""A tiny two-seat game that exercises every part of the core without any real game's rules.

Each seat holds a secret card. On a turn the seat picks a stake (no
randomness, so it can be undone), then rolls or banks. Rolling a 1 loses
the turn's points. First to 12 wins.
"""
from __future__ import annotations

from game.core.prompt import Event, Option, Prompt
from game.core.rng import Rng
from game.core.rules import GameInfo, MatchSetup, Outcome

TARGET = 12


class ToyState:
    __slots__ = ("rng", "scores", "seat", "stake", "pot", "secrets", "deck", "winner")

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.scores = [0, 0]
        self.seat = 0
        self.stake = 0
        self.pot = 0
        self.deck = list(range(1, 10))
        rng.shuffle(self.deck)
        self.secrets = [self.deck.pop(), self.deck.pop()]
        self.winner: int | None = None


class ToyRules:
    info = GameInfo("toy", "Toy", 2, 2, "test game", bot_kinds=("first",), hidden_information=True)

    def __init__(self) -> None:
        self.bots = {"first": lambda seat, rng: FirstBot()}

    def new_state(self, setup: MatchSetup, content, rng: Rng) -> ToyState:
        return ToyState(rng)

    def prompt(self, state: ToyState) -> Prompt | None:
        if state.winner is not None:
            return None
        if state.stake == 0:
            return Prompt(state.seat, "stake", "Choose your stake",
                          tuple(Option(f"stake:{n}", f"Stake {n}") for n in (1, 2, 3)))
        return Prompt(state.seat, "roll", "Roll or bank?",
                      (Option("roll", "Roll"), Option("bank", "Bank"), Option("restake", "Change stake")))

    def apply(self, state: ToyState, value: str) -> list[Event]:
        if value.startswith("stake:"):
            state.stake = int(value.split(":")[1])
            return [Event("stake", f"Seat {state.seat} stakes {state.stake}", "rule:stake")]
        if value == "restake":
            state.stake = 0
            return []
        if value == "roll":
            face = state.rng.roll((1, 2, 3, 4, 5, 6))
            if face == 1:
                state.pot = 0
                return self._end_turn(state, [Event("roll", "Rolled 1", "rule:roll", data={"face": face})])
            state.pot += face * state.stake
            return [Event("roll", f"Rolled {face}", "rule:roll", data={"face": face})]
        if value == "bank":
            state.scores[state.seat] += state.pot
            events = [Event("bank", f"Seat {state.seat} banks {state.pot}", "rule:bank"),
                      Event("secret", f"your secret is {state.secrets[state.seat]}", "rule:secret",
                            seats=(state.seat,))]
            state.pot = 0
            if state.scores[state.seat] >= TARGET:
                state.winner = state.seat
                return events
            return self._end_turn(state, events)
        raise AssertionError(value)

    def _end_turn(self, state: ToyState, events: list[Event]) -> list[Event]:
        state.stake = 0
        state.seat = 1 - state.seat
        return events + [Event("round_end", "turn over", "rule:turn")]

    def view(self, state: ToyState, seat: int | None) -> dict:
        return {"scores": list(state.scores), "seat": state.seat, "pot": state.pot, "stake": state.stake,
                "deck_count": len(state.deck),
                "secret": state.secrets[seat] if seat is not None else None}

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome((state.winner,), tuple(state.scores), f"Seat {state.winner} wins")

    def state_to_json(self, state: ToyState) -> dict:
        return {"rng": state.rng.to_json(), "scores": list(state.scores), "seat": state.seat,
                "stake": state.stake, "pot": state.pot, "secrets": list(state.secrets),
                "deck": list(state.deck), "winner": state.winner}

    def state_from_json(self, data: dict, content) -> ToyState:
        state = ToyState.__new__(ToyState)
        state.rng = Rng.from_json(data["rng"])
        for key in ("scores", "seat", "stake", "pot", "secrets", "deck", "winner"):
            setattr(state, key, data[key] if not isinstance(data[key], list) else list(data[key]))
        return state

    def load_content(self, mods=None):
        return None


class FirstBot:
    def choose(self, view: dict, prompt: Prompt) -> str:
        return "bank" if view["pot"] >= 6 else prompt.options[0].value


TOY = ToyRules()
