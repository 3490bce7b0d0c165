"""What each op of Everything Lost's vocabulary does. An op list runs as a task that holds its address
in the content (table, id, then the fields and indexes down to the list), so a saved game resumes in
the middle of one."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.effects import Choose, If, OpBehaviours, Repeat, ops_at as core_ops_at
from ....core.flow import push_task
from ....core.option_cache import option
from ....core.piles import draw_reshuffling
from ....core.prompt import Prompt
from ..effects import (BlackDie, Bitten, CheckBites, DeathIfBitten, FightOp, Gain, Health, Home, LoyaltyTest, Lose,
                       Mob, Pay, SearchOp, SideMissionOp, SkillOp, SpendDice, SurvivorOp, Threat, WeaponOp, Willpower,
                       Xp, vocabulary)
from .state import SEARCH_START, State, _ev, rubble, survivor_kind
from .tracks import bite, change_health, change_home, change_threat, change_willpower, die, gain, gain_xp, lose

BEHAVIOURS = OpBehaviours(vocabulary)


def ops_at(state: State, addr: list):
    return core_ops_at(state.content.tables, addr)


def run_ops(state: State, addr: list, cause: str) -> None:
    if ops_at(state, addr):
        push_task(state.task_stack, "ops", addr=list(addr), i=0, cause=cause)


def ops_task(state: State, task: dict, events: list) -> bool:
    ops = ops_at(state, task["addr"])
    if task["i"] >= len(ops) or state.phase == "over":
        state.task_stack.pop()
        return True
    index = task["i"]
    task["i"] += 1
    BEHAVIOURS.behaviour[type(ops[index])](ops[index], state, task, index, events)
    return True


def quantity(state: State, name: str) -> int:
    if name in state.res:
        return state.res[name]
    return {"health": state.health, "willpower": state.willpower, "threat": state.threat, "level": state.level,
            "home": state.home, "survivors": len(state.survivors), "mob": len(state.mob),
            "bitten": int(state.bitten), "dice": state.hand}[name]


def can_pay(state: State, ops) -> bool:
    """Whether every price (pay) at the head of an option's ops can be met."""
    return all(state.res[op.resource] >= op.amount for op in ops if isinstance(op, Pay))


@BEHAVIOURS.runs("gain")
def _gain(op: Gain, state, task, index, events):
    forager = op.resource == "food" and task["cause"].startswith("card:") and any(
        survivor_kind(state, person["kind"]).ability == "forager" for person in state.survivors)
    gain(state, op.resource, op.amount + (1 if forager else 0), events, task["cause"])


@BEHAVIOURS.runs("lose", "pay")
def _lose(op: Lose, state, task, index, events):
    lose(state, op.resource, op.amount, events, task["cause"])


