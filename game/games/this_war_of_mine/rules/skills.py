"""Our Characters' skills (data/this_war_of_mine/characters*.toml: one skill each, its kind and its
number, `amount`). Each kind is applied where its words say, by the rules of that moment; this module
answers "who has it, and how much" and holds the skills that are moments of their own:

- at Dawn, after the Fate card: the medic tends one other Character's Wounds or Illness, the pharmacist
  makes Herbal Meds of a Herb or 2 Chems, then the cheerful one lowers one other Character's Misery (each
  only awake and in the Shelter);
- while scavenging, once a night: the quiet one lowers the Noise (an answer beside the Leader's question);
- when a WAIT token the gardener placed is resolved: 1 more of one kind of what it gave.

Elsewhere: strong (rules/day.work_card), handyman (day, Poke About), lockpicker (day, the Closed Door),
haggler (rules/trade.start_trade), cook (rules/dusk), night_owl (rules/evening), marksman (the re-rolls in
rules/combat and rules/night), scrounger (rules/ops, Special Findings). The New Characters and Emira bring
five more, each a function here that the rules call at their moment: packer (findings.capacity: more
Inventory for the party), carpenter (day.action_task, a build: Wood back), watchman (night._roll: the
Guards' roll cuts more), steady (people.change_state: Misery rises less once a day) and rough_sleeper
(evening.settle_evening: the Floor rests more)."""
from __future__ import annotations

from ....core.flow import finish_task
from . import goods
from .asking import GROUP, QUIET, ask
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


# --- Dawn: the medic, the pharmacist and the cheerful one ---------------------------------------------------
DAWN_SKILLS = ("medic", "pharmacist", "cheerful")          # in this order, each once a Dawn
EASES = {"medic": ("wounds", "illness"), "cheerful": ("misery",)}
REMEDY, REMEDY_FROM = "herbal-meds", {"herb": 1, "chems": 2}     # what 1 Herbal Meds is made of
KEEP = "keep"


def _dawn_options(state: State, kind: str, who: int) -> list[tuple[str, str, str | None]]:
    if kind == "pharmacist":
        if goods.in_box(state, REMEDY) <= 0:
            return []
        brews = [(f"brew:{item}", f"{name(state, who)} makes Herbal Meds of {n} {goods.label(state, item)}", None)
                 for item, n in REMEDY_FROM.items() if state.storage.get(item, 0) >= n]
        return brews + [(KEEP, "Nothing today", None)] if brews else []
    return [(f"{i}:{s}", f"{name(state, who)} eases {name(state, i)}'s {s.title()}", f"character:{i}")
            for i in present(state) if i != who for s in EASES[kind] if state.characters[i]["states"].get(s, 0) > 0]


def dawn_skills_task(state: State, task: dict, events: list) -> bool:
    for kind in DAWN_SKILLS:
        if kind in task["done"]:
            continue
        who, amount = at_home_awake(state, kind)
        options = [] if who is None else _dawn_options(state, kind, who)
        if options:
            question = "what does {} make Herbal Meds of?" if kind == "pharmacist" else "whom does {} help?"
            picked = ask(state, task, kind, options, f"{character_card(state, state.characters[who]).skill.name}: "
                         + question.format(name(state, who)), decides=who)
            if picked is None:
                return False
            if kind == "pharmacist":
                brew(state, picked, amount, events)
            else:
                index, state_name = picked.split(":")
                change_state(state, int(index), state_name, -amount, events, f"skill:{kind}")
        task["done"].append(kind)
    finish_task(state.task_stack, task)
    return True


def brew(state: State, picked: str, amount: int, events: list) -> None:
    """The pharmacist's answer: up to `amount` Herbal Meds, each of 1 Herb or 2 Chems, as the box still has."""
    if picked == KEEP:
        return
    item = picked.partition(":")[2]
    made = min(amount, state.storage.get(item, 0) // REMEDY_FROM[item], goods.in_box(state, REMEDY))
    if made:
        goods.remove(state, "storage", item, made * REMEDY_FROM[item], events, "skill:pharmacist")
        goods.add(state, "storage", REMEDY, made, events, "skill:pharmacist")


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
    picked = ask(state, task, "gardener", options, "Green Fingers: one more of what?", decides=GROUP) if options else None
    if options and picked is None:
        return False
    finish_task(state.task_stack, task)
    if picked:
        goods.add(state, "storage", picked, 1, events, "skill:gardener")
    return True


# --- the New Characters' and Emira's: each called by the rules at its moment (see the module's doc) ---------
def packs_more(state: State, people) -> int:
    """packer: the Inventory the party has beyond its Characters' own (findings.capacity)."""
    return best_among(state, "packer", people)[1]


def offcuts(state: State, index: int | None, fitting_id: str, events: list) -> None:
    """carpenter: a Fitting he builds gives back `amount` of the Wood it cost, once for each Fitting card (so
    building and taking apart is no mill for Wood); called once the build is done (day.action_task)."""
    amount = skill_of(state, index, "carpenter")
    if not amount or fitting_id in state.stats.get("offcuts", ()):
        return
    saved = state.stats.setdefault("offcuts", [])
    wood = sum(g.amount for g in state.content.tables["fittings"][fitting_id].cost if g.item == "wood")
    if wood:
        saved.append(fitting_id)
        goods.add(state, "storage", "wood", min(amount, wood), events, "skill:carpenter")


def keeps_watch(state: State, guards) -> int:
    """watchman: how much more the Guards' roll takes off a Night Raid card while he stands guard (night._roll)."""
    return best_among(state, "watchman", guards)[1]


def steadied(state: State, index: int, which: str, amount: int, events: list) -> int:
    """steady: the first time each day the Character's Misery would rise, it rises `amount` less (never
    below no change); what the rise becomes (people.change_state, for a change by `amount`, not a set)."""
    less = skill_of(state, index, "steady")
    person = state.characters[index]
    if which != "misery" or amount <= 0 or not less or person.get("steadied") == state.day:
        return amount
    person["steadied"] = state.day
    _ev(events, "steadied", f"{name(state, index)} has seen worse: {character_card(state, person).skill.name}.",
        "skill:steady", {"character": index})
    return max(0, amount - less)


def sleeps_rough(state: State, index: int) -> int:
    """rough_sleeper: how much more a night on the Floor lowers their Fatigue (evening.settle_evening)."""
    return skill_of(state, index, "rough_sleeper")
