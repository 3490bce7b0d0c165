"""Semi-Coop (L1854-1900): One Character Per Player, and each player has a secret Role and a secret Conflict
card (our own sets, roles.toml and conflicts.toml), and wins or loses alone.

- Setup: once the Characters are picked, each player is dealt two Roles and keeps one (the other goes back
  to the deck), then is dealt one Conflict card. A Role is shown to all when its card says: at once, the
  first time its compulsion acts, or at the end.
- A Conflict card is played as an answer to a question its player is asked anyway (its `when`), so nobody
  learns who holds what until it is played; it interrupts the question, which is asked again after it. A
  card that must be played is the only answer the first time its moment comes (when it has a target).
- Roles with a compulsion take their goods from the Storage at each Dusk before anyone eats (the Selfish
  unseen: the table learns only that food is missing); a Role's refused night task is not offered (the
  Coward still guards when nobody else has or still could: ours, so a refusal alone never loses the
  shelter). Dusk's water and food questions are both a "food" card's moment (with neither Water nor food
  in the Storage, nobody is asked, and the moment does not come); a card for one's own meal counts as one.
- Death or leaving: the Role is shown and discarded with its tokens (back to the box, L1898), the Conflict
  card discarded unseen. A new Character of that player's draws a Role (one, no choice) and no Conflict.
- Victory (L1890-1892): at the war's end, each player whose Character is alive and in the group wins, if
  their Role's `win` holds too; a war lost for everyone (all dead, nobody on guard) has no winners. The
  SURVIVE condition and the starting Characters play no part."""
from __future__ import annotations

from ....core.asking import ask as ask_seat
from ....core.flow import finish_task, push_task
from ....core.jsondata import copy_json
from . import hidden_objectives
from .state import State, _ev, character_card, in_group

MODE = "semi_coop"
DEALT = 2
CONFLICT = "conflict:"
SELF = "self"


def on(state: State) -> bool:
    return MODE in state.options


def role_card(state: State, seat: int | str):
    held = state.roles.get(str(seat))
    return state.content.tables["roles"][held["card"]] if held else None


def character_of(state: State, seat: int) -> int | None:
    """The index of the seat's Character with the group, if it has one."""
    return next((i for i, person in enumerate(state.characters)
                 if person.get("seat") == seat and person["alive"] and not person["left"]), None)


def _reveal(state: State, seat: str, events: list) -> None:
    held = state.roles[seat]
    if held["revealed"]:
        return
    held["revealed"] = True
    card = role_card(state, seat)
    _ev(events, "role", f"{state.seat_names[int(seat)]} is {card.name}: {card.text}", f"role:{card.id}",
        {"seat": int(seat), "card": card.id})


# --- setup -------------------------------------------------------------------------------------------------------
def deal(state: State) -> None:
    """The Role and Conflict decks, and two Roles offered to each player (a task: it runs once the Characters
    are picked, rules/one_each.py pushing theirs above it)."""
    state.roles_deck = sorted(state.content.tables["roles"])
    state.conflicts_deck = sorted(state.content.tables["conflicts"])
    state.rng.shuffle(state.roles_deck)
    state.rng.shuffle(state.conflicts_deck)
    state.roles, state.conflicts = {}, {}
    offers = {str(seat): [state.roles_deck.pop(0) for _ in range(DEALT)] for seat in range(len(state.seat_names))}
    push_task(state.task_stack, "pick_roles", offers=offers, picks={}, chosen={})


def pick_roles_task(state: State, task: dict, events: list) -> bool:
    cards = state.content.tables["roles"]
    for seat in range(len(state.seat_names)):
        if str(seat) in task["picks"]:
            continue
        offer = task["offers"][str(seat)]
        picked = ask_seat(state, task, f"pick_role@{seat}", [(card_id, f"Keep {cards[card_id].name}", None)
                                                              for card_id in offer],
                          f"{state.seat_names[seat]}, in secret: which Role do you keep?", seat)
        if picked is None:
            state.pending["body"] = "\n\n".join(f"{cards[card_id].name}: {cards[card_id].text}" for card_id in offer)
            return False
        task["picks"][str(seat)] = picked
    finish_task(state.task_stack, task)
    for seat in range(len(state.seat_names)):
        kept = task["picks"][str(seat)]
        state.roles_deck += [card_id for card_id in task["offers"][str(seat)] if card_id != kept]
    state.rng.shuffle(state.roles_deck)
    for seat in range(len(state.seat_names)):
        give_role(state, seat, task["picks"][str(seat)], events)
        state.conflicts[str(seat)] = {"card": state.conflicts_deck.pop(0), "played": False}
    _ev(events, "semi_coop", "Each of you has a Role and a Conflict card, kept to yourself.", "rule:semi_coop", {})
    return True


