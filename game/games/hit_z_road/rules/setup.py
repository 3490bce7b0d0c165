"""Setting up a game of Hit Z Road: the seats' starting resources, the initiative tiles, the deck."""
from __future__ import annotations

from ....core.content import Content
from ....core.prompt import Event
from ....core.rng import Rng
from ....core.rules import MatchSetup
from .flow import FLOW
from .state import START_RESOURCES, START_SURVIVORS, State, _derived


def new_state(setup: MatchSetup, content: Content, rng: Rng) -> State:
    """The state before the first decision: setup, then the first round's deal (its events kept for the log)."""
    n = len(setup.seats)
    if not 1 <= n <= 4:
        raise ValueError(f"Hit Z Road takes 1-4 players, not {n}")
    state = State(content, rng)
    state.players = n
    state.names = [seat.name for seat in setup.seats]
    state.colors = [seat.color for seat in setup.seats]
    state.bots = [seat.bot for seat in setup.seats]
    state.solo = n == 1
    state.round, state.phase = 1, "planning"
    state.resources = [[START_RESOURCES] * 3 for _ in range(n)]
    state.survivors = [START_SURVIVORS] * n
    state.eliminated = [False] * n
    state.won_cards = [[] for _ in range(n)]
    state.tokens = [[] for _ in range(n)]
    state.executor_card = [False] * n
    state.supply = {tid: tok.count for tid, tok in sorted(content.tables["tokens"].items())}
    order = list(range(n))
    rng.shuffle(order)                       # the initiative tiles are dealt at random
    state.initiative = order
    state.bids = [0] * n
    state.bidder, state.passes_in_a_row, state.passed = 0, 0, []
    state.bid_payers, state.transfer = [], None
    state.set_aside, state.deck = _build_deck(content, n, rng)
    state.paths, state.face_up, state.key_costs, state.taken_by, state.card_fates = [], [], [], [], []
    state.encounter_order, state.encounter_turn, state.encounter = [], 0, None
    state.effect_stack, state.pending_choice, state.fight, state.last_event_roll = [], None, None, None
    state.epilogue = [] if state.solo else [
        {"id": e.id, "resource": e.resource, "points": e.points, "winner": None}
        for e in sorted(content.tables["epilogue"].values(), key=lambda e: e.id)]
    state.outcome = None
    opening: list[Event] = state._opening_events
    FLOW.run(state, opening)
    return state
def _build_deck(content: Content, players: int, rng: Rng) -> tuple[list[str], list[str]]:
    """The set-aside cards and the adventure deck: per level shuffle, set 4 aside, stack 1 on 2 on 3."""
    with_poker = players == 4
    candidates = _derived(content)["deck_levels"]
    stacks: dict[int, list[str]] = {}
    set_aside: list[str] = []
    for level in (3, 2, 1):
        key = (level, with_poker)
        if key not in candidates:
            candidates[key] = sorted(cid for cid, card in content.tables["cards"].items()
                                     if card.level == level and (with_poker or not card.poker))
        ids = list(candidates[key])
        rng.shuffle(ids)
        set_aside.extend(ids[:4])
        stacks[level] = ids[4:]
    return set_aside, stacks[1] + stacks[2] + stacks[3]
