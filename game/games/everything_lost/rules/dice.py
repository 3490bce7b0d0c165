"""The dice outside fights: paying white dice into the holding box, rolling some of them for an action
(keep the best result, or pay 3 for a sure success), survivors helping with the black die, and the
black die's checks."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option
from ....core.prompt import ROLL_EVENT, Prompt
from ....core.words import count
from .state import AUTO_SUCCESS_DICE, State, _ev, survivor_kind


def roll_black(state: State, events: list, why: str, cause: str) -> int:
    face = state.rng.below(6) + 1
    _ev(events, ROLL_EVENT, f"Black die ({why}): {face}.", cause, {"faces": [face], "colors": ["black"], "why": why})
    return face


def to_holding_box(state: State, amount: int) -> int:
    """White dice from in front of you into the holding box (as many as you have); how many moved."""
    moved = min(amount, state.hand)
    state.hand -= moved
    state.held += moved
    return moved


def pay_dice(state: State, amount: int, events: list, cause: str) -> int:
    paid = to_holding_box(state, amount)
    if paid:
        _ev(events, "dice_paid", f"{count(paid, 'die', 'dice')} into the holding box ({state.hand} left).", cause,
            {"amount": paid})
    return paid


def take_back_dice(state: State) -> None:
    state.hand += state.held
    state.held = 0


def helpers(state: State, colour: str) -> list[int]:
    """The survivors (by index) who may help with an action of this colour in this zone."""
    return [index for index, person in enumerate(state.survivors)
            if survivor_kind(state, person["kind"]).colour == colour and index not in state.helped]


def alone_allowed(colour: str) -> bool:
    """Yellow and green actions may be done by a matching survivor alone, with the black die only."""
    return colour in ("yellow", "green")


def start_roll(state: State, action: str, *, need: int, mode: str, colour: str, bonus: int = 0,
               auto: bool = True, **rest) -> None:
    """An action that rolls: the player picks how many dice (and a helper), then `after_roll` by action."""
    from ....core.flow import push_task
    push_task(state.task_stack, "roll", action=action, need=need, mode=mode, colour=colour, bonus=bonus, auto=auto,
              **rest)


def can_roll(state: State, colour: str, auto: bool = True) -> bool:
    return state.hand > 0 or (alone_allowed(colour) and bool(helpers(state, colour)))


def roll_task(state: State, task: dict, events: list) -> bool:
    if "ok" in task:
        state.task_stack.pop()
        from .actions import after_roll
        after_roll(state, task, events)
        return True
    state.pending = {"k": "roll"}
    return True


def _needs(task: dict) -> str:
    return f"{task['need']}+" if task["mode"] == "at_least" else f"{task['need']} or less"


class ActionRoll(Decision):
    """How to try an action that rolls: how many white dice, with which helper, or pay 3 for a sure success."""
    kind = "roll"
    answers = frozenset({"roll", "pay", "food", "give"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        colour = task["colour"]
        names = {index: state.survivors[index]["name"] for index in helpers(state, colour)}
        options = []
        for n in range(1, state.hand + 1):
            options.append(option(f"roll:{n}", f"Roll {count(n, 'die', 'dice')}"))
            for index, name in names.items():
                options.append(option(f"roll:{n}:{index}", f"Roll {count(n, 'die', 'dice')} and {name}'s black die"))
        if alone_allowed(colour):
            for index, name in names.items():
                options.append(option(f"roll:0:{index}", f"Let {name} do it (the black die alone)"))
        if task["auto"] and state.hand >= AUTO_SUCCESS_DICE:
            options.append(option("pay", f"Pay {AUTO_SUCCESS_DICE} dice: a sure success"))
        if task.get("food") and state.res["food"] >= 1:
            options.append(option("food", "Give 1 food instead"))
        if task["action"] == "recruit":       # a weapon you can't use yet wins them over too (the ex-marine)
            from .fight import weapon_ok
            from .state import weapon_side
            for index, held in enumerate(state.weapons):
                if not weapon_ok(state, held):
                    options.append(option(f"give:{index}", f"Give them the {weapon_side(state, held).name}, "
                                          "which you can't use yet"))
        bonus = f" (+{task['bonus']} to the die)" if task["bonus"] else ""
        return Prompt(0, "roll", f"{task['label']}: you need {_needs(task)}{bonus}. You have "
                      f"{count(state.hand, 'white die', 'white dice')}.", tuple(options))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        if value == "food":
            state.res["food"] -= 1
            task["ok"] = True
            _ev(events, "gave_food", "You hand over 1 food.", f"rule:{task['action']}", {})
            return
        if value.startswith("give:"):
            from .state import weapon_side
            held = state.weapons.pop(int(value.split(":")[1]))
            state.weapon_deck.append(held["id"])
            task["ok"] = True
            _ev(events, "gave_weapon", f"You hand over the {weapon_side(state, held).name}.", f"rule:{task['action']}",
                {"weapon": held["id"]})
            return
        if value == "pay":
            pay_dice(state, AUTO_SUCCESS_DICE, events, f"rule:{task['action']}")
            task["ok"] = True
            _ev(events, "auto_success", f"{task['label']}: paid {AUTO_SUCCESS_DICE} dice for a sure success.",
                f"rule:{task['action']}", {"action": task["action"]})
            return
        parts = value.split(":")
        n = int(parts[1])
        faces = [state.rng.below(6) + 1 for _ in range(n)]
        colours = ["white"] * n
        if len(parts) > 2:
            index = int(parts[2])
            state.helped.append(index)
            faces.append(state.rng.below(6) + 1)
            colours.append("black")
        pay_dice(state, n, events, f"rule:{task['action']}")
        results = [max(1, min(6, face + task["bonus"])) for face in faces]
        best = max(results) if task["mode"] == "at_least" else min(results)
        ok = best >= task["need"] if task["mode"] == "at_least" else best <= task["need"]
        task["ok"] = ok
        _ev(events, ROLL_EVENT, f"{task['label']}: rolled {', '.join(map(str, faces))}: "
            f"{best} {'succeeds' if ok else 'fails'} (needs {_needs(task)}).", f"rule:{task['action']}",
            {"faces": faces, "colors": colours, "best": best, "ok": ok, "action": task["action"]})
