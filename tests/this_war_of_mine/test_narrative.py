"""Narrative Actions (L1126-1136): a held card is offered beside the Leader's question at the moments its
timing names (and only while what it needs is at hand), playing it runs its effects, it leaves the game,
and the interrupted question is asked again; "One Clean Blow" (our card for the rulebook's "Dead on!",
E20, L1134) kills an Enemy in a fight or turns a Night Raid card away with a Guard's Hatchet; "Under the
Streets" lends a Guard's Inventory to Choose Findings."""
from __future__ import annotations

from .support import Driver, content, options, started
from .test_combat import arm_nobody, in_a_fight
from .test_night import at_night, by_prowess, looters

PLAY = Driver("night_raid", "morning")
run, answer = PLAY.run, PLAY.answer
NIGHT = Driver("dawn")


def test_a_card_for_any_time_is_offered_in_the_day_and_played_once():
    state = started(3, phase="day")
    state.narrative_held = ["blankets-from-the-church", "a-steady-hand"]
    state.cold = 3
    run(state)
    assert state.pending["why"] == "action"
    offered = options(state)
    assert "play:blankets-from-the-church" in offered
    assert "play:a-steady-hand" not in offered, "a Dawn card waits for the Dawn"
    asked = state.pending["text"]
    answer(state, "play:blankets-from-the-church")
    assert state.cold == 2
    assert state.narrative_held == ["a-steady-hand"]
    assert "narrative_actions:blankets-from-the-church" in state.waste, "removed from the game (L1132)"
    assert state.pending["why"] == "action" and state.pending["text"] == asked, "the same question again"
    assert not any(o.startswith("play:") for o in options(state))


def test_one_clean_blow_kills_an_enemy_with_a_hatchet_in_hand_and_not_without():
    state, fight = in_a_fight(enemies=2, findings={"hatchet": 1})
    state.narrative_held = ["one-clean-blow"]
    arm_nobody(state)
    assert state.pending["why"] == "flee"
    assert "play:one-clean-blow" in options(state), "the Hatchet on the Findings Pile is at hand"
    answer(state, "play:one-clean-blow")
    answer(state, "0")                                   # the card's choice: kill 1 Enemy
    if state.pending["why"].startswith("kill"):
        answer(state, options(state)[0])
    assert sum(not foe["alive"] for foe in fight["enemies"]) == 1
    assert state.pending["why"] == "flee" and not state.narrative_held

    state, fight = in_a_fight(enemies=1, findings={})
    state.narrative_held = ["one-clean-blow"]
    arm_nobody(state)
    assert "play:one-clean-blow" not in options(state), "no Hatchet, no blow"


def test_one_clean_blow_turns_a_night_raid_card_away_for_a_guard_with_a_hatchet():
    state = at_night([by_prowess(1)], looters())
    state.storage = {"hatchet": 1, "meds": 1}
    state.narrative_held = ["one-clean-blow"]
    NIGHT.run(state)
    NIGHT.answer(state, "arm:hatchet")
    assert state.pending["why"] == "face", "asked once the card is drawn, before the dice"
    NIGHT.answer(state, "play:one-clean-blow")
    NIGHT.answer(state, "1")                                 # ignore 1 Night Raid card
    assert state.pending is None or state.pending["why"] != "reroll"
    assert state.storage == {"hatchet": 1, "meds": 1}, "the Looters took nothing"
    assert all(not p["states"].get("wounds") for p in state.characters)


def test_no_question_at_the_night_raid_without_a_card_to_play():
    state = at_night([by_prowess(1)], looters())
    state.storage = {"meds": 1}
    state.narrative_held = ["one-clean-blow"]           # no Hatchet anywhere
    NIGHT.run(state)
    assert state.pending is None or state.pending["why"] != "face"


def test_under_the_streets_adds_the_best_guards_inventory_to_choose_findings():
    state, fight = in_a_fight(findings={})
    state.task_stack.remove(fight)
    guard = dict(state.characters[0], id=by_prowess(2), place="guard")
    state.characters.append(guard)
    state.narrative_held = ["under-the-streets"]
    state.findings_pile = {"canned-food": 9}
    state.task_stack.append({"t": "scavenge", "stage": "choose", "chosen": {}})
    state.pending = None
    run(state)
    assert state.pending["why"] == "carry"
    room = int(state.pending["text"].split("room for ")[1].split(" ")[0])
    answer(state, "play:under-the-streets")
    while state.pending["why"] != "carry":
        answer(state, options(state)[-1])
    more = int(state.pending["text"].split("room for ")[1].split(" ")[0])
    assert more == room + content().tables["characters"][guard["id"]].inventory


def test_a_dawn_card_is_offered_at_dawn():
    state = started(2, phase="dawn")
    state.narrative_held = ["a-steady-hand"]
    state.characters[0]["states"] = {"wounds": 2}
    run(state)
    for _ in range(20):
        if state.pending["why"] == "window":
            break
        answer(state, options(state)[-1])
    answer(state, "play:a-steady-hand")
    assert state.pending["why"] == "chosen"
    events = answer(state, "0")
    lowered = events[0]
    assert lowered.text.endswith("Wounds falls to 1."), "played before the Fate card (which may hurt again)"
    assert "a-steady-hand" not in state.narrative_held


def test_a_card_for_the_day_is_not_offered_while_scavenging():
    state, fight = in_a_fight(findings={})
    state.narrative_held = ["second-wind", "soft-footsteps"]
    arm_nobody(state)
    assert "fight" in options(state)
    assert not any(o.startswith("play:") for o in options(state)), "neither is a Combat card"