def give_role(state: State, seat: int, card_id: str, events: list) -> None:
    """The Role is the seat's, for its Character now with the group; the Old Score's mark is the Character of
    the next player clockwise."""
    n = len(state.seat_names)
    marked = next((character_of(state, (seat + k) % n) for k in range(1, n)
                   if character_of(state, (seat + k) % n) is not None), None)
    state.roles[str(seat)] = {"card": card_id, "revealed": False, "tokens": {},
                              "character": character_of(state, seat), "target": marked}
    if state.content.tables["roles"][card_id].reveal == "now":
        _reveal(state, str(seat), events)


def new_character(state: State, index: int, events: list) -> None:
    """A player's new Character draws a Role (one, no choice) and no Conflict card (L1894)."""
    seat = state.characters[index].get("seat")
    if seat is None or str(seat) in state.roles or not state.roles_deck:
        return
    give_role(state, seat, state.roles_deck.pop(0), events)
    _ev(events, "semi_coop", f"{state.seat_names[seat]} draws a new Role.", "rule:semi_coop", {"seat": seat})


def character_lost(state: State, index: int, events: list) -> None:
    """The Character died or left: their player's Role is shown and discarded with its tokens, their Conflict
    card discarded unseen (L1896-1898)."""
    seat = state.characters[index].get("seat")
    held = state.roles.get(str(seat))
    if held is None or held["character"] != index:
        return
    card = role_card(state, seat)
    _ev(events, "role", f"{state.seat_names[seat]} was {card.name}.", f"role:{card.id}",
        {"seat": seat, "card": card.id, "discarded": True})
    state.waste.append(f"roles:{held['card']}")
    del state.roles[str(seat)]
    conflict = state.conflicts.pop(str(seat), None)
    if conflict is not None:
        state.waste.append(f"conflicts:{conflict['card']}")


# --- the Roles' compulsions ----------------------------------------------------------------------------------
def dusk_takes(state: State, events: list) -> None:
    """Before anyone eats: each compulsion takes its goods from the Storage, or its `without` runs."""
    from . import goods
    from .ops import run_ops
    tokens = state.content.tables["tokens"]
    for seat, held in sorted(state.roles.items()):
        card = role_card(state, seat)
        index = held["character"]
        if not card.takes or index is None or state.characters[index]["away"]:
            continue
        item = next((item for item in card.takes if state.storage.get(item)), None)
        if card.reveal == "use":
            _reveal(state, seat, events)
        if item is None:
            run_ops(state, ["roles", card.id, "without"], index, f"role:{card.id}")
            continue
        goods.remove(state, "storage", item, 1, events, "rule:semi_coop")
        held["tokens"][item] = held["tokens"].get(item, 0) + 1
        who = character_card(state, state.characters[index]).name if held["revealed"] else None
        _ev(events, "role_takes", f"{who} takes {tokens[item].name} from the Storage." if who else
            f"{tokens[item].name} is missing from the Storage.", "rule:semi_coop", {"item": item})


def refused(state: State, index: int, evening: dict) -> tuple[str, ...]:
    """The night tasks a Character's Role will not take this Evening (`evening`: its task, who has chosen and
    who is still to). Guard duty is refused only while someone else guards or is still to choose and could:
    the last one able keeps guard, refusal or not."""
    seat = state.characters[index].get("seat")
    held = state.roles.get(str(seat))
    if held is None or held["character"] != index:
        return ()
    card = role_card(state, seat)
    covered = "guard" in evening["taken"].values() or any(
        not state.characters[i]["asleep"] for i in evening["who"] if i != index)
    return tuple(task for task in card.refuses if task != "guard" or covered)


