"""Everything Lost: the solo survival campaign's rules as an explicit state machine (pure Python).

One mission is one match: a survivor spends five white dice on the actions of the active cards in
the zone they are in, moves through a town drawn as it is explored, fights zombies, and goes home when
the mission's goals are met. A campaign (game/core/campaign.py) plays the missions in order and
carries the survivor from one to the next through `MatchSetup.carry`.

Modules: state (data, constants), setup and start, tracks, dice, town (map and moving), actions
(the survivor's turn, clearing, resting, dilemmas), fight (fights and the mob attack), mob, gear,
survivors, leveling, missions (goals and side missions), ops (the effect vocabulary), ending
(settling in and survival points), decisions, flow, view.
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
from .flow import FLOW
from .hidden import sample_hidden
from .setup import new_state
from .state import INFO, STATE_VERSION, State
from .view import view as _view


class EverythingLostRules(GameRulesBase):
    info = INFO
    state_type = State
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations: dict = {}
    outcome_field = "result"
    autosave_events = frozenset({"skill", "moved", "rested", "scavenged", "fight_won", "fight_lost"})
    decline_answers = frozenset({"done", "stop", "leave"})
    headline_events = (("mob_attack", {}), ("level_up", {}), ("mission_over", {}), ("bitten", {}))
    # what the table sounds like beyond the kinds every game shares (game/ui/sound/player.py)
    sound_events = (("threat", ("mob_attack", {})), ("threat", ("mob", {})), ("threat", ("zombies", {})),
                    ("wound", ("bitten", {})), ("wound", ("health", {"rises": False})), ("token", ("dice_paid", {})))
    decisions = DECISIONS
    flow = FLOW
    content_spec = CONTENT_SPEC
    search_policy = "survivor"     # the searching bot plays its samples out with the survivor heuristic

    def __init__(self) -> None:
        from .campaign import EverythingLostCampaign
        # `campaign` reads the base cards; the app asks `campaign.for_content` with the mods laid over them
        self.campaign = EverythingLostCampaign(self.base_content)

    @functools.cached_property
    def bots(self) -> dict:
        # asked for when first used: the bots read the rules' map geometry, so importing them first works too
        from ..bots import RandomBot, SurvivorBot
        return {"random": RandomBot, "survivor": SurvivorBot, **search_bots()}

    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        return new_state(setup, content, rng)

    build_prompt = staticmethod(build_prompt)

    def resolve(self, state: State, prompt, value: str, events: list) -> None:
        resolve(state, prompt, value, events)
        FLOW.run(state, events)

    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        """A copy with everything the view hides dealt afresh, for the searching bot (hidden.py)."""
        return sample_hidden(self, state, seat, rng)

    def revealed_view(self, state: State) -> dict:
        """Every face-down mob card named (the replay of a finished mission; see view.py)."""
        return _view(state, None, reveal=True)

    def progress(self, state: State) -> str:
        m = state.content.tables["missions"][state.mission]
        return f"Mission {m.code}, level {state.level}"

    def blank_state(self, content: Content, rng: Rng) -> State:
        return fresh_state(State, content, rng)


RULES = EverythingLostRules()
