"""The searching bot every game with a `sample_hidden` gets: information-set Monte Carlo tree search.

Each iteration draws one game the table could be (`InformationSet.sample`: the seat's view with
everything hidden dealt afresh, see core/hidden.py), walks down the tree of answers given so far by
UCT, adds one answer, plays on with the game's quick policy bot, and scores the end (or, at the
depth cap, the game's `search_value`). One tree serves every sample: a node is a sequence of answers,
and each answer's statistics count only the samples in which it was legal (availability counts), as
in single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). The answer most often tried at the
root is chosen, unless the game's own bot would answer otherwise and the search has not found its
answer clearly better (CONFIDENCE); the statistics stay on the bot (`last_search`) for the hint.

The bot is never given the state: the session hands it an InformationSet, whose only door to the
game is `sample`, and the game's sampler is tested to give the same draws for states that differ only
in what the seat can't see.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .prompt import Prompt
from .rng import Rng

EXPLORATION = 0.7          # UCT's constant, for rewards in [0, 1]
# The search overrules the game's own bot (its search_policy, asked with the real view) only when its best
# answer's win rate beats that bot's answer's by this many standard errors. With a few hundred playouts
# spread over many answers, the raw "most tried" is often noise; the guard keeps the bot's considered
# answer unless the search has found something clearly better (measured: far stronger than either alone).
CONFIDENCE = 1.5
ROLLOUT_ANSWERS = 400      # answers a playout may give before it stops and asks search_value (a game's
                           # own search_depth, where it has a search_value worth asking sooner)


class InformationSet:
    """What a searching bot is given instead of a view: the seat's view, and draws of the states the
    game could be in as far as the seat can tell. The state itself stays out of reach."""

    __slots__ = ("rules", "seat", "players", "view", "_sample")

    def __init__(self, rules: Any, state: Any, seat: int, players: int, view: dict | None = None) -> None:
        self.rules = rules
        self.seat = seat
        self.players = players
        self.view = view if view is not None else rules.view(state, seat)
        self._sample: Callable[[random.Random], Any] = lambda rng: rules.sample_hidden(state, seat, rng)

    def sample(self, rng: random.Random) -> Any:
        return self._sample(rng)


def rewards(rules: Any, state: Any, players: int) -> tuple[float, ...] | None:
    """Each seat's reward for a finished game: 1 for a winner, 0 for the rest (a shared win counts for
    every winner, as the cooperative games need); None while the game goes on."""
    outcome = rules.outcome(state)
    if outcome is None:
        return None
    return tuple(1.0 if seat in outcome.winners else 0.0 for seat in range(players))


def estimate(rules: Any, state: Any, players: int) -> tuple[float, ...]:
    """A game stopped short of its end: the game's own guess at each seat's chance, else even odds."""
    value = getattr(rules, "search_value", None)
    if value is None:
        return (0.5,) * players
    return tuple(min(1.0, max(0.0, float(v))) for v in value(state))


@dataclass(slots=True)
class Node:
    visits: int = 0
    available: int = 0                  # samples in which this answer could be given at its parent
    totals: list[float] = field(default_factory=list)   # summed reward per seat
    seat: int = -1                      # who gave the answer that leads here
    children: dict[str, "Node"] = field(default_factory=dict)

    def mean(self, seat: int) -> float:
        return self.totals[seat] / self.visits if self.visits else 0.0


@dataclass(frozen=True, slots=True)
class AnswerStats:
    """What the search learned of one answer at the root, for the hint's words."""
    value: str
    visits: int
    win_rate: float                 # the seat's mean reward after this answer


