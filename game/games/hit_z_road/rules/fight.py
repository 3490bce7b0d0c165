"""Fights: the ranged roll, melee rolls, the dice that wait for a decision, Molotovs and fleeing.

A fight is state.fight (see _start_fight); the flow stays in it until every zombie is dead, the
seat flees or throws a Molotov, or loses its last survivor. Two decisions belong to it: the next
move (FightMove) and what happens with each casualty, horrible death or extra-kill die (DieChoice).
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option, option_set, remember_options
from ....core.prompt import Event, Option, Prompt
from .ending import _lose_survivors
from .state import (ADRENALINE, AMMO, DICE_PER_AMMO, EVERYONE, FLEE_COST, GAS, KILL_FACES, SHOTGUN_DICE, State,
                    _card_being_resolved, _current_card_id, _plural)


def _start_fight(state: State, events: list) -> bool:
    """Set up the current card's fight (its red text applied); a card with no zombies is simply kept."""
    encounter = state.encounter
    seat = encounter["seat"]
    cid = _card_being_resolved(state, encounter)
    card = state.cards[cid]
    rules = encounter["fight_rules"]
    zombies = card.zombies + rules["extra_zombies"]
    if zombies <= 0:
        _take_card(state, events, "calm")
        return True
    horde = card.horde if rules["horde"] is None else rules["horde"]
    executor = "school_bus" in state.tokens[seat] and state.executor_card[seat]
    state.fight = {"card": cid, "zombies_total": zombies, "zombies_left": zombies, "printed_horde": horde,
                   "horde": 0 if executor else horde, "executor": executor and horde > 0,
                   "no_ranged": rules["no_ranged"], "no_flee": rules["no_flee"],
                   "flee_cost": FLEE_COST if rules["flee_cost"] is None else rules["flee_cost"],
                   "ranged_dice_per_ammo": (DICE_PER_AMMO if rules["ranged_dice_per_ammo"] is None
                                            else rules["ranged_dice_per_ammo"]),
                   "ranged_done": False, "melee_started": False, "shotgun_dice": 0, "roll_kind": None,
                   "last_roll": [], "pending_dice": []}
    horde_text = f" (a strength-{horde} horde)" if horde else ""
    if executor and horde:
        horde_text += "; the Executor makes them fight as ordinary zombies"
    events.append(Event("fight_started", f"{state.names[seat]} must fight {_plural(zombies, 'zombie')}{horde_text} "
                        f"at {card.name}.", f"card:{cid}", EVERYONE,
                        {"seat": seat, "card": cid, "zombies": zombies, "horde": state.fight["horde"]}))
    return False


def _ranged_roll(state: State, ammo: int, events: list) -> None:
    fight = state.fight
    seat = state.encounter["seat"]
    state.resources[seat][AMMO] -= ammo
    dice = ammo * fight["ranged_dice_per_ammo"] + fight["shotgun_dice"]
    roll, black = state.rng.roll, state.black_die
    faces = [roll(black) for _ in range(dice)]
    fight["shotgun_dice"] = 0
    fight["ranged_done"] = True
    fight["roll_kind"] = "ranged"
    rolled = []
    kills = 0
    left = fight["zombies_left"]
    for face in faces:
        if face in KILL_FACES and left > 0:
            left -= 1
            kills += 1
            outcome = "killed a zombie"
        elif face in KILL_FACES:
            outcome = "no zombie left"
        else:
            outcome = "ignored (ranged)"
        rolled.append({"face": face, "horde": False, "outcome": outcome})
    fight["zombies_left"] = left
    fight["last_roll"] = rolled
    fight["pending_dice"] = []
    events.append(Event("dice_rolled", f"{state.names[seat]} spends {ammo} Ammo on a ranged roll of "
                        f"{_plural(dice, 'die')}: {', '.join(faces) or 'no dice'}. "
                        f"{kills} zombie{'s' if kills != 1 else ''} down, {left} left.", f"card:{fight['card']}",
                        EVERYONE, {"faces": faces, "horde": [], "kind": "ranged", "seat": seat, "kills": kills}))


