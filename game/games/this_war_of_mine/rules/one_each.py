"""One Character Per Player (L1783-1852): each player keeps one Character and decides for them; what the
group decides is voted on.

Setup: each seat is dealt two Characters and keeps one (the other goes back to the deck); Hunger 2; a red-
bordered pick rolls the black die (1-3 Illness +1, 4-6 Wounds +1, 7-9 Misery +2); the Leader is the
player of the Character with the lowest Inventory + Prowess + Empathy (a black die between equals).

Who is asked (`decides`, given by each question of the rules):
- a Character's index: that Character's player (their action, their food, their weapon, their roll);
- GROUP: the players of the Characters present vote (the party out scavenging, else those at home); one
  voter answers alone; nobody present, the Leader. Votes are cast one seat at a time, each unseen by the
  others (the view shows a seat only its own), and shown together once all are in. Most votes win; a tie
  is the Leader's to break, who then hands the Leader token to a losing voter (ours: the first of them
  clockwise, L1832);
- TURNS: the present Characters' players in turn, clockwise from the Leader (what each carries, L1836);
- CLOCKWISE: nobody: Wounds dealt one by one clockwise from the Leader (L1842);
- LEADER: the Leader.
At the end of every Dawn the players with a living Character vote on who holds the Leader token (L1834).
Fate chooses the Leader's Character, else the nearest clockwise of those present (L1838). A new Character
may join only while a player has none, and is that player's (L1848)."""
from __future__ import annotations

from ....core.asking import ask as ask_seat
from ....core.flow import finish_task, push_task
from .state import State, _ev, character_card

MODE = "one_each"
GROUP, TURNS, CLOCKWISE, LEADER = "group", "turns", "clockwise", "leader"
DEALT = 2
RED_ROLL = ((1, 3, "illness", 1), (4, 6, "wounds", 1), (7, 9, "misery", 2))     # L1805-1808


def on(state: State) -> bool:
    return MODE in state.options


def seat_of(state: State, index: int) -> int | None:
    return state.characters[index].get("seat")


def clockwise(state: State, seats) -> list[int]:
    """Seats in clockwise order from the Leader's."""
    n = len(state.seat_names)
    return sorted(set(seats), key=lambda seat: (seat - state.leader) % n)


def whose(state: State, index: int) -> dict:
    """The field a task keeps to know whose question it asks, when it matters (this mode only: the core
    game's tasks stay as they were, so its saves replay exactly)."""
    return {"who": index} if on(state) else {}


def present_seats(state: State) -> list[int]:
    from .people import present
    return clockwise(state, [seat_of(state, i) for i in present(state) if seat_of(state, i) is not None])


# --- who is asked -----------------------------------------------------------------------------------------------
def ask(state: State, task: dict, why: str, options: list, text: str, decides) -> str | None:
    if isinstance(decides, int):
        seat = seat_of(state, decides)
        seat = state.leader if seat is None else seat
        return _ask_with_conflict(state, task, why, options, text, seat, decides)
    if decides == CLOCKWISE:
        return _clockwise_pick(state, task, why, options)
    voters = present_seats(state) if decides in (GROUP, TURNS) else []
    if decides == TURNS and voters:
        turns = task.setdefault("turns", {})
        seat = voters[turns.get(why, 0) % len(voters)]
        answer = ask_seat(state, task, why, options, f"{state.seat_names[seat]}'s turn. {text}", seat)
        if answer is not None:
            turns[why] = turns.get(why, 0) + 1
        return answer
    if len(voters) <= 1:
        return ask_seat(state, task, why, options, text, voters[0] if voters else state.leader)
    return vote(state, task, why, options, text, voters)


def _ask_with_conflict(state: State, task: dict, why: str, options: list, text: str, seat: int,
                       about: int | None) -> str | None:
    """Ask the seat, its Semi-Coop Conflict card offered beside the answers when this is the card's moment
    (the only answer when it must be played now); playing it interrupts the question (asking.LeaderPick)."""
    from .semi_coop import conflict_options, conflict_words
    extra, must = conflict_options(state, seat, why, about)
    if must:
        answer = ask_seat(state, task, why, extra, f"{state.seat_names[seat]}, you must play your Conflict card "
                          "now.", seat, answer_alone=False)
    else:
        answer = ask_seat(state, task, why, options + extra, text, seat, answer_alone=not extra)
    if answer is None and extra:
        state.pending["body"] = conflict_words(state, seat)
    return answer