class SearchBot:
    """Information-set MCTS with a time budget (or, for tests and replays, a fixed number of playouts)."""

    reads_view = "samples"         # the session gives it an InformationSet, not a view

    def __init__(self, seat: int, rng: Rng, *, seconds: float = 0.5, iterations: int | None = None,
                 policy: str | None = None, exploration: float = EXPLORATION) -> None:
        self.seat = seat
        self.rnd = random.Random(rng.fork_seed())
        self.seconds = seconds
        self.iterations = iterations
        self.policy_kind = policy
        self.exploration = exploration
        self.last_search: list[AnswerStats] = []
        self.last_guide: str | None = None    # the game's own bot's answer the search weighed its own against
        self.playouts = 0               # every playout this bot has run, for the bench
        self._policy: dict[int, Any] = {}
        self._guide: Any = None

    def choose(self, information: InformationSet, prompt: Prompt) -> str:
        values = [option.value for option in prompt.options]
        if len(values) == 1:
            self.last_search = []
            return values[0]
        rules = information.rules
        players = information.players
        root = Node(totals=[0.0] * players, seat=prompt.seat)
        deadline = None if self.iterations else time.perf_counter() + self.seconds
        done = 0
        while (done < self.iterations) if self.iterations else (time.perf_counter() < deadline or done < 2):
            self._iterate(rules, information.sample(self.rnd), root, players)
            done += 1
        self.playouts += done
        legal = [(root.children[v], v) for v in values if v in root.children]
        self.last_search = sorted((AnswerStats(v, child.visits, child.mean(self.seat)) for child, v in legal),
                                  key=lambda stats: -stats.visits)
        if not legal:
            return values[0]
        # the most tried answer; ties go to the better mean, then to the prompt's order (no randomness)
        best = max(legal, key=lambda pair: (pair[0].visits, pair[0].mean(self.seat), -values.index(pair[1])))[1]
        guide = self.last_guide = self._guide_answer(rules, information, prompt)
        if guide == best or guide not in root.children:
            return best
        return best if self._clearly_better(root.children[best], root.children[guide]) else guide

    def _clearly_better(self, best: Node, guide: Node) -> bool:
        spread = math.sqrt(0.25 / max(1, best.visits) + 0.25 / max(1, guide.visits))   # rewards in [0, 1]
        return best.mean(self.seat) - guide.mean(self.seat) > CONFIDENCE * spread

    def _guide_answer(self, rules: Any, information: InformationSet, prompt: Prompt) -> str | None:
        if self._guide is None:
            kind = self.policy_kind or getattr(rules, "search_policy", None)
            if kind is None or kind not in rules.bots:
                return None
            self._guide = rules.bots[kind](self.seat, Rng(self.rnd.getrandbits(48)))
        view = information.view if getattr(self._guide, "reads_view", True) else None
        return self._guide.choose(view, prompt)

    # --- one playout ------------------------------------------------------------------------------------
    def _iterate(self, rules: Any, state: Any, root: Node, players: int) -> None:
        path = [root]
        node = root
        apply = getattr(rules, "apply_legal", None)
        reward = None
        while True:
            reward = rewards(rules, state, players)
            if reward is not None:
                break
            prompt = rules.prompt(state)
            if prompt is None:
                reward = (0.0,) * players
                break
            legal = [option.value for option in prompt.options]
            untried = [value for value in legal if value not in node.children]
            for value in legal:
                child = node.children.get(value)
                if child is not None:
                    child.available += 1
            if untried:
                value = untried[self.rnd.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = node.children[value] = Node(available=1, totals=[0.0] * players, seat=prompt.seat)
                self._answer(rules, apply, state, prompt, value)
                path.append(child)
                reward = self._play_out(rules, state, players)
                break
            value = self._select(node, legal, prompt.seat)
            node = node.children[value]
            self._answer(rules, apply, state, prompt, value)
            path.append(node)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for seat in range(players):
                totals[seat] += reward[seat]

    def _select(self, node: Node, legal: list[str], seat: int) -> str:
        best, best_score = legal[0], -1.0
        c = self.exploration
        for value in legal:
            child = node.children[value]
            score = child.totals[seat] / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = value, score
        return best

    @staticmethod
    def _answer(rules: Any, apply: Any, state: Any, prompt: Prompt, value: str) -> None:
        if apply is not None:
            apply(state, prompt, value)
        else:
            rules.apply(state, value)

    def _play_out(self, rules: Any, state: Any, players: int) -> tuple[float, ...]:
        apply = getattr(rules, "apply_legal", None)
        for _ in range(getattr(rules, "search_depth", ROLLOUT_ANSWERS)):
            reward = rewards(rules, state, players)
            if reward is not None:
                return reward
            prompt = rules.prompt(state)
            if prompt is None:
                return (0.0,) * players
            options = prompt.options
            if len(options) == 1:
                value = options[0].value
            else:
                bot = self._policy_bot(rules, prompt.seat)
                view = rules.view(state, prompt.seat) if getattr(bot, "reads_view", True) else None
                value = bot.choose(view, prompt)
            self._answer(rules, apply, state, prompt, value)
        return rewards(rules, state, players) or estimate(rules, state, players)

    def _policy_bot(self, rules: Any, seat: int) -> Any:
        bot = self._policy.get(seat)
        if bot is None:
            kind = self.policy_kind or getattr(rules, "search_policy", None) or "random"
            bot = self._policy[seat] = rules.bots[kind](seat, Rng(self.rnd.getrandbits(48)))
        return bot


# --- levels -------------------------------------------------------------------------------------------------
LEVELS = {"search-quick": 0.2, "search": 0.5, "search-deep": 2.0}   # bot kind -> seconds per decision
SEARCH_KINDS = tuple(LEVELS)


def search_bots() -> dict[str, Callable[[int, Rng], SearchBot]]:
    """The searching bot's kinds, for a game's `bots` table: one per level of thinking time."""
    def kind(seconds: float) -> Callable[[int, Rng], SearchBot]:
        return lambda seat, rng: SearchBot(seat, rng, seconds=seconds)
    return {name: kind(seconds) for name, seconds in LEVELS.items()}