# what a melee die that kills nothing does; the three that wait for a decision are resolved in the
# order horrible, casualty, bonus, opportunity (a bonus die has killed already and offers one more kill)
_MELEE_OUTCOMES = {"blank": "dodged", "horrible": "to resolve", "casualty": "to resolve", "opportunity": "to resolve"}


def _melee_roll(state: State, events: list) -> None:
    fight = state.fight
    seat = state.encounter["seat"]
    meeples = state.survivors[seat] + 1
    red = min(fight["horde"], meeples)
    roll = state.rng.roll
    black_die, horde_die = state.black_die, state.horde_die
    black = [roll(black_die) for _ in range(meeples - red)]
    reds = [roll(horde_die) for _ in range(red)]
    faces = black + reds
    first_red = len(black)
    left = fight["zombies_left"]
    kills = 0
    waiting: dict[str, list[int]] = {"horrible": [], "casualty": [], "bonus": [], "opportunity": []}
    rolled = []
    for k, face in enumerate(faces):
        if face in KILL_FACES:
            if left > 0:
                left -= 1
                kills += 1
                outcome = "killed a zombie"
            else:
                outcome = "no zombie left"
            if face == "bonus":
                waiting["bonus"].append(k)
        else:
            outcome = _MELEE_OUTCOMES.get(face, "")
            if face in waiting:
                waiting[face].append(k)
        rolled.append({"face": face, "horde": k >= first_red, "outcome": outcome})
    fight["zombies_left"] = left
    fight["last_roll"] = rolled
    fight["pending_dice"] = waiting["horrible"] + waiting["casualty"] + waiting["bonus"] + waiting["opportunity"]
    fight["melee_started"] = True
    fight["roll_kind"] = "melee"
    events.append(Event("dice_rolled", f"{state.names[seat]} rolls {_plural(meeples, 'die')} in melee"
                        + (f" ({red} horde)" if red else "") + f": {', '.join(faces)}. "
                        f"{kills} zombie{'s' if kills != 1 else ''} down, {left} left.", f"card:{fight['card']}",
                        EVERYONE, {"faces": black, "horde": reds, "kind": "melee", "seat": seat, "kills": kills}))


def _settle_fight(state: State, events: list) -> None:
    """Resolve the dice that leave no choice; end the fight when one side is gone."""
    fight = state.fight
    seat = state.encounter["seat"]
    have = state.resources[seat]
    tokens = state.tokens[seat]
    pending = fight["pending_dice"]
    cause = f"card:{fight['card']}"
    while pending:
        die = fight["last_roll"][pending[0]]
        face = die["face"]
        if face == "horrible":
            if "first_aid" in tokens:
                return
            pending.pop(0)
            die["outcome"] = "a survivor died"
            if _lose_survivors(state, seat, 1, events, cause, "horrible death"):
                return
        elif face == "casualty":
            if have[ADRENALINE] > 0 or "first_aid" in tokens:
                return
            pending.pop(0)
            die["outcome"] = "a survivor died"
            if _lose_survivors(state, seat, 1, events, cause, "casualty, no Adrenaline"):
                return
        else:
            if fight["zombies_left"] > 0 and have[ADRENALINE] > 0:
                return
            pending.pop(0)
            base = "killed a zombie; " if face == "bonus" and die["outcome"] == "killed a zombie" else ""
            die["outcome"] = base + ("no zombie left" if fight["zombies_left"] == 0 else "no Adrenaline to spend")
    if fight["zombies_left"] == 0:
        _take_card(state, events, "fight")


def _molotov(state: State, seat: int, events: list) -> None:
    state.tokens[seat].remove("molotov")
    cid = _current_card_id(state)
    events.append(Event("token_used", f"{state.names[seat]} throws a Molotov at {state.cards[cid].name}.",
                        "token:molotov", EVERYONE, {"seat": seat, "token": "molotov", "card": cid}))
    if state.fight is not None:
        state.fight["zombies_left"] = 0
        state.fight["pending_dice"] = []
    _take_card(state, events, "molotov")


def _flee(state: State, seat: int, events: list) -> None:
    fight = state.fight
    encounter = state.encounter
    state.resources[seat][GAS] -= fight["flee_cost"]
    state.card_fates[encounter["path"]][encounter["slot"]] = "box"
    cid = fight["card"]
    events.append(Event("card_resolved", f"{state.names[seat]} spends {fight['flee_cost']} Gas and flees from "
                        f"{state.cards[cid].name}; the card goes back to the box.", f"card:{cid}", EVERYONE,
                        {"seat": seat, "card": cid, "result": "fled"}))
    state.fight = None
    encounter["step"] = "resolved"


