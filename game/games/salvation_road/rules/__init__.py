"""Salvation Road: the complete co-operative rules as an explicit state machine (pure Python, no pygame).

The state always knows its pending decision (`state.pending_decision`); everything else runs
on its own inside `apply` until the next decision: rolling threat dice that
leave no choice, placing a wound when only one character can take it, drawing
and resolving cards, paying road costs.

Work that spans several decisions (an ability's ops, a pile of wounds, an
apocalypse card) runs on an explicit task stack held in the state; a task
that needs a person sets `state.pending_decision` and the answer resumes it. Nothing is a
generator, so a state round-trips through JSON at any moment.

Seats, players and characters
-----------------------------
MatchSetup.seats are the people and bots at the table. "Players" own
characters: 2-4 seats: one player per seat, a hero and a survivor each;
1 seat (solo-2/3/4, default solo-2): that many hero-survivor pairs, all
answered by seat 0; 5-8 seats (heroic, the default, or survival): one
player per seat with one character each (heroes or survivors), the setup
uses half the seats rounded up, and with 5 or 7 seats seat 0's player has two.

The modules: state (the data, constants and small facts), setup, flow (the phases and the tasks),
one module per part of a round (action, threat, apocalypse, refresh) with the parts they share
(characters, locations, marauders, frames and ops), decisions (every question and the answer
grammar), view (what a seat sees, and its format).

Events (cause "rule:<part>", "card:<id>", "ability:<character id>",
"location:<id>", "wound:<type>", "search:<id>", "road:<id>"): setup, activated,
moved, flipped, searched, gathered, transfer, healed, wounded, dropped,
wound_revealed, wound_discarded, delayed, recovered, threat, overrun, marauders,
dice_rolled (data kind, faces, colors, location), card_drawn (data card,
deck), card_resolved (data card), card_discarded, prevented, peeked, scouted,
explored, defeated, round_end, travel, road_paid, toll_paid, game_over.
"""
from __future__ import annotations

import random

from ....core.content import Content
from ....core.prompt import Event, Prompt
from ....core.rng import Rng
from ....core.rules import MatchSetup
from ....core.rules_base import GameRulesBase, fresh_state
from ....core.search import search_bots
from ..effects import CONTENT_SPEC
from ..state_check import STATE_SHAPE
from .decisions import DECISIONS, build_prompt, resolve
from .flow import FLOW
from .hidden import sample_hidden
from .setup import _new_state
from .state import ACTIONS_PER_ROUND, COMPOUND, INFO, LOCATION_LIMIT, RI, STATE_VERSION, State, facts
from .view import _view


__all__ = ["RULES", "SalvationRoadRules", "State", "INFO", "ACTIONS_PER_ROUND", "COMPOUND", "LOCATION_LIMIT",
           "RI"]


class SalvationRoadRules(GameRulesBase):
    info = INFO
    state_type = State
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations: dict = {}      # state version -> the step to the next; none yet (2 is the first shipped)
    outcome_field = "result"
    autosave_events = frozenset({"round_end"})
    decline_answers = frozenset({"end", "done", "skip", "no", "keep", "accept"})
    headline_events = (("card_drawn", {"deck": "apocalypse"}), ("defeated", {}), ("overrun", {}), ("travel", {}),
                       ("game_over", {}))
    # what the table sounds like beyond the kinds every game shares (game/ui/sound/player.py)
    sound_events = (("threat", ("card_drawn", {"deck": "apocalypse"})), ("threat", ("marauders", {})),
                    ("threat", ("overrun", {})), ("wound", ("wounded", {})), ("wound", ("wound_revealed", {})),
                    ("token", ("supplied", {})), ("token", ("dropped", {})))
    decisions = DECISIONS
    flow = FLOW
    content_spec = CONTENT_SPEC

    search_policy = "cooperative"     # the searching bot plays its samples out with the team heuristic

    def __init__(self) -> None:
        from ..bots import CooperativeBot, RandomBot
        self.bots = {"random": RandomBot, "cooperative": CooperativeBot, **search_bots()}

    # --- setup --------------------------------------------------------
    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        return _new_state(setup, content, rng)

    # --- the one door (apply, refusals and outcome come from GameRulesBase) ---
    build_prompt = staticmethod(build_prompt)        # None once the game is over: nothing is pending

    def resolve(self, state: State, prompt: Prompt, value: str, events: list[Event]) -> None:
        resolve(state, prompt, value, events)
        FLOW.run(state, events)

    # --- what a seat may see ------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        """A copy with everything the view hides dealt afresh, for the searching bot (hidden.py)."""
        return sample_hidden(self, state, seat, rng)

    def revealed_view(self, state: State) -> dict:
        """Everything face up (the replay of a finished game): face-down locations and the hidden
        sides of unexplored road cards, in the view's format (view.py's docstring)."""
        return _view(state, None, reveal=True)

    def progress(self, state: State) -> str:
        return f"Round {state.round}"

    # --- persistence (the JSON round trip and migrations come from GameRulesBase) ---
    def blank_state(self, content: Content, rng: Rng) -> State:
        state = fresh_state(State, content, rng)
        state.facts = facts(content)
        return state

    def check_loaded_state(self, state: State) -> None:
        content = state.content
        chars = content.tables["characters"]
        locs = content.tables["locations"]
        missing = [cid for cid in state.character_order if cid not in chars] + \
                  [loc["id"] for loc in state.locations if loc["id"] not in locs] + \
                  [c for c in state.apocalypse_deck + state.apocalypse_discard if c not in content.tables["apocalypse"]] + \
                  [r for r in state.road_deck + [x[0] for x in state.roadmap] if r not in content.tables["roads"]]
        if missing:
            raise ValueError(f"the save uses cards this content lacks: {', '.join(missing[:5])}")


RULES = SalvationRoadRules()
