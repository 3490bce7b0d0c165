"""Our Characters' skills (data/this_war_of_mine/characters.toml: one skill each, its kind and its
number, `amount`). Each kind is applied where its words say, by the rules of that moment; this module
answers "who has it, and how much" and holds the skills that are moments of their own:

- at Dawn, after the Fate card: the medic tends one other Character's Wounds or Illness, then the cheerful
  one lowers one other Character's Misery (both only awake and in the Shelter);
- while scavenging, once a night: the quiet one lowers the Noise (an answer beside the Leader's question);
- when a WAIT token the gardener placed is resolved: 1 more of one kind of what it gave.

Elsewhere: strong (rules/day.work_card), handyman (day, Poke About), lockpicker (day, the Closed Door),
haggler (rules/trade.start_trade), cook (rules/dusk), night_owl (rules/evening), marksman (the re-rolls in
rules/combat and rules/night), scrounger (rules/ops, Special Findings)."""
from __future__ import annotations

from ....core.flow import finish_task
from . import goods
from .asking import QUIET, ask
from .people import change_state, name, present
from .state import State, _ev, character_card, in_group


def skill_of(state: State, index: int | None, kind: str) -> int:
    """The Character's `amount` of this skill kind (0 if they lack it, are dead or have left)."""
    if index is None:
        return 0
    person = state.characters[index]
    if not person["alive"] or person["left"]:
        return 0
    card = character_card(state, person)
    return card.skill.amount if card.skill and card.skill.kind == kind else 0


def best_among(state: State, kind: str, people) -> tuple[int | None, int]:
    """The one of `people` with this skill (and its amount), if any."""
    for i in people:
        amount = skill_of(state, i, kind)
        if amount:
            return i, amount
    return None, 0


def at_home_awake(state: State, kind: str) -> tuple[int | None, int]:
    home = [i for i, p in enumerate(state.characters) if p in in_group(state) and not p["away"]
            and not p["asleep"] and p["place"] != "scavenging"]
    return best_among(state, kind, home)


# --- Dawn: the medic and the cheerful one ----------------------------------------------------------------------
def dawn_skills_task(state: State, task: dict, events: list) -> bool:
    for kind, states in (("medic", ("wounds", "illness")), ("cheerful", ("misery",))):
        if kind in task["done"]:
            continue
        who, amount = at_home_awake(state, kind)
        options = [] if who is None else [
            (f"{i}:{s}", f"{name(state, who)} eases {name(state, i)}'s {s.title()}", f"character:{i}")
            for i in present(state) if i != who for s in states if state.characters[i]["states"].get(s, 0) > 0]
        if options:
            picked = ask(state, task, kind, options, f"{character_card(state, state.characters[who]).skill.name}: "
                         f"whom does {name(state, who)} help?")
            if picked is None:
                return False
            index, state_name = picked.split(":")
            change_state(state, int(index), state_name, -amount, events, f"skill:{kind}")
        task["done"].append(kind)
    finish_task(state.task_stack, task)
    return True


# --- Fights and the Night Raid: the marksman -------------------------------------------------------------------
def steady_aim(state: State, fight: dict, index: int, die: str) -> int:
    """One more re-roll of the red die, once in each fight or Night Raid."""
    amount = skill_of(state, index, "marksman")
    if not amount or die != "red" or fight.get("steady_aim"):
        return 0
    fight["steady_aim"] = True
    return amount


# --- Scavenging: the quiet one ---------------------------------------------------------------------------------
def quiet_option(state: State) -> list[tuple[str, str, str]]:
    if state.scene is None or state.scene.get("quiet_used") or state.noise <= 1:
        return []
    from .findings import party
    who, amount = best_among(state, "quiet", party(state))
    if who is None:
        return []
    return [(QUIET, f"{name(state, who)}: {character_card(state, state.characters[who]).skill.name} "
             f"(the Noise {amount} lower)", f"character:{who}")]


def go_quietly(state: State, events: list) -> None:
    from .findings import party
    who, amount = best_among(state, "quiet", party(state))
    state.scene["quiet_used"] = True
    state.noise = max(1, state.noise - amount)
    _ev(events, "noise", f"{name(state, who)} leads the way on the quiet boards: the Noise is {state.noise}.",
        "skill:quiet", {"noise": state.noise})


# --- WAIT tokens: the gardener ---------------------------------------------------------------------------------
def gardener_task(state: State, task: dict, events: list) -> bool:
    """Pushed below a WAIT token's effects: once they have run, 1 more of one kind of what they give."""
    from ....core.effects import walk_ops
    from .ops import ops_at
    kinds = sorted({g.item for op, _depth in walk_ops(ops_at(state, ["fittings", task["fitting"], "wait"]))
                    if op.op_name == "gain" for g in op.goods if goods.in_box(state, g.item) > 0})
    options = [(item, f"1 more {goods.label(state, item)}", None) for item in kinds]
    picked = ask(state, task, "gardener", options, "Green Fingers: one more of what?") if options else None
    if options and picked is None:
        return False
    finish_task(state.task_stack, task)
    if picked:
        goods.add(state, "storage", picked, 1, events, "skill:gardener")
    return True