def _take_card(state: State, events: list, how: str) -> None:
    encounter = state.encounter
    seat = encounter["seat"]
    cid = _card_being_resolved(state, encounter)
    card = state.cards[cid]
    name = state.names[seat]
    state.won_cards[seat].append(cid)
    state.card_fates[encounter["path"]][encounter["slot"]] = "won"
    points = _plural(card.points, "point")
    kept = len(state.won_cards[seat])
    lead = {"fight": f"{name} wins the fight and keeps", "molotov": f"{name} burns every zombie and keeps"}.get(
        how, f"{name} keeps")
    # kept cards lie face down: which card and its points are the keeper's secret (the board hides them
    # too); everyone may know that a card was kept and how many the seat has
    side = "face up" if encounter["executor"] else "face down"      # the Executor card is kept face up
    events.append(Event("card_resolved", f"{lead} {card.name} ({points}) {side}.", f"card:{cid}", (seat,),
                        {"seat": seat, "card": cid, "points": card.points, "result": "won", "how": how}))
    events.append(Event("card_kept", f"{lead} a card {side} ({kept} kept).", "rule:keep", EVERYONE,
                        {"seat": seat, "kept": kept, "result": "won", "how": how}))
    if encounter["executor"]:
        state.executor_card[seat] = True
        events.append(Event("executor", f"{name} keeps {card.name} face up: it is the Executor.", f"card:{cid}",
                            EVERYONE, {"seat": seat, "card": cid}))
    state.fight = None
    encounter["step"] = "resolved"


def _settle_if_still_fighting(state: State, events: list) -> None:
    # a lost survivor may have eliminated the seat, which ends its turn and the fight
    if state.fight is not None and state.encounter is not None:
        _settle_fight(state, events)


# --- the decisions ------------------------------------------------------------
def _fight_options(kind: str, card_id: str, meeples: int, horde: int, can_flee: bool, flee_cost: int,
                   molotov: bool, no_ranged: bool = True, shotgun_dice: int = 0, dice_per_ammo: int = 0,
                   ammo: int = 0, shotgun_in_hand: bool = False) -> tuple[Option, ...]:
    options = []
    if kind == "fight_start" and not no_ranged:
        for n in range(0 if shotgun_dice else 1, ammo + 1):
            dice = n * dice_per_ammo + shotgun_dice
            label = (f"Ranged roll: spend {n} Ammo ({dice} dice)" if n
                     else f"Ranged roll with the shotgun only ({dice} dice)")
            options.append(option(f"ranged:{n}", label, "resource:ammo"))
        if not shotgun_dice and shotgun_in_hand:
            options.append(option("shotgun", f"Load the Shotgun: {SHOTGUN_DICE} free dice in the ranged roll",
                                  "token:shotgun"))
    red = min(horde, meeples)
    dice_text = f"{meeples} dice" + (f", {red} of them horde dice" if red else "")
    if kind == "fight_start":
        options.append(option("fight", f"Fight in melee ({dice_text})", f"card:{card_id}"))
    else:
        options.append(option("roll", f"Melee roll ({dice_text})", f"card:{card_id}"))
    if can_flee:
        options.append(option("flee", f"Flee: spend {flee_cost} Gas, the card goes to the box", "resource:gas"))
    if molotov:
        options.append(option("molotov", "Throw a Molotov: every zombie dies", "token:molotov"))
    return tuple(options)


def _die_options(face: str, k: int, adrenaline: bool, first_aid: bool) -> tuple[Option, ...]:
    key = ("die", face, k, adrenaline, first_aid)
    options = option_set(key)
    if options is not None:
        return options
    if face == "horrible":
        options = (option("first-aid", "Use a First Aid Kit: cancel the horrible death", "token:first_aid"),
                   option("lose-survivor", "Lose a survivor", f"die:{k}"))
    elif face == "casualty":
        options = ()
        if adrenaline:
            options += (option("adrenaline:casualty", "Spend 1 Adrenaline to save the survivor",
                               "resource:adrenaline"),)
        if first_aid:
            options += (option("first-aid", "Use a First Aid Kit: cancel the casualty", "token:first_aid"),)
        options += (option("lose-survivor", "Lose a survivor", f"die:{k}"),)
    else:
        options = (option(f"adrenaline:{face}", "Spend 1 Adrenaline to kill a zombie", "resource:adrenaline"),
                   option("skip", "Keep your Adrenaline", f"die:{k}"))
    return remember_options(key, options)


