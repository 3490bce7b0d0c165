"""The end of a round and of the game, and losing survivors: elimination, the last group standing,
final scoring with the epilogue cards, and the solo score.
"""
from __future__ import annotations

from ....core.jsondata import copy_json
from ....core.prompt import Event
from .state import EVERYONE, RESOURCE_INDEX, RESOURCE_NAMES, ROUNDS, State, _active_seats, _card_points, solo_rank


def _end_encounter_phase(state: State, events: list) -> None:
    state.encounter = None
    for index, ids in enumerate(state.paths):
        if state.taken_by[index] is None:
            fates = state.card_fates[index]
            for slot in range(len(ids)):
                if fates[slot] is None:
                    fates[slot] = "discard"
    active = _active_seats(state)
    if state.solo:
        if not active:
            _finish_solo(state, events, eliminated=True)
            return
    elif len(active) <= 1:
        _last_group_standing(state, events, active)
        return
    if state.round >= ROUNDS:
        if state.solo:
            _finish_solo(state, events, eliminated=False)
        else:
            _final_scoring(state, events)
        return
    state.round += 1
    state.phase = "planning"


def _last_group_standing(state: State, events: list, active: list[int]) -> None:
    if not active:
        events.append(Event("game_over", "Nobody has survivors left: there is no winner.", "rule:end", EVERYONE,
                            {"winners": []}))
        _set_outcome(state, [], [0] * state.players, "Every group was lost on the road. Nobody wins.",
                     {"reason": "all_eliminated"})
        return
    winner = active[0]
    name = state.names[winner]
    points = [_card_points(state, s) for s in range(state.players)]
    events.append(Event("game_over", f"{name} is the only one with survivors left and wins at once.", "rule:end",
                        EVERYONE, {"winners": [winner]}))
    _set_outcome(state, [winner], points, f"{name} is the last group still on the road and wins.",
                 {"reason": "last_survivor", "points": points})


def _set_outcome(state: State, winners: list[int], scores: list[int], summary: str, details: dict) -> None:
    state.phase = "over"
    state.transfer = state.pending_choice = state.fight = None
    state.effect_stack = []
    state.outcome = {"winners": winners, "scores": scores, "summary": summary, "details": details}


def _final_scoring(state: State, events: list) -> None:
    active = _active_seats(state)
    card_points = [_card_points(state, s) if not state.eliminated[s] else 0 for s in range(state.players)]
    totals = list(card_points)
    for epilogue in state.epilogue:
        _score_epilogue(state, epilogue, active, totals, events)
    top = max(totals[s] for s in active)
    best = [s for s in active if totals[s] == top]
    if len(best) > 1:   # ties go to the most survivors
        most = max(state.survivors[s] for s in best)
        best = [s for s in best if state.survivors[s] == most]
    names = " and ".join(state.names[s] for s in best)
    if len(best) == 1:
        summary = f"{names} reaches L.A. with {top} points and wins."
    else:
        summary = f"{names} reach L.A. tied on {top} points and survivors, and share the victory."
    events.append(Event("game_over", summary, "rule:end", EVERYONE, {"winners": best, "scores": totals}))
    _set_outcome(state, best, totals, summary, {"reason": "score", "card_points": card_points, "scores": totals,
                                                "epilogue": [copy_json(e) for e in state.epilogue]})


def _score_epilogue(state: State, epilogue: dict, active: list[int], totals: list[int], events: list) -> None:
    """An epilogue card scores for the single seat with the most of its resource; a tie scores nobody."""
    resource = epilogue["resource"]
    if resource == "survivors":
        amounts = {s: state.survivors[s] for s in active}
    else:
        i = RESOURCE_INDEX[resource]
        amounts = {s: state.resources[s][i] for s in active}
    best = max(amounts.values())
    leaders = [s for s, n in amounts.items() if n == best]
    cause = f"epilogue:{epilogue['id']}"
    if len(leaders) == 1:
        winner = leaders[0]
        epilogue["winner"] = winner
        totals[winner] += epilogue["points"]
        events.append(Event("epilogue", f"{state.names[winner]} has the most {RESOURCE_NAMES[resource]} ({best}) "
                            f"and scores {epilogue['points']} points.", cause, EVERYONE,
                            {"epilogue": epilogue["id"], "winner": winner}))
    else:
        epilogue["winner"] = None
        events.append(Event("epilogue", f"Tie for the most {RESOURCE_NAMES[resource]}: nobody scores it.", cause,
                            EVERYONE, {"epilogue": epilogue["id"], "winner": None}))


