"""Maximum Apocalypse: Wasted Wilds: the co-operative survival game's rules as an explicit state machine
(pure Python).

One mission is one match: 1-4 survivors (each seat its own, or a solo player running several), each with
a 50-card deck, explore a map of face-down tiles, scavenge, fight the monsters that attach to them, and
race hunger, exposure and the clock to the mission's objectives. A campaign (game/core/campaign.py)
plays a campaign's missions in order.

Modules: state (data, constants), stats (a survivor's numbers now), setup, board_map, turn (a turn's
steps), clock (spawn and the clock's events), actions (the four actions and the free ones), moving
(entering tiles and stealth), cards (survivor, scavenge and status cards, hunger), combat (damage,
monsters, tokens), activation (monsters acting, tribes, stampede), ops (the effect vocabulary),
asking (the small mid-task question), ending, decisions, flow, view.
"""
from __future__ import annotations

import functools
import random

from ....core.content import Content
from ....core.rng import Rng
from ....core.rules import MatchSetup
from ....core.rules_base import GameRulesBase, fresh_state
from ....core.search import search_bots
from ..effects import CONTENT_SPEC
from ..state_check import STATE_SHAPE
from .decisions import DECISIONS, build_prompt, resolve
from .cards import fit_storage, over_storage
from .flow import FLOW
from .hidden import sample_hidden, search_value
from .setup import new_state
from .state import INFO, STATE_VERSION, State, mission
from .view import view as _view


class WastedWildsRules(GameRulesBase):
    info = INFO
    state_type = State
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations: dict = {}
    outcome_field = "result"
    autosave_events = frozenset({"turn"})
    decline_answers = frozenset({"end", "pick:none", "pick:stop"})
    headline_events = (("eliminated", {}), ("mission_over", {}), ("night", {}), ("starving", {}))
    # what the table sounds like beyond the kinds every game shares (game/ui/sound/player.py)
    sound_events = (("threat", ("monster_drawn", {})), ("threat", ("stampede", {})), ("wound", ("survivor_hurt", {})),
                    ("wound", ("eliminated", {})), ("card_flip", ("tile_revealed", {})), ("token", ("equipped", {})))
    decisions = DECISIONS
    flow = FLOW
    content_spec = CONTENT_SPEC
    search_policy = "survivor"       # the searching bot plays its samples out with the survivor heuristic
    search_depth = 40                # answers (two or three rounds of a mission some 100-350 answers long, which
                                     # the heuristic bots mostly lose) before it guesses with search_value

    def __init__(self) -> None:
        from .campaign import WastedWildsCampaign
        self.campaign = WastedWildsCampaign(self.base_content)

    @functools.cached_property
    def bots(self) -> dict:
        from ..bots import RandomBot, SurvivorBot
        return {"random": RandomBot, "survivor": SurvivorBot, **search_bots()}

    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        return new_state(setup, content, rng)

    build_prompt = staticmethod(build_prompt)

    def resolve(self, state: State, prompt, value: str, events: list) -> None:
        resolve(state, prompt, value, events)
        FLOW.run(state, events)
        # a limit that shrank (Frostbite, a tool belt gone) is made good before anything else is asked; the
        # question it interrupts is asked again after, since every question here is asked by a step that
        # runs again
        over = over_storage(state)
        while over is not None and state.phase == "play":
            state.pending = None
            fit_storage(state, over)
            FLOW.run(state, events)
            over = over_storage(state)

    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        """A copy with everything the view hides dealt afresh, for the searching bot (hidden.py)."""
        return sample_hidden(self, state, seat, rng)

    def search_value(self, state: State) -> tuple[float, ...]:
        """The team's chance to win, guessed for a playout stopped at search_depth (hidden.py)."""
        return search_value(state)

    def revealed_view(self, state: State) -> dict:
        """Everything face up, every hand shown (the replay of a finished mission): see view.py."""
        return _view(state, None, reveal=True)

    def progress(self, state: State) -> str:
        if state.phase != "play":
            return mission(state).name
        return f"{mission(state).name}, round {state.round}"

    def blank_state(self, content: Content, rng: Rng) -> State:
        return fresh_state(State, content, rng)


RULES = WastedWildsRules()