@BEHAVIOURS.runs("health")
def _health(op: Health, state, task, index, events):
    change_health(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("willpower")
def _willpower(op: Willpower, state, task, index, events):
    change_willpower(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("threat")
def _threat(op: Threat, state, task, index, events):
    change_threat(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("xp")
def _xp(op: Xp, state, task, index, events):
    gain_xp(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("home")
def _home(op: Home, state, task, index, events):
    # a bonus carried between missions never takes the home below 1 (chapter 1's "but at least 1")
    change_home(state, op.amount, events, task["cause"], floor=1 if task["cause"].startswith("bonus:") else 0)


@BEHAVIOURS.runs("mob")
def _mob(op: Mob, state, task, index, events):
    from .mob import grow_mob
    grow_mob(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("weapon")
def _weapon(op: WeaponOp, state, task, index, events):
    from .gear import take_weapon
    take_weapon(state, op.weapon, events, task["cause"])


@BEHAVIOURS.runs("bitten")
def _bitten(op: Bitten, state, task, index, events):
    bite(state, events, task["cause"])


@BEHAVIOURS.runs("death_if_bitten")
def _death_if_bitten(op: DeathIfBitten, state, task, index, events):
    if state.bitten and not state.bite_covered:
        die(state, "an untended bite turned in the night", events)


@BEHAVIOURS.runs("check_bites")
def _check_bites(op: CheckBites, state, task, index, events):
    card, _ = draw_reshuffling(state.rubble_deck, state.rubble_discard, state.rng)
    state.rubble_discard.append(card)
    marked = rubble(state, card).bite
    _ev(events, "bite_check", "Check for bites: " + ("a bite you never felt." if marked else "no bite."),
        task["cause"], {"card": card, "bitten": marked}, reveals=True)
    if marked:
        bite(state, events, task["cause"])


@BEHAVIOURS.runs("black_die")
def _black_die(op: BlackDie, state, task, index, events):
    from .dice import roll_black
    face = roll_black(state, events, "what waits inside", task["cause"])
    for number, outcome in enumerate(op.outcomes):
        if face in outcome.faces:
            _ev(events, "die_outcome", f"{face}: {outcome.label}", task["cause"], {"face": face})
            run_ops(state, task["addr"] + [index, "outcomes", number, "effects"], task["cause"])
            return


@BEHAVIOURS.runs("fight")
def _fight(op: FightOp, state, task, index, events):
    from .fight import start_fight
    start_fight(state, events, task["cause"])


@BEHAVIOURS.runs("spend_dice")
def _spend(op: SpendDice, state, task, index, events):
    from .dice import pay_dice
    pay_dice(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("survivor")
def _survivor(op: SurvivorOp, state, task, index, events):
    if op.survivor not in state.meetings:
        state.meetings.append(op.survivor)
    _ev(events, "met", f"You meet a {survivor_kind(state, op.survivor).name}.", task["cause"],
        {"survivor": op.survivor})


@BEHAVIOURS.runs("side_mission")
def _side_mission(op: SideMissionOp, state, task, index, events):
    from .missions import take_side_mission
    take_side_mission(state, op.side, events, task["cause"])


@BEHAVIOURS.runs("search")
def _search(op: SearchOp, state, task, index, events):
    search_roll(state, events, task["cause"])


def search_roll(state: State, events: list, cause: str) -> None:
    """The search track: the black die against 6+, one less after each miss (never below 2+)."""
    from .dice import roll_black
    need = max(2, SEARCH_START - state.search_track)
    face = roll_black(state, events, f"search, {need}+", cause)
    if face >= need:
        state.stats["searched"] = True
        _ev(events, "search", "The search pays off: you found what you came for.", cause, {"ok": True})
    else:
        state.search_track += 1
        _ev(events, "search", f"Nothing yet; next time you need {max(2, need - 1)}+.", cause, {"ok": False})


@BEHAVIOURS.runs("loyalty_test")
def _loyalty(op: LoyaltyTest, state, task, index, events):
    from .survivors import loyalty_test
    loyalty_test(state, events, task["cause"])


@BEHAVIOURS.runs("skill")
def _skill(op: SkillOp, state, task, index, events):
    from .leveling import learn
    learn(state, op.skill, events, task["cause"])


@BEHAVIOURS.runs("choose")
def _choose(op: Choose, state, task, index, events):
    offered = [number for number, choice in enumerate(op.options) if can_pay(state, choice.effects)]
    if offered:
        state.pending = {"k": "choose", "addr": task["addr"] + [index], "offered": offered, "cause": task["cause"]}


@BEHAVIOURS.runs("if")
def _if(op: If, state, task, index, events):
    branch = "then" if op.when.holds(quantity(state, op.when.count)) else "otherwise"
    run_ops(state, task["addr"] + [index, branch], task["cause"])


@BEHAVIOURS.runs("repeat")
def _repeat(op: Repeat, state, task, index, events):
    for _ in range(op.times):
        run_ops(state, task["addr"] + [index, "effects"], task["cause"])


class ChooseOption(Decision):
    """A card's choice between options (those whose price you can pay)."""
    kind = "choose"
    answers = frozenset({"option"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        choose = ops_at(state, pending["addr"])
        options = tuple(option(f"option:{number}", choose.options[number].label) for number in pending["offered"])
        return Prompt(0, "choose", "Choose one.", options)

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        number = int(value.split(":")[1])
        run_ops(state, pending["addr"] + ["options", number, "effects"], pending["cause"])
