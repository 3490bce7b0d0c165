"""The kit's flow driver, decision table, several-picks helper and op behaviours, on small games of their own."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.core import flow as flow_module
from game.core.decisions import Decision, DecisionTable, Several
from game.core.effects import OpBehaviours, Vocabulary
from game.core.flow import Flow, FlowError, push_task
from game.core.problems import Problem
from game.core.prompt import Option, Prompt


# --- Flow ------------------------------------------------------------------------
def _counting_game():
    """Count to three in the phase "count", with "double" tasks that each add two first."""
    def count(state, events):
        state.total += 1
        events.append(("counted", state.total))
        if state.total >= 3:
            state.phase = "over"
        return state.total != 2          # stop (a decision) once, at 2

    def double(state, task, events):
        state.total += 2
        task["n"] -= 1
        if task["n"] == 0:
            state.tasks.pop()
        events.append(("doubled", state.total))
        return True

    flow = Flow({"count": count}, tasks={"double": double}, tasks_at="tasks")
    return flow, SimpleNamespace(phase="count", total=0, tasks=[])


def test_flow_runs_tasks_first_then_the_phase_until_a_decision():
    flow, state = _counting_game()
    push_task(state.tasks, "double", n=1)
    events = []
    flow.run(state, events)
    assert events == [("doubled", 2), ("counted", 3)]
    assert state.phase == "over" and state.tasks == []


def test_flow_stops_where_a_step_leaves_a_decision_and_resumes_from_plain_data():
    flow, state = _counting_game()
    events = []
    flow.run(state, events)
    assert events == [("counted", 1), ("counted", 2)]      # stopped at 2
    flow.run(state, events)
    assert events[-1] == ("counted", 3) and state.phase == "over"


def test_flow_stops_while_waiting_and_when_over():
    calls = []
    flow = Flow({"play": lambda state, events: calls.append(1) or True}, waiting_on="asked")
    flow.run(SimpleNamespace(phase="play", asked={"k": "bid"}), [])
    flow.run(SimpleNamespace(phase="over", asked=None), [])
    assert calls == []


def test_a_single_task_dict_is_a_task_too():
    def pay(state, task, events):
        task["left"] -= 1
        if task["left"] == 0:
            state.transfer = None
        return True
    flow = Flow({"end": lambda state, events: setattr(state, "phase", "over") or True}, tasks={"pay": pay},
                tasks_at="transfer", kind_key="kind")
    state = SimpleNamespace(phase="end", transfer={"kind": "pay", "left": 2})
    flow.run(state, [])
    assert state.transfer is None and state.phase == "over"


def test_flow_names_an_unknown_phase_or_task_and_a_loop_that_never_decides(monkeypatch):
    with pytest.raises(FlowError, match="phase 'lost'"):
        Flow({}).run(SimpleNamespace(phase="lost"), [])
    with pytest.raises(FlowError, match="task of kind 'ghost'"):
        Flow({"a": lambda s, e: True}, tasks_at="tasks").run(
            SimpleNamespace(phase="a", tasks=[{"t": "ghost"}]), [])
    monkeypatch.setattr(flow_module, "STEP_LIMIT", 50)
    with pytest.raises(FlowError, match="without reaching a decision"):
        Flow({"spin": lambda s, e: True}).run(SimpleNamespace(phase="spin"), [])


# --- DecisionTable ------------------------------------------------------------------
class _Bid(Decision):
    kind = "bid"
    answers = frozenset({"bid", "pass"})

    def prompt(self, state, pending):
        return Prompt(0, "bid", "Bid or pass", (Option("bid:1", "Bid 1"), Option("pass", "Pass")))

    def resolve(self, state, pending, prompt, value, events):
        state.log.append(("bid", value))

    def why_not(self, state, prompt, value):
        return "bids go up to 1"

    def not_now(self, state, prompt, value):
        return "there is no auction now"


class _Pay(Decision):
    kind = "payment"
    prompt_kinds = ("pay", "take")
    answers = frozenset({"pay"})

    def prompt(self, state, pending):
        return Prompt(1, "pay", f"Pay {pending['left']}", (Option("pay:gas", "Pay 1 Gas"),))

    def resolve(self, state, pending, prompt, value, events):
        state.log.append(("paid", value, pending))


def _table():
    return DecisionTable([_Bid(), _Pay()], pending=lambda state: state.pending)


def test_the_table_asks_the_pending_decision_and_sends_answers_by_prompt_kind():
    table = _table()
    state = SimpleNamespace(pending=("payment", {"left": 2}), log=[])
    prompt = table.prompt(state)
    assert (prompt.seat, prompt.kind, prompt.text) == (1, "pay", "Pay 2")
    table.resolve(state, prompt, "pay:gas", [], pending={"left": 2})
    assert state.log == [("paid", "pay:gas", {"left": 2})]
    assert table.prompt(SimpleNamespace(pending=None)) is None


def test_refusals_come_from_the_decision_an_answer_belongs_to():
    table = _table()
    bidding = SimpleNamespace(pending=("bid", None), log=[])
    bid_prompt = table.prompt(bidding)
    assert table.explain(bidding, bid_prompt, "bid:5") == "bids go up to 1"
    paying = SimpleNamespace(pending=("payment", {"left": 1}), log=[])
    assert table.explain(paying, table.prompt(paying), "bid:1") == "there is no auction now"
    assert table.explain(paying, table.prompt(paying), "fly") is None


def test_a_table_refuses_two_decisions_of_one_kind():
    with pytest.raises(ValueError):
        DecisionTable([_Bid(), _Bid()], pending=lambda state: None)


# --- Several --------------------------------------------------------------------------
PICKS = (Option("die:0", "Die 1"), Option("die:1", "Die 2"), Option("die:2", "Die 3"))
ROLL = Option("roll", "Reroll the chosen dice")


def test_several_offers_done_once_enough_are_picked_and_stops_at_the_most():
    several = Several(at_least=1, at_most=2, done=ROLL)
    assert several.options(PICKS, 0) == PICKS
    assert several.options(PICKS[1:], 1) == PICKS[1:] + (ROLL,)
    assert several.options(PICKS[2:], 2) == (ROLL,)
    assert not several.finished(1, 2) and several.finished(2, 1) and several.finished(0, 0)


def test_several_without_done_must_pick_and_forces_a_lone_pick():
    exactly_two = Several(at_least=2, at_most=2)
    assert exactly_two.options(PICKS, 0) == PICKS
    assert exactly_two.forced(PICKS[:1], 1) == PICKS[0]
    assert exactly_two.forced(PICKS, 0) is None
    assert Several(done=ROLL).forced(PICKS[:1], 0) is None      # one pick, but done is a choice too


# --- OpBehaviours and the shared ops ------------------------------------------------------
def test_every_op_is_taught_once_and_run_through_its_behaviour():
    vocabulary = Vocabulary("toy", quantities={"coins": "the coins held"})
    behaviours = OpBehaviours(vocabulary)
    ran = []

    @behaviours.runs("choose", "repeat")
    def _nested(op, log):
        log.append(op.op_name)

    assert behaviours.missing() == ["if"]
    with pytest.raises(ValueError):
        behaviours.runs("repeat")(lambda op, log: None)
    with pytest.raises(ValueError):
        behaviours.runs("fly")(lambda op, log: None)
    problems: list[Problem] = []
    op = vocabulary.parse_op({"op": "repeat", "times": 2, "effects": []}, "x", problems, [])
    behaviours.run(op, ran)
    assert ran == ["repeat"] and problems == []


def test_the_if_op_counts_only_what_the_game_names():
    vocabulary = Vocabulary("toy", quantities={"coins": "the coins held"})
    problems: list[Problem] = []
    good = vocabulary.parse_op({"op": "if", "when": {"count": "coins", "at_least": 2}, "then": []}, "e[0]",
                               problems, [])
    assert problems == [] and good.when.holds(2) and not good.when.holds(1)
    vocabulary.parse_op({"op": "if", "when": {"count": "gems"}}, "e[1]", problems, [])
    assert [p.message for p in problems] == ["unknown quantity 'gems'; this game counts: coins"]
    assert problems[0].path == "e[1].when.count"
