"""What the ops of This War of Mine's vocabulary do: states, goods, the Noise and encounters, exploring
and findings, fights and trades, flags, tests, people, the book (all but the two only Narrative Actions
use, which come with playing them). An op list runs as a task holding its address in the content
(table, id, then fields and indexes), the Character at the centre of the scene ("actor", or None) and
the cause, so a saved game resumes inside one."""
from __future__ import annotations

from ....core.effects import Choose, If, OpBehaviours, Repeat, ops_at as core_ops_at
from ....core.prompt import ROLL_EVENT
from ....core.flow import finish_task, push_task
from ..effects import (Away, BoardUp, Cold, Combat, CombatTest, DieOp, DiscardTreatment, EmpathyCheck, EndExploration,
                       Epilogue, Explore, Findings, Flag, FreeFitting, Gain, IfAlive, IfFlag, IfGoods, Join, KeepPet,
                       KillEnemy, Leave, Lose, LoseMostValuable, Narrative, NightRaidOp, Noise, OpportunityOp, Pay,
                       PeekEvents, RealityImpact, Residents, ReturnCards, Roll, RuleOp, ScriptOp, StateOp,
                       StopScavenging, ToSlot, Trade, vocabulary)
from . import goods, one_each
from .asking import GROUP, WAIT, ask
from .people import can_join, change_state, dies, leaves, name, present, reached
from .state import BOARD_UPS, COLD_LIMIT, NOISE_RANGE, State, _ev, in_group

BEHAVIOURS = OpBehaviours(vocabulary)
SPECIAL_FINDINGS_AT = 8       # the black die at least this after a Findings card (ours, A42)


def ops_at(state: State, addr: list):
    return core_ops_at(state.content.tables, addr)


def run_ops(state: State, addr: list, actor: int | None, cause: str) -> None:
    """Run an op list (pushed as a task; it runs when the flow reaches it)."""
    if ops_at(state, addr):
        push_task(state.task_stack, "ops", addr=list(addr), i=0, actor=actor, cause=cause, chosen={})


def ops_task(state: State, task: dict, events: list) -> bool:
    ops = ops_at(state, task["addr"])
    if task["i"] >= len(ops) or state.phase == "over":
        finish_task(state.task_stack, task)
        return True
    op = ops[task["i"]]
    task["i"] += 1
    if BEHAVIOURS.behaviour[type(op)](op, state, task, task["i"] - 1, events) == WAIT:
        task["i"] -= 1           # asked a question: the same op runs again with the answer
        return False
    return True


def _nested(state: State, task: dict, tail: list, actor: int | None = -1) -> None:
    push_task(state.task_stack, "ops", addr=task["addr"] + tail, i=0,
              actor=task["actor"] if actor == -1 else actor, cause=task["cause"], chosen={})


def roll_black(state: State, events: list, why: str, cause: str) -> int:
    result = state.rng.below(10) + 1
    state.last_roll = {"die": "black", "result": result, "why": why}
    _ev(events, ROLL_EVENT, f"{why}: the black die shows {result}.", cause, {"die": "black", "result": result})
    return result


# --- what ops count -----------------------------------------------------------------------------------
def quantity(state: State, actor: int | None, what: str) -> int:
    from . import farmers_market, orphans        # (here: both read their ops from this module)
    group = in_group(state)
    me = state.characters[actor] if actor is not None else None
    if what.startswith("self_"):
        attribute = what[len("self_"):]
        if me is None:
            return 0
        if attribute in ("prowess", "empathy"):
            return getattr(state.content.tables["characters"][me["id"]], attribute)
        return me["states"].get(attribute, 0)
    if what.startswith("most_"):
        return max((person["states"].get(what[len("most_"):], 0) for person in group), default=0)
    board_ups = sum(spot["board_up"] for spot in state.shelter.values())
    counts = {"noise": state.noise, "cold": state.cold, "cold_less_board_ups": max(0, state.cold - board_ups),
              "characters": len(group), "day": state.day, "unknown_left": len(state.unknown),
              "present": len(present(state)), "guards": sum(p["place"] == "guard" for p in group),
              "board_ups": board_ups, "happiness": orphans.happiness(state),
              "tolerance": farmers_market.tolerance(state)}
    return counts[what]