def _clockwise_pick(state: State, task: dict, why: str, options: list) -> str:
    """The next of the options' Characters clockwise from the Leader (each option targets `character:<i>`)."""
    def rank(option):
        target = option[2] or ""
        index = int(target.partition(":")[2]) if target.startswith("character:") else None
        seat = seat_of(state, index) if index is not None else None
        return ((seat - state.leader) % len(state.seat_names)) if seat is not None else len(state.seat_names)
    ordered = sorted(options, key=rank)
    turns = task.setdefault("turns", {})
    turn = turns.get(why, 0)
    turns[why] = turn + 1
    return ordered[turn % len(ordered)][0]


def vote(state: State, task: dict, why: str, options: list, text: str, voters: list[int],
         hand_on: bool = True) -> str | None:
    """Each voter in turn, clockwise from the Leader; the votes are shown together; a tie is the Leader's,
    who hands the token on to a loser (`hand_on`). The votes are kept in the task until the result."""
    ballot = task.setdefault("votes", {}).setdefault(why, {})
    values = [value for value, _label, _target in options]
    for seat in voters:
        if "_decided" in ballot:                       # a Conflict card settled it (rules/semi_coop.py)
            break
        if ballot.get(str(seat)) not in values:        # not cast yet, or no longer on offer
            answer = _ask_with_conflict(state, task, f"{why}@{seat}", options,
                                        f"Your vote, {state.seat_names[seat]}: {text}", seat, None)
            if answer is None:
                return None
            ballot[str(seat)] = answer
    result = ballot["_decided"] if "_decided" in ballot else _count(state, task, why, options, text, voters, hand_on)
    if result is not None:
        del task["votes"][why]
        if not task["votes"]:
            del task["votes"]
    return result


def _count(state: State, task: dict, why: str, options: list, text: str, voters: list[int],
           hand_on: bool) -> str | None:
    """The votes shown together and counted (a Loud Voice counts twice); a tie asks the Leader."""
    ballot = task["votes"][why]
    values = [value for value, _label, _target in options]
    labels = {value: label for value, label, _target in options}
    weights = ballot.get("_weights", {})
    tally = {value: sum(weights.get(str(seat), 1) for seat in voters if ballot[str(seat)] == value) for value in values}
    most = max(tally.values())
    tied = [value for value in values if tally[value] == most]
    if not ballot.get("_shown"):
        ballot["_shown"] = True
        shown = "; ".join(f"{state.seat_names[seat]}: {labels[ballot[str(seat)]]}" for seat in voters)
        say(state, "votes", f"The vote: {shown}.", {"votes": {str(seat): ballot[str(seat)] for seat in voters},
                                                   "why": why})
    if len(tied) == 1:
        return tied[0]
    result = ask_seat(state, task, f"{why}@tie", [o for o in options if o[0] in tied],
                      f"The vote is tied: {state.seat_names[state.leader]}, as Leader, decides. {text}", state.leader)
    if result is None:
        return None
    losers = [seat for seat in voters if ballot[str(seat)] != result]
    if hand_on and losers:
        state.leader = clockwise(state, losers)[0]
        say(state, "leader", f"The Leader token goes to {state.seat_names[state.leader]}.", {"leader": state.leader})
    return result


def say(state: State, kind: str, text: str, data: dict) -> None:
    """An event from inside a question (which has no events list at hand): kept in the state until the
    answer's events are gathered (`said`)."""
    state.stats.setdefault("said", []).append([kind, text, data])


def said(state: State, events: list) -> None:
    for kind, text, data in state.stats.pop("said", ()):
        _ev(events, kind, text, "rule:one_each", data)


def own_votes(state: State, seat: int) -> dict:
    """The votes this seat has cast in a vote still open: its own to see, nobody else's."""
    mine = {}
    for task in state.task_stack:
        for why, ballot in task.get("votes", {}).items():
            if str(seat) in ballot:
                mine[why] = ballot[str(seat)]
    return mine


# --- setup -------------------------------------------------------------------------------------------------------
def deal(state: State) -> None:
    """Two Characters to each player, from the top of the shuffled deck (L1799); the picks are a task."""
    deck = state.characters_deck
    offers = {str(seat): [deck.pop(0) for _ in range(DEALT)] for seat in range(len(state.seat_names))}
    push_task(state.task_stack, "pick_characters", offers=offers, chosen={})


