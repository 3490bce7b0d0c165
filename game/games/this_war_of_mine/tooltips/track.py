"""The tooltips of the day track: the day and Chapter, the phases (and which is being played), the Action
stage, the Leader, the Noise and the Cold (and what of it is felt at Dawn)."""
from __future__ import annotations

from typing import Any

from ..effects import COLD_LIMIT, NOISE_RANGE
from .words import as_index, content_tables, plural, record


PHASES = ("morning", "day", "dusk", "evening", "scavenging", "night_raid", "dawn")
PHASE_NAMES = {"morning": "Morning", "day": "Day Actions", "dusk": "Dusk", "evening": "Evening",
               "scavenging": "Scavenging", "night_raid": "Night Raid", "dawn": "Dawn", "over": "The end"}
PHASE_WORDS = {
    "morning": "an Event is drawn (its Cold first), and the Chapter may turn.",
    "day": "three Action stages: each Character able to act takes one action the Leader picks.",
    "dusk": "eat and drink: each Character without Food is Hungrier, without Water they roll for thirst.",
    "evening": "each Character at home takes a task for the night: a Bed, the Floor, Guard duty or Scavenging.",
    "scavenging": "the party goes to a Location, explores it card by card and chooses what to carry home.",
    "night_raid": "the Guards face the Night Raid card; what gets past them is taken from the Storage.",
    "dawn": "the party comes home, the Fate card is read, WAIT tokens are resolved and the Cold bites.",
}
CHAPTER_NUMERALS = {1: "I", 2: "II", 3: "III"}


def chapter_name(view: dict, content: Any = None) -> str:
    number = int(view.get("chapter") or 1)
    chapter = record(content, "chapters", f"chapter-{number}")
    return chapter.name if chapter is not None else f"Chapter {CHAPTER_NUMERALS.get(number, number)}"


def scenario_of(view: dict, content: Any = None):
    """The Scenario Sheet being played (None in the campaign)."""
    sheets = content_tables(content).get("scenarios") or {}
    return next((sheets[option] for option in view.get("options") or () if option in sheets), None)


def story_name(view: dict, content: Any = None) -> str:
    """Under the day: the Chapter, and in a scenario its name before the Chapter's numeral."""
    scenario = scenario_of(view, content)
    if scenario is None:
        return chapter_name(view, content)
    number = int(view.get("chapter") or 1)
    return f"{scenario.name} · Ch. {CHAPTER_NUMERALS.get(number, number)}"


def day_tip(view: dict, content: Any = None) -> str:
    words = (f"Day {view.get('day', 1)}, {chapter_name(view, content)} ({str(view.get('difficulty', 'normal')).title()}). "
             "The war ends with the Ceasefire; until then, keep the starting Characters alive and well.")
    scenario = scenario_of(view, content)
    if scenario is not None:
        words += f" The scenario: {scenario.name}. {scenario.text} Its goal: {scenario.goal}"
    return words


def phase_now(view: dict) -> str:
    """The phase being played, as the view says (its `phase` moves on early while a phase's work is queued)."""
    return str(view.get("phase_now") or view.get("phase") or "")


def leader_name(view: dict) -> str:
    """The Leader's player by name (their seat when the view names nobody)."""
    names = view.get("seat_names") or []
    leader = as_index(view.get("leader") or 0)
    if 0 <= leader < len(names) and names[leader]:
        return str(names[leader])
    return f"seat {max(0, leader) + 1}"


def phase_tip(view: dict, phase: str) -> str:
    if phase not in PHASE_WORDS:
        return ""
    now = " (now)" if phase_now(view) == phase else ""
    return f"{PHASE_NAMES[phase]}{now}: {PHASE_WORDS[phase]}"


def stage_tip(view: dict) -> str:
    stage = int(view.get("stage") or 0)
    if phase_now(view) != "day" or not stage:
        return "The Action stages: three each day. A Character's black markers close stages to them."
    return (f"Action stage {stage} of 3. A Character may act in a stage while 3 less their most black markers "
            "is at least its number.")


def leader_tip(view: dict) -> str:
    return (f"The Leader: {leader_name(view)}. The Leader makes every decision the group "
            "can't agree on, and passes to the left after each day and after each choice in a script.")


def noise_tip(view: dict) -> str:
    low, high = NOISE_RANGE
    noise = int(view.get("noise") or low)
    return (f"Noise: {noise} (of {low}-{high}). While scavenging, a roll of the black die at or under the Noise "
            "means someone heard you: a Residents card.")


def cold_felt(view: dict, content: Any = None) -> int:
    """The Cold the Fate card reads at Dawn: the tokens (twice over in a hard frost) less the Board-Ups and
    what the heaters keep out."""
    shelter = (view.get("shelter") or {}).values()
    board_ups = sum(1 for spot in shelter if spot.get("board_up"))
    heat = sum(getattr(record(content, "fittings", spot.get("fitting")), "cold_shield", 0) for spot in shelter
               if spot.get("fitting"))
    cold = int(view.get("cold") or 0) * (2 if "double_cold" in (view.get("rules_on") or {}) else 1)
    return max(0, cold - board_ups - heat)


def cold_tip(view: dict, content: Any = None) -> str:
    cold = int(view.get("cold") or 0)
    board_ups = sum(1 for spot in (view.get("shelter") or {}).values() if spot.get("board_up"))
    return (f"Cold: {cold} of {COLD_LIMIT}; {plural(board_ups, 'Board-Up')} in the Shelter. Felt at Dawn: "
            f"{cold_felt(view, content)} (less the Board-Ups and what the heaters keep out); the Fate card says "
            "what the Cold does once it reaches its number.")