# --- who -------------------------------------------------------------------------------------------------
def _treated(person: dict, treated: str) -> bool:
    if not treated:
        return True
    if treated.startswith("no_"):
        kind = treated[len("no_"):]
        if kind == "treatment":
            return "meds" not in person["treatments"] and "herbal-meds" not in person["treatments"]
        return kind.replace("_", "-") not in person["treatments"]
    return treated.replace("_", "-") in person["treatments"]


def reached_by(state: State, task: dict, who: str, text: str):
    """The Characters an op reaches; the chosen one is asked (once per op list), the fated one drawn."""
    if who == "chosen":
        kept = task.setdefault("targets", {}).get("chosen")
        if kept is not None and state.characters[kept]["alive"]:
            return [kept]
        options = [(str(i), name(state, i), f"character:{i}") for i in present(state)]
        if not options:
            return []
        picked = ask(state, task, "chosen", options, text, decides=GROUP)
        if picked is None:
            return WAIT
        task["targets"]["chosen"] = int(picked)
        return [int(picked)]
    if who == "fated":
        kept = task.setdefault("targets", {}).get("fated")
        if kept is None:
            around = present(state)
            if not around:
                return []
            kept = task["targets"]["fated"] = (one_each.fated(state, around) if one_each.on(state)
                                               else state.rng.choice(around))
        return [kept]
    return reached(state, who, task["actor"])


# --- the group's states ----------------------------------------------------------------------------------------
@BEHAVIOURS.runs("state")
def _state(op: StateOp, state, task, index, events):
    label = state.content.tables["states"][op.state].name
    targets = reached_by(state, task, op.who, f"Whose {label} changes?")
    if targets == WAIT:
        return WAIT
    for i in targets:
        person = state.characters[i]
        if person["states"].get(op.state, 0) < op.only_at_least or not _treated(person, op.treated):
            continue
        change_state(state, i, op.state, op.amount, events, task["cause"], set_to=op.set_to)
    return None


@BEHAVIOURS.runs("discard_treatment")
def _discard_treatment(op: DiscardTreatment, state, task, index, events):
    item = op.kind.replace("_", "-")
    for i, person in enumerate(state.characters):
        if item in person["treatments"]:
            person["treatments"] = [t for t in person["treatments"] if t != item]
            _ev(events, "treatment_gone", f"{name(state, i)}'s {goods.label(state, item)} are used up.",
                task["cause"], {"character": i, "item": item})


# --- goods ----------------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("gain")
def _gain(op: Gain, state, task, index, events):
    for item in op.goods:
        goods.add(state, op.where, item.item, item.amount, events, task["cause"])


@BEHAVIOURS.runs("lose")
def _lose(op: Lose, state, task, index, events):
    for item in op.goods:
        goods.remove(state, op.where, item.item, item.amount, events, task["cause"])


@BEHAVIOURS.runs("pay")
def _pay(op: Pay, state, task, index, events):
    """Pay if it can be paid and the Leader wants to; the Leader is asked only when both sides are open."""
    if goods.holds(state, op.where, op.goods):
        price = ", ".join(f"{g.amount} {goods.label(state, g.item)}" for g in op.goods)
        picked = ask(state, task, f"pay{index}", [("yes", f"Pay {price}", None), ("no", "Don't pay", None)],
                     f"Pay {price}?", decides=GROUP)
        if picked is None:
            return WAIT
        if picked == "yes":
            for item in op.goods:
                goods.remove(state, op.where, item.item, item.amount, events, task["cause"])
            _nested(state, task, [index, "effects"])
            return None
    _nested(state, task, [index, "otherwise"])
    return None