def _finish_solo(state: State, events: list, eliminated: bool) -> None:
    if eliminated:
        summary = "Your group did not make it to L.A. The solo game is lost."
        events.append(Event("game_over", summary, "rule:solo", EVERYONE, {"winners": []}))
        _set_outcome(state, [], [0], summary, {"reason": "eliminated", "rank": None, "card_points": 0, "sets": 0})
        return
    points = _card_points(state, 0)
    have = state.resources[0]
    sets = min(state.survivors[0], have[0], have[1], have[2])
    score = points + sets
    rank = solo_rank(score)
    summary = f"You reach L.A. with {score} points ({points} from cards, {sets} from sets): rank “{rank}”."
    events.append(Event("game_over", summary, "rule:solo", EVERYONE, {"winners": [0], "score": score, "rank": rank}))
    _set_outcome(state, [0], [score], summary, {"reason": "solo", "rank": rank, "card_points": points, "sets": sets})


def _eliminate(state: State, seat: int, events: list, cause: str) -> None:
    state.eliminated[seat] = True
    state.survivors[seat] = 0
    won = state.won_cards[seat]
    for index, ids in enumerate(state.paths):
        fates = state.card_fates[index]
        for slot, cid in enumerate(ids):
            if fates[slot] == "won" and cid in won:
                fates[slot] = "box"
    returned = len(won)
    state.won_cards[seat] = []
    state.executor_card[seat] = False
    for token in state.tokens[seat]:
        state.supply[token] = state.supply.get(token, 0) + 1
    state.tokens[seat] = []
    state.resources[seat] = [0, 0, 0]
    if seat in state.initiative:
        state.initiative.remove(seat)
    encounter = state.encounter
    if encounter is not None and encounter["seat"] == seat:
        _abandon_path(state, seat, events, cause)
    events.append(Event("eliminated", f"{state.names[seat]} has lost every survivor and is out of the game"
                        + (f"; {returned} won cards go back to the box." if returned else "."), cause, EVERYONE,
                        {"seat": seat}))


def _abandon_path(state: State, seat: int, events: list, cause: str) -> None:
    """The seat was eliminated on its own turn: its unresolved cards go to the box and the turn ends."""
    encounter = state.encounter
    index = encounter["path"]
    if index is not None:
        ids = state.paths[index]
        fates = state.card_fates[index]
        for slot in range(encounter["slot"], len(ids)):
            if fates[slot] is None:
                fates[slot] = "box"
                cid = ids[slot]
                events.append(Event("card_resolved", f"{state.cards[cid].name} goes back to the box.", cause,
                                    EVERYONE, {"seat": seat, "card": cid, "result": "box"}))
    state.encounter = None
    state.encounter_turn += 1
    state.effect_stack = []
    state.pending_choice = state.transfer = state.fight = None


def _lose_survivors(state: State, seat: int, n: int, events: list, cause: str, why: str) -> bool:
    """Remove survivors; True when this eliminated the seat."""
    n = min(n, state.survivors[seat])
    state.survivors[seat] -= n
    left = state.survivors[seat]
    events.append(Event("survivor_lost", f"{state.names[seat]} loses {n} survivor{'s' if n != 1 else ''} ({why}); "
                        f"{left} left.", cause, EVERYONE, {"seat": seat, "amount": n}))
    if left == 0:
        _eliminate(state, seat, events, cause)
        return True
    return False
