"""This War of Mine's rules: the state, the setup, the seven phases of the day with their fights and
trades, the book of scripts, the op vocabulary, the Characters' skills, the Narrative Actions, the
optional rules as variants, and the rules object that answers through the one door.

Modules: state, setup, people (States, death, joining), goods, asking (the Leader's one question and what
may interrupt it), ops, scripts (the book), shelter (moving), morning, day, visitors, dusk, evening,
scavenging, findings (Choose Findings), combat, trade, night, dawn, dice, skills, narrative, ending,
flow, view."""
from __future__ import annotations

import functools

from ....core.content import Content
from ....core.decisions import DecisionTable
from ....core.rng import Rng
from ....core.rules import GameInfo, MatchSetup, Variant
from ....core.rules_base import GameRulesBase, fresh_state
from ..effects import CONTENT_SPEC
from ..state_check import STATE_SHAPE
from .asking import LeaderPick
from .flow import FLOW
from .setup import set_up
from .state import DIFFICULTY_EVENTS, STATE_VERSION, State
from .view import view as _view

OPTIONAL_RULES = (
    ("fourth_action", "A fourth action", "A Character with no black marker may take a fourth action, for +2 Fatigue "
     "(L669)."),
    ("free_end", "End exploring at will", "The party may stop exploring before any draw, not only after an "
     "\"Or end exploration\" card (L892)."),
    ("move_fittings", "Move and dismantle Fittings", "An action moves an unused Fitting to an empty reachable space, "
     "or takes it apart for its cost back (L745-746)."),
    ("any_time", "Eat, treat and drink at any time", "Outside fights and scripts, food, Meds, Bandages and alcohol "
     "may be used whenever the Leader is asked in the day or while exploring (L781, L1090, L1102)."),
    ("location_swap", "Swap a Location", "Before setting out, exchange a Location for 4 fewer cards tonight; "
     "while exploring, for 4 cards returned (L835, L894)."),
    ("overload", "Overload", "A Character at Fatigue 2 or less may carry 1 more weight for Fatigue +2 (L908)."),
    ("hide_findings", "Hide findings", "What is left behind is hidden at the Location, and found again on 7-10 "
     "at the next visit (L918)."),
)

VARIANTS = (
    Variant("normal", "Normal", "The war as the rulebook sets it: 3 Events before Chapter II and 4 before III.",
            group="difficulty", default=True),
    Variant("hard", "Hard", "One more Event in Chapters I and II (L439).", group="difficulty"),
    Variant("hardcore", "Hardcore", "Two more Events in Chapters I and II (L441).", group="difficulty"),
    *(Variant(rule_id, name, text) for rule_id, name, text in OPTIONAL_RULES),
)

INFO = GameInfo(
    id="this_war_of_mine", name="This War of Mine", min_players=1, max_players=4,
    description="Co-op narrative: keep the shelter by day, scavenge by night, live with the choices.",
    variants=VARIANTS, bot_kinds=("leader", "random"), cooperative=True)


def pending_decision(state: State):
    return None if state.pending is None else (state.pending["k"], state.pending)


DECISIONS = DecisionTable([LeaderPick()], pending=pending_decision)


class ThisWarOfMineRules(GameRulesBase):
    info = INFO
    state_type = State
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations: dict = {}
    outcome_field = "result"
    autosave_events = frozenset({"new_day", "playthrough_over"})   # every Dawn's save point (L377), and the end
    decisions = DECISIONS
    flow = FLOW
    content_spec = CONTENT_SPEC

    @functools.cached_property
    def bots(self) -> dict:
        from ....core.bots import RandomBot
        from ..bots import LeaderBot
        return {"leader": LeaderBot, "random": RandomBot}

    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        state = fresh_state(State, content, rng)
        difficulty = next((v for v in setup.variants if v in DIFFICULTY_EVENTS), "normal")
        options = [v for v in setup.variants if v in dict((r[0], r) for r in OPTIONAL_RULES)]
        set_up(state, [seat.name for seat in setup.seats], difficulty, options)
        state.variants = list(setup.variants)
        FLOW.run(state, state._opening_events)
        return state

    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def progress(self, state: State) -> str:
        return f"Day {state.day}" if state.phase != "over" else "Game over"

    def tally(self, state: State) -> dict:
        """What `simulate` adds up over playthroughs: the days, who lived, how they died, how it ended, and
        which scripts were read (the book's coverage)."""
        group = [p for p in state.characters if p["alive"] and not p["left"]]
        result = state.result or {}
        return {"days": state.day, "characters alive at the end": len(group),
                "starting characters alive": sum(p["starting"] for p in group),
                "deaths": len(state.stats.get("deaths", [])),
                "died of": [death["why"] for death in state.stats.get("deaths", [])],
                "ended by": [(result.get("details") or {}).get("cause", "the war's end, SURVIVE met")],
                "scripts read": sorted(state.stats.get("scripts_read", {}))}

    def blank_state(self, content: Content, rng: Rng) -> State:
        return fresh_state(State, content, rng)


RULES = ThisWarOfMineRules()