_FIGHT_MOVES = ("ranged", "fight", "roll", "flee", "shotgun")
# token -> (the answer's head, without the token, with it but not now)
_TOKEN_REFUSALS = {
    "shotgun": ("shotgun", "you have no Shotgun token",
                "the shotgun only adds dice to the ranged roll, before it is made"),
    "molotov": ("molotov", "you have no Molotov token", "a Molotov is thrown at a card's zombies, on your turn"),
    "first-aid": ("first_aid", "you have no First Aid Kit",
                  "First Aid cancels a casualty or horrible death die as it is resolved"),
}


def _fight_refusal(state: State, prompt: Prompt, value: str) -> str | None:
    """Why a fight answer (a move, a token, a die's decision) is refused, whichever question is pending."""
    head, _, tail = value.partition(":")
    fight = state.fight
    kind = prompt.kind
    have = state.resources[prompt.seat]
    if head in _FIGHT_MOVES and fight is None:
        return "there is no fight going on"
    if fight is not None and fight["pending_dice"] and (head in _FIGHT_MOVES or head == "molotov"):
        return "first decide what happens with the dice just rolled"
    if head == "ranged":
        if fight["no_ranged"]:
            return "this fight allows no ranged roll"
        if fight["ranged_done"] or fight["melee_started"]:
            return "the ranged roll can only be the first roll of a fight"
        if not tail.isdigit():
            return f"{tail!r} is not a whole number"
        if int(tail) > have[AMMO]:
            return f"you have only {have[AMMO]} Ammo"
        if int(tail) == 0:
            return "spend at least 1 Ammo (or load the shotgun first)"
        return None
    if head == "flee":
        if fight["no_flee"]:
            return "this fight forbids fleeing"
        if have[GAS] < fight["flee_cost"]:
            return f"fleeing costs {fight['flee_cost']} Gas and you have {have[GAS]}"
        return None
    if head == "fight" and kind == "melee":
        return "the fight has started: answer roll for the next melee roll"
    if head == "roll" and kind == "fight_start":
        return "answer fight to skip the ranged roll, or ranged:N to shoot first"
    if head in _TOKEN_REFUSALS:
        token, missing, not_now = _TOKEN_REFUSALS[head]
        return not_now if token in state.tokens[prompt.seat] else missing
    if head == "adrenaline":
        if kind != "die":
            return "no die is waiting for Adrenaline"
        if have[ADRENALINE] == 0:
            return "you have no Adrenaline"
        return f"the die to decide shows {prompt.context.get('face')}"
    if head in ("lose-survivor", "skip"):
        return "no die is waiting for that decision"
    return None