@BEHAVIOURS.runs("if_goods")
def _if_goods(op: IfGoods, state, task, index, events):
    _nested(state, task, [index, "then" if goods.holds(state, op.where, op.goods) else "otherwise"])


@BEHAVIOURS.runs("lose_most_valuable")
def _lose_most_valuable(op: LoseMostValuable, state, task, index, events):
    raid = next((t for t in reversed(state.task_stack) if t["t"] == "night"), None)   # its Guards' weapons are safe
    spare = [weapon for weapon in raid["armed"].values() if weapon] if raid else ()
    goods.lose_most_valuable(state, op.amount, op.color, events, task["cause"], spare)


# --- the world --------------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("cold")
def _cold(op: Cold, state, task, index, events):
    state.cold = max(0, min(COLD_LIMIT, state.cold + op.amount))
    _ev(events, "cold", f"Cold: {state.cold}.", task["cause"], {"cold": state.cold})


@BEHAVIOURS.runs("noise")
def _noise(op: Noise, state, task, index, events):
    raise_noise(state, op.amount, op.roll, events, task["cause"])


def raise_noise(state: State, amount: int, roll: bool, events: list, cause: str) -> None:
    """Move the Noise within 1-8; with `roll`, roll for it: at most the Noise is an encounter (L853-862)."""
    if state.scene and state.scene.get("noise_ignored"):
        return                                 # every Enemy beaten on the Tactics map (L1634)
    low, high = NOISE_RANGE
    state.noise = max(low, min(high, state.noise + amount))
    if amount:
        _ev(events, "noise", f"Noise: {state.noise}.", cause, {"noise": state.noise})
    if roll and state.scene and noise_roll(state, events, cause) <= state.noise:
        encounter(state, events, cause)


def noise_roll(state: State, events: list, cause: str) -> int:
    """The black die against the Noise; at a quiet Location, twice and the higher kept."""
    result = roll_black(state, events, f"Rolling for the Noise ({state.noise} or less)", cause)
    if location_rule(state) == "quiet":
        result = max(result, roll_black(state, events, "The walls muffle it: rolling again", cause))
    return result


def location_rule(state: State) -> str:
    """The special rule of the Location being explored ("" when none or not scavenging)."""
    location = state.scene.get("location") if state.scene else None      # (none yet in the Sewers' tunnels)
    return state.content.tables["locations"][location].rule if location else ""


def encounter(state: State, events: list, cause: str) -> None:
    state.noise = NOISE_RANGE[0]
    _ev(events, "encounter", "Someone heard you.", cause, {})
    push_task(state.task_stack, "encounter", cause=cause)


@BEHAVIOURS.runs("residents")
def _residents(op: Residents, state, task, index, events):
    if state.scene:                          # an encounter happens only while scavenging
        encounter(state, events, task["cause"])


@BEHAVIOURS.runs("return_cards")
def _return_cards(op: ReturnCards, state, task, index, events):
    from .scavenging import return_cards
    return_cards(state, op.amount, events)


@BEHAVIOURS.runs("end_exploration")
def _end_exploration(op: EndExploration, state, task, index, events):
    if state.scene:
        state.scene["ended"] = True


@BEHAVIOURS.runs("to_slot")
def _to_slot(op: ToSlot, state, task, index, events):
    table, card_id = task["addr"][0], task["addr"][1]
    if table in ("exploration", "residents") and card_id not in state.slot:
        state.slot.append(card_id)
        _ev(events, "to_slot", "It goes to the Exploration slot.", task["cause"], {"card": card_id})


@BEHAVIOURS.runs("explore")
def _explore(op: Explore, state, task, index, events):
    if not state.scene:
        return
    for _ in range(min(op.amount, len(state.exploration_deck))):
        push_task(state.task_stack, "exploration", card=state.exploration_deck.pop(0), stage="drawn", chosen={})