def pick_characters_task(state: State, task: dict, events: list) -> bool:
    from .setup import new_person
    cards = state.content.tables["characters"]
    picks = task.setdefault("picks", {})
    for seat in range(len(state.seat_names)):
        if str(seat) in picks:
            continue
        offer = task["offers"][str(seat)]
        options = [(card_id, f"Play {cards[card_id].name} ({cards[card_id].border} border; Prowess "
                    f"{cards[card_id].prowess}, Empathy {cards[card_id].empathy}, Inventory {cards[card_id].inventory})",
                    None) for card_id in offer]
        picked = ask_seat(state, task, f"pick_character@{seat}", options,
                          f"{state.seat_names[seat]}: which Character do you play?", seat)
        if picked is None:
            return False
        picks[str(seat)] = picked
    finish_task(state.task_stack, task)
    for seat in range(len(state.seat_names)):
        kept = picks[str(seat)]
        state.characters_deck += [card_id for card_id in task["offers"][str(seat)] if card_id != kept]
        person = new_person(kept, True)
        person["seat"] = seat
        state.characters.append(person)
        _ev(events, "plays", f"{state.seat_names[seat]} plays {cards[kept].name}.", "rule:one_each",
            {"seat": seat, "character": len(state.characters) - 1})
    state.rng.shuffle(state.characters_deck)
    from .ops import roll_black
    from .people import change_state
    for index, person in enumerate(state.characters):
        if cards[person["id"]].border != "red":
            continue
        roll = roll_black(state, events, f"{cards[person['id']].name}, red border", "rule:one_each")
        for low, high, what, amount in RED_ROLL:
            if low <= roll <= high:
                change_state(state, index, what, amount, events, "rule:one_each")
    choose_leader(state, events)
    return True


def choose_leader(state: State, events: list) -> None:
    """The lowest Inventory + Prowess + Empathy leads; a black die between equals (L1793)."""
    from .ops import roll_black

    def total(person):
        card = character_card(state, person)
        return card.inventory + card.prowess + card.empathy
    low = min(total(person) for person in state.characters)
    equal = [person for person in state.characters if total(person) == low]
    while len(equal) > 1:
        rolls = [roll_black(state, events, f"{character_card(state, p).name} for the Leader", "rule:one_each")
                 for p in equal]
        equal = [p for p, r in zip(equal, rolls) if r == min(rolls)]
    state.leader = equal[0]["seat"]
    _ev(events, "leader", f"{state.seat_names[state.leader]} ({character_card(state, equal[0]).name}) is the Leader.",
        "rule:one_each", {"leader": state.leader})


# --- the Leader by vote at Dawn's end ------------------------------------------------------------------------
def leader_vote_task(state: State, task: dict, events: list) -> bool:
    from .state import in_group
    seats = clockwise(state, [person["seat"] for person in in_group(state) if person.get("seat") is not None])
    if len(seats) < 2:
        finish_task(state.task_stack, task)
        return True
    options = [(str(seat), ("Keep " if seat == state.leader else "Give it to ") + state.seat_names[seat], None)
               for seat in seats]
    picked = vote(state, task, "leader_vote", options, "Who holds the Leader token tomorrow?", seats, hand_on=False)
    if picked is None:
        return False
    finish_task(state.task_stack, task)
    if int(picked) != state.leader:
        state.leader = int(picked)
        _ev(events, "leader", f"The Leader token goes to {state.seat_names[state.leader]}.", "rule:one_each",
            {"leader": state.leader})
    return True


# --- fate, and a new Character ---------------------------------------------------------------------------------
def fated(state: State, around: list[int]) -> int:
    """The Leader's Character if present, else the nearest clockwise present (L1838)."""
    n = len(state.seat_names)
    return min(around, key=lambda i: ((seat_of(state, i) if seat_of(state, i) is not None else n) - state.leader) % n)


def seat_without_character(state: State) -> int | None:
    """The first player clockwise from the Leader with no living Character in the group (L1846-1848)."""
    from .state import in_group
    held = {person.get("seat") for person in in_group(state)}
    free = [seat for seat in range(len(state.seat_names)) if seat not in held]
    return clockwise(state, free)[0] if free else None
