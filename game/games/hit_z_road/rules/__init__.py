"""Hit Z Road: the complete rules as an explicit state machine (pure Python, no pygame).

The state always knows its pending decision; everything else runs on its own
inside `apply` until the next decision (the flow, flow.py): dealing the paths,
auto-passing a bidder who cannot raise, paying when only one resource type can
pay, scavenging, running card ops, resolving dice that leave no choice.

Card effects are data (effects.py). They run on an explicit stack of frames
held in the state (ops.py), so a `choose`, or a "take/lose any" that needs the
player, simply stops the interpreter; the answer resumes it.

The modules: state (the data and its constants), setup, flow, one module per
part of a round (planning, auction, transfers, encounter, ops, fight, ending),
decisions (every question and its answer grammar) and view (what a seat sees,
and its format).

Event kinds (cause "rule:<phase>", "card:<id>", "token:<id>" or
"epilogue:<id>"; every text is a plain sentence for the log):
round_started, card_drawn (data card/path/slot/face_up; face-down draws are
visible to nobody), key_placed, paths_laid, bid, passed, auction_ended,
initiative, paid, gained, lost, path_chosen, card_revealed (solo), scavenged,
chose, survivor_gained, survivor_lost, token_gained, token_used, executor,
fight_started, dice_rolled (data faces = black dice, horde = red dice,
kind = "event" | "ranged" | "melee"), adrenaline, card_resolved (data card,
seat, result = "won" | "fled" | "box"), eliminated, epilogue, game_over.
"""
from __future__ import annotations

import random

from ....core.content import Content

from ....core.rng import Rng
from ....core.rules import GameInfo, MatchSetup
from ....core.rules_base import GameRulesBase
from ....core.search import SEARCH_KINDS, search_bots
from ..effects import CONTENT_SPEC
from ..state_check import STATE_SHAPE
from .decisions import DECISIONS
from .flow import FLOW
from .setup import new_state
from .state import ROUNDS, STATE_VERSION, State, key_costs, solo_rank
from .hidden import sample_hidden, search_value
from .view import _view


__all__ = ["RULES", "HitZRoadRules", "State", "key_costs", "solo_rank"]


def _deck_as_a_pile(data: dict) -> dict:
    """State version 2 kept the whole deck and a count of the cards dealt from it; 3 keeps only the
    cards still to deal, as a pile."""
    data["deck"] = data["deck"][data.pop("deck_drawn"):]
    return data


class HitZRoadRules(GameRulesBase):
    state_type = State
    autosave_events = frozenset({"round_started"})
    decline_answers = frozenset({"pass", "skip"})
    headline_events = (("eliminated", {}), ("game_over", {}))
    # what the table sounds like beyond the kinds every game shares (game/ui/sound/player.py)
    sound_events = (("threat", ("fight_started", {})), ("wound", ("survivor_lost", {})), ("wound", ("eliminated", {})),
                    ("token", ("token_gained", {})), ("token", ("key_placed", {})), ("token", ("bid", {})),
                    ("card_flip", ("card_kept", {})))
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations = {2: _deck_as_a_pile}
    decisions = DECISIONS
    flow = FLOW
    content_spec = CONTENT_SPEC
    info = GameInfo(
        "hit_z_road", "Hit Z Road", 1, 4,
        "Bid for the safest road west, scavenge, and fight zombies from Chicago to L.A.",
        variants=(), bot_kinds=("heuristic", "random"), search_bot_kinds=SEARCH_KINDS,
        hidden_information=True)

    search_policy = "heuristic"       # the searching bot plays its samples out with the heuristic bot
    search_depth = 40                 # answers (about a round) before it guesses with search_value

    def __init__(self) -> None:
        from ..bots import HeuristicBot, RandomBot
        self.bots = {"random": RandomBot, "heuristic": HeuristicBot, **search_bots()}

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        return sample_hidden(self, state, seat, rng)

    def search_value(self, state: State) -> tuple[float, ...]:
        return search_value(state)

    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        return new_state(setup, content, rng)

    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def revealed_view(self, state: State) -> dict:
        return _view(state, None, reveal=True)

    def progress(self, state: State) -> str:
        return f"Round {state.round} of {ROUNDS}"

    def check_loaded_state(self, state: State) -> None:
        missing = [cid for cid in state.deck + state.set_aside if cid not in state.cards]
        if missing:
            raise ValueError(f"the save uses cards this content lacks: {', '.join(missing[:5])}")


RULES = HitZRoadRules()