@BEHAVIOURS.runs("findings")
def _findings(op: Findings, state, task, index, events):
    """A Findings card's row onto the Findings Pile, and the Special Findings roll (8-10, A42): the Leader
    picks one of the Location's Special Findings the box still has."""
    if task.get("special") is None:
        card_id = state.findings_deck.pop(0)
        row = getattr(state.content.tables["findings"][card_id], op.row)
        _ev(events, "findings", f"Findings ({op.row}).", f"findings:{card_id}", {"card": card_id, "row": op.row})
        for item in row:
            goods.add(state, "findings", item.item, item.amount, events, f"findings:{card_id}")
        from .findings import party
        from .skills import best_among
        _who, eyes = best_among(state, "scrounger", party(state))
        needed = SPECIAL_FINDINGS_AT - eyes
        lucky = roll_black(state, events, f"Special Findings ({needed} or more)", task["cause"]) >= needed
        state.findings_deck.append(card_id)                  # shuffled back (L960)
        state.rng.shuffle(state.findings_deck)
        location = state.content.tables["locations"].get((state.scene or {}).get("location") or "")
        task["special"] = [item for item in (location.special_findings if location and lucky else ())
                           if goods.in_box(state, item)]
    if task["special"]:
        picked = ask(state, task, f"special{index}", [(item, f"Take {goods.label(state, item)}", None)
                                                      for item in task["special"]], "Special Findings: which?", decides=GROUP)
        if picked is None:
            return WAIT
        goods.add(state, "findings", picked, 1, events, task["cause"])
    task["special"] = None
    return None


@BEHAVIOURS.runs("board_up")
def _board_up(op: BoardUp, state, task, index, events):
    table = state.content.tables["shelter"]
    holes = [space_id for space_id in sorted(state.shelter) if table[space_id].hole_left]
    spots = [h for h in holes if state.shelter[h]["board_up"] == op.remove]
    if spots and (op.remove or sum(state.shelter[h]["board_up"] for h in holes) < BOARD_UPS):
        state.shelter[spots[0]]["board_up"] = not op.remove
        _ev(events, "board_up", "A Board-Up comes down." if op.remove else "A Hole is boarded up.", task["cause"],
            {"space": spots[0]})


@BEHAVIOURS.runs("flag")
def _flag(op: Flag, state, task, index, events):
    if op.clear:
        state.flags.pop(op.name, None)
    else:
        state.flags[op.name] = op.text or op.name


@BEHAVIOURS.runs("if_flag")
def _if_flag(op: IfFlag, state, task, index, events):
    _nested(state, task, [index, "then" if op.name in state.flags else "otherwise"])


@BEHAVIOURS.runs("rule")
def _rule(op: RuleOp, state, task, index, events):
    """A rule already on for longer keeps its longer end."""
    lasting = ("day", "chapter", "game")
    held = state.rules_on.get(op.rule)
    if held not in lasting or lasting.index(op.until) > lasting.index(held):
        state.rules_on[op.rule] = op.until
    _ev(events, "rule", f"From now on: {op.rule.replace('_', ' ')} (until the end of the {op.until}).",
        task["cause"], {"rule": op.rule, "until": op.until})


@BEHAVIOURS.runs("free_fitting")
def _free_fitting(op: FreeFitting, state, task, index, events):
    """A Fitting for nothing: the Leader picks it (from the Ideas too, with `ideas`) and a reachable space."""
    from .day import build_spaces, place_fitting
    from .shelter import reachable
    fittings = state.content.tables["fittings"]
    open_spaces = reachable(state)
    pool = state.fittings_deck + (state.ideas_deck if op.ideas else [])
    options = [(f"{fitting_id}|{space}", f"Build the {fittings[fitting_id].name} for free", f"space:{space}")
               for fitting_id in sorted(pool) for space in build_spaces(state, fittings[fitting_id], open_spaces)]
    if not options:
        return None
    picked = ask(state, task, f"free_fitting{index}", options, "A Fitting for free: which, and where?", decides=GROUP)
    if picked is None:
        return WAIT
    fitting_id, space = picked.split("|")
    place_fitting(state, fitting_id, space, task["actor"], events)
    return None


