"""Reading the book of scripts through the rules' own reader: the text is read out, the effects run,
a choice passes the Leader, `next` follows on; and a walk of every script along every choice, for the
scripts whose ops the rules run so far (scavenging, fights and trade come with their phases)."""
from __future__ import annotations

from game.core.effects import walk_ops
from game.games.this_war_of_mine.rules.ops import BEHAVIOURS
from game.games.this_war_of_mine.rules.scavenging import set_out
from game.games.this_war_of_mine.rules.scripts import read_script
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, started

STORY = Driver("morning", "scavenging")


def out_scavenging(seed: int) -> State:
    """A party of two exploring the Close Location, where most of the book is read."""
    state = started(seed, phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.scene = {"location": state.locations["close"], "discard": [], "met": [], "used": [], "ended": False}
    set_out(state, [])
    return state


def answer(state, value: str, events: list) -> None:
    events += STORY.answer(state, value)


def runnable(number: str, seen=None) -> bool:
    """Whether a script and every script it can lead to use only ops the rules run so far."""
    seen = set() if seen is None else seen
    if number in seen:
        return True
    seen.add(number)
    script = content().tables["scripts"][number]
    for op, _depth in walk_ops(script.effects):
        if type(op) not in BEHAVIOURS.behaviour or (op.op_name == "noise" and op.roll):
            return False                    # an encounter may start a fight, and fights are not written yet
        if op.op_name == "script" and not runnable(op.number, seen):
            return False
    follow = [c.goto for c in script.choices] + ([script.next] if script.next else [])
    return all(runnable(n, seen) for n in follow)


def test_a_script_is_read_its_choice_passes_the_leader_and_the_chosen_script_follows():
    scripts = content().tables["scripts"]
    number = next(n for n, s in sorted(scripts.items()) if len(s.choices) >= 2 and runnable(n))
    state, events = started(), []
    leader = state.leader
    read_script(state, number, 0)
    events += STORY.run(state)
    assert events[0].kind == "script" and events[0].text == scripts[number].text
    assert state.pending and state.pending["seat"] == leader and state.pending["why"] == "choice"
    goto = scripts[number].choices[int(state.pending["options"][0][0])].goto
    answer(state, state.pending["options"][0][0], events)
    assert state.leader == (leader + 1) % 2, "a choice in a script passes the Leader (L244)"
    assert any(e.kind == "script" and e.data["number"] == goto for e in events)


def test_every_runnable_script_reads_to_its_end_along_every_choice():
    scripts = content().tables["scripts"]
    walked = 0
    for number in sorted(scripts, key=int):
        if not runnable(number):
            continue
        paths = [[]]
        explored = 0
        while paths and explored < 12:
            path = paths.pop()
            explored += 1
            state, events = out_scavenging(int(number)), []
            read_script(state, number, 0)
            events += STORY.run(state)
            for step in path:
                answer(state, step, events)
            for _ in range(40):          # a story may loop back on itself; forty answers is far enough
                if state.pending is None:
                    break
                options = [option[0] for option in state.pending["options"]]
                if state.pending["why"] in ("commission", "deal"):
                    options = ["leave"]          # the trade itself is tested in test_trade.py
                paths.extend(path + [o] for o in options[1:] if len(path) < 4)
                path = path + [options[0]]
                answer(state, options[0], events)
            assert not state.task_stack or state.phase == "over", f"script {number} left work undone"
        walked += 1
    assert walked >= 300, f"only {walked} scripts can be read yet"