# --- the Conflict cards -------------------------------------------------------------------------------------
def moment_of(why: str) -> str:
    """The Conflict moment a question is: a ballot is a vote; Dusk's water and food questions are both the
    "food" moment (what your Character drinks or eats)."""
    base = why.partition("@")[0]
    if "@" in why:
        return "leader_vote" if base == "leader_vote" else "vote"
    return "food" if base == "water" else base


def conflict_options(state: State, seat: int, why: str, own: int | None) -> tuple[list, bool]:
    """The seat's Conflict card as answers to this question, if it is the card's moment, and whether it must
    be played now. `own`: the Character the question is about (a vote's is the seat's own)."""
    held = state.conflicts.get(str(seat))
    if not on(state) or held is None or held["played"]:
        return [], False
    card = state.content.tables["conflicts"][held["card"]]
    mine = character_of(state, seat)
    if card.when != moment_of(why) or mine is None or (own is not None and own != mine):
        return [], False
    if card.target == SELF:
        return [(CONFLICT + SELF, f"Play your Conflict card, {card.name}", f"character:{mine}")], card.must
    from .people import name, present
    others = [i for i in present(state) if i != mine]
    return ([(f"{CONFLICT}{i}", f"Play your Conflict card, {card.name}, on {name(state, i)}", f"character:{i}")
             for i in others], card.must and bool(others))


def conflict_words(state: State, seat: int) -> str:
    card = state.content.tables["conflicts"][state.conflicts[str(seat)]["card"]]
    return f"Your Conflict card, {card.name}: {card.text}"


def play_conflict(state: State, seat: int, target: str, asked_why: str, events: list) -> None:
    """The card is shown and its effect done; the question it interrupted is asked again."""
    from .ops import run_ops
    held = state.conflicts[str(seat)]
    held["played"] = True
    card = state.content.tables["conflicts"][held["card"]]
    mine = character_of(state, seat)
    aim = mine if target == SELF else int(target)
    _ev(events, "conflict", f"{state.seat_names[seat]} plays a Conflict card: {card.name}. {card.text}",
        f"conflict:{card.id}", {"seat": seat, "card": card.id, "target": aim})
    asking = state.task_stack[-1]
    if card.when == "food" and card.target == SELF and asking["t"] == "dusk":
        asking["ate"] += 1                 # a meal of its own: not the Hunger of eating nothing (L773)
    ballot = asking.get("votes", {}).get(asked_why.partition("@")[0])
    if ballot is not None and card.vote_weight > 1:
        ballot.setdefault("_weights", {})[str(seat)] = card.vote_weight
    if ballot is not None and card.take_leader:
        ballot["_decided"] = str(seat)
    run_ops(state, ["conflicts", card.id, "own_effects"], mine, f"conflict:{card.id}")
    run_ops(state, ["conflicts", card.id, "effects"], aim, f"conflict:{card.id}")


# --- the end ---------------------------------------------------------------------------------------------------
def role_holds(state: State, seat: int) -> bool:
    held = state.roles.get(str(seat))
    if held is None:                    # a player whose Character died and has no new one has no Role
        return True
    card = role_card(state, seat)
    group = in_group(state)
    if card.win == "tokens":
        return sum(held["tokens"].values()) >= card.amount
    if card.win == "leader":
        return state.leader == seat
    if card.win == "starting_alive":
        return all(person in group for person in state.characters if person["starting"])
    if card.win == "few_alive":
        return len(group) <= card.amount
    if card.win == "target_gone":
        return held["target"] is not None and state.characters[held["target"]] not in group
    if card.win:
        return hidden_objectives.condition_holds(state, card.win, card.amount)
    return True


def winners(state: State) -> list[int]:
    return [seat for seat in range(len(state.seat_names))
            if character_of(state, seat) is not None and role_holds(state, seat)]


def reveal_all(state: State, events: list) -> None:
    for seat in sorted(state.roles):
        _reveal(state, seat, events)


def seen_by(state: State, seat: int | None) -> tuple[dict, dict]:
    """A seat's own Role and Conflict card, and the others' once shown (a Role revealed, a Conflict played);
    when the war is over, all of them."""
    over = state.phase == "over"
    mine = None if seat is None else str(seat)
    roles = {owner: copy_json(held) for owner, held in state.roles.items() if held["revealed"] or owner == mine or over}
    conflicts = {owner: dict(held) for owner, held in state.conflicts.items() if held["played"] or owner == mine or over}
    return roles, conflicts