@BEHAVIOURS.runs("combat")
def _combat(op: Combat, state, task, index, events):
    from .combat import enemy_count
    from .tactics import fight_or_tactics
    count = enemy_count(state, op.enemies, op.enemy_bands, events, task["cause"])
    fight_or_tactics(state, count, op.weapons, events, task["cause"], "" if op.in_shelter else op.force, thugs=op.thugs,
                     won=task["addr"] + [index, "won"] if op.won else [],
                     fled=task["addr"] + [index, "fled"] if op.fled else [])


@BEHAVIOURS.runs("kill_enemy")
def _kill_enemy(op: KillEnemy, state, task, index, events):
    fight = next((t for t in reversed(state.task_stack) if t["t"] == "combat"), None)
    if fight is None:
        return None
    from .combat import foes_standing, strike
    options = [(f"e:{k}", f"Enemy {k + 1}", f"enemy:{k}") for k in foes_standing(fight)]
    picked = ask(state, task, f"kill{index}", options, "Which Enemy falls?", decides=GROUP) if options else None
    if options and picked is None:
        return WAIT
    if picked:
        strike(state, fight, picked, True, events)
    return None


@BEHAVIOURS.runs("combat_test")
def _combat_test(op: CombatTest, state, task, index, events):
    """A roll of a combat die with Prowess re-rolls (L1224): `need` icons or more is a success."""
    die = op.die
    if die == "weapon":                  # the best they carry: a blade if there is one at hand
        tokens = state.content.tables["tokens"]
        die = "yellow" if any(tokens[i].weapon in ("knife", "hatchet") for i in goods.pile(state, "here")
                              if i in tokens) else "gray"
    actor = task["actor"]
    prowess = state.content.tables["characters"][state.characters[actor]["id"]].prowess if actor is not None else 0
    push_task(state.task_stack, "combat_test", addr=task["addr"] + [index], actor=actor, need=op.need,
              cause=task["cause"], faces=[])
    push_task(state.task_stack, "reroll", die=die, left=prowess, face=None,
              why="A test of nerve and muscle", cause=task["cause"], chosen={})


def combat_test_task(state: State, task: dict, events: list) -> bool:
    from .dice import icons
    finish_task(state.task_stack, task)
    passed = icons(task["faces"][-1]) >= task["need"] if task["faces"] else False
    _ev(events, "test", "It works." if passed else "It fails.", task["cause"], {"passed": passed})
    run_ops(state, task["addr"] + ["success" if passed else "fail"], task["actor"], task["cause"])
    return True


@BEHAVIOURS.runs("peek_events")
def _peek_events(op: PeekEvents, state, task, index, events):
    """A look at what is coming (a radio's Tune In): everyone at the table sees the cards named."""
    tables = state.content.tables
    names = [tables["chapters"][c].name if c.startswith("chapter-") else tables["events"][c].name
             for c in state.events_deck[:op.amount]]
    _ev(events, "peek_events", "Coming: " + (", then ".join(names) if names else "nothing more") + ".", task["cause"],
        {"coming": list(state.events_deck[:op.amount])})


@BEHAVIOURS.runs("night_raid")
def _night_raid(op: NightRaidOp, state, task, index, events):
    """A Night Raid card at once (by day): every Character awake in the Shelter stands guard."""
    from .night import start_raid
    guards = [i for i in present(state) if not state.characters[i]["asleep"]]
    start_raid(state, guards, 1)


@BEHAVIOURS.runs("narrative")
def _narrative(op: Narrative, state, task, index, events):
    push_task(state.task_stack, "narrative_draw", drawn=[], draw=op.draw, keep=op.keep, chosen={})