class FightMove(Decision):
    """Before the first roll: shoot, load the shotgun, go to melee, flee or throw a Molotov; then
    between melee rolls: roll again, flee or throw a Molotov."""
    kind = "fight"
    prompt_kinds = ("fight_start", "melee")
    answers = frozenset({*_FIGHT_MOVES, "molotov"})

    def prompt(self, state: State, pending: None) -> Prompt:
        fight = state.fight
        seat = state.encounter["seat"]
        tokens = state.tokens[seat]
        have = state.resources[seat]
        flee_cost = fight["flee_cost"]
        common = (fight["card"], state.survivors[seat] + 1, fight["horde"],
                  not fight["no_flee"] and have[GAS] >= flee_cost, flee_cost, "molotov" in tokens)
        if fight["melee_started"] or fight["ranged_done"]:
            kind = "melee"
            key = ("melee", *common)
        else:
            kind = "fight_start"
            key = ("fight_start", *common, fight["no_ranged"], fight["shotgun_dice"], fight["ranged_dice_per_ammo"],
                   have[AMMO], "shotgun" in tokens)
        options = option_set(key) or remember_options(key, _fight_options(*key))
        text = f"{state.names[seat]}, {fight['zombies_left']} of {fight['zombies_total']} zombies left"
        return Prompt(seat, kind, text, options, {"card": fight["card"]})

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        seat = prompt.seat
        if value == "fight" or value == "roll":
            _melee_roll(state, events)
        elif value.startswith("ranged:"):
            _ranged_roll(state, int(value.split(":", 1)[1]), events)
        elif value == "shotgun":
            state.tokens[seat].remove("shotgun")
            state.fight["shotgun_dice"] = SHOTGUN_DICE
            events.append(Event("token_used", f"{state.names[seat]} loads the Shotgun: {SHOTGUN_DICE} extra dice "
                                "in the ranged roll.", "token:shotgun", EVERYONE, {"seat": seat, "token": "shotgun"}))
            return
        elif value == "flee":
            _flee(state, seat, events)
            return
        elif value == "molotov":
            _molotov(state, seat, events)
            return
        _settle_if_still_fighting(state, events)

    def why_not(self, state: State, prompt: Prompt, value: str) -> str | None:
        return _fight_refusal(state, prompt, value)

    not_now = why_not


class DieChoice(Decision):
    """The first die of a melee roll that waits for a decision: save the survivor, use First Aid,
    lose the survivor, or spend Adrenaline on one more kill."""
    kind = "die"
    answers = frozenset({"adrenaline", "first-aid", "lose-survivor", "skip"})

    def prompt(self, state: State, pending: None) -> Prompt:
        fight = state.fight
        seat = state.encounter["seat"]
        who = state.names[seat]
        k = fight["pending_dice"][0]
        face = fight["last_roll"][k]["face"]
        if face == "horrible":
            text = f"{who}, horrible death: a survivor dies unless you use First Aid"
        elif face == "casualty":
            text = f"{who}, casualty: a survivor is bitten"
        else:
            text = f"{who}, {'bonus kill' if face == 'bonus' else 'opportunity kill'}: kill one more zombie?"
        options = _die_options(face, k, state.resources[seat][ADRENALINE] > 0, "first_aid" in state.tokens[seat])
        return Prompt(seat, "die", text, options, {"die": k, "face": face})

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        seat = prompt.seat
        fight = state.fight
        k = fight["pending_dice"].pop(0)
        die = fight["last_roll"][k]
        cause = f"card:{fight['card']}"
        who = state.names[seat]
        if value == "adrenaline:casualty":
            state.resources[seat][ADRENALINE] -= 1
            die["outcome"] = "saved with 1 Adrenaline"
            events.append(Event("adrenaline", f"{who} spends 1 Adrenaline: the bitten survivor pulls through.", cause,
                                EVERYONE, {"seat": seat, "die": k}))
        elif value == "first-aid":
            state.tokens[seat].remove("first_aid")
            die["outcome"] = "cancelled by First Aid"
            events.append(Event("token_used", f"{who} uses a First Aid Kit and cancels the {die['face']} die.",
                                "token:first_aid", EVERYONE, {"seat": seat, "token": "first_aid", "die": k}))
        elif value == "lose-survivor":
            die["outcome"] = "a survivor died"
            _lose_survivors(state, seat, 1, events, cause,
                            "horrible death" if die["face"] == "horrible" else "casualty")
        elif value == "adrenaline:opportunity" or value == "adrenaline:bonus":
            state.resources[seat][ADRENALINE] -= 1
            fight["zombies_left"] -= 1
            die["outcome"] = ("killed a zombie; " if die["face"] == "bonus" else "") + "1 Adrenaline: killed a zombie"
            events.append(Event("adrenaline", f"{who} spends 1 Adrenaline and kills a zombie; "
                                f"{fight['zombies_left']} left.", cause, EVERYONE, {"seat": seat, "die": k}))
        elif value == "skip":
            die["outcome"] = ("killed a zombie; " if die["face"] == "bonus" else "") + "Adrenaline not spent"
        _settle_if_still_fighting(state, events)

    def why_not(self, state: State, prompt: Prompt, value: str) -> str | None:
        return _fight_refusal(state, prompt, value)

    not_now = why_not
