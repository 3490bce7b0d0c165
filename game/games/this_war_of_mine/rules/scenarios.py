"""Scenario mode (L443, our script 905; the core box's double-sided Scenario Sheet, L186; the Wartime Stories,
L1902-1930): a shorter war played instead of the campaign, its setup and its goal on a Scenario Sheet
(the `scenarios` table, effects_scenarios.py), the scenario chosen on the New game screen by its id.

What the sheet changes, at setup (rules/setup.py asks here): who starts in the shelter, the Storage, the
Cold; the Events deck, Chapter I over the scenario's own Events shuffled with some of the core deck's, over
Chapter III over Ceasefire and one other Ending Event (no Chapter II: one goal, not two Chapter
Objectives); the Hidden Objectives without the Thief (L1364). Chapter I deals the sheet's goal card over
SURVIVE; Chapter III resolves it as any Objective (its Reward or Penalty) and remembers whether it was met;
the war is won only with the goal met and SURVIVE too. The opening script is read once the setup's
questions are answered, before the first Morning; the epilogue script at the end, after the Characters'
Epilogues. The sheet's own rules run every Morning (after the day's card) and every Dawn (`run_hook`)."""
from __future__ import annotations

from ....core.flow import push_task
from ..effects import ObjectiveProgress
from .ops import BEHAVIOURS, run_ops
from .state import DIFFICULTY_EVENTS, State, _ev

RULE_SCRIPT = "905"                  # the book's page on Scenario mode, read first (L443)
GOAL_MET = "scenario_goal"           # state.stats: whether the goal card was met at Chapter III


def chosen(options) -> str:
    """The scenario among the options chosen ("" for the campaign)."""
    return next((option for option in options if option in SCENARIO_IDS), "")


def sheet(state: State):
    """The Scenario Sheet in play, or None in the campaign."""
    scenario = chosen(state.options)
    return state.content.tables["scenarios"].get(scenario) if scenario else None


def on(state: State) -> bool:
    return sheet(state) is not None


def starting_characters(state: State, drawn: list[str], deck: list[str]) -> tuple[list[str], list[str]]:
    """The sheet's Characters in place of those drawn (the drawn go back into the deck, shuffled)."""
    fixed = list(sheet(state).characters)
    if not fixed:
        return drawn, deck
    rest = sorted(card for card in [*drawn, *deck] if card not in fixed)
    state.rng.shuffle(rest)
    return fixed, rest


def starting_storage(state: State, storage: dict) -> dict:
    goods = sheet(state).storage
    return {item.item: item.amount for item in goods} if goods else storage


def events_deck(state: State, events: dict, difficulty: str) -> tuple[list[str], list[str]]:
    """Chapter I, the scenario's Events and the core's shuffled together, Chapter III, then Ceasefire and one
    other Ending Event shuffled: the deck, top first, and the Events left out."""
    rng, scenario = state.rng, sheet(state)
    own = sorted(k for k, card in events.items() if card.kind == "event" and card.module == scenario.id)
    core = sorted(k for k, card in events.items() if card.kind == "event" and card.module != scenario.id)
    ceasefire = sorted(k for k, card in events.items() if card.kind == "ceasefire")
    endings = sorted(k for k, card in events.items() if card.kind == "ending")
    for pile in (core, ceasefire, endings):
        rng.shuffle(pile)
    harder = sum(DIFFICULTY_EVENTS[difficulty]) - sum(DIFFICULTY_EVENTS["normal"])
    taken = core[:scenario.events + harder]
    middle = own + taken
    rng.shuffle(middle)
    bottom = ceasefire[:1] + endings[:1]
    rng.shuffle(bottom)
    left_out = core[len(taken):] + ceasefire[1:] + endings[1:]
    return ["chapter-1", *middle, "chapter-3", *bottom], left_out


def objectives(state: State, final: list[str]) -> list[str]:
    """The goal card over SURVIVE (Chapter I deals them)."""
    return [sheet(state).objective, *final]


def remember_goal(state: State, card_id: str, met: bool) -> None:
    if on(state) and card_id == sheet(state).objective:
        state.stats[GOAL_MET] = met


def goal_met(state: State) -> bool:
    """True in the campaign; in a scenario, whether its goal card was met when Chapter III resolved it."""
    return not on(state) or bool(state.stats.get(GOAL_MET))


def open_story(state: State) -> None:
    """The rule page, then the sheet's opening script, read after every other setup question (each put
    under the tasks already there)."""
    scenario = sheet(state)
    for number in (RULE_SCRIPT, scenario.opening):
        if number:
            state.task_stack.insert(0, {"t": "script", "number": number, "actor": None, "stage": "text",
                                        "chosen": {}})


def close_story(state: State) -> None:
    """The sheet's epilogue, pushed under the Characters' Epilogues: read after theirs, it may read the flags
    they write (who lived)."""
    scenario = sheet(state)
    if scenario is not None and scenario.epilogue:
        push_task(state.task_stack, "script", number=scenario.epilogue, actor=None, stage="text", chosen={})


def has_hook(state: State, hook: str) -> bool:
    scenario = sheet(state)
    return scenario is not None and bool(getattr(scenario, hook))


def run_hook(state: State, hook: str) -> None:
    """The sheet's own rule for the moment: its `morning` or `dawn` ops."""
    if has_hook(state, hook):
        scenario = sheet(state)
        run_ops(state, ["scenarios", scenario.id, hook], None, f"scenario:{scenario.id}")


@BEHAVIOURS.runs("objective_progress")
def _objective_progress(op: ObjectiveProgress, state, task, index, events):
    if not state.objectives_deck:
        return
    card = state.content.tables["objectives"][state.objectives_deck[0]]
    if not card.counter:
        return
    state.objective_counter = max(0, min(card.counter, state.objective_counter + op.amount))
    _ev(events, "objective_fed", f"{card.name}: {state.objective_counter} of {card.counter}.", f"objective:{card.id}",
        {"card": card.id, "counter": state.objective_counter})


# the scenarios offered on the New game screen: the core box's sheet (both sides) and the Wartime Stories
CORE_SCENARIOS = ("last_winter", "the_well")
WARTIME_STORIES = ("last_bus", "paper_memory", "open_door_clinic", "the_strongman", "names_on_the_wall",
                   "house_on_the_hill", "night_frequency", "between_generations", "what_we_keep", "cellar_brigade")
SCENARIO_IDS = CORE_SCENARIOS + WARTIME_STORIES