@BEHAVIOURS.runs("reality_impact")
def _reality_impact(op: RealityImpact, state, task, index, events):
    """A Colors card picks which of the revealed card's five circles is read (L365-371)."""
    from ..effects import COLORS
    from .scripts import read_script
    color = state.colors_deck[0]
    state.rng.shuffle(state.colors_deck)
    if op.deck == "location":
        card_id = (state.scene or {}).get("location") or state.locations.get("close")
        card = state.content.tables["locations"].get(card_id)
    else:
        card_id = state.visitors_deck[0] if state.visitors_deck else None
        card = state.content.tables["visitors"].get(card_id) if card_id else None
    _ev(events, "reality_impact", f"The colour is {color}.", task["cause"], {"color": color, "card": card_id})
    if card is not None and card.scripts:
        read_script(state, card.scripts[COLORS.index(color)], task["actor"])
    return None


@BEHAVIOURS.runs("trade")
def _trade(op: Trade, state, task, index, events):
    from .trade import start_trade
    start_trade(state, op.pool, op.commission, task["cause"])


# --- tests ------------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("roll")
def _roll(op: Roll, state, task, index, events):
    result = roll_black(state, events, "A test", task["cause"])
    if op.plus:
        result = min(10, result + quantity(state, task["actor"], op.plus))
    for k, outcome in enumerate(op.outcomes):
        if outcome.at_least <= result <= outcome.at_most:
            _nested(state, task, [index, "outcomes", k, "effects"])
            break


@BEHAVIOURS.runs("empathy_check")
def _empathy_check(op: EmpathyCheck, state, task, index, events):
    result = roll_black(state, events, "Who is shaken (Empathy at least the roll)", task["cause"])
    cards = state.content.tables["characters"]
    for i in reversed(reached(state, op.who, task["actor"])):
        if cards[state.characters[i]["id"]].empathy >= result:
            _nested(state, task, [index, "effects"], actor=i)


# --- people --------------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("join")
def _join(op: Join, state, task, index, events):
    """A named Character already with you, or gone, is passed over before any limit (Emira, L1304)."""
    if op.character and op.character not in state.characters_deck:
        return None
    if not can_join(state):
        _nested(state, task, [index, "full"])
        return None
    card_id = op.character if op.character in state.characters_deck else (
        state.characters_deck[0] if state.characters_deck and not op.character else None)
    if card_id is None:
        return None
    state.characters_deck.remove(card_id)
    from .people import join
    join(state, card_id, events, task["cause"])
    return None


@BEHAVIOURS.runs("leave")
def _leave(op: Leave, state, task, index, events):
    if task["actor"] is not None:
        leaves(state, task["actor"], events)


@BEHAVIOURS.runs("die")
def _die(op: DieOp, state, task, index, events):
    if task["actor"] is not None:
        dies(state, task["actor"], events, "in the story")


@BEHAVIOURS.runs("stop_scavenging")
def _stop_scavenging(op: StopScavenging, state, task, index, events):
    if task["actor"] is not None:
        state.characters[task["actor"]]["stopped"] = True
        _ev(events, "stopped", f"{name(state, task['actor'])} can't go on, and waits by the Findings Pile.",
            task["cause"], {"character": task["actor"]})


@BEHAVIOURS.runs("if_alive")
def _if_alive(op: IfAlive, state, task, index, events):
    alive = task["actor"] is not None and state.characters[task["actor"]]["alive"]
    _nested(state, task, [index, "then" if alive else "otherwise"])


@BEHAVIOURS.runs("away")
def _away(op: Away, state, task, index, events):
    if task["actor"] is not None:
        state.characters[task["actor"]]["away"] = True
        _ev(events, "away", f"{name(state, task['actor'])} is away until Dawn.", task["cause"],
            {"character": task["actor"]})


# --- the story ----------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("script")
def _script(op: ScriptOp, state, task, index, events):
    from .scripts import read_script
    read_script(state, op.number, task["actor"])
    return WAIT_FOR_TASK


