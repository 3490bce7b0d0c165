"""What a saved Hit Z Road state must look like before it is trusted (see core/statecheck.py)."""
from __future__ import annotations

from ...core.statecheck import (RNG_SHAPE, Check, Fields, Flag, IdOf, Int, Json, ListOf, MapOf, Maybe, Row,
                                Text)

MAX_SEATS = 4
SEAT = Int(0, MAX_SEATS - 1)
PATHS = 4
MANY = 999          # no resource, bid or count in a game comes near this
RESOURCE_TRIPLE = Row((Int(0, MANY), Int(0, MANY), Int(0, MANY)))
CARD = IdOf("cards")
PHASES = ("planning", "auction", "payment", "encounter", "over")
STEPS = ("path", "key", "scavenge", "event", "red_text", "fight", "resolved")
FATES = ("won", "box", "discard")


def per_seat(shape):
    return ListOf(shape, max_length=MAX_SEATS)


def _seat_lists_agree(data: dict, content) -> list[str]:
    players = data["players"]
    problems = [f"{name} has {len(data[name])} entries for {players} players"
                for name in ("names", "colors", "bots", "resources", "survivors", "eliminated", "won_cards",
                             "tokens", "executor_card", "bids")
                if len(data[name]) != players]
    if data["solo"] != (players == 1):
        problems.append(f"solo is {str(data['solo']).lower()} for {players} players")
    seats = data["initiative"] + data["encounter_order"] + data["passed"] + data["bid_payers"]
    if any(seat >= players for seat in seats):
        problems.append(f"a seat number is {max(seats) + 1} in a {players}-player game")
    if len(data["paths"]) != len(data["face_up"]) or len(data["paths"]) != len(data["card_fates"]):
        problems.append("paths, face_up and card_fates differ in length")
    # every token is either in the supply or held by a seat, never more than the box holds
    held: dict[str, int] = {}
    for tokens in data["tokens"]:
        for token in tokens:
            held[token] = held.get(token, 0) + 1
    for token, row in content.tables["tokens"].items():
        in_play = data["supply"].get(token, 0) + held.get(token, 0)
        if in_play > row.count:
            problems.append(f"{in_play} {token} tokens in play; the game has {row.count}")
    if sum(data["survivors"]) > 18:
        problems.append(f"{sum(data['survivors'])} survivors; the box holds 18")
    return problems


STATE_SHAPE = Check(Fields({
    "version": Int(1, 99),
    "rng": RNG_SHAPE,
    "players": Int(1, MAX_SEATS),
    "names": per_seat(Text()),
    "colors": per_seat(Int(0, 99)),
    "bots": per_seat(Maybe(Text())),
    "solo": Flag(),
    "round": Int(1, 9),
    "phase": Text(PHASES),
    "deck": ListOf(CARD, max_length=200),
    "set_aside": ListOf(CARD, max_length=200),
    "paths": ListOf(ListOf(CARD, max_length=2), max_length=PATHS),
    "face_up": ListOf(ListOf(Flag(), max_length=2), max_length=PATHS),
    "key_costs": ListOf(Int(0, MANY), max_length=PATHS),
    "taken_by": ListOf(Maybe(SEAT), max_length=PATHS),
    "card_fates": ListOf(ListOf(Maybe(Text(FATES)), max_length=2), max_length=PATHS),
    "resources": per_seat(RESOURCE_TRIPLE),
    "survivors": per_seat(Int(0, 18)),
    "eliminated": per_seat(Flag()),
    "won_cards": per_seat(ListOf(CARD, max_length=200)),
    "tokens": per_seat(ListOf(IdOf("tokens"), max_length=50)),
    "executor_card": per_seat(Flag()),
    "supply": MapOf(IdOf("tokens"), Int(0, MANY)),
    "initiative": ListOf(SEAT, max_length=MAX_SEATS),
    "bids": per_seat(Int(0, MANY)),
    "bidder": Int(0, MAX_SEATS),
    "passes_in_a_row": Int(0, MANY),
    "passed": ListOf(SEAT, max_length=MAX_SEATS),
    "bid_payers": ListOf(SEAT, max_length=MAX_SEATS),
    "encounter_order": ListOf(SEAT, max_length=MAX_SEATS),
    "encounter_turn": Int(0, MAX_SEATS),
    "encounter": Maybe(Fields({"seat": SEAT, "path": Maybe(Int(0, PATHS - 1)), "slot": Int(0, 1),
                               "step": Text(STEPS)}, open=True)),
    "effect_stack": ListOf(Fields({"card": CARD}, open=True), max_length=50),
    "pending_choice": Maybe(Fields({"card": CARD}, open=True)),
    "fight": Maybe(Fields({"card": CARD, "zombies_total": Int(0, MANY), "zombies_left": Int(0, MANY),
                           "horde": Int(0, MANY)}, open=True)),
    "last_event_roll": Maybe(ListOf(Text(), max_length=20)),
    "transfer": Maybe(Fields({"seat": SEAT, "kind": Text(("pay", "take")), "remaining": Int(0, MANY)},
                             open=True)),
    "epilogue": ListOf(Fields({"id": IdOf("epilogue"), "resource": Text(), "points": Int(-MANY, MANY),
                               "winner": Maybe(SEAT)}), max_length=20),
    "outcome": Json(),
}), _seat_lists_agree)