@BEHAVIOURS.runs("epilogue")
def _epilogue(op: Epilogue, state, task, index, events):
    """The end, once every Character still with the group has had their Epilogue read (the dead had theirs)."""
    from .ending import read_epilogues
    read_epilogues(state, op.won, task["cause"])


# --- the modules: a pet (Companions), the Table's Opportunity cards ----------------------------------------------
def take_in_pet(state: State, pet: str, events: list, cause: str) -> bool:
    """The animal comes to live in the shelter (`state.pet`), unless one lives there already or this one
    has left the game, eaten (its card in the Waste). Returns whether it stayed."""
    if state.pet or f"companions:{pet}" in state.waste:
        return False
    state.pet = pet
    record = state.content.tables["companions"][pet]
    _ev(events, "pet", f"{record.name} lives in the shelter now.", cause, {"pet": pet})
    return True


def eat_pet(state: State, actor: int | None, events: list, cause: str) -> None:
    """L783-785: the pet leaves the game, its Raw Food goes into the Storage (as far as the box allows), and
    its card's `eaten` runs (script 351: the black die against each Character's Empathy)."""
    pet, state.pet = state.pet, None
    record = state.content.tables["companions"][pet]
    state.waste.append(f"companions:{pet}")
    _ev(events, "pet_eaten", f"{record.name} is gone.", cause, {"pet": pet})
    goods.add(state, "storage", "raw-food", record.raw_food, events, cause)
    run_ops(state, ["companions", pet, "eaten"], actor, cause)


def pet_moment(state: State, moment: str) -> None:
    """The pet's ops for this moment of the day, first to last (no Character at the centre)."""
    pet = state.pet
    if not pet:
        return
    moments = state.content.tables["companions"][pet].moments
    for k in reversed(range(len(moments))):         # pushed last first: the first written runs first
        if moments[k].at == moment:
            run_ops(state, ["companions", pet, "moments", k, "effects"], None, f"pet:{pet}")


@BEHAVIOURS.runs("keep_pet")
def _keep_pet(op: KeepPet, state, task, index, events):
    if not take_in_pet(state, op.pet, events, task["cause"]):
        _nested(state, task, [index, "otherwise"])


@BEHAVIOURS.runs("opportunity")
def _opportunity(op: OpportunityOp, state, task, index, events):
    """The top card of the deck under the Table (`state.opportunities`), resolved for the one sitting
    there, then out of the game."""
    deck = state.opportunities
    if not deck:
        _ev(events, "opportunity", "Nothing more waits under the Table.", task["cause"], {})
        return None
    card_id = deck.pop(0)
    state.waste.append(f"opportunities:{card_id}")
    card = state.content.tables["opportunities"][card_id]
    _ev(events, "opportunity", f"{card.name}: {card.text}", f"opportunity:{card_id}", {"card": card_id})
    run_ops(state, ["opportunities", card_id, "effects"], task["actor"], f"opportunity:{card_id}")
    return None


# --- the shared ops ------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("choose")
def _choose(op: Choose, state, task, index, events):
    options = [(str(k), choice.label, None) for k, choice in enumerate(op.options)]
    picked = ask(state, task, f"choose{index}", options, "Choose one.", decides=GROUP)
    if picked is None:
        return WAIT
    _ev(events, "chosen", op.options[int(picked)].label, task["cause"], {})
    _nested(state, task, [index, "options", int(picked), "effects"])
    return None


@BEHAVIOURS.runs("if")
def _if(op: If, state, task, index, events):
    holds = op.when.holds(quantity(state, task["actor"], op.when.count))
    _nested(state, task, [index, "then" if holds else "otherwise"])


@BEHAVIOURS.runs("repeat")
def _repeat(op: Repeat, state, task, index, events):
    for _ in range(op.times):
        _nested(state, task, [index, "effects"])


WAIT_FOR_TASK = None     # a pushed task runs before the rest of this op list (the flow takes the top task)
